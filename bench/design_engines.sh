#!/usr/bin/env bash
# bench/design_engines.sh [WHOWINS] [REPS] — every design engine against the queue engine, one
# binary, one script (same inputs, interleaved runs): `whowins design --stats` as it chooses its
# engine (the cop-thief kernel for police and thief, the bit engine where it takes the design:
# src/design/design_bits.hpp) and with WHOWINS_DESIGN_ENGINE=queue (the queue engine, today's
# reference). Designs: cat and mouse on a random 1,500-node graph (LeetCode 913), two cops and a
# robber on a 172-vertex ring with chords, Cat and Mouse II (LeetCode 1728) on 40 x 40 with
# walls, Fox and Hounds 8 x 8, two kings hunting a king on 19 x 19 (47 M positions), and two cops
# and a robber on an open 32 x 32 board (1.07 G positions: past the queue engine's budget).
# Prints per design the median CPU time (user) and the largest peak resident memory of each, and
# the ratios engine / queue (CPU time: the machine is shared). Default REPS 3.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BIN="${1:-$ROOT/build/native/whowins}"
REPS="${2:-3}"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
# The first four as bench/design_shapes.sh makes them.
sed -n '/^python3 - "\$TMP" <<.PY.$/,/^PY$/p' "$ROOT/bench/design_shapes.sh" | sed '1d;$d' >"$TMP/shapes.py"
python3 "$TMP/shapes.py" "$TMP"
cp "$ROOT/docs/designs/fox-and-hounds.json" "$TMP/fox-and-hounds.json"
python3 - "$TMP" <<'PY'
import json, sys
tmp = sys.argv[1]
def grid(n, marks):
    return ["".join(marks.get((r, c), ".") for c in range(n)) for r in range(n)]
king = lambda s: {"start": s, "moves": {"steps": "king", "stay": True}}
json.dump({"name": "two kings hunt a king 19", "board": {"grid": grid(19, {(0, 0): "A", (0, 18): "B", (9, 9): "R"})},
           "sides": [{"name": "hunters", "team": "one", "tokens": [king("A"), king("B")]}, {"name": "king", "tokens": [king("R")]}],
           "first": "hunters", "ends": [{"when": "meet", "winner": "hunters"}], "endless": "king"}, open(f"{tmp}/three-kings-19.json", "w"))
json.dump({"name": "two cops 32", "board": {"grid": grid(32, {(0, 0): "C", (31, 31): "R"})},
           "sides": [{"name": "cops", "tokens": [king("C"), king("C")]}, {"name": "robber", "tokens": [king("R")]}],
           "first": "cops", "ends": [{"when": "meet", "winner": "cops"}], "endless": "robber"}, open(f"{tmp}/two-cops-32.json", "w"))
PY
run() {  # run ENGINE FILE → "user_seconds peak_kb answer" (or "- - refused")
  local engine="$1" file="$2"
  if /usr/bin/time -f '%U %M' -o "$TMP/t" env ${engine:+WHOWINS_DESIGN_ENGINE=$engine} "$BIN" design --stats <"$file" >"$TMP/out" 2>"$TMP/err"; then
    echo "$(cat "$TMP/t") $(head -1 "$TMP/out")"
  else
    echo "- - refused"
  fi
}
summary() {  # stdin: lines "seconds kb answer" → "median_seconds max_kb answer"
  sort -g | awk '{t[NR]=$1; if ($2 > m) m=$2; a=$3} END {print t[int((NR+1)/2)], m, a}'
}
echo "| design | positions | queue s | queue MB | engine s | engine MB | engine / queue time | memory | answers |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"
for f in cat-mouse two-cops leetcode-1728 fox-and-hounds three-kings-19 two-cops-32; do
  positions=$("$BIN" design --stats <"$TMP/$f.json" | awk '/^positions/ {print $2}')
  : >"$TMP/q"; : >"$TMP/e"
  reps="$REPS"; [ "$f" = two-cops-32 ] && reps=1
  for _ in $(seq "$reps"); do run queue "$TMP/$f.json" >>"$TMP/q"; run "" "$TMP/$f.json" >>"$TMP/e"; done
  read -r qs qk qa < <(summary <"$TMP/q")
  read -r es ek ea < <(summary <"$TMP/e")
  awk -v f="$f" -v n="$positions" -v qs="$qs" -v qk="$qk" -v qa="$qa" -v es="$es" -v ek="$ek" -v ea="$ea" 'BEGIN {
    if (qs == "-") printf "| %s | %d | refused | – | %.2f | %.0f | – | – | %s |\n", f, n, es, ek / 1024, ea;
    else printf "| %s | %d | %.2f | %.0f | %.2f | %.0f | %.2f | %.2f | %s %s |\n", f, n, qs, qk / 1024, es, ek / 1024, es / qs, ek / qk, qa, (qa == ea ? "=" : "≠ " ea) }'
done
