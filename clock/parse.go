package clock

import (
	"fmt"
	"math/big"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// ParseError is a syntax or range error in a time control. Pos is the
// 0-based byte offset in the input where the problem was found.
type ParseError struct {
	Syntax string // "PGN", "text" or "JSON"
	Pos    int
	Msg    string
}

func (e *ParseError) Error() string {
	return fmt.Sprintf("clock: %s time control: offset %d: %s", e.Syntax, e.Pos, e.Msg)
}

// Parse reads a time control in any of the package's syntaxes: JSON if the
// input starts with "{" (after spaces), the PGN tag syntax if the input is
// valid in it, FIDE-style text otherwise. Input made only of the PGN
// syntax's characters gets the PGN parser's error, other input the text
// parser's.
func Parse(s string) (TimeControl, error) {
	t := strings.TrimSpace(s)
	if strings.HasPrefix(t, "{") {
		var tc TimeControl
		err := tc.UnmarshalJSON([]byte(s))
		return tc, err
	}
	tc, err := ParsePGN(s)
	if err == nil || strings.Trim(t, "0123456789/+:.db*?-") == "" {
		return tc, err
	}
	return ParseText(s)
}

// ParsePGN reads the PGN TimeControl tag syntax: "?" (unknown), "-" (no
// clock), "*N" (sandclock of N seconds) or fields joined by ":", each
// "[moves/]seconds[+increment]" with the extensions "seconds d delay" and
// "seconds b bronstein" ("300d5", "40/5400b30"). Seconds may carry up to
// three decimals. Surrounding spaces are ignored; a field for all remaining
// moves (no "moves/") must be the last.
func ParsePGN(s string) (TimeControl, error) {
	p := &pgnParser{s: s}
	tc, err := p.parse()
	if err != nil {
		return TimeControl{}, err
	}
	return tc, nil
}

type pgnParser struct {
	s   string
	i   int
	end int
}

func (p *pgnParser) fail(pos int, format string, args ...any) error {
	return &ParseError{Syntax: "PGN", Pos: pos, Msg: fmt.Sprintf(format, args...)}
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func (p *pgnParser) parse() (TimeControl, error) {
	for p.i < len(p.s) && isSpace(p.s[p.i]) {
		p.i++
	}
	p.end = len(p.s)
	for p.end > p.i && isSpace(p.s[p.end-1]) {
		p.end--
	}
	if p.i == p.end {
		return TimeControl{}, p.fail(p.i, "empty time control")
	}
	switch p.s[p.i:p.end] {
	case "?":
		return TimeControl{Kind: Unknown}, nil
	case "-":
		return TimeControl{Kind: Untimed}, nil
	}
	if p.s[p.i] == '*' {
		p.i++
		d, err := p.seconds()
		if err != nil {
			return TimeControl{}, err
		}
		if p.i != p.end {
			return TimeControl{}, p.fail(p.i, "a sandclock field must stand alone")
		}
		return TimeControl{Kind: Sandclock, Periods: []Period{{Time: d}}}, nil
	}
	tc := TimeControl{Kind: Timed}
	for {
		start := p.i
		if len(tc.Periods) > 0 && tc.Periods[len(tc.Periods)-1].Moves == 0 {
			return TimeControl{}, p.fail(start, "a field follows a field for all remaining moves")
		}
		if len(tc.Periods) == MaxPeriods {
			return TimeControl{}, p.fail(start, "more than %d periods", MaxPeriods)
		}
		per, err := p.field()
		if err != nil {
			return TimeControl{}, err
		}
		tc.Periods = append(tc.Periods, per)
		if p.i == p.end {
			break
		}
		if p.s[p.i] != ':' {
			return TimeControl{}, p.fail(p.i, "unexpected %s, want \":\" or end", quoteAt(p.s, p.i))
		}
		p.i++
	}
	return tc.normalize(), nil
}

func (p *pgnParser) field() (Period, error) {
	if p.i == p.end {
		return Period{}, p.fail(p.i, "missing field")
	}
	switch c := p.s[p.i]; c {
	case '?', '-', '*':
		return Period{}, p.fail(p.i, "%q must be the whole time control", c)
	}
	var per Period
	start := p.i
	d, err := p.seconds()
	if err != nil {
		return Period{}, err
	}
	if p.i < p.end && p.s[p.i] == '/' {
		if d%time.Second != 0 || d == 0 || strings.Contains(p.s[start:p.i], ".") {
			return Period{}, p.fail(start, "a move count must be a whole number of at least 1")
		}
		n := int64(d / time.Second)
		if n > MaxMoves {
			return Period{}, p.fail(start, "move count above %d", MaxMoves)
		}
		per.Moves = int(n)
		p.i++
		if d, err = p.seconds(); err != nil {
			return Period{}, err
		}
	}
	per.Time = d
	if p.i < p.end {
		switch p.s[p.i] {
		case '+':
			per.Mode = Increment
		case 'd':
			per.Mode = Delay
		case 'b':
			per.Mode = Bronstein
		}
		if per.Mode != NoExtra {
			p.i++
			if per.Extra, err = p.seconds(); err != nil {
				return Period{}, err
			}
		}
	}
	return per, nil
}

// seconds reads digits with up to three decimals, as a duration in seconds.
func (p *pgnParser) seconds() (time.Duration, error) {
	start := p.i
	var ms int64
	digits := 0
	for p.i < p.end && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
		ms = ms*10 + int64(p.s[p.i]-'0')
		digits++
		p.i++
		if digits > 10 {
			return 0, p.fail(start, "number too large")
		}
	}
	if digits == 0 {
		if p.i < p.end {
			return 0, p.fail(p.i, "unexpected %s, want a number", quoteAt(p.s, p.i))
		}
		return 0, p.fail(p.i, "unexpected end, want a number")
	}
	ms *= 1000
	if p.i < p.end && p.s[p.i] == '.' {
		p.i++
		scale := int64(100)
		n := 0
		for p.i < p.end && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
			if n == 3 {
				return 0, p.fail(p.i, "more than three decimals")
			}
			ms += int64(p.s[p.i]-'0') * scale
			scale /= 10
			n++
			p.i++
		}
		if n == 0 {
			return 0, p.fail(p.i, "missing decimals after \".\"")
		}
	}
	if ms > int64(MaxTime/time.Millisecond) {
		return 0, p.fail(start, "time above %v", MaxTime)
	}
	return time.Duration(ms) * time.Millisecond, nil
}

