// Tests of cops and robbers (SPEC §9, `whowins cop-number`): cop numbers known from the
// literature for named graphs, a brute force written from the rules (ordered cops, no bitsets)
// on random small graphs for the cop-win question and the capture times, the general design
// engine as a second check, graphs in pieces, and bad input.
#include <catch2/catch.hpp>
#include <map>
#include <random>
#include <set>
#include "core/retrograde.hpp"
#include "design/design.hpp"
#include "design/design_game.hpp"
#include "fixtures.hpp"
#include "games/cop_number.hpp"

using namespace whowins;
using Catch::Matchers::Contains;

namespace {

using Edges = std::vector<std::pair<int, int>>;   // 0-based, undirected

std::string text_of(int n, const Edges& e) {
  std::string s = std::to_string(n) + " " + std::to_string(e.size()) + "\n";
  for (auto [a, b] : e) s += std::to_string(a + 1) + " " + std::to_string(b + 1) + "\n";
  return s;
}
std::string cop_number_of(int n, const Edges& e, int max_cops = 3) {
  auto r = fixtures::run({"cop-number", "--max-cops", std::to_string(max_cops)}, text_of(n, e));
  INFO(r.err);
  REQUIRE(r.status == 0);
  return r.out.substr(0, r.out.size() - 1);
}
Edges cycle(int n, int from = 0) { Edges e; for (int i = 0; i < n; ++i) e.emplace_back(from + i, from + (i + 1) % n); return e; }
Edges path(int n) { Edges e; for (int i = 0; i + 1 < n; ++i) e.emplace_back(i, i + 1); return e; }
Edges complete(int n) { Edges e; for (int a = 0; a < n; ++a) for (int b = a + 1; b < n; ++b) e.emplace_back(a, b); return e; }
Edges grid(int r, int c) {
  Edges e;
  for (int i = 0; i < r; ++i) for (int j = 0; j < c; ++j) { if (j + 1 < c) e.emplace_back(i * c + j, i * c + j + 1); if (i + 1 < r) e.emplace_back(i * c + j, (i + 1) * c + j); }
  return e;
}
Edges torus(int r, int c) {
  Edges e;
  for (int i = 0; i < r; ++i) for (int j = 0; j < c; ++j) { e.emplace_back(i * c + j, i * c + (j + 1) % c); e.emplace_back(i * c + j, ((i + 1) % r) * c + j); }
  return e;
}
Edges hypercube(int d) {
  Edges e;
  for (int v = 0; v < (1 << d); ++v) for (int b = 0; b < d; ++b) if (!(v >> b & 1)) e.emplace_back(v, v | (1 << b));
  return e;
}
const Edges kPetersen = {{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 0}, {0, 5}, {1, 6}, {2, 7}, {3, 8}, {4, 9}, {5, 7}, {7, 9}, {9, 6}, {6, 8}, {8, 5}};
// The dodecahedron: outer 5-cycle 0-4, middle 10-cycle 5-14, inner 5-cycle 15-19.
Edges dodecahedron() {
  Edges e;
  for (int i = 0; i < 5; ++i) {
    e.emplace_back(i, (i + 1) % 5);
    e.emplace_back(i, 5 + 2 * i);
    e.emplace_back(15 + i, 15 + (i + 1) % 5);
    e.emplace_back(15 + i, 5 + 2 * i + 1);
  }
  for (int i = 0; i < 10; ++i) e.emplace_back(5 + i, 5 + (i + 1) % 10);
  return e;
}
// The Heawood graph: the 14-cycle with chords i -- i + 5 for even i.
Edges heawood() {
  Edges e = cycle(14);
  for (int i = 0; i < 14; i += 2) e.emplace_back(i, (i + 5) % 14);
  return e;
}

}  // namespace

