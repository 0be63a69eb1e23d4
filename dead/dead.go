package dead

import (
	"sync"
	"time"

	"github.com/arbiter-chess/arbiter/chess"
)

// Answer is the outcome of an analysis.
type Answer uint8

const (
	// Unknown means the budget ran out before a proof either way.
	Unknown Answer = iota
	// No means the side cannot checkmate by any series of legal moves.
	No
	// Yes means some series of legal moves ends in checkmate by the side.
	Yes
)

// String returns "unknown", "no" or "yes".
func (a Answer) String() string {
	switch a {
	case Yes:
		return "yes"
	case No:
		return "no"
	}
	return "unknown"
}

// Verdict is the answer to "can this side checkmate by any series of legal
// moves?".
type Verdict struct {
	Answer Answer
	// Line is, for Yes, a series of legal moves from the position ending in
	// checkmate given by the side; it is empty when the position already is
	// such a checkmate. The line has been verified by replaying it. When
	// the verdict comes from an Analyser, Line is only valid until its next
	// call: copy it to keep it.
	Line []chess.Move
	// Reason says why, for No (the rule applied, or "search exhausted"),
	// and for Unknown (which budget ran out).
	Reason string
	// Nodes is the number of positions the search expanded.
	Nodes int
}

// Default budget.
const (
	DefaultMaxNodes = 3_000_000
)

// Options bound the work of an analysis.
type Options struct {
	// MaxNodes bounds the positions expanded per side; 0 means
	// DefaultMaxNodes.
	MaxNodes int
	// MaxTime bounds the time per side; 0 means no time limit.
	MaxTime time.Duration
	// ShortLines asks for the mating lines to be shortened (detours and
	// repeated positions cut, mates at once taken): worth it when the
	// line is shown, it costs up to a few hundred microseconds.
	ShortLines bool
}

// Option changes Options.
type Option func(*Options)

// WithMaxNodes sets the node budget per side.
func WithMaxNodes(n int) Option { return func(o *Options) { o.MaxNodes = n } }

// WithMaxTime sets the time budget per side.
func WithMaxTime(d time.Duration) Option { return func(o *Options) { o.MaxTime = d } }

// WithShortLines asks for shortened mating lines (see Options).
func WithShortLines() Option { return func(o *Options) { o.ShortLines = true } }

// Analyser decides CanMate questions, keeping its search tables between
// calls so that analysing many positions allocates nothing. It is not safe
// for concurrent use.
type Analyser struct {
	opts Options

	nodes    int
	maxNodes int
	deadline time.Time
	timeUp   bool

	line []chess.Move

	// quick search
	list     chess.MoveList
	hseen    []uint64
	hseenGen []uint32
	hexp     []chess.Position
	hexpKid  []int32
	hkids    []hchild
	hq       hqueue
	gen      uint32

	// exhaustive search
	seen   []sentry
	frames []frame
	arena  []chess.Move
	tree   []treeNode
	scores [chess.MaxMoves]int32
	moves  [chess.MaxMoves]chess.Move
	static staticAnalysis

	configMemo map[configKey]bool

	// line shortening
	spos      []chess.Position
	slast     map[uint64]int
	sline     []chess.Move
	depthW    int32 // weight of the depth in the best-first keys
	plan      *planTarget
	planFree  bool
	variant   int
	targets   []planTarget
	useStatic bool
}

// NewAnalyser returns an Analyser with the given budget.
func NewAnalyser(opts ...Option) *Analyser {
	a := &Analyser{}
	a.SetOptions(opts...)
	return a
}

// SetOptions replaces the budget.
func (a *Analyser) SetOptions(opts ...Option) {
	a.opts = Options{}
	for _, o := range opts {
		o(&a.opts)
	}
	if a.opts.MaxNodes <= 0 {
		a.opts.MaxNodes = DefaultMaxNodes
	}
}

var pool = sync.Pool{New: func() any { return NewAnalyser() }}

// CanMate reports whether side can checkmate by any series of legal moves
// from pos. The returned line is the caller's own.
func CanMate(pos *chess.Position, side chess.Color, opts ...Option) Verdict {
	a := pool.Get().(*Analyser)
	a.SetOptions(opts...)
	v := a.CanMate(pos, side)
	v.Line = append([]chess.Move(nil), v.Line...)
	pool.Put(a)
	return v
}

