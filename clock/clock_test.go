package clock

import (
	"encoding/json"
	"testing"
	"time"
)

const s = time.Second

func mustPGN(t *testing.T, tag string) TimeControl {
	t.Helper()
	tc, err := ParsePGN(tag)
	if err != nil {
		t.Fatalf("ParsePGN(%q): %v", tag, err)
	}
	return tc
}

func newClock(t *testing.T, tag string, r Rules) *Clock {
	t.Helper()
	c, err := New(mustPGN(t, tag), r, &Manual{})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Start(0); err != nil {
		t.Fatal(err)
	}
	return c
}

func press(t *testing.T, c *Clock, side Side, at time.Duration) {
	t.Helper()
	if err := c.Press(side, at); err != nil {
		t.Fatalf("Press(%v, %v): %v", side, at, err)
	}
}

func wantRemaining(t *testing.T, c *Clock, side Side, at, want time.Duration) {
	t.Helper()
	if got := c.Remaining(side, at); got != want {
		t.Errorf("Remaining(%v, %v) = %v, want %v", side, at, got, want)
	}
}

// The classic 40/5400+30:1800+30. White uses 120 s per move, Black 130 s;
// White's move k is completed at 250(k-1)+120, Black's at 250k.
func TestClassicAcrossMove40(t *testing.T) {
	c := newClock(t, "40/5400+30:1800+30", DefaultRules())
	for k := 1; k <= 39; k++ {
		press(t, c, White, time.Duration(250*(k-1)+120)*s)
		press(t, c, Black, time.Duration(250*k)*s)
	}
	// After 39 moves: White 5400 - 39×(120-30) = 5400 - 3510 = 1890 s,
	// Black 5400 - 39×(130-30) = 5400 - 3900 = 1500 s.
	wantRemaining(t, c, White, 9750*s, 1890*s)
	wantRemaining(t, c, Black, 9750*s, 1500*s)
	if idx, _, by := c.Period(White); idx != 0 || by != 40 {
		t.Errorf("Period(White) = %d, by %d; want 0, by 40", idx, by)
	}
	// During White's 40th move, 60 s in: 1890 - 60 = 1830 s.
	wantRemaining(t, c, White, 9810*s, 1830*s)
	// Move 40 completed at 9870: 1890 - 120 + 30 = 1800 s saved, plus the
	// 1800 s of the second period (6.3.2) = 3600 s.
	press(t, c, White, 9870*s)
	wantRemaining(t, c, White, 9870*s, 3600*s)
	// Black's 40th at 10000: 1500 - 130 + 30 = 1400 saved + 1800 = 3200 s.
	press(t, c, Black, 10000*s)
	wantRemaining(t, c, Black, 10000*s, 3200*s)
	if idx, _, by := c.Period(White); idx != 1 || by != 0 {
		t.Errorf("Period(White) after move 40 = %d, by %d; want 1, by 0", idx, by)
	}
	// Move 41 in the second period: 3600 - 120 + 30 = 3510 s.
	press(t, c, White, 10120*s)
	wantRemaining(t, c, White, 10120*s, 3510*s)
	if c.Moves(White) != 41 || c.Moves(Black) != 40 {
		t.Errorf("moves = %d, %d", c.Moves(White), c.Moves(Black))
	}
}

// The same ten moves of White (Black replies at once) under delay mode,
// Bronstein delay and increment, 60 s + 5 s. White's thinking times:
var tenMoves = []time.Duration{3 * s, 7 * s, 5 * s, 12 * s, 0, 5 * s, 20 * s, 1 * s, 9 * s, 4 * s} // sum 66 s

