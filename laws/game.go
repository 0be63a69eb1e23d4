package laws

import (
	"errors"
	"fmt"
	"github.com/arbiter-chess/arbiter/notation"
	"slices"
	"time"

	"github.com/arbiter-chess/arbiter/chess"
	"github.com/arbiter-chess/arbiter/clock"
)

// Result of a game.
type Result string

// Results. BothLose is the 0-0 of 6.7 (both absent), 11.8 and arbiter
// decisions; Annulled is a game to be replayed (7.2.1, 7.3, I.12).
const (
	Ongoing   Result = "*"
	WhiteWins Result = "1-0"
	BlackWins Result = "0-1"
	Drawn     Result = "1/2-1/2"
	BothLose  Result = "0-0"
	Annulled  Result = "annulled"
)

// Termination says how a game ended.
type Termination string

// Terminations.
const (
	TermCheckmate       Termination = "checkmate"
	TermStalemate       Termination = "stalemate"
	TermDeadPosition    Termination = "dead position"
	TermAgreement       Termination = "agreement"
	TermThreefold       Termination = "threefold repetition"
	TermFifty           Termination = "fifty-move rule"
	TermFivefold        Termination = "fivefold repetition"
	TermSeventyFive     Termination = "seventy-five-move rule"
	TermResignation     Termination = "resignation"
	TermTimeForfeit     Termination = "time forfeit"
	TermBothFlags       Termination = "both flags fallen"
	TermIllegalMove     Termination = "illegal move"
	TermIllegalPosition Termination = "illegal position"
	TermDefault         Termination = "default"
	TermPenalty         Termination = "penalty"
	TermSealedMove      Termination = "invalid sealed move"
	TermQuickplay       Termination = "quickplay finish"
	TermArbiter         Termination = "arbiter decision"
	TermColoursReversed Termination = "colours reversed"
	TermWrongSetup      Termination = "wrong initial position"
)

// Ruling is a decision the game makes: the article it follows, in words,
// and, when it ends the game, the result and termination.
type Ruling struct {
	Event       int         `json:"event"` // index of the event that led to it (-1: the start position)
	At          int64       `json:"at"`
	Article     Article     `json:"article"`
	Text        string      `json:"text"`
	Result      Result      `json:"result,omitempty"`
	Termination Termination `json:"termination,omitempty"`
}

func (r Ruling) String() string {
	s := r.Article.String() + ": " + r.Text
	if r.Result != "" {
		s += " [" + string(r.Result) + "]"
	}
	return s
}

// Ply is one move on the board: legal, or an illegal move that was
// completed and not (yet) corrected.
type Ply struct {
	Color     chess.Color `json:"-"`
	Side      string      `json:"side"`
	Move      chess.Move  `json:"-"`
	UCI       string      `json:"uci"`
	Illegal   bool        `json:"illegal,omitempty"`
	MadeAt    int64       `json:"made_at"`
	PressedAt int64       `json:"pressed_at"` // -1 while not completed by a press
	ClockMs   int64       `json:"clock_ms"`   // mover's time after the press; -1 unknown
	Offer     bool        `json:"offer,omitempty"`
	// irregularBefore: the position before the ply was one of A.5.4.
	irregularBefore bool
}

// Game is a game under the Laws, built by applying events in order (see
// Apply). It is not safe for concurrent use.
type Game struct {
	cfg   Config
	ed    *Edition
	class clock.Class
	src   *clock.Manual

	hist  []chess.Position // hist[0]: initial position; hist[i]: after plies[i-1]
	plies []Ply
	clk   *clock.Clock
	last  int64

	pendingPress [2]bool
	touches      []Touch
	touched      bool // the player having the move touched a piece (9.4)
	forced       chess.Move
	hasForced    bool

	offer        int8 // pending draw offer: -1 none, else the offerer's colour
	claimPaused  bool
	arbPaused    bool
	illegal      [2]int
	unreported   []int // indices of illegal plies not reported
	adjourned    bool
	sealed       string
	arrived      [2]bool
	flagRuled    [2]bool
	qpfPostponed int8 // -1 or the claimant
	flagAwait    int8 // -1 or the player whose flag fell during a postponed claim
	qpfSwitched  bool

	over    bool
	result  Result
	term    Termination
	endArt  Article
	scoreHi [2]float64 // reduce_score caps (negative: none)
	scoreLo [2]float64 // raise_opponent_score floors (negative: none)

	rulings []Ruling
	events  []Event
}

// New starts a game under cfg. The clock, if the time control has one, is
// started at instant 0, the scheduled start (6.6).
func New(cfg Config) (*Game, error) {
	if cfg.Edition == nil {
		cfg.Edition = FIDE2023
	}
	if cfg.Oracle == nil {
		cfg.Oracle = DefaultOracle
	}
	if err := cfg.scoring().Validate(); err != nil {
		return nil, err
	}
	g := &Game{cfg: cfg, ed: cfg.Edition, offer: -1, qpfPostponed: -1, flagAwait: -1, result: Ongoing}
	g.scoreHi = [2]float64{-1, -1}
	g.scoreLo = [2]float64{-1, -1}
	var start chess.Position
	if cfg.StartFEN == "" || cfg.StartFEN == "startpos" {
		start = chess.StartPosition()
		start.SetChess960(cfg.Chess960)
	} else {
		s, err := chess.ParseFEN(cfg.StartFEN)
		if err != nil {
			return nil, fmt.Errorf("laws: start position: %w", err)
		}
		start, _, err = chess.NewPosition(s, chess.Options{Chess960: cfg.Chess960})
		if err != nil {
			return nil, fmt.Errorf("laws: start position: %w", err)
		}
	}
	g.hist = []chess.Position{start}
	rules, err := clock.RulesFor(g.ed.ID)
	if err != nil {
		return nil, err
	}
	g.class = clock.Classify(cfg.TimeControl, rules)
	if !g.ed.HasFastRules {
		g.class = clock.Standard
	}
	if cfg.TimeControl.Kind == clock.Timed || cfg.TimeControl.Kind == clock.Sandclock {
		g.src = &clock.Manual{}
		g.clk, err = clock.New(cfg.TimeControl, rules, g.src)
		if err != nil {
			return nil, fmt.Errorf("laws: time control: %w", err)
		}
		if err := g.clk.Start(0); err != nil {
			return nil, err
		}
	}
	g.automatic(-1, 0)
	return g, nil
}

// DefaultOracle is the MateOracle used when Config.Oracle is nil.
var DefaultOracle MateOracle = DeadOracle

// Edition returns the game's edition.
func (g *Game) Edition() *Edition { return g.ed }

// Config returns the game's configuration.
func (g *Game) Config() Config { return g.cfg }

// Class returns the game's classification (A.1, B.1) under its edition.
func (g *Game) Class() clock.Class { return g.class }

// Position returns the position on the board.
func (g *Game) Position() chess.Position { return g.hist[len(g.hist)-1] }

func (g *Game) cur() *chess.Position { return &g.hist[len(g.hist)-1] }

// Plies returns the moves on the board.
func (g *Game) Plies() []Ply { return slices.Clone(g.plies) }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.over }

// Result returns the result ("*" while the game goes on), the
// termination and the article that ended it.
func (g *Game) Result() (Result, Termination, Article) { return g.result, g.term, g.endArt }

// Rulings returns every ruling so far.
func (g *Game) Rulings() []Ruling { return slices.Clone(g.rulings) }

// Events returns the accepted events.
func (g *Game) Events() []Event { return slices.Clone(g.events) }

// Clock returns the game's clock (nil for an untimed game). Do not change
// it: apply events instead.
func (g *Game) Clock() *clock.Clock { return g.clk }

// Remaining returns a player's time at the last event (0 without a clock).
func (g *Game) Remaining(c chess.Color) time.Duration {
	if g.clk == nil {
		return 0
	}
	return g.clk.Remaining(clock.Side(c), dur(g.last))
}

// IllegalMoves returns the number of completed illegal moves penalised
// for a player (7.5.5).
func (g *Game) IllegalMoves(c chess.Color) int { return g.illegal[c] }

// PendingOffer returns the player whose draw offer is pending.
func (g *Game) PendingOffer() (chess.Color, bool) {
	if g.offer < 0 {
		return 0, false
	}
	return chess.Color(g.offer), true
}

// Obligation returns the moves the player having the move may make under
// touch-move (4.3-4.7) or because he announced a move in an incorrect
// claim (9.5.3).
func (g *Game) Obligation() Obligation {
	if g.hasForced {
		return Obligation{Moves: []chess.Move{g.forced}, Article: "9.5.3", Reason: "the move announced in the claim must be played"}
	}
	if len(g.touches) == 0 {
		return Obligation{Free: true}
	}
	return Obliged(g.cur(), g.touches, g.ed)
}

func dur(ms int64) time.Duration { return time.Duration(ms) * time.Millisecond }
func msOf(d time.Duration) int64 { return int64(d / time.Millisecond) }

// EventError is a rejected event: its index, its type and why. The game
// is unchanged.
type EventError struct {
	Index int
	Type  EventType
	Err   error
}