func quoteAt(s string, i int) string {
	if i >= len(s) {
		return "end"
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return fmt.Sprintf("%q", r)
}

// ParseText reads a time control written as FIDE regulations and US
// organisers write them. Examples:
//
//	90 min/40 moves + 30 min, 30 s per move from move 1
//	40 moves in 2 h, then 30 min, 30 s increment
//	15+10            (15 minutes + 10 seconds per move)
//	G/90;d5          (game in 90 minutes, 5 s delay mode)
//	40/120, SD/30;d5 (40 moves in 120 minutes, then 30 minutes, delay 5 s)
//	G/5 d3, G/3 b2   (b: Bronstein delay)
//	5 min + 3 s Bronstein delay
//	unknown, no clock, sandclock 90 s
//
// Rules: a number without a unit is minutes for a period's time and
// seconds for per-move time; "N/M" with neither unit is US style (N moves in
// M minutes). After "+", a time in seconds (or a bare number) is the
// increment, a time in minutes or hours the next period. A per-move extra
// ("30 s per move", "increment 30", "d5", "5 s delay", "Bronstein 5 s")
// applies to every period unless followed by "from move N", in which case it
// applies from the period that starts with move N on ("after move N" means
// from move N+1); "no increment from move N" ends it.
func ParseText(s string) (TimeControl, error) {
	toks, err := tokenize(s)
	if err != nil {
		return TimeControl{}, err
	}
	p := &textParser{src: s, toks: toks}
	return p.parse()
}

type tokKind uint8

const (
	tNum tokKind = iota
	tWord
	tSym
	tEnd
)

type token struct {
	kind tokKind
	text string // word lowered, number digits, symbol
	pos  int
}

func tokenize(s string) ([]token, error) {
	var toks []token
	i := 0
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			return nil, &ParseError{"text", i, "invalid UTF-8"}
		case unicode.IsSpace(r):
			i += n
		case r >= '0' && r <= '9':
			j := i
			for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == '.') {
				j++
			}
			toks = append(toks, token{tNum, s[i:j], i})
			i = j
		case unicode.IsLetter(r):
			j := i
			for j < len(s) {
				r2, n2 := utf8.DecodeRuneInString(s[j:])
				if !unicode.IsLetter(r2) {
					break
				}
				j += n2
			}
			w := strings.ToLower(s[i:j])
			if k := strings.IndexByte(w, '.'); k >= 0 {
				w = w[:k]
			}
			toks = append(toks, token{tWord, w, i})
			i = j
			if i < len(s) && s[i] == '.' { // abbreviations: "min.", "sek."
				i++
			}
		case r == '\'':
			toks = append(toks, token{tWord, "min", i})
			i += n
		case r == '"':
			toks = append(toks, token{tWord, "s", i})
			i += n
		case strings.ContainsRune("/+,;:|()-?*&", r):
			toks = append(toks, token{tSym, string(r), i})
			i += n
		default:
			return nil, &ParseError{"text", i, fmt.Sprintf("unexpected %q", r)}
		}
	}
	toks = append(toks, token{tEnd, "", len(s)})
	return toks, nil
}

