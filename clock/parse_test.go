package clock

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"
)

var (
	classic = TimeControl{Kind: Timed, Periods: []Period{
		{Moves: 40, Time: 90 * time.Minute, Mode: Increment, Extra: 30 * s},
		{Time: 30 * time.Minute, Mode: Increment, Extra: 30 * s},
	}}
	rest = func(d time.Duration, m Mode, x time.Duration) TimeControl {
		return TimeControl{Kind: Timed, Periods: []Period{{Time: d, Mode: m, Extra: x}}}
	}
)

func TestParsePGN(t *testing.T) {
	cases := []struct {
		in   string
		want TimeControl
	}{
		{"?", TimeControl{}},
		{"-", TimeControl{Kind: Untimed}},
		{"*90", TimeControl{Kind: Sandclock, Periods: []Period{{Time: 90 * s}}}},
		{"5400", rest(90*time.Minute, NoExtra, 0)},
		{"300+2", rest(5*time.Minute, Increment, 2*s)},
		{"300+0", rest(5*time.Minute, NoExtra, 0)},
		{"40/5400", TimeControl{Kind: Timed, Periods: []Period{{Moves: 40, Time: 90 * time.Minute}}}},
		{"40/5400+30:1800+30", classic},
		{" 40/5400+30:1800+30\n", classic},
		{"300d5", rest(5*time.Minute, Delay, 5*s)},
		{"300b5", rest(5*time.Minute, Bronstein, 5*s)},
		{"0.5+0.25", rest(500*time.Millisecond, Increment, 250*time.Millisecond)},
		{"40/7200:20/3600:900+30", TimeControl{Kind: Timed, Periods: []Period{
			{Moves: 40, Time: 2 * time.Hour}, {Moves: 20, Time: time.Hour}, {Time: 15 * time.Minute, Mode: Increment, Extra: 30 * s}}}},
	}
	for _, c := range cases {
		got, err := ParsePGN(c.in)
		if err != nil || !got.Equal(c.want) {
			t.Errorf("ParsePGN(%q) = %v, %v; want %v", c.in, got, err, c.want)
		}
	}
}

func TestParsePGNErrors(t *testing.T) {
	cases := []struct {
		in  string
		pos int
		msg string
	}{
		{"", 0, "empty"},
		{"40/", 3, "want a number"},
		{"40/5400:", 8, "missing field"},
		{"5400:1800", 5, "follows a field for all remaining moves"},
		{"40/5400x", 7, "want \":\""},
		{"0/5400", 0, "move count"},
		{"4.5/5400", 0, "move count"},
		{"40/5400:?", 8, "whole time control"},
		{"*90:60", 3, "stand alone"},
		{"1.2345", 5, "three decimals"},
		{"99999999999", 0, "too large"},
		{"300+", 4, "want a number"},
		{"40 /5400", 2, "want \":\""},
	}
	for _, c := range cases {
		_, err := ParsePGN(c.in)
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Pos != c.pos || !strings.Contains(pe.Msg, c.msg) || pe.Syntax != "PGN" {
			t.Errorf("ParsePGN(%q) error = %v; want offset %d, %q", c.in, err, c.pos, c.msg)
		}
	}
}

func TestWritePGN(t *testing.T) {
	for _, c := range []struct {
		tc   TimeControl
		want string
	}{
		{classic, "40/5400+30:1800+30"},
		{rest(5*time.Minute, Delay, 5*s), "300d5"},
		{rest(5*time.Minute, Bronstein, 5*s), "300b5"},
		{rest(90*s+500*time.Millisecond, Increment, 100*time.Millisecond), "90.5+0.1"},
		{TimeControl{}, "?"},
		{TimeControl{Kind: Untimed}, "-"},
	} {
		if got := c.tc.String(); got != c.want {
			t.Errorf("String() = %q, want %q", got, c.want)
		}
	}
}

