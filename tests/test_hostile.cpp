// Tests of hostile and odd inputs: byte-order marks, headers that claim more than the text holds, fuzz findings.
#include <catch2/catch.hpp>
#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <new>
#include "fixtures.hpp"
#include "io/adjacency_json.hpp"
#include "io/edge_list.hpp"
#include "io/grid_board.hpp"
#include "wasm/cli_json.hpp"
#include "session/graph_solve.hpp"
#include "session/two_token_solve.hpp"

// Every allocation of this test binary goes through here, so a test can see how much a call
// asked for. Counting is off unless an AllocationCounter is alive.
namespace {
std::atomic<bool> g_counting{false};
std::atomic<std::size_t> g_total{0}, g_largest{0};

void* counted_alloc(std::size_t size) {
  if (g_counting.load(std::memory_order_relaxed)) {
    g_total.fetch_add(size, std::memory_order_relaxed);
    std::size_t seen = g_largest.load(std::memory_order_relaxed);
    while (size > seen && !g_largest.compare_exchange_weak(seen, size, std::memory_order_relaxed)) {
    }
  }
  if (void* p = std::malloc(size ? size : 1)) return p;
  throw std::bad_alloc();
}
}  // namespace

void* operator new(std::size_t size) { return counted_alloc(size); }
void* operator new[](std::size_t size) { return counted_alloc(size); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }

using Catch::Matchers::Contains;
using fixtures::run;
using namespace whowins;

namespace {

// Counts the bytes allocated with operator new while it lives (this thread and others).
class AllocationCounter {
 public:
  AllocationCounter() {
    g_total = 0;
    g_largest = 0;
    g_counting = true;
  }
  ~AllocationCounter() { g_counting = false; }
  std::size_t total() const { return g_total; }
  std::size_t largest() const { return g_largest; }
};

constexpr std::size_t kSmall = 64 * 1024;  // "no big allocation": far below any header's claim here

// Exactly one line on stderr, nothing on stdout, status 2.
void check_rejected(const fixtures::CliResult& r, const std::string& says) {
  CHECK(r.status == 2);
  CHECK(r.out.empty());
  CHECK_THAT(r.err, Contains(says));
  CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
}

const std::string kBom = "\xEF\xBB\xBF";

}  // namespace

TEST_CASE("the allocation counter sees a big allocation", "[hostile]") {
  // The counter itself must be able to fail the checks below.
  AllocationCounter count;
  std::vector<char> big(1 << 20);
  CHECK(count.largest() >= big.size());
  CHECK(count.total() >= big.size());
}

TEST_CASE("a UTF-8 byte-order mark is accepted at the start of every game's input", "[hostile][parse]") {
  CHECK(run({"generic"}, kBom + "3 2\n1 2\n2 3\n").out == "LWL\n");
  CHECK(run({"generic", "--misere"}, kBom + "3 2\r\n1 2\r\n2 3\r\n").out == "WLW\n");
  CHECK(run({"alice-bob"}, kBom + "6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n").out == "WDLDWL\nDWLLWL\n");
  CHECK(run({"cop-thief"}, kBom + "3 4\nP..E\n.*..\n..T.\n").out == "WIN\n");
  CHECK(run({"cat-mouse"}, kBom + "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]").out == "0\n");
  CHECK(run({"cat-mouse"}, kBom + "\n [[1,3],[0],[3],[0,2]]\n").out == "1\n");
  // The page's entries that take text.
  CHECK(cli_json("cop-thief", kBom + "3 4\nP..E\n.*..\n..T.\n", false, 1000).text ==
        run({"cop-thief", "--json"}, "3 4\nP..E\n.*..\n..T.\n").out);
  CHECK(input_positions("generic", kBom + "7 0\n").positions == 7);
  CHECK(input_positions("cat-mouse", kBom + "[[1,3],[0],[3],[0,2]]").positions == 32);
  // The mark is not a line: errors keep their line numbers.
  check_rejected(run({"generic"}, kBom + "3 2\n1 2\n1 4\n"), "line 3: vertex 4 is out of range 1..3");
  check_rejected(run({"cop-thief"}, kBom + "2 2\nP.\n.X\n"), "line 3: unknown character 'X'");
}

TEST_CASE("a byte-order mark anywhere but the start is still bad input", "[hostile][parse]") {
  check_rejected(run({"generic"}, "3 2\n" + kBom + "1 2\n2 3\n"),
                 "line 2: expected an edge's first vertex a (a whole number), found byte 0xEF byte 0xBB byte 0xBF '1'");
  check_rejected(run({"generic"}, kBom + kBom + "3 0\n"), "line 1: expected the vertex count n");
  check_rejected(run({"cop-thief"}, "1 4\n" + kBom + "P\n"), "line 2:");
  check_rejected(run({"cat-mouse"}, " " + kBom + "[[1],[0]]"), "line 1: expected '[' opening the list of nodes");
}

TEST_CASE("a huge board header over a short text is refused without allocating for it", "[hostile][cop-thief]") {
  const std::string input = "40000 40000\n.\n";  // 20 bytes claiming 1.6 billion cells
  AllocationCounter count;
  const auto r = run({"cop-thief"}, input);
  check_rejected(r, "whowins cop-thief: line 2: row 1 has 1 cells, expected m = 40000");
  CHECK(count.largest() < kSmall);
  CHECK(count.total() < kSmall);
}

