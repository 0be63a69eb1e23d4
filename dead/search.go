package dead

import "github.com/arbiter-chess/arbiter/chess"

// The search has two stages. A quick best-first helpmate search
// (helpmate.go) finds mates in positions with plenty of material. If it fails, a guided depth-first enumeration of every position
// reachable from the root follows, remembering positions already seen; it
// either meets a checkmate by the side (Yes, with the line rebuilt from
// parent links) or runs out of positions (No: no reachable position is a
// checkmate by the side) or out of budget (Unknown).
//
// Pruning in the enumeration is sound: a position is dropped only when the
// side provably cannot mate from it (insufficient material, which can only
// persist, or the static analysis after a capture or pawn move), or when it
// was seen before (all its successors are or will be enumerated from the
// first occurrence). Positions are identified by their Zobrist hash, which
// covers the side to move, castling rights and a legal en passant capture,
// as Art. 9.2.3 does.

const (
	seenBits  = 20
	maxFrames = 1 << 18
)

type sentry struct {
	key   uint64
	gen   uint32
	depth int32
}

type frame struct {
	pos              chess.Position
	tree             int32
	start, next, end int32
	depth            int32
}

type treeNode struct {
	parent int32
	move   chess.Move
}

// cheb is the king distance between two squares.
func cheb(a, b chess.Square) int { return int(chebTable[a][b]) }

var chebTable [64][64]int8

func init() {
	for a := chess.Square(0); a < 64; a++ {
		for b := chess.Square(0); b < 64; b++ {
			chebTable[a][b] = int8(chebSlow(a, b))
		}
	}
}

func chebSlow(a, b chess.Square) int {
	df := a.File() - b.File()
	if df < 0 {
		df = -df
	}
	dr := a.Rank() - b.Rank()
	if dr < 0 {
		dr = -dr
	}
	if df > dr {
		return df
	}
	return dr
}

// moveScore orders moves for the helpmate: the side's men go to the
// defending king, the defender's king goes towards the side's pieces and
// the defender's other men gather round their own king.
func moveScore(pos *chess.Position, m chess.Move, side chess.Color) int32 {
	from, to := m.From(), m.To()
	pc := pos.PieceAt(from)
	var s int32
	if pos.Turn() == side {
		lk := pos.King(side.Other())
		if m.Kind() == chess.Promotion {
			if m.Promotion() == chess.Queen {
				s += 60
			} else {
				s += 10
			}
		}
		if pos.PieceAt(to) != chess.NoPiece && m.Kind() != chess.Castling {
			s += 20
		}
		d := int32(cheb(from, lk) - cheb(to, lk))
		if pc.Type() == chess.King {
			s += 2 * d
		} else {
			s += 6 * d
		}
		return s
	}
	lk := pos.King(pos.Turn())
	if t := pos.PieceAt(to); t != chess.NoPiece && m.Kind() != chess.Castling {
		if t.Type() == chess.Pawn {
			s -= 5
		} else {
			s -= 40
		}
	}
	switch pc.Type() {
	case chess.King:
		target := attackerSquare(pos, side)
		s += 3*int32(cheb(from, target)-cheb(to, target)) + 2*int32(edgeDist(from)-edgeDist(to))
	case chess.Pawn:
		s += 8
	default:
		s += 2 * int32(cheb(from, lk)-cheb(to, lk))
	}
	return s
}

// attackerSquare returns the square of the side's strongest piece (the king
// if it has nothing else).
func attackerSquare(pos *chess.Position, side chess.Color) chess.Square {
	for _, t := range [...]chess.PieceType{chess.Queen, chess.Rook, chess.Bishop, chess.Knight, chess.Pawn} {
		if b := pos.Pieces(side, t); b != 0 {
			return b.First()
		}
	}
	return pos.King(side)
}

// seenInsert records that the position with this key was reached at the
// given depth. It reports false when it was reached before at that depth
// or less (its successors are, or will be, enumerated from there).
func (a *Analyser) seenInsert(key uint64, depth int32) bool {
	mask := uint64(len(a.seen) - 1)
	i := key & mask
	victim := i
	for probe := uint64(0); probe < 4; probe++ {
		e := &a.seen[(i+probe)&mask]
		if e.gen != a.gen {
			*e = sentry{key: key, gen: a.gen, depth: depth}
			return true
		}
		if e.key == key {
			if e.depth <= depth {
				return false
			}
			e.depth = depth
			return true
		}
	}
	// Table full here: forget an entry (it may be enumerated again, which
	// costs time but never soundness).
	a.seen[victim] = sentry{key: key, gen: a.gen, depth: depth}
	return true
}

// exhaust enumerates the positions reachable from pos: first only those
// within a short distance (which finds short lines), then all of them.
func (a *Analyser) exhaust(pos *chess.Position, side chess.Color) Verdict {
	if a.seen == nil {
		a.seen = make([]sentry, 1<<seenBits)
	}
	// Iterative deepening of the enumeration: short lines first, then
	// everything. A bounded pass that left nothing out also proves No.
	total := a.maxNodes
	for _, limit := range [...]int32{phase1Depth, 96, 256} {
		a.maxNodes = a.nodes + min((total-a.nodes)/8, int(limit)*300)
		v, cut := a.enumerate(pos, side, limit)
		a.maxNodes = total
		if v.Answer == Yes || v.Answer == No && !cut {
			return v
		}
		if a.timeUp {
			return Verdict{Answer: Unknown, Reason: "time budget exhausted"}
		}
	}
	// The full enumeration also prunes with the static analysis wherever
	// pawns stand head to head: a capture may lock what is not locked yet.
	a.useStatic = a.useStatic || pushBB(chess.White, pos.Pieces(chess.White, chess.Pawn))&pos.Pieces(chess.Black, chess.Pawn) != 0
	v, _ := a.enumerate(pos, side, 0)
	return v
}

