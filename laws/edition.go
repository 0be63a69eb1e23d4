package laws

import (
	"fmt"
	"strings"
	"time"
)

// RepetitionRule is the form of the automatic draw by repetition (9.6.1).
type RepetitionRule uint8

const (
	// NoAutomaticRepetition: the edition has no automatic draw by
	// repetition; only the claim of 9.2 exists (2005, 1953/71).
	NoAutomaticRepetition RepetitionRule = iota
	// FiveOccurrences: the same position has appeared at least five times,
	// not necessarily consecutively (2018 and 2023, 9.6.1).
	FiveOccurrences
	// FiveConsecutiveAlternate: the same position has appeared for at least
	// five consecutive alternate moves by each player (2014, 9.6a): this
	// package reads it as the same position after plies n, n-4, n-8, n-12
	// and n-16.
	FiveConsecutiveAlternate
)

// FastIllegalRule is what a completed illegal move costs in rapid and blitz
// games played without full supervision (2023 A.5 / B.3 and the
// corresponding rules of the older editions).
type FastIllegalRule uint8

const (
	// FastIllegalPenalty: as 7.5.5, with the edition's penalty minutes
	// (2023: 1 minute under A.3; 2018: 2 minutes), reported before the
	// opponent's next move (A.5.2).
	FastIllegalPenalty FastIllegalRule = iota
	// FastIllegalLoses: the first completed illegal move loses when the
	// arbiter sees it or the opponent claims before making his next move,
	// draw if the opponent cannot checkmate (2014 A.4.2; 2005 blitz C3,
	// where only the opponent's claim counts).
	FastIllegalLoses
	// FastIllegalStandard: rapid illegal moves are punished as in standard
	// play but only on the opponent's claim before his next move (2005 B6).
	FastIllegalStandard
)

// Edition is one edition of the FIDE Laws of Chess as data: the rules in
// which the editions differ and which this package applies. The values
// are documented in EDITIONS_MODEL.md with the article behind each.
type Edition struct {
	ID   string // "fide2023", ...
	Name string // "FIDE Laws of Chess 2023"
	Year int

	// Cite is the prefix of every citation ("FIDE 2023").
	Cite string
	// InForce is the day the edition came into force (YYYY-MM-DD).
	InForce string

	AutomaticRepetition RepetitionRule
	SeventyFiveMoveRule bool // 9.6.2 automatic draw after 75 moves each
	DeadPositionDraw    bool // 5.2.2 dead position ends the game (not 1953/71)
	// FlagVsCannotMateDraw: a flag fall is a draw if the opponent cannot
	// checkmate (6.9); 1953/71 counts it as a loss.
	FlagVsCannotMateDraw bool
	// ResignVsCannotMateDraw: resigning is a draw if the opponent cannot
	// checkmate (5.1.2, 2023 only).
	ResignVsCannotMateDraw bool
	// DrawNeedsBothMoved: agreement only once both players have made at
	// least one move (5.2.3, 2018 and 2023).
	DrawNeedsBothMoved bool
	// ClaimLostByTouch: the claim right under 9.2/9.3 is lost for the move
	// by touching a piece under 4.3 (9.4 from 2009 on); before, by making a
	// move (2005 9.4, 1953/71 12.3).
	ClaimLostByTouch bool
	// FiftyAnnounced: the 50-move claim may rest on an announced move
	// (9.3.1); 1953/71 only on the position on the board (12.4).
	FiftyAnnounced bool
	// ClaimRegainedOnRecurrence: a repetition claim right lost by moving
	// returns when the position recurs (1953/71 12.3 commentary). The
	// computed claim is the same in every edition; the flag only changes
	// the wording of rulings.
	ClaimRegainedOnRecurrence bool

	// Penalties.
	IllegalPenalty       time.Duration // time to the opponent per illegal move (standard)
	IllegalLossAt        int           // the n-th completed illegal move loses (0: never)
	IllegalLossCanMate   bool          // the loss is a draw if the opponent cannot mate (7.5.5)
	IllegalNoPenalty     bool          // 1953/71: restore the position, no penalty
	PromotionToQueen     bool          // 7.5.2: an unreplaced pawn becomes a queen (2018 on)
	TwoHandsIsIllegal    bool          // 7.5.4 (2023)
	ClaimPenalty         time.Duration // 9.5.3: time to the opponent after an incorrect claim (standard)
	ClaimPenaltyClaimant bool          // 2005 9.5b: the claimant loses time as well
	FastPenalty          time.Duration // A.3: penalties of Art. 7 and 9 in rapid and blitz (0: as standard)
	FastIllegal          FastIllegalRule
	// BlitzFlagOnlyByClaim: in blitz a flag counts only on a player's claim
	// and only while the claimant's own flag is up (2005 C7, C8).
	BlitzFlagOnlyByClaim bool
	// BothFlagsDraw: both flags down (order unknown) is a draw in the last
	// period and the game goes on otherwise (2005 6.12; from 2014 only in
	// Guidelines III.3.1 if adopted).
	BothFlagsCoreRule bool
	// FastBothFlagsDraw: both flags down in rapid/blitz is a draw (2005 B, C9).
	FastBothFlagsDraw bool
	// IllegalPositionDraw: A.5.4 (both kings in check or a pawn on the last
	// rank still there after the next completed move: draw). 2014 on.
	IllegalPositionDraw bool
	// ColoursReversedRestart: 7.3, fewer than 10 moves by both players:
	// new game (2014 on); 2005 7.2 and 1953/71: the game continues.
	ColoursReversedRestart bool
	// DefaultTime is the default time of 6.7 when the regulations say
	// nothing (2005: one hour; from 2009: zero).
	DefaultTime time.Duration
	// SetupCutoffMoves: in unsupervised rapid, after this many moves each no
	// claim on setup or clock setting (2023 A.5.1: 10; 2005 B4: 3).
	SetupCutoffMoves int
	// QuickplayInLaws: the quickplay-finish claim is part of the Laws and
	// applies without announcement (2005 Art. 10.2, not blitz).
	QuickplayInLaws bool
	// RookThenKingAllowsCastling: 1953/71 Art. 6 commentary.
	RookThenKingAllowsCastling bool
	// HasFastRules: the edition has rapid and blitz rules.
	HasFastRules bool
}

