// Tests of GraphSolve, the step-by-step solve the page's module exposes: same answers as
// the CLI, chunked or not, and errors as messages.
#include <catch2/catch.hpp>
#include "fixtures.hpp"
#include "core/release.hpp"
#include "catalog/registry.hpp"
#include "session/graph_solve.hpp"

using namespace whowins;

namespace {
std::string letters(const GraphSolve& s, std::uint32_t first, std::uint32_t stride) {
  std::string out;
  for (std::uint32_t p = first; p < s.position_count(); p += stride) out += "DWL"[s.outcomes()[p]];
  return out;
}
std::vector<std::uint32_t> zero_based(const fixtures::Edges& e, bool from_side) {
  std::vector<std::uint32_t> v;
  for (auto [a, b] : e) v.push_back((from_side ? a : b) - 1);
  return v;
}
const fixtures::Edges kSeed001{{1, 2}, {2, 1}, {2, 3}, {1, 4}, {4, 1}, {4, 5}, {5, 6}};
}  // namespace

TEST_CASE("GraphSolve answers the seed 001 sample for both games", "[wasm-api][seed]") {
  GraphSolve ab("alice-bob", 6, zero_based(kSeed001, true), zero_based(kSeed001, false), false);
  REQUIRE(ab.error().empty());
  while (!ab.advance(1)) CHECK(ab.progress() <= 1.0);
  CHECK(ab.position_count() == 12);
  CHECK(letters(ab, 0, 2) == "WDLDWL");
  CHECK(letters(ab, 1, 2) == "DWLLWL");
  CHECK(ab.stats().positions == 12);
  CHECK(ab.stats().draw == 3);

  GraphSolve g("generic", 6, zero_based(kSeed001, true), zero_based(kSeed001, false), false);
  REQUIRE(g.advance(1000000));
  CHECK(letters(g, 0, 1) == "DWLDWL");
  // Vertex 2 (index 1) wins by moving to 3 (index 2), a dead end.
  CHECK(g.depths()[1] == 1);
  CHECK(g.best_moves()[1] == 2);
  CHECK(g.best_moves()[2] == GraphSolve::kNone);
  CHECK(g.depths()[0] == GraphSolve::kNone);
}

TEST_CASE("GraphSolve equals the CLI on random graphs, in chunks", "[wasm-api]") {
  std::mt19937_64 rng(404);
  for (int iter = 0; iter < 60; ++iter) {
    const std::uint32_t n = 1 + static_cast<std::uint32_t>(rng() % 40);
    const auto edges = fixtures::random_edges(rng, n, static_cast<std::uint32_t>(rng() % (3 * n)));
    const std::string text = fixtures::edge_text(n, edges);
    for (const char* game : {"generic", "alice-bob"}) {
      GraphSolve s(game, n, zero_based(edges, true), zero_based(edges, false), false);
      while (!s.advance(3)) {
      }
      const auto cli = fixtures::run({game}, text);
      INFO(game << "\n" << text);
      if (std::string(game) == "generic")
        CHECK(letters(s, 0, 1) + "\n" == cli.out);
      else
        CHECK(letters(s, 0, 2) + "\n" + letters(s, 1, 2) + "\n" == cli.out);
    }
  }
}

TEST_CASE("GraphSolve misère flips a chain", "[wasm-api]") {
  GraphSolve s("generic", 3, {0, 1}, {1, 2}, true);
  REQUIRE(s.advance(100));
  CHECK(letters(s, 0, 1) == "WLW");
}

TEST_CASE("GraphSolve reports bad input as a message", "[wasm-api]") {
  using Catch::Matchers::Contains;
  GraphSolve bad_index("generic", 3, {0, 5}, {1, 2}, false);
  CHECK_THAT(bad_index.error(), Contains("edge 2: vertex 5 is out of range 0..2"));
  // The first edge out of range is named, whichever end is wrong.
  CHECK_THAT(GraphSolve("generic", 3, {0, 1, 2, 9}, {1, 2, 7, 0}, false).error(),
             Contains("edge 3: vertex 7 is out of range 0..2"));
  CHECK(bad_index.advance(10));
  CHECK(bad_index.position_count() == 0);
  CHECK_THAT(GraphSolve("chess", 3, {}, {}, false).error(), Contains("unknown graph game"));
  CHECK_THAT(GraphSolve("generic", 0, {}, {}, false).error(), Contains("no vertex"));
  CHECK_THAT(GraphSolve("generic", 3, {0}, {}, false).error(), Contains("different lengths"));
  CHECK_THAT(GraphSolve("alice-bob", 4000000000u, {}, {}, false).error(), Contains("memory budget"));
}

TEST_CASE("GraphSolve solves each registry game by its entry's graph method, and refuses the others", "[wasm-api]") {
  // A path 0 -> 1 -> 2 (1 wins by its one move) and a cycle 3 <-> 4.
  const std::vector<std::uint32_t> from{0, 1, 3, 4}, to{1, 2, 4, 3};
  for (const GameEntry& g : game_registry()) {
    INFO(g.id);
    GraphSolve s(g.id, 5, from, to, false);
    if (g.graph_method == GraphMethod::kNone) {
      CHECK(s.error() == "unknown graph game '" + std::string(g.id) + "'");
      continue;
    }
    // What the page's graph feature draws: one token on a directed graph, a map per start side.
    CHECK((g.flags & (kGraphBoard | kTwoTokens | kUndirected)) == kGraphBoard);
    REQUIRE(s.error().empty());
    while (!s.advance(2)) {
    }
    REQUIRE(s.error().empty());
    CHECK(s.position_count() == ((g.flags & kTwoStartSides) ? 10u : 5u));
    const PuzzleLines p = s.puzzles(3, 1, 1);
    if (g.flags & kPuzzles) {
      CHECK(p.error.empty());
    } else {
      CHECK(p.error == std::string(g.id) + " has no puzzles: " + std::string(g.no_puzzles_reason));
    }
  }
}

TEST_CASE("release() gives a container's memory back, where '= {}' keeps it", "[core]") {
  std::vector<std::uint32_t> kept(1000, 7), released(1000, 7);
  kept = {};
  release(released);
  CHECK(kept.empty());
  CHECK(kept.capacity() >= 1000);  // why release() exists
  CHECK(released.empty());
  CHECK(released.capacity() == 0);
}
