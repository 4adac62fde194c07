#!/usr/bin/env bash
# bench/cop_number_table.sh [WHOWINS] — `whowins cop-number` with and without symmetry on the graphs of 4, 5 and 6 cops
# (the incidence graphs of PG(2,q), q = 2..5: c = q + 1; the hypercube Q6: 4; a random cubic graph of 200 vertices
# with --max-cops 4 --memory 7G, which has no automorphism), in one script: the answer, wall and user CPU seconds,
# the peak resident memory (/usr/bin/time), the placements stored, and bits a state: the peak's bits over the last
# game's states (a placement of c cops and the robber's vertex; the process's own few MB included, so only the big
# games' figures mean much: the kernel alone holds 3 × 64⌈n/64⌉ / n). THREADS (default 2) is --threads;
# ONLY (a regex of graph names) picks rows; SKIP_SLOW=1 leaves out the cubic graph (minutes and 6.6 GB).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BIN="${1:-$ROOT/build/native/whowins}"
THREADS="${THREADS:-2}"
ONLY="${ONLY:-.}"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
cd "$ROOT"
node --input-type=module - "$TMP" <<'JS'
import { writeFileSync } from 'node:fs';
import { cubic, projectivePlane } from './bench/inputs.mjs';
const dir = process.argv[2];
const write = (name, g) => {
  let s = `${g.n} ${g.from.length}\n`;
  for (let i = 0; i < g.from.length; i++) s += `${g.from[i] + 1} ${g.to[i] + 1}\n`;
  writeFileSync(`${dir}/${name}.txt`, s);
};
for (const q of [2, 3, 4, 5]) write(`PG(2,${q})`, projectivePlane(q));
const from = [], to = [];
for (let v = 0; v < 64; v++) for (let b = 0; b < 6; b++) if (v < (v ^ (1 << b))) from.push(v), to.push(v ^ (1 << b));
write('Q6', { n: 64, from, to });
write('cubic(200,5)', cubic(200, 5));
JS
echo "| graph | n | answer | capture time | positions of the last game | symmetry | placements stored | peak bits a state | wall s | user CPU s | peak MB |"
echo "| --- | ---: | --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |"
row() {  # row "MODES" NAME N ARGS... : one line per mode ("with", "without": --no-symmetry)
  local modes="$1" name="$2" n="$3"; shift 3
  for mode in $modes; do
    local flags=("$@")
    [ "$mode" = without ] && flags+=(--no-symmetry)
    /usr/bin/time -f '%e %U %M' -o "$TMP/time" "$BIN" cop-number --stats --threads "$THREADS" "${flags[@]}" \
      <"$TMP/$name.txt" >"$TMP/out"
    read -r wall user peak <"$TMP/time"
    local answer time stored last
    answer=$(head -1 "$TMP/out")
    time=$(awk '/^capture-time/ {print $2}' "$TMP/out")
    stored=$(awk '/^placements-stored/ {print $2 " of " $4}' "$TMP/out")
    # The last game: c cops (the answer) on n vertices: 2 · n · C(n + c − 1, c) positions.
    last=$(python3 -c "import math; c=int('$answer'.lstrip('>').split(';')[0]); print(2 * $n * math.comb($n + c - 1, c))")
    python3 - "$name" "$n" "$answer" "${time:-—}" "$last" "$mode" "${stored:-—}" "$wall" "$user" "$peak" <<'PY'
import sys
name, n, answer, time, last, mode, stored, wall, user, peak = sys.argv[1:]
n, last, peak_kb = int(n), int(last), int(peak)
bits = peak_kb * 1024 * 8 / (last // 2)  # the whole peak over the states (placement, robber vertex)
print(f"| {name} | {n} | {answer} | {time} | {last:,} | {mode} | {stored} | {bits:.2f} | {float(wall):.2f} | "
      f"{float(user):.2f} | {peak_kb / 1024:,.1f} |")
PY
  done
}
for q in 2 3 4 5; do
  name="PG(2,$q)"
  [[ "$name" =~ $ONLY ]] && row "with without" "$name" $((2 * (q * q + q + 1))) --max-cops 8
done
[[ Q6 =~ $ONLY ]] && row "with without" Q6 64 --max-cops 8
if [ "${SKIP_SLOW:-0}" != 1 ] && [[ "cubic(200,5)" =~ $ONLY ]]; then
  row with "cubic(200,5)" 200 --max-cops 4 --memory 7G  # no automorphism: the same game either way
fi
echo
echo "load: $(uptime | sed 's/.*load average: //')"
