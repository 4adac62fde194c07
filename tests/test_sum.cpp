// Tests of `sum` (docs/rules.md#sums): γ against every function that meets Smith's definition, sums of
// up to 3 tokens against the generic engine on the product graph, fixed cases, the session, the CLI, and
// its puzzles (`whowins puzzles sum`, the pack web/puzzles/packs/sum.json) against the product graph.
#include <catch2/catch.hpp>
#include <algorithm>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <tuple>
#include "core/loopy_grundy.hpp"
#include "fixtures.hpp"
#include "games/sum.hpp"
#include "json_lite.hpp"
#include "session/sum_solve.hpp"
#include "wasm/cli_json.hpp"

using namespace whowins;
using fixtures::run;

namespace {

constexpr std::uint32_t kInf = LoopyNimValues::kInfinite;
using Successors = std::vector<std::vector<std::uint32_t>>;  // 0-based, distinct, ascending

// γ by the solver under test, from 1-based edges.
struct Solved {
  CsrGraph graph;
  LoopyNimValues values;
};
Solved solve(std::uint32_t n, const fixtures::Edges& edges, std::uint64_t budget = UINT64_MAX) {
  Solved s{fixtures::make_graph(n, edges), {}};
  LoopyGrundySolver solver(s.graph);
  while (!solver.advance(budget)) {
  }
  s.values = solver.take();
  return s;
}

// A random graph with cycles, self-loops, sinks and isolated vertices: random edges among the first
// vertices, none out of the last ones (sinks, some isolated), a self-loop now and then.
fixtures::Edges random_loopy_edges(std::mt19937_64& rng, std::uint32_t n) {
  fixtures::Edges edges;
  const std::uint32_t sinks = static_cast<std::uint32_t>(rng() % 3), movers = n > sinks ? n - sinks : 1;
  const std::uint32_t m = static_cast<std::uint32_t>(rng() % (2 * n + 2));
  for (std::uint32_t i = 0; i < m; ++i) {
    const std::uint32_t a = 1 + static_cast<std::uint32_t>(rng() % movers);
    const std::uint32_t b = rng() % 8 == 0 ? a : 1 + static_cast<std::uint32_t>(rng() % n);
    edges.emplace_back(a, b);
  }
  return edges;
}

Successors successors_of(std::uint32_t n, const fixtures::Edges& edges) {
  Successors succ = fixtures::distinct_successors(n, edges);
  for (auto& row : succ) std::sort(row.begin(), row.end());
  return succ;
}

// Smith's definition, read literally, for a candidate γ (kInf for ∞) on a graph:
// A. a finite γ(u) is the mex of the finite values of u's options;
// B. there is a counter function c on the finite vertices such that every option v of u with
//    γ(v) > γ(u) (∞ counts as larger) has an option w with γ(w) = γ(u) and c(w) < c(u) — such a c
//    exists exactly when repeatedly taking in every finite u whose larger options all have such a w
//    already taken in takes in every finite vertex (c = the round it is taken in);
// C. an ∞ vertex u has an ∞ option v whose K (the finite values of v's options) lacks mex(u).
bool meets_smith_definition(const Successors& succ, const std::vector<std::uint32_t>& gamma) {
  const std::uint32_t n = static_cast<std::uint32_t>(succ.size());
  const auto mex_of = [&](std::uint32_t u) {
    std::set<std::uint32_t> seen;
    for (std::uint32_t v : succ[u])
      if (gamma[v] != kInf) seen.insert(gamma[v]);
    std::uint32_t m = 0;
    while (seen.count(m)) ++m;
    return m;
  };
  const auto has_option_valued = [&](std::uint32_t v, std::uint32_t a) {
    for (std::uint32_t w : succ[v])
      if (gamma[w] == a) return true;
    return false;
  };
  for (std::uint32_t u = 0; u < n; ++u)
    if (gamma[u] != kInf && gamma[u] != mex_of(u)) return false;  // A
  std::vector<char> taken(n, 0);
  for (bool grew = true; grew;) {
    grew = false;
    for (std::uint32_t u = 0; u < n; ++u) {
      if (gamma[u] == kInf || taken[u]) continue;
      bool reversible = true;
      for (std::uint32_t v : succ[u]) {
        if (gamma[v] != kInf && gamma[v] <= gamma[u]) continue;
        bool found = false;
        for (std::uint32_t w : succ[v]) found |= taken[w] && gamma[w] == gamma[u];
        reversible &= found;
      }
      if (reversible) taken[u] = 1, grew = true;
    }
  }
  for (std::uint32_t u = 0; u < n; ++u)
    if (gamma[u] != kInf && !taken[u]) return false;  // B
  for (std::uint32_t u = 0; u < n; ++u) {
    if (gamma[u] != kInf) continue;
    const std::uint32_t m = mex_of(u);
    bool held = false;
    for (std::uint32_t v : succ[u]) held |= gamma[v] == kInf && !has_option_valued(v, m);
    if (!held) return false;  // C
  }
  return true;
}

// Every function γ that meets the definition, by trying all of them (each vertex 0 … out-degree, or ∞).
std::vector<std::vector<std::uint32_t>> all_smith_functions(const Successors& succ) {
  const std::uint32_t n = static_cast<std::uint32_t>(succ.size());
  std::vector<std::vector<std::uint32_t>> found;
  std::vector<std::uint32_t> gamma(n, 0);
  std::function<void(std::uint32_t)> assign = [&](std::uint32_t v) {
    if (v == n) {
      if (meets_smith_definition(succ, gamma)) found.push_back(gamma);
      return;
    }
    for (std::uint32_t a = 0; a <= succ[v].size(); ++a) gamma[v] = a, assign(v + 1);
    gamma[v] = kInf, assign(v + 1);
  };
  assign(0);
  return found;
}

// The outcome of one position of the product graph: tokens at vertices, ordered, as a number in base n.
std::uint32_t encode(const std::vector<std::uint32_t>& at, std::uint32_t n) {
  std::uint32_t p = 0;
  for (std::size_t i = at.size(); i-- > 0;) p = p * n + at[i];
  return p;
}
std::vector<std::uint32_t> decode(std::uint32_t p, std::uint32_t n, std::uint32_t k) {
  std::vector<std::uint32_t> at(k);
  for (std::uint32_t i = 0; i < k; ++i) at[i] = p % n, p /= n;
  return at;
}

// The sum of k tokens solved as one token on the product graph (position: the tokens' vertices; a move:
// one token along an edge) by the generic engine (GraphSolve, the `generic` game): outcome per position
// (0 D, 1 W, 2 L).
struct ProductSolve {
  std::vector<std::uint8_t> outcome;  // 0 D, 1 W, 2 L
  std::vector<std::uint32_t> depth;   // Session::kNone for a draw
};
ProductSolve product_solve(const Successors& succ, std::uint32_t k) {
  const std::uint32_t n = static_cast<std::uint32_t>(succ.size());
  std::uint32_t count = 1;
  for (std::uint32_t i = 0; i < k; ++i) count *= n;
  SessionInput in;
  in.n = count;
  for (std::uint32_t p = 0; p < count; ++p) {
    std::vector<std::uint32_t> at = decode(p, n, k);
    for (std::uint32_t i = 0; i < k; ++i) {
      const std::uint32_t was = at[i];
      for (std::uint32_t w : succ[was]) {
        at[i] = w;
        in.from.push_back(p), in.to.push_back(encode(at, n));
      }
      at[i] = was;
    }
  }
  auto session = open_session("generic", std::move(in));
  REQUIRE(session->error().empty());
  while (!session->advance(UINT64_MAX)) {
  }
  ProductSolve out{std::vector<std::uint8_t>(count), std::vector<std::uint32_t>(count)};
  for (std::uint32_t p = 0; p < count; ++p) {
    const Session::Value v = session->value(p);
    out.outcome[p] = v.outcome, out.depth[p] = v.depth;
  }
  return out;
}
std::vector<std::uint8_t> product_outcomes(const Successors& succ, std::uint32_t k) {
  return product_solve(succ, k).outcome;
}

// A rule for the outcome of a sum (and a move), as answer_sum.
using SumRule = std::function<SumAnswer(const CsrGraph&, const LoopyNimValues&, std::span<const std::uint32_t>)>;

// Smith's rule with K ignored: one ∞ token is always a draw (the deliberately broken rule).
SumAnswer ignoring_k(const CsrGraph& graph, const LoopyNimValues& values, std::span<const std::uint32_t> tokens) {
  SumAnswer a = answer_sum(graph, values, tokens);
  std::uint32_t infinite = 0;
  for (std::uint32_t v : tokens) infinite += values.infinite(v);
  if (infinite == 1 && a.outcome == Outcome::Win) a.outcome = Outcome::Draw;
  return a;
}

struct Disagreements {
  std::uint64_t positions = 0, outcome = 0, move = 0;
};

// Every position of 1, 2 and 3 tokens on `graphs` random graphs against the product graph's solve:
// the rule's outcome, and that its move is legal and hands the opponent a loss (W) or keeps the draw (D).
Disagreements against_product(const SumRule& rule, std::uint64_t seed, int graphs) {
  std::mt19937_64 rng(seed);
  Disagreements d;
  for (int g = 0; g < graphs; ++g) {
    const std::uint32_t n = 2 + static_cast<std::uint32_t>(rng() % 6);
    const fixtures::Edges edges = random_loopy_edges(rng, n);
    const Successors succ = successors_of(n, edges);
    const Solved s = solve(n, edges);
    for (std::uint32_t k = 1; k <= 3; ++k) {
      const std::vector<std::uint8_t> product = product_outcomes(succ, k);
      for (std::uint32_t p = 0; p < product.size(); ++p) {
        const std::vector<std::uint32_t> at = decode(p, n, k);
        const SumAnswer a = rule(s.graph, s.values, at);
        ++d.positions;
        if (static_cast<std::uint8_t>(a.outcome) != product[p]) {
          ++d.outcome;
          continue;
        }
        if (a.outcome == Outcome::Loss) continue;
        if (a.token >= k || !std::binary_search(succ[at[a.token]].begin(), succ[at[a.token]].end(), a.to)) {
          ++d.move;
          continue;
        }
        std::vector<std::uint32_t> after = at;
        after[a.token] = a.to;
        const std::uint8_t reply = product[encode(after, n)];
        d.move += a.outcome == Outcome::Win ? reply != 2 : reply != 0;
      }
    }
  }
  return d;
}

// The ordinary Sprague–Grundy function of an acyclic graph (edges go to smaller vertices), by recursion.
std::vector<std::uint32_t> ordinary_grundy(const Successors& succ) {
  std::vector<std::uint32_t> g(succ.size());
  for (std::uint32_t u = 0; u < succ.size(); ++u) {  // successors are smaller: already known
    std::set<std::uint32_t> seen;
    for (std::uint32_t v : succ[u]) seen.insert(g[v]);
    while (seen.count(g[u])) ++g[u];
  }
  return g;
}

std::string values_line(std::uint32_t n, const fixtures::Edges& edges) {
  TextWriter w;
  write_sum_values(w, solve(n, edges).values);
  return w.str();
}

}  // namespace

