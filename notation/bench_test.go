package notation

import (
	"bytes"
	"os"
	"testing"

	"github.com/arbiter-chess/arbiter/chess"
)

type sample struct {
	pos chess.Position
	m   chess.Move
	san []byte
}

// gameSamples reads the main lines of the first games of a lichess PGN
// file crudely (tags, comments and move numbers dropped) and returns
// every move with the position it was played in.
func gameSamples(tb testing.TB, maxGames int) []sample {
	data, err := os.ReadFile("../../shared/testdata/pgn/lichess/lichess_db_100k.pgn")
	if err != nil {
		tb.Skipf("shared test data missing: %v", err)
	}
	var out []sample
	games := 0
	for _, block := range bytes.Split(data, []byte("\n\n[Event ")) {
		if games == maxGames {
			break
		}
		games++
		i := bytes.Index(block, []byte("\n\n"))
		if i < 0 {
			continue
		}
		text := block[i:]
		// Drop comments.
		var clean []byte
		depth := 0
		for _, c := range text {
			switch {
			case c == '{':
				depth++
			case c == '}':
				depth--
			case depth == 0:
				clean = append(clean, c)
			}
		}
		p := chess.StartPosition()
		for _, f := range bytes.Fields(clean) {
			if f[0] >= '0' && f[0] <= '9' && (bytes.IndexByte(f, '.') >= 0 || bytes.IndexByte(f, '-') >= 0) {
				continue // move number or result
			}
			if f[0] == '*' {
				continue
			}
			m, err := ParseSAN(&p, f)
			if err != nil {
				tb.Fatalf("game %d: %v", games, err)
			}
			out = append(out, sample{p, m, f})
			p.Play(m)
		}
	}
	if len(out) == 0 {
		tb.Skip("no moves read")
	}
	return out
}

// TestGameSamples checks that the writer reproduces every move text of
// real games exactly (lichess writes PGN export SAN).
func TestGameSamples(t *testing.T) {
	var buf []byte
	glyphs := 0
	for _, s := range gameSamples(t, 2000) {
		buf = AppendSAN(buf[:0], &s.pos, s.m)
		text := bytes.TrimRight(s.san, "!?")
		if !bytes.Equal(buf, text) {
			t.Errorf("%s: wrote %q, game has %q", s.pos.FEN(), buf, s.san)
		}
		_, fs, err := ParseMove(&s.pos, s.san, ReadOptions{Strict: true})
		glyph := len(text) < len(s.san)
		if err != nil || glyph != (len(fs) == 1) || len(fs) > 1 || glyph && fs[0].Kind != FindingGlyph {
			t.Errorf("%s %q: strict findings %v, %v", s.pos.FEN(), s.san, fs, err)
		}
		glyphs += len(fs)
	}
	if glyphs == 0 {
		t.Error("no annotation glyphs found; the file has some")
	}
}

func TestZeroAllocs(t *testing.T) {
	samples := gameSamples(t, 50)
	buf := make([]byte, 0, 32)
	allocs := testing.AllocsPerRun(3, func() {
		for i := range samples {
			s := &samples[i]
			if _, err := ParseSAN(&s.pos, s.san); err != nil {
				t.Fatal(err)
			}
			buf = AppendSAN(buf[:0], &s.pos, s.m)
			if _, _, err := ParseMove(&s.pos, s.san, ReadOptions{}); err != nil {
				t.Fatal(err)
			}
			buf = AppendSANIn(buf[:0], &s.pos, s.m, German)
			if _, _, err := ParseMove(&s.pos, buf, ReadOptions{Language: German}); err != nil {
				t.Fatal(err)
			}
			buf = AppendLAN(buf[:0], &s.pos, s.m, Figurine, true)
			if _, _, err := ParseMove(&s.pos, buf, ReadOptions{Language: Figurine}); err != nil {
				t.Fatal(err)
			}
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations per run over %d moves, want 0", allocs, len(samples))
	}
}

func BenchmarkParseSAN(b *testing.B) {
	samples := gameSamples(b, 2000)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := &samples[i%len(samples)]
		if _, err := ParseSAN(&s.pos, s.san); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAppendSAN(b *testing.B) {
	samples := gameSamples(b, 2000)
	buf := make([]byte, 0, 32)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := &samples[i%len(samples)]
		buf = AppendSAN(buf[:0], &s.pos, s.m)
	}
}

func BenchmarkParseMoveStrict(b *testing.B) {
	samples := gameSamples(b, 2000)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := &samples[i%len(samples)]
		if _, _, err := ParseMove(&s.pos, s.san, ReadOptions{Strict: true}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLegalMoves is the cost of generating every legal move, which
// ParseSAN avoids, for comparison.
func BenchmarkLegalMoves(b *testing.B) {
	samples := gameSamples(b, 2000)
	var l chess.MoveList
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := &samples[i%len(samples)]
		s.pos.LegalMoves(&l)
	}
}
