// bench_boards: the cop-thief solvers (retrograde queue, bit-parallel, and `auto`, what the CLI runs)
// and the seeds' method on generated boards: time, ns per move, peak memory, same answers.
//
//   bench_boards [--reps N] [--seed-reps N] [--only NAME[,NAME...]] [--method M[,M...]] [--tsv]
//   bench_boards --list | --board NAME
//
//   --reps N       natively: N fresh forked children per solver (default 3), each a cold solve
//                  then a warm one; in WASM: one cold solve, then N warm ones (see below)
//   --seed-reps N  natively: N forked children for the seeds' method, cold only (default: --reps)
//   --only NAMES   these boards only (see --list)
//   --method M     queue, bitset, auto, seed, check (default: all of them)
//   --tsv          machine-readable rows for bench/run_boards.sh instead of a markdown table
//   --list         the boards, one per line: name, size, description
//   --board NAME   that board in the input format of `whowins cop-thief`
//   --file PATH    a board from a file (the `whowins cop-thief` input format) instead of the
//                  generated ones; its name in the report is the file's name
//
// check: solves with the bitset and the queue solver in one process and compares every
// position (outcome everywhere, depth where decided); where the queue solver does not fit,
// runs the independent verifier over the bitset solution instead. Any difference aborts.
// seed: the seeds' method (bench/seed_cop_thief.cpp), natively only; its first run also
// compares its WIN/LOSS/DRAW for every state with our solution and aborts on a difference.
//
// --tsv rows: `board  name rows cols free_cells positions moves auto_pick description`, then per
// method `result  platform board method status cold_ms warm_ms build_ms peak_bytes digest
// longest wins losses draws start_outcome start_depth note` (tab-separated; digest: of every
// outcome and decided depth, equal digests = equal solutions; start_outcome 1 Win, 2 Loss,
// 0 Draw for the police to move from the two starts).
//
// Cold and warm. A cold solve is the first in a fresh process, as `whowins` or a fresh web
// worker does it: natively its memory is new pages, each faulted in and zeroed by the kernel
// (about 0.5 ms per MB on the VM measured); under node its code is V8's baseline (Liftoff)
// code, since a call already running is never tiered up, and its memory is grown. A warm solve
// follows one in the same process: natively malloc keeps the freed memory (mmap off, no trim;
// an untimed solve first fills the heap), under node the code is tiered up and the memory
// already grown. Cold = what a user waits; warm = the solver's own speed.
//
// Peak memory: natively the child's ru_maxrss (getrusage, right after the cold solve: the
// whole process, so it includes a few MB of its own). In WASM, the linear memory size after
// the cold solve (memory only grows: the high-water mark of the process, including its initial
// 16 MB; bench/run_boards.sh starts a fresh node process per board and method).
#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "bench_args.hpp"
#include "board_generators.hpp"
#include "core/verifier.hpp"
#include "games/cop_thief.hpp"

#ifndef __EMSCRIPTEN__
#include <malloc.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include "seed_cop_thief.hpp"
#endif

