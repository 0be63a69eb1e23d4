package main

import (
	"fmt"

	"github.com/arbiter-chess/arbiter/laws"
)

func init() {
	registerOp("replay", opReplay)
}

// opReplay plays UCI moves from a FEN under an edition of the Laws and
// reports the draw claims available and the automatic endings:
//
//	{"op":"replay","fen":F,"moves":["e2e4",...],"edition":"fide2023"}
//
// Repetitions count from the given position on, the 50/75-move count
// starts from its halfmove field. A move after the game has ended is an
// error naming the ply.
func opReplay(r *request) (map[string]any, error) {
	var req struct {
		Moves   []string `json:"moves"`
		Edition string   `json:"edition"`
	}
	if err := r.decode(&req); err != nil {
		return nil, err
	}
	ed, err := laws.EditionByID(req.Edition)
	if err != nil {
		return nil, err
	}
	p, err := r.position()
	if err != nil {
		return nil, err
	}
	g, err := laws.New(laws.Config{Edition: ed, StartFEN: p.FEN(), Chess960: r.Chess960 || p.IsChess960()})
	if err != nil {
		return nil, err
	}
	for i, m := range req.Moves {
		if g.Over() {
			res, _, a := g.Result()
			return nil, fmt.Errorf("ply %d (%s): the game has already ended (%s, %s)", i+1, m, res, a)
		}
		if _, err := g.Apply(laws.Event{Type: laws.EvMove, Move: m}); err != nil {
			return nil, fmt.Errorf("ply %d (%s): %v", i+1, m, err)
		}
	}
	res, term, art := g.Result()
	pos := g.Position()
	out := map[string]any{
		"threefold_on_board":  g.ThreefoldOnBoard(),
		"can_claim_threefold": !g.Over() && g.CanClaimThreefold(),
		"fifty_on_board":      g.FiftyOnBoard(),
		"can_claim_fifty":     !g.Over() && g.CanClaimFifty(),
		"is_fivefold":         term == laws.TermFivefold,
		"is_seventyfive":      term == laws.TermSeventyFive,
		"checkmate":           pos.IsCheckmate(),
		"stalemate":           pos.IsStalemate(),
		"result":              string(res),
		"termination":         string(term),
		"article":             "",
	}
	if g.Over() {
		out["article"] = art.String()
	}
	return out, nil
}