TEST_CASE("sum: γ is the one function that meets Smith's definition, on small random graphs", "[sum]") {
  std::mt19937_64 rng(4040);
  int graphs = 0, infinite = 0, several_stages = 0;
  for (int iter = 0; iter < 250; ++iter) {
    const std::uint32_t n = 1 + static_cast<std::uint32_t>(rng() % 6);
    const fixtures::Edges edges = random_loopy_edges(rng, n);
    const Successors succ = successors_of(n, edges);
    std::uint64_t candidates = 1;
    for (const auto& s : succ) candidates *= s.size() + 2;
    if (candidates > 20000) continue;
    INFO(fixtures::edge_text(n, edges));
    const auto all = all_smith_functions(succ);
    REQUIRE(all.size() == 1);  // Smith: exactly one
    const Solved s = solve(n, edges);
    CHECK(s.values.value == all[0]);
    ++graphs;
    infinite += std::count(all[0].begin(), all[0].end(), kInf) > 0;
    several_stages +=
        std::count_if(all[0].begin(), all[0].end(), [](std::uint32_t g) { return g != kInf && g >= 2; }) > 0;
  }
  CHECK(graphs >= 150);
  CHECK(infinite >= 50);       // the random graphs do have ∞ vertices
  CHECK(several_stages >= 3);  // and values of 2 or more
}

