package dead

import (
	"fmt"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/chess"
)

// This file builds a test set of positions whose verdicts follow from an
// argument made once per family, written next to the family. None of the
// verdicts comes from this package's own output.

type famPos struct {
	family string
	fen    string
	white  Answer // Unknown: not asserted
	black  Answer
}

// placement makes a FEN from a map of square names to FEN piece letters.
func placement(men map[string]byte, turn chess.Color) string {
	var b strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			sq := chess.SquareAt(f, r).String()
			if c, ok := men[sq]; ok {
				if empty > 0 {
					fmt.Fprint(&b, empty)
					empty = 0
				}
				b.WriteByte(c)
			} else {
				empty++
			}
		}
		if empty > 0 {
			fmt.Fprint(&b, empty)
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	if turn == chess.White {
		b.WriteString(" w - - 0 1")
	} else {
		b.WriteString(" b - - 0 1")
	}
	return b.String()
}

func withMen(base map[string]byte, extra ...string) (map[string]byte, bool) {
	m := make(map[string]byte, len(base)+len(extra))
	for k, v := range base {
		m[k] = v
	}
	for _, e := range extra {
		sq := e[1:]
		if _, busy := m[sq]; busy {
			return nil, false
		}
		m[sq] = e[0]
	}
	return m, true
}

func squaresOf(files string, ranks string) []string {
	var out []string
	for _, r := range ranks {
		for _, f := range files {
			out = append(out, string(f)+string(r))
		}
	}
	return out
}

func isDark(sq string) bool {
	s, _ := chess.ParseSquare(sq)
	return !s.IsLight()
}

// legal reports whether fen loads as a position whose side not to move is
// not in check.
func legalFEN(fen string) bool {
	_, err := chess.FromFEN(fen)
	return err == nil
}

