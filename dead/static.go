package dead

import "github.com/arbiter-chess/arbiter/chess"

// Static analysis of blocked positions.
//
// The analysis looks for a set F of frozen pawns: pawns that can never
// move and never be captured. It starts from all pawns and removes those
// that might move or be captured, until nothing changes (a greatest fixed
// point). Every other man is a unit with an over-approximated region (the
// squares it might ever stand on while F stays in place, found by flood
// fill through the squares not held by F) and the squares it might ever
// attack from there; a pawn outside F is given the cone of squares it might
// reach by pushes and captures, and, if that cone touches the last rank,
// every square a queen or knight might reach from there.
//
// A pawn stays in F only if the square in front of it holds a pawn of F,
// no enemy unit can ever stand on a square it attacks (it could capture),
// no enemy pawn of F stands there, and no enemy unit can ever attack it
// (the enemy king only when no pawn of F defends it). Under the assumption
// that F stays, the regions are closed under every legal move, and no legal
// move touches F, so by induction F stays for ever.
//
// With F fixed, the winner mates only if some winner unit can attack a
// square k of the defending king's region while every flight square of k
// in that region is attacked by a winner unit or can hold a defender's own
// piece. If no such k exists, the winner can never checkmate.

type unit struct {
	color   chess.Color
	king    bool
	region  chess.Bitboard
	attacks chess.Bitboard
}

type staticAnalysis struct {
	units [32]unit
	n     int
}

// pawnFront returns the square in front of a pawn of colour c on s.
func pawnFront(c chess.Color, s chess.Square) chess.Square {
	if c == chess.White {
		return s + 8
	}
	return s - 8
}

func kingSpread(b chess.Bitboard) chess.Bitboard {
	const notA = ^chess.FileA
	const notH = ^chess.FileH
	l := (b >> 1) & notH
	r := (b << 1) & notA
	row := b | l | r
	return row | row<<8 | row>>8
}

func pawnAttacksBB(c chess.Color, b chess.Bitboard) chess.Bitboard {
	const notA = ^chess.FileA
	const notH = ^chess.FileH
	if c == chess.White {
		return (b<<7)&notH | (b<<9)&notA
	}
	return (b>>9)&notH | (b>>7)&notA
}

func pieceAttacks(t chess.PieceType, s chess.Square, occ chess.Bitboard) chess.Bitboard {
	switch t {
	case chess.Knight:
		return chess.KnightAttacks(s)
	case chess.Bishop:
		return chess.BishopAttacks(s, occ)
	case chess.Rook:
		return chess.RookAttacks(s, occ)
	case chess.Queen:
		return chess.QueenAttacks(s, occ)
	}
	return 0
}

// flood returns the squares a piece of type t (or a queen-and-knight when
// t is NoPieceType) may reach from start avoiding the squares of frozen,
// and the squares it attacks from them.
func flood(t chess.PieceType, start, frozen chess.Bitboard) (region, attacks chess.Bitboard) {
	region = start
	todo := start
	for todo != 0 {
		s := todo.First()
		todo &= todo - 1
		var a chess.Bitboard
		if t == chess.NoPieceType {
			a = chess.QueenAttacks(s, frozen) | chess.KnightAttacks(s)
		} else {
			a = pieceAttacks(t, s, frozen)
		}
		attacks |= a
		n := a &^ frozen &^ region
		region |= n
		todo |= n
	}
	return region, attacks
}

