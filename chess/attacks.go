package chess

// Attack tables. Sliding pieces use "magic" multiplication hashing: for each
// square a mask of the relevant blocker squares, a 64-bit factor and a shift
// map every blocker subset to a slot in a shared table. The factors are found
// once at start-up by a deterministic search.

var (
	knightAttacks [64]Bitboard
	kingAttacks   [64]Bitboard
	pawnAttacks   [2][64]Bitboard
	betweenBB     [64][64]Bitboard // squares strictly between two aligned squares
	lineBB        [64][64]Bitboard // the whole line through two aligned squares
)

type magic struct {
	mask   Bitboard
	factor uint64
	table  []Bitboard
	shift  uint8
}

var (
	rookMagics   [64]magic
	bishopMagics [64]magic
	rookTable    [0x19000]Bitboard
	bishopTable  [0x1480]Bitboard
)

var rookDirs = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
var bishopDirs = [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}

func slideAttacks(s Square, occ Bitboard, dirs *[4][2]int) Bitboard {
	var a Bitboard
	for _, d := range dirs {
		f, r := s.File()+d[0], s.Rank()+d[1]
		for f >= 0 && f < 8 && r >= 0 && r < 8 {
			t := SquareAt(f, r)
			a |= t.Bitboard()
			if occ.Has(t) {
				break
			}
			f += d[0]
			r += d[1]
		}
	}
	return a
}

func init() {
	for s := Square(0); s < 64; s++ {
		f, r := s.File(), s.Rank()
		for _, d := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			if ff, rr := f+d[0], r+d[1]; ff >= 0 && ff < 8 && rr >= 0 && rr < 8 {
				knightAttacks[s] |= SquareAt(ff, rr).Bitboard()
			}
		}
		for df := -1; df <= 1; df++ {
			for dr := -1; dr <= 1; dr++ {
				if ff, rr := f+df, r+dr; (df != 0 || dr != 0) && ff >= 0 && ff < 8 && rr >= 0 && rr < 8 {
					kingAttacks[s] |= SquareAt(ff, rr).Bitboard()
				}
			}
		}
		for _, df := range [2]int{-1, 1} {
			if ff := f + df; ff >= 0 && ff < 8 {
				if r < 7 {
					pawnAttacks[White][s] |= SquareAt(ff, r+1).Bitboard()
				}
				if r > 0 {
					pawnAttacks[Black][s] |= SquareAt(ff, r-1).Bitboard()
				}
			}
		}
	}
	initMagics(&rookMagics, rookTable[:], &rookDirs, &rookFactors)
	initMagics(&bishopMagics, bishopTable[:], &bishopDirs, &bishopFactors)
	for a := Square(0); a < 64; a++ {
		for _, dirs := range []*[4][2]int{&rookDirs, &bishopDirs} {
			full := slideAttacks(a, 0, dirs)
			for b := Square(0); b < 64; b++ {
				if a == b || !full.Has(b) {
					continue
				}
				lineBB[a][b] = (full & slideAttacks(b, 0, dirs)) | a.Bitboard() | b.Bitboard()
				betweenBB[a][b] = slideAttacks(a, b.Bitboard(), dirs) & slideAttacks(b, a.Bitboard(), dirs)
			}
		}
	}
}

type xorshift uint64

func (x *xorshift) next() uint64 {
	*x ^= *x >> 12
	*x ^= *x << 25
	*x ^= *x >> 27
	return uint64(*x) * 2685821657736338717
}

// initMagics fills the tables. Factors known to work (from magics_table.go,
// written by TestWriteMagicFactors) are verified and used; any that is
// missing or fails is searched for again.
func initMagics(ms *[64]magic, table []Bitboard, dirs *[4][2]int, known *[64]uint64) {
	rng := xorshift(728)
	var occs, refs [4096]Bitboard
	var epoch [4096]int
	cnt := 0
	offset := 0
	for s := Square(0); s < 64; s++ {
		edges := ((Rank1 | Rank8) &^ rankBB(s.Rank())) | ((FileA | FileH) &^ fileBB(s.File()))
		m := &ms[s]
		m.mask = slideAttacks(s, 0, dirs) &^ edges
		n := m.mask.Count()
		m.shift = uint8(64 - n)
		size := 1 << uint(n)
		m.table = table[offset : offset+size]
		offset += size
		// Enumerate every subset of the mask (Carry-Rippler).
		var b Bitboard
		for i := 0; ; i++ {
			occs[i] = b
			refs[i] = slideAttacks(s, b, dirs)
			b = (b - m.mask) & m.mask
			if b == 0 {
				break
			}
		}
		for try := 0; ; try++ {
			f := known[s]
			if try > 0 || f == 0 {
				for {
					f = rng.next() & rng.next() & rng.next()
					if Bitboard((uint64(m.mask)*f)>>56).Count() >= 6 {
						break
					}
				}
			}
			m.factor = f
			cnt++
			ok := true
			for i := 0; i < size; i++ {
				idx := (uint64(occs[i]&m.mask) * f) >> m.shift
				if epoch[idx] < cnt {
					epoch[idx] = cnt
					m.table[idx] = refs[i]
				} else if m.table[idx] != refs[i] {
					ok = false
					break
				}
			}
			if ok {
				break
			}
		}
	}
}

// RookAttacks returns the squares a rook on s attacks with the given occupancy.
func RookAttacks(s Square, occ Bitboard) Bitboard {
	m := &rookMagics[s]
	return m.table[(uint64(occ&m.mask)*m.factor)>>m.shift]
}

// BishopAttacks returns the squares a bishop on s attacks with the given occupancy.
func BishopAttacks(s Square, occ Bitboard) Bitboard {
	m := &bishopMagics[s]
	return m.table[(uint64(occ&m.mask)*m.factor)>>m.shift]
}

// QueenAttacks returns the squares a queen on s attacks with the given occupancy.
func QueenAttacks(s Square, occ Bitboard) Bitboard {
	return RookAttacks(s, occ) | BishopAttacks(s, occ)
}

// KnightAttacks returns the squares a knight on s attacks.
func KnightAttacks(s Square) Bitboard { return knightAttacks[s] }

// KingAttacks returns the squares a king on s attacks.
func KingAttacks(s Square) Bitboard { return kingAttacks[s] }

// PawnAttacks returns the squares a pawn of colour c on s attacks (Art. 3.7.4).
func PawnAttacks(c Color, s Square) Bitboard { return pawnAttacks[c][s] }

// Between returns the squares strictly between a and b if they share a rank,
// file or diagonal, and the empty set otherwise.
func Between(a, b Square) Bitboard { return betweenBB[a][b] }

// Line returns the full line through a and b if they are aligned, else empty.
func Line(a, b Square) Bitboard { return lineBB[a][b] }