func TestTenMovesDelayBronsteinIncrement(t *testing.T) {
	cases := []struct {
		tag   string
		after []time.Duration // White's time after each of his moves
		black time.Duration   // Black's time after ten instant moves
		// during White's 11th move, started at 66 s
		at3, at20 time.Duration // shown 3 s and 20 s into the move
		delay3    time.Duration // delay left 3 s into the move
		flag      time.Duration // instant White's flag falls if he never moves
	}{
		// Delay mode: main -= max(0, t-5): 60, 60-2=58, 58, 58-7=51, 51, 51,
		// 51-15=36, 36, 36-4=32, 32. Shown during the move: main until the
		// delay is used, so 32 at 3 s and 32-15 = 17 at 20 s; the flag falls
		// when delay + main are used: 66 + 5 + 32 = 103 s.
		{"60d5", []time.Duration{60, 58, 58, 51, 51, 51, 36, 36, 32, 32}, 60, 32, 17, 2, 103},
		// Bronstein: main - t + min(t, 5), the same after each move; but the
		// clock runs at once: 32-3 = 29 at 3 s, 32-20 = 12 at 20 s; the flag
		// falls when the main time is used: 66 + 32 = 98 s.
		{"60b5", []time.Duration{60, 58, 58, 51, 51, 51, 36, 36, 32, 32}, 60, 29, 12, 2, 98},
		// Increment: main - t + 5: 62, 60, 60, 53, 58, 58, 43, 47, 43, 44;
		// Black gains 10 × 5 = 50 s: 110. During the move 44-3 = 41 and
		// 44-20 = 24; the flag at 66 + 44 = 110 s.
		{"60+5", []time.Duration{62, 60, 60, 53, 58, 58, 43, 47, 43, 44}, 110, 41, 24, 0, 110},
	}
	for _, tc := range cases {
		t.Run(tc.tag, func(t *testing.T) {
			c := newClock(t, tc.tag, DefaultRules())
			var now time.Duration
			for i, d := range tenMoves {
				now += d
				press(t, c, White, now)
				wantRemaining(t, c, White, now, tc.after[i]*s)
				press(t, c, Black, now)
			}
			wantRemaining(t, c, Black, now, tc.black*s)
			if now != 66*s {
				t.Fatalf("now = %v", now)
			}
			wantRemaining(t, c, White, 69*s, tc.at3*s)
			wantRemaining(t, c, White, 86*s, tc.at20*s)
			if got := c.DelayLeft(69 * s); got != tc.delay3*s {
				t.Errorf("DelayLeft = %v, want %v", got, tc.delay3*s)
			}
			// Just before the flag: not fallen, time shown >= 0; at it: fallen.
			before := tc.flag*s - time.Millisecond
			if f := c.Flag(White, before); f.Fallen {
				t.Errorf("flag fallen at %v", before)
			}
			if f := c.Flag(White, 200*s); !f.Fallen || f.At != tc.flag*s || f.Moves != 10 || f.Required != 0 || f.Met {
				t.Errorf("Flag = %+v, want fallen at %v after 10 moves", f, tc.flag*s)
			}
			wantRemaining(t, c, White, 200*s, 0)
		})
	}
}

// A flag falls in the middle of a move: 40/300 (five minutes for 40
// moves). White plays 10 moves of 20 s (200 s used, 100 s left), then
// thinks; the flag falls 100 s into move 11, at 200 + 100 = 300 s (Black
// replies at once). The requirement of 40 moves is not met (6.4).
func TestFlagMidMove(t *testing.T) {
	c := newClock(t, "40/300", DefaultRules())
	for k := 1; k <= 10; k++ {
		press(t, c, White, time.Duration(20*k)*s)
		press(t, c, Black, time.Duration(20*k)*s)
	}
	wantRemaining(t, c, White, 250*s, 50*s)
	f := c.Flag(White, 400*s)
	if !f.Fallen || f.At != 300*s || f.Moves != 10 || f.Required != 40 || f.Met {
		t.Fatalf("Flag = %+v", f)
	}
	wantRemaining(t, c, White, 400*s, 0)
	// The flag is recorded by the next event and stays; the press still
	// switches the clocks, White stays at zero.
	press(t, c, White, 410*s)
	wantRemaining(t, c, White, 500*s, 0)
	if f := c.Flag(White, 500*s); f.At != 300*s {
		t.Errorf("flag instant moved: %+v", f)
	}
	wantRemaining(t, c, Black, 420*s, 290*s) // 300 - 10 s (410..420)
	if err := c.AddTime(White, 60*s, 420*s); err != ErrFlagFallen {
		t.Errorf("AddTime on fallen flag: %v", err)
	}
	// The arbiter sets White's time again (6.10.1): the flag is up again.
	if err := c.SetRemaining(White, 60*s, 420*s); err != nil {
		t.Fatal(err)
	}
	if f := c.Flag(White, 420*s); f.Fallen {
		t.Errorf("flag still fallen: %+v", f)
	}
	wantRemaining(t, c, White, 420*s, 60*s)
}

