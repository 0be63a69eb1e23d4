package pgn

import (
	"bytes"
	"io"
	"testing"
)

// FuzzReader feeds arbitrary bytes to the reader: it must never panic,
// every game must either parse or fail with an *Error naming a line and
// column inside the input, and every game that parses must survive the
// writer/reader round trip. The lean MainLine must agree with the full
// reader on the main line of games that parse.
func FuzzReader(f *testing.F) {
	for _, s := range []string{
		"[Event \"x\"]\n\n1. e4 e5 2. Nf3 {c} (2. f4 $1 exf4) 2... Nc6 1-0\n",
		"\xEF\xBB\xBF[White \"M\xfcller\"]\r\n\r\n1. d4 d5 ; x\r\n2. c4 * ",
		"1. e4 {open\n\n[Event \"y\"]\n\n1. d4 *",
		"[Variant \"Chess960\"]\n[FEN \"rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1\"]\n\n1. O-O -- 2. Kg2 Z0 *",
		"e4 e5 Nf3 *\nd4 d5 *\n",
		"[A \"\\\"\\\\\"]\n1. e4 e5!? 2. Qh5?! Nc6 3. Bc4 Nf6?? 4. Qxf7# 1-0",
		"1. e4 {[%clk 0:01:02.5] [%eval #-3,20]} e5 1/2",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		lines := bytes.Count(data, []byte("\n")) + 1
		r := NewReader(bytes.NewReader(data))
		s := NewScanner(bytes.NewReader(data))
		var ml MainLine
		for n := 1; ; n++ {
			g, err := r.Next()
			if err == io.EOF {
				return
			}
			if !s.Scan() {
				t.Fatalf("scanner and reader disagree on game %d", n)
			}
			if err != nil {
				e, ok := err.(*Error)
				if !ok {
					t.Fatalf("game %d: error %v is not an *Error", n, err)
				}
				if e.Game != n || e.Line < 1 || e.Line > lines || e.Column < 1 {
					t.Fatalf("game %d: error without a place in the input: %+v", n, e)
				}
				continue
			}
			checkRoundTrip(t, g)
			// The lean path replays the same main line.
			if ml.Reset(s.Raw()) != nil {
				t.Fatalf("game %d: MainLine fails where the reader does not", n)
			}
			i := 0
			for ml.Next() {
				m, err := ParseMove(&ml.Pos, ml.Token().Text)
				if err != nil || i >= len(g.Main.Plies) || m != g.Main.Plies[i].Move {
					t.Fatalf("game %d ply %d: MainLine disagrees: %v", n, i+1, err)
				}
				ml.Pos.Play(m)
				i++
			}
			if i != len(g.Main.Plies) || ml.Err() != nil {
				t.Fatalf("game %d: MainLine read %d plies (%v), reader %d", n, i, ml.Err(), len(g.Main.Plies))
			}
		}
	})
}
