package dead

import "github.com/arbiter-chess/arbiter/chess"

// Planned helpmates for a side with a king and one piece (no pawns).
//
// Such a side mates only in few patterns, and the way there is long: the
// defender's king must walk to the right square and its own men (pawns
// after promoting, often) must block the flight squares. The general
// potential does not see such plans. So the checkmate positions found by
// the configuration enumeration (config.go) that are real checkmates with
// the kings, the checker and the blockers alone serve as targets: the one
// nearest to the position is chosen, and the best-first search is guided by
// the distance of every man to its place in it. A line found this way is
// verified like any other; the plan only steers.

// planTarget is a checkmate position to steer towards.
type planTarget struct {
	side   chess.Color
	piece  chess.PieceType // the checker's type
	lk, wk chess.Square    // the defending king, the side's king
	c      chess.Square    // the checker
	n      int
	need   [8]chess.Square // squares the defender must block
	kinds  [8]uint8        // per square, the kinds that may block it
}

var knightDist [64][64]int8

// byDistance lists, for each square, all squares by king distance from it.
var byDistance [64][64]chess.Square

func init() {
	for s := chess.Square(0); s < 64; s++ {
		n := 0
		for r := 0; r < 8; r++ {
			for q := chess.Square(0); q < 64; q++ {
				if chebSlow(s, q) == r {
					byDistance[s][n] = q
					n++
				}
			}
		}
	}
	for s := chess.Square(0); s < 64; s++ {
		d := &knightDist[s]
		for i := range d {
			d[i] = -1
		}
		d[s] = 0
		frontier := s.Bitboard()
		for step := int8(1); frontier != 0; step++ {
			var next chess.Bitboard
			for b := frontier; b != 0; b &= b - 1 {
				for t := chess.KnightAttacks(b.First()); t != 0; t &= t - 1 {
					if q := t.First(); d[q] < 0 {
						d[q] = step
						next |= q.Bitboard()
					}
				}
			}
			frontier = next
		}
	}
}

// pieceDist is the number of moves a piece of type t needs from s to t on
// an empty board (99 when it never can).
func pieceDist(t chess.PieceType, from, to chess.Square) int32 {
	if from == to {
		return 0
	}
	switch t {
	case chess.Knight:
		return int32(knightDist[from][to])
	case chess.Bishop:
		if chess.LightSquares.Has(from) != chess.LightSquares.Has(to) {
			return 99
		}
		if chess.BishopAttacks(from, 0).Has(to) {
			return 1
		}
		return 2
	case chess.Rook:
		if chess.RookAttacks(from, 0).Has(to) {
			return 1
		}
		return 2
	case chess.Queen:
		if chess.QueenAttacks(from, 0).Has(to) {
			return 1
		}
		return 2
	case chess.King:
		return int32(cheb(from, to))
	}
	return 99
}

var kindType = [ukKinds]chess.PieceType{chess.Pawn, chess.Knight, chess.Bishop, chess.Bishop, chess.Rook, chess.Queen}

// unitDist is the number of moves the defender's man on s (of type t)
// needs to stand on f as a unit of the given kind.
func unitDist(c chess.Color, t chess.PieceType, s, f chess.Square, kind int) int32 {
	kt := kindType[kind]
	if t != chess.Pawn {
		if t != kt {
			return 99
		}
		return pieceDist(t, s, f)
	}
	fwd := f.Rank() - s.Rank()
	last := 7 - s.Rank()
	if c == chess.Black {
		fwd = -fwd
		last = s.Rank()
	}
	if kt == chess.Pawn {
		if f.File() != s.File() || fwd < 0 {
			return 99
		}
		return int32(fwd)
	}
	promo := chess.SquareAt(s.File(), 7)
	if c == chess.Black {
		promo = chess.SquareAt(s.File(), 0)
	}
	return int32(last) + pieceDist(kt, promo, f)
}

// distance estimates how far pos is from the target, in moves of both
// sides, weighted.
func (t *planTarget) distance(pos *chess.Position) int32 {
	return t.kingsAndChecker(pos) + t.blocking(pos)
}