type textParser struct {
	src  string
	toks []token
	i    int
}

func (p *textParser) fail(pos int, format string, args ...any) error {
	return &ParseError{Syntax: "text", Pos: pos, Msg: fmt.Sprintf(format, args...)}
}

func (p *textParser) peek(k int) token {
	if p.i+k < len(p.toks) {
		return p.toks[p.i+k]
	}
	return p.toks[len(p.toks)-1]
}

func (p *textParser) next() token {
	t := p.peek(0)
	if p.i < len(p.toks)-1 {
		p.i++
	}
	return t
}

// word reports whether the next token is one of the words ws, and consumes
// it if so.
func (p *textParser) word(ws ...string) bool {
	t := p.peek(0)
	if t.kind != tWord {
		return false
	}
	for _, w := range ws {
		if t.text == w {
			p.i++
			return true
		}
	}
	return false
}

func (p *textParser) sym(s string) bool {
	if t := p.peek(0); t.kind == tSym && t.text == s {
		p.i++
		return true
	}
	return false
}

// phrase consumes the words ws in order if they all follow.
func (p *textParser) phrase(ws ...string) bool {
	for k, w := range ws {
		t := p.peek(k)
		if t.kind != tWord || t.text != w {
			return false
		}
	}
	p.i += len(ws)
	return true
}

type unit uint8

const (
	uNone unit = iota
	uHour
	uMin
	uSec
)

var unitWords = map[string]unit{
	"h": uHour, "hr": uHour, "hrs": uHour, "hour": uHour, "hours": uHour, "std": uHour, "stunde": uHour, "stunden": uHour,
	"m": uMin, "min": uMin, "mins": uMin, "minute": uMin, "minutes": uMin, "minuten": uMin,
	"s": uSec, "sec": uSec, "secs": uSec, "second": uSec, "seconds": uSec, "sek": uSec, "sekunde": uSec, "sekunden": uSec,
}

var moveWords = []string{"moves", "move", "mv", "mvs", "züge", "zuege", "zug"}

type dur struct {
	num  string
	pos  int
	unit unit
}

