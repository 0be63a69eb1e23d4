package chess

import (
	"runtime"
	"sync"
)

// Perft counts the leaf nodes of the legal move tree to the given depth,
// the standard test of a move generator. The last ply is counted without
// making the moves ("bulk counting").
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	// Children live in one preallocated stack, so no node allocates.
	var stack [64]Position
	stack[0] = *p
	return perft(stack[:min(depth, 63)+1], depth)
}

func perft(st []Position, depth int) uint64 {
	p := &st[0]
	if depth == 1 {
		return uint64(p.CountLegalMoves())
	}
	var l MoveList
	p.LegalMoves(&l)
	var n uint64
	c := &st[1]
	for _, m := range l.Moves() {
		*c = *p
		c.Play(m)
		n += perft(st[1:], depth-1)
	}
	return n
}

// DivideEntry is one root move and the perft count below it.
type DivideEntry struct {
	Move  Move
	Nodes uint64
}

// Divide returns the perft count under each legal root move, spreading the
// root moves over the given number of goroutines (0 means one per CPU).
func (p *Position) Divide(depth, threads int) []DivideEntry {
	var l MoveList
	p.LegalMoves(&l)
	out := make([]DivideEntry, l.Len())
	if threads <= 0 {
		threads = runtime.NumCPU()
	}
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range threads {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				c := *p
				c.Play(l.At(i))
				out[i] = DivideEntry{l.At(i), c.Perft(depth - 1)}
			}
		}()
	}
	for i := range l.Len() {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	return out
}

// PerftParallel is Perft spread over threads goroutines (0: one per CPU).
func (p *Position) PerftParallel(depth, threads int) uint64 {
	if depth <= 2 || threads == 1 {
		return p.Perft(depth)
	}
	var n uint64
	for _, e := range p.Divide(depth, threads) {
		n += e.Nodes
	}
	return n
}
