// Tests of the solvers' threads (core/parallel.hpp): the bit-parallel cop-thief kernel (tiles
// and chains), the cop number solver, the design bit engine and the queue engine's set-up give,
// with 2 and 3 threads, the answers they give with 1, position by position. In the single-thread
// WASM build set_threads answers 1 and these check 1 against 1.
#include <catch2/catch.hpp>
#include <atomic>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <random>
#include <stdexcept>
#include "core/best_move.hpp"
#include "core/parallel.hpp"
#include "design/design.hpp"
#include "design/design_bits.hpp"
#include "design/design_solve.hpp"
#include "fixtures.hpp"
#include "generators.hpp"
#include "games/cop_number.hpp"
#include "games/cop_thief.hpp"

using namespace whowins;

namespace {

// Sets the thread count for a scope, 1 again after it.
struct Threads {
  explicit Threads(int n) { set_threads(n); }
  ~Threads() { set_threads(1); }
};

std::string board_text(std::uint32_t rows, std::uint32_t cols, const std::string& cells) {
  std::string text = std::to_string(rows) + " " + std::to_string(cols) + "\n";
  for (std::uint32_t r = 0; r < rows; ++r) text += cells.substr(r * cols, cols) + "\n";
  return text;
}
std::string open_board(std::uint32_t rows, std::uint32_t cols, bool exits) {
  std::string cells(std::size_t{rows} * cols, '.');
  cells[0] = 'P';
  cells[cells.size() / 2 + cols / 3] = 'T';
  if (exits) cells[cols - 1] = cells[cells.size() - 1] = cells[(rows / 2) * cols + cols / 2 + 1] = 'E';
  return board_text(rows, cols, cells);
}
using generators::comb_board;

// The tiles kernel with `threads` threads, `budget` per advance() (the page's chunks), the
// solution written by a second thread from `writer_from` positions.
CopThiefSolution solve_tiles(const GridBoard& g, const CopThiefLayout& layout, int threads, std::uint64_t budget,
                             std::uint64_t writer_from) {
  Threads t(threads);
  CopThiefBitsetSolver solver(g, layout, writer_from, CopThiefBits::kTiles);
  while (!solver.advance(budget)) {
  }
  return solver.take_solution();
}

}  // namespace

TEST_CASE("threads: set_threads clamps to 1..8 and says what it uses; run_lanes runs every lane once", "[threads]") {
  CHECK(threads() == 1);
  const int two = set_threads(2);
  CHECK(two >= 1);
  CHECK(two <= 2);
  CHECK(threads() == two);
  CHECK(set_threads(100) <= kMaxThreads);
  CHECK(set_threads(0) == 1);
  CHECK(set_threads(-5) == 1);
  {
    Threads t(3);
    for (int lanes : {1, 2, 3, 5}) {
      std::atomic<int> mask{0}, calls{0};
      run_lanes(lanes, [&](int lane) {
        mask |= 1 << lane;
        ++calls;
      });
      const int used = std::min(lanes, threads());
      CHECK(calls == used);
      CHECK(mask == (1 << used) - 1);
    }
    // An exception in a lane reaches the caller, and the pool still works after it.
    CHECK_THROWS_AS(run_lanes(3,
                              [&](int lane) {
                                if (lane == threads() - 1) throw std::runtime_error("lane");
                              }),
                    std::runtime_error);
    std::atomic<int> calls{0};
    run_lanes(3, [&](int) { ++calls; });
    CHECK(calls == threads());
  }
  CHECK(threads() == 1);
}