// duration reads a number and an optional unit.
func (p *textParser) duration() (dur, bool) {
	t := p.peek(0)
	if t.kind != tNum {
		return dur{}, false
	}
	p.i++
	d := dur{num: t.text, pos: t.pos}
	if u := p.peek(0); u.kind == tWord {
		if k, ok := unitWords[u.text]; ok {
			d.unit = k
			p.i++
		}
	}
	return d, true
}

// value converts d to a duration, using def for a number without unit.
func (p *textParser) value(d dur, def unit) (time.Duration, error) {
	u := d.unit
	if u == uNone {
		u = def
	}
	per := map[unit]int64{uHour: 3600000, uMin: 60000, uSec: 1000}[u]
	if len(d.num) > 20 {
		return 0, p.fail(d.pos, "number too long")
	}
	r, ok := new(big.Rat).SetString(d.num)
	if !ok || strings.Count(d.num, ".") > 1 || strings.HasSuffix(d.num, ".") || strings.HasPrefix(d.num, ".") {
		return 0, p.fail(d.pos, "malformed number %q", d.num)
	}
	r.Mul(r, new(big.Rat).SetInt64(per))
	if !r.IsInt() {
		return 0, p.fail(d.pos, "%q is not a whole number of milliseconds", d.num)
	}
	if r.Cmp(new(big.Rat).SetInt64(int64(MaxTime/time.Millisecond))) > 0 {
		return 0, p.fail(d.pos, "time above %v", MaxTime)
	}
	return time.Duration(r.Num().Int64()) * time.Millisecond, nil
}

// count reads a whole number of moves.
func (p *textParser) count(t token) (int, error) {
	if t.kind != tNum {
		return 0, p.fail(t.pos, "want a number of moves")
	}
	n := 0
	for _, c := range []byte(t.text) {
		if c < '0' || c > '9' {
			return 0, p.fail(t.pos, "%q is not a whole number", t.text)
		}
		n = n*10 + int(c-'0')
		if n > MaxMoves {
			return 0, p.fail(t.pos, "move number above %d", MaxMoves)
		}
	}
	return n, nil
}

type extraClause struct {
	mode     Mode
	extra    time.Duration
	from     int
	pos      int
	explicit bool // "from move N" given
	after    int  // number of periods read before the clause
}

type periodItem struct {
	Period
	pos int
}

