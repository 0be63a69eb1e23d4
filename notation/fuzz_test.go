package notation

import (
	"testing"

	"github.com/arbiter-chess/arbiter/chess"
)

var fuzzFENs = []string{
	chess.StartFEN,
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1",
	"4k3/8/8/8/1b6/2N5/8/4K1N1 w - - 0 1",
	"1r5k/P7/8/8/8/8/8/K7 w - - 0 1",
	"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1",
}

func fuzzPosition(t *testing.T, i uint8) chess.Position {
	p, _, err := chess.FromFENLenient(fuzzFENs[int(i)%len(fuzzFENs)], int(i)%len(fuzzFENs) == len(fuzzFENs)-1)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// checkMove checks that a move returned by a reader is legal in p and that
// its SAN reads back to it.
func checkMove(t *testing.T, p *chess.Position, text []byte, m chess.Move) {
	if m == chess.NullMove {
		return
	}
	var l chess.MoveList
	p.LegalMoves(&l)
	if !l.Contains(m) {
		t.Fatalf("%s: %q read as illegal move %v", p.FEN(), text, m)
	}
	san := AppendSAN(nil, p, m)
	back, err := ParseSAN(p, san)
	if err != nil || back != m {
		t.Fatalf("%s: %q read as %v whose SAN %q reads back as %v, %v", p.FEN(), text, m, san, back, err)
	}
}

func FuzzParseSAN(f *testing.F) {
	for _, s := range []string{"e4", "Nf3", "O-O", "0-0-0", "exd6e.p.", "a8=Q+", "b8(N)", "Qh4e1", "Nge2", "--", "Z0", "e8/q", "♘f3", "Ng1-f3", "axb8=Q#"} {
		for i := range len(fuzzFENs) {
			f.Add(uint8(i), []byte(s))
		}
	}
	f.Fuzz(func(t *testing.T, i uint8, text []byte) {
		p := fuzzPosition(t, i)
		if m, err := ParseSAN(&p, text); err == nil {
			checkMove(t, &p, text, m)
		} else if _, ok := err.(*SANError); !ok {
			t.Fatalf("error of type %T", err)
		}
		if m, err := ParseSANNull(&p, text); err == nil {
			checkMove(t, &p, text, m)
		}
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"Sf3", "Cf3", "Pf3", "Dd1xd4", "e2-e4", "g1f3", "e1h1", "d8D", "exf8S", "b1L", "Rd1", "Fe6", "d8=♕", "0-0"} {
		f.Add(uint8(0), uint8(0), []byte(s))
	}
	f.Fuzz(func(t *testing.T, i, opt uint8, text []byte) {
		p := fuzzPosition(t, i)
		opts := ReadOptions{Language: Language(opt % uint8(numLanguages)), Strict: opt&0x80 != 0, AllowNull: opt&0x40 != 0}
		m, fs, err := ParseMove(&p, text, opts)
		if err != nil {
			if _, ok := err.(*SANError); !ok {
				t.Fatalf("error of type %T", err)
			}
			return
		}
		if !opts.Strict && fs != nil {
			t.Fatalf("findings in lenient mode: %v", fs)
		}
		checkMove(t, &p, text, m)
		for l := English; l < numLanguages; l++ {
			if m == chess.NullMove {
				break
			}
			s := AppendSANIn(nil, &p, m, l)
			if back, _, err := ParseMove(&p, s, ReadOptions{Language: l}); err != nil || back != m {
				t.Fatalf("%s: %v in %v is %q, reads back as %v, %v", p.FEN(), m, l, s, back, err)
			}
		}
		_ = DetectLanguage([][]byte{text})
	})
}
