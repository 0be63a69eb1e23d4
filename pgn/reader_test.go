package pgn

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbiter-chess/arbiter/chess"
)

func readAll(t *testing.T, s string) ([]*Game, []error) {
	t.Helper()
	r := NewReader(strings.NewReader(s))
	var games []*Game
	var errs []error
	for {
		g, err := r.Next()
		if err == io.EOF {
			return games, errs
		}
		games = append(games, g)
		errs = append(errs, err)
	}
}

func uciLine(g *Game) string {
	pos := g.Start
	var out []string
	for _, pl := range g.Main.Plies {
		out = append(out, pos.UCI(pl.Move))
		pos.Play(pl.Move)
	}
	return strings.Join(out, " ")
}

func TestReaderBasics(t *testing.T) {
	in := "\xEF\xBB\xBF[Event \"A \\\"quoted\\\" \\\\ event\"]\r\n[White \"M\xfcller\"]\r\n[Black \"Ni\xc3\xb1o\"]\r\n\r\n\r\n" +
		"1. e4 {first\r\n  comment} e5!? 2. Nf3 $14 (2. f4 exf4 (2... d5) 3. Nf3) 2... Nc6 ; rest of line\r\n" +
		"% escape line 3. Qh5\r\n" +
		"3. Bb5 a6 {[%clk 1:23:45] [%emt 0:00:07] [%eval #-3]} 4. O-O 1/2-1/2\r\n\r\n" +
		"[Event \"second\"]\n\n1.d4 d5 0-0\n"
	games, errs := readAll(t, in)
	if len(games) != 2 {
		t.Fatalf("got %d games, want 2 (two tag sections)", len(games))
	}
	g := games[0]
	if errs[0] != nil {
		t.Fatal(errs[0])
	}
	if got := g.Tags.Get("Event"); got != `A "quoted" \ event` {
		t.Errorf("Event = %q", got)
	}
	if got := g.Tags.Get("White"); got != "Müller" {
		t.Errorf("Latin-1 White = %q, want Müller", got)
	}
	if got := g.Tags.Get("Black"); got != "Niño" {
		t.Errorf("UTF-8 Black = %q, want Niño", got)
	}
	if got, want := uciLine(g), "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 e1g1"; got != want {
		t.Errorf("moves %q, want %q", got, want)
	}
	if g.Result != "1/2-1/2" {
		t.Errorf("result %q", g.Result)
	}
	p := g.Main.Plies
	if len(p[0].Comments) != 1 || p[0].Comments[0] != "first comment" {
		t.Errorf("comment %q", p[0].Comments)
	}
	if len(p[1].NAGs) != 1 || p[1].NAGs[0] != 5 {
		t.Errorf("glyph !? → NAGs %v, want [5]", p[1].NAGs)
	}
	if len(p[2].NAGs) != 1 || p[2].NAGs[0] != 14 {
		t.Errorf("NAGs %v, want [14]", p[2].NAGs)
	}
	if len(p[2].Variations) != 1 || len(p[2].Variations[0].Plies) != 3 {
		t.Fatalf("variation of 2. Nf3: %+v", p[2].Variations)
	}
	inner := p[2].Variations[0].Plies[1].Variations
	if len(inner) != 1 || len(inner[0].Plies) != 1 || inner[0].Plies[0].Move != chess.NewMove(chess.Square(51), chess.Square(35)) {
		t.Errorf("nested variation 2... d5: %+v", inner)
	}
	if len(p[3].Comments) != 1 || p[3].Comments[0] != "rest of line" {
		t.Errorf("; comment %q", p[3].Comments)
	}
	a6 := p[5]
	if a6.Clock != time.Hour+23*time.Minute+45*time.Second || a6.Elapsed != 7*time.Second || a6.Eval == nil || a6.Eval.Mate != -3 {
		t.Errorf("commands: clock %v emt %v eval %+v", a6.Clock, a6.Elapsed, a6.Eval)
	}
	if p[0].Clock != -1 {
		t.Errorf("no [%%clk]: Clock = %v, want -1", p[0].Clock)
	}
	// Castling written with zeros, and a game whose tags come after a
	// game's movetext with one blank line.
	if errs[1] != nil || uciLine(games[1]) != "d2d4 d7d5" || games[1].Result != "*" && games[1].Result != "" {
		// "0-0" after 1...d5 is White's castling, which is illegal here.
	}
	if errs[1] == nil {
		t.Errorf("game 2: 2. 0-0 is illegal (bishop and knight still on f1, g1), want an error")
	} else if e := errs[1].(*Error); e.Game != 2 || e.Line != 13 || e.Column != 9 || e.Ply != 3 || e.Reason != "illegal" {
		t.Errorf("game 2 error %+v, want game 2, line 13, column 9, ply 3, illegal", e)
	}
}

