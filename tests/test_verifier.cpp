// Tests that the verifier rejects every kind of wrong solution (so the other tests can fail).
#include <catch2/catch.hpp>
#include "core/retrograde.hpp"
#include "core/verifier.hpp"
#include "fixtures.hpp"
#include "games/generic.hpp"

using namespace whowins;

namespace {
// 1 -> 2 -> 3 (stuck), 1 -> 4 (loop on itself), 5 -> 3, 5 -> 2: L? Let the solver say.
const fixtures::Edges kEdges{{1, 2}, {2, 3}, {1, 4}, {4, 4}, {5, 3}, {5, 2}, {6, 6}, {6, 7}, {7, 6}};
}  // namespace

TEST_CASE("the verifier accepts the solver's answer", "[verifier]") {
  auto graph = fixtures::make_graph(7, kEdges);
  GenericGame game(graph, false);
  CHECK_FALSE(verify(game, solve(game)));
}

TEST_CASE("the verifier rejects wrong outcomes and depths", "[verifier]") {
  auto graph = fixtures::make_graph(7, kEdges);
  GenericGame game(graph, false);
  const Solution good = solve(game);
  REQUIRE(good.outcome[2] == Outcome::Loss);  // vertex 3, stuck
  REQUIRE(good.outcome[1] == Outcome::Win);   // vertex 2
  REQUIRE(good.outcome[4] == Outcome::Win);   // vertex 5
  REQUIRE(good.outcome[0] == Outcome::Draw);  // vertex 1 escapes to the loop at 4

  SECTION("an end position with the wrong value") {
    Solution bad = good;
    bad.outcome[2] = Outcome::Win;
    CHECK(verify(game, bad));
  }
  SECTION("an end position with a non-zero depth") {
    Solution bad = good;
    bad.depth[2] = 1;
    CHECK(verify(game, bad));
  }
  SECTION("a Win with the wrong depth") {
    Solution bad = good;
    bad.depth[1] = 3;
    CHECK(verify(game, bad));
  }
  SECTION("a Draw called a Loss") {
    Solution bad = good;
    bad.outcome[0] = Outcome::Loss;
    bad.depth[0] = 2;
    CHECK(verify(game, bad));
  }
  SECTION("a Win called a Draw") {
    Solution bad = good;
    bad.outcome[4] = Outcome::Draw;
    CHECK(verify(game, bad));
  }
  SECTION("a pure-cycle Draw called a Win") {
    Solution bad = good;
    bad.outcome[5] = Outcome::Win;
    bad.depth[5] = 1;
    CHECK(verify(game, bad));
  }
  SECTION("a wrong size") {
    Solution bad = good;
    bad.outcome.pop_back();
    CHECK(verify(game, bad));
  }
}