func (e *EventError) Error() string {
	return fmt.Sprintf("event %d (%s): %v", e.Index, e.Type, e.Err)
}

func (e *EventError) Unwrap() error { return e.Err }

// Apply validates ev against the game and applies it. A rejected event
// leaves the game unchanged and returns an *EventError saying why (a
// *FieldError for malformed fields). An accepted event returns the
// rulings it produced.
func (g *Game) Apply(ev Event) ([]Ruling, error) {
	idx := len(g.events)
	if err := ev.Check(idx); err != nil {
		return nil, err
	}
	if g.over {
		return nil, &EventError{idx, ev.Type, fmt.Errorf("%w (%s, %s): the event is void", ErrGameOver, g.result, g.endArt)}
	}
	if ev.At < g.last {
		return nil, &EventError{idx, ev.Type, fmt.Errorf("instant %d ms is before the previous event (%d ms)", ev.At, g.last)}
	}
	saved := g.clone()
	n := len(g.rulings)
	if err := g.apply(idx, &ev); err != nil {
		*g = *saved
		return nil, &EventError{idx, ev.Type, err}
	}
	g.last = ev.At
	g.events = append(g.events, ev)
	return slices.Clone(g.rulings[n:]), nil
}

func (g *Game) clone() *Game {
	c := *g
	c.hist = slices.Clone(g.hist)
	c.plies = slices.Clone(g.plies)
	c.touches = slices.Clone(g.touches)
	c.unreported = slices.Clone(g.unreported)
	c.rulings = slices.Clip(g.rulings)
	c.events = slices.Clip(g.events)
	if g.clk != nil {
		src := &clock.Manual{}
		src.Set(g.src.Now())
		k, err := clock.Restore(g.clk.State(), src)
		if err != nil {
			panic("laws: clock state does not restore: " + err.Error())
		}
		c.clk, c.src = k, src
	}
	return &c
}

func (g *Game) rule(idx int, at int64, n2023, text string) {
	g.rulings = append(g.rulings, Ruling{Event: idx, At: at, Article: g.ed.article(n2023, ""), Text: text})
}

func (g *Game) end(idx int, at int64, res Result, term Termination, n2023, text string) {
	a := g.ed.article(n2023, text)
	g.rulings = append(g.rulings, Ruling{Event: idx, At: at, Article: a, Text: text, Result: res, Termination: term})
	g.over, g.result, g.term, g.endArt = true, res, term, a
	g.offer = -1
	if g.clk != nil && !g.clk.Paused() && g.clk.Started() {
		_ = g.clk.Pause(dur(max(at, 0)))
	}
}

func winFor(c chess.Color) Result {
	if c == chess.White {
		return WhiteWins
	}
	return BlackWins
}

// canMate asks the oracle; an unknown answer counts as "can mate".
func (g *Game) canMate(p *chess.Position, c chess.Color) bool {
	can, known := g.cfg.Oracle(p, c)
	return can || !known
}

func (g *Game) fast() bool { return g.class == clock.Rapid || g.class == clock.Blitz }

// unsupervised: the reduced rules of A.5 (rapid) or B.3 (blitz).
func (g *Game) unsupervised() bool { return g.fast() && g.cfg.Regs.Supervision == Unsupervised }

// penaltyFor returns the time penalty of Art. 7 and 9 (std in standard
// play), with A.3 in rapid and blitz.
func (g *Game) penaltyFor(std time.Duration) time.Duration {
	if g.fast() && g.ed.FastPenalty > 0 {
		if g.class == clock.Blitz && g.cfg.Regs.Supervision == Supervised && g.cfg.Regs.BlitzSupervisedFullPenalty {
			return std
		}
		return g.ed.FastPenalty
	}
	return std
}

func (g *Game) autoFlags() bool {
	if g.cfg.Regs.ManualFlags {
		return false
	}
	return !(g.ed.BlitzFlagOnlyByClaim && g.class == clock.Blitz)
}

// addTime gives d (negative: takes) to player c at instant at.
func (g *Game) addTime(c chess.Color, d time.Duration, at int64) error {
	if g.clk == nil {
		return nil
	}
	err := g.clk.AddTime(clock.Side(c), d, dur(at))
	if errors.Is(err, clock.ErrFlagFallen) && d > 0 {
		err = g.clk.SetRemaining(clock.Side(c), d, dur(at))
	}
	return err
}

func (g *Game) count(key uint64) int {
	n := 0
	for i := range g.hist {
		if g.hist[i].RepetitionKey() == key {
			n++
		}
	}
	return n
}

// Repetitions returns how often the position on the board has occurred
// (9.2.3 identity), counting from the initial position.
func (g *Game) Repetitions() int { return g.count(g.cur().RepetitionKey()) }

func (g *Game) fiftyLimit() int {
	n := 50
	if g.ed.Year == 1971 && g.cfg.Regs.FiftyMoveExtension > n {
		n = g.cfg.Regs.FiftyMoveExtension
	}
	return 2 * n
}

// ThreefoldOnBoard: the position on the board has appeared at least three
// times (9.2.2).
func (g *Game) ThreefoldOnBoard() bool { return g.Repetitions() >= 3 }

// FiftyOnBoard: the last 50 moves of each player were made without a pawn
// move or capture (9.3.2).
func (g *Game) FiftyOnBoard() bool { return g.cur().HalfmoveClock() >= g.fiftyLimit() }

// legalMoves lists the legal moves on the board.
func (g *Game) legalMoves() []chess.Move {
	var l chess.MoveList
	g.cur().LegalMoves(&l)
	return slices.Clone(l.Moves())
}

// ThreefoldAfter: the position after m would appear for at least the third
// time (9.2.1).
func (g *Game) ThreefoldAfter(m chess.Move) bool {
	a := g.cur().After(m)
	return g.count(a.RepetitionKey())+1 >= 3
}

// FiftyAfter: after m the last 50 moves of each player would be without
// pawn move or capture (9.3.1).
func (g *Game) FiftyAfter(m chess.Move) bool {
	a := g.cur().After(m)
	return a.HalfmoveClock() >= g.fiftyLimit()
}

// CanClaimThreefold: the player having the move could claim a draw by
// repetition now, on the board or by announcing some legal move.
func (g *Game) CanClaimThreefold() bool {
	if g.ThreefoldOnBoard() {
		return true
	}
	for _, m := range g.legalMoves() {
		if g.ThreefoldAfter(m) {
			return true
		}
	}
	return false
}

// CanClaimFifty: likewise for the 50-move rule (announced moves only where
// the edition allows them).
func (g *Game) CanClaimFifty() bool {
	if g.FiftyOnBoard() {
		return true
	}
	if !g.ed.FiftyAnnounced {
		return false
	}
	for _, m := range g.legalMoves() {
		if g.FiftyAfter(m) {
			return true
		}
	}
	return false
}

// fiveConsecutive: 2014 9.6a, the same position after plies n, n-4, ...,
// n-16.
func (g *Game) fiveConsecutive() bool {
	n := len(g.hist) - 1
	if n < 16 {
		return false
	}
	k := g.hist[n].RepetitionKey()
	for i := 1; i <= 4; i++ {
		if g.hist[n-4*i].RepetitionKey() != k {
			return false
		}
	}
	return true
}

// automatic applies the rulings a position makes by itself after a move
// that conformed to Art. 3 and 4 (5.1.1, 5.2.1, 5.2.2, 9.6).
func (g *Game) automatic(idx int, at int64) bool {
	p := g.cur()
	mover := p.Turn().Other()
	switch {
	case p.IsCheckmate():
		txt := "checkmate"
		if g.ed.SeventyFiveMoveRule && p.HalfmoveClock() >= 150 {
			g.end(idx, at, winFor(mover), TermCheckmate, "9.6.2", "checkmate on the move that completes 75 moves each without pawn move or capture: the mate takes precedence")
			return true
		}
		g.end(idx, at, winFor(mover), TermCheckmate, "5.1.1", txt)
		return true
	case p.IsStalemate():
		g.end(idx, at, Drawn, TermStalemate, "5.2.1", "stalemate")
		return true
	case g.ed.DeadPositionDraw && !g.canMate(p, chess.White) && !g.canMate(p, chess.Black):
		g.end(idx, at, Drawn, TermDeadPosition, "5.2.2", "dead position: neither player can checkmate by any sequence of legal moves")
		return true
	}
	switch g.ed.AutomaticRepetition {
	case FiveOccurrences:
		if n := g.Repetitions(); n >= 5 {
			g.end(idx, at, Drawn, TermFivefold, "9.6.1", fmt.Sprintf("the same position has appeared %d times", n))
			return true
		}
	case FiveConsecutiveAlternate:
		if g.fiveConsecutive() {
			g.end(idx, at, Drawn, TermFivefold, "9.6.1", "the same position has appeared for five consecutive alternate moves by each player")
			return true
		}
	}
	if g.ed.SeventyFiveMoveRule && p.HalfmoveClock() >= 150 {
		g.end(idx, at, Drawn, TermSeventyFive, "9.6.2", "75 moves by each player without pawn move or capture")
		return true
	}
	return false
}

