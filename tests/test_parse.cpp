// Tests of the `n m` + edges parser: accepted variants and every kind of bad input.
#include <catch2/catch.hpp>
#include "io/edge_list.hpp"

using namespace whowins;

namespace {
EdgeList parse(const std::string& text) { return parse_edge_list(text, 40, 16); }

// The InputError's line and message for bad text (fails the test if it parses).
std::pair<std::uint64_t, std::string> error_of(const std::string& text) {
  try {
    parse(text);
  } catch (const InputError& e) {
    return {e.line(), e.message()};
  }
  FAIL("parsed without error: " << text);
  return {};
}
}  // namespace

TEST_CASE("a well-formed edge list is read 0-indexed", "[parse]") {
  const EdgeList e = parse("3 2\n1 2\n3 3\n");
  CHECK(e.vertex_count == 3);
  CHECK(e.from == std::vector<std::uint32_t>{0, 2});
  CHECK(e.to == std::vector<std::uint32_t>{1, 2});
}

TEST_CASE("CRLF, spaces, tabs, no final newline and trailing blank lines are accepted", "[parse]") {
  for (const char* text :
       {"3 2\r\n1 2\r\n3 3\r\n", "3 2\n1 2\n3 3", "  3\t2 \n1   2\t\n 3 3\n\n\n", "3 2\n1 2\n3 3\n \t\n\r\n"}) {
    INFO(text);
    const EdgeList e = parse(text);
    CHECK(e.vertex_count == 3);
    CHECK(e.to == std::vector<std::uint32_t>{1, 2});
  }
  CHECK(parse("5 0\n").from.empty());
  CHECK(parse("5 0").vertex_count == 5);
}

TEST_CASE("bad input names the line and the problem", "[parse]") {
  using Catch::Matchers::Contains;
  struct Case {
    const char* text;
    std::uint64_t line;
    const char* says;
  };
  const Case cases[] = {
      {"", 1, "empty input"},
      {"  \n\n", 1, "empty input"},
      {"\n3 1\n1 2\n", 1, "found an empty line"},
      {"a b\n", 1, "found 'a'"},
      {"3\n", 1, "found the end of the line"},
      {"-3 2\n1 2\n", 1, "negative number -3"},
      {"3 -2\n", 1, "negative number -2"},
      {"99999999999999999999999 1\n", 1, "too large"},
      {"0 0\n", 1, "at least 1"},
      {"3 1 7\n1 2\n", 1, "unexpected '7'"},
      {"3 2\n1 2\n0 1\n", 3, "vertex 0 is out of range 1..3"},
      {"3 2\n1 2\n1 4\n", 3, "vertex 4 is out of range 1..3"},
      {"3 3\n1 2\n2 3\n", 4, "expected edge 3 of 3, found the end of the input"},
      {"3 2\n1 2\n", 3, "expected edge 2 of 2"},
      {"3 2\n1 2 3\n2 3\n", 2, "unexpected '3'"},
      {"3 2\n1 2\n\n2 3\n", 3, "found an empty line"},
      {"3 2\n1\n2 3\n", 2, "found the end of the line"},
      {"3 1\n1 2.5\n", 2, "found '2.5'"},
      {"3 1\n1 x\n", 2, "found 'x'"},
      {"3 1\n1 2\n2 3\n", 3, "more lines than the 1 edges"},
      {"3 1\n1 2\n\n\nfoo\n", 5, "more lines than"},
      {"3 1\n1 2\rx\n", 2, "unexpected"},
      {"1000000000 1000000000\n", 1, "past the memory budget"},
      {"4000000000 0\n", 1, "past the memory budget"},
      {"5 18446744073709551615\n", 1, "past the memory budget"},
  };
  for (const Case& c : cases) {
    INFO("input: " << c.text);
    auto [line, message] = error_of(c.text);
    CHECK(line == c.line);
    CHECK_THAT(message, Contains(c.says));
  }
}

TEST_CASE("the line count goes past CRLF lines", "[parse]") {
  auto [line, message] = error_of("3 2\r\n1 2\r\n9 1\r\n");
  CHECK(line == 3);
  CHECK_THAT(message, Catch::Matchers::Contains("vertex 9"));
}

// ---------------------------------------------------------------------------------------------
// The JSON reader behind designs (io/json_value.hpp): a flat document, its memory bounded by the
// text. Structural checks only (no timing, no resident-memory measurement).

#include <random>
#include <set>
#include "design/design.hpp"
#include "io/json_value.hpp"

