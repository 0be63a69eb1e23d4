package notation

import (
	"fmt"

	"github.com/arbiter-chess/arbiter/chess"
)

// Reasons a move text is rejected (SANError.Reason). The Laws (Appendix C,
// and I.8 on sealed moves) tell the same three cases apart.
const (
	ReasonIllegal    = "illegal"    // the text names no legal move
	ReasonAmbiguous  = "ambiguous"  // the text fits more than one legal move
	ReasonUnreadable = "unreadable" // the text is not a move in the notation
)

// SANError reports a move text that could not be read as a legal move.
type SANError struct {
	Text   string // the move text as given
	Reason string // ReasonIllegal, ReasonAmbiguous or ReasonUnreadable
	Detail string // what exactly is wrong, for people
}

func (e *SANError) Error() string {
	if e.Detail == "" {
		return fmt.Sprintf("move %q: %s", e.Text, e.Reason)
	}
	return fmt.Sprintf("move %q: %s: %s", e.Text, e.Reason, e.Detail)
}

// Token flags: what the text showed besides the move itself.
const (
	fCapture      = 1 << iota // "x" or ":"
	fHyphen                   // "-" between origin and destination
	fCheck                    // "+"
	fMate                     // "#" or "++"
	fDoublePlus               // "++"
	fGlyph                    // "!", "?" and their pairs
	fEP                       // "e.p."
	fCastleZero               // "0-0"
	fPromoNoEq                // "e8Q"
	fPromoParen               // "e8(Q)"
	fPromoSlash               // "e8/Q"
	fPromoLower               // "e8=q"
	fNull                     // "--", "Z0", "0000"
	fLetter                   // a piece letter was written
	fFigurine                 // a figurine was written
	fPawnFigurine             // a pawn figurine was written
	fSpace                    // spaces inside the text ("exd6 e.p.")
	fLowerCastle              // "o-o"
)

// token is a move text taken apart, before the position is consulted.
type token struct {
	piece    chess.PieceType // as written; NoPieceType if no letter
	fromFile int8            // -1 if not written
	fromRank int8            // -1 if not written
	to       chess.Square
	promo    chess.PieceType
	castle   int8 // 0, or 1 + chess.KingSide / chess.QueenSide
	flags    uint32
	lang     Language // the letters the text used (English if none)
}

func isFile(c byte) bool { return c >= 'a' && c <= 'h' }
func isRank(c byte) bool { return c >= '1' && c <= '8' }

func hasSuffix(s []byte, suf string) bool {
	return len(s) >= len(suf) && string(s[len(s)-len(suf):]) == suf
}

