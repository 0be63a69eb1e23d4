package laws

import (
	"errors"
	"fmt"
	"time"

	"github.com/arbiter-chess/arbiter/chess"
	"github.com/arbiter-chess/arbiter/clock"
	"github.com/arbiter-chess/arbiter/dead"
)

// MateOracle answers the question of 5.1.2, 5.2.2, 6.9, 7.5.5 and A.5.3:
// can side checkmate the opponent by some sequence of legal moves from p
// (a helpmate)? known is false when the oracle cannot tell; the game then
// treats the answer as "can mate" (the loss stands, the arbiter may
// correct it).
type MateOracle func(p *chess.Position, side chess.Color) (canMate bool, known bool)

// MaterialOracle is the default MateOracle: a side cannot mate when
// chess.Position.CannotMateByMaterial says so (lone king, K+N against a
// bare king, bishops on one colour only); otherwise it may.
func MaterialOracle(p *chess.Position, side chess.Color) (bool, bool) {
	if p.CannotMateByMaterial(side) {
		return false, true
	}
	return true, false
}

// OracleNodes is the node budget DeadOracle gives package dead per
// question; beyond it the answer is unknown (the arbiter decides).
var OracleNodes = 200_000

// DeadOracle is the default MateOracle: the material rule first (cheap),
// then the helpmate analysis of package dead within OracleNodes. Time is
// never used as a budget, so rulings replay deterministically.
func DeadOracle(p *chess.Position, side chess.Color) (bool, bool) {
	if p.CannotMateByMaterial(side) {
		return false, true
	}
	switch dead.CanMateAnswer(p, side, dead.WithMaxNodes(OracleNodes)) {
	case dead.Yes:
		return true, true
	case dead.No:
		return false, true
	}
	return true, false
}

// Supervision selects the rules for rapid and blitz games (A.4/A.5 for
// rapid, B.2/B.3 for blitz): whether the competition rules apply because
// an arbiter supervises the game closely, or the reduced rules of A.5.
type Supervision uint8

const (
	// Unsupervised: A.5 in rapid, B.3 in blitz (the default; most events).
	Unsupervised Supervision = iota
	// Supervised: A.4 in rapid, B.2 in blitz: the competition rules apply.
	Supervised
)

// Scoring gives the points of Art. 10 (10.1 by default: 1, ½, 0).
type Scoring struct {
	Win  float64 `json:"win"`
	Draw float64 `json:"draw"`
	Loss float64 `json:"loss"`
}

// DefaultScoring is 10.1: win 1, draw ½, loss 0.
var DefaultScoring = Scoring{Win: 1, Draw: 0.5, Loss: 0}

// Validate checks a scoring scheme: a win is worth more than a draw and a
// draw at least as much as a loss, none negative; 10.2 then limits
// arbiter-set scores to these values.
func (s Scoring) Validate() error {
	if s.Loss < 0 || s.Draw < s.Loss || s.Win <= s.Draw {
		return fmt.Errorf("laws: scoring %v-%v-%v: need win > draw >= loss >= 0 (Art. 10)", s.Win, s.Draw, s.Loss)
	}
	return nil
}

// Regulations are the tournament regulations on top of the Laws: the
// choices the Laws leave to the organiser or to the implementation. The
// zero value is a valid set of defaults (documented per field).
type Regulations struct {
	// NoDrawOffers forbids draw offers and agreements without the
	// arbiter's consent for the whole game (9.1.1).
	NoDrawOffers bool `json:"no_draw_offers,omitempty"`
	// NoDrawOffersBefore forbids them before this move number (a player
	// may offer once he has completed that many moves minus one; 30 means
	// "no offers before move 30"). 0: no restriction.
	NoDrawOffersBefore int `json:"no_draw_offers_before,omitempty"`
	// Scoring per Art. 10; zero value means DefaultScoring.
	Scoring *Scoring `json:"scoring,omitempty"`
	// DefaultTime is the default time of 6.7.1 in milliseconds; nil means
	// the edition's default (0 from 2009, one hour in 2005).
	DefaultTimeMs *int64 `json:"default_time_ms,omitempty"`
	// Supervision of rapid and blitz games (A.6, B.4); default Unsupervised
	// (A.5 / B.3).
	Supervision Supervision `json:"supervision,omitempty"`
	// BlitzSupervisedFullPenalty: under B.2 the penalties of Art. 7 and 9
	// are 2 minutes instead of the 1 minute of A.3. The Laws do not say
	// (LAWS.md ambiguity 9); default false: 1 minute, the game is still
	// blitz.
	BlitzSupervisedFullPenalty bool `json:"blitz_supervised_full_penalty,omitempty"`
	// QuickplayFinish: Guidelines III apply (III.2.1); default false. In
	// the 2005 edition Art. 10 is part of the Laws and applies regardless.
	QuickplayFinish bool `json:"quickplay_finish,omitempty"`
	// Adjournments: Guidelines I apply; default false.
	Adjournments bool `json:"adjournments,omitempty"`
	// ManualFlags: flags count only when established by an event (the
	// arbiter or a player, 6.8). Default false: the software is the clock
	// and the arbiter, so a flag counts at the instant it falls. Ignored
	// where the edition lets only a player's claim count (2005 blitz).
	ManualFlags bool `json:"manual_flags,omitempty"`
	// ManualIllegalPositions: the arbiter does not watch for the illegal
	// positions of A.5.4 himself. Default false: the software declares the
	// draw.
	ManualIllegalPositions bool `json:"manual_illegal_positions,omitempty"`
	// FiftyMoveExtension raises the 50 of the 50-move rule for the game
	// (1953/71 Art. 12.4 allowed it for specified positions, fixed before
	// the game). Honoured only with the 1953/71 edition.
	FiftyMoveExtension int `json:"fifty_move_extension,omitempty"`
	// ClaimPenaltyOverrideMs, when set, replaces the edition's time award
	// to the opponent of an incorrect claim (9.5.3).
	ClaimPenaltyOverrideMs *int64 `json:"claim_penalty_override_ms,omitempty"`
}

// Config sets up a game.
type Config struct {
	Edition *Edition // nil: FIDE2023
	Regs    Regulations
	// TimeControl of the game; the zero value (unknown) and Untimed play
	// without a clock: clock events are rejected.
	TimeControl clock.TimeControl
	// StartFEN: the initial position; "" is the standard one. Its position
	// counts as the first occurrence for repetitions and its halfmove
	// field as moves already made without capture or pawn move.
	StartFEN string
	Chess960 bool
	// Oracle answers can-mate questions; nil means DefaultOracle.
	Oracle MateOracle
}

// ErrGameOver is wrapped by the error for any event after the end.
var ErrGameOver = errors.New("the game has ended")

func (c *Config) scoring() Scoring {
	if c.Regs.Scoring != nil {
		return *c.Regs.Scoring
	}
	return DefaultScoring
}

func (c *Config) defaultTime() time.Duration {
	if c.Regs.DefaultTimeMs != nil {
		return time.Duration(*c.Regs.DefaultTimeMs) * time.Millisecond
	}
	return c.Edition.DefaultTime
}