TEST_CASE("board headers past the text: refused at the line where the rows stop", "[hostile][cop-thief]") {
  struct Case {
    std::string text, says;
  };
  const Case cases[] = {
      {"40000 40000\n", "line 2: expected row 1 of 40000, found the end of the input"},
      {"65536 65536\n", "line 1: a board of 65536 x 65536 cells is past the memory budget"},
      {"30000 30000\nP.T\n", "line 2: row 1 has 3 cells, expected m = 30000"},
      {"30000 3\nP.T\n...\n", "line 4: expected row 3 of 30000, found the end of the input"},
      {"3 40000\n" + std::string(40000, '.') + "\n", "line 3: expected row 2 of 3, found the end of the input"},
  };
  for (const Case& c : cases) {
    INFO(c.text.substr(0, 40));
    AllocationCounter count;
    check_rejected(run({"cop-thief"}, c.text), c.says);
    CHECK(count.largest() < kSmall + c.text.size());
    CHECK(count.total() < kSmall + 4 * c.text.size());
  }
}

TEST_CASE("an edge-list header claiming more edges than the text holds allocates for the text", "[hostile][parse]") {
  // 150 million edges are within the memory budget for 1000 vertices (2.4 GB); the text holds one.
  for (const char* game : {"generic", "alice-bob"}) {
    INFO(game);
    AllocationCounter count;
    check_rejected(run({game}, "1000 150000000\n1 2\n"),
                   "line 3: expected edge 2 of 150000000, found the end of the input");
    CHECK(count.largest() < kSmall);
  }
  {
    AllocationCounter count;
    check_rejected(run({"generic", "--json", "--stats"}, "1000 150000000\n1 2\n3 4 5\n"), "line 3: unexpected '5'");
    CHECK(count.largest() < kSmall);
  }
  // The parser's arrays never hold more edges than the text can.
  CHECK(max_edges_in("") == 0);
  CHECK(max_edges_in("1 2") == 1);
  CHECK(max_edges_in("1 2\n") == 1);
  CHECK(max_edges_in("1 2\n3 4") == 2);
  AllocationCounter count;
  CHECK_THROWS_AS(parse_edge_list("5 100000000\n1 2\n2 3\n", 40, 16), InputError);
  CHECK(count.largest() < kSmall);
}

TEST_CASE("the page's text entries refuse a huge header without allocating for it", "[hostile][wasm-api]") {
  {
    AllocationCounter count;
    const TextResult r = cli_json("cop-thief", "40000 40000\n.\n", false, UINT64_MAX);
    CHECK(r.error == "line 2: row 1 has 1 cells, expected m = 40000");
    CHECK(r.text.empty());
    CHECK(count.largest() < kSmall);
  }
  {
    AllocationCounter count;
    const SizeResult r = input_positions("cop-thief", "40000 40000\n.\n");
    CHECK(r.error == "line 2: row 1 has 1 cells, expected m = 40000");
    CHECK(count.largest() < kSmall);
  }
  {
    AllocationCounter count;
    const TextResult r = cli_json("generic", "1000 150000000\n1 2\n", false, UINT64_MAX);
    CHECK(r.error == "line 3: expected edge 2 of 150000000, found the end of the input");
    CHECK(count.largest() < kSmall);
  }
  {
    // Zero columns with many rows: refused before a text of one line per row is built.
    AllocationCounter count;
    const TwoTokenSolve s = TwoTokenSolve::cop_thief(4000000000u, 0, "");
    CHECK(s.error() == "the board needs at least one row and one column");
    CHECK(count.largest() < kSmall);
  }
  {
    AllocationCounter count;
    GraphSolve s("generic", 4000000000u, {}, {}, false);
    CHECK_THAT(s.error(), Contains("past the memory budget"));
    CHECK(count.largest() < kSmall);
  }
}

TEST_CASE("input_positions: the size of a solve, known before solving", "[hostile][wasm-api]") {
  // "222222222 0"-style headers: a legal graph of isolated vertices if within the budget; the
  // page asks the size first and refuses what it cannot hold.
  {
    AllocationCounter count;
    const SizeResult r = input_positions("generic", "50000000 0");
    CHECK(r.error.empty());
    CHECK(r.positions == 50000000);
    CHECK(count.largest() < kSmall);
  }
  CHECK(input_positions("alice-bob", "20000000 0\n").positions == 40000000);
  CHECK(input_positions("generic", "222222222 0").error ==
        "line 1: a graph of 222222222 vertices and 0 edges is past the memory budget of 3 GiB");
  CHECK(input_positions("generic", "3 x\n").error == "line 1: expected the edge count m (a whole number), found 'x'");
  CHECK(input_positions("generic", "").error == "line 1: empty input: expected 'n m' (vertex and edge counts)");
  // Only the header of an edge list is read.
  CHECK(input_positions("generic", "5 2\n1 9\n").positions == 5);
  // Boards and adjacency lists are parsed: 2 F^2 and 2 n^2.
  CHECK(input_positions("cop-thief", "3 4\nP..E\n.*..\n..T.\n").positions == 242);
  CHECK(input_positions("cat-mouse", "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]").positions == 72);
  CHECK(input_positions("cat-mouse", "[[1],[0]").error ==
        "line 1: expected ',' or ']' after the neighbours of node 1, found the end of the input");
  CHECK(input_positions("chess", "").error == "unknown game 'chess'");
  // What the CLI answers for such a header is legal: n letters.
  const auto r = run({"generic"}, "2000000 0");
  CHECK(r.status == 0);
  CHECK(r.out.size() == 2000001);
  CHECK(r.out.find_first_not_of('L') == 2000000);
}
