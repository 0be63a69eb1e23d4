package chess

import (
	"fmt"
	"strings"
)

// Problem is one reason why a Setup is not a legal position: the FEN field
// it concerns and the reason. Only a Fatal problem (not exactly one king a
// side) stops a Setup from being played at all.
type Problem struct {
	Field  string // "placement", "turn", "castling" or "en passant"
	Reason string
	Fatal  bool
}

func (p Problem) String() string { return p.Field + ": " + p.Reason }

// InvalidError lists every problem found in a Setup.
type InvalidError struct{ Problems []Problem }

func (e *InvalidError) Error() string {
	parts := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		parts[i] = p.String()
	}
	return "illegal position: " + strings.Join(parts, "; ")
}

// Options control how a Setup becomes a Position.
type Options struct {
	// Chess960 reads the castling rights as Chess960 rights: the king may
	// stand anywhere on its first rank with a rook on each side.
	Chess960 bool
	// Lenient loads positions with non-fatal problems (unreachable
	// positions from problem collections and perft suites, and positions
	// left by an unclaimed illegal move under Laws A.5.2/A.5.4). Castling
	// rights that name no rook and an en passant square that follows no
	// double push are dropped.
	Lenient bool
}

// NewPosition validates s and returns the position. Without Lenient, any
// problem is an error (*InvalidError); with Lenient, only a fatal one is,
// and the problems found are still returned.
func NewPosition(s Setup, o Options) (Position, []Problem, error) {
	probs := s.Validate(o.Chess960 || s.Chess960)
	for _, pr := range probs {
		if pr.Fatal || !o.Lenient {
			return Position{}, probs, &InvalidError{probs}
		}
	}
	var p Position
	for sq := range 64 {
		if pc := s.Board[sq]; pc != NoPiece {
			p.put(pc, Square(sq))
		}
	}
	p.turn = s.Turn
	p.chess960 = o.Chess960 || s.Chess960
	p.halfmove = uint16(min(max(s.HalfmoveClock, 0), 65535))
	p.fullmove = uint16(min(max(s.FullmoveNumber, 1), 65535))
	p.castle = [2][2]Square{{NoSquare, NoSquare}, {NoSquare, NoSquare}}
	for c := White; c <= Black; c++ {
		k := p.King(c)
		for r := s.CastlingRooks & p.Pieces(c, Rook) & rankBB(k.Rank()); r != 0; {
			sq := r.pop()
			if !castlingHome(c, k, sq, p.chess960) {
				continue
			}
			side := KingSide
			if sq < k {
				side = QueenSide
			}
			if p.castle[c][side] == NoSquare || (side == KingSide && sq > p.castle[c][side]) || (side == QueenSide && sq < p.castle[c][side]) {
				p.castle[c][side] = sq
			}
		}
	}
	p.ep, p.epPush = NoSquare, NoSquare
	if s.EnPassant != NoSquare && s.epFollowsDoublePush() {
		p.epPush = s.EnPassant
		p.ep = s.EnPassant
		if !p.hasLegalEP() {
			p.ep = NoSquare
		}
	}
	p.hash = p.computeHash()
	return p, probs, nil
}

// castlingHome reports whether king k and rook r of colour c stand where a
// castling right allows.
func castlingHome(c Color, k, r Square, chess960 bool) bool {
	rank := 0
	if c == Black {
		rank = 7
	}
	if k.Rank() != rank || r.Rank() != rank || k == r {
		return false
	}
	if chess960 {
		return true
	}
	return k.File() == 4 && (r.File() == 0 || r.File() == 7)
}

func (s *Setup) epFollowsDoublePush() bool {
	ep := s.EnPassant
	if ep == NoSquare {
		return false
	}
	var pawnSq, fromSq Square
	var mover Color
	if s.Turn == White && ep.Rank() == 5 {
		pawnSq, fromSq, mover = ep-8, ep+8, Black
	} else if s.Turn == Black && ep.Rank() == 2 {
		pawnSq, fromSq, mover = ep+8, ep-8, White
	} else {
		return false
	}
	return s.Board[pawnSq] == MakePiece(mover, Pawn) && s.Board[ep] == NoPiece && s.Board[fromSq] == NoPiece
}

