// An explicit directed graph in CSR form (predecessors always, successors on demand).
#pragma once
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace whowins {

// A prefetch hint. GCC 12 drops __builtin_prefetch in some inlined templates (seen in the
// solver's loop), so x86 GCC builds issue the instruction directly.
inline void prefetch_address(const void* p) {
#if defined(__GNUC__) && !defined(__clang__) && (defined(__x86_64__) || defined(__i386__))
  asm volatile("prefetcht0 %0" : : "m"(*static_cast<const char*>(p)));
#else
  __builtin_prefetch(p);
#endif
}

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
  std::uint32_t max_out_degree() const {
    std::uint32_t most = 0;
    for (std::uint32_t d : out_deg) most = d > most ? d : most;
    return most;
  }
  std::uint64_t edge_count() const { return pred.size(); }
  bool has_successors() const { return !succ_offset.empty(); }
  std::span<const std::uint32_t> predecessors(std::uint32_t v) const {
    return {pred.data() + pred_offset[v], pred.data() + pred_offset[v + 1]};
  }
  // Solver prefetch hints, issued for a position some pops ahead of use, in three stages:
  // v's row offsets, then its predecessor row, then the counters `count[map(u)]` of its
  // first predecessors u.
  template <class T, class Map>
  void prefetch_stage(int stage, std::uint32_t v, const T* count, Map map) const {
    const std::uint32_t* offsets = pred_offset.data();
    const std::uint32_t* rows = pred.data();
    if (stage == 0) {
      prefetch_address(offsets + v);
    } else if (stage == 1) {
      prefetch_address(rows + offsets[v]);
    } else {
      const std::uint32_t begin = offsets[v], end = offsets[v + 1];
      for (std::uint32_t i = begin; i < end && i < begin + 8; ++i) prefetch_address(count + map(rows[i]));
    }
  }
  // Requires build_successors() to have run.
  std::span<const std::uint32_t> successors(std::uint32_t v) const {
    return {succ.data() + succ_offset[v], succ.data() + succ_offset[v + 1]};
  }

  // Builds predecessors and out-degrees from m edges from[i] -> to[i] (0-indexed, each < n;
  // the caller checks). O(n + m) time; 4(2n + m) bytes beyond the input.
  static CsrGraph from_edges(std::uint32_t n, std::span<const std::uint32_t> from, std::span<const std::uint32_t> to,
                             bool with_successors = false);
  // Builds the successor lists from the predecessor lists. O(n + m); idempotent.
  void build_successors();
};

}  // namespace whowins
