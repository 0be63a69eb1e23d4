package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/arbiter-chess/arbiter/chess"
)

// loadPosition reads a position argument: a FEN, the word "startpos", or
// "chess960:N" for Chess960 starting position N. Positions load leniently
// (unreachable positions are playable); force960 reads the castling field
// as Chess960.
func loadPosition(arg string, force960 bool) (chess.Position, error) {
	arg = strings.TrimSpace(arg)
	switch {
	case arg == "startpos" || arg == "":
		p := chess.StartPosition()
		p.SetChess960(force960)
		return p, nil
	case strings.HasPrefix(arg, "chess960:"):
		n, err := strconv.Atoi(arg[len("chess960:"):])
		if err != nil {
			return chess.Position{}, fmt.Errorf("bad Chess960 number in %q", arg)
		}
		return chess.Chess960Position(n)
	}
	p, _, err := chess.FromFENLenient(arg, force960)
	return p, err
}
