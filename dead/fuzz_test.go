package dead

import (
	"testing"

	"github.com/arbiter-chess/arbiter/chess"
)

// FuzzCanMate checks on arbitrary positions that the analysis never
// panics and that every Yes comes with a line of legal moves ending in
// checkmate by the side.
func FuzzCanMate(f *testing.F) {
	for _, s := range []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1",
		"8/8/4k3/8/8/4K3/8/3N1n2 w - - 0 1",
		"k7/8/1K6/8/8/8/8/1Q6 b - - 0 1",
		"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
		"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
		"3kr3/8/8/8/8/3KB3/8/8 w - - 0 1",
		"8/8/8/6k1/8/1P1K1B1P/8/4n3 w - - 4 49",
		"k7/1b6/8/8/8/1pB5/pP6/K7 w - - 0 1",
		"4K3/2p1p3/2PbP3/2pBp3/2PbP3/2pBp3/2PbP3/4k3 b - - 0 1",
	} {
		f.Add(s)
	}
	a := NewAnalyser(WithMaxNodes(20_000))
	short := NewAnalyser(WithMaxNodes(20_000), WithShortLines())
	f.Fuzz(func(t *testing.T, fen string) {
		pos, _, err := chess.FromFENLenient(fen, false)
		if err != nil {
			return
		}
		for _, side := range []chess.Color{chess.White, chess.Black} {
			v := a.CanMate(&pos, side)
			if v.Answer == Yes && !VerifyLine(&pos, side, v.Line) {
				t.Fatalf("%q %v: line %v does not mate", fen, side, v.Line)
			}
			if v.Answer == No && v.Reason == "" {
				t.Fatalf("%q %v: No without a reason", fen, side)
			}
			if v.Answer == Yes {
				if w := short.CanMate(&pos, side); w.Answer != Yes || len(w.Line) > len(v.Line) || !VerifyLine(&pos, side, w.Line) {
					t.Fatalf("%q %v: shortened line %v (%v) against %v", fen, side, w.Line, w.Answer, v.Line)
				}
			}
		}
	})
}
