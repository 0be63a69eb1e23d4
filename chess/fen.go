package chess

import (
	"fmt"
	"strconv"
	"strings"
)

// Setup is anything the FEN grammar can describe: a placement of pieces,
// side to move, castling rights, en passant square and move counters. It
// may be illegal or unreachable; NewPosition validates it into a Position.
type Setup struct {
	Board [64]Piece
	Turn  Color
	// CastlingRooks holds the squares of the rooks that keep a castling
	// right (standard chess: a1, h1, a8, h8; Chess960: wherever they stand).
	CastlingRooks Bitboard
	// EnPassant is the square passed over by a double pawn push, or NoSquare.
	EnPassant      Square
	HalfmoveClock  int
	FullmoveNumber int
	// Chess960 is set when the castling field can only be read as Chess960
	// (Shredder-FEN file letters, or rooks or king off their standard squares).
	Chess960 bool

	castlingProblems []string // castling letters that name no rook
}

// FENError is a syntax error in a FEN string: the field it is in, the
// column (1-based, in bytes) where the problem starts, and the reason.
type FENError struct {
	Field  string
	Column int
	Reason string
}

func (e *FENError) Error() string {
	return fmt.Sprintf("FEN column %d (%s): %s", e.Column, e.Field, e.Reason)
}

// StartFEN is the FEN of the initial position (Art. 2.3).
const StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// ParseFEN reads a FEN string, including X-FEN and Shredder-FEN castling
// fields. The halfmove clock and fullmove number may be left out (as in
// EPD), in which case they are 0 and 1. Only syntax is checked here; see
// Validate and NewPosition for legality.
func ParseFEN(fen string) (Setup, error) {
	var s Setup
	s.EnPassant = NoSquare
	s.FullmoveNumber = 1
	fields, cols := splitFields(fen)
	if len(fields) == 0 {
		return s, &FENError{"placement", 1, "empty FEN"}
	}
	if len(fields) < 4 && len(fields) != 1 || len(fields) > 6 {
		return s, &FENError{"placement", 1, fmt.Sprintf("want 4 to 6 space-separated fields, have %d", len(fields))}
	}
	if err := parsePlacement(&s, fields[0], cols[0]); err != nil {
		return s, err
	}
	if len(fields) == 1 {
		return s, &FENError{"turn", len(fen) + 1, "missing side to move, castling and en passant fields"}
	}
	switch fields[1] {
	case "w", "W":
		s.Turn = White
	case "b", "B":
		s.Turn = Black
	default:
		return s, &FENError{"turn", cols[1], fmt.Sprintf("side to move must be w or b, not %q", fields[1])}
	}
	if err := parseCastling(&s, fields[2], cols[2]); err != nil {
		return s, err
	}
	if f := fields[3]; f != "-" {
		sq, ok := ParseSquare(f)
		if !ok {
			return s, &FENError{"en passant", cols[3], fmt.Sprintf("en passant field must be - or a square, not %q", f)}
		}
		if sq.Rank() != 2 && sq.Rank() != 5 {
			return s, &FENError{"en passant", cols[3], fmt.Sprintf("en passant square %s is not on the third or sixth rank", f)}
		}
		s.EnPassant = sq
	}
	if len(fields) > 4 {
		n, err := strconv.Atoi(fields[4])
		if err != nil || n < 0 || n > 10000 {
			return s, &FENError{"halfmove clock", cols[4], fmt.Sprintf("halfmove clock must be a number from 0 to 10000, not %q", fields[4])}
		}
		s.HalfmoveClock = n
	}
	if len(fields) > 5 {
		n, err := strconv.Atoi(fields[5])
		if err != nil || n < 0 || n > 100000 {
			return s, &FENError{"fullmove number", cols[5], fmt.Sprintf("fullmove number must be a number from 1 to 100000, not %q", fields[5])}
		}
		if n == 0 {
			n = 1 // common in the wild; the move number cannot be 0
		}
		s.FullmoveNumber = n
	}
	return s, nil
}