TEST_CASE(
    "threads: the cop-thief tiles kernel gives every position the same outcome, depth and best move with 1, 2 and 3 "
    "threads",
    "[threads][cop-thief]") {
  std::mt19937_64 rng(4242);
  std::vector<std::string> boards = {
      open_board(32, 40, false),  // 1280 cells: rounds split over the threads
      open_board(37, 45, true),   // not a multiple of the 8 x 8 tiles, exits
      open_board(70, 12, true),   // taller than wide (transposed), 16-wide tiles
      open_board(6, 150, false),  // short: flat tiles
      board_text(33, 41, fixtures::random_board_cells(rng, 33, 41, 15, 1)),  // walls and exits
      board_text(40, 40, fixtures::random_board_cells(rng, 40, 40, 30, 2)),
      comb_board(30, 5),  // past 254 plies (348): a depth plane
  };
  for (const std::string& text : boards) {
    INFO(text.substr(0, text.find('\n')));
    const GridBoard g = parse_grid_board(text, 8);
    const CopThiefLayout layout = make_cop_thief_layout(g);
    const CopThiefSolution one = solve_tiles(g, layout, 1, UINT64_MAX, CopThiefBitsetSolver::kWriterThreadFrom);
    const CopThiefGame game(layout.board);
    for (int threads : {2, 3}) {
      for (int how = 0; how < 4; ++how) {
        if (threads == 3 && (how == 1 || how == 2))
          continue;  // whole or by parts (the page's chunks); the solution written by the solving threads or a writer
                     // thread
        INFO("threads " << threads << " how " << how);
        const CopThiefSolution many = solve_tiles(g, layout, threads, how & 1 ? 1 << 16 : UINT64_MAX,
                                                  how & 2 ? 0 : CopThiefBitsetSolver::kWriterThreadFrom);
        REQUIRE(many.outcome.size() == one.outcome.size());
        // Every police-to-move position (the first half: what the solver stores); the thief's,
        // derived from them, and the best moves, one in 7 and one in 11.
        std::size_t differ = 0, moves_differ = 0;
        const std::size_t stored = one.outcome.size() / 2;
        for (std::size_t p = 0; p < one.outcome.size(); p += p < stored ? 1 : 7) {
          differ += many.outcome[p] != one.outcome[p] || many.depth[p] != one.depth[p];
          if (p % 11 == 0) moves_differ += best_move(game, many, p) != best_move(game, one, p);
        }
        CHECK(differ == 0);
        CHECK(moves_differ == 0);
        CHECK(many.histogram[0] == one.histogram[0]);
        CHECK(many.histogram[1] == one.histogram[1]);
      }
    }
  }
}

TEST_CASE("threads: the CLI's cop-thief answer and map are the same with --threads 1, 2 and 3",
          "[threads][cop-thief][cli]") {
  const std::string board = open_board(26, 29, true);
  const auto one = fixtures::run({"cop-thief", "--json", "--stats"}, board);
  REQUIRE(one.status == 0);
  for (std::string_view n : {"2", "3"}) {
    const auto many = fixtures::run({"cop-thief", "--threads", n, "--json", "--stats"}, board);
    REQUIRE(many.status == 0);
    CHECK(many.out == one.out);
  }
  CHECK(threads() == 1);  // the command's count is not kept
}

TEST_CASE("threads: --threads takes 1 to 8; anything else exits 2 with one line", "[threads][cli]") {
  for (std::string_view game : {"cop-thief", "cop-number"})
    for (std::string_view bad : {"0", "9", "-1", "two", "", "2x"}) {
      const auto r = fixtures::run({game, "--threads", bad}, "");
      INFO(game << " --threads '" << bad << "'");
      CHECK(r.status == 2);
      CHECK(r.out.empty());
      CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
      CHECK(r.err.find("--threads") != std::string::npos);
    }
  const auto missing = fixtures::run({"cop-number", "--threads"}, "");
  CHECK(missing.status == 2);
}

