#!/bin/sh
# whowins design answers the same with any thread count: for a few designs (the bit engine with a
# team moving one at a time and one moving all at once, a graph with the hold solve, the queue
# engine), `whowins design --json --stats --threads N` for N = 1, 2, 3 must be byte for byte the
# same, and not empty.
#   sh tests/cli/threads_same.sh path/to/whowins
set -u
WHOWINS="$1"
DIR=$(mktemp -d)
trap 'rm -rf "$DIR"' EXIT
fail=0
# An open n x n grid as JSON rows, A at the top left, B at the top right, R in the middle.
grid() {
  n=$1
  awk -v n="$n" 'BEGIN {
    for (r = 0; r < n; ++r) {
      row = ""
      for (c = 0; c < n; ++c) {
        ch = "."
        if (r == 0 && c == 0) ch = "A"
        else if (r == 0 && c == n - 1) ch = "B"
        else if (r == int(n / 2) && c == int(n / 2)) ch = "R"
        row = row ch
      }
      printf "%s\"%s\"", (r ? "," : ""), row
    }
  }'
}
king='"moves": {"steps": "king", "stay": true}'
cat > "$DIR/two-kings.json" <<JSON
{"board": {"grid": [$(grid 7)]}, "sides": [
 {"name": "hunters", "team": "one", "tokens": [{"start": "A", $king}, {"start": "B", $king}]},
 {"name": "king", "tokens": [{"start": "R", $king}]}],
 "first": "hunters", "ends": [{"when": "meet", "winner": "hunters"}], "endless": "king"}
JSON
cat > "$DIR/king-knight.json" <<JSON
{"board": {"grid": [$(grid 6)]}, "sides": [
 {"name": "hunters", "team": "all", "tokens": [{"start": "A", $king}, {"start": "B", "moves": {"steps": "knight"}}]},
 {"name": "king", "tokens": [{"start": "R", $king}]}],
 "first": "hunters", "ends": [{"when": "meet", "winner": "hunters"}], "endless": "king"}
JSON
# A wheel of 120 spokes (hub 0) with a rim, the mouse's hole at 0; the cat's stuck is a draw and
# endless play the mouse's: the plain solve and the hold solve.
awk 'BEGIN {
  n = 121
  printf "{\"board\": {\"graph\": {\"n\": %d, \"edges\": [", n
  for (v = 1; v < n; ++v) printf "%s[0, %d], [%d, %d]", (v > 1 ? ", " : ""), v, v, (v % (n - 1)) + 1
  printf "]}}, \"sides\": [{\"name\": \"cat\", \"stuck\": \"draw\", \"tokens\": [{\"start\": 2, \"moves\": {\"forbid\": [0]}}]},"
  printf " {\"name\": \"mouse\", \"tokens\": [{\"start\": 60, \"moves\": {}}]}], \"first\": \"mouse\", \"endless\": \"mouse\","
  printf " \"ends\": [{\"when\": \"meet\", \"winner\": \"cat\"}, {\"when\": \"on\", \"side\": \"mouse\", \"cells\": [0], \"winner\": \"mouse\"}]}\n"
}' > "$DIR/wheel.json"

# same NAME FILE [ENGINE]: the three outputs equal and more than a few lines.
same() {
  name=$1 file=$2 engine=${3:-}
  for n in 1 2 3; do
    if ! WHOWINS_DESIGN_ENGINE="$engine" "$WHOWINS" design --json --stats --threads "$n" < "$file" > "$DIR/out$n" 2> "$DIR/err"; then
      echo "FAIL $name: --threads $n exited non-zero: $(cat "$DIR/err")"
      fail=1
      return
    fi
  done
  if [ "$(wc -l < "$DIR/out1")" -lt 1000 ]; then
    echo "FAIL $name: the map has $(wc -l < "$DIR/out1") lines"
    fail=1
  elif ! cmp -s "$DIR/out1" "$DIR/out2" || ! cmp -s "$DIR/out1" "$DIR/out3"; then
    echo "FAIL $name: the output differs between --threads 1, 2 and 3"
    fail=1
  else
    echo "ok   $name ($(wc -c < "$DIR/out1") bytes each)"
  fi
}
same "two kings hunt a king 7 x 7, the bit engine" "$DIR/two-kings.json"
same "a king and a knight (all at once) hunt a king 6 x 6, the bit engine's stages" "$DIR/king-knight.json"
same "cat and mouse on a wheel of 121, endless, the bit engine (hold solve)" "$DIR/wheel.json"
same "cat and mouse on a wheel of 121, endless, the queue engine (hold solve)" "$DIR/wheel.json" queue
same "two kings hunt a king 7 x 7, the queue engine" "$DIR/two-kings.json" queue
exit $fail