func (p *textParser) parse() (TimeControl, error) {
	start := p.peek(0)
	// Whole-input forms.
	switch {
	case p.phrase("unknown") || p.sym("?"):
		return p.done(TimeControl{Kind: Unknown})
	case p.phrase("no", "clock") || p.phrase("untimed") || p.phrase("no", "time", "control") || p.sym("-"):
		return p.done(TimeControl{Kind: Untimed})
	case p.word("sandclock", "hourglass") || p.sym("*"):
		d, ok := p.duration()
		if !ok {
			return TimeControl{}, p.fail(p.peek(0).pos, "want the sandclock time")
		}
		v, err := p.value(d, uSec)
		if err != nil {
			return TimeControl{}, err
		}
		return p.done(TimeControl{Kind: Sandclock, Periods: []Period{{Time: v}}})
	}
	_ = start
	var periods []periodItem
	var extras []extraClause
	plus := false
	for p.peek(0).kind != tEnd {
		t := p.peek(0)
		// Separators.
		if t.kind == tSym && (t.text == "+" || t.text == "|" || t.text == "&") {
			p.i++
			plus = true
			continue
		}
		if t.kind == tSym && (t.text == "," || t.text == ";" || t.text == ":") {
			p.i++
			plus = false
			continue
		}
		if p.word("then", "and", "followed", "by", "with", "dann", "und") {
			plus = false
			continue
		}
		if p.word("plus") {
			plus = true
			continue
		}
		if len(periods) == 0 && p.peek(0).kind != tNum && !p.isPeriodWord() {
			return TimeControl{}, p.fail(t.pos, "unexpected %q, want the time of the first period", t.text)
		}
		item, ex, err := p.item(plus, len(periods) > 0)
		if err != nil {
			return TimeControl{}, err
		}
		plus = false
		if item != nil {
			if n := len(periods); n > 0 && periods[n-1].Moves == 0 {
				return TimeControl{}, p.fail(item.pos, "a period follows the period for the rest of the game")
			}
			if len(periods) == MaxPeriods {
				return TimeControl{}, p.fail(item.pos, "more than %d periods", MaxPeriods)
			}
			periods = append(periods, *item)
		}
		if ex != nil {
			ex.after = len(periods)
			extras = append(extras, *ex)
		}
	}
	if plus {
		return TimeControl{}, p.fail(p.peek(0).pos, "nothing after \"+\"")
	}
	if len(periods) == 0 {
		return TimeControl{}, p.fail(p.peek(0).pos, "no period")
	}
	tc := TimeControl{Kind: Timed}
	for _, it := range periods {
		tc.Periods = append(tc.Periods, it.Period)
	}
	// An extra without "from move N" applies from move 1; a further one
	// (US style, "40/120;d5, SD/30;d10") from the period it follows.
	implicit := false
	for k := range extras {
		ex := &extras[k]
		if ex.explicit {
			continue
		}
		if implicit && ex.after > 0 {
			ex.from = firstOf(tc, ex.after-1)
		}
		implicit = true
	}
	// Assign extras to the periods starting at their "from" move.
	seen := map[int]extraClause{}
	kept := extras[:0]
	for _, ex := range extras {
		if prev, ok := seen[ex.from]; ok {
			if prev.mode == ex.mode && prev.extra == ex.extra {
				continue
			}
			return TimeControl{}, p.fail(ex.pos, "two different per-move extras from move %d", ex.from)
		}
		seen[ex.from] = ex
		kept = append(kept, ex)
		idx, first, _ := tc.span(ex.from)
		if first != ex.from || (idx == len(tc.Periods)-1 && ex.from > firstOf(tc, idx)) {
			return TimeControl{}, p.fail(ex.pos, "no period starts at move %d", ex.from)
		}
	}
	for i := range tc.Periods {
		best := -1
		for k, ex := range kept {
			if ex.from <= firstOf(tc, i) && (best < 0 || ex.from > kept[best].from) {
				best = k
			}
		}
		if best >= 0 {
			tc.Periods[i].Mode, tc.Periods[i].Extra = kept[best].mode, kept[best].extra
		}
	}
	return tc.normalize(), nil
}

func firstOf(tc TimeControl, idx int) int {
	f := 1
	for i := 0; i < idx; i++ {
		f += tc.Periods[i].Moves
	}
	return f
}

func (p *textParser) done(tc TimeControl) (TimeControl, error) {
	if t := p.peek(0); t.kind != tEnd {
		return TimeControl{}, p.fail(t.pos, "unexpected %q after the time control", t.text)
	}
	return tc, nil
}

func (p *textParser) isPeriodWord() bool {
	t := p.peek(0)
	return t.kind == tWord && (t.text == "g" || t.text == "sd" || t.text == "game")
}