// Pause and resume by the arbiter (6.11): 5400 s. White thinks 100 s, the
// arbiter stops the clock for 10 minutes, White then needs 60 s more.
func TestPauseResume(t *testing.T) {
	c := newClock(t, "5400", DefaultRules())
	if err := c.Pause(100 * s); err != nil {
		t.Fatal(err)
	}
	wantRemaining(t, c, White, 400*s, 5300*s) // 5400 - 100, frozen
	if _, ticking := c.Running(); ticking || !c.Paused() {
		t.Error("clock should be paused")
	}
	if err := c.Press(White, 400*s); err != ErrPaused {
		t.Errorf("Press while paused: %v", err)
	}
	if err := c.Resume(700 * s); err != nil {
		t.Fatal(err)
	}
	wantRemaining(t, c, White, 730*s, 5270*s) // 5300 - 30
	press(t, c, White, 760*s)
	wantRemaining(t, c, White, 760*s, 5240*s) // 5400 - 100 - 60
	wantRemaining(t, c, Black, 760*s, 5400*s)
	if err := c.Resume(800 * s); err != ErrNotPaused {
		t.Errorf("Resume when running: %v", err)
	}
	if err := c.Press(White, 800*s); err != ErrNotRunning {
		t.Errorf("Press by the waiting player: %v", err)
	}
	if err := c.Press(Black, 700*s); err != ErrBackwards {
		t.Errorf("Press in the past: %v", err)
	}
}

// A 2-minute penalty (7.5.5 illegal move, 9.5.3 incorrect claim): 5400 s.
func TestPenalty(t *testing.T) {
	c := newClock(t, "5400", DefaultRules())
	press(t, c, White, 30*s)
	// Black is thinking; White's illegal-move penalty gives Black +2 min
	// while Black's clock runs: at 50 s Black has 5400 - 20 = 5380, +120 =
	// 5500 s; at 60 s 5490 s.
	if err := c.AddTime(Black, 2*time.Minute, 50*s); err != nil {
		t.Fatal(err)
	}
	wantRemaining(t, c, Black, 50*s, 5500*s)
	wantRemaining(t, c, Black, 60*s, 5490*s)
	// To the waiting White: 5370 + 120 = 5490 s.
	if err := c.AddTime(White, 2*time.Minute, 60*s); err != nil {
		t.Fatal(err)
	}
	wantRemaining(t, c, White, 60*s, 5490*s)
	// Removing more than is left (12.9.3) leaves zero, and a running clock
	// at zero has its flag fallen at once.
	if err := c.AddTime(Black, -2*time.Hour, 70*s); err != nil {
		t.Fatal(err)
	}
	wantRemaining(t, c, Black, 70*s, 0)
	if f := c.Flag(Black, 70*s); !f.Fallen || f.At != 70*s {
		t.Errorf("Flag = %+v", f)
	}
}

// A correction of the move counter changes which period applies (6.10.2,
// 7.1): 40/5400:1800. The clock missed one of White's moves and shows 38
// completed moves where 39 were played; the arbiter sets 39, so White's
// next press completes move 40 and brings the second period's 1800 s.
func TestMoveCounterCorrection(t *testing.T) {
	for _, corrected := range []bool{false, true} {
		c := newClock(t, "40/5400:1800", DefaultRules())
		if err := c.SetMoves(White, 38, 0); err != nil {
			t.Fatal(err)
		}
		if corrected {
			if err := c.SetMoves(White, 39, 0); err != nil {
				t.Fatal(err)
			}
		}
		_, _, by := c.Period(White)
		press(t, c, White, 100*s)
		if corrected {
			// by 40; 5400 - 100 = 5300 saved + 1800 = 7100 s; period 2 now.
			wantRemaining(t, c, White, 100*s, 7100*s)
			if idx, _, _ := c.Period(White); by != 40 || idx != 1 {
				t.Errorf("period %d, by %d", idx, by)
			}
		} else {
			// Move 39 completed: 5400 - 100 = 5300 s, still period 1.
			wantRemaining(t, c, White, 100*s, 5300*s)
			if idx, _, by2 := c.Period(White); idx != 0 || by2 != 40 {
				t.Errorf("period %d, by %d", idx, by2)
			}
		}
	}
	// A correction while the player's clock runs keeps the time shown even
	// if the new period has another mode: 2/100d5:100+10, White 10 s into
	// move 1 (delay 5, so 95 s shown after the delay), set to 2 completed
	// moves (Period 2, increment): still 95 s shown, then it runs plainly.
	c := newClock(t, "2/100d5:100+10", DefaultRules())
	wantRemaining(t, c, White, 10*s, 95*s)
	if err := c.SetMoves(White, 2, 10*s); err != nil {
		t.Fatal(err)
	}
	wantRemaining(t, c, White, 10*s, 95*s)
	wantRemaining(t, c, White, 15*s, 90*s)
	press(t, c, White, 15*s) // 90 + 10 increment (move 3 is in period 2)
	wantRemaining(t, c, White, 15*s, 100*s)
}

