package chess

// Legal move generation. Moves are generated legal from the start, with a
// check mask (the squares that capture or block a single checker) and pin
// lines (a pinned piece may only move along the line through its king), in
// the manner of strong engine move generators; nothing is generated and
// then thrown away. The same code counts moves without listing them, which
// is what perft uses at its last ply.

// LegalMoves fills l with the legal moves of the side to move.
func (p *Position) LegalMoves(l *MoveList) {
	l.n = 0
	p.generate(l)
}

// CountLegalMoves returns the number of legal moves without listing them.
func (p *Position) CountLegalMoves() int { return p.generate(nil) }

// IsLegal reports whether m is a legal move in p. It checks the one move
// directly (the piece can make it, and it leaves its king unattacked)
// without generating the others.
func (p *Position) IsLegal(m Move) bool {
	from, to := m.From(), m.To()
	us := p.turn
	pc := p.board[from]
	if m == NullMove || pc == NoPiece || pc.Color() != us || from == to {
		return false
	}
	switch m.Kind() {
	case Castling:
		if pc.Type() != King || p.InCheck() {
			return false
		}
		for side := range 2 {
			if p.castle[us][side] == to {
				return p.canCastle(from, to, side)
			}
		}
		return false
	case EnPassant:
		return pc.Type() == Pawn && to == p.ep && pawnAttacks[us][from].Has(to) && p.epLegal(from, p.King(us))
	}
	target := p.board[to]
	if target != NoPiece && (target.Color() == us || target.Type() == King) {
		return false
	}
	occ := p.byType[0]
	t := pc.Type()
	if t == Pawn {
		last := to.Rank() == 0 || to.Rank() == 7
		if last != (m.Kind() == Promotion) {
			return false
		}
		fwd := shiftUp(from.Bitboard(), us)
		switch {
		case pawnAttacks[us][from].Has(to):
			if target == NoPiece {
				return false
			}
		case fwd.Has(to):
			if target != NoPiece {
				return false
			}
		case shiftUp(fwd&^occ, us).Has(to):
			if target != NoPiece || from.Rank() != [2]int{1, 6}[us] {
				return false
			}
		default:
			return false
		}
	} else if m.Kind() != NormalMove || !attacksFrom(t, from, occ).Has(to) {
		return false
	}
	// The move is possible; it is legal if it leaves the king unattacked.
	ksq := p.King(us)
	if t == King {
		ksq = to
	}
	occ = occ&^from.Bitboard() | to.Bitboard()
	enemy := p.byColor[us^1] &^ to.Bitboard()
	return !p.attackedByAmong(ksq, us^1, enemy, occ)
}

// Attacks returns the squares a piece of type t and colour c standing on s
// attacks (Art. 3.1.3) with the given occupancy.
func Attacks(t PieceType, c Color, s Square, occ Bitboard) Bitboard {
	if t == Pawn {
		return pawnAttacks[c][s]
	}
	return attacksFrom(t, s, occ)
}

func attacksFrom(t PieceType, s Square, occ Bitboard) Bitboard {
	switch t {
	case Knight:
		return knightAttacks[s]
	case Bishop:
		return BishopAttacks(s, occ)
	case Rook:
		return RookAttacks(s, occ)
	case Queen:
		return QueenAttacks(s, occ)
	case King:
		return kingAttacks[s]
	}
	return 0
}

// attackedByAmong reports whether any of the pieces in set (of colour by)
// attacks s with occupancy occ.
func (p *Position) attackedByAmong(s Square, by Color, set, occ Bitboard) bool {
	return pawnAttacks[by^1][s]&p.byType[Pawn]&set != 0 ||
		knightAttacks[s]&p.byType[Knight]&set != 0 ||
		kingAttacks[s]&p.byType[King]&set != 0 ||
		RookAttacks(s, occ)&(p.byType[Rook]|p.byType[Queen])&set != 0 ||
		BishopAttacks(s, occ)&(p.byType[Bishop]|p.byType[Queen])&set != 0
}

// CastlingMove returns the castling move of the side to move on the given
// side (KingSide or QueenSide) and whether it is legal now.
func (p *Position) CastlingMove(side int) (Move, bool) {
	r := p.castle[p.turn][side]
	if r == NoSquare || p.InCheck() {
		return NullMove, false
	}
	k := p.King(p.turn)
	m := newSpecial(k, r, Castling)
	return m, p.canCastle(k, r, side)
}

// NewCastling returns the castling move of the king on king with the rook
// on rook (king takes own rook).
func NewCastling(king, rook Square) Move { return newSpecial(king, rook, Castling) }

// NewEnPassant returns the en passant capture of the pawn on from to the
// square to (the square passed over by the captured pawn).
func NewEnPassant(from, to Square) Move { return newSpecial(from, to, EnPassant) }

