// Package laws is the arbiter: the competition rules of the FIDE Laws of
// Chess (Articles 4 to 12, Appendices A and B, Guidelines I and III) as a
// game of events, in the editions of 2023 (the default), 2018, 2014, 2005
// and the 1952/53 rules as amended to 1971.
//
// A Game is built by applying events in order (Game.Apply): moves, clock
// presses, touches, draw offers and claims, resignations, flag falls,
// illegal moves and their reports, arbiter penalties, clock corrections,
// pauses, adjournments, quickplay-finish requests and claims, late
// arrivals. Each event carries its instant in milliseconds since the
// scheduled start, so a log replays deterministically. A rejected event
// leaves the game unchanged and says why; an accepted one may produce
// Rulings, each citing the edition and article it follows, up to the
// result and termination.
//
//	g, _ := laws.New(laws.Config{Edition: laws.FIDE2023, TimeControl: tc})
//	g.Apply(laws.Event{Type: laws.EvMove, At: 5000, Move: "e2e4"})
//	rulings, err := g.Apply(laws.Event{Type: laws.EvClaim, At: 9000, By: "black", Claim: "threefold"})
//
// Editions are data (Edition); the tournament regulations and the choices
// the Laws leave open are Regulations with documented defaults. The
// decisions taken where the Laws are silent, and which parts of the older
// editions rest on their published texts rather than on the German seed
// texts, are listed in EDITIONS_MODEL.md and NOTES.md.
//
// Logs are JSON (Log, ParseLog, Replay, Game.Log) and games export to PGN
// with [%clk] comments (Game.PGN).
package laws
