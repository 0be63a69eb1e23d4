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
// argument, or Unknown when the node or time budget runs out.
//
// The analysis runs in stages, cheapest first:
//
//   - the board itself: checkmate or stalemate (Art. 5.1.1, 5.2.1);
//   - material: a lone king, K+N against a bare king, bishops of one colour
//     against nothing that could stand on the other colour;
//   - checkmate configurations (config.go): a side with no pawns and only
//     a knight or bishops of one colour mates only with the defender's own
//     men on its king's flight squares; every placement is enumerated, and
//     if none can be filled without spoiling the mate the answer is No
//     (K+B against K+R, K+N against K+Q and the like);
//   - a short best-first helpmate search (helpmate.go), then the static
//     analysis of blocked positions (static.go): a greatest fixed point of
//     pawns, kings and pieces that never move (a man only the enemy king
//     could take, by stalemating its side, counts as one), the regions
//     the others may reach, and whether a mating square exists whose
//     flight squares the side attacks or distinct defender's men can fill,
//     with the kings placed so that the defender's king could have made
//     its last move there when it is the defender's only man that moves;
//   - the full best-first helpmate search with three weight sets, and for a
//     side with one piece a search steered to the nearest real checkmate
//     configuration of its material (plan.go), which finds the long
//     helpmates of K+B or K+N against pawns;
//   - an exhaustive enumeration of every reachable position (search.go):
//     Yes when it meets a checkmate, No when it runs out of positions.
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
