package dead

import "github.com/arbiter-chess/arbiter/chess"

// Static analysis of blocked positions.
//
// The analysis looks for a set S of file-bound pawns: pawns that can never
// capture and never be captured, so that they stay on their files for
// ever. It starts from all pawns and removes those that might capture or be
// captured, until nothing changes (a greatest fixed point).
//
// A pawn of S can never pass another pawn of S on its file, so it moves in
// a segment of its file: up to the square before the nearest enemy pawn of
// S ahead of it, or before the end of the segment of the nearest own pawn
// of S ahead. A pawn whose segment reaches the last rank leaves S (it might
// promote). A pawn whose segment is its own square is frozen: it stands
// there for ever, blocking every piece, and the squares it attacks are for
// ever closed to the enemy king.
//
// Every other man is a unit with an over-approximated region (the squares
// it might ever stand on while S stays as described) and the squares it
// might ever attack from there. Pieces flood through every square but the
// frozen ones; kings also avoid the squares attacked by frozen enemy pawns;
// a pawn outside S gets the cone of squares it might reach by pushes
// (stopped only by an enemy pawn of S or an own frozen pawn) and by
// captures onto squares where an enemy man other than the king might
// stand, and, if the cone reaches the last rank, every square but the
// frozen ones (a promoted piece might go anywhere).
//
// A pawn stays in S only if no enemy man other than the king might ever
// stand on a square it attacks from its segment, no enemy unit might ever
// attack its segment, and the enemy king might attack it only when it is
// frozen and guarded by an own man that never moves.
//
// Kings and pieces are part of the same fixed point: each is first
// assumed never to move. A king keeps that status only if every square
// next to it is taken by a man that never moves or attacked for ever (by
// a frozen enemy pawn, or an enemy man that never moves). A piece keeps it
// only if every square it attacks holds a man that never moves, none of
// them an enemy man it could take, and it is as safe from capture as a
// frozen pawn (no enemy unit attacks it; the enemy king only if a man that
// never moves guards it). Men that never move block pawns and pieces, and
// what they attack is closed to the enemy king. Under the assumption that S
// stays as described, every region is closed under every legal move and no
// legal move lets a pawn of S capture or be captured, so by induction on
// the moves S stays for ever.
//
// The side mates only if some unit of the side other than the king can
// attack a square k of the defending king's region while every flight
// square of k inside that region is attacked by a unit of the side or can
// hold a man of the defender. If no such k exists, the side can never
// checkmate, whatever both players do.

type unit struct {
	color   chess.Color
	king    bool
	pawn    bool
	sq      chess.Square
	region  chess.Bitboard
	attacks chess.Bitboard
}

type staticAnalysis struct {
	units  [32]unit
	n      int
	seg    [64]chess.Bitboard
	frozen chess.Bitboard // the frozen pawns found by the last analysis
	walls  chess.Bitboard // the men that never move, by the last analysis
}

func kingSpread(b chess.Bitboard) chess.Bitboard {
	const notA = ^chess.FileA
	const notH = ^chess.FileH
	l := (b >> 1) & notH
	r := (b << 1) & notA
	row := b | l | r
	return row | row<<8 | row>>8
}

func pawnAttacksBB(c chess.Color, b chess.Bitboard) chess.Bitboard {
	const notA = ^chess.FileA
	const notH = ^chess.FileH
	if c == chess.White {
		return (b<<7)&notH | (b<<9)&notA
	}
	return (b>>9)&notH | (b>>7)&notA
}

func pushBB(c chess.Color, b chess.Bitboard) chess.Bitboard {
	if c == chess.White {
		return b << 8
	}
	return b >> 8
}

func pieceAttacks(t chess.PieceType, s chess.Square, occ chess.Bitboard) chess.Bitboard {
	switch t {
	case chess.Knight:
		return chess.KnightAttacks(s)
	case chess.Bishop:
		return chess.BishopAttacks(s, occ)
	case chess.Rook:
		return chess.RookAttacks(s, occ)
	case chess.Queen:
		return chess.QueenAttacks(s, occ)
	}
	return 0
}

