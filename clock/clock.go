package clock

import (
	"errors"
	"fmt"
	"time"
)

// Side is one of the two players.
type Side uint8

const (
	White Side = 0
	Black Side = 1
)

// Other returns the opponent.
func (s Side) Other() Side { return 1 - s&1 }

func (s Side) String() string {
	if s == White {
		return "white"
	}
	return "black"
}

// Source supplies instants on a monotonic time line.
type Source interface {
	Now() time.Duration
}

// Real is a Source based on Go's monotonic clock: instants are measured
// from the moment it was created.
type Real struct{ epoch time.Time }

// NewReal returns a Real source starting at 0 now.
func NewReal() *Real { return &Real{epoch: time.Now()} }

// Now returns the time since the source was created, to the millisecond.
func (r *Real) Now() time.Duration { return roundMs(time.Since(r.epoch)) }

// Manual is a Source that only moves when told to; for tests and for
// replaying logs. The zero value is at instant 0.
type Manual struct{ t time.Duration }

// Now returns the current instant.
func (m *Manual) Now() time.Duration { return m.t }

// Set moves the source to instant t.
func (m *Manual) Set(t time.Duration) { m.t = t }

// Advance moves the source forward by d and returns the new instant.
func (m *Manual) Advance(d time.Duration) time.Duration { m.t += d; return m.t }

// Errors returned by Clock methods.
var (
	ErrNoClock     = errors.New("clock: time control has no clock (unknown or untimed)")
	ErrNotStarted  = errors.New("clock: not started")
	ErrStarted     = errors.New("clock: already started")
	ErrPaused      = errors.New("clock: paused")
	ErrNotPaused   = errors.New("clock: not paused")
	ErrNotRunning  = errors.New("clock: that player's clock is not running")
	ErrBackwards   = errors.New("clock: instant before the last event")
	ErrFlagFallen  = errors.New("clock: that player's flag has fallen; set the time instead")
	ErrBadArgument = errors.New("clock: argument out of range")
)

// Flag describes a player's flag (6.1.1: the allotted time is used up).
type Flag struct {
	Fallen bool          // the flag has fallen
	At     time.Duration // instant of the fall
	// Moves the player had completed when the flag fell.
	Moves int
	// Required is the number of moves the player had to have completed by
	// the end of the period in force (6.3.1), or 0 if that period is for all
	// remaining moves.
	Required int
	// Met reports whether that requirement was met at the fall (6.4). With
	// this package's default, period time is credited as soon as the last
	// move of a period is completed, so a fall normally happens with the
	// requirement unmet; Met is true when the move counter says otherwise,
	// for example after an arbiter's correction of the counter.
	Met bool
}

// Clock is a chess clock (Art. 6) for one game. Methods take the instant
// at which they act; instants must not go backwards (ErrBackwards). Queries
// for an instant before the last event answer for the last event. A Clock
// is not safe for concurrent use.
type Clock struct {
	tc    TimeControl
	rules Rules
	src   Source

	started  bool
	paused   bool
	running  Side          // whose clock runs (or would run, while paused)
	last     time.Duration // instant of the last event
	runStart time.Duration // instant the running clock was last started
	spent    time.Duration // time used in the current move before runStart
	p        [2]player
}

type player struct {
	main  time.Duration // main time at the start of the move (runner) or now (waiter)
	moves int           // moves completed
	flag  Flag
}

// New returns a stopped clock for tc, with each player's time set to the
// first period's time. A nil src means NewReal(). tc must be Timed or
// Sandclock.
func New(tc TimeControl, r Rules, src Source) (*Clock, error) {
	tc = tc.normalize()
	if err := tc.Validate(); err != nil {
		return nil, err
	}
	if tc.Kind != Timed && tc.Kind != Sandclock {
		return nil, ErrNoClock
	}
	if src == nil {
		src = NewReal()
	}
	c := &Clock{tc: tc, rules: r, src: src}
	c.p[White].main = tc.Periods[0].Time
	c.p[Black].main = tc.Periods[0].Time
	return c, nil
}

// Now returns the current instant of the clock's source.
func (c *Clock) Now() time.Duration { return roundMs(c.src.Now()) }

// Control returns the time control.
func (c *Clock) Control() TimeControl { return c.tc }

