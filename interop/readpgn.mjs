// Reads a PGN file written by Arbiter with chessops (every game, every
// move of the main line and of the variations) and with chess.js (main
// lines), and exits non-zero on the first complaint.
// Usage: node readpgn.mjs FILE.pgn
import { readFileSync } from 'node:fs';
import { parsePgn, startingPosition } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { Chess } from 'chess.js';

const text = readFileSync(process.argv[2], 'utf8');
let games = 0, moves = 0, problems = 0;

function walk(pos, node, where) {
  for (const child of node.children) {
    const move = parseSan(pos, child.data.san);
    if (!move) {
      problems++;
      if (problems < 20) console.error(`chessops: ${where}: illegal or unreadable SAN ${child.data.san}`);
      continue;
    }
    const next = pos.clone();
    next.play(move);
    moves++;
    walk(next, child, where);
  }
}

for (const game of parsePgn(text)) {
  games++;
  const start = startingPosition(game.headers);
  if (start.isErr) {
    problems++;
    console.error(`chessops: game ${games}: bad start position`);
    continue;
  }
  walk(start.value, game.moves, `game ${games}`);
}

// chess.js reads one game at a time.
const chunks = text.split(/\n\n(?=\[Event )/);
let cjs = 0;
for (const chunk of chunks) {
  if (!chunk.trim()) continue;
  const c = new Chess();
  try {
    c.loadPgn(chunk);
    cjs++;
  } catch (e) {
    problems++;
    if (problems < 20) console.error(`chess.js: game ${cjs + 1}: ${e.message}`);
  }
}
console.log(`chessops: ${games} games, ${moves} moves; chess.js: ${cjs} games; ${problems} problems`);
process.exit(problems === 0 && games > 0 && cjs === games ? 0 : 1);
