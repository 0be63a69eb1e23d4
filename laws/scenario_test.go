package laws

import (
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/chess"
)

// 6.2.1.1 and 5.1.1: a move that checkmates ends the game at once and is
// complete without a press, so Black's flag falling afterwards, before he
// presses, changes nothing.
func TestFIDE2023_Art6_2_1_1_CheckmateStandsWhenFlagFallsBeforePress(t *testing.T) {
	g := newGame(t, setup{tc: "5400"}) // 90 min each, standard
	must(t, g, mv(1000, "f2f3"), mv(2000, "e7e5"), mv(3000, "g2g4"))
	// Black's clock runs from 3000 with 5399 s left: the flag falls at 5402000.
	must(t, g, Event{Type: EvMove, At: 5401500, Move: "d8h4", NoPress: true})
	wantResult(t, g, BlackWins, TermCheckmate, "FIDE 2023 Art. 5.1.1")
	err := reject(t, g, Event{Type: EvFlag, At: 5403000, By: "white", Side: "black"})
	if !isGameOver(err) {
		t.Fatalf("flag after mate: %v, want game over", err)
	}
	reject(t, g, Event{Type: EvPress, At: 5403000, By: "black"})
}

// 0.1 precedence: the first game-ending event decides. If the flag fell
// (62000) before the mating move was made (62500) and the software clock
// observes flags, the flag fall ended the game first (6.9); White can
// still mate, so Black loses.
func TestFIDE2023_Art6_9_FlagBeforeMateLoses(t *testing.T) {
	g := newGame(t, setup{tc: "5400"})
	must(t, g, mv(1000, "f2f3"), mv(2000, "e7e5"), mv(3000, "g2g4"))
	rs := must(t, g, Event{Type: EvMove, At: 5402500, Move: "d8h4"})
	wantResult(t, g, WhiteWins, TermTimeForfeit, "FIDE 2023 Art. 6.9")
	if len(g.Plies()) != 3 {
		t.Fatalf("the void move was played: %d plies", len(g.Plies()))
	}
	if rs[0].At != 5402000 {
		t.Fatalf("flag established at %d, want 5402000 (the fall)", rs[0].At)
	}
}

// 6.9: White's flag falls; Black has a bare king and cannot checkmate by
// any sequence of legal moves, so the game is drawn.
func TestFIDE2023_Art6_9_FlagFallBareKingDraw(t *testing.T) {
	g := newGame(t, setup{tc: "5400", fen: "8/8/8/4k3/8/8/8/K6Q w - - 0 1", regs: Regulations{ManualFlags: true}})
	reject(t, g, Event{Type: EvFlag, At: 5399999, By: "black", Side: "white"}) // not yet fallen
	must(t, g, Event{Type: EvFlag, At: 5401000, By: "black", Side: "white"})
	wantResult(t, g, Drawn, TermTimeForfeit, "FIDE 2023 Art. 6.9")
}

// 6.9: with K+N against K+N the opponent of the flagged player can mate
// (a helpmate exists, the flagged side's knight can block its own king),
// so the flag fall loses.
func TestFIDE2023_Art6_9_FlagFallKnightVsKnightLoses(t *testing.T) {
	g := newGame(t, setup{tc: "5400", fen: "8/8/8/4k3/4n3/8/8/K3N3 w - - 0 1"})
	must(t, g, Event{Type: EvFlag, At: 5400000, By: "arbiter", Side: "white"})
	wantResult(t, g, BlackWins, TermTimeForfeit, "FIDE 2023 Art. 6.9")
}

// 1953/71: a flag fall loses even when the opponent has a bare king (the
// rules commission's ruling cited in the commentary to Art. 12).
func TestFIDE1971_Art12_FlagFallBareKingLoses(t *testing.T) {
	g := newGame(t, setup{ed: FIDE1971, tc: "60", fen: "8/8/8/4k3/8/8/8/K6Q w - - 0 1"})
	must(t, g, Event{Type: EvFlag, At: 60000, By: "black", Side: "white"})
	wantResult(t, g, BlackWins, TermTimeForfeit, "")
}

const pinnedEP = "4r1nk/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1"

var knightCycle = []string{"g1f3", "g8f6", "f3g1", "f6g8"}

// 9.6.1 with 9.2.3: after ...d7-d5 White's e5 pawn is pinned by the rook
// on e8 against the king on e1, so e5xd6 e.p. is not a legal move and the
// position is the same as the one that recurs after each knight cycle.
// The fifth occurrence (after four cycles) ends the game.
func TestFIDE2023_Art9_6_1_FivefoldPinnedEnPassant(t *testing.T) {
	g := newGame(t, setup{fen: pinnedEP})
	must(t, g, mv(0, "d7d5"))
	p0 := g.Position()
	k0 := p0.RepetitionKey()
	for c := 0; c < 4; c++ {
		wantOngoing(t, g)
		must(t, g, moves(0, 0, knightCycle...)...)
		if p := g.Position(); p.RepetitionKey() != k0 {
			t.Fatal("the recurring position differs from the one after d7-d5")
		}
	}
	wantResult(t, g, Drawn, TermFivefold, "FIDE 2023 Art. 9.6.1")
	if g.Repetitions() != 5 {
		t.Fatalf("repetitions %d", g.Repetitions())
	}
}

// 9.6.2: 75 moves each without capture or pawn move, but the 150th ply
// checkmates: the mate takes precedence.
func TestFIDE2023_Art9_6_2_SeventyFifthMoveMates(t *testing.T) {
	g := newGame(t, setup{fen: "7k/8/6K1/8/8/8/8/R7 w - - 149 100"})
	must(t, g, mv(0, "a1a8"))
	wantResult(t, g, WhiteWins, TermCheckmate, "FIDE 2023 Art. 9.6.2")
	g = newGame(t, setup{fen: "7k/8/6K1/8/8/8/8/R7 w - - 149 100"})
	must(t, g, mv(0, "a1a2"))
	wantResult(t, g, Drawn, TermSeventyFive, "FIDE 2023 Art. 9.6.2")
	// 2005 has no 75-move rule: the game goes on.
	g = newGame(t, setup{ed: FIDE2005, fen: "7k/8/6K1/8/8/8/8/R7 w - - 149 100"})
	must(t, g, mv(0, "a1a2"))
	wantOngoing(t, g)
}

