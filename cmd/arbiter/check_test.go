package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// runCheckJSON runs "arbiter check --json ARGS" and returns the reports.
func runCheckJSON(t *testing.T, stdin string, args ...string) []gameReport {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(append([]string{"check", "--json", "--no-progress"}, args...), strings.NewReader(stdin), &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var reps []gameReport
	sc := bufio.NewScanner(&out)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var r gameReport
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("bad JSON line %q: %v", sc.Text(), err)
		}
		reps = append(reps, r)
	}
	return reps
}

func kinds(r gameReport) string {
	var k []string
	for _, f := range r.Findings {
		k = append(k, fmt.Sprintf("%s@%d", f.Kind, f.Ply))
	}
	return strings.Join(k, ",")
}

func TestCheckRules(t *testing.T) {
	// Knights shuffling: the start position recurs after plies 4, 8, 12
	// and 16 (five occurrences with the initial one). 2023 Art. 9.6.1 ends
	// the game at ply 16; the 17th ply is played after the end.
	shuffle := "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. e4"
	cases := []struct {
		name, pgn, want string
	}{
		{"clean", `[Date "2020.01.01"][Result "1-0"]` + "\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0", ""},
		{"draw recorded on a checkmate", `[Date "2020.01.01"][Result "1/2-1/2"]` + "\n\n1. f3 e5 2. g4 Qh4# 1/2-1/2", "result_contradicts_position@4"},
		{"win for the mated side", `[Date "1960.01.01"]` + "\n\n1. f3 e5 2. g4 Qh4# 1-0", "result_contradicts_position@4"},
		{"moves after checkmate", `[Date "2020.01.01"]` + "\n\n1. f3 e5 2. g4 Qh4# 3. a3 0-1", "moves_after_end@5"},
		{"illegal", "\n1. e4 e5 2. Ke3 *", "illegal_move@3"},
		{"ambiguous", "\n1. Nf3 Nf6 2. d3 e6 3. Nd2 *", "ambiguous_move@5"},
		{"unreadable", "\n1. e4 Zz9 *", "unreadable_move@2"},
		{"syntax", "\n1. e4 ) *", "syntax@0"},
		{"fivefold 2023", `[Date "2023.05.01"]` + "\n\n" + shuffle + " *", "moves_after_end@17"},
		// Five occurrences 4 plies apart are also "five consecutive
		// alternate moves by each player" (2014 Art. 9.6.a).
		{"fivefold 2014", `[Date "2015.05.01"]` + "\n\n" + shuffle + " *", "moves_after_end@17"},
		// The 2005 and 1953/71 rules have no automatic repetition draw.
		{"fivefold 2005", `[Date "2006.05.01"]` + "\n\n" + shuffle + " *", ""},
		{"fivefold 1971", `[Date "1971.05.01"]` + "\n\n" + shuffle + " *", ""},
		// A decisive result after an automatic draw contradicts it.
		{"fivefold then 1-0", `[Date "2019.05.01"]` + "\n\n" + shuffle[:strings.Index(shuffle, " 9.")] + " 1-0", "result_contradicts_position@16"},
		// Bare kings after 3... Qxd1?? Kxd1: dead from 2005 on (5.2b), not in 1971.
		{"dead after capture 2023", `[FEN "4k3/8/8/8/8/8/8/q2QK3 b - - 0 1"][Date "2023.03.03"]` + "\n\n1... Qxd1+ 2. Kxd1 Ke7 *", "moves_after_end@4"},
		{"dead 1971", `[FEN "4k3/8/8/8/8/8/8/q2QK3 b - - 0 1"][Date "1970.03.03"]` + "\n\n1... Qxd1+ 2. Kxd1 Ke7 *", ""},
		{"win in a dead position", `[FEN "4k3/8/8/8/8/8/8/q2QK3 b - - 0 1"][Date "2023.03.03"]` + "\n\n1... Qxd1+ 2. Kxd1 1-0", "result_contradicts_position@3"},
		// Black lost on time, but White has a lone king and cannot mate:
		// a draw (2023 Art. 6.9).
		{"time forfeit lone king", `[FEN "4k3/8/8/8/8/8/1q6/6K1 w - - 0 1"][Date "2023.03.03"][Termination "Time forfeit"]` + "\n\n1. Kf1 Qb1+ 2. Ke2 1-0", "time_forfeit_but_cannot_mate@3"},
		// K+N against K+P can mate (the pawn can block): the loss stands.
		{"time forfeit K+N v K+P", `[FEN "4k3/4p3/8/8/8/8/8/3NK3 w - - 0 1"][Date "2023.03.03"][Termination "Time forfeit"]` + "\n\n1. Kf2 Kd7 1-0", ""},
		// In 1953/71 a flag fall lost even without mating material.
		{"time forfeit 1971", `[FEN "4k3/8/8/8/8/8/1q6/6K1 w - - 0 1"][Date "1965.03.03"][Termination "Time forfeit"]` + "\n\n1. Kf1 Qb1+ 2. Ke2 1-0", ""},
		// The same game with --laws would be judged by 2005 (6.10); see
		// TestCheckLawsFlag.
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			reps := runCheckJSON(t, c.pgn, "--all", "-")
			if len(reps) != 1 {
				t.Fatalf("%d reports, want 1", len(reps))
			}
			if got := kinds(reps[0]); got != c.want {
				t.Errorf("findings %s, want %q\n%+v", got, c.want, reps[0].Findings)
			}
		})
	}
}

