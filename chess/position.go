package chess

// Position is a playable chess position: the arrangement of the pieces,
// the side to move, castling rights, the en passant target, the halfmove
// clock and the move number, with an incrementally updated Zobrist hash.
//
// A Position is a small value: copy it to keep it, call Play to change it.
// Positions come from NewPosition (validated) or from FEN; the zero value is
// not a position.
type Position struct {
	board   [64]Piece
	byColor [2]Bitboard
	byType  [7]Bitboard // indexed by PieceType; [0] holds all occupied squares
	// castle[c][side] is the square of the rook colour c may still castle
	// with, on the h-side (0) or a-side (1), or NoSquare. Storing rooks'
	// squares rather than flags makes Chess960 work unchanged.
	castle   [2][2]Square
	turn     Color
	ep       Square // en passant target, set only when a legal capture exists
	epPush   Square // en passant target after any double pawn push
	chess960 bool
	halfmove uint16
	fullmove uint16
	hash     uint64
}

// Castling sides: the king side (the h-side) and the queen side (the a-side).
const (
	KingSide  = 0
	QueenSide = 1
)

// Turn returns the side to move.
func (p *Position) Turn() Color { return p.turn }

// PieceAt returns the piece on s, or NoPiece.
func (p *Position) PieceAt(s Square) Piece { return p.board[s] }

// Occupied returns all occupied squares.
func (p *Position) Occupied() Bitboard { return p.byType[0] }

// ByColor returns the squares of c's pieces.
func (p *Position) ByColor(c Color) Bitboard { return p.byColor[c] }

// ByType returns the squares of pieces of type t, both colours.
func (p *Position) ByType(t PieceType) Bitboard { return p.byType[t] }

// Pieces returns the squares of c's pieces of type t.
func (p *Position) Pieces(c Color, t PieceType) Bitboard { return p.byColor[c] & p.byType[t] }

// King returns the square of c's king.
func (p *Position) King(c Color) Square { return (p.byColor[c] & p.byType[King]).First() }

// EnPassant returns the en passant target square if an en passant capture
// is legal now, else NoSquare.
func (p *Position) EnPassant() Square { return p.ep }

// DoublePushTarget returns the square passed over by a pawn's double step
// on the last move (the PGN standard's en passant field), else NoSquare.
func (p *Position) DoublePushTarget() Square { return p.epPush }

// CastlingRook returns the square of the rook colour c may castle with on
// the given side (KingSide or QueenSide), or NoSquare.
func (p *Position) CastlingRook(c Color, side int) Square { return p.castle[c][side] }

// CastlingRights returns the squares of all rooks that keep a castling right.
func (p *Position) CastlingRights() Bitboard {
	var b Bitboard
	for c := range 2 {
		for side := range 2 {
			if s := p.castle[c][side]; s != NoSquare {
				b |= s.Bitboard()
			}
		}
	}
	return b
}

// IsChess960 reports whether the position is played under Chess960 rules,
// which changes only how castling is written.
func (p *Position) IsChess960() bool { return p.chess960 }

// SetChess960 marks the position as Chess960 (or not).
func (p *Position) SetChess960(on bool) { p.chess960 = on }

// HalfmoveClock returns the number of moves by each player since the last
// capture or pawn move, counted in plies (Art. 9.3).
func (p *Position) HalfmoveClock() int { return int(p.halfmove) }

// FullmoveNumber returns the number of the move about to be played.
func (p *Position) FullmoveNumber() int { return int(p.fullmove) }

// Hash returns the position's Zobrist hash. Two positions that are the same
// in the sense of Art. 9.2.3 have the same hash; see RepetitionKey.
func (p *Position) Hash() uint64 { return p.hash }

// RepetitionKey identifies the position as Art. 9.2.3 does: same side to
// move, same pieces on the same squares, same possible moves including
// castling rights and a legal en passant capture. A double pawn push that
// allows no legal en passant capture does not make positions differ.
func (p *Position) RepetitionKey() uint64 { return p.hash }

// attackersTo returns the pieces of both colours attacking s with occupancy occ.
func (p *Position) attackersTo(s Square, occ Bitboard) Bitboard {
	return pawnAttacks[White][s]&p.Pieces(Black, Pawn) |
		pawnAttacks[Black][s]&p.Pieces(White, Pawn) |
		knightAttacks[s]&p.byType[Knight] |
		kingAttacks[s]&p.byType[King] |
		RookAttacks(s, occ)&(p.byType[Rook]|p.byType[Queen]) |
		BishopAttacks(s, occ)&(p.byType[Bishop]|p.byType[Queen])
}

