// A graph given to a session as flat edge arrays (the page's input of the graph games and the sum):
// what is wrong with it, in words, before anything is built.
#pragma once
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>
#include "io/input_error.hpp"

namespace whowins {

// "" when n vertices and the edges from[i] → to[i] can be solved within the memory budget at
// per_vertex and per_edge bytes; else the one line that says why not (no vertex, arrays of
// different lengths, past the budget, a vertex out of range, naming the edge).
inline std::string edge_arrays_error(std::uint32_t n, const std::vector<std::uint32_t>& from,
                                     const std::vector<std::uint32_t>& to, std::uint64_t per_vertex,
                                     std::uint64_t per_edge) {
  if (n == 0) return "the graph has no vertex";
  if (from.size() != to.size()) return "edge arrays of different lengths";
  if (std::uint64_t{n} * per_vertex + from.size() * per_edge > kMemoryBudgetBytes)
    return "a graph of " + std::to_string(n) + " vertices and " + std::to_string(from.size()) +
           " edges is past the memory budget of " + std::to_string(kMemoryBudgetBytes >> 30) + " GiB";
  // The largest vertex first, in a loop without branches: the edge to name is looked for only
  // when one is out of range.
  std::uint32_t largest = 0;
  for (std::size_t i = 0; i < from.size(); ++i) largest = std::max(largest, std::max(from[i], to[i]));
  if (largest < n) return "";
  for (std::size_t i = 0;; ++i)
    if (from[i] >= n || to[i] >= n)
      return "edge " + std::to_string(i + 1) + ": vertex " + std::to_string(from[i] >= n ? from[i] : to[i]) +
             " is out of range 0.." + std::to_string(n - 1);
}

}  // namespace whowins
