// Inputs the tests and benchmarks share: the comb board (police and thief past 254 plies),
// random cubic graphs, the incidence graphs of projective planes and named graphs (cops and robbers, symmetry).
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

using Edges = std::vector<std::pair<int, int>>;  // 0-based, undirected, each edge once

inline Edges cycle(int n, int from = 0) {
  Edges e;
  for (int i = 0; i < n; ++i) e.emplace_back(from + i, from + (i + 1) % n);
  return e;
}
inline Edges path(int n) {
  Edges e;
  for (int i = 0; i + 1 < n; ++i) e.emplace_back(i, i + 1);
  return e;
}
inline Edges complete(int n) {
  Edges e;
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b) e.emplace_back(a, b);
  return e;
}
inline Edges grid(int r, int c) {
  Edges e;
  for (int i = 0; i < r; ++i)
    for (int j = 0; j < c; ++j) {
      if (j + 1 < c) e.emplace_back(i * c + j, i * c + j + 1);
      if (i + 1 < r) e.emplace_back(i * c + j, (i + 1) * c + j);
    }
  return e;
}
inline Edges torus(int r, int c) {
  Edges e;
  for (int i = 0; i < r; ++i)
    for (int j = 0; j < c; ++j) {
      e.emplace_back(i * c + j, i * c + (j + 1) % c);
      e.emplace_back(i * c + j, ((i + 1) % r) * c + j);
    }
  return e;
}
// The d-dimensional hypercube Q_d on 2^d vertices.
inline Edges hypercube(int d) {
  Edges e;
  for (int v = 0; v < (1 << d); ++v)
    for (int b = 0; b < d; ++b)
      if (!(v >> b & 1)) e.emplace_back(v, v | (1 << b));
  return e;
}
// The Petersen graph: outer 5-cycle 0-4, spokes to 5-9, inner pentagram.
inline const Edges kPetersen = {{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 0}, {0, 5}, {1, 6}, {2, 7},
                                {3, 8}, {4, 9}, {5, 7}, {7, 9}, {9, 6}, {6, 8}, {8, 5}};
// The dodecahedron: outer 5-cycle 0-4, middle 10-cycle 5-14, inner 5-cycle 15-19.
inline Edges dodecahedron() {
  Edges e;
  for (int i = 0; i < 5; ++i) {
    e.emplace_back(i, (i + 1) % 5);
    e.emplace_back(i, 5 + 2 * i);
    e.emplace_back(15 + i, 15 + (i + 1) % 5);
    e.emplace_back(15 + i, 5 + 2 * i + 1);
  }
  for (int i = 0; i < 10; ++i) e.emplace_back(5 + i, 5 + (i + 1) % 10);
  return e;
}
// The Heawood graph: the 14-cycle with chords i -- i + 5 for even i.
inline Edges heawood() {
  Edges e = cycle(14);
  for (int i = 0; i < 14; i += 2) e.emplace_back(i, (i + 5) % 14);
  return e;
}
// The Robertson graph, the (4, 5)-cage (Robertson 1964): 19 vertices, 4-regular, girth 5, the
// smallest such graph — the 19-cycle and the chords i -- i + chord[i] (as SageMath builds it,
// graphs.RobertsonGraph()).
inline Edges robertson() {
  static constexpr int kChord[19] = {8, 4, 7, 4, 8, 5, 7, 4, 7, 8, 4, 5, 7, 8, 4, 8, 4, 8, 4};
  Edges e = cycle(19);
  for (int i = 0; i < 19; ++i) e.emplace_back(i, (i + kChord[i]) % 19);
  return e;
}
// Edges as adjacency lists (each edge both ways).
inline std::vector<std::vector<std::uint32_t>> adjacency(int n, const Edges& e) {
  std::vector<std::vector<std::uint32_t>> nb(static_cast<std::size_t>(n));
  for (auto [a, b] : e) {
    nb[a].push_back(static_cast<std::uint32_t>(b));
    nb[b].push_back(static_cast<std::uint32_t>(a));
  }
  return nb;
}

// A random cubic graph (cubic() above) as its edges, each once (v < w).
inline Edges cubic_edges(std::uint32_t n, std::uint64_t seed) {
  const auto g = cubic(n, seed);
  Edges e;
  for (std::uint32_t v = 0; v < g.size(); ++v)
    for (std::uint32_t w : g[v])
      if (v < w) e.emplace_back(static_cast<int>(v), static_cast<int>(w));
  return e;
}

}  // namespace whowins::generators