// Validate lists every reason why s is not a legal position in a game.
func (s *Setup) Validate(chess960 bool) []Problem {
	var probs []Problem
	add := func(field string, fatal bool, format string, args ...any) {
		probs = append(probs, Problem{field, fmt.Sprintf(format, args...), fatal})
	}
	kings := [2]int{}
	counts := [2][7]int{}
	for sq := range 64 {
		pc := s.Board[sq]
		if pc == NoPiece {
			continue
		}
		counts[pc.Color()][pc.Type()]++
		if pc.Type() == King {
			kings[pc.Color()]++
		}
		if pc.Type() == Pawn && (Square(sq).Rank() == 0 || Square(sq).Rank() == 7) {
			add("placement", false, "%s pawn on %s, on the first or last rank", pc.Color(), Square(sq))
		}
	}
	for c := White; c <= Black; c++ {
		if kings[c] != 1 {
			add("placement", true, "%s has %d kings, must have exactly one", c, kings[c])
		}
		total := 0
		for t := Pawn; t <= King; t++ {
			total += counts[c][t]
		}
		if total > 16 {
			add("placement", false, "%s has %d pieces, more than 16", c, total)
		}
		if counts[c][Pawn] > 8 {
			add("placement", false, "%s has %d pawns, more than 8", c, counts[c][Pawn])
		}
		promoted := max(0, counts[c][Queen]-1) + max(0, counts[c][Rook]-2) + max(0, counts[c][Bishop]-2) + max(0, counts[c][Knight]-2)
		if counts[c][Pawn] <= 8 && promoted > 8-counts[c][Pawn] {
			add("placement", false, "%s has at least %d promoted pieces but only %d pawns missing", c, promoted, 8-counts[c][Pawn])
		}
	}
	for _, msg := range s.castlingProblems {
		add("castling", false, "%s", msg)
	}
	if kings[White] != 1 || kings[Black] != 1 {
		return probs // the rest needs exactly one king a side
	}
	var p Position
	for sq := range 64 {
		if pc := s.Board[sq]; pc != NoPiece {
			p.put(pc, Square(sq))
		}
	}
	p.turn = s.Turn
	p.ep = NoSquare
	for c := White; c <= Black; c++ {
		k := p.King(c)
		sides := [2]int{}
		for r := s.CastlingRooks & rankBB(0|int(c)*7); r != 0; {
			sq := r.pop()
			switch {
			case s.Board[sq] != MakePiece(c, Rook):
				add("castling", false, "%s castling right without a %s rook on %s", c, c, sq)
			case !castlingHome(c, k, sq, chess960):
				if chess960 {
					add("castling", false, "%s castling right with the rook on %s but the king on %s, not on its first rank", c, sq, k)
				} else {
					add("castling", false, "%s castling right needs the king on %s and the rook on a corner; king on %s, rook on %s", c, SquareAt(4, int(c)*7), k, sq)
				}
			default:
				side := KingSide
				if sq < k {
					side = QueenSide
				}
				sides[side]++
			}
		}
		if r := s.CastlingRooks &^ (Rank1 | Rank8); r != 0 && c == White {
			add("castling", false, "castling right for a rook not on a first rank: %s", r.First())
		}
		for side, n := range sides {
			if n > 1 {
				add("castling", false, "%s has %d castling rights on the %s side; one at most", c, n, [2]string{"king", "queen"}[side])
			}
		}
	}
	if s.EnPassant != NoSquare && !s.epFollowsDoublePush() {
		add("en passant", false, "en passant square %s does not follow a double pawn push by the side that just moved", s.EnPassant)
	}
	them := s.Turn ^ 1
	if p.attacked(p.King(them), s.Turn, p.byType[0]) {
		add("placement", false, "the side not to move (%s) is in check", them)
	}
	checkers := p.Checkers()
	if reason := impossibleCheck(&p, checkers, s); reason != "" {
		add("placement", false, "%s", reason)
	}
	return probs
}

// impossibleCheck explains why the checks on the side to move cannot have
// come from any single move, or returns "".
func impossibleCheck(p *Position, checkers Bitboard, s *Setup) string {
	n := checkers.Count()
	if n == 0 {
		return ""
	}
	if n > 2 {
		return fmt.Sprintf("%d pieces give check; no single move gives more than two", n)
	}
	ksq := p.King(p.turn)
	sliders := p.byType[Bishop] | p.byType[Rook] | p.byType[Queen]
	if n == 2 {
		a, b := checkers.First(), checkers.Last()
		if checkers&sliders == 0 {
			return fmt.Sprintf("double check by %s and %s, neither a line piece; a double check needs a discovered check", a, b)
		}
		if lineBB[a][b].Has(ksq) {
			return fmt.Sprintf("double check by %s and %s along one line, which no move can produce", a, b)
		}
	}
	if s.EnPassant != NoSquare && s.epFollowsDoublePush() {
		pushed := s.EnPassant ^ 8
		from := s.EnPassant ^ 24
		for c := checkers; c != 0; {
			sq := c.pop()
			if sq == pushed {
				continue
			}
			if sliders.Has(sq) && lineBB[sq][ksq].Has(from) && betweenBB[sq][ksq].Has(from) {
				continue
			}
			return fmt.Sprintf("check by %s cannot follow the double pawn push to %s", sq, pushed)
		}
	}
	return ""
}

// FromFEN reads and validates a FEN; any problem is an error.
func FromFEN(fen string) (Position, error) {
	s, err := ParseFEN(fen)
	if err != nil {
		return Position{}, err
	}
	p, _, err := NewPosition(s, Options{})
	return p, err
}

// FromFENLenient reads a FEN and loads it unless a king is missing or
// doubled, returning the problems it found as well.
func FromFENLenient(fen string, chess960 bool) (Position, []Problem, error) {
	s, err := ParseFEN(fen)
	if err != nil {
		return Position{}, nil, err
	}
	return NewPosition(s, Options{Chess960: chess960, Lenient: true})
}

// StartPosition returns the initial position (Art. 2.3).
func StartPosition() Position {
	p, err := FromFEN(StartFEN)
	if err != nil {
		panic(err)
	}
	return p
}