TEST_CASE("sum: the values meet the definition with the labelling order as the counter (the verifier)", "[sum]") {
  std::mt19937_64 rng(4041);
  for (int iter = 0; iter < 40; ++iter) {
    const std::uint32_t n = 5 + static_cast<std::uint32_t>(rng() % 60);
    const fixtures::Edges edges = random_loopy_edges(rng, n);
    auto session = fixtures::solved_session("sum", fixtures::edge_text(n, edges));
    CHECK_FALSE(session->verify());
    const auto& sum = dynamic_cast<const SumSolve&>(*session);
    CHECK(meets_smith_definition(successors_of(n, edges), sum.values().value));
  }
  // A wrong value is caught: the wind-up game with position 4 (vertex 5) called 1, or position 1 called 1.
  const Successors wind_up = successors_of(5, {{2, 1}, {2, 4}, {3, 2}, {3, 5}, {4, 3}, {4, 1}, {5, 4}, {5, 2}});
  CHECK(meets_smith_definition(wind_up, {0, kInf, kInf, kInf, 0}));
  CHECK_FALSE(meets_smith_definition(wind_up, {0, 1, kInf, kInf, 0}));
  CHECK_FALSE(meets_smith_definition(successors_of(5, {{2, 1}, {2, 4}, {3, 2}, {3, 5}, {4, 3}, {4, 1}, {5, 4}, {5, 2}}),
                                     {0, kInf, kInf, kInf, 1}));
}

TEST_CASE("sum: every sum of 1 to 3 tokens agrees with the product graph's retrograde solve", "[sum]") {
  const Disagreements d = against_product(answer_sum, 4042, 60);
  CHECK(d.positions >= 1000);
  CHECK(d.outcome == 0);
  CHECK(d.move == 0);
}

TEST_CASE("sum: a broken rule (K ignored) disagrees with the product graph's solve", "[sum]") {
  const Disagreements d = against_product(ignoring_k, 4042, 60);
  CHECK(d.outcome > 0);
}

TEST_CASE("sum: the winner's moves win in finitely many plies against any defence", "[sum]") {
  // Play the rule's winning moves against every defence (each reply tried, depth-first) on the product
  // graph of 2 tokens: a position of the winner repeating along a line would mean the progress rule
  // lets the loser hold out forever.
  std::mt19937_64 rng(4043);
  for (int g = 0; g < 40; ++g) {
    const std::uint32_t n = 2 + static_cast<std::uint32_t>(rng() % 6);
    const fixtures::Edges edges = random_loopy_edges(rng, n);
    const Successors succ = successors_of(n, edges);
    const Solved s = solve(n, edges);
    for (std::uint32_t p = 0; p < n * n; ++p) {
      const std::vector<std::uint32_t> start = decode(p, n, 2);
      if (answer_sum(s.graph, s.values, start).outcome != Outcome::Win) continue;
      std::set<std::uint32_t> on_line, proven;
      std::function<bool(const std::vector<std::uint32_t>&)> wins = [&](const std::vector<std::uint32_t>& at) {
        if (proven.count(encode(at, n))) return true;
        if (!on_line.insert(encode(at, n)).second) return false;  // back where the winner was: a cycle
        const SumAnswer a = answer_sum(s.graph, s.values, at);
        if (a.outcome != Outcome::Win) return false;
        std::vector<std::uint32_t> after = at;
        after[a.token] = a.to;
        bool all = true;
        for (std::uint32_t i = 0; i < 2 && all; ++i)
          for (std::uint32_t w : succ[after[i]]) {
            std::vector<std::uint32_t> reply = after;
            reply[i] = w;
            if (!wins(reply)) {
              all = false;
              break;
            }
          }
        on_line.erase(encode(at, n));
        if (all) proven.insert(encode(at, n));
        return all;
      };
      INFO(fixtures::edge_text(n, edges) << "tokens " << start[0] + 1 << " " << start[1] + 1);
      CHECK(wins(start));
    }
  }
}

