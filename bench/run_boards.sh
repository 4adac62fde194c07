#!/usr/bin/env bash
# Cop-thief board benchmarks (see bench/README.md, "Police and thief boards"). Prints one
# markdown report: every board natively and in WASM under node side by side, our two solvers
# and the automatic choice, the seeds' method as the baseline, and the target verdicts.
# Usage: bash bench/run_boards.sh            (REPS=5 for best of 5; default 3)
#        SEED_REPS=1 bash bench/run_boards.sh (the seeds' method takes ~30 s per run of all boards)
#        ONLY=maze64,open100 bash bench/run_boards.sh
#        NATIVE_BUILD=build/bench bash bench/run_boards.sh (do not touch build/native)
#        COMMIT="label" bash bench/run_boards.sh (what the report says was measured)
#        REPORT_ONLY=1 bash bench/run_boards.sh (the report again from the last run's rows)
# Builds build/native (Release; build/bench without tests if that does not build) and
# build/wasm-bench (emcmake); the raw rows go to build/bench-data/boards-*.tsv.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

REPS=${REPS:-3}
SEED_REPS=${SEED_REPS:-$REPS}
ONLY=${ONLY:-}
DATA=build/bench-data
WASM_BUILD=build/wasm-bench
mkdir -p "$DATA"

NATIVE_TSV=$DATA/boards-native.tsv
WASM_TSV=$DATA/boards-wasm.tsv
if [[ -z ${REPORT_ONLY:-} ]]; then  # (else: only the report, from the rows of the last run)

# ---- builds ----------------------------------------------------------------------------
build_native() {
  cmake -S . -B "$1" -G Ninja -DCMAKE_BUILD_TYPE=Release -DWHOWINS_BENCH=ON "${@:2}" >/dev/null &&
    ninja -C "$1" bench_boards >/dev/null
}
if [[ -n ${NATIVE_BUILD:-} ]]; then
  BUILD=$NATIVE_BUILD
  build_native "$BUILD" -DWHOWINS_TESTS=OFF
else
  BUILD=build/native
  if ! build_native "$BUILD" 2>/dev/null; then
    # The tests may not build while someone is editing them: the benchmarks do not need them.
    BUILD=build/bench
    echo "(build/native did not build; building bench_boards in $BUILD without tests)" >&2
    build_native "$BUILD" -DWHOWINS_TESTS=OFF
  fi
fi

[[ -f build/emsdk.env ]] || bash emsdk-setup.sh >&2
# shellcheck disable=SC1091
source build/emsdk.env
if ! { emcmake cmake -S . -B "$WASM_BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CROSSCOMPILING_EMULATOR="$(command -v node)" -DWHOWINS_TESTS=OFF -DWHOWINS_BENCH=ON &&
  ninja -C "$WASM_BUILD" bench_boards; } >"$DATA/boards-wasm-build.log" 2>&1; then
  tail -30 "$DATA/boards-wasm-build.log" >&2
  echo "run_boards.sh: the WASM build failed (log: $DATA/boards-wasm-build.log)" >&2
  exit 1
fi

# emcc 3.1.6's node glue and node >= 18's fetch: this build compiles synchronously from the
# file system, so plain node works; fall back to --no-experimental-fetch if it does not.
NODE=(node)
if ! node "$WASM_BUILD/bench_boards.js" --list >/dev/null 2>&1; then NODE=(node --no-experimental-fetch); fi

# ---- runs ------------------------------------------------------------------------------
only_args=()
[[ -n $ONLY ]] && only_args=(--only "$ONLY")

echo "native: $BUILD/bench_boards, best of $REPS (seeds' method: $SEED_REPS) ..." >&2
"$BUILD/bench_boards" --tsv --reps "$REPS" --seed-reps "$SEED_REPS" "${only_args[@]}" >"$NATIVE_TSV"

# WASM: REPS fresh node processes per board and method (a cold solve, then a warm one, each),
# so the memory size is that method's own high-water mark; check once per board.
boards=$("$BUILD/bench_boards" --list | cut -f1)
if [[ -n $ONLY ]]; then boards=$(tr ',' '\n' <<<"$ONLY"); fi
: >"$WASM_TSV"
for b in $boards; do
  for m in queue bitset auto check; do
    n=$REPS
    [[ $m == check ]] && n=1
    for ((r = 0; r < n; r++)); do
      echo "wasm: $b $m ($((r + 1))/$n) ..." >&2
      if ! "${NODE[@]}" "$WASM_BUILD/bench_boards.js" --tsv --reps 1 --only "$b" --method "$m" \
        >"$DATA/boards-wasm-one.tsv" 2>"$DATA/boards-wasm-one.err"; then
        printf 'result\twasm\t%s\t%s\tFAILED\t0\t0\t0\t0\t0\t0\t0\t0\t0\t0\t0\t%s\n' "$b" "$m" \
          "$(tail -1 "$DATA/boards-wasm-one.err" | tr '\t' ' ')" >>"$DATA/boards-wasm-one.tsv"
      fi
      grep '^result' "$DATA/boards-wasm-one.tsv" >>"$WASM_TSV" || true
    done
  done