func TestParseText(t *testing.T) {
	cases := []struct {
		in   string
		want TimeControl
	}{
		{"90 min/40 moves + 30 min, 30 s per move from move 1", classic},
		{"90 min/40 moves + 30 min, 30 s per move", classic},
		{"40 moves in 90 minutes, then 30 minutes for the rest of the game, 30 seconds increment", classic},
		{"90'/40 moves + 30', 30\" per move from move 1", classic},
		{"15+10", rest(15*time.Minute, Increment, 10*s)},
		{"3+2", rest(3*time.Minute, Increment, 2*s)},
		{"3 | 2", rest(3*time.Minute, Increment, 2*s)},
		{"90 min + 30 s", rest(90*time.Minute, Increment, 30*s)},
		{"G/90;d5", rest(90*time.Minute, Delay, 5*s)},
		{"G/5 d3", rest(5*time.Minute, Delay, 3*s)},
		{"G/3 b2", rest(3*time.Minute, Bronstein, 2*s)},
		{"game in 60 min, 5 s delay", rest(time.Hour, Delay, 5*s)},
		{"5 min + 3 s Bronstein delay", rest(5*time.Minute, Bronstein, 3*s)},
		{"G/60 inc 30", rest(time.Hour, Increment, 30*s)},
		{"1.5 h", rest(90*time.Minute, NoExtra, 0)},
		{"40/120, SD/30;d5", TimeControl{Kind: Timed, Periods: []Period{
			{Moves: 40, Time: 2 * time.Hour, Mode: Delay, Extra: 5 * s}, {Time: 30 * time.Minute, Mode: Delay, Extra: 5 * s}}}},
		{"40/120;d5, SD/30;d10", TimeControl{Kind: Timed, Periods: []Period{
			{Moves: 40, Time: 2 * time.Hour, Mode: Delay, Extra: 5 * s}, {Time: 30 * time.Minute, Mode: Delay, Extra: 10 * s}}}},
		{"90 min/40 moves + 30 min, 30 s per move from move 41", TimeControl{Kind: Timed, Periods: []Period{
			{Moves: 40, Time: 90 * time.Minute}, {Time: 30 * time.Minute, Mode: Increment, Extra: 30 * s}}}},
		{"90 min/40 moves + 30 min, 30 s per move after move 40", TimeControl{Kind: Timed, Periods: []Period{
			{Moves: 40, Time: 90 * time.Minute}, {Time: 30 * time.Minute, Mode: Increment, Extra: 30 * s}}}},
		{"2 h/40 moves + 1 h/20 moves + 15 min, 30 s per move from move 61", TimeControl{Kind: Timed, Periods: []Period{
			{Moves: 40, Time: 2 * time.Hour}, {Moves: 20, Time: time.Hour}, {Time: 15 * time.Minute, Mode: Increment, Extra: 30 * s}}}},
		{"unknown", TimeControl{}},
		{"no clock", TimeControl{Kind: Untimed}},
		{"sandclock 90 s", TimeControl{Kind: Sandclock, Periods: []Period{{Time: 90 * s}}}},
	}
	for _, c := range cases {
		got, err := ParseText(c.in)
		if err != nil || !got.Equal(c.want) {
			t.Errorf("ParseText(%q) = %v, %v; want %v", c.in, got, err, c.want)
		}
	}
}

func TestParseTextErrors(t *testing.T) {
	cases := []struct {
		in  string
		pos int
		msg string
	}{
		{"", 0, "no period"},
		{"90 min + 30 min + 10 min", 9, "follows the period for the rest"},
		{"90 min/40 moves + 30 min, 30 s per move from move 2", 26, "no period starts at move 2"},
		{"15+", 3, "nothing after"},
		{"G/", 2, "want the time"},
		{"d5", 0, "first period"},
		{"90 min ~", 7, "unexpected"},
		{"90 min/0 moves", 7, "at least one move"},
		{"1.23456 s", 0, "milliseconds"},
		{"15+10 s, 5 s delay", 9, "two different"},
	}
	for _, c := range cases {
		_, err := ParseText(c.in)
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Pos != c.pos || !strings.Contains(pe.Msg, c.msg) {
			t.Errorf("ParseText(%q) error = %v; want offset %d, %q", c.in, err, c.pos, c.msg)
		}
	}
}

