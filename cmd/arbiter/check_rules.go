package main

import (
	"strings"
)

// checkEdition holds the few facts of an edition of the Laws that
// "arbiter check" needs: which automatic game ends exist and which
// articles to cite. Sources: /shared/rules/EDITIONS.md (the 1953/71,
// 2005 and 2023 texts, and the addenda for 2014 and 2018).
type checkEdition struct {
	id    string // fide2023 ...
	label string // "FIDE 2023"
	// deadPosition: a dead position ends the game at once (2005 on; the
	// 1953/71 rules had no such rule: only a 50-move claim helped).
	deadPosition bool
	// fivefold: 0 none; 1 the 2014 form (the same position after five
	// consecutive alternate moves by each player); 2 the 2018/2023 form
	// (the same position at least five times).
	fivefold int
	// seventyFive: 75 moves by each player without pawn move or capture
	// end the game (2014 on), unless the last move mates.
	seventyFive bool
	// flagCannotMate: a player whose flag falls does not lose if the
	// opponent cannot checkmate by any series of legal moves (2005 on; in
	// 1953/71 the flag fall lost even then).
	flagCannotMate bool
	// Articles.
	artMate, artStalemate, artDead, artFivefold, artSeventyFive, artFlag string
	artIllegal, artAmbiguous, artUnreadable                              string
}

// The modelled editions, newest first, with the dates they came into force.
var checkEditions = []struct {
	from string // YYYY-MM-DD
	ed   checkEdition
}{
	{"2023-01-01", checkEdition{id: "fide2023", label: "FIDE 2023", deadPosition: true, fivefold: 2, seventyFive: true, flagCannotMate: true,
		artMate: "5.1.1", artStalemate: "5.2.1", artDead: "5.2.2", artFivefold: "9.6.1", artSeventyFive: "9.6.2", artFlag: "6.9",
		artIllegal: "3.10.1", artAmbiguous: "App. C.10", artUnreadable: "8.1.1"}},
	{"2018-01-01", checkEdition{id: "fide2018", label: "FIDE 2018", deadPosition: true, fivefold: 2, seventyFive: true, flagCannotMate: true,
		artMate: "5.1.1", artStalemate: "5.2.1", artDead: "5.2.2", artFivefold: "9.6.1", artSeventyFive: "9.6.2", artFlag: "6.9",
		artIllegal: "3.10.1", artAmbiguous: "App. C.10", artUnreadable: "8.1.1"}},
	{"2014-07-01", checkEdition{id: "fide2014", label: "FIDE 2014", deadPosition: true, fivefold: 1, seventyFive: true, flagCannotMate: true,
		artMate: "5.1.a", artStalemate: "5.2.a", artDead: "5.2.b", artFivefold: "9.6.a", artSeventyFive: "9.6.b", artFlag: "6.9",
		artIllegal: "3.10", artAmbiguous: "App. C.10", artUnreadable: "8.1"}},
	{"2005-07-01", checkEdition{id: "fide2005", label: "FIDE 2005", deadPosition: true, flagCannotMate: true,
		artMate: "5.1a", artStalemate: "5.2a", artDead: "5.2b", artFlag: "6.10",
		artIllegal: "7.4a", artAmbiguous: "App. E.10", artUnreadable: "8.1"}},
	{"1953-07-01", checkEdition{id: "fide1971", label: "FIDE 1953/71",
		artMate: "11.1", artStalemate: "12.1",
		artIllegal: "9.1", artAmbiguous: "13.1", artUnreadable: "13.1"}},
}

// editionByID returns the edition named id: fide2023, fide2018, fide2014,
// fide2005 or fide1971 (also without the "fide" prefix; 1953 = 1971).
func editionByID(id string) (*checkEdition, bool) {
	id = strings.ToLower(strings.TrimPrefix(strings.ToLower(id), "fide"))
	if id == "1953" {
		id = "1971"
	}
	for i := range checkEditions {
		if checkEditions[i].ed.id == "fide"+id {
			return &checkEditions[i].ed, true
		}
	}
	return nil, false
}

// editionAt returns the edition in force at a PGN Date ("1999.05.17"):
// the newest modelled edition in force on that day. Unknown month or day
// ("1999.??.??") count as the first of the year or month. A date before
// 1953-07-01 takes the 1953/71 rules; no date, or no readable year, takes
// the 2023 Laws.
func editionAt(date []byte) *checkEdition {
	d, ok := normDate(date)
	if !ok {
		return &checkEditions[0].ed
	}
	for i := range checkEditions {
		if d >= checkEditions[i].from {
			return &checkEditions[i].ed
		}
	}
	return &checkEditions[len(checkEditions)-1].ed
}

// normDate turns "1999.05.17", "1999-05-17", "1999/05/??", "1999.??.??" or
// "1999" into "YYYY-MM-DD" with unknown parts as 01.
func normDate(b []byte) (string, bool) {
	if len(b) < 4 {
		return "", false
	}
	for _, c := range b[:4] {
		if c < '0' || c > '9' {
			return "", false
		}
	}
	part := func(i int) (string, bool) {
		if len(b) >= i+2 && (b[i-1] == '.' || b[i-1] == '-' || b[i-1] == '/') &&
			b[i] >= '0' && b[i] <= '9' && b[i+1] >= '0' && b[i+1] <= '9' && (b[i] != '0' || b[i+1] != '0') {
			return string(b[i : i+2]), true
		}
		return "01", false
	}
	mm, ok := part(5)
	dd := "01"
	if ok {
		dd, _ = part(8)
	}
	return string(b[:4]) + "-" + mm + "-" + dd, true
}

func (e *checkEdition) art(a string) string {
	if a == "" {
		return ""
	}
	if strings.HasPrefix(a, "App.") {
		return e.label + " " + a
	}
	return e.label + " Art. " + a
}
