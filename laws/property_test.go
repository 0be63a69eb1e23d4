package laws

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/chess"
)

var squares = func() []string {
	var s []string
	for i := 0; i < 64; i++ {
		s = append(s, chess.Square(i).String())
	}
	return s
}()

// randomEvent draws an event that is often, not always, acceptable.
func randomEvent(r *rand.Rand, g *Game, at int64) Event {
	p := g.Position()
	side := sideName(p.Turn())
	other := sideName(p.Turn().Other())
	var l chess.MoveList
	p.LegalMoves(&l)
	switch k := r.IntN(40); {
	case k < 22 && l.Len() > 0:
		m := l.At(r.IntN(l.Len()))
		return Event{Type: EvMove, At: at, Move: p.UCI(m), NoPress: r.IntN(8) == 0}
	case k < 24:
		return Event{Type: EvIllegalMove, At: at, Move: squares[r.IntN(64)] + squares[r.IntN(64)]}
	case k < 25:
		return Event{Type: EvReport, At: at, By: other}
	case k < 27:
		return Event{Type: EvTouch, At: at, By: side, Square: squares[r.IntN(64)]}
	case k < 28:
		return Event{Type: EvOfferDraw, At: at, By: []string{"white", "black"}[r.IntN(2)]}
	case k < 29:
		return Event{Type: EvAcceptDraw, At: at, By: other}
	case k < 30:
		return Event{Type: EvDeclineDraw, At: at, By: other}
	case k < 31:
		return Event{Type: EvClaim, At: at, By: side, Claim: []string{"threefold", "fifty"}[r.IntN(2)]}
	case k < 32:
		return Event{Type: EvPress, At: at, By: []string{"white", "black"}[r.IntN(2)]}
	case k < 33:
		return Event{Type: EvPause, At: at, By: "arbiter"}
	case k < 34:
		return Event{Type: EvResume, At: at, By: "arbiter"}
	case k < 35:
		return Event{Type: EvFlag, At: at, By: "arbiter", Side: []string{"white", "black"}[r.IntN(2)]}
	case k < 36:
		return Event{Type: EvPenalty, At: at, By: "arbiter", Side: side, Kind: "own_time", Ms: int64(1 + r.IntN(120000))}
	case k < 37:
		return Event{Type: EvTwoHands, At: at, By: side, Side: other}
	case k < 38:
		return Event{Type: EvAddTime, At: at, By: "arbiter", Side: side, Ms: int64(1 + r.IntN(60000))}
	case k < 39:
		return Event{Type: EvQPFClaim, At: at, By: side, Kind: []string{"draw", "postpone", "reject"}[r.IntN(3)]}
	default:
		return Event{Type: EvResign, At: at, By: side}
	}
}

func checkInvariants(t *testing.T, g *Game) {
	t.Helper()
	st := g.State()
	if st.Clock != nil && (st.Clock.WhiteMs < 0 || st.Clock.BlackMs < 0) {
		t.Fatalf("negative time: %+v", st.Clock)
	}
	if len(g.hist) != len(g.plies)+1 {
		t.Fatalf("history %d plies %d", len(g.hist), len(g.plies))
	}
	if g.over == (g.result == Ongoing) {
		t.Fatalf("over %v result %s", g.over, g.result)
	}
	p := g.Position()
	if _, _, err := chess.FromFENLenient(p.FEN(), false); err != nil {
		t.Fatalf("corrupt position %s: %v", p.FEN(), err)
	}
}

// Random event sequences: no corrupted state, no negative time, and the
// JSON log replays to exactly the same state.
func TestPropertyRandomEventSequences(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 15
	}
	tcs := []string{"", "180+2", "900+10", "5400+30", "60", "1200"}
	for seed := 0; seed < games; seed++ {
		r := rand.New(rand.NewPCG(uint64(seed), 7))
		ed := EditionList[seed%len(EditionList)]
		s := setup{ed: ed, tc: tcs[seed%len(tcs)], regs: Regulations{QuickplayFinish: seed%3 == 0, ManualFlags: seed%4 == 0}}
		g := newGame(t, s)
		at := int64(0)
		for i := 0; i < 300 && !g.Over(); i++ {
			at += int64(r.IntN(20000))
			ev := randomEvent(r, g, at)
			before := g.State()
			if _, err := g.Apply(ev); err != nil && !statesEqual(before, g.State()) {
				t.Fatalf("seed %d: rejected %+v changed the state", seed, ev)
			}
			checkInvariants(t, g)
		}
		data, err := json.Marshal(g)
		if err != nil {
			t.Fatal(err)
		}
		l, err := ParseLog(data)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		h, err := Replay(l, nil)
		if err != nil {
			t.Fatalf("seed %d: replay: %v", seed, err)
		}
		if !statesEqual(g.State(), h.State()) || len(g.rulings) != len(h.rulings) {
			t.Fatalf("seed %d: replay differs", seed)
		}
		for i := range g.rulings {
			if g.rulings[i] != h.rulings[i] {
				t.Fatalf("seed %d: ruling %d differs: %v / %v", seed, i, g.rulings[i], h.rulings[i])
			}
		}
		if g.clk != nil {
			a, _ := json.Marshal(g.clk.State())
			b, _ := json.Marshal(h.clk.State())
			if string(a) != string(b) {
				t.Fatalf("seed %d: clock differs", seed)
			}
		}
		_ = g.PGN(nil)
	}
}

