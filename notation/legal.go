package notation

import "github.com/arbiter-chess/arbiter/chess"

// fromTo returns the legal move of the piece on from to to (promoting to
// promo), reading a king's move two files along its rank, or onto its own
// castling rook, as castling (UCI and long algebraic notation).
func fromTo(p *chess.Position, from, to chess.Square, promo chess.PieceType) (chess.Move, bool) {
	us := p.Turn()
	pc := p.PieceAt(from)
	if pc == chess.NoPiece || pc.Color() != us || from == to {
		return chess.NullMove, false
	}
	var m chess.Move
	switch t := pc.Type(); {
	case promo != chess.NoPieceType:
		if t != chess.Pawn || promo == chess.Pawn || promo == chess.King {
			return chess.NullMove, false
		}
		m = chess.NewPromotion(from, to, promo)
	case t == chess.King:
		for side := range 2 {
			if r := p.CastlingRook(us, side); r != chess.NoSquare {
				kingTo, _ := chess.CastlingSquares(us, side)
				if to == r || (to == kingTo && !chess.KingAttacks(from).Has(to)) {
					return p.CastlingMove(side)
				}
			}
		}
		m = chess.NewMove(from, to)
	case t == chess.Pawn && to == p.EnPassant() && chess.PawnAttacks(us, from).Has(to):
		m = chess.NewEnPassant(from, to)
	default:
		m = chess.NewMove(from, to)
	}
	return m, p.IsLegal(m)
}
