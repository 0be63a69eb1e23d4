package clock

import (
	"math/rand/v2"
	"testing"
	"time"
)

// model is an independent account of one player's time under an
// increment control: granted is everything credited (first period, period
// times, increments, penalties), used is the clock time spent in his moves.
type model struct {
	granted, used time.Duration
	idx, left     int // period index and moves left in it (0: rest of game)
	flagged       bool
}

// TestPropertyIncrement: over random sequences of presses, waits, pauses
// and time awards under random increment controls, time used + time
// remaining = time granted, remaining is never negative, and the flag falls
// exactly when the time used reaches the time granted.
func TestPropertyIncrement(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 2023))
	for game := 0; game < 400; game++ {
		n := 1 + rng.IntN(3)
		ps := make([]Period, n)
		for i := range ps {
			ps[i] = Period{Moves: 1 + rng.IntN(5), Time: time.Duration(rng.IntN(30000)) * time.Millisecond}
			if rng.IntN(4) > 0 {
				ps[i].Mode, ps[i].Extra = Increment, time.Duration(1+rng.IntN(5000))*time.Millisecond
			}
		}
		if rng.IntN(2) == 0 {
			ps[n-1].Moves = 0
		}
		tc, err := NewTimeControl(ps...)
		if err != nil {
			t.Fatal(err)
		}
		c, err := New(tc, DefaultRules(), &Manual{})
		if err != nil {
			t.Fatal(err)
		}
		var m [2]model
		for i := range m {
			m[i] = model{granted: tc.Periods[0].Time, left: tc.Periods[0].Moves}
		}
		now := time.Duration(rng.IntN(1000)) * time.Millisecond
		if err := c.Start(now); err != nil {
			t.Fatal(err)
		}
		runner, e, paused := White, time.Duration(0), false
		check := func(step int) {
			for _, side := range []Side{White, Black} {
				got := c.Remaining(side, now)
				want := m[side].granted - m[side].used
				if side == runner {
					want -= e
				}
				if m[side].flagged || want <= 0 {
					want = 0
				}
				if got < 0 || got != want {
					t.Fatalf("game %d (%v) step %d: %v remaining %v, want %v (model %+v, e %v)", game, tc, step, side, got, want, m[side], e)
				}
			}
		}
		for step := 0; step < 200; step++ {
			switch op := rng.IntN(10); {
			case op < 5: // wait
				w := time.Duration(rng.IntN(8000)) * time.Millisecond
				if !paused && !m[runner].flagged {
					if left := m[runner].granted - m[runner].used - e; left <= w {
						// The flag falls within this wait, at now+left.
						m[runner].flagged = true
						if f := c.Flag(runner, now+w); !f.Fallen || f.At != now+left {
							t.Fatalf("game %d (%v) step %d: flag %+v, want at %v", game, tc, step, f, now+left)
						}
					}
				}
				now += w
				if !paused {
					e += w
				}
			case op < 8: // press
				if paused {
					if err := c.Press(runner, now); err != ErrPaused {
						t.Fatalf("press while paused: %v", err)
					}
					continue
				}
				if err := c.Press(runner, now); err != nil {
					t.Fatal(err)
				}
				p := &m[runner]
				if !p.flagged {
					p.used += e
					per := tc.Periods[p.idx]
					p.granted += per.Extra
					if per.Moves > 0 {
						p.left--
						if p.left == 0 {
							if p.idx+1 < len(tc.Periods) {
								p.idx++
							}
							p.granted += tc.Periods[p.idx].Time
							p.left = tc.Periods[p.idx].Moves
						}
					}
				}
				runner, e = runner.Other(), 0
			case op == 8: // pause or resume
				var err error
				if paused {
					err = c.Resume(now)
				} else {
					err = c.Pause(now)
				}
				if err != nil {
					t.Fatal(err)
				}
				paused = !paused
			default: // award time to the waiting player
				side := runner.Other()
				d := time.Duration(rng.IntN(3000)) * time.Millisecond
				err := c.AddTime(side, d, now)
				if m[side].flagged {
					if err != ErrFlagFallen {
						t.Fatalf("AddTime to fallen flag: %v", err)
					}
					continue
				}
				if err != nil {
					t.Fatal(err)
				}
				m[side].granted += d
			}
			check(step)
		}
	}
}