// 9.2.1, 9.5.3: White announces Ng1-f3 claiming a third occurrence, but
// the position after it has occurred only once before. Black receives 2
// minutes (standard game), and the announced move must be played.
func TestFIDE2023_Art9_5_3_IncorrectThreefoldClaimAnnouncedMove(t *testing.T) {
	g := newGame(t, setup{tc: "5400+30"})
	must(t, g, moves(1000, 1000, "g1f3", "g8f6", "f3g1", "f6g8")...)
	before := remaining(g, chess.Black)
	rs := must(t, g, Event{Type: EvClaim, At: 9000, By: "white", Claim: "threefold", Move: "g1f3"})
	wantOngoing(t, g)
	if got := remaining(g, chess.Black); got != before+2*minute {
		t.Fatalf("black has %d ms, want %d", got, before+2*minute)
	}
	if rs[0].Article.String() != "FIDE 2023 Art. 9.5.3" {
		t.Fatalf("ruling %v", rs[0])
	}
	reject(t, g, mv(10000, "b1c3"))
	must(t, g, mv(10000, "g1f3"))
	if g.Plies()[4].UCI != "g1f3" {
		t.Fatal("announced move not played")
	}
}

// 9.1.2.3: the incorrect claim counts as a draw offer, which the opponent
// may accept.
func TestFIDE2023_Art9_1_2_3_IncorrectClaimAcceptedAsDrawOffer(t *testing.T) {
	g := newGame(t, setup{tc: "5400+30"})
	must(t, g, moves(1000, 1000, "e2e4", "e7e5")...)
	must(t, g, Event{Type: EvClaim, At: 5000, By: "white", Claim: "fifty"})
	wantOngoing(t, g)
	must(t, g, Event{Type: EvAcceptDraw, At: 6000, By: "black"})
	wantResult(t, g, Drawn, TermAgreement, "FIDE 2023 Art. 5.2.3")
}

// 9.2.2, 9.5.2: a correct claim on the board draws at once.
func TestFIDE2023_Art9_2_2_CorrectThreefoldClaim(t *testing.T) {
	g := newGame(t, setup{})
	must(t, g, moves(0, 0, "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8")...)
	must(t, g, Event{Type: EvClaim, By: "white", Claim: "threefold"})
	wantResult(t, g, Drawn, TermThreefold, "FIDE 2023 Art. 9.2.2")
}

// 9.4: once White has touched a piece under 4.3 he may not claim for that
// move.
func TestFIDE2023_Art9_4_TouchForfeitsClaim(t *testing.T) {
	g := newGame(t, setup{})
	must(t, g, moves(0, 0, "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8")...)
	must(t, g, Event{Type: EvTouch, By: "white", Square: "b1"})
	err := reject(t, g, Event{Type: EvClaim, By: "white", Claim: "threefold"})
	if !strings.Contains(err.Error(), "9.4") {
		t.Fatal(err)
	}
	// 1953/71: touching does not forfeit the claim.
	g = newGame(t, setup{ed: FIDE1971})
	must(t, g, moves(0, 0, "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8")...)
	must(t, g, Event{Type: EvTouch, By: "white", Square: "b1"}, Event{Type: EvClaim, By: "white", Claim: "threefold"})
	wantResult(t, g, Drawn, TermThreefold, "")
}

// 7.5.1, 7.5.5: White's first illegal move gives Black 2 minutes; the
// second loses, but Black has a bare king and cannot mate: draw.
func TestFIDE2023_Art7_5_5_SecondIllegalMoveBareKingDraw(t *testing.T) {
	g := newGame(t, setup{tc: "5400+30", fen: "8/8/8/4k3/8/8/8/KQ6 w - - 0 1"})
	b0 := remaining(g, chess.Black)
	must(t, g, Event{Type: EvIllegalMove, At: 1000, Move: "b1d2"})
	must(t, g, Event{Type: EvReport, At: 2000, By: "black"})
	// The second between the illegal move and its report stays charged (7.1).
	if got := remaining(g, chess.Black); got != b0-1000+2*minute {
		t.Fatalf("black %d, want %d", got, b0-1000+2*minute)
	}
	if p := g.Position(); p.FEN() != "8/8/8/4k3/8/8/8/KQ6 w - - 0 1" {
		t.Fatalf("position not restored: %s", p.FEN())
	}
	// 7.5.1 with 4.3: the queen must be moved.
	reject(t, g, mv(3000, "a1a2"))
	must(t, g, Event{Type: EvIllegalMove, At: 3000, Move: "b1d2"}, Event{Type: EvReport, At: 3500, By: "arbiter", Side: "white"})
	wantResult(t, g, Drawn, TermIllegalMove, "FIDE 2023 Art. 7.5.5")
}

// 7.5.5: the second illegal move loses when the opponent can mate.
func TestFIDE2023_Art7_5_5_SecondIllegalMoveLoses(t *testing.T) {
	g := newGame(t, setup{tc: "5400+30"})
	must(t, g, Event{Type: EvIllegalMove, At: 1000, Move: "e2e5"}, Event{Type: EvReport, At: 1500, By: "black"})
	must(t, g, mv(2000, "e2e4"))
	must(t, g, Event{Type: EvIllegalMove, At: 3000, Move: "e7e4"}, Event{Type: EvReport, At: 3500, By: "white"})
	must(t, g, mv(4000, "e7e5"), Event{Type: EvIllegalMove, At: 5000, Move: "g1g3"}, Event{Type: EvReport, At: 5500, By: "arbiter", Side: "white"})
	wantResult(t, g, BlackWins, TermIllegalMove, "FIDE 2023 Art. 7.5.5")
}