func TestReaderResync(t *testing.T) {
	in := `[Event "1"]

1. e4 e5 2. Ke3 Nc6 1-0

[Event "2"]

1. e4 {never closed 1-0

[Event "3"]

1. d4 ) 0-1

[Event "4"]
[White "x

1. c4 *

[Event "5"]

1. Nf3 Nf6 *
`
	games, errs := readAll(t, in)
	if len(games) != 5 {
		t.Fatalf("got %d games, want 5", len(games))
	}
	want := []struct{ line, col, ply int }{{3, 13, 3}, {7, 7, 0}, {11, 7, 0}, {14, 1, 0}}
	for i, w := range want {
		e, ok := errs[i].(*Error)
		if !ok {
			t.Errorf("game %d: error %v, want *Error", i+1, errs[i])
			continue
		}
		if e.Game != i+1 || e.Line != w.line || e.Column != w.col || e.Ply != w.ply {
			t.Errorf("game %d: error %v, want line %d column %d ply %d", i+1, e, w.line, w.col, w.ply)
		}
	}
	if errs[4] != nil || uciLine(games[4]) != "g1f3 g8f6" {
		t.Errorf("game 5 after broken games: %v %q", errs[4], uciLine(games[4]))
	}
}

func TestNullMovesAndChess960(t *testing.T) {
	in := `[Event "null"]

1. e4 -- 2. d4 Z0 3. Nf3 *

[Variant "Chess960"]
[SetUp "1"]
[FEN "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"]

9. g3 cxb2 10. Bxb2 O-O *
`
	games, errs := readAll(t, in)
	if len(games) != 2 {
		t.Fatalf("%d games", len(games))
	}
	if errs[0] != nil || uciLine(games[0]) != "e2e4 0000 d2d4 0000 g1f3" {
		t.Errorf("null moves: %v %q", errs[0], uciLine(games[0]))
	}
	// 9. g3 is legal; 9... cxb2 is not (no piece on b2 to take? b2 holds a
	// white pawn and c5 pawn cannot reach it): the game must fail at ply 18.
	if e, ok := errs[1].(*Error); !ok || e.Ply != 18 || e.Reason != "illegal" {
		t.Errorf("Chess960 game: %v, want illegal at ply 18", errs[1])
	}
	// King b1 between rooks a1 and h1: both castlings are legal.
	in2 := `[Variant "Chess960"]
[FEN "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1"]

1. O-O O-O-O *
`
	games, errs = readAll(t, in2)
	if errs[0] != nil {
		t.Fatal(errs[0])
	}
	// Chess960 castling is king takes rook: b1h1 and b8a8.
	if got := uciLine(games[0]); got != "b1h1 b8a8" {
		t.Errorf("Chess960 castling: %q", got)
	}
	if got := games[0].Main.Plies[1].Move.To(); got != chess.Square(56) {
		t.Errorf("O-O-O stored with To() = %v, want a8 (king takes rook)", got)
	}
}

func TestQuirkFiles(t *testing.T) {
	dir := "../../shared/testdata/pgn"
	files, _ := filepath.Glob(filepath.Join(dir, "*", "*.pgn"))
	if len(files) == 0 {
		t.Skip("test data missing")
	}
	total, bad := 0, 0
	for _, f := range files {
		if strings.Contains(f, "lichess_db_100k") && testing.Short() {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		n, nb := roundTrip(t, bytes.NewReader(b), 0)
		total += n
		bad += nb
	}
	t.Logf("%d games, %d with errors", total, bad)
}

func TestWriterFormat(t *testing.T) {
	g := &Game{Start: chess.StartPosition(), Result: "1-0"}
	g.Tags = Tags{{"Annotator", "me"}, {"White", `Say "hi" \o/`}, {"Event", "E"}}
	pos := g.Start
	for _, u := range strings.Fields("e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7") {
		m, err := pos.ParseUCI(u)
		if err != nil {
			t.Fatal(err)
		}
		g.Main.Plies = append(g.Main.Plies, Ply{Move: m})
		pos.Play(m)
	}
	g.Main.Plies[2].Comments = []string{strings.Repeat("word ", 30)}
	var buf bytes.Buffer
	w := NewWriter(&buf)
	w.WriteGame(g)
	w.Flush()
	want := `[Event "E"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "Say \"hi\" \\o/"]
[Black "?"]
[Result "1-0"]
[Annotator "me"]

1. e4 e5 2. Qh5 {word word word word word word word word word word word word
word word word word word word word word word word word word word word word word
word word} 2... Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

`
	if buf.String() != want {
		t.Errorf("got\n%s\nwant\n%s", buf.String(), want)
	}
}
