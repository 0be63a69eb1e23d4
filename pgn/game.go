package pgn

import (
	"io"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/arbiter-chess/arbiter/chess"
)

// Tag is one tag pair.
type Tag struct {
	Name  string
	Value string
}

// Tags are a game's tag pairs in the order read.
type Tags []Tag

// Get returns the value of the first tag with this name, or "".
func (t Tags) Get(name string) string {
	for _, x := range t {
		if x.Name == name {
			return x.Value
		}
	}
	return ""
}

// Lookup returns the value of the first tag with this name and whether
// there is one.
func (t Tags) Lookup(name string) (string, bool) {
	for _, x := range t {
		if x.Name == name {
			return x.Value, true
		}
	}
	return "", false
}

// Set sets the value of the named tag, adding it at the end if missing.
func (t *Tags) Set(name, value string) {
	for i := range *t {
		if (*t)[i].Name == name {
			(*t)[i].Value = value
			return
		}
	}
	*t = append(*t, Tag{name, value})
}

// Game is a game read in full: its tags, its starting position, its moves
// as a tree (the main line and the variations), and its result.
type Game struct {
	// Number counts games (tag sections) in the stream from 1; Line is the
	// line on which the game starts.
	Number int
	Line   int
	Tags   Tags
	// Start is the position before the first move: the initial position,
	// or the one given by the FEN tag.
	Start chess.Position
	// Main is the main line; its plies hold the variations.
	Main Line
	// Result is the game termination marker of the movetext (1-0, 0-1,
	// 1/2-1/2 or *), or the Result tag when the movetext has none.
	Result string
}

// Line is a sequence of moves: the main line or a variation. Comments
// holds the comments before its first move (or of a line without moves).
type Line struct {
	Comments []string
	Plies    []Ply
}

// Ply is one move (a half-move) with its annotations.
type Ply struct {
	Move chess.Move
	// NAGs are the numeric annotation glyphs after the move ($1 = "!");
	// suffix glyphs are read as their NAGs.
	NAGs []int
	// Comments are the comments after the move, whole (commands included).
	Comments []string
	// Variations are the alternatives to this move, each starting from the
	// position before it.
	Variations []Line
	// Clock is the time left on the mover's clock after the move, from a
	// [%clk] command; Elapsed is the time the move took, from [%emt].
	// Both are -1 when absent.
	Clock   time.Duration
	Elapsed time.Duration
	// Eval is an engine evaluation from an [%eval] command, if any.
	Eval *Eval
	// Line and Column give the move's place in the input.
	Line, Column int
}

// Eval is an engine evaluation: in pawns from White's point of view, or a
// mate in Mate moves (negative: Black mates). Depth is 0 if not given.
type Eval struct {
	Pawns float64
	Mate  int
	Depth int
}

// Reader reads games in full from a PGN stream.
type Reader struct {
	s   *Scanner
	err error
	p   parser
}

// NewReader returns a Reader reading from r.
func NewReader(r io.Reader) *Reader { return &Reader{s: NewScanner(r)} }

// Next returns the next game. At the end of input it returns io.EOF. A
// problem in one game is an *Error; the game is returned as far as it was
// read, and the next call goes on with the following game. Any other
// error is an I/O error and ends reading.
func (r *Reader) Next() (*Game, error) {
	if r.err != nil {
		return nil, r.err
	}
	if !r.s.Scan() {
		r.err = r.s.Err()
		if r.err == nil {
			r.err = io.EOF
		}
		return nil, r.err
	}
	g, err := r.p.parse(r.s.Raw())
	if err != nil {
		return g, err
	}
	return g, nil
}

// ParseGame reads one raw game in full.
func ParseGame(raw *RawGame) (*Game, error) {
	var p parser
	return p.parse(raw)
}

// parser holds what parsing games can reuse.
type parser struct {
	lx  lexer
	buf []byte
}

// errAt builds an *Error at a token.
func errAt(raw *RawGame, t Token, ply int, msg string) *Error {
	return &Error{Game: raw.Number, Line: t.Line, Column: t.Column, Ply: ply, Msg: msg}
}

