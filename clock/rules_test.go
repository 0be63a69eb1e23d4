package clock

import "testing"

func TestClassify(t *testing.T) {
	r23, _ := RulesFor("fide2023")
	r18, _ := RulesFor("FIDE2018")
	r14, _ := RulesFor("2014")
	r05, _ := RulesFor("fide2005")
	r71, _ := RulesFor("fide1971")
	lit := r23
	lit.DelayCountsAsIncrement = false
	cases := []struct {
		in                        string
		c23, c05, c71, c23Literal Class
	}{
		// base minutes + 60 × increment seconds / 60
		{"600+5", Rapid, Rapid, Standard, Rapid},         // 10 + 5 = 15
		{"900+10", Rapid, Rapid, Standard, Rapid},        // 15 + 10 = 25
		{"2700+15", Standard, Rapid, Standard, Standard}, // 45 + 15 = 60: 2023 standard; 2005 "between 15 and 60", 60 counted rapid
		{"600", Blitz, Blitz, Standard, Blitz},           // 10
		{"180+2", Blitz, Blitz, Standard, Blitz},         // 3 + 2 = 5
		{"300+5", Blitz, Blitz, Standard, Blitz},         // 5 + 5 = 10: blitz (10 or less); 2005 < 15
		{"300+6", Rapid, Blitz, Standard, Rapid},         // 5 + 6 = 11
		{"840", Rapid, Blitz, Standard, Rapid},           // 14: 2005 blitz (< 15)
		{"900", Rapid, Rapid, Standard, Rapid},           // 15: 2005 rapid
		{"3540+1", Standard, Rapid, Standard, Standard},  // 59 + 1 = 60
		{"3539+1", Rapid, Rapid, Standard, Rapid},        // 58:59 + 1:00 = 59:59
		{"3660", Standard, Standard, Standard, Standard}, // 61
		{"40/5400+30:1800+30", Standard, Standard, Standard, Standard},
		{"40/1200:600", Rapid, Rapid, Standard, Rapid}, // 20 + 10 = 30
		// A delay counts like an increment (documented choice): 5 + 5 = 10
		// blitz, 5 + 6 = 11 rapid; read literally, both are 5: blitz.
		{"300d5", Blitz, Blitz, Standard, Blitz},
		{"300d6", Rapid, Blitz, Standard, Blitz},
		{"300b6", Rapid, Blitz, Standard, Blitz},
		// Repeating 40/600: periods start at moves 1 and 41 within 60
		// moves: 10 + 10 = 20.
		{"40/600", Rapid, Rapid, Standard, Rapid},
		{"?", ClassUnknown, ClassUnknown, ClassUnknown, ClassUnknown},
		{"*90", ClassUnknown, ClassUnknown, ClassUnknown, ClassUnknown},
		{"-", Standard, Standard, Standard, Standard},
	}
	for _, c := range cases {
		tc := mustPGN(t, c.in)
		for _, x := range []struct {
			r    Rules
			want Class
		}{{r23, c.c23}, {r18, c.c23}, {r14, c.c23}, {r05, c.c05}, {r71, c.c71}, {lit, c.c23Literal}} {
			if got := Classify(tc, x.r); got != x.want {
				t.Errorf("Classify(%s, %s, delay counted %v) = %v, want %v", c.in, x.r.Edition, x.r.DelayCountsAsIncrement, got, x.want)
			}
		}
	}
}

func TestRulesFor(t *testing.T) {
	for _, e := range Editions {
		r, err := RulesFor(e)
		if err != nil || r.Edition != e {
			t.Errorf("RulesFor(%q) = %+v, %v", e, r, err)
		}
		if r.CarrySavedTimeInDelayMode != (e != "fide2005") {
			t.Errorf("%s: carry-over in delay mode = %v", e, r.CarrySavedTimeInDelayMode)
		}
	}
	if _, err := RulesFor("fide1999"); err == nil {
		t.Error("unknown edition accepted")
	}
}
