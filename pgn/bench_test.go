package pgn

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// loadCorpusPrefix returns about n bytes of whole games from the first
// corpus file.
func loadCorpusPrefix(b *testing.B, n int) []byte {
	f, err := Open(filepath.Join(corpusDir, "games-01.pgn.zst"))
	if err != nil {
		b.Skip("corpus missing")
	}
	defer f.Close()
	data, _ := io.ReadAll(io.LimitReader(f, int64(n)))
	if i := bytes.LastIndex(data, []byte("\n[Event ")); i > 0 {
		data = data[:i+1]
	}
	return data
}

// BenchmarkMainLine is the hot path of "arbiter check": split the input
// into games, walk each main line and replay every move. It reports
// moves per second; allocations must stay at a handful per game and zero
// per move.
func BenchmarkMainLine(b *testing.B) {
	data := loadCorpusPrefix(b, 4<<20)
	var ml MainLine
	var moves, games int
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		moves, games = 0, 0
		s := NewScanner(bytes.NewReader(data))
		for s.Scan() {
			games++
			if ml.Reset(s.Raw()) != nil {
				continue
			}
			for ml.Next() {
				m, err := ParseMove(&ml.Pos, ml.Token().Text)
				if err != nil {
					break
				}
				ml.Pos.Play(m)
				moves++
			}
		}
	}
	b.ReportMetric(float64(moves)*float64(b.N)/b.Elapsed().Seconds(), "moves/s")
	b.ReportMetric(float64(games)*float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// BenchmarkMainLineGame replays one stored game again and again: the
// allocations reported are per game of about 80 plies.
func BenchmarkMainLineGame(b *testing.B) {
	data := loadCorpusPrefix(b, 1<<16)
	s := NewScanner(bytes.NewReader(data))
	s.Scan()
	raw := *s.Raw()
	raw.Text = bytes.Clone(raw.Text)
	var ml MainLine
	b.ReportAllocs()
	for b.Loop() {
		ml.Reset(&raw)
		for ml.Next() {
			m, err := ParseMove(&ml.Pos, ml.Token().Text)
			if err != nil {
				b.Fatal(err)
			}
			ml.Pos.Play(m)
		}
	}
}

func BenchmarkReader(b *testing.B) {
	data := loadCorpusPrefix(b, 4<<20)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		r := NewReader(bytes.NewReader(data))
		for {
			if _, err := r.Next(); err == io.EOF {
				break
			}
		}
	}
}

func BenchmarkWriter(b *testing.B) {
	data := loadCorpusPrefix(b, 1<<20)
	var games []*Game
	r := NewReader(bytes.NewReader(data))
	for {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		if err == nil {
			games = append(games, g)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		w := NewWriter(io.Discard)
		for _, g := range games {
			w.WriteGame(g)
		}
		w.Flush()
	}
}

var _ = os.Getenv
