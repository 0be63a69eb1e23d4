#!/usr/bin/env bash
# Perft speed, side by side in one run: Arbiter, Stockfish (Debian package
# "stockfish", one thread, "go perft N") and the Go chess libraries the
# module proxy serves. Usage: bench/perft/run.sh [--runs N]
set -euo pipefail
cd "$(dirname "$0")"
if ! command -v stockfish >/dev/null && [ ! -x /usr/games/stockfish ]; then
  echo "installing stockfish (Debian package)" >&2
  apt-get install -y -qq stockfish >/dev/null
fi
sf=$(command -v stockfish || echo /usr/games/stockfish)
"$(go env GOROOT)/bin/go" run . -stockfish "$sf" "$@"