TEST_CASE("threads: every game takes --threads N; those that cannot split answer the same on one thread",
          "[threads][cli]") {
  const std::string graph = "5 6\n1 2\n2 3\n3 1\n3 4\n4 5\n5 4\n";
  for (std::string_view game : {"generic", "alice-bob", "sum"}) {
    INFO(game);
    const auto one = fixtures::run({game, "--stats"}, graph);
    REQUIRE(one.status == 0);
    const auto many = fixtures::run({game, "--stats", "--threads", "3"}, graph);
    CHECK(many.status == 0);
    CHECK(many.out == one.out);
    CHECK(many.err.empty());
    const auto help = fixtures::run({game, "--help"}, "");
    CHECK(help.out.find("--threads N (taken; it runs on one thread)") != std::string::npos);
    CHECK(fixtures::run({game, "--threads", "9"}, graph).status == 2);  // still 1 to 8
  }
  const auto design_help = fixtures::run({"design", "--help"}, "");
  CHECK(design_help.out.find("--threads N (see") != std::string::npos);  // the design splits its solve
  CHECK(threads() == 1);
}

namespace {
using generators::cubic;
std::vector<std::vector<std::uint32_t>> grid_graph(int r, int c) {
  std::vector<std::vector<std::uint32_t>> g(static_cast<std::size_t>(r * c));
  for (int i = 0; i < r; ++i)
    for (int j = 0; j < c; ++j) {
      const auto v = static_cast<std::uint32_t>(i * c + j);
      if (j + 1 < c) g[v].push_back(v + 1), g[v + 1].push_back(v);
      if (i + 1 < r) g[v].push_back(v + c), g[v + c].push_back(v);
    }
  return g;
}
std::vector<std::vector<std::uint32_t>> path_graph(int n) {
  std::vector<std::vector<std::uint32_t>> g(static_cast<std::size_t>(n));
  for (int i = 0; i + 1 < n; ++i) g[i].push_back(i + 1), g[i + 1].push_back(i);
  return g;
}
}  // namespace

TEST_CASE(
    "threads: the cop number solver gives every position the same capture time and best moves with 1, 2 and 3 threads "
    "(pulling and pushing rounds)",
    "[threads][cop-number]") {
  struct Case {
    const char* name;
    std::vector<std::vector<std::uint32_t>> g;
    int k;
  };
  std::mt19937_64 rng(77);
  std::vector<Case> cases = {
      {"cubic 40, 3 cops", cubic(40, 1), 3},
      {"cubic 70, 2 cops", cubic(70, 2), 2},      // two words a bitset
      {"cubic 150, 2 cops", cubic(150, 3), 2},    // three words
      {"grid 6x7, 2 cops", grid_graph(6, 7), 2},  // cop-win in 2
      {"grid 5x5, 3 cops", grid_graph(5, 5), 3},
      {"grid 10x30, 1 cop", grid_graph(10, 30), 1},  // more than 4 words: no fixed width
      {"path 300, 1 cop", path_graph(300), 1},       // past 254 rounds: the times widen (that round on one thread)
  };
  for (const Case& c : cases) {
    INFO(c.name);
    CopsGame first(c.g, c.k), first_pushing(c.g, c.k);
    first.solve();
    first_pushing.set_method(CopsGame::Method::kPush);  // every round pushes (pushing rounds over lanes)
    first_pushing.solve();
    const std::uint32_t n = first.vertex_count();
    for (int threads : {2, 3}) {
      for (int how = 0; how < 4; ++how) {  // whole rounds; by parts, as the page steps; both, pushing
        INFO("threads " << threads << " how " << how);
        const CopsGame& one = how < 2 ? first : first_pushing;
        Threads t(threads);
        CopsGame many(c.g, c.k);
        if (how >= 2) many.set_method(CopsGame::Method::kPush);
        many.start();
        if (how % 2 == 0)
          while (!many.step()) {
          }
        else
          while (!many.step_part(1 + rng() % 5000)) {
          }
        CHECK(many.rounds() == one.rounds());
        CHECK(many.pushed_rounds() == one.pushed_rounds());
        CHECK(many.time_width() == one.time_width());
        std::uint64_t differ = 0, moves_differ = 0;
        for (std::uint64_t p = 0; p < one.placement_count(); ++p)
          for (std::uint32_t r = 0; r < n; ++r) {
            differ += many.capture_time(p, r) != one.capture_time(p, r);
            if ((p * n + r) % 101 == 0)
              moves_differ +=
                  many.cops_move(p, r) != one.cops_move(p, r) || many.robber_move(p, r) != one.robber_move(p, r);
          }
        CHECK(differ == 0);
        CHECK(moves_differ == 0);
        const CopsGame::Best a = one.best(), b = many.best();
        CHECK(a.win == b.win);
        CHECK(a.placement == b.placement);
        CHECK(a.rounds == b.rounds);
      }
    }
  }
}