TEST_CASE("sum: without cycles γ is the ordinary Sprague–Grundy function", "[sum]") {
  std::mt19937_64 rng(4044);
  for (int iter = 0; iter < 30; ++iter) {
    const std::uint32_t n = 2 + static_cast<std::uint32_t>(rng() % 200);
    fixtures::Edges edges;
    for (std::uint32_t i = 0; i < 3 * n; ++i) {
      const std::uint32_t a = 2 + static_cast<std::uint32_t>(rng() % (n - 1));
      edges.emplace_back(a, 1 + static_cast<std::uint32_t>(rng() % (a - 1)));
    }
    const Solved s = solve(n, edges);
    CHECK(s.values.value == ordinary_grundy(successors_of(n, edges)));
  }
}

TEST_CASE("sum: fixed cases — a pure cycle, the wind-up game, a tournament", "[sum]") {
  // A pure cycle: ∞(∅) everywhere; two tokens on it draw.
  CHECK(values_line(4, {{1, 2}, {2, 3}, {3, 4}, {4, 1}}) == "inf{} inf{} inf{} inf{}\n");
  CHECK(values_line(1, {{1, 1}}) == "inf{}\n");
  // Wind-up: positions 0..4 (vertices 1..5); a move subtracts 1 or 3 modulo 5; position 0 has no move.
  fixtures::Edges wind_up;
  for (std::uint32_t p = 1; p < 5; ++p)
    for (std::uint32_t d : {1u, 3u}) wind_up.emplace_back(p + 1, (p + 5 - d) % 5 + 1);
  CHECK(values_line(5, wind_up) == "0 inf{0} inf{0} inf{0} 0\n");
  // The complete acyclic tournament (i -> every j < i): γ(i) = i - 1, one stage per vertex.
  fixtures::Edges tournament;
  for (std::uint32_t i = 1; i <= 30; ++i)
    for (std::uint32_t j = 1; j < i; ++j) tournament.emplace_back(i, j);
  CsrGraph graph = fixtures::make_graph(30, tournament);
  LoopyGrundySolver solver(graph);
  REQUIRE(solver.advance());
  CHECK(solver.stages() == 30);
  const LoopyNimValues v = solver.take();
  for (std::uint32_t i = 0; i < 30; ++i) CHECK(v.value[i] == i);
}

TEST_CASE("sum: γ in chunks of any size is γ in one call", "[sum]") {
  std::mt19937_64 rng(4045);
  for (int iter = 0; iter < 20; ++iter) {
    const std::uint32_t n = 2 + static_cast<std::uint32_t>(rng() % 100);
    const fixtures::Edges edges = random_loopy_edges(rng, n);
    const Solved whole = solve(n, edges), small = solve(n, edges, 1 + rng() % 7);
    CHECK(small.values.value == whole.values.value);
    CHECK(small.values.order == whole.values.order);
    CHECK(small.values.option_value == whole.values.option_value);
  }
}

TEST_CASE("sum: the session answers one token per vertex and any sum (the page's questions)", "[sum][session]") {
  const std::string wind_up = "5 8\n2 1\n2 4\n3 2\n3 5\n4 3\n4 1\n5 4\n5 2\n";
  std::vector<std::uint32_t> from, to;
  for (auto [a, b] : fixtures::Edges{{2, 1}, {2, 4}, {3, 2}, {3, 5}, {4, 3}, {4, 1}, {5, 4}, {5, 2}})
    from.push_back(a - 1), to.push_back(b - 1);
  SessionInput in;
  in.n = 5, in.from = from, in.to = to;
  auto session = open_session("sum", std::move(in));
  REQUIRE(session->error().empty());
  CHECK(session->game() == "sum");
  CHECK(session->progress() == 0);
  while (!session->advance(3)) CHECK(session->progress() < 1);
  REQUIRE(session->done());
  const auto& sum = dynamic_cast<const SumSolve&>(*session);
  CHECK(sum.values().value == std::vector<std::uint32_t>{0, kInf, kInf, kInf, 0});
  // One token: L on 0-valued vertices, W on ∞{0}.
  CHECK(session->value(0).outcome == 2);
  CHECK(session->value(0).end);
  CHECK(session->value(1).outcome == 1);
  CHECK(session->value(4).outcome == 2);
  CHECK(session->moves(1).front() == 0);  // the winning move first
  CHECK(session->stats().win == 3);
  CHECK(session->stats().loss == 2);
  // Sums: two ∞ draw; ∞{0} with a 0: the ∞ token moves to 0.
  const auto two = sum.answer({1, 2});
  REQUIRE(two);
  CHECK(two->outcome == Outcome::Draw);
  const auto one = sum.answer({4, 3});
  REQUIRE(one);
  CHECK(one->outcome == Outcome::Win);
  CHECK(one->token == 1);
  CHECK(one->to == 0);
  CHECK_FALSE(sum.answer({}));
  CHECK_FALSE(sum.answer({5}));
  // Bad input never throws: an error.
  SessionInput bad;
  bad.n = 2, bad.from = {0}, bad.to = {7};
  CHECK_FALSE(open_session("sum", std::move(bad))->error().empty());
}

