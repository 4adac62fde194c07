// Tests of `alice-bob` (NEERC 2016 G, Luogu P6970): the problem's sample, hand-worked graphs, random graphs.
#include <catch2/catch.hpp>
#include "fixtures.hpp"
#include "games/alice_bob.hpp"
#include "io/text_writer.hpp"

using namespace whowins;
using fixtures::Edges;

namespace {
std::string answer(std::uint32_t n, const Edges& edges) {
  const auto solved = fixtures::solved_session("alice-bob", fixtures::edge_text(n, edges));
  const auto problem = solved->verify();
  INFO(problem.value_or(""));
  REQUIRE_FALSE(problem);
  TextWriter w;
  solved->write_answer(w);
  return w.str();
}
}  // namespace

TEST_CASE("seed 001 sample (NEERC 2016 G)", "[alice-bob][seed]") {
  // 6 7 / 1 2 / 2 1 / 2 3 / 1 4 / 4 1 / 4 5 / 5 6  ->  WDLDWL / DWLLWL
  CHECK(answer(6, {{1, 2}, {2, 1}, {2, 3}, {1, 4}, {4, 1}, {4, 5}, {5, 6}}) == "WDLDWL\nDWLLWL\n");
}

TEST_CASE("alice-bob on tiny graphs worked out by hand", "[alice-bob]") {
  CHECK(answer(1, {}) == "L\nL\n");          // whoever moves first is stuck
  CHECK(answer(1, {{1, 1}}) == "D\nD\n");    // Alice keeps looping; Bob can only loop
  CHECK(answer(2, {{1, 2}}) == "WL\nWL\n");  // move to the dead end and win
  // 1 <-> 2, 2 -> 3 (dead end): Alice at 2 loops forever; Bob at 2 ends it and wins; Alice at
  // 1 must hand Bob vertex 2; Bob at 1 must hand Alice vertex 2, who loops.
  CHECK(answer(3, {{1, 2}, {2, 1}, {2, 3}}) == "LDL\nDWL\n");
  // 1 <-> 2, 2 -> 3 -> 4 (dead end). Bob at 2 cannot win; looping is his worst ending, so he
  // moves to 3 and Alice wins; Alice at 2 loops. Alice at 1 wins the same way (no depth).
  CHECK(answer(4, {{1, 2}, {2, 1}, {2, 3}, {3, 4}}) == "WDWL\nDLWL\n");
}

TEST_CASE("alice-bob JSON gives both maps with depths and best moves", "[alice-bob]") {
  const auto solved = fixtures::solved_session("alice-bob", fixtures::edge_text(4, {{1, 2}, {2, 1}, {2, 3}, {3, 4}}));
  TextWriter w;
  solved->write_json(w);
  const std::string& j = w.str();
  CHECK_THAT(j, Catch::Matchers::Contains(
                    "\"alice_first\":{\"outcome\":\"WDWL\",\"depth\":[null,null,1,0],\"best_move\":[2,1,4,null]}"));
  CHECK_THAT(j, Catch::Matchers::Contains(
                    "\"bob_first\":{\"outcome\":\"DLWL\",\"depth\":[null,null,1,0],\"best_move\":[2,3,4,null]}"));
  const Stats& st = solved->stats();
  CHECK(st.positions == 8);
  CHECK(st.win == 3);
  CHECK(st.loss == 3);
  CHECK(st.draw == 2);
}

TEST_CASE("random graphs equal the naive reference", "[alice-bob]") {
  std::mt19937_64 rng(1601);
  for (int iter = 0; iter < 400; ++iter) {
    const std::uint32_t n = 1 + static_cast<std::uint32_t>(rng() % 25);
    const std::uint32_t m = static_cast<std::uint32_t>(rng() % (2 * n + 2));
    const Edges edges = fixtures::random_edges(rng, n, m);
    INFO("iteration " << iter << "\n" << fixtures::edge_text(n, edges));
    auto [a, b] = fixtures::naive_alice_bob(n, edges);
    REQUIRE(answer(n, edges) == a + "\n" + b + "\n");
  }
}