// flood returns the squares a piece of type t (or a queen-and-knight when
// t is NoPieceType) may reach from start avoiding the frozen squares, and
// the squares it attacks from them.
func flood(t chess.PieceType, start, frozen chess.Bitboard) (region, attacks chess.Bitboard) {
	region = start
	todo := start
	for todo != 0 {
		s := todo.First()
		todo &= todo - 1
		var a chess.Bitboard
		if t == chess.NoPieceType {
			a = chess.QueenAttacks(s, frozen) | chess.KnightAttacks(s)
		} else {
			a = pieceAttacks(t, s, frozen)
		}
		attacks |= a
		n := a &^ frozen &^ region
		region |= n
		todo |= n
	}
	return region, attacks
}

func lastRank(c chess.Color) chess.Bitboard {
	if c == chess.White {
		return chess.Rank8
	}
	return chess.Rank1
}

// segments computes the file segment of every pawn of s, returning the
// pawns whose segment reaches the last rank.
func (st *staticAnalysis) segments(pos *chess.Position, s, kings chess.Bitboard) (promoting chess.Bitboard) {
	white := s & pos.ByColor(chess.White)
	black := s & pos.ByColor(chess.Black)
	for f := 0; f < 8; f++ {
		// White pawns, from the top down.
		limit := 7
		for r := 7; r >= 0; r-- {
			sq := chess.SquareAt(f, r)
			switch {
			case black.Has(sq) || kings.Has(sq):
				limit = r - 1
			case white.Has(sq):
				if limit >= 7 {
					promoting |= sq.Bitboard()
				}
				var seg chess.Bitboard
				for x := r; x <= limit; x++ {
					seg |= chess.SquareAt(f, x).Bitboard()
				}
				st.seg[sq] = seg | sq.Bitboard()
				limit--
			}
		}
		// Black pawns, from the bottom up.
		limit = 0
		for r := 0; r < 8; r++ {
			sq := chess.SquareAt(f, r)
			switch {
			case white.Has(sq) || kings.Has(sq):
				limit = r + 1
			case black.Has(sq):
				if limit <= 0 {
					promoting |= sq.Bitboard()
				}
				var seg chess.Bitboard
				for x := limit; x <= r; x++ {
					seg |= chess.SquareAt(f, x).Bitboard()
				}
				st.seg[sq] = seg | sq.Bitboard()
				limit++
			}
		}
	}
	return promoting
}

// buildUnits makes the units for the pawn set s whose segments are known,
// the frozen pawns and the kings assumed never to move. It returns those
// kings that could move after all.
func (st *staticAnalysis) buildUnits(pos *chess.Position, s, frozen, kings, boxed chess.Bitboard) (movable chess.Bitboard) {
	st.n = 0
	pawns := pos.ByType(chess.Pawn)
	wall := frozen | kings | boxed
	var attackedByFrozen [2]chess.Bitboard
	var blockedPush [2]chess.Bitboard
	for c := chess.White; c <= chess.Black; c++ {
		own := pos.ByColor(c)
		attackedByFrozen[c] = pawnAttacksBB(c, frozen&pawns&own)
		if k := pos.King(c); kings.Has(k) {
			attackedByFrozen[c] |= chess.KingAttacks(k)
		}
		for b := boxed & own; b != 0; b &= b - 1 {
			sq := b.First()
			attackedByFrozen[c] |= pieceAttacks(pos.PieceAt(sq).Type(), sq, wall)
		}
		blockedPush[c] = s&pos.ByColor(c.Other()) | frozen&own | kings | boxed
	}
	for c := chess.White; c <= chess.Black; c++ {
		for b := pos.ByColor(c); b != 0; b &= b - 1 {
			sq := b.First()
			u := &st.units[st.n]
			st.n++
			*u = unit{color: c, sq: sq}
			t := pos.PieceAt(sq).Type()
			switch {
			case t == chess.King:
				u.king = true
				allowed := ^wall &^ attackedByFrozen[c^1]
				r := sq.Bitboard()
				for {
					n := kingSpread(r)&allowed | r
					if n == r {
						break
					}
					r = n
				}
				if kings.Has(sq) && r.More() {
					movable |= sq.Bitboard()
				}
				u.region = r
				// In a connected region of two or more squares each square
				// is next to another one.
				u.attacks = kingSpread(r)
				if !r.More() {
					u.attacks = chess.KingAttacks(sq)
				}
			case t == chess.Pawn && s.Has(sq):
				u.pawn = true
				u.region = st.seg[sq]
				u.attacks = pawnAttacksBB(c, u.region)
			case t == chess.Pawn:
				u.pawn = true
				u.region = sq.Bitboard() // grown by growCones
			default:
				u.region, u.attacks = flood(t, sq.Bitboard(), wall&^sq.Bitboard())
				if boxed.Has(sq) && u.region.More() {
					movable |= sq.Bitboard()
				}
			}
		}
	}
	st.growCones(s, wall, blockedPush)
	return movable
}

