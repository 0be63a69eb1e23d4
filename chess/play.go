package chess

// Play makes the move m, which must be legal in p (see IsLegal), changing p
// into the position after it. Use After to keep the original.
func (p *Position) Play(m Move) {
	us := p.turn
	them := us ^ 1
	from, to := m.From(), m.To()
	if p.ep != NoSquare {
		p.hash ^= zobristEP[p.ep.File()]
		p.ep = NoSquare
	}
	p.epPush = NoSquare
	p.halfmove++
	if us == Black {
		p.fullmove++
	}
	p.turn = them
	p.hash ^= zobristTurn
	if m == NullMove {
		return
	}

	// Castling rights are lost when the king moves or when a castling rook
	// moves or is captured (Art. 3.8.2.1).
	if rights := p.CastlingRights(); rights != 0 && (rights&(from.Bitboard()|to.Bitboard()) != 0 || p.board[from].Type() == King) {
		p.updateCastling(from, to)
	}

	switch m.Kind() {
	case Castling:
		side := KingSide
		if to < from {
			side = QueenSide
		}
		kingTo, rookTo := castleTargets(us, side)
		king, rook := p.board[from], p.board[to]
		p.remove(from)
		p.remove(to)
		p.put(king, kingTo)
		p.put(rook, rookTo)
		return
	case EnPassant:
		p.remove(to ^ 8)
		p.move(from, to)
		p.halfmove = 0
		return
	}

	if p.board[to] != NoPiece {
		p.remove(to)
		p.halfmove = 0
	}
	p.move(from, to)
	if p.board[to].Type() != Pawn {
		return
	}
	p.halfmove = 0
	if m.Kind() == Promotion {
		p.remove(to)
		p.put(MakePiece(us, m.Promotion()), to)
		return
	}
	if d := int(to) - int(from); d == 16 || d == -16 {
		// Remember the square passed over; it becomes part of the position
		// (and its hash) only if an en passant capture is really legal.
		ep := Square((int(from) + int(to)) / 2)
		p.epPush = ep
		if pawnAttacks[us][ep]&p.Pieces(them, Pawn) != 0 {
			p.ep = ep
			if p.hasLegalEP() {
				p.hash ^= zobristEP[ep.File()]
			} else {
				p.ep = NoSquare
			}
		}
	}
}

// After returns the position after m, leaving p unchanged.
func (p Position) After(m Move) Position {
	p.Play(m)
	return p
}

func (p *Position) hasLegalEP() bool {
	ksq := p.King(p.turn)
	for b := pawnAttacks[p.turn^1][p.ep] & p.Pieces(p.turn, Pawn); b != 0; {
		if p.epLegal(b.pop(), ksq) {
			return true
		}
	}
	return false
}

func (p *Position) updateCastling(from, to Square) {
	for c := range 2 {
		for side := range 2 {
			r := p.castle[c][side]
			if r == NoSquare {
				continue
			}
			kingMoved := Color(c) == p.board[from].Color() && p.board[from].Type() == King && p.board[from] != NoPiece
			if r == from || r == to || kingMoved {
				p.hash ^= zobristCastle[r]
				p.castle[c][side] = NoSquare
			}
		}
	}
}