// Rules returns the rules the clock applies.
func (c *Clock) Rules() Rules { return c.rules }

// Start starts White's clock at instant at (6.6: at the scheduled start,
// whether or not anyone is present).
func (c *Clock) Start(at time.Duration) error {
	at = roundMs(at)
	if c.started {
		return ErrStarted
	}
	if at < c.last {
		return ErrBackwards
	}
	c.started, c.running, c.runStart, c.spent, c.last = true, White, at, 0, at
	return nil
}

// Started reports whether the clock was started.
func (c *Clock) Started() bool { return c.started }

// Running returns whose clock is running; ticking is false before the
// start and during a pause (the side is then the one whose clock will run).
func (c *Clock) Running() (s Side, ticking bool) {
	return c.running, c.started && !c.paused
}

// Paused reports whether the arbiter has stopped the clock (6.11).
func (c *Clock) Paused() bool { return c.paused }

// Moves returns the number of moves the player has completed.
func (c *Clock) Moves(s Side) int { return c.p[s&1].moves }

// Period returns the index and the period that apply to the player's next
// move, and the move number by which the period must be completed (0 for
// all remaining moves).
func (c *Clock) Period(s Side) (idx int, p Period, requiredBy int) {
	if c.tc.Kind != Timed {
		return 0, c.tc.Periods[0], 0
	}
	idx, _, last := c.tc.span(c.p[s&1].moves + 1)
	return idx, c.tc.Periods[idx], last
}

// turn returns the per-move extra of the running side's current move.
func (c *Clock) turn() (Mode, time.Duration) {
	if c.tc.Kind != Timed {
		return NoExtra, 0
	}
	p := c.tc.periodFor(c.p[c.running].moves + 1)
	return p.Mode, p.Extra
}

// elapsed is the time used so far in the running side's current move.
func (c *Clock) elapsed(at time.Duration) time.Duration {
	if !c.started {
		return 0
	}
	if c.paused || at < c.runStart {
		return c.spent
	}
	return c.spent + at - c.runStart
}

// limit is the elapsed time at which the running side's flag falls.
func (c *Clock) limit() time.Duration {
	m, x := c.turn()
	if m == Delay {
		return c.p[c.running].main + x
	}
	return c.p[c.running].main
}

// use is the main time the running side's current move uses after e,
// before capping at the main time available.
func (c *Clock) use(e time.Duration) time.Duration {
	if m, x := c.turn(); m == Delay {
		return max(e-x, 0)
	}
	return e
}

// consumed is the main time used by the running side after e of its move.
func (c *Clock) consumed(e time.Duration) time.Duration {
	return min(c.use(e), c.p[c.running].main)
}

// pendingFlag returns the instant the running side's flag falls, if it has
// fallen by at and is not yet recorded.
func (c *Clock) pendingFlag(at time.Duration) (time.Duration, bool) {
	if !c.started || c.p[c.running].flag.Fallen {
		return 0, false
	}
	lim := c.limit()
	if c.elapsed(at) < lim {
		return 0, false
	}
	if c.paused {
		return c.last, true // time set to zero during a pause
	}
	return c.runStart + lim - c.spent, true
}

func (c *Clock) flagAt(s Side, at time.Duration) Flag {
	f := Flag{Fallen: true, At: at, Moves: c.p[s].moves}
	if c.tc.Kind == Timed {
		_, _, last := c.tc.span(f.Moves + 1)
		f.Required = last
		f.Met = last > 0 && f.Moves >= last
	}
	return f
}

// settle records a flag that fell by at.
func (c *Clock) settle(at time.Duration) {
	if t, ok := c.pendingFlag(at); ok {
		c.p[c.running].flag = c.flagAt(c.running, t)
		c.last = max(c.last, at)
	}
}

func (c *Clock) check(at time.Duration) (time.Duration, error) {
	at = roundMs(at)
	if at < c.last {
		return at, ErrBackwards
	}
	return at, nil
}