namespace {
std::string json_error(const std::string& text) {
  try {
    parse_json(text);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}
}  // namespace

TEST_CASE("json: a node is 16 bytes and the first pass reserves exactly the nodes read", "[parse][json]") {
  STATIC_REQUIRE(sizeof(JsonNode) <= 16);
  std::string zeros = "[";
  for (int i = 0; i < 5000; ++i) zeros += i ? ",0" : "0";
  zeros += "]";
  for (const std::string& text :
       {std::string("0"), std::string(" [ ] "), std::string("{}"), zeros,
        std::string(R"({"a": [1, -2.5e3, "x\"y", {"b": null, "c": [true, false]}], "d": "\u00e9\ud83d\ude00"})"),
        std::string("[\"a\\\\\", \"\\\"\", 1e+5, -0, 123456789012345678901234567890]")}) {
    INFO(text);
    const JsonDocument doc = parse_json(text);
    CHECK(doc.counted_nodes() == doc.nodes().size());
    CHECK(doc.nodes().capacity() == doc.nodes().size());
    CHECK(doc.string_bytes() <= text.size());
  }
  // [0,0,…]: one node per value, 16 bytes each — 8 bytes of nodes per byte of text.
  const JsonDocument doc = parse_json(zeros);
  CHECK(doc.nodes().size() == 5001);
  CHECK(doc.nodes().capacity() * sizeof(JsonNode) <= 8 * zeros.size() + sizeof(JsonNode));
}

TEST_CASE("json: the view reads kinds, lines, numbers, strings, items and members", "[parse][json]") {
  const std::string text = "{\"a\": [1, 2.5,\n \"x\\ny\", true, null],\n \"b\": {\"c\": -7, \"d\": {}},\n \"e\": []}";
  const JsonDocument doc = parse_json(text);
  const JsonValue root = doc.root();
  REQUIRE(root.is_object());
  CHECK(root.size() == 3);
  std::vector<std::string> keys;
  for (const auto& [key, value] : root.members()) keys.emplace_back(key), (void)value;
  CHECK(keys == std::vector<std::string>{"a", "b", "e"});
  const auto a = root.find("a");
  REQUIRE(a);
  CHECK(a->is_array());
  CHECK(a->size() == 5);
  CHECK(a->items()[0].number() == 1);
  CHECK(a->items()[0].integral());
  CHECK(a->items()[1].number() == 2.5);
  CHECK_FALSE(a->items()[1].integral());
  CHECK(a->items()[2].text() == "x\ny");
  CHECK(a->items()[2].line() == 2);
  CHECK(a->items()[3].boolean());
  CHECK(a->items()[4].is_null());
  std::size_t n = 0;
  for (const JsonValue v : a->items()) n += v.line() >= 1;
  CHECK(n == 5);
  const auto b = root.find("b");
  REQUIRE(b);
  CHECK(b->line() == 3);
  CHECK(b->find("c")->number() == -7);
  CHECK(b->find("d")->is_object());
  CHECK(b->find("d")->size() == 0);
  CHECK_FALSE(b->find("x"));
  CHECK(root.find("e")->items().empty());
  CHECK(root.find("e")->line() == 4);
  CHECK_FALSE(root.find("zz"));
  CHECK(a->items()[0].text().empty());   // not a string
  CHECK(a->items()[0].items().empty());  // not a list
}

TEST_CASE("json: messages name the line; a byte that is not printable ASCII is written as 'byte 0xNN'",
          "[parse][json]") {
  CHECK(json_error("[1,\n\xEF]") == "line 2: unexpected character byte 0xEF");
  CHECK(json_error("[1,\n\x01]") == "line 2: unexpected character byte 0x01");
  CHECK(json_error("[1,\n\xC3\xA9]") == "line 2: unexpected character byte 0xC3");
  CHECK(json_error("[1,\n@]") == "line 2: unexpected character '@'");
  CHECK(json_error("[\"\\q\"]") == "line 1: unknown escape \\q");
  CHECK(json_error("[\"\\\xEF\"]") == "line 1: unknown escape: a backslash before byte 0xEF");
  CHECK(json_error("") == "line 1: the text ends where a value was expected");
  CHECK(json_error("[1 2]") == "line 1: expected ',' or ']' in a list");
  CHECK(json_error(std::string(65, '[') + std::string(65, ']')).empty());
  CHECK(json_error(std::string(66, '[') + std::string(66, ']')) == "line 1: the JSON is nested too deeply");
  // A member written twice, in a small object and in a large one (where a table finds it).
  CHECK(json_error("{\"a\": 1,\n \"a\": 2}") == "line 2: the member \"a\" appears twice");
  std::string big = "{";
  for (int i = 0; i < 300; ++i)
    big += (i ? ",\n\"k" : "\"k") + std::to_string(i) + "\": [" + std::to_string(i) + ", {\"k1\": 1}]";
  CHECK(json_error(big + "}").empty());
  CHECK(json_error(big + ",\n\"k40\": 0}") == "line 301: the member \"k40\" appears twice");
  CHECK(json_error(big + ",\n\"k299\": 0}") == "line 301: the member \"k299\" appears twice");
}