// irregularA54: both kings in check or a pawn on its last rank (A.5.4).
func irregularA54(p *chess.Position) bool {
	if p.Pieces(chess.White, chess.Pawn)&chess.Rank8 != 0 || p.Pieces(chess.Black, chess.Pawn)&chess.Rank1 != 0 ||
		p.Pieces(chess.White, chess.Pawn)&chess.Rank1 != 0 || p.Pieces(chess.Black, chess.Pawn)&chess.Rank8 != 0 {
		return true
	}
	return p.IsAttacked(p.King(chess.White), chess.Black) && p.IsAttacked(p.King(chess.Black), chess.White)
}

func (g *Game) a54Watch() bool {
	return g.ed.IllegalPositionDraw && g.unsupervised() && !g.cfg.Regs.ManualIllegalPositions
}

// completed handles the completion of ply i at instant at.
func (g *Game) completed(idx, i int, at int64) {
	pl := &g.plies[i]
	pl.PressedAt = at
	if g.clk != nil {
		pl.ClockMs = msOf(g.clk.Remaining(clock.Side(pl.Color), dur(at)))
	}
	g.pendingPress[pl.Color] = false
	if g.a54Watch() && pl.irregularBefore && i == len(g.plies)-1 && irregularA54(g.cur()) {
		g.end(idx, at, Drawn, TermIllegalPosition, "A.5.4", "the illegal position (both kings in check or a pawn on its last rank) is still on the board after the next completed move")
	}
}

// press completes c's move on the clock at instant at.
func (g *Game) press(idx int, c chess.Color, at int64) error {
	if g.clk != nil {
		if err := g.clk.Press(clock.Side(c), dur(at)); err != nil {
			return err
		}
	}
	for i := len(g.plies) - 1; i >= 0; i-- {
		if g.plies[i].Color == c && g.plies[i].PressedAt < 0 {
			g.completed(idx, i, at)
			break
		}
	}
	return nil
}

// beforeMove does what making a move implies at instant at: a clock
// stopped for a claim restarts, and a player making his next move while
// his previous one was not completed completes it (6.2.1.2).
func (g *Game) beforeMove(idx int, by chess.Color, at int64) error {
	if g.adjourned {
		return errors.New("the game is adjourned: resume it first (Guidelines I)")
	}
	if g.arbPaused {
		return errors.New("the clock is stopped by the arbiter: resume first (6.11.3)")
	}
	if g.claimPaused {
		if err := g.clk.Resume(dur(at)); err != nil {
			return err
		}
		g.claimPaused = false
	}
	if g.pendingPress[by] {
		if err := g.press(idx, by, at); err != nil {
			return err
		}
		if g.pendingPress[by.Other()] {
			if err := g.press(idx, by.Other(), at); err != nil {
				return err
			}
		}
	}
	return nil
}

// closeWindows: by has made his next move, so in rapid and blitz without
// full supervision the opponent's illegal moves can no longer be
// corrected (A.5.2) and stand.
func (g *Game) closeWindows(idx int, by chess.Color, at int64) {
	if !(g.unsupervised() || (g.fast() && g.ed.Year == 2005)) {
		return
	}
	kept := g.unreported[:0]
	for _, i := range g.unreported {
		if g.plies[i].Color != by {
			g.rule(idx, at, "A.5.2", fmt.Sprintf("the illegal move %s was not reported before the opponent's next move: it stands", g.plies[i].UCI))
			continue
		}
		kept = append(kept, i)
	}
	g.unreported = kept
}

func (g *Game) actor(ev *Event, def chess.Color) (chess.Color, error) {
	if ev.By == "" {
		return def, nil
	}
	c, ok := parseSide(ev.By)
	if !ok {
		return 0, fmt.Errorf("%q is not a player", ev.By)
	}
	return c, nil
}

func (g *Game) apply(idx int, ev *Event) error {
	at := ev.At
	autoRuled := int8(-1)
	// The software is the clock and the arbiter: a flag that fell before
	// this event is established at the instant it fell (6.8).
	if g.clk != nil && g.autoFlags() && !g.clk.Paused() && g.flagAwait < 0 {
		r, ticking := g.clk.Running()
		if ticking && !g.flagRuled[r] {
			if f := g.clk.Flag(r, dur(at)); f.Fallen {
				g.flagRuled[r] = true
				g.ruleFlag(idx, chess.Color(r), f, msOf(f.At))
				autoRuled = int8(r)
				if g.over {
					g.rule(idx, at, "6.9", fmt.Sprintf("the %s at %d ms is void: the game ended at %d ms", ev.Type, at, msOf(f.At)))
					return nil
				}
			}
		}
	}
	if g.adjourned {
		switch ev.Type {
		case EvResumeAdjourned, EvOfferDraw, EvAcceptDraw, EvDeclineDraw, EvResign, EvPenalty, EvDeclare, EvArrive:
		default:
			return errors.New("the game is adjourned (Guidelines I): only resumption, draw offers, resignation and arbiter decisions")
		}
	}
	turn := g.cur().Turn()
	switch ev.Type {
	case EvMove:
		by, err := g.actor(ev, turn)
		if err != nil {
			return err
		}
		return g.doMove(idx, by, ev.Move, !ev.NoPress, at)
	case EvIllegalMove:
		by, err := g.actor(ev, turn)
		if err != nil {
			return err
		}
		return g.doIllegal(idx, by, ev.Move, at)
	case EvPress:
		by, _ := parseSide(ev.By)
		return g.doPress(idx, by, at)
	case EvTouch, EvAdjust:
		by, err := g.actor(ev, turn)
		if err != nil {
			return err
		}
		return g.doTouch(idx, ev, by, at)
	case EvOfferDraw, EvAcceptDraw, EvDeclineDraw:
		by, _ := parseSide(ev.By)
		return g.doOffer(idx, ev, by, at)
	case EvClaim:
		by, err := g.actor(ev, turn)
		if err != nil {
			return err
		}
		return g.doClaim(idx, ev, by, at)
	case EvResign:
		by, _ := parseSide(ev.By)
		o := by.Other()
		if g.ed.ResignVsCannotMateDraw && !g.canMate(g.cur(), o) {
			g.end(idx, at, Drawn, TermResignation, "5.1.2", sideName(by)+" resigned, but "+sideName(o)+" cannot checkmate by any sequence of legal moves: draw")
			return nil
		}
		g.end(idx, at, winFor(o), TermResignation, "5.1.2", sideName(by)+" resigned")
		return nil
	case EvFlag:
		if s, _ := parseSide(ev.Side); autoRuled == int8(s) {
			return nil // established by the clock at the fall
		}
		return g.doFlag(idx, ev, at)
	case EvBothFlags:
		return g.doBothFlags(idx, at)
	case EvReport, EvTwoHands:
		return g.doReport(idx, ev, at)
	case EvPenalty:
		return g.doPenalty(idx, ev, at)
	case EvAddTime:
		if g.clk == nil {
			return errors.New("the game has no clock")
		}
		s, _ := parseSide(ev.Side)
		if err := g.addTime(s, dur(ev.Ms), at); err != nil {
			return err
		}
		g.rule(idx, at, "12.5", fmt.Sprintf("%s receives %s extra time", sideName(s), dur(ev.Ms)))
		return nil
	case EvClockCorrection:
		return g.doCorrection(idx, ev, at)
	case EvPause:
		if g.clk == nil {
			return errors.New("the game has no clock")
		}
		if g.arbPaused {
			return errors.New("the clock is already stopped")
		}
		if g.claimPaused {
			g.claimPaused, g.arbPaused = false, true
		} else {
			if err := g.clk.Pause(dur(at)); err != nil {
				return err
			}
			g.arbPaused = true
		}
		if ev.By != "arbiter" && ev.By != "" {
			g.rule(idx, at, "6.11", ev.By+" stops the clock to call the arbiter (6.11.2)")
		} else {
			g.rule(idx, at, "6.11", "the arbiter stops the clock (6.11.1)")
		}
		return nil
	case EvResume:
		if g.clk == nil || !(g.arbPaused || g.claimPaused) {
			return errors.New("the clock is not stopped")
		}
		if err := g.clk.Resume(dur(at)); err != nil {
			return err
		}
		g.arbPaused, g.claimPaused = false, false
		return nil
	case EvSeal:
		return g.doSeal(idx, ev, turn, at)
	case EvResumeAdjourned:
		return g.doResumeAdjourned(idx, at)
	case EvQPFRequest, EvQPFSwitch, EvQPFClaim, EvQPFDecision:
		return g.doQPF(idx, ev, turn, at)
	case EvArrive:
		by, _ := parseSide(ev.By)
		if g.arrived[by] {
			return fmt.Errorf("%s has already arrived", sideName(by))
		}
		for _, p := range g.plies {
			if p.Color == by {
				return fmt.Errorf("%s has already moved", sideName(by))
			}
		}
		g.arrived[by] = true
		dt := msOf(g.cfg.defaultTime())
		if at > dt {
			g.end(idx, at, winFor(by.Other()), TermDefault, "6.7.1",
				fmt.Sprintf("%s arrived at %d ms, after the default time of %d ms: loses by default", sideName(by), at, dt))
		}
		return nil
	case EvColoursReversed:
		w, b := g.movesMade(chess.White), g.movesMade(chess.Black)
		if g.ed.ColoursReversedRestart && !(w >= 10 && b >= 10) {
			g.end(idx, at, Annulled, TermColoursReversed, "7.3", "colours reversed with fewer than 10 moves by both players: a new game is played with the correct colours")
			return nil
		}
		if !g.ed.ColoursReversedRestart && ev.Kind == "restart" && g.ed.Year == 2005 {
			g.end(idx, at, Annulled, TermColoursReversed, "7.3", "colours reversed: the arbiter orders a new game")
			return nil
		}
		g.rule(idx, at, "7.3", "colours reversed: the game continues")
		return nil
	case EvWrongSetup:
		if n := g.ed.SetupCutoffMoves; g.unsupervised() && n > 0 && g.movesMade(chess.White) >= n && g.movesMade(chess.Black) >= n {
			return g.lateWrongSetup(idx, ev, at, n)
		}
		g.end(idx, at, Annulled, TermWrongSetup, "7.2.1", "the initial position was wrong: the game is annulled and a new game played")
		return nil
	case EvDeclare:
		if ev.By != "arbiter" && ev.By != "" {
			return errors.New("only the arbiter declares results")
		}
		res := Result(ev.Kind)
		art := ev.Article
		if art == "" {
			art = "12.1"
		}
		g.over = false
		a := Article{Edition: g.ed.ID, Number: art, Text: ev.Reason}
		g.rulings = append(g.rulings, Ruling{Event: idx, At: at, Article: a, Text: "arbiter's decision: " + ev.Reason, Result: res, Termination: TermArbiter})
		g.over, g.result, g.term, g.endArt, g.offer = true, res, TermArbiter, a, -1
		if g.clk != nil && !g.clk.Paused() {
			_ = g.clk.Pause(dur(at))
		}
		return nil
	}
	return fmt.Errorf("unhandled event type %q", ev.Type)
}

