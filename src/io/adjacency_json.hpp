// Parser for LeetCode-style adjacency lists as JSON: [[2,5],[3],[0,4,5]].
#pragma once
#include <cstdint>
#include <string_view>
#include <vector>
#include "io/input_error.hpp"

namespace whowins {

// One list of neighbours per node, plus the line each node's list starts on (for errors).
struct AdjacencyList {
  std::vector<std::vector<std::uint32_t>> neighbours;
  std::vector<std::uint64_t> line_of_node;
};

// Parses a JSON array of arrays of non-negative integers (whitespace anywhere, nothing after
// the closing bracket but whitespace). Checks only the syntax and that every index is below
// the number of lists; callers check the graph's shape. Throws InputError with the line.
// `max_nodes` bounds the node count (memory budget). A leading UTF-8 byte-order mark is
// skipped. Memory grows with the lists read (each takes at least 2 bytes of text), never
// from a count announced in advance. O(length of text).
AdjacencyList parse_adjacency_json(std::string_view text, std::uint64_t max_nodes);

}  // namespace whowins