// text converts bytes from the input to a string: valid UTF-8 is kept,
// anything else is read as Latin-1 (ISO-8859-1).
func text(b []byte) string {
	if utf8.Valid(b) {
		return string(b)
	}
	var sb strings.Builder
	sb.Grow(len(b) + len(b)/4)
	for _, c := range b {
		sb.WriteRune(rune(c))
	}
	return sb.String()
}

// commentText collapses runs of ASCII white space to one space and trims.
func commentText(b []byte) string {
	s := text(b)
	if !strings.ContainsAny(s, "\r\n\t\v\f") && !strings.Contains(s, "  ") &&
		(len(s) == 0 || s[0] != ' ' && s[len(s)-1] != ' ') {
		return s
	}
	return strings.Join(fields(s), " ")
}

// fields splits s at runs of ASCII white space (not at other Unicode
// spaces, which comments keep).
func fields(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\v' || r == '\f'
	})
}

// plyNumber is the half-move number of the move about to be played in p.
func plyNumber(p *chess.Position) int {
	n := 2 * (p.FullmoveNumber() - 1)
	if p.Turn() == chess.Black {
		n++
	}
	return n + 1
}

// frame is one open line while parsing: the line, and the positions
// before and after its last move.
type frame struct {
	line   *Line
	pos    chess.Position
	before chess.Position
}

func (p *parser) parse(raw *RawGame) (*Game, error) {
	g := &Game{Number: raw.Number, Line: raw.Line}
	lx := &p.lx
	lx.reset(raw.Text, raw.Line)
	for {
		name, value, esc, ok, terr := lx.tag()
		if terr != nil {
			return g, errAt(raw, *terr, 0, string(terr.Text))
		}
		if !ok {
			break
		}
		v := value
		if esc {
			p.buf = unescape(p.buf[:0], value)
			v = p.buf
		}
		g.Tags = append(g.Tags, Tag{string(name), text(v)})
	}
	start, err := startPosition(g.Tags.Get("FEN"), g.Tags.Get("Variant"), g.Tags.Get("SetUp"))
	if err != nil {
		return g, &Error{Game: raw.Number, Line: raw.Line, Column: 1, Msg: err.Error()}
	}
	g.Start = start

	stack := []frame{{line: &g.Main, pos: start}}
	for {
		t := lx.next()
		top := &stack[len(stack)-1]
		switch t.Kind {
		case TokEOF:
			if len(stack) > 1 {
				return g, errAt(raw, t, 0, "variation not closed by )")
			}
			if g.Result == "" {
				g.Result = g.Tags.Get("Result")
			}
			return g, nil
		case TokError:
			return g, errAt(raw, t, 0, string(t.Text))
		case TokMoveNumber:
		case TokMove:
			ply := plyNumber(&top.pos)
			m, err := parseMove(&top.pos, t.Text)
			if err != nil {
				e := errAt(raw, t, ply, moveErrMsg(t.Text, err))
				e.Text = string(t.Text)
				e.Reason = sanReason(err)
				return g, e
			}
			top.before = top.pos
			top.pos.Play(m)
			top.line.Plies = append(top.line.Plies, Ply{Move: m, Clock: -1, Elapsed: -1, Line: t.Line, Column: t.Column})
		case TokNAG:
			if n := len(top.line.Plies); n > 0 {
				pl := &top.line.Plies[n-1]
				pl.NAGs = append(pl.NAGs, t.NAG)
			}
		case TokComment:
			c := commentText(t.Text)
			if n := len(top.line.Plies); n > 0 {
				pl := &top.line.Plies[n-1]
				pl.Comments = append(pl.Comments, c)
				parseCommands(pl, c)
			} else {
				top.line.Comments = append(top.line.Comments, c)
			}
		case TokOpen:
			n := len(top.line.Plies)
			if n == 0 {
				return g, errAt(raw, t, 0, "variation ( before any move")
			}
			pl := &top.line.Plies[n-1]
			pl.Variations = append(pl.Variations, Line{})
			stack = append(stack, frame{line: &pl.Variations[len(pl.Variations)-1], pos: top.before})
		case TokClose:
			if len(stack) == 1 {
				return g, errAt(raw, t, 0, "unexpected ) outside a variation")
			}
			stack = stack[:len(stack)-1]
			// Pointers into the parent's plies stay valid: the parent
			// line gets no new ply while a variation of it is open.
		case TokResult:
			if len(stack) > 1 {
				return g, errAt(raw, t, 0, "game result inside a variation")
			}
			g.Result = string(t.Text)
			if g.Result == "½-½" {
				g.Result = "1/2-1/2"
			}
			// Anything after the result but white space is an error.
			if nt := lx.next(); nt.Kind != TokEOF {
				return g, errAt(raw, nt, 0, "text after the game result")
			}
			return g, nil
		}
	}
}

