#!/usr/bin/env bash
# tests/fuzz/run.sh [SECONDS_PER_TARGET] — build the libFuzzer targets (clang++, ASan + UBSan) into
# build/fuzz and run each in turn for SECONDS_PER_TARGET seconds (default 3).
#
# Targets (tests/fuzz/fuzz_*.cpp): the three parsers (edge_list, grid_board, adjacency_json),
# `whowins <game>` end to end for each game (cli_generic, cli_alice_bob, cli_cop_thief,
# cli_cat_mouse; the first input byte picks --misere/--json/--stats and `whowins puzzles <game>
# --kind all` on what solved), and the page module's
# entries (graph_solve, two_token_solve, cli_json), each checked against the CLI; and
# cop_thief_layouts, the queue solver and the bit-parallel one in both layouts on a parsed board;
# design, design JSON parsed, small designs solved and verified, every engine that takes one
# (kernels, the bit engine over every token) equal to the queue engine, `whowins design` and
# `whowins puzzles design --kind all` on it.
# Seeds: tests/fuzz/corpus/<target>/ (the README's, the source problems' and the page presets' examples,
# and test fixtures); what the fuzzer finds grows build/fuzz/corpus/<target>/.
# Limits: -rss_limit_mb=2048, and -malloc_limit_mb=256 for any single allocation (inputs are at
# most 4 KB and the harnesses solve only small games, so a reader that reserves memory from a
# header's claim is a finding), -timeout=10 s per input, -max_len=4096.
#
# Prints one line per target (runs, seconds, result) and last `fuzz: N passed, M failed`; a
# finding's input is saved under build/fuzz/findings/<target>/ and its path printed; the exit
# status is non-zero when any target failed. Knobs: WHOWINS_FUZZ_TARGETS="edge_list cli_json"
# (a subset), CXX (default clang++). Long run: tests/fuzz/run.sh 600 (10 minutes a target).
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT" || exit 1
SECONDS_PER_TARGET="${1:-3}"
CXX="${CXX:-clang++}"
OUT="$ROOT/build/fuzz"
ALL_TARGETS=(edge_list grid_board adjacency_json cli_generic cli_alice_bob cli_cop_thief cli_cat_mouse
             graph_solve two_token_solve cli_json cop_thief_layouts design)
# shellcheck disable=SC2206
TARGETS=(${WHOWINS_FUZZ_TARGETS:-${ALL_TARGETS[@]}})

if ! command -v "$CXX" >/dev/null 2>&1; then
  echo "fuzz: $CXX not found (apt-get install clang libclang-rt-14-dev)" >&2
  echo "fuzz: 0 passed, 1 failed"
  exit 1
fi

# --- build (configured once; ninja rebuilds only what changed) ---------------------------------
echo "== fuzz: building ${#TARGETS[@]} targets with $CXX into build/fuzz"
if [ ! -f "$OUT/CMakeCache.txt" ]; then
  if ! cmake -S . -B "$OUT" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER="$CXX" \
       -DWHOWINS_FUZZ=ON -DWHOWINS_TESTS=OFF -DWHOWINS_BENCH=OFF >"$OUT.configure.log" 2>&1; then
    cat "$OUT.configure.log" >&2
    echo "fuzz: configuring build/fuzz failed" >&2
    echo "fuzz: 0 passed, ${#TARGETS[@]} failed"
    exit 1
  fi
fi
if ! cmake --build "$OUT" --target "${TARGETS[@]/#/fuzz_}" >"$OUT/build.log" 2>&1; then
  tail -n 30 "$OUT/build.log" >&2
  echo "fuzz: building the targets failed (build/fuzz/build.log)" >&2
  echo "fuzz: 0 passed, ${#TARGETS[@]} failed"
  exit 1
fi

# --- run, one target at a time ------------------------------------------------------------------
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1}"
passed=0
failed=0
findings=()
echo "== fuzz: ${SECONDS_PER_TARGET} s per target"
for t in "${TARGETS[@]}"; do
  seeds="tests/fuzz/corpus/$t"
  work="$OUT/corpus/$t"
  art="$OUT/findings/$t/"
  log="$OUT/logs/$t.log"
  mkdir -p "$work" "$art" "$(dirname "$log")"
  start=$SECONDS
  "$OUT/fuzz_$t" -max_total_time="$SECONDS_PER_TARGET" -rss_limit_mb=2048 -malloc_limit_mb=256 -timeout=10 -max_len=4096 \
    -print_final_stats=1 -artifact_prefix="$art" "$work" "$seeds" >"$log" 2>&1
  rc=$?
  took=$((SECONDS - start))
  runs="$(grep -E '^stat::number_of_executed_units:' "$log" | tail -n1 | awk '{print $2}')"
  artifact="$(grep -oE 'Test unit written to [^ ]+' "$log" | tail -n1 | sed 's/^Test unit written to //')"
  if [ "$rc" -eq 0 ] && [ -n "$runs" ]; then
    passed=$((passed + 1))
    printf '  %-16s ok      %9s runs in %3d s\n' "$t" "$runs" "$took"
  else
    failed=$((failed + 1))
    what="$(grep -m1 -E '^==[0-9]+==ERROR|^fuzz check failed|runtime error|out-of-memory|timeout' "$log" | cut -c1-160)"
    printf '  %-16s FAILED  %9s runs in %3d s: %s\n' "$t" "${runs:-?}" "$took" "${what:-status $rc}"
    findings+=("$t: ${artifact:-no input saved} (log: build/fuzz/logs/$t.log)")
  fi
done

for f in "${findings[@]}"; do echo "  finding: $f"; done
echo "fuzz: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
