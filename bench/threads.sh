#!/usr/bin/env bash
# bench/threads.sh — the solvers' threads (whowins --threads N): wall clock of `whowins` with 1, 2,
# … threads on the two benchmarks of the threads issue, best of REPS runs each, as ratios
# against the 1-thread run of the same script:
#   cop-number  the cop number of the random cubic graph of 200 vertices that
#               `bench_cop_number --graph 200` writes (1, 2, then 3 cops: the 3-cop game,
#               541 million positions, is nearly all of it)
#   cop-thief   the 128 × 128 open board `bench_boards --board open128` writes
#   design      two kings hunting a king on an open 25 × 25 board, the hunters one at a time
#               (bench/two-kings-hunt-a-king-25.json: 244,531,250 positions, solved by the
#               design bit engine)
#
#   bash bench/threads.sh                  # threads 1 and 2, best of 3, all three
#   THREADS="1 2 4" REPS=5 bash bench/threads.sh
#   BENCHES=design bash bench/threads.sh   # one of them (cop-number, cop-thief, design)
#   BENCHES=design DESIGN=other.json REPS=1 bash bench/threads.sh   # another design (a quick check)
#
# Runs alternate (1, 2, 1, 2, …) so a load that comes and goes hits each count alike; the
# outputs (with --stats) must be the same for every count, or the script fails. Times are the
# whole process: reading the input, the solve, the answer. Also printed: the best run's user +
# system CPU time (over the process's threads). The load average before and after is printed
# too: on a shared machine the second core may be busy, and then a second thread gains little.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
REPS="${REPS:-3}"
THREADS="${THREADS:-1 2}"
BENCHES="${BENCHES:-cop-number cop-thief design}"
DESIGN="${DESIGN:-bench/two-kings-hunt-a-king-25.json}"
bin=build/native/whowins
if [ ! -x "$bin" ] || [ ! -x build/native/bench_cop_number ] || [ ! -x build/native/bench_boards ]; then
  bash scripts/build.sh native >&2
fi
data=build/bench-data
mkdir -p "$data"
case " $BENCHES " in *" cop-number "*) build/native/bench_cop_number --graph 200 >"$data/cubic200.txt" ;; esac
case " $BENCHES " in *" cop-thief "*) build/native/bench_boards --board open128 >"$data/open128.txt" ;; esac

# run GAME INPUT THREADS → "wall_ms cpu_ms" of one run; its output in $data/threads-out.txt
run() {
  local t0 t1 cpu
  t0=$(date +%s%N)
  cpu=$( { /usr/bin/env time -f '%U %S' "$bin" "$1" --stats --threads "$3" <"$2" >"$data/threads-out.txt"; } 2>&1 | tail -1)
  t1=$(date +%s%N)
  awk -v w=$(((t1 - t0) / 1000000)) -v c="$cpu" 'BEGIN { split(c, a, " "); printf "%d %d\n", w, (a[1] + a[2]) * 1000 }'
}

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg); nproc $(nproc); best of $REPS"
echo
echo "| benchmark | threads | best wall ms | its CPU ms | speedup vs 1 thread |"
echo "| --- | --: | --: | --: | --: |"
for bench in $BENCHES; do
  case "$bench" in
    cop-number) input="$data/cubic200.txt"; name="cop number, random cubic graph of 200 vertices (3 cops)" ;;
    cop-thief) input="$data/open128.txt"; name="cop-thief, 128 × 128 open board" ;;
    design) input="$DESIGN"; name="design: $(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["name"])' "$DESIGN")" ;;
    *) echo "threads.sh: no benchmark '$bench' (cop-number, cop-thief, design)" >&2; exit 2 ;;
  esac
  declare -A best=() cpu_of=()
  reference=""
  for ((r = 0; r < REPS; ++r)); do
    for t in $THREADS; do
      read -r wall cpu < <(run "$bench" "$input" "$t")
      if [ -z "$reference" ]; then reference="$(cat "$data/threads-out.txt")"
      elif [ "$(cat "$data/threads-out.txt")" != "$reference" ]; then
        echo "threads.sh: $bench with $t threads answered differently" >&2; exit 1
      fi
      if [ -z "${best[$t]:-}" ] || [ "$wall" -lt "${best[$t]}" ]; then best[$t]=$wall; cpu_of[$t]=$cpu; fi
    done
  done
  one="${best[1]:-}"
  for t in $THREADS; do
    ratio="—"
    [ -n "$one" ] && ratio=$(awk -v a="$one" -v b="${best[$t]}" 'BEGIN { printf "%.2f×", a / b }')
    echo "| $name | $t | ${best[$t]} | ${cpu_of[$t]} | $ratio |"
  done
  unset best cpu_of
done
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
