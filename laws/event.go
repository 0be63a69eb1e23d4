package laws

import (
	"fmt"
	"strings"

	"github.com/arbiter-chess/arbiter/chess"
)

// EventType names an event. The JSON form uses these strings.
type EventType string

// Event types. Every event carries its instant (At, milliseconds since the
// scheduled start of the game) and who acts (By: "white", "black" or
// "arbiter").
const (
	// EvMove: the player having the move makes Move (UCI); the clock is
	// pressed at the same instant unless NoPress (6.2.1; press separately
	// with EvPress).
	EvMove EventType = "move"
	// EvPress: By presses the clock. Without a move made it is 7.5.3.
	EvPress EventType = "press"
	// EvOfferDraw, EvAcceptDraw, EvDeclineDraw: 9.1. Consent marks the
	// arbiter's consent where the regulations forbid offers (9.1.1).
	EvOfferDraw   EventType = "offer_draw"
	EvAcceptDraw  EventType = "accept_draw"
	EvDeclineDraw EventType = "decline_draw"
	// EvClaim: By claims a draw, Claim "threefold" (9.2) or "fifty" (9.3),
	// on the position on the board or, with Move, on the move he announces
	// (9.2.1, 9.3.1).
	EvClaim EventType = "claim"
	// EvResign: By resigns (5.1.2).
	EvResign EventType = "resign"
	// EvFlag: the flag of Side is established as fallen at At, by the
	// arbiter or a player's claim (By) (6.8, A.5.3, A.5.5). FellAt, if
	// given, is the instant the time ran out; it must agree with the clock.
	EvFlag EventType = "flag"
	// EvBothFlags: both flags are found down and the order cannot be
	// established (2005 6.12, C9; Guidelines III.3.1).
	EvBothFlags EventType = "both_flags"
	// EvIllegalMove: By completes (makes and presses) the illegal move Move
	// over the board (7.5.1); a pawn moved to the last rank without a
	// promotion letter is 7.5.2. The illegal position stays on the board
	// until reported.
	EvIllegalMove EventType = "illegal_move"
	// EvReport: the arbiter or the opponent (By) reports the illegal move
	// of Side (7.5.1, A.5.2).
	EvReport EventType = "report_illegal"
	// EvTwoHands: the last completed move of Side was made with two hands
	// (7.5.4), reported by By.
	EvTwoHands EventType = "two_hands"
	// EvTouch: By, having the move, deliberately touches the piece on
	// Square (4.3, 4.4).
	EvTouch EventType = "touch"
	// EvAdjust: By adjusts the piece on Square after announcing it (4.2.1,
	// j'adoube): no obligation.
	EvAdjust EventType = "adjust"
	// EvPenalty: the arbiter imposes a penalty of 12.9 on Side: Kind is
	// "warning", "opponent_time" (Ms added to the opponent), "own_time" (Ms
	// removed), "raise_opponent_score" / "reduce_score" (Points), "loss",
	// "fine", "exclusion" or "expulsion".
	EvPenalty EventType = "penalty"
	// EvAddTime: the arbiter gives Side Ms extra time (12.5, external
	// disturbance).
	EvAddTime EventType = "add_time"
	// EvClockCorrection: the arbiter sets times and move counters (6.10.2,
	// 7.1): WhiteMs, BlackMs, WhiteMoves, BlackMoves (each optional). Kind
	// "schedule" overrides the A.5.1.1 cut-off.
	EvClockCorrection EventType = "clock_correction"
	// EvPause, EvResume: the clock is stopped (6.11.1, or by a player to
	// call the arbiter, 6.11.2) and restarted by the arbiter (6.11.3).
	EvPause  EventType = "pause"
	EvResume EventType = "resume"
	// EvSeal: the player having the move (By) seals Move and stops his
	// clock (Guidelines I.1.1).
	EvSeal EventType = "seal"
	// EvResumeAdjourned: the envelope is opened and the sealed move made
	// on the board; the replier's clock starts (I.9.1). An invalid sealed
	// move loses (I.8).
	EvResumeAdjourned EventType = "resume_adjourned"
	// EvQPFRequest: the player having the move with less than 2 minutes
	// asks for a 5-second increment for both (III.4); it is a draw offer.
	EvQPFRequest EventType = "qpf_request"
	// EvQPFSwitch: the opponent declined, the arbiter agrees: the clock gets
	// a 5-second increment for both and the opponent 2 minutes (III.4).
	EvQPFSwitch EventType = "qpf_switch"
	// EvQPFClaim: the player having the move with less than 2 minutes
	// claims a draw (III.5; 2005 Art. 10.2); Kind is the arbiter's
	// decision: "draw", "postpone" (Award: the opponent gets 2 minutes) or
	// "reject" (the opponent gets 2 minutes).
	EvQPFClaim EventType = "qpf_claim"
	// EvQPFDecision: the arbiter decides a postponed claim, Kind "draw" or
	// "reject" (III.5.2).
	EvQPFDecision EventType = "qpf_decision"
	// EvArrive: By arrives at the board (6.7).
	EvArrive EventType = "arrive"
	// EvColoursReversed: the game is found to have begun with colours
	// reversed (7.3). Kind "restart" records the arbiter's decision to
	// restart where the edition leaves it to him (2005 7.2).
	EvColoursReversed EventType = "colours_reversed"
	// EvWrongSetup: the initial position is found wrong (7.2.1).
	EvWrongSetup EventType = "wrong_setup"
	// EvDeclare: the arbiter declares a result, Kind "1-0", "0-1",
	// "1/2-1/2", "0-0" or "annulled", under Article (11.3.2.2, 11.7, 11.8,
	// III.6, ...), with Reason.
	EvDeclare EventType = "declare"
)

