package main

import (
	"errors"
	"io"
	"strings"

	"github.com/arbiter-chess/arbiter/chess"
	"github.com/arbiter-chess/arbiter/pgn"
)

func init() {
	registerOp("pgn", opPGN)
}

// opPGN reads every game of {"pgn": TEXT} and answers
// {"games":[{"tags":{...},"moves":[uci...],"result":R,"errors":[...]}]}:
// moves are the main line in UCI (Chess960 castling as king takes rook,
// null moves "0000"), up to the first error of a game.
func opPGN(r *request) (map[string]any, error) {
	var q struct {
		PGN *string `json:"pgn"`
	}
	if err := r.decode(&q); err != nil {
		return nil, err
	}
	if q.PGN == nil {
		return nil, errors.New(`missing "pgn"`)
	}
	rd := pgn.NewReader(strings.NewReader(*q.PGN))
	games := []map[string]any{}
	for {
		g, err := rd.Next()
		if err == io.EOF {
			break
		}
		var pe *pgn.Error
		if err != nil && !errors.As(err, &pe) {
			return nil, err
		}
		tags := map[string]string{}
		moves := []string{}
		result := ""
		if g != nil {
			for _, t := range g.Tags {
				if _, dup := tags[t.Name]; !dup {
					tags[t.Name] = t.Value
				}
			}
			pos := g.Start
			for _, pl := range g.Main.Plies {
				moves = append(moves, uciOf(&pos, pl.Move))
				pos.Play(pl.Move)
			}
			result = g.Result
			if result == "" {
				result = g.Tags.Get("Result")
			}
		}
		errs := []string{}
		if err != nil {
			errs = append(errs, err.Error())
		}
		games = append(games, map[string]any{"tags": tags, "moves": moves, "result": result, "errors": errs})
	}
	return map[string]any{"games": games}, nil
}

func uciOf(p *chess.Position, m chess.Move) string {
	if m == chess.NullMove {
		return "0000"
	}
	return p.UCI(m)
}
