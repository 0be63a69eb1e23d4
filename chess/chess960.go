package chess

import (
	"fmt"
	"math/rand/v2"
)

// knightPlacements lists, for the ten Scharnagl knight codes, the two of the
// five remaining empty squares (counted from the a-side) the knights take.
var knightPlacements = [10][2]int{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}

// Chess960Setup returns starting position number n (0-959) in the usual
// Scharnagl numbering; 518 is the standard starting position. The Laws
// (Guidelines II) fix the rules of the starting position but not the
// numbering.
func Chess960Setup(n int) (Setup, error) {
	if n < 0 || n > 959 {
		return Setup{}, fmt.Errorf("chess960 position number %d is not in 0-959", n)
	}
	var rank [8]PieceType
	rank[(n%4)*2+1] = Bishop // light-squared bishop on b, d, f or h
	n /= 4
	rank[(n%4)*2] = Bishop // dark-squared bishop on a, c, e or g
	n /= 4
	place := func(k int, t PieceType) {
		for f := range 8 {
			if rank[f] == NoPieceType {
				if k == 0 {
					rank[f] = t
					return
				}
				k--
			}
		}
	}
	place(n%6, Queen)
	n /= 6
	kn := knightPlacements[n]
	place(kn[1], Knight) // the higher one first, so the lower index stays valid
	place(kn[0], Knight)
	place(0, Rook)
	place(0, King)
	place(0, Rook)

	s := Setup{EnPassant: NoSquare, FullmoveNumber: 1, Chess960: true}
	for f, t := range rank {
		s.Board[SquareAt(f, 0)] = MakePiece(White, t)
		s.Board[SquareAt(f, 1)] = MakePiece(White, Pawn)
		s.Board[SquareAt(f, 6)] = MakePiece(Black, Pawn)
		s.Board[SquareAt(f, 7)] = MakePiece(Black, t)
		if t == Rook {
			s.CastlingRooks |= SquareAt(f, 0).Bitboard() | SquareAt(f, 7).Bitboard()
		}
	}
	return s, nil
}

// Chess960Position returns starting position n (0-959) as a Chess960 Position.
func Chess960Position(n int) (Position, error) {
	s, err := Chess960Setup(n)
	if err != nil {
		return Position{}, err
	}
	p, _, err := NewPosition(s, Options{Chess960: true})
	return p, err
}

// RandomChess960 returns a random starting position and its number, as
// drawn before a game (Guidelines II.1.2).
func RandomChess960() (Position, int) {
	n := rand.IntN(960)
	p, _ := Chess960Position(n)
	return p, n
}
