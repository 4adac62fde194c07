#!/usr/bin/env bash
# Benchmarks of `whowins` (see bench/README.md). Prints one markdown report:
#  1. end to end, text file in -> answer out: `whowins alice-bob` vs seed 001's contest program
#     (bench/seed001_contest.cpp, arrays enlarged), outputs compared with cmp;
#  2. bench_graph's per-phase table: our generic pipeline vs the seeds' way.
# Usage: bash bench/run.sh            (REPS=5 bash bench/run.sh for best of 5; default 3)
# Builds build/native (Release) if needed; generated inputs go to build/bench-data.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

REPS=${REPS:-3}
BUILD=build/native
DATA=build/bench-data
TARGETS=(whowins bench_graph seed001_contest)

build() {
  cmake -S . -B "$1" -G Ninja -DCMAKE_BUILD_TYPE=Release -DWHOWINS_BENCH=ON "${@:2}" >/dev/null &&
    ninja -C "$1" "${TARGETS[@]}" >/dev/null
}
if ! build "$BUILD" 2>/dev/null; then
  # The tests may not build while someone is editing them: the benchmarks do not need them.
  BUILD=build/bench
  echo "(build/native did not build; building the benchmark targets in $BUILD without tests)" >&2
  build "$BUILD" -DWHOWINS_TESTS=OFF
fi
mkdir -p "$DATA"

now_ns() { date +%s%N; }

# time_ms CMD INPUT OUTPUT: wall time of one `CMD < INPUT > OUTPUT`, in microseconds.
time_us() {
  local t0 t1
  t0=$(now_ns)
  $1 <"$2" >"$3"
  t1=$(now_ns)
  echo $(((t1 - t0) / 1000))
}
min() { if [[ -z $1 || $2 -lt $1 ]]; then echo "$2"; else echo "$1"; fi; }
ms() { awk -v us="$1" 'BEGIN { printf "%.1f", us / 1000 }'; }

cpu=$(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')
echo "# whowins benchmarks"
echo
echo "Machine: $(nproc) cores (nproc), $cpu; $(uname -sr); $(g++ --version | head -1)."
echo "Commit $(git rev-parse --short HEAD 2>/dev/null || echo '?')$(git diff --quiet HEAD -- src 2>/dev/null || echo ' + uncommitted src changes'); build $BUILD (Release); best of $REPS runs."
echo
echo "## 1. End to end: \`whowins alice-bob\` vs seed 001's contest program"
echo
echo "Wall clock of \`prog < input > output\` (process start, reading the text, solving, writing the two lines)."
echo
echo "| input | n | m | input size | seed001_contest ms | whowins alice-bob ms | seed001/whowins | identical output |"
echo "|---|--:|--:|--:|--:|--:|--:|---|"
target_a=""
for spec in "1 100000 200000" "2 1000000 2000000"; do
  read -r seed n m <<<"$spec"
  file="$DATA/random_n${n}_m${m}_seed${seed}.txt"
  if [[ ! -s $file || $BUILD/bench_graph -nt $file ]]; then
    "$BUILD/bench_graph" --write-input "$file" --n "$n" --m "$m" --seed "$seed"
  fi
  cat "$file" >/dev/null  # warm the page cache for both programs alike
  seed_us="" ours_us=""
  for ((r = 0; r < REPS; r++)); do  # interleaved, so both see the same machine load
    seed_us=$(min "$seed_us" "$(time_us "$BUILD/seed001_contest" "$file" "$DATA/out_seed001.txt")")
    ours_us=$(min "$ours_us" "$(time_us "$BUILD/whowins alice-bob" "$file" "$DATA/out_whowins.txt")")
  done
  seed_ms=$(ms "$seed_us") ours_ms=$(ms "$ours_us")
  if cmp -s "$DATA/out_seed001.txt" "$DATA/out_whowins.txt"; then same=yes; else same="**NO**"; fi
  ratio=$(awk -v a="$seed_ms" -v b="$ours_ms" 'BEGIN { printf "%.2f", a / b }')
  size=$(awk -v b="$(stat -c %s "$file")" 'BEGIN { printf "%.1f MB", b / 1e6 }')
  echo "| random, seed $seed | $n | $m | $size | $seed_ms | $ours_ms | ${ratio}× | $same |"
  if [[ $n == 1000000 ]]; then
    if [[ $same == yes ]] && awk -v r="$ratio" 'BEGIN { exit !(r >= 2) }'; then
      target_a="MET (${ratio}×, identical output)"
    else
      target_a="NOT MET (${ratio}×, identical output: $same)"
    fi
  fi
done
echo
echo "Target (a), whowins alice-bob ≥ 2× faster than seed001_contest at n = 1e6, m = 2e6 with identical output: **$target_a**"
echo
echo "Where \`whowins alice-bob\` spends its time on the n = 1e6, m = 2e6 input (in process, text already in memory; ms, best of $REPS):"
echo
"$BUILD/bench_graph" --alice-bob-phases "$DATA/random_n1000000_m2000000_seed2.txt" --reps "$REPS"
echo
echo "## 2. Per phase: our generic pipeline vs the seeds' way (bench_graph)"
echo
"$BUILD/bench_graph" --reps "$REPS"