// item reads one period or one per-move extra.
func (p *textParser) item(plus, havePeriod bool) (*periodItem, *extraClause, error) {
	t := p.peek(0)
	// "no increment from move N"
	if p.phrase("no") {
		if !p.word("increment", "delay", "inc", "extra") {
			return nil, nil, p.fail(p.peek(0).pos, "want \"increment\" after \"no\"")
		}
		ex := &extraClause{mode: NoExtra, from: 1, pos: t.pos}
		return nil, ex, p.fromMove(ex)
	}
	// Extras introduced by a word: d5, delay 5, b5, bronstein 5, inc 30.
	if t.kind == tWord {
		mode := NoExtra
		switch t.text {
		case "d", "delay", "us":
			mode = Delay
		case "b", "bronstein":
			mode = Bronstein
		case "inc", "increment", "bonus", "i":
			mode = Increment
		}
		if mode != NoExtra {
			p.i++
			if t.text == "us" && !p.word("delay") {
				return nil, nil, p.fail(p.peek(0).pos, "want \"delay\" after \"US\"")
			}
			if mode == Bronstein {
				p.word("delay")
			}
			p.word("of")
			d, ok := p.duration()
			if !ok {
				return nil, nil, p.fail(p.peek(0).pos, "want the %v time", mode)
			}
			v, err := p.value(d, uSec)
			if err != nil {
				return nil, nil, err
			}
			ex := &extraClause{mode: mode, extra: v, from: 1, pos: t.pos}
			p.perMove()
			return nil, ex, p.fromMove(ex)
		}
		// G/90, SD/30, game in 90 min
		if t.text == "g" || t.text == "sd" || t.text == "game" {
			p.i++
			if !p.sym("/") && !p.word("in") {
				return nil, nil, p.fail(p.peek(0).pos, "want \"/\" after %q", t.text)
			}
			d, ok := p.duration()
			if !ok {
				return nil, nil, p.fail(p.peek(0).pos, "want the time for the game")
			}
			v, err := p.value(d, uMin)
			if err != nil {
				return nil, nil, err
			}
			return &periodItem{Period{Time: v}, t.pos}, nil, nil
		}
		return nil, nil, p.fail(t.pos, "unexpected %q", t.text)
	}
	if t.kind != tNum {
		return nil, nil, p.fail(t.pos, "unexpected %q", t.text)
	}
	// "40 moves in 2 h"
	if w := p.peek(1); w.kind == tWord && isMoveWord(w.text) {
		n, err := p.count(t)
		if err != nil {
			return nil, nil, err
		}
		if n == 0 {
			return nil, nil, p.fail(t.pos, "a period needs at least one move")
		}
		p.i += 2
		if !p.word("in") && !p.sym("/") && !p.word("for") {
			return nil, nil, p.fail(p.peek(0).pos, "want \"in\" after the number of moves")
		}
		d, ok := p.duration()
		if !ok {
			return nil, nil, p.fail(p.peek(0).pos, "want the time for %d moves", n)
		}
		v, err := p.value(d, uMin)
		if err != nil {
			return nil, nil, err
		}
		return &periodItem{Period{Moves: n, Time: v}, t.pos}, nil, nil
	}
	d, _ := p.duration()
	// time/moves or moves/time (US) or seconds/move
	if p.peek(0).kind == tSym && p.peek(0).text == "/" {
		nt, after := p.peek(1), p.peek(2)
		switch {
		case nt.kind == tWord && isMoveWord(nt.text) || nt.kind == tWord && (nt.text == "zug"):
			p.i += 2
			return p.extraAfter(d, Increment, t.pos)
		case nt.kind == tNum && after.kind == tWord && isMoveWord(after.text):
			n, err := p.count(nt)
			if err != nil {
				return nil, nil, err
			}
			if n == 0 {
				return nil, nil, p.fail(nt.pos, "a period needs at least one move")
			}
			p.i += 3
			v, err := p.value(d, uMin)
			if err != nil {
				return nil, nil, err
			}
			return &periodItem{Period{Moves: n, Time: v}, t.pos}, nil, nil
		case nt.kind == tNum && d.unit == uNone:
			n, err := p.count(t)
			if err != nil {
				return nil, nil, err
			}
			if n == 0 {
				return nil, nil, p.fail(t.pos, "a period needs at least one move")
			}
			p.i++
			d2, _ := p.duration()
			v, err := p.value(d2, uMin)
			if err != nil {
				return nil, nil, err
			}
			return &periodItem{Period{Moves: n, Time: v}, t.pos}, nil, nil
		}
		return nil, nil, p.fail(p.peek(0).pos, "unexpected \"/\"")
	}
	// Explicit extras: "30 s per move", "30 s increment", "5 s delay".
	switch {
	case p.peek(0).kind == tWord && (p.peek(0).text == "per" || p.peek(0).text == "pro" || p.peek(0).text == "each"):
		return p.extraAfter(d, Increment, t.pos)
	case p.word("increment", "inc", "bonus", "zeitgutschrift"):
		return p.extraAfter(d, Increment, t.pos)
	case p.word("delay", "aufschub"):
		return p.extraAfter(d, Delay, t.pos)
	case p.word("bronstein"):
		p.word("delay")
		return p.extraAfter(d, Bronstein, t.pos)
	case p.phrase("us", "delay"):
		return p.extraAfter(d, Delay, t.pos)
	}
	// A bare time after "+": seconds or no unit → increment.
	if plus && havePeriod && (d.unit == uSec || d.unit == uNone) {
		return p.extraAfter(d, Increment, t.pos)
	}
	v, err := p.value(d, uMin)
	if err != nil {
		return nil, nil, err
	}
	per := Period{Time: v}
	// Optional trailers: "for 40 moves", "for the rest of the game".
	switch {
	case p.peek(0).kind == tWord && p.peek(0).text == "for" && p.peek(1).kind == tNum:
		p.i++
		nt := p.next()
		n, err := p.count(nt)
		if err != nil {
			return nil, nil, err
		}
		if n == 0 || !p.word(moveWords...) {
			return nil, nil, p.fail(nt.pos, "want a number of moves (at least 1)")
		}
		per.Moves = n
	default:
		p.restOfGame()
	}
	return &periodItem{per, t.pos}, nil, nil
}