// enumerate walks the positions reachable from pos within limit plies (no
// limit if 0), depth first, the most promising move first. With a limit,
// cut tells whether some position was left out, in which case a No answer
// proves nothing.
func (a *Analyser) enumerate(pos *chess.Position, side chess.Color, limit int32) (v Verdict, cut bool) {
	a.gen++
	a.tree = a.tree[:0]
	a.frames = a.frames[:0]
	a.arena = a.arena[:0]
	a.seenInsert(pos.Hash(), 0)
	if a.expand(pos, side, -1, chess.NullMove, 0) {
		return Verdict{Answer: Yes, Line: a.line}, false
	}
	for len(a.frames) > 0 {
		f := &a.frames[len(a.frames)-1]
		if f.next == f.end {
			a.arena = a.arena[:f.start]
			a.frames = a.frames[:len(a.frames)-1]
			continue
		}
		m := a.arena[f.next]
		f.next++
		if limit > 0 && f.depth+1 >= limit {
			cut = true
			continue
		}
		c := f.pos.After(m)
		d := f.depth + 1
		if limit == 0 {
			d = 0 // without a limit the first visit is enough
		}
		if !a.seenInsert(c.Hash(), d) {
			continue
		}
		if a.outOfBudget() {
			if a.timeUp {
				return Verdict{Answer: Unknown, Reason: "time budget exhausted"}, true
			}
			return Verdict{Answer: Unknown, Reason: "node budget exhausted"}, true
		}
		if len(a.frames) >= maxFrames {
			return Verdict{Answer: Unknown, Reason: "search too deep"}, true
		}
		if a.expand(&c, side, f.tree, m, f.depth+1) {
			return Verdict{Answer: Yes, Line: a.line}, false
		}
	}
	return Verdict{Answer: No, Reason: "search exhausted: no reachable position is a checkmate by this side"}, cut
}

// expand lists the moves of p worth following, best last, in a new frame;
// it reports a checkmate by side found among them (a.line then holds the
// line).
func (a *Analyser) expand(p *chess.Position, side chess.Color, parent int32, move chess.Move, depth int32) bool {
	a.nodes++
	idx := int32(len(a.tree))
	a.tree = append(a.tree, treeNode{parent: parent, move: move})
	var l chess.MoveList
	p.LegalMoves(&l)
	mover := p.Turn()
	start := int32(len(a.arena))
	nk := 0
	for _, m := range l.Moves() {
		capture := p.PieceAt(m.To()) != chess.NoPiece && m.Kind() != chess.Castling
		irreversible := capture || p.PieceAt(m.From()).Type() == chess.Pawn
		c := p.After(m)
		if mover == side {
			if c.InCheck() && !c.HasLegalMove() {
				a.buildLine(idx, m)
				return true
			}
			if c.CannotMateByMaterial(side) || m.Kind() == chess.Promotion && a.noMateConfig(&c, side) {
				continue
			}
		} else {
			if !c.HasLegalMove() {
				continue // the side is mated or stalemated: nothing follows
			}
			if capture && a.noMateConfig(&c, side) {
				continue // the side is left with what cannot mate
			}
		}
		if irreversible && a.useStatic && a.static.proveNo(&c, side) != "" {
			continue
		}
		score := moveScore(p, m, side)
		if mover == side && c.InCheck() {
			score += 100
		}
		a.scores[nk] = score
		a.moves[nk] = m
		nk++
	}
	// sort ascending so that the best comes last... then reverse order of
	// visiting: frames walk from next to end, so store best first.
	for i := 1; i < nk; i++ {
		for j := i; j > 0 && a.scores[j] > a.scores[j-1]; j-- {
			a.scores[j], a.scores[j-1] = a.scores[j-1], a.scores[j]
			a.moves[j], a.moves[j-1] = a.moves[j-1], a.moves[j]
		}
	}
	a.arena = append(a.arena, a.moves[:nk]...)
	a.frames = append(a.frames, frame{pos: *p, tree: idx, start: start, next: start, end: start + int32(nk), depth: depth})
	return false
}

func (a *Analyser) buildLine(idx int32, last chess.Move) {
	a.line = append(a.line[:0], last)
	for i := idx; i >= 0 && a.tree[i].parent >= 0; i = a.tree[i].parent {
		a.line = append(a.line, a.tree[i].move)
	}
	for i, j := 0, len(a.line)-1; i < j; i, j = i+1, j-1 {
		a.line[i], a.line[j] = a.line[j], a.line[i]
	}
}

// edgeDist is the distance from s to the nearest edge of the board.
func edgeDist(s chess.Square) int {
	f, r := s.File(), s.Rank()
	return min(f, 7-f, r, 7-r)
}

// phase1Depth bounds the first, short enumeration (in plies).
const phase1Depth int32 = 32

// quickNodeCap bounds the positions the quick search expands.
const quickNodeCap = 4000
