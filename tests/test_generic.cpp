// Tests of the `generic` game: hand-worked graphs, misère, random graphs against a naive reference.
#include <catch2/catch.hpp>
#include <set>
#include "core/best_move.hpp"
#include "core/retrograde.hpp"
#include "core/verifier.hpp"
#include "fixtures.hpp"
#include "games/generic.hpp"

using namespace whowins;
using fixtures::Edges;

namespace {

struct Solved {
  CsrGraph graph;
  std::string letters;
  std::vector<Depth> depth;
  std::vector<Position> best;  // best move per vertex, 0-indexed (kNoPosition at end positions)
};

Solved solve_graph(std::uint32_t n, const Edges& edges, bool misere = false) {
  Solved s{fixtures::make_graph(n, edges), {}, {}, {}};
  GenericGame game(s.graph, misere);
  Solution sol = solve(game);
  REQUIRE_FALSE(verify(game, sol));
  for (Position p = 0; p < n; ++p) {
    s.letters += outcome_letter(sol.outcome[p]);
    s.depth.push_back(sol.depth[p]);
    s.best.push_back(best_move(game, sol, p));
  }
  return s;
}

}  // namespace

TEST_CASE("a lone vertex: the player to move is stuck", "[generic]") {
  CHECK(solve_graph(1, {}).letters == "L");
  CHECK(solve_graph(1, {}, true).letters == "W");
  CHECK(solve_graph(1, {}).best[0] == kNoPosition);
}

TEST_CASE("a self-loop is an endless game", "[generic]") {
  auto s = solve_graph(1, {{1, 1}});
  CHECK(s.letters == "D");
  CHECK(s.best[0] == 0);  // from a Draw, a move to a Draw: around the loop
  CHECK(solve_graph(1, {{1, 1}}, true).letters == "D");
}

TEST_CASE("a chain alternates from its sink, misère flips it", "[generic]") {
  auto s = solve_graph(3, {{1, 2}, {2, 3}});
  CHECK(s.letters == "LWL");
  CHECK(s.depth == std::vector<Depth>{2, 1, 0});
  auto m = solve_graph(3, {{1, 2}, {2, 3}}, true);
  CHECK(m.letters == "WLW");
  CHECK(m.depth == std::vector<Depth>{2, 1, 0});
}

TEST_CASE("a pure cycle is a draw everywhere", "[generic]") {
  CHECK(solve_graph(3, {{1, 2}, {2, 3}, {3, 1}}).letters == "DDD");
  CHECK(solve_graph(4, {{1, 2}, {2, 3}, {3, 4}, {4, 1}}, true).letters == "DDDD");
}

TEST_CASE("a vertex with a draw escape does not lose", "[generic]") {
  // 1 can loop on itself or move to 2, a Win for the opponent (2 -> 3, 3 is stuck).
  auto s = solve_graph(3, {{1, 1}, {1, 2}, {2, 3}});
  CHECK(s.letters == "DWL");
  CHECK(s.best[0] == 0);  // stays on the loop rather than moving into the Win
  // Without the loop, 1 is lost.
  CHECK(solve_graph(3, {{1, 2}, {2, 3}}).letters == "LWL");
}

TEST_CASE("a cycle with an exit is decided", "[generic]") {
  // 1 <-> 2, 2 -> 3 (stuck): 2 wins by leaving, so 1 must move into a Win and loses.
  auto s = solve_graph(3, {{1, 2}, {2, 1}, {2, 3}});
  CHECK(s.letters == "LWL");
  CHECK(s.depth == std::vector<Depth>{2, 1, 0});
}

TEST_CASE("misère trap: the move that wins normally loses under misère", "[generic]") {
  // 1 -> 2 (stuck), 1 -> 3 -> 4 (stuck).
  Edges e{{1, 2}, {1, 3}, {3, 4}};
  auto normal = solve_graph(4, e);
  CHECK(normal.letters == "WLWL");
  CHECK(normal.best[0] == 1);  // normal play: move to the dead end 2
  auto misere = solve_graph(4, e, true);
  CHECK(misere.letters == "WWLW");
  CHECK(misere.depth[0] == 2);
  CHECK(misere.best[0] == 2);  // misère: moving to the dead end hands the opponent the win
}

TEST_CASE("depths: a Win takes the shortest route, a Loss the longest delay", "[generic]") {
  // 6 is stuck (L0); 5 -> 6 is W1; 4 -> 5 is L2; 3 -> 4 is W3; 2 -> 6 is W1.
  // 1 -> 2 (W1) or 1 -> 3 (W3): a Loss that delays 4 plies via 3.
  // 7 -> 6 (L0) or 7 -> 4 (L2): a Win in 1 via 6.
  Edges e{{1, 2}, {1, 3}, {2, 6}, {3, 4}, {4, 5}, {5, 6}, {7, 4}, {7, 6}};
  auto s = solve_graph(7, e);
  CHECK(s.letters == "LWWLWLW");
  CHECK(s.depth == std::vector<Depth>{4, 1, 3, 2, 1, 0, 1});
  CHECK(s.best[0] == 2);  // vertex 3
  CHECK(s.best[6] == 5);  // vertex 6
}

