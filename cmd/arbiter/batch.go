package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/arbiter-chess/arbiter/chess"
)

func init() {
	register("batch", "answer JSON-lines requests on stdin, one answer line per request", runBatch)
	registerOp("perft", opPerft)
	registerOp("legal", opLegal)
	registerOp("fen", opFEN)
	registerOp("status", opStatus)
}

// request holds the fields most ops share. Each op may decode the raw line
// again into its own struct for fields of its own.
type request struct {
	Op       string          `json:"op"`
	ID       json.RawMessage `json:"id,omitempty"`
	FEN      string          `json:"fen"`
	Chess960 bool            `json:"chess960"`
	raw      []byte
}

// decode reads the request's line into v (a pointer to an op's own struct).
func (r *request) decode(v any) error { return json.Unmarshal(r.raw, v) }

// position loads the request's "fen" (FEN, startpos or chess960:N).
func (r *request) position() (chess.Position, error) {
	if r.FEN == "" {
		return chess.Position{}, fmt.Errorf("missing \"fen\"")
	}
	return loadPosition(r.FEN, r.Chess960)
}

// opFunc answers one request with a JSON object (a struct or map).
// Status ops add their fields to a shared object through statusFields.
type opFunc func(r *request) (map[string]any, error)

var ops = map[string]opFunc{}

func registerOp(name string, f opFunc) { ops[name] = f }

// statusFields are the providers of the "status" op's fields; later
// packages (dead positions, for example) add theirs in their init.
var statusFields []func(p *chess.Position, out map[string]any)

func runBatch(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintln(stderr, "usage: arbiter batch < requests.jsonl")
		fmt.Fprintln(stderr, "ops:", strings.Join(opNames(), ", "))
		return 2
	}
	in := bufio.NewReaderSize(stdin, 1<<16)
	out := bufio.NewWriterSize(stdout, 1<<16)
	defer out.Flush()
	for {
		line, err := in.ReadBytes('\n')
		if len(strings.TrimSpace(string(line))) > 0 {
			out.Write(answer(line))
			out.WriteByte('\n')
			if in.Buffered() == 0 {
				out.Flush() // answer promptly when driven interactively
			}
		}
		if err != nil {
			if err != io.EOF {
				fmt.Fprintf(stderr, "arbiter batch: %v\n", err)
				return 1
			}
			return 0
		}
	}
}

func opNames() []string {
	var names []string
	for n := range ops {
		names = append(names, n)
	}
	return names
}

// answer returns the JSON answer to one request line; it never fails.
func answer(line []byte) (out []byte) {
	var r request
	res := map[string]any{}
	defer func() {
		if v := recover(); v != nil {
			res = map[string]any{"error": fmt.Sprintf("internal error: %v", v)}
			out = finish(r.ID, res)
		}
	}()
	if err := json.Unmarshal(line, &r); err != nil {
		return finish(nil, map[string]any{"error": "bad JSON: " + err.Error()})
	}
	r.raw = line
	f, ok := ops[r.Op]
	if !ok {
		return finish(r.ID, map[string]any{"error": fmt.Sprintf("unknown op %q", r.Op)})
	}
	res, err := f(&r)
	if err != nil {
		res = map[string]any{"error": err.Error()}
	}
	return finish(r.ID, res)
}

func finish(id json.RawMessage, res map[string]any) []byte {
	if len(id) > 0 {
		res["id"] = id
	}
	b, err := json.Marshal(res)
	if err != nil {
		b, _ = json.Marshal(map[string]any{"error": err.Error()})
	}
	return b
}

func opPerft(r *request) (map[string]any, error) {
	var q struct {
		Depth *int `json:"depth"`
	}
	if err := r.decode(&q); err != nil {
		return nil, err
	}
	if q.Depth == nil || *q.Depth < 0 || *q.Depth > 12 {
		return nil, fmt.Errorf("\"depth\" must be a number from 0 to 12")
	}
	p, err := r.position()
	if err != nil {
		return nil, err
	}
	return map[string]any{"nodes": p.PerftParallel(*q.Depth, 0)}, nil
}

func opLegal(r *request) (map[string]any, error) {
	p, err := r.position()
	if err != nil {
		return nil, err
	}
	var l chess.MoveList
	p.LegalMoves(&l)
	moves := make([]string, 0, l.Len())
	for _, m := range l.Moves() {
		moves = append(moves, p.UCI(m))
	}
	return map[string]any{"moves": moves}, nil
}

func opFEN(r *request) (map[string]any, error) {
	if r.FEN == "startpos" || strings.HasPrefix(r.FEN, "chess960:") {
		p, err := r.position()
		if err != nil {
			return nil, err
		}
		return map[string]any{"fen": p.FEN()}, nil
	}
	s, err := chess.ParseFEN(r.FEN)
	if err != nil {
		return nil, err
	}
	p, _, err := chess.NewPosition(s, chess.Options{Chess960: r.Chess960})
	if err != nil {
		return nil, err
	}
	return map[string]any{"fen": p.FEN()}, nil
}

func opStatus(r *request) (map[string]any, error) {
	p, err := r.position()
	if err != nil {
		return nil, err
	}
	out := map[string]any{
		"check":                 p.InCheck(),
		"checkmate":             p.IsCheckmate(),
		"stalemate":             p.IsStalemate(),
		"insufficient_material": p.InsufficientMaterial(),
	}
	for _, f := range statusFields {
		f(&p, out)
	}
	return out, nil
}
