// Tests of the cop number with one placement stored per orbit of the automorphism group
// (games/cop_number_symmetry.hpp): c, the best placement, its capture time and every placement's capture times equal
// the unreduced CopsGame's.
#include <catch2/catch.hpp>
#include <algorithm>
#include <cstdio>
#include <string>
#include "core/automorphisms.hpp"
#include "core/parallel.hpp"
#include "design/cop_number.hpp"
#include "fixtures.hpp"
#include "games/cop_number.hpp"
#include "games/cop_number_symmetry.hpp"
#include "generators.hpp"

using namespace whowins;
using generators::cubic_edges;
using generators::Edges;

namespace {

Edges disjoint(int n, const Edges& e, int copies) {
  Edges out;
  for (int c = 0; c < copies; ++c)
    for (auto [a, b] : e) out.emplace_back(a + c * n, b + c * n);
  return out;
}

// Solves k cops both ways and compares; with `every` also each placement's capture time against each robber vertex.
// Returns whether k cops win.
bool compare(const std::string& name, int n, const Edges& e, int k, bool every) {
  const auto nb = generators::adjacency(n, e);
  const Automorphisms aut = automorphisms(nb);
  REQUIRE(SymmetricCopsGame::takes(static_cast<std::uint32_t>(n), aut.group, k));
  CopsGame plain(nb, k);
  plain.set_times(every);
  plain.solve();
  SymmetricCopsGame reduced(nb, aut.group, k);
  reduced.set_times(every);
  reduced.solve();
  INFO(name << ", " << k << " cops, |Aut| " << aut.group.order() << ", " << reduced.orbit_count() << " orbits of "
            << reduced.placement_count() << " placements");
  CHECK(reduced.placement_count() == plain.placement_count());
  CHECK(reduced.group_order() == aut.group.order());
  // Each orbit has at most |G| placements, so there are at least placements / |G| orbits.
  CHECK(reduced.orbit_count() * aut.group.order() >= reduced.placement_count());
  const CopsGame::Best want = plain.best(), got = reduced.best();
  CHECK(got.win == want.win);
  CHECK(got.placement == want.placement);
  CHECK(got.rounds == want.rounds);
  if (want.win) CHECK(reduced.placement(got.placement) == plain.placement(want.placement));
  if (every) {
    std::uint64_t differ = 0;
    for (std::uint64_t p = 0; p < plain.placement_count(); ++p)
      for (std::uint32_t r = 0; r < static_cast<std::uint32_t>(n); ++r)
        differ += reduced.capture_time(p, r) != plain.capture_time(p, r);
    CHECK(differ == 0);
  }
  return want.win;
}

}  // namespace

TEST_CASE("cop symmetry: the placements' index order is CopsGame's", "[cop-symmetry]") {
  const auto nb = generators::adjacency(7, generators::cycle(7));
  const Automorphisms aut = automorphisms(nb);
  CopsGame plain(nb, 3);
  SymmetricCopsGame reduced(nb, aut.group, 3);
  REQUIRE(reduced.placement_count() == plain.placement_count());
  for (std::uint64_t p = 0; p < plain.placement_count(); ++p) {
    CHECK(reduced.placement(p) == plain.placement(p));
    CHECK(reduced.index_of(plain.placement(p)) == p);
  }
  // C_7's 14 symmetries act on the 84 placements of 3 cops: Burnside counts (84 + 7 × 4) / 14 = 8 orbits (a reflection
  // fixes 4: its vertex thrice, or its vertex and one of its 3 swapped pairs).
  CHECK(reduced.orbit_count() == 8);
}

