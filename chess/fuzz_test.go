package chess

import (
	"strings"
	"testing"
)

var fuzzSeeds = []string{
	StartFEN,
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
	"8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1",
	"4k3/8/8/8/8/8/8/rR4K1 w B - 0 1",
	"k6P/8/8/8/8/8/8/K7 w - - 0 1",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
}

// FuzzFEN: reading never panics; what loads writes back to a FEN that reads
// to the same position.
func FuzzFEN(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, fen string) {
		s, err := ParseFEN(fen)
		if err != nil {
			if _, ok := err.(*FENError); !ok {
				t.Fatalf("error of type %T", err)
			}
			return
		}
		s.Validate(false)
		p, _, err := NewPosition(s, Options{Lenient: true})
		if err != nil {
			return
		}
		out := p.FEN()
		q, _, err := FromFENLenient(out, p.IsChess960())
		if err != nil {
			t.Fatalf("%q -> %q does not read back: %v", fen, out, err)
		}
		if q.FEN() != out || q.Hash() != p.Hash() {
			t.Fatalf("%q -> %q -> %q", fen, out, q.FEN())
		}
	})
}

// FuzzPlay walks a game chosen by the fuzzer's bytes and checks the
// invariants of make-move at every step: the incremental hash equals the
// recomputed one, FEN round-trips, no legal move leaves the own king in
// check, and list and count agree.
func FuzzPlay(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s, []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	}
	f.Fuzz(func(t *testing.T, fen string, choices []byte) {
		p, _, err := FromFENLenient(fen, strings.ContainsAny(fen, "ABCDEFGHabcdefgh"))
		if err != nil {
			return
		}
		for i, c := range choices {
			if i > 200 {
				break
			}
			var l MoveList
			p.LegalMoves(&l)
			if l.Len() != p.CountLegalMoves() {
				t.Fatalf("%s: list %d, count %d", p.FEN(), l.Len(), p.CountLegalMoves())
			}
			for _, m := range l.Moves() {
				q := p.After(m)
				us := p.Turn()
				if q.attacked(q.King(us), us.Other(), q.Occupied()) {
					t.Fatalf("%s: %s leaves the king in check", p.FEN(), p.UCI(m))
				}
				if q.Hash() != q.computeHash() {
					t.Fatalf("%s: %s: incremental hash differs", p.FEN(), p.UCI(m))
				}
			}
			if l.Len() == 0 {
				return
			}
			p.Play(l.At(int(c) % l.Len()))
			r, _, err := FromFENLenient(p.FEN(), p.IsChess960())
			if err != nil {
				t.Fatalf("%s does not read back: %v", p.FEN(), err)
			}
			if r.Hash() != p.Hash() || r.FEN() != p.FEN() {
				t.Fatalf("round trip %s -> %s", p.FEN(), r.FEN())
			}
		}
	})
}

// IsLegal agrees with the move generator on every move the generator
// lists and on every from-to pair it does not.
func TestIsLegalAgreesWithGenerator(t *testing.T) {
	for _, c := range loadEPD(t, "standard.epd")[:150] {
		p, _, err := FromFENLenient(c.fen, false)
		if err != nil {
			continue
		}
		walkIsLegal(t, p, 2)
	}
	for _, c := range loadEPD(t, "chess960.epd")[:60] {
		p, _, err := FromFENLenient(c.fen, true)
		if err != nil {
			continue
		}
		walkIsLegal(t, p, 2)
	}
}

func walkIsLegal(t *testing.T, p Position, depth int) {
	var l MoveList
	p.LegalMoves(&l)
	for from := Square(0); from < 64; from++ {
		for to := Square(0); to < 64; to++ {
			cands := []Move{NewMove(from, to), NewCastling(from, to), NewEnPassant(from, to), NewPromotion(from, to, Queen), NewPromotion(from, to, Knight)}
			for _, m := range cands {
				if got, want := p.IsLegal(m), l.Contains(m); got != want {
					t.Fatalf("%s: IsLegal(%s kind %d) = %v, generator says %v", p.FEN(), m, m.Kind(), got, want)
				}
			}
		}
	}
	if depth > 1 {
		for _, m := range l.Moves() {
			walkIsLegal(t, p.After(m), depth-1)
		}
	}
}