namespace {

using whowins::CopThiefLayout;
using whowins::CopThiefMethod;
using whowins::CopThiefSolution;
using whowins::GridBoard;
using whowins::Outcome;
using Clock = std::chrono::steady_clock;

// The queue solver needs ~9 bytes per position at its peak (1-byte move counter, 4-byte
// value, 4-byte queue entry) plus the 3-byte solution; skip it past the solver's budget.
constexpr std::uint64_t kQueueBytesPerPosition = 12;
constexpr std::uint64_t kQueueLimitBytes = std::uint64_t{3} << 30;
#ifndef __EMSCRIPTEN__
// The seeds' method is skipped where its estimate (seed_cop_thief.hpp) passes this.
constexpr std::uint64_t kSeedLimitBytes = std::uint64_t{8} << 30;
#endif

using bench::die;
using bench::parse_uint;

std::vector<std::string> split(std::string_view s) {
  std::vector<std::string> out;
  for (std::size_t at = 0; at <= s.size();) {
    const std::size_t comma = std::min(s.find(',', at), s.size());
    if (comma > at) out.emplace_back(s.substr(at, comma - at));
    at = comma + 1;
  }
  return out;
}

// ---- what a board is ---------------------------------------------------------------------

struct BoardFacts {
  std::uint64_t cells = 0, free_cells = 0, positions = 0;
  std::uint64_t moves = 0;  // sum over all positions of their move counts (passes included)
};

// The solver `auto` (CopThiefMethod::kAuto, what `whowins cop-thief` runs) is on every board.
constexpr CopThiefMethod kAutoSolver = CopThiefMethod::kBitset;

BoardFacts facts_of(const GridBoard& grid, const CopThiefLayout& layout) {
  BoardFacts f;
  const whowins::TwoTokenBoard& b = layout.board;
  f.cells = std::uint64_t{grid.rows} * grid.cols;
  f.free_cells = b.location_count;
  f.positions = 2 * f.free_cells * f.free_cells;
  // Police to move: every thief cell times the police's steps; thief to move: the reverse.
  for (int token = 0; token < 2; ++token)
    for (std::uint32_t loc = 0; loc < b.location_count; ++loc) f.moves += f.free_cells * b.step_count(token, loc);
  return f;
}

const char* method_name(CopThiefMethod m) {
  return m == CopThiefMethod::kQueue ? "queue" : m == CopThiefMethod::kBitset ? "bitset" : "auto";
}

// ---- one measurement ---------------------------------------------------------------------

enum Status : int { kOk = 0, kSkippedMemory = 1, kNotHere = 2, kFailed = 3, kMismatch = 4 };

struct Measurement {
  int status = kOk;
  double cold_ms = 0, warm_ms = 0;  // best cold and warm solve (see the top); 0: not measured
  double build_ms = 0;              // the seeds' method's graph building (its best run)
  std::uint64_t peak_bytes = 0;
  std::uint64_t digest = 0;  // of outcomes and decided depths, position order
  std::uint64_t win = 0, loss = 0, draw = 0;
  std::uint32_t longest = 0;
  int start_outcome = 0;  // 1 Win, 2 Loss, 0 Draw (police to move, from the starts)
  std::uint32_t start_depth = 0;
  char note[200] = {};
};

void set_note(Measurement& m, const std::string& s) { std::snprintf(m.note, sizeof m.note, "%s", s.c_str()); }

std::uint64_t peak_bytes_now() {
#ifdef __EMSCRIPTEN__
  return static_cast<std::uint64_t>(__builtin_wasm_memory_size(0)) * 65536;
#else
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<std::uint64_t>(u.ru_maxrss) * 1024;  // Linux: kilobytes
#endif
}

// Order-dependent 64-bit digest of (outcome, depth if decided) over all positions, in four
// independent lanes so the multiply chains overlap.
std::uint64_t digest_of(const CopThiefSolution& s) {
  std::uint64_t h[4] = {0x9e3779b97f4a7c15ull, 0xbf58476d1ce4e5b9ull, 0x94d049bb133111ebull, 0x2545f4914f6cdd1dull};
  const std::size_t n = s.outcome.size();
  for (std::size_t p = 0; p < n; ++p) {
    const Outcome o = s.outcome[p];
    const std::uint64_t v = static_cast<std::uint64_t>(o) | (o == Outcome::Draw ? 0 : std::uint64_t{s.depth[p]} << 2);
    std::uint64_t& x = h[p & 3];
    x = (x ^ v) * 0x100000001b3ull;
    x ^= x >> 29;
  }
  return h[0] ^ (h[1] * 3) ^ (h[2] * 5) ^ (h[3] * 7) ^ n;
}

void summarise(const CopThiefSolution& s, const GridBoard& grid, const CopThiefLayout& layout, Measurement& m) {
  const whowins::Stats st = whowins::count_outcomes(s);
  m.win = st.win;
  m.loss = st.loss;
  m.draw = st.draw;
  m.longest = st.longest;
  m.digest = digest_of(s);
  const whowins::CopThiefGame game(layout.board);
  const whowins::Position start =
      game.position(whowins::kPolice, layout.location_of_cell[grid.police], layout.location_of_cell[grid.thief]);
  m.start_outcome = static_cast<int>(s.outcome[start]);
  m.start_depth = s.depth[start];
}

CopThiefSolution solve_with(CopThiefMethod method, const GridBoard& grid, const CopThiefLayout& layout) {
  return method == CopThiefMethod::kQueue ? whowins::solve_cop_thief_queue(layout)
                                          : whowins::solve_cop_thief_bitset(grid, layout);
}

double ms_since(Clock::time_point t0) { return std::chrono::duration<double, std::milli>(Clock::now() - t0).count(); }

// In a fresh process: one cold solve (timed, then the peak memory; `first` also summarises
// the solution), then the best of `warm_runs` warm solves.
Measurement run_ours(CopThiefMethod method, const GridBoard& grid, const CopThiefLayout& layout, bool first,
                     int warm_runs) {
  Measurement m;
  {
    const Clock::time_point t0 = Clock::now();
    const CopThiefSolution s = solve_with(method, grid, layout);
    m.cold_ms = ms_since(t0);
    m.peak_bytes = peak_bytes_now();
    if (first) summarise(s, grid, layout, m);
  }
  if (warm_runs == 0) return m;
#ifndef __EMSCRIPTEN__
  // Keep freed memory in the process: no mmap'ed blocks (munmap'ed on free), no trimming.
  mallopt(M_MMAP_MAX, 0);
  mallopt(M_TRIM_THRESHOLD, -1);           // glibc stores it as size_t: never trim
  (void)solve_with(method, grid, layout);  // fills the heap
#endif
  for (int r = 0; r < warm_runs; ++r) {
    const Clock::time_point t0 = Clock::now();
    const CopThiefSolution s = solve_with(method, grid, layout);
    const double t = ms_since(t0);  // freed after the clock stopped, as in the cold solve
    m.warm_ms = r == 0 ? t : std::min(m.warm_ms, t);
  }
  return m;
}

// Solves with the bitset and the queue solver (or verifies the bitset's answer where the
// queue solver does not fit) and compares every position. Aborts on any difference.
Measurement run_check(const GridBoard& grid, const CopThiefLayout& layout, const BoardFacts& f) {
  Measurement m;
  const CopThiefSolution bits = whowins::solve_cop_thief_bitset(grid, layout);
  summarise(bits, grid, layout, m);
  if (f.positions * kQueueBytesPerPosition > kQueueLimitBytes) {
    const whowins::CopThiefGame game(layout.board);
    if (const auto err = whowins::verify(game, bits)) die("bitset solution fails the verifier: " + *err);
    set_note(m, "bitset solution passes the verifier (queue solver skipped: memory)");
    m.peak_bytes = peak_bytes_now();
    return m;
  }
  const CopThiefSolution queue = whowins::solve_cop_thief_queue(layout);
  m.peak_bytes = peak_bytes_now();
  std::uint64_t depth_checked = 0;
  for (std::size_t p = 0; p < bits.outcome.size(); ++p) {
    if (bits.outcome[p] != queue.outcome[p])
      die("bitset and queue outcomes differ at position " + std::to_string(p) + " (" +
          whowins::outcome_letter(bits.outcome[p]) + " vs " + whowins::outcome_letter(queue.outcome[p]) + ")");
    if (bits.outcome[p] != Outcome::Draw) {
      if (bits.depth[p] != queue.depth[p])
        die("bitset and queue depths differ at position " + std::to_string(p) + " (" + std::to_string(bits.depth[p]) +
            " vs " + std::to_string(queue.depth[p]) + ")");
      ++depth_checked;
    }
  }
  set_note(m, "bitset = queue on all " + std::to_string(bits.outcome.size()) + " positions (depths on " +
                  std::to_string(depth_checked) + " decided)");
  return m;
}

#ifndef __EMSCRIPTEN__
std::vector<std::string> rows_of(const GridBoard& g) {
  std::vector<std::string> a(g.rows);
  for (std::uint32_t r = 0; r < g.rows; ++r)
    a[r].assign(g.cells.begin() + r * g.cols, g.cells.begin() + (r + 1) * g.cols);
  return a;
}

// One timed run of the seeds' method (build + dfs). The first run also compares its value of
// every state (free cells) with our bitset solution, after the peak memory was taken.
Measurement run_seed(const GridBoard& grid, const CopThiefLayout& layout, bool first) {
  Measurement m;
  const std::vector<std::string> a = rows_of(grid);
  const Clock::time_point t0 = Clock::now();
  seeds_cop_thief::build(a);
  const Clock::time_point t1 = Clock::now();
  seeds_cop_thief::solve();
  const Clock::time_point t2 = Clock::now();
  m.cold_ms = std::chrono::duration<double, std::milli>(t2 - t0).count();
  m.build_ms = std::chrono::duration<double, std::milli>(t1 - t0).count();
  m.peak_bytes = peak_bytes_now();
  if (!first) return m;
  const CopThiefSolution ours = whowins::solve_cop_thief_bitset(grid, layout);
  summarise(ours, grid, layout, m);  // the start's outcome; the seed has no depths
  const std::uint32_t L = layout.board.location_count;
  std::uint64_t compared = 0;
  for (int mover = 0; mover < 2; ++mover)
    for (std::uint32_t c = 0; c < L; ++c)
      for (std::uint32_t r = 0; r < L; ++r) {
        // Ours: Win/Loss for the mover; the seed's: winning/losing for the mover (Pstep =
        // the police is to move).
        const Outcome o = ours.outcome[(std::uint64_t{static_cast<std::uint32_t>(mover)} * L + c) * L + r];
        const int v =
            seeds_cop_thief::value(layout.cell_of_location[c], layout.cell_of_location[r], mover == whowins::kPolice);
        const Outcome s = v > 0 ? Outcome::Win : v < 0 ? Outcome::Loss : Outcome::Draw;
        if (o != s) {
          m.status = kMismatch;
          set_note(m, "seeds' method and ours differ: mover " + std::to_string(mover) + " police cell " +
                          std::to_string(layout.cell_of_location[c]) + " thief cell " +
                          std::to_string(layout.cell_of_location[r]) + ": ours " + whowins::outcome_letter(o) +
                          ", seeds' " + whowins::outcome_letter(s));
          return m;
        }
        ++compared;
      }
  set_note(m, "same W/L/D as ours on all " + std::to_string(compared) + " states");
  return m;
}

// Runs `work` in a forked child and returns what it reports (a crash or a kill is kFailed).
template <class F>
Measurement in_child(F&& work) {
  std::fflush(stdout);
  std::fflush(stderr);
  int fd[2];
  if (pipe(fd) != 0) die("pipe failed");
  const pid_t pid = fork();
  if (pid < 0) die("fork failed");
  if (pid == 0) {
    close(fd[0]);
    const Measurement m = work();
    const char* p = reinterpret_cast<const char*>(&m);
    for (std::size_t left = sizeof m; left > 0;) {
      const ssize_t w = write(fd[1], p, left);
      if (w <= 0) _exit(2);
      p += w;
      left -= static_cast<std::size_t>(w);
    }
    _exit(0);
  }
  close(fd[1]);
  Measurement m;
  std::size_t got = 0;
  char* p = reinterpret_cast<char*>(&m);
  while (got < sizeof m) {
    const ssize_t r = read(fd[0], p + got, sizeof m - got);
    if (r <= 0) break;
    got += static_cast<std::size_t>(r);
  }
  close(fd[0]);
  int status = 0;
  rusage usage{};
  wait4(pid, &status, 0, &usage);
  if (got != sizeof m || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    Measurement failed;
    failed.status = kFailed;
    failed.peak_bytes = static_cast<std::uint64_t>(usage.ru_maxrss) * 1024;
    set_note(failed, WIFSIGNALED(status) ? "child killed by signal " + std::to_string(WTERMSIG(status))
                                         : "child exited with status " + std::to_string(WEXITSTATUS(status)));
    return failed;
  }
  return m;
}
#else
template <class F>
Measurement in_child(F&& work) {
  return work();  // no fork under node: the caller starts a fresh process per measurement
}
#endif

// Best of `processes` fresh processes (forked children); the first one's summary is kept;
// peak memory is the largest seen.
template <class F>
Measurement best_of(int processes, F&& one_process) {
  Measurement best;
  for (int r = 0; r < processes; ++r) {
    const Measurement m = in_child([&] { return one_process(r == 0); });
    if (m.status != kOk) return m;
    if (r == 0) {
      best = m;
      continue;
    }
    best.cold_ms = std::min(best.cold_ms, m.cold_ms);
    best.warm_ms = std::min(best.warm_ms, m.warm_ms);
    best.build_ms = std::min(best.build_ms, m.build_ms);
    best.peak_bytes = std::max(best.peak_bytes, m.peak_bytes);
  }
  return best;
}

// ---- output ------------------------------------------------------------------------------

const char* platform() {
#ifdef __EMSCRIPTEN__
  return "wasm";
#else
  return "native";
#endif
}

const char* status_text(int s) {
  switch (s) {
    case kOk:
      return "ok";
    case kSkippedMemory:
      return "skipped(memory)";
    case kNotHere:
      return "not-run";
    case kMismatch:
      return "MISMATCH";
    default:
      return "FAILED";
  }
}

std::string fmt(const char* f, double v) {
  char b[64];
  std::snprintf(b, sizeof b, f, v);
  return b;
}

}  // namespace

