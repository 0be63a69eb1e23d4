package dead

import "github.com/arbiter-chess/arbiter/chess"

// Checkmate configurations for a side with a king and minor pieces.
//
// When the side has no pawns, its material can only shrink. If it has a
// king and one knight, or a king and bishops all on squares of one colour,
// every checkmate it could ever give is delivered by one of those pieces,
// and the defending king's flight squares must be covered by the side or
// blocked by the defender's own men. The defender's men can only shrink
// too, except that its pawns may promote to anything.
//
// noMateConfig enumerates every placement of the defending king, the
// checking piece and the side's king, and asks whether the defender's
// units could fill the remaining flight squares without spoiling the mate
// (taking the checker, interposing, or attacking the side's king, which
// would make the position illegal). It is generous wherever it is unsure:
// an attack along a line with an empty square on it counts as blockable
// when the defender has men to spare or the side has more bishops; a man
// on a diagonal next to the king counts as possibly pinned when the side
// has more bishops. So every real checkmate has a placement that passes,
// and when none does, the side can never checkmate.

const configReason = "a king and one knight, or bishops of one colour, cannot mate against these men"

// unit kinds a defender's man may be in a mate position.
const (
	ukPawn = iota
	ukKnight
	ukLightBishop
	ukDarkBishop
	ukRook
	ukQueen
	ukKinds
)

// defenderUnits counts the defender's men other than the king by kind;
// pawns are wild (they may stay pawns or promote to anything).
type defenderUnits struct {
	fixed [ukKinds]int
	wild  int
}

func (d *defenderUnits) total() int {
	n := d.wild
	for _, c := range d.fixed {
		n += c
	}
	return n
}

// kinds returns a bit per kind the defender may have.
func (d *defenderUnits) kinds() uint8 {
	if d.wild > 0 {
		return 1<<ukKinds - 1
	}
	var m uint8
	for kind, c := range d.fixed {
		if c > 0 {
			m |= 1 << kind
		}
	}
	return m
}

// configKey identifies the question by material.
type configKey struct {
	piece   chess.PieceType // Knight or Bishop
	light   bool            // bishops on light squares
	bishops int
	units   defenderUnits
}

// configEligible reports whether noMateConfig applies to side in pos and
// returns its key.
func configEligible(pos *chess.Position, side chess.Color) (configKey, bool) {
	own := pos.ByColor(side)
	if own&(pos.ByType(chess.Pawn)|pos.ByType(chess.Rook)|pos.ByType(chess.Queen)) != 0 {
		return configKey{}, false
	}
	return materialKey(pos, side)
}

// materialKey describes the side's one piece (or bishops of one colour)
// and the defender's men; false when the side has pawns or more pieces.
func materialKey(pos *chess.Position, side chess.Color) (configKey, bool) {
	var k configKey
	own := pos.ByColor(side)
	if own&pos.ByType(chess.Pawn) != 0 {
		return k, false
	}
	knights := own & pos.ByType(chess.Knight)
	bishops := own & pos.ByType(chess.Bishop)
	heavy := own & (pos.ByType(chess.Rook) | pos.ByType(chess.Queen))
	switch {
	case heavy != 0:
		if heavy.More() || knights|bishops != 0 {
			return k, false
		}
		k.piece = pos.PieceAt(heavy.First()).Type()
	case knights != 0 && bishops == 0 && !knights.More():
		k.piece = chess.Knight
	case knights == 0 && bishops != 0 && (bishops&chess.LightSquares == 0 || bishops&chess.DarkSquares == 0):
		k.piece = chess.Bishop
		k.light = bishops&chess.LightSquares != 0
		k.bishops = bishops.Count()
	default:
		return k, false
	}
	opp := pos.ByColor(side.Other())
	for b := opp &^ pos.ByType(chess.King); b != 0; b &= b - 1 {
		s := b.First()
		switch pos.PieceAt(s).Type() {
		case chess.Pawn:
			k.units.wild++
		case chess.Knight:
			k.units.fixed[ukKnight]++
		case chess.Bishop:
			if chess.LightSquares.Has(s) {
				k.units.fixed[ukLightBishop]++
			} else {
				k.units.fixed[ukDarkBishop]++
			}
		case chess.Rook:
			k.units.fixed[ukRook]++
		case chess.Queen:
			k.units.fixed[ukQueen]++
		}
	}
	return k, true
}

// noMateConfig reports whether no checkmate by side can exist with the
// material of pos (see above); false when the rule does not apply.
func (a *Analyser) noMateConfig(pos *chess.Position, side chess.Color) bool {
	key, ok := configEligible(pos, side)
	if !ok {
		return false
	}
	if a.configMemo == nil {
		a.configMemo = map[configKey]bool{}
	}
	if r, ok := a.configMemo[key]; ok {
		return r
	}
	r := !mateConfigExists(&key, side)
	a.configMemo[key] = r
	return r
}

// mateConfigExists searches for a placement passing the test above.
func mateConfigExists(key *configKey, side chess.Color) bool {
	loser := side.Other()
	n := key.units.total()
	moreBishops := key.piece == chess.Bishop && key.bishops > 1
	var colour chess.Bitboard = ^chess.Bitboard(0)
	if key.piece == chess.Bishop {
		colour = chess.DarkSquares
		if key.light {
			colour = chess.LightSquares
		}
	}
	for k := chess.Square(0); k < 64; k++ {
		checkers := pieceAttacks(key.piece, k, 0) & colour
		flights := chess.KingAttacks(k)
		for cb := checkers; cb != 0; cb &= cb - 1 {
			c := cb.First()
			for w := chess.Square(0); w < 64; w++ {
				if w == c || w == k || flights.Has(w) {
					continue
				}
				occ0 := w.Bitboard() | c.Bitboard()
				between := chess.Between(c, k)
				if between&occ0 != 0 {
					continue // the check is blocked by the side's king
				}
				if flights.Has(c) && !chess.KingAttacks(w).Has(c) {
					continue // the king takes the checker
				}
				covered := chess.KingAttacks(w) | pieceAttacks(key.piece, c, occ0)
				if moreBishops {
					covered |= colour // another bishop might cover these
				}
				need := flights &^ covered &^ c.Bitboard()
				if need.Count() > n {
					continue
				}
				occ := occ0 | k.Bitboard() | need
				spare := n - need.Count()
				if moreBishops {
					spare = 5 // another bishop may shield as well
				}
				if fillable(key, loser, need, occ, k, c, w, between, spare, moreBishops) {
					return true
				}
			}
		}
	}
	return false
}