func (st *staticAnalysis) buildUnits(pos *chess.Position, frozen chess.Bitboard) {
	st.n = 0
	pawns := pos.ByType(chess.Pawn)
	fw := frozen & pawns & pos.ByColor(chess.White)
	fb := frozen & pawns & pos.ByColor(chess.Black)
	attackedByFrozen := [2]chess.Bitboard{pawnAttacksBB(chess.White, fw), pawnAttacksBB(chess.Black, fb)}
	for c := chess.White; c <= chess.Black; c++ {
		for b := pos.ByColor(c) &^ frozen; b != 0; b &= b - 1 {
			s := b.First()
			u := &st.units[st.n]
			st.n++
			*u = unit{color: c}
			t := pos.PieceAt(s).Type()
			switch t {
			case chess.King:
				u.king = true
				allowed := ^frozen &^ attackedByFrozen[c^1]
				r := s.Bitboard()
				for {
					n := kingSpread(r) & allowed
					n |= r
					if n == r {
						break
					}
					r = n
				}
				u.region = r
				// A connected region of two or more squares: every square of
				// it is next to another one, so all of kingSpread is attacked.
				u.attacks = kingSpread(r)
				if !r.More() {
					u.attacks = chess.KingAttacks(s)
				}
			case chess.Pawn:
				last := chess.Rank8
				if c == chess.Black {
					last = chess.Rank1
				}
				r := s.Bitboard()
				for {
					var n chess.Bitboard
					if c == chess.White {
						n = r << 8
					} else {
						n = r >> 8
					}
					n |= pawnAttacksBB(c, r&^last)
					n = (n | r) &^ frozen
					n |= r
					if n == r {
						break
					}
					r = n
				}
				u.region = r
				u.attacks = pawnAttacksBB(c, r&^last)
				if r&last != 0 {
					pr, pa := flood(chess.NoPieceType, r&last, frozen)
					u.region |= pr
					u.attacks |= pa
				}
			default:
				u.region, u.attacks = flood(t, s.Bitboard(), frozen)
			}
		}
	}
}

// frozenPawns computes the greatest set of pawns provably never moving nor
// captured, leaving the units built for it.
func (st *staticAnalysis) frozenPawns(pos *chess.Position) chess.Bitboard {
	pawns := pos.ByType(chess.Pawn)
	frozen := pawns
	if ep := pos.EnPassant(); ep != chess.NoSquare {
		// An en passant capture is possible now: its pawns are not frozen.
		us := pos.Turn()
		frozen &^= chess.PawnAttacks(us.Other(), ep) & pos.Pieces(us, chess.Pawn)
		frozen &^= pawnFrontBB(us, ep.Bitboard())
	}
	for frozen != 0 {
		st.buildUnits(pos, frozen)
		var region, attacks, kingAttacks [2]chess.Bitboard
		for i := 0; i < st.n; i++ {
			u := &st.units[i]
			region[u.color] |= u.region
			if u.king {
				kingAttacks[u.color] |= u.attacks
			} else {
				attacks[u.color] |= u.attacks
			}
		}
		removed := chess.Bitboard(0)
		for b := frozen; b != 0; b &= b - 1 {
			s := b.First()
			c := pos.PieceAt(s).Color()
			e := c.Other()
			front := pawnFront(c, s)
			if front < 0 || front > 63 || !frozen.Has(front) {
				removed |= s.Bitboard()
				continue
			}
			caps := chess.PawnAttacks(c, s)
			if caps&(region[e]|frozen&pos.ByColor(e)) != 0 {
				removed |= s.Bitboard()
				continue
			}
			if attacks[e].Has(s) {
				removed |= s.Bitboard()
				continue
			}
			if kingAttacks[e].Has(s) && chess.PawnAttacks(e, s)&frozen&pos.ByColor(c) == 0 {
				removed |= s.Bitboard()
				continue
			}
		}
		if removed == 0 {
			return frozen
		}
		frozen &^= removed
	}
	st.buildUnits(pos, 0)
	return 0
}

func pawnFrontBB(c chess.Color, b chess.Bitboard) chess.Bitboard {
	// the pawn that just made a double step stands in front of the target
	// square as seen from the side that can capture it.
	if c == chess.White {
		return b >> 8
	}
	return b << 8
}

// proveNo returns a reason when it proves that side can never checkmate,
// else "".
func (st *staticAnalysis) proveNo(pos *chess.Position, side chess.Color) string {
	st.frozenPawns(pos)
	loser := side.Other()
	var kingRegion, checks, cover chess.Bitboard
	for i := 0; i < st.n; i++ {
		u := &st.units[i]
		switch {
		case u.color == loser && u.king:
			kingRegion = u.region
		case u.color == loser:
			cover |= u.region
		case u.king:
			cover |= u.attacks
		default:
			checks |= u.attacks
			cover |= u.attacks
		}
	}
	for b := kingRegion & checks; b != 0; b &= b - 1 {
		k := b.First()
		flights := chess.KingAttacks(k) & kingRegion
		if flights&^cover == 0 {
			return ""
		}
	}
	if kingRegion&checks == 0 {
		return "blocked position: no piece of the side can ever give check"
	}
	return "blocked position: the king always keeps a flight square"
}
