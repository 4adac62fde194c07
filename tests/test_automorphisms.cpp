// Tests of the automorphism group (core/automorphisms.hpp): orders known from the literature for named graphs, every
// generator an automorphism, Schreier–Sims against a brute force over all permutations on small graphs.
#include <catch2/catch.hpp>
#include <algorithm>
#include <numeric>
#include <set>
#include "core/automorphisms.hpp"
#include "generators.hpp"

using namespace whowins;
using generators::cubic_edges;
using generators::Edges;

namespace {

// The group of the graph, each generator checked to be an automorphism.
Automorphisms group_of(int n, const Edges& e) {
  const auto nb = generators::adjacency(n, e);
  Automorphisms a = automorphisms(nb);
  CHECK(a.complete);
  for (const Permutation& g : a.generators) CHECK(is_automorphism(nb, g));
  CHECK(a.order == a.group.order());  // the search's product of orbits, and Schreier–Sims's
  return a;
}
std::uint64_t order_of(int n, const Edges& e) { return group_of(n, e).group.order(); }

std::uint64_t factorial(int n) { return n <= 1 ? 1 : n * factorial(n - 1); }

// |Aut| by a plain backtrack, independent of the search tree: the vertices in breadth-first order, each mapped to an
// unused vertex of its degree (a neighbour of its parent's image, when it has a parent) adjacent exactly as it is to
// every vertex mapped before it; complete maps counted.
std::uint64_t count_by_backtrack(int n, const Edges& e) {
  std::vector<std::vector<char>> adjacent(n, std::vector<char>(n, 0));
  const auto nb = generators::adjacency(n, e);
  for (auto [a, b] : e) adjacent[a][b] = adjacent[b][a] = 1;
  std::vector<int> order, seen(n, 0), parent(n, -1);
  for (int root = 0; root < n; ++root) {
    if (seen[root]) continue;
    seen[root] = 1;
    for (std::size_t head = order.size(), at = (order.push_back(root), head); at < order.size(); ++at)
      for (std::uint32_t w : nb[order[at]])
        if (!seen[w]) {
          seen[w] = 1;
          parent[w] = order[at];
          order.push_back(static_cast<int>(w));
        }
  }
  std::vector<int> image(n, -1), used(n, 0);
  std::uint64_t count = 0;
  auto extend = [&](auto& self, int i) -> void {
    if (i == n) {
      ++count;
      return;
    }
    const int v = order[i];
    std::vector<int> candidates;
    if (parent[v] >= 0)
      for (std::uint32_t w : nb[image[parent[v]]]) candidates.push_back(static_cast<int>(w));
    else
      for (int w = 0; w < n; ++w) candidates.push_back(w);
    for (int w : candidates) {
      if (used[w] || nb[w].size() != nb[v].size()) continue;
      bool fits = true;
      for (int j = 0; j < i && fits; ++j) fits = adjacent[v][order[j]] == adjacent[w][image[order[j]]];
      if (!fits) continue;
      image[v] = w;
      used[w] = 1;
      self(self, i + 1);
      used[w] = 0;
    }
  };
  extend(extend, 0);
  return count;
}

}  // namespace

TEST_CASE("automorphisms: the orders of named graphs' groups", "[automorphisms]") {
  // Holton and Sheehan, "The Petersen Graph" (1993): Aut = S_5, 120.
  CHECK(order_of(10, generators::kPetersen) == 120);
  // The dodecahedron: the full icosahedral group A_5 × Z_2, 120.
  CHECK(order_of(20, generators::dodecahedron()) == 120);
  // The hypercube Q_d: 2^d d! (the hyperoctahedral group), 46,080 for d = 6.
  CHECK(order_of(64, generators::hypercube(6)) == 46080);
  CHECK(order_of(16, generators::hypercube(4)) == 384);
  // The Robertson graph: 24 (Robertson 1964; Wolfram MathWorld "Robertson Graph").
  CHECK(order_of(19, generators::robertson()) == 24);
  // The Heawood graph, the incidence graph of the Fano plane PG(2,2): PGL(3,2) with the dualities, 2 × 168 = 336.
  CHECK(order_of(14, generators::heawood()) == 336);
  // PG(2,q)'s incidence graph: PΓL(3,q) with the dualities, 2 |PΓL(3,q)| — q = 2: 336; q = 3: 2 × 5,616; q = 4:
  // 2 × 120,960 (PΓL(3,4) = PGL(3,4) ⋊ the Frobenius map, 60,480 × 2); q = 5: 2 × 372,000.
  const std::uint64_t expected[] = {0, 0, 336, 11232, 241920, 744000};
  for (int q = 2; q <= 5; ++q) {
    INFO("PG(2," << q << ")");
    const int n = 2 * (q * q + q + 1);
    CHECK(order_of(n, generators::projective_plane_incidence(q)) == expected[q]);
  }
  // A path has its reversal; the cycle C_n the dihedral group of 2n; K_n every permutation.
  for (int n = 2; n <= 9; ++n) CHECK(order_of(n, generators::path(n)) == 2);
  for (int n = 3; n <= 12; ++n) CHECK(order_of(n, generators::cycle(n)) == 2u * n);
  for (int n = 1; n <= 9; ++n) CHECK(order_of(n, generators::complete(n)) == factorial(n));
  // The 3 × 4 grid: the rectangle's 4 symmetries; the 5 × 5 torus C_5 □ C_5: (2 × 5)^2 × 2 = 200.
  CHECK(order_of(12, generators::grid(3, 4)) == 4);
  CHECK(order_of(25, generators::torus(5, 5)) == 200);
}

