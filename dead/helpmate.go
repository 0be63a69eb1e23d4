package dead

import "github.com/arbiter-chess/arbiter/chess"

// The quick helpmate search is a greedy best-first search: both players
// cooperate towards a checkmate by the side, and the position that looks
// nearest to one is expanded first. "Near" is measured by a potential: the
// flight squares of the defending king that the side does not yet cover
// and its own men do not block, whether the king is in check, and how far
// the side's men stand from the king. Positions already generated are not
// generated again. Any line found is replayed and verified before it is
// reported, so the search may be as greedy as it likes.

type hchild struct {
	parent int32 // index into hexp of the expanded parent
	move   chess.Move
	exact  bool  // pushed with its exact potential
	depth  int16 // plies from the root
}

// qentry is a queue entry: a child and its key.
type qentry struct {
	key int32
	idx int32
}

// hmSeenBits sizes the table of generated positions.
const hmSeenBits = 14

func (a *Analyser) hmReset() {
	if a.hseen == nil {
		a.hseen = make([]uint64, 1<<hmSeenBits)
		a.hseenGen = make([]uint32, 1<<hmSeenBits)
	}
	a.gen++
	a.hexp = a.hexp[:0]
	a.hexpKid = a.hexpKid[:0]
	a.hkids = a.hkids[:0]
	a.hq.reset()
}

// hmSeen records key; it reports whether it was recorded already.
func (a *Analyser) hmSeen(key uint64) bool {
	mask := uint64(len(a.hseen) - 1)
	i := key & mask
	for probe := uint64(0); probe < 8; probe++ {
		j := (i + probe) & mask
		if a.hseenGen[j] != a.gen {
			a.hseenGen[j] = a.gen
			a.hseen[j] = key
			return false
		}
		if a.hseen[j] == key {
			return true
		}
	}
	a.hseen[i] = key // full: forget one, costs time only
	return false
}

// The open children wait in a bucket queue keyed by potential: one list
// per value, the latest pushed first (depth first among equals).
const (
	hqOffset  = 512
	hqBuckets = 2 * hqOffset
)

type hqueue struct {
	head   [hqBuckets]int32 // child index + 1 of the latest pushed
	next   []int32          // per child: the next in its bucket, + 1
	lo, hi int32            // buckets below lo and above hi are empty
	n      int
}

func (q *hqueue) reset() {
	for b := q.lo; b <= q.hi && q.hi < hqBuckets; b++ {
		q.head[b] = 0
	}
	q.next = q.next[:0]
	q.lo, q.hi = hqBuckets, 0
	q.n = 0
}

func (a *Analyser) hpush(key, idx int32) {
	q := &a.hq
	b := min(max(key+hqOffset, 0), hqBuckets-1)
	for int32(len(q.next)) <= idx {
		q.next = append(q.next, 0)
	}
	q.next[idx] = q.head[b]
	q.head[b] = idx + 1
	q.lo = min(q.lo, b)
	q.hi = max(q.hi, b)
	q.n++
}

// hmin returns the smallest key waiting; the queue must not be empty.
func (a *Analyser) hmin() int32 {
	q := &a.hq
	for q.head[q.lo] == 0 {
		q.lo++
	}
	return q.lo - hqOffset
}

func (a *Analyser) hpop() qentry {
	q := &a.hq
	key := a.hmin()
	b := key + hqOffset
	idx := q.head[b] - 1
	q.head[b] = q.next[idx]
	q.n--
	return qentry{key: key, idx: idx}
}

// hmParams are the weights of one potential; the later sets drive the
// defending king to the edge and the side's king to it, count the
// defender's pieces and the side's promotion, for endings where the first
// gets stuck; the last lets the defender pass the move freely.
type hmParams struct {
	edge, king, defenders, promote int32
	tempo                          bool // let the defender pass more than once
}

var hmWeights = [...]hmParams{
	{edge: hmEdgeW, king: 1},
	{edge: 12, king: 3, defenders: 6, promote: 3},
	{edge: 12, king: 3, defenders: 6, promote: 3, tempo: true},
}

