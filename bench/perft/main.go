// Command perft-bench measures perft speed side by side in one run:
// Arbiter's chess package (one thread and all threads), Stockfish's
// "go perft" (one thread, over the UCI protocol) and the Go chess libraries
// that the module proxy serves here. It prints nodes per second and the
// ratio of each to Stockfish. All of them count the last ply in bulk.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"time"

	"github.com/arbiter-chess/arbiter/chess"
	corentings "github.com/corentings/chess/v2"
)

type target struct {
	name  string
	fen   string
	depth int
	nodes uint64
}

var targets = []target{
	{"startpos", chess.StartFEN, 6, 119060324},
	{"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5, 193690690},
}

func main() {
	sfPath := flag.String("stockfish", "/usr/games/stockfish", "path to the stockfish binary")
	runs := flag.Int("runs", 3, "runs per measurement; the fastest counts")
	slowDepthDrop := flag.Int("slow-drop", 2, "depth reduction for slow Go libraries")
	flag.Parse()

	sf, err := startStockfish(*sfPath)
	if err != nil {
		fmt.Fprintf(os.Stderr, "stockfish unavailable (%v): ratios omitted\n", err)
	}
	fmt.Printf("%-10s %-28s %5s %12s %10s %8s %9s\n", "position", "program", "depth", "nodes", "seconds", "Mnps", "vs SF")
	for _, t := range targets {
		var sfNPS float64
		if sf != nil {
			el, n := best(*runs, func() (time.Duration, uint64) { return sf.perft(t.fen, t.depth) })
			check(t, n, "stockfish")
			sfNPS = float64(n) / el.Seconds()
			row(t.name, "stockfish 1 thread", t.depth, n, el, sfNPS)
		}
		pos, err := chess.FromFEN(t.fen)
		if err != nil {
			panic(err)
		}
		el, n := best(*runs, func() (time.Duration, uint64) {
			s := time.Now()
			n := pos.Perft(t.depth)
			return time.Since(s), n
		})
		check(t, n, "arbiter")
		row(t.name, "arbiter 1 thread", t.depth, n, el, sfNPS)
		threads := runtime.NumCPU()
		el, n = best(*runs, func() (time.Duration, uint64) {
			s := time.Now()
			n := pos.PerftParallel(t.depth, threads)
			return time.Since(s), n
		})
		check(t, n, "arbiter threads")
		row(t.name, fmt.Sprintf("arbiter %d threads", threads), t.depth, n, el, sfNPS)

		d := t.depth - *slowDepthDrop
		el, n = best(1, func() (time.Duration, uint64) { return corentingsPerft(t.fen, d) })
		row(t.name, "corentings/chess/v2", d, n, el, sfNPS)
	}
	if sf != nil {
		sf.close()
	}
}

func check(t target, n uint64, who string) {
	if n != t.nodes {
		fmt.Fprintf(os.Stderr, "%s: %s perft(%d) = %d, want %d\n", t.name, who, t.depth, n, t.nodes)
		os.Exit(1)
	}
}

func best(runs int, f func() (time.Duration, uint64)) (time.Duration, uint64) {
	var b time.Duration
	var nodes uint64
	for i := 0; i < runs; i++ {
		el, n := f()
		if i == 0 || el < b {
			b, nodes = el, n
		}
	}
	return b, nodes
}

func row(pos, prog string, depth int, nodes uint64, el time.Duration, sfNPS float64) {
	nps := float64(nodes) / el.Seconds()
	ratio := "-"
	if sfNPS > 0 {
		ratio = fmt.Sprintf("%.2f", nps/sfNPS)
	}
	fmt.Printf("%-10s %-28s %5d %12d %10.3f %8.1f %9s\n", pos, prog, depth, nodes, el.Seconds(), nps/1e6, ratio)
}

type stockfish struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Scanner
}

func startStockfish(path string) (*stockfish, error) {
	cmd := exec.Command(path)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &stockfish{cmd, in, bufio.NewScanner(out)}
	s.send("uci")
	s.wait("uciok")
	s.send("setoption name Threads value 1")
	s.send("isready")
	s.wait("readyok")
	return s, nil
}

func (s *stockfish) send(line string) { fmt.Fprintln(s.in, line) }

func (s *stockfish) wait(prefix string) string {
	for s.out.Scan() {
		if l := s.out.Text(); strings.HasPrefix(l, prefix) {
			return l
		}
	}
	return ""
}

// perft times "go perft" from the command to the node count.
func (s *stockfish) perft(fen string, depth int) (time.Duration, uint64) {
	s.send("position fen " + fen)
	s.send("isready")
	s.wait("readyok")
	start := time.Now()
	s.send(fmt.Sprintf("go perft %d", depth))
	l := s.wait("Nodes searched")
	el := time.Since(start)
	var n uint64
	fmt.Sscanf(strings.TrimPrefix(l, "Nodes searched: "), "%d", &n)
	return el, n
}

func (s *stockfish) close() {
	s.send("quit")
	s.in.Close()
	s.cmd.Wait()
}

func corentingsPerft(fen string, depth int) (time.Duration, uint64) {
	opt, err := corentings.FEN(fen)
	if err != nil {
		panic(err)
	}
	pos := corentings.NewGame(opt).Position()
	start := time.Now()
	n := cPerft(pos, depth)
	return time.Since(start), n
}

func cPerft(pos *corentings.Position, depth int) uint64 {
	moves := pos.ValidMoves()
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for i := range moves {
		n += cPerft(pos.Update(&moves[i]), depth-1)
	}
	return n
}