// CanMateAnswer is CanMate without the line: it allocates nothing.
func CanMateAnswer(pos *chess.Position, side chess.Color, opts ...Option) Answer {
	a := pool.Get().(*Analyser)
	a.SetOptions(opts...)
	ans := a.CanMate(pos, side).Answer
	pool.Put(a)
	return ans
}

// Dead reports whether pos is a dead position (Art. 5.2.2): Yes when
// neither side can checkmate by any series of legal moves (so a stalemate
// is dead and a checkmate is not), No when one side can, Unknown when the
// budget ran out first.
func Dead(pos *chess.Position, opts ...Option) Answer {
	a := pool.Get().(*Analyser)
	a.SetOptions(opts...)
	defer pool.Put(a)
	return a.Dead(pos)
}

// Dead is the Analyser form of the package-level Dead.
func (a *Analyser) Dead(pos *chess.Position) Answer {
	w := a.CanMate(pos, chess.White)
	if w.Answer == Yes {
		return No
	}
	b := a.CanMate(pos, chess.Black)
	switch {
	case b.Answer == Yes:
		return No
	case w.Answer == No && b.Answer == No:
		return Yes
	}
	return Unknown
}

// CanMate reports whether side can checkmate by any series of legal moves
// from pos.
func (a *Analyser) CanMate(pos *chess.Position, side chess.Color) Verdict {
	a.nodes = 0
	a.maxNodes = a.opts.MaxNodes
	a.timeUp = false
	a.deadline = time.Time{}
	if a.opts.MaxTime > 0 {
		a.deadline = time.Now().Add(a.opts.MaxTime)
	}
	a.line = a.line[:0]
	v := a.analyse(pos, side)
	v.Nodes = a.nodes
	if v.Answer == Yes {
		if a.opts.ShortLines {
			v.Line = a.shortLine(pos, side, v.Line)
		}
		if !VerifyLine(pos, side, v.Line) {
			// Cannot happen; never report an unverified Yes.
			return Verdict{Answer: Unknown, Reason: "internal error: mating line failed verification", Nodes: a.nodes}
		}
	}
	return v
}

// VerifyLine reports whether line is a series of legal moves from pos that
// ends with side checkmating its opponent.
func VerifyLine(pos *chess.Position, side chess.Color, line []chess.Move) bool {
	p := *pos
	for _, m := range line {
		if !p.IsLegal(m) {
			return false
		}
		p.Play(m)
	}
	return p.Turn() == side.Other() && p.IsCheckmate()
}

func (a *Analyser) analyse(pos *chess.Position, side chess.Color) Verdict {
	if !pos.HasLegalMove() {
		if pos.InCheck() {
			if pos.Turn() == side.Other() {
				return Verdict{Answer: Yes, Line: a.line[:0]}
			}
			return Verdict{Answer: No, Reason: "checkmate: the game is over (Art. 5.1.1)"}
		}
		return Verdict{Answer: No, Reason: "stalemate: the game is over (Art. 5.2.1)"}
	}
	if pos.CannotMateByMaterial(side) {
		return Verdict{Answer: No, Reason: "insufficient material"}
	}
	if a.noMateConfig(pos, side) {
		return Verdict{Answer: No, Reason: "no checkmate position exists with this material: " + configReason}
	}
	// Most positions have a short helpmate: a first, small round of the
	// quick search comes before the static analysis, which costs more than
	// the search there and proves nothing.
	if a.quickRound(pos, side, 0, firstRoundCap) {
		return Verdict{Answer: Yes, Line: a.line}
	}
	if r := a.static.proveNo(pos, side); r != "" {
		return Verdict{Answer: No, Reason: r}
	}
	// The static analysis pays inside the short searches only where pawns
	// are already locked; elsewhere it would cost much and prove nothing.
	a.useStatic = a.static.frozen.More()
	// The general quick search, then for a side with one piece the
	// planned one, then the quick search with the other weights.
	if a.quickRound(pos, side, 0, 2*quickNodeCap) || a.planned(pos, side) || a.quick(pos, side, 1) {
		return Verdict{Answer: Yes, Line: a.line}
	}
	return a.exhaust(pos, side)
}

func (a *Analyser) outOfBudget() bool {
	if a.nodes >= a.maxNodes {
		return true
	}
	if !a.deadline.IsZero() && a.nodes&1023 == 0 && time.Now().After(a.deadline) {
		a.timeUp = true
	}
	return a.timeUp
}
