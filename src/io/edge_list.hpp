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

// Parses "n m\n" then exactly m lines "a b" with 1 <= a, b <= n; CRLF and trailing blank
// lines are accepted, anything else throws InputError with the line number. Sizes are
// checked against kMemoryBudgetBytes (with `bytes_per_vertex` and `bytes_per_edge`, the
// caller's whole-solve cost) before anything is allocated. O(length of text).
EdgeList parse_edge_list(std::string_view text, std::uint64_t bytes_per_vertex, std::uint64_t bytes_per_edge);

}  // namespace whowins
