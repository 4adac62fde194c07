#!/usr/bin/env bash
# bench/police_thief_design.sh [WHOWINS] [N...] — police and thief written as a design against
# `whowins cop-thief` on the same open N x N boards (police in a corner, the thief and an exit in
# the opposite one), in one script: wall time and peak resident memory (/usr/bin/time) of each,
# and the ratios design / cop-thief. Default boards 64 and 128; WHOWINS defaults to
# build/native/whowins (pass another binary to measure another tree the same way). REPS runs
# each (default 3): the median time, the largest peak.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BIN="${1:-$ROOT/build/native/whowins}"
shift || true
SIZES=("${@:-64 128}")
# shellcheck disable=SC2206
SIZES=(${SIZES[*]})
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
REPS="${REPS:-3}"
measure() {  # measure FILE ARGS... → "seconds kilobytes answer": the median time of REPS runs, the largest peak
  local input="$1"; shift
  : >"$TMP/runs"
  for _ in $(seq "$REPS"); do
    /usr/bin/time -f '%e %M' -o "$TMP/t" "$BIN" "$@" <"$input" >"$TMP/out" || return 1
    cat "$TMP/t" >>"$TMP/runs"
  done
  echo "$(sort -g "$TMP/runs" | awk '{t[NR]=$1; if ($2 > m) m=$2} END {print t[int((NR+1)/2)], m}') $(tr -d '\n' <"$TMP/out")"
}
echo "| board | positions | cop-thief s | cop-thief MB | design s | design MB | time ratio | memory ratio | answers |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"
for n in "${SIZES[@]}"; do
  python3 - "$n" "$TMP" <<'PY'
import json, sys
n, tmp = int(sys.argv[1]), sys.argv[2]
rows = ['.' * n for _ in range(n)]
rows[0] = 'P' + rows[0][1:]
rows[n - 1] = rows[n - 1][:n - 2] + 'TE'
with open(f'{tmp}/ct.txt', 'w') as f:
    f.write(f'{n} {n}\n' + '\n'.join(rows) + '\n')
d = {"name": f"police and thief {n}x{n}", "board": {"grid": rows},
     "sides": [{"name": "police", "tokens": [{"start": "P", "moves": {"steps": "queen", "range": 1, "stay": True}}]},
               {"name": "thief", "tokens": [{"start": "T", "moves": {"steps": "rook", "range": 1, "stay": True}}]}],
     "first": "police",
     "ends": [{"when": "meet", "winner": "police"}, {"when": "on", "side": "thief", "cells": "E", "winner": "thief"}]}
with open(f'{tmp}/d.json', 'w') as f:
    json.dump(d, f)
PY
  read -r cs ck ca < <(measure "$TMP/ct.txt" cop-thief)
  if ! read -r ds dk da < <(measure "$TMP/d.json" design 2>/dev/null); then ds=-; dk=0; da="refused"; fi
  cells=$((n * n))
  awk -v n="$n" -v p="$((2 * cells * cells))" -v cs="$cs" -v ck="$ck" -v ds="$ds" -v dk="$dk" -v ca="$ca" -v da="$da" 'BEGIN {
    if (ds == "-") printf "| %dx%d | %d | %.2f | %.0f | refused | – | – | – | %s / %s |\n", n, n, p, cs, ck / 1024, ca, da;
    else printf "| %dx%d | %d | %.2f | %.0f | %.2f | %.0f | %.2f | %.2f | %s / %s |\n", n, n, p, cs, ck / 1024, ds, dk / 1024, ds / cs, dk / ck, ca, da }'
done
