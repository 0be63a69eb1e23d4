package chess

// Move is a move as a small value: origin, destination and kind, packed in
// 16 bits. Castling is stored as the king taking its own rook (from = king's
// square, to = rook's square), which covers standard chess and every form of
// Chess960 castling alike (Guidelines II). The zero Move is the null move.
type Move uint16

// NullMove is the zero Move; it is written "0000" in UCI and "--" in PGN.
const NullMove Move = 0

// MoveKind tells normal moves from the three special ones.
type MoveKind uint8

const (
	NormalMove MoveKind = iota
	Promotion           // Art. 3.7.5.1
	EnPassant           // Art. 3.7.3.1
	Castling            // Art. 3.8.2
)

// NewMove returns a normal move from one square to another.
func NewMove(from, to Square) Move { return Move(from) | Move(to)<<6 }

// NewPromotion returns a pawn move promoting to t (Knight, Bishop, Rook or Queen).
func NewPromotion(from, to Square, t PieceType) Move {
	return Move(from) | Move(to)<<6 | Move(t-Knight)<<12 | Move(Promotion)<<14
}

func newSpecial(from, to Square, k MoveKind) Move {
	return Move(from) | Move(to)<<6 | Move(k)<<14
}

// From returns the origin square (the king's square for castling).
func (m Move) From() Square { return Square(m & 63) }

// To returns the destination square (the rook's square for castling).
func (m Move) To() Square { return Square(m >> 6 & 63) }

// Kind returns the kind of move.
func (m Move) Kind() MoveKind { return MoveKind(m >> 14) }

// Promotion returns the piece type promoted to, or NoPieceType.
func (m Move) Promotion() PieceType {
	if m.Kind() != Promotion {
		return NoPieceType
	}
	return Knight + PieceType(m>>12&3)
}

// IsCastling reports whether m is a castling move.
func (m Move) IsCastling() bool { return m.Kind() == Castling }

// String returns the move in UCI notation with castling as king takes rook;
// Position.UCI writes the standard-chess form.
func (m Move) String() string {
	if m == NullMove {
		return "0000"
	}
	b := make([]byte, 0, 5)
	return string(m.appendUCI(b, m.To()))
}

func (m Move) appendUCI(b []byte, to Square) []byte {
	f := m.From()
	b = append(b, byte('a'+f.File()), byte('1'+f.Rank()), byte('a'+to.File()), byte('1'+to.Rank()))
	if p := m.Promotion(); p != NoPieceType {
		b = append(b, "  nbrq"[p])
	}
	return b
}

// MaxMoves bounds the number of legal moves in any position (218 is the
// known maximum for positions reachable in play; 256 leaves room for
// unreachable ones).
const MaxMoves = 256

// MoveList is a fixed-capacity list of moves filled without allocating.
type MoveList struct {
	n     int
	moves [MaxMoves]Move
}

// Len returns the number of moves in the list.
func (l *MoveList) Len() int { return l.n }

// At returns the i-th move.
func (l *MoveList) At(i int) Move { return l.moves[i] }

// Moves returns the moves as a slice backed by the list.
func (l *MoveList) Moves() []Move { return l.moves[:l.n] }

// Contains reports whether m is in the list.
func (l *MoveList) Contains(m Move) bool {
	for _, x := range l.moves[:l.n] {
		if x == m {
			return true
		}
	}
	return false
}

func (l *MoveList) add(m Move) {
	if l.n < MaxMoves {
		l.moves[l.n] = m
		l.n++
	}
}
