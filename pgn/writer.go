package pgn

import (
	"bufio"
	"io"
	"strconv"
	"strings"

	"github.com/arbiter-chess/arbiter/chess"
	"github.com/arbiter-chess/arbiter/notation"
)

// Roster is the seven-tag roster of the PGN standard (section 8.1.1), in
// export order, with the value written when a game lacks the tag.
var Roster = [7]Tag{
	{"Event", "?"}, {"Site", "?"}, {"Date", "????.??.??"}, {"Round", "?"},
	{"White", "?"}, {"Black", "?"}, {"Result", "*"},
}

// MaxLineLength is the limit of movetext lines: the writer keeps them
// shorter than this (a single word of a comment longer than that is the
// only exception, as it cannot be split).
const MaxLineLength = 80

// Writer writes games in the PGN export format.
type Writer struct {
	w    *bufio.Writer
	line []byte // the movetext line being filled
	san  []byte
	err  error
}

// NewWriter returns a Writer writing to w. Call Flush at the end.
func NewWriter(w io.Writer) *Writer { return &Writer{w: bufio.NewWriterSize(w, 1<<16)} }

// Flush writes any buffered data to the underlying writer.
func (w *Writer) Flush() error {
	if w.err != nil {
		return w.err
	}
	return w.w.Flush()
}

// WriteGame writes g: the seven-tag roster (with the standard's default
// values for missing tags, the Result tag taken from g.Result if missing),
// the other tags in their order, a blank line, the movetext and a blank
// line. Moves must be legal from g.Start, as the Reader makes them.
func (w *Writer) WriteGame(g *Game) error {
	if w.err != nil {
		return w.err
	}
	for _, r := range Roster {
		v, ok := g.Tags.Lookup(r.Name)
		if !ok {
			v = r.Value
			if r.Name == "Result" && g.Result != "" {
				v = g.Result
			}
		}
		w.tag(r.Name, v)
	}
	for _, t := range g.Tags {
		if isRoster(t.Name) {
			continue
		}
		w.tag(t.Name, t.Value)
	}
	w.w.WriteByte('\n')
	w.line = w.line[:0]
	pos := g.Start
	w.writeLine(&g.Main, pos, true)
	res := g.Result
	if res == "" {
		res = "*"
	}
	w.token(res)
	w.endLine()
	w.w.WriteByte('\n')
	_, w.err = w.w.Write(nil)
	return w.err
}

func isRoster(name string) bool {
	for _, r := range Roster {
		if r.Name == name {
			return true
		}
	}
	return false
}

// tag writes one tag pair, escaping \ and " and replacing control
// characters (which a tag value may not hold) by spaces.
func (w *Writer) tag(name, value string) {
	w.w.WriteByte('[')
	w.w.WriteString(name)
	w.w.WriteString(" \"")
	for i := 0; i < len(value); i++ {
		c := value[i]
		switch {
		case c == '\\' || c == '"':
			w.w.WriteByte('\\')
			w.w.WriteByte(c)
		case c < ' ' || c == 0x7f:
			w.w.WriteByte(' ')
		default:
			w.w.WriteByte(c)
		}
	}
	w.w.WriteString("\"]\n")
}

// writeLine writes the plies of l starting from pos.
func (w *Writer) writeLine(l *Line, pos chess.Position, main bool) {
	for _, c := range l.Comments {
		w.comment(c)
	}
	needNumber := true
	for i := range l.Plies {
		pl := &l.Plies[i]
		before := pos
		if pos.Turn() == chess.White {
			w.token(strconv.Itoa(pos.FullmoveNumber()) + ".")
		} else if needNumber {
			w.token(strconv.Itoa(pos.FullmoveNumber()) + "...")
		}
		needNumber = false
		if pl.Move == chess.NullMove {
			w.token("--")
		} else {
			w.san = notation.AppendSAN(w.san[:0], &pos, pl.Move)
			w.tokenBytes(w.san)
		}
		pos.Play(pl.Move)
		for _, n := range pl.NAGs {
			w.token("$" + strconv.Itoa(n))
		}
		for _, c := range pl.Comments {
			w.comment(c)
			needNumber = true
		}
		for j := range pl.Variations {
			w.token("(")
			w.writeLine(&pl.Variations[j], before, false)
			w.token(")")
			needNumber = true
		}
	}
}

// comment writes a comment in braces, word by word so that lines can be
// broken inside it; a comment holding } is written as a ; comment.
func (w *Writer) comment(c string) {
	if strings.IndexByte(c, '}') >= 0 {
		w.token(";" + c)
		w.endLine()
		return
	}
	words := fields(c)
	if len(words) == 0 {
		w.token("{}")
		return
	}
	for i, wd := range words {
		if i == 0 {
			wd = "{" + wd
		}
		if i == len(words)-1 {
			wd += "}"
		}
		w.token(wd)
	}
}

func (w *Writer) token(s string) {
	if len(w.line) > 0 && len(w.line)+1+len(s) >= MaxLineLength {
		w.endLine()
	}
	if len(w.line) > 0 {
		w.line = append(w.line, ' ')
	}
	w.line = append(w.line, s...)
}

func (w *Writer) tokenBytes(s []byte) {
	if len(w.line) > 0 && len(w.line)+1+len(s) >= MaxLineLength {
		w.endLine()
	}
	if len(w.line) > 0 {
		w.line = append(w.line, ' ')
	}
	w.line = append(w.line, s...)
}

func (w *Writer) endLine() {
	if len(w.line) == 0 {
		return
	}
	w.w.Write(w.line)
	w.w.WriteByte('\n')
	w.line = w.line[:0]
}
