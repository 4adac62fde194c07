// Builds CsrGraph from an edge list: counting sort by target, de-duplication, out-degrees.
#include "core/csr_graph.hpp"
#include <algorithm>
#if WHOWINS_THREADS
#include <thread>
#endif

namespace whowins {

namespace {

// Keeps the first occurrence of each predecessor in rows [first, last) and counts it in
// out_deg; `seen` (n entries, zero or marks of other rows) marks u as kept for row v with
// v + 1. Compacts the kept entries to start at offset[first]; sets offset[first..last) to the
// new row starts and returns the end of the kept data.
std::uint32_t dedupe_rows(std::vector<std::uint32_t>& pred, std::vector<std::uint32_t>& offset, std::uint32_t first,
                          std::uint32_t last, std::vector<std::uint32_t>& seen, std::vector<std::uint32_t>& out_deg) {
  std::uint32_t write = offset[first], row_start = offset[first];
  for (std::uint32_t v = first; v < last; ++v) {
    const std::uint32_t row_end = offset[v + 1];
    offset[v] = write;
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
  return write;
}

}  // namespace

CsrGraph CsrGraph::from_edges(std::uint32_t n, std::span<const std::uint32_t> from, std::span<const std::uint32_t> to,
                              bool with_successors) {
  CsrGraph g;
  g.vertex_count = n;
  const std::size_t m = from.size();
  std::vector<std::uint32_t> offset(std::size_t{n} + 1, 0);
  std::vector<std::uint32_t> pred(m);
  std::vector<std::uint32_t> out_deg(n, 0);
#if WHOWINS_THREADS
  if (m >= (std::size_t{1} << 20) && n >= 2) {
    // The same steps on two cores: each half of the edges is counted and scattered by one
    // thread (the first half's edges come first in every row, as in input order), then each
    // half of the rows is de-duplicated by one thread and the second half moved down.
    const std::size_t half = m / 2;
    const std::uint32_t mid = n / 2;
    std::vector<std::uint32_t> count_b(n, 0), seen_b(n, 0), out_deg_b(n, 0);
    std::thread count_thread([&] {
      for (std::size_t i = half; i < m; ++i) ++count_b[to[i]];
    });
    for (std::size_t i = 0; i < half; ++i) ++offset[to[i] + 1];
    count_thread.join();
    std::vector<std::uint32_t> cursor_a(n), cursor_b(n);
    for (std::uint32_t v = 0; v < n; ++v) {
      cursor_a[v] = offset[v];
      cursor_b[v] = offset[v] + offset[v + 1];
      offset[v + 1] = cursor_b[v] + count_b[v];
    }
    std::thread scatter_thread([&] {
      for (std::size_t i = half; i < m; ++i) pred[cursor_b[to[i]]++] = from[i];
    });
    for (std::size_t i = 0; i < half; ++i) pred[cursor_a[to[i]]++] = from[i];
    scatter_thread.join();
    std::vector<std::uint32_t>& seen_a = cursor_a;
    std::fill(seen_a.begin(), seen_a.end(), 0);
    std::uint32_t end_b = 0;
    const std::uint32_t start_b = offset[mid];
    std::thread dedupe_thread([&] { end_b = dedupe_rows(pred, offset, mid, n, seen_b, out_deg_b); });
    const std::uint32_t end_a = dedupe_rows(pred, offset, 0, mid, seen_a, out_deg);
    dedupe_thread.join();
    std::copy(pred.begin() + start_b, pred.begin() + end_b, pred.begin() + end_a);
    for (std::uint32_t v = mid; v < n; ++v) offset[v] -= start_b - end_a;
    offset[n] = end_a + (end_b - start_b);
    for (std::uint32_t v = 0; v < n; ++v) out_deg[v] += out_deg_b[v];
  } else
#endif
  {
    // Predecessors: counting sort of the edges by target, keeping input order within a row.
    for (std::size_t i = 0; i < m; ++i) ++offset[to[i] + 1];
    for (std::uint32_t v = 0; v < n; ++v) offset[v + 1] += offset[v];
    std::vector<std::uint32_t> cursor(offset.begin(), offset.end() - 1);
    for (std::size_t i = 0; i < m; ++i) pred[cursor[to[i]]++] = from[i];
    // Drop repeated edges in place and count out-degrees (`cursor` reused for the marks).
    std::fill(cursor.begin(), cursor.end(), 0);
    offset[n] = dedupe_rows(pred, offset, 0, n, cursor, out_deg);
  }
  pred.resize(offset[n]);

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