// potentialWith estimates how far pos is from a checkmate by side with
// the weights w; lower is nearer.
func potentialWith(w *hmParams, pos *chess.Position, side chess.Color) int32 {
	loser := side.Other()
	k := pos.King(loser)
	occ := pos.Occupied() &^ k.Bitboard()
	var u int32
	for b := chess.KingAttacks(k) &^ pos.ByColor(loser); b != 0; b &= b - 1 {
		if !pos.IsAttackedThrough(b.First(), side, occ) {
			u++
		}
	}
	phi := hmFlightW*u + w.edge*int32(edgeDist(k))
	if w.defenders != 0 {
		phi += w.defenders * int32((pos.ByColor(loser) &^ pos.ByType(chess.Pawn) &^ pos.ByType(chess.King)).Count())
	}
	if checkers := pos.AttackersTo(k, side); checkers == 0 {
		phi += hmCheckW
	} else if !checkers.More() {
		// A checker the defender may take is no mate yet.
		c := checkers.First()
		def := pos.AttackersTo(c, loser)
		if def&^pos.ByType(chess.King) != 0 || def != 0 && !pos.IsAttackedThrough(c, side, occ) {
			phi += hmCaptW
		}
	}
	own := pos.ByColor(side)
	for b := own &^ pos.ByType(chess.Pawn); b != 0; b &= b - 1 {
		s := b.First()
		d := int32(cheb(s, k)) - 8
		switch pos.PieceAt(s).Type() {
		case chess.King:
			phi += w.king * d
		case chess.Queen:
			phi += 3*d - hmQueenW
		case chess.Rook:
			phi += 2*d - hmRookW
		default:
			phi += 2 * d
		}
	}
	if pawns := own & pos.ByType(chess.Pawn); pawns != 0 && own&(pos.ByType(chess.Queen)|pos.ByType(chess.Rook)) == 0 {
		// Without a queen or a rook a pawn should promote; with only
		// pawns one must.
		best := int32(8)
		blocked := pushBB(side, pawns) & pos.Occupied()
		for b := pawns; b != 0; b &= b - 1 {
			s := b.First()
			r := int32(s.Rank())
			if side == chess.Black {
				r = 7 - r
			}
			d := 7 - r
			if blocked&pushBB(side, s.Bitboard()) != 0 {
				d += 2
			}
			best = min(best, d)
		}
		if own&^(pos.ByType(chess.Pawn)|pos.ByType(chess.King)) == 0 {
			phi += 4 * best
		} else {
			phi += w.promote * best
		}
	}
	return phi
}

// quick runs the best-first helpmate search with each weight set from
// the one numbered from on; on success a.line holds the mate.
//
// Children are pushed with a cheap estimate of their potential and
// evaluated only when they come first; an evaluated child that is no
// longer the best goes back with its exact potential (deferred
// evaluation), so most children never cost a move and an evaluation.
func (a *Analyser) quick(pos *chess.Position, side chess.Color, from int) bool {
	for v := from; v < len(hmWeights); v++ {
		if a.quickRound(pos, side, v, quickNodeCap) {
			return true
		}
		if a.nodes >= a.maxNodes {
			break
		}
	}
	return false
}

// quickRound runs the best-first search with weight set v and the given
// budget.
func (a *Analyser) quickRound(pos *chess.Position, side chess.Color, v, budget int) bool {
	a.plan = nil
	a.variant = v
	ok := a.bestFirst(pos, side, budget)
	a.variant = 0
	return ok
}

// firstRoundCap bounds the round of the quick search run before the
// static analysis.
const firstRoundCap = 150

// eval is the potential guiding the best-first search: the general one,
// or the distance to a planned checkmate position.
func (a *Analyser) eval(pos *chess.Position, side chess.Color) int32 {
	if a.plan != nil {
		return a.plan.distance(pos)
	}
	return potentialWith(&hmWeights[a.variant], pos, side)
}

