// An explicit directed graph in CSR form (predecessors always, successors on demand).
#pragma once
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace whowins {

// Directed graph on vertices 0..vertex_count-1 as flat arrays. Repeated edges are stored
// once (a repeated edge is the same move); self-loops are kept. The solver needs only the
// predecessors and out-degrees; successor lists (best moves, JSON, the verifier) are built
// by build_successors().
struct CsrGraph {
  std::uint32_t vertex_count = 0;
  std::vector<std::uint32_t> out_deg;      // distinct successors per vertex
  std::vector<std::uint32_t> pred_offset;  // size n+1; predecessors of v: pred[pred_offset[v] .. pred_offset[v+1])
  std::vector<std::uint32_t> pred;         // in input order within a row
  std::vector<std::uint32_t> succ_offset;  // empty until build_successors()
  std::vector<std::uint32_t> succ;         // ascending within a row

  std::uint32_t out_degree(std::uint32_t v) const { return out_deg[v]; }
  std::uint64_t edge_count() const { return pred.size(); }
  bool has_successors() const { return !succ_offset.empty(); }
  std::span<const std::uint32_t> predecessors(std::uint32_t v) const {
    return {pred.data() + pred_offset[v], pred.data() + pred_offset[v + 1]};
  }
  // Solver prefetch hints (see GenericGame::prefetch): the predecessor row of v, and the
  // state words `state[map(u)]` of v's first predecessors u.
  void prefetch_predecessor_row(std::uint32_t v) const { __builtin_prefetch(pred.data() + pred_offset[v]); }
  template <class Map>
  void prefetch_predecessor_states(std::uint32_t v, const std::uint32_t* state, Map map) const {
    const std::uint32_t begin = pred_offset[v], end = pred_offset[v + 1];
    for (std::uint32_t i = begin; i < end && i < begin + 8; ++i) __builtin_prefetch(state + map(pred[i]), 1);
  }
  // Requires build_successors() to have run.
  std::span<const std::uint32_t> successors(std::uint32_t v) const {
    return {succ.data() + succ_offset[v], succ.data() + succ_offset[v + 1]};
  }

  // Builds predecessors and out-degrees from m edges from[i] -> to[i] (0-indexed, each < n;
  // the caller checks). O(n + m) time; 4(2n + m) bytes beyond the input.
  static CsrGraph from_edges(std::uint32_t n, std::span<const std::uint32_t> from,
                             std::span<const std::uint32_t> to, bool with_successors = false);
  // Builds the successor lists from the predecessor lists. O(n + m); idempotent.
  void build_successors();
};

}  // namespace whowins
