// Parser for the `n m` + m edge lines format (1-indexed directed edges a b).
#pragma once
#include <cstdint>
#include <string_view>
#include <vector>
#include "io/input_error.hpp"

namespace whowins {

// A parsed edge list, converted to 0-indexed vertices.
struct EdgeList {
  std::uint32_t vertex_count = 0;
  std::vector<std::uint32_t> from, to;
};

// The header line 'n m' alone.
struct EdgeListHeader {
  std::uint64_t vertices = 0, edges = 0;
};

// Reads and checks only the header, as parse_edge_list does (a leading UTF-8 byte-order mark
// is skipped; n >= 1; n and m within the memory budget), and throws the same InputError.
// O(length of the header line); allocates nothing in proportion to n or m.
EdgeListHeader read_edge_list_header(std::string_view text, std::uint64_t bytes_per_vertex,
                                     std::uint64_t bytes_per_edge);

// The most edge lines a text of this size can hold (each "a b" line takes at least 4 bytes,
// the last 3). O(1).
std::uint64_t max_edges_in(std::string_view body);

// Parses "n m\n" then exactly m lines "a b" with 1 <= a, b <= n; CRLF and trailing blank
// lines are accepted, anything else throws InputError with the line number. Sizes are
// checked against kMemoryBudgetBytes (with `bytes_per_vertex` and `bytes_per_edge`, the
// caller's whole-solve cost) before anything is allocated. A leading UTF-8 byte-order mark
// is skipped. Memory follows the text, not the header: the edge arrays never hold more than
// the text can (max_edges_in), so a short text with a huge m is refused at the line where its
// edges run out, having allocated about 2 bytes per byte of text. O(length of text).
EdgeList parse_edge_list(std::string_view text, std::uint64_t bytes_per_vertex, std::uint64_t bytes_per_edge);

// As parse_edge_list, for an input that goes on after its m edge lines (`whowins sum`'s positions):
// the text after them, and the number of the line it starts on.
struct EdgeListRest {
  std::string_view text;
  std::uint64_t line = 0;
};
EdgeList parse_edge_list(std::string_view text, std::uint64_t bytes_per_vertex, std::uint64_t bytes_per_edge,
                         EdgeListRest& rest);

}  // namespace whowins
