// Tests of the `whowins` command line, run in-process: outputs, options, exit codes, errors.
#include <catch2/catch.hpp>
#include <algorithm>
#include "fixtures.hpp"

using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;
using fixtures::run;

namespace {
const std::string kSeed001 = "6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n";

// Exactly one line on stderr, nothing on stdout, status 2.
void check_rejected(const fixtures::CliResult& r, const std::string& says) {
  CHECK(r.status == 2);
  CHECK(r.out.empty());
  CHECK_THAT(r.err, Contains(says));
  CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  CHECK(r.err.back() == '\n');
}
}  // namespace

TEST_CASE("whowins alice-bob answers the seed 001 sample", "[cli][seed]") {
  auto r = run({"alice-bob"}, kSeed001);
  CHECK(r.status == 0);
  CHECK(r.out == "WDLDWL\nDWLLWL\n");
  CHECK(r.err.empty());
}

TEST_CASE("whowins generic prints one line of letters", "[cli]") {
  CHECK(run({"generic"}, "3 2\n1 2\n2 3\n").out == "LWL\n");
  CHECK(run({"generic", "--misere"}, "3 2\n1 2\n2 3\n").out == "WLW\n");
  CHECK(run({"generic"}, kSeed001).out == "DWLDWL\n");
}

TEST_CASE("whowins --stats appends the five count lines", "[cli]") {
  auto r = run({"generic", "--stats"}, "3 2\n1 2\n2 3\n");
  CHECK(r.out == "LWL\npositions 3\nwin 1\nloss 2\ndraw 0\nlongest 2\n");
  auto a = run({"alice-bob", "--stats"}, kSeed001);
  CHECK(a.out == "WDLDWL\nDWLLWL\npositions 12\nwin 4\nloss 5\ndraw 3\nlongest 1\n");
}

TEST_CASE("whowins --json prints the whole map", "[cli]") {
  // 1 -> 2 -> 3 -> 1 and 3 -> 4 (stuck): 3 wins by leaving, 2 must feed it, 1 wins via 2.
  auto r = run({"generic", "--json"}, "4 4\n1 2\n2 3\n3 1\n3 4\n");
  CHECK(r.status == 0);
  CHECK(r.out ==
        "{\"game\":\"generic\",\"rules\":\"normal\",\"vertices\":4,\"edges\":4,\"index_base\":1,"
        "\"outcome\":\"WLWL\",\"depth\":[3,2,1,0],\"best_move\":[2,3,4,null],"
        "\"stats\":{\"positions\":4,\"win\":2,\"loss\":2,\"draw\":0,\"longest\":3}}\n");
  auto m = run({"generic", "--json", "--misere"}, "2 1\n1 2\n");
  CHECK_THAT(m.out, Contains("\"rules\":\"misere\""));
  CHECK_THAT(m.out, Contains("\"outcome\":\"LW\",\"depth\":[1,0],\"best_move\":[2,null]"));
}

TEST_CASE("help explains the format with an example", "[cli]") {
  auto h = run({"--help"}, "");
  CHECK(h.status == 0);
  CHECK_THAT(h.out, Contains("generic"));
  CHECK_THAT(h.out, Contains("alice-bob"));
  auto g = run({"generic", "--help"}, "");
  CHECK(g.status == 0);
  CHECK_THAT(g.out, Contains("Example"));
  CHECK_THAT(g.out, Contains("--misere"));
  CHECK_THAT(run({"alice-bob", "--help"}, "").out, StartsWith("whowins alice-bob"));
}

TEST_CASE("usage errors exit 2 with one line", "[cli]") {
  check_rejected(run({}, ""), "no game given");
  check_rejected(run({"chess"}, ""), "unknown game 'chess'");
  check_rejected(run({"generic", "--fast"}, "1 0\n"), "unknown option '--fast'");
  check_rejected(run({"alice-bob", "--misere"}, "1 0\n"), "unknown option '--misere'");
}

TEST_CASE("bad input exits 2 with one line naming the line", "[cli]") {
  check_rejected(run({"generic"}, ""), "line 1: empty input");
  check_rejected(run({"generic"}, "3 x\n"), "line 1:");
  check_rejected(run({"generic", "--json"}, "3 2\n1 2\n"), "line 3: expected edge 2 of 2");
  check_rejected(run({"alice-bob", "--stats"}, "3 1\n1 4\n"), "line 2: vertex 4 is out of range 1..3");
  check_rejected(run({"alice-bob"}, "3 1\n1 2 3\n"), "line 2: unexpected '3'");
  check_rejected(run({"generic"}, "2000000000 2000000000\n"), "line 1: a graph of 2000000000 vertices");
}
