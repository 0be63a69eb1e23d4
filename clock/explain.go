package clock

import (
	"fmt"
	"strings"
	"time"
)

// Explain describes a time control in words, in English: its PGN and text
// forms, its periods, when and how much time is added, its class in each
// edition of the Laws, and what each player has after move 40 if both play
// instantly. It backs the command "arbiter clock TIMECONTROL".
func Explain(tc TimeControl) string {
	tc = tc.normalize()
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	if err := tc.Validate(); err != nil {
		w("Invalid time control: %v", err)
		return b.String()
	}
	w("Time control: %s (PGN TimeControl tag)", tc.String())
	w("In words: %s", tc.Text())
	if tc.Kind == Timed && tc.Periods[0].Time > 0 && tc.Periods[0].Time < time.Minute {
		w("Note: the PGN syntax counts seconds; for minutes write e.g. \"15 min + 10 s\".")
	}
	switch tc.Kind {
	case Unknown:
		w("The time control is not known; nothing can be said about the clock.")
		return b.String()
	case Untimed:
		w("The game is played without a clock. Class: standard (A.1 and B.1 need a time limit).")
		return b.String()
	case Sandclock:
		w("Sandclock: each player starts with %s; the time one player uses is added to the other's.", human(tc.Periods[0].Time))
		w("It is not a time control of the FIDE Laws and has no class.")
		return b.String()
	}
	w("Periods:")
	first := 1
	for i, p := range tc.Periods {
		var moves string
		if p.Moves == 0 {
			moves = fmt.Sprintf("moves %d to the end of the game", first)
		} else {
			moves = fmt.Sprintf("moves %d-%d", first, first+p.Moves-1)
		}
		when := "at the start"
		if i > 0 {
			when = fmt.Sprintf("added at the press completing move %d", first-1)
			prev := tc.Periods[i-1]
			if prev.Mode == Delay {
				when += " (time saved carried over, 6.3.2; not in the 2005 edition after a delay-mode period)"
			} else {
				when += ", to the time saved (6.3.2)"
			}
		}
		w("  %d. %s: %s %s; %s.", i+1, moves, human(p.Time), when, describeExtra(p))
		if i == len(tc.Periods)-1 && p.Moves > 0 {
			w("     The last period repeats: another %s at the press completing every further %d moves (moves %d, %d, ...).",
				human(p.Time), p.Moves, first+p.Moves-1, first+2*p.Moves-1)
		}
		first += p.Moves
	}
	// Classification.
	r := DefaultRules()
	t, _ := Allotment(tc, r)
	lit := r
	lit.DelayCountsAsIncrement = false
	tl, _ := Allotment(tc, lit)
	w("Class (A.1, B.1: time for all moves, or for 60 moves with their increments = %s):", human(t))
	for _, e := range [][]string{{"fide2023", "fide2018", "fide2014"}, {"fide2005"}, {"fide1971"}} {
		r, _ := RulesFor(e[0])
		c := Classify(tc, r)
		note := ""
		switch r.Thresholds {
		case Thresholds2014:
			note = "blitz up to 10 min, rapid more than 10 and less than 60"
		case Thresholds2005:
			note = "blitz less than 15 min, rapid 15 to 60, 60 counted as rapid"
		case NoThresholds:
			note = "no rapid or blitz rules"
		}
		line := fmt.Sprintf("  %s: %s (%s)", strings.Join(e, ", "), c, note)
		if tl != t {
			r.DelayCountsAsIncrement = false
			if c2 := Classify(tc, r); c2 != c {
				line += fmt.Sprintf("; %s if the delay is not counted (%s)", c2, human(tl))
			}
		}
		w("%s", line)
	}
	if tl != t {
		w("  A delay is counted like an increment (60 times); the Laws name increments only.")
	}
	// After move 40.
	for _, e := range []string{"fide2023", "fide2005"} {
		r, _ := RulesFor(e)
		wt, bt, note := afterInstant(tc, r, 40)
		if e == "fide2005" {
			w23, b23, _ := afterInstant(tc, DefaultRules(), 40)
			if w23 == wt && b23 == bt {
				break
			}
			w("Under the 2005 edition: white %s, black %s%s.", human(wt), human(bt), note)
			break
		}
		w("After move 40, both playing instantly: white %s, black %s%s.", human(wt), human(bt), note)
	}
	return b.String()
}

func describeExtra(p Period) string {
	x := human(p.Extra)
	switch p.Mode {
	case Increment:
		return fmt.Sprintf("increment %s added at the press completing each move", x)
	case Delay:
		return fmt.Sprintf("delay mode %s: for each move the main time runs only after %s; unused delay is lost; with no main time left each move can still be made within the delay", x, x)
	case Bronstein:
		return fmt.Sprintf("Bronstein delay %s: the time used for each move, up to %s, is given back at the press; with no main time left the flag falls at once", x, x)
	}
	return "no increment or delay"
}

// afterInstant plays n moves each at instant 0 and returns the times.
func afterInstant(tc TimeControl, r Rules, n int) (wt, bt time.Duration, note string) {
	var src Manual
	c, err := New(tc, r, &src)
	if err != nil {
		return 0, 0, ""
	}
	_ = c.Start(0)
	for i := 0; i < n; i++ {
		_ = c.Press(White, 0)
		_ = c.Press(Black, 0)
	}
	if c.Flag(White, 0).Fallen || c.Flag(Black, 0).Fallen {
		note = " (a flag has fallen: no main time left)"
	}
	return c.Remaining(White, 0), c.Remaining(Black, 0), note
}