// lex takes a move text apart with the letters of language l (figurines
// are read in every language). It returns a detail message if the text is
// not a move.
func lex(s []byte, l Language) (t token, bad string) {
	t.fromFile, t.fromRank = -1, -1
	t.lang = l
	for len(s) > 0 && (s[0] == ' ' || s[0] == '\t') {
		s = s[1:]
	}
	// Suffixes: check and mate marks, annotation glyphs, "e.p." (C.13).
strip:
	for len(s) > 0 {
		switch s[len(s)-1] {
		case '+':
			if t.flags&fCheck != 0 {
				t.flags |= fMate | fDoublePlus
			}
			t.flags |= fCheck
		case '#':
			t.flags |= fMate
		case '!', '?':
			t.flags |= fGlyph
		case ' ', '\t', '\r', '\n':
			t.flags |= fSpace
		case '.':
			if !hasSuffix(s, "e.p.") {
				break strip
			}
			t.flags |= fEP
			s = s[:len(s)-3]
		case 'p':
			// "ep" and "e.p" as some databases write the en passant mark.
			k := 0
			switch {
			case hasSuffix(s, "e.p"):
				k = 3
			case hasSuffix(s, "ep"):
				k = 2
			}
			if k == 0 || len(s) == k || !isRank(s[len(s)-k-1]) && s[len(s)-k-1] != ' ' {
				break strip
			}
			t.flags |= fEP
			s = s[:len(s)-k+1]
		default:
			break strip
		}
		s = s[:len(s)-1]
	}
	if t.flags&fDoublePlus != 0 {
		t.flags &^= fCheck
	}
	if t.flags&fMate != 0 {
		t.flags &^= fCheck
	}
	n := len(s)
	if n == 0 {
		return t, "empty move"
	}
	// Null moves: "--" (PGN export tools), "Z0" (ChessBase), "0000" (UCI).
	if string(s) == "--" || string(s) == "Z0" || string(s) == "0000" {
		t.flags |= fNull
		return t, ""
	}
	// Castling (C.13): 0-0, 0-0-0, O-O, O-O-O.
	if (n == 3 || n == 5) && (s[0] == 'O' || s[0] == '0' || s[0] == 'o') {
		ok := true
		for i := 0; i < n; i++ {
			c := s[i]
			if i%2 == 1 {
				ok = ok && c == '-'
				continue
			}
			switch c {
			case '0':
				t.flags |= fCastleZero
			case 'o':
				t.flags |= fLowerCastle
			case 'O':
			default:
				ok = false
			}
		}
		if ok {
			t.castle = 1 + chess.KingSide
			if n == 5 {
				t.castle = 1 + chess.QueenSide
			}
			return t, ""
		}
	}
	if c := s[0]; c == 'O' || c == '0' || c == 'o' {
		return t, "bad castling"
	}
	// Piece letter (C.2, C.3) or figurine.
	if pt, k := figurine(s); k > 0 {
		if pt == chess.Pawn {
			t.flags |= fPawnFigurine
		} else {
			t.piece = pt
			t.flags |= fFigurine
		}
		s = s[k:]
	} else if c := s[0]; c >= 'A' && c <= 'Z' {
		pt := pieceOf[l][c]
		if pt == chess.NoPieceType {
			return t, "unknown piece letter"
		}
		t.piece = pt
		t.flags |= fLetter
		s = s[1:]
	}
	// Promotion (C.11): e8=Q, e8Q, e8(Q), e8/Q, lower-case letters.
	n = len(s)
	if n >= 4 && s[n-1] == ')' && s[n-3] == '(' {
		pt, ok := promoLetter(s[n-2], l, &t)
		if !ok {
			return t, "bad promotion piece"
		}
		t.promo = pt
		t.flags |= fPromoParen
		s = s[:n-3]
	} else if pt, k := figurineAtEnd(s); k > 0 && n > k {
		if pt == chess.Pawn || pt == chess.King {
			return t, "bad promotion piece"
		}
		t.promo = pt
		t.flags |= fFigurine
		s = s[:n-k]
		if s[len(s)-1] == '=' {
			s = s[:len(s)-1]
		} else {
			t.flags |= fPromoNoEq
		}
	} else if n >= 3 && (s[n-1] >= 'A' && s[n-1] <= 'Z' || s[n-1] >= 'a' && s[n-1] <= 'z') && (isRank(s[n-2]) || s[n-2] == '=' || s[n-2] == '/') {
		pt, ok := promoLetter(s[n-1], l, &t)
		if !ok {
			return t, "bad promotion piece"
		}
		t.promo = pt
		s = s[:n-1]
		switch s[n-2] {
		case '=':
			s = s[:n-2]
		case '/':
			t.flags |= fPromoSlash
			s = s[:n-2]
		default:
			t.flags |= fPromoNoEq
		}
	}
	// Destination square.
	n = len(s)
	if n < 2 || !isFile(s[n-2]) || !isRank(s[n-1]) {
		return t, "no destination square"
	}
	t.to = chess.SquareAt(int(s[n-2]-'a'), int(s[n-1]-'1'))
	s = s[:n-2]
	// Capture mark or hyphen between origin and destination (C.8, C.9).
	if n = len(s); n > 0 {
		switch s[n-1] {
		case 'x', ':':
			t.flags |= fCapture
			s = s[:n-1]
		case '-':
			t.flags |= fHyphen
			s = s[:n-1]
		}
	}
	// Origin: file, rank or square (C.10, C.8).
	switch len(s) {
	case 0:
	case 1:
		switch {
		case isFile(s[0]):
			t.fromFile = int8(s[0] - 'a')
		case isRank(s[0]):
			t.fromRank = int8(s[0] - '1')
		default:
			return t, "unexpected character"
		}
	case 2:
		if !isFile(s[0]) || !isRank(s[1]) {
			return t, "unexpected characters"
		}
		t.fromFile, t.fromRank = int8(s[0]-'a'), int8(s[1]-'1')
	default:
		return t, "unexpected characters"
	}
	return t, ""
}

// promoLetter reads a promotion letter of language l, upper or lower case.
func promoLetter(c byte, l Language, t *token) (chess.PieceType, bool) {
	if c >= 'a' && c <= 'z' {
		c -= 'a' - 'A'
		t.flags |= fPromoLower
	}
	if c >= 128 {
		return chess.NoPieceType, false
	}
	pt := pieceOf[l][c]
	if pt < chess.Knight || pt > chess.Queen {
		return chess.NoPieceType, false
	}
	t.flags |= fLetter
	return pt, true
}