TEST_CASE("whowins sum: values, then one line per position", "[sum][cli]") {
  // The cycle 1 -> 2 -> 3 -> 1 with the exit 3 -> 4: the exit makes every value finite (1 0 2 0).
  const auto r = run({"sum"}, "4 4\n1 2\n2 3\n3 1\n3 4\n2 4 3\n2 1 1\n1 4\n1 3\n");
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  CHECK(r.out == "1 0 2 0\nW 2 4\nL\nL\nW 1 4\n");
  // The worked example of docs/rules.md#sums.
  const std::string example = "6 8\n1 2\n2 1\n2 3\n3 4\n4 5\n5 4\n1 6\n3 6\n3 1 3 6\n2 2 6\n2 4 6\n2 1 4\n2 3 2\n";
  const auto e = run({"sum"}, example);
  CHECK(e.status == 0);
  CHECK(e.out == "1 0 inf{0} inf{} inf{} 0\nD 2 4\nL\nD 1 5\nD 1 6\nW 1 6\n");
  // --json: the same answers.
  const auto j = run({"sum", "--json"}, example);
  REQUIRE(j.status == 0);
  const json_lite::Value doc = json_lite::parse(j.out);
  CHECK(doc.at("game").text == "sum");
  CHECK(doc.at("vertices").integer() == 6);
  CHECK(doc.at("gamma")[0].integer() == 1);
  CHECK(doc.at("gamma")[2].at("inf").items.size() == 1);
  CHECK(doc.at("gamma")[3].at("inf").items.empty());
  const auto& positions = doc.at("positions");
  REQUIRE(positions.items.size() == 5);
  CHECK(positions[0].at("outcome").text == "D");
  CHECK(positions[0].at("token").integer() == 2);
  CHECK(positions[0].at("to").integer() == 4);
  CHECK(positions[1].at("outcome").text == "L");
  CHECK(positions[1].at("to").kind == json_lite::Value::Null);
  CHECK(positions[4].at("outcome").text == "W");
  CHECK(positions[0].at("tokens").items.size() == 3);
  // --dot: the graph, each vertex with γ and one token's outcome, its move bold.
  const auto dot = run({"sum", "--dot"}, example);
  CHECK(dot.status == 0);
  CHECK_THAT(dot.out, Catch::Matchers::Contains("3 [label=\"3\\nW inf{0}\""));
  CHECK_THAT(dot.out, Catch::Matchers::Contains("gamma=\"inf{0}\""));
  CHECK_THAT(dot.out, Catch::Matchers::Contains("1 -> 6 [penwidth=3"));
  // No position: the values alone.
  CHECK(run({"sum"}, "2 1\n1 2\n").out == "1 0\n");
  CHECK(run({"sum"}, "2 1\n1 2\n\n\n").out == "1 0\n");
  CHECK(run({"sum"}, "2 1\r\n1 2\r\n1 1\r\n").out == "1 0\nW 1 2\n");
  // Help names it.
  CHECK_THAT(run({"--help"}, "").out, Catch::Matchers::Contains("whowins sum"));
  CHECK_THAT(run({"sum", "--help"}, "").out, Catch::Matchers::Contains("k v1 ... vk"));
}

TEST_CASE("whowins sum: bad input exits 2 with one line naming it", "[sum][cli]") {
  const auto rejected = [](const std::string& input, const std::string& says,
                           std::vector<std::string_view> args = {"sum"}) {
    const auto r = run(args, input);
    INFO(input);
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK(r.err == "whowins sum: " + says + "\n");
  };
  rejected("3 1\n1 2\n2 1 4\n", "line 3: vertex 4 is out of range 1..3");
  rejected("3 1\n1 2\n1 1\n3 1 2\n", "line 4: k = 3 but the line has 2 vertices");
  rejected("3 1\n1 2\n1 1 2\n", "line 3: k = 1 but the line has more than 1 vertices");
  rejected("3 1\n1 2\n0\n", "line 3: a position needs at least one token (k = 0)");
  rejected("3 1\n1 2\n1 x\n", "line 3: expected a token's vertex (a whole number), found 'x'");
  rejected("3 1\n1 2\n1 1\n\n1 2\n",
           "line 5: expected the end of the input after an empty line (positions 'k v1 ... vk' come one a line, with "
           "no empty line between them)");
  // The edges: the generic game's reader, the same errors.
  for (const std::string input : {"3 2\n1 2\n1 4\n", "3 2\n1 2\n", "", "0 0\n", "2 1\n1 2 3\n"}) {
    const auto generic = run({"generic"}, input);
    REQUIRE(generic.status == 2);
    rejected(input, generic.err.substr(std::string("whowins generic: ").size(), generic.err.size() - 18));
  }
  rejected("2 1\n1 2\n",
           "--misere is refused: misère sums of games with cycles have no theory like Smith's (only normal play)",
           {"sum", "--misere"});
}

