package chess

import "math/bits"

// Color is the colour of a player's pieces (Art. 2.1): White or Black.
type Color uint8

const (
	White Color = iota
	Black
)

// Other returns the opponent's colour.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white" or "black".
func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// PieceType is the kind of a piece regardless of colour (Art. 2.2).
type PieceType uint8

const (
	NoPieceType PieceType = iota
	Pawn
	Knight
	Bishop
	Rook
	Queen
	King
)

var pieceTypeNames = [...]string{"", "pawn", "knight", "bishop", "rook", "queen", "king"}

// String returns the English name of the piece type.
func (t PieceType) String() string {
	if int(t) < len(pieceTypeNames) {
		return pieceTypeNames[t]
	}
	return "?"
}

// Piece is a coloured piece. The zero value is NoPiece (an empty square).
type Piece uint8

// NoPiece marks an empty square.
const NoPiece Piece = 0

// MakePiece returns the piece of colour c and type t.
func MakePiece(c Color, t PieceType) Piece { return Piece(uint8(c)<<3 | uint8(t)) }

// Type returns the piece's type (NoPieceType for NoPiece).
func (p Piece) Type() PieceType { return PieceType(p & 7) }

// Color returns the piece's colour; meaningless for NoPiece.
func (p Piece) Color() Color { return Color(p >> 3) }

const fenPieceChars = " PNBRQK  pnbrqk"

// FENChar returns the piece's letter as FEN writes it (upper case for White).
func (p Piece) FENChar() byte {
	if p == NoPiece || int(p) >= len(fenPieceChars) {
		return '.'
	}
	return fenPieceChars[p]
}

// PieceFromFENChar parses a FEN piece letter.
func PieceFromFENChar(c byte) (Piece, bool) {
	for i := 1; i < len(fenPieceChars); i++ {
		if fenPieceChars[i] == c && c != ' ' {
			return Piece(i), true
		}
	}
	return NoPiece, false
}

// Square is one of the 64 squares, a1 = 0, b1 = 1, ..., h8 = 63 (Art. 2.4).
type Square int8

// NoSquare marks the absence of a square (no en passant target, no castling rook).
const NoSquare Square = -1

// Named squares used throughout the package.
const (
	A1 Square = iota
	B1
	C1
	D1
	E1
	F1
	G1
	H1
	A8 Square = 56 + iota - 8
	B8
	C8
	D8
	E8
	F8
	G8
	H8
)

// SquareAt returns the square on file f (0 = a) and rank r (0 = first rank).
func SquareAt(file, rank int) Square { return Square(rank*8 + file) }

// File returns 0 for the a-file up to 7 for the h-file.
func (s Square) File() int { return int(s) & 7 }

// Rank returns 0 for the first rank up to 7 for the eighth.
func (s Square) Rank() int { return int(s) >> 3 }

// Bitboard returns the set holding only s.
func (s Square) Bitboard() Bitboard { return Bitboard(1) << uint(s) }

// IsLight reports whether s is a light square (h1 is light, Art. 2.1).
func (s Square) IsLight() bool { return (s.File()+s.Rank())&1 == 1 }

// String returns the square's name, e.g. "e4"; "-" for NoSquare.
func (s Square) String() string {
	if s < 0 || s > 63 {
		return "-"
	}
	return string([]byte{byte('a' + s.File()), byte('1' + s.Rank())})
}

// ParseSquare reads a square name such as "e4".
func ParseSquare(name string) (Square, bool) {
	if len(name) != 2 || name[0] < 'a' || name[0] > 'h' || name[1] < '1' || name[1] > '8' {
		return NoSquare, false
	}
	return SquareAt(int(name[0]-'a'), int(name[1]-'1')), true
}

// Bitboard is a set of squares, bit i standing for Square(i).
type Bitboard uint64

// Files and ranks as sets.
const (
	FileA Bitboard = 0x0101010101010101
	FileH Bitboard = FileA << 7
	Rank1 Bitboard = 0xff
	Rank2 Bitboard = Rank1 << 8
	Rank3 Bitboard = Rank1 << 16
	Rank4 Bitboard = Rank1 << 24
	Rank5 Bitboard = Rank1 << 32
	Rank6 Bitboard = Rank1 << 40
	Rank7 Bitboard = Rank1 << 48
	Rank8 Bitboard = Rank1 << 56

	LightSquares Bitboard = 0x55aa55aa55aa55aa
	DarkSquares  Bitboard = ^LightSquares
)

// Count returns the number of squares in the set.
func (b Bitboard) Count() int { return bits.OnesCount64(uint64(b)) }

// Has reports whether s is in the set.
func (b Bitboard) Has(s Square) bool { return b>>uint(s)&1 != 0 }

// First returns the lowest square of a non-empty set.
func (b Bitboard) First() Square { return Square(bits.TrailingZeros64(uint64(b))) }

// Last returns the highest square of a non-empty set.
func (b Bitboard) Last() Square { return Square(63 - bits.LeadingZeros64(uint64(b))) }

// More reports whether the set holds more than one square.
func (b Bitboard) More() bool { return b&(b-1) != 0 }

// pop removes and returns the lowest square.
func (b *Bitboard) pop() Square {
	s := Square(bits.TrailingZeros64(uint64(*b)))
	*b &= *b - 1
	return s
}

func fileBB(f int) Bitboard { return FileA << uint(f) }
func rankBB(r int) Bitboard { return Rank1 << uint(8*r) }
