// The game graph of a graph game as Graphviz DOT, with every vertex's outcome (docs/json.md,
// "--dot"): what `whowins generic|alice-bob --dot` prints and the page exports.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include "core/csr_graph.hpp"
#include "io/text_writer.hpp"

namespace whowins {

// One vertex as the writer draws it: the letter that colours and shapes it (W, L or D), the
// text under its number ("W3", "A W1 · B D"), the outcome attributes, and the target of its
// best move (drawn bold), or -1.
struct DotVertex {
  char letter = 'D';
  std::string caption;
  std::string attributes;  // extra attributes, e.g. outcome="W",depth=3
  std::int64_t best = -1;
};

// Writes `digraph whowins { ... }`: a title, one node per vertex (1-based names, shapes W
// circle, L box, D diamond, Okabe–Ito colours), one edge per distinct move, best moves bold.
// `graph` must have its successor lists. O(n + m).
void write_graph_dot(TextWriter& out, const CsrGraph& graph, std::string_view title,
                     const std::function<DotVertex(std::uint32_t)>& vertex);

}  // namespace whowins
