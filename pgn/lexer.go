package pgn

import "bytes"

// TokenKind is the kind of a movetext token.
type TokenKind uint8

const (
	TokEOF        TokenKind = iota
	TokMove                 // a move (SAN or a null move "--" / "Z0"), glyphs removed
	TokMoveNumber           // 12. or 12... or 12
	TokNAG                  // $n or a suffix glyph (Token.NAG holds the number)
	TokComment              // {...} or ; ... (Token.Text holds the text without delimiters)
	TokOpen                 // (
	TokClose                // )
	TokResult               // 1-0, 0-1, 1/2-1/2, *
	TokError                // a syntax error (Token.Text holds the message)
)

// Token is one movetext token. Text points into the game's text and is
// valid as long as that text is.
type Token struct {
	Kind   TokenKind
	Text   []byte
	NAG    int
	Line   int
	Column int
	// Glyphs holds the NAG of suffix glyphs written right after a move
	// (e4!? → 5), 0 if none.
	Glyph int
}

// lexer tokenizes a raw game: first its tag pairs, then the movetext.
type lexer struct {
	b         []byte
	i         int
	line      int
	lineStart int
	pending   Token // a glyph split off a move, returned next
	hasPend   bool
}

func (l *lexer) reset(b []byte, line int) {
	l.b = b
	l.i = 0
	l.line = line
	l.lineStart = 0
	l.hasPend = false
}

func (l *lexer) col() int { return l.i - l.lineStart + 1 }

// skipSpace skips white space (and byte order marks), counting lines.
func (l *lexer) skipSpace() {
	for l.i < len(l.b) {
		c := l.b[l.i]
		switch {
		case c == '\n':
			l.i++
			l.line++
			l.lineStart = l.i
		case isSpace(c) || c == ',':
			l.i++ // a comma between moves (31. Nf4, Bf7) is read as a space
		case c == 0xEF && l.i+2 < len(l.b) && l.b[l.i+1] == 0xBB && l.b[l.i+2] == 0xBF:
			l.i += 3
		case c == '%' && l.i == l.lineStart:
			// % escape line: ignore to end of line
			for l.i < len(l.b) && l.b[l.i] != '\n' {
				l.i++
			}
		default:
			return
		}
	}
}

// tag reads the next tag pair. It returns ok=false when the next token is
// not a tag (the movetext begins). Value is the raw value with escapes
// still in place (see unescape); esc reports whether it has any.
func (l *lexer) tag() (name, value []byte, esc bool, ok bool, err *Token) {
	l.skipSpace()
	if l.i >= len(l.b) || l.b[l.i] != '[' {
		return nil, nil, false, false, nil
	}
	startLine, startCol := l.line, l.col()
	bad := func(msg string) (name, value []byte, esc bool, ok bool, err *Token) {
		// Skip the rest of the line so that the movetext can still be read.
		for l.i < len(l.b) && l.b[l.i] != '\n' {
			l.i++
		}
		return nil, nil, false, false, &Token{Kind: TokError, Text: []byte(msg), Line: startLine, Column: startCol}
	}
	l.i++
	for l.i < len(l.b) && (l.b[l.i] == ' ' || l.b[l.i] == '\t') {
		l.i++
	}
	s := l.i
	for l.i < len(l.b) && isTagNameByte(l.b[l.i]) {
		l.i++
	}
	name = l.b[s:l.i]
	if len(name) == 0 {
		return bad("tag pair without a name")
	}
	for l.i < len(l.b) && (l.b[l.i] == ' ' || l.b[l.i] == '\t') {
		l.i++
	}
	if l.i >= len(l.b) || l.b[l.i] != '"' {
		return bad("tag " + string(name) + ": value must be in double quotes")
	}
	l.i++
	s = l.i
	// The value ends at a quote that is not escaped and is followed by
	// optional spaces and ']'. A lone quote inside a value is kept, as
	// some programs write names like "Nick "the Hammer" Smith".
	for {
		if l.i >= len(l.b) || l.b[l.i] == '\n' {
			return bad("tag " + string(name) + ": value not closed by a double quote and ]")
		}
		c := l.b[l.i]
		if c == '\\' && l.i+1 < len(l.b) && (l.b[l.i+1] == '"' || l.b[l.i+1] == '\\') {
			esc = true
			l.i += 2
			continue
		}
		if c == '"' {
			j := l.i + 1
			for j < len(l.b) && (l.b[j] == ' ' || l.b[j] == '\t' || l.b[j] == '\r') {
				j++
			}
			if j < len(l.b) && l.b[j] == ']' {
				value = l.b[s:l.i]
				l.i = j + 1
				return name, value, esc, true, nil
			}
		}
		l.i++
	}
}

