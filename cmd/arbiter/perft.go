package main

import (
	"flag"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"time"
)

func init() {
	register("perft", "count the leaf nodes of the legal move tree (FEN|startpos|chess960:N DEPTH)", runPerft)
}

func runPerft(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("perft", flag.ContinueOnError)
	fs.SetOutput(stderr)
	divide := fs.Bool("divide", false, "print the count under each root move")
	c960 := fs.Bool("960", false, "read the castling field as Chess960")
	threads := fs.Int("threads", 1, "goroutines to spread the root moves over (0: one per CPU)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: arbiter perft [--divide] [--960] [--threads N] FEN|startpos|chess960:N DEPTH")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 2 {
		fs.Usage()
		return 2
	}
	depth, err := strconv.Atoi(fs.Arg(1))
	if err != nil || depth < 0 || depth > 20 {
		fmt.Fprintf(stderr, "arbiter perft: depth must be a number from 0 to 20, not %q\n", fs.Arg(1))
		return 2
	}
	pos, err := loadPosition(fs.Arg(0), *c960)
	if err != nil {
		fmt.Fprintf(stderr, "arbiter perft: %v\n", err)
		return 2
	}
	if *threads <= 0 {
		*threads = runtime.NumCPU()
	}
	start := time.Now()
	var nodes uint64
	if *divide && depth > 0 {
		for _, e := range pos.Divide(depth, *threads) {
			fmt.Fprintf(stdout, "%s: %d\n", pos.UCI(e.Move), e.Nodes)
			nodes += e.Nodes
		}
		fmt.Fprintln(stdout)
	} else {
		nodes = pos.PerftParallel(depth, *threads)
	}
	el := time.Since(start)
	fmt.Fprintf(stdout, "nodes %d\n", nodes)
	fmt.Fprintf(stderr, "time %.3fs, %.1f Mnodes/s\n", el.Seconds(), float64(nodes)/el.Seconds()/1e6)
	return 0
}