// Editions of the Laws known to this package.
var (
	FIDE2023 = &Edition{
		ID: "fide2023", Name: "FIDE Laws of Chess 2023", Year: 2023, Cite: "FIDE 2023", InForce: "2023-01-01",
		AutomaticRepetition: FiveOccurrences, SeventyFiveMoveRule: true, DeadPositionDraw: true,
		FlagVsCannotMateDraw: true, ResignVsCannotMateDraw: true, DrawNeedsBothMoved: true,
		ClaimLostByTouch: true, FiftyAnnounced: true,
		IllegalPenalty: 2 * time.Minute, IllegalLossAt: 2, IllegalLossCanMate: true, PromotionToQueen: true,
		TwoHandsIsIllegal: true, ClaimPenalty: 2 * time.Minute, FastPenalty: time.Minute,
		FastIllegal: FastIllegalPenalty, IllegalPositionDraw: true, ColoursReversedRestart: true,
		SetupCutoffMoves: 10, HasFastRules: true,
	}
	FIDE2018 = &Edition{
		ID: "fide2018", Name: "FIDE Laws of Chess 2018", Year: 2018, Cite: "FIDE 2018", InForce: "2018-01-01",
		AutomaticRepetition: FiveOccurrences, SeventyFiveMoveRule: true, DeadPositionDraw: true,
		FlagVsCannotMateDraw: true, DrawNeedsBothMoved: true,
		ClaimLostByTouch: true, FiftyAnnounced: true,
		IllegalPenalty: 2 * time.Minute, IllegalLossAt: 2, IllegalLossCanMate: true, PromotionToQueen: true,
		ClaimPenalty: 2 * time.Minute, FastIllegal: FastIllegalPenalty, IllegalPositionDraw: true,
		ColoursReversedRestart: true, SetupCutoffMoves: 10, HasFastRules: true,
	}
	FIDE2014 = &Edition{
		ID: "fide2014", Name: "FIDE Laws of Chess 2014", Year: 2014, Cite: "FIDE 2014", InForce: "2014-07-01",
		AutomaticRepetition: FiveConsecutiveAlternate, SeventyFiveMoveRule: true, DeadPositionDraw: true,
		FlagVsCannotMateDraw: true, ClaimLostByTouch: true, FiftyAnnounced: true,
		IllegalPenalty: 2 * time.Minute, IllegalLossAt: 2, IllegalLossCanMate: true,
		ClaimPenalty: 2 * time.Minute, FastIllegal: FastIllegalLoses, IllegalPositionDraw: true,
		ColoursReversedRestart: true, SetupCutoffMoves: 10, HasFastRules: true,
	}
	FIDE2005 = &Edition{
		ID: "fide2005", Name: "FIDE Laws of Chess 2005", Year: 2005, Cite: "FIDE 2005", InForce: "2005-07-01",
		DeadPositionDraw: true, FlagVsCannotMateDraw: true, FiftyAnnounced: true,
		IllegalPenalty: 2 * time.Minute, IllegalLossAt: 3,
		ClaimPenalty: 3 * time.Minute, ClaimPenaltyClaimant: true,
		FastIllegal: FastIllegalStandard, BlitzFlagOnlyByClaim: true, BothFlagsCoreRule: true,
		FastBothFlagsDraw: true, DefaultTime: time.Hour, SetupCutoffMoves: 3, QuickplayInLaws: true,
		HasFastRules: true,
	}
	FIDE1971 = &Edition{
		ID: "fide1971", Name: "FIDE Laws of Chess 1952/53 as amended to 1971", Year: 1971, Cite: "FIDE 1953/71", InForce: "1953-07-01",
		ClaimRegainedOnRecurrence: true, IllegalNoPenalty: true, RookThenKingAllowsCastling: true,
		BothFlagsCoreRule: true,
	}
)

