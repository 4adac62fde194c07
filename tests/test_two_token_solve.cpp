// Tests of TwoTokenSolve, the step-by-step two-token solve the page's module exposes: every
// map, rebuilt from the queries (fill_map, value), equals the CLI's --json (LeetCode examples,
// hand boards, seeded random boards and graphs), chunked with small budgets; histograms,
// bad arguments, errors as messages; cli_json, the CLI's --json as a string; and the page's
// DesignSolve on designs of the cop-thief shape, which run the same chunked kernel.
#include <algorithm>
#include <catch2/catch.hpp>
#include "core/retrograde.hpp"
#include "design/design_solve.hpp"
#include "fixtures.hpp"
#include "wasm/cli_json.hpp"
#include "session/design_solve.hpp"
#include "session/two_token_solve.hpp"

using namespace whowins;
using Catch::Matchers::Contains;

namespace {

std::string number_or_null(std::uint32_t v) { return v == TwoTokenSolve::kNone ? "null" : std::to_string(v); }

// One side's map written as the CLI writes it: ,"key":{"outcome":..,"depth":..,"best_move":..},
// rebuilt from the queries: a map per chaser location (outcome, depth), value() for the best
// moves. Checks on the way that the maps agree with value().
std::string side_json(TwoTokenSolve& s, int side, const char* key) {
  const std::uint32_t L = s.location_count();
  std::string outcome, depth, best;
  for (std::uint32_t chaser = 0; chaser < L; ++chaser) {
    REQUIRE(s.fill_side_map(side, TwoTokenSolve::kChaserFixed, chaser));
    const auto o = s.map_outcomes();
    const auto d = s.map_depths();
    REQUIRE(o.size() == L);
    REQUIRE(d.size() == L);
    for (std::uint32_t runner = 0; runner < L; ++runner) {
      const TwoTokenSolve::Value v = s.value(side, chaser, runner);
      CHECK(v.outcome == o[runner]);
      CHECK(v.depth == d[runner]);
      const char* sep = chaser || runner ? "," : "";
      outcome += "DWL-"[o[runner]];
      depth += sep + number_or_null(d[runner]);
      best += sep + number_or_null(v.best);
    }
  }
  return ",\"" + std::string(key) + "\":{\"outcome\":\"" + outcome + "\",\"depth\":[" + depth + "],\"best_move\":[" +
         best + "]}";
}

// The maps with the runner held still agree with value(), and the histograms with the stats.
void check_queries(TwoTokenSolve& s) {
  const std::uint32_t L = s.location_count();
  for (int side = 0; side < 2; ++side)
    for (std::uint32_t runner = 0; runner < L; ++runner) {
      REQUIRE(s.fill_side_map(side, TwoTokenSolve::kRunnerFixed, runner));
      REQUIRE(s.map_outcomes().size() == L);
      REQUIRE(s.map_depths().size() == L);
      for (std::uint32_t chaser = 0; chaser < L; ++chaser) {
        const TwoTokenSolve::Value v = s.value(side, chaser, runner);
        CHECK(s.map_outcomes()[chaser] == v.outcome);
        CHECK(s.map_depths()[chaser] == v.depth);
      }
    }
  const Stats& st = s.stats();
  const auto win = s.histogram(1), loss = s.histogram(2);
  std::uint64_t wins = 0, losses = 0;
  for (auto c : win) wins += c;
  for (auto c : loss) losses += c;
  CHECK(wins == st.win);
  CHECK(losses == st.loss);
  if (st.win + st.loss > 0) {
    CHECK(win.size() == std::size_t{st.longest} + 1);
    CHECK(loss.size() == std::size_t{st.longest} + 1);
    CHECK((win.back() > 0 || loss.back() > 0));
  } else {
    CHECK(win.empty());
    CHECK(loss.empty());
  }
  CHECK(s.histogram(0).empty());
  CHECK(s.histogram(3).empty());
  // Bad arguments: outcome 3, empty maps.
  CHECK(s.value(2, 0, 0).outcome == TwoTokenSolve::kNotAPosition);
  CHECK(s.value(-1, 0, 0).outcome == TwoTokenSolve::kNotAPosition);
  CHECK(s.value(0, L, 0).outcome == TwoTokenSolve::kNotAPosition);
  CHECK(s.value(1, 0, L).depth == TwoTokenSolve::kNone);
  CHECK(s.value(1, 0, L).best == TwoTokenSolve::kNone);
  CHECK(s.fill_side_map(0, 0, 0));
  CHECK_FALSE(s.fill_side_map(2, 0, 0));
  CHECK(s.map_outcomes().empty());
  CHECK(s.map_depths().empty());
  CHECK_FALSE(s.fill_side_map(0, 2, 0));
  CHECK_FALSE(s.fill_side_map(1, 1, L));
  CHECK_FALSE(s.fill_side_map(-1, 0, 0));
  CHECK(s.map_outcomes().empty());
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
  const auto& st = s.start_info();
  CHECK(st.side_to_move == TwoTokenSolve::kChaserToMove);
  const char* result = st.outcome == 1 ? "WIN" : st.outcome == 2 ? "LOSS" : "DRAW";
  CHECK_THAT(cli.out,
             Contains("\"start\":{\"police\":" + std::to_string(st.chaser) + ",\"thief\":" + std::to_string(st.runner) +
                      ",\"result\":\"" + result + "\",\"depth\":" + number_or_null(st.depth) + "}"));
  CHECK_THAT(cli.out,
             Contains(side_json(s, 0, "police_to_move") + side_json(s, 1, "thief_to_move") + stats_json(s.stats())));
  check_queries(s);
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
  const auto& st = s.start_info();
  CHECK(st.chaser == 2);
  CHECK(st.runner == 1);
  CHECK(st.side_to_move == TwoTokenSolve::kRunnerToMove);
  const int result = st.outcome == 1 ? 1 : st.outcome == 2 ? 2 : 0;
  CHECK_THAT(cli.out, Contains("\"start\":{\"mouse\":1,\"cat\":2,\"result\":" + std::to_string(result) +
                               ",\"depth\":" + number_or_null(st.depth) + "}"));
  CHECK_THAT(cli.out,
             Contains(side_json(s, 1, "mouse_to_move") + side_json(s, 0, "cat_to_move") + stats_json(s.stats())));
  check_queries(s);
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
  // Nothing before the end: no value, no map, no histogram.
  CHECK(s.value(1, 2, 1).outcome == TwoTokenSolve::kNotAPosition);
  CHECK_FALSE(s.fill_side_map(1, 0, 2));
  CHECK(s.map_outcomes().empty());
  CHECK(s.histogram(1).empty());
  while (!s.advance(5)) {
    CHECK(s.value(1, 2, 1).outcome == TwoTokenSolve::kNotAPosition);
    CHECK_FALSE(s.fill_side_map(0, 1, 0));
    CHECK(s.histogram(2).empty());
  }
  // The cat never stands in the hole: entries cat 0 are not positions.
  for (int side = 0; side < 2; ++side) {
    for (std::uint32_t mouse = 0; mouse < 3; ++mouse) {
      const TwoTokenSolve::Value v = s.value(side, 0, mouse);
      CHECK(v.outcome == TwoTokenSolve::kNotAPosition);
      CHECK(v.depth == TwoTokenSolve::kNone);
      CHECK(v.best == TwoTokenSolve::kNone);
    }
    REQUIRE(s.fill_side_map(side, TwoTokenSolve::kChaserFixed, 0));
    for (std::uint32_t mouse = 0; mouse < 3; ++mouse) {
      CHECK(s.map_outcomes()[mouse] == TwoTokenSolve::kNotAPosition);
      CHECK(s.map_depths()[mouse] == TwoTokenSolve::kNone);
    }
    REQUIRE(s.fill_side_map(side, TwoTokenSolve::kRunnerFixed, 1));
    CHECK(s.map_outcomes()[0] == TwoTokenSolve::kNotAPosition);
    CHECK(s.map_outcomes()[2] != TwoTokenSolve::kNotAPosition);
  }
  // Mouse to move on 1, cat on 2: into the hole, one ply.
  CHECK(s.value(1, 2, 1).outcome == 1);
  CHECK(s.value(1, 2, 1).depth == 1);
  CHECK(s.value(1, 2, 1).best == 0);
  CHECK(s.start_info().depth == 1);
  CHECK(s.value(2, 2, 1).outcome == TwoTokenSolve::kNotAPosition);
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

TEST_CASE("TwoTokenSolve solves cop-thief round by round, open boards and corridors", "[wasm-api][cop-thief]") {
  // The bit-parallel solver (the session's on every board), a few rounds per call.
  const Board open{4, 6, "P.....................ET"};
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
  check_cop_thief(corridor, 17);
  // Progress moves in many small steps on a board of a few hundred rounds.
  std::string big(24 * 24, '.');
  big[0] = 'P', big[24 * 12 + 12] = 'T', big[24 * 24 - 1] = 'E';
  TwoTokenSolve s = TwoTokenSolve::cop_thief(24, 24, big);
  std::vector<double> seen;
  while (!s.advance(64)) seen.push_back(s.progress());
  CHECK(seen.size() > 40);
  CHECK(std::is_sorted(seen.begin(), seen.end()));
  CHECK(seen.front() < 0.2);
  CHECK(seen.back() > 0.8);
  CHECK(s.progress() == 1.0);
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
    CHECK(s.value(0, 0, 0).outcome == TwoTokenSolve::kNotAPosition);
    CHECK_FALSE(s.fill_side_map(0, 0, 0));
    CHECK(s.histogram(1).empty());
    return s.error();
  };
  CHECK(ct_error(2, 2, "...T") == "the board has no police start (P or C)");
  CHECK(ct_error(2, 2, "P...") == "the board has no thief start (T)");
  CHECK_THAT(ct_error(2, 2, "P.TT"), Contains("row 2: a second thief start at column 2"));
  CHECK_THAT(ct_error(2, 2, "PC.T"), Contains("row 1: a second police start"));
  CHECK_THAT(ct_error(2, 2, "PX.T"), Contains("row 1: unknown character 'X' at column 2"));
  CHECK_THAT(ct_error(2, 2, "P.\nT"), Contains("row 2: unknown character byte 0x0A at column 1"));
  CHECK_THAT(ct_error(2, 3, "P..T"), Contains("the board has 4 cells, expected rows x cols = 6"));
  CHECK_THAT(ct_error(0, 0, ""), Contains("at least one row and one column"));

  auto cm_error = [](const std::vector<std::uint32_t>& offsets, const std::vector<std::uint32_t>& neighbours) {
    TwoTokenSolve s = TwoTokenSolve::cat_mouse(offsets, neighbours);
    CHECK(s.advance(10));
    CHECK(s.value(1, 0, 0).outcome == TwoTokenSolve::kNotAPosition);
    CHECK_FALSE(s.fill_side_map(1, 1, 0));
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

TEST_CASE("TwoTokenSolve histograms count the positions by depth", "[wasm-api][cop-thief]") {
  // 1 x 3 "P.T": police to move wins at once from distance 1 (depth 1), at distance 2 in 3 plies.
  TwoTokenSolve s = TwoTokenSolve::cop_thief(1, 3, "P.T");
  CHECK(s.histogram(1).empty());
  while (!s.advance(1)) CHECK(s.histogram(1).empty());
  const Stats& st = s.stats();
  CHECK(st.positions == 18);
  CHECK(st.draw == 0);
  const auto win = s.histogram(1), loss = s.histogram(2);
  REQUIRE(win.size() == st.longest + 1);
  REQUIRE(loss.size() == st.longest + 1);
  CHECK(win[0] == 3);   // police to move on the thief
  CHECK(loss[0] == 3);  // thief to move under the police
  std::uint64_t w = 0, l = 0;
  for (std::size_t d = 0; d < win.size(); ++d) w += win[d], l += loss[d];
  CHECK(w == st.win);
  CHECK(l == st.loss);
  CHECK(s.start_info().outcome == 1);
  CHECK(s.start_info().depth == s.value(0, 0, 2).depth);
}

namespace {

void check_cli_json(const std::string& game, const std::string& input, bool misere) {
  INFO(game << (misere ? " --misere" : "") << "\n" << input);
  std::vector<std::string_view> args{game};
  if (misere) args.push_back("--misere");
  args.push_back("--json");
  const auto cli = fixtures::run(args, input);
  const TextResult r = cli_json(game, input, misere, UINT64_MAX);
  if (cli.status == 0) {
    CHECK(r.error.empty());
    CHECK(r.text == cli.out);
  } else {
    CHECK(r.text.empty());
    CHECK("whowins " + game + ": " + r.error + "\n" == cli.err);
  }
}

}  // namespace

TEST_CASE("cli_json equals the CLI's --json for every game", "[wasm-api][cli]") {
  check_cli_json("generic", "4 4\n1 2\n2 3\n3 1\n3 4\n", false);
  check_cli_json("generic", "4 4\n1 2\n2 3\n3 1\n3 4\n", true);
  check_cli_json("generic", "3 2\n1 2\n2 3\n", true);
  check_cli_json("alice-bob", "6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n", false);
  check_cli_json("cop-thief", "3 4\nP..E\n.*..\n..T.\n", false);
  check_cli_json("cop-thief", "2 4\r\nCEE.\r\nE..T\r\n", false);
  check_cli_json("cat-mouse", "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]", false);
  check_cli_json("cat-mouse", "[[1,3],[0],[3],[0,2]]\n", false);
  std::mt19937_64 rng(4242);
  for (int iter = 0; iter < 20; ++iter) {
    const std::uint32_t n = 1 + static_cast<std::uint32_t>(rng() % 12);
    const std::string edges =
        fixtures::edge_text(n, fixtures::random_edges(rng, n, static_cast<std::uint32_t>(rng() % 30)));
    check_cli_json("generic", edges, iter % 2 == 1);
    check_cli_json("alice-bob", edges, false);
    const std::uint32_t rows = 1 + static_cast<std::uint32_t>(rng() % 5),
                        cols = 2 + static_cast<std::uint32_t>(rng() % 5);
    const Board b{rows, cols, fixtures::random_board_cells(rng, rows, cols, 25, 5)};
    check_cli_json("cop-thief", b.text(), false);
  }
}

TEST_CASE("cli_json gives the CLI's errors and refuses oversized exports", "[wasm-api][cli][parse]") {
  check_cli_json("generic", "3 2\n1 2\n1 4\n", false);
  check_cli_json("generic", "", false);
  check_cli_json("alice-bob", "2 1\n1 x\n", false);
  check_cli_json("cop-thief", "2 2\nP.\n.X\n", false);
  check_cli_json("cop-thief", "2 2\nP.\n..\n", false);
  check_cli_json("cat-mouse", "[[1],[0,2],[]]", false);
  check_cli_json("cat-mouse", "[[1],[0]", false);
  check_cli_json("cop-thief", "3 4\nP..E\n.*..\n..T.\n", true);  // no misère rule: the CLI's option error
  CHECK(cli_json("generic", "3 2\n1 2\n1 4\n", false, 100).error == "line 3: vertex 4 is out of range 1..3");
  CHECK(cli_json("chess", "", false, 100).error.rfind("unknown game 'chess'; games: generic alice-bob", 0) == 0);

  // Sizes: cop-thief 2 L^2 (L free cells), cat-mouse 2 n^2, generic n, alice-bob 2n.
  const std::string board = "3 4\nP..E\n.*..\n..T.\n";  // 11 free cells: 242 positions
  CHECK(cli_json("cop-thief", board, false, 242).error.empty());
  const TextResult big = cli_json("cop-thief", board, false, 241);
  CHECK(big.text.empty());
  CHECK(big.error ==
        "the result has 242 positions, too many to export as JSON in the page (at most 241); the command-line tool "
        "writes it: whowins cop-thief --json");
  CHECK(cli_json("cat-mouse", "[[1,3],[0],[3],[0,2]]", false, 31).error.rfind("the result has 32 positions", 0) == 0);
  CHECK(cli_json("cat-mouse", "[[1,3],[0],[3],[0,2]]", false, 32).error.empty());
  CHECK(cli_json("generic", "5 1\n1 2\n", true, 4).error ==
        "the result has 5 positions, too many to export as JSON in the page (at most 4); the command-line tool writes "
        "it: whowins generic --misere --json");
  CHECK(cli_json("generic", "5 1\n1 2\n", false, 5).error.empty());
  CHECK(cli_json("alice-bob", "5 1\n1 2\n", false, 9).error.rfind("the result has 10 positions", 0) == 0);
  CHECK(cli_json("alice-bob", "5 1\n1 2\n", false, 10).error.empty());
  // A huge announced graph is refused by size before anything is read or allocated: past the
  // page's limit, or past the memory budget (which the CLI refuses too, so no hint to use it).
  CHECK(cli_json("generic", "50000000 0\n", false, 1000000).error.rfind("the result has 50000000 positions", 0) == 0);
  CHECK(cli_json("generic", "4000000000 0\n", false, 1000000).error ==
        "line 1: a graph of 4000000000 vertices and 0 edges is past the memory budget of 3 GiB");
}

// The page's DesignSolve on police and thief written as a design (either side listed first, or
// first to move; with and without exits): the bit-parallel kernel in rounds, as the CLI's
// solve_design, not the queue engine — every position's value and moves best first equal
// solve_design's, the counts equal the queue engine's, the answer and stats the CLI's.
TEST_CASE("DesignSolve: a design of the cop-thief shape runs the kernel in chunks, equal to the CLI",
          "[wasm-api][design][kernel]") {
  std::mt19937_64 rng(27027);
  for (int iter = 0; iter < 30; ++iter) {
    const std::uint32_t rows = 2 + static_cast<std::uint32_t>(rng() % 6),
                        cols = 2 + static_cast<std::uint32_t>(rng() % 7);
    const std::string cells =
        fixtures::random_board_cells(rng, rows, cols, static_cast<int>(rng() % 30), static_cast<int>(rng() % 8));
    const bool police_first = rng() % 2, exits = rng() % 4 != 0;
    std::string grid;
    for (std::uint32_t r = 0; r < rows; ++r)
      grid += (r ? ", \"" : "\"") + cells.substr(std::size_t{r} * cols, cols) + "\"";
    const std::string police =
        R"({"name": "police", "tokens": [{"start": "P", "moves": {"steps": "king", "stay": true}}]})";
    const std::string thief =
        R"({"name": "thief", "tokens": [{"start": "T", "moves": {"steps": "rook", "stay": true}}]})";
    const std::string text = R"({"board": {"grid": [)" + grid + R"(], "walls": "*"}, "sides": [)" +
                             (police_first ? police + ", " + thief : thief + ", " + police) + R"(], "first": ")" +
                             (rng() % 2 ? "police" : "thief") + R"(", "ends": [{"when": "meet", "winner": "police"})" +
                             (exits ? R"(, {"when": "on", "side": "thief", "cells": "E", "winner": "thief"})" : "") +
                             "]}";
    INFO(text);
    DesignSolve s(text);
    REQUIRE(s.error().empty());
    REQUIRE(s.by_kernel());
    std::vector<double> seen;
    while (!s.advance(1 + rng() % 64)) seen.push_back(s.progress());
    REQUIRE(s.error().empty());
    CHECK(seen.size() >= 2);  // the set-up, then at least a round
    CHECK(std::is_sorted(seen.begin(), seen.end()));
    CHECK(seen.back() < 1.0);
    CHECK(s.progress() == 1.0);

    const Design d = parse_design(text);
    const DesignGame<> game(d);
    const DesignSolution cli = solve_design(game);
    REQUIRE(cli.by_kernel());
    std::size_t bad = 0;
    for (Position p = 0; p < game.position_count(); ++p) {
      const DesignValue want = cli.value(game, p);
      const DesignSolve::Value got = s.value(p);
      const Outcome o = want.for_mover(game.mover(p));
      bad += got.outcome != (o == Outcome::Win ? 1 : o == Outcome::Loss ? 2 : 0);
      bad += got.winner != want.winner || got.by_rule != want.by_rule;
      bad += got.depth != (want.depth == kNoDepth ? DesignSolve::kNone : want.depth);
      const std::vector<Position> moves = design_ranked_moves(game, cli, p);
      bad += s.moves(p) != std::vector<std::uint32_t>(moves.begin(), moves.end());
    }
    CHECK(bad == 0);
    // The kernel's own counts = the queue engine's design_stats = the CLI's --stats.
    const Stats q = design_stats(game, DesignSolution(solve(game), {}));
    CHECK(s.stats().positions == q.positions);
    CHECK(s.stats().win == q.win);
    CHECK(s.stats().loss == q.loss);
    CHECK(s.stats().draw == q.draw);
    CHECK(s.stats().longest == q.longest);
    const DesignValue start = cli.value(game, game.start());
    const std::string answer = start.winner < 0 ? "draw" : d.sides[start.winner].name;
    CHECK(fixtures::run({"design", "--stats"}, text).out ==
          answer + "\npositions " + std::to_string(q.positions) + "\nwin " + std::to_string(q.win) + "\nloss " +
              std::to_string(q.loss) + "\ndraw " + std::to_string(q.draw) + "\nlongest " + std::to_string(q.longest) +
              "\n");
  }
  // One rule away from the shape (an endless rule): the queue engine, in its steps.
  DesignSolve q(
      R"({"board": {"grid": ["P..", "..T"]}, "sides": [{"name": "police", "tokens": [{"start": "P", "moves": {"steps": "king", "stay": true}}]},
    {"name": "thief", "tokens": [{"start": "T", "moves": {"steps": "rook", "stay": true}}]}], "first": "police",
    "ends": [{"when": "meet", "winner": "police"}], "endless": "thief"})");
  REQUIRE(q.error().empty());
  CHECK_FALSE(q.by_kernel());
  while (!q.advance(7)) {
  }
  CHECK(q.error().empty());
  CHECK(q.stats().positions == 72);
}
