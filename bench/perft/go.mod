module github.com/arbiter-chess/arbiter/bench/perft

go 1.26.8

require (
	github.com/arbiter-chess/arbiter v0.0.0
	github.com/corentings/chess/v2 v2.3.2
)

require golang.org/x/exp v0.0.0-20250128182459-e0ece0dbea4c // indirect

replace github.com/arbiter-chess/arbiter => ../..