TEST_CASE("sum: the page's export of the CLI's JSON is the CLI's, refusals included", "[sum][wasm-api]") {
  const std::string text = "6 8\n1 2\n2 1\n2 3\n3 4\n4 5\n5 4\n1 6\n3 6\n3 1 3 6\n2 2 6\n";
  CHECK(cli_json("sum", text, false, 1000).text == run({"sum", "--json"}, text).out);
  const TextResult refused = cli_json("sum", text, true, 1000);
  CHECK("whowins sum: " + refused.error + "\n" == run({"sum", "--json", "--misere"}, text).err);
  const TextResult bad = cli_json("sum", "3 1\n1 2\n2 1 4\n", false, 1000);
  CHECK("whowins sum: " + bad.error + "\n" == run({"sum", "--json"}, "3 1\n1 2\n2 1 4\n").err);
  CHECK(input_positions("sum", text).positions == 6);
}

// ---- Puzzles from sums (`whowins puzzles sum`), checked against the product graph's retrograde solve.
namespace {

// A sum puzzle read from JSON and checked from the product graph's outcomes: the start wins (draws), the
// key hands the opponent a loss (a draw), every other distinct move does not, the counts are right.
// Returns the puzzle's family (key from, key to, token count) for the completeness check.
std::tuple<std::uint32_t, std::uint32_t, std::size_t> check_sum_puzzle(const Successors& succ,
                                                                       std::map<std::uint32_t, ProductSolve>& product,
                                                                       const json_lite::Value& z) {
  const std::uint32_t n = static_cast<std::uint32_t>(succ.size());
  CHECK(z.at("game").text == "sum");
  const bool draw = z.at("kind").text == "draw";
  std::vector<std::uint32_t> at;
  for (const auto& t : z.at("tokens").items) {
    REQUIRE(t.integer() >= 1);
    REQUIRE(t.integer() <= long(n));
    at.push_back(static_cast<std::uint32_t>(t.integer() - 1));
  }
  const std::uint32_t k = static_cast<std::uint32_t>(at.size());
  REQUIRE(k >= 2);
  CHECK(std::is_sorted(at.begin(), at.end()));
  if (!product.count(k)) product[k] = product_solve(succ, k);
  const std::vector<std::uint8_t>& outcome = product[k].outcome;
  // The exact plies of a win of 2 or 3 tokens on a product graph of at most 2^20 positions and 2^24 moves;
  // else none.
  std::uint64_t positions = 1, edges = 0;
  for (std::uint32_t i = 0; i < k; ++i) positions *= n;
  for (const auto& row : succ) edges += row.size();
  if (!draw && k <= 3 && positions <= (1u << 20) && positions / n * k * edges <= (1u << 24)) {
    REQUIRE(z.at("plies").kind == json_lite::Value::Number);
    const long plies = z.at("plies").integer();
    CHECK(plies == long(product[k].depth[encode(at, n)]));
    CHECK(plies >= 1);
    // The main line: the key first, each ply a legal move of a token, the loser's and the winner's
    // positions in turn, each exactly one ply nearer the end, ending at an end position.
    const auto& line = z.at("line").items;
    CHECK(long(line.size()) == std::min(plies, 1024L));
    CHECK(line[0].items[0].integer() == z.at("key").at("from").integer());
    CHECK(line[0].items[1].integer() == z.at("key").at("to").integer());
    std::vector<std::uint32_t> place = at;
    for (std::size_t i = 0; i < line.size(); ++i) {
      const std::uint32_t a = static_cast<std::uint32_t>(line[i].items[0].integer() - 1);
      const std::uint32_t b = static_cast<std::uint32_t>(line[i].items[1].integer() - 1);
      const auto token = std::find(place.begin(), place.end(), a);
      REQUIRE(token != place.end());
      REQUIRE(a < n);
      CHECK(std::binary_search(succ[a].begin(), succ[a].end(), b));
      *token = b;
      const std::uint32_t p = encode(place, n);
      CHECK(product[k].outcome[p] == (i % 2 == 0 ? 2 : 1));
      CHECK(long(product[k].depth[p]) == plies - long(i) - 1);
    }
  } else {
    CHECK(z.at("plies").kind == json_lite::Value::Null);
    CHECK(z.at("line").kind == json_lite::Value::Null);
  }
  // The opponent's outcome after each distinct move (from, to): 0 D, 1 W, 2 L.
  std::map<std::pair<std::uint32_t, std::uint32_t>, std::uint8_t> after;
  std::set<std::uint32_t> movable;
  for (std::uint32_t i = 0; i < k; ++i) {
    std::vector<std::uint32_t> next = at;
    for (std::uint32_t w : succ[at[i]]) {
      next[i] = w;
      after[{at[i], w}] = outcome[encode(next, n)];
      movable.insert(at[i]);
    }
  }
  CHECK(outcome[encode(at, n)] == (draw ? 0 : 1));
  const auto& key = z.at("key");
  const std::uint32_t token = static_cast<std::uint32_t>(key.at("token").integer() - 1);
  const std::uint32_t from = static_cast<std::uint32_t>(key.at("from").integer() - 1);
  const std::uint32_t to = static_cast<std::uint32_t>(key.at("to").integer() - 1);
  REQUIRE(token < k);
  CHECK(at[token] == from);
  CHECK((token == 0 || at[token - 1] != from));  // the first token on its vertex
  REQUIRE(after.count({from, to}));
  CHECK(after[{from, to}] == (draw ? 0 : 2));
  std::uint32_t draws = 0;
  for (const auto& [move, o] : after) {
    if (move == std::make_pair(from, to)) continue;
    CHECK(o != (draw ? 0 : 2));  // no other move wins (keeps the draw)
    if (draw) CHECK(o == 1);     // every other move loses
    draws += o == 0;
  }
  CHECK(after.size() >= 2);
  CHECK(movable.size() >= 2);
  CHECK(z.at("moves").integer() == long(after.size()));
  CHECK(z.at("movable").integer() == long(movable.size()));
  CHECK(z.at("alternatives").integer() == (draw ? 0 : long(draws)));
  CHECK(z.at("difficulty").integer() >= 600);
  CHECK(z.at("difficulty").integer() <= 2400);
  return {from, to, k};
}

std::vector<json_lite::Value> json_lines(const std::string& text) {
  std::vector<json_lite::Value> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = text.find('\n', start);
    REQUIRE(end != std::string::npos);
    lines.push_back(json_lite::parse(text.substr(start, end - start)));
    start = end + 1;
  }
  return lines;
}

}  // namespace