TEST_CASE("cop-number: named graphs with cop numbers from the literature", "[cop-number]") {
  // Trees and graphs with a dominating vertex are cop-win (Quilliot 1978; Nowakowski and
  // Winkler 1983: the cop-win graphs are the dismantlable ones).
  CHECK(cop_number_of(1, {}) == "1");
  CHECK(cop_number_of(6, path(6)) == "1");
  CHECK(cop_number_of(7, {{0, 1}, {0, 2}, {0, 3}, {1, 4}, {1, 5}, {3, 6}}) == "1");
  CHECK(cop_number_of(6, complete(6)) == "1");
  Edges wheel = cycle(6, 1);
  for (int i = 1; i <= 6; ++i) wheel.emplace_back(0, i);
  CHECK(cop_number_of(7, wheel) == "1");
  // Cycles of length at least 4 need two cops (Aigner and Fromme 1984).
  CHECK(cop_number_of(4, cycle(4)) == "2");
  CHECK(cop_number_of(9, cycle(9)) == "2");
  // K(3,3): two cops (a bipartite graph with a 4-cycle and no dominating vertex).
  CHECK(cop_number_of(6, {{0, 3}, {0, 4}, {0, 5}, {1, 3}, {1, 4}, {1, 5}, {2, 3}, {2, 4}, {2, 5}}) == "2");
  // Grids P_m x P_n need two cops; the hypercube Q_n needs ceil((n + 1) / 2) (Maamoun and
  // Meyniel 1987).
  CHECK(cop_number_of(16, grid(4, 4)) == "2");
  CHECK(cop_number_of(8, hypercube(3)) == "2");
  CHECK(cop_number_of(16, hypercube(4)) == "3");
  // Graphs of girth at least 5 and minimum degree at least 3 need three cops (Aigner and
  // Fromme 1984); planar graphs need at most three (ibid.): the Petersen graph and the
  // dodecahedron have cop number 3, and so does the Heawood graph (girth 6).
  CHECK(cop_number_of(10, kPetersen) == "3");
  CHECK(cop_number_of(20, dodecahedron()) == "3");
  CHECK(cop_number_of(14, heawood()) == "3");
  CHECK(cop_number_of(10, kPetersen, 2) == ">2");
  // Toroidal grids C_m x C_n (m, n >= 4... 5 here) need three (Neufeld and Nowakowski 1998).
  CHECK(cop_number_of(25, torus(5, 5)) == "3");
}

TEST_CASE("cop-number: a graph in pieces needs the sum of its pieces' cop numbers", "[cop-number]") {
  Edges e = cycle(4);
  for (auto [a, b] : path(3)) e.emplace_back(a + 4, b + 4);
  CHECK(cop_number_of(7, e) == "3");             // C4 (2) + P3 (1)
  CHECK(cop_number_of(7, e, 2) == ">2");
  auto r = fixtures::run({"cop-number", "--stats"}, text_of(7, e));
  CHECK_THAT(r.out, Contains("placement "));
  CHECK(cop_number_of(3, {}) == "3");            // three isolated vertices
}

namespace {

// The brute force from the rules: cops as an ordered tuple, positions (cops, robber); the
// capture time t(C, r) of the cops to move: 0 if r is on a cop; else the least t such that
// some move of the cops (each to itself or a neighbour) catches him (lands on r) or leaves
// him (to move) only vertices (his own or a neighbour) from which the cops catch him in t - 1.
struct Brute {
  int n, k;
  std::vector<std::vector<int>> closed;
  std::map<std::vector<int>, std::vector<int>> time;   // per cops tuple, per robber vertex; -1 never
};
Brute brute(int n, const Edges& edges, int k) {
  Brute b{n, k, std::vector<std::vector<int>>(n), {}};
  for (int v = 0; v < n; ++v) b.closed[v].push_back(v);
  for (auto [x, y] : edges) if (x != y) { b.closed[x].push_back(y); b.closed[y].push_back(x); }
  std::vector<std::vector<int>> tuples(1);
  for (int i = 0; i < k; ++i) {
    std::vector<std::vector<int>> next;
    for (const auto& t : tuples) for (int v = 0; v < n; ++v) { auto u = t; u.push_back(v); next.push_back(u); }
    tuples = next;
  }
  for (const auto& t : tuples) {
    std::vector<int> row(n, -1);
    for (int v : t) row[v] = 0;
    b.time[t] = row;
  }
  for (int round = 1; round <= 4 * n * n; ++round) {
    auto before = b.time;
    bool changed = false;
    for (const auto& t : tuples) {
      for (int r = 0; r < n; ++r) {
        if (before[t][r] >= 0) continue;
        // every joint move of the cops
        std::vector<int> idx(k, 0);
        bool win = false;
        while (!win) {
          std::vector<int> to(k);
          for (int i = 0; i < k; ++i) to[i] = b.closed[t[i]][idx[i]];
          bool caught = std::find(to.begin(), to.end(), r) != to.end();
          if (!caught) {
            caught = true;
            for (int r2 : b.closed[r]) if (before[to][r2] < 0) { caught = false; break; }
          }
          win = caught;
          int i = k - 1;
          while (i >= 0 && ++idx[i] == static_cast<int>(b.closed[t[i]].size())) { idx[i] = 0; --i; }
          if (i < 0) break;
        }
        if (win) { b.time[t][r] = round; changed = true; }
      }
    }
    if (!changed) break;
  }
  return b;
}

}  // namespace

