package clock

import (
	"encoding/json"
	"testing"
	"time"
)

// roundTrip checks that a parsed control prints back, in every syntax, to
// something that parses to the same control.
func roundTrip(t *testing.T, in string, tc TimeControl) {
	t.Helper()
	if err := tc.Validate(); err != nil {
		t.Fatalf("%q parsed to an invalid control %#v: %v", in, tc, err)
	}
	pgn := tc.String()
	if back, err := ParsePGN(pgn); err != nil || !back.Equal(tc) {
		t.Fatalf("%q: PGN %q reads back as %v, %v", in, pgn, back, err)
	}
	txt := tc.Text()
	if back, err := ParseText(txt); err != nil || !back.Equal(tc) {
		t.Fatalf("%q: text %q reads back as %v, %v", in, txt, back, err)
	}
	b, err := json.Marshal(tc)
	if err != nil {
		t.Fatalf("%q: marshal: %v", in, err)
	}
	var back TimeControl
	if err := json.Unmarshal(b, &back); err != nil || !back.Equal(tc) {
		t.Fatalf("%q: JSON %s reads back as %v, %v", in, b, back, err)
	}
	_ = Explain(tc)
	for _, e := range Editions {
		r, _ := RulesFor(e)
		_ = Classify(tc, r)
	}
}

var pgnSeeds = []string{"?", "-", "*90", "5400", "300+2", "40/5400", "40/5400+30:1800+30", "300d5", "300b5",
	"0.5+0.25", "40/7200:20/3600:900+30", "40/", "5400:1800", "1.", "99999999999", "40/5400b0:0"}

var textSeeds = []string{"90 min/40 moves + 30 min, 30 s per move from move 1", "15+10", "G/90;d5", "G/5 d3", "3+2",
	"40/120, SD/30;d5", "40/120;d5, SD/30;d10", "5 min + 3 s Bronstein delay", "game in 60 min, 5 s delay",
	"90'/40 + 30'", "2 h/40 moves + 1 h/20 moves + 15 min, 30 s per move from move 61", "no increment from move 41",
	"sandclock 90 s", "unknown", "1.5 h", "40 moves in 2 h, then 45 s", "zug", "ü"}

func FuzzParsePGN(f *testing.F) {
	for _, s := range pgnSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		tc, err := ParsePGN(in)
		if err != nil {
			if _, ok := err.(*ParseError); !ok {
				t.Fatalf("%q: error %T", in, err)
			}
			return
		}
		roundTrip(t, in, tc)
	})
}

func FuzzParseText(f *testing.F) {
	for _, s := range textSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		tc, err := ParseText(in)
		if err != nil {
			if _, ok := err.(*ParseError); !ok {
				t.Fatalf("%q: error %T", in, err)
			}
			return
		}
		roundTrip(t, in, tc)
	})
}

func FuzzUnmarshalJSON(f *testing.F) {
	f.Add(`{"kind":"timed","periods":[{"moves":40,"time_ms":5400000,"increment_ms":30000},{"time_ms":1800000,"increment_ms":30000}]}`)
	f.Add(`{"kind":"sandclock","periods":[{"time_ms":90000}]}`)
	f.Add(`{"periods":[{"time_ms":1,"bronstein_ms":5}]}`)
	f.Add(`{"kind":"unknown"}`)
	f.Add(`"300d5"`)
	f.Add(`{"kind":`)
	f.Fuzz(func(t *testing.T, in string) {
		var tc TimeControl
		if err := tc.UnmarshalJSON([]byte(in)); err != nil {
			if _, ok := err.(*ParseError); !ok {
				t.Fatalf("%q: error %T", in, err)
			}
			return
		}
		roundTrip(t, in, tc)
	})
}

func FuzzParse(f *testing.F) {
	for _, s := range append(append([]string{}, pgnSeeds...), textSeeds...) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		if tc, err := Parse(in); err == nil {
			roundTrip(t, in, tc)
		}
	})
}

// FuzzClock drives a clock with arbitrary operations: no panic, no
// negative time, flags never move once fallen.
func FuzzClock(f *testing.F) {
	f.Add("40/5400+30:1800+30", []byte{0, 10, 1, 20, 2, 3, 4, 5, 6, 7})
	f.Add("0b5", []byte{1, 1, 1, 1})
	f.Add("0d5", []byte{0, 4, 1, 0, 4, 1})
	f.Add("*60", []byte{0, 200, 1, 5, 6, 0, 255})
	f.Add("2/100d5:100+10", []byte{7, 3, 0, 50, 1, 6, 2})
	f.Fuzz(func(t *testing.T, tag string, ops []byte) {
		tc, err := Parse(tag)
		if err != nil {
			return
		}
		src := &Manual{}
		c, err := New(tc, DefaultRules(), src)
		if err != nil {
			return
		}
		_ = c.Start(0)
		var fallen [2]Flag
		for i := 0; i+1 < len(ops); i += 2 {
			op, arg := ops[i]%8, time.Duration(ops[i+1])
			now := src.Now()
			switch op {
			case 0:
				now = src.Advance(arg * 100 * time.Millisecond)
			case 1:
				side, _ := c.Running()
				_ = c.Press(side, now)
			case 2:
				_ = c.Press(Side(arg%2), now)
			case 3:
				_ = c.Pause(now)
			case 4:
				_ = c.Resume(now)
			case 5:
				_ = c.AddTime(Side(arg%2), (arg-128)*time.Second, now)
			case 6:
				_ = c.SetRemaining(Side(arg%2), arg*time.Second, now)
			case 7:
				_ = c.SetMoves(Side(arg%2), int(arg), now)
			}
			r := c.Read(now)
			for _, side := range []Side{White, Black} {
				if r.Remaining[side] < 0 || r.DelayLeft < 0 {
					t.Fatalf("negative time: %v", r)
				}
				fl := r.Flags[side]
				if fl.Fallen && fallen[side].Fallen && fl.At != fallen[side].At && op != 6 {
					t.Fatalf("flag moved from %v to %v", fallen[side].At, fl.At)
				}
				if fl.Fallen && r.Remaining[side] != 0 {
					t.Fatalf("fallen flag with time shown: %v", r)
				}
				fallen[side] = fl
			}
			st := c.State()
			d, err := Restore(st, src)
			if err != nil {
				t.Fatalf("Restore: %v (%+v)", err, st)
			}
			if got := d.Read(now); got != r {
				t.Fatalf("restored %v, want %v", got, r)
			}
		}
	})
}
