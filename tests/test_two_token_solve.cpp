// Tests of TwoTokenSolve, the step-by-step two-token solve the page's module exposes: every
// map equals the CLI's --json (LeetCode examples, hand boards, seeded random boards and
// graphs), chunked with small budgets, and errors as messages.
#include <catch2/catch.hpp>
#include "fixtures.hpp"
#include "games/cop_thief.hpp"
#include "wasm/two_token_solve.hpp"

using namespace whowins;
using Catch::Matchers::Contains;

namespace {

CopThiefMethod method_for(const std::string& text) {
  const GridBoard g = parse_grid_board(text, kCopThiefBytesPerCellPair);
  return choose_cop_thief_method(g, make_cop_thief_layout(g));
}

std::string number_or_null(std::uint32_t v) { return v == TwoTokenSolve::kNone ? "null" : std::to_string(v); }

// One side's map written as the CLI writes it: ,"key":{"outcome":..,"depth":..,"best_move":..}
std::string side_json(const TwoTokenSolve& s, int side, const char* key) {
  std::string out = ",\"" + std::string(key) + "\":{\"outcome\":\"";
  for (std::uint8_t o : s.outcomes(side)) out += "DWL-"[o];
  out += "\",\"depth\":[";
  const auto d = s.depths(side);
  for (std::size_t i = 0; i < d.size(); ++i) out += (i ? "," : "") + number_or_null(d[i]);
  out += "],\"best_move\":[";
  const auto b = s.best_moves(side);
  for (std::size_t i = 0; i < b.size(); ++i) out += (i ? "," : "") + number_or_null(b[i]);
  return out + "]}";
}

std::string stats_json(const Stats& st) {
  return ",\"stats\":{\"positions\":" + std::to_string(st.positions) + ",\"win\":" + std::to_string(st.win) +
         ",\"loss\":" + std::to_string(st.loss) + ",\"draw\":" + std::to_string(st.draw) +
         ",\"longest\":" + std::to_string(st.longest) + "}}";
}

// Runs to the end in chunks of `budget`, checking progress stays in [0, 1] and never falls.
void run_chunked(TwoTokenSolve& s, std::uint64_t budget) {
  double last = 0;
  int calls = 0;
  while (!s.advance(budget)) {
    const double p = s.progress();
    REQUIRE(p >= last);
    REQUIRE(p <= 1.0);
    last = p;
    REQUIRE(++calls < 100000000);
  }
  REQUIRE(s.error().empty());
  CHECK(s.progress() == 1.0);
}

// The board as rows*cols characters and as the CLI's text.
struct Board {
  std::uint32_t rows, cols;
  std::string cells;
  std::string text() const {
    std::string t = std::to_string(rows) + " " + std::to_string(cols) + "\n";
    for (std::uint32_t r = 0; r < rows; ++r) t += cells.substr(r * cols, cols) + "\n";
    return t;
  }
};

void check_cop_thief(const Board& b, std::uint64_t budget) {
  INFO(b.text() << "budget " << budget);
  TwoTokenSolve s = TwoTokenSolve::cop_thief(b.rows, b.cols, b.cells);
  REQUIRE(s.error().empty());
  CHECK(s.game() == "cop-thief");
  run_chunked(s, budget);
  const auto cli = fixtures::run({"cop-thief", "--json"}, b.text());
  REQUIRE(cli.status == 0);
  const std::uint32_t L = s.location_count();
  CHECK_THAT(cli.out, Contains("\"cells\":" + std::to_string(L) + ","));
  std::string rows = "\"cell_row\":[", cols = "\"cell_col\":[";
  for (std::uint32_t i = 0; i < L; ++i) {
    rows += (i ? "," : "") + std::to_string(s.locations()[i] / b.cols);
    cols += (i ? "," : "") + std::to_string(s.locations()[i] % b.cols);
  }
  CHECK_THAT(cli.out, Contains(rows + "]," + cols + "]"));
  const auto& st = s.start();
  CHECK(st.side_to_move == TwoTokenSolve::kChaserToMove);
  const char* result = st.outcome == 1 ? "WIN" : st.outcome == 2 ? "LOSS" : "DRAW";
  CHECK_THAT(cli.out, Contains("\"start\":{\"police\":" + std::to_string(st.chaser) + ",\"thief\":" + std::to_string(st.runner) +
                               ",\"result\":\"" + result + "\",\"depth\":" + number_or_null(st.depth) + "}"));
  CHECK(s.outcomes(0).size() == std::size_t{L} * L);
  CHECK_THAT(cli.out, Contains(side_json(s, 0, "police_to_move") + side_json(s, 1, "thief_to_move") + stats_json(s.stats())));
}

std::string adjacency_text(const std::vector<std::vector<std::uint32_t>>& g) {
  std::string t = "[";
  for (std::size_t v = 0; v < g.size(); ++v) {
    t += v ? ",[" : "[";
    for (std::size_t i = 0; i < g[v].size(); ++i) t += (i ? "," : "") + std::to_string(g[v][i]);
    t += "]";
  }
  return t + "]";
}

TwoTokenSolve make_cat_mouse(const std::vector<std::vector<std::uint32_t>>& g) {
  std::vector<std::uint32_t> offsets{0}, neighbours;
  for (const auto& row : g) {
    neighbours.insert(neighbours.end(), row.begin(), row.end());
    offsets.push_back(static_cast<std::uint32_t>(neighbours.size()));
  }
  return TwoTokenSolve::cat_mouse(offsets, neighbours);
}

// Returns the LeetCode answer (1 mouse, 2 cat, 0 draw) after checking every map.
int check_cat_mouse(const std::vector<std::vector<std::uint32_t>>& g, std::uint64_t budget) {
  const std::string text = adjacency_text(g);
  INFO(text << " budget " << budget);
  TwoTokenSolve s = make_cat_mouse(g);
  REQUIRE(s.error().empty());
  CHECK(s.game() == "cat-mouse");
  run_chunked(s, budget);
  const auto cli = fixtures::run({"cat-mouse", "--json"}, text);
  REQUIRE(cli.status == 0);
  const auto& st = s.start();
  CHECK(st.chaser == 2);
  CHECK(st.runner == 1);
  CHECK(st.side_to_move == TwoTokenSolve::kRunnerToMove);
  const int result = st.outcome == 1 ? 1 : st.outcome == 2 ? 2 : 0;
  CHECK_THAT(cli.out, Contains("\"start\":{\"mouse\":1,\"cat\":2,\"result\":" + std::to_string(result) +
                               ",\"depth\":" + number_or_null(st.depth) + "}"));
  CHECK_THAT(cli.out, Contains(side_json(s, 1, "mouse_to_move") + side_json(s, 0, "cat_to_move") + stats_json(s.stats())));
  for (std::uint32_t v = 0; v < s.location_count(); ++v) CHECK(s.locations()[v] == v);
  return result;
}

}  // namespace

