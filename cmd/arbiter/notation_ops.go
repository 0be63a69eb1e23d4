package main

import (
	"fmt"

	"github.com/arbiter-chess/arbiter/chess"
	"github.com/arbiter-chess/arbiter/notation"
)

func init() {
	registerOp("san", opSAN)
	registerOp("uci", opUCIFromSAN)
	registerOp("notation", opNotation)
}

// opSAN: {"op":"san","fen":F,"uci":U} -> {"san":S}, SAN as PGN writes it.
func opSAN(r *request) (map[string]any, error) {
	var q struct {
		UCI string `json:"uci"`
	}
	if err := r.decode(&q); err != nil {
		return nil, err
	}
	p, m, err := legalUCI(r, q.UCI)
	if err != nil {
		return nil, err
	}
	return map[string]any{"san": notation.SAN(&p, m)}, nil
}

// opUCIFromSAN: {"op":"uci","fen":F,"san":S} -> {"uci":U}. The move is
// read leniently in any language (or the one in "language"); with
// "strict":true the deviations from PGN export SAN come back as
// "findings".
func opUCIFromSAN(r *request) (map[string]any, error) {
	var q struct {
		SAN      *string `json:"san"`
		Language string  `json:"language"`
		Strict   bool    `json:"strict"`
	}
	if err := r.decode(&q); err != nil {
		return nil, err
	}
	if q.SAN == nil {
		return nil, fmt.Errorf("missing \"san\"")
	}
	lang, ok := notation.ParseLanguage(q.Language)
	if !ok {
		return nil, fmt.Errorf("unknown language %q", q.Language)
	}
	p, err := r.position()
	if err != nil {
		return nil, err
	}
	m, fs, err := notation.ParseMove(&p, []byte(*q.SAN), notation.ReadOptions{Language: lang, Strict: q.Strict, AllowNull: true})
	if err != nil {
		out := map[string]any{"error": err.Error()}
		if se, ok := err.(*notation.SANError); ok {
			out["reason"] = se.Reason
		}
		return out, nil
	}
	out := map[string]any{"uci": p.UCI(m)}
	if q.Strict {
		list := make([]map[string]string, 0, len(fs))
		for _, f := range fs {
			list = append(list, map[string]string{"kind": f.Kind, "message": f.Message})
		}
		out["findings"] = list
	}
	return out, nil
}

// opNotation: {"op":"notation","fen":F,"uci":U,"language":L} -> the move
// in SAN and in long algebraic notation (Appendix C.8) in language L.
func opNotation(r *request) (map[string]any, error) {
	var q struct {
		UCI      string `json:"uci"`
		Language string `json:"language"`
	}
	if err := r.decode(&q); err != nil {
		return nil, err
	}
	lang, ok := notation.ParseLanguage(q.Language)
	if !ok {
		return nil, fmt.Errorf("unknown language %q", q.Language)
	}
	if lang == notation.AutoDetect {
		lang = notation.English
	}
	p, m, err := legalUCI(r, q.UCI)
	if err != nil {
		return nil, err
	}
	return map[string]any{
		"language":   lang.String(),
		"san":        notation.SANIn(&p, m, lang),
		"lan":        string(notation.AppendLAN(nil, &p, m, lang, false)),
		"lan_hyphen": string(notation.AppendLAN(nil, &p, m, lang, true)),
		"uci":        p.UCI(m),
	}, nil
}

// legalUCI loads the request's position and reads a legal move in UCI.
func legalUCI(r *request, u string) (chess.Position, chess.Move, error) {
	if u == "" {
		return chess.Position{}, chess.NullMove, fmt.Errorf("missing \"uci\"")
	}
	p, err := r.position()
	if err != nil {
		return p, chess.NullMove, err
	}
	m, err := p.ParseUCI(u)
	if err != nil {
		return p, chess.NullMove, err
	}
	if m == chess.NullMove {
		return p, m, fmt.Errorf("the null move has no SAN here")
	}
	return p, m, nil
}
