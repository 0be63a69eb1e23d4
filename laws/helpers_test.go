package laws

import (
	"errors"
	"testing"
	"time"

	"github.com/arbiter-chess/arbiter/chess"
	"github.com/arbiter-chess/arbiter/clock"
)

type setup struct {
	ed   *Edition
	tc   string // PGN TimeControl tag; "" untimed (unknown)
	fen  string
	regs Regulations
}

func newGame(t *testing.T, s setup) *Game {
	t.Helper()
	cfg := Config{Edition: s.ed, StartFEN: s.fen, Regs: s.regs}
	if s.tc != "" {
		tc, err := clock.ParsePGN(s.tc)
		if err != nil {
			t.Fatal(err)
		}
		cfg.TimeControl = tc
	}
	g, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func must(t *testing.T, g *Game, evs ...Event) []Ruling {
	t.Helper()
	var all []Ruling
	for _, ev := range evs {
		r, err := g.Apply(ev)
		if err != nil {
			t.Fatalf("%+v: %v", ev, err)
		}
		all = append(all, r...)
	}
	return all
}

func reject(t *testing.T, g *Game, ev Event) error {
	t.Helper()
	before := g.State()
	nr := len(g.rulings)
	_, err := g.Apply(ev)
	if err == nil {
		t.Fatalf("%+v accepted, want rejection", ev)
	}
	after := g.State()
	if !statesEqual(before, after) || len(g.rulings) != nr {
		t.Fatalf("rejected event changed the state:\n%+v\n%+v", before, after)
	}
	return err
}

func mv(at int64, uci string) Event { return Event{Type: EvMove, At: at, Move: uci} }

func moves(at, step int64, ucis ...string) []Event {
	var evs []Event
	for _, u := range ucis {
		evs = append(evs, mv(at, u))
		at += step
	}
	return evs
}

func wantResult(t *testing.T, g *Game, res Result, term Termination, article string) {
	t.Helper()
	r, tm, a := g.Result()
	if r != res || tm != term || (article != "" && a.String() != article) {
		t.Fatalf("result %s %q %q, want %s %q %q", r, tm, a.String(), res, term, article)
	}
}

func wantOngoing(t *testing.T, g *Game) {
	t.Helper()
	if g.Over() {
		r, tm, a := g.Result()
		t.Fatalf("game over: %s %s %s", r, tm, a)
	}
}

func isGameOver(err error) bool { return errors.Is(err, ErrGameOver) }

const minute = int64(time.Minute / time.Millisecond)

func remaining(g *Game, c chess.Color) int64 { return msOf(g.Remaining(c)) }

func statesEqual(a, b State) bool {
	x, _ := jsonMarshal(a)
	y, _ := jsonMarshal(b)
	return string(x) == string(y)
}

func sq(name string) chess.Square {
	s, ok := chess.ParseSquare(name)
	if !ok {
		panic(name)
	}
	return s
}
