package laws

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/arbiter-chess/arbiter/chess"
	"github.com/arbiter-chess/arbiter/clock"
	"github.com/arbiter-chess/arbiter/notation"
)

// LogVersion is the version of the JSON event-log format.
const LogVersion = 1

// LogConfig is the JSON form of a Config (without the oracle).
type LogConfig struct {
	Edition     string             `json:"edition,omitempty"` // default fide2023
	TimeControl *clock.TimeControl `json:"time_control,omitempty"`
	FEN         string             `json:"fen,omitempty"`
	Chess960    bool               `json:"chess960,omitempty"`
	Regulations Regulations        `json:"regulations"`
}

// Log is a game as JSON: the configuration and the accepted events, and
// optionally the state they lead to (checked on replay).
//
//	{"version":1,"config":{"edition":"fide2023","time_control":"5400+30"},
//	 "events":[{"type":"move","at":3000,"move":"e2e4"}, ...]}
type Log struct {
	Version int       `json:"version"`
	Config  LogConfig `json:"config"`
	Events  []Event   `json:"events"`
	State   *State    `json:"state,omitempty"`
}

// Log returns the game's log, with its state.
func (g *Game) Log() *Log {
	c := LogConfig{Edition: g.ed.ID, FEN: g.cfg.StartFEN, Chess960: g.cfg.Chess960, Regulations: g.cfg.Regs}
	if g.cfg.TimeControl.Kind != clock.Unknown {
		tc := g.cfg.TimeControl
		c.TimeControl = &tc
	}
	st := g.State()
	return &Log{Version: LogVersion, Config: c, Events: g.Events(), State: &st}
}

// MarshalJSON writes the game as its Log.
func (g *Game) MarshalJSON() ([]byte, error) { return json.Marshal(g.Log()) }

// ParseLog reads a JSON event log. Errors name the place: the top-level
// field, or the event index and its field.
func ParseLog(data []byte) (*Log, error) {
	var raw struct {
		Version *int              `json:"version"`
		Config  json.RawMessage   `json:"config"`
		Events  []json.RawMessage `json:"events"`
		State   json.RawMessage   `json:"state"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&raw); err != nil {
		return nil, fmt.Errorf("log: %v", jsonErr(err))
	}
	if dec.More() {
		return nil, errors.New("log: data after the JSON object")
	}
	if raw.Version == nil {
		return nil, errors.New("log: field \"version\": missing")
	}
	if *raw.Version != LogVersion {
		return nil, fmt.Errorf("log: field \"version\": unsupported version %d (want %d)", *raw.Version, LogVersion)
	}
	l := &Log{Version: *raw.Version}
	if len(raw.Config) > 0 && string(raw.Config) != "null" {
		d := json.NewDecoder(bytes.NewReader(raw.Config))
		d.DisallowUnknownFields()
		if err := d.Decode(&l.Config); err != nil {
			return nil, fmt.Errorf("log: field \"config\": %v", jsonErr(err))
		}
		if _, err := EditionByID(l.Config.Edition); err != nil {
			return nil, fmt.Errorf("log: field \"config.edition\": %v", err)
		}
	}
	l.Events = make([]Event, len(raw.Events))
	for i, r := range raw.Events {
		d := json.NewDecoder(bytes.NewReader(r))
		d.DisallowUnknownFields()
		if err := d.Decode(&l.Events[i]); err != nil {
			return nil, &FieldError{Index: i, Field: jsonField(err), Reason: jsonErr(err).Error()}
		}
		if err := l.Events[i].Check(i); err != nil {
			return nil, err
		}
	}
	if len(raw.State) > 0 && string(raw.State) != "null" {
		l.State = new(State)
		if err := json.Unmarshal(raw.State, l.State); err != nil {
			return nil, fmt.Errorf("log: field \"state\": %v", jsonErr(err))
		}
	}
	return l, nil
}

func jsonField(err error) string {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return te.Field
	}
	s := err.Error()
	if i := strings.Index(s, "unknown field "); i >= 0 {
		return strings.Trim(s[i+len("unknown field "):], `"`)
	}
	return ""
}

func jsonErr(err error) error {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return fmt.Errorf("field %q: %s is not a %s", te.Field, te.Value, te.Type)
	}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return fmt.Errorf("JSON syntax error at byte %d: %v", se.Offset, se)
	}
	return err
}

// ConfigFrom turns a LogConfig into a Config (oracle nil: the default).
func (c LogConfig) ConfigFrom() (Config, error) {
	ed, err := EditionByID(c.Edition)
	if err != nil {
		return Config{}, err
	}
	cfg := Config{Edition: ed, StartFEN: c.FEN, Chess960: c.Chess960, Regs: c.Regulations}
	if c.TimeControl != nil {
		cfg.TimeControl = *c.TimeControl
	}
	return cfg, nil
}