var eventTypes = map[EventType]bool{
	EvMove: true, EvPress: true, EvOfferDraw: true, EvAcceptDraw: true, EvDeclineDraw: true,
	EvClaim: true, EvResign: true, EvFlag: true, EvBothFlags: true, EvIllegalMove: true,
	EvReport: true, EvTwoHands: true, EvTouch: true, EvAdjust: true, EvPenalty: true,
	EvAddTime: true, EvClockCorrection: true, EvPause: true, EvResume: true, EvSeal: true,
	EvResumeAdjourned: true, EvQPFRequest: true, EvQPFSwitch: true, EvQPFClaim: true,
	EvQPFDecision: true, EvArrive: true, EvColoursReversed: true, EvWrongSetup: true, EvDeclare: true,
}

// Event is one fact entered into a game. Unused fields are left empty.
type Event struct {
	Type       EventType `json:"type"`
	At         int64     `json:"at"`             // milliseconds since the scheduled start
	By         string    `json:"by,omitempty"`   // "white", "black" or "arbiter"
	Side       string    `json:"side,omitempty"` // the player concerned, where not By
	Move       string    `json:"move,omitempty"` // UCI (sealed moves: as written)
	NoPress    bool      `json:"no_press,omitempty"`
	Claim      string    `json:"claim,omitempty"` // "threefold" or "fifty"
	Square     string    `json:"square,omitempty"`
	Kind       string    `json:"kind,omitempty"`
	Ms         int64     `json:"ms,omitempty"`
	WhiteMs    *int64    `json:"white_ms,omitempty"`
	BlackMs    *int64    `json:"black_ms,omitempty"`
	WhiteMoves *int      `json:"white_moves,omitempty"`
	BlackMoves *int      `json:"black_moves,omitempty"`
	Points     *float64  `json:"points,omitempty"`
	FellAt     *int64    `json:"fell_at,omitempty"`
	Consent    bool      `json:"consent,omitempty"`
	Award      bool      `json:"award,omitempty"`
	Article    string    `json:"article,omitempty"`
	Reason     string    `json:"reason,omitempty"`
}

// FieldError is a malformed event: its index in the log (0-based), the
// field and the reason.
type FieldError struct {
	Index  int
	Field  string
	Reason string
}

func (e *FieldError) Error() string {
	if e.Field == "" {
		return fmt.Sprintf("event %d: %s", e.Index, e.Reason)
	}
	return fmt.Sprintf("event %d: field %q: %s", e.Index, e.Field, e.Reason)
}

// parseSide reads "white"/"black" (also "w"/"b").
func parseSide(s string) (chess.Color, bool) {
	switch strings.ToLower(s) {
	case "white", "w":
		return chess.White, true
	case "black", "b":
		return chess.Black, true
	}
	return 0, false
}

func sideName(c chess.Color) string {
	if c == chess.White {
		return "white"
	}
	return "black"
}

// validUCISyntax checks the shape of a UCI move ("e2e4", "e7e8q").
func validUCISyntax(s string) bool {
	if len(s) != 4 && len(s) != 5 {
		return false
	}
	if _, ok := chess.ParseSquare(s[0:2]); !ok {
		return false
	}
	if _, ok := chess.ParseSquare(s[2:4]); !ok {
		return false
	}
	if len(s) == 5 && !strings.ContainsRune("qrbnQRBN", rune(s[4])) {
		return false
	}
	return true
}