// movesMade counts c's moves on the board.
func (g *Game) movesMade(c chess.Color) int {
	n := 0
	for _, p := range g.plies {
		if p.Color == c {
			n++
		}
	}
	return n
}

func (g *Game) doMove(idx int, by chess.Color, uci string, press bool, at int64) error {
	p := g.cur()
	if by != p.Turn() {
		return fmt.Errorf("%s does not have the move", sideName(by))
	}
	m, err := p.ParseUCI(uci)
	if err != nil {
		return fmt.Errorf("%s is not a legal move in %s (an illegal move completed over the board is an illegal_move event)", uci, p.FEN())
	}
	ob := g.Obligation()
	if !ob.Free && !slices.Contains(ob.Moves, m) {
		if g.hasForced {
			return fmt.Errorf("the move announced in the incorrect claim, %s, must be played (%s)", p.UCI(g.forced), g.ed.article("9.5.3", ""))
		}
		return fmt.Errorf("touch-move (%s): %s", g.ed.article(ob.Article, ""), ob.Reason)
	}
	if err := g.beforeMove(idx, by, at); err != nil {
		return err
	}
	if g.offer == int8(by.Other()) {
		g.offer = -1 // declined by touching a piece to move (9.1.2.1)
	}
	before := irregularA54(p)
	next := p.After(m)
	g.hist = append(g.hist, next)
	g.plies = append(g.plies, Ply{Color: by, Side: sideName(by), Move: m, UCI: uci, MadeAt: at, PressedAt: -1, ClockMs: -1, irregularBefore: before})
	g.touches, g.touched, g.hasForced = nil, false, false
	g.pendingPress[by] = true
	g.closeWindows(idx, by, at)
	if g.automatic(idx, at) {
		// A move that ends the game is complete without a press (6.2.1.1).
		g.pendingPress[by] = false
		return nil
	}
	if press {
		return g.press(idx, by, at)
	}
	return nil
}

// physical plays any from-to move as it happens over the board, legal or
// not, and returns the (possibly illegal) position after it.
func (g *Game) physical(p *chess.Position, uci string) (chess.Position, error) {
	from, _ := chess.ParseSquare(uci[0:2])
	to, _ := chess.ParseSquare(uci[2:4])
	s := p.Setup()
	us := p.Turn()
	pc := s.Board[from]
	if pc == chess.NoPiece {
		return chess.Position{}, fmt.Errorf("no piece on %s", from)
	}
	if pc.Color() != us {
		return chess.Position{}, fmt.Errorf("the piece on %s is not %s's", from, sideName(us))
	}
	if from == to {
		return chess.Position{}, errors.New("the piece did not move")
	}
	target := s.Board[to]
	capture := target != chess.NoPiece
	rank := chess.Bitboard(0xff) << (8 * uint(from.Rank()))
	switch {
	case pc.Type() == chess.King && target == chess.MakePiece(us, chess.Rook) && to.Rank() == from.Rank(),
		pc.Type() == chess.King && to.Rank() == from.Rank() && (int(to)-int(from) == 2 || int(from)-int(to) == 2) && target == chess.NoPiece:
		// Castling, legal or not: king to the c- or g-file, the rook next to it.
		var rsq chess.Square
		if target != chess.NoPiece {
			rsq = to
		} else if to > from {
			rsq = chess.SquareAt(7, from.Rank())
		} else {
			rsq = chess.SquareAt(0, from.Rank())
		}
		if s.Board[rsq] != chess.MakePiece(us, chess.Rook) {
			return chess.Position{}, fmt.Errorf("no rook on %s to castle with", rsq)
		}
		kf, rf := 6, 5
		if rsq < from {
			kf, rf = 2, 3
		}
		kto, rto := chess.SquareAt(kf, from.Rank()), chess.SquareAt(rf, from.Rank())
		if (s.Board[kto] != chess.NoPiece && kto != from && kto != rsq) || (s.Board[rto] != chess.NoPiece && rto != from && rto != rsq) {
			return chess.Position{}, errors.New("the castling squares are occupied")
		}
		s.Board[from], s.Board[rsq] = chess.NoPiece, chess.NoPiece
		s.Board[kto], s.Board[rto] = pc, chess.MakePiece(us, chess.Rook)
		s.CastlingRooks &^= rank
		capture = false
	default:
		if capture && target.Color() == us {
			return chess.Position{}, fmt.Errorf("%s is occupied by a piece of the same colour", to)
		}
		if target.Type() == chess.King {
			return chess.Position{}, errors.New("capturing the king: the position is restored at once (1.4.1); enter the illegal move before it")
		}
		if pc.Type() == chess.Pawn && !capture && from.File() != to.File() && s.EnPassant == to {
			s.Board[to^8] = chess.NoPiece // en passant
			capture = true
		}
		s.Board[from], s.Board[to] = chess.NoPiece, pc
		if len(uci) == 5 {
			if pc.Type() != chess.Pawn {
				return chess.Position{}, errors.New("only a pawn is promoted")
			}
			t, ok := chess.PromotionFromUCI(uci[4])
			if !ok {
				t = chess.Knight
			}
			s.Board[to] = chess.MakePiece(us, t)
		}
		if pc.Type() == chess.King {
			s.CastlingRooks &^= rank
		}
		s.CastlingRooks &^= from.Bitboard() | to.Bitboard()
	}
	s.EnPassant = chess.NoSquare
	if pc.Type() == chess.Pawn && (int(to)-int(from) == 16 || int(from)-int(to) == 16) {
		s.EnPassant = chess.Square((int(from) + int(to)) / 2)
	}
	if pc.Type() == chess.Pawn || capture {
		s.HalfmoveClock = 0
	} else {
		s.HalfmoveClock++
	}
	if us == chess.Black {
		s.FullmoveNumber++
	}
	s.Turn = us.Other()
	np, _, err := chess.NewPosition(s, chess.Options{Chess960: p.IsChess960(), Lenient: true})
	if err != nil {
		return chess.Position{}, err
	}
	return np, nil
}

func (g *Game) doIllegal(idx int, by chess.Color, uci string, at int64) error {
	p := g.cur()
	if by != p.Turn() {
		return fmt.Errorf("%s does not have the move", sideName(by))
	}
	if m, err := p.ParseUCI(uci); err == nil {
		return fmt.Errorf("%s is a legal move", p.UCI(m))
	}
	next, err := g.physical(p, uci)
	if err != nil {
		return err
	}
	if err := g.beforeMove(idx, by, at); err != nil {
		return err
	}
	if g.offer == int8(by.Other()) {
		g.offer = -1
	}
	before := irregularA54(p)
	g.hist = append(g.hist, next)
	g.plies = append(g.plies, Ply{Color: by, Side: sideName(by), UCI: uci, Illegal: true, MadeAt: at, PressedAt: -1, ClockMs: -1, irregularBefore: before})
	g.unreported = append(g.unreported, len(g.plies)-1)
	g.touches, g.touched, g.hasForced = nil, false, false
	g.pendingPress[by] = true
	g.closeWindows(idx, by, at)
	// An illegal move is completed by the press (7.5.1).
	return g.press(idx, by, at)
}

