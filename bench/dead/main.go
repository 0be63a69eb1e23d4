// Command deadbench measures package dead on positions from real games:
// every final position plus positions sampled along the games.
//
//	go run ./bench/dead -every 12 ../shared/testdata/corpus/games-01.pgn.zst
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/arbiter-chess/arbiter/chess"
	"github.com/arbiter-chess/arbiter/dead"
	"github.com/arbiter-chess/arbiter/pgn"
)

type result struct {
	d     time.Duration
	side  [2]time.Duration
	sideN [2]int
	ans   [2]dead.Answer
	why   [2]string
	nodes int
	class string
}

func main() {
	every := flag.Int("every", 12, "sample one position every N plies (0: final positions only)")
	max := flag.Int("max", 0, "stop after this many positions (0: no limit)")
	nodes := flag.Int("nodes", dead.DefaultMaxNodes, "node budget per side")
	partial := flag.Int("partial", 25000, "print the summary every N positions as well")
	slowFlag := flag.Duration("slow", 100*time.Millisecond, "list the positions taking longer than this")
	outFlag := flag.String("out", "", "write each position's FEN and answers (tab-separated) to this file")
	fensFlag := flag.String("fens", "", "read the positions from this file (one FEN per line) instead of PGN")
	flag.Parse()
	var positions []chess.Position
	finals := 0
	if *fensFlag != "" {
		var err error
		if positions, err = readFENs(*fensFlag); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	for _, path := range flag.Args() {
		f, err := pgn.Open(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		r := pgn.NewReader(f)
		for *max == 0 || len(positions) < *max {
			g, err := r.Next()
			if err == io.EOF {
				break
			}
			var perr *pgn.Error
			if errors.As(err, &perr) || g == nil {
				continue
			}
			p := g.Start
			for i, ply := range g.Main.Plies {
				p.Play(ply.Move)
				if *every > 0 && (i+1)%*every == 0 && i+1 < len(g.Main.Plies) {
					positions = append(positions, p)
				}
			}
			positions = append(positions, p)
			finals++
		}
		f.Close()
	}
	if *max > 0 && len(positions) > *max {
		positions = positions[:*max]
	}
	fmt.Printf("%d positions (%d final positions of games, the rest sampled every %d plies)\n", len(positions), finals, *every)

	a := dead.NewAnalyser(dead.WithMaxNodes(*nodes))
	res := make([]result, len(positions))
	start := time.Now()
	for i := range positions {
		p := &positions[i]
		t0 := time.Now()
		r := &res[i]
		for c := chess.White; c <= chess.Black; c++ {
			ts := time.Now()
			v := a.CanMate(p, c)
			r.side[c] = time.Since(ts)
			r.sideN[c] = v.Nodes
			r.ans[c] = v.Answer
			r.why[c] = v.Reason
			r.nodes += v.Nodes
		}
		r.d = time.Since(t0)
		r.class = classify(r)
		if r.d > *slowFlag {
			fmt.Printf("slow: %v %s [%v %v] %s | %s\n", r.d, p.FEN(), r.ans[0], r.ans[1], r.why[0], r.why[1])
		}
		if (i+1)%10000 == 0 {
			fmt.Fprintf(os.Stderr, "%d positions, %v\n", i+1, time.Since(start).Round(time.Second))
		}
		if (i+1)%*partial == 0 && i+1 < len(positions) {
			fmt.Printf("--- after %d positions\n", i+1)
			summarize(positions[:i+1], res[:i+1], time.Since(start))
		}
	}
	summarize(positions, res, time.Since(start))
	if *outFlag != "" {
		if err := writeAnswers(*outFlag, positions, res); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}

// readFENs reads one position per line; a line that is not a legal
// position is reported and skipped.
func readFENs(path string) ([]chess.Position, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []chess.Position
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		p, _, err := chess.FromFENLenient(sc.Text(), false)
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s:%d: %v\n", path, line, err)
			continue
		}
		out = append(out, p)
	}
	return out, sc.Err()
}

// writeAnswers writes one line per position: FEN, White's and Black's
// answers.
func writeAnswers(path string, positions []chess.Position, res []result) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	for i := range positions {
		fmt.Fprintf(w, "%s\t%s\t%s\n", positions[i].FEN(), res[i].ans[0], res[i].ans[1])
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// classify names the work a position needed: "quick" when both sides were
// shown to mate by the short helpmate search, "blocked" when a side was
// proved unable by the static analysis, "material" for insufficient
// material, "terminal" for checkmate or stalemate, else "search".
func classify(r *result) string {
	for c := 0; c < 2; c++ {
		switch {
		case strings.HasPrefix(r.why[c], "checkmate"), strings.HasPrefix(r.why[c], "stalemate"):
			return "terminal"
		case strings.HasPrefix(r.why[c], "blocked"):
			return "blocked"
		}
	}
	for c := 0; c < 2; c++ {
		if strings.HasPrefix(r.why[c], "insufficient") {
			return "material"
		}
	}
	if r.ans[0] == dead.Yes && r.ans[1] == dead.Yes && r.nodes <= 8000 {
		return "quick"
	}
	return "search"
}

// sideClass names the work one side's question needed: "yes-quick" for a
// mate found by the quick search (at most 4,000 positions), "yes-search"
// for a longer one, "no-over" when the game is over (mate, stalemate),
// "no-static" for material and static proofs, "no-search" for an
// exhausted search, "unknown".
func sideClass(r *result, c int) string {
	switch r.ans[c] {
	case dead.Yes:
		if r.sideN[c] <= 4000 {
			return "yes-quick"
		}
		return "yes-search"
	case dead.No:
		switch {
		case strings.HasPrefix(r.why[c], "checkmate"), strings.HasPrefix(r.why[c], "stalemate"):
			return "no-over"
		case strings.HasPrefix(r.why[c], "search"):
			return "no-search"
		}
		return "no-static"
	}
	return "unknown"
}

func report(name string, ds []time.Duration) {
	if len(ds) == 0 {
		return
	}
	sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	q := func(f float64) time.Duration { return ds[int(f*float64(len(ds)-1))] }
	fmt.Printf("%-9s n=%-7d median %-10v p90 %-10v p99 %-10v max %v\n", name, len(ds), q(0.5), q(0.9), q(0.99), ds[len(ds)-1])
}

// summarize prints the measurements of the positions analysed so far.
func summarize(positions []chess.Position, res []result, total time.Duration) {

	unknown, decided, deadN := 0, 0, 0
	byClass := map[string][]time.Duration{}
	all := make([]time.Duration, 0, len(res))
	slow := 0
	for i := range res {
		r := &res[i]
		all = append(all, r.d)
		byClass[r.class] = append(byClass[r.class], r.d)
		if r.ans[0] == dead.Unknown || r.ans[1] == dead.Unknown {
			unknown++
		} else {
			decided++
		}
		if r.ans[0] == dead.No && r.ans[1] == dead.No {
			deadN++
		}
		if r.d > res[slow].d {
			slow = i
		}
	}
	fmt.Printf("total %.2fs, %.0f positions/s (both sides each)\n", total.Seconds(), float64(len(res))/total.Seconds())
	fmt.Printf("decided %d (%.4f%%), unknown %d, dead %d\n", decided, 100*float64(decided)/float64(len(res)), unknown, deadN)
	report("all", all)
	classes := make([]string, 0, len(byClass))
	for k := range byClass {
		classes = append(classes, k)
	}
	sort.Strings(classes)
	for _, k := range classes {
		report(k, byClass[k])
	}
	// Per side: the question the goals are about.
	sides := map[string][]time.Duration{}
	for i := range res {
		r := &res[i]
		for c := 0; c < 2; c++ {
			k := sideClass(r, c)
			sides[k] = append(sides[k], r.side[c])
		}
	}
	fmt.Println("per side:")
	for _, k := range []string{"yes-quick", "yes-search", "no-static", "no-search", "no-over", "unknown"} {
		report("  "+k, sides[k])
	}
	over := 0
	for _, d := range all {
		if d > 100*time.Millisecond {
			over++
		}
	}
	s := &res[slow]
	fmt.Printf("positions over 100 ms: %d\n", over)
	fmt.Printf("slowest: %v %s [%v %v] %s | %s\n", s.d, positions[slow].FEN(), s.ans[0], s.ans[1], s.why[0], s.why[1])
	for i := range res {
		if res[i].ans[0] == dead.Unknown || res[i].ans[1] == dead.Unknown {
			fmt.Printf("unknown: %s [%v %v] %s | %s\n", positions[i].FEN(), res[i].ans[0], res[i].ans[1], res[i].why[0], res[i].why[1])
		}
	}

}