TEST_CASE("TwoTokenSolve answers both LeetCode cat-mouse examples as the CLI", "[wasm-api][cat-mouse][seed]") {
  for (std::uint64_t budget : {1u, 7u, 1000000u}) {
    CHECK(check_cat_mouse({{2, 5}, {3}, {0, 4, 5}, {1, 4, 5}, {2, 3}, {0, 2, 3}}, budget) == 0);
    CHECK(check_cat_mouse({{1, 3}, {0}, {3}, {0, 2}}, budget) == 1);
  }
}

TEST_CASE("TwoTokenSolve hand cat-mouse graphs: the cat in the hole, the stuck cat", "[wasm-api][cat-mouse]") {
  CHECK(check_cat_mouse({{1}, {0, 2}, {1}}, 2) == 1);
  CHECK(check_cat_mouse({{2}, {2, 3}, {0, 1, 3}, {1, 2}}, 3) == 2);
  CHECK(check_cat_mouse({{2}, {3, 4}, {0}, {1, 4}, {1, 3}}, 1) == 0);
  TwoTokenSolve s = make_cat_mouse({{1}, {0, 2}, {1}});
  CHECK(s.outcomes(0).empty());  // nothing before the end
  while (!s.advance(5)) {}
  // The cat never stands in the hole: entries cat 0 are not positions.
  for (int side = 0; side < 2; ++side)
    for (std::uint32_t mouse = 0; mouse < 3; ++mouse) {
      CHECK(s.outcomes(side)[mouse] == TwoTokenSolve::kNotAPosition);
      CHECK(s.depths(side)[mouse] == TwoTokenSolve::kNone);
      CHECK(s.best_moves(side)[mouse] == TwoTokenSolve::kNone);
    }
  // Mouse to move on 1, cat on 2: into the hole, one ply.
  CHECK(s.outcomes(1)[2 * 3 + 1] == 1);
  CHECK(s.best_moves(1)[2 * 3 + 1] == 0);
  CHECK(s.start().depth == 1);
  CHECK(s.outcomes(2).empty());
}

TEST_CASE("TwoTokenSolve equals the CLI on random cat-mouse graphs, in chunks", "[wasm-api][cat-mouse]") {
  std::mt19937_64 rng(913);
  for (int iter = 0; iter < 80; ++iter) {
    const std::uint32_t n = 3 + static_cast<std::uint32_t>(rng() % 10);
    std::vector<std::vector<std::uint32_t>> g(n);
    const int pct = 15 + static_cast<int>(rng() % 50);
    for (std::uint32_t a = 0; a < n; ++a)
      for (std::uint32_t b = a + 1; b < n; ++b)
        if (static_cast<int>(rng() % 100) < pct) g[a].push_back(b), g[b].push_back(a);
    check_cat_mouse(g, 1 + rng() % 40);
  }
}

TEST_CASE("TwoTokenSolve hand cop-thief boards equal the CLI", "[wasm-api][cop-thief]") {
  check_cop_thief({2, 2, "P..T"}, 1);
  check_cop_thief({1, 3, "TEP"}, 2);
  check_cop_thief({3, 3, "P.......T"}, 5);
  check_cop_thief({3, 5, "P*.E..*.*.T*..."}, 4);
  check_cop_thief({1, 5, "P.*.T"}, 3);  // walls that force a draw
  // Police written C, many exits.
  check_cop_thief({2, 4, "CEE.E..T"}, 1000000);
}

