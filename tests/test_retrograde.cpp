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
  std::uint64_t most_moves = 0, most_predecessors = 0;
  for (Position p = 0; p < game.position_count(); ++p) {
    most_moves = std::max<std::uint64_t>(most_moves, game.move_count(p));
    most_predecessors = std::max<std::uint64_t>(most_predecessors, graph.predecessors(p).size());
  }
  for (std::uint64_t budget : {1ull, 7ull, 1000ull}) {
    RetrogradeSolver<GenericGame> solver(game);
    std::uint64_t calls = 0, last_work = 0;
    double last_progress = 0;
    while (!solver.advance(budget)) {
      ++calls;
      // Each chunk does about its budget of units — positions set up and their moves, then
      // positions processed, each with the moves per position — never nothing, past the budget
      // by at most what its positions' moves held above the average, or one position.
      const std::uint64_t work = solver.work();
      REQUIRE(work > last_work);
      REQUIRE(work - last_work <= budget * (1 + most_moves) + 1 + most_predecessors);
      last_work = work;
      REQUIRE(solver.progress() >= last_progress);
      REQUIRE(solver.progress() < 1);
      last_progress = solver.progress();
    }
    CHECK(solver.set_up_count() == game.position_count());
    // The solution built in chunks too, then handed over.
    while (!solver.finish(budget)) {
      REQUIRE(solver.progress() >= last_progress);
      last_progress = solver.progress();
    }
    const Solution chunked = solver.take_solution();
    CHECK(chunked.outcome == whole.outcome);
    CHECK(chunked.depth == whole.depth);
    if (budget == 1) CHECK(calls >= 5000);  // the set-up alone is 5000 calls
  }
}

namespace {
// GenericGame listing its positions by range (as a design does in the page): the solver's
// set-up then runs in chunks of the budget; `listed` counts the positions listed.
struct RangedGame {
  const GenericGame& g;
  mutable std::uint64_t listed = 0;
  std::uint64_t position_count() const { return g.position_count(); }
  int mover(Position p) const { return g.mover(p); }
  Outcome end_value(Position p) const { return g.end_value(p); }
  std::uint32_t move_count(Position p) const { return g.move_count(p); }
  template <class F>
  void for_each_move(Position p, F&& f) const {
    g.for_each_move(p, f);
  }
  template <class F>
  void for_each_predecessor(Position p, F&& f) const {
    g.for_each_predecessor(p, f);
  }
  template <class F>
  void for_each_position(Position begin, Position end, F&& f) const {
    for (Position p = begin; p < end; ++p, ++listed) {
      const Outcome e = g.end_value(p);
      f(p, e, e == Outcome::Draw ? g.move_count(p) : 0);
    }
  }
};
}  // namespace

TEST_CASE("a game that lists positions by range is set up in chunks, and finish builds the solution in chunks",
          "[retrograde]") {
  std::mt19937_64 rng(7);
  const auto edges = fixtures::random_edges(rng, 3000, 9000);
  auto graph = fixtures::make_graph(3000, edges);
  GenericGame game(graph, false);
  const Solution whole = solve(game);
  for (std::uint64_t budget : {1ull, 100ull, 5000ull}) {
    RangedGame ranged{game};
    RetrogradeSolver<RangedGame, BasicSolution<std::uint16_t>> solver(ranged);
    CHECK(solver.set_up_count() == 0);  // the constructor only allocates
    std::uint64_t calls = 0;
    while (!solver.advance(budget)) {
      ++calls;
      CHECK(ranged.listed == solver.set_up_count());
      CHECK(ranged.listed <= calls * budget);
    }
    CHECK(ranged.listed == game.position_count());
    std::uint64_t finishing = 0;
    while (!solver.finish(budget)) ++finishing;
    CHECK(finishing == (game.position_count() - 1) / budget);
    const auto chunked = solver.take_solution();
    CHECK(chunked.outcome == whole.outcome);
    for (Position p = 0; p < game.position_count(); ++p)
      CHECK(chunked.depth[p] == static_cast<std::uint16_t>(whole.depth[p]));
  }
}

TEST_CASE("a long chain is solved without recursion", "[retrograde]") {
  // 300000 vertices in a path: the recursive DFS of cp-algorithms' "Games on arbitrary graphs" would need 300000
  // frames.
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