// 2005 C3: in blitz the opponent may claim a win for an illegal move
// before making his own move; the arbiter does not act by himself.
func TestFIDE2005_AppC3_BlitzIllegalMoveLostOnClaim(t *testing.T) {
	g := newGame(t, setup{ed: FIDE2005, tc: "300"}) // 5 min: blitz (< 15)
	must(t, g, mv(1000, "e2e4"), mv(2000, "e7e5"), Event{Type: EvIllegalMove, At: 3000, Move: "f1f3"})
	reject(t, g, Event{Type: EvReport, At: 3500, By: "arbiter", Side: "white"})
	must(t, g, Event{Type: EvReport, At: 4000, By: "black"})
	wantResult(t, g, BlackWins, TermIllegalMove, "FIDE 2005 C3")
}

// 2005 C3: after the opponent's own move the illegal move stands.
func TestFIDE2005_AppC3_BlitzIllegalMoveStandsAfterReply(t *testing.T) {
	g := newGame(t, setup{ed: FIDE2005, tc: "300"})
	must(t, g, mv(1000, "e2e4"), mv(2000, "e7e5"), Event{Type: EvIllegalMove, At: 3000, Move: "f1f3"}, mv(4000, "b8c6"))
	reject(t, g, Event{Type: EvReport, At: 4500, By: "black"})
	wantOngoing(t, g)
}

// 1953/71: no automatic draw by repetition; five occurrences leave the
// game going, and the player to move may still claim (12.3).
func TestFIDE1971_Art12_3_FiveRepetitionsDoNotEndGame(t *testing.T) {
	g := newGame(t, setup{ed: FIDE1971})
	for c := 0; c < 5; c++ {
		must(t, g, moves(0, 0, knightCycle...)...)
	}
	wantOngoing(t, g)
	if g.Repetitions() != 6 {
		t.Fatalf("repetitions %d", g.Repetitions())
	}
	must(t, g, Event{Type: EvClaim, By: "white", Claim: "threefold"})
	wantResult(t, g, Drawn, TermThreefold, "FIDE 1953/71 Art. 12.3")
}

// fiveNonConsecutive: the start position occurs after plies 0, 4, 12, 16
// and 20, but ply 8 shows another position.
var fiveNonConsecutive = []string{
	"g1f3", "g8f6", "f3g1", "f6g8", // 4: start
	"b1c3", "b8c6", "g1f3", "g8f6", // 8: not the start
	"f3g1", "f6g8", "c3b1", "c6b8", // 12: start
	"g1f3", "g8f6", "f3g1", "f6g8", // 16: start
	"g1f3", "g8f6", "f3g1", "f6g8", // 20: start (fifth occurrence)
}

// 2014 9.6a: the position must appear for five consecutive alternate
// moves by each player; here it occurs five times, but ply 8 breaks the
// sequence, so there is no automatic draw.
func TestFIDE2014_Art9_6_FivefoldNeedsConsecutiveAlternateMoves(t *testing.T) {
	g := newGame(t, setup{ed: FIDE2014})
	must(t, g, moves(0, 0, fiveNonConsecutive...)...)
	wantOngoing(t, g)
	if g.Repetitions() != 5 {
		t.Fatalf("repetitions %d", g.Repetitions())
	}
	// Two more cycles: plies 12..28 are five consecutive alternate moves.
	must(t, g, moves(0, 0, knightCycle...)...)
	wantOngoing(t, g)
	must(t, g, moves(0, 0, knightCycle...)...)
	wantResult(t, g, Drawn, TermFivefold, "FIDE 2014 Art. 9.6a")
}

// 2018 9.6.1: the same moves draw at the fifth occurrence.
func TestFIDE2018_Art9_6_1_FivefoldOccurrences(t *testing.T) {
	g := newGame(t, setup{ed: FIDE2018})
	must(t, g, moves(0, 0, fiveNonConsecutive[:19]...)...)
	wantOngoing(t, g)
	must(t, g, mv(0, fiveNonConsecutive[19]))
	wantResult(t, g, Drawn, TermFivefold, "FIDE 2018 Art. 9.6.1")
}

// B.3 with A.5.2 and A.5.4: White, in check, plays an illegal rook move
// that checks Black; both kings are in check. Nobody reports it; Black
// replies with an illegal move that leaves both kings in check. Once that
// move is completed the arbiter declares a draw.
func TestFIDE2023_AppA5_4_BlitzUnclaimedIllegalBothKingsInCheck(t *testing.T) {
	g := newGame(t, setup{tc: "180+2", fen: "4k3/8/8/8/4r3/8/8/R3K3 w - - 0 1"})
	if g.Class().String() != "blitz" {
		t.Fatal(g.Class())
	}
	must(t, g, Event{Type: EvIllegalMove, At: 1000, Move: "a1a8"})
	wantOngoing(t, g)
	rs := must(t, g, Event{Type: EvIllegalMove, At: 2000, Move: "e4e3"})
	wantResult(t, g, Drawn, TermIllegalPosition, "FIDE 2023 A.5.4")
	if !strings.Contains(rs[0].Text, "stands") {
		t.Fatalf("first ruling %v, want A.5.2 (the illegal move stands)", rs[0])
	}
}

// A.5.4: an illegal position that is gone after the next move is no draw.
func TestFIDE2023_AppA5_4_IllegalPositionResolved(t *testing.T) {
	g := newGame(t, setup{tc: "180+2", fen: "4k3/8/8/8/4r3/8/8/R3K3 w - - 0 1"})
	must(t, g, Event{Type: EvIllegalMove, At: 1000, Move: "a1a8"}, mv(2000, "e8e7"))
	wantOngoing(t, g)
}

