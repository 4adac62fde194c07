// An explicit directed graph in CSR form (successors and predecessors), built from an edge list.
#pragma once
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace whowins {

// Directed graph on vertices 0..vertex_count-1 with both adjacency directions as flat arrays.
// Repeated edges are stored once (a repeated edge is the same move); self-loops are kept.
struct CsrGraph {
  std::uint32_t vertex_count = 0;
  std::vector<std::uint32_t> succ_offset;  // size n+1; successors of v: succ[succ_offset[v] .. succ_offset[v+1])
  std::vector<std::uint32_t> succ;         // in the order of first appearance in the input
  std::vector<std::uint32_t> pred_offset;  // size n+1
  std::vector<std::uint32_t> pred;         // predecessors of each vertex, ascending

  std::uint32_t out_degree(std::uint32_t v) const { return succ_offset[v + 1] - succ_offset[v]; }
  std::uint64_t edge_count() const { return succ.size(); }
  std::span<const std::uint32_t> successors(std::uint32_t v) const {
    return {succ.data() + succ_offset[v], succ.data() + succ_offset[v + 1]};
  }
  std::span<const std::uint32_t> predecessors(std::uint32_t v) const {
    return {pred.data() + pred_offset[v], pred.data() + pred_offset[v + 1]};
  }

  // Builds the graph from m edges from[i] -> to[i] (0-indexed, each < n; the caller checks).
  // O(n + m) time; about 4(2n + 2m) bytes beyond the input.
  static CsrGraph from_edges(std::uint32_t n, std::span<const std::uint32_t> from,
                             std::span<const std::uint32_t> to);
};

}  // namespace whowins
