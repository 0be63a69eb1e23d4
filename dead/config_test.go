package dead

import (
	"math/rand/v2"
	"testing"

	"github.com/arbiter-chess/arbiter/chess"
)

// Pawnless endings decided by material: the answer for the side with the
// minor piece is the same wherever the men stand (with no pawns every man
// can reach every square it may stand on, bishops keeping their colour).
// No answers are those of CHA's test vector for the same material (rows
// quoted); Yes answers come with a line that is verified by replaying it.
var materialCases = []struct {
	name  string
	side  string // the side's men besides its king
	other string // the defender's men besides its king
	want  Answer
	why   string
}{
	{"K+B v K+R", "B", "r", No, `CHA "3kr3/8/8/8/8/3KB3/8/8": a rook blocking next to its king always takes or blocks the check, or attacks the other king`},
	{"K+N v K+Q", "N", "q", No, `CHA "2kq4/8/8/8/8/8/2KN4/8": a queen on any flight square of its king attacks every checking square of a knight`},
	{"K+B v K+Q", "B", "q", No, `CHA "k7/2K5/q7/8/8/8/5B2/8": the queen takes or blocks any bishop check`},
	{"K+N v K+QQQ", "N", "qqq", No, `CHA "1q1q1q2/1k6/8/8/8/2K5/2N5/8": as with one queen`},
	{"K+N v K+R", "N", "r", Yes, "Kh8 Rg8, Kh6 Nf7 mate"},
	{"K+N v K+N", "N", "n", Yes, "Ka8 Nb8, Kc7 Nb6 mate"},
	{"K+N v K+B", "N", "b", Yes, "Ka8 Bb8, Kc7 Nb6 mate"},
}

// randomPlacement puts the kings and the men on random squares, the side
// to move at random, until the position is legal.
func randomPlacement(r *rand.Rand, side chess.Color, own, other string) chess.Position {
	for {
		men := map[string]byte{}
		used := map[int]bool{}
		put := func(c byte) {
			for {
				s := r.IntN(64)
				if !used[s] {
					used[s] = true
					men[chess.Square(s).String()] = c
					return
				}
			}
		}
		up := func(b byte) byte {
			if side == chess.Black {
				return b - 'A' + 'a'
			}
			return b
		}
		down := func(b byte) byte {
			if side == chess.White {
				return b
			}
			return b - 'a' + 'A'
		}
		put(up('K'))
		put(down('k'))
		for i := 0; i < len(own); i++ {
			put(up(own[i]))
		}
		for i := 0; i < len(other); i++ {
			put(down(other[i]))
		}
		fen := placement(men, chess.Color(r.IntN(2)))
		if pos, err := chess.FromFEN(fen); err == nil && pos.HasLegalMove() {
			return pos
		}
	}
}

func TestMaterialConfigurations(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 5))
	a := NewAnalyser(WithMaxNodes(300_000))
	for _, tc := range materialCases {
		for i := 0; i < 12; i++ {
			side := chess.Color(i & 1)
			pos := randomPlacement(r, side, tc.side, tc.other)
			v := a.CanMate(&pos, side)
			if v.Answer != tc.want {
				t.Errorf("%s %q %v: got %v (%s, %d nodes), want %v: %s", tc.name, pos.FEN(), side, v.Answer, v.Reason, v.Nodes, tc.want, tc.why)
			}
			if v.Answer == Yes && !VerifyLine(&pos, side, v.Line) {
				t.Errorf("%s %q: the line does not mate", tc.name, pos.FEN())
			}
		}
	}
}

// The matching of flight squares to the defender's men: two squares that
// only one man can reach cannot both be blocked.
func TestMatchable(t *testing.T) {
	a1, b1, c1 := chess.Square(0).Bitboard(), chess.Square(1).Bitboard(), chess.Square(2).Bitboard()
	cases := []struct {
		need    chess.Bitboard
		regions []chess.Bitboard
		want    bool
	}{
		{0, nil, true},
		{a1, []chess.Bitboard{a1}, true},
		{a1 | b1, []chess.Bitboard{a1 | b1}, false},
		{a1 | b1, []chess.Bitboard{a1 | b1, b1}, true},
		{a1 | b1 | c1, []chess.Bitboard{a1 | b1, a1 | b1, c1}, true},
		{a1 | b1 | c1, []chess.Bitboard{a1 | b1, a1 | b1, a1 | b1}, false},
	}
	for i, c := range cases {
		if got := matchable(c.need, c.regions); got != c.want {
			t.Errorf("case %d: got %v, want %v", i, got, c.want)
		}
	}
}

