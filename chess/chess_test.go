package chess

import (
	"strings"
	"testing"
)

func mustFEN(t testing.TB, fen string) Position {
	t.Helper()
	p, _, err := FromFENLenient(fen, false)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

func uciMoves(p *Position) map[string]bool {
	var l MoveList
	p.LegalMoves(&l)
	out := map[string]bool{}
	for _, m := range l.Moves() {
		out[p.UCI(m)] = true
	}
	return out
}

func TestStartPosition(t *testing.T) {
	p := StartPosition()
	if got := p.FEN(); got != StartFEN {
		t.Fatalf("FEN %q", got)
	}
	if n := p.CountLegalMoves(); n != 20 {
		t.Fatalf("20 legal moves in the initial position (Art. 2.3), got %d", n)
	}
}

// Scharnagl numbering: 518 is the standard array; 0 is BBQNNRKR and 959
// RKRNNQBB, the first and last in the published table.
func TestChess960Numbering(t *testing.T) {
	cases := map[int]string{0: "BBQNNRKR", 518: "RNBQKBNR", 959: "RKRNNQBB", 1: "BQNBNRKR", 4: "QBBNNRKR"}
	for n, want := range cases {
		s, err := Chess960Setup(n)
		if err != nil {
			t.Fatal(err)
		}
		var got []byte
		for f := range 8 {
			got = append(got, s.Board[SquareAt(f, 0)].FENChar())
		}
		if string(got) != want {
			t.Errorf("position %d: got %s, want %s", n, got, want)
		}
	}
	seen := map[string]bool{}
	for n := range 960 {
		p, err := Chess960Position(n)
		if err != nil {
			t.Fatalf("%d: %v", n, err)
		}
		seen[strings.Fields(p.FEN())[0]] = true
	}
	if len(seen) != 960 {
		t.Fatalf("%d distinct starting positions, want 960", len(seen))
	}
	if _, err := Chess960Setup(960); err == nil {
		t.Fatal("960 accepted")
	}
}

// Guidelines II: with king g1, rook b1 and an enemy rook a1, castling on the
// a-side would put the king on c1 in check; the castling rook hides the
// attack unless it is lifted off the board.
func TestChess960CastlingHiddenAttack(t *testing.T) {
	p := mustFEN(t, "4k3/8/8/8/8/8/8/rR4K1 w B - 0 1")
	if !p.IsChess960() {
		t.Fatal("B castling letter must read as Chess960")
	}
	if uciMoves(&p)["g1b1"] {
		t.Fatal("castling into check through the lifted rook allowed")
	}
	q := mustFEN(t, "4k3/8/8/8/8/8/8/1R4K1 w B - 0 1")
	if !uciMoves(&q)["g1b1"] {
		t.Fatal("legal a-side castling missing")
	}
	q.Play(mustUCI(t, &q, "g1b1"))
	if q.PieceAt(SquareAt(2, 0)) != MakePiece(White, King) || q.PieceAt(SquareAt(3, 0)) != MakePiece(White, Rook) {
		t.Fatalf("after castling king c1 and rook d1 expected: %s", q.FEN())
	}
}

func mustUCI(t testing.TB, p *Position, s string) Move {
	t.Helper()
	m, err := p.ParseUCI(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// Castling where only the rook moves (king already on g1) and where king
// and rook swap (king f1, rook g1): both are legal Chess960 castlings.
func TestChess960CastlingForms(t *testing.T) {
	p := mustFEN(t, "4k3/8/8/8/8/8/8/4K1R1 w G - 0 1") // king e1 rook g1: both move
	if !uciMoves(&p)["e1g1"] {
		t.Fatal("e1 king with g1 rook: castling e1g1 (king takes rook) missing")
	}
	p = mustFEN(t, "4k3/8/8/8/8/8/8/5RK1 w - - 0 1")
	p = mustFEN(t, "4k3/8/8/8/8/8/8/5KR1 w G - 0 1") // swap: king f1 to g1, rook g1 to f1
	m := mustUCI(t, &p, "f1g1")
	if !m.IsCastling() {
		t.Fatal("f1g1 must be castling")
	}
	p.Play(m)
	if !strings.HasPrefix(p.FEN(), "4k3/8/8/8/8/8/8/5RK1 b") {
		t.Fatalf("after swap castling: %s", p.FEN())
	}
	p = mustFEN(t, "4k3/8/8/8/8/8/8/6KR w H - 0 1") // only the rook moves: h1 to f1
	m = mustUCI(t, &p, "g1h1")
	p.Play(m)
	if !strings.HasPrefix(p.FEN(), "4k3/8/8/8/8/8/8/5RK1 b") {
		t.Fatalf("after rook-only castling: %s", p.FEN())
	}
	p = mustFEN(t, "4k3/8/8/8/8/8/8/R1K5 w A - 0 1") // only the king moves? no: king c1 stays, rook a1 to d1
	m = mustUCI(t, &p, "c1a1")
	p.Play(m)
	if !strings.HasPrefix(p.FEN(), "4k3/8/8/8/8/8/8/2KR4 b") {
		t.Fatalf("after a-side castling with king on c1: %s", p.FEN())
	}
	p = mustFEN(t, "4k3/8/8/8/8/8/8/1RK5 w B - 0 1") // king c1 stays, rook b1 to d1 passes over the king
	p.Play(mustUCI(t, &p, "c1b1"))
	if !strings.HasPrefix(p.FEN(), "4k3/8/8/8/8/8/8/2KR4 b") {
		t.Fatalf("after castling b1 rook over the king: %s", p.FEN())
	}
	p = mustFEN(t, "4k3/8/8/8/8/8/8/2R3K1 w C - 0 1") // king g1 to c1, rook c1 to d1
	p.Play(mustUCI(t, &p, "g1c1"))
	if !strings.HasPrefix(p.FEN(), "4k3/8/8/8/8/8/8/2KR4 b") {
		t.Fatalf("after king-only-reaches-rook castling: %s", p.FEN())
	}
}

func TestStandardCastling(t *testing.T) {
	p := mustFEN(t, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	mv := uciMoves(&p)
	if !mv["e1g1"] || !mv["e1c1"] {
		t.Fatal("castling moves missing")
	}
	// A square the king crosses is attacked: f1 by a rook on f8.
	p = mustFEN(t, "r3kr2/8/8/8/8/8/8/R3K2R w KQq - 0 1")
	if uciMoves(&p)["e1g1"] {
		t.Fatal("castling through an attacked square (Art. 3.8.2.2)")
	}
	// b1 attacked does not stop queen-side castling: the king does not cross it.
	p = mustFEN(t, "1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1")
	if !uciMoves(&p)["e1c1"] {
		t.Fatal("b1 attacked must not stop O-O-O")
	}
}

func TestValidation(t *testing.T) {
	cases := []struct {
		fen, want string
		fatal     bool
	}{
		{"8/8/8/8/8/8/8/K7 w - - 0 1", "black has 0 kings", true},
		{"k7/8/8/8/8/8/8/KK6 w - - 0 1", "white has 2 kings", true},
		{"k6P/8/8/8/8/8/8/K7 w - - 0 1", "pawn on h8", false},
		{"k6R/8/8/8/8/8/8/K7 w - - 0 1", "side not to move (black) is in check", false},
		{"k7/8/8/8/8/7Q/PPPPPPPP/KQQQQQQQ w - - 0 1", "more than 16", false},
		{"k7/8/8/8/8/8/PPPPPPPP/KNNN4 w - - 0 1", "promoted", false},
		{"k7/8/8/8/8/8/8/K7 w - e6 0 1", "does not follow a double pawn push", false},
		{"4k3/8/8/8/8/8/4K3/7R w K - 0 1", "no white king on its first rank", false},
		{"4k3/8/8/8/8/8/8/4K3 w K - 0 1", "no white rook", false},
		{"k7/8/8/8/8/1n6/1p6/K1r5 w - - 0 1", "3 pieces give check", false},
		{"k7/8/8/8/8/1n6/1p6/K7 w - - 0 1", "neither a line piece", false},
		{"k7/8/8/8/8/8/8/K1r4r w - - 0 1", "", false},
		{"4k3/8/8/2Pp4/8/8/8/r3K3 w - d6 0 1", "cannot follow the double pawn push", false},
	}
	for _, c := range cases {
		s, err := ParseFEN(c.fen)
		if err != nil {
			t.Errorf("%s: %v", c.fen, err)
			continue
		}
		probs := s.Validate(false)
		found := false
		for _, pr := range probs {
			if c.want != "" && strings.Contains(pr.Reason, c.want) {
				found = true
				if pr.Fatal != c.fatal {
					t.Errorf("%s: %q fatal=%v, want %v", c.fen, pr.Reason, pr.Fatal, c.fatal)
				}
			}
		}
		if c.want != "" && !found {
			t.Errorf("%s: want a problem containing %q, got %v", c.fen, c.want, probs)
		}
		_, _, err = NewPosition(s, Options{Lenient: true})
		if (err != nil) != c.fatal {
			t.Errorf("%s: lenient load error %v, fatal=%v", c.fen, err, c.fatal)
		}
		if _, _, err := NewPosition(s, Options{}); err == nil && len(probs) > 0 {
			t.Errorf("%s: strict load accepted a position with problems", c.fen)
		}
	}
}

func TestFENSyntaxErrors(t *testing.T) {
	cases := map[string]string{
		"": "empty",
		"rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1":   "rank 7 has 7 squares",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1":  "'X' is not a piece letter",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1":  "side to move",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KXkq - 0 1":  "castling letter",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e5 0 1": "third or sixth rank",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1":  "halfmove",
	}
	for fen, want := range cases {
		_, err := ParseFEN(fen)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got %v, want error containing %q", fen, err, want)
		}
	}
}

func TestFENRoundTrip(t *testing.T) {
	for _, fen := range []string{
		StartFEN,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9", // X-FEN: outermost rooks
		"4k3/8/8/8/8/8/8/RR2K3 w B - 0 1",                                   // X-FEN needs the file: a1 is outermost
		"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
	} {
		p := mustFEN(t, fen)
		if got := p.FEN(); got != fen {
			t.Errorf("round trip: %q -> %q", fen, got)
		}
	}
	p := mustFEN(t, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")
	if got := p.FENWith(FENOptions{Shredder: true}); !strings.Contains(got, " HFhf ") {
		t.Errorf("Shredder-FEN: %s", got)
	}
}

// The en passant square is written only when a capture is legal, unless the
// PGN convention (after every double push) is asked for.
func TestFENEnPassantConventions(t *testing.T) {
	p := StartPosition()
	p.Play(mustUCI(t, &p, "e2e4"))
	if got := p.FEN(); got != "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" {
		t.Errorf("default: %s", got)
	}
	if got := p.FENWith(FENOptions{EnPassantAfterDoublePush: true}); got != "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1" {
		t.Errorf("PGN convention: %s", got)
	}
	q := mustFEN(t, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
	if q.Hash() != p.Hash() || q.FEN() != p.FEN() {
		t.Error("reading e3 where no capture is possible must give the same position")
	}
}

// Art. 9.2.3: a pawn that could only be captured en passant by a pinned
// pawn does not make two positions differ.
func TestRepetitionKeyPinnedEnPassant(t *testing.T) {
	// Black pawn d4 is pinned by the rook a4 against the king h4; after
	// e2-e4 the capture d4xe3 would expose the king along the fourth rank.
	before := mustFEN(t, "8/8/8/8/R2p3k/8/4P3/K7 w - - 0 1")
	p := before
	p.Play(mustUCI(t, &p, "e2e4"))
	if p.EnPassant() != NoSquare {
		t.Fatalf("en passant must not be recorded: %s", p.FEN())
	}
	q := mustFEN(t, "8/8/8/8/R2pP2k/8/8/K7 b - - 0 1")
	if p.RepetitionKey() != q.RepetitionKey() {
		t.Fatal("positions differing only by an illegal en passant right must be the same")
	}
	// With the rook gone the capture is legal and the positions differ.
	r := mustFEN(t, "8/8/8/8/3p3k/8/4P3/K7 w - - 0 1")
	r.Play(mustUCI(t, &r, "e2e4"))
	s := mustFEN(t, "8/8/8/8/3pP2k/8/8/K7 b - - 0 1")
	if r.EnPassant() == NoSquare || r.RepetitionKey() == s.RepetitionKey() {
		t.Fatal("a legal en passant capture must make the positions differ")
	}
}

func TestCastlingRightsAreRepetitionRelevant(t *testing.T) {
	a := mustFEN(t, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	b := mustFEN(t, "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1")
	if a.RepetitionKey() == b.RepetitionKey() {
		t.Fatal("castling rights must be part of the identity")
	}
}

func TestCannotMateByMaterial(t *testing.T) {
	cases := []struct {
		fen          string
		white, black bool
	}{
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1", true, true},
		{"4k3/8/8/8/8/8/8/3NK3 w - - 0 1", true, true},
		{"4k3/8/8/8/8/8/8/3BK3 w - - 0 1", true, true},
		{"4k3/4p3/8/8/8/8/8/3NK3 w - - 0 1", false, false},  // K+N v K+P: the pawn can block
		{"4k3/8/8/8/8/8/8/2NNK3 w - - 0 1", false, true},    // K+N+N v K: helpmate exists
		{"3nk3/8/8/8/8/8/8/3NK3 w - - 0 1", false, false},   // K+N v K+N
		{"2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1", false, false}, // c1 dark, c8 light: opposite colours, a helpmate exists
		{"3bk3/8/8/8/8/8/8/2B1K3 w - - 0 1", true, true},    // c1 and d8 both dark: same colour, dead
		{"4k3/8/8/8/8/8/8/B1B1K3 w - - 0 1", true, true},    // a1 and c1 both dark
		{"4k3/8/8/8/8/8/8/1BB1K3 w - - 0 1", false, true},   // bishops on both colours
		{"4k3/8/8/8/8/8/8/4K2R w - - 0 1", false, true},
	}
	for _, c := range cases {
		p := mustFEN(t, c.fen)
		if got := p.CannotMateByMaterial(White); got != c.white {
			t.Errorf("%s: white cannot mate = %v, want %v", c.fen, got, c.white)
		}
		if got := p.CannotMateByMaterial(Black); got != c.black {
			t.Errorf("%s: black cannot mate = %v, want %v", c.fen, got, c.black)
		}
	}
}

func TestCheckmateStalemate(t *testing.T) {
	p := mustFEN(t, "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3") // fool's mate
	if !p.IsCheckmate() || p.IsStalemate() {
		t.Fatal("fool's mate")
	}
	p = mustFEN(t, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")
	if !p.IsStalemate() || p.IsCheckmate() {
		t.Fatal("stalemate")
	}
}

// A pinned piece still gives check (Art. 3.9): the black king may not step
// next to a knight pinned against its own king.
func TestPinnedPieceStillChecks(t *testing.T) {
	p := mustFEN(t, "8/8/8/3k4/8/3N4/8/3QK2r b - - 0 1")
	_ = p
	q := mustFEN(t, "4k3/8/8/8/8/8/4N3/r3K3 b - - 0 1") // knight e2 not pinned here
	_ = q
	r := mustFEN(t, "8/8/8/8/2k5/8/3N4/K6r b - - 0 1")
	// the knight d2 is not pinned (king a1 rook h1 on rank 1); c4 king may not go to b3? b3 is attacked by Nd2.
	if uciMoves(&r)["c4b3"] {
		t.Fatal("king stepped onto a square attacked by a knight")
	}
	s := mustFEN(t, "8/8/8/8/2k5/8/3N4/3K3r w - - 0 1")
	_ = s
	// White knight d2 pinned by rook h2? Use: white king d1, knight d2, black rook d8: pinned on the file.
	u := mustFEN(t, "3r4/8/8/8/2k5/8/3N4/3K4 b - - 0 1")
	if uciMoves(&u)["c4b3"] || uciMoves(&u)["c4e4"] {
		t.Fatal("a pinned knight still attacks b3 and e4 (Art. 3.9)")
	}
}
