package notation

import (
	"errors"
	"sort"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/chess"
)

func TestLanguages(t *testing.T) {
	// Letters of Appendix C.3 and the examples of C.8-C.11.
	cases := []struct {
		fen  string
		lang Language
		text string
		uci  string
	}{
		{chess.StartFEN, German, "Sf3", "g1f3"},
		{chess.StartFEN, German, "Sg1f3", "g1f3"},
		{chess.StartFEN, German, "Sg1-f3", "g1f3"},
		{chess.StartFEN, Dutch, "Pf3", "g1f3"},
		{chess.StartFEN, French, "Cf3", "g1f3"},
		{chess.StartFEN, Italian, "Cf3", "g1f3"},
		{chess.StartFEN, Spanish, "Cf3", "g1f3"},
		{chess.StartFEN, Figurine, "♘f3", "g1f3"},
		{chess.StartFEN, German, "e2e4", "e2e4"},
		{"4k3/8/8/3B4/8/8/8/4K3 w - - 0 1", German, "Ld5e4", "d5e4"},
		{"4k3/8/8/8/8/1B6/8/4K3 w - - 0 1", German, "Lb3e6", "b3e6"},
		{"4k3/8/8/8/8/1B6/8/4K3 w - - 0 1", French, "Fe6", "b3e6"},
		{"4k3/8/8/8/8/1B6/8/4K3 w - - 0 1", Italian, "Ae6", "b3e6"},
		{"4k3/8/8/8/8/1B6/8/4K3 w - - 0 1", Dutch, "Le6", "b3e6"},
		{"4k3/8/8/8/8/1B6/8/4K3 w - - 0 1", French, "Rd1", "e1d1"},
		{"4k3/8/8/8/8/1B6/8/4K3 w - - 0 1", Italian, "Rd2", "e1d2"},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", German, "Dd1-g4", "d1g4"},
		{"rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPQPPP/RNB1KBNR w KQkq - 0 2", German, "De2xe7", "e2e7"},
		{"rnbqkbnr/ppp1pppp/8/8/3Q4/8/PPP1PPPP/RNB1KBNR w KQkq - 0 2", German, "Dd4xd8", "d4d8"},
		{"rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPQPPPP/RNB1KBNR w KQkq - 0 2", German, "Dd2xd4", "d2d4"},
		{"rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPQPPPP/RNB1KBNR w KQkq - 0 2", German, "Dxd4", "d2d4"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", German, "0-0", "e1g1"},
		{"7k/3P4/8/8/8/8/8/K7 w - - 0 1", German, "d8D", "d7d8q"},
		{"7k/3P4/8/8/8/8/8/K7 w - - 0 1", French, "d8D", "d7d8q"},
		{"7k/3P4/8/8/8/8/8/K7 w - - 0 1", Figurine, "d8=♕", "d7d8q"},
		{"7k/3P4/8/8/8/8/8/K7 w - - 0 1", Figurine, "d8♛", "d7d8q"},
		{"5r1k/4P3/8/8/8/8/8/K7 w - - 0 1", German, "exf8S", "e7f8n"},
		{"5r1k/4P3/8/8/8/8/8/K7 w - - 0 1", Dutch, "exf8P", "e7f8n"},
		{"5r1k/4P3/8/8/8/8/8/K7 w - - 0 1", French, "ef8C", "e7f8n"},
		{"k7/8/8/8/8/8/1p6/7K b - - 0 1", German, "b1L", "b2b1b"},
		{"k7/8/8/8/8/8/1p6/7K b - - 0 1", Italian, "b1A", "b2b1b"},
		{"k7/8/8/8/8/8/6p1/K7 b - - 0 1", German, "g1T", "g2g1r"},
		{"k7/8/8/8/8/8/6p1/K7 b - - 0 1", French, "g1=T", "g2g1r"},
		// UCI, in either chess.
		{chess.StartFEN, German, "g1f3", "g1f3"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", English, "e1g1", "e1g1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", English, "e1h1", "e1g1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", English, "e1a1", "e1c1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", English, "Ke1g1", "e1g1"},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", English, "a7a8q", "a7a8q"},
		// Auto-detection for single moves.
		{chess.StartFEN, AutoDetect, "Sf3", "g1f3"},
		{chess.StartFEN, AutoDetect, "Cf3", "g1f3"},
		{chess.StartFEN, AutoDetect, "Pf3", "g1f3"},
		{"4k3/8/8/8/8/1B6/8/4K3 w - - 0 1", AutoDetect, "Fe6", "b3e6"},
		{"4k3/8/8/8/8/1B6/8/4K3 w - - 0 1", AutoDetect, "Ae6", "b3e6"},
		{"4k3/8/8/8/8/1B6/8/4K3 w - - 0 1", AutoDetect, "Le6", "b3e6"},
		{"4k3/8/8/8/8/1B6/8/4K3 w - - 0 1", AutoDetect, "Rd1", "e1d1"}, // no rook: the French king
	}
	for _, c := range cases {
		p := mustFEN(t, c.fen)
		want := uci(t, &p, c.uci)
		got, _, err := ParseMove(&p, []byte(c.text), ReadOptions{Language: c.lang})
		if err != nil || got != want {
			t.Errorf("%s: ParseMove(%q, %v) = %v, %v; want %s", c.fen, c.text, c.lang, got, err, c.uci)
		}
	}
	// A letter of another language is unreadable when the language is given.
	p := chess.StartPosition()
	_, _, err := ParseMove(&p, []byte("Nf3"), ReadOptions{Language: German})
	var se *SANError
	if !errors.As(err, &se) || se.Reason != ReasonUnreadable {
		t.Errorf("German Nf3: %v, want unreadable", err)
	}
	_, _, err = ParseMove(&p, []byte("Sd4"), ReadOptions{})
	if !errors.As(err, &se) || se.Reason != ReasonIllegal {
		t.Errorf("auto Sd4: %v, want illegal", err)
	}
}

func TestWriteLanguages(t *testing.T) {
	p := mustFEN(t, "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1")
	m := uci(t, &p, "b1d2")
	want := map[Language]string{
		AutoDetect: "Nbd2", English: "Nbd2", German: "Sbd2", French: "Cbd2", Italian: "Cbd2",
		Spanish: "Cbd2", Dutch: "Pbd2", Figurine: "♘bd2",
	}
	for l, w := range want {
		if got := SANIn(&p, m, l); got != w {
			t.Errorf("%v: %q, want %q", l, got, w)
		}
	}
	q := mustFEN(t, "7k/P7/8/8/8/8/8/K7 w - - 0 1")
	m = uci(t, &q, "a7a8q")
	for l, w := range map[Language]string{English: "a8=Q+", German: "a8=D+", French: "a8=D+", Figurine: "a8=♕+"} {
		if got := SANIn(&q, m, l); got != w {
			t.Errorf("%v: %q, want %q", l, got, w)
		}
	}
	for _, c := range []struct {
		fen, uci string
		lang     Language
		hyphen   bool
		want     string
	}{
		{chess.StartFEN, "g1f3", English, false, "Ng1f3"},
		{chess.StartFEN, "g1f3", German, true, "Sg1-f3"},
		{chess.StartFEN, "e2e4", German, true, "e2-e4"},
		{chess.StartFEN, "e2e4", English, false, "e2e4"},
		{"rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPQPPPP/RNB1KBNR w KQkq - 0 2", "d2d4", German, true, "Dd2xd4"},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e4d5", English, false, "e4xd5"},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a7a8q", German, false, "a7a8D+"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", German, true, "0-0-0"},
		{"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", German, true, "Ta1-a8#"},
	} {
		p := mustFEN(t, c.fen)
		m := uci(t, &p, c.uci)
		if got := string(AppendLAN(nil, &p, m, c.lang, c.hyphen)); got != c.want {
			t.Errorf("LAN %s %s: %q, want %q", c.fen, c.uci, got, c.want)
		}
	}
}

func TestParseLanguage(t *testing.T) {
	for name, want := range map[string]Language{
		"en": English, "English": English, "de": German, "Deutsch": German, "fr": French,
		"it": Italian, "es": Spanish, "nl": Dutch, "figurine": Figurine, "": AutoDetect, "auto": AutoDetect,
	} {
		if got, ok := ParseLanguage(name); !ok || got != want {
			t.Errorf("ParseLanguage(%q) = %v, %v", name, got, ok)
		}
		if want != AutoDetect {
			if got, _ := ParseLanguage(want.String()); got != want {
				t.Errorf("ParseLanguage(%q) = %v", want.String(), got)
			}
		}
	}
	if _, ok := ParseLanguage("klingon"); ok {
		t.Error("klingon accepted")
	}
}

func TestDetectLanguage(t *testing.T) {
	cases := []struct {
		moves string
		want  Language
	}{
		{"e4 e5 Nf3 Nc6 Bb5 a6", English},
		{"e4 e5 Sf3 Sc6 Lb5 a6", German},
		{"e4 e5 Pf3 Pc6 Lb5 a6", Dutch},
		{"e4 e5 Cf3 Cc6 Fb5 a6", French},
		{"e4 e5 Cf3 Cc6 Ab5 a6", Italian},
		{"e4 e5 Dh5 Re7", French},
		{"e4 e5 Th1 Kg2", German},
		{"e4 d5 exd5", English},
		{"e4 e5 Rf1 Kg8", English},
		{"e4 e5 Rf1 Qg8", English},
		{"d4 d5 c4 dxc4 e8=D", German},
		{"d4 d5 c4 dxc4 e8(T)", German},
		{"♘f3 ♞c6 e4", Figurine},
		{"Nf3 Sc6", AutoDetect},
		{"Rf1 Tg8", French},
		{"Qf1 Tg8", AutoDetect},
		{"O-O 0-0-0 Z0 -- 1-0", English},
		{"Sf3+ Sc6! Lb5#", German},
	}
	for _, c := range cases {
		var toks [][]byte
		for _, f := range strings.Fields(c.moves) {
			toks = append(toks, []byte(f))
		}
		if got := DetectLanguage(toks); got != c.want {
			t.Errorf("DetectLanguage(%s) = %v, want %v", c.moves, got, c.want)
		}
	}
}

func TestStrictFindings(t *testing.T) {
	cases := []struct {
		fen   string
		lang  Language
		text  string
		kinds string // sorted, comma-separated
	}{
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", English, "O-O", ""},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", English, "0-0", FindingCastlingZeros},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", English, "0-0-0", FindingCastlingZeros},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", English, "exd5", ""},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", English, "ed5", FindingMissingCapture},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", English, "exd5+", FindingCheckOnNonCheck},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", English, "exd5!", FindingGlyph},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", English, "exd5?!", FindingGlyph},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", English, "e4d5", FindingLongForm},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", English, "e4xd5", FindingLongForm},
		{chess.StartFEN, English, "Nf3", ""},
		{chess.StartFEN, English, "Nxf3", FindingExtraCapture},
		{chess.StartFEN, English, "Ngf3", FindingRedundantOrigin},
		{chess.StartFEN, English, "N1f3", FindingRedundantOrigin},
		{chess.StartFEN, English, "Ng1f3", FindingLongForm},
		{chess.StartFEN, English, "Ng1-f3", FindingHyphen + "," + FindingLongForm},
		{chess.StartFEN, English, "g1f3", FindingUCI},
		{chess.StartFEN, English, "e2e4", FindingLongForm},
		{chess.StartFEN, English, "e2-e4", FindingHyphen + "," + FindingLongForm},
		{chess.StartFEN, German, "Sf3", FindingForeignLetters},
		{chess.StartFEN, German, "e4", ""},
		{chess.StartFEN, AutoDetect, "Sf3", FindingForeignLetters},
		{chess.StartFEN, English, "♘f3", FindingFigurine},
		{"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", English, "Nbd2", ""},
		{"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", English, "N1d2", FindingWrongOrigin},
		{"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", English, "Nb1d2", FindingLongForm},
		{"1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1", English, "Qh4e1", ""},
		{"1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1", English, "Qh1e1", FindingLongForm},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", English, "a8=Q+", ""},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", English, "a8Q+", FindingPromotionWithoutEq},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", English, "a8(Q)+", FindingPromotionWithoutEq},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", English, "a8/Q+", FindingPromotionWithoutEq},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", English, "a8=q+", FindingPromotionLowerCase},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", English, "a8Q", FindingMissingCheck + "," + FindingPromotionWithoutEq},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", English, "a8=N+", FindingCheckOnNonCheck},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", English, "a8=Q#", FindingMateOnNonMate},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", English, "a7a8q", FindingUCI},
		{"7k/P5R1/5K2/8/8/8/8/8 w - - 0 1", English, "a8=Q#", ""},
		{"7k/P5R1/5K2/8/8/8/8/8 w - - 0 1", English, "a8=Q", FindingMissingMate},
		{"7k/P5R1/5K2/8/8/8/8/8 w - - 0 1", English, "a8=Q+", FindingMissingMate},
		{"7k/P5R1/5K2/8/8/8/8/8 w - - 0 1", English, "a8=Q++", FindingDoublePlus},
		{"6k1/8/8/8/8/8/8/R5K1 w - - 0 1", English, "Ra8", FindingMissingCheck},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", English, "exd6", ""},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", English, "exd6e.p.", FindingEnPassantMark},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", English, "ed6", FindingMissingCapture},
	}
	for _, c := range cases {
		p := mustFEN(t, c.fen)
		_, fs, err := ParseMove(&p, []byte(c.text), ReadOptions{Strict: true, Language: c.lang})
		if err != nil {
			t.Errorf("%s %q: %v", c.fen, c.text, err)
			continue
		}
		var kinds []string
		for _, f := range fs {
			kinds = append(kinds, f.Kind)
			if !strings.Contains(f.Message, c.text) {
				t.Errorf("%q: message %q does not quote the text", c.text, f.Message)
			}
		}
		sort.Strings(kinds)
		if got := strings.Join(kinds, ","); got != c.kinds {
			t.Errorf("%s %q: findings %v, want %s", c.fen, c.text, fs, c.kinds)
		}
		_, fs, _ = ParseMove(&p, []byte(c.text), ReadOptions{Language: c.lang})
		if fs != nil {
			t.Errorf("%q: lenient mode returned findings %v", c.text, fs)
		}
	}
	p := chess.StartPosition()
	if m, fs, err := ParseMove(&p, []byte("Z0"), ReadOptions{Strict: true, AllowNull: true}); err != nil || m != chess.NullMove || len(fs) != 1 || fs[0].Kind != FindingNullMove {
		t.Errorf("Z0: %v %v %v", m, fs, err)
	}
	if _, _, err := ParseMove(&p, []byte("--"), ReadOptions{}); err == nil {
		t.Error("null move accepted without AllowNull")
	}
}