TEST_CASE("cop-number: the bitset solver agrees with a brute force from the rules on random small graphs (cop-win and capture times)", "[cop-number]") {
  std::mt19937_64 rng(9);
  for (int round = 0; round < 60; ++round) {
    const int n = 2 + static_cast<int>(rng() % 6);
    Edges e;
    for (int v = 1; v < n; ++v) e.emplace_back(v, static_cast<int>(rng() % v));   // connected
    const int extra = static_cast<int>(rng() % (n + 2));
    for (int i = 0; i < extra; ++i) { int a = rng() % n, c = rng() % n; if (a != c) e.emplace_back(a, c); }
    std::vector<std::vector<std::uint32_t>> nb(n);
    for (auto [a, c] : e) { nb[a].push_back(c); nb[c].push_back(a); }
    for (int k = 1; k <= (n <= 5 ? 3 : 2); ++k) {
      INFO("n " << n << " k " << k << " edges " << text_of(n, e));
      CopsGame game(nb, k);
      game.solve();
      const Brute b = brute(n, e, k);
      for (const auto& [tuple, row] : b.time) {
        std::vector<std::uint32_t> cops(tuple.begin(), tuple.end());
        const std::uint64_t index = game.index_of(cops);
        for (int r = 0; r < n; ++r) {
          const int mine = game.capture_time(index, r) == CopsGame::kNever ? -1 : game.capture_time(index, r);
          REQUIRE(mine == row[r]);
        }
      }
    }
  }
}

TEST_CASE("cop-number: k cops win exactly where the design engine says so (two cops, the general solver)", "[cop-number][design]") {
  std::mt19937_64 rng(21);
  for (int round = 0; round < 25; ++round) {
    const int n = 3 + static_cast<int>(rng() % 6);
    Edges e;
    for (int v = 1; v < n; ++v) e.emplace_back(v, static_cast<int>(rng() % v));
    for (int i = 0; i < n; ++i) { int a = rng() % n, c = rng() % n; if (a != c) e.emplace_back(a, c); }
    std::string edges;
    for (auto [a, c] : e) edges += (edges.empty() ? "[" : ",[") + std::to_string(a) + "," + std::to_string(c) + "]";
    const std::string text = R"({"board": {"graph": {"n": )" + std::to_string(n) + R"(, "edges": [)" + edges + R"(]}},
      "sides": [{"name": "cops", "tokens": [{"start": 0, "moves": {"stay": true}}, {"start": 0, "moves": {"stay": true}}]},
                {"name": "robber", "tokens": [{"start": 0, "moves": {"stay": true}}]}],
      "first": "cops", "ends": [{"when": "meet", "winner": "cops"}], "endless": "robber"})";
    const Design d = parse_design(text);
    const DesignGame<> g(d);
    const Solution s = solve(g);
    std::vector<std::vector<std::uint32_t>> nb(n);
    for (auto [a, c] : e) { nb[a].push_back(c); nb[c].push_back(a); }
    CopsGame game(nb, 2);
    game.solve();
    for (std::uint32_t a = 0; a < static_cast<std::uint32_t>(n); ++a)
      for (std::uint32_t c = a; c < static_cast<std::uint32_t>(n); ++c)
        for (std::uint32_t r = 0; r < static_cast<std::uint32_t>(n); ++r) {
          DesignGame<>::State st;
          st.mover = 0;
          st.place[0] = a; st.place[1] = c; st.place[2] = r;
          g.canonical(st);
          const Position p = g.encode(st);
          const std::uint8_t t = game.capture_time(game.index_of({a, c}), r);
          CHECK((s.outcome[p] == Outcome::Win) == (t != CopsGame::kNever));
          if (t != CopsGame::kNever && t > 0) CHECK(s.depth[p] == 2u * t - 1);   // t cop moves: 2t - 1 plies
        }
  }
}

TEST_CASE("cop-number: bad input exits 2 with one line", "[cop-number][cli]") {
  auto rejected = [](std::vector<std::string_view> args, const std::string& input, const std::string& says) {
    auto r = fixtures::run(args, input);
    INFO(input);
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK_THAT(r.err, Contains(says));
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  };
  rejected({"cop-number"}, "3 2\n1 2\n1 4\n", "line 3");
  rejected({"cop-number"}, "x\n", "line 1");
  rejected({"cop-number", "--max-cops", "9"}, "2 1\n1 2\n", "--max-cops takes a number from 1 to 4");
  rejected({"cop-number", "--fast"}, "2 1\n1 2\n", "unknown option");
  std::string big = "2000 1999\n";
  for (int i = 1; i < 2000; ++i) big += std::to_string(i) + " " + std::to_string(i + 1) + "\n";
  rejected({"cop-number", "--max-cops", "4"}, big, "positions: past the memory budget");
}