// unescape appends the tag value v with \" and \\ resolved to dst.
func unescape(dst, v []byte) []byte {
	for i := 0; i < len(v); i++ {
		if v[i] == '\\' && i+1 < len(v) && (v[i+1] == '"' || v[i+1] == '\\') {
			i++
		}
		dst = append(dst, v[i])
	}
	return dst
}

// next returns the next movetext token.
func (l *lexer) next() Token {
	if l.hasPend {
		l.hasPend = false
		return l.pending
	}
	l.skipSpace()
	if l.i >= len(l.b) {
		return Token{Kind: TokEOF, Line: l.line, Column: l.col()}
	}
	t := Token{Line: l.line, Column: l.col()}
	c := l.b[l.i]
	switch {
	case c == '{':
		l.i++
		s := l.i
		e := bytes.IndexByte(l.b[s:], '}')
		if e < 0 {
			l.i = len(l.b)
			t.Kind = TokError
			t.Text = []byte("comment not closed by }")
			return t
		}
		// count lines inside the comment
		for j := s; j < s+e; j++ {
			if l.b[j] == '\n' {
				l.line++
				l.lineStart = j + 1
			}
		}
		l.i = s + e + 1
		t.Kind = TokComment
		t.Text = l.b[s : s+e]
		return t
	case c == ';':
		l.i++
		s := l.i
		for l.i < len(l.b) && l.b[l.i] != '\n' {
			l.i++
		}
		t.Kind = TokComment
		t.Text = l.b[s:l.i]
		return t
	case c == '(':
		l.i++
		t.Kind = TokOpen
		return t
	case c == ')':
		l.i++
		t.Kind = TokClose
		return t
	case c == '$':
		l.i++
		n, s := 0, l.i
		for l.i < len(l.b) && isDigit(l.b[l.i]) && l.i-s < 4 {
			n = n*10 + int(l.b[l.i]-'0')
			l.i++
		}
		if l.i == s || n > 255 {
			t.Kind = TokError
			t.Text = []byte("$ must be followed by a number from 0 to 255")
			return t
		}
		t.Kind = TokNAG
		t.NAG = n
		return t
	case c == '!' || c == '?':
		s := l.i
		for l.i < len(l.b) && (l.b[l.i] == '!' || l.b[l.i] == '?') {
			l.i++
		}
		t.NAG = glyphNAG(l.b[s:l.i])
		if t.NAG == 0 {
			t.Kind = TokError
			t.Text = []byte("unknown annotation glyph " + string(l.b[s:l.i]))
			return t
		}
		t.Kind = TokNAG
		return t
	case c == '*':
		l.i++
		t.Kind = TokResult
		t.Text = l.b[l.i-1 : l.i]
		return t
	case isDigit(c):
		s := l.i
		for l.i < len(l.b) && isDigit(l.b[l.i]) {
			l.i++
		}
		ellipsis := l.i+2 < len(l.b) && l.b[l.i] == 0xE2 && l.b[l.i+1] == 0x80 && l.b[l.i+2] == 0xA6
		if l.i >= len(l.b) || isSpace(l.b[l.i]) || l.b[l.i] == '.' || isDelim(l.b[l.i]) || ellipsis {
			if ellipsis {
				l.i += 3 // 12… (horizontal ellipsis)
			}
			for l.i < len(l.b) && l.b[l.i] == '.' {
				l.i++
			}
			t.Kind = TokMoveNumber
			t.Text = l.b[s:l.i]
			return t
		}
		l.i = s
		e := l.symbolEnd()
		sym := l.b[s:e]
		l.i = e
		switch string(sym) {
		case "1-0", "0-1", "1/2-1/2":
			t.Kind = TokResult
			t.Text = sym
			return t
		case "1/2":
			t.Kind = TokResult // old files write a draw as 1/2
			t.Text = sym
			return t
		}
		if bytes.HasPrefix(sym, []byte("0-0")) || bytes.HasPrefix(sym, []byte("00")) {
			return l.move(t, sym) // castling written with zeros
		}
		t.Kind = TokError
		t.Text = []byte("unexpected " + quote(sym))
		return t
	case c == '-' && l.i+1 < len(l.b) && l.b[l.i+1] == '-':
		s := l.i
		l.i = l.symbolEnd()
		return l.move(t, l.b[s:l.i])
	case isLetter(c) || c >= 0x80:
		s := l.i
		l.i = l.symbolEnd()
		if l.i == s {
			l.i++
		}
		sym := l.b[s:l.i]
		if string(sym) == "e.p." || string(sym) == "ep" {
			return l.next() // "exd6 e.p.": the marker belongs to the move before
		}
		if string(sym) == "½-½" {
			t.Kind = TokResult
			t.Text = sym
			return t
		}
		return l.move(t, sym)
	case c == '}':
		// A stray } (a comment whose { went missing): skip it.
		l.i++
		return l.next()
	case c == '.' || c == '+' || c == '#':
		// Dots of a move number written apart ("16. ..Kf8") and check
		// signs written apart ("Nxd3 +") carry nothing: skip them.
		for l.i < len(l.b) && (l.b[l.i] == '.' || l.b[l.i] == '+' || l.b[l.i] == '#') {
			l.i++
		}
		if l.i < len(l.b) && !isSpace(l.b[l.i]) && !isDelim(l.b[l.i]) && c != '.' {
			break
		}
		return l.next()
	}
	l.i++
	t.Kind = TokError
	t.Text = []byte("unexpected " + quote(l.b[l.i-1:l.i]))
	return t
}

