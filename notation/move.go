package notation

import (
	"github.com/arbiter-chess/arbiter/chess"
)

// ReadOptions control ParseMove.
type ReadOptions struct {
	// Language of the piece letters. AutoDetect (the zero value) tries
	// English first, then German, French, Italian (and Spanish) and Dutch.
	// Figurines are read in every language.
	Language Language
	// Strict measures the text against PGN export SAN (PGN standard
	// 8.2.3) and reports each deviation as a Finding.
	Strict bool
	// AllowNull reads "--", "Z0" and "0000" as chess.NullMove.
	AllowNull bool
}

// Finding is one way in which a move text that was read differs from PGN
// export SAN (reported in strict mode only).
type Finding struct {
	Kind    string // one of the Finding* constants
	Message string // for people, naming the text and the export form
}

// Kinds of Finding.
const (
	FindingCastlingZeros      = "castling_zeros"          // 0-0 for O-O (the FIDE form, C.13)
	FindingCastlingLowerCase  = "castling_lower_case"     // o-o
	FindingMissingCapture     = "missing_capture_mark"    // ed4 for exd4 (C.9 allows it)
	FindingExtraCapture       = "capture_mark_no_capture" // x on a move that captures nothing
	FindingRedundantOrigin    = "redundant_disambiguation"
	FindingWrongOrigin        = "nonstandard_disambiguation" // e.g. N1d2 where SAN writes Nbd2
	FindingLongForm           = "long_algebraic"             // Ng1f3, e2e4 (C.8 long form)
	FindingUCI                = "uci_notation"               // g1f3: origin square without the piece letter
	FindingHyphen             = "hyphen"                     // e2-e4
	FindingPromotionWithoutEq = "promotion_without_equals"   // e8Q, e8(Q), e8/Q (C.11 form)
	FindingPromotionLowerCase = "promotion_lower_case"       // e8=q
	FindingCheckOnNonCheck    = "check_mark_on_non_check"
	FindingMateOnNonMate      = "mate_mark_on_non_mate"
	FindingMissingCheck       = "missing_check_mark"
	FindingMissingMate        = "missing_mate_mark"
	FindingDoublePlus         = "double_plus_for_mate" // ++ (C.13) for #
	FindingGlyph              = "annotation_glyph"     // ! ? !! ?? !? ?! in the move text
	FindingEnPassantMark      = "en_passant_mark"      // e.p.
	FindingForeignLetters     = "non_english_letters"  // piece letters of another language
	FindingFigurine           = "figurine"
	FindingSpace              = "space_in_move"
	FindingNullMove           = "null_move" // "--", "Z0", "0000": not part of PGN SAN
	FindingNonCanonical       = "non_canonical"
)

// languageOrder is the order AutoDetect tries languages in. Spanish reads
// exactly as Italian, so it is not tried separately.
var languageOrder = [...]Language{English, German, French, Italian, Dutch}

// ParseMove reads one move in p: SAN in the given language (or any, with
// AutoDetect), the long algebraic form of Appendix C.8 with or without
// hyphen (Ng1f3, Ng1-f3, e2e4, e5xd4, Sg1f3, Dd1xd4) or UCI (g1f3, e7e8q,
// e1g1 and, in either chess, king takes rook e1h1). Every lenient form of
// ParseSAN is accepted. In strict mode the deviations from PGN export SAN
// are returned as findings; otherwise the findings are nil. Errors are
// *SANError.
func ParseMove(p *chess.Position, text []byte, opts ReadOptions) (chess.Move, []Finding, error) {
	if m, ok := parseUCI(p, text); ok {
		var fs []Finding
		if opts.Strict {
			fs = uciFindings(p, m, text)
		}
		return m, fs, nil
	}
	var (
		firstErr error
		bestErr  *SANError
	)
	langs := languageOrder[:]
	if opts.Language != AutoDetect && opts.Language < numLanguages {
		l := opts.Language
		if l == Spanish || l == Figurine {
			l = Italian // Spanish letters; figurines are read in any language
			if opts.Language == Figurine {
				l = English
			}
		}
		langs = []Language{l}
	}
	for _, l := range langs {
		t, bad := lex(text, l)
		if bad != "" {
			if firstErr == nil {
				firstErr = &SANError{Text: string(text), Reason: ReasonUnreadable, Detail: bad}
			}
			continue
		}
		if t.flags&fNull != 0 {
			if !opts.AllowNull {
				return chess.NullMove, nil, &SANError{Text: string(text), Reason: ReasonIllegal, Detail: "null move"}
			}
			var fs []Finding
			if opts.Strict && string(text) != "--" {
				fs = append(fs, Finding{FindingNullMove, quote(text) + ": null move; PGN export tools write \"--\""})
			}
			return chess.NullMove, fs, nil
		}
		m, reason, detail := resolve(p, &t)
		if reason == "" {
			var fs []Finding
			if opts.Strict {
				fs = findings(p, m, &t, text, opts.Language)
			}
			return m, fs, nil
		}
		e := &SANError{Text: string(text), Reason: reason, Detail: detail}
		if firstErr == nil {
			firstErr = e
		}
		if bestErr == nil || reason == ReasonAmbiguous && bestErr.Reason != ReasonAmbiguous {
			bestErr = e
		}
	}
	if bestErr != nil {
		return chess.NullMove, nil, bestErr
	}
	return chess.NullMove, nil, firstErr
}