// kingsAndChecker is the part of the distance for the kings and the
// checker.
func (t *planTarget) kingsAndChecker(pos *chess.Position) int32 {
	loser := t.side.Other()
	d := 2*int32(cheb(pos.King(loser), t.lk)) + 2*int32(cheb(pos.King(t.side), t.wk))
	best := int32(99)
	for b := pos.Pieces(t.side, t.piece); b != 0; b &= b - 1 {
		best = min(best, pieceDist(t.piece, b.First(), t.c))
	}
	return d + 3*best
}

// blocking is the part of the distance for the defender's blockers.
func (t *planTarget) blocking(pos *chess.Position) int32 {
	if t.n == 0 {
		return 0
	}
	loser := t.side.Other()
	// The defender's men fill the squares to block, each man one square,
	// at the least total cost.
	var cost [8][16]int32
	var men [16]chess.Square
	m := 0
	for b := pos.ByColor(loser) &^ pos.ByType(chess.King); b != 0 && m < len(men); b &= b - 1 {
		men[m] = b.First()
		m++
	}
	for i := 0; i < t.n; i++ {
		for j := 0; j < m; j++ {
			s := men[j]
			pt := pos.PieceAt(s).Type()
			best := int32(99)
			for kind := 0; kind < ukKinds; kind++ {
				if t.kinds[i]&(1<<kind) != 0 {
					best = min(best, unitDist(loser, pt, s, t.need[i], kind))
				}
			}
			cost[i][j] = best
		}
	}
	total := int32(1 << 30)
	assignCost(&cost, t.n, m, 0, 0, 0, &total)
	return 3 * total
}

// assignCost finds the least total cost of giving each of the first n
// squares its own man among m, from square i on.
func assignCost(cost *[8][16]int32, n, m, i int, used uint16, sum int32, best *int32) {
	if sum >= *best {
		return
	}
	if i == n {
		*best = sum
		return
	}
	free := false
	for j := 0; j < m; j++ {
		if used&(1<<j) == 0 {
			free = true
			assignCost(cost, n, m, i+1, used|1<<j, sum+cost[i][j], best)
		}
	}
	if !free {
		// More squares than men: this square stays empty (counted as far).
		assignCost(cost, n, m, i+1, used, sum+99, best)
	}
}

// closer reports whether the defender's move m brings the man nearer to
// one of the squares to block.
func (t *planTarget) closer(pos *chess.Position, m chess.Move) bool {
	loser := t.side.Other()
	pt := pos.PieceAt(m.From()).Type()
	nt := pt
	if m.Kind() == chess.Promotion {
		nt = m.Promotion()
	}
	for i := 0; i < t.n; i++ {
		for kind := 0; kind < ukKinds; kind++ {
			if t.kinds[i]&(1<<kind) == 0 {
				continue
			}
			if unitDist(loser, nt, m.To(), t.need[i], kind) < unitDist(loser, pt, m.From(), t.need[i], kind) {
				return true
			}
		}
	}
	return false
}