// A.5.2 with A.3: in rapid (2023) the reported illegal move costs 1 minute.
func TestFIDE2023_AppA3_RapidIllegalMoveOneMinute(t *testing.T) {
	g := newGame(t, setup{tc: "900+10"})
	b0 := remaining(g, chess.Black)
	must(t, g, Event{Type: EvIllegalMove, At: 1000, Move: "e2e5"}, Event{Type: EvReport, At: 1500, By: "black"})
	if got := remaining(g, chess.Black); got != b0-500+minute {
		t.Fatalf("black %d, want %d", got, b0-500+minute)
	}
}

// 2018 A.4.2 (7.5.5): rapid illegal moves cost 2 minutes.
func TestFIDE2018_AppA4_2_RapidIllegalMoveTwoMinutes(t *testing.T) {
	g := newGame(t, setup{ed: FIDE2018, tc: "900+10"})
	b0 := remaining(g, chess.Black)
	must(t, g, Event{Type: EvIllegalMove, At: 1000, Move: "e2e5"}, Event{Type: EvReport, At: 1500, By: "black"})
	if got := remaining(g, chess.Black); got != b0-500+2*minute {
		t.Fatalf("black %d, want %d", got, b0-500+2*minute)
	}
}

// 2014 A.4.2: in rapid the first illegal move loses when claimed before
// the opponent's next move.
func TestFIDE2014_AppA4_2_RapidIllegalMoveLoses(t *testing.T) {
	g := newGame(t, setup{ed: FIDE2014, tc: "900+10"})
	must(t, g, Event{Type: EvIllegalMove, At: 1000, Move: "e2e5"}, Event{Type: EvReport, At: 1500, By: "black"})
	wantResult(t, g, BlackWins, TermIllegalMove, "FIDE 2014 A.4.2")
}

// 7.5.2: a pawn moved to the last rank and not replaced becomes a queen;
// the move counts as illegal (+2 minutes).
func TestFIDE2023_Art7_5_2_UnreplacedPawnBecomesQueen(t *testing.T) {
	g := newGame(t, setup{tc: "5400+30", fen: "8/4P3/8/8/8/1k6/8/K7 w - - 0 1"})
	b0 := remaining(g, chess.Black)
	must(t, g, Event{Type: EvIllegalMove, At: 1000, Move: "e7e8"}, Event{Type: EvReport, At: 1500, By: "black"})
	if p := g.Position(); p.PieceAt(sq("e8")) != chess.MakePiece(chess.White, chess.Queen) {
		t.Fatal("no queen")
	}
	if got := remaining(g, chess.Black); got != b0-500+2*minute {
		t.Fatalf("black %d want %d", got, b0-500+2*minute)
	}
}

// 7.5.3: pressing the clock without a move is an illegal move (2023).
func TestFIDE2023_Art7_5_3_PressWithoutMove(t *testing.T) {
	g := newGame(t, setup{tc: "5400+30"})
	b0 := remaining(g, chess.Black)
	must(t, g, Event{Type: EvPress, At: 1000, By: "white"})
	if g.IllegalMoves(chess.White) != 1 || remaining(g, chess.Black) != b0+2*minute {
		t.Fatal("no penalty")
	}
	if r, _ := g.Clock().Running(); r != 0 {
		t.Fatal("white's clock should run again")
	}
	must(t, g, mv(2000, "e2e4"))
}

// 7.5.4: two hands with the clock pressed: penalised, the move stands.
func TestFIDE2023_Art7_5_4_TwoHands(t *testing.T) {
	g := newGame(t, setup{tc: "5400+30"})
	must(t, g, mv(1000, "e2e4"), Event{Type: EvTwoHands, At: 1500, By: "black", Side: "white"})
	if g.IllegalMoves(chess.White) != 1 || len(g.Plies()) != 1 {
		t.Fatal("two hands")
	}
	g = newGame(t, setup{ed: FIDE2018, tc: "5400+30"})
	must(t, g, mv(1000, "e2e4"))
	reject(t, g, Event{Type: EvTwoHands, At: 1500, By: "black", Side: "white"})
}

// 4.3.1: the first touched own piece that can move must be moved.
func TestFIDE2023_Art4_3_1_TouchedPieceMustMove(t *testing.T) {
	g := newGame(t, setup{})
	must(t, g, Event{Type: EvTouch, By: "white", Square: "b1"}, Event{Type: EvTouch, By: "white", Square: "e2"})
	ob := g.Obligation()
	if ob.Free || ob.Article != "4.3.1" || len(ob.Moves) != 2 {
		t.Fatalf("%+v", ob)
	}
	reject(t, g, mv(0, "e2e4"))
	must(t, g, mv(0, "b1c3"))
	// A piece that cannot move does not bind: the bishop c8 is blocked.
	must(t, g, Event{Type: EvTouch, By: "black", Square: "c8"}, Event{Type: EvTouch, By: "black", Square: "g8"})
	if ob := g.Obligation(); ob.Free || ob.Moves[0].From() != sq("g8") {
		t.Fatalf("%+v", ob)
	}
}

// 4.3.2 and 4.3.3.
func TestFIDE2023_Art4_3_2_TouchedOpponentPieceMustBeCaptured(t *testing.T) {
	g := newGame(t, setup{})
	must(t, g, moves(0, 0, "e2e4", "d7d5")...)
	must(t, g, Event{Type: EvTouch, By: "white", Square: "d5"})
	ob := g.Obligation()
	if ob.Article != "4.3.2" || len(ob.Moves) != 1 || ob.Moves[0] != chess.NewMove(sq("e4"), sq("d5")) {
		t.Fatalf("%+v", ob)
	}
	// 4.3.3: own queen, then the pawn d5. Qxd5 is impossible (the pawn on
	// d2 blocks), so the first touched piece that can be moved or captured
	// must be: the queen, which can go to e2, f3, g4 or h5.
	g = newGame(t, setup{})
	must(t, g, moves(0, 0, "e2e4", "d7d5")...)
	must(t, g, Event{Type: EvTouch, By: "white", Square: "d1"}, Event{Type: EvTouch, By: "white", Square: "d5"})
	ob = g.Obligation()
	if ob.Article != "4.3.3" || len(ob.Moves) != 4 || ob.Moves[0].From() != sq("d1") {
		t.Fatalf("%+v", ob)
	}
	// Touching the pawn d5 first and then the queen: still 4.3.3, and the
	// first touched piece that can be moved or captured is the pawn d5.
	g = newGame(t, setup{})
	must(t, g, moves(0, 0, "e2e4", "d7d5")...)
	must(t, g, Event{Type: EvTouch, By: "white", Square: "d5"}, Event{Type: EvTouch, By: "white", Square: "d1"})
	if ob = g.Obligation(); len(ob.Moves) != 1 || ob.Moves[0] != chess.NewMove(sq("e4"), sq("d5")) {
		t.Fatalf("%+v", ob)
	}
}

