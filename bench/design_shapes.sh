#!/usr/bin/env bash
# bench/design_shapes.sh BEFORE AFTER [REPS] — the designs the queue engine keeps, timed with two
# whowins binaries in one script (same inputs, same machine, interleaved runs): cat and mouse on
# a random 1,500-node graph (LeetCode 913 as a design), two cops and a robber on a 172-vertex
# ring with chords, Cat and Mouse II (LeetCode 1728) on a 40 x 40 board with walls, Fox and Hounds 8 x 8.
# Prints per design the median CPU time (user) of each and the ratio AFTER / BEFORE (CPU time: the
# machine is shared, and a second process moves wall time more than it moves CPU time).
set -euo pipefail
BEFORE="$1"; AFTER="$2"; REPS="${3:-3}"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
python3 - "$TMP" <<'PY'
import json, random, sys
tmp = sys.argv[1]
rng = random.Random(913)
n = 1500
adj = [set() for _ in range(n)]
for v in range(1, n):
    u = rng.randrange(v); adj[v].add(u); adj[u].add(v)
for _ in range(2 * n):
    a, b = rng.randrange(n), rng.randrange(n)
    if a != b: adj[a].add(b); adj[b].add(a)
cat = {"name": "cat and mouse 1500", "board": {"graph": {"adjacency": [sorted(a) for a in adj]}},
       "sides": [{"name": "mouse", "tokens": [{"start": 1, "moves": {}}]},
                 {"name": "cat", "stuck": "draw", "tokens": [{"start": 2, "moves": {"forbid": [0]}}]}],
       "first": "mouse", "ends": [{"when": "meet", "winner": "cat"}, {"when": "on", "side": "mouse", "cells": [0], "winner": "mouse"}]}
json.dump(cat, open(f"{tmp}/cat-mouse.json", "w"))
L = 172
edges = [[v, (v + 1) % L] for v in range(L)] + [[v, (v + 17) % L] for v in range(0, L, 4)]
cops = {"name": "two cops 172", "board": {"graph": {"n": L, "edges": edges}},
        "sides": [{"name": "cops", "tokens": [{"start": 0, "moves": {"stay": True}}, {"start": 0, "moves": {"stay": True}}]},
                  {"name": "robber", "tokens": [{"start": 86, "moves": {"stay": True}}]}],
        "first": "cops", "ends": [{"when": "meet", "winner": "cops"}], "endless": "robber"}
json.dump(cops, open(f"{tmp}/two-cops.json", "w"))
N = 40
rows = ["".join("#" if (r % 7 == 3 and c % 9 != 4) else "." for c in range(N)) for r in range(N)]
rows[0] = "M" + rows[0][1:]; rows[N - 1] = rows[N - 1][:N - 2] + "CF"
lc = {"name": "LeetCode 1728 40x40", "board": {"grid": rows, "walls": "#"},
      "sides": [{"name": "mouse", "tokens": [{"start": "M", "moves": {"steps": "rook", "range": 3, "stay": True}}]},
                {"name": "cat", "tokens": [{"start": "C", "moves": {"steps": "rook", "range": 2, "stay": True}}]}],
      "first": "mouse", "ends": [{"when": "meet", "winner": "cat"}, {"when": "on", "side": "cat", "cells": "F", "winner": "cat"},
                                 {"when": "on", "side": "mouse", "cells": "F", "winner": "mouse"}],
      "endless": "cat", "limit": {"plies": 1000, "winner": "cat"}}
json.dump(lc, open(f"{tmp}/leetcode-1728.json", "w"))
PY
cp "$ROOT/docs/designs/fox-and-hounds.json" "$TMP/fox-and-hounds.json"
time_one() { /usr/bin/time -f '%U' -o "$TMP/t" "$1" design --stats <"$2" >/dev/null 2>&1 || echo "- " >"$TMP/t"; cat "$TMP/t"; }
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
echo "| design | before s (user) | after s (user) | after / before |"
echo "| --- | ---: | ---: | ---: |"
for f in cat-mouse two-cops leetcode-1728 fox-and-hounds; do
  : >"$TMP/b"; : >"$TMP/a"
  for _ in $(seq "$REPS"); do time_one "$BEFORE" "$TMP/$f.json" >>"$TMP/b"; time_one "$AFTER" "$TMP/$f.json" >>"$TMP/a"; done
  b=$(median <"$TMP/b"); a=$(median <"$TMP/a")
  awk -v f="$f" -v b="$b" -v a="$a" 'BEGIN { if (b == "-") printf "| %s | refused | %.2f | – |\n", f, a; else printf "| %s | %.2f | %.2f | %.2f |\n", f, b, a, a / b }'
done