func TestParseDispatch(t *testing.T) {
	for _, c := range []struct {
		in   string
		want string
	}{
		{"15+10", "15+10"}, // the PGN tag: seconds
		{"15 min + 10 s", "900+10"},
		{"G/90;d5", "5400d5"},
		{`{"kind":"timed","periods":[{"time_ms":300000,"increment_ms":2000}]}`, "300+2"},
		{"40/5400+30:1800+30", "40/5400+30:1800+30"},
	} {
		tc, err := Parse(c.in)
		if err != nil || tc.String() != c.want {
			t.Errorf("Parse(%q) = %v, %v; want %s", c.in, tc, err, c.want)
		}
	}
	var pe *ParseError
	if _, err := Parse("40/5400:x"); !errors.As(err, &pe) || pe.Syntax != "text" || pe.Pos != 8 {
		t.Errorf("Parse error = %v", err)
	}
	if _, err := Parse("40/5400:"); !errors.As(err, &pe) || pe.Syntax != "PGN" || pe.Pos != 8 {
		t.Errorf("Parse error = %v", err)
	}
}

func TestJSON(t *testing.T) {
	b, err := json.Marshal(classic)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"kind":"timed","periods":[{"moves":40,"time_ms":5400000,"increment_ms":30000},{"time_ms":1800000,"increment_ms":30000}]}`
	if string(b) != want {
		t.Errorf("Marshal = %s\nwant      %s", b, want)
	}
	var got TimeControl
	if err := json.Unmarshal(b, &got); err != nil || !got.Equal(classic) {
		t.Errorf("Unmarshal = %v, %v", got, err)
	}
	if err := json.Unmarshal([]byte(`"300d5"`), &got); err != nil || got.String() != "300d5" {
		t.Errorf("Unmarshal string = %v, %v", got, err)
	}
	for _, c := range []struct {
		in  string
		pos int
		msg string
	}{
		{`{"kind":"timed","periods":[{"moves":40}]}`, 27, "missing time_ms"},
		{`{"kind":"fast"}`, 8, "unknown kind"},
		{`{"kind":"timed","extra":1}`, 16, "unknown field"},
		{`{"periods":[{"time_ms":1,"delay_ms":1,"increment_ms":1}]}`, 12, "more than one"},
		{`{"kind":"timed","periods":[{"time_ms":1},{"time_ms":2}]}`, 0, "rest of the game"},
		{`"40/"`, 4, "want a number"},
		{`{"kind":`, 8, "unexpected end"},
		{`[]`, 0, "want a JSON object"},
	} {
		var tc TimeControl
		err := tc.UnmarshalJSON([]byte(c.in))
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Pos != c.pos || !strings.Contains(pe.Msg, c.msg) {
			t.Errorf("Unmarshal(%s) error = %v; want offset %d, %q", c.in, err, c.pos, c.msg)
		}
	}
}

func TestTextRoundTrip(t *testing.T) {
	for _, tag := range []string{"40/5400+30:1800+30", "40/5400:1800+30", "40/5400+30:1800", "300d5", "2/45.5b1:30",
		"*90", "?", "-", "40/7200:20/3600:900", "0.001+0.001"} {
		tc := mustPGN(t, tag)
		txt := tc.Text()
		back, err := ParseText(txt)
		if err != nil || !back.Equal(tc) {
			t.Errorf("%s: Text %q reads back as %v, %v", tag, txt, back, err)
		}
	}
}

func TestExplain(t *testing.T) {
	out := Explain(classic)
	for _, want := range []string{
		"40/5400+30:1800+30",
		"moves 1-40: 1:30:00",
		"added at the press completing move 40",
		"fide2023, fide2018, fide2014: standard",
		"After move 40, both playing instantly: white 2:20:00, black 2:20:00",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("Explain lacks %q:\n%s", want, out)
		}
	}
	// Delay mode: 40/5400d30:1800d30 keeps 90 min after 40 instant moves,
	// plus 30 min: 2:00:00; in 2005 the saved 90 min are not carried: 0:30:00.
	out = Explain(mustPGN(t, "40/5400d30:1800d30"))
	for _, want := range []string{"white 2:00:00", "Under the 2005 edition: white 0:30:00"} {
		if !strings.Contains(out, want) {
			t.Errorf("Explain lacks %q:\n%s", want, out)
		}
	}
	out = Explain(mustPGN(t, "5d5"))
	if !strings.Contains(out, "PGN syntax counts seconds") {
		t.Errorf("no seconds hint:\n%s", out)
	}
}