TEST_CASE("cop symmetry: every cop-number test graph, per placement, equals the unreduced solve", "[cop-symmetry]") {
  // The graphs the cop-number tests ask, PG(2,2) and PG(2,3), and random small graphs with symmetry (cycles, grids,
  // tori, disjoint copies); k = 1 .. 3 cops (4 where n <= 16), every placement's capture times compared.
  std::vector<std::pair<std::string, std::pair<int, Edges>>> graphs = {
      {"path 6", {6, generators::path(6)}},
      {"K6", {6, generators::complete(6)}},
      {"C4", {4, generators::cycle(4)}},
      {"C9", {9, generators::cycle(9)}},
      {"grid 4x4", {16, generators::grid(4, 4)}},
      {"grid 3x5", {15, generators::grid(3, 5)}},
      {"Q3", {8, generators::hypercube(3)}},
      {"Q4", {16, generators::hypercube(4)}},
      {"Petersen", {10, generators::kPetersen}},
      {"dodecahedron", {20, generators::dodecahedron()}},
      {"Heawood", {14, generators::heawood()}},
      {"torus 5x5", {25, generators::torus(5, 5)}},
      {"Robertson", {19, generators::robertson()}},
      {"PG(2,2)", {14, generators::projective_plane_incidence(2)}},
      {"PG(2,3)", {26, generators::projective_plane_incidence(3)}},
      {"2 x C5", {10, disjoint(5, generators::cycle(5), 2)}},
      {"3 x path 3", {9, disjoint(3, generators::path(3), 3)}},
      {"2 x Petersen", {20, disjoint(10, generators::kPetersen, 2)}}};
  for (std::uint64_t seed = 1; seed <= 2; ++seed) {
    const std::uint32_t n = 20 + 4 * static_cast<std::uint32_t>(seed);
    graphs.push_back({"cubic " + std::to_string(n), {static_cast<int>(n), cubic_edges(n, seed)}});
  }
  int wins = 0, losses = 0;
  for (const auto& [name, graph] : graphs) {
    const auto& [n, e] = graph;
    for (int k = 1; k <= (n <= 16 ? 4 : 3); ++k) (compare(name, n, e, k, true) ? wins : losses)++;
  }
  CHECK(wins > 20);  // many wins and many losses compared
  CHECK(losses > 10);
}

TEST_CASE("cop symmetry: PG(2,3) with 4 cops, Q6 with 3 and 4, the Robertson graph with 4, the answers",
          "[cop-symmetry]") {
  // PG(2,3)'s incidence graph needs 4 cops (q + 1); Q6 needs ⌈(6 + 1) / 2⌉ = 4 (Maamoun and Meyniel 1987), so 3 lose.
  // The Robertson graph (girth 5, 4-regular) needs 4 (Aigner and Fromme 1984: girth 5 needs the minimum degree).
  CHECK(compare("PG(2,3)", 26, generators::projective_plane_incidence(3), 4, false));
  CHECK_FALSE(compare("Q6", 64, generators::hypercube(6), 3, false));
  CHECK(compare("Q6", 64, generators::hypercube(6), 4, false));
  CHECK(compare("Robertson", 19, generators::robertson(), 4, true));
}

TEST_CASE("cop symmetry: the same table and answers on 1, 2 and 3 threads", "[cop-symmetry][threads]") {
  // The orbit walk shares G's elements out over threads (|G| >= 4096) and a round its representatives (when the joint
  // moves are many): PG(2,3) with 4 cops (|G| 11,232) and Q6 with 4 (|G| 46,080, 2,401 joint moves a placement), times
  // kept, compared with one thread placement by placement (Q6: every 5th placement).
  struct Case {
    std::string name;
    int n;
    Edges e;
    int k;
    std::uint64_t step;
  };
  for (const Case& c : {Case{"PG(2,3)", 26, generators::projective_plane_incidence(3), 4, 1},
                        Case{"Q6", 64, generators::hypercube(6), 4, 5}}) {
    INFO(c.name);
    const auto nb = generators::adjacency(c.n, c.e);
    const Automorphisms aut = automorphisms(nb);
    SymmetricCopsGame one(nb, aut.group, c.k);
    one.solve();
    for (int lanes : {2, 3}) {
      INFO(lanes << " threads");
      set_threads(lanes);
      SymmetricCopsGame many(nb, aut.group, c.k);
      many.solve();
      set_threads(1);
      CHECK(many.orbit_count() == one.orbit_count());
      CHECK(many.rounds() == one.rounds());
      CHECK(many.best().win == one.best().win);
      CHECK(many.best().placement == one.best().placement);
      CHECK(many.best().rounds == one.best().rounds);
      std::uint64_t differ = 0, caught = 0;
      for (std::uint64_t p = 0; p < one.placement_count(); p += c.step)
        for (std::uint32_t r = 0; r < static_cast<std::uint32_t>(c.n); ++r) {
          differ += many.capture_time(p, r) != one.capture_time(p, r);
          caught += one.capture_time(p, r) != CopsGame::kNever;
        }
      CHECK(differ == 0);
      CHECK(caught > 0);
    }
  }
}

TEST_CASE("cop symmetry: the stored placements are few on symmetric graphs", "[cop-symmetry]") {
  // Petersen, 3 cops: 220 placements, far fewer orbits under its 120 automorphisms; the dodecahedron likewise.
  const auto petersen = generators::adjacency(10, generators::kPetersen);
  SymmetricCopsGame p(petersen, automorphisms(petersen).group, 3);
  CHECK(p.placement_count() == 220);
  CHECK(p.orbit_count() < 20);
  const auto cube = generators::adjacency(64, generators::hypercube(6));
  SymmetricCopsGame q(cube, automorphisms(cube).group, 2);
  CHECK(q.placement_count() == 2080);
  CHECK(q.orbit_count() == 7);  // a pair of Q6's vertices up to symmetry: its distance, 0 .. 6
}