// move finishes a move token, splitting trailing glyphs off into a
// following NAG token.
func (l *lexer) move(t Token, sym []byte) Token {
	t.Kind = TokMove
	e := len(sym)
	for e > 0 && (sym[e-1] == '!' || sym[e-1] == '?') {
		e--
	}
	if e < len(sym) {
		if n := glyphNAG(sym[e:]); n != 0 {
			l.pending = Token{Kind: TokNAG, NAG: n, Line: t.Line, Column: t.Column + e}
			l.hasPend = true
		}
		sym = sym[:e]
	}
	// "f5." (a full stop after a move in an annotation), but not "e.p.".
	for len(sym) > 2 && sym[len(sym)-1] == '.' && !bytes.HasSuffix(sym, []byte("e.p.")) {
		sym = sym[:len(sym)-1]
	}
	// "dxc6ep": the en passant mark written without dots.
	if e := len(sym); e > 3 && sym[e-2] == 'e' && sym[e-1] == 'p' && isDigit(sym[e-3]) {
		sym = sym[:e-2]
	}
	t.Text = sym
	return t
}

// symbolEnd returns the end of the symbol starting at l.i: it runs to
// white space or a delimiter.
func (l *lexer) symbolEnd() int {
	i := l.i
	for i < len(l.b) && !isSpace(l.b[i]) && !isDelim(l.b[i]) {
		i++
	}
	return i
}

func isDelim(c byte) bool {
	switch c {
	case '{', '}', '(', ')', ';', '$', '[', ']', '*', ',':
		return true
	}
	return false
}

// glyphNAG maps the suffix annotations of the PGN standard (section 10)
// to their NAGs.
func glyphNAG(g []byte) int {
	switch string(g) {
	case "!":
		return 1
	case "?":
		return 2
	case "!!":
		return 3
	case "??":
		return 4
	case "!?":
		return 5
	case "?!":
		return 6
	}
	return 0
}

func quote(b []byte) string {
	if len(b) > 40 {
		b = b[:40]
	}
	return "\"" + string(b) + "\""
}