// Press completes a move of player s at instant at (6.2.1): his clock stops
// and the opponent's starts. The main time is charged per the period's
// mode, an increment is added, and if the move completes the period the
// next period's time is added with the time saved (6.3.2). A player whose
// flag has fallen stays at zero. Errors: the clock is not started, paused,
// or s's clock is not running (pressing the opponent's side of a chess
// clock does nothing).
func (c *Clock) Press(s Side, at time.Duration) error {
	at, err := c.check(at)
	switch {
	case err != nil:
		return err
	case !c.started:
		return ErrNotStarted
	case c.paused:
		return ErrPaused
	case s != c.running:
		return ErrNotRunning
	}
	c.settle(at)
	e := c.elapsed(at)
	me, op := &c.p[s], &c.p[s.Other()]
	m := me.moves + 1
	if c.tc.Kind == Sandclock {
		used := c.consumed(e)
		me.main -= used
		op.main += used
	} else if me.flag.Fallen {
		me.main = 0
	} else {
		idx, _, last := c.tc.span(m)
		p := c.tc.Periods[idx]
		main := me.main - c.consumed(e)
		switch p.Mode {
		case Increment:
			main += p.Extra
		case Bronstein:
			main += min(e, p.Extra)
		}
		if last != 0 && m == last {
			next := c.tc.nextTime(idx)
			if p.Mode == Delay && !c.rules.CarrySavedTimeInDelayMode {
				main = next
			} else {
				main += next
			}
		}
		me.main = min(main, MaxTime*2)
	}
	me.moves = m
	c.running, c.runStart, c.spent, c.last = s.Other(), at, 0, at
	return nil
}

// Pause stops the running clock at instant at (6.11, 6.10.2, 9.5.1).
func (c *Clock) Pause(at time.Duration) error {
	at, err := c.check(at)
	switch {
	case err != nil:
		return err
	case !c.started:
		return ErrNotStarted
	case c.paused:
		return ErrPaused
	}
	c.settle(at)
	c.spent = c.elapsed(at)
	c.paused, c.last = true, at
	return nil
}

// Resume restarts the clock that was running before the pause (6.11.3).
func (c *Clock) Resume(at time.Duration) error {
	at, err := c.check(at)
	switch {
	case err != nil:
		return err
	case !c.paused:
		return ErrNotPaused
	}
	c.paused, c.runStart, c.last = false, at, at
	return nil
}

// Remaining returns the time player s has at instant at, as the clock shows
// it: never negative; in delay mode the main time (the delay left is
// DelayLeft).
func (c *Clock) Remaining(s Side, at time.Duration) time.Duration {
	at = max(roundMs(at), c.last)
	s &= 1
	if c.p[s].flag.Fallen {
		return 0
	}
	if !c.started {
		return c.p[s].main
	}
	e := c.elapsed(at)
	if c.tc.Kind == Sandclock && s != c.running {
		return c.p[s].main + c.consumed(e)
	}
	if s != c.running {
		return c.p[s].main
	}
	if _, ok := c.pendingFlag(at); ok {
		return 0
	}
	return max(c.p[s].main-c.consumed(e), 0)
}

// DelayLeft returns the delay left for the running player's current move
// at instant at (delay mode and Bronstein), else 0.
func (c *Clock) DelayLeft(at time.Duration) time.Duration {
	at = max(roundMs(at), c.last)
	m, x := c.turn()
	if !c.started || (m != Delay && m != Bronstein) || c.p[c.running].flag.Fallen {
		return 0
	}
	if _, ok := c.pendingFlag(at); ok {
		return 0
	}
	return max(x-c.elapsed(at), 0)
}

// Flag returns player s's flag state at instant at (6.1.1). The arbiter
// rules on it under 6.8 and 6.9, with Flag.Met for 6.4.
func (c *Clock) Flag(s Side, at time.Duration) Flag {
	at = max(roundMs(at), c.last)
	s &= 1
	if c.p[s].flag.Fallen {
		return c.p[s].flag
	}
	if s == c.running {
		if t, ok := c.pendingFlag(at); ok {
			return c.flagAt(s, t)
		}
	}
	return Flag{}
}

// AddTime adds d (negative to remove) to player s's time at instant at:
// penalties and awards of 7.5.5, 9.5.3, 12.9.2, 12.9.3 and III.4. The time
// never goes below zero; removing all of a running player's time makes his
// flag fall at once (in delay mode only when the delay is used up too).
func (c *Clock) AddTime(s Side, d time.Duration, at time.Duration) error {
	at, err := c.check(at)
	if err != nil {
		return err
	}
	s &= 1
	d = roundMs(d)
	if d < -MaxTime || d > MaxTime {
		return ErrBadArgument
	}
	c.settle(at)
	if c.p[s].flag.Fallen {
		return ErrFlagFallen
	}
	return c.setShown(s, c.Remaining(s, at)+d, at)
}