namespace {
std::string text_of(int n, const Edges& e) {
  std::string s = std::to_string(n) + " " + std::to_string(e.size()) + "\n";
  for (auto [a, b] : e) s += std::to_string(a + 1) + " " + std::to_string(b + 1) + "\n";
  return s;
}
}  // namespace

TEST_CASE("cop symmetry: whowins cop-number answers the same with and without --no-symmetry", "[cop-symmetry][cli]") {
  // The answer, the placement and the capture time are the same; --stats says the group's order and the placements
  // stored: fewer than all where symmetry saved memory; with --no-symmetry no group is looked for.
  struct Case {
    std::string name;
    int n;
    Edges e;
    int max_cops;
    bool reduced;       // symmetry used (its table and elements smaller than the unreduced game)
    std::string order;  // |Aut| (each piece's multiplied)
  };
  Edges pieces = disjoint(8, generators::cycle(8), 2);
  const std::vector<Case> cases = {{"Q6", 64, generators::hypercube(6), 4, true, "46080"},
                                   {"PG(2,3)", 26, generators::projective_plane_incidence(3), 4, true, "11232"},
                                   {"dodecahedron", 20, generators::dodecahedron(), 3, true, "120"},
                                   {"Petersen", 10, generators::kPetersen, 3, true, "120"},
                                   {"two 8-cycles", 16, pieces, 4, true, "256"},
                                   {"cubic 28", 28, cubic_edges(28, 3), 3, false, "1"}};
  for (const Case& c : cases) {
    INFO(c.name);
    const std::string max = std::to_string(c.max_cops);
    const auto with = fixtures::run({"cop-number", "--max-cops", max, "--stats"}, text_of(c.n, c.e));
    const auto without =
        fixtures::run({"cop-number", "--max-cops", max, "--stats", "--no-symmetry"}, text_of(c.n, c.e));
    REQUIRE(with.status == 0);
    REQUIRE(without.status == 0);
    const auto cut = [](const std::string& s) {
      return s.substr(0, std::min(s.find("automorphisms"), s.find("placements-")));
    };
    CHECK(cut(with.out) == cut(without.out));                       // the line, placement, capture time and positions
    CHECK(without.out.find("automorphisms") == std::string::npos);  // no group looked for
    CHECK(without.out.find("placements-stored") == std::string::npos);
    const auto stored = [](const std::string& s) {
      const std::size_t at = s.find("placements-stored ");
      REQUIRE(at != std::string::npos);
      std::uint64_t kept = 0, all = 0;
      REQUIRE(std::sscanf(s.c_str() + at, "placements-stored %lu of %lu", &kept, &all) == 2);
      return std::pair<std::uint64_t, std::uint64_t>{kept, all};
    };
    const auto [kept, all] = stored(with.out);
    CHECK(kept <= all);
    CHECK((kept < all) == c.reduced);
    CHECK(with.out.find("automorphisms " + c.order + "\n") != std::string::npos);
  }
  // A budget too small for either game: the refusal says the reduced game's memory (17 MB for PG(2,4) with 5 cops,
  // against 35 MB unreduced); a budget between the two answers with symmetry and refuses without it.
  const std::string pg4 = text_of(42, generators::projective_plane_incidence(4));
  const auto megabytes = [](const std::string& out) {
    const std::size_t at = out.find("; about ");
    REQUIRE(at != std::string::npos);
    return std::stod(out.substr(at + 8));
  };
  const auto small = fixtures::run({"cop-number", "--max-cops", "5", "--memory", "8M"}, pg4);
  const auto small_plain = fixtures::run({"cop-number", "--max-cops", "5", "--memory", "8M", "--no-symmetry"}, pg4);
  REQUIRE(small.out.rfind(">4; 5 cops need", 0) == 0);
  REQUIRE(small_plain.out.rfind(">4; 5 cops need", 0) == 0);
  CHECK(megabytes(small.out) < megabytes(small_plain.out) / 1.5);
  CHECK(fixtures::run({"cop-number", "--max-cops", "5", "--memory", "24M"}, pg4).out == "5\n");
  CHECK(fixtures::run({"cop-number", "--max-cops", "5", "--memory", "24M", "--no-symmetry"}, pg4).out.rfind(">4", 0) ==
        0);
  // --no-symmetry is the cop number's: another game refuses it.
  CHECK(fixtures::run({"generic", "--no-symmetry"}, "1 0\n").status == 2);
}
