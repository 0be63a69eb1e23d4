package dead

import (
	"math/rand/v2"
	"os"
	"testing"

	"github.com/arbiter-chess/arbiter/chess"
)

// TestNoProofsHold looks for contradictions between the proofs of No and
// the helpmate searches: from CHA's positions and positions a few random
// moves away, every No given by the static analysis or the material
// configurations is checked by searching for a mate anyway (a found mate
// is verified, so it would show the proof wrong).
func TestNoProofsHold(t *testing.T) {
	trials := 2
	if os.Getenv("ARBITER_LONG") != "" {
		trials = 8
	}
	rows := loadCHA(t)
	r := rand.New(rand.NewPCG(1, 2))
	a := NewAnalyser(WithMaxNodes(400_000))
	checked, bad := 0, 0
	for _, row := range rows {
		pos0, _, err := chess.FromFENLenient(row.FEN, false)
		if err != nil {
			continue
		}
		for trial := 0; trial < trials; trial++ {
			pos := pos0
			n := r.IntN(12)
			for i := 0; i < n; i++ {
				var l chess.MoveList
				pos.LegalMoves(&l)
				if l.Len() == 0 {
					break
				}
				pos.Play(l.At(r.IntN(l.Len())))
			}
			if !pos.HasLegalMove() {
				continue
			}
			for _, side := range []chess.Color{chess.White, chess.Black} {
				if a.static.proveNo(&pos, side) == "" && !a.noMateConfig(&pos, side) {
					continue
				}
				checked++
				a.nodes = 0
				a.maxNodes = 400_000
				a.line = a.line[:0]
				if (a.quick(&pos, side, 0) || a.planned(&pos, side)) && VerifyLine(&pos, side, a.line) {
					bad++
					t.Errorf("%q %v: proved No but mates: %v", pos.FEN(), side, a.line)
				}
			}
		}
	}
	t.Logf("%d No proofs checked, %d contradicted", checked, bad)
}
