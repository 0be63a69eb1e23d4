package clock

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Kind says what a TimeControl is.
type Kind uint8

const (
	// Unknown is a time control that is not known (PGN "?"). It is the zero
	// value.
	Unknown Kind = iota
	// Untimed means the game is played without a clock (PGN "-").
	Untimed
	// Timed is a time control made of periods (Art. 6.3).
	Timed
	// Sandclock is the PGN "hourglass" control ("*90"): the time one player
	// uses is added to the other's. It is not a FIDE time control; its
	// single Period gives each player's initial time.
	Sandclock
)

func (k Kind) String() string {
	switch k {
	case Unknown:
		return "unknown"
	case Untimed:
		return "untimed"
	case Timed:
		return "timed"
	case Sandclock:
		return "sandclock"
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Mode is the kind of per-move extra time of a period.
type Mode uint8

const (
	// NoExtra: no time per move.
	NoExtra Mode = iota
	// Increment is the Fischer increment ("Zeitgutschrift"): Extra is added
	// to the player's time at the press that completes each move.
	Increment
	// Delay is the Laws' delay mode ("Aufschub-Modus", 6.3.2; US delay): for
	// each move the main time only starts to run after Extra has passed;
	// unused delay is lost.
	Delay
	// Bronstein is the Bronstein delay: the clock runs at once and the time
	// used for the move, up to Extra, is given back at the press.
	Bronstein
)

func (m Mode) String() string {
	switch m {
	case NoExtra:
		return "none"
	case Increment:
		return "increment"
	case Delay:
		return "delay"
	case Bronstein:
		return "bronstein"
	}
	return "Mode(" + strconv.Itoa(int(m)) + ")"
}

// Period is one period of a time control (6.3.1): Moves moves, or all
// remaining moves if Moves is 0, to be completed in Time, with an optional
// per-move extra.
type Period struct {
	Moves int           // moves to complete in this period; 0 = all remaining moves
	Time  time.Duration // time allotted for the period
	Mode  Mode          // kind of per-move extra time
	Extra time.Duration // amount of per-move extra time (0 with NoExtra)
}

// TimeControl is the time control of a game (6.3): a sequence of periods.
// The zero value is the unknown time control ("?").
type TimeControl struct {
	Kind    Kind
	Periods []Period // Timed: at least one; Sandclock: exactly one
}

// Limits accepted by Validate and the parsers.
const (
	MaxPeriods = 32
	MaxMoves   = 1000000
	MaxTime    = 10000 * time.Hour
)

// NewTimeControl returns the Timed control with the given periods,
// normalised and validated.
func NewTimeControl(periods ...Period) (TimeControl, error) {
	tc := TimeControl{Kind: Timed, Periods: append([]Period(nil), periods...)}
	tc = tc.normalize()
	return tc, tc.Validate()
}

// Validate reports whether tc is well formed.
func (tc TimeControl) Validate() error {
	switch tc.Kind {
	case Unknown, Untimed:
		if len(tc.Periods) != 0 {
			return fmt.Errorf("clock: %v time control with periods", tc.Kind)
		}
		return nil
	case Sandclock:
		if len(tc.Periods) != 1 {
			return errors.New("clock: sandclock needs exactly one period")
		}
		p := tc.Periods[0]
		if p.Moves != 0 || p.Mode != NoExtra || p.Extra != 0 {
			return errors.New("clock: sandclock period has moves or extra time")
		}
		if p.Time < 0 || p.Time > MaxTime {
			return errors.New("clock: sandclock time out of range")
		}
		return nil
	case Timed:
	default:
		return fmt.Errorf("clock: invalid kind %d", tc.Kind)
	}
	if len(tc.Periods) == 0 {
		return errors.New("clock: timed control without periods")
	}
	if len(tc.Periods) > MaxPeriods {
		return fmt.Errorf("clock: more than %d periods", MaxPeriods)
	}
	for i, p := range tc.Periods {
		switch {
		case p.Moves < 0 || p.Moves > MaxMoves:
			return fmt.Errorf("clock: period %d: move count out of range", i+1)
		case p.Moves == 0 && i != len(tc.Periods)-1:
			return fmt.Errorf("clock: period %d is for the rest of the game but is not the last", i+1)
		case p.Time < 0 || p.Time > MaxTime:
			return fmt.Errorf("clock: period %d: time out of range", i+1)
		case p.Mode > Bronstein:
			return fmt.Errorf("clock: period %d: invalid mode %d", i+1, p.Mode)
		case p.Extra < 0 || p.Extra > MaxTime:
			return fmt.Errorf("clock: period %d: extra time out of range", i+1)
		case (p.Mode == NoExtra) != (p.Extra == 0):
			return fmt.Errorf("clock: period %d: mode %v with extra time %v", i+1, p.Mode, p.Extra)
		}
	}
	return nil
}

// normalize rounds times to the millisecond and turns a zero extra into
// NoExtra.
func (tc TimeControl) normalize() TimeControl {
	if len(tc.Periods) == 0 {
		tc.Periods = nil
		return tc
	}
	ps := make([]Period, len(tc.Periods))
	for i, p := range tc.Periods {
		p.Time = roundMs(p.Time)
		p.Extra = roundMs(p.Extra)
		if p.Extra == 0 || p.Mode == NoExtra {
			p.Mode, p.Extra = NoExtra, 0
		}
		ps[i] = p
	}
	tc.Periods = ps
	return tc
}

// Equal reports whether tc and u are the same control, after rounding to
// the millisecond.
func (tc TimeControl) Equal(u TimeControl) bool {
	a, b := tc.normalize(), u.normalize()
	if a.Kind != b.Kind || len(a.Periods) != len(b.Periods) {
		return false
	}
	for i := range a.Periods {
		if a.Periods[i] != b.Periods[i] {
			return false
		}
	}
	return true
}

// span returns the period that applies to move number m (m >= 1): its
// index, the number of its first move, and the number of the move that
// completes it (0 for a rest-of-game period). A last period with a move
// count repeats.
func (tc TimeControl) span(m int) (idx, first, last int) {
	if m < 1 {
		m = 1
	}
	cum := 0
	for i, p := range tc.Periods {
		if p.Moves == 0 {
			return i, cum + 1, 0
		}
		if m <= cum+p.Moves {
			return i, cum + 1, cum + p.Moves
		}
		if i == len(tc.Periods)-1 {
			k := (m - cum - 1) / p.Moves
			first = cum + k*p.Moves + 1
			return i, first, first + p.Moves - 1
		}
		cum += p.Moves
	}
	return 0, 1, 0 // no periods: not reached for valid controls
}

// nextTime is the time credited when period idx is completed.
func (tc TimeControl) nextTime(idx int) time.Duration {
	if idx+1 < len(tc.Periods) {
		return tc.Periods[idx+1].Time
	}
	return tc.Periods[idx].Time
}

// periodFor returns the period that applies to move m.
func (tc TimeControl) periodFor(m int) Period {
	if len(tc.Periods) == 0 {
		return Period{}
	}
	i, _, _ := tc.span(m)
	return tc.Periods[i]
}

// String returns tc in the PGN TimeControl tag syntax, with this package's
// extensions: "40/5400+30" for an increment on a moves/seconds field,
// "300d5" for delay mode and "300b5" for the Bronstein delay, and up to
// three decimals for fractions of a second.
func (tc TimeControl) String() string {
	tc = tc.normalize()
	switch tc.Kind {
	case Unknown:
		return "?"
	case Untimed:
		return "-"
	case Sandclock:
		if len(tc.Periods) == 1 {
			return "*" + secs(tc.Periods[0].Time)
		}
		return "?"
	}
	var b strings.Builder
	for i, p := range tc.Periods {
		if i > 0 {
			b.WriteByte(':')
		}
		if p.Moves > 0 {
			b.WriteString(strconv.Itoa(p.Moves))
			b.WriteByte('/')
		}
		b.WriteString(secs(p.Time))
		switch p.Mode {
		case Increment:
			b.WriteByte('+')
		case Delay:
			b.WriteByte('d')
		case Bronstein:
			b.WriteByte('b')
		default:
			continue
		}
		b.WriteString(secs(p.Extra))
	}
	return b.String()
}

// secs formats d as seconds with up to three decimals.
func secs(d time.Duration) string {
	ms := int64(roundMs(d) / time.Millisecond)
	s := strconv.FormatInt(ms/1000, 10)
	if f := ms % 1000; f != 0 {
		s += strings.TrimRight(fmt.Sprintf(".%03d", f), "0")
	}
	return s
}

// Text returns tc in the FIDE-style text read by ParseText, for example
// "90 min/40 moves + 30 min, 30 s per move from move 1".
func (tc TimeControl) Text() string {
	tc = tc.normalize()
	switch tc.Kind {
	case Unknown:
		return "unknown"
	case Untimed:
		return "no clock"
	case Sandclock:
		if len(tc.Periods) == 1 {
			return "sandclock " + textDur(tc.Periods[0].Time)
		}
		return "unknown"
	}
	var b strings.Builder
	for i, p := range tc.Periods {
		t := textDur(p.Time)
		if i > 0 {
			if strings.HasSuffix(t, " min") {
				b.WriteString(" + ")
			} else {
				b.WriteString(", then ")
			}
		}
		b.WriteString(t)
		if p.Moves > 0 {
			fmt.Fprintf(&b, "/%d moves", p.Moves)
		}
	}
	prev := Period{}
	first := 1
	for _, p := range tc.Periods {
		if p.Mode != prev.Mode || p.Extra != prev.Extra {
			b.WriteString(", ")
			b.WriteString(extraText(p))
			fmt.Fprintf(&b, " from move %d", first)
		}
		prev = p
		first += p.Moves
	}
	return b.String()
}

func extraText(p Period) string {
	switch p.Mode {
	case Increment:
		return secs(p.Extra) + " s per move"
	case Delay:
		return secs(p.Extra) + " s delay per move"
	case Bronstein:
		return secs(p.Extra) + " s Bronstein delay per move"
	}
	return "no increment"
}

// textDur writes d in whole minutes if it is one, else in seconds.
func textDur(d time.Duration) string {
	if d%time.Minute == 0 {
		return strconv.FormatInt(int64(d/time.Minute), 10) + " min"
	}
	return secs(d) + " s"
}

// roundMs rounds d to the nearest millisecond.
func roundMs(d time.Duration) time.Duration {
	return d.Round(time.Millisecond)
}

// human formats a duration as h:mm:ss(.mmm) for explanations.
func human(d time.Duration) string {
	d = roundMs(d)
	neg := d < 0
	if neg {
		d = -d
	}
	h := d / time.Hour
	m := (d % time.Hour) / time.Minute
	s := (d % time.Minute) / time.Second
	ms := (d % time.Second) / time.Millisecond
	out := fmt.Sprintf("%d:%02d:%02d", h, m, s)
	if ms != 0 {
		out += fmt.Sprintf(".%03d", ms)
	}
	if neg {
		out = "-" + out
	}
	return out
}