func (g *Game) doPress(idx int, by chess.Color, at int64) error {
	if g.adjourned || g.arbPaused {
		return errors.New("the clock is stopped")
	}
	if g.clk == nil {
		if !g.pendingPress[by] {
			return fmt.Errorf("%s has no move to complete", sideName(by))
		}
		return g.press(idx, by, at)
	}
	r, _ := g.clk.Running()
	if chess.Color(r) != by {
		return fmt.Errorf("%s's clock is not running: pressing it does nothing", sideName(by))
	}
	if g.claimPaused {
		if err := g.clk.Resume(dur(at)); err != nil {
			return err
		}
		g.claimPaused = false
	}
	if g.pendingPress[by] {
		return g.press(idx, by, at)
	}
	// 7.5.3: pressing the clock without having made a move.
	if g.ed.Year != 2023 {
		return fmt.Errorf("%s has made no move: pressing before moving is punished under %s (6.2.4)", sideName(by), g.ed.article("12.9", ""))
	}
	if err := g.clk.Press(r, dur(at)); err != nil {
		return err
	}
	g.rule(idx, at, "7.5.3", sideName(by)+" pressed the clock without making a move: treated as an illegal move")
	if err := g.clockTo(by, at); err != nil {
		return err
	}
	g.setMoveCounters(at)
	return g.penalise(idx, by, at, false)
}

// setMoveCounters sets the clock's move counters to the moves completed on
// the board (7.1).
func (g *Game) setMoveCounters(at int64) {
	if g.clk == nil {
		return
	}
	var n [2]int
	for _, p := range g.plies {
		if p.PressedAt >= 0 {
			n[p.Color]++
		}
	}
	for c := range 2 {
		_ = g.clk.SetMoves(clock.Side(c), n[c], dur(at))
	}
}

// clockTo makes c's clock run, leaving both times as they are (7.1).
func (g *Game) clockTo(c chess.Color, at int64) error {
	if g.clk == nil {
		return nil
	}
	r, _ := g.clk.Running()
	if chess.Color(r) == c {
		return nil
	}
	paused := g.clk.Paused()
	if paused {
		if err := g.clk.Resume(dur(at)); err != nil {
			return err
		}
	}
	keep := g.clk.Remaining(r, dur(at))
	fallen := g.clk.Flag(r, dur(at)).Fallen
	if err := g.clk.Press(r, dur(at)); err != nil {
		return err
	}
	if !fallen {
		if err := g.clk.SetRemaining(r, keep, dur(at)); err != nil {
			return err
		}
	}
	if paused {
		return g.clk.Pause(dur(at))
	}
	return nil
}

// penalise applies 7.5.5 (and the edition's equivalent) to offender's
// completed illegal move. restored says whether the position was set
// back (it is judged for can-mate after the restoration).
func (g *Game) penalise(idx int, offender chess.Color, at int64, _ bool) error {
	o := offender.Other()
	if g.ed.IllegalNoPenalty {
		g.rule(idx, at, "7.5.1", "the position before the illegal move is restored; no penalty")
		return nil
	}
	g.illegal[offender]++
	n := g.illegal[offender]
	if g.ed.IllegalLossAt > 0 && n >= g.ed.IllegalLossAt {
		if g.ed.IllegalLossCanMate && !g.canMate(g.cur(), o) {
			g.end(idx, at, Drawn, TermIllegalMove, "7.5.5", fmt.Sprintf("illegal move number %d by %s, but %s cannot checkmate by any sequence of legal moves: draw", n, sideName(offender), sideName(o)))
			return nil
		}
		g.end(idx, at, winFor(o), TermIllegalMove, "7.5.5", fmt.Sprintf("illegal move number %d by %s: the game is lost", n, sideName(offender)))
		return nil
	}
	pen := g.penaltyFor(g.ed.IllegalPenalty)
	if err := g.addTime(o, pen, at); err != nil {
		return err
	}
	art := "7.5.5"
	if pen != g.ed.IllegalPenalty {
		art = "A.3"
	}
	g.rule(idx, at, art, fmt.Sprintf("illegal move number %d by %s: %s receives %s", n, sideName(offender), sideName(o), pen))
	return nil
}

func (g *Game) doReport(idx int, ev *Event, at int64) error {
	var offender chess.Color
	byArbiter := ev.By == "arbiter" || ev.By == ""
	if ev.Side != "" {
		offender, _ = parseSide(ev.Side)
	} else if !byArbiter {
		r, _ := parseSide(ev.By)
		offender = r.Other()
	} else {
		return errors.New("missing \"side\": whose illegal move is reported")
	}
	if !byArbiter {
		if r, _ := parseSide(ev.By); r == offender {
			return errors.New("a player cannot report his own illegal move")
		}
	}
	window := g.unsupervised() || (g.fast() && g.ed.Year == 2005)
	if ev.Type == EvTwoHands {
		if !g.ed.TwoHandsIsIllegal {
			return fmt.Errorf("%s has no rule 7.5.4 on two hands; use a penalty (%s)", g.ed.Cite, g.ed.article("12.9", ""))
		}
		last := -1
		for i := len(g.plies) - 1; i >= 0; i-- {
			if g.plies[i].Color == offender && g.plies[i].PressedAt >= 0 {
				last = i
				break
			}
		}
		if last < 0 {
			return fmt.Errorf("%s has completed no move", sideName(offender))
		}
		if window && last != len(g.plies)-1 {
			return errors.New("the opponent has made his next move: too late (A.5.2)")
		}
		g.rule(idx, at, "7.5.4", sideName(offender)+" used two hands for one move and pressed the clock: treated as an illegal move; the move stands")
		return g.penalise(idx, offender, at, false)
	}
	target := -1
	for _, i := range g.unreported {
		if g.plies[i].Color == offender {
			target = i
			break
		}
	}
	if target < 0 {
		return fmt.Errorf("%s has no unreported illegal move", sideName(offender))
	}
	if window {
		if target != len(g.plies)-1 {
			return errors.New("the opponent has made his next move: the illegal move stands (A.5.2)")
		}
	}
	pl := g.plies[target]
	before := g.hist[target]
	if g.ed.Year == 2005 && g.fast() {
		if byArbiter && !irregularA54(&g.hist[target+1]) {
			return errors.New("2005 rapid and blitz: the arbiter acts on an illegal move only on the opponent's claim (B6, C3)")
		}
		if g.class == clock.Blitz {
			o := offender.Other()
			g.unreported = slices.DeleteFunc(g.unreported, func(i int) bool { return i == target })
			if !g.canMate(g.cur(), o) {
				g.end(idx, at, Drawn, TermIllegalMove, "C3", fmt.Sprintf("illegal move %s claimed by %s, who cannot checkmate: draw", pl.UCI, sideName(o)))
				return nil
			}
			g.end(idx, at, winFor(o), TermIllegalMove, "C3", fmt.Sprintf("illegal move %s claimed by %s before his own move: %s wins", pl.UCI, sideName(o), sideName(o)))
			return nil
		}
	}
	if window && g.ed.FastIllegal == FastIllegalLoses {
		o := offender.Other()
		g.unreported = slices.DeleteFunc(g.unreported, func(i int) bool { return i == target })
		if !g.canMate(g.cur(), o) {
			g.end(idx, at, Drawn, TermIllegalMove, "A.5.2", fmt.Sprintf("illegal move %s, but %s cannot checkmate: draw", pl.UCI, sideName(o)))
			return nil
		}
		g.end(idx, at, winFor(o), TermIllegalMove, "A.5.2", fmt.Sprintf("illegal move %s seen before %s's next move: %s loses", pl.UCI, sideName(o), sideName(offender)))
		return nil
	}
	// Unreplaced promotion (7.5.2): the pawn becomes a queen, no
	// restoration, where the edition says so.
	if g.ed.PromotionToQueen && target == len(g.plies)-1 && len(pl.UCI) == 4 {
		if m, err := before.ParseUCI(pl.UCI + "q"); err == nil {
			g.hist[target+1] = before.After(m)
			g.plies[target].Move, g.plies[target].UCI, g.plies[target].Illegal = m, pl.UCI+"q", false
			g.unreported = slices.DeleteFunc(g.unreported, func(i int) bool { return i == target })
			g.rule(idx, at, "7.5.2", "the pawn moved to the last rank was not replaced: it becomes a queen")
			if err := g.penalise(idx, offender, at, false); err != nil || g.over {
				return err
			}
			g.automatic(idx, at)
			return nil
		}
	}
	// 7.5.1: restore the position before the irregularity.
	g.hist = slices.Clone(g.hist[:target+1])
	g.plies = slices.Clone(g.plies[:target])
	g.unreported = slices.DeleteFunc(g.unreported, func(i int) bool { return i >= target })
	g.pendingPress = [2]bool{}
	g.hasForced, g.touched = false, true
	g.touches = touchesOf(&before, pl.UCI)
	g.rule(idx, at, "7.5.1", fmt.Sprintf("the illegal move %s by %s is corrected: the position before it is restored and the piece moved must be moved (4.3, 4.7)", pl.UCI, sideName(offender)))
	if err := g.clockTo(offender, at); err != nil {
		return err
	}
	g.setMoveCounters(at)
	return g.penalise(idx, offender, at, true)
}