// planTargets fills a.targets with the checkmate positions of the
// material of pos nearest to it, best first.
func (a *Analyser) planTargets(pos *chess.Position, side chess.Color, max int) []planTarget {
	a.targets = a.targets[:0]
	// With several bishops of one colour one of them checks; the targets
	// ignore the others (they may only help, and a line is verified).
	key, ok := materialKey(pos, side)
	if !ok {
		return nil
	}
	loser := side.Other()
	n := key.units.total()
	avail := key.units.kinds()
	var colour chess.Bitboard = ^chess.Bitboard(0)
	if key.piece == chess.Bishop {
		colour = chess.DarkSquares
		if key.light {
			colour = chess.LightSquares
		}
	}
	var dist [8]int32
	max = min(max, len(dist))
	lk0, wk0 := pos.King(loser), pos.King(side)
	pieces := pos.Pieces(side, key.piece)
	// worse reports whether a partial distance d already rules a target
	// out.
	worse := func(d int32) bool { return len(a.targets) == max && d >= dist[max-1] }
	// The least cost for any man of the defender to block each square as
	// each kind: a lower bound of the blocking part.
	var minCost [64][ukKinds]int32
	for f := range minCost {
		for kind := range minCost[f] {
			minCost[f][kind] = 99
		}
	}
	for b := pos.ByColor(loser) &^ pos.ByType(chess.King); b != 0; b &= b - 1 {
		s := b.First()
		pt := pos.PieceAt(s).Type()
		for f := chess.Square(0); f < 64; f++ {
			for kind := 0; kind < ukKinds; kind++ {
				minCost[f][kind] = min(minCost[f][kind], unitDist(loser, pt, s, f, kind))
			}
		}
	}
	// Squares nearest to the defending king first, so that near targets
	// are found early and far ones skipped.
	for _, k := range byDistance[lk0] {
		dk := 2 * int32(cheb(lk0, k))
		if worse(dk) {
			break
		}
		checkers := pieceAttacks(key.piece, k, 0) & colour
		flights := chess.KingAttacks(k)
		for cb := checkers; cb != 0; cb &= cb - 1 {
			c := cb.First()
			dc := int32(99)
			for b := pieces; b != 0; b &= b - 1 {
				dc = min(dc, pieceDist(key.piece, b.First(), c))
			}
			dc = dk + 3*dc
			if worse(dc) {
				continue
			}
			for _, w := range byDistance[wk0] {
				if worse(dc + 2*int32(cheb(wk0, w))) {
					break
				}
				if w == c || w == k || flights.Has(w) {
					continue
				}
				occ0 := w.Bitboard() | c.Bitboard()
				between := chess.Between(c, k)
				if between&occ0 != 0 || flights.Has(c) && !chess.KingAttacks(w).Has(c) {
					continue
				}
				covered := chess.KingAttacks(w) | pieceAttacks(key.piece, c, occ0)
				need := flights &^ covered &^ c.Bitboard()
				if need.Count() > n || need.Count() > 8 {
					continue
				}
				occ := occ0 | k.Bitboard() | need
				t := planTarget{side: side, piece: key.piece, lk: k, wk: w, c: c}
				ok := true
				for b := need; b != 0 && ok; b &= b - 1 {
					f := b.First()
					var opt uint8
					for kind := 0; kind < ukKinds; kind++ {
						if avail&(1<<kind) != 0 && harmless(kind, avail, loser, f, occ, k, c, w, between, 0, false) {
							opt |= 1 << kind
						}
					}
					if opt == 0 {
						ok = false
					}
					t.need[t.n] = f
					t.kinds[t.n] = opt
					t.n++
				}
				if !ok {
					continue
				}
				var used [ukKinds]int
				if !assign(&key, t.kinds[:t.n], &used, 0) {
					continue
				}
				// Keep the max nearest, sorted.
				i := len(a.targets)
				d := t.kingsAndChecker(pos)
				var lb int32
				for j := 0; j < t.n; j++ {
					best := int32(99)
					for kind := 0; kind < ukKinds; kind++ {
						if t.kinds[j]&(1<<kind) != 0 {
							best = min(best, minCost[t.need[j]][kind])
						}
					}
					lb += 3 * best
				}
				if i == max && d+lb >= dist[i-1] {
					continue
				}
				d += t.blocking(pos)
				if i == max && d >= dist[i-1] {
					continue
				}
				if i < max {
					a.targets = append(a.targets, t)
				} else {
					i--
				}
				for ; i > 0 && dist[i-1] > d; i-- {
					a.targets[i] = a.targets[i-1]
					dist[i] = dist[i-1]
				}
				a.targets[i] = t
				dist[i] = d
			}
		}
	}
	return a.targets
}

// planned runs the best-first search towards each of the nearest
// checkmate positions in turn.
func (a *Analyser) planned(pos *chess.Position, side chess.Color) bool {
	targets := a.planTargets(pos, side, planTargetsTried)
	// Each target with the defender's idle men passing at most once per
	// position, then the nearest with them free.
	for i := 0; i <= len(targets) && len(targets) > 0; i++ {
		a.planFree = i == len(targets)
		a.plan = &targets[i%len(targets)]
		ok := a.bestFirst(pos, side, planNodeCap)
		a.plan = nil
		if ok || a.nodes >= a.maxNodes {
			return ok
		}
	}
	return false
}

// Bounds of the planned search.
const (
	planTargetsTried = 6
	planNodeCap      = 6000
)
