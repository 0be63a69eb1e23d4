package pgn

import (
	"bytes"
	"errors"
	"io"
)

// RawGame is one game as it stands in the input: its text from the first
// tag to the end of its movetext, the game number in the stream and the
// line on which it starts. Text is only valid until the next call to Scan.
type RawGame struct {
	Number int
	Line   int
	Text   []byte
}

// MaxGameSize bounds the text of one game, which keeps memory bounded
// whatever the input holds. A longer game stops the scan with an error.
const MaxGameSize = 64 << 20

// Scanner splits a PGN stream into raw games at tag-section boundaries.
// A game begins at a line starting with '[' outside a comment once the
// current game has movetext or a blank line after its tags; a game with
// blank lines between its tags and its movetext stays one game. Inside an
// unclosed { comment, a line that looks like a tag ([Name "...) after a
// blank line still begins a new game, so one broken game cannot swallow
// the rest of the file.
type Scanner struct {
	r    io.Reader
	buf  []byte
	off  int // start of the unread data in buf
	end  int // end of the data in buf
	eof  bool
	err  error
	line int // line number at buf[off]
	game int
	raw  RawGame
	bom  bool // stream start checked for a byte order mark
	// Bytes counts the input bytes consumed so far.
	Bytes int64
}

// NewScanner returns a Scanner reading from r.
func NewScanner(r io.Reader) *Scanner {
	return &Scanner{r: r, buf: make([]byte, 1<<16), line: 1}
}

// Err returns the first I/O error met, or nil at a clean end of input.
func (s *Scanner) Err() error {
	if s.err == io.EOF {
		return nil
	}
	return s.err
}

// Raw returns the game found by the last call to Scan.
func (s *Scanner) Raw() *RawGame { return &s.raw }

// errTooLong is returned (inside a RawGame error) for oversized games.
var errTooLong = errors.New("pgn: game longer than MaxGameSize")

// fill reads more input, keeping buf[keep:end]. It returns the shift
// applied to offsets into buf, and false at the end of input.
func (s *Scanner) fill(keep int) (shift int, ok bool) {
	if s.eof {
		return 0, false
	}
	if keep > 0 {
		copy(s.buf, s.buf[keep:s.end])
		s.end -= keep
		s.off -= keep
		shift = keep
	}
	if s.end == len(s.buf) {
		if len(s.buf) >= MaxGameSize {
			s.err = errTooLong
			s.eof = true
			return shift, false
		}
		nb := make([]byte, 2*len(s.buf))
		copy(nb, s.buf[:s.end])
		s.buf = nb
	}
	for {
		n, err := s.r.Read(s.buf[s.end:])
		s.end += n
		s.Bytes += int64(n)
		if err != nil {
			s.eof = true
			if err != io.EOF {
				s.err = err
			}
			return shift, n > 0
		}
		if n > 0 {
			return shift, true
		}
	}
}

