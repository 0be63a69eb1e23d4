#!/bin/sh
# Speed and coverage of package dead on positions of real games: every
# final position plus one position every 12 plies, from the first corpus
# file (about 300,000 positions), both sides analysed at the default budget.
# Usage: bench/dead/run.sh [PGN_FILES...]   (run from the repository root)
set -eu
if [ $# -eq 0 ]; then
	set -- ../shared/testdata/corpus/games-01.pgn.zst
fi
go run ./bench/dead -every 12 -max 200000 -partial 20000 "$@"