done
rm -f "$DATA/boards-wasm-one.tsv" "$DATA/boards-wasm-one.err"
commit=${COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo '?')$(git diff --quiet HEAD -- src 2>/dev/null || echo ' + uncommitted src changes')}
declare -p BUILD NODE REPS SEED_REPS commit >"$DATA/boards-meta.sh"
fi
# shellcheck disable=SC1091
source "$DATA/boards-meta.sh"  # what the rows were measured with

# ---- report ----------------------------------------------------------------------------
cpu=$(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')
echo "# Police and thief boards"
echo
echo "Machine: $(nproc) cores (nproc), $cpu; $(uname -sr); $(g++ --version | head -1); emcc $(emcc --version | head -1 | sed 's/.*) \([0-9][0-9.]*\).*/\1/'); node $(node --version)."
echo "Commit $commit; native build $BUILD (Release), WASM build $WASM_BUILD (Release, -msimd128)."
echo "Native: best of $REPS fresh forked processes per solver (seeds' method: $SEED_REPS); peak = the process's ru_maxrss after its cold solve."
echo "WASM: best of $REPS fresh \`${NODE[*]}\` processes per board and solver; peak = the linear memory size after the cold solve (16 MB at start)."
echo "**Cold** = the first solve in a fresh process (natively: new memory, faulted in by the kernel at ~0.5 ms per MB on this VM; WASM: also V8's baseline code, since a running call is never tiered up). **Warm** = a second solve in the same process (memory kept; WASM code tiered up): the solver's own speed."
echo

# One awk pass over both row sets. Rows repeated per process (WASM) are combined: best cold,
# best warm, largest peak; a digest that differs between them is reported.
awk -F'\t' '
function mb(b) { return sprintf("%.1f", b / 1048576) }
function ms(x) { return x >= 1000 ? sprintf("%.0f", x) : sprintf("%.1f", x) }
function ok(p, b, m) { return ((p, b, m) in status) && status[p, b, m] == "ok" }
function cell(p, b, m, what) {
  if (!ok(p, b, m)) return what == "cold" && ((p, b, m) in status) ? status[p, b, m] : ""
  if (what == "cold") return ms(cold[p, b, m])
  if (what == "warm") return warm[p, b, m] > 0 ? ms(warm[p, b, m]) : ""
  if (what == "ns") return sprintf("%.2f", cold[p, b, m] * 1e6 / moves[b])
  if (what == "mb") return mb(peak[p, b, m])
}
function times(a, b) { return sprintf("%.2f×", a / b) }
$1 == "board" {
  n++; name[n] = $2; rows[$2] = $3; cols[$2] = $4; free_cells[$2] = $5; positions[$2] = $6; moves[$2] = $7
  pick[$2] = $8; desc[$2] = $9; next
}
$1 == "result" {
  p = $2; b = $3; m = $4
  if (!((p, b, m) in status) || status[p, b, m] == "ok" && $5 != "ok") {
    status[p, b, m] = $5; cold[p, b, m] = $6; warm[p, b, m] = $7; build[p, b, m] = $8; peak[p, b, m] = $9
    digest[p, b, m] = $10; longest[p, b, m] = $11; draws[p, b, m] = $14; start[p, b, m] = $15
    start_depth[p, b, m] = $16; note[p, b, m] = $17
    next
  }
  if ($5 != "ok") next
  if ($6 + 0 < cold[p, b, m]) { cold[p, b, m] = $6; build[p, b, m] = $8 }
  if ($7 + 0 < warm[p, b, m]) warm[p, b, m] = $7
  if ($9 + 0 > peak[p, b, m]) peak[p, b, m] = $9
  if ($10 != digest[p, b, m]) digest[p, b, m] = "differs between runs"
}
END {
  outcome[0] = "Draw"; outcome[1] = "Win"; outcome[2] = "Loss"
  split("auto queue bitset seed", methods, " ")

  print "## Boards"
  print ""
  print "| board | what | cells | free cells | positions | moves | longest game (plies) | draws | from the starts (police to move) | auto picks |"
  print "|---|---|--:|--:|--:|--:|--:|--:|---|---|"
  for (i = 1; i <= n; i++) {
    b = name[i]; ref = ok("native", b, "check") ? "check" : "bitset"
    s = ok("native", b, ref) ? outcome[start["native", b, ref]] (start["native", b, ref] ? " in " start_depth["native", b, ref] : "") : ""
    printf "| %s | %s | %.0f | %.0f | %.0f | %.0f | %s | %.0f | %s | %s |\n", b, desc[b], rows[b] * cols[b], free_cells[b], positions[b],
      moves[b], longest["native", b, ref], draws["native", b, ref], s, pick[b]
  }

  print ""
  print "## Time and memory"
  print ""
  print "`auto` is what `whowins cop-thief` runs: the bit-parallel solver (`CopThiefMethod::kAuto`). ms: the solve alone (board and layout built before); ns/move: cold ms / moves (moves = the sum over all positions of their move counts, passes included). WASM/native: cold/cold and warm/warm."
  print ""
  print "| board | method | native cold ms | native ns/move | native warm ms | native peak MB | WASM cold ms | WASM ns/move | WASM warm ms | WASM peak MB | WASM/native cold | WASM/native warm |"
  print "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|"
  for (i = 1; i <= n; i++) {
    b = name[i]
    for (k = 1; k <= 4; k++) {
      m = methods[k]
      label = m == "auto" ? "**auto** (" pick[b] ")" : m == "seed" ? "seeds\047 method" : m
      both = ok("native", b, m) && ok("wasm", b, m)
      printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", b, label, cell("native", b, m, "cold"),
        cell("native", b, m, "ns"), cell("native", b, m, "warm"), cell("native", b, m, "mb"),
        m == "seed" ? "not run" : cell("wasm", b, m, "cold"), cell("wasm", b, m, "ns"), cell("wasm", b, m, "warm"),
        cell("wasm", b, m, "mb"), both ? times(cold["wasm", b, m], cold["native", b, m]) : "",
        both ? times(warm["wasm", b, m], warm["native", b, m]) : ""
    }
  }

  print ""
  print "## Queue vs bitset, and the automatic choice"
  print ""
  print "| board | queue native cold | bitset native cold | queue native warm | bitset native warm | queue WASM cold | bitset WASM cold | faster | auto picks | right? |"
  print "|---|--:|--:|--:|--:|--:|--:|---|---|---|"
  wrong = ""
  for (i = 1; i <= n; i++) {
    b = name[i]
    if (!ok("native", b, "queue")) faster = "bitset"
    else faster = cold["native", b, "queue"] < cold["native", b, "bitset"] ? "queue" : "bitset"
    how = ok("native", b, "queue") ? sprintf("%s (%.1f×)", faster, faster == "queue" ? cold["native", b, "bitset"] / cold["native", b, "queue"] : cold["native", b, "queue"] / cold["native", b, "bitset"]) : "bitset (queue: no memory)"
    right = pick[b] == faster ? "yes" : "**no**"
    if (pick[b] != faster)
      wrong = wrong sprintf("- %s: picks %s (%s ms cold natively), %s takes %s ms\n", b, pick[b], ms(cold["native", b, pick[b]]), faster, ms(cold["native", b, faster]))
    printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", b, cell("native", b, "queue", "cold"), cell("native", b, "bitset", "cold"),
      cell("native", b, "queue", "warm"), cell("native", b, "bitset", "warm"), cell("wasm", b, "queue", "cold"),
      cell("wasm", b, "bitset", "cold"), how, pick[b], right
  }
  if (wrong != "") { print ""; print "Wrong picks:"; printf "%s", wrong }

  print ""
  print "## Against the seeds\047 method"
  print ""
  print "Seed 004\047s program, natively (explicit `vector<State>` reversed lists by push_back over all (police cell, thief cell, mover) states, recursive dfs on a big-stack pthread); time = build + dfs, in a fresh process (cold), like ours."
  print ""
  print "| board | seeds\047 ms | of which build | seeds\047 peak MB | ours (auto) cold ms | ours peak MB | seeds\047/ours time | seeds\047/ours memory | answers |"
  print "|---|--:|--:|--:|--:|--:|--:|--:|---|"
  for (i = 1; i <= n; i++) {
    b = name[i]
    if (!ok("native", b, "seed")) {
      printf "| %s | %s | | | %s | %s | | | %s |\n", b, status["native", b, "seed"], cell("native", b, "auto", "cold"),
        cell("native", b, "auto", "mb"), note["native", b, "seed"]
      continue
    }
    printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", b, ms(cold["native", b, "seed"]), ms(build["native", b, "seed"]),
      mb(peak["native", b, "seed"]), cell("native", b, "auto", "cold"), cell("native", b, "auto", "mb"),
      ok("native", b, "auto") ? sprintf("%.1f×", cold["native", b, "seed"] / cold["native", b, "auto"]) : "",
      ok("native", b, "auto") ? sprintf("%.1f×", peak["native", b, "seed"] / peak["native", b, "auto"]) : "", note["native", b, "seed"]
  }

  print ""
  print "## Same answers"
  print ""
  print "| board | native check | WASM check | queue, bitset, auto, check; native and WASM: one digest? |"
  print "|---|---|---|---|"
  all_same = 1
  split("native wasm", plist, " "); split("queue bitset auto check", mlist, " ")
  for (i = 1; i <= n; i++) {
    b = name[i]; d = ""; same = 1; count = 0
    for (pi = 1; pi <= 2; pi++) for (mi = 1; mi <= 4; mi++) {
      p = plist[pi]; m = mlist[mi]
      if (!ok(p, b, m)) continue
      count++
      if (d == "") d = digest[p, b, m]; else if (digest[p, b, m] != d) same = 0
    }
    if (!same || !ok("native", b, "check") || !ok("wasm", b, "check")) all_same = 0
    if (("native", b, "seed") in status && status["native", b, "seed"] != "ok" && status["native", b, "seed"] != "skipped(memory)") all_same = 0
    printf "| %s | %s | %s | %s |\n", b,
      ok("native", b, "check") ? note["native", b, "check"] : "**" status["native", b, "check"] "** " note["native", b, "check"],
      ok("wasm", b, "check") ? note["wasm", b, "check"] : "**" status["wasm", b, "check"] "** " note["wasm", b, "check"],
      same ? "yes (" count " solutions: " d ")" : "**NO**"
  }

  print ""
  print "## Targets"
  print ""
  b = "maze64"
  if (ok("native", b, "seed") && ok("native", b, "auto")) {
    r = cold["native", b, "seed"] / cold["native", b, "auto"]
    printf "- At least 50× faster than the seeds\047 method on the 64×64 maze, same answers: **%s**: %.1f× (%s ms vs %s ms cold; warm, ours takes %s ms: %.1f×); %s\n",
      (r >= 50 && note["native", b, "seed"] ~ /^same/) ? "MET" : "NOT MET", r, ms(cold["native", b, "seed"]),
      ms(cold["native", b, "auto"]), ms(warm["native", b, "auto"]), cold["native", b, "seed"] / warm["native", b, "auto"], note["native", b, "seed"]
  } else print "- 50× on the 64×64 maze: not measured (the seeds\047 method or auto did not run)"
  split("open100 open100-exits", olist, " ")
  for (oi = 1; oi <= 2; oi++) {
    b = olist[oi]
    if (!(b in pick)) continue
    label = b == "open100" ? "100×100 open board, no exit (the target board)" : "100×100 open board with 3 exits (for reference; not the target board)"
    nc = cold["native", b, "auto"]; wc = cold["wasm", b, "auto"]; ww = warm["wasm", b, "auto"]
    pn = peak["native", b, "auto"]; pw = peak["wasm", b, "auto"]
    printf "- %s, outcome and depth of all %.0f positions: native %s ms cold (%s); WASM %s ms cold, %s ms warm (%s); peak native %s MB, WASM %s MB (%s)\n",
      label, positions[b], ms(nc), (ok("native", b, "auto") && nc < 2000) ? "**under 2 s: MET**" : "**2 s: NOT MET**",
      ms(wc), ms(ww), !ok("wasm", b, "auto") ? "**not measured**" : (wc < 3000 ? "**under 3 s: MET**" : (ww < 3000 ? "**3 s: MET warm, NOT MET cold**" : "**3 s: NOT MET**")),
      mb(pn), mb(pw), (ok("native", b, "auto") && ok("wasm", b, "auto") && pn < 1e9 && pw < 1e9) ? "**under 1 GB: MET**" : "**1 GB: NOT MET**"
  }
  wc_worst = 0; ww_worst = 0; missing = ""
  for (i = 1; i <= n; i++) {
    b = name[i]
    if (!ok("native", b, "auto") || !ok("wasm", b, "auto")) { missing = missing " " b; continue }
    r = cold["wasm", b, "auto"] / cold["native", b, "auto"]
    if (r > wc_worst) { wc_worst = r; wc_b = b }
    r = warm["wasm", b, "auto"] / warm["native", b, "auto"]
    if (r > ww_worst) { ww_worst = r; ww_b = b }
  }
  printf "- WASM within 2× of native on every board (auto): warm **%s** (worst %.2f× on %s); cold **%s** (worst %.2f× on %s)%s\n",
    ww_worst <= 2 && missing == "" ? "MET" : "NOT MET", ww_worst, ww_b, wc_worst <= 2 && missing == "" ? "MET" : "NOT MET", wc_worst, wc_b,
    missing == "" ? "" : "; not measured on:" missing
  print "- Same answers (queue = bitset position by position or the verifier where the queue does not fit; one digest per board across methods and platforms; the seeds\047 W/L/D where it ran): " (all_same ? "**yes**" : "**NO**")
}' "$NATIVE_TSV" "$WASM_TSV"
