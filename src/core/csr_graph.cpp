// Builds CsrGraph from an edge list: counting sort by target, de-duplication, out-degrees.
#include "core/csr_graph.hpp"
#include <algorithm>

namespace whowins {

CsrGraph CsrGraph::from_edges(std::uint32_t n, std::span<const std::uint32_t> from,
                              std::span<const std::uint32_t> to, bool with_successors) {
  CsrGraph g;
  g.vertex_count = n;
  const std::size_t m = from.size();

  // Predecessors: counting sort of the edges by target, keeping input order within a row.
  std::vector<std::uint32_t> offset(std::size_t{n} + 1, 0);
  for (std::size_t i = 0; i < m; ++i) ++offset[to[i] + 1];
  for (std::uint32_t v = 0; v < n; ++v) offset[v + 1] += offset[v];
  std::vector<std::uint32_t> pred(m);
  std::vector<std::uint32_t> cursor(offset.begin(), offset.end() - 1);
  for (std::size_t i = 0; i < m; ++i) pred[cursor[to[i]]++] = from[i];

  // Drop repeated edges in place and count out-degrees: `seen[u] == v + 1` marks u as
  // already a predecessor of v. `cursor` is reused for the marks.
  std::vector<std::uint32_t>& seen = cursor;
  std::fill(seen.begin(), seen.end(), 0);
  std::vector<std::uint32_t> out_deg(n, 0);
  std::size_t write = 0;
  std::uint32_t row_start = 0;
  for (std::uint32_t v = 0; v < n; ++v) {
    const std::uint32_t row_end = offset[v + 1];
    offset[v] = static_cast<std::uint32_t>(write);
    for (std::uint32_t i = row_start; i < row_end; ++i) {
      const std::uint32_t u = pred[i];
      if (seen[u] != v + 1) {
        seen[u] = v + 1;
        ++out_deg[u];
        pred[write++] = u;
      }
    }
    row_start = row_end;
  }
  offset[n] = static_cast<std::uint32_t>(write);
  pred.resize(write);

  g.pred_offset = std::move(offset);
  g.pred = std::move(pred);
  g.out_deg = std::move(out_deg);
  if (with_successors) g.build_successors();
  return g;
}

void CsrGraph::build_successors() {
  if (has_successors()) return;
  const std::uint32_t n = vertex_count;
  succ_offset.assign(std::size_t{n} + 1, 0);
  for (std::uint32_t v = 0; v < n; ++v) succ_offset[v + 1] = succ_offset[v] + out_deg[v];
  succ.resize(pred.size());
  std::vector<std::uint32_t> cursor(succ_offset.begin(), succ_offset.end() - 1);
  for (std::uint32_t v = 0; v < n; ++v)
    for (std::uint32_t i = pred_offset[v]; i < pred_offset[v + 1]; ++i) succ[cursor[pred[i]]++] = v;
}

}  // namespace whowins