int main(int argc, char** argv) {
  bench::program_name = "bench_boards";
  int reps = 3, seed_reps = -1;
  bool tsv = false, list = false;
  const char* print_board = nullptr;
  const char* file = nullptr;
  std::vector<std::string> only, methods = {"queue", "bitset", "auto", "seed", "check"};
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    auto value = [&]() -> const char* {
      if (i + 1 >= argc) die(std::string("missing value after ") + argv[i]);
      return argv[++i];
    };
    if (a == "--reps")
      reps = static_cast<int>(parse_uint(value(), "--reps"));
    else if (a == "--seed-reps")
      seed_reps = static_cast<int>(parse_uint(value(), "--seed-reps"));
    else if (a == "--only")
      only = split(value());
    else if (a == "--method")
      methods = split(value());
    else if (a == "--tsv")
      tsv = true;
    else if (a == "--list")
      list = true;
    else if (a == "--board")
      print_board = value();
    else if (a == "--file")
      file = value();
    else
      die("unknown option '" + std::string(a) + "' (see the comment at the top of bench/bench_boards.cpp)");
  }
  if (reps < 1) die("--reps must be at least 1");
  if (seed_reps < 0) seed_reps = reps;
  for (const std::string& m : methods)
    if (m != "queue" && m != "bitset" && m != "auto" && m != "seed" && m != "check") die("unknown method '" + m + "'");
  auto wanted = [&](const char* m) { return std::find(methods.begin(), methods.end(), m) != methods.end(); };

  std::vector<boards::NamedBoard> all;
  if (file) {
    std::ifstream in(file);
    if (!in) die(std::string("cannot read ") + file);
    std::stringstream text;
    text << in.rdbuf();
    const std::string_view path(file);
    all.push_back({std::string(path.substr(path.find_last_of('/') + 1)), "from " + std::string(path),
                   whowins::parse_grid_board(text.str(), whowins::kCopThiefBytesPerCellPair)});
  } else {
    all = boards::benchmark_boards();
  }
  for (const std::string& name : only)
    if (std::none_of(all.begin(), all.end(), [&](const auto& b) { return b.name == name; }))
      die("no board named '" + name + "' (see --list)");
  if (print_board) {
    for (const auto& b : all)
      if (b.name == print_board) {
        std::fputs(b.grid.to_text().c_str(), stdout);
        return 0;
      }
    die(std::string("no board named '") + print_board + "' (see --list)");
  }
  if (list) {
    for (const auto& b : all)
      std::printf("%s\t%ux%u\t%s\n", b.name.c_str(), b.grid.rows, b.grid.cols, b.description.c_str());
    return 0;
  }

  if (!tsv) {
#ifdef __EMSCRIPTEN__
    std::printf(
        "Platform wasm: per solver one cold solve, then best of %d warm ones, in this process (memory: "
        "the linear memory size after the cold solve).\n\n",
        reps);
#else
    std::printf(
        "Platform native: per solver best of %d fresh forked children, each a cold then a warm solve "
        "(seeds' method: %d children, cold only; memory: the child's ru_maxrss after the cold solve).\n\n",
        reps, seed_reps);
#endif
    std::printf(
        "| board | free cells | positions | moves | longest game | method | cold ms | cold ns/move | warm ms | peak MB "
        "| note |\n"
        "|---|--:|--:|--:|--:|---|--:|--:|--:|--:|---|\n");
  }
  bool failed = false;
  for (const auto& b : all) {
    if (!only.empty() && std::find(only.begin(), only.end(), b.name) == only.end()) continue;
    const GridBoard& grid = b.grid;
    const CopThiefLayout layout = whowins::make_cop_thief_layout(grid);
    const BoardFacts f = facts_of(grid, layout);
    if (tsv)
      std::printf("board\t%s\t%u\t%u\t%llu\t%llu\t%llu\t%s\t%s\n", b.name.c_str(), grid.rows, grid.cols,
                  static_cast<unsigned long long>(f.free_cells), static_cast<unsigned long long>(f.positions),
                  static_cast<unsigned long long>(f.moves), method_name(kAutoSolver), b.description.c_str());
    std::fflush(stdout);

    auto report = [&](const char* method, const Measurement& m) {
      if (m.status == kMismatch || m.status == kFailed) failed = true;
      if (tsv) {
        std::printf("result\t%s\t%s\t%s\t%s\t%.3f\t%.3f\t%.3f\t%llu\t%016llx\t%u\t%llu\t%llu\t%llu\t%d\t%u\t%s\n",
                    platform(), b.name.c_str(), method, status_text(m.status), m.cold_ms, m.warm_ms, m.build_ms,
                    static_cast<unsigned long long>(m.peak_bytes), static_cast<unsigned long long>(m.digest), m.longest,
                    static_cast<unsigned long long>(m.win), static_cast<unsigned long long>(m.loss),
                    static_cast<unsigned long long>(m.draw), m.start_outcome, m.start_depth, m.note);
      } else {
        const bool ok = m.status == kOk, timed = ok && std::string_view(method) != "check";
        std::string note = ok ? "" : status_text(m.status);
        if (m.note[0]) note += (note.empty() ? "" : ": ") + std::string(m.note);
        if (std::string_view(method) == "auto")
          note = std::string("picks ") + method_name(kAutoSolver) + (note.empty() ? "" : "; ") + note;
        if (ok && std::string_view(method) == "seed") note = "build " + fmt("%.0f ms", m.build_ms) + "; " + note;
        std::printf("| %s | %llu | %llu | %llu | %s | %s | %s | %s | %s | %s | %s |\n", b.name.c_str(),
                    static_cast<unsigned long long>(f.free_cells), static_cast<unsigned long long>(f.positions),
                    static_cast<unsigned long long>(f.moves), ok ? std::to_string(m.longest).c_str() : "", method,
                    timed ? fmt("%.1f", m.cold_ms).c_str() : "",
                    timed ? fmt("%.2f", m.cold_ms * 1e6 / static_cast<double>(f.moves)).c_str() : "",
                    timed && m.warm_ms > 0 ? fmt("%.1f", m.warm_ms).c_str() : "",
                    m.peak_bytes ? fmt("%.1f", static_cast<double>(m.peak_bytes) / 1048576).c_str() : "", note.c_str());
      }
      std::fflush(stdout);
    };

    const bool queue_fits = f.positions * kQueueBytesPerPosition <= kQueueLimitBytes;
    for (CopThiefMethod method : {CopThiefMethod::kQueue, CopThiefMethod::kBitset, CopThiefMethod::kAuto}) {
      if (!wanted(method_name(method))) continue;
      if (method == CopThiefMethod::kQueue && !queue_fits) {
        Measurement m;
        m.status = kSkippedMemory;
        set_note(
            m, "needs ~" + fmt("%.1f", static_cast<double>(f.positions * kQueueBytesPerPosition) / (1 << 30)) + " GiB");
        report(method_name(method), m);
        continue;
      }
#ifdef __EMSCRIPTEN__
      const int processes = 1, warm_runs = reps;  // one process: cold, then `reps` warm solves
#else
      const int processes = reps, warm_runs = 1;  // `reps` children: cold, then warm, each
#endif
      report(method_name(method),
             best_of(processes, [&](bool first) { return run_ours(method, grid, layout, first, warm_runs); }));
    }
    if (wanted("seed")) {
      Measurement m;
#ifdef __EMSCRIPTEN__
      m.status = kNotHere;
      set_note(m, "native only: its recursion is millions of frames deep, past V8's ~1 MB stack");
#else
      const std::uint64_t estimate = seeds_cop_thief::estimate_bytes(rows_of(grid));
      if (estimate > kSeedLimitBytes) {
        m.status = kSkippedMemory;
        set_note(m, "estimated " + fmt("%.1f", static_cast<double>(estimate) / (1 << 30)) + " GiB");
      } else {
        m = best_of(seed_reps, [&](bool first) { return run_seed(grid, layout, first); });
        if (m.status == kOk)
          set_note(m, std::string(m.note) + "; estimated " + fmt("%.2f", static_cast<double>(estimate) / (1 << 30)) +
                          " GiB");
      }
#endif
      report("seed", m);
    }
    if (wanted("check")) report("check", in_child([&] { return run_check(grid, layout, f); }));
#ifndef __EMSCRIPTEN__
    malloc_trim(0);
#endif
  }
  if (failed) die("a solver failed or answers differ (see above)");
  return 0;
}
