package clock

import (
	"errors"
	"fmt"
	"time"
)

// State is a snapshot of a Clock, for storage and for replaying event
// logs. Its JSON form uses milliseconds:
//
//	{"control":{...},"rules":{...},"started":true,"paused":false,
//	 "running":"black","last_ms":61000,"run_start_ms":61000,"spent_ms":0,
//	 "players":[{"main_ms":5370000,"moves":1},{"main_ms":5400000,"moves":0}]}
//
// A player's "flag_at_ms" and "flag_moves" are present once his flag has
// fallen (recorded at the last event; a fall after it is recomputed by the
// restored clock).
type State struct {
	Control    TimeControl    `json:"control"`
	Rules      Rules          `json:"rules"`
	Started    bool           `json:"started"`
	Paused     bool           `json:"paused"`
	Running    Side           `json:"running"`
	LastMs     int64          `json:"last_ms"`
	RunStartMs int64          `json:"run_start_ms"`
	SpentMs    int64          `json:"spent_ms"`
	Players    [2]PlayerState `json:"players"`
}

// PlayerState is one player's part of a State.
type PlayerState struct {
	MainMs    int64  `json:"main_ms"` // main time at the start of the current move (running player) or now
	Moves     int    `json:"moves"`
	FlagAtMs  *int64 `json:"flag_at_ms,omitempty"`
	FlagMoves int    `json:"flag_moves,omitempty"`
}

func ms(d time.Duration) int64 { return int64(roundMs(d) / time.Millisecond) }

// State returns a snapshot of the clock.
func (c *Clock) State() State {
	st := State{
		Control: c.tc, Rules: c.rules, Started: c.started, Paused: c.paused, Running: c.running,
		LastMs: ms(c.last), RunStartMs: ms(c.runStart), SpentMs: ms(c.spent),
	}
	for s := range c.p {
		ps := PlayerState{MainMs: ms(c.p[s].main), Moves: c.p[s].moves}
		if f := c.p[s].flag; f.Fallen {
			at := ms(f.At)
			ps.FlagAtMs, ps.FlagMoves = &at, f.Moves
		}
		st.Players[s] = ps
	}
	return st
}

// Restore returns a clock in state st, reading instants from src (nil
// means NewReal()).
func Restore(st State, src Source) (*Clock, error) {
	c, err := New(st.Control, st.Rules, src)
	if err != nil {
		return nil, err
	}
	bad := func(what string) error { return fmt.Errorf("clock: invalid state: %s", what) }
	lim := int64(2 * MaxTime / time.Millisecond)
	inRange := func(v int64) bool { return v >= 0 && v <= lim }
	switch {
	case st.Running > Black:
		return nil, bad("running side")
	case !inRange(st.LastMs) || !inRange(st.RunStartMs) || !inRange(st.SpentMs):
		return nil, bad("instant out of range")
	case st.Started && !st.Paused && st.RunStartMs > st.LastMs:
		return nil, bad("run start after last event")
	case !st.Started && (st.Paused || st.SpentMs != 0):
		return nil, bad("paused or time used before the start")
	}
	c.started, c.paused, c.running = st.Started, st.Paused, st.Running
	c.last = time.Duration(st.LastMs) * time.Millisecond
	c.runStart = time.Duration(st.RunStartMs) * time.Millisecond
	c.spent = time.Duration(st.SpentMs) * time.Millisecond
	for s, ps := range st.Players {
		if !inRange(ps.MainMs) || ps.Moves < 0 || ps.Moves > MaxMoves*MaxPeriods ||
			ps.FlagMoves < 0 || ps.FlagMoves > MaxMoves*MaxPeriods {
			// FlagMoves is the count when the flag fell; a later
			// correction of the counter (6.10.2) may have lowered Moves.
			return nil, bad(Side(s).String() + " player out of range")
		}
		c.p[s].main = time.Duration(ps.MainMs) * time.Millisecond
		c.p[s].moves = ps.Moves
		if ps.FlagAtMs != nil {
			if !inRange(*ps.FlagAtMs) || *ps.FlagAtMs > st.LastMs {
				return nil, bad("flag instant")
			}
			c.p[s].flag = c.flagAt(Side(s), time.Duration(*ps.FlagAtMs)*time.Millisecond)
			c.p[s].flag.Moves = ps.FlagMoves
			if c.tc.Kind == Timed {
				_, _, last := c.tc.span(ps.FlagMoves + 1)
				c.p[s].flag.Required = last
				c.p[s].flag.Met = last > 0 && ps.FlagMoves >= last
			}
		}
	}
	return c, nil
}

// MarshalText writes "white" or "black".
func (s Side) MarshalText() ([]byte, error) {
	if s > Black {
		return nil, errors.New("clock: invalid side")
	}
	return []byte(s.String()), nil
}

// UnmarshalText reads "white" or "black".
func (s *Side) UnmarshalText(b []byte) error {
	switch string(b) {
	case "white":
		*s = White
	case "black":
		*s = Black
	default:
		return fmt.Errorf("clock: invalid side %q", b)
	}
	return nil
}

// MarshalText writes the edition name's thresholds: "2014", "2005", "none".
func (t Thresholds) MarshalText() ([]byte, error) {
	switch t {
	case Thresholds2014:
		return []byte("2014"), nil
	case Thresholds2005:
		return []byte("2005"), nil
	case NoThresholds:
		return []byte("none"), nil
	}
	return nil, errors.New("clock: invalid thresholds")
}

// UnmarshalText reads "2014", "2005" or "none".
func (t *Thresholds) UnmarshalText(b []byte) error {
	switch string(b) {
	case "2014":
		*t = Thresholds2014
	case "2005":
		*t = Thresholds2005
	case "none":
		*t = NoThresholds
	default:
		return fmt.Errorf("clock: invalid thresholds %q", b)
	}
	return nil
}
