#!/usr/bin/env bash
# scripts/test.sh — the whole check, as CI runs it (.ci/run):
#   setup → layout (Prettier, clang-format) → types (tsc over the page's JSDoc, tsconfig.json)
#   → build native + wasm → ctest in build/native and in build/wasm (tests under node)
#   → node unit tests of the page (web/test) → browser tests in Chromium (web/e2e)
#   → a short run of every libFuzzer target (tests/fuzz/run.sh, when clang++ is present)
# Last line: "N passed, M failed", summed over all suites from their own reports. A suite
# that does not build, finds no tests or gives no report counts as 1 failed. The exit status
# is non-zero when anything failed. Knobs: WHOWINS_CTEST_JOBS (default 2), WHOWINS_FUZZ_SECONDS
# (per fuzz target, default 2; 0 skips the fuzzers).
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT" || exit 1
LOGS="$ROOT/build/test-logs"
JOBS="${WHOWINS_CTEST_JOBS:-2}"
T0=$SECONDS

passed=0
failed=0
problems=()
report=()

problem() {  # problem TEXT — a failure outside the test counts: counts as one failed
  problems+=("$1")
  failed=$((failed + 1))
  echo "test.sh: FAIL: $1" >&2
}

add_counts() {  # add_counts SUITE PASSED FAILED — fold one suite's results into the totals
  passed=$((passed + $2))
  failed=$((failed + $3))
  report+=("$(printf '%-8s %4d passed, %d failed' "$1" "$2" "$3")")
}

timed() {  # timed LABEL CMD... — run, print how long it took, return its status
  local label="$1" t=$SECONDS rc
  shift
  "$@"
  rc=$?
  echo "test.sh: $label: $((SECONDS - t)) s (status $rc)"
  return $rc
}

run_ctest() {  # run_ctest SUITE BUILD_DIR
  local suite="$1" dir="$2" log="$LOGS/ctest-$1.log" rc line total nfail
  echo
  echo "== ctest $suite ($dir)"
  timed "ctest $suite" ctest --test-dir "$dir" --output-on-failure -j"$JOBS" --no-tests=error \
    2>&1 | tee "$log"
  rc=${PIPESTATUS[0]}
  if grep -q "No tests were found" "$log"; then
    problem "$suite: ctest found no tests (test discovery failed?)"
    return
  fi
  # e.g. "92% tests passed, 2 tests failed out of 25"
  line="$(grep -E '[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$log" | tail -n1)"
  if [ -z "$line" ]; then
    problem "$suite: ctest gave no summary (status $rc)"
    return
  fi
  total="$(sed -E 's/.* out of ([0-9]+).*/\1/' <<<"$line")"
  nfail="$(sed -E 's/.* ([0-9]+) tests? failed.*/\1/' <<<"$line")"
  if [ "$total" -eq 0 ]; then
    problem "$suite: ctest ran 0 tests"
    return
  fi
  add_counts "$suite" $((total - nfail)) "$nfail"
  if [ "$rc" -ne 0 ] && [ "$nfail" -eq 0 ]; then
    problem "$suite: ctest exited with status $rc"
  fi
}

# --- setup ------------------------------------------------------------------------------------
echo "== setup"
if ! timed setup bash scripts/setup.sh; then
  problem "setup (scripts/setup.sh) failed"
  echo "$passed passed, $failed failed"
  exit 1
fi
mkdir -p "$LOGS"

# --- layout: Prettier and clang-format decide it; a file they would change fails -------------------
echo
echo "== format"
if timed format bash scripts/check-format.sh; then
  add_counts format 1 0
else
  add_counts format 0 1
fi

# --- types: tsc checks the JSDoc types of kit/, lib/, the solver's client and worker protocol and the feature interface
# (tsconfig.json; TypeScript pinned in package-lock.json); any error fails ---------------------------
echo
echo "== types"
if timed types npx --no-install tsc -p tsconfig.json; then
  add_counts types 1 0
else
  add_counts types 0 1
fi

# --- native: build + ctest ---------------------------------------------------------------------
if timed "build native" bash scripts/build.sh native; then
  run_ctest native build/native
else
  problem "native build failed"
fi

# --- wasm: build + ctest (each test runs whowins_tests.js under node) --------------------------
if timed "build wasm" bash scripts/build.sh wasm; then
  run_ctest wasm build/wasm
else
  problem "wasm build failed"
fi

# --- web: node unit tests of the page's modules, then the browser tests --------------------------
# The node tests ask the page's WASM module (build/wasm-web, built above with build/wasm; loaded
# under node by web/test/wasm-module.mjs) and compare with the native CLI (build/native): both
# builds come first. Each runner's last line is "N passed, M failed"; fold it in as one suite.
run_node_suite() {  # run_node_suite SUITE CMD...
  local suite="$1" log="$LOGS/$1.log" line rc
  shift
  echo
  echo "== $suite"
  timed "$suite" "$@" 2>&1 | tee "$log"
  rc=${PIPESTATUS[0]}
  line="$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -n1)"
  if [ -z "$line" ]; then
    problem "$suite: no 'N passed, M failed' line (status $rc)"
    return
  fi
  add_counts "$suite" "$(cut -d' ' -f1 <<<"$line")" "$(cut -d' ' -f3 <<<"$line")"
  if [ "$rc" -ne 0 ] && [ "$(cut -d' ' -f3 <<<"$line")" -eq 0 ]; then
    problem "$suite: exited with status $rc"
  fi
}
run_node_suite web node web/test/run.mjs
if node scripts/build-web.mjs --solver=wasm > "$LOGS/build-web.log" 2>&1; then
  run_node_suite browser node web/e2e/run.mjs
else
  cat "$LOGS/build-web.log"
  problem "building build/web with the WASM solver failed"
fi

# --- fuzz: each libFuzzer target for a few seconds (build cached in build/fuzz) -----------------
# Its last line is "fuzz: N passed, M failed" (one per target); fold it in as one suite.
FUZZ_SECONDS="${WHOWINS_FUZZ_SECONDS:-2}"
if [ "$FUZZ_SECONDS" != 0 ] && command -v clang++ >/dev/null 2>&1; then
  echo
  echo "== fuzz"
  log="$LOGS/fuzz.log"
  timed fuzz bash tests/fuzz/run.sh "$FUZZ_SECONDS" 2>&1 | tee "$log"
  rc=${PIPESTATUS[0]}
  line="$(grep -E '^fuzz: [0-9]+ passed, [0-9]+ failed' "$log" | tail -n1)"
  if [ -z "$line" ]; then
    problem "fuzz: no 'fuzz: N passed, M failed' line (status $rc)"
  else
    add_counts fuzz "$(cut -d' ' -f2 <<<"$line")" "$(cut -d' ' -f4 <<<"$line")"
    if [ "$rc" -ne 0 ] && [ "$(cut -d' ' -f4 <<<"$line")" -eq 0 ]; then
      problem "fuzz: exited with status $rc"
    fi
  fi
else
  echo
  echo "== fuzz: skipped (no clang++, or WHOWINS_FUZZ_SECONDS=0)"
fi

# --- summary ------------------------------------------------------------------------------------
echo
echo "== summary ($((SECONDS - T0)) s)"
for r in "${report[@]}"; do echo "   $r"; done
for p in "${problems[@]}"; do echo "   FAIL: $p"; done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