// Check validates the fields of ev that do not depend on the game: the
// type is known, the instant is not negative, By and Side name players or
// the arbiter as the type requires, squares and moves are well formed.
// idx is the event's index, used in the error.
func (ev *Event) Check(idx int) error {
	bad := func(field, format string, args ...any) error {
		return &FieldError{Index: idx, Field: field, Reason: fmt.Sprintf(format, args...)}
	}
	if !eventTypes[ev.Type] {
		return bad("type", "unknown event type %q", ev.Type)
	}
	if ev.At < 0 {
		return bad("at", "negative instant %d", ev.At)
	}
	if ev.At > 1<<44 {
		return bad("at", "instant %d out of range", ev.At)
	}
	player := func(field, v string, required bool) error {
		if v == "" {
			if required {
				return bad(field, "missing (want \"white\" or \"black\")")
			}
			return nil
		}
		if _, ok := parseSide(v); !ok {
			return bad(field, "%q is not a player (want \"white\" or \"black\")", v)
		}
		return nil
	}
	actor := func(required bool) error {
		if ev.By == "arbiter" {
			return nil
		}
		if ev.By == "" && !required {
			return nil
		}
		if _, ok := parseSide(ev.By); !ok {
			return bad("by", "%q is not \"white\", \"black\" or \"arbiter\"", ev.By)
		}
		return nil
	}
	switch ev.Type {
	case EvMove, EvIllegalMove:
		if err := player("by", ev.By, false); err != nil {
			return err
		}
		if !validUCISyntax(ev.Move) {
			return bad("move", "%q is not a move in UCI form (e2e4, e7e8q)", ev.Move)
		}
	case EvSeal:
		if err := player("by", ev.By, false); err != nil {
			return err
		}
		if ev.Move == "" {
			return bad("move", "missing sealed move")
		}
		if len(ev.Move) > 64 {
			return bad("move", "sealed move text too long")
		}
	case EvClaim:
		if err := player("by", ev.By, false); err != nil {
			return err
		}
		if ev.Claim != "threefold" && ev.Claim != "fifty" {
			return bad("claim", "%q is not \"threefold\" or \"fifty\"", ev.Claim)
		}
		if ev.Move != "" && !validUCISyntax(ev.Move) {
			return bad("move", "%q is not a move in UCI form", ev.Move)
		}
	case EvTouch, EvAdjust:
		if err := player("by", ev.By, false); err != nil {
			return err
		}
		if _, ok := chess.ParseSquare(ev.Square); !ok {
			return bad("square", "%q is not a square", ev.Square)
		}
	case EvPress, EvOfferDraw, EvAcceptDraw, EvDeclineDraw, EvResign, EvArrive, EvQPFRequest:
		if err := player("by", ev.By, true); err != nil {
			return err
		}
	case EvQPFClaim:
		if err := player("by", ev.By, false); err != nil {
			return err
		}
		switch ev.Kind {
		case "draw", "postpone", "reject":
		default:
			return bad("kind", "%q is not \"draw\", \"postpone\" or \"reject\"", ev.Kind)
		}
	case EvQPFDecision:
		if ev.Kind != "draw" && ev.Kind != "reject" {
			return bad("kind", "%q is not \"draw\" or \"reject\"", ev.Kind)
		}
	case EvFlag, EvReport, EvTwoHands:
		if err := actor(false); err != nil {
			return err
		}
		if err := player("side", ev.Side, ev.Type != EvReport); err != nil {
			return err
		}
	case EvPenalty:
		if err := player("side", ev.Side, true); err != nil {
			return err
		}
		switch ev.Kind {
		case "warning", "fine", "exclusion", "expulsion", "loss":
		case "opponent_time", "own_time":
			if ev.Ms <= 0 || ev.Ms > 1<<40 {
				return bad("ms", "time penalty %d out of range (want > 0)", ev.Ms)
			}
		case "raise_opponent_score", "reduce_score":
			if ev.Points == nil {
				return bad("points", "missing")
			}
		default:
			return bad("kind", "unknown penalty %q", ev.Kind)
		}
	case EvAddTime:
		if err := player("side", ev.Side, true); err != nil {
			return err
		}
		if ev.Ms <= 0 || ev.Ms > 1<<40 {
			return bad("ms", "time award %d out of range (want > 0)", ev.Ms)
		}
	case EvClockCorrection:
		for _, f := range []struct {
			name string
			v    *int64
		}{{"white_ms", ev.WhiteMs}, {"black_ms", ev.BlackMs}} {
			if f.v != nil && (*f.v < 0 || *f.v > 1<<40) {
				return bad(f.name, "time %d out of range", *f.v)
			}
		}
		for _, f := range []struct {
			name string
			v    *int
		}{{"white_moves", ev.WhiteMoves}, {"black_moves", ev.BlackMoves}} {
			if f.v != nil && (*f.v < 0 || *f.v > 100000) {
				return bad(f.name, "move count %d out of range", *f.v)
			}
		}
	case EvPause:
		if err := actor(false); err != nil {
			return err
		}
	case EvDeclare:
		switch ev.Kind {
		case "1-0", "0-1", "1/2-1/2", "0-0", "annulled":
		default:
			return bad("kind", "%q is not a result (1-0, 0-1, 1/2-1/2, 0-0, annulled)", ev.Kind)
		}
	}
	if ev.By != "" && ev.By != "arbiter" {
		if _, ok := parseSide(ev.By); !ok {
			return bad("by", "%q is not \"white\", \"black\" or \"arbiter\"", ev.By)
		}
	}
	if ev.Side != "" {
		if _, ok := parseSide(ev.Side); !ok {
			return bad("side", "%q is not a player", ev.Side)
		}
	}
	if ev.FellAt != nil && (*ev.FellAt < 0 || *ev.FellAt > ev.At) {
		return bad("fell_at", "instant %d not between 0 and the event's instant %d", *ev.FellAt, ev.At)
	}
	return nil
}