// AttackersTo returns the pieces of colour c attacking square s. Per Art.
// 3.1.3 and 3.9 a piece attacks a square even if it is pinned.
func (p *Position) AttackersTo(s Square, c Color) Bitboard {
	return p.attackersTo(s, p.byType[0]) & p.byColor[c]
}

// attacked reports whether colour by attacks s with occupancy occ.
func (p *Position) attacked(s Square, by Color, occ Bitboard) bool {
	them := p.byColor[by]
	if pawnAttacks[by^1][s]&p.byType[Pawn]&them != 0 ||
		knightAttacks[s]&p.byType[Knight]&them != 0 ||
		kingAttacks[s]&p.byType[King]&them != 0 {
		return true
	}
	rq := (p.byType[Rook] | p.byType[Queen]) & them
	if rq != 0 && RookAttacks(s, occ)&rq != 0 {
		return true
	}
	bq := (p.byType[Bishop] | p.byType[Queen]) & them
	return bq != 0 && BishopAttacks(s, occ)&bq != 0
}

// IsAttacked reports whether colour by attacks square s.
func (p *Position) IsAttacked(s Square, by Color) bool { return p.attacked(s, by, p.byType[0]) }

// IsAttackedThrough reports whether colour by would attack square s if the
// occupied squares were occ (the men of by stay where they are; sliders see
// through squares missing from occ). With occ lacking the square of the
// defending king it tells whether the king may step to s.
func (p *Position) IsAttackedThrough(s Square, by Color, occ Bitboard) bool {
	return p.attacked(s, by, occ)
}

// Checkers returns the enemy pieces giving check to the side to move.
func (p *Position) Checkers() Bitboard {
	return p.attackersTo(p.King(p.turn), p.byType[0]) & p.byColor[p.turn^1]
}

// InCheck reports whether the side to move is in check (Art. 3.9).
func (p *Position) InCheck() bool { return p.attacked(p.King(p.turn), p.turn^1, p.byType[0]) }

// IsCheckmate reports whether the side to move is checkmated (Art. 1.4.1).
func (p *Position) IsCheckmate() bool { return p.InCheck() && !p.HasLegalMove() }

// IsStalemate reports whether the side to move has no legal move and is not
// in check (Art. 5.2.1).
func (p *Position) IsStalemate() bool { return !p.InCheck() && !p.HasLegalMove() }

// HasLegalMove reports whether the side to move has at least one legal move.
func (p *Position) HasLegalMove() bool { return p.CountLegalMoves() > 0 }

func (p *Position) put(pc Piece, s Square) {
	b := s.Bitboard()
	p.board[s] = pc
	p.byColor[pc.Color()] |= b
	p.byType[pc.Type()] |= b
	p.byType[0] |= b
	p.hash ^= zobristPiece[pc][s]
}

func (p *Position) remove(s Square) {
	pc := p.board[s]
	b := s.Bitboard()
	p.board[s] = NoPiece
	p.byColor[pc.Color()] &^= b
	p.byType[pc.Type()] &^= b
	p.byType[0] &^= b
	p.hash ^= zobristPiece[pc][s]
}

func (p *Position) move(from, to Square) {
	pc := p.board[from]
	fb, tb := from.Bitboard(), to.Bitboard()
	ft := fb | tb
	p.board[from] = NoPiece
	p.board[to] = pc
	p.byColor[pc.Color()] ^= ft
	p.byType[pc.Type()] ^= ft
	p.byType[0] ^= ft
	p.hash ^= zobristPiece[pc][from] ^ zobristPiece[pc][to]
}

// computeHash recomputes the Zobrist hash from scratch.
func (p *Position) computeHash() uint64 {
	var h uint64
	for s := Square(0); s < 64; s++ {
		if pc := p.board[s]; pc != NoPiece {
			h ^= zobristPiece[pc][s]
		}
	}
	for c := range 2 {
		for side := range 2 {
			if s := p.castle[c][side]; s != NoSquare {
				h ^= zobristCastle[s]
			}
		}
	}
	if p.ep != NoSquare {
		h ^= zobristEP[p.ep.File()]
	}
	if p.turn == Black {
		h ^= zobristTurn
	}
	return h
}

var (
	zobristPiece  [16][64]uint64
	zobristCastle [64]uint64
	zobristEP     [8]uint64
	zobristTurn   uint64
)

func init() {
	rng := xorshift(1070372)
	for pc := range 16 {
		for s := range 64 {
			zobristPiece[pc][s] = rng.next()
		}
	}
	for s := range 64 {
		zobristCastle[s] = rng.next()
	}
	for f := range 8 {
		zobristEP[f] = rng.next()
	}
	zobristTurn = rng.next()
}