// Zero main time under delay mode: every move made within the delay is in
// time, and the time shown stays 0, never negative.
func TestZeroMainTimeDelay(t *testing.T) {
	c := newClock(t, "0d5", DefaultRules())
	now := time.Duration(0)
	for k := 0; k < 20; k++ {
		for _, side := range []Side{White, Black} {
			wantRemaining(t, c, side, now, 0)
			if got := c.DelayLeft(now + 2*s); got != 3*s {
				t.Fatalf("DelayLeft = %v", got)
			}
			now += 4999 * time.Millisecond // within the delay
			if f := c.Flag(side, now); f.Fallen {
				t.Fatalf("flag fell within the delay: %+v", f)
			}
			press(t, c, side, now)
		}
	}
	// Using the whole delay: the flag falls as it ends.
	f := c.Flag(White, now+10*s)
	if !f.Fallen || f.At != now+5*s {
		t.Errorf("Flag = %+v, want fallen at %v", f, now+5*s)
	}
	wantRemaining(t, c, White, now+10*s, 0)
}

// Zero main time under the Bronstein delay: the flag falls as the clock
// starts.
func TestZeroMainTimeBronstein(t *testing.T) {
	c := newClock(t, "0b5", DefaultRules())
	if f := c.Flag(White, 0); !f.Fallen || f.At != 0 {
		t.Errorf("Flag = %+v, want fallen at 0", f)
	}
	wantRemaining(t, c, White, 0, 0)
	wantRemaining(t, c, White, 3*s, 0)
	// With main time left, a Bronstein player whose main time runs out
	// within the delay still loses: 2b5, a 3 s move.
	c = newClock(t, "2b5", DefaultRules())
	if f := c.Flag(White, 3*s); !f.Fallen || f.At != 2*s {
		t.Errorf("Flag = %+v, want fallen at 2s", f)
	}
	// Delay mode with the same 2 s: in time until 7 s.
	c = newClock(t, "2d5", DefaultRules())
	if f := c.Flag(White, 6999*time.Millisecond); f.Fallen {
		t.Errorf("delay mode flag fell early: %+v", f)
	}
	wantRemaining(t, c, White, 6*s, 1*s) // 2 - (6-5)
}

// The 2005 edition does not carry saved time over in delay mode (6.2b):
// 1/100d5:50d5, White uses 30 s on move 1 (25 s of main time). 2023: 75 +
// 50 = 125 s; 2005: 50 s.
func TestDelayCarryOverByEdition(t *testing.T) {
	r05, _ := RulesFor("fide2005")
	for _, tc := range []struct {
		r    Rules
		want time.Duration
	}{{DefaultRules(), 125 * s}, {r05, 50 * s}} {
		c := newClock(t, "1/100d5:50d5", tc.r)
		press(t, c, White, 30*s)
		wantRemaining(t, c, White, 30*s, tc.want)
	}
	// With an increment the 2005 rules carry over as 2023: 1/100+5:50+5,
	// 100 - 30 + 5 = 75 + 50 = 125 s.
	c := newClock(t, "1/100+5:50+5", r05)
	press(t, c, White, 30*s)
	wantRemaining(t, c, White, 30*s, 125*s)
}

// A repeating last period: 2/60 gives 60 s more at moves 2, 4, 6, ...
func TestRepeatingPeriod(t *testing.T) {
	c := newClock(t, "2/60", DefaultRules())
	press(t, c, White, 10*s) // 50
	press(t, c, Black, 10*s)
	press(t, c, White, 20*s) // 40 + 60 = 100
	wantRemaining(t, c, White, 20*s, 100*s)
	press(t, c, Black, 20*s)
	press(t, c, White, 20*s) // move 3: 100
	press(t, c, Black, 20*s)
	press(t, c, White, 30*s) // move 4: 90 + 60 = 150
	wantRemaining(t, c, White, 30*s, 150*s)
}

