// Package dead decides whether a player can still checkmate "by any series
// of legal moves", the question behind several Laws of Chess (FIDE 2023):
//
//   - Art. 5.2.2: the game is drawn when a position has arisen in which
//     neither player can checkmate the opponent's king by any series of
//     legal moves (a dead position);
//   - Art. 5.1.2: a player who resigns loses, unless the opponent cannot
//     checkmate by any series of legal moves, when the game is drawn;
//   - Art. 6.9: a player whose flag falls loses, unless the opponent cannot
//     checkmate by any series of legal moves;
//   - Art. 7.5.5: the same exception for a second completed illegal move;
//   - Art. A.5.3: the same exception for a flag claim in rapid and blitz.
//
// CanMate answers Yes with a line of legal moves ending in checkmate by the
// side in question (always verified by replaying it), No with a sound
// argument (checkmate or stalemate on the board, insufficient material,
// a static proof that a blocked pawn structure can never open and the
// pieces can never build a mating net, or an exhausted search of every
// reachable position), or Unknown when the node or time budget runs out.
//
// The series of moves is any sequence of legal moves: both players may
// cooperate (a helpmate). Claims and automatic draws by repetition or the
// 50- and 75-move rules are not taken into account.
//
//	v := dead.CanMate(&pos, chess.White)
//	if v.Answer == dead.No { /* White cannot checkmate: Art. 6.9 draw */ }
//
// An Analyser holds the search tables; reuse one for many positions (it is
// not safe for concurrent use). The package-level functions take one from
// a pool.
package dead