TEST_CASE("TwoTokenSolve takes both cop-thief solvers", "[wasm-api][cop-thief]") {
  // An open board: the bit-parallel solver (one advance); a long corridor maze: the queue.
  const Board open{4, 6, "P.....................ET"};
  CHECK(method_for(open.text()) == CopThiefMethod::kBitset);
  check_cop_thief(open, 10);
  std::string maze;
  const std::uint32_t rows = 9, cols = 9;
  for (std::uint32_t r = 0; r < rows; ++r)
    for (std::uint32_t c = 0; c < cols; ++c)
      maze += r % 2 == 0 ? '.' : (c == ((r / 2) % 2 ? 0u : cols - 1) ? '.' : '*');
  maze[0] = 'P';
  maze[rows * cols - 1] = 'T';
  maze[rows * cols - 3] = 'E';
  const Board corridor{rows, cols, maze};
  CHECK(method_for(corridor.text()) == CopThiefMethod::kQueue);
  check_cop_thief(corridor, 17);
}

TEST_CASE("TwoTokenSolve equals the CLI on random cop-thief boards, in chunks", "[wasm-api][cop-thief]") {
  std::mt19937_64 rng(2718);
  for (int iter = 0; iter < 80; ++iter) {
    const std::uint32_t rows = 1 + static_cast<std::uint32_t>(rng() % 7);
    const std::uint32_t cols = 2 + static_cast<std::uint32_t>(rng() % 7);
    const int wall_pct = static_cast<int>(rng() % 50), exit_pct = static_cast<int>(rng() % 8);
    const std::string cells = fixtures::random_board_cells(rng, rows, cols, wall_pct, exit_pct);
    check_cop_thief({rows, cols, cells}, 1 + rng() % 50);
  }
}

TEST_CASE("TwoTokenSolve reports bad boards and graphs as messages", "[wasm-api][parse]") {
  auto ct_error = [](std::uint32_t rows, std::uint32_t cols, const std::string& cells) {
    TwoTokenSolve s = TwoTokenSolve::cop_thief(rows, cols, cells);
    CHECK(s.advance(10));
    CHECK(s.progress() == 1.0);
    CHECK(s.outcomes(0).empty());
    return s.error();
  };
  CHECK(ct_error(2, 2, "...T") == "the board has no police start (P or C)");
  CHECK(ct_error(2, 2, "P...") == "the board has no thief start (T)");
  CHECK_THAT(ct_error(2, 2, "P.TT"), Contains("row 2: a second thief start at column 2"));
  CHECK_THAT(ct_error(2, 2, "PC.T"), Contains("row 1: a second police start"));
  CHECK_THAT(ct_error(2, 2, "PX.T"), Contains("row 1: unknown character 'X' at column 2"));
  CHECK_THAT(ct_error(2, 2, "P.\nT"), Contains("row 2: unknown character '\\x10' at column 1"));
  CHECK_THAT(ct_error(2, 3, "P..T"), Contains("the board has 4 cells, expected rows x cols = 6"));
  CHECK_THAT(ct_error(0, 0, ""), Contains("at least one row and one column"));

  auto cm_error = [](const std::vector<std::uint32_t>& offsets, const std::vector<std::uint32_t>& neighbours) {
    TwoTokenSolve s = TwoTokenSolve::cat_mouse(offsets, neighbours);
    CHECK(s.advance(10));
    CHECK(s.outcomes(1).empty());
    return s.error();
  };
  // [[1],[0,2],[]]: 1 lists 2, 2 does not list 1.
  CHECK(cm_error({0, 1, 3, 3}, {1, 0, 2}) == "node 1 lists 2 but node 2 does not list 1 (edges are undirected)");
  CHECK(cm_error({0, 1, 2}, {1, 0}) == "the graph has 2 nodes; cat-mouse needs at least 3 (hole 0, mouse 1, cat 2)");
  CHECK_THAT(cm_error({0, 1, 2, 2}, {1, 1}), Contains("node 1 lists itself"));
  CHECK_THAT(cm_error({0, 2, 3, 3}, {1, 1, 0}), Contains("node 0 lists neighbour 1 twice"));
  CHECK_THAT(cm_error({0, 1, 2, 3}, {5, 0, 0}), Contains("node 0 lists neighbour 5, but there are only 3 nodes"));
  CHECK_THAT(cm_error({}, {}), Contains("n + 1 entries"));
  CHECK_THAT(cm_error({0, 2, 1, 1}, {1, 0}), Contains("offsets decrease at node 1"));
  CHECK_THAT(cm_error({0, 1, 2, 4}, {1, 0}), Contains("offsets end at 4 but there are 2 neighbours"));
  CHECK_THAT(cm_error(std::vector<std::uint32_t>(100001, 0), {}), Contains("past the memory budget"));
}
