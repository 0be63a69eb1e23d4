package pgn

import (
	"bytes"
	"errors"

	"github.com/arbiter-chess/arbiter/chess"
)

// MainLine is the lean way through a game: it reads the tags of a raw
// game and then walks the moves of its main line only, skipping comments
// and variations, without allocating. The caller reads each move (see
// ParseMove) and plays it on Pos:
//
//	var ml pgn.MainLine
//	for sc.Scan() {
//		if err := ml.Reset(sc.Raw()); err != nil { ... }
//		for ml.Next() {
//			m, err := pgn.ParseMove(&ml.Pos, ml.Token().Text)
//			if err != nil { ...; break }
//			ml.Pos.Play(m)
//		}
//		if err := ml.Err(); err != nil { ... }
//	}
//
// A MainLine can be reused for any number of games; the byte slices it
// returns point into the raw game's text.
type MainLine struct {
	// Pos is the start position after Reset; the caller plays the moves
	// on it.
	Pos    chess.Position
	lx     lexer
	raw    *RawGame
	tags   []rawTag
	tok    Token
	depth  int
	vars   bool
	result []byte
	resTok Token
	err    *Error
	done   bool
}

type rawTag struct {
	name, value []byte
	esc         bool
}

// Reset starts reading raw: it reads the tags and sets Pos to the start
// position (from the FEN and Variant tags). A problem in the FEN or the
// Variant tag is an *Error and Next then returns false; a broken tag pair
// is an *Error too, but the moves can still be read with Next.
func (m *MainLine) Reset(raw *RawGame) error {
	m.raw = raw
	m.tags = m.tags[:0]
	m.depth = 0
	m.vars = false
	m.result = nil
	m.err = nil
	m.done = false
	m.lx.reset(raw.Text, raw.Line)
	var tagErr *Error
	for {
		name, value, esc, ok, terr := m.lx.tag()
		if terr != nil {
			// A broken tag pair is reported, but the rest of the game is
			// still read: the lexer skipped the rest of its line.
			if tagErr == nil {
				tagErr = errAt(raw, *terr, 0, string(terr.Text))
			}
			continue
		}
		if !ok {
			break
		}
		m.tags = append(m.tags, rawTag{name, value, esc})
	}
	fen, variant, setup := m.Tag("FEN"), m.Tag("Variant"), m.Tag("SetUp")
	if len(fen) == 0 && len(variant) == 0 {
		m.Pos = startPos
		if tagErr != nil {
			return tagErr
		}
		return nil
	}
	p, err := startPosition(string(fen), string(variant), string(setup))
	if err != nil {
		m.err = &Error{Game: raw.Number, Line: raw.Line, Column: 1, Msg: err.Error()}
		m.done = true
		return m.err
	}
	m.Pos = p
	if tagErr != nil {
		return tagErr
	}
	return nil
}

var startPos = chess.StartPosition()

// Tag returns the value of the named tag as written (escapes not
// resolved), or nil. See TagString.
func (m *MainLine) Tag(name string) []byte {
	for i := range m.tags {
		if string(m.tags[i].name) == name {
			return m.tags[i].value
		}
	}
	return nil
}

// TagString returns the value of the named tag with escapes resolved and
// converted to UTF-8 (Latin-1 is detected), or "".
func (m *MainLine) TagString(name string) string {
	for i := range m.tags {
		if string(m.tags[i].name) == name {
			v := m.tags[i].value
			if m.tags[i].esc {
				v = unescape(nil, v)
			}
			return text(v)
		}
	}
	return ""
}

// Next advances to the next move of the main line. It returns false at
// the end of the game or at a syntax error (see Err).
func (m *MainLine) Next() bool {
	if m.done {
		return false
	}
	for {
		t := m.lx.next()
		switch t.Kind {
		case TokMove:
			if m.depth == 0 {
				m.tok = t
				return true
			}
		case TokOpen:
			m.depth++
			m.vars = true
		case TokClose:
			if m.depth == 0 {
				return m.fail(t, "unexpected ) outside a variation")
			}
			m.depth--
		case TokResult:
			if m.depth > 0 {
				return m.fail(t, "game result inside a variation")
			}
			m.result = t.Text
			m.resTok = t
			if nt := m.lx.next(); nt.Kind != TokEOF {
				return m.fail(nt, "text after the game result")
			}
			m.done = true
			return false
		case TokError:
			return m.fail(t, string(t.Text))
		case TokEOF:
			if m.depth > 0 {
				return m.fail(t, "variation not closed by )")
			}
			m.done = true
			return false
		}
	}
}

func (m *MainLine) fail(t Token, msg string) bool {
	m.err = errAt(m.raw, t, 0, msg)
	m.err.Text = string(bytes.TrimSpace(t.Text))
	m.done = true
	return false
}

// Token returns the current move token (Text is the move as written,
// glyphs removed; Line and Column its place).
func (m *MainLine) Token() *Token { return &m.tok }

// Result returns the game termination marker of the movetext, or nil if
// it has none (call after Next returned false).
func (m *MainLine) Result() []byte { return m.result }

// ResultToken returns the game termination marker's token (Kind TokEOF
// if the movetext has none).
func (m *MainLine) ResultToken() Token {
	if m.result == nil {
		return Token{}
	}
	return m.resTok
}

// Err returns the syntax error that stopped Next, if any.
func (m *MainLine) Err() *Error { return m.err }

// ErrNullMoveInCheck is the error for a null move made while in check.
var ErrNullMoveInCheck = errors.New("a null move is not possible while in check")

// ParseMove reads a move token of the movetext in p: a null move ("--",
// "Z0") or a move in SAN, read leniently (see package notation).
func ParseMove(p *chess.Position, san []byte) (chess.Move, error) {
	return parseMove(p, san)
}

// Ready reports whether the moves can be read (Reset found a usable start
// position), even if Reset returned an error for a broken tag pair.
func (m *MainLine) Ready() bool { return !m.done || m.result != nil }

// HasVariations reports whether the movetext read so far holds a
// variation (which Next skipped; ParseGame reads them).
func (m *MainLine) HasVariations() bool { return m.vars }
