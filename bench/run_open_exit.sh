#!/usr/bin/env bash
# Open boards with one exit: `whowins cop-thief --stats` against bench/bitset_baseline (outcomes
# only, the same bit-parallel family), time and peak memory in the same run (bench/README.md,
# "Open boards with an exit: the CLI against an outcomes-only baseline").
# Usage: bash bench/run_open_exit.sh            (REPS=3: best of 3 per program and board)
#        SIZES="100 128 181" bash bench/run_open_exit.sh
# Boards: n x n, no walls, the police top-left, the thief in the middle, one exit in the
# bottom-right corner. Runs alternate between the two programs; each is a fresh process
# measured by /usr/bin/time -v (elapsed, user + system CPU, maximum resident set size).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

REPS=${REPS:-3}
SIZES=${SIZES:-100 128}
BUILD=${BUILD:-build/native}
DATA=build/bench-data
mkdir -p "$DATA"
[[ -x /usr/bin/time ]] || { echo "run_open_exit.sh: /usr/bin/time missing (apt-get install time)" >&2; exit 1; }
cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DWHOWINS_BENCH=ON >/dev/null
ninja -C "$BUILD" whowins bitset_baseline >/dev/null

board() {  # n -> the board text
  awk -v n="$1" 'BEGIN { print n, n; for (r = 0; r < n; r++) { s = ""; for (c = 0; c < n; c++)
    s = s (r == 0 && c == 0 ? "P" : r == int(n / 2) && c == int(n / 2) ? "T" : r == n - 1 && c == n - 1 ? "E" : ".");
    print s } }'
}

# One measured run: prints "elapsed_s cpu_s max_rss_kb" and checks the answer lines.
measure() {  # file program...
  local file=$1; shift
  local log=$DATA/open-exit-time.log out=$DATA/open-exit-out.txt
  /usr/bin/time -v "$@" <"$file" >"$out" 2>"$log"
  awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, t, ":"); e = 0; for (i = 1; i <= n; i++) e = e * 60 + t[i] }
    /User time/ { u = $2 } /System time/ { s = $2 } /Maximum resident/ { m = $2 }
    END { printf "%.2f %.2f %d\n", e, u + s, m }' "$log"
}

echo "| board | positions | program | best elapsed s | best CPU s (user + sys) | peak RSS MB | bytes per position | answer |"
echo "|---|--:|---|--:|--:|--:|--:|---|"
summary=()
for n in $SIZES; do
  file=$DATA/open$n-exit.txt
  board "$n" >"$file"
  positions=$((2 * n * n * n * n))
  best_ours="" best_base="" cpu_ours="" cpu_base="" rss_ours=0 rss_base=0
  for ((r = 0; r < REPS; r++)); do
    read -r e c m < <(measure "$file" "$BUILD/whowins" cop-thief --stats)
    ours_answer=$(head -1 "$DATA/open-exit-out.txt"); ours_counts=$(sed -n 2,5p "$DATA/open-exit-out.txt")
    [[ -z $best_ours ]] || awk "BEGIN { exit !($e < $best_ours) }" && best_ours=$e
    [[ -z $cpu_ours ]] || awk "BEGIN { exit !($c < $cpu_ours) }" && cpu_ours=$c
    ((m > rss_ours)) && rss_ours=$m
    read -r e c m < <(measure "$file" "$BUILD/bitset_baseline")
    base_answer=$(head -1 "$DATA/open-exit-out.txt"); base_counts=$(sed -n 2,5p "$DATA/open-exit-out.txt")
    [[ -z $best_base ]] || awk "BEGIN { exit !($e < $best_base) }" && best_base=$e
    [[ -z $cpu_base ]] || awk "BEGIN { exit !($c < $cpu_base) }" && cpu_base=$c
    ((m > rss_base)) && rss_base=$m
  done
  [[ $ours_answer == "$base_answer" && $ours_counts == "$base_counts" ]] || { echo "answers differ on $n x $n" >&2; exit 1; }
  for who in ours base; do
    if [[ $who == ours ]]; then name='`whowins cop-thief --stats`'; el=$best_ours; cpu=$cpu_ours; rss=$rss_ours
    else name='`bitset_baseline`'; el=$best_base; cpu=$cpu_base; rss=$rss_base; fi
    awk -v b="${n}x$n open + exit" -v p="$positions" -v name="$name" -v el="$el" -v cpu="$cpu" -v rss="$rss" -v a="$ours_answer" \
      'BEGIN { printf "| %s | %d | %s | %.2f | %.2f | %.1f | %.3f | %s |\n", b, p, name, el, cpu, rss / 1024, rss * 1024 / p, a }'
  done
  summary+=("$(awk -v n="$n" -v eo="$best_ours" -v eb="$best_base" -v co="$cpu_ours" -v cb="$cpu_base" -v ro="$rss_ours" -v p="$positions" \
    'BEGIN { printf "- %dx%d: elapsed %.2fx, CPU %.2fx the baseline; peak %.3f bytes per position (%.1f MB)", n, n, eo / eb, co / cb, ro * 1024 / p, ro / 1024 }')")
done
echo
printf '%s\n' "${summary[@]}"
echo "(same answer and counts from both programs on every board; best of $REPS each; $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg))"
