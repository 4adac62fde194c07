// Tests of the retrograde solver itself: chunked runs, deep games without recursion.
#include <catch2/catch.hpp>
#include "core/retrograde.hpp"
#include "core/verifier.hpp"
#include "fixtures.hpp"
#include "games/generic.hpp"

using namespace whowins;

TEST_CASE("solving in chunks gives the same solution as one call", "[retrograde]") {
  std::mt19937_64 rng(99);
  const auto edges = fixtures::random_edges(rng, 5000, 12000);
  auto graph = fixtures::make_graph(5000, edges);
  GenericGame game(graph, false);
  const Solution whole = solve(game);
  for (std::uint64_t budget : {1ull, 7ull, 1000ull}) {
    RetrogradeSolver<GenericGame> solver(game);
    std::uint64_t calls = 0, last_processed = 0;
    while (!solver.advance(budget)) {
      ++calls;
      REQUIRE(solver.processed() - last_processed == budget);  // each chunk does its budget
      last_processed = solver.processed();
    }
    const Solution chunked = solver.take_solution();
    CHECK(chunked.outcome == whole.outcome);
    CHECK(chunked.depth == whole.depth);
    if (budget == 1) CHECK(calls > 100);
  }
}

TEST_CASE("a long chain is solved without recursion", "[retrograde]") {
  // 300000 vertices in a path: the seeds' recursive DFS would need 300000 frames.
  const std::uint32_t n = 300000;
  std::vector<std::uint32_t> from, to;
  for (std::uint32_t v = 0; v + 1 < n; ++v) from.push_back(v), to.push_back(v + 1);
  auto graph = CsrGraph::from_edges(n, from, to, true);
  GenericGame game(graph, false);
  Solution sol = solve(game);
  CHECK(sol.depth[0] == n - 1);
  CHECK(sol.outcome[0] == ((n - 1) % 2 ? Outcome::Win : Outcome::Loss));
  CHECK(count_outcomes(sol).longest == n - 1);
  CHECK_FALSE(verify(game, sol));
}

TEST_CASE("stats count outcomes and the longest depth", "[retrograde]") {
  // 1 -> 2 -> 3 (stuck): L2 W1 L0; 4 and 5 loop among themselves: draws.
  auto graph = fixtures::make_graph(5, {{1, 2}, {2, 3}, {4, 4}, {4, 5}, {5, 4}});
  GenericGame game(graph, false);
  const Stats st = count_outcomes(solve(game));
  CHECK(st.positions == 5);
  CHECK(st.win == 1);
  CHECK(st.loss == 2);
  CHECK(st.draw == 2);
  CHECK(st.longest == 2);
}
