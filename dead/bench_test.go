package dead

import (
	"os"
	"sort"
	"testing"
	"time"

	"github.com/arbiter-chess/arbiter/chess"
)

func TestCHAProfile(t *testing.T) {
	if os.Getenv("ARBITER_DEADPROF") == "" {
		t.Skip()
	}
	rows := loadCHA(t)
	a := NewAnalyser(WithMaxNodes(50000))
	type rec struct {
		d    time.Duration
		fen  string
		side chess.Color
		v    Verdict
	}
	var recs []rec
	var total time.Duration
	for _, r := range rows {
		pos, _, _ := chess.FromFENLenient(r.FEN, false)
		for _, side := range []chess.Color{chess.White, chess.Black} {
			t0 := time.Now()
			v := a.CanMate(&pos, side)
			d := time.Since(t0)
			total += d
			recs = append(recs, rec{d, r.FEN, side, v})
		}
	}
	sort.Slice(recs, func(i, j int) bool { return recs[i].d > recs[j].d })
	t.Logf("total %v", total)
	for _, r := range recs[:40] {
		t.Logf("%v %s %v %v %s nodes=%d len=%d", r.d, r.fen, r.side, r.v.Answer, r.v.Reason, r.v.Nodes, len(r.v.Line))
	}
}

func BenchmarkHardExhaust(b *testing.B) {
	pos, _ := chess.FromFEN("1k6/1P5p/BP1p1p2/1P6/8/8/3P1PKP/8 w - - 0 1")
	a := NewAnalyser(WithMaxNodes(20000))
	for i := 0; i < b.N; i++ {
		a.CanMate(&pos, chess.Black)
	}
}

func benchPosition(b *testing.B, fen string, side chess.Color) {
	pos, err := chess.FromFEN(fen)
	if err != nil {
		b.Fatal(err)
	}
	a := NewAnalyser()
	a.CanMate(&pos, side)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		a.CanMate(&pos, side)
	}
}

// A middlegame with a short helpmate.
func BenchmarkQuickMate(b *testing.B) {
	benchPosition(b, "r1bqkb1r/pp1n1ppp/2n1p3/2ppP3/3P1P2/2P5/PP1N2PP/R1BQKBNR w KQkq - 1 7", chess.Black)
}

// A locked pawn wall with bishops of the blocked colour.
func BenchmarkBlocked(b *testing.B) {
	benchPosition(b, "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1", chess.White)
}

// Insufficient material.
func BenchmarkMaterial(b *testing.B) {
	benchPosition(b, "8/8/4k3/8/8/4K3/8/3N4 w - - 0 1", chess.White)
}