// EditionList lists the editions, newest first.
var EditionList = []*Edition{FIDE2023, FIDE2018, FIDE2014, FIDE2005, FIDE1971}

// EditionByID returns the edition named id ("fide2023", "2023", "fide1971",
// "1953", ...). The empty name is fide2023, the default.
func EditionByID(id string) (*Edition, error) {
	e := strings.ToLower(strings.TrimSpace(id))
	e = strings.TrimPrefix(e, "fide")
	switch e {
	case "", "2023":
		return FIDE2023, nil
	case "2018", "2017":
		return FIDE2018, nil
	case "2014":
		return FIDE2014, nil
	case "2005":
		return FIDE2005, nil
	case "1971", "1953", "1952":
		return FIDE1971, nil
	}
	return nil, fmt.Errorf("laws: unknown edition %q (want fide2023, fide2018, fide2014, fide2005 or fide1971)", id)
}

func (e *Edition) String() string { return e.ID }

// Article is a provision of one edition of the Laws, cited in rulings.
type Article struct {
	Edition string `json:"edition"` // edition ID
	Number  string `json:"number"`  // "9.6.1", "A.5.4", "III.4", "12.3 (1953/71)"
	Text    string `json:"text"`    // one-line summary of the provision
}

// String cites the article: "FIDE 2023 Art. 9.6.1".
func (a Article) String() string {
	ed, err := EditionByID(a.Edition)
	cite := a.Edition
	if err == nil {
		cite = ed.Cite
	}
	n := a.Number
	if n == "" {
		return cite
	}
	if strings.ContainsAny(n[:1], "ABCDEFGHI") {
		return cite + " " + n
	}
	return cite + " Art. " + n
}

// art returns the article number of a provision in edition e, translating
// the 2023 numbering to the edition's own where it differs.
func (e *Edition) art(n2023 string) string {
	if e.Year == 2023 || e.Year == 2018 {
		return n2023
	}
	if m, ok := oldNumbers[e.Year][n2023]; ok {
		return m
	}
	return n2023
}

