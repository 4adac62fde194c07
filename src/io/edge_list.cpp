// Parser for the `n m` + edges format: one pass over the whole text with std::from_chars.
#include "io/edge_list.hpp"
#include <algorithm>
#include <cstring>
#include <string>
#include "io/line_reader.hpp"
#include "io/utf8_bom.hpp"
#if WHOWINS_THREADS
#include <thread>
#endif

namespace whowins {
namespace {

// Parses `count` lines of exactly "a b\n" (digits, one space, digits; "\r\n" allowed) from
// text into from/to, 0-indexed, checking 1 <= a, b <= n. Returns false on anything else;
// the caller then re-parses with the exact, line-numbered sequential parser.
bool parse_simple_edges(std::string_view text, std::uint64_t n, std::uint32_t* from, std::uint32_t* to,
                        std::size_t count, std::size_t* consumed) {
  LineReader in(text);
  for (std::size_t i = 0; i < count; ++i) {
    std::uint64_t a, b;
    if (!in.read_simple_pair(a, b) || a < 1 || a > n || b < 1 || b > n) return false;
    from[i] = static_cast<std::uint32_t>(a - 1);
    to[i] = static_cast<std::uint32_t>(b - 1);
  }
  *consumed = static_cast<std::size_t>(in.position() - text.data());
  return true;
}

#if WHOWINS_THREADS
// Two threads, each parsing half of the edge lines: the halves split at a line end. The
// second half's edge count is found by counting its lines first. Returns false if either
// half is not all simple edge lines followed by nothing (or only line ends).
// With `rest`, whatever follows the m edge lines is handed back there instead.
bool parse_edges_in_two(std::string_view body, std::uint64_t n, std::uint64_t m, EdgeList& list,
                        std::string_view* rest) {
  std::size_t mid = body.find('\n', body.size() / 2);
  if (mid == std::string_view::npos) return false;
  ++mid;
  const std::string_view first = body.substr(0, mid), second = body.substr(mid);
  std::size_t first_lines = 0;
  for (const char* q = first.data();
       (q = static_cast<const char*>(std::memchr(q, '\n', first.data() + first.size() - q))); ++q)
    ++first_lines;
  if (first_lines > m) return false;
  bool ok1 = false, ok2 = false;
  std::size_t used1 = 0, used2 = 0;
  std::thread helper([&] {
    ok2 = parse_simple_edges(second, n, list.from.data() + first_lines, list.to.data() + first_lines, m - first_lines,
                             &used2);
  });
  ok1 = parse_simple_edges(first, n, list.from.data(), list.to.data(), first_lines, &used1);
  helper.join();
  if (!ok1 || !ok2 || used1 != first.size()) return false;
  if (rest) {
    *rest = second.substr(used2);
    return true;
  }
  return second.substr(used2).find_first_not_of("\r\n") == std::string_view::npos;
}
#endif

// Reads and checks the header line 'n m' (numbers, n >= 1, the memory budget).
EdgeListHeader read_header(LineReader& in, std::string_view text, std::uint64_t bytes_per_vertex,
                           std::uint64_t bytes_per_edge) {
  if (in.at_end() || (in.line_is_blank() && text.find_first_not_of(" \t\r\n") == std::string_view::npos))
    throw InputError(1, "empty input: expected 'n m' (vertex and edge counts)");
  if (in.line_is_blank()) in.fail("expected 'n m' (vertex and edge counts), found an empty line");
  const std::uint64_t n = in.read_number("the vertex count n");
  const std::uint64_t m = in.read_number("the edge count m");
  in.end_line("'n m'");
  if (n == 0) throw InputError(1, "the vertex count n must be at least 1");
  const std::uint64_t limit = kMemoryBudgetBytes;
  if (n > limit / bytes_per_vertex || m > limit / bytes_per_edge || n * bytes_per_vertex + m * bytes_per_edge > limit)
    throw InputError(1, "a graph of " + std::to_string(n) + " vertices and " + std::to_string(m) +
                            " edges is past the memory budget of " + std::to_string(limit >> 30) + " GiB");
  return {n, m};
}

}  // namespace

EdgeListHeader read_edge_list_header(std::string_view text, std::uint64_t bytes_per_vertex,
                                     std::uint64_t bytes_per_edge) {
  text = skip_utf8_bom(text);
  LineReader in(text);
  return read_header(in, text, bytes_per_vertex, bytes_per_edge);
}

std::uint64_t max_edges_in(std::string_view body) {
  // The shortest edge line is "a b" (3 bytes); all but the last end with '\n'.
  return (std::uint64_t{body.size()} + 1) / 4;
}

namespace {
EdgeList parse_edges(std::string_view text, std::uint64_t bytes_per_vertex, std::uint64_t bytes_per_edge,
                     EdgeListRest* rest) {
  text = skip_utf8_bom(text);
  LineReader in(text);
  const auto [n, m] = read_header(in, text, bytes_per_vertex, bytes_per_edge);
  const std::string_view body = text.substr(static_cast<std::size_t>(in.position() - text.data()));

  // Memory follows the text, not the header: a header that claims more edges than the text
  // can hold gets arrays for what it can hold, and the loop below stops at the line where
  // the edges run out (every edge read takes at least 4 bytes, so it never passes them).
  const std::uint64_t room = std::min(m, max_edges_in(body));
  EdgeList list;
  list.vertex_count = static_cast<std::uint32_t>(n);
  list.from.resize(room);
  list.to.resize(room);
#if WHOWINS_THREADS
  if (m >= 200000 && room == m) {
    std::string_view after;
    if (parse_edges_in_two(body, n, m, list, rest ? &after : nullptr)) {
      if (rest) *rest = {after, m + 2};  // the header is line 1, the edges one a line
      return list;
    }
  }
#endif
  for (std::uint64_t i = 0; i < m; ++i) {
    std::uint64_t a, b;
    const std::uint64_t line = in.line();
    if (!in.read_simple_pair(a, b)) {
      if (in.at_end())
        in.fail("expected edge " + std::to_string(i + 1) + " of " + std::to_string(m) + ", found the end of the input");
      if (in.line_is_blank())
        in.fail("expected edge " + std::to_string(i + 1) + " of " + std::to_string(m) +
                " ('a b'), found an empty line");
      a = in.read_number("an edge's first vertex a");
      b = in.read_number("an edge's second vertex b");
      in.end_line("the edge 'a b'");
    }
    if (a < 1 || a > n)
      throw InputError(line, "vertex " + std::to_string(a) + " is out of range 1.." + std::to_string(n));
    if (b < 1 || b > n)
      throw InputError(line, "vertex " + std::to_string(b) + " is out of range 1.." + std::to_string(n));
    if (i >= room)
      throw InputError(
          line, "expected edge " + std::to_string(i + 1) + " of " + std::to_string(m) + ", found the end of the input");
    list.from[i] = static_cast<std::uint32_t>(a - 1);
    list.to[i] = static_cast<std::uint32_t>(b - 1);
  }
  if (rest) {
    *rest = {text.substr(static_cast<std::size_t>(in.position() - text.data())), in.line()};
    return list;
  }
  in.expect_only_blank_lines("more lines than the " + std::to_string(m) + " edges announced on line 1");
  return list;
}
}  // namespace

EdgeList parse_edge_list(std::string_view text, std::uint64_t bytes_per_vertex, std::uint64_t bytes_per_edge) {
  return parse_edges(text, bytes_per_vertex, bytes_per_edge, nullptr);
}

EdgeList parse_edge_list(std::string_view text, std::uint64_t bytes_per_vertex, std::uint64_t bytes_per_edge,
                         EdgeListRest& rest) {
  return parse_edges(text, bytes_per_vertex, bytes_per_edge, &rest);
}

}  // namespace whowins
