// The lichess answer to "can this side still checkmate?": chessops's
// material rule, for the positions of bench/dead (one line per position:
// FEN, then Arbiter's answers for White and Black). It times the rule,
// counts its verdicts and checks that wherever the rule says a side cannot
// mate, Arbiter says so too.
// Usage: node material.mjs FILE
import { readFileSync } from 'node:fs';
import { parseFen } from 'chessops/fen';
import { Chess } from 'chessops/chess';

const lines = readFileSync(process.argv[2], 'utf8').split('\n').filter((l) => l);
const positions = lines.map((l) => {
  const [fen, w, b] = l.split('\t');
  return { pos: Chess.fromSetup(parseFen(fen).unwrap()).unwrap(), fen, ours: [w, b] };
});
let cannot = 0, conflicts = 0, oursOnly = 0;
const verdicts = new Array(positions.length);
const t0 = process.hrtime.bigint();
for (let i = 0; i < positions.length; i++) {
  const p = positions[i].pos;
  verdicts[i] = [p.hasInsufficientMaterial('white'), p.hasInsufficientMaterial('black')];
}
const ns = Number(process.hrtime.bigint() - t0);
for (let i = 0; i < positions.length; i++) {
  for (let c = 0; c < 2; c++) {
    const theirs = verdicts[i][c], ours = positions[i].ours[c];
    if (theirs) cannot++;
    if (theirs && ours !== 'no') {
      conflicts++;
      if (conflicts < 10) console.error(`conflict: ${positions[i].fen} side ${c}: chessops cannot mate, Arbiter ${ours}`);
    }
    if (!theirs && ours === 'no') oursOnly++;
  }
}
console.log(JSON.stringify({ positions: positions.length, ns_per_position: ns / positions.length, cannot_mate: cannot, conflicts, arbiter_only_no: oursOnly }));