// Replay builds the game of a log, applying every event; oracle may be
// nil. Any rejected event is an error naming its index. If the log holds a
// state, the replayed state must equal it.
func Replay(l *Log, oracle MateOracle) (*Game, error) {
	cfg, err := l.Config.ConfigFrom()
	if err != nil {
		return nil, fmt.Errorf("log: config: %w", err)
	}
	cfg.Oracle = oracle
	g, err := New(cfg)
	if err != nil {
		return nil, err
	}
	for _, ev := range l.Events {
		if _, err := g.Apply(ev); err != nil {
			return g, err
		}
	}
	if l.State != nil {
		a, _ := json.Marshal(l.State)
		b, _ := json.Marshal(g.State())
		if !bytes.Equal(a, b) {
			return g, fmt.Errorf("log: the replayed state differs from the recorded one:\nrecorded %s\nreplayed %s", a, b)
		}
	}
	return g, nil
}

// ClockState is the clock part of a State.
type ClockState struct {
	WhiteMs int64  `json:"white_ms"`
	BlackMs int64  `json:"black_ms"`
	Running string `json:"running"`
	Paused  bool   `json:"paused,omitempty"`
	Moves   [2]int `json:"moves"`
}

// State is a snapshot of a game after its last event.
type State struct {
	Edition       string      `json:"edition"`
	Class         string      `json:"class"`
	FEN           string      `json:"fen"`
	ToMove        string      `json:"to_move"`
	Plies         []Ply       `json:"plies"`
	Result        Result      `json:"result"`
	Termination   Termination `json:"termination,omitempty"`
	Article       string      `json:"article,omitempty"`
	At            int64       `json:"at"`
	Clock         *ClockState `json:"clock,omitempty"`
	IllegalMoves  [2]int      `json:"illegal_moves"`
	DrawOffer     string      `json:"draw_offer,omitempty"`
	Obliged       []string    `json:"obliged,omitempty"`
	ObligedBy     string      `json:"obliged_by,omitempty"`
	Repetitions   int         `json:"repetitions"`
	HalfmoveClock int         `json:"halfmove_clock"`
	Points        *[2]float64 `json:"points,omitempty"`
	Adjourned     bool        `json:"adjourned,omitempty"`
	Unreported    []int       `json:"unreported_illegal,omitempty"`
	Rulings       int         `json:"rulings"`
}

// State returns a snapshot of the game.
func (g *Game) State() State {
	p := g.cur()
	st := State{
		Edition: g.ed.ID, Class: g.class.String(), FEN: p.FEN(), ToMove: sideName(p.Turn()),
		Plies: g.Plies(), Result: g.result, Termination: g.term, At: g.last,
		IllegalMoves: g.illegal, Repetitions: g.Repetitions(), HalfmoveClock: p.HalfmoveClock(),
		Adjourned: g.adjourned, Rulings: len(g.rulings),
	}
	if st.Plies == nil {
		st.Plies = []Ply{}
	}
	if g.over {
		st.Article = g.endArt.String()
	}
	if len(g.unreported) > 0 {
		st.Unreported = append([]int(nil), g.unreported...)
	}
	if g.clk != nil {
		d := dur(g.last)
		r, _ := g.clk.Running()
		st.Clock = &ClockState{
			WhiteMs: msOf(g.clk.Remaining(clock.White, d)), BlackMs: msOf(g.clk.Remaining(clock.Black, d)),
			Running: r.String(), Paused: g.clk.Paused(), Moves: [2]int{g.clk.Moves(clock.White), g.clk.Moves(clock.Black)},
		}
	}
	if c, ok := g.PendingOffer(); ok {
		st.DrawOffer = sideName(c)
	}
	if !g.over {
		if ob := g.Obligation(); !ob.Free {
			for _, m := range ob.Moves {
				st.Obliged = append(st.Obliged, p.UCI(m))
			}
			st.ObligedBy = g.ed.article(ob.Article, "").String()
		}
	}
	if w, b, ok := g.Points(); ok {
		st.Points = &[2]float64{w, b}
	}
	return st
}

// pgnTermination maps a termination to the PGN standard's Termination tag.
func pgnTermination(t Termination, over bool) string {
	if !over {
		return "unterminated"
	}
	switch t {
	case TermTimeForfeit:
		return "time forfeit"
	case TermIllegalMove, TermPenalty, TermDefault, TermSealedMove:
		return "rules infraction"
	case TermArbiter, TermQuickplay, TermIllegalPosition:
		return "adjudication"
	case TermColoursReversed, TermWrongSetup:
		return "emergency"
	}
	return "normal"
}