TEST_CASE("design graphs: the moves along edges are the edges as written, repeats merged (CSR built in two passes)",
          "[parse][json][design]") {
  std::mt19937_64 rng(26);
  for (int round = 0; round < 60; ++round) {
    // Mostly small graphs (repeats dropped by the bit matrix), some past 4096 vertices (sorted out).
    const std::uint32_t n =
        round % 4 == 3 ? 5000 + static_cast<std::uint32_t>(rng() % 200) : 1 + static_cast<std::uint32_t>(rng() % 12);
    const bool directed = rng() % 2, adjacency = round % 3 == 1;
    const std::size_t m = rng() % 40;
    std::vector<std::set<std::uint32_t>> want(n);
    auto vertex = [&] { return static_cast<std::uint32_t>(n > 4096 && rng() % 2 ? rng() % 8 : rng() % n); };
    std::string graph;
    if (adjacency) {
      std::vector<std::vector<std::uint32_t>> lists(n);
      for (std::size_t k = 0; k < m; ++k) {
        const std::uint32_t a = vertex(), b = vertex();
        lists[a].push_back(b);
        want[a].insert(b);
        if (!directed) want[b].insert(a);
      }
      graph = "{\"adjacency\": [";
      for (std::uint32_t a = 0; a < n; ++a) {
        graph += a ? ",[" : "[";
        for (std::size_t k = 0; k < lists[a].size(); ++k) graph += (k ? "," : "") + std::to_string(lists[a][k]);
        graph += "]";
      }
      graph += "]";
    } else {
      graph = "{\"n\": " + std::to_string(n) + ", \"edges\": [";
      for (std::size_t k = 0; k < m; ++k) {
        const std::uint32_t a = vertex(), b = vertex();
        graph += (k ? ",[" : "[") + std::to_string(a) + "," + std::to_string(b) + "]";
        want[a].insert(b);
        if (!directed) want[b].insert(a);
      }
      graph += "]";
    }
    graph += std::string(", \"directed\": ") + (directed ? "true" : "false") + "}";
    const std::string text =
        R"({"board": {"graph": )" + graph + R"(}, "sides": [{"name": "a", "tokens": [{"start": 0, "moves": {}}]},
      {"name": "b", "tokens": [{"start": 0, "moves": {"range": 1}}]}], "first": "a", "ends": []})";
    INFO(text.substr(0, 600));
    const Design d = parse_design(text);
    REQUIRE(d.place_count == n);
    REQUIRE(d.moves.size() == 1);
    const DesignMoves& mv = d.moves[0];
    std::size_t wrong = 0;
    for (std::uint32_t p = 0; p < n; ++p) {
      const std::vector<std::uint32_t> got(mv.forward.begin() + mv.forward_offset[p],
                                           mv.forward.begin() + mv.forward_offset[p + 1]);
      wrong += got != std::vector<std::uint32_t>(want[p].begin(), want[p].end());
    }
    CHECK(wrong == 0);
  }
}

#include "cli/cli.hpp"
#include "design/design_solve.hpp"

TEST_CASE("design --json in pieces: the same bytes, pieces only once solved, nothing written for a bad design",
          "[parse][json][design][cli]") {
  // A cop and a robber on a ring of 100 with chords: 20,000 positions, about 2.5 MB of JSON.
  std::string edges;
  for (int v = 0; v < 100; ++v)
    edges += (v ? ",[" : "[") + std::to_string(v) + "," + std::to_string((v + 1) % 100) + "]";
  for (int v = 0; v < 100; v += 7) edges += ",[" + std::to_string(v) + "," + std::to_string((v + 31) % 100) + "]";
  const std::string design = R"({"name": "ring", "board": {"graph": {"n": 100, "edges": [)" + edges + R"(]}},
    "sides": [{"name": "cop", "tokens": [{"start": 0, "moves": {"stay": true}}]}, {"name": "robber", "tokens": [{"start": 50, "moves": {"stay": true}}]}],
    "first": "cop", "ends": [{"when": "meet", "winner": "cop"}], "endless": "robber"})";
  for (const bool stats : {false, true}) {
    std::vector<std::string_view> args{"design", "--json"};
    if (stats) args.push_back("--stats");
    std::string whole, whole_err;
    REQUIRE(run_cli(
                args, [&] { return std::string_view(design); }, whole, whole_err) == 0);
    std::string pieces, rest, err;
    std::size_t count = 0;
    REQUIRE(run_cli(
                args, [&] { return std::string_view(design); }, rest, err,
                [&](std::string_view piece) {
                  CHECK(piece.size() >= kDesignJsonChunk);
                  pieces += piece;
                  ++count;
                }) == 0);
    CHECK(count >= 2);
    CHECK(rest.size() < kDesignJsonChunk + 4096);
    CHECK(pieces + rest == whole);
    CHECK(err == whole_err);
  }
  // Refused: nothing handed over, one line on err.
  std::string out, err;
  std::size_t count = 0;
  CHECK(run_cli(
            {"design", "--json"},
            [&] { return std::string_view(R"({"board": {"graph": {"n": 3, "edges": [[0, 3]]}}})"); }, out, err,
            [&](std::string_view) { ++count; }) == 2);
  CHECK(count == 0);
  CHECK(out.empty());
  CHECK_THAT(err, Catch::Matchers::Contains("board.graph.edges[0][1]: 3 is out of range 0..2"));
}
