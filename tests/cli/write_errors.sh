#!/bin/sh
# whowins never reports success for an answer it could not write: for every game and output
# format, stdout on a full device (/dev/full) exits non-zero with one line on stderr naming the
# game and the error; a reader that stops early (a closed pipe) ends it quietly.
#   sh tests/cli/write_errors.sh path/to/whowins
set -u
WHOWINS="$1"
DIR=$(mktemp -d)
trap 'rm -rf "$DIR"' EXIT
fail=0
printf '5 6\n1 2\n2 3\n3 1\n3 4\n4 5\n5 4\n' > "$DIR/graph.txt"
printf '3 4\nP..E\n.*..\n..T.\n' > "$DIR/board.txt"
printf '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]' > "$DIR/cat-mouse.json"
printf '8 7\n1 2\n2 3\n3 4\n4 5\n5 1\n6 7\n7 8\n' > "$DIR/cops.txt"
cat > "$DIR/design.json" <<'JSON'
{"board": {"grid": ["K..", "...", "..k"]}, "sides": [
 {"name": "white", "tokens": [{"start": "K", "moves": {"steps": "king", "stay": true}}]},
 {"name": "black", "tokens": [{"start": "k", "moves": {"steps": "knight"}}]}],
 "first": "white", "ends": [{"when": "meet", "winner": "white"}], "endless": "draw"}
JSON

# to_full GAME INPUT [FLAGS...]: exit status non-zero, exactly one stderr line, the device's error.
to_full() {
  game=$1 input=$2
  shift 2
  "$WHOWINS" "$game" "$@" < "$input" > /dev/full 2> "$DIR/err"
  status=$?
  lines=$(wc -l < "$DIR/err")
  if [ "$status" -eq 0 ] || [ "$lines" -ne 1 ] ||
     ! grep -q "^whowins $game: writing the answer failed: No space left on device\$" "$DIR/err"; then
    echo "FAIL: whowins $game $* > /dev/full: exit $status, stderr: $(cat "$DIR/err")"
    fail=1
  fi
}
for flags in "" --json --dot --stats; do
  to_full generic "$DIR/graph.txt" $flags
  to_full alice-bob "$DIR/graph.txt" $flags
done
printf '2 1 4\n3 5 5 2\n' >> "$DIR/sum.txt"
for flags in "" --json --dot; do
  cat "$DIR/graph.txt" "$DIR/sum.txt" > "$DIR/sum-in.txt"
  to_full sum "$DIR/sum-in.txt" $flags
done
for flags in "" --json --stats; do
  to_full cop-thief "$DIR/board.txt" $flags
  to_full cat-mouse "$DIR/cat-mouse.json" $flags
  to_full design "$DIR/design.json" $flags
done
to_full cop-number "$DIR/cops.txt"
to_full cop-number "$DIR/cops.txt" --stats
printf '4 3\n1 2\n1 3\n2 4\n' > "$DIR/one-key.txt"
to_full puzzles "$DIR/one-key.txt" generic

# A closed pipe: an answer far larger than the pipe's buffer, its reader gone after one byte.
awk 'BEGIN { n = 300000; print n, n - 1; for (i = 1; i < n; i++) print i, i + 1 }' > "$DIR/path.txt"
for flags in "" --json; do
  status=$( { "$WHOWINS" generic $flags < "$DIR/path.txt" 2> "$DIR/err"; echo $? > "$DIR/status"; } | head -c 1 > /dev/null; cat "$DIR/status")
  if [ "$status" -eq 0 ] || [ -s "$DIR/err" ]; then
    echo "FAIL: whowins generic $flags | head -c 1: exit $status, stderr: $(cat "$DIR/err")"
    fail=1
  fi
done
[ "$fail" -eq 0 ] && echo "write errors: every game and format fails loudly on a full device, quietly on a closed pipe"
exit "$fail"
