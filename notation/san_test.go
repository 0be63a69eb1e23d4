package notation

import (
	"bufio"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/chess"
)

func mustFEN(t testing.TB, fen string) chess.Position {
	t.Helper()
	p, err := chess.FromFEN(fen)
	if err != nil {
		t.Fatalf("FEN %q: %v", fen, err)
	}
	return p
}

func mustFEN960(t testing.TB, fen string) chess.Position {
	t.Helper()
	p, _, err := chess.FromFENLenient(fen, true)
	if err != nil {
		t.Fatalf("FEN %q: %v", fen, err)
	}
	return p
}

func uci(t testing.TB, p *chess.Position, s string) chess.Move {
	t.Helper()
	m, err := p.ParseUCI(s)
	if err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	return m
}

// sanCases are hand-checked against the PGN standard (8.2.3) and
// Appendix C of the Laws.
var sanCases = []struct {
	fen, uci, san string
	chess960      bool
}{
	{chess.StartFEN, "g1f3", "Nf3", false},
	{chess.StartFEN, "e2e4", "e4", false},
	{chess.StartFEN, "b1c3", "Nc3", false},
	// Disambiguation by file, by rank, by both (PGN 8.2.3.4; C.10).
	{"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "b1d2", "Nbd2", false},
	{"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "f3d2", "Nfd2", false},
	{"4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a1a3", "R1a3", false},
	{"4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a5a3", "R5a3", false},
	{"1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1", "h4e1", "Qh4e1", false},
	{"1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1", "h1e1", "Q1e1", false},
	{"1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1", "e4e1", "Qee1", false},
	{"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "f3e5", "Ne5", false},
	// Different file and rank: the file is preferred (C.10 "Shf3").
	{"4k3/8/8/8/6N1/8/2N5/4K3 w - - 0 1", "g4e3", "Nge3", false},
	// Capture with disambiguation: "Sgxf3" form.
	{"4k3/8/8/8/8/5p2/3N4/4K1N1 w - - 0 1", "g1f3", "Ngxf3", false},
	// A pinned knight causes no disambiguation (PGN 8.2.3.4).
	{"4k3/8/8/8/1b6/2N5/8/4K1N1 w - - 0 1", "g1e2", "Ne2", false},
	// A pinned rook neither.
	{"4k3/4r3/8/8/8/8/4R3/R3K3 w - - 0 1", "a1a2", "Ra2", false},
	// Promotions, with check and mate.
	{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a7a8q", "a8=Q+", false},
	{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a7a8n", "a8=N", false},
	{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a7a8r", "a8=R+", false},
	{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a7a8b", "a8=B", false},
	{"7k/P5R1/5K2/8/8/8/8/8 w - - 0 1", "a7a8q", "a8=Q#", false},
	{"1r5k/P7/8/8/8/8/8/K7 w - - 0 1", "a7b8q", "axb8=Q+", false},
	{"k7/8/8/8/8/8/p7/4K3 b - - 0 1", "a2a1r", "a1=R+", false},
	// En passant: "x" and no "e.p." (PGN 8.2.3.3).
	{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "exd6", false},
	{"8/8/8/8/2Pp4/8/8/k3K3 b - c3 0 1", "d4c3", "dxc3", false},
	// Castling both sides, and with check.
	{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "O-O", false},
	{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", "O-O-O", false},
	{"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8g8", "O-O", false},
	{"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8", "O-O-O", false},
	{"5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "O-O+", false},
	{"3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1", "O-O-O+", false},
	// Chess960: the side is the rook's side of the king (Guidelines II.3).
	{"rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1", "b1a1", "O-O-O", true},
	{"rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1", "b1h1", "O-O", true},
	{"1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1", "g1h1", "O-O", true},
	{"1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1", "g1b1", "O-O-O", true},
	// Checks and mates by pieces.
	{"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", "Ra8#", false},
	{"6k1/5pp1/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", "Ra8+", false},
	{"rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4", "Qh4#", false},
}

func TestSAN(t *testing.T) {
	for _, c := range sanCases {
		var p chess.Position
		if c.chess960 {
			p = mustFEN960(t, c.fen)
		} else {
			p = mustFEN(t, c.fen)
		}
		m := uci(t, &p, c.uci)
		if got := SAN(&p, m); got != c.san {
			t.Errorf("%s %s: SAN %q, want %q", c.fen, c.uci, got, c.san)
		}
		got, err := ParseSAN(&p, []byte(c.san))
		if err != nil || got != m {
			t.Errorf("%s: ParseSAN(%q) = %v, %v; want %v", c.fen, c.san, got, err, m)
		}
	}
}

func TestParseSANLenient(t *testing.T) {
	cases := []struct{ fen, text, uci string }{
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0", "e1g1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0-0", "e1c1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O!", "e1g1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O-O+", "e1c1"},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a8Q", "a7a8q"},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a8(Q)", "a7a8q"},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a8/Q", "a7a8q"},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a8=q", "a7a8q"},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a8n", "a7a8n"},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a8b", "a7a8b"},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a7a8q", "a7a8q"},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a7-a8=Q+", "a7a8q"},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a8=Q#", "a7a8q"},
		{"1r5k/P7/8/8/8/8/8/K7 w - - 0 1", "ab8Q", "a7b8q"},
		{"1r5k/P7/8/8/8/8/8/K7 w - - 0 1", "axb8=Q++", "a7b8q"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6 e.p.", "e5d6"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6e.p.", "e5d6"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "ed6", "e5d6"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6ep", "e5d6"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6e.p", "e5d6"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6 ep+", "e5d6"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "e5d6"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5xd6", "e5d6"},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "ed5", "e4d5"},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e:d5", "e4d5"},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "exd5!?", "e4d5"},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "exd5?!", "e4d5"},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "exd5??", "e4d5"},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "exd5!!", "e4d5"},
		{chess.StartFEN, "Nxf3", "g1f3"},
		{chess.StartFEN, "Ngf3", "g1f3"},
		{chess.StartFEN, "N1f3", "g1f3"},
		{chess.StartFEN, "Ng1f3", "g1f3"},
		{chess.StartFEN, "Ng1-f3", "g1f3"},
		{chess.StartFEN, "Nf3+", "g1f3"},
		{chess.StartFEN, "e2e4", "e2e4"},
		{chess.StartFEN, "e2-e4", "e2e4"},
		{chess.StartFEN, "e4", "e2e4"},
		{chess.StartFEN, "e3", "e2e3"},
		{chess.StartFEN, "g1f3", "g1f3"},
		{chess.StartFEN, "♘f3", "g1f3"},
		{chess.StartFEN, "♞f3", "g1f3"},
		{chess.StartFEN, " e4 ", "e2e4"},
		{"4k3/8/8/8/1b6/2N5/8/4K1N1 w - - 0 1", "Nge2", "g1e2"},
	}
	for _, c := range cases {
		p := mustFEN(t, c.fen)
		want := uci(t, &p, c.uci)
		got, err := ParseSAN(&p, []byte(c.text))
		if err != nil || got != want {
			t.Errorf("%s: ParseSAN(%q) = %v, %v; want %s", c.fen, c.text, got, err, c.uci)
		}
	}
}

func TestParseSANErrors(t *testing.T) {
	cases := []struct{ fen, text, reason string }{
		{"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nd2", ReasonAmbiguous},
		{"4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "Ra3", ReasonAmbiguous},
		{"1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1", "Qhe1", ReasonAmbiguous},
		{"1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1", "Q4e1", ReasonAmbiguous},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a8", ReasonAmbiguous},
		{"4k3/8/8/8/1b6/2N5/8/4K1N1 w - - 0 1", "Nce2", ReasonIllegal},
		{chess.StartFEN, "Nd4", ReasonIllegal},
		{chess.StartFEN, "e5", ReasonIllegal},
		{chess.StartFEN, "O-O", ReasonIllegal},
		{chess.StartFEN, "Ke2", ReasonIllegal},
		{chess.StartFEN, "exd3", ReasonIllegal},
		{chess.StartFEN, "Qd1d3", ReasonIllegal},
		{chess.StartFEN, "Bb1c3", ReasonIllegal},
		{chess.StartFEN, "e2e5", ReasonIllegal},
		{chess.StartFEN, "Nf3=Q", ReasonIllegal},
		{chess.StartFEN, "e4=Q", ReasonIllegal},
		{chess.StartFEN, "--", ReasonIllegal},
		{chess.StartFEN, "", ReasonUnreadable},
		{chess.StartFEN, "Zf3", ReasonUnreadable},
		{chess.StartFEN, "Sf3", ReasonUnreadable},
		{chess.StartFEN, "Nf9", ReasonUnreadable},
		{chess.StartFEN, "xyz", ReasonUnreadable},
		{chess.StartFEN, "O-O-O-O", ReasonUnreadable},
		{chess.StartFEN, "Nabcf3", ReasonUnreadable},
		{chess.StartFEN, "e4xx", ReasonUnreadable},
		{chess.StartFEN, "1-0", ReasonUnreadable},
	}
	for _, c := range cases {
		p := mustFEN(t, c.fen)
		m, err := ParseSAN(&p, []byte(c.text))
		var se *SANError
		if !errors.As(err, &se) {
			t.Errorf("%s: ParseSAN(%q) = %v, %v; want a %s error", c.fen, c.text, m, err, c.reason)
			continue
		}
		if se.Reason != c.reason || se.Text != c.text {
			t.Errorf("%s: ParseSAN(%q): %v; want reason %s", c.fen, c.text, err, c.reason)
		}
	}
	p := chess.StartPosition()
	if m, err := ParseSANNull(&p, []byte("--")); err != nil || m != chess.NullMove {
		t.Errorf("ParseSANNull(--) = %v, %v", m, err)
	}
	if m, err := ParseSANNull(&p, []byte("Z0")); err != nil || m != chess.NullMove {
		t.Errorf("ParseSANNull(Z0) = %v, %v", m, err)
	}
}

// readEPD returns the first n FENs of an EPD file, skipping the test if
// the shared test data is missing.
func readEPD(t testing.TB, name string, n int) []string {
	f, err := os.Open("../../shared/testdata/perft/" + name)
	if err != nil {
		t.Skipf("shared test data missing: %v", err)
	}
	defer f.Close()
	var fens []string
	sc := bufio.NewScanner(f)
	for sc.Scan() && len(fens) < n {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		fen, _, _ := strings.Cut(line, ";")
		fens = append(fens, strings.TrimSpace(fen))
	}
	return fens
}

// referenceSAN writes SAN by brute force over the full legal move list, a
// second implementation the fast writer is compared with.
func referenceSAN(p *chess.Position, m chess.Move) string {
	var l chess.MoveList
	p.LegalMoves(&l)
	from, to := m.From(), m.To()
	var b strings.Builder
	t := p.PieceAt(from).Type()
	switch {
	case m.IsCastling():
		if to > from {
			b.WriteString("O-O")
		} else {
			b.WriteString("O-O-O")
		}
	case t == chess.Pawn:
		if from.File() != to.File() {
			b.WriteString(string(rune('a'+from.File())) + "x")
		}
		b.WriteString(to.String())
		if pr := m.Promotion(); pr != chess.NoPieceType {
			b.WriteString("=" + string(" PNBRQK"[pr]))
		}
	default:
		b.WriteByte(" PNBRQK"[t])
		sameFile, sameRank, others := false, false, false
		for _, o := range l.Moves() {
			if o != m && o.To() == to && !o.IsCastling() && p.PieceAt(o.From()).Type() == t {
				others = true
				sameFile = sameFile || o.From().File() == from.File()
				sameRank = sameRank || o.From().Rank() == from.Rank()
			}
		}
		if others {
			switch {
			case !sameFile:
				b.WriteByte(byte('a' + from.File()))
			case !sameRank:
				b.WriteByte(byte('1' + from.Rank()))
			default:
				b.WriteString(from.String())
			}
		}
		if p.PieceAt(to) != chess.NoPiece {
			b.WriteByte('x')
		}
		b.WriteString(to.String())
	}
	after := p.After(m)
	if after.IsCheckmate() {
		b.WriteByte('#')
	} else if after.InCheck() {
		b.WriteByte('+')
	}
	return b.String()
}

// walk calls f for every position reachable in depth plies (including p).
func walk(p *chess.Position, depth int, f func(p *chess.Position, l *chess.MoveList)) {
	var l chess.MoveList
	p.LegalMoves(&l)
	f(p, &l)
	if depth <= 1 {
		return
	}
	for _, m := range l.Moves() {
		q := p.After(m)
		walk(&q, depth-1, f)
	}
}

// TestRoundTrip checks, for every legal move of every position within
// three plies of the first 30 standard perft positions (and two of the
// Chess960 file), that SAN equals the brute-force reference and that
// ParseSAN, and ParseMove in every language, read it back to the move.
func TestRoundTrip(t *testing.T) {
	depth := 3
	if testing.Short() {
		depth = 2
	}
	positions := map[string]bool{}
	for _, fen := range readEPD(t, "standard.epd", 30) {
		positions[fen] = false
	}
	for _, fen := range readEPD(t, "chess960.epd", 10) {
		positions[fen] = true
	}
	var buf []byte
	moves := 0
	for fen, is960 := range positions {
		p, _, err := chess.FromFENLenient(fen, is960)
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		walk(&p, depth, func(p *chess.Position, l *chess.MoveList) {
			for _, m := range l.Moves() {
				moves++
				if k := m.Kind(); k == chess.Castling || k == chess.EnPassant {
					if (k == chess.Castling && chess.NewCastling(m.From(), m.To()) != m) || (k == chess.EnPassant && chess.NewEnPassant(m.From(), m.To()) != m) {
						t.Fatalf("move layout changed: %v", m)
					}
				}
				buf = AppendSAN(buf[:0], p, m)
				if moves%7 == 0 {
					if ref := referenceSAN(p, m); string(buf) != ref {
						t.Fatalf("%s %v: SAN %q, reference %q", p.FEN(), m, buf, ref)
					}
				}
				got, err := ParseSAN(p, buf)
				if err != nil || got != m {
					t.Fatalf("%s: ParseSAN(%q) = %v, %v; want %v", p.FEN(), buf, got, err, m)
				}
				for l := English; l < numLanguages; l++ {
					buf = AppendSANIn(buf[:0], p, m, l)
					got, _, err := ParseMove(p, buf, ReadOptions{Language: l})
					if err != nil || got != m {
						t.Fatalf("%s: ParseMove(%q, %v) = %v, %v; want %v", p.FEN(), buf, l, got, err, m)
					}
					buf = AppendLAN(buf[:0], p, m, l, l%2 == 0)
					got, _, err = ParseMove(p, buf, ReadOptions{Language: l})
					if err != nil || got != m {
						t.Fatalf("%s: ParseMove(%q, %v) = %v, %v; want %v", p.FEN(), buf, l, got, err, m)
					}
				}
			}
		})
	}
	t.Logf("%d moves", moves)
}
