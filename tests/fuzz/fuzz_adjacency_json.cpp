// libFuzzer target: the adjacency-list JSON parser (src/io/adjacency_json.cpp) and cat-mouse's graph checks.
#include <algorithm>
#include <string>
#include "fuzz_support.hpp"
#include "design/cat_mouse_design.hpp"
#include "io/adjacency_json.hpp"

using namespace whowins;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  // A small node limit now and then, so the budget refusal runs too.
  const std::uint64_t max_nodes = size > 0 && data[size - 1] == '\t' ? 4 : 11130;
  AdjacencyList a;
  try {
    a = parse_adjacency_json(text, max_nodes);
  } catch (const InputError& e) {
    fuzz::check(e.line() >= 1 && e.line() <= 1 + static_cast<std::uint64_t>(std::count(text.begin(), text.end(), '\n')),
                "an error line outside the text");
    return 0;
  }
  const std::size_t n = a.neighbours.size();
  fuzz::check(n <= max_nodes, "more nodes than the limit");
  fuzz::check(a.line_of_node.size() == n, "one line per node");
  for (const auto& row : a.neighbours)
    for (std::uint32_t w : row) fuzz::check(w < n, "a neighbour out of range");
  try {
    const TwoTokenBoard b = make_cat_mouse_board(a);
    fuzz::check(b.location_count == n && n >= 3, "board size");
    for (int t = 0; t < 2; ++t) fuzz::check(b.step_offset[t].size() == n + 1, "step offsets");
  } catch (const InputError&) {
  }
  return 0;
}