// parseUCI reads a move in UCI notation (from square, to square and an
// optional lower-case promotion letter).
func parseUCI(p *chess.Position, s []byte) (chess.Move, bool) {
	if len(s) != 4 && len(s) != 5 || !isFile(s[0]) || !isRank(s[1]) || !isFile(s[2]) || !isRank(s[3]) {
		return chess.NullMove, false
	}
	promo := chess.NoPieceType
	if len(s) == 5 {
		var ok bool
		if promo, ok = chess.PromotionFromUCI(s[4]); !ok || s[4] < 'a' { // lower case only
			return chess.NullMove, false
		}
	}
	from := chess.SquareAt(int(s[0]-'a'), int(s[1]-'1'))
	to := chess.SquareAt(int(s[2]-'a'), int(s[3]-'1'))
	return fromTo(p, from, to, promo)
}

func quote(b []byte) string { return "\"" + string(b) + "\"" }

func uciFindings(p *chess.Position, m chess.Move, text []byte) []Finding {
	if p.PieceAt(m.From()).Type() == chess.Pawn && m.Promotion() == chess.NoPieceType {
		return []Finding{{FindingLongForm, quote(text) + ": long algebraic form; PGN writes \"" + SAN(p, m) + "\""}}
	}
	return []Finding{{FindingUCI, quote(text) + ": UCI notation; PGN writes \"" + SAN(p, m) + "\""}}
}