// CastlingSquares returns where king and rook of colour c stand after
// castling on side: c- and d-file, or g- and f-file (Art. 3.8.2.1;
// Guidelines II.3 for Chess960).
func CastlingSquares(c Color, side int) (kingTo, rookTo Square) { return castleTargets(c, side) }

// LegalMovesFrom fills l with the legal moves of the piece on from.
func (p *Position) LegalMovesFrom(l *MoveList, from Square) {
	l.n = 0
	p.generatePiece(l, from)
}

func (p *Position) generatePiece(l *MoveList, from Square) {
	var all MoveList
	p.generate(&all)
	for _, m := range all.Moves() {
		if m.From() == from {
			l.add(m)
		}
	}
}

func shiftUp(b Bitboard, c Color) Bitboard {
	if c == White {
		return b << 8
	}
	return b >> 8
}

// generate lists the legal moves in l, or only counts them if l is nil.
func (p *Position) generate(l *MoveList) int {
	us := p.turn
	them := us ^ 1
	occ := p.byType[0]
	own := p.byColor[us]
	enemy := p.byColor[them]
	kings := own & p.byType[King]
	if kings == 0 {
		return 0
	}
	ksq := kings.First()
	n := 0

	enemyRQ := (p.byType[Rook] | p.byType[Queen]) & enemy
	enemyBQ := (p.byType[Bishop] | p.byType[Queen]) & enemy
	checkers := (pawnAttacks[us][ksq]&p.byType[Pawn] |
		knightAttacks[ksq]&p.byType[Knight] |
		kingAttacks[ksq]&p.byType[King] | // only in illegal positions with the kings adjacent
		RookAttacks(ksq, occ)&(p.byType[Rook]|p.byType[Queen]) |
		BishopAttacks(ksq, occ)&(p.byType[Bishop]|p.byType[Queen])) & enemy

	// King moves: the destination must not be attacked once the king has
	// left its square (so it cannot step back along a checking line).
	occNoKing := occ ^ ksq.Bitboard()
	for t := kingAttacks[ksq] &^ (own | enemy&p.byType[King]); t != 0; {
		to := t.pop()
		if !p.attacked(to, them, occNoKing) {
			n++
			if l != nil {
				l.add(NewMove(ksq, to))
			}
		}
	}
	if checkers.More() {
		return n // double check: only the king can move
	}

	mask := ^own
	if checkers != 0 {
		c := checkers.First()
		mask = betweenBB[ksq][c] | checkers
	}
	mask &^= enemy & p.byType[King] // a king is never captured

	var pinned Bitboard
	snipers := (RookAttacks(ksq, 0)&enemyRQ | BishopAttacks(ksq, 0)&enemyBQ)
	for snipers != 0 {
		s := snipers.pop()
		b := betweenBB[ksq][s] & occ
		if b != 0 && !b.More() && b&own != 0 {
			pinned |= b
		}
	}

	// Knights: a pinned knight can never move.
	for b := own & p.byType[Knight] &^ pinned; b != 0; {
		from := b.pop()
		t := knightAttacks[from] & mask
		n += emit(l, from, t)
	}
	// Diagonal and orthogonal sliders (queens take part in both).
	for b := own & (p.byType[Bishop] | p.byType[Queen]); b != 0; {
		from := b.pop()
		t := BishopAttacks(from, occ) & mask
		if pinned.Has(from) {
			t &= lineBB[ksq][from]
		}
		n += emit(l, from, t)
	}
	for b := own & (p.byType[Rook] | p.byType[Queen]); b != 0; {
		from := b.pop()
		t := RookAttacks(from, occ) & mask
		if pinned.Has(from) {
			t &= lineBB[ksq][from]
		}
		n += emit(l, from, t)
	}

	// Pawns: unpinned ones in bulk by shifting whole sets.
	pawns := own & p.byType[Pawn]
	free := pawns &^ pinned
	empty := ^occ
	var up int
	var rank3, lastRank Bitboard
	if us == White {
		up, rank3, lastRank = 8, Rank3, Rank8
	} else {
		up, rank3, lastRank = -8, Rank6, Rank1
	}
	single := shiftUp(free, us) & empty
	double := shiftUp(single&rank3, us) & empty & mask
	single &= mask
	// Captures towards the a-file (capL) and towards the h-file (capR).
	var capL, capR Bitboard
	if us == White {
		capL = (free &^ FileA << 7) & enemy & mask
		capR = (free &^ FileH << 9) & enemy & mask
	} else {
		capL = (free &^ FileA >> 9) & enemy & mask
		capR = (free &^ FileH >> 7) & enemy & mask
	}
	if l == nil {
		n += (single &^ lastRank).Count() + double.Count() + (capL &^ lastRank).Count() + (capR &^ lastRank).Count()
		n += 4 * ((single & lastRank).Count() + (capL & lastRank).Count() + (capR & lastRank).Count())
	} else {
		n += emitPawns(l, single, up)
		n += emitPawns(l, double, 2*up)
		if us == White {
			n += emitPawns(l, capL, 7)
			n += emitPawns(l, capR, 9)
		} else {
			n += emitPawns(l, capL, -9)
			n += emitPawns(l, capR, -7)
		}
	}
	// Pinned pawns one by one, restricted to their pin line.
	for b := pawns & pinned; b != 0; {
		from := b.pop()
		line := lineBB[ksq][from]
		fb := from.Bitboard()
		t := (pawnAttacks[us][from] & enemy) | (shiftUp(fb, us) & empty)
		if s := shiftUp(fb, us) & empty; s&rank3 != 0 {
			t |= shiftUp(s, us) & empty
		}
		t &= line & mask
		for t != 0 {
			to := t.pop()
			n += emitPawnMove(l, from, to)
		}
	}

	// En passant: rare, so each capture is checked in full.
	if p.ep != NoSquare {
		for b := pawnAttacks[them][p.ep] & pawns; b != 0; {
			from := b.pop()
			if p.epLegal(from, ksq) {
				n++
				if l != nil {
					l.add(newSpecial(from, p.ep, EnPassant))
				}
			}
		}
	}

	if checkers == 0 {
		for side := range 2 {
			r := p.castle[us][side]
			if r != NoSquare && p.canCastle(ksq, r, side) {
				n++
				if l != nil {
					l.add(newSpecial(ksq, r, Castling))
				}
			}
		}
	}
	return n
}