// SetRemaining sets the time player s has at instant at, as the arbiter
// does for a wrong setting (6.10.2), a defective clock (6.10.1) or a
// restored position (7.1). A fallen flag is raised again if d > 0.
func (c *Clock) SetRemaining(s Side, d time.Duration, at time.Duration) error {
	at, err := c.check(at)
	if err != nil {
		return err
	}
	d = roundMs(d)
	if d < 0 || d > MaxTime {
		return ErrBadArgument
	}
	c.settle(at)
	s &= 1
	c.p[s].flag = Flag{}
	return c.setShown(s, d, at)
}

// setShown makes player s's clock show d (clamped at 0) from instant at.
func (c *Clock) setShown(s Side, d time.Duration, at time.Duration) error {
	d = max(min(d, MaxTime), 0)
	c.rebase(at)
	if c.started && s == c.running {
		c.p[s].main = d + c.use(c.elapsed(at))
	} else {
		c.p[s].main = d
	}
	c.last = at
	c.settle(at)
	return nil
}

// rebase, for a sandclock, moves the time used in the current move from
// the running player to the other and restarts the move at instant at, so
// that both displays are plain values.
func (c *Clock) rebase(at time.Duration) {
	if c.tc.Kind != Sandclock || !c.started || c.p[c.running].flag.Fallen {
		return
	}
	used := c.consumed(c.elapsed(at))
	c.p[c.running].main -= used
	c.p[c.running.Other()].main += used
	c.spent = 0
	if !c.paused {
		c.runStart = at
	}
}

// SetMoves sets the number of moves player s has completed (6.10.2, 7.1).
// It decides which period applies from now on (its increment or delay, and
// the press at which the next period's time is credited); times are not
// changed: set them with SetRemaining.
func (c *Clock) SetMoves(s Side, n int, at time.Duration) error {
	at, err := c.check(at)
	if err != nil {
		return err
	}
	if n < 0 || n > MaxMoves*MaxPeriods {
		return ErrBadArgument
	}
	c.settle(at)
	s &= 1
	if c.started && s == c.running && !c.p[s].flag.Fallen {
		// Keep the time shown: the new period may have another mode.
		shown := c.Remaining(s, at)
		c.rebase(at)
		c.p[s].moves = n
		c.p[s].main = shown + c.use(c.elapsed(at))
	} else {
		c.p[s].moves = n
	}
	c.last = at
	c.settle(at)
	return nil
}

// Reading is everything a clock display shows at one instant.
type Reading struct {
	At        time.Duration
	Remaining [2]time.Duration
	DelayLeft time.Duration // of the running player
	Running   Side
	Ticking   bool
	Paused    bool
	Moves     [2]int
	Period    [2]int // index of the period of each player's next move
	Flags     [2]Flag
}

// Read returns the display at instant at.
func (c *Clock) Read(at time.Duration) Reading {
	at = max(roundMs(at), c.last)
	r := Reading{At: at, DelayLeft: c.DelayLeft(at), Paused: c.paused}
	r.Running, r.Ticking = c.Running()
	for _, s := range []Side{White, Black} {
		r.Remaining[s] = c.Remaining(s, at)
		r.Moves[s] = c.p[s].moves
		r.Period[s], _, _ = c.Period(s)
		r.Flags[s] = c.Flag(s, at)
	}
	return r
}

func (r Reading) String() string {
	run := "stopped"
	if r.Ticking {
		run = r.Running.String() + " running"
	} else if r.Paused {
		run = "paused (" + r.Running.String() + " to move)"
	}
	s := fmt.Sprintf("white %s (%d moves), black %s (%d moves), %s",
		human(r.Remaining[White]), r.Moves[White], human(r.Remaining[Black]), r.Moves[Black], run)
	if r.DelayLeft > 0 {
		s += ", delay " + human(r.DelayLeft)
	}
	for _, side := range []Side{White, Black} {
		if f := r.Flags[side]; f.Fallen {
			s += fmt.Sprintf(", %s flag fell at %s", side, human(f.At))
		}
	}
	return s
}