// fillable reports whether the squares of need can each hold a defender's
// unit that spoils nothing, with the units available.
func fillable(key *configKey, loser chess.Color, need, occ chess.Bitboard, k, c, w chess.Square, between chess.Bitboard, spare int, pinnable bool) bool {
	avail := key.units.kinds()
	var options [8]uint8 // per needed square, a bit per harmless kind
	var squares [8]chess.Square
	m := 0
	for b := need; b != 0; b &= b - 1 {
		f := b.First()
		var opt uint8
		for kind := 0; kind < ukKinds; kind++ {
			if harmless(kind, avail, loser, f, occ, k, c, w, between, spare, pinnable) {
				opt |= 1 << kind
			}
		}
		if opt == 0 {
			return false
		}
		options[m] = opt
		squares[m] = f
		m++
	}
	var used [ukKinds]int
	return assign(key, options[:m], &used, 0)
}

// assign tries the kinds of the needed squares from i on.
func assign(key *configKey, options []uint8, used *[ukKinds]int, i int) bool {
	if i == len(options) {
		extra := 0
		for kind, u := range used {
			if u > key.units.fixed[kind] {
				extra += u - key.units.fixed[kind]
			}
		}
		return extra <= key.units.wild
	}
	for kind := 0; kind < ukKinds; kind++ {
		if options[i]&(1<<kind) == 0 {
			continue
		}
		used[kind]++
		ok := assign(key, options, used, i+1)
		used[kind]--
		if ok {
			return true
		}
	}
	return false
}

// harmless reports whether a defender's unit of the given kind on f
// leaves the mate intact (generously, see above). An attack along a line
// with empty squares on it is harmless if one of them may hold another
// harmless unit: one of the spare units, or with five or more spare, any.
func harmless(kind int, avail uint8, loser chess.Color, f chess.Square, occ chess.Bitboard, k, c, w chess.Square, between chess.Bitboard, spare int, pinnable bool) bool {
	light := chess.LightSquares.Has(f)
	switch kind {
	case ukPawn:
		if (chess.Rank1 | chess.Rank8).Has(f) {
			return false
		}
	case ukLightBishop:
		if !light {
			return false
		}
	case ukDarkBishop:
		if light {
			return false
		}
	}
	if pinnable && chess.BishopAttacks(k, 0).Has(f) {
		return true // another bishop of the side might pin it
	}
	direct, gapped := unitAttacks(kind, loser, f, occ)
	targets := c.Bitboard() | w.Bitboard()
	if kind == ukPawn {
		// A pawn interposes by pushing.
		if pawnPushes(loser, f, occ)&between != 0 || direct&targets != 0 {
			return false
		}
		return true
	}
	targets |= between
	if direct&targets != 0 {
		return false
	}
	for b := gapped & targets; b != 0; b &= b - 1 {
		if !shieldable(avail, loser, f, b.First(), occ, k, c, w, between, spare, pinnable) {
			return false
		}
	}
	return true
}

// shieldable reports whether a spare unit might stand between f and t
// without spoiling the mate itself.
func shieldable(avail uint8, loser chess.Color, f, t chess.Square, occ chess.Bitboard, k, c, w chess.Square, between chess.Bitboard, spare int, pinnable bool) bool {
	if spare <= 0 {
		return false
	}
	if spare >= 5 {
		return true
	}
	for b := chess.Between(f, t) &^ between; b != 0; b &= b - 1 {
		s := b.First()
		for kind := 0; kind < ukKinds; kind++ {
			if avail&(1<<kind) != 0 && harmless(kind, avail, loser, s, occ|s.Bitboard(), k, c, w, between, spare-1, pinnable) {
				return true
			}
		}
	}
	return false
}

// unitAttacks returns the squares a unit on f attacks with occupancy occ,
// and separately those a slider attacks only across empty squares.
func unitAttacks(kind int, c chess.Color, f chess.Square, occ chess.Bitboard) (direct, gapped chess.Bitboard) {
	var a chess.Bitboard
	switch kind {
	case ukPawn:
		return chess.PawnAttacks(c, f), 0
	case ukKnight:
		return chess.KnightAttacks(f), 0
	case ukLightBishop, ukDarkBishop:
		a = chess.BishopAttacks(f, occ)
	case ukRook:
		a = chess.RookAttacks(f, occ)
	case ukQueen:
		a = chess.QueenAttacks(f, occ)
	}
	near := chess.KingAttacks(f)
	return a & near, a &^ near
}

// pawnPushes returns the squares a pawn of colour c on f may push to.
func pawnPushes(c chess.Color, f chess.Square, occ chess.Bitboard) chess.Bitboard {
	one := pushBB(c, f.Bitboard()) &^ occ
	start := chess.Rank2
	if c == chess.Black {
		start = chess.Rank7
	}
	if one != 0 && start.Has(f) {
		return one | pushBB(c, one)&^occ
	}
	return one
}
