package chess

// CannotMateByMaterial reports whether colour c certainly cannot checkmate
// by any series of legal moves, judged from the material alone. It is sound
// but incomplete: true only when no helpmate can exist whatever the
// arrangement, namely
//   - c has a lone king;
//   - c has king and one knight, against a lone king;
//   - c has king and bishops all on squares of one colour, and the
//     opponent has nothing that could ever stand on the other colour
//     (only the king and bishops on that same colour).
//
// It is false in every other case, including K+N against K+P (the pawn can
// block its own king) and K+N+N against K. The exact answer is in package dead.
func (p *Position) CannotMateByMaterial(c Color) bool {
	own := p.byColor[c]
	opp := p.byColor[c^1]
	heavy := p.byType[Pawn] | p.byType[Rook] | p.byType[Queen]
	if own&heavy != 0 {
		return false
	}
	knights := own & p.byType[Knight]
	bishops := own & p.byType[Bishop]
	oppKing := opp & p.byType[King]
	switch {
	case knights == 0 && bishops == 0:
		return true
	case bishops == 0 && !knights.More():
		return opp == oppKing
	case knights == 0:
		all := bishops | opp&p.byType[Bishop]
		if opp&^(oppKing|p.byType[Bishop]) != 0 {
			return false
		}
		return all&LightSquares == 0 || all&DarkSquares == 0
	}
	return false
}

// InsufficientMaterial reports whether neither side can checkmate judged by
// material alone (see CannotMateByMaterial).
func (p *Position) InsufficientMaterial() bool {
	return p.CannotMateByMaterial(White) && p.CannotMateByMaterial(Black)
}
