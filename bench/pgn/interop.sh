#!/bin/sh
# Interoperability: what Arbiter's PGN writer writes must be read without a
# complaint by pgn-extract (Debian package pgn-extract) and by two
# independent JavaScript readers, chessops and chess.js (interop/).
# Usage: bench/pgn/interop.sh   (from the repository root; needs the corpus
# in ../shared/testdata/corpus, pgn-extract, node and npm)
set -eu
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
out=$tmp/arbiter.pgn
# All games of games-01 that parse, read and written by package pgn.
ARBITER_INTEROP_OUT=$out go test -count=1 -run TestWriteInteropSample ./pgn > /dev/null
echo "written: $(grep -c '^\[Event ' "$out") games, $(wc -c < "$out") bytes"
pe=$(command -v pgn-extract || echo /usr/games/pgn-extract)
"$pe" -s -r "$out" > /dev/null 2> "$tmp/pe.err" || true
# A "Result ... is inconsistent with checkmate" warning is about the game
# record itself (written back unchanged; arbiter check reports it too), not
# about the PGN: it and the two lines naming the game are not complaints.
complaints=$(tr '\r' '\n' < "$tmp/pe.err" | awk '/^Warning: Result of .* is inconsistent/ {skip=3} skip>0 {skip--; next} {print}' |
  grep -v '^Games: ' | grep -cv '^ *$' || true)
echo "pgn-extract: $complaints lines of complaint"
(cd interop && npm install --silent > /dev/null)
node interop/readpgn.mjs "$out"
test "$complaints" -eq 0
