package laws_test

import (
	"fmt"

	"github.com/arbiter-chess/arbiter/clock"
	"github.com/arbiter-chess/arbiter/laws"
)

// The knights go out and back twice: the initial position, with White to
// move, stands on the board for the third time after Black's 4th move, and
// White claims a draw (Art. 9.2.2).
func Example() {
	tc, _ := clock.ParsePGN("5400+30")
	g, _ := laws.New(laws.Config{Edition: laws.FIDE2023, TimeControl: tc})
	at := int64(0)
	for _, m := range []string{"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"} {
		at += 1000
		if _, err := g.Apply(laws.Event{Type: laws.EvMove, At: at, Move: m}); err != nil {
			fmt.Println(err)
		}
	}
	rs, err := g.Apply(laws.Event{Type: laws.EvClaim, At: at + 1000, By: "white", Claim: "threefold"})
	if err != nil {
		fmt.Println(err)
	}
	for _, r := range rs {
		fmt.Println(r.Article)
	}
	res, term, art := g.Result()
	fmt.Println(res, term, art)
	// Output:
	// FIDE 2023 Art. 9.2.2
	// 1/2-1/2 threefold repetition FIDE 2023 Art. 9.2.2
}
