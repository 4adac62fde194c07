#!/usr/bin/env bash
# Peak resident memory of `whowins design` on large JSON (bench/README.md, "Memory: --json and
# parsing"): the JSON reader on 10 MB inputs, parse_design on a design with a 10 MB edge list,
# and `--json` against `--stats` on a 5.1-million-position design.
#
#   bash bench/memory_json.sh [path/to/whowins]     (default: build/native/whowins)
#
# Every measurement is one process on its own (/usr/bin/time -v, "Maximum resident set size"),
# input redirected from a file (the CLI maps a regular file, so the input's pages count in the
# peak). Inputs are written to $DATA (default build/bench-data/memory_json). Needs python3.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-build/native/whowins}
DATA=${DATA:-build/bench-data/memory_json}
mkdir -p "$DATA"
[ -x "$BIN" ] || { echo "no whowins at $BIN" >&2; exit 1; }

python3 - "$DATA" <<'PY'
import os, random, sys
out = sys.argv[1]
TARGET = 10 * 1000 * 1000          # 10 MB
def write(name, text):
    path = os.path.join(out, name)
    if os.path.exists(path) and os.path.getsize(path) == len(text):
        return
    with open(path, "w") as f:
        f.write(text)

# [0,0,0,...]: the most values per byte (two bytes each).
n = (TARGET - 1) // 2
write("zeros.json", "[" + ",".join(["0"] * n) + "]")

# Larger numbers: 9-digit integers and fractions with exponents.
rng = random.Random(1)
parts, size = [], 1
while size < TARGET:
    x = str(rng.randrange(10**8, 10**9)) if len(parts) % 2 == 0 else "%.6fe%d" % (rng.random(), rng.randrange(-9, 9))
    parts.append(x)
    size += len(x) + 1
write("numbers.json", "[" + ",".join(parts) + "]")

# A design whose edge list is 10 MB: a graph of 10 vertices written with every edge many times
# over ("[a,b]," is 6 bytes: the densest edge list), a cop and a robber.
def design(n, edges, tokens_cops, name):
    return ('{"name": "%s", "board": {"graph": {"n": %d, "edges": [%s]}},\n'
            ' "sides": [{"name": "cops", "tokens": [%s]},\n'
            '           {"name": "robber", "tokens": [{"start": %d, "moves": {"stay": true}}]}],\n'
            ' "first": "cops", "ends": [{"when": "meet", "winner": "cops"}], "endless": "robber"}\n'
            % (name, n, edges, ",".join('{"start": 0, "moves": {"stay": true}}' for _ in range(tokens_cops)), n // 2))
rng = random.Random(2)
edges, size = [], 0
while size < TARGET:
    a = rng.randrange(10); b = (a + 1 + rng.randrange(9)) % 10
    e = "[%d,%d]" % (a, b)
    edges.append(e)
    size += len(e) + 1
write("edges.json", design(10, ",".join(edges), 1, "10 MB of edges"))

# Two cops and a robber on a 172-vertex ring with chords: 2 * 172 * C(173, 2) = 5,118,032
# positions.
L = 172
ring = ["[%d,%d]" % (v, (v + 1) % L) for v in range(L)] + ["[%d,%d]" % (v, (v + 17) % L) for v in range(0, L, 4)]
write("cops172.json", design(L, ",".join(ring), 2, "Two cops on a ring of 172"))
PY

peak_kb() {  # peak RSS in KB of: $BIN args... < file > /dev/null
  local file=$1; shift
  /usr/bin/time -v "$BIN" "$@" < "$file" > /dev/null 2> "$DATA/time.txt" || true
  awk -F': ' '/Maximum resident set size/ {print $2}' "$DATA/time.txt"
}
pipe_peak_kb() {  # the same with the input through a pipe (read into a growing buffer, not mapped)
  local file=$1; shift
  cat "$file" | /usr/bin/time -v "$BIN" "$@" > /dev/null 2> "$DATA/time.txt" || true
  awk -F': ' '/Maximum resident set size/ {print $2}' "$DATA/time.txt"
}
mb() { awk -v k="$1" 'BEGIN {printf "%.1f", k / 1024}'; }

echo "whowins: $BIN"
echo
echo "| input | input MB | command | peak RSS MiB | peak / input | through a pipe: peak MiB | peak / input |"
echo "| --- | ---: | --- | ---: | ---: | ---: | ---: |"
for f in zeros numbers edges; do
  file="$DATA/$f.json"
  bytes=$(stat -c %s "$file")
  kb=$(peak_kb "$file" design)
  pkb=$(pipe_peak_kb "$file" design)
  echo "| $f.json | $(awk -v b="$bytes" 'BEGIN {printf "%.1f", b / 1e6}') | design | $(mb "$kb") | $(awk -v k="$kb" -v b="$bytes" 'BEGIN {printf "%.1f", k * 1024 / b}') | $(mb "$pkb") | $(awk -v k="$pkb" -v b="$bytes" 'BEGIN {printf "%.1f", k * 1024 / b}') |"
done
echo
file="$DATA/cops172.json"
positions=$("$BIN" design --stats < "$file" | awk '/^positions/ {print $2}')
stats_kb=$(peak_kb "$file" design --stats)
json_kb=$(peak_kb "$file" design --json)
start=$(date +%s%N)
json_bytes=$("$BIN" design --json < "$file" | wc -c)
json_s=$(awk -v a="$start" -v b="$(date +%s%N)" 'BEGIN {printf "%.2f", (b - a) / 1e9}')
echo "cops172.json: $positions positions, --json output $json_bytes bytes in $json_s s (into wc -c)"
echo
echo "| command | peak RSS MiB | bytes per position | peak / --stats peak |"
echo "| --- | ---: | ---: | ---: |"
for row in "--stats $stats_kb" "--json $json_kb"; do
  set -- $row
  echo "| design $1 | $(mb "$2") | $(awk -v k="$2" -v p="$positions" 'BEGIN {printf "%.1f", k * 1024 / p}') | $(awk -v k="$2" -v s="$stats_kb" 'BEGIN {printf "%.2f", k / s}') |"
done