func isMoveWord(w string) bool {
	for _, m := range moveWords {
		if w == m {
			return true
		}
	}
	return false
}

func (p *textParser) restOfGame() {
	for _, ph := range [][]string{
		{"for", "the", "rest", "of", "the", "game"},
		{"for", "the", "rest", "of", "game"},
		{"for", "rest", "of", "game"},
		{"for", "the", "remaining", "moves"},
		{"for", "all", "moves"},
		{"for", "all", "remaining", "moves"},
		{"sudden", "death"},
		{"to", "finish"},
	} {
		if p.phrase(ph...) {
			return
		}
	}
}

// perMove skips "per move", "/move", "each move".
func (p *textParser) perMove() {
	switch {
	case p.phrase("per", "move"), p.phrase("pro", "zug"), p.phrase("each", "move"), p.phrase("a", "move"):
	case p.peek(0).kind == tSym && p.peek(0).text == "/" && p.peek(1).kind == tWord && isMoveWord(p.peek(1).text):
		p.i += 2
	}
}

func (p *textParser) extraAfter(d dur, mode Mode, pos int) (*periodItem, *extraClause, error) {
	v, err := p.value(d, uSec)
	if err != nil {
		return nil, nil, err
	}
	switch mode {
	case Increment:
		p.word("increment", "inc", "bonus")
	}
	p.perMove()
	switch {
	case p.word("increment", "inc", "bonus"):
	case p.word("delay"):
		mode = Delay
	case p.word("bronstein"):
		p.word("delay")
		mode = Bronstein
	}
	p.perMove()
	ex := &extraClause{mode: mode, extra: v, from: 1, pos: pos}
	return nil, ex, p.fromMove(ex)
}

// fromMove reads an optional "from move N", "starting from move N", "after
// move N", "ab Zug N".
func (p *textParser) fromMove(ex *extraClause) error {
	p.word("starting", "beginning")
	after := false
	switch {
	case p.phrase("from", "move"), p.phrase("from", "the", "move"), p.phrase("ab", "zug"), p.phrase("from", "mv"):
	case p.phrase("after", "move"), p.phrase("nach", "zug"):
		after = true
	default:
		return nil
	}
	t := p.next()
	n, err := p.count(t)
	if err != nil {
		return err
	}
	if after {
		n++
	}
	if n < 1 {
		return p.fail(t.pos, "moves are numbered from 1")
	}
	ex.from, ex.explicit = n, true
	return nil
}
