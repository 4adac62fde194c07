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
  for (const char* text : {"3 2\r\n1 2\r\n3 3\r\n", "3 2\n1 2\n3 3", "  3\t2 \n1   2\t\n 3 3\n\n\n",
                           "3 2\n1 2\n3 3\n \t\n\r\n"}) {
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