func emit(l *MoveList, from Square, t Bitboard) int {
	if l == nil {
		return t.Count()
	}
	n := 0
	for t != 0 {
		l.add(NewMove(from, t.pop()))
		n++
	}
	return n
}

func emitPawns(l *MoveList, t Bitboard, delta int) int {
	n := 0
	for t != 0 {
		to := t.pop()
		n += emitPawnMove(l, to-Square(delta), to)
	}
	return n
}

func emitPawnMove(l *MoveList, from, to Square) int {
	if to.Rank() == 0 || to.Rank() == 7 {
		if l != nil {
			for pt := Queen; pt >= Knight; pt-- {
				l.add(NewPromotion(from, to, pt))
			}
		}
		return 4
	}
	if l != nil {
		l.add(NewMove(from, to))
	}
	return 1
}

// epLegal reports whether the pawn on from may capture en passant without
// leaving its own king (on ksq) attacked. Both pawns leave their squares at
// once, so a horizontal pin through both is caught here.
func (p *Position) epLegal(from, ksq Square) bool {
	us := p.turn
	them := us ^ 1
	capSq := p.ep ^ 8
	occ := p.byType[0]&^(from.Bitboard()|capSq.Bitboard()) | p.ep.Bitboard()
	enemy := p.byColor[them] &^ capSq.Bitboard()
	if RookAttacks(ksq, occ)&(p.byType[Rook]|p.byType[Queen])&enemy != 0 {
		return false
	}
	if BishopAttacks(ksq, occ)&(p.byType[Bishop]|p.byType[Queen])&enemy != 0 {
		return false
	}
	if knightAttacks[ksq]&p.byType[Knight]&enemy != 0 {
		return false
	}
	return pawnAttacks[us][ksq]&p.byType[Pawn]&enemy == 0
}

// castleTargets returns the destinations of king and rook for castling on
// the given side by colour c: as in standard chess, c/d or g/f (Guidelines II).
func castleTargets(c Color, side int) (kingTo, rookTo Square) {
	rank := 0
	if c == Black {
		rank = 7
	}
	if side == KingSide {
		return SquareAt(6, rank), SquareAt(5, rank)
	}
	return SquareAt(2, rank), SquareAt(3, rank)
}

// canCastle applies Art. 3.8.2 and Guidelines II: every square between the
// king's start and destination and between the rook's start and destination,
// destinations included, is empty but for the castling king and rook, and
// no square the king stands on, crosses or reaches is attacked, judged with
// the castling king and rook lifted off the board.
func (p *Position) canCastle(ksq, rsq Square, side int) bool {
	kingTo, rookTo := castleTargets(p.turn, side)
	occ := p.byType[0] &^ (ksq.Bitboard() | rsq.Bitboard())
	path := betweenBB[ksq][kingTo] | kingTo.Bitboard() | betweenBB[rsq][rookTo] | rookTo.Bitboard()
	if path&occ != 0 {
		return false
	}
	them := p.turn ^ 1
	for k := betweenBB[ksq][kingTo] | kingTo.Bitboard() | ksq.Bitboard(); k != 0; {
		if p.attacked(k.pop(), them, occ) {
			return false
		}
	}
	return true
}
