// Inputs the tests and benchmarks share: the comb board (police and thief past 254 plies) and
// random cubic graphs (cops and robbers).
#pragma once
#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace whowins::generators {

// An n x n comb: a wall in every k-th column, open alternately at the bottom and the top. The
// 30 x 30 comb of period 5 has a longest game of 348 plies, so its solution needs a depth plane.
inline std::string comb_board(int n = 30, int period = 5) {
  std::string comb = std::to_string(n) + " " + std::to_string(n) + "\n";
  for (int r = 0; r < n; ++r) {
    std::string row(static_cast<std::size_t>(n), '.');
    for (int k = 0, c = period - 1; c < n; ++k, c += period) row[c] = r == (k % 2 == 0 ? n - 1 : 0) ? '.' : '*';
    if (r == 0) row[0] = 'P', row[n - 1] = 'E';
    if (r == n / 2) row[2] = 'T';
    comb += row + "\n";
  }
  return comb;
}

// A random cubic graph by the pairing model (retried until simple), connected or not, as
// adjacency lists (each edge both ways).
inline std::vector<std::vector<std::uint32_t>> cubic(std::uint32_t n, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  for (;;) {
    std::vector<std::uint32_t> pts;
    for (std::uint32_t v = 0; v < n; ++v)
      for (int k = 0; k < 3; ++k) pts.push_back(v);
    std::shuffle(pts.begin(), pts.end(), rng);
    std::vector<std::vector<std::uint32_t>> g(n);
    bool ok = true;
    for (std::size_t i = 0; i + 1 < pts.size() && ok; i += 2) {
      const auto a = std::min(pts[i], pts[i + 1]), b = std::max(pts[i], pts[i + 1]);
      if (a == b || std::find(g[a].begin(), g[a].end(), b) != g[a].end()) ok = false;
      g[a].push_back(b);
      g[b].push_back(a);
    }
    if (ok) return g;
  }
}

}  // namespace whowins::generators