const castleFEN = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"

// 4.4.1: king then rook: castle on that side.
func TestFIDE2023_Art4_4_1_KingThenRookCastles(t *testing.T) {
	g := newGame(t, setup{fen: castleFEN})
	must(t, g, Event{Type: EvTouch, By: "white", Square: "e1"}, Event{Type: EvTouch, By: "white", Square: "h1"})
	ob := g.Obligation()
	if ob.Article != "4.4.1" || len(ob.Moves) != 1 || !ob.Moves[0].IsCastling() {
		t.Fatalf("%+v", ob)
	}
	must(t, g, mv(0, "e1g1"))
}

// 4.4.2: rook then king: no castling with that rook; the rook must move.
func TestFIDE2023_Art4_4_2_RookThenKingNoCastling(t *testing.T) {
	g := newGame(t, setup{fen: castleFEN})
	must(t, g, Event{Type: EvTouch, By: "white", Square: "h1"}, Event{Type: EvTouch, By: "white", Square: "e1"})
	ob := g.Obligation()
	if ob.Article != "4.4.2" {
		t.Fatalf("%+v", ob)
	}
	for _, m := range ob.Moves {
		if m.IsCastling() || m.From() != sq("h1") {
			t.Fatalf("move %v allowed", m)
		}
	}
	reject(t, g, mv(0, "e1g1"))
}

// 4.4.3: king then rook with castling illegal (g1 attacked): another king
// move, the other castling included.
func TestFIDE2023_Art4_4_3_CastlingIllegalOtherKingMove(t *testing.T) {
	g := newGame(t, setup{fen: "r3k1r1/8/8/8/8/8/8/R3K2R w KQq - 0 1"})
	must(t, g, Event{Type: EvTouch, By: "white", Square: "e1"}, Event{Type: EvTouch, By: "white", Square: "h1"})
	ob := g.Obligation()
	if ob.Article != "4.4.3" {
		t.Fatalf("%+v", ob)
	}
	haveLong := false
	for _, m := range ob.Moves {
		if m.From() != sq("e1") {
			t.Fatalf("%v", m)
		}
		if m.IsCastling() {
			haveLong = m.To() == sq("a1")
		}
	}
	if !haveLong {
		t.Fatal("castling long should be allowed")
	}
}

// 9.1.2.1: touching a piece with intent declines a pending offer.
func TestFIDE2023_Art9_1_2_1_TouchDeclinesOffer(t *testing.T) {
	g := newGame(t, setup{})
	must(t, g, mv(0, "e2e4"), mv(0, "e7e5"), mv(0, "g1f3"), Event{Type: EvOfferDraw, By: "white"})
	must(t, g, Event{Type: EvTouch, By: "black", Square: "b8"})
	if _, ok := g.PendingOffer(); ok {
		t.Fatal("offer still pending")
	}
	reject(t, g, Event{Type: EvAcceptDraw, By: "black"})
}

// 5.2.3: a draw by agreement needs a move by each player (2018 on).
func TestFIDE2023_Art5_2_3_AgreementNeedsBothMoves(t *testing.T) {
	g := newGame(t, setup{})
	must(t, g, mv(0, "e2e4"), Event{Type: EvOfferDraw, By: "white"})
	reject(t, g, Event{Type: EvAcceptDraw, By: "black"})
	g = newGame(t, setup{ed: FIDE2005})
	must(t, g, mv(0, "e2e4"), Event{Type: EvOfferDraw, By: "white"}, Event{Type: EvAcceptDraw, By: "black"})
	wantResult(t, g, Drawn, TermAgreement, "FIDE 2005 Art. 5.2c")
}

// 9.1.1: the regulations forbid offers before move 30 (unless the arbiter
// consents).
func TestFIDE2023_Art9_1_1_RegulationsForbidOffers(t *testing.T) {
	g := newGame(t, setup{regs: Regulations{NoDrawOffersBefore: 30}})
	must(t, g, mv(0, "e2e4"), mv(0, "e7e5"))
	reject(t, g, Event{Type: EvOfferDraw, By: "white"})
	must(t, g, Event{Type: EvOfferDraw, By: "white", Consent: true}, Event{Type: EvAcceptDraw, By: "black", Consent: true})
	wantResult(t, g, Drawn, TermAgreement, "")
}

// 5.1.2: resigning against a bare king is a draw in 2023, a loss in 2018.
func TestFIDE2023_Art5_1_2_ResignationOpponentCannotMate(t *testing.T) {
	g := newGame(t, setup{fen: "8/8/8/4k3/8/8/8/KQ6 w - - 0 1"})
	must(t, g, Event{Type: EvResign, By: "white"})
	wantResult(t, g, Drawn, TermResignation, "FIDE 2023 Art. 5.1.2")
	g = newGame(t, setup{ed: FIDE2018, fen: "8/8/8/4k3/8/8/8/KQ6 w - - 0 1"})
	must(t, g, Event{Type: EvResign, By: "white"})
	wantResult(t, g, BlackWins, TermResignation, "FIDE 2018 Art. 5.1.2")
}