// Scan finds the next game. It returns false at the end of input or on an
// I/O error (see Err).
func (s *Scanner) Scan() bool {
	if !s.bom {
		s.bom = true
		for s.end-s.off < 3 && !s.eof {
			s.fill(s.off)
		}
		if bytes.HasPrefix(s.buf[s.off:s.end], bom) {
			s.off += 3
		}
	}
	// Skip blank lines before the game.
	for {
		i := s.off
		for i < s.end && isSpace(s.buf[i]) {
			if s.buf[i] == '\n' {
				s.line++
				s.off = i + 1
			}
			i++
		}
		if i < s.end {
			break
		}
		if _, ok := s.fill(s.off); !ok {
			if s.end > s.off {
				break // trailing spaces without a newline: nothing left
			}
			return false
		}
	}
	if s.end <= s.off || onlySpace(s.buf[s.off:s.end]) && s.eof {
		s.off = s.end
		return false
	}

	start := s.off
	startLine := s.line
	pos := start // start of the line being examined
	lines := 0
	var (
		inBrace   bool
		started   bool
		sawMoves  bool
		blankTags bool // a blank line after the tags
		prevBlank bool
		hasTags   bool
		ended     bool // the last movetext line ended with a result
	)
	for {
		nl := bytes.IndexByte(s.buf[pos:s.end], '\n')
		if nl < 0 && !s.eof {
			shift, _ := s.fill(start)
			start -= shift
			pos -= shift
			if s.err == errTooLong {
				s.raw = RawGame{Number: s.game + 1, Line: startLine, Text: nil}
				return false
			}
			continue
		}
		lineEnd := s.end
		next := s.end
		if nl >= 0 {
			lineEnd = pos + nl
			next = lineEnd + 1
		}
		ln := s.buf[pos:lineEnd]
		if pos == lineEnd && nl < 0 {
			break // end of input
		}
		c, ci := firstNonSpace(ln)
		blank := ci < 0
		switch {
		case inBrace:
			if prevBlank && looksLikeTag(ln[max(ci, 0):]) {
				goto boundary
			}
			if j := bytes.IndexByte(ln, '}'); j >= 0 {
				inBrace, ended = scanMovetextLine(ln[j+1:])
			}
		case blank:
			if started && !sawMoves {
				blankTags = true
			}
		case c == '[':
			if started && (sawMoves || blankTags) {
				goto boundary
			}
			started = true
			hasTags = true
			if tl := bytes.TrimRight(ln, " \t\r"); tl[len(tl)-1] != ']' {
				// movetext on the tag line: [Result "1-0"] e4 1-0
				sawMoves = true
				inBrace, ended = scanMovetextLine(ln[bytes.LastIndexByte(ln, ']')+1:])
			}
		case c == '%' && ci == 0:
			// escape line: ignored
		default:
			if ended && !hasTags {
				// Games without tags, one after the other, each ended
				// by its result.
				goto boundary
			}
			started = true
			sawMoves = true
			inBrace, ended = scanMovetextLine(ln)
		}
		prevBlank = blank
		lines++
		pos = next
		if nl < 0 {
			break
		}
		continue
	boundary:
		break
	}
	// The game is buf[start:pos]; trailing blank lines stay with it.
	s.game++
	s.raw = RawGame{Number: s.game, Line: startLine, Text: s.buf[start:pos]}
	s.off = pos
	s.line = startLine + lines
	return true
}

// scanMovetextLine reports whether a movetext line leaves a { comment
// open, and whether it ends with a game termination marker.
func scanMovetextLine(ln []byte) (open, result bool) {
	for {
		b := bytes.IndexByte(ln, '{')
		sc := bytes.IndexByte(ln, ';')
		if sc >= 0 && (b < 0 || sc < b) {
			return false, false // the rest of the line is a ; comment
		}
		if b < 0 {
			return false, endsWithResult(ln)
		}
		e := bytes.IndexByte(ln[b+1:], '}')
		if e < 0 {
			return true, false
		}
		ln = ln[b+1+e+1:]
	}
}

// endsWithResult reports whether the line's last token is a result.
func endsWithResult(ln []byte) bool {
	ln = bytes.TrimRight(ln, " \t\r")
	for _, r := range [...]string{"1-0", "0-1", "1/2-1/2", "*"} {
		if bytes.HasSuffix(ln, []byte(r)) {
			k := len(ln) - len(r)
			return k == 0 || isSpace(ln[k-1]) || ln[k-1] == ')' || ln[k-1] == '}' || ln[k-1] == '.'
		}
	}
	return false
}

// looksLikeTag reports whether a line begins like a tag pair: [Name "
func looksLikeTag(ln []byte) bool {
	if len(ln) < 4 || ln[0] != '[' || !isLetter(ln[1]) {
		return false
	}
	i := 2
	for i < len(ln) && isTagNameByte(ln[i]) {
		i++
	}
	for i < len(ln) && (ln[i] == ' ' || ln[i] == '\t') {
		i++
	}
	return i < len(ln) && ln[i] == '"'
}

var bom = []byte{0xEF, 0xBB, 0xBF}

func firstNonSpace(ln []byte) (byte, int) {
	for i := 0; i < len(ln); i++ {
		c := ln[i]
		if isSpace(c) {
			continue
		}
		if c == 0xEF && i+2 < len(ln) && ln[i+1] == 0xBB && ln[i+2] == 0xBF {
			i += 2 // a byte order mark of a concatenated file
			continue
		}
		return c, i
	}
	return 0, -1
}

func onlySpace(b []byte) bool {
	for _, c := range b {
		if !isSpace(c) {
			return false
		}
	}
	return true
}

func isSpace(c byte) bool {
	// NUL and Ctrl-Z (a DOS end of file) pad some files.
	return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f' || c == 0 || c == 0x1a
}

func isLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isTagNameByte(c byte) bool { return isLetter(c) || isDigit(c) || c == '_' }
