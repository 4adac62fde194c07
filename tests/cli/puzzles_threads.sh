#!/bin/sh
# whowins puzzles takes --threads as whowins <game> does: the same puzzles, byte for byte, with
# N = 1, 2 and 3 for designs (whose solve splits over the threads: the bit engine, the queue
# engine's set-up, the cop-thief and cops kernels) and for cop-thief; a game that solves on one thread takes N and
# answers the same; a bad N exits 2 with one line on standard error and nothing on standard output.
#   sh tests/cli/puzzles_threads.sh path/to/whowins
set -u
WHOWINS="$1"
DIR=$(mktemp -d)
trap 'rm -rf "$DIR"' EXIT
fail=0
# An open n x n grid as JSON rows, A at the top left, B at the bottom right.
grid() {
  n=$1
  awk -v n="$n" 'BEGIN {
    for (r = 0; r < n; ++r) {
      row = ""
      for (c = 0; c < n; ++c) {
        ch = "."
        if (r == 0 && c == 0) ch = "A"
        else if (r == n - 1 && c == n - 1) ch = "B"
        row = row ch
      }
      printf "%s\"%s\"", (r ? "," : ""), row
    }
  }'
}
# police_thief N [EXTRA]: police and thief on an open N x N board, the thief's exit at A; with
# `"endless": "thief"` one rule away from the cop-thief kernel's shape (the bit or queue engine).
police_thief() {
  cat <<JSON
{"board": {"grid": [$(grid "$1")]}, "sides": [
 {"name": "police", "tokens": [{"start": "B", "moves": {"steps": "queen", "range": 1, "stay": true}}]},
 {"name": "thief", "tokens": [{"start": "A", "moves": {"steps": "rook", "range": 1, "stay": true}}]}],
 "first": "police", "ends": [{"when": "meet", "winner": "police"}, {"when": "on", "side": "thief", "cells": "A", "winner": "thief"}]${2:-}}
JSON
}
police_thief 16 ', "endless": "thief"' > "$DIR/endless.json"
police_thief 12 > "$DIR/kernel.json"
printf '6 7\nP.....*\n..*....\n....*..\n.*...*E\n...*...\n..T....\n' > "$DIR/board.txt"
printf '6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n' > "$DIR/graph.txt"

# same NAME GAME FILE [ENGINE]: `whowins puzzles GAME --kind all --count 40` equal for N = 1, 2, 3
# and at least two puzzles.
same() {
  name=$1 game=$2 file=$3 engine=${4:-}
  for n in 1 2 3; do
    if ! WHOWINS_DESIGN_ENGINE="$engine" "$WHOWINS" puzzles "$game" --kind all --count 40 --threads "$n" \
        < "$file" > "$DIR/out$n" 2> "$DIR/err"; then
      echo "FAIL $name: --threads $n exited non-zero: $(cat "$DIR/err")"
      fail=1
      return
    fi
  done
  if [ "$(wc -l < "$DIR/out1")" -lt 2 ]; then
    echo "FAIL $name: $(wc -l < "$DIR/out1") puzzles"
    fail=1
  elif ! cmp -s "$DIR/out1" "$DIR/out2" || ! cmp -s "$DIR/out1" "$DIR/out3"; then
    echo "FAIL $name: the puzzles differ between --threads 1, 2 and 3"
    fail=1
  else
    echo "ok   $name ($(wc -l < "$DIR/out1") puzzles each)"
  fi
}
same "police and thief 16 x 16, endless play the thief's: the bit engine" design "$DIR/endless.json"
same "police and thief 16 x 16, endless play the thief's: the queue engine" design "$DIR/endless.json" queue
same "police and thief 12 x 12 as a design: the cop-thief kernel" design "$DIR/kernel.json"
same "two cops and a robber on the Petersen graph: the cops kernel" design "$(dirname "$0")/../../docs/designs/two-cops.json"
same "cop-thief" cop-thief "$DIR/board.txt"
same "generic (one thread whatever N)" generic "$DIR/graph.txt"

# A bad N: status 2, one line naming the option, nothing on standard output.
for bad in 0 9 x ""; do
  "$WHOWINS" puzzles design --threads $bad < "$DIR/endless.json" > "$DIR/out" 2> "$DIR/err"
  status=$?
  if [ "$status" -ne 2 ] || [ "$(wc -l < "$DIR/err")" -ne 1 ] || [ -s "$DIR/out" ] ||
     ! grep -q "^whowins puzzles: --threads" "$DIR/err"; then
    echo "FAIL --threads '$bad': status $status, stderr: $(cat "$DIR/err")"
    fail=1
  else
    echo "ok   --threads '$bad' refused: $(cat "$DIR/err")"
  fi
done
exit $fail
