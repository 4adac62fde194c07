// Tests of `cat-mouse` (LeetCode 913): both LeetCode examples, hand-worked graphs, the stuck cat,
// random graphs against a naive reference, and bad adjacency lists.
#include <catch2/catch.hpp>
#include "core/retrograde.hpp"
#include "core/verifier.hpp"
#include "fixtures.hpp"
#include "design/cat_mouse_design.hpp"

using namespace whowins;
using Catch::Matchers::Contains;

namespace {
std::string answer(const std::string& json) {
  auto r = fixtures::run({"cat-mouse"}, json);
  INFO(r.err);
  REQUIRE(r.status == 0);
  const auto problem = fixtures::solved_session("cat-mouse", json)->verify();
  INFO(problem.value_or(""));
  REQUIRE_FALSE(problem);
  return r.out;
}

// Reference straight from the LeetCode rules, by round-by-round fixpoint on positions
// (mouse, cat, turn), independent of TwoTokenGame.
int naive_cat_mouse(const std::vector<std::vector<std::uint32_t>>& g) {
  const std::size_t n = g.size();
  // state index: (turn * n + mouse) * n + cat; turn 0 mouse to move, 1 cat to move
  std::vector<std::vector<std::uint32_t>> succ(2 * n * n);
  std::vector<char> end(2 * n * n, 0);
  auto id = [&](std::size_t turn, std::size_t mouse, std::size_t cat) {
    return static_cast<std::uint32_t>((turn * n + mouse) * n + cat);
  };
  for (std::size_t t = 0; t < 2; ++t)
    for (std::size_t m = 0; m < n; ++m)
      for (std::size_t c = 0; c < n; ++c) {
        const auto p = id(t, m, c);
        if (c == 0) continue;  // not a position: no moves, no end -> stays D, never reached
        if (m == 0) {
          end[p] = t == 0 ? 'W' : 'L';
          continue;
        }
        if (m == c) {
          end[p] = t == 1 ? 'W' : 'L';
          continue;
        }
        if (t == 0)
          for (auto w : g[m]) succ[p].push_back(id(1, w, c));
        else
          for (auto w : g[c])
            if (w != 0) succ[p].push_back(id(0, m, w));
      }
  auto r = fixtures::naive_solve(succ, end);
  const char s = r.letter[id(0, 1, 2)];
  return s == 'W' ? 1 : s == 'L' ? 2 : 0;
}
}  // namespace

TEST_CASE("seed 002 example 1: a draw", "[cat-mouse][seed]") {
  CHECK(answer("[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]") == "0\n");
}

TEST_CASE("seed 002 example 2: the mouse wins", "[cat-mouse][seed]") {
  CHECK(answer("[[1,3],[0],[3],[0,2]]") == "1\n");
}

TEST_CASE("hand-worked cat-mouse graphs", "[cat-mouse]") {
  // Path 2 - 1 - 0: the mouse steps into the hole at once.
  CHECK(answer("[[1],[0,2],[1]]") == "1\n");
  // Triangle 1-2, 1-3, 2-3 plus the hole only next to 2: the mouse must move to 2 (the cat)
  // or 3, then the cat catches it at 3... the mouse at 1 has neighbours 2 and 3.
  CHECK(answer("[[2],[2,3],[0,1,3],[1,2]]") == "2\n");
  // The cat's only neighbour is the hole: it is stuck, which is a draw, as in the seed.
  // Mouse 1 - 3 - 4 - 1 cycle away from everything, cat at 2 next to the hole only.
  CHECK(answer("[[2],[3,4],[0],[1,4],[1,3]]") == "0\n");
}

TEST_CASE("JSON for cat-mouse marks the cat-in-hole non-positions", "[cat-mouse]") {
  auto r = fixtures::run({"cat-mouse", "--json"}, "[[1],[0,2],[1]]");
  CHECK(r.status == 0);
  CHECK_THAT(r.out, Contains("\"start\":{\"mouse\":1,\"cat\":2,\"result\":1,\"depth\":1}"));
  // mouse_to_move outcome: index cat * 3 + mouse; cat 0 is never a position.
  CHECK_THAT(r.out, Contains("\"mouse_to_move\":{\"outcome\":\"---"));
}

