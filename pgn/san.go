package pgn

import (
	"errors"

	"github.com/arbiter-chess/arbiter/chess"
	"github.com/arbiter-chess/arbiter/notation"
)

// MoveReason classifies an error of ParseMove: "illegal" (the text names
// no legal move), "ambiguous" (it fits more than one) or "unreadable"
// (it is not a move in the notation).
func MoveReason(err error) string {
	if err == ErrNullMoveInCheck {
		return notation.ReasonIllegal
	}
	var se *notation.SANError
	if errors.As(err, &se) {
		return se.Reason
	}
	return notation.ReasonUnreadable
}

func sanReason(err error) string { return MoveReason(err) }

func parseSAN(p *chess.Position, san []byte) (chess.Move, error) {
	return notation.ParseSAN(p, san)
}
