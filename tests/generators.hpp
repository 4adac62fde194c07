// Inputs the tests and benchmarks share: the comb board (police and thief past 254 plies),
// random cubic graphs and the incidence graphs of projective planes (cops and robbers).
#pragma once
#include <algorithm>
#include <array>
#include <cstdint>
#include <random>
#include <string>
#include <utility>
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

// The incidence graph of the projective plane PG(2, q) for q = 2, 3, 4, 5 (bipartite, q + 1
// regular, girth 6, 2(q^2 + q + 1) vertices): points 0 .. N-1 and lines N .. 2N-1, each a
// normalized triple over GF(q) (its first non-zero coordinate 1), a point on a line when their
// dot product is 0. Its cop number is q + 1 (Prałat, "When does a random graph have constant
// cop number?", 2010; Baird et al., "On the minimum order of k-cop-win graphs", 2014): the
// extremal family of Meyniel's conjecture. GF(4) is {0, 1, x, x + 1} with x^2 = x + 1.
// As edge pairs (0-based, each edge once).
inline std::vector<std::pair<int, int>> projective_plane_incidence(int q) {
  const auto add = [q](int a, int b) { return q == 4 ? a ^ b : (a + b) % q; };
  const auto mul = [q](int a, int b) {
    if (q != 4) return a * b % q;
    int r = 0;  // carry-less product of 2-bit polynomials, reduced by x^2 = x + 1
    for (int i = 0; i < 2; ++i)
      if (b >> i & 1) r ^= a << i;
    return r & 4 ? (r ^ 4) ^ 3 : r;
  };
  std::vector<std::array<int, 3>> pts;
  for (int x = 0; x < q; ++x)
    for (int y = 0; y < q; ++y)
      for (int z = 0; z < q; ++z) {
        const int first = x ? x : y ? y : z;
        if (first == 1) pts.push_back({x, y, z});
      }
  const int N = static_cast<int>(pts.size());
  std::vector<std::pair<int, int>> edges;
  for (int p = 0; p < N; ++p)
    for (int l = 0; l < N; ++l) {
      int dot = 0;
      for (int i = 0; i < 3; ++i) dot = add(dot, mul(pts[p][i], pts[l][i]));
      if (dot == 0) edges.emplace_back(p, N + l);
    }
  return edges;
}

}  // namespace whowins::generators
