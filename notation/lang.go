package notation

import (
	"strings"

	"github.com/arbiter-chess/arbiter/chess"
)

// Language selects the piece letters of Appendix C.3.
type Language uint8

// The languages of Appendix C.3, Spanish and Dutch by convention, and
// figurines. AutoDetect (the zero value) means "try each language" when
// reading; for writing it means English.
const (
	AutoDetect Language = iota
	English             // K Q R B N
	German              // K D T L S
	French              // R D T F C
	Italian             // R D T A C
	Spanish             // R D T A C, the same letters as Italian
	Dutch               // K D T L P
	Figurine            // ♔ ♕ ♖ ♗ ♘ (♚ ♛ ♜ ♝ ♞ are read as well)
	numLanguages
)

var languageNames = [numLanguages]string{"auto", "en", "de", "fr", "it", "es", "nl", "figurine"}

var languageTitles = [numLanguages]string{"auto-detected", "English", "German", "French", "Italian", "Spanish", "Dutch", "figurine"}

// Name returns the language's English name ("German").
func (l Language) Name() string {
	if l < numLanguages {
		return languageTitles[l]
	}
	return "?"
}

// String returns the language's short name: "en", "de", "fr", "it", "es",
// "nl", "figurine" or "auto".
func (l Language) String() string {
	if l < numLanguages {
		return languageNames[l]
	}
	return "?"
}

// ParseLanguage reads a language name: an ISO 639-1 code ("en", "de",
// "fr", "it", "es", "nl"), an English name ("English", "German", ...), a
// native name ("Deutsch", "français", ...), "figurine" or "auto".
func ParseLanguage(name string) (Language, bool) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "", "auto", "detect", "autodetect":
		return AutoDetect, true
	case "en", "eng", "english":
		return English, true
	case "de", "ger", "deu", "german", "deutsch":
		return German, true
	case "fr", "fra", "fre", "french", "français", "francais":
		return French, true
	case "it", "ita", "italian", "italiano":
		return Italian, true
	case "es", "spa", "spanish", "español", "espanol":
		return Spanish, true
	case "nl", "nld", "dut", "dutch", "nederlands":
		return Dutch, true
	case "figurine", "figurines", "fig", "unicode":
		return Figurine, true
	}
	return AutoDetect, false
}

// letters[l][t] is the letter (or figurine) of piece type t in language l.
var letters = [numLanguages][7]string{
	AutoDetect: {"", "", "N", "B", "R", "Q", "K"},
	English:    {"", "", "N", "B", "R", "Q", "K"},
	German:     {"", "", "S", "L", "T", "D", "K"},
	French:     {"", "", "C", "F", "T", "D", "R"},
	Italian:    {"", "", "C", "A", "T", "D", "R"},
	Spanish:    {"", "", "C", "A", "T", "D", "R"},
	Dutch:      {"", "", "P", "L", "T", "D", "K"},
	Figurine:   {"", "", "♘", "♗", "♖", "♕", "♔"},
}

// Letter returns the letter of piece type t in language l ("" for a pawn).
func (l Language) Letter(t chess.PieceType) string {
	if l >= numLanguages || t > chess.King {
		return ""
	}
	return letters[l][t]
}

// pieceOf[l][c] is the piece type of upper-case letter c in language l.
var pieceOf [numLanguages][128]chess.PieceType

func init() {
	for l := English; l < Figurine; l++ {
		for t := chess.Knight; t <= chess.King; t++ {
			pieceOf[l][letters[l][t][0]] = t
		}
	}
	pieceOf[AutoDetect] = pieceOf[English]
}

// figurine decodes a chess figurine (U+2654..U+265F) at the start of s,
// returning the piece type and the number of bytes, or 0 bytes.
func figurine(s []byte) (chess.PieceType, int) {
	if len(s) >= 3 && s[0] == 0xE2 && s[1] == 0x99 && s[2] >= 0x94 && s[2] <= 0x9F {
		// ♔♕♖♗♘♙ then ♚♛♜♝♞♟
		return [6]chess.PieceType{chess.King, chess.Queen, chess.Rook, chess.Bishop, chess.Knight, chess.Pawn}[(s[2]-0x94)%6], 3
	}
	return chess.NoPieceType, 0
}

// figurineAtEnd decodes a figurine that ends s.
func figurineAtEnd(s []byte) (chess.PieceType, int) {
	if len(s) >= 3 {
		return figurine(s[len(s)-3:])
	}
	return chess.NoPieceType, 0
}
