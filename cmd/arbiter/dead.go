package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/arbiter-chess/arbiter/chess"
	"github.com/arbiter-chess/arbiter/dead"
	"github.com/arbiter-chess/arbiter/notation"
)

func init() {
	register("dead", "can each side still checkmate by any series of legal moves? (Art. 5.2.2, 6.9)", runDead)
	statusFields = append(statusFields, deadStatus)
}

var deadPool = sync.Pool{New: func() any { return dead.NewAnalyser() }}

// deadStatus adds "dead", "white_can_mate" and "black_can_mate" to the
// status op; a side's field is null, with "unknown": true, when the budget
// ran out, and "dead" is then null unless the other side can mate.
func deadStatus(p *chess.Position, out map[string]any) {
	a := deadPool.Get().(*dead.Analyser)
	defer deadPool.Put(a)
	answers := [2]dead.Answer{}
	for c := chess.White; c <= chess.Black; c++ {
		answers[c] = a.CanMate(p, c).Answer
	}
	field := func(x dead.Answer) any {
		if x == dead.Unknown {
			return nil
		}
		return x == dead.Yes
	}
	out["white_can_mate"] = field(answers[chess.White])
	out["black_can_mate"] = field(answers[chess.Black])
	switch {
	case answers[0] == dead.Yes || answers[1] == dead.Yes:
		out["dead"] = false
	case answers[0] == dead.No && answers[1] == dead.No:
		out["dead"] = true
	default:
		out["dead"] = nil
	}
	if answers[0] == dead.Unknown || answers[1] == dead.Unknown {
		out["unknown"] = true
	}
}

func runDead(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("dead", flag.ContinueOnError)
	fs.SetOutput(stderr)
	nodes := fs.Int("nodes", dead.DefaultMaxNodes, "node budget per side")
	c960 := fs.Bool("chess960", false, "read the castling field as Chess960")
	uci := fs.Bool("uci", false, "write the mating lines in UCI instead of SAN")
	limit := fs.Duration("time", 0, "time budget per side, e.g. 500ms (0: none)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: arbiter dead [-nodes N] [-time D] [-uci] FEN|startpos")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	p, err := loadPosition(strings.Join(fs.Args(), " "), *c960)
	if err != nil {
		fmt.Fprintln(stderr, "arbiter dead:", err)
		return 1
	}
	a := dead.NewAnalyser(dead.WithMaxNodes(*nodes), dead.WithMaxTime(*limit), dead.WithShortLines())
	var ans [2]dead.Answer
	for c := chess.White; c <= chess.Black; c++ {
		v := a.CanMate(&p, c)
		ans[c] = v.Answer
		fmt.Fprintf(stdout, "%s can mate: %s", c, v.Answer)
		switch v.Answer {
		case dead.Yes:
			fmt.Fprintf(stdout, " (%d nodes): %s\n", v.Nodes, formatLine(&p, v.Line, *uci))
		default:
			fmt.Fprintf(stdout, " (%d nodes): %s\n", v.Nodes, v.Reason)
		}
	}
	switch {
	case ans[0] == dead.No && ans[1] == dead.No:
		fmt.Fprintln(stdout, "dead position: yes (FIDE 2023 Art. 5.2.2)")
	case ans[0] == dead.Yes || ans[1] == dead.Yes:
		fmt.Fprintln(stdout, "dead position: no")
	default:
		fmt.Fprintln(stdout, "dead position: unknown")
	}
	return 0
}

// formatLine writes a line with move numbers, in SAN unless uci is set.
func formatLine(start *chess.Position, line []chess.Move, uci bool) string {
	if len(line) == 0 {
		return "(already checkmate)"
	}
	p := *start
	var b strings.Builder
	for i, m := range line {
		if p.Turn() == chess.White {
			fmt.Fprintf(&b, "%d. ", p.FullmoveNumber())
		} else if i == 0 {
			fmt.Fprintf(&b, "%d... ", p.FullmoveNumber())
		}
		if uci {
			b.WriteString(p.UCI(m))
		} else {
			b.WriteString(notation.SAN(&p, m))
		}
		p.Play(m)
		if i < len(line)-1 {
			b.WriteByte(' ')
		}
	}
	return b.String()
}
