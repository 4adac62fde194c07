// Tests of cops and robbers (docs/rules.md#cops-and-robbers, `whowins cop-number`): cop numbers known from the
// literature for named graphs, a brute force written from the rules (ordered cops, no bitsets)
// on random small graphs for the cop-win question and the capture times, the general design
// engine as a second check, graphs in pieces, and bad input.
#include <catch2/catch.hpp>
#include <cstdio>
#include <map>
#include <random>
#include <set>
#include "core/parallel.hpp"
#include "core/retrograde.hpp"
#include "design/design.hpp"
#include "design/design_game.hpp"
#include "fixtures.hpp"
#include "generators.hpp"
#include "design/cop_number.hpp"
#include "games/cop_number.hpp"
#include "catalog/registry.hpp"
#include "io/input_error.hpp"
#include "session/cop_number_solve.hpp"
#include "session/open.hpp"
#include "wasm/cli_json.hpp"

using namespace whowins;
using Catch::Matchers::Contains;

namespace {

using Edges = std::vector<std::pair<int, int>>;  // 0-based, undirected

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
using generators::complete;
using generators::cycle;
using generators::dodecahedron;
using generators::grid;
using generators::heawood;
using generators::hypercube;
using generators::kPetersen;
using generators::path;
using generators::robertson;
using generators::torus;

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
  CHECK(cop_number_of(7, e) == "3");  // C4 (2) + P3 (1)
  CHECK(cop_number_of(7, e, 2) == ">2");
  auto r = fixtures::run({"cop-number", "--stats"}, text_of(7, e));
  CHECK_THAT(r.out, Contains("placement "));
  CHECK(cop_number_of(3, {}) == "3");  // three isolated vertices
}

namespace {

// The brute force from the rules: cops as an ordered tuple, positions (cops, robber); the
// capture time t(C, r) of the cops to move: 0 if r is on a cop; else the least t such that
// some move of the cops (each to itself or a neighbour) catches him (lands on r) or leaves
// him (to move) only vertices (his own or a neighbour) from which the cops catch him in t - 1.
struct Brute {
  int n, k;
  std::vector<std::vector<int>> closed;
  std::map<std::vector<int>, std::vector<int>> time;  // per cops tuple, per robber vertex; -1 never
};
Brute brute(int n, const Edges& edges, int k) {
  Brute b{n, k, std::vector<std::vector<int>>(n), {}};
  for (int v = 0; v < n; ++v) b.closed[v].push_back(v);
  for (auto [x, y] : edges)
    if (x != y) {
      b.closed[x].push_back(y);
      b.closed[y].push_back(x);
    }
  std::vector<std::vector<int>> tuples(1);
  for (int i = 0; i < k; ++i) {
    std::vector<std::vector<int>> next;
    for (const auto& t : tuples)
      for (int v = 0; v < n; ++v) {
        auto u = t;
        u.push_back(v);
        next.push_back(u);
      }
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
            for (int r2 : b.closed[r])
              if (before[to][r2] < 0) {
                caught = false;
                break;
              }
          }
          win = caught;
          int i = k - 1;
          while (i >= 0 && ++idx[i] == static_cast<int>(b.closed[t[i]].size())) {
            idx[i] = 0;
            --i;
          }
          if (i < 0) break;
        }
        if (win) {
          b.time[t][r] = round;
          changed = true;
        }
      }
    }
    if (!changed) break;
  }
  return b;
}

}  // namespace

