#!/usr/bin/env bash
# bench/sums.sh — `whowins sum` (γ by Fraenkel–Yesha's labelling, docs/rules.md#sums) against `whowins generic`
# on the same graphs, its worst case, and the product graph of 2 and 3 tokens; one markdown report.
#   1. end to end, wall clock of `whowins <game> < input > /dev/null`, the two run alternately REPS times, best
#      of each: the random graph of n = 100,000, m = 200,000 (bench_sum --write-random, seed 1), and the
#      complete acyclic tournaments of 500, 1,000 and 2,000 vertices (i -> every j < i: n stages, each
#      vertex's predecessors told once per value below it, Θ(|V|·|E|));
#   2. in process (bench_sum --product): γ, the generic session, and the product graph of k tokens built and
#      solved by the generic engine, with every product position's outcome checked against Smith's rule.
#
#   bash bench/sums.sh           # best of 3
#   REPS=5 bash bench/sums.sh
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
REPS="${REPS:-3}"
bin=build/native/whowins
if [ ! -x "$bin" ] || [ ! -x build/native/bench_sum ]; then
  bash scripts/build.sh native >&2
fi
data=build/bench-data
mkdir -p "$data"
build/native/bench_sum --write-random "$data/sum-100k.txt" --n 100000 --m 200000 --seed 1
for n in 500 1000 2000; do build/native/bench_sum --write-tournament "$data/sum-tournament$n.txt" --n "$n"; done
build/native/bench_sum --write-random "$data/sum-1000.txt" --n 1000 --m 2000 --seed 2
build/native/bench_sum --write-random "$data/sum-2000.txt" --n 2000 --m 4000 --seed 4
build/native/bench_sum --write-random "$data/sum-100.txt" --n 100 --m 200 --seed 3

# once GAME INPUT → wall ms of one run
once() {
  local t0 t1
  t0=$(date +%s%N)
  "$bin" "$1" <"$2" >/dev/null
  t1=$(date +%s%N)
  echo $(((t1 - t0) / 1000000))
}
best() { sort -n | head -1; }

echo "## \`whowins sum\` (bench/sums.sh, best of $REPS)"
echo
echo "load before: $(uptime | sed 's/.*load average: //')"
echo
echo "### 1. End to end: \`whowins sum\` vs \`whowins generic\` on the same graph"
echo
echo "| input | n | m | largest γ | sum ms | generic ms | sum / generic |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
for input in sum-100k sum-tournament500 sum-tournament1000 sum-tournament2000; do
  file="$data/$input.txt"
  s=() g=()
  for _ in $(seq "$REPS"); do
    s+=("$(once sum "$file")")
    g+=("$(once generic "$file")")
  done
  sm=$(printf '%s\n' "${s[@]}" | best)
  gm=$(printf '%s\n' "${g[@]}" | best)
  header=$(head -1 "$file")
  largest=$("$bin" sum <"$file" | head -1 | tr ' ' '\n' | grep -v inf | sort -n | tail -1)
  echo "| $input | ${header% *} | ${header#* } | $largest | $sm | $gm | $(awk -v a="$sm" -v b="$gm" 'BEGIN { printf "%.1f", a / (b ? b : 1) }') |"
done
echo
echo "### 2. In process: γ, the generic session, and the product graph of k tokens"
echo
echo "| n | m | k | γ ms | generic ms | product positions | product edges | product ms | product / γ | outcomes |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
build/native/bench_sum --product "$data/sum-1000.txt" --tokens 2 --reps "$REPS"
build/native/bench_sum --product "$data/sum-2000.txt" --tokens 2 --reps 1
build/native/bench_sum --product "$data/sum-100.txt" --tokens 3 --reps "$REPS"
build/native/bench_sum --product "$data/sum-100k.txt" --tokens 1 --reps "$REPS"
echo
echo "load after: $(uptime | sed 's/.*load average: //')"