TEST_CASE("threads: the CLI's cop number is the same with --threads 1 and 2", "[threads][cop-number][cli]") {
  const auto g = cubic(60, 5);
  std::string text = "60 90\n";
  for (std::uint32_t v = 0; v < g.size(); ++v)
    for (std::uint32_t w : g[v])
      if (v < w) text += std::to_string(v + 1) + " " + std::to_string(w + 1) + "\n";
  const auto one = fixtures::run({"cop-number", "--stats"}, text);
  REQUIRE(one.status == 0);
  const auto two = fixtures::run({"cop-number", "--stats", "--threads", "2"}, text);
  REQUIRE(two.status == 0);
  CHECK(two.out == one.out);
  CHECK(threads() == 1);
}

namespace {

// Designs for the threads tests: each small enough to solve in a moment, big enough that a
// phase has contexts (or positions) for several lanes.
std::string king_token(const char* start, const char* steps = "king") {
  return std::string(R"({"start": ")") + start + R"(", "moves": {"steps": ")" + steps + R"(", "stay": true}})";
}
std::string square(int n, std::vector<std::pair<int, char>> marks) {
  std::string grid;
  for (int r = 0; r < n; ++r) {
    std::string row(static_cast<std::size_t>(n), '.');
    for (auto [cell, mark] : marks)
      if (cell / n == r) row[static_cast<std::size_t>(cell % n)] = mark;
    grid += (r ? ",\"" : "\"") + row + "\"";
  }
  return grid;
}
// Two kings (twins: one group) hunting a king on an open n x n board, the hunters one at a time.
std::string two_kings_hunt_a_king(int n) {
  return R"({"board": {"grid": [)" + square(n, {{0, 'A'}, {n - 1, 'B'}, {n / 2 * n + n / 2, 'R'}}) +
         R"(]}, "sides": [{"name": "hunters", "team": "one", "tokens": [)" + king_token("A") + "," + king_token("B") +
         R"(]}, {"name": "king", "tokens": [)" + king_token("R") +
         R"(]}], "first": "hunters", "ends": [{"when": "meet", "winner": "hunters"}], "endless": "king"})";
}
// A king and a knight moving together (a team "all": the bit engine's stages) hunting a king.
std::string king_and_knight_hunt_a_king(int n) {
  return R"({"board": {"grid": [)" + square(n, {{0, 'A'}, {n - 1, 'B'}, {n / 2 * n + n / 2, 'R'}}) +
         R"(]}, "sides": [{"name": "hunters", "team": "all", "tokens": [)" + king_token("A") + "," +
         king_token("B", "knight") + R"(]}, {"name": "king", "tokens": [)" + king_token("R") +
         R"(]}], "first": "hunters", "ends": [{"when": "meet", "winner": "hunters"}], "endless": "king"})";
}
// A king chasing a king down a corridor of n cells: games past 126 plies (the codes' second byte).
std::string corridor_chase(int n) {
  std::string row(static_cast<std::size_t>(n), '.');
  row[0] = 'H';
  row[static_cast<std::size_t>(n / 3)] = 'R';
  return R"({"board": {"grid": [")" + row + R"("]}, "sides": [{"name": "hunter", "tokens": [)" + king_token("H") +
         R"(]}, {"name": "runner", "tokens": [{"start": "R", "moves": {"steps": "king"}}]}],
         "first": "runner", "ends": [{"when": "meet", "winner": "hunter"}], "endless": "runner"})";
}
// Cat and mouse on a random graph with an endless rule and a stuck side's draw: solved twice
// (the plain solve and the hold solve, design_needs_hold).
std::string cat_mouse_endless(std::uint32_t n, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<std::vector<std::uint32_t>> g(n);
  for (std::uint32_t v = 1; v < n; ++v) {
    const auto u = static_cast<std::uint32_t>(rng() % v);
    g[u].push_back(v), g[v].push_back(u);
  }
  for (std::uint32_t k = 0; k < n; ++k) {
    const auto a = static_cast<std::uint32_t>(rng() % n), b = static_cast<std::uint32_t>(rng() % n);
    if (a != b && std::find(g[a].begin(), g[a].end(), b) == g[a].end()) g[a].push_back(b), g[b].push_back(a);
  }
  return fixtures::cat_mouse_design(g, "mouse");
}
std::string design_file(const char* name) {
  std::ifstream in(std::string(WHOWINS_SOURCE_DIR) + "/docs/designs/" + name);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// The bit engine's solve with `threads` threads, `budget` per advance() (the page's chunks).
DesignBitSolution solve_bits(const Design& d, int bit_token, int stuck_draw_winner, int threads, std::uint64_t budget) {
  Threads t(threads);
  DesignBitEngine engine(d, bit_token, stuck_draw_winner);
  while (!engine.advance(budget)) {
  }
  return engine.take();
}

}  // namespace