// bestFirst runs the best-first helpmate search expanding at most budget
// positions; on success a.line holds the mate.
func (a *Analyser) bestFirst(pos *chess.Position, side chess.Color, budget int) bool {
	a.hmReset()
	cap0 := min(a.nodes+budget, a.maxNodes)
	a.hexp = append(a.hexp, *pos)
	a.hexpKid = append(a.hexpKid, 0)
	a.hmSeen(pos.Hash())
	if a.hmExpand(0, side, 0, a.eval(pos, side)) {
		return true
	}
	for a.hq.n > 0 && a.nodes < cap0 {
		top := a.hpop()
		ch := &a.hkids[top.idx]
		c := a.hexp[ch.parent].After(ch.move)
		phi := top.key - a.depthW*int32(ch.depth)
		if !ch.exact {
			if a.hmSeen(c.Hash()) {
				continue
			}
			if c.Turn() == side && c.ByColor(side) != a.hexp[ch.parent].ByColor(side) ||
				ch.move.Kind() == chess.Promotion && c.Turn() != side {
				// The defender took a man, or the side promoted: it may
				// no longer have what a mate needs.
				if c.CannotMateByMaterial(side) || a.noMateConfig(&c, side) {
					continue
				}
			}
			phi = a.eval(&c, side)
			ch.exact = true
			if key := phi + a.depthW*int32(ch.depth); a.hq.n > 0 && key > a.hmin() {
				a.hpush(key, top.idx)
				continue
			}
		}
		a.hexp = append(a.hexp, c)
		a.hexpKid = append(a.hexpKid, top.idx+1)
		if a.hmExpand(int32(len(a.hexp)-1), side, top.idx+1, phi) {
			return true
		}
	}
	return false
}

// hmExpand expands the stored position e (reached by child index kid-1,
// or the root when kid is 0) whose potential is base, pushing its
// children; it reports a checkmate found among them, leaving the line in
// a.line.
func (a *Analyser) hmExpand(e int32, side chess.Color, kid int32, base int32) bool {
	a.nodes++
	p := &a.hexp[e]
	var depth int16 = 1 // of the children
	if kid > 0 {
		depth = a.hkids[kid-1].depth + 1
	}
	l := &a.list
	p.LegalMoves(l)
	mover := p.Turn()
	loser := side.Other()
	lk := p.King(loser)
	zone := chess.KingAttacks(lk)
	tempo := false
	tempoOnce := a.plan == nil && !hmWeights[a.variant].tempo
	var cs checkSquares
	if mover == side {
		cs.init(p, lk)
	}
	for _, m := range l.Moves() {
		from, to := m.From(), m.To()
		est := base
		if a.plan != nil {
			if mover == side && cs.mayCheck(p, m) {
				c := p.After(m)
				if c.InCheck() && !c.HasLegalMove() {
					a.hmLine(kid, m)
					return true
				}
			}
			if mover != side && from != lk && !a.planFree && !a.plan.closer(p, m) {
				// A defender's man not getting nearer to a square it
				// should block only passes the move: once is enough.
				if tempo {
					continue
				}
				tempo = true
			}
		} else if mover == side {
			if cs.mayCheck(p, m) {
				c := p.After(m)
				if c.InCheck() {
					if !c.HasLegalMove() {
						a.hmLine(kid, m)
						return true
					}
					est -= hmCheckW
				}
			}
			d := int32(cheb(from, lk) - cheb(to, lk))
			switch p.PieceAt(from).Type() {
			case chess.Queen:
				est -= 3 * d
			case chess.King, chess.Pawn:
				est -= d
			default:
				est -= 2 * d
			}
			if m.Kind() == chess.Promotion {
				switch m.Promotion() {
				case chess.Queen:
					est -= hmQueenW + 16
				case chess.Rook:
					est -= hmRookW + 8
				}
			}
		} else {
			t := p.PieceAt(to)
			switch {
			case m.Kind() == chess.Castling:
			case t != chess.NoPiece:
				est += 4 * hmFlightW // losing material
			case from == lk:
			case !zone.Has(to) && !zone.Has(from) &&
				(p.PieceAt(from).Type() != chess.Pawn || cheb(from, lk) > 2 && m.Kind() != chess.Promotion):
				// A piece moving far from its king, or a pawn far from it,
				// only passes the move; one such move is enough.
				if tempo {
					continue
				}
				tempo = tempoOnce
			case zone.Has(to) && !zone.Has(from):
				est -= hmFlightW // blocks a flight square
			case zone.Has(from) && !zone.Has(to):
				est += hmFlightW
			}
		}
		a.hkids = append(a.hkids, hchild{parent: e, move: m, depth: depth})
		a.hpush(est+a.depthW*int32(depth), int32(len(a.hkids)-1))
	}
	return false
}

