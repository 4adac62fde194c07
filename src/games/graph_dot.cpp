// The Graphviz DOT writer for the graph games.
#include "games/graph_dot.hpp"

namespace whowins {

void write_graph_dot(TextWriter& out, const CsrGraph& graph, std::string_view title,
                     const std::function<DotVertex(std::uint32_t)>& vertex) {
  out.put("digraph whowins {\n  graph [label=");
  out.put_json_string(title);
  out.put(
      ", labelloc=t, fontname=\"Helvetica\"];\n"
      "  node [style=filled, fontname=\"Helvetica\", fontcolor=white];\n  edge [color=\"#8a8f98\"];\n");
  const std::uint32_t n = graph.vertex_count;
  std::vector<std::int64_t> best(n, -1);
  for (std::uint32_t v = 0; v < n; ++v) {
    const DotVertex d = vertex(v);
    best[v] = d.best;
    const char* shape = d.letter == 'W' ? "circle" : d.letter == 'L' ? "box" : "diamond";
    const char* fill = d.letter == 'W' ? "#0072B2" : d.letter == 'L' ? "#C24E00" : "#6B7280";
    out.put("  ");
    out.put_uint(v + 1);
    out.put(" [label=");
    out.put_json_string(std::to_string(v + 1) + "\n" + d.caption);
    out.put(", shape=");
    out.put(shape);
    out.put(", fillcolor=\"");
    out.put(fill);
    out.put('"');
    if (!d.attributes.empty()) {
      out.put(", ");
      out.put(d.attributes);
    }
    out.put("];\n");
  }
  for (std::uint32_t v = 0; v < n; ++v) {
    for (std::uint32_t u : graph.successors(v)) {
      out.put("  ");
      out.put_uint(v + 1);
      out.put(" -> ");
      out.put_uint(u + 1);
      if (best[v] == std::int64_t{u}) out.put(" [penwidth=3, color=\"#222222\"]");
      out.put(";\n");
    }
  }
  out.put("}\n");
}

}  // namespace whowins