// 5.2.2 beyond material and blocked pawns: the white king and rook are
// shut in on the h-file behind locked pawns (the rook's way out, h4, only
// leads back into the pocket; h6 is attacked by g7), the black king can
// never reach a white man, and the only black pawn is locked: neither side
// can ever mate (CHA's row for this position says dead). Reached by a
// move, the position ends the game at once.
func TestFIDE2023_Art5_2_2_DeadPositionLockedRook(t *testing.T) {
	g := newGame(t, setup{fen: "2k5/6p1/6P1/6PK/6P1/7R/6PP/8 w - - 0 1"})
	wantOngoing(t, g)
	must(t, g, mv(0, "g2g3"))
	wantResult(t, g, Drawn, TermDeadPosition, "FIDE 2023 Art. 5.2.2")
}

// 5.2.2: a capture leaving K+B v K ends the game as a dead position; the
// 1953/71 rules have no such draw.
func TestFIDE2023_Art5_2_2_DeadPosition(t *testing.T) {
	fen := "8/8/8/4k3/8/8/2r5/K2B4 w - - 0 1"
	g := newGame(t, setup{fen: fen})
	must(t, g, mv(0, "d1c2"))
	wantResult(t, g, Drawn, TermDeadPosition, "FIDE 2023 Art. 5.2.2")
	g = newGame(t, setup{ed: FIDE1971, fen: fen})
	must(t, g, mv(0, "d1c2"))
	wantOngoing(t, g)
	// K+B v K+R: not dead.
	g = newGame(t, setup{fen: fen})
	must(t, g, mv(0, "d1e2"))
	wantOngoing(t, g)
}

// 6.7.1: default time 0 unless the regulations say otherwise; 2005: one hour.
func TestFIDE2023_Art6_7_1_LateArrivalLoses(t *testing.T) {
	g := newGame(t, setup{tc: "5400+30"})
	must(t, g, Event{Type: EvArrive, At: 0, By: "white"}, mv(1000, "e2e4"), Event{Type: EvArrive, At: 60000, By: "black"})
	wantResult(t, g, WhiteWins, TermDefault, "FIDE 2023 Art. 6.7.1")
	ms := int64(15 * minute)
	g = newGame(t, setup{tc: "5400+30", regs: Regulations{DefaultTimeMs: &ms}})
	must(t, g, Event{Type: EvArrive, At: 10 * minute, By: "white"})
	wantOngoing(t, g)
	if remaining(g, chess.White) != 80*minute {
		t.Fatal("white's clock should have run from the scheduled start (6.6)")
	}
	g = newGame(t, setup{ed: FIDE2005, tc: "5400+30"})
	must(t, g, Event{Type: EvArrive, At: 59 * minute, By: "white"})
	wantOngoing(t, g)
}

// 7.3: colours reversed with fewer than 10 moves by both: new game.
func TestFIDE2023_Art7_3_ColoursReversed(t *testing.T) {
	g := newGame(t, setup{})
	must(t, g, mv(0, "e2e4"), Event{Type: EvColoursReversed, By: "arbiter"})
	wantResult(t, g, Annulled, TermColoursReversed, "FIDE 2023 Art. 7.3")
	g = newGame(t, setup{ed: FIDE2005})
	must(t, g, mv(0, "e2e4"), Event{Type: EvColoursReversed, By: "arbiter"})
	wantOngoing(t, g)
}

// 2005 9.5b: an incorrect claim gives the opponent 3 minutes and costs the
// claimant half his time, at most 3 minutes.
func TestFIDE2005_Art9_5b_IncorrectClaimCostsClaimant(t *testing.T) {
	g := newGame(t, setup{ed: FIDE2005, tc: "600"}) // 10 min: blitz in 2005, penalties as standard
	must(t, g, mv(0, "e2e4"), mv(0, "e7e5"))
	w0, b0 := remaining(g, chess.White), remaining(g, chess.Black)
	must(t, g, Event{Type: EvClaim, By: "white", Claim: "threefold"})
	if remaining(g, chess.Black) != b0+3*minute || remaining(g, chess.White) != w0-3*minute {
		t.Fatalf("w %d b %d", remaining(g, chess.White), remaining(g, chess.Black))
	}
}

// 1953/71 12.4: the 50-move claim rests only on the position on the board.
func TestFIDE1971_Art12_4_FiftyOnlyOnBoard(t *testing.T) {
	g := newGame(t, setup{ed: FIDE1971, fen: "7k/8/6K1/8/8/8/8/R7 w - - 99 100"})
	reject(t, g, Event{Type: EvClaim, By: "white", Claim: "fifty", Move: "a1a2"})
	must(t, g, mv(0, "a1a2"), mv(0, "h8g8"))
	wantOngoing(t, g)
	must(t, g, Event{Type: EvClaim, By: "white", Claim: "fifty"})
	wantResult(t, g, Drawn, TermFifty, "")
	// The extension for specified positions (12.4).
	g = newGame(t, setup{ed: FIDE1971, fen: "7k/8/6K1/8/8/8/8/R7 w - - 101 100", regs: Regulations{FiftyMoveExtension: 60}})
	must(t, g, Event{Type: EvClaim, By: "white", Claim: "fifty"})
	wantOngoing(t, g)
}

// 9.3.1: a 50-move claim with an announced move (2023).
func TestFIDE2023_Art9_3_1_FiftyWithAnnouncedMove(t *testing.T) {
	g := newGame(t, setup{fen: "7k/8/6K1/8/8/8/8/R7 w - - 99 100"})
	must(t, g, Event{Type: EvClaim, By: "white", Claim: "fifty", Move: "a1a2"})
	wantResult(t, g, Drawn, TermFifty, "FIDE 2023 Art. 9.3.1")
}

