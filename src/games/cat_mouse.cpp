// `cat-mouse`: validation and the two-token board (its solve: design/cat_mouse_design.*).
#include "games/cat_mouse.hpp"
#include <algorithm>
#include <cmath>
#include "core/best_move.hpp"
#include "core/retrograde.hpp"
#include "core/verifier.hpp"
#include "games/puzzle_json.hpp"
#include "games/two_token_json.hpp"

namespace whowins {

TwoTokenBoard make_cat_mouse_board(const AdjacencyList& a) {
  const auto& g = a.neighbours;
  const std::uint32_t n = static_cast<std::uint32_t>(g.size());
  if (n < 3)
    throw InputError(
        1, "the graph has " + std::to_string(n) + " nodes; cat-mouse needs at least 3 (hole 0, mouse 1, cat 2)");
  // Simple and undirected: no self-loop, no repeat, every edge listed from both ends.
  std::vector<std::uint32_t> mark(n, UINT32_MAX);
  for (std::uint32_t v = 0; v < n; ++v)
    for (std::uint32_t w : g[v]) {
      if (w == v) throw InputError(a.line_of_node[v], "node " + std::to_string(v) + " lists itself (a self-loop)");
      if (mark[w] == v)
        throw InputError(a.line_of_node[v],
                         "node " + std::to_string(v) + " lists neighbour " + std::to_string(w) + " twice");
      mark[w] = v;
    }
  // Every entry v -> w needs w -> v: binary search in sorted copies, O(m log deg).
  std::vector<std::vector<std::uint32_t>> sorted(g);
  for (auto& row : sorted) std::sort(row.begin(), row.end());
  for (std::uint32_t v = 0; v < n; ++v)
    for (std::uint32_t w : g[v])
      if (!std::binary_search(sorted[w].begin(), sorted[w].end(), v))
        throw InputError(a.line_of_node[v], "node " + std::to_string(v) + " lists " + std::to_string(w) + " but node " +
                                                std::to_string(w) + " does not list " + std::to_string(v) +
                                                " (edges are undirected)");
  TwoTokenBoard b;
  b.location_count = n;
  b.first_mover = kMouse;
  b.exit.assign(n, 0);
  b.exit[0] = 1;
  b.may_stand[kMouse].assign(n, 1);
  b.may_stand[kCat].assign(n, 1);
  b.may_stand[kCat][0] = 0;
  for (int t = 0; t < 2; ++t) b.step_offset[t].assign(1, 0);
  for (std::uint32_t v = 0; v < n; ++v) {
    for (std::uint32_t w : g[v]) {
      b.steps[kMouse].push_back(w);
      if (w != 0 && v != 0) b.steps[kCat].push_back(w);
    }
    for (int t = 0; t < 2; ++t) b.step_offset[t].push_back(static_cast<std::uint32_t>(b.steps[t].size()));
  }
  return b;
}

// Cat and mouse is a design (docs/design.md: the adjacency graph, the mouse on 1 first, the cat on 2
// with `forbid` [0] and `stuck` "draw", no stay; `meet` → cat, the mouse `on` [0] → mouse; a
// mouse without a move draws too, as the two-token game has it).
}  // namespace whowins