TEST_CASE("sum puzzles: every puzzle mined on random graphs holds on the product graph, and none is missed",
          "[sum][puzzles]") {
  std::mt19937_64 rng(4242);
  std::size_t wins = 0, draws = 0;
  for (int round = 0; round < 200; ++round) {
    const std::uint32_t n = 2 + static_cast<std::uint32_t>(rng() % 6);  // 2..7 vertices: n^4 <= 2401
    const fixtures::Edges edges = random_loopy_edges(rng, n);
    const Successors succ = successors_of(n, edges);
    INFO("graph " << fixtures::edge_text(n, edges));
    const auto r = run({"puzzles", "sum", "--kind", "all", "--count", "100000"}, fixtures::edge_text(n, edges));
    REQUIRE(r.status == 0);
    std::map<std::uint32_t, ProductSolve> product;
    std::set<std::tuple<std::uint32_t, std::uint32_t, std::size_t>> families[2];
    for (const auto& z : json_lines(r.out)) {
      const bool draw = z.at("kind").text == "draw";
      CHECK(families[draw].insert(check_sum_puzzle(succ, product, z)).second);  // one per family
      (draw ? draws : wins) += 1;
    }
    // None missed: every multiset of 2..4 tokens, none on a vertex without moves, that the product graph
    // makes a puzzle of has its family mined.
    std::set<std::tuple<std::uint32_t, std::uint32_t, std::size_t>> expected[2];
    for (std::uint32_t k = 2; k <= 4; ++k) {
      if (!product.count(k)) product[k] = product_solve(succ, k);
      const std::vector<std::uint8_t>& outcome = product[k].outcome;
      std::uint32_t count = 1;
      for (std::uint32_t i = 0; i < k; ++i) count *= n;
      for (std::uint32_t p = 0; p < count; ++p) {
        const std::vector<std::uint32_t> at = decode(p, n, k);
        if (!std::is_sorted(at.begin(), at.end())) continue;
        // Made-up candidates skip tokens on a vertex without moves (inert padding).
        if (std::any_of(at.begin(), at.end(), [&](std::uint32_t v) { return succ[v].empty(); })) continue;
        const std::uint8_t here = outcome[p];
        if (here == 2) continue;
        std::map<std::pair<std::uint32_t, std::uint32_t>, std::uint8_t> after;
        std::set<std::uint32_t> movable;
        for (std::uint32_t i = 0; i < k; ++i) {
          std::vector<std::uint32_t> next = at;
          for (std::uint32_t w : succ[at[i]]) {
            next[i] = w;
            after[{at[i], w}] = outcome[encode(next, n)];
            movable.insert(at[i]);
          }
        }
        const std::uint8_t key_outcome = here == 1 ? 2 : 0;  // a win hands a loss; a draw keeps a draw
        std::uint32_t keys = 0;
        std::pair<std::uint32_t, std::uint32_t> key;
        for (const auto& [move, o] : after)
          if (o == key_outcome) ++keys, key = move;
        if (keys == 1 && movable.size() >= 2) expected[here == 0].emplace(key.first, key.second, k);
      }
    }
    CHECK(families[0] == expected[0]);
    CHECK(families[1] == expected[1]);
  }
  CHECK(wins >= 100);  // the random graphs do make puzzles of both kinds
  CHECK(draws >= 20);
}

