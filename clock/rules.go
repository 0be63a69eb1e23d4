package clock

import (
	"fmt"
	"strings"
	"time"
)

// Thresholds selects the rapid and blitz limits of an edition (A.1, B.1).
type Thresholds uint8

const (
	// Thresholds2014 are the limits of the 2014, 2018 and 2023 editions:
	// blitz 10 minutes or less, rapid more than 10 and less than 60 minutes,
	// standard 60 minutes or more.
	Thresholds2014 Thresholds = iota
	// Thresholds2005 are the limits of the 2005 edition (B1, C1): blitz less
	// than 15 minutes, rapid "between 15 and 60 minutes". The text leaves
	// exactly 60 open; this package counts 60 as rapid (the bounds are read
	// inclusively, as the lower one must be since blitz is "less than 15").
	Thresholds2005
	// NoThresholds: the edition has no rapid or blitz rules (1953/71); every
	// timed game is standard.
	NoThresholds
)

// Rules are the clock options in which the editions of the Laws differ.
// The zero value is not meaningful; start from RulesFor or DefaultRules.
type Rules struct {
	// Edition names the edition the options come from ("fide2023", ...);
	// informational.
	Edition string `json:"edition"`
	// CarrySavedTimeInDelayMode: when a period in delay mode is completed,
	// the main time left is carried over to the next period (6.3.2, 2023).
	// The 2005 text (6.2b) carries saved time over "except in delay mode";
	// with false, a player who completes a delay-mode period starts the next
	// one with that period's time only.
	CarrySavedTimeInDelayMode bool `json:"carry_saved_time_in_delay_mode"`
	// Thresholds for the classification as standard, rapid or blitz.
	Thresholds Thresholds `json:"thresholds"`
	// DelayCountsAsIncrement: in the classification, a delay (either form)
	// counts like an increment, 60 times per game. A.1 and B.1 speak of
	// increments only ("Zeitgutschriften für 60 Züge"); this package counts a
	// delay as well by default, because the delay gives a player up to the
	// same time per move as an increment of that size and the Bronstein delay
	// literally credits time back. Set false for the literal reading.
	DelayCountsAsIncrement bool `json:"delay_counts_as_increment"`
}

// Editions lists the edition names RulesFor knows, newest first.
var Editions = []string{"fide2023", "fide2018", "fide2014", "fide2005", "fide1971"}

// DefaultRules returns the rules of the 2023 edition.
func DefaultRules() Rules {
	r, _ := RulesFor("fide2023")
	return r
}

// RulesFor returns the clock rules of an edition of the Laws: "fide2023",
// "fide2018", "fide2014", "fide2005" or "fide1971" (case-insensitive; the
// "fide" prefix may be left out). The clock mechanics of 2014 and 2018 are
// those of 2023; the 1953/71 rules have no clock articles in the available
// text, so they get the 2023 mechanics and no rapid or blitz class.
func RulesFor(edition string) (Rules, error) {
	e := strings.ToLower(strings.TrimSpace(edition))
	if !strings.HasPrefix(e, "fide") {
		e = "fide" + e
	}
	r := Rules{Edition: e, CarrySavedTimeInDelayMode: true, Thresholds: Thresholds2014, DelayCountsAsIncrement: true}
	switch e {
	case "fide2023", "fide2018", "fide2014":
	case "fide2005":
		r.CarrySavedTimeInDelayMode = false
		r.Thresholds = Thresholds2005
	case "fide1971":
		r.Thresholds = NoThresholds
	default:
		return Rules{}, fmt.Errorf("clock: unknown edition %q (want one of %s)", edition, strings.Join(Editions, ", "))
	}
	return r, nil
}

// Class is the classification of a time control (A.1, B.1).
type Class uint8

const (
	// ClassUnknown: the control is unknown ("?") or a sandclock, which the
	// Laws do not classify.
	ClassUnknown Class = iota
	Standard
	Rapid
	Blitz
)

func (c Class) String() string {
	switch c {
	case Standard:
		return "standard"
	case Rapid:
		return "rapid"
	case Blitz:
		return "blitz"
	}
	return "unknown"
}

// ClassMoves is the number of moves of the classification formula.
const ClassMoves = 60

// Allotment returns the time the classification looks at: the time of
// every period that starts within the first 60 moves (a repeating last
// period counted once per repetition) plus the increments credited for
// moves 1 to 60, and the delays if r.DelayCountsAsIncrement. For a single
// period this is the Laws' "base time + 60 × increment". ok is false for
// controls that are not Timed.
func Allotment(tc TimeControl, r Rules) (total time.Duration, ok bool) {
	tc = tc.normalize()
	if tc.Kind != Timed || tc.Validate() != nil {
		return 0, false
	}
	for m := 1; m <= ClassMoves; m++ {
		idx, first, _ := tc.span(m)
		p := tc.Periods[idx]
		if first == m {
			total += p.Time
		}
		if p.Mode == Increment || (p.Mode != NoExtra && r.DelayCountsAsIncrement) {
			total += p.Extra
		}
	}
	return total, true
}

// Classify returns the class of tc under r: standard, rapid or blitz per
// A.1 and B.1 of the edition (see Thresholds and Allotment). An untimed
// game ("-") is standard; unknown controls and sandclocks are ClassUnknown.
func Classify(tc TimeControl, r Rules) Class {
	switch tc.Kind {
	case Untimed:
		return Standard
	case Timed:
	default:
		return ClassUnknown
	}
	t, ok := Allotment(tc, r)
	if !ok {
		return ClassUnknown
	}
	switch r.Thresholds {
	case NoThresholds:
		return Standard
	case Thresholds2005:
		switch {
		case t < 15*time.Minute:
			return Blitz
		case t <= 60*time.Minute:
			return Rapid
		}
		return Standard
	}
	switch {
	case t <= 10*time.Minute:
		return Blitz
	case t < 60*time.Minute:
		return Rapid
	}
	return Standard
}
