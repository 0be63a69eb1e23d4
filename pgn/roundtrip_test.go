package pgn

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

const corpusDir = "../../shared/testdata/corpus"

// sameGame compares a game read back from what the Writer wrote with the
// original: the same tags (the writer adds the missing roster tags), the
// same start, the same tree of moves, comments, NAGs and variations and
// the same result.
func sameGame(orig, back *Game) error {
	want := Tags{}
	for _, r := range Roster {
		v, ok := orig.Tags.Lookup(r.Name)
		if !ok {
			v = r.Value
			if r.Name == "Result" && orig.Result != "" {
				v = orig.Result
			}
		}
		want = append(want, Tag{r.Name, v})
	}
	for _, t := range orig.Tags {
		if !isRoster(t.Name) {
			want = append(want, t)
		}
	}
	if len(want) != len(back.Tags) {
		return fmt.Errorf("tags: got %q, want %q", back.Tags, want)
	}
	for i := range want {
		w := want[i]
		w.Value = cleanTagValue(w.Value)
		if back.Tags[i] != w {
			return fmt.Errorf("tag %d: got %q, want %q", i, back.Tags[i], w)
		}
	}
	if orig.Start.FEN() != back.Start.FEN() {
		return fmt.Errorf("start: got %s, want %s", back.Start.FEN(), orig.Start.FEN())
	}
	res := orig.Result
	if res == "" {
		res = "*"
	}
	if back.Result != res {
		return fmt.Errorf("result: got %q, want %q", back.Result, res)
	}
	return sameLine(&orig.Main, &back.Main, "main line")
}

func cleanTagValue(v string) string {
	b := []byte(v)
	for i, c := range b {
		if c < ' ' || c == 0x7f {
			b[i] = ' '
		}
	}
	return string(b)
}

func sameLine(a, b *Line, where string) error {
	if !reflect.DeepEqual(nonNil(a.Comments), nonNil(b.Comments)) {
		return fmt.Errorf("%s: comments %q, want %q", where, b.Comments, a.Comments)
	}
	if len(a.Plies) != len(b.Plies) {
		return fmt.Errorf("%s: %d plies, want %d", where, len(b.Plies), len(a.Plies))
	}
	for i := range a.Plies {
		x, y := &a.Plies[i], &b.Plies[i]
		w := fmt.Sprintf("%s ply %d", where, i+1)
		if x.Move != y.Move {
			return fmt.Errorf("%s: move %v, want %v", w, y.Move, x.Move)
		}
		if !reflect.DeepEqual(nonNilI(x.NAGs), nonNilI(y.NAGs)) {
			return fmt.Errorf("%s: NAGs %v, want %v", w, y.NAGs, x.NAGs)
		}
		if !reflect.DeepEqual(nonNil(x.Comments), nonNil(y.Comments)) {
			return fmt.Errorf("%s: comments %q, want %q", w, y.Comments, x.Comments)
		}
		if x.Clock != y.Clock || x.Elapsed != y.Elapsed || !reflect.DeepEqual(x.Eval, y.Eval) {
			return fmt.Errorf("%s: clock/emt/eval differ", w)
		}
		if len(x.Variations) != len(y.Variations) {
			return fmt.Errorf("%s: %d variations, want %d", w, len(y.Variations), len(x.Variations))
		}
		for j := range x.Variations {
			if err := sameLine(&x.Variations[j], &y.Variations[j], fmt.Sprintf("%s var %d", w, j+1)); err != nil {
				return err
			}
		}
	}
	return nil
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func nonNilI(s []int) []int {
	if s == nil {
		return []int{}
	}
	return s
}

// roundTrip reads every game of r, writes each game that parses, reads the
// output back and compares; it also checks that writing again gives the
// same bytes. It returns the number of games and of games with errors.
func roundTrip(t *testing.T, r io.Reader, limit int) (games, bad int) {
	t.Helper()
	rd := NewReader(r)
	for limit <= 0 || games < limit {
		g, err := rd.Next()
		if err == io.EOF {
			break
		}
		games++
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("I/O error: %v", err)
			}
			bad++
			continue
		}
		checkRoundTrip(t, g)
	}
	return games, bad
}

func checkRoundTrip(t *testing.T, g *Game) {
	t.Helper()
	var out bytes.Buffer
	w := NewWriter(&out)
	if err := w.WriteGame(g); err != nil {
		t.Fatal(err)
	}
	w.Flush()
	for i, ln := range bytes.Split(out.Bytes(), []byte("\n")) {
		if len(ln) >= MaxLineLength && ln[0] != '[' && ln[0] != ';' && bytes.IndexByte(ln, ' ') >= 0 {
			t.Errorf("game %d: output line %d has %d characters: %s", g.Number, i+1, len(ln), ln)
		}
	}
	back, err := NewReader(bytes.NewReader(out.Bytes())).Next()
	if err != nil {
		t.Fatalf("game %d: reading back: %v\n%s", g.Number, err, out.Bytes())
	}
	if err := sameGame(g, back); err != nil {
		t.Fatalf("game %d (line %d): round trip: %v\n%s", g.Number, g.Line, err, out.Bytes())
	}
	var again bytes.Buffer
	w2 := NewWriter(&again)
	w2.WriteGame(back)
	w2.Flush()
	if !bytes.Equal(again.Bytes(), out.Bytes()) {
		t.Fatalf("game %d: writing twice differs:\n%s\n----\n%s", g.Number, out.Bytes(), again.Bytes())
	}
}

// TestCorpusRoundTrip reads the first 3,000 games of the first corpus file
// (the whole file with ARBITER_LONG=1), and for every game writes it,
// reads it back and checks that it is the same game.
func TestCorpusRoundTrip(t *testing.T) {
	path := filepath.Join(corpusDir, "games-01.pgn.zst")
	f, err := Open(path)
	if err != nil {
		t.Skipf("corpus missing: %v", err)
	}
	defer f.Close()
	limit := 3000
	if os.Getenv("ARBITER_LONG") == "1" {
		limit = 0
	}
	games, bad := roundTrip(t, f, limit)
	t.Logf("%d games, %d with errors", games, bad)
	if limit > 0 && games != limit {
		t.Errorf("read %d games, want %d", games, limit)
	}
	if limit == 0 && games != 45296 {
		t.Errorf("read %d games, want 45,296 (tag sections, corpus README)", games)
	}
	if bad > 1 {
		t.Errorf("%d games with errors; the corpus has 1 illegal move in games-01", bad)
	}
}