func TestLogRoundTripAndErrors(t *testing.T) {
	g := newGame(t, setup{tc: "5400+30"})
	must(t, g, mv(1000, "e2e4"), Event{Type: EvOfferDraw, At: 1000, By: "white"}, mv(2000, "e7e5"))
	data, _ := json.Marshal(g)
	l, err := ParseLog(data)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Replay(l, nil); err != nil {
		t.Fatal(err)
	}
	// A tampered state is detected.
	l.State.FEN = "x"
	if _, err := Replay(l, nil); err == nil {
		t.Fatal("tampered state accepted")
	}
	bad := []struct{ in, want string }{
		{`{"version":1,"events":[{"type":"move","at":0,"move":"e2e4"},{"type":"move","at":"x"}]}`, `event 1: field "at"`},
		{`{"version":1,"events":[{"type":"jump","at":0}]}`, `event 0: field "type"`},
		{`{"version":1,"events":[{"type":"move","at":0,"move":"e2e9"}]}`, `event 0: field "move"`},
		{`{"version":1,"events":[{"type":"move","at":0,"mvoe":"e2e4"}]}`, `event 0: field "mvoe"`},
		{`{"version":2,"events":[]}`, `"version"`},
		{`{"version":1,"config":{"edition":"fide1999"},"events":[]}`, `config.edition`},
	}
	for _, b := range bad {
		_, err := ParseLog([]byte(b.in))
		if err == nil || !strings.Contains(err.Error(), b.want) {
			t.Errorf("%s: %v, want %q", b.in, err, b.want)
		}
	}
	// A rejected event on replay names its index.
	l, _ = ParseLog([]byte(`{"version":1,"events":[{"type":"move","at":0,"move":"e2e4"},{"type":"move","at":0,"move":"e2e4"}]}`))
	if _, err := Replay(l, nil); err == nil || !strings.Contains(err.Error(), "event 1") {
		t.Fatal(err)
	}
}

func TestPGNExport(t *testing.T) {
	g := newGame(t, setup{tc: "5400+30"})
	must(t, g, mv(10000, "e2e4"), mv(20000, "e7e5"), Event{Type: EvOfferDraw, At: 20000, By: "black"},
		mv(30000, "g1f3"), Event{Type: EvResign, At: 40000, By: "black"})
	pgn := g.PGN(map[string]string{"White": "A", "Black": "B"})
	for _, want := range []string{`[Result "1-0"]`, `[Termination "normal"]`, `[TimeControl "5400+30"]`,
		"1. e4 {[%clk 1:30:20]} 1... e5 {[%clk 1:30:20]} {(=)} 2. Nf3 {[%clk 1:30:40]}", "1-0\n"} {
		if !strings.Contains(pgn, want) {
			t.Errorf("PGN lacks %q:\n%s", want, pgn)
		}
	}
}

func FuzzParseLog(f *testing.F) {
	f.Add([]byte(`{"version":1,"config":{"edition":"fide2005","time_control":"300"},"events":[{"type":"move","at":0,"move":"e2e4"},{"type":"illegal_move","at":5,"move":"e7e4"},{"type":"report_illegal","at":6,"by":"white"}]}`))
	f.Add([]byte(`{"version":1,"events":[{"type":"claim","at":0,"by":"white","claim":"threefold","move":"g1f3"}]}`))
	f.Add([]byte(`{"version":1,"config":{"fen":"7k/8/6K1/8/8/8/8/R7 w - - 149 100"},"events":[{"type":"move","at":0,"move":"a1a8"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := ParseLog(data)
		if err != nil {
			if !strings.Contains(err.Error(), "log") && !strings.Contains(err.Error(), "event") {
				t.Fatalf("error names no place: %v", err)
			}
			return
		}
		g, err := Replay(l, nil)
		if err != nil || g == nil {
			return
		}
		out, err := json.Marshal(g)
		if err != nil {
			t.Fatal(err)
		}
		l2, err := ParseLog(out)
		if err != nil {
			t.Fatalf("own output does not parse: %v", err)
		}
		if _, err := Replay(l2, nil); err != nil {
			t.Fatalf("own output does not replay: %v", err)
		}
	})
}

// FuzzEvents applies arbitrary event bytes to a game: no panic, and a
// rejected event leaves the state unchanged.
func FuzzEvents(f *testing.F) {
	f.Add(uint64(1), uint64(2))
	f.Fuzz(func(t *testing.T, a, b uint64) {
		r := rand.New(rand.NewPCG(a, b))
		g := newGame(t, setup{ed: EditionList[a%5], tc: []string{"", "180+2", "5400+30"}[b%3]})
		at := int64(0)
		for i := 0; i < 100 && !g.Over(); i++ {
			at += int64(r.IntN(30000))
			before := g.State()
			if _, err := g.Apply(randomEvent(r, g, at)); err != nil && !statesEqual(before, g.State()) {
				t.Fatal("rejected event changed the state")
			}
			checkInvariants(t, g)
		}
	})
}
