// Tests of `whowins <game> --dot`: the output is well-formed DOT (a small reader of the
// syntax below), lists every vertex once with its outcome, draws every distinct move once and
// the best moves bold — against the --json of the same input — and refuses what it cannot draw.
#include <catch2/catch.hpp>
#include <cctype>
#include <map>
#include <random>
#include <set>
#include "fixtures.hpp"

using Catch::Matchers::Contains;
using fixtures::run;

namespace {

// DOT as written here: `digraph NAME { stmt* }`, statements `graph|node|edge [attrs];`,
// `ID [attrs];`, `ID -> ID [attrs];`; attrs `key=value` separated by commas; values are IDs,
// numbers or quoted strings with backslash escapes.
struct Dot {
  std::map<int, std::map<std::string, std::string>> nodes;
  std::vector<std::pair<int, int>> edges;
  std::set<std::pair<int, int>> bold;
};

struct DotReader {
  const std::string& s;
  std::size_t i = 0;
  explicit DotReader(const std::string& text) : s(text) {}
  void space() {
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
  }
  bool eat(const std::string& t) {
    space();
    if (s.compare(i, t.size(), t) == 0) {
      i += t.size();
      return true;
    }
    return false;
  }
  std::string word() {
    space();
    if (i < s.size() && s[i] == '"') {
      std::string out;
      for (++i; i < s.size() && s[i] != '"'; ++i) {
        if (s[i] == '\\' && i + 1 < s.size()) {
          out += s[i];
          ++i;
        }
        out += s[i];
      }
      if (i >= s.size()) throw std::runtime_error("unterminated string");
      ++i;
      return out;
    }
    std::size_t j = i;
    while (j < s.size() &&
           (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '_' || s[j] == '.' || s[j] == '#' || s[j] == '-'))
      ++j;
    if (j == i) throw std::runtime_error("expected an ID at " + std::to_string(i));
    std::string w = s.substr(i, j - i);
    i = j;
    return w;
  }
  std::map<std::string, std::string> attrs() {
    std::map<std::string, std::string> a;
    if (!eat("[")) return a;
    while (!eat("]")) {
      const std::string k = word();
      if (!eat("=")) throw std::runtime_error("expected '=' after " + k);
      a[k] = word();
      eat(",");
    }
    return a;
  }
  Dot read() {
    Dot d;
    if (!eat("digraph")) throw std::runtime_error("no digraph");
    word();
    if (!eat("{")) throw std::runtime_error("no {");
    while (!eat("}")) {
      const std::string a = word();
      if (a == "graph" || a == "node" || a == "edge") {
        attrs();
      } else if (eat("->")) {
        const int from = std::stoi(a), to = std::stoi(word());
        const auto at = attrs();
        d.edges.emplace_back(from, to);
        if (at.count("penwidth")) d.bold.emplace(from, to);
      } else {
        const int v = std::stoi(a);
        if (d.nodes.count(v)) throw std::runtime_error("vertex listed twice");
        d.nodes[v] = attrs();
      }
      if (!eat(";")) throw std::runtime_error("expected ';' at " + std::to_string(i));
    }
    space();
    if (i != s.size()) throw std::runtime_error("text after the graph");
    return d;
  }
};

// The --json of the same input: outcomes (string) and best moves (1-based or 0 for null).
std::pair<std::string, std::vector<int>> json_map(const std::string& json, const std::string& key) {
  const std::size_t at = json.find(key);
  const std::size_t o = json.find("\"outcome\":\"", at) + 11;
  const std::string outcome = json.substr(o, json.find('"', o) - o);
  std::vector<int> best;
  std::size_t b = json.find("\"best_move\":[", at) + 13;
  while (json[b] != ']') {
    if (json.compare(b, 4, "null") == 0) {
      best.push_back(0);
      b += 4;
    } else {
      std::size_t e = b;
      while (std::isdigit(static_cast<unsigned char>(json[e]))) ++e;
      best.push_back(std::stoi(json.substr(b, e - b)));
      b = e;
    }
    if (json[b] == ',') ++b;
  }
  return {outcome, best};
}

}  // namespace

TEST_CASE("Graphviz output (--dot): well-formed, every vertex with its outcome, every move, best moves bold",
          "[cli][dot]") {
  std::mt19937_64 rng(77);
  for (int round = 0; round < 30; ++round) {
    const std::uint32_t n = 1 + static_cast<std::uint32_t>(rng() % 25), m = static_cast<std::uint32_t>(rng() % 60);
    const std::string text = fixtures::edge_text(n, fixtures::random_edges(rng, n, m));
    for (const std::string game : {"generic", "alice-bob"}) {
      const auto dot = run({game, "--dot"}, text);
      REQUIRE(dot.status == 0);
      Dot d;
      REQUIRE_NOTHROW(d = DotReader(dot.out).read());
      const auto json = run({game, "--json"}, text);
      const auto [outcome, best] = json_map(json.out, game == "generic" ? "\"outcome\"" : "\"alice_first\"");
      REQUIRE(d.nodes.size() == n);
      std::set<std::pair<int, int>> distinct;
      for (const auto& e : d.edges) CHECK(distinct.insert(e).second);
      for (std::uint32_t v = 1; v <= n; ++v) {
        const auto& a = d.nodes.at(static_cast<int>(v));
        CHECK(a.at(game == "generic" ? "outcome" : "outcome_a") == std::string(1, outcome[v - 1]));
        CHECK(a.at("label").find(std::to_string(v)) == 0);
        if (best[v - 1]) CHECK(d.bold.count({static_cast<int>(v), best[v - 1]}) == 1);
      }
      CHECK(d.bold.size() ==
            static_cast<std::size_t>(std::count_if(best.begin(), best.end(), [](int b) { return b != 0; })));
    }
  }
}

TEST_CASE("Graphviz output (--dot): depths for generic, misère in the title; two-token games and --json refused",
          "[cli][dot]") {
  const auto r = run({"generic", "--dot", "--misere"}, "3 2\n1 2\n2 3\n");
  REQUIRE(r.status == 0);
  CHECK_THAT(r.out, Contains("misère"));
  CHECK_THAT(r.out, Contains("1 [label=\"1\\nW2\", shape=circle"));
  CHECK_THAT(r.out, Contains("depth=2"));
  for (const std::string game : {"cop-thief", "cat-mouse"}) {
    const auto bad = run({game, "--dot"}, game == "cop-thief" ? "1 2\nPT\n" : "[[2],[2],[0,1]]");
    CHECK(bad.status == 2);
    CHECK_THAT(bad.err, Contains("--dot draws the graph games"));
    CHECK(bad.out.empty());
  }
  const auto both = run({"generic", "--dot", "--json"}, "1 0\n");
  CHECK(both.status == 2);
  CHECK_THAT(both.err, Contains("choose one"));
}
