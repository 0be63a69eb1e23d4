package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/arbiter-chess/arbiter/clock"
)

func init() {
	register("clock", "explain a time control: periods, additions, class per edition (TIMECONTROL)", runClock)
}

func runClock(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("clock", flag.ContinueOnError)
	fs.SetOutput(stderr)
	text := fs.Bool("text", false, "read the time control as FIDE-style text (\"15+10\" = 15 min + 10 s)")
	pgn := fs.Bool("pgn", false, "read the time control as a PGN TimeControl tag only")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: arbiter clock [--text|--pgn] TIMECONTROL")
		fmt.Fprintln(stderr, "  e.g. 40/5400+30:1800+30, 300+2, 300d5, \"90 min/40 moves + 30 min, 30 s per move from move 1\", G/90;d5")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	src := strings.Join(fs.Args(), " ")
	var tc clock.TimeControl
	var err error
	switch {
	case *text:
		tc, err = clock.ParseText(src)
	case *pgn:
		tc, err = clock.ParsePGN(src)
	default:
		tc, err = clock.Parse(src)
	}
	if err != nil {
		fmt.Fprintf(stderr, "arbiter clock: %v\n", err)
		return 2
	}
	fmt.Fprint(stdout, clock.Explain(tc))
	return 0
}