TEST_CASE("sum puzzles: the input's positions, sampling on a big graph, the same seed the same lines",
          "[sum][puzzles][cli]") {
  // The worked example of docs/rules.md#sums: 1, 3, 6 is a draw only 3 -> 4 keeps.
  const std::string example = "6 8\n1 2\n2 1\n2 3\n3 4\n4 5\n5 4\n1 6\n3 6\n";
  const auto given = run({"puzzles", "sum", "--kind", "all"}, example + "3 1 3 6\n2 2 6\n1 3\n");
  REQUIRE(given.status == 0);
  const auto lines = json_lines(given.out);
  REQUIRE(lines.size() == 1);  // 2, 6 is a loss; 3 alone is one token, not a sum
  CHECK(lines[0].at("id").text == "hold-1.3.6");
  CHECK(lines[0].at("key").at("token").integer() == 2);
  CHECK(lines[0].at("key").at("to").integer() == 4);
  // A random graph of 600 vertices (millions of multisets): sampled (seeded), so another seed gives
  // other puzzles.
  std::mt19937_64 rng(7);
  const fixtures::Edges edges = fixtures::random_edges(rng, 600, 1200);
  const std::string text = fixtures::edge_text(600, edges);
  const auto a = run({"puzzles", "sum", "--kind", "all", "--count", "300", "--seed", "5"}, text);
  const auto b = run({"puzzles", "sum", "--kind", "all", "--count", "300", "--seed", "5"}, text);
  const auto c = run({"puzzles", "sum", "--kind", "all", "--count", "300", "--seed", "6"}, text);
  REQUIRE(a.status == 0);
  CHECK(json_lines(a.out).size() >= 100);
  CHECK(a.out == b.out);
  CHECK(a.out != c.out);
  // On the product graph of 2 tokens (216,000,000 positions is too many for 3): every 2-token puzzle holds.
  const Successors succ = successors_of(600, edges);
  std::map<std::uint32_t, ProductSolve> product;
  std::size_t checked = 0;
  for (const auto& z : json_lines(a.out + c.out))
    if (z.at("tokens").items.size() == 2) {
      check_sum_puzzle(succ, product, z);
      ++checked;
    }
  CHECK(checked >= 5);
}

TEST_CASE("whowins puzzles sum: bad input and options exit 2 with one line", "[sum][puzzles][cli]") {
  const auto one_line = [](const fixtures::CliResult& r) {
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  };
  const auto out_of_range = run({"puzzles", "sum"}, "3 2\n1 2\n2 3\n2 1 4\n");
  one_line(out_of_range);
  CHECK(out_of_range.err == "whowins puzzles sum: line 4: vertex 4 is out of range 1..3\n");
  one_line(run({"puzzles", "sum"}, "3 2\n1 2\n2 3\n0\n"));
  one_line(run({"puzzles", "sum"}, "3 2\n1 2\n2 3\n3 1 2\n"));
  one_line(run({"puzzles", "sum", "--min-plies", "3"}, "3 2\n1 2\n2 3\n"));
  one_line(run({"puzzles", "sum", "--misere"}, "3 2\n1 2\n2 3\n"));
  // No puzzle (one vertex, no move): nothing on standard output, one line on standard error, status 0.
  const auto none = run({"puzzles", "sum"}, "1 0\n");
  CHECK(none.status == 0);
  CHECK(none.out.empty());
  CHECK(std::count(none.err.begin(), none.err.end(), '\n') == 1);
}

TEST_CASE("puzzle pack sum: every puzzle holds on the product graph of its source", "[sum][puzzles][packs]") {
  // (scripts/make-puzzle-packs.mjs --check, the ctest puzzle_packs_regenerate, proves the pack is the CLI's
  // output byte for byte.)
  const std::string path = std::string(WHOWINS_SOURCE_DIR) + "/web/puzzles/packs/sum.json";
  std::ifstream in(path, std::ios::binary);
  REQUIRE(in.good());
  std::stringstream text;
  text << in.rdbuf();
  const json_lite::Value pack = json_lite::parse(text.str());
  CHECK(pack.at("game").text == "sum");
  const auto& sources = pack.at("sources").items;
  const auto& puzzles = pack.at("puzzles").items;
  CHECK(puzzles.size() >= 100);
  std::size_t draws = 0;
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    draws += puzzles[i].at("kind").text == "draw";
    if (i > 0) CHECK(puzzles[i - 1].at("difficulty").integer() <= puzzles[i].at("difficulty").integer());
  }
  CHECK(draws >= 20);
  std::vector<Successors> succ;
  std::vector<std::map<std::uint32_t, ProductSolve>> product(sources.size());
  for (const auto& source : sources) {
    const SumInput input = parse_sum_input(source.at("text").text);
    fixtures::Edges edges;
    for (std::size_t e = 0; e < input.edges.from.size(); ++e)
      edges.emplace_back(input.edges.from[e] + 1, input.edges.to[e] + 1);
    succ.push_back(successors_of(input.edges.vertex_count, edges));
  }
  for (const auto& z : puzzles) {
    const long s = z.at("source").integer();
    REQUIRE(s >= 0);
    REQUIRE(static_cast<std::size_t>(s) < sources.size());
    INFO("source " << sources[static_cast<std::size_t>(s)].at("id").text << ", puzzle " << z.at("id").text);
    check_sum_puzzle(succ[static_cast<std::size_t>(s)], product[static_cast<std::size_t>(s)], z);
  }
}