// touchesOf: the touches an illegal move implies for its replacement (7.5.1
// with 4.3 and 4.4): the piece moved, then the piece captured or the
// castling rook.
func touchesOf(p *chess.Position, uci string) []Touch {
	from, _ := chess.ParseSquare(uci[0:2])
	to, _ := chess.ParseSquare(uci[2:4])
	t := []Touch{{Square: from, Own: true}}
	pc := p.PieceAt(from)
	target := p.PieceAt(to)
	switch {
	case target != chess.NoPiece && target.Color() != pc.Color():
		t = append(t, Touch{Square: to})
	case pc.Type() == chess.King && to.Rank() == from.Rank() && (target != chess.NoPiece || int(to)-int(from) == 2 || int(from)-int(to) == 2):
		rsq := to
		if target == chess.NoPiece {
			if to > from {
				rsq = chess.SquareAt(7, from.Rank())
			} else {
				rsq = chess.SquareAt(0, from.Rank())
			}
		}
		t = append(t, Touch{Square: rsq, Own: true})
	}
	return t
}

func (g *Game) doTouch(idx int, ev *Event, by chess.Color, at int64) error {
	p := g.cur()
	sq, _ := chess.ParseSquare(ev.Square)
	pc := p.PieceAt(sq)
	if pc == chess.NoPiece {
		return fmt.Errorf("there is no piece on %s", sq)
	}
	if by != p.Turn() {
		if ev.Type == EvAdjust {
			return fmt.Errorf("only the player having the move may adjust pieces (4.2.1)")
		}
		return fmt.Errorf("%s does not have the move: touch-move binds the player having the move (4.3)", sideName(by))
	}
	if g.arbPaused || g.adjourned {
		return errors.New("the clock is stopped")
	}
	if ev.Type == EvAdjust {
		if g.ed.Year >= 2018 && g.clk != nil {
			if r, ticking := g.clk.Running(); chess.Color(r) != by || !ticking {
				if !g.claimPaused {
					return errors.New("pieces may be adjusted only while one's own clock is running (6.2.5)")
				}
			}
		}
		if pc.Color() != by && g.ed.Year != 1971 {
			return errors.New("a player adjusts only his own pieces (4.2.1)")
		}
		return nil
	}
	if g.claimPaused {
		if err := g.clk.Resume(dur(at)); err != nil {
			return err
		}
		g.claimPaused = false
	}
	if g.offer == int8(by.Other()) {
		g.offer = -1
		g.rule(idx, at, "9.1.2.1", sideName(by)+" touched a piece with the intention of moving it: the draw offer is declined")
	}
	g.touches = append(g.touches, Touch{Square: sq, Own: pc.Color() == by})
	g.touched = true
	return nil
}

func (g *Game) drawOffersAllowed(ev *Event, by chess.Color) error {
	if ev.Consent {
		return nil
	}
	if g.cfg.Regs.NoDrawOffers {
		return fmt.Errorf("the regulations forbid draw offers without the arbiter's consent (%s)", g.ed.article("9.1.1", ""))
	}
	if n := g.cfg.Regs.NoDrawOffersBefore; n > 0 {
		// The move number the offerer is at: moves made + 1.
		if g.movesMade(by)+1 < n && g.movesMade(by.Other())+1 < n {
			return fmt.Errorf("the regulations forbid draw offers before move %d (%s)", n, g.ed.article("9.1.1", ""))
		}
	}
	return nil
}

func (g *Game) doOffer(idx int, ev *Event, by chess.Color, at int64) error {
	switch ev.Type {
	case EvOfferDraw:
		if g.offer == int8(by) {
			return fmt.Errorf("%s's offer is still pending (9.1.2.1: it cannot be repeated or withdrawn)", sideName(by))
		}
		if g.offer == int8(by.Other()) {
			return fmt.Errorf("%s's offer is pending: accept it instead", sideName(by.Other()))
		}
		if err := g.drawOffersAllowed(ev, by); err != nil {
			return err
		}
		g.offer = int8(by)
		// 9.1.2.2: marked (=) with the offerer's last move.
		for i := len(g.plies) - 1; i >= 0; i-- {
			if g.plies[i].Color == by {
				g.plies[i].Offer = true
				break
			}
		}
		return nil
	case EvAcceptDraw:
		if g.offer != int8(by.Other()) {
			return fmt.Errorf("%s has no pending draw offer to accept", sideName(by.Other()))
		}
		if g.ed.DrawNeedsBothMoved && (g.movesMade(chess.White) == 0 || g.movesMade(chess.Black) == 0) {
			return fmt.Errorf("a draw by agreement needs both players to have made at least one move (%s)", g.ed.article("5.2.3", ""))
		}
		if err := g.drawOffersAllowed(ev, by); err != nil {
			return err
		}
		g.end(idx, at, Drawn, TermAgreement, "5.2.3", "draw by agreement")
		return nil
	default:
		if g.offer != int8(by.Other()) {
			return fmt.Errorf("%s has no pending draw offer to decline", sideName(by.Other()))
		}
		g.offer = -1
		return nil
	}
}

func (g *Game) doClaim(idx int, ev *Event, by chess.Color, at int64) error {
	p := g.cur()
	if by != p.Turn() {
		return fmt.Errorf("only the player having the move may claim (%s)", g.ed.article(map[string]string{"threefold": "9.2", "fifty": "9.3.2"}[ev.Claim], ""))
	}
	if g.arbPaused {
		return errors.New("the clock is stopped by the arbiter")
	}
	if g.hasForced {
		return errors.New("a claim cannot be withdrawn or repeated: the announced move must be played (9.5.3)")
	}
	if g.touched && g.ed.ClaimLostByTouch {
		return fmt.Errorf("%s touched a piece under 4.3: no claim under 9.2 or 9.3 for this move (%s)", sideName(by), g.ed.article("9.4", ""))
	}
	var m chess.Move
	announced := ev.Move != ""
	legal := true
	if announced {
		if ev.Claim == "fifty" && !g.ed.FiftyAnnounced {
			return fmt.Errorf("the 50-move claim rests only on the position on the board (%s)", g.ed.article("9.3.2", ""))
		}
		var err error
		m, err = p.ParseUCI(ev.Move)
		legal = err == nil
	}
	var ok bool
	var n2023 string
	term := TermThreefold
	switch {
	case ev.Claim == "threefold" && announced:
		ok, n2023 = legal && g.ThreefoldAfter(m), "9.2.1"
	case ev.Claim == "threefold":
		ok, n2023 = g.ThreefoldOnBoard(), "9.2.2"
	case announced:
		ok, n2023, term = legal && g.FiftyAfter(m), "9.3.1", TermFifty
	default:
		ok, n2023, term = g.FiftyOnBoard(), "9.3.2", TermFifty
	}
	if g.clk != nil && !g.clk.Paused() {
		if err := g.clk.Pause(dur(at)); err != nil {
			return err
		}
		g.claimPaused = true
	}
	what := map[string]string{"threefold": "repetition", "fifty": "50-move"}[ev.Claim]
	if ok {
		g.end(idx, at, Drawn, term, n2023, fmt.Sprintf("correct %s claim by %s", what, sideName(by)))
		return nil
	}
	o := by.Other()
	text := fmt.Sprintf("incorrect %s claim by %s", what, sideName(by))
	if g.ed.ClaimPenalty > 0 {
		pen := g.penaltyFor(g.ed.ClaimPenalty)
		if v := g.cfg.Regs.ClaimPenaltyOverrideMs; v != nil {
			pen = dur(*v)
		}
		if err := g.addTime(o, pen, at); err != nil {
			return err
		}
		text += fmt.Sprintf(": %s receives %s", sideName(o), pen)
		if g.ed.ClaimPenaltyClaimant && g.clk != nil {
			r := g.clk.Remaining(clock.Side(by), dur(at))
			var cut time.Duration
			switch {
			case r > 2*time.Minute:
				cut = min(r/2, 3*time.Minute)
			case r > time.Minute:
				cut = r - time.Minute
			}
			cut = cut / time.Millisecond * time.Millisecond
			if cut > 0 {
				if err := g.addTime(by, -cut, at); err != nil {
					return err
				}
				text += fmt.Sprintf("; %s loses %s", sideName(by), cut)
			}
		}
	}
	if announced {
		if legal {
			g.forced, g.hasForced = m, true
			text += "; the announced move " + ev.Move + " must be played"
		} else {
			from, _ := chess.ParseSquare(ev.Move[0:2])
			if pc := p.PieceAt(from); pc != chess.NoPiece && pc.Color() == by {
				g.touches = append(g.touches, Touch{Square: from, Own: true})
				g.touched = true
			}
			text += "; the announced move is illegal: the piece must be moved if it can (4.3)"
		}
	}
	n := "9.5.3"
	if g.ed.Year == 1971 {
		n = "12.3"
	}
	g.rule(idx, at, n, text)
	if g.ed.Year != 1971 {
		g.offer = int8(by) // 9.1.2.3: the claim counts as a draw offer
		g.rule(idx, at, "9.1.2.3", "the claim counts as a draw offer")
	}
	return nil
}