func TestCheckLawsFlag(t *testing.T) {
	game := `[FEN "4k3/8/8/8/8/8/1q6/6K1 w - - 0 1"][Date "1965.03.03"][Termination "Time forfeit"]` + "\n\n1. Kf1 Qb1+ 2. Ke2 1-0"
	reps := runCheckJSON(t, game, "--laws", "fide2005", "-")
	if len(reps) != 1 || kinds(reps[0]) != "time_forfeit_but_cannot_mate@3" || reps[0].Findings[0].Article != "FIDE 2005 Art. 6.10" {
		t.Errorf("--laws fide2005: %+v", reps)
	}
	var out, errb bytes.Buffer
	if code := run([]string{"check", "--laws", "fide1999", "-"}, strings.NewReader(game), &out, &errb); code != 2 {
		t.Errorf("unknown edition: exit %d, want 2", code)
	}
}

// Seventy-five moves by each player without a capture or pawn move end the
// game (2014 on); a mate on the 150th ply would prevail (9.6.2).
func TestCheckSeventyFive(t *testing.T) {
	// The FEN's halfmove clock says 140 plies without capture or pawn move
	// have been played; ten more reach 150 at 84... Kb8 (ply 168).
	game := `[FEN "k7/8/8/8/8/8/R7/7K w - - 140 80"][Date "2020.02.02"]` +
		"\n\n80. Rc2 Kb8 81. Rd2 Ka8 82. Re2 Kb8 83. Rf2 Ka8 84. Rg2 Kb8 85. Rh2 *"
	reps := runCheckJSON(t, game, "-")
	if len(reps) != 1 || kinds(reps[0]) != "moves_after_end@169" || reps[0].Findings[0].Article != "FIDE 2018 Art. 9.6.2" {
		t.Errorf("75-move rule: %+v", reps)
	}
	// Not in the 2005 rules.
	if reps := runCheckJSON(t, game, "--laws", "fide2005", "-"); len(reps) != 0 {
		t.Errorf("75-move rule under 2005: %+v", reps)
	}
}

// corpusFindings are the games of the corpus whose record has an illegal,
// ambiguous or unreadable move, each checked by hand (python-chess 1.11.2
// reports the same seven illegal or ambiguous games; pgn-extract 19.04
// the same moves).
var corpusFindings = []string{
	// 30... O-O-O: Black's a8 rook left a8 with 18... Rb8, so the right to
	// castle with it is lost (Art. 3.8.2.1); the rook on a8 now came back
	// from c8 (24... Ra8).
	"games-01.pgn.zst 8187 illegal_move 60 O-O-O",
	// 31. Qxe1: e1 holds White's own king.
	"games-03.pgn.zst 29646 illegal_move 61 Qxe1",
	// 38. Bf3: White's only bishop stands on c1, a dark square; f3 is light.
	"games-06.pgn.zst 18785 illegal_move 75 Bf3",
	// In the variation (13... Qd5), the black pawn on d6 blocks the queen
	// on d8 (Morphy - Anderssen).
	"games-08.pgn.zst 40676 illegal_move 26 Qd5",
	// 15... Rf8: the rooks on a8 and f7 can both go to f8 (Morphy - Baucher).
	"games-08.pgn.zst 40520 ambiguous_move 30 Rf8",
	// 13. Rd1: the rooks on a1 and f1 can both go to d1 (Spassky - Petrosian).
	"games-08.pgn.zst 40528 ambiguous_move 25 Rd1",
	// 9... Nd7: the knights on b8 and f6 can both go to d7
	// (La Bourdonnais - McDonnell).
	"games-08.pgn.zst 40537 ambiguous_move 18 Nd7",
	// Junk text "Game PGN:" between two games of a chesshere.com export,
	// after the last move of a game without a result.
	"games-08.pgn.zst 40360 unreadable_move 49 Game",
	"games-08.pgn.zst 40367 unreadable_move 48 Game",
}

// TestCorpusMoveFindings runs check over the corpus files that hold a bad
// move (all eight with ARBITER_LONG=1) and compares the games flagged for
// an illegal, ambiguous or unreadable move with the list above.
func TestCorpusMoveFindings(t *testing.T) {
	dir := "../../../shared/testdata/corpus"
	files := []string{"games-01.pgn.zst", "games-03.pgn.zst", "games-06.pgn.zst", "games-08.pgn.zst"}
	if os.Getenv("ARBITER_LONG") == "1" {
		files = []string{"games-01.pgn.zst", "games-02.pgn.zst", "games-03.pgn.zst", "games-04.pgn.zst",
			"games-05.pgn.zst", "games-06.pgn.zst", "games-07.pgn.zst", "games-08.pgn.zst"}
	}
	var paths []string
	for _, f := range files {
		p := filepath.Join(dir, f)
		if _, err := os.Stat(p); err != nil {
			t.Skip("corpus missing")
		}
		paths = append(paths, p)
	}
	var got []string
	for _, r := range runCheckJSON(t, "", paths...) {
		for _, f := range r.Findings {
			switch f.Kind {
			case kindIllegal, kindAmbiguous, kindUnreadable:
				got = append(got, fmt.Sprintf("%s %d %s %d %s", filepath.Base(r.File), r.Game, f.Kind, f.Ply, f.Text))
			}
		}
	}
	want := append([]string(nil), corpusFindings...)
	sort.Strings(got)
	sort.Strings(want)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("move findings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
