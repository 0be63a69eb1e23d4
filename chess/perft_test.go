package chess

import (
	"bufio"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
)

const testdata = "../../shared/testdata/"

type perftCase struct {
	fen      string
	depths   map[int]uint64
	id       string
	chess960 bool
	line     int
}

func loadEPD(t testing.TB, name string) []perftCase {
	f, err := os.Open(testdata + "perft/" + name)
	if err != nil {
		t.Skipf("test data not found: %v", err)
	}
	defer f.Close()
	var cases []perftCase
	sc := bufio.NewScanner(f)
	line := 0
	for sc.Scan() {
		line++
		parts := strings.Split(sc.Text(), ";")
		if strings.TrimSpace(parts[0]) == "" {
			continue
		}
		c := perftCase{fen: strings.TrimSpace(parts[0]), depths: map[int]uint64{}, line: line}
		for _, p := range parts[1:] {
			p = strings.TrimSpace(p)
			switch {
			case strings.HasPrefix(p, "D"):
				f := strings.Fields(p)
				d, _ := strconv.Atoi(f[0][1:])
				n, _ := strconv.ParseUint(f[1], 10, 64)
				c.depths[d] = n
			case strings.HasPrefix(p, "id "):
				c.id = p[3:]
			case strings.HasPrefix(p, "castling "):
				c.chess960 = true
			}
		}
		cases = append(cases, c)
	}
	return cases
}

// maxNodes bounds the work per count: -short keeps the suites fast, the
// default run checks every position to the depths whose counts are at most
// 20 million (about 10 billion nodes in all), and ARBITER_LONG=1 checks
// every published count (about 716 billion nodes).
func maxNodes() uint64 {
	switch {
	case os.Getenv("ARBITER_LONG") != "":
		return math.MaxUint64
	case testing.Short():
		return 2_000_000
	}
	return 20_000_000
}

func runSuite(t *testing.T, name string) {
	cases := loadEPD(t, name)
	checked := 0
	for _, c := range cases {
		p, _, err := FromFENLenient(c.fen, c.chess960)
		if err != nil {
			t.Errorf("%s line %d: %v", name, c.line, err)
			continue
		}
		for d := 1; d <= 8; d++ {
			want, ok := c.depths[d]
			if !ok || want > maxNodes() {
				continue
			}
			if got := p.PerftParallel(d, 0); got != want {
				t.Errorf("%s line %d (%s) %s depth %d: got %d, want %d", name, c.line, c.id, c.fen, d, got, want)
			}
			checked++
		}
	}
	t.Logf("%s: %d positions, %d counts checked", name, len(cases), checked)
}

func TestPerftStandard(t *testing.T)    { runSuite(t, "standard.epd") }
func TestPerftChess960(t *testing.T)    { runSuite(t, "chess960.epd") }
func TestPerftUnreachable(t *testing.T) { runSuite(t, "unreachable.epd") }