// The sandclock: the time one player uses goes to the other.
func TestSandclock(t *testing.T) {
	c := newClock(t, "*60", DefaultRules())
	wantRemaining(t, c, Black, 10*s, 70*s)
	press(t, c, White, 10*s)
	wantRemaining(t, c, White, 10*s, 50*s)
	wantRemaining(t, c, White, 15*s, 55*s)
	wantRemaining(t, c, Black, 15*s, 65*s)
	if f := c.Flag(Black, 200*s); !f.Fallen || f.At != 80*s {
		t.Errorf("Flag = %+v", f)
	}
	wantRemaining(t, c, White, 200*s, 120*s)
}

func TestStateRoundTrip(t *testing.T) {
	src := &Manual{}
	c, err := New(mustPGN(t, "40/5400+30:1800+30"), DefaultRules(), src)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Start(0); err != nil {
		t.Fatal(err)
	}
	press(t, c, White, 61*s)
	_ = c.Pause(70 * s)
	b, err := json.Marshal(c.State())
	if err != nil {
		t.Fatal(err)
	}
	var st State
	if err := json.Unmarshal(b, &st); err != nil {
		t.Fatalf("%v in %s", err, b)
	}
	d, err := Restore(st, src)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := c.Read(90*s), d.Read(90*s); a != b {
		t.Errorf("restored reading %v, want %v", b, a)
	}
	_ = c.Resume(100 * s)
	_ = d.Resume(100 * s)
	if a, b := c.Read(5000*s), d.Read(5000*s); a != b {
		t.Errorf("restored reading %v, want %v", b, a)
	}
	// A fallen flag survives the round trip.
	c = newClock(t, "10", DefaultRules())
	_ = c.Pause(20 * s)
	b, _ = json.Marshal(c.State())
	st = State{}
	if err := json.Unmarshal(b, &st); err != nil {
		t.Fatal(err)
	}
	d, err = Restore(st, nil)
	if err != nil {
		t.Fatal(err)
	}
	if f := d.Flag(White, 30*s); !f.Fallen || f.At != 10*s {
		t.Errorf("restored flag %+v from %s", f, b)
	}
}

func TestNoClock(t *testing.T) {
	for _, tag := range []string{"?", "-"} {
		if _, err := New(mustPGN(t, tag), DefaultRules(), nil); err != ErrNoClock {
			t.Errorf("New(%q) = %v", tag, err)
		}
	}
	c, _ := New(mustPGN(t, "60"), DefaultRules(), nil)
	if err := c.Press(White, 0); err != ErrNotStarted {
		t.Errorf("Press before start: %v", err)
	}
	if r := c.Now(); r < 0 {
		t.Errorf("Now = %v", r)
	}
	_ = c.Start(0)
	if err := c.Start(1); err != ErrStarted {
		t.Errorf("second Start: %v", err)
	}
}

// Millisecond resolution: instants are rounded.
func TestMilliseconds(t *testing.T) {
	c := newClock(t, "60+0.5", DefaultRules())
	press(t, c, White, 1234567*time.Microsecond) // 1.235 s used, 0.5 back
	wantRemaining(t, c, White, 2*s, 59265*time.Millisecond)
}

// A flag that fell after 3 moves stays recorded when the arbiter later
// corrects the move counter down to 1 (6.10.2); the snapshot still restores.
func TestFlagSurvivesMoveCounterCorrection(t *testing.T) {
	c := newClock(t, "10", DefaultRules()) // 10 s for the game
	press(t, c, White, 1*s)
	press(t, c, Black, 2*s)
	press(t, c, White, 3*s)
	press(t, c, Black, 4*s)
	press(t, c, White, 5*s)
	press(t, c, Black, 6*s)
	// White has used 3 s; the flag falls at 6 s + 7 s = 13 s.
	if f := c.Flag(White, 14*s); !f.Fallen || f.At != 13*s || f.Moves != 3 {
		t.Fatalf("flag %+v, want fallen at 13s after 3 moves", f)
	}
	if err := c.SetMoves(White, 1, 14*s); err != nil {
		t.Fatal(err)
	}
	st := c.State()
	r, err := Restore(st, &Manual{})
	if err != nil {
		t.Fatalf("restore after correction: %v", err)
	}
	if f := r.Flag(White, 14*s); !f.Fallen || f.At != 13*s {
		t.Fatalf("restored flag %+v", f)
	}
}