TEST_CASE("random graphs equal a naive reference", "[cat-mouse]") {
  std::mt19937_64 rng(913);
  for (int iter = 0; iter < 300; ++iter) {
    const std::uint32_t n = 3 + static_cast<std::uint32_t>(rng() % 8);
    std::vector<std::vector<std::uint32_t>> g(n);
    for (std::uint32_t a = 0; a < n; ++a)
      for (std::uint32_t b = a + 1; b < n; ++b)
        if (rng() % 100 < 35) g[a].push_back(b), g[b].push_back(a);
    std::string json = "[";
    for (std::uint32_t a = 0; a < n; ++a) {
      json += a ? ",[" : "[";
      for (std::size_t i = 0; i < g[a].size(); ++i) json += (i ? "," : "") + std::to_string(g[a][i]);
      json += "]";
    }
    json += "]";
    INFO(json);
    CHECK(answer(json) == std::to_string(naive_cat_mouse(g)) + "\n");
  }
}

TEST_CASE("the solve through the design engine equals the queue solver, position by position", "[cat-mouse][design]") {
  std::mt19937_64 rng(2727);
  std::size_t compared = 0;
  for (int iter = 0; iter < 200; ++iter) {
    const std::uint32_t n = 3 + static_cast<std::uint32_t>(rng() % 12);
    AdjacencyList adj;
    adj.neighbours.assign(n, {});
    adj.line_of_node.assign(n, 1);
    for (std::uint32_t a = 0; a < n; ++a)  // sparse: isolated nodes and stuck tokens too
      for (std::uint32_t b = a + 1; b < n; ++b)
        if (rng() % 100 < 25) adj.neighbours[a].push_back(b), adj.neighbours[b].push_back(a);
    const TwoTokenBoard board = make_cat_mouse_board(adj);
    const TwoTokenGame<> game(board);
    const Solution queue = solve(game);
    const Solution engine = solve_cat_mouse_by_design(board, game);
    REQUIRE(engine.outcome.size() == queue.outcome.size());
    for (Position p = 0; p < queue.outcome.size(); ++p) {
      INFO("graph " << iter << ", position " << p);
      REQUIRE(engine.outcome[p] == queue.outcome[p]);
      REQUIRE(engine.depth[p] == queue.depth[p]);
      ++compared;
    }
  }
  CHECK(compared > 20000);
}

TEST_CASE("bad adjacency lists exit 2 with one line", "[cat-mouse][parse]") {
  struct Case {
    const char* text;
    const char* says;
  };
  const Case cases[] = {
      {"", "empty input"},
      {"[[1],[0]]", "needs at least 3"},
      {"[[1],[0,2],[1]", "line 1: expected ',' or ']' after the neighbours of node 2"},
      {"[[1],[0,2],[1]]]", "unexpected ']'"},
      {"[[1],[0,2],[x]]", "expected a node index"},
      {"[[1],[0,2],[-1]]", "found '-1'"},
      {"[[1],[0,2],[1.5]]", "expected a node index"},
      {"[[1],[0,2],[1,7]]", "node 2 lists neighbour 7, out of range 0..2"},
      {"[[1],[0,2],[1,2]]", "node 2 lists itself"},
      {"[[1],[0,2,2],[1]]", "lists neighbour 2 twice"},
      {"[[1],[0,2],[]]", "node 1 lists 2 but node 2 does not list 1"},
      {"[[1],\n[0,2],\n[1,0]]", "line 3: node 2 lists 0 but node 0 does not list 2"},
      {"{\"graph\":1}", "expected '['"},
      {"[[1],[0,2],[1]] extra", "unexpected 'extra'"},
  };
  for (const Case& c : cases) {
    INFO(c.text);
    auto r = fixtures::run({"cat-mouse"}, c.text);
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK_THAT(r.err, Contains(c.says));
  }
}