// growCones grows the regions of the pawns outside s until they are closed
// under pushes and under captures onto squares an enemy man other than the
// king might stand on.
func (st *staticAnalysis) growCones(s, frozen chess.Bitboard, blockedPush [2]chess.Bitboard) {
	for {
		var others [2]chess.Bitboard // regions of men other than kings
		for i := 0; i < st.n; i++ {
			if u := &st.units[i]; !u.king {
				others[u.color] |= u.region
			}
		}
		changed := false
		for i := 0; i < st.n; i++ {
			u := &st.units[i]
			if !u.pawn || s.Has(u.sq) {
				continue
			}
			c := u.color
			last := lastRank(c)
			r := u.region
			for {
				walk := r &^ last
				n := pushBB(c, walk)&^blockedPush[c] | pawnAttacksBB(c, walk)&others[c^1]&^frozen
				n |= r
				if n == r {
					break
				}
				r = n
			}
			if r&last != 0 {
				// It might promote: any square but the frozen ones.
				r |= ^frozen
			}
			if r != u.region {
				u.region = r
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	for i := 0; i < st.n; i++ {
		u := &st.units[i]
		if !u.pawn || s.Has(u.sq) {
			continue
		}
		last := lastRank(u.color)
		u.attacks = pawnAttacksBB(u.color, u.region&^last)
		if u.region&last != 0 {
			u.attacks = ^chess.Bitboard(0)
		}
	}
}

// analyse computes S and the units for it. Kings are assumed at first
// never to move, like frozen pawns, and dropped from that assumption when
// they might (a king shut in by frozen pawns stays where it is, and then
// blocks pawns itself).
func (st *staticAnalysis) analyse(pos *chess.Position) {
	pawns := pos.ByType(chess.Pawn)
	s := pawns
	kings := pos.ByType(chess.King)
	// A rook that may still castle moves with its king (in Chess960 even
	// when its neighbours are all taken): never shut in.
	boxed := pos.Occupied() &^ pawns &^ kings &^ pos.CastlingRights()
	st.frozen = 0
	if ep := pos.EnPassant(); ep != chess.NoSquare {
		// An en passant capture is possible now.
		us := pos.Turn()
		s &^= chess.PawnAttacks(us.Other(), ep) & pos.Pieces(us, chess.Pawn)
		s &^= pushBB(us.Other(), ep.Bitboard())
	}
	for {
		for {
			p := st.segments(pos, s, kings|boxed)
			if p&s == 0 {
				break
			}
			s &^= p
		}
		var frozen chess.Bitboard
		for b := s; b != 0; b &= b - 1 {
			sq := b.First()
			if !st.seg[sq].More() {
				frozen |= sq.Bitboard()
			}
		}
		if movable := st.buildUnits(pos, s, frozen, kings, boxed); movable != 0 {
			kings &^= movable
			boxed &^= movable
			continue
		}
		var others, attacks, kingAttacks, guard [2]chess.Bitboard
		for i := 0; i < st.n; i++ {
			u := &st.units[i]
			switch {
			case u.king:
				kingAttacks[u.color] |= u.attacks
			default:
				others[u.color] |= u.region
				attacks[u.color] |= u.attacks
			}
			// Men that never move guard what they attack for ever.
			if u.pawn && frozen.Has(u.sq) || u.king && kings.Has(u.sq) || boxed.Has(u.sq) {
				guard[u.color] |= u.attacks
			}
		}
		st.frozen = frozen
		st.walls = frozen | kings | boxed
		var removed chess.Bitboard
		for b := s | boxed; b != 0; b &= b - 1 {
			sq := b.First()
			c := pos.PieceAt(sq).Color()
			e := c.Other()
			seg := sq.Bitboard()
			if s.Has(sq) {
				seg = st.seg[sq]
				if pawnAttacksBB(c, seg)&others[e] != 0 {
					removed |= sq.Bitboard()
					continue
				}
			} else if st.unitAt(sq).attacks&others[e] != 0 {
				// A piece shut in might still take a man next to it.
				removed |= sq.Bitboard()
				continue
			}
			// Safe from the enemy king only when it never moves and a man
			// that never moves guards it, or when taking it would leave
			// its side without a move (a stalemate ends the game).
			if seg&attacks[e] != 0 || seg&kingAttacks[e] != 0 &&
				(seg.More() || !guard[c].Has(sq) && !st.takingStalemates(pos, c, sq, frozen|kings|boxed)) {
				removed |= sq.Bitboard()
			}
		}
		if removed == 0 {
			return
		}
		s &^= removed
		boxed &^= removed
	}
}

// takingStalemates reports whether the enemy king can take the man of
// colour c on sq (a man that never moves) only when that leaves c without
// a legal move and not in check, so that the game ends in stalemate:
// every other man of c never moves, and wherever c's king stands when the
// capture is legal it has no square left. A discovered check by the
// capture is ruled out when the capturing king comes from a square in line
// with c's king only across a man that never moves, or the enemy has no
// slider for that line.
func (st *staticAnalysis) takingStalemates(pos *chess.Position, c chess.Color, sq chess.Square, walls chess.Bitboard) bool {
	var own, enemy chess.Bitboard // the kings' regions
	var diagonal, straight bool   // sliders the enemy may have on such lines
	for i := 0; i < st.n; i++ {
		u := &st.units[i]
		switch {
		case u.king && u.color == c:
			own = u.region
		case u.king:
			enemy = u.region
		case u.color == c:
			if !walls.Has(u.sq) {
				return false // a man of c that may move
			}
		default:
			d, r := u.lines(pos)
			diagonal, straight = diagonal || d, straight || r
		}
	}
	for wb := own &^ chess.KingAttacks(sq); wb != 0; wb &= wb - 1 {
		wk := wb.First()
		for ob := chess.KingAttacks(sq) & enemy &^ chess.KingAttacks(wk) &^ wk.Bitboard(); ob != 0; ob &= ob - 1 {
			o := ob.First()
			if chess.KingAttacks(wk)&own&^chess.KingAttacks(sq)&^sq.Bitboard() != 0 {
				return false // the king would still have a square
			}
			if line := chess.Line(wk, o); line != 0 && chess.Between(wk, o)&walls == 0 {
				if chess.BishopAttacks(wk, 0).Has(o) && diagonal || chess.RookAttacks(wk, 0).Has(o) && straight {
					return false // the capture might uncover a check
				}
			}
		}
	}
	return true
}

// lines reports whether unit u is, or might become by promotion, a piece
// moving along diagonals and along ranks and files.
func (u *unit) lines(pos *chess.Position) (diagonal, straight bool) {
	switch t := pos.PieceAt(u.sq).Type(); {
	case t == chess.Bishop:
		return true, false
	case t == chess.Rook:
		return false, true
	case t == chess.Queen, t == chess.Pawn && u.attacks == ^chess.Bitboard(0):
		return true, true
	}
	return false, false
}

// unitAt returns the unit standing on sq.
func (st *staticAnalysis) unitAt(sq chess.Square) *unit {
	for i := 0; i < st.n; i++ {
		if st.units[i].sq == sq {
			return &st.units[i]
		}
	}
	return nil
}

// proveNo returns a reason when it proves that side can never checkmate,
// else "".
func (st *staticAnalysis) proveNo(pos *chess.Position, side chess.Color) string {
	if pushBB(chess.White, pos.Pieces(chess.White, chess.Pawn))&pos.Pieces(chess.Black, chess.Pawn) == 0 {
		// No pawn stands head to head with an enemy pawn, so none is
		// frozen and the analysis could prove nothing.
		st.frozen = 0
		return ""
	}
	st.analyse(pos)
	loser := side.Other()
	var kingRegion, ownKing, checks, attacked, blockable chess.Bitboard
	var blockers [32]chess.Bitboard // regions of the defender's men
	nb := 0
	onlyKing := true                   // the defender's other men never move
	diagonal, straight := false, false // the side's sliders
	for i := 0; i < st.n; i++ {
		u := &st.units[i]
		switch {
		case u.color == loser && u.king:
			kingRegion = u.region
		case u.color == loser:
			blockable |= u.region
			blockers[nb] = u.region
			nb++
			if !st.walls.Has(u.sq) {
				onlyKing = false
			}
		case u.king:
			ownKing = u.region
		default:
			checks |= u.attacks
			attacked |= u.attacks
			d, r := u.lines(pos)
			diagonal, straight = diagonal || d, straight || r
		}
	}
	// When the defender's king is its only man that moves, its last move
	// before the mate took it to the mating square from a square next to
	// it, with the side's king already in place (unless the side's king
	// gave the mate by uncovering a line, or castled). A mate on the side's
	// first move, with the defender's king where it stands, is exempt: its
	// last move is not known.
	tempo := onlyKing && pos.CastlingRights() == 0
	uncover := func(b, k chess.Square) bool {
		for fb := chess.KingAttacks(b) & ownKing; fb != 0; fb &= fb - 1 {
			f := fb.First()
			if chess.Line(f, k) == 0 || chess.Between(f, k)&st.walls != 0 {
				continue
			}
			if chess.BishopAttacks(k, 0).Has(f) && diagonal || chess.RookAttacks(k, 0).Has(f) && straight {
				return true
			}
		}
		return false
	}
	nowhere := true
	for b := kingRegion & checks; b != 0; b &= b - 1 {
		k := b.First()
		// The side's king stands in its region, not next to k.
		room := ownKing &^ chess.KingAttacks(k) &^ k.Bitboard()
		if room == 0 {
			continue
		}
		nowhere = false
		// Every flight square the side cannot attack must hold a man of
		// the defender, each a different man; the side's king stands on
		// one square of its room.
		flights := chess.KingAttacks(k) & kingRegion &^ attacked
		if flights&^blockable&^kingSpread(room) != 0 {
			continue
		}
		for wb := room; wb != 0; wb &= wb - 1 {
			w := wb.First()
			first := pos.Turn() == side && k == pos.King(loser) &&
				(chess.KingAttacks(pos.King(side)) | pos.King(side).Bitboard()).Has(w)
			if tempo && !first &&
				kingRegion&chess.KingAttacks(k)&^chess.KingAttacks(w)&^w.Bitboard() == 0 && !uncover(w, k) {
				continue // the defender's king could not have stepped to k
			}
			need := flights &^ chess.KingAttacks(w)
			if need&^blockable == 0 && matchable(need, blockers[:nb]) {
				return ""
			}
		}
	}
	if kingRegion&checks == 0 {
		return "blocked position: no man of the side can ever give check"
	}
	if nowhere {
		return "blocked position: the kings can never stand as a mate would need"
	}
	return "blocked position: the king always keeps a flight square"
}

// matchable reports whether every square of need can be given its own
// region among regions (a bipartite matching, by augmenting paths).
func matchable(need chess.Bitboard, regions []chess.Bitboard) bool {
	if need == 0 {
		return true
	}
	if need.Count() > len(regions) {
		return false
	}
	var owner [32]int8 // per region, the index of its square + 1
	var squares [8]chess.Square
	n := 0
	for b := need; b != 0; b &= b - 1 {
		squares[n] = b.First()
		n++
	}
	for i := 0; i < n; i++ {
		var seen uint32
		if !augment(i, squares[:n], regions, &owner, &seen) {
			return false
		}
	}
	return true
}

func augment(i int, squares []chess.Square, regions []chess.Bitboard, owner *[32]int8, seen *uint32) bool {
	for r := range regions {
		if !regions[r].Has(squares[i]) || *seen&(1<<r) != 0 {
			continue
		}
		*seen |= 1 << r
		if owner[r] == 0 || augment(int(owner[r]-1), squares, regions, owner, seen) {
			owner[r] = int8(i + 1)
			return true
		}
	}
	return false
}