TEST_CASE(
    "cop-number: the bitset solver agrees with a brute force from the rules on random small graphs (cop-win and "
    "capture times)",
    "[cop-number]") {
  std::mt19937_64 rng(9);
  for (int round = 0; round < 60; ++round) {
    const int n = 2 + static_cast<int>(rng() % 6);
    Edges e;
    for (int v = 1; v < n; ++v) e.emplace_back(v, static_cast<int>(rng() % v));  // connected
    const int extra = static_cast<int>(rng() % (n + 2));
    for (int i = 0; i < extra; ++i) {
      int a = rng() % n, c = rng() % n;
      if (a != c) e.emplace_back(a, c);
    }
    std::vector<std::vector<std::uint32_t>> nb(n);
    for (auto [a, c] : e) {
      nb[a].push_back(c);
      nb[c].push_back(a);
    }
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

namespace {

// The solver as it was before the cops moved one at a time (issue 27): rounds over bitsets of
// robber vertices per placement, each placement's catch the union of `lost` over its
// (d + 1)^k joint moves, every round recomputing `lost` from scratch; capture times as
// uint32. Placements ranked as CopsGame ranks them (its index_of / placement).
struct Reference {
  std::uint32_t n;
  int k;
  std::uint64_t P;
  std::vector<std::uint32_t> time;  // per placement and vertex; CopsGame::kNever
  std::uint32_t rounds = 0;
};
Reference reference(const std::vector<std::vector<std::uint32_t>>& nb, int k, const CopsGame& ranks) {
  const std::uint32_t n = static_cast<std::uint32_t>(nb.size());
  Reference ref{n, k, ranks.placement_count(), {}};
  std::vector<std::vector<std::uint32_t>> closed(n);
  for (std::uint32_t v = 0; v < n; ++v) {
    closed[v] = nb[v];
    closed[v].push_back(v);
    std::sort(closed[v].begin(), closed[v].end());
    closed[v].erase(std::unique(closed[v].begin(), closed[v].end()), closed[v].end());
  }
  const std::uint64_t P = ref.P;
  std::vector<std::vector<bool>> caught(P, std::vector<bool>(n)), lost(P, std::vector<bool>(n));
  ref.time.assign(P * n, CopsGame::kNever);
  for (std::uint64_t c = 0; c < P; ++c)
    for (std::uint32_t v : ranks.placement(c)) {
      caught[c][v] = true;
      ref.time[c * n + v] = 0;
    }
  for (std::uint32_t round = 1;; ++round) {
    ref.rounds = round;
    for (std::uint64_t c = 0; c < P; ++c) {
      const auto cops = ranks.placement(c);
      for (std::uint32_t r = 0; r < n; ++r) {
        bool all = true;
        for (std::uint32_t x : closed[r]) all = all && caught[c][x];
        lost[c][r] = all || std::find(cops.begin(), cops.end(), r) != cops.end();
      }
    }
    bool changed = false;
    for (std::uint64_t c = 0; c < P; ++c) {
      const auto cops = ranks.placement(c);
      std::vector<std::size_t> idx(k, 0);
      while (true) {
        std::vector<std::uint32_t> to(k);
        for (int i = 0; i < k; ++i) to[i] = closed[cops[i]][idx[i]];
        const std::uint64_t t = ranks.index_of(to);
        for (std::uint32_t r = 0; r < n; ++r)
          if (lost[t][r] && !caught[c][r]) {
            caught[c][r] = true;
            ref.time[c * n + r] = round;
            changed = true;
          }
        int i = k - 1;
        while (i >= 0 && ++idx[i] == closed[cops[i]].size()) {
          idx[i] = 0;
          --i;
        }
        if (i < 0) break;
      }
    }
    if (!changed) return ref;
  }
}

// A random connected graph on n vertices: a random tree and up to `extra` more edges.
std::vector<std::vector<std::uint32_t>> random_graph(std::mt19937_64& rng, int n, int extra) {
  std::vector<std::vector<std::uint32_t>> nb(n);
  auto edge = [&](int a, int c) {
    if (a != c) {
      nb[a].push_back(c);
      nb[c].push_back(a);
    }
  };
  for (int v = 1; v < n; ++v) edge(v, static_cast<int>(rng() % v));
  for (int i = 0; i < extra; ++i) edge(static_cast<int>(rng() % n), static_cast<int>(rng() % n));
  return nb;
}

}  // namespace

TEST_CASE(
    "cop-number: cops moving one at a time give the old round-by-round solver's capture times, position by position (k "
    "= 1..8, pull, push, by parts)",
    "[cop-number]") {
  std::mt19937_64 rng(27);
  int pushed = 0, games = 0;
  for (int round = 0; round < 200; ++round) {
    const int k = round < 120 ? 1 + round % 4 : 5 + round % 4;  // 5 to 8 cops on graphs of 2 to 6 (or 4) vertices
    const int n = k >= 5   ? 2 + static_cast<int>(rng() % (k == 5 ? 5 : 3))
                  : k == 4 ? 2 + static_cast<int>(rng() % 9)
                           : 2 + static_cast<int>(rng() % (k == 3 ? 14 : 30));
    const auto nb = random_graph(rng, n, static_cast<int>(rng() % (2 * n + 1)));
    CopsGame ranks(nb, k);
    const Reference ref = reference(nb, k, ranks);
    const CopsGame::Method methods[] = {CopsGame::Method::kAuto, CopsGame::Method::kPull, CopsGame::Method::kPush};
    for (int how = 0; how < 4; ++how) {
      INFO("n " << n << " k " << k << " how " << how);
      CopsGame game(nb, k);
      game.set_method(methods[how % 3]);
      game.start();
      if (how == 3) {
        while (!game.step_part(1 + rng() % 50)) {
        }
      }  // by parts: a slice or a few pushes at a time
      else
        while (!game.step()) {
        }
      ++games;
      pushed += game.pushed_rounds() > 0;
      CHECK(game.rounds() == ref.rounds);
      for (std::uint64_t c = 0; c < ref.P; ++c)
        for (std::uint32_t r = 0; r < static_cast<std::uint32_t>(n); ++r)
          REQUIRE(game.capture_time(c, r) == ref.time[c * n + r]);
      // The best placement and its rounds: the same as from the reference's times.
      CopsGame::Best b;
      for (std::uint64_t c = 0; c < ref.P; ++c) {
        std::uint32_t worst = 0;
        bool all = true;
        for (std::uint32_t r = 0; r < static_cast<std::uint32_t>(n); ++r)
          if (ref.time[c * n + r] == CopsGame::kNever)
            all = false;
          else
            worst = std::max(worst, ref.time[c * n + r]);
        if (all && (!b.win || worst < b.rounds)) {
          b.win = true;
          b.placement = c;
          b.rounds = worst;
        }
      }
      const CopsGame::Best mine = game.best();
      CHECK(mine.win == b.win);
      CHECK(mine.placement == b.placement);
      CHECK(mine.rounds == b.rounds);
    }
  }
  CHECK(pushed >= games / 3);  // kPush every third game, and kAuto pushes some late rounds
}

TEST_CASE(
    "cop-number: the page's step by parts keeps a round's work small and gives the whole rounds' times (cubic graph, 3 "
    "cops)",
    "[cop-number]") {
  // A 3-regular graph of 40 vertices (a cycle with chords i -- i + 20 ... made cubic: the
  // Möbius ladder), 3 cops: by parts of 2^12 ORs against whole rounds.
  const int n = 40;
  std::vector<std::vector<std::uint32_t>> nb(n);
  for (int i = 0; i < n; ++i) {
    nb[i].push_back((i + 1) % n);
    nb[i].push_back((i + n - 1) % n);
    nb[i].push_back((i + n / 2) % n);
  }
  CopsGame whole(nb, 3), parts(nb, 3);
  whole.solve();
  parts.start();
  int calls = 0;
  double last = 0;
  std::uint32_t round = 0;
  while (!parts.step_part(1 << 12)) {
    ++calls;
    const double f = parts.round_fraction();                 // 0 between rounds
    if (parts.rounds() == round && f > 0) CHECK(f >= last);  // progress within a round only grows
    CHECK(f <= 1);
    round = parts.rounds();
    last = f;
  }
  CHECK(calls > 2 * static_cast<int>(parts.rounds()));
  CHECK(parts.rounds() == whole.rounds());
  for (std::uint64_t c = 0; c < whole.placement_count(); ++c)
    for (std::uint32_t r = 0; r < static_cast<std::uint32_t>(n); ++r)
      REQUIRE(parts.capture_time(c, r) == whole.capture_time(c, r));
  CHECK(parts.best().placement == whole.best().placement);
}

TEST_CASE("cop-number: k cops win exactly where the design engine says so (two cops, the general solver)",
          "[cop-number][design]") {
  std::mt19937_64 rng(21);
  for (int round = 0; round < 25; ++round) {
    const int n = 3 + static_cast<int>(rng() % 6);
    Edges e;
    for (int v = 1; v < n; ++v) e.emplace_back(v, static_cast<int>(rng() % v));
    for (int i = 0; i < n; ++i) {
      int a = rng() % n, c = rng() % n;
      if (a != c) e.emplace_back(a, c);
    }
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
    for (auto [a, c] : e) {
      nb[a].push_back(c);
      nb[c].push_back(a);
    }
    CopsGame game(nb, 2);
    game.solve();
    for (std::uint32_t a = 0; a < static_cast<std::uint32_t>(n); ++a)
      for (std::uint32_t c = a; c < static_cast<std::uint32_t>(n); ++c)
        for (std::uint32_t r = 0; r < static_cast<std::uint32_t>(n); ++r) {
          DesignGame<>::State st;
          st.mover = 0;
          st.place[0] = a;
          st.place[1] = c;
          st.place[2] = r;
          g.canonical(st);
          const Position p = g.encode(st);
          const std::uint32_t t = game.capture_time(game.index_of({a, c}), r);
          CHECK((s.outcome[p] == Outcome::Win) == (t != CopsGame::kNever));
          if (t != CopsGame::kNever && t > 0) CHECK(s.depth[p] == 2u * t - 1);  // t cop moves: 2t - 1 plies
        }
  }
}

TEST_CASE(
    "cop-number: the question asked of every design engine — the kernel, the bit engine, the queue engine — has one "
    "answer",
    "[cop-number][design]") {
  // cop_number() writes k cops and a robber as a design and asks the engine for the cops' best
  // placement (design_best_placement): the cops-and-robbers kernel keeps it; the bit and queue
  // engines (WHOWINS_DESIGN_ENGINE) answer it from every position's value.
  std::mt19937_64 rng(77);
  int graphs = 0, two_or_more = 0;
  for (int round = 0; round < 30; ++round) {
    const int n = 2 + static_cast<int>(rng() % 6);
    Edges e;
    for (int v = 1; v < n; ++v) e.emplace_back(v, static_cast<int>(rng() % v));  // connected
    if (round % 5 == 4) e.pop_back();                                            // two pieces now and then
    const int extra = static_cast<int>(rng() % (n + 2));
    for (int i = 0; i < extra; ++i) {
      int a = rng() % n, c = rng() % n;
      if (a != c) e.emplace_back(a, c);
    }
    const std::string input = text_of(n, e);
    INFO(input);
    const CopNumber kernel = cop_number(input, 3);
    for (const char* engine : {"bits", "queue"}) {
      setenv("WHOWINS_DESIGN_ENGINE", engine, 1);
      const CopNumber other = cop_number(input, 3);
      unsetenv("WHOWINS_DESIGN_ENGINE");
      INFO(engine);
      CHECK(other.found == kernel.found);
      CHECK(other.cops == kernel.cops);
      CHECK(other.placement == kernel.placement);
      CHECK(other.capture_time == kernel.capture_time);
      CHECK(other.positions == kernel.positions);
    }
    ++graphs;
    two_or_more += kernel.found && kernel.cops >= 2;
  }
  CHECK(graphs == 30);
  CHECK(two_or_more >= 5);
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
  rejected({"cop-number", "--max-cops", "9"}, "2 1\n1 2\n", "--max-cops takes a number from 1 to 8");
  rejected({"cop-number", "--fast"}, "2 1\n1 2\n", "unknown option");
  rejected({"cop-number", "--max-cops"}, "2 1\n1 2\n", "--max-cops needs a number");
  rejected({"cop-number", "--stats", "--max-cops"}, "2 1\n1 2\n", "--max-cops needs a number");
  // The edge list is checked against the budget with what cop-number really holds per
  // vertex and edge (kCopNumberBytesPerVertex, kCopNumberBytesPerEdge): a header past it is
  // refused before anything is allocated.
  const std::uint64_t n = kMemoryBudgetBytes / kCopNumberBytesPerVertex + 1;
  rejected({"cop-number"}, std::to_string(n) + " " + std::to_string(n) + "\n", "past the memory budget");
}

namespace {
std::string cli_out(std::vector<std::string_view> args, const std::string& input) {
  auto r = fixtures::run(args, input);
  INFO(r.err);
  REQUIRE(r.status == 0);
  REQUIRE(r.err.empty());
  return r.out;
}
std::vector<std::string> lines_of(const std::string& s) {
  std::vector<std::string> v;
  for (std::size_t at = 0; at < s.size();) {
    const std::size_t end = s.find('\n', at);
    v.push_back(s.substr(at, end - at));
    at = end == std::string::npos ? s.size() : end + 1;
  }
  return v;
}
}  // namespace

TEST_CASE("cop-number: capture times widen from 1 to 2 to 4 bytes and keep every value", "[cop-number]") {
  CaptureTimes t;
  t.assign(1000);
  CHECK(t.width() == 1);
  CHECK(t.bytes() == 1000);
  CHECK(t.get(999) == CaptureTimes::kNever);
  for (std::uint64_t i = 0; i < 1000; i += 3) t.set(i, static_cast<std::uint32_t>(i % 255));
  t.widen();
  CHECK(t.width() == 2);
  CHECK(t.bytes() == 2000);
  CHECK(t.limit() == 65535u);
  for (std::uint64_t i = 0; i < 1000; ++i) REQUIRE(t.get(i) == (i % 3 ? CaptureTimes::kNever : i % 255));
  t.set(1, 300);
  t.set(2, 65534);
  t.widen();
  CHECK(t.width() == 4);
  t.set(4, 70000);
  for (std::uint64_t i = 5; i < 1000; ++i) REQUIRE(t.get(i) == (i % 3 ? CaptureTimes::kNever : i % 255));
  CHECK(t.get(0) == 0);
  CHECK(t.get(1) == 300);
  CHECK(t.get(2) == 65534);
  CHECK(t.get(3) == 3);
  CHECK(t.get(4) == 70000);
}

TEST_CASE(
    "cop-number: one cop on a path — the brute force's capture times on small paths, then exact past 254 rounds on 510 "
    "and 600 vertices",
    "[cop-number]") {
  // From the rules (the brute force) on paths of 2..12 vertices: the cop on c catches a robber
  // next to him at once, and any other when the cop reaches the end behind the robber, after
  // (n - 1) - c or c moves; the best placement is a middle vertex, in ceil((n - 1) / 2).
  auto on_path = [](int n, int c, int r) { return r == c ? 0 : r == c + 1 || r == c - 1 ? 1 : r > c ? n - 1 - c : c; };
  for (int n = 2; n <= 12; ++n) {
    const Brute b = brute(n, path(n), 1);
    int best = 1 << 30;
    for (int c = 0; c < n; ++c) {
      int worst = 0;
      for (int r = 0; r < n; ++r) {
        INFO("n " << n << " c " << c << " r " << r);
        REQUIRE(b.time.at({c})[r] == on_path(n, c, r));
        worst = std::max(worst, b.time.at({c})[r]);
      }
      best = std::min(best, worst);
    }
    CHECK(best == (n - 1 + 1) / 2);
  }
  for (int n : {510, 600}) {
    INFO("a path of " << n << " vertices");
    std::vector<std::vector<std::uint32_t>> nb(n);
    for (auto [a, c] : path(n)) {
      nb[a].push_back(c);
      nb[c].push_back(a);
    }
    CopsGame game(nb, 1);
    game.solve();
    CHECK(game.time_width() == 2);  // rounds past 254 widened the times
    for (int c = 0; c < n; ++c)
      for (int r = 0; r < n; ++r)
        REQUIRE(game.capture_time(game.index_of({std::uint32_t(c)}), r) == std::uint32_t(on_path(n, c, r)));
    // The command line: one cop, on a middle vertex (1-based), in ceil((n - 1) / 2) rounds.
    const auto out = lines_of(cli_out({"cop-number", "--max-cops", "1", "--stats"}, text_of(n, path(n))));
    REQUIRE(out.size() == 4);
    CHECK(out[0] == "1");
    const int t = n / 2;  // ceil((n - 1) / 2)
    const int middle = std::stoi(out[1].substr(std::string("placement ").size()));
    CHECK(std::max(middle - 1, n - middle) == t);
    CHECK(out[2] == "capture-time " + std::to_string(t));
    CHECK(out[3] == "positions " + std::to_string(2ull * n * n));
  }
}

TEST_CASE("cop-number: the budget counts what a game allocates, and a widening past it stops the game",
          "[cop-number]") {
  const int n = 300;
  std::vector<std::vector<std::uint32_t>> nb(n);
  for (auto [a, c] : path(n)) {
    nb[a].push_back(c);
    nb[c].push_back(a);
  }
  const std::uint64_t one_byte = CopsGame::bytes(n, 2 * (n - 1), 1);
  {
    CopsGame game(nb, 1);
    game.start();
    CHECK(game.bytes() == one_byte);
    game.set_budget(one_byte + std::uint64_t{n} * n - 1);  // one byte short of the widened times
    bool stopped = false;
    try {
      while (!game.step()) {
      }
    } catch (const CopsGame::PastBudget& e) {
      stopped = true;
      CHECK(e.bytes == one_byte + std::uint64_t{n} * n);
    }
    CHECK(stopped);
    CHECK(game.rounds() == 255);
  }
  CopsGame game(nb, 1);
  game.set_budget(one_byte + std::uint64_t{n} * n);
  game.solve();
  CHECK(game.best().rounds == 150);
  // Per placement three bitsets of n bits, two bits, and a byte per vertex (64 vertices, 2
  // cops: 2080 placements); the graph: N[v] in CSR and as bitsets; the rank tables (k × (n + 1)
  // and k + 1 words); a slice's states (level 1: one bitset per vertex); three bitsets of scratch;
  // a rank per vertex (pull_block's ranks of the moves, at most n).
  CHECK(CopsGame::bytes(64, 0, 2) == 65 * 4 + 64 * 4 + 64 * 8 + 2 * 65 * 8 + 3 * 8 +
                                         std::uint64_t{2080} * (8 * 3 + 64) + 2 * ((2080 + 63) / 64 * 8) + 64 * 8 +
                                         3 * 8 + 64 * 8);
}

TEST_CASE("cop-number: the CLI's count in pieces — each piece alone, smallest first, its cops in the input's numbers",
          "[cop-number][cli]") {
  // A 5-cycle (vertices 1..5) and a path of 3 (6..8): the path is asked first, of 1 cop (2 × 3 × 3 = 18 positions:
  // the cop on its middle vertex, 7, catches any robber in a round); then the cycle, of 1 cop (2 × 5 × 5 = 50, he
  // loses) and 2 (2 × C(6, 2) × 5 = 150: the first best placement in index order, 1 and 3, next to every other vertex,
  // so a round). c(G) = 1 + 2; the placements together, sorted; the slowest piece's rounds; every game's positions.
  Edges e = cycle(5);
  for (auto [a, b] : path(3)) e.emplace_back(a + 5, b + 5);
  // The cycle asked of 2 cops keeps one placement per orbit of its 10 automorphisms: 3 of its 15 (the cops' distance),
  // besides the 3 + 5 of the games of one cop.
  CHECK(cli_out({"cop-number", "--stats"}, text_of(8, e)) ==
        "3\nplacement 1 3 7\ncapture-time 1\npositions 218\nautomorphisms 10\nplacements-stored 11 of 23\n");
  // The same graph numbered the other way round: the path 1..3 (its middle 2), the cycle 4..8 (4 and 6).
  Edges turned = path(3);
  for (auto [a, b] : cycle(5)) turned.emplace_back(a + 3, b + 3);
  CHECK(cli_out({"cop-number", "--stats", "--no-symmetry"}, text_of(8, turned)) ==
        "3\nplacement 2 4 6\ncapture-time 1\npositions 218\n");
  // With 2 cops at most: the path takes one, the cycle's one loses, and 1 + 2 > 2 ends the count.
  CHECK(cli_out({"cop-number", "--max-cops", "2", "--stats"}, text_of(8, e)) == ">2\npositions 68\n");
  // The session the CLI opens from this text says the same, and keeps the placement for a front end.
  const auto session = fixtures::solved_session("cop-number", text_of(8, e));
  const auto* cops = dynamic_cast<const CopNumberSolve*>(session.get());
  REQUIRE(cops != nullptr);
  CHECK(cops->verdict() == "3");
  CHECK(cops->cops() == 3);
  CHECK(cops->best_placement() == std::vector<std::uint32_t>{0, 2, 6});
  CHECK(cops->capture_time() == 1);
  CHECK(cops->positions() == 218);
  CHECK(cops->capture_map({0, 2, 6}).empty());  // the count keeps no game to map
}

namespace {
// A refusal line: `says`, then "; about B of memory (--memory NG)" with B the game's bytes (and
// the graph's, a few MB) in words and N the whole GiB above it.
void refused(const std::string& line, const std::string& says, std::uint64_t game_bytes) {
  INFO(line);
  REQUIRE(line.substr(0, says.size() + 8) == says + "; about ");
  std::size_t used = 0;
  const double amount = std::stod(line.substr(says.size() + 8), &used);
  const std::string unit = line.substr(says.size() + 8 + used, 3);
  REQUIRE((unit == " MB" || unit == " GB"));
  const double said = amount * (unit == " GB" ? 1e9 : 1e6);
  CHECK(said >= 0.97 * static_cast<double>(game_bytes) - 1e6);  // (MB rounded to whole ones)
  CHECK(said <= 1.05 * static_cast<double>(game_bytes) + 2e6);
  const std::uint64_t gib = std::uint64_t{1} << 30;
  CHECK_THAT(line, Contains(" of memory (--memory "));
  const std::size_t at = line.find("(--memory ") + 10;
  const std::uint64_t asked = std::stoull(line.substr(at));
  CHECK(asked * gib >= game_bytes);
  CHECK(asked * gib < game_bytes + gib + (std::uint64_t{64} << 20));
}
}  // namespace

TEST_CASE("cop-number: more pieces than K is >K at once, with nothing built (ten million isolated vertices)",
          "[cop-number]") {
  CHECK(cli_out({"cop-number"}, "10000000 0\n") == ">3\n");
  CHECK(cli_out({"cop-number", "--max-cops", "4", "--stats"}, "10000000 0\n") == ">4\npositions 0\n");
  CHECK(cli_out({"cop-number"}, "3000000000 0\n") == ">3\n");  // past the budget for anything but the count
  // Bad edges are still bad input.
  auto r = fixtures::run({"cop-number"}, "10000000 1\n1 10000001\n");
  CHECK(r.status == 2);
  CHECK_THAT(r.err, Contains("line 2"));
  CHECK(cli_out({"cop-number", "--max-cops", "4"}, "4 0\n") == "4\n");
  CHECK(cli_out({"cop-number", "--max-cops", "4"}, "5 0\n") == ">4\n");
  // Four cycles of 100,000 vertices: as many edges as vertices, so only the union-find sees
  // four pieces; with three cops that is >3 without a game (one cop on a piece would need
  // 2 × 10^10 positions, past the budget, and say so).
  const int c = 100000;
  Edges e;
  for (int i = 0; i < 4; ++i)
    for (auto [a, b] : cycle(c, i * c)) e.emplace_back(a, b);
  CHECK(cli_out({"cop-number"}, text_of(4 * c, e)) == ">3\n");
  // Three of them: each piece needs a cop (c(G) > 2), and the first game says why no more is known.
  e.resize(3 * c);
  refused(cli_out({"cop-number"}, text_of(3 * c, e)),
          ">2; 1 cop on a piece of 100000 vertices needs " + std::to_string(2ull * c * c) +
              " positions, past the memory budget of 3 GiB",
          CopsGame::bytes(c, 2 * c, 1, /*times=*/false));
}

TEST_CASE("cop-number: k = 1, 2, … in turn — a graph too big for three cops still gets its answer when fewer suffice",
          "[cop-number]") {
  // A random 2,000-vertex tree: one cop (trees are cop-win); 3 cops would need ~5 × 10^12
  // positions.
  std::mt19937_64 rng(26);
  const int n = 2000;
  Edges tree;
  for (int v = 1; v < n; ++v) tree.emplace_back(v, static_cast<int>(rng() % v));
  CHECK(cli_out({"cop-number"}, text_of(n, tree)) == "1\n");
  CHECK(cli_out({"cop-number", "--max-cops", "4"}, text_of(n, tree)) == "1\n");
  // A cycle of 5,000: one cop loses (cycles need two), and two would pass the budget (3 bits a
  // state: 12,502,500 placements × 3 × 79 words): the line says c(G) > 1, why it stops
  // (positions: 2 × C(5001, 2) × 5000) and the memory it would need.
  const int m = 5000;
  const std::uint64_t two = 2ull * (5001ull * 5000 / 2) * 5000;
  const auto out = lines_of(cli_out({"cop-number", "--stats"}, text_of(m, cycle(m))));
  REQUIRE(out.size() == 2);
  refused(out[0], ">1; 2 cops need " + std::to_string(two) + " positions, past the memory budget of 3 GiB",
          CopsGame::bytes(m, 2 * m, 2, /*times=*/false));
  CHECK(out[1] == "positions " + std::to_string(2ull * m * m));
  CHECK(cli_out({"cop-number", "--max-cops", "1"}, text_of(m, cycle(m))) == ">1\n");
  // In pieces, the lower bounds add up: C4 (2 cops) and the 5,000-cycle (at least 2).
  Edges both = cycle(4);
  for (auto [a, b] : cycle(m, 4)) both.emplace_back(a, b);
  CHECK(cli_out({"cop-number"}, text_of(m + 4, both)) == ">3\n");
  const std::string line = cli_out({"cop-number", "--max-cops", "4"}, text_of(m + 4, both));
  refused(line.substr(0, line.size() - 1),
          ">3; 2 cops on a piece of 5000 vertices need " + std::to_string(two) +
              " positions, past the memory budget of 3 GiB",
          CopsGame::bytes(m, 2 * m, 2, /*times=*/false));
}

TEST_CASE(
    "cop-number: the Robertson graph needs 4 cops — the CLI with --max-cops 4, and the registry's cop-number session "
    "asking k = 1, 2, … with no ceiling but the kernel's",
    "[cop-number][session]") {
  const Edges e = robertson();
  // The fixture is the (4, 5)-cage: 38 distinct edges, every vertex of degree 4, no cycle
  // shorter than 5 (no triangle: no two neighbours adjacent; no 4-cycle: two vertices share at
  // most one neighbour).
  std::set<std::pair<int, int>> edges;
  std::vector<std::set<int>> adj(19);
  for (auto [a, b] : e) {
    edges.insert({std::min(a, b), std::max(a, b)});
    adj[a].insert(b), adj[b].insert(a);
  }
  CHECK(edges.size() == 38);
  for (int v = 0; v < 19; ++v) {
    CHECK(adj[v].size() == 4);
    for (int w = v + 1; w < 19; ++w) {
      int common = 0;
      for (int x : adj[v]) common += adj[w].count(x) ? 1 : 0;
      CHECK(common <= (adj[v].count(w) ? 0 : 1));
    }
  }
  // Girth 5 and minimum degree 4: at least 4 cops (Aigner and Fromme 1984: c(G) >= δ(G) at
  // girth >= 5); the solver finds that 4 suffice.
  CHECK(cop_number_of(19, e, 4) == "4");
  CHECK(cop_number_of(19, e) == ">3");  // the CLI's default is still 3 cops
  // The page's path: the registry's entry, its session kind, open_session, no max_cops given.
  const GameEntry* entry = find_game("cop-number");
  REQUIRE(entry != nullptr);
  CHECK(entry->session == SessionKind::kCops);
  CHECK(session_kind_name(entry->session) == "cops");
  SessionInput in;
  in.n = 19;
  for (auto [a, b] : e) in.from.push_back(a), in.to.push_back(b);
  in.max_positions = 600000000;  // web/solver/worker-core.js's PAGE_LIMITS.cops
  auto session = open_session(entry->id, std::move(in));
  REQUIRE(session->error().empty());
  CHECK(session->game() == "cop-number");
  while (!session->advance(1)) {
  }
  REQUIRE(session->error().empty());
  // The cop number's own questions: the session of a kCops entry is a CopNumberSolve.
  const auto* cops = dynamic_cast<const CopNumberSolve*>(session.get());
  REQUIRE(cops != nullptr);
  CHECK(cops->verdict() == "4");
  CHECK(cops->cops() == 4);
  CHECK(cops->cops_tried() == 4);
  const auto placement = cops->best_placement();
  REQUIRE(placement.size() == 4);
  const auto map = cops->capture_map(placement);
  REQUIRE(map.size() == 19);
  CHECK(*std::max_element(map.begin(), map.end()) == cops->capture_time());
  // Asked with 3 at most, the session says what the CLI says by default.
  SessionInput three;
  three.n = 19, three.max_cops = 3;
  for (auto [a, b] : e) three.from.push_back(a), three.to.push_back(b);
  auto capped = open_session("cop-number", std::move(three));
  while (!capped->advance(1)) {
  }
  CHECK(dynamic_cast<const CopNumberSolve&>(*capped).verdict() == ">3");
}

TEST_CASE(
    "cop-number: its registry entry has no map to export and no puzzles — the page's export and the CLI say so alike",
    "[cop-number][cli]") {
  const std::string text = text_of(5, cycle(5));
  for (const bool dot : {false, true}) {
    const std::string option = dot ? "--dot" : "--json";
    const auto cli = fixtures::run({"cop-number", option}, text);
    CHECK(cli.status == 2);
    const TextResult page = dot ? cli_dot("cop-number", text, false, 100) : cli_json("cop-number", text, false, 100);
    CHECK(page.text.empty());
    CHECK(cli.err == "whowins cop-number: " + page.error + "\n");
  }
  const auto puzzles = fixtures::run({"puzzles", "cop-number"}, text);
  CHECK(puzzles.status == 2);
  CHECK_THAT(puzzles.err, Contains("cop-number has no puzzles: its answer is a number of cops"));
  CHECK(cli_out({"cop-number"}, text) == "2\n");
}

TEST_CASE(
    "cop-number: the page's CopNumberSolve — k = pieces, … in turn, the budget's line, and capture maps past 254 "
    "rounds",
    "[cop-number]") {
  auto solve = [](std::uint32_t n, const Edges& e, int max_cops, std::uint64_t max_positions) {
    std::vector<std::uint32_t> from, to;
    for (auto [a, b] : e) {
      from.push_back(a);
      to.push_back(b);
    }
    auto s = std::make_unique<CopNumberSolve>(n, from, to, max_cops, max_positions);
    REQUIRE(s->error().empty());
    while (!s->advance()) {
    }
    REQUIRE(s->error().empty());
    return s;
  };
  const std::uint64_t page = 600000000;  // web/solver/worker-core.js's PAGE_LIMITS.cops
  // A path of 510: one cop on a middle vertex, 255 rounds; the map of a cop on an end
  // vertex says 509 at the far end, and the map's times are the brute force's (see above).
  auto s = solve(510, path(510), 3, page);
  CHECK(s->verdict() == "1");
  CHECK(s->capture_time() == 255);
  const auto best = s->best_placement();
  REQUIRE(best.size() == 1);
  const auto map = s->capture_map(best);
  REQUIRE(map.size() == 510);
  CHECK(*std::max_element(map.begin(), map.end()) == 255);
  const auto end_map = s->capture_map({0});
  CHECK(end_map[509] == 509);
  CHECK(end_map[1] == 1);
  CHECK(end_map[0] == 0);
  // A 2,000-vertex tree: 1 (three cops would be past the page's budget).
  std::mt19937_64 rng(26);
  Edges tree;
  for (int v = 1; v < 2000; ++v) tree.emplace_back(v, static_cast<int>(rng() % v));
  CHECK(solve(2000, tree, 3, page)->verdict() == "1");
  // A cycle of 1,000: one cop loses; two would need 2 × C(1001, 2) × 1000 positions.
  auto c = solve(1000, cycle(1000), 3, page);
  CHECK(c->cops() == 0);
  // ... and the memory the game of 2 cops would hold (CopsGame::bytes: 2,000 arcs; under 1 GB: in MB).
  const std::uint64_t bytes = CopsGame::bytes(1000, 2000, 2);
  REQUIRE(bytes > 100000000);
  REQUIRE(bytes < 1000000000);
  char memory[40];
  std::snprintf(memory, sizeof memory, "%.0f MB", static_cast<double>(bytes) / 1e6);
  // ... and what the command line's count would hold (no capture times: 3 bits a state, and the graph).
  const std::uint64_t command_line = CopsGame::bytes(1000, 2000, 2, /*times=*/false) + (1001 + 2000) * 4;
  char command_line_memory[40];
  std::snprintf(command_line_memory, sizeof command_line_memory, "%.0f MB", static_cast<double>(command_line) / 1e6);
  CHECK(c->verdict() == ">1; 2 cops need " + std::to_string(2ull * (1001 * 1000 / 2) * 1000) +
                            " positions, past the memory budget of the page (600000000 positions); about " + memory +
                            " of memory (the command line's count: about " + command_line_memory + ")");
  CHECK(c->capture_map({0}).empty());
  // More pieces than cops: at once; pieces count from the start (C4 + P3: 3 cops, two solves).
  CHECK(solve(5, {}, 3, page)->verdict() == ">3; 5 pieces, each needs its own cop");
  Edges e = cycle(4);
  for (auto [a, b] : path(3)) e.emplace_back(a + 4, b + 4);
  auto two = solve(7, e, 3, page);
  CHECK(two->verdict() == "3");
  CHECK(two->best_placement().size() == 3);
  CHECK(solve(7, e, 2, page)->verdict() == ">2");
  CHECK(solve(10, kPetersen, 2, page)->verdict() == ">2");
}

using generators::adjacency;

TEST_CASE("cop-number: a pulling round's stepped ranks equal the placements' ranks (rank_with, rank_step)",
          "[cop-number]") {
  // rank_with(M, m, x) is index_of(M + x) in the game of m + 1 cops; stepping M_0 to M_0 + 1
  // (below M_1) adds rank_step(M_0, x). Random multisets, every x, on 1 to 8 cops.
  std::mt19937_64 rng(42);
  int steps = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const int k = 2 + trial % 7;  // M has m = k - 1 vertices
    const std::uint32_t n = 2 + static_cast<std::uint32_t>(rng() % 40);
    const std::vector<std::vector<std::uint32_t>> empty(n);
    const CopsGame game(empty, k);
    const int m = k - 1;
    std::vector<std::uint32_t> M(m);
    for (auto& v : M) v = static_cast<std::uint32_t>(rng() % n);
    std::sort(M.begin(), M.end());
    for (std::uint32_t x = 0; x < n; ++x) {
      std::vector<std::uint32_t> with = M;
      with.push_back(x);
      const std::uint64_t r = game.rank_with(M.data(), m, x);
      INFO("n " << n << " k " << k << " x " << x);
      REQUIRE(r == game.index_of(with));
      REQUIRE(game.placement(r) == (std::sort(with.begin(), with.end()), with));
      const std::uint32_t top = m >= 2 ? M[1] : n - 1;
      if (M[0] < top) {
        std::vector<std::uint32_t> next = M;
        ++next[0];
        REQUIRE(game.rank_with(next.data(), m, x) == r + CopsGame::rank_step(M[0], x));
        ++steps;
      }
    }
  }
  CHECK(steps > 1000);
}

TEST_CASE("cop-number: past 256 vertices (bitsets of any width) pulling and pushing give the same capture times",
          "[cop-number]") {
  // Two cops on a random cubic graph of 300 vertices (5 words a bitset: the code for any width),
  // solved pulling every round and pushing every round: every capture time equal.
  const auto g = generators::cubic(300, 3);
  CopsGame pulled(g, 2), pushed(g, 2);
  pulled.set_method(CopsGame::Method::kPull);
  pushed.set_method(CopsGame::Method::kPush);
  pulled.solve();
  pushed.solve();
  REQUIRE(pulled.rounds() == pushed.rounds());
  CHECK(pulled.rounds() > 3);
  std::uint64_t caught = 0;
  for (std::uint64_t c = 0; c < pulled.placement_count(); ++c)
    for (std::uint32_t r = 0; r < 300; ++r) {
      const std::uint32_t t = pulled.capture_time(c, r);
      if (t != pushed.capture_time(c, r)) FAIL("placement " << c << " robber " << r);
      caught += t != CopsGame::kNever && t > 0;
    }
  CHECK(caught > 100000);  // many captures after a move, not only robbers standing on a cop
}

TEST_CASE("cop-number: without capture times (3 bits a state) the same c, placement and capture time as with them",
          "[cop-number]") {
  // Every graph the tests above ask, and random cubic graphs; k = 1 .. 3 cops (4 on the small
  // ones), solved with a byte of capture time per state and without, on 1 and 2 threads.
  std::vector<std::pair<int, Edges>> graphs = {{6, path(6)},
                                               {6, complete(6)},
                                               {4, cycle(4)},
                                               {9, cycle(9)},
                                               {16, grid(4, 4)},
                                               {8, hypercube(3)},
                                               {16, hypercube(4)},
                                               {10, kPetersen},
                                               {20, dodecahedron()},
                                               {14, heawood()},
                                               {25, torus(5, 5)},
                                               {19, robertson()},
                                               {14, generators::projective_plane_incidence(2)}};
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    const auto g = generators::cubic(20 + 4 * static_cast<std::uint32_t>(seed), seed);
    Edges e;
    for (std::uint32_t v = 0; v < g.size(); ++v)
      for (std::uint32_t w : g[v])
        if (v < w) e.emplace_back(static_cast<int>(v), static_cast<int>(w));
    graphs.emplace_back(static_cast<int>(g.size()), e);
  }
  int wins = 0;
  for (const auto& [n, e] : graphs) {
    const auto nb = adjacency(n, e);
    for (int k = 1; k <= (n <= 16 ? 4 : 3); ++k) {
      CopsGame with(nb, k);
      with.solve();
      const CopsGame::Best expected = with.best();
      for (int lanes : {1, 2}) {
        const int before = threads();
        set_threads(lanes);
        CopsGame without(nb, k);
        without.set_times(false);
        without.solve();
        set_threads(before);
        const CopsGame::Best got = without.best();
        INFO("n " << n << ", " << k << " cops, " << lanes << " threads");
        CHECK(got.win == expected.win);
        CHECK(got.placement == expected.placement);
        CHECK(got.rounds == expected.rounds);
        CHECK(without.rounds() == with.rounds());
        CHECK(without.time_width() == 1);
      }
      wins += expected.win;
    }
  }
  CHECK(wins > 20);  // the answers compared include many wins, not only losses
  // Without the times a game holds 3 bits a state (whole words per placement), with them 11.
  CHECK(CopsGame::bits_per_state(64, false) == 3);
  CHECK(CopsGame::bits_per_state(64, true) == 11);
  CHECK(CopsGame::bytes(200, 600, 4, true) - CopsGame::bytes(200, 600, 4, false) ==
        CopsGame::positions(200, 4) / 2);  // a byte per (placement, robber vertex)
}