// ruleFlag rules on the established fall of c's flag (6.9 and the
// edition's equivalents). est is the instant of establishment.
func (g *Game) ruleFlag(idx int, c chess.Color, f clock.Flag, est int64) {
	if f.Met {
		g.rule(idx, est, "6.4", sideName(c)+"'s flag fell but the required number of moves was completed: no loss")
		return
	}
	o := c.Other()
	if g.qpfPostponed == int8(c) {
		g.flagAwait = int8(c)
		g.rule(idx, est, "III.5.2", sideName(c)+"'s flag fell during a postponed quickplay claim: the arbiter decides the claim")
		return
	}
	art := "6.9"
	if g.unsupervised() && g.ed.Year >= 2014 {
		art = "A.5.3"
	}
	if g.ed.FlagVsCannotMateDraw && !g.canMate(g.cur(), o) {
		g.end(idx, est, Drawn, TermTimeForfeit, art, fmt.Sprintf("%s's flag fell, but %s cannot checkmate by any sequence of legal moves: draw", sideName(c), sideName(o)))
		return
	}
	g.end(idx, est, winFor(o), TermTimeForfeit, art, fmt.Sprintf("%s's flag fell: %s has not completed the prescribed moves in the allotted time", sideName(c), sideName(c)))
}

func (g *Game) doFlag(idx int, ev *Event, at int64) error {
	if g.clk == nil {
		return errors.New("the game has no clock")
	}
	c, _ := parseSide(ev.Side)
	byArbiter := ev.By == "arbiter" || ev.By == ""
	if g.ed.BlitzFlagOnlyByClaim && g.class == clock.Blitz {
		if byArbiter {
			return errors.New("2005 blitz: a flag counts only on a player's claim; the arbiter stays silent (C7)")
		}
		if r, _ := parseSide(ev.By); r != c.Other() {
			return errors.New("only the opponent claims a win on time")
		}
		if g.clk.Flag(clock.Side(c.Other()), dur(at)).Fallen {
			return errors.New("2005 blitz: the claimant's own flag has fallen (C8); only both_flags applies")
		}
	}
	if g.flagAwait >= 0 {
		return errors.New("a flag fall is already waiting for the arbiter's decision on the quickplay claim")
	}
	f := g.clk.Flag(clock.Side(c), dur(at))
	if !f.Fallen {
		return fmt.Errorf("%s's flag has not fallen at %d ms (%s left)", sideName(c), at, g.clk.Remaining(clock.Side(c), dur(at)))
	}
	if ev.FellAt != nil && *ev.FellAt != msOf(f.At) {
		return fmt.Errorf("fell_at %d ms disagrees with the clock (%d ms)", *ev.FellAt, msOf(f.At))
	}
	// If the other flag fell first, that one decides.
	if of := g.clk.Flag(clock.Side(c.Other()), dur(at)); of.Fallen && of.At < f.At {
		c, f = c.Other(), of
	}
	g.flagRuled[c] = true
	g.ruleFlag(idx, c, f, at)
	return nil
}

func (g *Game) doBothFlags(idx int, at int64) error {
	if g.clk == nil {
		return errors.New("the game has no clock")
	}
	if !g.clk.Flag(clock.White, dur(at)).Fallen || !g.clk.Flag(clock.Black, dur(at)).Fallen {
		return errors.New("both flags have not fallen")
	}
	if g.fast() && g.ed.FastBothFlagsDraw {
		g.end(idx, at, Drawn, TermBothFlags, "C9", "both flags have fallen: draw")
		return nil
	}
	r, _ := g.clk.Running()
	_, p, _ := g.clk.Period(r)
	n := "III.3.1"
	if g.ed.BothFlagsCoreRule {
		n = "6.12"
		if g.ed.Year == 2005 {
			n = "6.12b"
		}
	}
	if p.Moves == 0 {
		g.end(idx, at, Drawn, TermBothFlags, n, "both flags have fallen and the order cannot be established, in the period for all remaining moves: draw")
		return nil
	}
	g.rule(idx, at, n, "both flags have fallen and the order cannot be established, before the last period: the game continues (the arbiter sets the clocks)")
	return nil
}

func (g *Game) doPenalty(idx int, ev *Event, at int64) error {
	if ev.By != "arbiter" && ev.By != "" {
		return errors.New("only the arbiter imposes penalties (12.9)")
	}
	s, _ := parseSide(ev.Side)
	o := s.Other()
	sc := g.cfg.scoring()
	switch ev.Kind {
	case "warning", "fine", "exclusion":
		g.rule(idx, at, "12.9", fmt.Sprintf("%s: %s %s", ev.Kind, sideName(s), ev.Reason))
	case "opponent_time", "own_time":
		if g.clk == nil {
			return errors.New("the game has no clock")
		}
		target, d := o, dur(ev.Ms)
		if ev.Kind == "own_time" {
			target, d = s, -d
		}
		if err := g.addTime(target, d, at); err != nil {
			return err
		}
		g.rule(idx, at, "12.9", fmt.Sprintf("%s: %s's time changed by %s %s", ev.Kind, sideName(target), d, ev.Reason))
	case "raise_opponent_score", "reduce_score":
		v := *ev.Points
		if v != sc.Win && v != sc.Draw && v != sc.Loss {
			return fmt.Errorf("%v points is not a score normally achievable (10.2)", v)
		}
		if ev.Kind == "reduce_score" {
			g.scoreHi[s] = v
		} else {
			g.scoreLo[o] = v
		}
		g.rule(idx, at, "12.9", fmt.Sprintf("%s: %v %s", ev.Kind, v, ev.Reason))
	case "loss", "expulsion":
		g.end(idx, at, winFor(o), TermPenalty, "12.9", fmt.Sprintf("%s: %s loses the game %s", ev.Kind, sideName(s), ev.Reason))
	}
	return nil
}

func (g *Game) doCorrection(idx int, ev *Event, at int64) error {
	if g.clk == nil {
		return errors.New("the game has no clock")
	}
	if n := g.ed.SetupCutoffMoves; g.unsupervised() && n > 0 && ev.Kind != "schedule" &&
		g.clk.Moves(clock.White) >= n && g.clk.Moves(clock.Black) >= n {
		return fmt.Errorf("after %d completed moves each the clock settings may not be changed (A.5.1.1) unless the schedule requires it (kind \"schedule\")", n)
	}
	d := dur(at)
	if ev.WhiteMoves != nil {
		if err := g.clk.SetMoves(clock.White, *ev.WhiteMoves, d); err != nil {
			return err
		}
	}
	if ev.BlackMoves != nil {
		if err := g.clk.SetMoves(clock.Black, *ev.BlackMoves, d); err != nil {
			return err
		}
	}
	if ev.WhiteMs != nil {
		if err := g.clk.SetRemaining(clock.White, dur(*ev.WhiteMs), d); err != nil {
			return err
		}
		g.flagRuled[chess.White] = false
	}
	if ev.BlackMs != nil {
		if err := g.clk.SetRemaining(clock.Black, dur(*ev.BlackMs), d); err != nil {
			return err
		}
		g.flagRuled[chess.Black] = false
	}
	g.rule(idx, at, "6.10.2", "the arbiter corrects the clock: "+g.clk.Read(d).String())
	return nil
}

func (g *Game) doSeal(idx int, ev *Event, turn chess.Color, at int64) error {
	if !g.cfg.Regs.Adjournments {
		return errors.New("the regulations do not provide for adjournments (Guidelines I)")
	}
	by, err := g.actor(ev, turn)
	if err != nil {
		return err
	}
	if by != turn {
		return fmt.Errorf("only the player having the move seals (I.1.1)")
	}
	if g.arbPaused {
		return errors.New("the clock is stopped by the arbiter")
	}
	if g.clk != nil && !g.clk.Paused() {
		if err := g.clk.Pause(dur(at)); err != nil {
			return err
		}
	}
	g.claimPaused = false
	g.adjourned, g.sealed = true, ev.Move
	g.rule(idx, at, "I.1.1", sideName(by)+" seals his move and stops the clock: the game is adjourned")
	return nil
}

