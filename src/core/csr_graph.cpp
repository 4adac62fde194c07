// Builds CsrGraph from an edge list: counting sort by source, de-duplication, reversal.
#include "core/csr_graph.hpp"

namespace whowins {

CsrGraph CsrGraph::from_edges(std::uint32_t n, std::span<const std::uint32_t> from,
                              std::span<const std::uint32_t> to) {
  CsrGraph g;
  g.vertex_count = n;
  const std::size_t m = from.size();

  // Successors: counting sort by source, keeping input order within a row.
  std::vector<std::uint32_t> offset(std::size_t{n} + 1, 0);
  for (std::size_t i = 0; i < m; ++i) ++offset[from[i] + 1];
  for (std::uint32_t v = 0; v < n; ++v) offset[v + 1] += offset[v];
  std::vector<std::uint32_t> succ(m);
  {
    std::vector<std::uint32_t> cursor(offset.begin(), offset.end() - 1);
    for (std::size_t i = 0; i < m; ++i) succ[cursor[from[i]]++] = to[i];
  }

  // Drop repeated edges in place: `seen[w] == v + 1` marks w as already a successor of v.
  std::vector<std::uint32_t> seen(n, 0);
  std::size_t write = 0;
  std::uint32_t row_start = 0;
  for (std::uint32_t v = 0; v < n; ++v) {
    const std::uint32_t row_end = offset[v + 1];
    offset[v] = static_cast<std::uint32_t>(write);
    for (std::uint32_t i = row_start; i < row_end; ++i) {
      const std::uint32_t w = succ[i];
      if (seen[w] != v + 1) {
        seen[w] = v + 1;
        succ[write++] = w;
      }
    }
    row_start = row_end;
  }
  offset[n] = static_cast<std::uint32_t>(write);
  succ.resize(write);
  succ.shrink_to_fit();

  // Predecessors: counting sort of the reversed edges; rows come out ascending.
  std::vector<std::uint32_t>& in = seen;  // reuse as in-degree counts
  std::fill(in.begin(), in.end(), 0);
  for (std::uint32_t w : succ) ++in[w];
  std::vector<std::uint32_t> pred_offset(std::size_t{n} + 1, 0);
  for (std::uint32_t v = 0; v < n; ++v) pred_offset[v + 1] = pred_offset[v] + in[v];
  std::vector<std::uint32_t> pred(write);
  std::copy(pred_offset.begin(), pred_offset.end() - 1, in.begin());
  for (std::uint32_t v = 0; v < n; ++v)
    for (std::uint32_t i = offset[v]; i < offset[v + 1]; ++i) pred[in[succ[i]]++] = v;

  g.succ_offset = std::move(offset);
  g.succ = std::move(succ);
  g.pred_offset = std::move(pred_offset);
  g.pred = std::move(pred);
  return g;
}

}  // namespace whowins