TEST_CASE(
    "threads: the design bit engine gives every position the same outcome and depth with 1, 2 and 3 threads (whole "
    "and by parts, the plain and the hold solve)",
    "[threads][design]") {
  struct Case {
    const char* name;
    std::string text;
  };
  const std::vector<Case> cases = {
      {"two kings hunt a king 9 x 9 (a group, a team 'one')", two_kings_hunt_a_king(9)},
      {"a king and a knight hunt a king 7 x 7 (a team 'all': stages)", king_and_knight_hunt_a_king(7)},
      {"a corridor chase of 300 cells (depths past 126: the second code byte)", corridor_chase(300)},
      {"cat and mouse, endless, on a random graph of 60 (moves as lists; the hold solve)", cat_mouse_endless(60, 9)},
      {"Fox and Hounds (blocked tokens: the one-by-one places)", design_file("fox-and-hounds.json")},
      {"Hare and Hounds (a graph, blocked tokens)", design_file("hare-and-hounds.json")},
  };
  for (const Case& c : cases) {
    INFO(c.name);
    const Design d = parse_design(c.text);
    const int bit = design_bit_token(d);
    REQUIRE(bit >= 0);  // the bit engine takes it
    std::vector<int> winners = {-1};
    if (design_needs_hold(d)) winners.push_back(1 - d.endless);
    for (int stuck_draw_winner : winners) {
      INFO("stuck draw winner " << stuck_draw_winner);
      const DesignBitSolution one = solve_bits(d, bit, stuck_draw_winner, 1, UINT64_MAX);
      REQUIRE(one.codes.size() == d.position_count);
      std::uint64_t decided = 0;
      for (std::uint8_t code : one.codes) decided += code != 0;
      CHECK(decided > 0);  // the comparison below is of something
      for (int threads : {2, 3})
        for (std::uint64_t budget : {UINT64_MAX, std::uint64_t{1} << 12}) {
          INFO("threads " << threads << " budget " << budget);
          const DesignBitSolution many = solve_bits(d, bit, stuck_draw_winner, threads, budget);
          CHECK(many.rounds == one.rounds);
          REQUIRE(many.codes.size() == one.codes.size());
          REQUIRE(many.high.size() == one.high.size());
          std::uint64_t differ = 0;
          for (std::uint64_t i = 0; i < one.codes.size(); ++i)
            differ += many.codes[i] != one.codes[i] || (!one.high.empty() && many.high[i] != one.high[i]);
          CHECK(differ == 0);
        }
      if (std::string(c.name).find("corridor") != std::string::npos) CHECK(!one.high.empty());
    }
  }
}

