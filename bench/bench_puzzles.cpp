// bench_puzzles: puzzle mining time on 64x64 cop-thief boards against the solve, in one run.
// Usage: bench_puzzles [--reps R] [--count N]   (native, or node bench_puzzles.js in WASM)
// For each board: the solve (TwoTokenSolve::advance to the end, as the page's worker runs it)
// and puzzles(N, seed 1, min plies 1) on the kept solution, win puzzles and hold-the-draw
// puzzles apart; best of R runs each, in ms, and the ratio of both kinds' mining to the solve.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include "bench_args.hpp"
#include "board_generators.hpp"
#include "session/two_token_solve.hpp"

namespace {

double ms_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

std::string cells_of(const whowins::GridBoard& g) {
  std::string cells(g.cells.begin(), g.cells.end());
  cells[g.police] = 'P';
  cells[g.thief] = 'T';
  return cells;
}

}  // namespace

int main(int argc, char** argv) {
  bench::program_name = "bench_puzzles";
  std::uint64_t reps = 3, count = 20;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--reps" && i + 1 < argc)
      reps = bench::parse_uint(argv[++i], "--reps");
    else if (a == "--count" && i + 1 < argc)
      count = bench::parse_uint(argv[++i], "--count");
    else
      bench::die("usage: bench_puzzles [--reps R] [--count N]");
  }
  struct Case {
    const char* name;
    whowins::GridBoard grid;
  };
  const Case cases[] = {
      {"open64 (no exit)", boards::open_board(64, 0, 1)},
      {"open64 + 3 exits", boards::open_board(64, 3, 7)},
      {"random64 (30% walls, 4 exits)", boards::random_board(64, 30, 4, 11)},
      {"maze64", boards::maze_board(64, 5)},
  };
  std::printf(
      "| board | positions | solve ms | win puzzles ms | hold-the-draw ms | both / solve | found (win + draw) | top "
      "difficulty |\n");
  std::printf("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
  for (const Case& c : cases) {
    double solve_best = 1e300, mine_best = 1e300, draw_best = 1e300;
    whowins::PuzzleLines lines, draws;
    std::uint64_t positions = 0;
    for (std::uint64_t r = 0; r < reps; ++r) {
      auto t0 = std::chrono::steady_clock::now();
      whowins::TwoTokenSolve s = whowins::TwoTokenSolve::cop_thief(c.grid.rows, c.grid.cols, cells_of(c.grid));
      while (!s.advance(1u << 20)) {
      }
      solve_best = std::min(solve_best, ms_since(t0));
      if (!s.error().empty()) bench::die(s.error());
      positions = s.stats().positions;
      t0 = std::chrono::steady_clock::now();
      lines = s.puzzles(static_cast<std::uint32_t>(count), 1, 1);
      mine_best = std::min(mine_best, ms_since(t0));
      if (!lines.error.empty()) bench::die(lines.error);
      t0 = std::chrono::steady_clock::now();
      draws = s.puzzles(static_cast<std::uint32_t>(count), 1, 1, false, true);
      draw_best = std::min(draw_best, ms_since(t0));
      if (!draws.error.empty()) bench::die(draws.error);
    }
    const auto at = lines.json.find("\"difficulty\":");
    const std::string top =
        at == std::string::npos ? "-" : lines.json.substr(at + 13, lines.json.find(',', at) - at - 13);
    std::printf("| %s | %llu | %.0f | %.1f | %.1f | %.2f | %u + %u | %s |\n", c.name,
                static_cast<unsigned long long>(positions), solve_best, mine_best, draw_best,
                (mine_best + draw_best) / solve_best, lines.count, draws.count, top.c_str());
  }
  return 0;
}
