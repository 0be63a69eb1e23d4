package laws

import (
	"github.com/arbiter-chess/arbiter/chess"
)

// Touch is one deliberate touch of a piece by the player having the move
// (4.3), in the order the touches happened.
type Touch struct {
	Square chess.Square
	Own    bool // the piece belongs to the player who touched it
}

// Obligation is what the touches of the player having the move leave him
// (F11): either a free choice, or a set of moves he must choose from.
type Obligation struct {
	Free    bool
	Moves   []chess.Move // when !Free: the moves allowed
	Article string       // 2023 number of the rule that fixed the set ("4.3.1", ...)
	Reason  string
}

// captured returns the square of the piece m captures in p, or NoSquare.
func captured(p *chess.Position, m chess.Move) chess.Square {
	switch m.Kind() {
	case chess.Castling:
		return chess.NoSquare
	case chess.EnPassant:
		return m.To() ^ 8
	}
	if p.PieceAt(m.To()) != chess.NoPiece {
		return m.To()
	}
	return chess.NoSquare
}

// Obliged computes the moves the player having the move may still make
// after touching pieces in the given order (4.3 to 4.5, with the castling
// cases of 4.4), in edition e. A touched square without a piece is
// ignored.
func Obliged(p *chess.Position, touches []Touch, e *Edition) Obligation {
	var all chess.MoveList
	p.LegalMoves(&all)
	us := p.Turn()
	var own, opp []chess.Square
	for _, t := range touches {
		pc := p.PieceAt(t.Square)
		if pc == chess.NoPiece {
			continue
		}
		if pc.Color() == us {
			own = append(own, t.Square)
		} else {
			opp = append(opp, t.Square)
		}
	}
	if len(own) == 0 && len(opp) == 0 {
		return Obligation{Free: true}
	}
	filter := func(keep func(m chess.Move) bool) []chess.Move {
		var out []chess.Move
		for _, m := range all.Moves() {
			if keep(m) {
				out = append(out, m)
			}
		}
		return out
	}
	from := func(sq chess.Square, bar chess.Square) []chess.Move {
		return filter(func(m chess.Move) bool {
			return m.From() == sq && !(bar != chess.NoSquare && m.Kind() == chess.Castling && m.To() == bar)
		})
	}
	captures := func(sq chess.Square) []chess.Move {
		return filter(func(m chess.Move) bool { return captured(p, m) == sq })
	}
	name := func(sq chess.Square) string {
		return p.PieceAt(sq).Type().String() + " on " + sq.String()
	}
	king := p.King(us)
	isRook := func(sq chess.Square) bool { return p.PieceAt(sq).Type() == chess.Rook }

	if len(opp) == 0 {
		// 4.4: king and rook.
		if len(own) >= 2 && own[0] == king && isRook(own[1]) {
			castle := filter(func(m chess.Move) bool {
				return m.Kind() == chess.Castling && m.From() == king && m.To() == own[1]
			})
			if len(castle) > 0 {
				return Obligation{Moves: castle, Article: "4.4.1", Reason: "king and rook touched: castle on that side"}
			}
			km := from(king, own[1])
			if len(km) > 0 {
				return Obligation{Moves: km, Article: "4.4.3", Reason: "king then rook touched, castling with that rook illegal: another king move"}
			}
			return Obligation{Free: true, Article: "4.4.3", Reason: "the king has no legal move: free choice"}
		}
		bar := chess.NoSquare
		art := "4.3.1"
		if len(own) >= 2 && isRook(own[0]) && own[1] == king && !e.RookThenKingAllowsCastling {
			bar, art = own[0], "4.4.2"
		}
		for _, sq := range own {
			if ms := from(sq, bar); len(ms) > 0 {
				return Obligation{Moves: ms, Article: art, Reason: "move the " + name(sq)}
			}
		}
		return Obligation{Free: true, Article: "4.5", Reason: "no touched piece can be moved"}
	}
	if len(own) == 0 {
		for _, sq := range opp {
			if ms := captures(sq); len(ms) > 0 {
				return Obligation{Moves: ms, Article: "4.3.2", Reason: "capture the " + name(sq)}
			}
		}
		return Obligation{Free: true, Article: "4.5", Reason: "no touched piece can be captured"}
	}
	// 4.3.3: both colours.
	both := filter(func(m chess.Move) bool { return m.From() == own[0] && captured(p, m) == opp[0] })
	if len(both) > 0 {
		return Obligation{Moves: both, Article: "4.3.3", Reason: "capture the " + name(opp[0]) + " with the " + name(own[0])}
	}
	if e.Year == 1971 {
		// Art. 8 (as amended 1971): capture it with another piece if possible.
		if ms := captures(opp[0]); len(ms) > 0 {
			return Obligation{Moves: ms, Article: "4.3.3", Reason: "capture the " + name(opp[0]) + " with another piece"}
		}
	}
	for _, t := range touches {
		pc := p.PieceAt(t.Square)
		if pc == chess.NoPiece {
			continue
		}
		var ms []chess.Move
		if pc.Color() == us {
			ms = from(t.Square, chess.NoSquare)
		} else {
			ms = captures(t.Square)
		}
		if len(ms) > 0 {
			return Obligation{Moves: ms, Article: "4.3.3", Reason: "the first touched piece that can be moved or captured: the " + name(t.Square)}
		}
	}
	return Obligation{Free: true, Article: "4.5", Reason: "no touched piece can be moved or captured"}
}
