package chess

import "fmt"

// UCI returns m in UCI notation: e2e4, e7e8q; castling as the king's move to
// its destination (e1g1) in standard chess and as king takes own rook (e1h1)
// in Chess960.
func (p *Position) UCI(m Move) string {
	return string(p.AppendUCI(make([]byte, 0, 5), m))
}

// AppendUCI appends the UCI form of m to b.
func (p *Position) AppendUCI(b []byte, m Move) []byte {
	if m == NullMove {
		return append(b, "0000"...)
	}
	to := m.To()
	if m.IsCastling() && !p.chess960 {
		side := KingSide
		if to < m.From() {
			side = QueenSide
		}
		to, _ = castleTargets(p.turn, side)
	}
	return m.appendUCI(b, to)
}

// ParseUCI reads a move in UCI notation and checks that it is legal. Both
// castling forms are accepted: king to destination (e1g1) and king takes
// own rook (e1h1). "0000" is the null move.
func (p *Position) ParseUCI(s string) (Move, error) {
	if s == "0000" {
		return NullMove, nil
	}
	if len(s) != 4 && len(s) != 5 {
		return NullMove, fmt.Errorf("UCI move %q: want 4 or 5 characters", s)
	}
	from, ok1 := ParseSquare(s[0:2])
	to, ok2 := ParseSquare(s[2:4])
	if !ok1 || !ok2 {
		return NullMove, fmt.Errorf("UCI move %q: bad square", s)
	}
	promo := NoPieceType
	if len(s) == 5 {
		var ok bool
		if promo, ok = PromotionFromUCI(s[4]); !ok {
			return NullMove, fmt.Errorf("UCI move %q: bad promotion piece %q", s, s[4])
		}
	}
	var l MoveList
	p.LegalMoves(&l)
	for _, m := range l.Moves() {
		if m.From() != from || m.Promotion() != promo {
			continue
		}
		if m.To() == to {
			return m, nil
		}
		if m.IsCastling() && !p.chess960 {
			side := KingSide
			if m.To() < from {
				side = QueenSide
			}
			if kt, _ := castleTargets(p.turn, side); kt == to {
				return m, nil
			}
		}
	}
	return NullMove, fmt.Errorf("UCI move %q is not legal in %s", s, p.FEN())
}

// PromotionFromUCI reads the promotion letter of a UCI move (n, b, r or q,
// either case).
func PromotionFromUCI(c byte) (PieceType, bool) {
	switch c | 0x20 {
	case 'n':
		return Knight, true
	case 'b':
		return Bishop, true
	case 'r':
		return Rook, true
	case 'q':
		return Queen, true
	}
	return NoPieceType, false
}
