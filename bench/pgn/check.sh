#!/bin/sh
# Speed of "arbiter check" on the real-game corpus, side by side with
# pgn-extract -s -r, on one core and on all cores, with peak memory.
# Usage: bench/pgn/check.sh [CORPUS_DIR]   (run from the repository root)
set -eu
corpus=${1:-../shared/testdata/corpus}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/arbiter" ./cmd/arbiter
pe=$(command -v pgn-extract || echo /usr/games/pgn-extract)
# Both tools read the same plain PGN (decompressed once, outside the timing).
for f in "$corpus"/*.pgn.zst; do zstd -qdc "$f"; done > "$tmp/all.pgn"
bytes=$(wc -c < "$tmp/all.pgn")
games=$(grep -c '^\[Event ' "$tmp/all.pgn" || true)
cores=$(getconf _NPROCESSORS_ONLN)
echo "corpus: $bytes bytes, about $games games; $cores cores"

now() { date +%s.%N; }
measure() { # label, command...
	label=$1; shift
	t0=$(now)
	/usr/bin/time -f "%M" -o "$tmp/mem" "$@" > /dev/null 2> "$tmp/err" || true
	t1=$(now)
	s=$(echo "$t1 - $t0" | bc -l)
	mem=$(tail -1 "$tmp/mem")
	printf "%-28s %7.2f s %9.0f games/s %7.1f MB/s %7d KB peak\n" "$label" "$s" \
		"$(echo "$games / $s" | bc -l)" "$(echo "$bytes / $s / 1000000" | bc -l)" "$mem"
	echo "$s" > "$tmp/t.$label"
}
measure pgn-extract-1core taskset -c 0 "$pe" -s -r "$tmp/all.pgn"
measure arbiter-1core env GOMAXPROCS=1 taskset -c 0 "$tmp/arbiter" check --no-progress -j 1 "$tmp/all.pgn"
measure arbiter-all "$tmp/arbiter" check --no-progress "$tmp/all.pgn"
measure arbiter-zst-all "$tmp/arbiter" check --no-progress "$corpus"/*.pgn.zst
pe1=$(cat "$tmp/t.pgn-extract-1core"); a1=$(cat "$tmp/t.arbiter-1core"); an=$(cat "$tmp/t.arbiter-all")
printf "arbiter/pgn-extract on one core: %.2fx\n" "$(echo "$pe1 / $a1" | bc -l)"
printf "arbiter all cores / one core:     %.2fx on %d cores\n" "$(echo "$a1 / $an" | bc -l)" "$cores"