TEST_CASE("threads: the cop-thief chain layout gives every position the same outcome and depth with 1, 2 and 3 threads",
          "[threads][cop-thief]") {
  std::mt19937_64 rng(515);
  const std::vector<std::string> boards = {
      comb_board(30, 5),  // past 254 plies: a depth plane
      comb_board(48, 4), board_text(40, 44, fixtures::random_board_cells(rng, 40, 44, 35, 2)),  // walls and exits
      open_board(30, 34, true),                                                                 // open: a jump per cell
  };
  for (const std::string& text : boards) {
    INFO(text.substr(0, text.find('\n')));
    const GridBoard g = parse_grid_board(text, 8);
    const CopThiefLayout layout = make_cop_thief_layout(g);
    auto solve_chains = [&](int threads, std::uint64_t budget) {
      Threads t(threads);
      CopThiefBitsetSolver solver(g, layout, CopThiefBitsetSolver::kWriterThreadFrom, CopThiefBits::kChains);
      while (!solver.advance(budget)) {
      }
      return solver.take_solution();
    };
    const CopThiefSolution one = solve_chains(1, UINT64_MAX);
    for (int threads : {2, 3})
      for (std::uint64_t budget : {UINT64_MAX, std::uint64_t{1} << 14}) {
        INFO("threads " << threads << " budget " << budget);
        const CopThiefSolution many = solve_chains(threads, budget);
        REQUIRE(many.outcome.size() == one.outcome.size());
        std::size_t differ = 0;
        for (std::size_t p = 0; p < one.outcome.size(); ++p)
          differ += many.outcome[p] != one.outcome[p] || many.depth[p] != one.depth[p];
        CHECK(differ == 0);
        CHECK(many.histogram[0] == one.histogram[0]);
        CHECK(many.histogram[1] == one.histogram[1]);
      }
  }
}

TEST_CASE(
    "threads: a design's whole map (every position's value, depth and best move) and stats are the same with "
    "--threads 1, 2 and 3, by each engine",
    "[threads][design][cli]") {
  struct Case {
    const char* name;
    std::string text;
    const char* engine;  // WHOWINS_DESIGN_ENGINE, or null
  };
  const std::vector<Case> cases = {
      {"two kings hunt a king 7 x 7, the bit engine", two_kings_hunt_a_king(7), nullptr},
      {"two kings hunt a king 6 x 6, the queue engine", two_kings_hunt_a_king(6), "queue"},
      {"cat and mouse, endless, the queue engine (plain and hold solves)", cat_mouse_endless(120, 4), "queue"},
      {"cat and mouse, endless, the bit engine", cat_mouse_endless(120, 4), nullptr},
  };
  for (const Case& c : cases) {
    INFO(c.name);
    if (c.engine) setenv("WHOWINS_DESIGN_ENGINE", c.engine, 1);
    const auto one = fixtures::run({"design", "--json", "--stats"}, c.text);
    INFO(one.err);
    REQUIRE(one.status == 0);
    CHECK(one.out.size() > 100000);  // a map of many positions
    for (std::string_view n : {"2", "3"}) {
      const auto many = fixtures::run({"design", "--threads", n, "--json", "--stats"}, c.text);
      REQUIRE(many.status == 0);
      CHECK(many.out == one.out);
    }
    unsetenv("WHOWINS_DESIGN_ENGINE");
  }
  CHECK(threads() == 1);
}