TEST_CASE("automorphisms: random cubic graphs, against a plain backtrack; a graph in pieces", "[automorphisms]") {
  // Almost every cubic graph is asymmetric (Bollobás 1982), but small ones often are not: of the cop-number tests'
  // random cubic graphs on 24 .. 36 vertices two have an involution. The order found equals a plain backtrack's
  // count on each, and the bench's 200-vertex cubic graph has none but the identity.
  std::vector<std::uint64_t> orders;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    const std::uint32_t n = 20 + 4 * static_cast<std::uint32_t>(seed);
    const Edges e = cubic_edges(n, seed);
    INFO("cubic " << n << ", seed " << seed);
    orders.push_back(order_of(static_cast<int>(n), e));
    CHECK(orders.back() == count_by_backtrack(static_cast<int>(n), e));
  }
  CHECK(orders == std::vector<std::uint64_t>{2, 2, 1, 1});
  const Edges big = cubic_edges(200, 2026 + 200);  // the bench's 200-vertex cubic graph
  CHECK(order_of(200, big) == 1);
  CHECK(count_by_backtrack(200, big) == 1);
  // The named graphs' orders by the backtrack too.
  CHECK(count_by_backtrack(10, generators::kPetersen) == 120);
  CHECK(count_by_backtrack(19, generators::robertson()) == 24);
  CHECK(count_by_backtrack(26, generators::projective_plane_incidence(3)) == 11232);
  // Pieces: two 5-cycles (each dihedral of 10, and swapped: 10 × 10 × 2); a 4-cycle and an edge (8 × 2); a triangle,
  // a path of 3 and 2 isolated vertices (6 × 2 × 2).
  Edges two = generators::cycle(5);
  for (auto [a, b] : generators::cycle(5)) two.emplace_back(a + 5, b + 5);
  CHECK(order_of(10, two) == 200);
  Edges square_and_edge = generators::cycle(4);
  square_and_edge.emplace_back(4, 5);
  CHECK(order_of(6, square_and_edge) == 16);
  Edges mixed = generators::cycle(3);
  mixed.emplace_back(3, 4);
  mixed.emplace_back(4, 5);
  CHECK(order_of(8, mixed) == 24);
  CHECK(order_of(0, {}) == 1);
}

TEST_CASE("automorphisms: Schreier–Sims gives every automorphism once, as a brute force over all permutations",
          "[automorphisms]") {
  // Small graphs: every permutation of the vertices tried; those that are automorphisms are exactly the group's
  // elements (for_each_element lists |G| distinct ones, contains() says yes to each and no to the rest).
  const std::vector<std::pair<int, Edges>> graphs = {{6, generators::cycle(6)},     {7, generators::path(7)},
                                                     {8, generators::hypercube(3)}, {6, generators::grid(2, 3)},
                                                     {8, generators::cycle(4)},  // with 4 isolated vertices
                                                     {7, generators::complete(5)}};
  for (const auto& [n, e] : graphs) {
    INFO("n " << n << ", " << e.size() << " edges");
    const auto nb = generators::adjacency(n, e);
    const Automorphisms a = automorphisms(nb);
    std::set<Permutation> listed;
    a.group.for_each_element([&](const Permutation& g) { listed.insert(g); });
    CHECK(listed.size() == a.group.order());
    Permutation p(n);
    std::iota(p.begin(), p.end(), 0u);
    std::uint64_t found = 0;
    do {
      const bool is = is_automorphism(nb, p);
      found += is;
      CHECK(a.group.contains(p) == is);
      CHECK(listed.count(p) == (is ? 1u : 0u));
    } while (std::next_permutation(p.begin(), p.end()));
    CHECK(found == a.group.order());
  }
}

TEST_CASE("automorphisms: the orbits on vertices, and bad input", "[automorphisms]") {
  // The Petersen graph is vertex-transitive; a path of 5 has orbits {0,4}, {1,3}, {2}.
  const auto petersen = automorphisms(generators::adjacency(10, generators::kPetersen)).group.orbit_representatives();
  CHECK(std::all_of(petersen.begin(), petersen.end(), [](std::uint32_t r) { return r == 0; }));
  const auto path = automorphisms(generators::adjacency(5, generators::path(5))).group.orbit_representatives();
  CHECK(path == std::vector<std::uint32_t>{0, 1, 2, 1, 0});
  // A one-way list is read both ways, a self-loop and an out-of-range neighbour are ignored; a wrong permutation is
  // no automorphism.
  const std::vector<std::vector<std::uint32_t>> odd = {{1, 0, 7}, {2}, {}};
  CHECK(automorphisms(odd).group.order() == 2);
  CHECK_FALSE(is_automorphism(odd, {0, 1}));
  CHECK_FALSE(is_automorphism(odd, {0, 0, 1}));
  CHECK_FALSE(is_automorphism(odd, {0, 1, 5}));
  // A node limit stops the search: complete false, and the group found is a subgroup (here of S_9).
  const Automorphisms capped = automorphisms(generators::adjacency(9, generators::complete(9)), 5);
  CHECK_FALSE(capped.complete);
  CHECK(capped.group.order() < factorial(9));
  CHECK(factorial(9) % capped.group.order() == 0);
}
