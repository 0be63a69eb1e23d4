package notation

import "github.com/arbiter-chess/arbiter/chess"

// attackedBy reports whether the pieces in enemy attack s when the board
// is occupied by occ; us is the colour of the side being attacked.
func attackedBy(p *chess.Position, s chess.Square, us chess.Color, enemy, occ chess.Bitboard) bool {
	if chess.KnightAttacks(s)&p.ByType(chess.Knight)&enemy != 0 ||
		chess.PawnAttacks(us, s)&p.ByType(chess.Pawn)&enemy != 0 ||
		chess.KingAttacks(s)&p.ByType(chess.King)&enemy != 0 {
		return true
	}
	queens := p.ByType(chess.Queen)
	if rq := (p.ByType(chess.Rook) | queens) & enemy; rq != 0 && chess.RookAttacks(s, occ)&rq != 0 {
		return true
	}
	bq := (p.ByType(chess.Bishop) | queens) & enemy
	return bq != 0 && chess.BishopAttacks(s, occ)&bq != 0
}

// kingSafeAfter reports whether moving the piece on from to to (removing
// a pawn captured en passant on capSq, or NoSquare) leaves the mover's
// king unattacked (Art. 3.9). It is the whole legality test once the
// move is known to be a possible move of the piece.
func kingSafeAfter(p *chess.Position, from, to, capSq chess.Square) bool {
	us := p.Turn()
	ksq := p.King(us)
	if from == ksq {
		ksq = to
	}
	tb := to.Bitboard()
	occ := p.Occupied()&^from.Bitboard() | tb
	enemy := p.ByColor(us.Other()) &^ tb
	if capSq != chess.NoSquare {
		occ &^= capSq.Bitboard()
		enemy &^= capSq.Bitboard()
	}
	return !attackedBy(p, ksq, us, enemy, occ)
}

// attacksOf returns the squares a piece of type t and colour c on s attacks.
func attacksOf(t chess.PieceType, c chess.Color, s chess.Square, occ chess.Bitboard) chess.Bitboard {
	switch t {
	case chess.Pawn:
		return chess.PawnAttacks(c, s)
	case chess.Knight:
		return chess.KnightAttacks(s)
	case chess.Bishop:
		return chess.BishopAttacks(s, occ)
	case chess.Rook:
		return chess.RookAttacks(s, occ)
	case chess.Queen:
		return chess.QueenAttacks(s, occ)
	case chess.King:
		return chess.KingAttacks(s)
	}
	return 0
}

// castleTargets returns the king's and the rook's squares after castling
// (Art. 3.8.2.1; Guidelines II.3 for Chess960: the same squares).
func castleTargets(c chess.Color, side int) (kingTo, rookTo chess.Square) {
	rank := 0
	if c == chess.Black {
		rank = 7
	}
	if side == chess.KingSide {
		return chess.SquareAt(6, rank), chess.SquareAt(5, rank)
	}
	return chess.SquareAt(2, rank), chess.SquareAt(3, rank)
}

// makeSpecial builds a castling or en passant move. The chess package
// exports no constructor for them; the layout (from | to<<6 | kind<<14)
// is checked against its move generator by the tests.
func makeSpecial(from, to chess.Square, k chess.MoveKind) chess.Move {
	return chess.Move(uint16(from) | uint16(to)<<6 | uint16(k)<<14)
}

// castling returns the castling move of the side to move on the given
// side if it is legal now (Art. 3.8.2).
func castling(p *chess.Position, side int) (chess.Move, bool) {
	us := p.Turn()
	r := p.CastlingRook(us, side)
	if r == chess.NoSquare {
		return chess.NullMove, false
	}
	k := p.King(us)
	kingTo, rookTo := castleTargets(us, side)
	occ := p.Occupied() &^ (k.Bitboard() | r.Bitboard())
	path := chess.Between(k, kingTo) | kingTo.Bitboard() | chess.Between(r, rookTo) | rookTo.Bitboard()
	if path&occ != 0 {
		return chess.NullMove, false
	}
	enemy := p.ByColor(us.Other())
	for b := chess.Between(k, kingTo) | kingTo.Bitboard() | k.Bitboard(); b != 0; b &= b - 1 {
		if attackedBy(p, b.First(), us, enemy, occ) {
			return chess.NullMove, false
		}
	}
	return makeSpecial(k, r, chess.Castling), true
}

// fromTo returns the legal move of the piece on from to to (promoting to
// promo), reading a king's move two files along its rank, or onto its own
// castling rook, as castling (UCI and long algebraic notation).
func fromTo(p *chess.Position, from, to chess.Square, promo chess.PieceType) (chess.Move, bool) {
	us := p.Turn()
	pc := p.PieceAt(from)
	if pc == chess.NoPiece || pc.Color() != us || from == to {
		return chess.NullMove, false
	}
	target := p.PieceAt(to)
	t := pc.Type()
	if t == chess.King {
		if promo != chess.NoPieceType {
			return chess.NullMove, false
		}
		for side := range 2 {
			if r := p.CastlingRook(us, side); r != chess.NoSquare {
				kingTo, _ := castleTargets(us, side)
				if to == r || (to == kingTo && !chess.KingAttacks(from).Has(to)) {
					return castling(p, side)
				}
			}
		}
	}
	if target != chess.NoPiece && (target.Color() == us || target.Type() == chess.King) {
		return chess.NullMove, false
	}
	if t != chess.Pawn {
		if promo != chess.NoPieceType || !attacksOf(t, us, from, p.Occupied()).Has(to) || !kingSafeAfter(p, from, to, chess.NoSquare) {
			return chess.NullMove, false
		}
		return chess.NewMove(from, to), true
	}
	// Pawn moves (Art. 3.7).
	forward := 8
	startRank, lastRank := 1, 7
	if us == chess.Black {
		forward, startRank, lastRank = -8, 6, 0
	}
	if (to.Rank() == lastRank) != (promo != chess.NoPieceType) {
		return chess.NullMove, false
	}
	if promo == chess.Pawn || promo == chess.King {
		return chess.NullMove, false
	}
	capSq := chess.NoSquare
	kind := chess.NormalMove
	switch d := int(to) - int(from); {
	case chess.PawnAttacks(us, from).Has(to):
		if target == chess.NoPiece {
			if to != p.EnPassant() {
				return chess.NullMove, false
			}
			capSq, kind = to^8, chess.EnPassant
		}
	case d == forward:
		if target != chess.NoPiece {
			return chess.NullMove, false
		}
	case d == 2*forward:
		if from.Rank() != startRank || target != chess.NoPiece || p.PieceAt(chess.Square(int(from)+forward)) != chess.NoPiece {
			return chess.NullMove, false
		}
	default:
		return chess.NullMove, false
	}
	if !kingSafeAfter(p, from, to, capSq) {
		return chess.NullMove, false
	}
	switch {
	case kind == chess.EnPassant:
		return makeSpecial(from, to, chess.EnPassant), true
	case promo != chess.NoPieceType:
		return chess.NewPromotion(from, to, promo), true
	}
	return chess.NewMove(from, to), true
}