// 12.9: penalties.
func TestFIDE2023_Art12_9_Penalties(t *testing.T) {
	g := newGame(t, setup{tc: "5400+30"})
	w0 := remaining(g, chess.White)
	must(t, g, Event{Type: EvPenalty, By: "arbiter", Side: "black", Kind: "opponent_time", Ms: minute})
	if remaining(g, chess.White) != w0+minute {
		t.Fatal("time award")
	}
	p := 0.0
	must(t, g, Event{Type: EvPenalty, By: "arbiter", Side: "black", Kind: "reduce_score", Points: &p})
	must(t, g, mv(1000, "e2e4"), mv(2000, "e7e5"), Event{Type: EvOfferDraw, At: 3000, By: "white"}, Event{Type: EvAcceptDraw, At: 3000, By: "black"})
	w, b, ok := g.Points()
	if !ok || w != 0.5 || b != 0 {
		t.Fatalf("points %v %v", w, b)
	}
	g = newGame(t, setup{})
	must(t, g, Event{Type: EvPenalty, By: "arbiter", Side: "white", Kind: "loss"})
	wantResult(t, g, BlackWins, TermPenalty, "FIDE 2023 Art. 12.9")
}

// Art. 10: 3-1-0 scoring.
func TestFIDE2023_Art10_Scoring(t *testing.T) {
	g := newGame(t, setup{regs: Regulations{Scoring: &Scoring{Win: 3, Draw: 1, Loss: 0}}})
	must(t, g, Event{Type: EvResign, By: "black"})
	if w, b, _ := g.Points(); w != 3 || b != 0 {
		t.Fatal(w, b)
	}
	if _, err := New(Config{Regs: Regulations{Scoring: &Scoring{Win: 1, Draw: 1}}}); err == nil {
		t.Fatal("invalid scoring accepted")
	}
}

// 6.11: while the arbiter has stopped the clock no time runs and no move
// is made.
func TestFIDE2023_Art6_11_PauseResume(t *testing.T) {
	g := newGame(t, setup{tc: "5400+30"})
	must(t, g, Event{Type: EvPause, At: 1000, By: "arbiter"})
	reject(t, g, mv(2000, "e2e4"))
	must(t, g, Event{Type: EvResume, At: 60000, By: "arbiter"}, mv(61000, "e2e4"))
	if remaining(g, chess.White) != 90*minute-2000+30000 {
		t.Fatalf("white %d", remaining(g, chess.White))
	}
}

// 6.10.2: clock correction; A.5.1.1: not after 10 moves each in rapid.
func TestFIDE2023_Art6_10_2_ClockCorrection(t *testing.T) {
	g := newGame(t, setup{tc: "5400+30"})
	w := int64(80 * minute)
	must(t, g, Event{Type: EvClockCorrection, By: "arbiter", WhiteMs: &w})
	if remaining(g, chess.White) != w {
		t.Fatal("correction")
	}
	g = newGame(t, setup{tc: "900+10"})
	must(t, g, moves(0, 0, "a2a3", "a7a6", "b2b3", "b7b6", "c2c3", "c7c6", "d2d3", "d7d6", "e2e3", "e7e6",
		"f2f3", "f7f6", "g2g3", "g7g6", "h2h3", "h7h6", "a3a4", "a6a5", "b3b4", "b6b5")...)
	reject(t, g, Event{Type: EvClockCorrection, By: "arbiter", WhiteMs: &w})
	must(t, g, Event{Type: EvClockCorrection, By: "arbiter", WhiteMs: &w, Kind: "schedule"})
}

// Guidelines I: sealed move and resumption; I.8: an illegal sealed move loses.
func TestFIDE2023_GuidelinesI_Adjournment(t *testing.T) {
	regs := Regulations{Adjournments: true}
	g := newGame(t, setup{tc: "5400+30", regs: regs})
	must(t, g, mv(1000, "e2e4"), Event{Type: EvSeal, At: 5000, By: "black", Move: "e7e5"})
	reject(t, g, mv(6000, "e7e5"))
	b := remaining(g, chess.Black)
	must(t, g, Event{Type: EvResumeAdjourned, At: 86400000})
	if len(g.Plies()) != 2 || remaining(g, chess.Black) != b+30000 {
		t.Fatalf("plies %d black %d", len(g.Plies()), remaining(g, chess.Black))
	}
	g = newGame(t, setup{tc: "5400+30", regs: regs})
	must(t, g, mv(1000, "e2e4"), Event{Type: EvSeal, At: 5000, By: "black", Move: "e7e4"}, Event{Type: EvResumeAdjourned, At: 86400000})
	wantResult(t, g, WhiteWins, TermSealedMove, "FIDE 2023 I.8")
	g = newGame(t, setup{tc: "5400+30"})
	reject(t, g, Event{Type: EvSeal, At: 5000, By: "white", Move: "e2e4"})
}

// Guidelines III.4: increment request is a draw offer; on refusal the
// arbiter introduces 5 s per move and the opponent gets 2 minutes.
func TestFIDE2023_GuidelinesIII_4_IncrementSwitch(t *testing.T) {
	g := newGame(t, setup{tc: "300", regs: Regulations{QuickplayFinish: true}})
	// 5 min without increment is blitz: Guidelines III never apply.
	reject(t, g, Event{Type: EvQPFRequest, At: 200000, By: "white"})
	g = newGame(t, setup{tc: "1200", regs: Regulations{QuickplayFinish: true}}) // 20 min rapid
	reject(t, g, Event{Type: EvQPFRequest, At: 1000, By: "white"})              // 2 minutes or more left
	must(t, g, Event{Type: EvQPFRequest, At: 19*minute + 30000, By: "white"})
	if _, ok := g.PendingOffer(); !ok {
		t.Fatal("request is a draw offer")
	}
	b0 := remaining(g, chess.Black)
	must(t, g, Event{Type: EvQPFSwitch, At: 19*minute + 40000, By: "arbiter"})
	if remaining(g, chess.Black) != b0+2*minute {
		t.Fatal("award")
	}
	w := remaining(g, chess.White)
	must(t, g, mv(19*minute+50000, "e2e4"))
	if remaining(g, chess.White) != w-10000+5000 {
		t.Fatalf("increment: %d", remaining(g, chess.White)-w)
	}
}