// A king shut in for ever is a wall: the white king on a1 can never leave
// (b1 is attacked by the pawn a2, which b3 defends, and b2 is its own
// frozen pawn), so the pawn a2 never promotes, and neither side can mate
// (White's bishop is on dark squares, Black's king lives on light and
// dark squares with only a light bishop to block; Black cannot check a1
// at all). This is CHA's row "k7/1b6/8/8/8/1pB5/pP6/K7 w".
func TestFrozenKing(t *testing.T) {
	pos, err := chess.FromFEN("k7/1b6/8/8/8/1pB5/pP6/K7 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, side := range []chess.Color{chess.White, chess.Black} {
		if v := CanMate(&pos, side, WithMaxNodes(1000)); v.Answer != No {
			t.Errorf("%v: got %v (%s), want no", side, v.Answer, v.Reason)
		}
	}
}

// checkSquares.mayCheck must be true for every move that gives check:
// checked on every move of positions from random games.
func TestMayCheck(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	moves, checks := 0, 0
	for game := 0; game < 300; game++ {
		pos := chess.StartPosition()
		for ply := 0; ply < 120; ply++ {
			var l chess.MoveList
			pos.LegalMoves(&l)
			if l.Len() == 0 {
				break
			}
			var cs checkSquares
			cs.init(&pos, pos.King(pos.Turn().Other()))
			for _, m := range l.Moves() {
				c := pos.After(m)
				moves++
				if c.InCheck() {
					checks++
					if !cs.mayCheck(&pos, m) {
						t.Fatalf("%q %v gives check, mayCheck says no", pos.FEN(), m)
					}
				}
			}
			pos.Play(l.At(r.IntN(l.Len())))
		}
	}
	t.Logf("%d moves, %d checks", moves, checks)
}

// Shortened lines still mate and are no longer than the found ones.
func TestShortLines(t *testing.T) {
	for _, fen := range []string{
		"8/8/8/8/4k3/8/8/1NN1K3 w - - 0 1",
		"8/8/8/6k1/8/1P1K1B1P/8/4n3 w - - 4 49",
		"8/7k/4B2P/6Pb/5K2/8/8/8 w - - 3 67",
	} {
		pos, err := chess.FromFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		for _, side := range []chess.Color{chess.White, chess.Black} {
			long := CanMate(&pos, side)
			short := CanMate(&pos, side, WithShortLines())
			if long.Answer != short.Answer {
				t.Errorf("%q %v: %v, with short lines %v", fen, side, long.Answer, short.Answer)
			}
			if short.Answer == Yes && (len(short.Line) > len(long.Line) || !VerifyLine(&pos, side, short.Line)) {
				t.Errorf("%q %v: short line %d plies (found %d), verified %v", fen, side, len(short.Line), len(long.Line), VerifyLine(&pos, side, short.Line))
			}
		}
	}
}

// Who has to move: in the h-file lock White's only moving man is its king,
// between h3 and h4. A mate on h4 (the bishop checking along d8-h4) needs
// Black's king on h2 to take h3 from it; but White's king can only step
// to h4 from h3, next to h2, so Black's king must come to h2 afterwards,
// and then White, to move, has no move at all: stalemate (and taking g2
// stalemates White too). So Black can never mate, and with the position
// already there (Black to move, king on h2) it mates at once.
func TestTempoLock(t *testing.T) {
	cases := []struct {
		fen  string
		want Answer
	}{
		{"8/8/7p/2b2p1P/5p1K/5Pp1/6Pk/8 b - - 0 1", Yes},
		{"8/8/7p/2b2p1P/5p1K/5Pp1/6P1/6k1 b - - 0 1", No},
		{"8/8/7p/2b2p1P/5p1K/5Pp1/6P1/2k5 b - - 0 1", No},
	}
	for _, c := range cases {
		pos, err := chess.FromFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		v := CanMate(&pos, chess.Black)
		if v.Answer != c.want {
			t.Errorf("%q: got %v (%s), want %v", c.fen, v.Answer, v.Reason, c.want)
		}
		if w := CanMate(&pos, chess.White); w.Answer != No {
			t.Errorf("%q White: got %v (%s), want no", c.fen, w.Answer, w.Reason)
		}
	}
}