TEST_CASE("cop-number: the incidence graphs of PG(2, q) need q + 1 cops (Meyniel's extremal family)", "[cop-number]") {
  for (int q : {2, 3, 4}) {
    const Edges e = generators::projective_plane_incidence(q);
    const int n = 2 * (q * q + q + 1);
    REQUIRE(e.size() == static_cast<std::size_t>((q + 1) * (q * q + q + 1)));
    const auto out = lines_of(cli_out({"cop-number", "--max-cops", "8", "--stats", "--threads", "2"}, text_of(n, e)));
    INFO("PG(2, " << q << ")");
    CHECK(out[0] == std::to_string(q + 1));
    // The placement the CLI found catches everywhere: the game with capture times agrees.
    std::vector<std::uint32_t> placement;
    for (std::size_t at = std::string("placement ").size(); at < out[1].size();) {
      std::size_t end = out[1].find(' ', at);
      if (end == std::string::npos) end = out[1].size();
      placement.push_back(static_cast<std::uint32_t>(std::stoul(out[1].substr(at, end - at)) - 1));
      at = end + 1;
    }
    REQUIRE(placement.size() == static_cast<std::size_t>(q + 1));
    if (q <= 3) {
      CopsGame with(adjacency(n, e), q + 1);
      with.solve();
      const CopsGame::Best b = with.best();
      CHECK(with.placement(b.placement) == placement);
      CHECK(out[2] == "capture-time " + std::to_string(b.rounds));
    }
    CHECK(cop_number_of(n, e, q) == ">" + std::to_string(q));
  }
}