// findings measures the token t read as m against PGN export SAN.
func findings(p *chess.Position, m chess.Move, t *token, text []byte, want Language) []Finding {
	var buf [32]byte
	san := string(AppendSAN(buf[:0], p, m))
	say := func(what string) string { return quote(text) + ": " + what + "; PGN writes \"" + san + "\"" }
	var fs []Finding
	add := func(kind, what string) { fs = append(fs, Finding{kind, say(what)}) }
	f := t.flags
	from, to := m.From(), m.To()
	if f&fCastleZero != 0 {
		add(FindingCastlingZeros, "castling written with zeros")
	}
	if f&fLowerCastle != 0 {
		add(FindingCastlingLowerCase, "castling written with lower-case o")
	}
	if f&fFigurine != 0 {
		add(FindingFigurine, "figurine in move text")
	} else if t.lang != English && f&fLetter != 0 && sanLettersDiffer(p, m, t.lang) {
		add(FindingForeignLetters, t.lang.Name()+" piece letters")
	}
	if !m.IsCastling() {
		pt := p.PieceAt(from).Type()
		capture := p.PieceAt(to) != chess.NoPiece || m.Kind() == chess.EnPassant
		if capture && f&fCapture == 0 {
			add(FindingMissingCapture, "missing x on capture")
		}
		if !capture && f&fCapture != 0 {
			add(FindingExtraCapture, "x on a move that captures nothing")
		}
		if f&fHyphen != 0 {
			add(FindingHyphen, "hyphen in move")
		}
		needFile, needRank := disambiguation(p, pt, from, to)
		if pt == chess.Pawn {
			needFile, needRank = capture, false
		}
		hasFile, hasRank := t.fromFile >= 0, t.fromRank >= 0
		switch {
		case hasFile && hasRank && !(needFile && needRank):
			if t.piece == chess.NoPieceType && pt != chess.Pawn {
				add(FindingUCI, "origin square without piece letter")
			} else {
				add(FindingLongForm, "long algebraic form")
			}
		case hasFile == needFile && hasRank == needRank:
		case (hasFile || !needFile) && (hasRank || !needRank):
			add(FindingRedundantOrigin, "redundant disambiguation")
		default:
			add(FindingWrongOrigin, "disambiguation other than PGN's file-rank order")
		}
		if t.promo != chess.NoPieceType {
			if f&(fPromoNoEq|fPromoParen|fPromoSlash) != 0 {
				add(FindingPromotionWithoutEq, "promotion without =")
			}
			if f&fPromoLower != 0 {
				add(FindingPromotionLowerCase, "lower-case promotion letter")
			}
		}
	}
	if f&fEP != 0 {
		add(FindingEnPassantMark, "e.p. in move text")
	}
	if f&fGlyph != 0 {
		add(FindingGlyph, "annotation glyph in move text")
	}
	if f&fSpace != 0 {
		add(FindingSpace, "space in move text")
	}
	mark := san[len(san)-1]
	switch {
	case mark == '#' && f&fMate == 0 && f&fCheck != 0:
		add(FindingMissingMate, "check mark on a checkmate")
	case mark == '#' && f&fMate == 0:
		add(FindingMissingMate, "missing mate mark")
	case mark == '#' && f&fDoublePlus != 0:
		add(FindingDoublePlus, "++ for checkmate")
	case mark == '+' && f&fMate != 0:
		add(FindingMateOnNonMate, "mate mark on a move that does not mate")
	case mark == '+' && f&fCheck == 0:
		add(FindingMissingCheck, "missing check mark")
	case mark != '+' && mark != '#' && f&fCheck != 0:
		add(FindingCheckOnNonCheck, "check mark on a non-check")
	case mark != '+' && mark != '#' && f&fMate != 0:
		add(FindingMateOnNonMate, "mate mark on a move that does not check")
	}
	if fs == nil && string(text) != san {
		add(FindingNonCanonical, "not PGN export SAN")
	}
	return fs
}

// sanLettersDiffer reports whether the piece letters of m differ between
// language l and English (a German pawn move or "Kf1" is English too).
func sanLettersDiffer(p *chess.Position, m chess.Move, l Language) bool {
	pt := p.PieceAt(m.From()).Type()
	if pt != chess.Pawn && letters[l][pt] != letters[English][pt] {
		return true
	}
	pr := m.Promotion()
	return pr != chess.NoPieceType && letters[l][pr] != letters[English][pr]
}

// AppendLAN appends m in the long algebraic notation of Appendix C.8 with
// the letters of language l: the piece letter (none for a pawn), the
// origin square, "x" for a capture or, if hyphen is set, "-" otherwise,
// the destination square, the promotion piece ("e7e8D" in the FIDE form,
// without "="), and "+" or "#". Castling is written 0-0 and 0-0-0 (C.13).
func AppendLAN(dst []byte, p *chess.Position, m chess.Move, l Language, hyphen bool) []byte {
	if l >= numLanguages {
		l = English
	}
	if m == chess.NullMove {
		return append(dst, "--"...)
	}
	from, to := m.From(), m.To()
	if m.IsCastling() {
		if to > from {
			dst = append(dst, "0-0"...)
		} else {
			dst = append(dst, "0-0-0"...)
		}
		return appendCheck(dst, p, m)
	}
	dst = append(dst, letters[l][p.PieceAt(from).Type()]...)
	dst = appendSquare(dst, from)
	switch {
	case p.PieceAt(to) != chess.NoPiece || m.Kind() == chess.EnPassant:
		dst = append(dst, 'x')
	case hyphen:
		dst = append(dst, '-')
	}
	dst = appendSquare(dst, to)
	if pr := m.Promotion(); pr != chess.NoPieceType {
		dst = append(dst, letters[l][pr]...)
	}
	return appendCheck(dst, p, m)
}
