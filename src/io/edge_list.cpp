// Parser for the `n m` + edges format: one pass over the whole text with std::from_chars.
#include "io/edge_list.hpp"
#include <string>
#include "io/line_reader.hpp"

namespace whowins {

EdgeList parse_edge_list(std::string_view text, std::uint64_t bytes_per_vertex, std::uint64_t bytes_per_edge) {
  LineReader in(text);
  if (in.at_end() || (in.line_is_blank() && text.find_first_not_of(" \t\r\n") == std::string_view::npos))
    throw InputError(1, "empty input: expected 'n m' (vertex and edge counts)");
  if (in.line_is_blank()) in.fail("expected 'n m' (vertex and edge counts), found an empty line");
  const std::uint64_t n = in.read_number("the vertex count n");
  const std::uint64_t m = in.read_number("the edge count m");
  in.end_line("'n m'");
  if (n == 0) throw InputError(1, "the vertex count n must be at least 1");
  const std::uint64_t limit = kMemoryBudgetBytes;
  if (n > limit / bytes_per_vertex || m > limit / bytes_per_edge ||
      n * bytes_per_vertex + m * bytes_per_edge > limit)
    throw InputError(1, "a graph of " + std::to_string(n) + " vertices and " + std::to_string(m) +
                            " edges is past the memory budget of " + std::to_string(limit >> 30) + " GiB");

  EdgeList list;
  list.vertex_count = static_cast<std::uint32_t>(n);
  list.from.resize(m);
  list.to.resize(m);
  for (std::uint64_t i = 0; i < m; ++i) {
    std::uint64_t a, b;
    const std::uint64_t line = in.line();
    if (!in.read_simple_pair(a, b)) {
      if (in.at_end())
        in.fail("expected edge " + std::to_string(i + 1) + " of " + std::to_string(m) + ", found the end of the input");
      if (in.line_is_blank())
        in.fail("expected edge " + std::to_string(i + 1) + " of " + std::to_string(m) + " ('a b'), found an empty line");
      a = in.read_number("an edge's first vertex a");
      b = in.read_number("an edge's second vertex b");
      in.end_line("the edge 'a b'");
    }
    if (a < 1 || a > n) throw InputError(line, "vertex " + std::to_string(a) + " is out of range 1.." + std::to_string(n));
    if (b < 1 || b > n) throw InputError(line, "vertex " + std::to_string(b) + " is out of range 1.." + std::to_string(n));
    list.from[i] = static_cast<std::uint32_t>(a - 1);
    list.to[i] = static_cast<std::uint32_t>(b - 1);
  }
  in.expect_only_blank_lines("more lines than the " + std::to_string(m) + " edges announced on line 1");
  return list;
}

}  // namespace whowins