// III.5: claim postponed, flag falls, the arbiter upholds: draw.
func TestFIDE2023_GuidelinesIII_5_PostponedClaim(t *testing.T) {
	g := newGame(t, setup{tc: "1200", regs: Regulations{QuickplayFinish: true}})
	must(t, g, Event{Type: EvQPFClaim, At: 19 * minute, By: "white", Kind: "postpone", Award: true},
		Event{Type: EvResume, At: 19 * minute, By: "arbiter"})
	must(t, g, Event{Type: EvFlag, At: 21 * minute, By: "black", Side: "white"})
	wantOngoing(t, g)
	must(t, g, Event{Type: EvQPFDecision, At: 21 * minute, By: "arbiter", Kind: "draw"})
	wantResult(t, g, Drawn, TermQuickplay, "FIDE 2023 III.5")
}

// 2005 C7/C8: in blitz only the opponent's claim establishes a flag, and
// only while his own flag is up.
func TestFIDE2005_AppC8_FlagOnlyOnClaim(t *testing.T) {
	g := newGame(t, setup{ed: FIDE2005, tc: "60"})
	reject(t, g, Event{Type: EvFlag, At: 61000, By: "arbiter", Side: "white"})
	must(t, g, mv(61000, "e2e4")) // unobserved: the game goes on
	wantOngoing(t, g)
	must(t, g, Event{Type: EvFlag, At: 62000, By: "black", Side: "white"})
	wantResult(t, g, BlackWins, TermTimeForfeit, "FIDE 2005 Art. 6.10")
}

// Guidelines I.8: the sealed move is written as the players write moves
// (Art. 8.1, Appendix C). "Sf6" (German) is the knight move g8-f6 and is
// made on resumption; "Ne7" with knights on g8 and c6 both able to reach
// e7 is ambiguous and loses; "Kz9" cannot be read and loses.
func TestFIDE2023_GuidelinesI_8_SealedMoveNotation(t *testing.T) {
	regs := Regulations{Adjournments: true}
	g := newGame(t, setup{tc: "5400+30", regs: regs})
	must(t, g, mv(1000, "e2e4"), Event{Type: EvSeal, At: 5000, By: "black", Move: "Sf6"}, Event{Type: EvResumeAdjourned, At: 86400000})
	wantOngoing(t, g)
	if pos, n := g.Position(), len(g.Plies()); n != 2 || pos.PieceAt(chess.SquareAt(5, 5)) != chess.MakePiece(chess.Black, chess.Knight) {
		t.Fatalf("sealed Sf6 not made: %d plies, %s", n, pos.FEN())
	}
	g = newGame(t, setup{tc: "5400+30", regs: regs, fen: "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"})
	must(t, g, mv(1000, "d2d3"), Event{Type: EvSeal, At: 5000, By: "black", Move: "Ne7"}, Event{Type: EvResumeAdjourned, At: 86400000})
	wantResult(t, g, WhiteWins, TermSealedMove, "FIDE 2023 I.8")
	if r := g.Rulings(); !strings.Contains(r[len(r)-1].Text, "ambiguous") {
		t.Fatalf("ruling %v, want the sealed move called ambiguous", r[len(r)-1])
	}
	g = newGame(t, setup{tc: "5400+30", regs: regs})
	must(t, g, mv(1000, "e2e4"), Event{Type: EvSeal, At: 5000, By: "black", Move: "Kz9"}, Event{Type: EvResumeAdjourned, At: 86400000})
	wantResult(t, g, WhiteWins, TermSealedMove, "FIDE 2023 I.8")
}

// A.5.1.2: in unsupervised rapid, once both players have made 10 moves a
// wrong set-up can no longer be corrected; a wrongly set-up rook may no
// longer castle, and a wrongly set-up king may not castle at all.
func TestFIDE2023_AppA5_1_2_LateWrongSetupCastling(t *testing.T) {
	const fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1"
	white := []string{"a2a3", "a3a4", "b2b3", "b3b4", "d2d3", "d3d4", "g2g3", "g3g4", "h2h3", "h3h4"}
	black := []string{"a7a6", "a6a5", "b7b6", "b6b5", "d7d6", "d6d5", "g7g6", "g6g5", "h7h6", "h6h5"}
	var plies []string
	for i := range white {
		plies = append(plies, white[i], black[i])
	}
	// Nine moves each: the set-up can still be corrected (7.2.1): annulled.
	h := newGame(t, setup{tc: "900+10", fen: fen})
	must(t, h, moves(1000, 1000, plies[:18]...)...)
	must(t, h, Event{Type: EvWrongSetup, At: 30000, By: "arbiter", Square: "h1"})
	wantResult(t, h, Annulled, TermWrongSetup, "FIDE 2023 Art. 7.2.1")

	g := newGame(t, setup{tc: "900+10", fen: fen})
	must(t, g, moves(1000, 1000, plies...)...)
	reject(t, g, Event{Type: EvWrongSetup, At: 30000, By: "arbiter"}) // no claim any more
	rs := must(t, g, Event{Type: EvWrongSetup, At: 30000, By: "arbiter", Square: "h1"})
	if len(rs) != 1 || rs[0].Article.String() != "FIDE 2023 A.5.1.2" {
		t.Fatalf("rulings %v", rs)
	}
	wantOngoing(t, g)
	p := g.Position()
	if _, ok := p.CastlingMove(chess.KingSide); ok {
		t.Fatal("castling with the wrongly set-up h1 rook must be gone")
	}
	if _, ok := p.CastlingMove(chess.QueenSide); !ok {
		t.Fatal("castling with the a1 rook stays")
	}
	must(t, g, Event{Type: EvWrongSetup, At: 31000, By: "arbiter", Square: "e8"})
	p = g.Position()
	if p.CastlingRook(chess.Black, chess.KingSide) != chess.NoSquare || p.CastlingRook(chess.Black, chess.QueenSide) != chess.NoSquare {
		t.Fatalf("a wrongly set-up black king may not castle at all: %s", p.FEN())
	}
	reject(t, g, Event{Type: EvWrongSetup, At: 32000, By: "arbiter", Square: "d2"}) // a pawn: not A.5.1.2
}
