package pgn

import (
	"bytes"
	"errors"

	"github.com/arbiter-chess/arbiter/chess"
	"github.com/arbiter-chess/arbiter/notation"
)

// sanReason returns "illegal", "ambiguous" or "unreadable" for an error
// of parseSAN.
func sanReason(err error) string {
	if err == ErrNullMoveInCheck {
		return "illegal"
	}
	var se *shimError
	if errors.As(err, &se) {
		return se.reason
	}
	return "unreadable"
}

type shimError struct{ reason string }

func (e *shimError) Error() string { return e.reason }

// parseSAN is a stand-in until notation.ParseSAN exists.
func parseSAN(p *chess.Position, san []byte) (chess.Move, error) {
	norm := func(b []byte) []byte {
		out := make([]byte, 0, len(b))
		for _, c := range b {
			if c == '+' || c == '#' || c == 'x' || c == '=' || c == '!' || c == '?' {
				continue
			}
			if c == '0' {
				c = 'O'
			}
			out = append(out, c)
		}
		return out
	}
	want := norm(san)
	var l chess.MoveList
	p.LegalMoves(&l)
	found := chess.NullMove
	n := 0
	var buf []byte
	for _, m := range l.Moves() {
		buf = notation.AppendSAN(buf[:0], p, m)
		if bytes.Equal(norm(buf), want) {
			found = m
			n++
		}
	}
	if n == 1 {
		return found, nil
	}
	return chess.NullMove, &shimError{"illegal"}
}