func moveErrMsg(san []byte, err error) string {
	if err == ErrNullMoveInCheck {
		return "move " + strconv.Quote(string(san)) + ": illegal: " + err.Error()
	}
	return err.Error()
}

// parseMove reads a move token: a null move or SAN.
func parseMove(p *chess.Position, san []byte) (chess.Move, error) {
	if isNullMove(san) {
		if p.InCheck() {
			return chess.NullMove, ErrNullMoveInCheck
		}
		return chess.NullMove, nil
	}
	return parseSAN(p, san)
}

func isNullMove(san []byte) bool {
	s := string(san)
	return s == "--" || s == "Z0" || s == "z0" || s == "@@@@" || s == "<>"
}

// startPosition returns the position a game starts from.
func startPosition(fen, variant, setup string) (chess.Position, error) {
	c960, err := variantChess960(variant)
	if err != nil {
		return chess.Position{}, err
	}
	if fen == "" || setup == "0" {
		p := chess.StartPosition()
		p.SetChess960(c960)
		return p, nil
	}
	s, err := chess.ParseFEN(strings.TrimSpace(fen))
	if err != nil {
		return chess.Position{}, err
	}
	p, _, err := chess.NewPosition(s, chess.Options{Chess960: c960, Lenient: true})
	if err != nil {
		return chess.Position{}, err
	}
	return p, nil
}

// variantChess960 reads the Variant tag: standard chess or Chess960.
func variantChess960(v string) (bool, error) {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "", "standard", "chess", "normal", "from position", "fromposition":
		return false, nil
	case "chess960", "chess 960", "960", "fischerandom", "fischer random", "fischerrandom", "frc":
		return true, nil
	}
	return false, &unsupported{v}
}

type unsupported struct{ v string }

func (u *unsupported) Error() string { return "unsupported variant " + strconv.Quote(u.v) }

// parseCommands reads [%clk], [%emt] and [%eval] from a comment.
func parseCommands(pl *Ply, c string) {
	for {
		i := strings.Index(c, "[%")
		if i < 0 {
			return
		}
		c = c[i+2:]
		j := strings.IndexByte(c, ']')
		if j < 0 {
			return
		}
		cmd := strings.Fields(c[:j])
		c = c[j+1:]
		if len(cmd) < 2 {
			continue
		}
		switch cmd[0] {
		case "clk":
			if d, ok := parseClock(cmd[1]); ok {
				pl.Clock = d
			}
		case "emt":
			if d, ok := parseClock(cmd[1]); ok {
				pl.Elapsed = d
			}
		case "eval":
			if e, ok := parseEval(cmd[1]); ok {
				pl.Eval = &e
			}
		}
	}
}

// parseClock reads H:MM:SS, MM:SS or SS with an optional fraction.
func parseClock(s string) (time.Duration, bool) {
	var parts [3]float64
	n := 0
	for f := range strings.SplitSeq(s, ":") {
		if n == 3 || f == "" {
			return 0, false
		}
		v, err := strconv.ParseFloat(f, 64)
		if err != nil || v < 0 || v > 1e7 {
			return 0, false
		}
		parts[n] = v
		n++
	}
	var secs float64
	for i := range n {
		secs = secs*60 + parts[i]
	}
	return time.Duration(secs * float64(time.Second)).Round(time.Millisecond), true
}

// parseEval reads 0.17, -1.25, #3, #-2, with an optional ",depth".
func parseEval(s string) (Eval, bool) {
	var e Eval
	if i := strings.IndexByte(s, ','); i >= 0 {
		d, err := strconv.Atoi(s[i+1:])
		if err != nil {
			return e, false
		}
		e.Depth = d
		s = s[:i]
	}
	if strings.HasPrefix(s, "#") {
		m, err := strconv.Atoi(s[1:])
		if err != nil {
			return e, false
		}
		e.Mate = m
		return e, true
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return e, false
	}
	e.Pawns = v
	return e, true
}