func buildFamilies() []famPos {
	var out []famPos
	add := func(fam string, men map[string]byte, turn chess.Color, w, b Answer) {
		fen := placement(men, turn)
		if legalFEN(fen) {
			out = append(out, famPos{fam, fen, w, b})
		}
	}

	// D1. Wall b4 d4 f4 h4 (White) against b5 d5 f5 h5 (Black), kings only.
	// Every pawn is blocked head-on by an enemy pawn. The squares the
	// pawns attack are a4 c4 e4 g4 (by the black pawns) and a5 c5 e5 g5
	// (by the white pawns), so the white king can never leave ranks 1-3
	// and the black king can never leave ranks 6-8: rank 4 is closed to
	// White (pawns or attacked squares) and rank 5 to Black. No king can
	// ever stand next to an enemy pawn (those squares lie on ranks 3-6
	// beyond the walls: a4-h6 are pawns or attacked), so no capture and no
	// pawn move can ever happen, and with kings only nobody can check.
	// Dead; not insufficient material (there are pawns).
	wall1 := map[string]byte{"b4": 'P', "d4": 'P', "f4": 'P', "h4": 'P', "b5": 'p', "d5": 'p', "f5": 'p', "h5": 'p'}
	wk1 := []string{"a1", "c1", "e1", "h1", "b2", "d2", "g2", "a3", "c3", "e3"}
	bk1 := []string{"a8", "d8", "g8", "b7", "e7", "h7", "a6", "c6", "f6", "h6"}
	for i, wk := range wk1 {
		for j := 0; j < 4; j++ {
			bk := bk1[(i+3*j)%len(bk1)]
			m, _ := withMen(wall1, "K"+wk, "k"+bk)
			add("D1 wall b4-h5, kings", m, chess.Color((i+j)&1), No, No)
		}
	}

	// D2. The same wall with a dark-squared white bishop on ranks 1-3 and a
	// light-squared black bishop on ranks 6-8. The dark squares of rank 4
	// (b4 d4 f4 h4) are White's own pawns, so the white bishop can never
	// leave ranks 1-3 and attacks only its own pawns on rank 4; the light
	// squares of rank 5 (b5 d5 f5 h5) are Black's pawns, so the black
	// bishop never leaves ranks 6-8. The argument of D1 holds unchanged:
	// no pawn ever moves or is captured, and no piece of either side can
	// ever attack a square of the enemy king's region. Dead.
	i := 0
	for _, wb := range squaresOf("abcdefgh", "123") {
		if !isDark(wb) {
			continue
		}
		for _, bb := range squaresOf("abcdefgh", "678") {
			if isDark(bb) {
				continue
			}
			i++
			if i%5 != 0 {
				continue
			}
			wk := wk1[i%len(wk1)]
			bk := bk1[(i/3)%len(bk1)]
			m, ok := withMen(wall1, "K"+wk, "k"+bk, "B"+wb, "b"+bb)
			if ok {
				add("D2 wall b4-h5, bishops on their own colour", m, chess.Color(i&1), No, No)
			}
		}
	}

	// D3. Wall a3 c3 e3 g3 (White) against a4 c4 e4 g4 (Black), kings
	// only. Each pawn is blocked head-on. Black's pawns attack b3 d3 f3
	// h3, so the white king stays on ranks 1-2; White's pawns attack b4
	// d4 f4 h4, so the black king stays on ranks 5-8. Neither king can
	// reach a square next to an enemy pawn: no capture, no pawn move, no
	// check ever. Dead.
	wall3 := map[string]byte{"a3": 'P', "c3": 'P', "e3": 'P', "g3": 'P', "a4": 'p', "c4": 'p', "e4": 'p', "g4": 'p'}
	wk3 := []string{"a1", "b1", "d1", "f1", "h1", "a2", "c2", "e2", "g2", "h2"}
	bk3 := []string{"a8", "c8", "h8", "b7", "g7", "d6", "e6", "a5", "d5", "h5"}
	for i, wk := range wk3 {
		for j := 0; j < 4; j++ {
			bk := bk3[(i*7+j*3)%len(bk3)]
			m, _ := withMen(wall3, "K"+wk, "k"+bk)
			add("D3 wall a3-g4, kings", m, chess.Color((i+j+1)&1), No, No)
		}
	}

	// V1. King and knight against king and knight, no pawns. Either side
	// can mate by a helpmate: Black Ka1 with its own knight on a2, White
	// Kc2 covering b1 and b2, White Nb3 mate (the knight on a2 reaches
	// b4, c3 and c1 only, so it can neither capture nor block). With no
	// pawns nothing is ever blocked, so the men can walk to this pattern
	// (or its colour-reversed mirror) from any start. Winnable both ways.
	v1 := [][4]string{
		{"e3", "d1", "e6", "f1"}, {"a1", "b1", "h8", "g8"}, {"d4", "e4", "d6", "e6"},
		{"c2", "f5", "g7", "b6"}, {"h1", "a8", "a1", "h8"}, {"e1", "g1", "e8", "b8"},
		{"b3", "c5", "f6", "d2"}, {"g4", "h6", "c7", "a3"}, {"d1", "d3", "d8", "d6"},
		{"f2", "b2", "c6", "g6"}, {"a4", "a6", "h4", "h2"}, {"e5", "c4", "b8", "f7"},
	}
	for i, p := range v1 {
		m, _ := withMen(map[string]byte{}, "K"+p[0], "N"+p[1], "k"+p[2], "n"+p[3])
		add("V1 K+N v K+N", m, chess.Color(i&1), Yes, Yes)
		m2, _ := withMen(map[string]byte{}, "K"+p[2], "N"+p[3], "k"+p[0], "n"+p[1])
		add("V1 K+N v K+N", m2, chess.Color((i+1)&1), Yes, Yes)
	}

	// V2. King and bishop against king and bishop on opposite colours, no
	// pawns. Helpmate for either side: Black Ka1 with its bishop on a2,
	// White Kc1, White bishop to b2 mate (protected by the king; a2 and b1
	// are blocked or covered, and the black bishop, on the other colour,
	// can neither capture on b2 nor block). Nothing is blocked, so the
	// pattern (with the corner chosen to suit the colours) is reachable.
	// Winnable both ways.
	v2 := [][4]string{
		{"e1", "c1", "e8", "c8"}, {"a1", "d2", "h8", "g5"}, {"d4", "f3", "d6", "f5"},
		{"b2", "a3", "g7", "h5"}, {"h1", "b7", "a8", "a6"}, {"c3", "h2", "f6", "h7"},
		{"e4", "g1", "b5", "e8"}, {"g3", "d7", "c8", "g2"}, {"f1", "c4", "c7", "f8"},
		{"a5", "e7", "h4", "b8"}, {"d2", "b1", "e6", "h6"}, {"h6", "f2", "a2", "e5"},
	}
	for i, p := range v2 {
		wb, bb := p[1], p[3]
		if isDark(wb) == isDark(bb) {
			continue
		}
		m, _ := withMen(map[string]byte{}, "K"+p[0], "B"+wb, "k"+p[2], "b"+bb)
		add("V2 K+B v K+B opposite colours", m, chess.Color(i&1), Yes, Yes)
		m2, _ := withMen(map[string]byte{}, "K"+p[0], "B"+wb, "k"+p[2], "b"+bb)
		add("V2 K+B v K+B opposite colours", m2, chess.Color((i+1)&1), Yes, Yes)
	}

	// V3. King and knight against king and bishop, no pawns. The knight
	// side mates with Black Kh1, Bh2, White Kf1 and Nf2 mate (the bishop
	// on h2 covers only g1 and g3: it cannot capture on f2). The bishop
	// side mates with White Ka1, Nb1, Black Kb3 and Bb2 mate (the bishop is
	// protected by the king; the knight on b1 reaches a3, c3 and d2 only).
	// Nothing is blocked, so either pattern (or a mirror suiting the
	// bishop's colour) is reachable. Winnable both ways.
	v3 := [][4]string{
		{"e2", "g3", "e7", "c5"}, {"b1", "a3", "g8", "e6"}, {"d5", "f4", "b7", "h1"},
		{"h3", "f6", "c6", "a2"}, {"c1", "e8", "f8", "d3"}, {"g5", "b4", "d2", "g1"},
		{"a7", "c8", "h2", "e3"}, {"f3", "h5", "a4", "d8"},
	}
	for i, p := range v3 {
		m, _ := withMen(map[string]byte{}, "K"+p[0], "N"+p[1], "k"+p[2], "b"+p[3])
		add("V3 K+N v K+B", m, chess.Color(i&1), Yes, Yes)
		m2, _ := withMen(map[string]byte{}, "K"+p[2], "B"+p[3], "k"+p[0], "n"+p[1])
		add("V3 K+B v K+N", m2, chess.Color((i+1)&1), Yes, Yes)
	}

	// V4. The wall of D1 with a white knight added on ranks 1-3. The knight
	// jumps the wall: it can capture the unprotected pawn b5 (from a3,
	// c3, d6 or a7), after which the white pawn b4 runs through b5-b6-b7
	// to promote on b8 or capture on a8/c8, and a queen with the knight and
	// the king (which can now cross on the a-file: a4 and a5 are no longer
	// attacked) mates the bare black king. White can mate; Black is not
	// asserted.
	v4n := []string{"a1", "b1", "c2", "e2", "g1", "a2", "d3", "f3", "h2", "g3"}
	for i, n := range v4n {
		for j := 0; j < 3; j++ {
			wk := wk1[(i+j*3)%len(wk1)]
			bk := bk1[(i*3+j)%len(bk1)]
			m, ok := withMen(wall1, "K"+wk, "k"+bk, "N"+n)
			if ok {
				add("V4 wall b4-h5 plus a white knight", m, chess.Color((i+j)&1), Yes, Unknown)
			}
		}
	}

	// V5. The wall of D1 with a light-squared white bishop on ranks 1-3 and
	// the black light-squared bishop of D2. The white bishop is on the
	// wrong colour for the fortress: the light squares a4 c4 e4 g4 are
	// open, so it can reach them and capture b5, d5, f5 or h5 (all light
	// squares, unprotected), opening a file for a white pawn to promote as
	// in V4. White can mate; Black is not asserted.
	i = 0
	for _, wb := range squaresOf("abcdefgh", "123") {
		if isDark(wb) {
			continue
		}
		i++
		for j := 0; j < 2; j++ {
			wk := wk1[(i+j*5)%len(wk1)]
			bk := bk1[(i+j)%len(bk1)]
			m, ok := withMen(wall1, "K"+wk, "k"+bk, "B"+wb, "b"+[]string{"c8", "f7", "a6", "e8", "h7"}[(i+j)%5])
			if ok {
				add("V5 wall b4-h5, white bishop of the wrong colour", m, chess.Color((i+j)&1), Yes, Unknown)
			}
		}
	}
	return out
}

func TestFamilies(t *testing.T) {
	fams := buildFamilies()
	var dead, winnable int
	counts := map[string]int{}
	a := NewAnalyser(WithMaxNodes(1_000_000))
	for _, f := range fams {
		pos, err := chess.FromFEN(f.fen)
		if err != nil {
			t.Fatalf("%s: %q: %v", f.family, f.fen, err)
		}
		counts[f.family]++
		if f.white == No && f.black == No {
			if pos.InsufficientMaterial() {
				t.Errorf("%s: %q is insufficient material", f.family, f.fen)
			}
			dead++
		} else {
			winnable++
		}
		for _, side := range []chess.Color{chess.White, chess.Black} {
			want := f.white
			if side == chess.Black {
				want = f.black
			}
			if want == Unknown {
				continue
			}
			v := a.CanMate(&pos, side)
			if v.Answer != want {
				t.Errorf("%s: %q %v: got %v (%s, %d nodes), want %v", f.family, f.fen, side, v.Answer, v.Reason, v.Nodes, want)
			}
		}
	}
	t.Logf("%d dead and %d winnable positions: %v", dead, winnable, counts)
	if dead < 100 || winnable < 100 {
		t.Errorf("test set too small: %d dead, %d winnable", dead, winnable)
	}
}
