#!/bin/sh
# Speed and coverage of package dead on positions of real games: every
# final position plus one position every 12 plies, 200,000 positions from
# the first corpus file, both sides analysed at the default budget; then
# the same positions under the lichess rule (chessops's material test, run
# by node from interop/) side by side: its time per position, the ratio,
# how many sides it finds unable to mate and how many more Arbiter proves.
# Usage: bench/dead/run.sh [PGN_FILES...]   (run from the repository root;
# the comparison needs node and npm)
set -eu
if [ $# -eq 0 ]; then
	set -- ../shared/testdata/corpus/games-01.pgn.zst
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go run ./bench/dead -every 12 -max 200000 -partial 1000000 -out "$tmp/answers.tsv" "$@" | tee "$tmp/arbiter.txt" | grep -v '^unknown: '
if ! command -v node > /dev/null; then
	echo "node not found: no comparison with chessops"
	exit 0
fi
(cd interop && npm install --silent > /dev/null)
node interop/material.mjs "$tmp/answers.tsv" > "$tmp/chessops.json"
ours=$(awk '/^total / {print $2}' "$tmp/arbiter.txt" | tr -d 's,')
n=$(wc -l < "$tmp/answers.tsv")
node -e '
const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
const oursUs = Number(process.argv[2]) * 1e6 / Number(process.argv[3]);
const theirsUs = r.ns_per_position / 1000;
console.log(`chessops material rule: ${theirsUs.toFixed(3)} us per position (both sides); Arbiter: ${oursUs.toFixed(1)} us; ratio ${(oursUs / theirsUs).toFixed(0)}x slower`);
console.log(`sides unable to mate: chessops ${r.cannot_mate}, Arbiter ${r.cannot_mate + r.arbiter_only_no} (${r.arbiter_only_no} more: the mated side and both sides of a stalemate, then K+B v K+R, locked positions and the like)`);
console.log(`conflicts (chessops says cannot mate, Arbiter does not): ${r.conflicts}`);
process.exit(r.conflicts === 0 ? 0 : 1);
' "$tmp/chessops.json" "$ours" "$n"