TEST_CASE("repeated edges are one move", "[generic]") {
  auto g = fixtures::make_graph(3, {{1, 2}, {1, 2}, {1, 2}, {2, 3}, {1, 3}, {1, 3}});
  CHECK(g.edge_count() == 3);
  CHECK(g.out_degree(0) == 2);
  CHECK(g.predecessors(1).size() == 1);
  auto s = solve_graph(3, {{1, 2}, {1, 2}, {2, 3}, {2, 2}, {2, 2}});
  CHECK(s.letters == "LWL");
}

TEST_CASE("ranked moves list every move best first", "[generic]") {
  // From 1: to 2 (Loss in 0), to 3 (Draw), to 4 (Win in 1), to 5 (Loss in 2).
  Edges e{{1, 4}, {1, 3}, {1, 5}, {1, 2}, {3, 3}, {4, 2}, {5, 4}};
  auto graph = fixtures::make_graph(5, e);
  GenericGame game(graph, false);
  Solution sol = solve(game);
  REQUIRE_FALSE(verify(game, sol));
  CHECK(ranked_moves(game, sol, 0) == std::vector<Position>{1, 4, 2, 3});
  CHECK(best_move(game, sol, 0) == 1);
}

TEST_CASE("random graphs equal the naive reference, outcomes and depths", "[generic]") {
  std::mt19937_64 rng(20261121);
  for (int iter = 0; iter < 400; ++iter) {
    const std::uint32_t n = 1 + static_cast<std::uint32_t>(rng() % 30);
    const std::uint32_t m = static_cast<std::uint32_t>(rng() % (3 * n + 1));
    const Edges edges = fixtures::random_edges(rng, n, m);
    for (bool misere : {false, true}) {
      INFO("iteration " << iter << " misere " << misere << "\n" << fixtures::edge_text(n, edges));
      auto s = solve_graph(n, edges, misere);
      auto ref = fixtures::naive_generic(n, edges, misere);
      REQUIRE(s.letters == std::string(ref.letter.begin(), ref.letter.end()));
      for (std::uint32_t v = 0; v < n; ++v)
        if (ref.letter[v] != 'D') REQUIRE(static_cast<long>(s.depth[v]) == ref.depth[v]);
    }
  }
}

TEST_CASE("larger random graphs pass the verifier", "[generic]") {
  std::mt19937_64 rng(7);
  for (std::uint32_t n : {1000u, 20000u}) {
    for (std::uint32_t factor : {1u, 2u, 4u}) {
      const Edges edges = fixtures::random_edges(rng, n, n * factor);
      auto graph = fixtures::make_graph(n, edges);
      for (bool misere : {false, true}) {
        GenericGame game(graph, misere);
        Solution sol = solve(game);
        INFO("n " << n << " m " << n * factor << " misere " << misere);
        CHECK_FALSE(verify(game, sol));
      }
    }
  }
}

TEST_CASE("a large edge list with repeats builds the exact graph", "[generic]") {
  // Over 2^20 edges, so native builds take the two-thread path of CsrGraph::from_edges.
  std::mt19937_64 rng(11);
  const std::uint32_t n = 150000;
  const std::size_t m = 1200000;
  std::vector<std::uint32_t> from(m), to(m);
  for (std::size_t i = 0; i < m; ++i) {
    from[i] = static_cast<std::uint32_t>(rng() % (n / 8));  // few sources: many repeated edges
    to[i] = static_cast<std::uint32_t>(rng() % n);
  }
  const CsrGraph g = CsrGraph::from_edges(n, from, to);
  // Reference: per target, the sources in first-appearance order without repeats.
  std::vector<std::vector<std::uint32_t>> rows(n);
  std::vector<std::uint32_t> out(n, 0);
  std::set<std::pair<std::uint32_t, std::uint32_t>> seen;
  for (std::size_t i = 0; i < m; ++i)
    if (seen.insert({from[i], to[i]}).second) rows[to[i]].push_back(from[i]), ++out[from[i]];
  REQUIRE(g.edge_count() == seen.size());
  for (std::uint32_t v = 0; v < n; ++v) {
    const auto row = g.predecessors(v);
    REQUIRE(std::vector<std::uint32_t>(row.begin(), row.end()) == rows[v]);
    REQUIRE(g.out_degree(v) == out[v]);
  }
}
