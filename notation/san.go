package notation

import "github.com/arbiter-chess/arbiter/chess"

// AppendSAN appends the PGN export SAN of the legal move m in p to dst
// (PGN standard 8.2.3): piece letter, the least disambiguation that
// tells m apart from the moves of the other pieces of the same type that
// can legally reach the square (file first, then rank, then both), "x" for
// a capture (en passant too, without "e.p."), "=Q" for a promotion, "O-O"
// and "O-O-O" for castling (in Chess960 "O-O" castles with the rook on the
// king's h-side), "+" for check and "#" for checkmate. The null move is
// written "--". m must be legal in p; other moves give unspecified text.
// AppendSAN does not allocate when dst has room.
func AppendSAN(dst []byte, p *chess.Position, m chess.Move) []byte {
	return appendSAN(dst, p, m, English)
}

// SAN returns the PGN export SAN of the legal move m in p; see AppendSAN.
func SAN(p *chess.Position, m chess.Move) string {
	var buf [16]byte
	return string(AppendSAN(buf[:0], p, m))
}

// AppendSANIn appends m in SAN with the piece letters of language l
// (Appendix C.3) or figurines; otherwise the text is the PGN export form
// ("e8=D", "O-O", "Sbd2+"). AutoDetect writes English.
func AppendSANIn(dst []byte, p *chess.Position, m chess.Move, l Language) []byte {
	return appendSAN(dst, p, m, l)
}

// SANIn returns m in SAN with the piece letters of language l.
func SANIn(p *chess.Position, m chess.Move, l Language) string {
	var buf [24]byte
	return string(appendSAN(buf[:0], p, m, l))
}

func appendSquare(dst []byte, s chess.Square) []byte {
	return append(dst, byte('a'+s.File()), byte('1'+s.Rank()))
}

func appendSAN(dst []byte, p *chess.Position, m chess.Move, l Language) []byte {
	if l >= numLanguages {
		l = English
	}
	if m == chess.NullMove {
		return append(dst, "--"...)
	}
	from, to := m.From(), m.To()
	switch {
	case m.IsCastling():
		if to > from {
			dst = append(dst, "O-O"...)
		} else {
			dst = append(dst, "O-O-O"...)
		}
	case p.PieceAt(from).Type() == chess.Pawn:
		if from.File() != to.File() {
			dst = append(dst, byte('a'+from.File()), 'x')
		}
		dst = appendSquare(dst, to)
		if pr := m.Promotion(); pr != chess.NoPieceType {
			dst = append(dst, '=')
			dst = append(dst, letters[l][pr]...)
		}
	default:
		t := p.PieceAt(from).Type()
		dst = append(dst, letters[l][t]...)
		dst = appendDisambiguation(dst, p, t, from, to)
		if p.PieceAt(to) != chess.NoPiece {
			dst = append(dst, 'x')
		}
		dst = appendSquare(dst, to)
	}
	return appendCheck(dst, p, m)
}

// appendCheck appends "+" or "#" if m gives check or checkmate.
func appendCheck(dst []byte, p *chess.Position, m chess.Move) []byte {
	after := *p
	after.Play(m)
	if after.InCheck() {
		if after.HasLegalMove() {
			return append(dst, '+')
		}
		return append(dst, '#')
	}
	return dst
}

// rivals returns the other pieces of type t of the side to move that can
// legally move to to; pinned pieces do not count (PGN standard 8.2.3.4).
func rivals(p *chess.Position, t chess.PieceType, from, to chess.Square) chess.Bitboard {
	if t == chess.Pawn || t == chess.King {
		return 0
	}
	us := p.Turn()
	cands := chess.Attacks(t, us, to, p.Occupied()) & p.Pieces(us, t) &^ from.Bitboard()
	var r chess.Bitboard
	for ; cands != 0; cands &= cands - 1 {
		if c := cands.First(); p.IsLegal(chess.NewMove(c, to)) {
			r |= c.Bitboard()
		}
	}
	return r
}

// disambiguation tells which parts of the origin square SAN must write.
func disambiguation(p *chess.Position, t chess.PieceType, from, to chess.Square) (file, rank bool) {
	r := rivals(p, t, from, to)
	if r == 0 {
		return false, false
	}
	if r&(chess.FileA<<uint(from.File())) == 0 {
		return true, false
	}
	if r&(chess.Rank1<<uint(8*from.Rank())) == 0 {
		return false, true
	}
	return true, true
}

func appendDisambiguation(dst []byte, p *chess.Position, t chess.PieceType, from, to chess.Square) []byte {
	file, rank := disambiguation(p, t, from, to)
	if file {
		dst = append(dst, byte('a'+from.File()))
	}
	if rank {
		dst = append(dst, byte('1'+from.Rank()))
	}
	return dst
}
