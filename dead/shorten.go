package dead

import "github.com/arbiter-chess/arbiter/chess"

// The searches find lines with detours (a best-first search goes where the
// potential leads, not by the shortest way). shorten cuts them: it ends
// the line at the first position where the side mates at once, and
// replaces every stretch between two positions of the line by a single
// move when one leads from the first straight to the second (which also
// removes repeated positions). The result is verified like any line.

// shortLine looks for a shorter line than line with a best-first search
// that also counts the plies (within a small budget of its own), then cuts
// the detours of the shorter of the two.
func (a *Analyser) shortLine(pos *chess.Position, side chess.Color, line []chess.Move) []chess.Move {
	if len(line) > 4 {
		a.sline = append(a.sline[:0], line...)
		nodes, maxNodes := a.nodes, a.maxNodes
		a.maxNodes = a.nodes + shortSearchNodes
		a.depthW = shortDepthW
		found := a.quickRound(pos, side, 0, shortSearchNodes)
		a.depthW = 0
		a.nodes, a.maxNodes = nodes, maxNodes
		if found && len(a.line) < len(a.sline) {
			line = a.line
		} else {
			line = append(a.line[:0], a.sline...)
		}
	}
	return a.shorten(pos, side, line)
}

// The search for a shorter line: its budget and the weight of a ply
// against the potential.
const (
	shortSearchNodes = 4000
	shortDepthW      = 24
)

// shorten returns a line from pos no longer than line that still ends in
// checkmate by side; line must be legal from pos.
func (a *Analyser) shorten(pos *chess.Position, side chess.Color, line []chess.Move) []chess.Move {
	if len(line) < 3 {
		return line
	}
	a.spos = a.spos[:0]
	p := *pos
	a.spos = append(a.spos, p)
	for _, m := range line {
		p.Play(m)
		a.spos = append(a.spos, p)
	}
	// Where each position occurs last.
	if a.slast == nil {
		a.slast = map[uint64]int{}
	}
	clear(a.slast)
	for i := range a.spos {
		a.slast[a.spos[i].Hash()] = i
	}
	out := a.sline[:0]
	var l chess.MoveList
	for i := 0; i < len(line); {
		q := &a.spos[i]
		q.LegalMoves(&l)
		if q.Turn() == side {
			// A mate at once ends the line here.
			mated := false
			for _, m := range l.Moves() {
				c := q.After(m)
				if c.InCheck() && !c.HasLegalMove() {
					out = append(out, m)
					mated = true
					break
				}
			}
			if mated {
				break
			}
		}
		// The farthest position of the line one move away.
		best, bestJ := line[i], i+1
		if j := a.slast[q.Hash()]; j > i {
			// The position recurs: go on from its last occurrence.
			i = j
			continue
		}
		for _, m := range l.Moves() {
			c := q.After(m)
			if j, ok := a.slast[c.Hash()]; ok && j > bestJ {
				best, bestJ = m, j
			}
		}
		out = append(out, best)
		i = bestJ
	}
	a.sline = out
	return out
}
