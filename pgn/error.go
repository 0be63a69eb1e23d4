package pgn

import "fmt"

// Error is a problem in one game, with its place: the game number in the
// stream (tag sections counted from 1), the line and column (1-based; the
// column counts bytes) and the ply (half-move number from the game's move
// numbers, 1 = White's first move; 0 when the error is not at a move).
type Error struct {
	Game   int
	Line   int
	Column int
	Ply    int
	Msg    string
	// Text is the token at fault (a move as written, for example), if any.
	Text string
	// Reason classifies errors at a move: "illegal", "ambiguous",
	// "unreadable" (a move that cannot be read), or "" for syntax errors
	// and others.
	Reason string
}

func (e *Error) Error() string {
	if e.Ply > 0 {
		return fmt.Sprintf("%d:%d: game %d, ply %d: %s", e.Line, e.Column, e.Game, e.Ply, e.Msg)
	}
	return fmt.Sprintf("%d:%d: game %d: %s", e.Line, e.Column, e.Game, e.Msg)
}