func (g *Game) doResumeAdjourned(idx int, at int64) error {
	if !g.adjourned {
		return errors.New("the game is not adjourned")
	}
	g.adjourned = false
	if g.clk != nil {
		if err := g.clk.Resume(dur(at)); err != nil {
			return err
		}
	}
	p := g.cur()
	sealer := p.Turn()
	txt := g.sealed
	g.sealed = ""
	// The sealed move may be written in any notation the players use
	// (Art. 8.1, Appendix C): SAN or long algebraic in any language, or UCI.
	m, _, err := notation.ParseMove(p, []byte(txt), notation.ReadOptions{})
	if err != nil {
		o := sealer.Other()
		why := "illegal"
		var se *notation.SANError
		if errors.As(err, &se) {
			switch se.Reason {
			case notation.ReasonAmbiguous:
				why = "ambiguous"
			case notation.ReasonUnreadable:
				why = "written so that its meaning cannot be established"
			}
		}
		if !g.canMate(p, o) {
			g.end(idx, at, Drawn, TermSealedMove, "I.8", fmt.Sprintf("the sealed move %q is %s, but %s cannot checkmate: draw", txt, why, sideName(o)))
			return nil
		}
		g.end(idx, at, winFor(o), TermSealedMove, "I.8", fmt.Sprintf("the sealed move %q is %s: %s loses", txt, why, sideName(sealer)))
		return nil
	}
	g.touches, g.hasForced, g.touched = nil, false, false
	g.rule(idx, at, "I.9.1", "the envelope is opened and the sealed move "+txt+" made on the board")
	return g.doMove(idx, sealer, p.UCI(m), true, at)
}

// qpfApplies: Guidelines III (or 2005 Art. 10.2) apply now.
func (g *Game) qpfApplies() error {
	if !(g.cfg.Regs.QuickplayFinish || g.ed.QuickplayInLaws) || g.ed.Year == 1971 {
		return errors.New("the quickplay-finish rules do not apply (Guidelines III.2.1: not announced)")
	}
	if g.clk == nil {
		return errors.New("the game has no clock")
	}
	if g.class == clock.Blitz {
		return errors.New("the quickplay-finish rules never apply to blitz (III.2.2)")
	}
	r, _ := g.clk.Running()
	_, p, _ := g.clk.Period(r)
	if p.Moves != 0 {
		return errors.New("not in the period in which all remaining moves must be completed (III.1)")
	}
	if p.Mode == clock.Increment && g.ed.Year >= 2014 && !g.qpfSwitched {
		return errors.New("Guidelines III apply only to games without increment (III.2.2)")
	}
	return nil
}

func (g *Game) doQPF(idx int, ev *Event, turn chess.Color, at int64) error {
	if err := g.qpfApplies(); err != nil && !(ev.Type == EvQPFDecision && g.qpfPostponed >= 0) {
		return err
	}
	d := dur(at)
	switch ev.Type {
	case EvQPFRequest, EvQPFClaim:
		by, err := g.actor(ev, turn)
		if err != nil {
			return err
		}
		if by != turn {
			return errors.New("only the player having the move may ask (III.4, III.5)")
		}
		if ev.Type == EvQPFRequest && g.ed.Year < 2014 {
			return errors.New("the edition has no increment-switch request (III.4)")
		}
		if g.qpfSwitched {
			return errors.New("the increment has already been introduced")
		}
		s := clock.Side(by)
		if g.clk.Flag(s, d).Fallen {
			return errors.New("the flag has fallen")
		}
		if g.clk.Remaining(s, d) >= 2*time.Minute {
			return errors.New("the player has 2 minutes or more left (III.4, III.5)")
		}
		o := by.Other()
		if ev.Type == EvQPFRequest {
			g.offer = int8(by)
			g.rule(idx, at, "III.4", sideName(by)+" requests a 5-second increment for both players; the request is a draw offer")
			return nil
		}
		if !g.clk.Paused() {
			if err := g.clk.Pause(d); err != nil {
				return err
			}
			g.claimPaused = true
		}
		switch ev.Kind {
		case "draw":
			g.end(idx, at, Drawn, TermQuickplay, "III.5", "the arbiter agrees with the quickplay-finish claim: draw (III.5.1)")
		case "postpone":
			g.qpfPostponed = int8(by)
			txt := "the arbiter postpones the decision on the quickplay-finish claim (III.5.2)"
			if ev.Award {
				if err := g.addTime(o, 2*time.Minute, at); err != nil {
					return err
				}
				txt += "; " + sideName(o) + " receives 2 minutes"
			}
			g.rule(idx, at, "III.5", txt)
		case "reject":
			if err := g.addTime(o, 2*time.Minute, at); err != nil {
				return err
			}
			g.rule(idx, at, "III.5", "the arbiter rejects the quickplay-finish claim: "+sideName(o)+" receives 2 minutes (III.5.3)")
		}
		return nil
	case EvQPFSwitch:
		if g.offer < 0 {
			return errors.New("no pending increment request (III.4)")
		}
		req := chess.Color(g.offer)
		o := req.Other()
		st := g.clk.State()
		if st.Paused {
			return errors.New("the clock is stopped")
		}
		// The clock is reset: remaining times, plus 5 s per move from now on.
		w, b := g.clk.Remaining(clock.White, d), g.clk.Remaining(clock.Black, d)
		tc, err := clock.NewTimeControl(clock.Period{Time: max(w, b, time.Second), Mode: clock.Increment, Extra: 5 * time.Second})
		if err != nil {
			return err
		}
		st.Control = tc
		st.RunStartMs, st.SpentMs, st.LastMs = at, 0, at
		st.Players[clock.White].MainMs, st.Players[clock.Black].MainMs = msOf(w), msOf(b)
		k, err := clock.Restore(st, g.src)
		if err != nil {
			return err
		}
		g.clk = k
		g.qpfSwitched = true
		g.offer = -1
		if err := g.addTime(o, 2*time.Minute, at); err != nil {
			return err
		}
		g.rule(idx, at, "III.4", sideName(o)+" declined; the arbiter introduces a 5-second increment for both and "+sideName(o)+" receives 2 minutes")
		return nil
	case EvQPFDecision:
		if g.qpfPostponed < 0 {
			return errors.New("no postponed quickplay-finish claim")
		}
		c := chess.Color(g.qpfPostponed)
		g.qpfPostponed = -1
		if ev.Kind == "draw" {
			g.end(idx, at, Drawn, TermQuickplay, "III.5", "the arbiter upholds the postponed quickplay-finish claim: draw (III.5.2)")
			return nil
		}
		g.rule(idx, at, "III.5", "the arbiter rejects the postponed quickplay-finish claim of "+sideName(c))
		if g.flagAwait >= 0 {
			f := g.flagAwait
			g.flagAwait = -1
			g.ruleFlag(idx, chess.Color(f), g.clk.Flag(clock.Side(f), d), at)
		}
		return nil
	}
	return nil
}

// Points returns the players' scores (Art. 10) once the game is over,
// with the arbiter's score penalties (12.9). ok is false while it goes on
// and for an annulled game.
func (g *Game) Points() (white, black float64, ok bool) {
	if !g.over || g.result == Annulled {
		return 0, 0, false
	}
	sc := g.cfg.scoring()
	var p [2]float64
	switch g.result {
	case WhiteWins:
		p = [2]float64{sc.Win, sc.Loss}
	case BlackWins:
		p = [2]float64{sc.Loss, sc.Win}
	case Drawn:
		p = [2]float64{sc.Draw, sc.Draw}
	case BothLose:
		p = [2]float64{sc.Loss, sc.Loss}
	}
	for c := range 2 {
		if g.scoreHi[c] >= 0 && p[c] > g.scoreHi[c] {
			p[c] = g.scoreHi[c]
		}
		if g.scoreLo[c] >= 0 && p[c] < g.scoreLo[c] {
			p[c] = g.scoreLo[c]
		}
	}
	return p[0], p[1], true
}

// lateWrongSetup applies A.5.1.2 once both players have made the cut-off
// number of moves: the set-up can no longer be corrected, but a king set
// up wrongly may no longer castle at all, and a wrongly set-up rook may no
// longer castle. Square names the piece's square in the initial position.
func (g *Game) lateWrongSetup(idx int, ev *Event, at int64, n int) error {
	sq, ok := chess.ParseSquare(ev.Square)
	if !ok {
		return fmt.Errorf("after %d moves each a wrong set-up can no longer be claimed (A.5.1.2); name the wrongly set-up king or rook in \"square\" to apply its castling consequence", n)
	}
	start := g.hist[0]
	pc := start.PieceAt(sq)
	if pc.Type() != chess.King && pc.Type() != chess.Rook {
		return fmt.Errorf("A.5.1.2 restricts castling for a wrongly set-up king or rook; the initial position has no king or rook on %s", sq)
	}
	p := g.cur()
	s := p.Setup()
	c := pc.Color()
	what := "rook on " + sq.String() + ": castling with it is no longer allowed"
	if pc.Type() == chess.King {
		s.CastlingRooks &^= s.CastlingRooks & (chess.Rank1 << (56 * uint(c)))
		what = "king: " + sideName(c) + " may no longer castle"
	} else {
		s.CastlingRooks &^= sq.Bitboard()
	}
	np, _, err := chess.NewPosition(s, chess.Options{Chess960: p.IsChess960(), Lenient: true})
	if err != nil {
		return err
	}
	*p = np
	g.rule(idx, at, "A.5.1.2", fmt.Sprintf("after %d moves each the set-up can no longer be corrected; wrongly set-up %s", n, what))
	return nil
}