func splitFields(s string) (fields []string, cols []int) {
	fields = make([]string, 0, 6)
	cols = make([]int, 0, 6)
	start := -1
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' || s[i] == '\t' || s[i] == '_' {
			if start >= 0 {
				fields = append(fields, s[start:i])
				cols = append(cols, start+1)
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	return fields, cols
}

func parsePlacement(s *Setup, f string, col int) error {
	rank, file := 7, 0
	for i := 0; i < len(f); i++ {
		c := f[i]
		switch {
		case c == '/':
			if file != 8 {
				return &FENError{"placement", col + i, fmt.Sprintf("rank %d has %d squares, want 8", rank+1, file)}
			}
			if rank == 0 {
				return &FENError{"placement", col + i, "more than 8 ranks"}
			}
			rank--
			file = 0
		case c >= '1' && c <= '8':
			file += int(c - '0')
			if file > 8 {
				return &FENError{"placement", col + i, fmt.Sprintf("rank %d has more than 8 squares", rank+1)}
			}
		case c == '~' && i > 0:
			// Crazyhouse-style promoted marker: accepted and ignored.
		default:
			pc, ok := PieceFromFENChar(c)
			if !ok {
				return &FENError{"placement", col + i, fmt.Sprintf("%q is not a piece letter", c)}
			}
			if file >= 8 {
				return &FENError{"placement", col + i, fmt.Sprintf("rank %d has more than 8 squares", rank+1)}
			}
			s.Board[SquareAt(file, rank)] = pc
			file++
		}
	}
	if rank != 0 || file != 8 {
		return &FENError{"placement", col + len(f), fmt.Sprintf("placement ends at rank %d after %d squares; want 8 ranks of 8", rank+1, file)}
	}
	return nil
}

func parseCastling(s *Setup, f string, col int) error {
	if f == "-" {
		return nil
	}
	for i := 0; i < len(f); i++ {
		c := f[i]
		color := White
		lc := c
		if c >= 'a' && c <= 'z' {
			color = Black
			lc = c - 'a' + 'A'
		}
		rank := 0
		if color == Black {
			rank = 7
		}
		back := rankBB(rank)
		kings := back & s.bb(MakePiece(color, King))
		rooks := back & s.bb(MakePiece(color, Rook))
		switch {
		case lc == 'K' || lc == 'Q':
			if kings == 0 {
				s.castlingProblems = append(s.castlingProblems, fmt.Sprintf("%c: no %s king on its first rank", c, color))
				continue
			}
			k := kings.First()
			var side Bitboard
			if lc == 'K' {
				side = rooks & ^(k.Bitboard()<<1 - 1) &^ k.Bitboard()
			} else {
				side = rooks & (k.Bitboard() - 1)
			}
			if side == 0 {
				s.castlingProblems = append(s.castlingProblems, fmt.Sprintf("%c: no %s rook on that side of the king", c, color))
				continue
			}
			r := side.Last() // outermost (X-FEN)
			if lc == 'Q' {
				r = side.First()
			}
			s.CastlingRooks |= r.Bitboard()
			if k.File() != 4 || (r.File() != 0 && r.File() != 7) {
				s.Chess960 = true
			}
		case lc >= 'A' && lc <= 'H':
			r := SquareAt(int(lc-'A'), rank)
			if !rooks.Has(r) {
				s.castlingProblems = append(s.castlingProblems, fmt.Sprintf("%c: no %s rook on %s", c, color, r))
				continue
			}
			s.CastlingRooks |= r.Bitboard()
			s.Chess960 = true
		default:
			return &FENError{"castling", col + i, fmt.Sprintf("%q is not a castling letter (KQkq, A-H, a-h or -)", c)}
		}
	}
	return nil
}

func (s *Setup) bb(pc Piece) Bitboard {
	var b Bitboard
	for sq := range 64 {
		if s.Board[sq] == pc {
			b |= Square(sq).Bitboard()
		}
	}
	return b
}

// FENOptions choose among the FEN dialects when writing.
type FENOptions struct {
	// Shredder writes castling rights as the rooks' files (HAha), always.
	Shredder bool
	// EnPassantAfterDoublePush writes the en passant square after every
	// double pawn push, as the PGN standard does, rather than only when an
	// en passant capture is legal.
	EnPassantAfterDoublePush bool
}

// FEN returns the position in FEN. Castling is written KQkq in standard
// chess and X-FEN in Chess960 (a rook's file where KQkq would be ambiguous);
// the en passant square only when an en passant capture is legal, so that
// equal positions print equally.
func (p *Position) FEN() string { return p.FENWith(FENOptions{}) }

// FENWith returns the position in FEN written with the given options.
func (p *Position) FENWith(o FENOptions) string {
	b := make([]byte, 0, 90)
	for rank := 7; rank >= 0; rank-- {
		empty := 0
		for file := range 8 {
			pc := p.board[SquareAt(file, rank)]
			if pc == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				b = append(b, byte('0'+empty))
				empty = 0
			}
			b = append(b, pc.FENChar())
		}
		if empty > 0 {
			b = append(b, byte('0'+empty))
		}
		if rank > 0 {
			b = append(b, '/')
		}
	}
	b = append(b, ' ', "wb"[p.turn], ' ')
	n := len(b)
	for c := White; c <= Black; c++ {
		for side := range 2 {
			r := p.castle[c][side]
			if r == NoSquare {
				continue
			}
			var ch byte
			if o.Shredder || !p.outermost(c, side) {
				ch = byte('A' + r.File())
			} else {
				ch = "KQ"[side]
			}
			if c == Black {
				ch += 'a' - 'A'
			}
			b = append(b, ch)
		}
	}
	if len(b) == n {
		b = append(b, '-')
	}
	ep := p.ep
	if o.EnPassantAfterDoublePush {
		ep = p.epPush
	}
	b = append(b, ' ')
	if ep == NoSquare {
		b = append(b, '-')
	} else {
		b = append(b, ep.String()...)
	}
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(p.halfmove), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(p.fullmove), 10)
	return string(b)
}

// outermost reports whether the castling rook of c on side is the outermost
// rook on that side of the king, so that X-FEN may write it as K or Q.
func (p *Position) outermost(c Color, side int) bool {
	r := p.castle[c][side]
	rooks := p.Pieces(c, Rook) & rankBB(r.Rank())
	if side == KingSide {
		return rooks.Last() == r
	}
	return rooks.First() == r
}

// String returns the FEN.
func (p Position) String() string { return p.FEN() }

// Setup returns the position as a Setup.
func (p *Position) Setup() Setup {
	s := Setup{
		Board:          p.board,
		Turn:           p.turn,
		CastlingRooks:  p.CastlingRights(),
		EnPassant:      p.epPush,
		HalfmoveClock:  int(p.halfmove),
		FullmoveNumber: int(p.fullmove),
		Chess960:       p.chess960,
	}
	return s
}

// Board returns a printable diagram of the position, White at the bottom.
func (p *Position) Board() string {
	var sb strings.Builder
	for rank := 7; rank >= 0; rank-- {
		sb.WriteByte(byte('1' + rank))
		for file := range 8 {
			sb.WriteByte(' ')
			sb.WriteByte(p.board[SquareAt(file, rank)].FENChar())
		}
		sb.WriteByte('\n')
	}
	sb.WriteString("  a b c d e f g h\n")
	return sb.String()
}
