#!/usr/bin/env bash
# bench/json_cost.sh [WHOWINS] [N...] — what --stats and --json cost over the plain answer, for
# police and thief on open N x N boards (police in a corner, the thief and an exit in the opposite
# one, as bench/police_thief_design.sh writes them) both as `whowins cop-thief` and as the same
# game written as a design (solved by the cop-thief kernel), and for Fox and Hounds
# (docs/designs/fox-and-hounds.json). One script, so the ratios compare like with like: the
# median wall time of REPS runs (default 3) of each command, the ratios design --json /
# cop-thief --json and --stats / plain, and the --json bytes. Default boards 32 48 64; WHOWINS
# defaults to build/native/whowins. The answer goes to a file in a temporary folder (SINK=null:
# to /dev/null, what the program costs without the operating system storing the bytes);
# THREADS=N passes --threads N to every command.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BIN="${1:-$ROOT/build/native/whowins}"
shift || true
SIZES=("${@:-32 48 64}")
# shellcheck disable=SC2206
SIZES=(${SIZES[*]})
REPS="${REPS:-3}"
THREADS="${THREADS:-1}"
SINK="${SINK:-file}"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
# time_of FILE ARGS... → the median wall time of REPS runs (seconds, from date's nanoseconds around
# the command); the last run's bytes in $TMP/bytes.
time_of() {
  local input="$1"; shift
  : >"$TMP/runs"
  for _ in $(seq "$REPS"); do
    local out="$TMP/out"
    [ "$SINK" = null ] && out=/dev/null
    rm -f "$TMP/out"
    local start end
    start=$(date +%s.%N)
    "$BIN" "$@" --threads "$THREADS" <"$input" >"$out"
    end=$(date +%s.%N)
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f\n", b - a }' >>"$TMP/runs"
    if [ "$SINK" = null ]; then echo 0 >"$TMP/bytes"; else wc -c <"$TMP/out" >"$TMP/bytes"; fi
    rm -f "$TMP/out"
  done
  sort -g "$TMP/runs" | awk '{t[NR]=$1} END {print t[int((NR+1)/2)]}'
}
echo "load before: $(uptime | sed 's/.*load average: //'); REPS=$REPS, THREADS=$THREADS, output to $SINK"
echo
echo "| game | positions | cop-thief plain | --stats | --json | design plain | --stats | --json | design --json / cop-thief --json | --stats / plain (cop-thief, design) | --json MB (cop-thief, design) |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
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
  cp_=$(time_of "$TMP/ct.txt" cop-thief)
  cs=$(time_of "$TMP/ct.txt" cop-thief --stats)
  cj=$(time_of "$TMP/ct.txt" cop-thief --json); cb=$(cat "$TMP/bytes")
  dp=$(time_of "$TMP/d.json" design)
  ds=$(time_of "$TMP/d.json" design --stats)
  dj=$(time_of "$TMP/d.json" design --json); db=$(cat "$TMP/bytes")
  cells=$((n * n))
  awk -v n="$n" -v p="$((2 * cells * cells))" -v cp="$cp_" -v cs="$cs" -v cj="$cj" -v dp="$dp" -v ds="$ds" -v dj="$dj" \
      -v cb="$cb" -v db="$db" 'function r(a, b) { return b > 0 ? sprintf("%.2f", a / b) : "–" }
    BEGIN { printf "| police and thief %d × %d | %d | %.3f s | %.3f s | %.3f s | %.3f s | %.3f s | %.3f s | **%s** | %s, %s | %.0f, %.0f |\n",
      n, n, p, cp, cs, cj, dp, ds, dj, r(dj, cj), r(cs, cp), r(ds, dp), cb / 1e6, db / 1e6 }'
done
fox="$ROOT/docs/designs/fox-and-hounds.json"
fp=$(time_of "$fox" design)
fs=$(time_of "$fox" design --stats)
fj=$(time_of "$fox" design --json); fb=$(cat "$TMP/bytes")
fcount=$("$BIN" design --stats <"$fox" | awk '/^positions/ {print $2}')
awk -v fcount="$fcount" -v fp="$fp" -v fs="$fs" -v fj="$fj" -v fb="$fb" 'BEGIN {
  printf "| Fox and Hounds 8 × 8 | %d | – | – | – | %.3f s | %.3f s | %.3f s | – | –, %.2f | –, %.0f |\n",
    fcount, fp, fs, fj, (fp > 0 ? fs / fp : 0), fb / 1e6 }'
echo
echo "load after: $(uptime | sed 's/.*load average: //')"