// resolve finds the legal move a token names. It returns the move, or a
// reason and a detail message.
func resolve(p *chess.Position, t *token) (chess.Move, string, string) {
	us := p.Turn()
	if t.castle != 0 {
		if m, ok := p.CastlingMove(int(t.castle - 1)); ok {
			return m, "", ""
		}
		return chess.NullMove, ReasonIllegal, "castling is not legal here"
	}
	if t.fromFile >= 0 && t.fromRank >= 0 {
		from := chess.SquareAt(int(t.fromFile), int(t.fromRank))
		pc := p.PieceAt(from)
		if pc == chess.NoPiece || pc.Color() != us {
			return chess.NullMove, ReasonIllegal, "no piece of the side to move on " + from.String()
		}
		want := t.piece
		if t.flags&fPawnFigurine != 0 {
			want = chess.Pawn
		}
		if want != chess.NoPieceType && pc.Type() != want {
			return chess.NullMove, ReasonIllegal, "the piece on " + from.String() + " is a " + pc.Type().String()
		}
		if m, ok := fromTo(p, from, t.to, t.promo); ok {
			return m, "", ""
		}
		return chess.NullMove, ReasonIllegal, ""
	}
	if t.piece == chess.NoPieceType || t.piece == chess.Pawn {
		return resolvePawn(p, t)
	}
	if t.promo != chess.NoPieceType {
		return chess.NullMove, ReasonIllegal, "only a pawn is promoted"
	}
	if tp := p.PieceAt(t.to); tp != chess.NoPiece && (tp.Color() == us || tp.Type() == chess.King) {
		return chess.NullMove, ReasonIllegal, ""
	}
	cands := chess.Attacks(t.piece, us, t.to, p.Occupied()) & p.Pieces(us, t.piece)
	if t.fromFile >= 0 {
		cands &= chess.FileA << uint(t.fromFile)
	}
	if t.fromRank >= 0 {
		cands &= chess.Rank1 << uint(8*t.fromRank)
	}
	found := chess.NullMove
	for ; cands != 0; cands &= cands - 1 {
		from := cands.First()
		if !p.IsLegal(chess.NewMove(from, t.to)) {
			continue
		}
		if found != chess.NullMove {
			return chess.NullMove, ReasonAmbiguous, ""
		}
		found = chess.NewMove(from, t.to)
	}
	if found == chess.NullMove {
		return chess.NullMove, ReasonIllegal, ""
	}
	return found, "", ""
}

func resolvePawn(p *chess.Position, t *token) (chess.Move, string, string) {
	us := p.Turn()
	back := -1
	if us == chess.Black {
		back = 1
	}
	toFile, toRank := t.to.File(), t.to.Rank()
	fromRank := toRank + back
	if fromRank < 0 || fromRank > 7 {
		return chess.NullMove, ReasonIllegal, ""
	}
	if t.promo == chess.NoPieceType && (toRank == 0 || toRank == 7) {
		return chess.NullMove, ReasonAmbiguous, "promotion piece missing"
	}
	var from chess.Square
	if t.fromFile >= 0 && int(t.fromFile) != toFile {
		// A capture (C.9): the origin file is written.
		if d := int(t.fromFile) - toFile; d != 1 && d != -1 {
			return chess.NullMove, ReasonIllegal, ""
		}
		from = chess.SquareAt(int(t.fromFile), fromRank)
	} else {
		// A pawn's step forward, or its double step from the start.
		from = chess.SquareAt(toFile, fromRank)
		if p.PieceAt(from) == chess.NoPiece && (toRank == 3 && us == chess.White || toRank == 4 && us == chess.Black) {
			from = chess.SquareAt(toFile, fromRank+back)
		}
	}
	if t.fromRank >= 0 && int(t.fromRank) != from.Rank() {
		return chess.NullMove, ReasonIllegal, ""
	}
	if p.PieceAt(from) != chess.MakePiece(us, chess.Pawn) {
		return chess.NullMove, ReasonIllegal, ""
	}
	if m, ok := fromTo(p, from, t.to, t.promo); ok {
		return m, "", ""
	}
	return chess.NullMove, ReasonIllegal, ""
}

// ParseSAN reads a move in English SAN leniently and returns the legal
// move it names in p. Besides PGN export SAN it accepts 0-0 and 0-0-0,
// promotions written e8Q, e8(Q), e8/Q or with a lower-case letter, the
// suffixes + # ++ ! ? !! ?? !? ?! and e.p., a missing or extra "x"
// (ed4), a "+" on a move that gives no check, a redundant disambiguation
// (Ngf3), the long forms Ng1f3, Ng1-f3 and e2e4, and figurines. Null
// moves are refused; see ParseSANNull. It does not allocate when it
// succeeds; errors are *SANError.
func ParseSAN(p *chess.Position, san []byte) (chess.Move, error) {
	return parse(p, san, English, false)
}

// ParseSANNull is ParseSAN that also reads the null move written "--",
// "Z0" or "0000" and returns chess.NullMove for it.
func ParseSANNull(p *chess.Position, san []byte) (chess.Move, error) {
	return parse(p, san, English, true)
}

func parse(p *chess.Position, san []byte, l Language, allowNull bool) (chess.Move, error) {
	t, bad := lex(san, l)
	if bad != "" {
		return chess.NullMove, &SANError{Text: string(san), Reason: ReasonUnreadable, Detail: bad}
	}
	if t.flags&fNull != 0 {
		if allowNull {
			return chess.NullMove, nil
		}
		return chess.NullMove, &SANError{Text: string(san), Reason: ReasonIllegal, Detail: "null move"}
	}
	m, reason, detail := resolve(p, &t)
	if reason != "" {
		return chess.NullMove, &SANError{Text: string(san), Reason: reason, Detail: detail}
	}
	return m, nil
}
