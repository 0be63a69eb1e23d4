package notation

import "github.com/arbiter-chess/arbiter/chess"

// letterSets[l] is the set of piece letters of language l, one bit per
// upper-case letter.
var letterSets [numLanguages]uint32

func init() {
	for l := English; l < Figurine; l++ {
		for t := chess.Knight; t <= chess.King; t++ {
			letterSets[l] |= 1 << (letters[l][t][0] - 'A')
		}
	}
}

// detectOrder is the order of preference among the languages that fit.
// Languages that fit the same letters read them the same way, except for
// R (English rook, Romance king), so the order only decides the names:
// German before Dutch (they differ only in the knight), French before
// Italian (only in the bishop), Italian for Spanish (the same letters).
var detectOrder = [...]Language{English, German, Dutch, French, Italian}

// DetectLanguage decides the language of a game's move texts (Appendix
// C.3) from the piece letters they use: the first letter of a move and
// the promotion letter. It returns the first language of English, German,
// Dutch, French, Italian whose letters include every letter seen:
//
//   - Q, N or B, or R together with K, mean English;
//   - S means German, P means Dutch (as knights); L, T, D or K without a
//     knight letter read the same in both and give German;
//   - F means French, A Italian (or Spanish: the same letters); C, or R
//     with D or T, without a bishop letter give French;
//   - R alone is read as the English rook;
//   - figurines only give Figurine; no piece letter at all gives English.
//
// Letters that no single language has (such as N and S together) give
// AutoDetect: the caller should then read move by move.
func DetectLanguage(tokens [][]byte) Language {
	var seen uint32
	figurines := false
	for _, tok := range tokens {
		s := tok
		for len(s) > 0 && isSuffix(s[len(s)-1]) {
			s = s[:len(s)-1]
		}
		if len(s) < 2 {
			continue
		}
		if _, k := figurine(s); k > 0 {
			figurines = true
		} else if c := s[0]; c >= 'A' && c <= 'Z' && c != 'O' && c != 'Z' && (isFile(s[1]) || isRank(s[1]) || s[1] == 'x' || s[1] == ':') {
			seen |= 1 << (c - 'A')
		}
		// A promotion letter: "e8=D", "e8D", "e8(D)", "e8/D".
		n := len(s)
		if s[n-1] == ')' && n >= 4 && s[n-3] == '(' {
			s, n = s[:n-1], n-1
		}
		if n >= 3 {
			if c := s[n-1]; c >= 'A' && c <= 'Z' && (isRank(s[n-2]) || s[n-2] == '=' || s[n-2] == '/' || s[n-2] == '(') {
				seen |= 1 << (c - 'A')
			}
			if _, k := figurineAtEnd(s); k > 0 {
				figurines = true
			}
		}
	}
	if seen == 0 {
		if figurines {
			return Figurine
		}
		return English
	}
	for _, l := range detectOrder {
		if seen&^letterSets[l] == 0 {
			return l
		}
	}
	return AutoDetect
}

func isSuffix(c byte) bool {
	switch c {
	case '+', '#', '!', '?', ' ', '.':
		return true
	}
	return false
}