// oldNumbers maps 2023 article numbers to those of older editions (for
// citations only).
var oldNumbers = map[int]map[string]string{
	2014: {
		"5.1.1": "5.1a", "5.1.2": "5.1b", "5.2.1": "5.2a", "5.2.2": "5.2b", "5.2.3": "5.2c",
		"6.9": "6.9", "7.5.1": "7.5a", "7.5.5": "7.5b", "9.1.2.3": "9.1b", "9.2": "9.2",
		"9.2.1": "9.2a", "9.2.2": "9.2b", "9.3.1": "9.3a", "9.3.2": "9.3b", "9.4": "9.4",
		"9.5.2": "9.5b", "9.5.3": "9.5c", "9.6.1": "9.6a", "9.6.2": "9.6b", "6.7.1": "6.7a",
		"7.3": "7.3", "A.5.2": "A.4.2", "A.5.3": "A.4.5", "A.5.4": "A.4.4", "A.3": "A.4.2",
		"4.3.1": "4.3a", "4.3.2": "4.3b", "4.3.3": "4.3c", "4.4.1": "4.4a", "4.4.2": "4.4b", "4.4.3": "4.4c",
		"4.5": "4.5", "6.10.2": "6.10b", "6.11": "6.12", "12.9": "12.9",
		"3.10.2": "3.10b", "8.1.1": "8.1",
	},
	2005: {
		"5.1.1": "5.1a", "5.1.2": "5.1b", "5.2.1": "5.2a", "5.2.2": "5.2b", "5.2.3": "5.2c",
		"6.9": "6.10", "6.8": "6.9", "7.5.1": "7.4a", "7.5.5": "7.4b", "9.1.2.3": "9.1c",
		"9.2": "9.2", "9.2.1": "9.2a", "9.2.2": "9.2b", "9.3.1": "9.3a", "9.3.2": "9.3b",
		"9.4": "9.4", "9.5.2": "9.5a", "9.5.3": "9.5b", "6.7.1": "6.7a", "7.3": "7.2",
		"4.3.1": "4.3a", "4.3.2": "4.3b", "4.3.3": "4.3c", "4.4.1": "4.4a", "4.4.2": "4.4b", "4.4.3": "4.4c",
		"4.5": "4.5", "6.10.2": "6.11", "6.11": "6.11", "12.9": "13.4", "III.5": "10.2",
		"III.3.1": "6.12b", "I.1.1": "A1", "I.8": "A8", "I.9.1": "A9", "6.2.1.1": "6.8a",
		"3.10.2": "7.4a", "C.10": "E.10", "8.1.1": "8.1",
	},
	1971: {
		"5.1.1": "11.1", "5.1.2": "11.2", "3.10.2": "9.1", "C.10": "13.1", "8.1.1": "13.1", "5.2.1": "12.1", "5.2.3": "12.2", "9.2": "12.3",
		"9.2.1": "12.3a", "9.2.2": "12.3", "9.3.2": "12.4", "7.5.1": "9.1", "6.9": "(commentary to 12)",
		"4.3.1": "8", "4.3.2": "8", "4.3.3": "8", "4.4.1": "6", "4.4.2": "6 (commentary)", "4.4.3": "8",
		"4.5": "8", "7.3": "(commentary to 9)", "9.5.2": "12.3",
	},
}

// Article returns the provision of edition e that has the number n2023 in
// the 2023 Laws, numbered as edition e numbers it.
func (e *Edition) Article(n2023 string) Article { return e.article(n2023, "") }

// EditionAt returns the edition in force on the day a PGN Date tag names
// ("1999.05.17", "1999-05-17", "1999.??.??", "1999"): the newest edition in
// force that day, an unknown month or day counting as the first. A date
// before 1953-07-01 takes the 1953/71 rules; no readable year takes the
// 2023 Laws.
func EditionAt(date string) *Edition {
	d, ok := isoDate(date)
	if !ok {
		return FIDE2023
	}
	for _, e := range EditionList {
		if d >= e.InForce {
			return e
		}
	}
	return FIDE1971
}

// isoDate turns "1999.05.17", "1999-05-17", "1999/05/??", "1999.??.??" or
// "1999" into "YYYY-MM-DD" with unknown parts as 01.
func isoDate(b string) (string, bool) {
	if len(b) < 4 {
		return "", false
	}
	for _, c := range []byte(b[:4]) {
		if c < '0' || c > '9' {
			return "", false
		}
	}
	part := func(i int) (string, bool) {
		if len(b) >= i+2 && (b[i-1] == '.' || b[i-1] == '-' || b[i-1] == '/') &&
			b[i] >= '0' && b[i] <= '9' && b[i+1] >= '0' && b[i+1] <= '9' && (b[i] != '0' || b[i+1] != '0') {
			return b[i : i+2], true
		}
		return "01", false
	}
	mm, ok := part(5)
	dd := "01"
	if ok {
		dd, _ = part(8)
	}
	return b[:4] + "-" + mm + "-" + dd, true
}

// article returns the Article of edition e with 2023 number n2023.
func (e *Edition) article(n2023, text string) Article {
	return Article{Edition: e.ID, Number: e.art(n2023), Text: text}
}