// hmLine rebuilds the line to the child kid-1 followed by last.
func (a *Analyser) hmLine(kid int32, last chess.Move) {
	a.line = append(a.line[:0], last)
	for kid > 0 {
		ch := &a.hkids[kid-1]
		a.line = append(a.line, ch.move)
		// The parent expansion was reached through some child: find it.
		kid = a.hexpKid[ch.parent]
	}
	for i, j := 0, len(a.line)-1; i < j; i, j = i+1, j-1 {
		a.line[i], a.line[j] = a.line[j], a.line[i]
	}
}

// Weights of the potential.
const (
	hmQueenW  = 24 // a queen of the side, beyond its distance
	hmRookW   = 12 // a rook
	hmFlightW = 8  // an uncovered flight square of the defending king
	hmCheckW  = 4  // no check yet
	hmCaptW   = 4  // the only checker may be taken
	hmEdgeW   = 4  // per rank or file from the edge of the defending king
)

// checkSquares tells cheaply which moves of the side to move may give
// check to the king on k: those landing where their piece would attack k,
// those of a man standing alone between k and a slider of the side, and
// the special moves.
type checkSquares struct {
	by          [chess.King + 1]chess.Bitboard // per piece type: squares attacking k
	discoverers chess.Bitboard
}

func (cs *checkSquares) init(p *chess.Position, k chess.Square) {
	us := p.Turn()
	occ := p.Occupied()
	cs.by[chess.Pawn] = chess.PawnAttacks(us.Other(), k)
	cs.by[chess.Knight] = chess.KnightAttacks(k)
	cs.by[chess.Bishop] = chess.BishopAttacks(k, occ)
	cs.by[chess.Rook] = chess.RookAttacks(k, occ)
	cs.by[chess.Queen] = cs.by[chess.Bishop] | cs.by[chess.Rook]
	cs.by[chess.King] = 0
	own := p.ByColor(us)
	cs.discoverers = 0
	sliders := own & (chess.BishopAttacks(k, 0)&(p.ByType(chess.Bishop)|p.ByType(chess.Queen)) |
		chess.RookAttacks(k, 0)&(p.ByType(chess.Rook)|p.ByType(chess.Queen)))
	for b := sliders; b != 0; b &= b - 1 {
		between := chess.Between(b.First(), k) & occ
		if between != 0 && !between.More() && between&own != 0 {
			cs.discoverers |= between
		}
	}
}

// mayCheck reports whether m might give check: false only when it
// certainly does not.
func (cs *checkSquares) mayCheck(p *chess.Position, m chess.Move) bool {
	if m.Kind() == chess.Castling || m.Kind() == chess.EnPassant || cs.discoverers.Has(m.From()) {
		return true
	}
	t := p.PieceAt(m.From()).Type()
	if m.Kind() == chess.Promotion {
		// The promoted piece attacks through the square the pawn left.
		return chess.Attacks(m.Promotion(), p.Turn(), m.To(), p.Occupied()&^m.From().Bitboard()).Has(cs.k(p))
	}
	return cs.by[t].Has(m.To())
}

func (cs *checkSquares) k(p *chess.Position) chess.Square { return p.King(p.Turn().Other()) }
