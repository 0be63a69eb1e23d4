package laws

import (
	"testing"

	"github.com/arbiter-chess/arbiter/clock"
)

var benchGame = []string{"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6", "e1g1", "f8e7",
	"f1e1", "b7b5", "a4b3", "d7d6", "c2c3", "e8g8", "h2h3", "c6b8", "d2d4", "b8d7"}

// BenchmarkApplyMove measures one move event with clock press in a timed
// game (validation, rollback snapshot, clock, automatic rulings).
func BenchmarkApplyMove(b *testing.B) {
	tc, _ := clock.ParsePGN("5400+30")
	b.ReportAllocs()
	for b.Loop() {
		g, _ := New(Config{TimeControl: tc})
		for i, m := range benchGame {
			if _, err := g.Apply(Event{Type: EvMove, At: int64(i) * 1000, Move: m}); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(benchGame)), "ns/move")
}
