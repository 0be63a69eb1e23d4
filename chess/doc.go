// Package chess implements the rules of play of the FIDE Laws of Chess
// (Articles 1-3 and Guidelines II on Chess960): the board and pieces,
// positions, legal moves, check, checkmate and stalemate, FEN in its
// X-FEN and Shredder-FEN forms, perft, and the repetition identity of
// Art. 9.2.3.
//
// A Setup is anything FEN can describe and may be illegal; NewPosition
// validates it into a Position, which is known playable. Positions are
// small values: copy one to keep it, Play a legal move to change it.
//
//	pos := chess.StartPosition()
//	var moves chess.MoveList
//	pos.LegalMoves(&moves)
//	pos.Play(moves.At(0))
//	fmt.Println(pos.FEN())
package chess