func clk(ms int64) string {
	s := ms / 1000
	return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
}

// PGN exports the game: tags (the seven-tag roster from tags, defaulting
// to "?", plus FEN/SetUp, TimeControl, Result and Termination), the moves
// in SAN with [%clk] comments giving the mover's time after each completed
// move, draw offers as {(=)} (9.1.2.2) and the final ruling as a comment.
// An illegal move that stood (A.5.2) ends the movetext: it and the moves
// after it are given in a comment, since SAN cannot express them.
func (g *Game) PGN(tags map[string]string) string {
	var b strings.Builder
	res := string(g.result)
	if g.result == BothLose || g.result == Annulled {
		res = "*"
	}
	tag := func(k, v string) {
		fmt.Fprintf(&b, "[%s \"%s\"]\n", k, strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(v))
	}
	for _, k := range []string{"Event", "Site", "Date", "Round", "White", "Black"} {
		v := tags[k]
		if v == "" {
			v = "?"
			if k == "Date" {
				v = "????.??.??"
			}
		}
		tag(k, v)
	}
	tag("Result", res)
	start := g.hist[0]
	if g.cfg.StartFEN != "" && g.cfg.StartFEN != "startpos" {
		tag("SetUp", "1")
		tag("FEN", start.FEN())
	}
	if g.cfg.Chess960 {
		tag("Variant", "Chess960")
	}
	if g.cfg.TimeControl.Kind != clock.Unknown {
		tag("TimeControl", g.cfg.TimeControl.String())
	}
	tag("Termination", pgnTermination(g.term, g.over))
	for k, v := range tags {
		switch k {
		case "Event", "Site", "Date", "Round", "White", "Black", "Result", "FEN", "SetUp", "TimeControl", "Termination", "Variant":
			continue
		}
		tag(k, v)
	}
	b.WriteByte('\n')
	var mv []string
	p := start
	for i, pl := range g.plies {
		if pl.Illegal {
			var rest []string
			for _, q := range g.plies[i:] {
				rest = append(rest, q.UCI)
			}
			mv = append(mv, fmt.Sprintf("{illegal move %s stood (A.5.2); moves from here: %s; position: %s}", pl.UCI, strings.Join(rest, " "), g.cur().FEN()))
			break
		}
		num := ""
		if p.Turn() == chess.White {
			num = fmt.Sprintf("%d.", p.FullmoveNumber())
		} else if i == 0 || g.plies[i-1].Illegal {
			num = fmt.Sprintf("%d...", p.FullmoveNumber())
		}
		san := notation.SAN(&p, pl.Move)
		if num != "" {
			mv = append(mv, num)
		}
		mv = append(mv, san)
		if pl.ClockMs >= 0 && pl.PressedAt >= 0 {
			mv = append(mv, "{[%clk "+clk(pl.ClockMs)+"]}")
		}
		if pl.Offer {
			mv = append(mv, "{(=)}")
		}
		p.Play(pl.Move)
		if i < len(g.plies)-1 && p.Turn() == chess.Black && (pl.ClockMs >= 0 || pl.Offer) {
			mv = append(mv, fmt.Sprintf("%d...", p.FullmoveNumber()))
		}
	}
	if g.over {
		mv = append(mv, "{"+strings.ReplaceAll(g.endArt.String()+": "+g.rulings[len(g.rulings)-1].Text, "}", ")")+"}")
	}
	mv = append(mv, res)
	line := 0
	for i, w := range mv {
		if i > 0 {
			if line+1+len(w) > 79 {
				b.WriteByte('\n')
				line = 0
			} else {
				b.WriteByte(' ')
				line++
			}
		}
		b.WriteString(w)
		line += len(w)
	}
	b.WriteByte('\n')
	return b.String()
}

// Describe is a one-line account of the state, for the command line.
func (st State) Describe() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s to move, %s", st.ToMove, st.FEN)
	if st.Clock != nil {
		fmt.Fprintf(&b, "; clock W %s B %s", time.Duration(st.Clock.WhiteMs)*time.Millisecond, time.Duration(st.Clock.BlackMs)*time.Millisecond)
		if st.Clock.Paused {
			b.WriteString(" (stopped)")
		}
	}
	if st.DrawOffer != "" {
		fmt.Fprintf(&b, "; draw offer by %s", st.DrawOffer)
	}
	if len(st.Obliged) > 0 {
		fmt.Fprintf(&b, "; must play one of %s (%s)", strings.Join(st.Obliged, " "), st.ObligedBy)
	}
	if st.Result != Ongoing {
		fmt.Fprintf(&b, "; result %s (%s)", st.Result, st.Termination)
	}
	return b.String()
}
