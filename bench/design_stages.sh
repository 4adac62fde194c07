#!/usr/bin/env bash
# bench/design_stages.sh [WHOWINS] [REPS] — a team moving all at once in the bit engine: its
# groups one at a time through intermediate placements (stages, the default) against the whole
# team's moves at once (WHOWINS_BITS_STAGES=0), and the queue engine (WHOWINS_DESIGN_ENGINE=queue)
# where it finishes in reasonable time; one binary, one script, interleaved runs.
# Designs: a king and a knight hunting a king on 14 x 14 (15 M positions), a king, a knight
# and a two-step rook hunting a king on 8 x 8 (34 M positions), and two knights (twins: one after
# the other) hunting a king on 16 x 16 (17 M positions). Prints the median CPU time (user)
# and the largest peak resident memory of each, and the ratios stages / whole moves. Default REPS 3.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BIN="${1:-$ROOT/build/native/whowins}"
REPS="${2:-3}"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
python3 - "$TMP" <<'PY'
import json, sys
tmp = sys.argv[1]
def grid(n, marks):
    return ["".join(marks.get((r, c), ".") for c in range(n)) for r in range(n)]
def tok(s, steps, **kw):
    return {"start": s, "moves": {"steps": steps, "stay": True, **kw}}
json.dump({"name": "a king and a knight hunt a king 14", "board": {"grid": grid(14, {(0, 0): "A", (0, 13): "B", (7, 7): "R"})},
           "sides": [{"name": "hunters", "team": "all", "tokens": [tok("A", "king"), tok("B", "knight")]}, {"name": "king", "tokens": [tok("R", "king")]}],
           "first": "hunters", "ends": [{"when": "meet", "winner": "hunters"}], "endless": "king"}, open(f"{tmp}/king-knight-14.json", "w"))
json.dump({"name": "a king, a knight and a rook hunt a king 8", "board": {"grid": grid(8, {(0, 0): "A", (0, 7): "B", (7, 0): "C", (4, 4): "R"})},
           "sides": [{"name": "hunters", "team": "all", "tokens": [tok("A", "king"), tok("B", "knight"), tok("C", "rook", range=2)]},
                     {"name": "king", "tokens": [tok("R", "king")]}],
           "first": "hunters", "ends": [{"when": "meet", "winner": "hunters"}], "endless": "king"}, open(f"{tmp}/king-knight-rook-8.json", "w"))
json.dump({"name": "two knights hunt a king 16", "board": {"grid": grid(16, {(0, 0): "A", (15, 15): "R"})},
           "sides": [{"name": "knights", "team": "all", "tokens": [tok("A", "knight"), tok("A", "knight")]}, {"name": "king", "tokens": [tok("R", "king")]}],
           "first": "knights", "ends": [{"when": "meet", "winner": "knights"}], "endless": "king"}, open(f"{tmp}/two-knights-16.json", "w"))
PY
run() {  # run VAR=VALUE FILE → "user_seconds peak_kb answer"
  /usr/bin/time -f '%U %M' -o "$TMP/t" env "$1" "$BIN" design --stats <"$2" >"$TMP/out"
  echo "$(cat "$TMP/t") $(head -1 "$TMP/out") $(grep -v '^engine\|time' "$TMP/out" | md5sum | cut -c1-8)"
}
summary() { sort -g | awk '{t[NR]=$1; if ($2 > m) m=$2; a=$3 "/" $4} END {print t[int((NR+1)/2)], m, a}'; }
echo "| design | positions | queue s | whole moves s | MB | stages s | MB | stages / whole: time | memory | answers |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"
for f in king-knight-14 king-knight-rook-8 two-knights-16; do
  positions=$("$BIN" design --stats <"$TMP/$f.json" | awk '/^positions/ {print $2}')
  : >"$TMP/w"; : >"$TMP/s"; qs="–"
  if [ "$f" = king-knight-14 ]; then read -r qs _ _ < <(run WHOWINS_DESIGN_ENGINE=queue "$TMP/$f.json"); fi
  for _ in $(seq "$REPS"); do run WHOWINS_BITS_STAGES=0 "$TMP/$f.json" >>"$TMP/w"; run WHOWINS_BITS_STAGES=1 "$TMP/$f.json" >>"$TMP/s"; done
  read -r ws wk wa < <(summary <"$TMP/w")
  read -r ss sk sa < <(summary <"$TMP/s")
  awk -v f="$f" -v n="$positions" -v qs="$qs" -v ws="$ws" -v wk="$wk" -v wa="$wa" -v ss="$ss" -v sk="$sk" -v sa="$sa" 'BEGIN {
    printf "| %s | %d | %s | %.2f | %.0f | %.2f | %.0f | %.2f | %.2f | %s %s |\n", f, n, qs, ws, wk / 1024, ss, sk / 1024, ss / ws, sk / wk, sa, (wa == sa ? "=" : "≠ " wa) }'
done