TEST_CASE("cop-number: --memory raises the budget; every refusal says the memory it needs", "[cop-number][cli]") {
  auto rejected = [](std::vector<std::string_view> args, const std::string& says) {
    auto r = fixtures::run(args, "2 1\n1 2\n");
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK_THAT(r.err, Contains(says));
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  };
  rejected({"cop-number", "--memory"}, "--memory needs a size");
  rejected({"cop-number", "--memory", "12X"}, "--memory takes a size, as 512M or 12G, not '12X'");
  rejected({"cop-number", "--memory", "G"}, "not 'G'");
  rejected({"cop-number", "--memory", "-1G"}, "not '-1G'");
  rejected({"cop-number", "--memory", "512K"}, "less than 1M");
  rejected({"cop-number", "--memory", "99999999999T"}, "too large");
  rejected({"cop-number", "--memory", "1.5G"}, "not '1.5G'");
  rejected({"generic", "--memory", "1G"}, "unknown option '--memory'");
  std::uint64_t bytes = 0;
  std::string why;
  CHECK((parse_memory_size("12G", bytes, why) && bytes == (std::uint64_t{12} << 30)));
  CHECK((parse_memory_size("512m", bytes, why) && bytes == (std::uint64_t{512} << 20)));
  CHECK((parse_memory_size("2GiB", bytes, why) && bytes == (std::uint64_t{2} << 30)));
  CHECK((parse_memory_size("1048576", bytes, why) && bytes == (std::uint64_t{1} << 20)));
  CHECK(budget_text(std::uint64_t{3} << 30) == "3 GiB");
  CHECK(budget_text(std::uint64_t{1536} << 20) == "1536 MiB");
  // The 10 × 10 torus (c = 3) with 3 cops needs about 8 MB: refused within 1M with what it
  // needs, then answered with the --memory the refusal names; 2 cops fit in 1M (>2 proved).
  const std::string torus_text = text_of(100, torus(10, 10));
  // (Without symmetry: with it, one placement per orbit of the torus's 800 automorphisms fits in 1M.)
  CHECK(cli_out({"cop-number", "--memory", "1M"}, torus_text) == "3\n");
  const std::string line = cli_out({"cop-number", "--memory", "1M", "--no-symmetry"}, torus_text);
  refused(line.substr(0, line.size() - 1),
          ">2; 3 cops need " + CopsGame::positions_text(100, 3) + " positions, past the memory budget of 1 MiB",
          CopsGame::bytes(100, 400, 3, /*times=*/false));
  const std::size_t at = line.find("(--memory ");
  REQUIRE(at != std::string::npos);
  const std::string size = line.substr(at + 10, line.find(')', at) - at - 10);
  CHECK(cli_out({"cop-number", "--memory", size}, torus_text) == "3\n");
  CHECK(cli_out({"cop-number", "--memory", "9M"}, torus_text) == "3\n");
  // The default budget's refusal says it too.
  const auto big = generators::cubic(200, 5);
  Edges e;
  for (std::uint32_t v = 0; v < big.size(); ++v)
    for (std::uint32_t w : big[v])
      if (v < w) e.emplace_back(static_cast<int>(v), static_cast<int>(w));
  const std::string refusal = cli_out({"cop-number", "--max-cops", "4", "--threads", "2"}, text_of(200, e));
  INFO(refusal);
  CHECK_THAT(refusal, Contains(">3; 4 cops need " + CopsGame::positions_text(200, 4) +
                               " positions, past the memory "
                               "budget of 3 GiB; about "));
  CHECK_THAT(refusal, Contains(" of memory (--memory "));
}
