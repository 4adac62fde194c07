// Cops and robbers: the k-cop game solved round by round on bitsets, and the cop number.
#include "games/cop_number.hpp"
#include <algorithm>
#include <numeric>
#include "io/edge_list.hpp"
#include "io/input_error.hpp"

namespace whowins {
namespace {

std::uint64_t choose(std::uint64_t b, int k) {
  std::uint64_t c = 1;
  for (int i = 0; i < k; ++i) c = c * (b - i) / (i + 1);
  return b < static_cast<std::uint64_t>(k) ? 0 : c;
}
// Sorted a0 <= a1 <= … <= a(k-1) ranked as the k-combination b_i = a_i + i.
std::uint64_t rank(const std::uint32_t* a, int k) {
  std::uint64_t r = 0;
  for (int i = 0; i < k; ++i) r += choose(std::uint64_t{a[i]} + i, i + 1);
  return r;
}
void unrank(std::uint64_t r, int k, std::uint32_t* a) {
  for (int i = k - 1; i >= 0; --i) {
    std::uint64_t b = i;
    std::uint64_t lo = i, hi = i + 1;
    while (choose(hi, i + 1) <= r) hi *= 2;
    while (lo + 1 < hi) { const std::uint64_t mid = (lo + hi) / 2; if (choose(mid, i + 1) <= r) lo = mid; else hi = mid; }
    b = lo;
    r -= choose(b, i + 1);
    a[i] = static_cast<std::uint32_t>(b - i);
  }
}

}  // namespace

std::uint64_t CopsGame::positions(std::uint64_t n, int k) { return 2 * choose(n + k - 1, k) * n; }

CopsGame::CopsGame(const std::vector<std::vector<std::uint32_t>>& neighbours, int k)
    : n_(static_cast<std::uint32_t>(neighbours.size())), k_(k), words_((n_ + 63) / 64), placements_(choose(n_ + k - 1, k)) {
  closed_.resize(n_);
  bits_.assign(std::size_t{n_} * words_, 0);
  for (std::uint32_t v = 0; v < n_; ++v) {
    closed_[v] = neighbours[v];
    closed_[v].push_back(v);
    std::sort(closed_[v].begin(), closed_[v].end());
    closed_[v].erase(std::unique(closed_[v].begin(), closed_[v].end()), closed_[v].end());
    for (std::uint32_t u : closed_[v]) bits_[std::size_t{v} * words_ + u / 64] |= std::uint64_t{1} << (u % 64);
  }
}

std::vector<std::uint32_t> CopsGame::placement(std::uint64_t index) const {
  std::vector<std::uint32_t> c(k_);
  unrank(index, k_, c.data());
  return c;
}
std::uint64_t CopsGame::index_of(std::vector<std::uint32_t> cops) const {
  std::sort(cops.begin(), cops.end());
  return rank(cops.data(), k_);
}

void CopsGame::solve() {
  const std::uint32_t W = words_;
  const std::uint64_t P = placements_;
  // caught[C]: robber vertices r such that the cops, to move at C, catch him (within the
  // rounds so far); start: r on a cop (round 0).
  std::vector<std::uint64_t> caught(P * W, 0), lost(P * W, 0), next(P * W, 0);
  time_.assign(P * n_, kNever);
  std::vector<std::uint32_t> cops(k_);
  for (std::uint64_t c = 0; c < P; ++c) {
    unrank(c, k_, cops.data());
    for (std::uint32_t v : cops) {
      caught[c * W + v / 64] |= std::uint64_t{1} << (v % 64);
      time_[c * n_ + v] = 0;
    }
  }
  std::vector<std::uint64_t> escape(W);
  const std::uint64_t tail_mask = n_ % 64 ? (std::uint64_t{1} << (n_ % 64)) - 1 : ~std::uint64_t{0};
  for (std::uint32_t round = 1;; ++round) {
    // lost[C']: the robber, to move with the cops at C' (just moved there), is caught: he
    // stands on a cop, or every vertex he can reach (N[r]) is caught for the cops to move.
    for (std::uint64_t c = 0; c < P; ++c) {
      const std::uint64_t* win = &caught[c * W];
      std::fill(escape.begin(), escape.end(), 0);
      for (std::uint32_t w = 0; w < W; ++w) {
        std::uint64_t safe = ~win[w] & (w + 1 == W ? tail_mask : ~std::uint64_t{0});
        while (safe) {
          const std::uint32_t v = w * 64 + static_cast<std::uint32_t>(__builtin_ctzll(safe));
          safe &= safe - 1;
          const std::uint64_t* nb = &bits_[std::size_t{v} * W];
          for (std::uint32_t x = 0; x < W; ++x) escape[x] |= nb[x];
        }
      }
      unrank(c, k_, cops.data());
      std::uint64_t* out = &lost[c * W];
      for (std::uint32_t w = 0; w < W; ++w) out[w] = ~escape[w] & (w + 1 == W ? tail_mask : ~std::uint64_t{0});
      for (std::uint32_t v : cops) out[v / 64] |= std::uint64_t{1} << (v % 64);
    }
    // next[C] = caught[C] ∪ ⋃ lost[C'] over the cops' moves C -> C' (each cop to N[c_i]).
    bool changed = false;
    std::uint32_t to[4] = {}, idx[4] = {};
    for (std::uint64_t c = 0; c < P; ++c) {
      unrank(c, k_, cops.data());
      std::uint64_t* acc = &next[c * W];
      std::copy(&caught[c * W], &caught[c * W] + W, acc);
      std::fill(idx, idx + k_, 0);
      while (true) {
        for (int i = 0; i < k_; ++i) {   // insertion sort: the new placement as a multiset
          std::uint32_t x = closed_[cops[i]][idx[i]];
          int j = i;
          while (j > 0 && to[j - 1] > x) { to[j] = to[j - 1]; --j; }
          to[j] = x;
        }
        const std::uint64_t* l = &lost[rank(to, k_) * W];
        for (std::uint32_t w = 0; w < W; ++w) acc[w] |= l[w];
        int i = k_ - 1;
        while (i >= 0 && ++idx[i] == closed_[cops[i]].size()) { idx[i] = 0; --i; }
        if (i < 0) break;
      }
      for (std::uint32_t w = 0; w < W; ++w) {
        std::uint64_t fresh = acc[w] & ~caught[c * W + w];
        if (fresh) changed = true;
        while (fresh) {
          const std::uint32_t v = w * 64 + static_cast<std::uint32_t>(__builtin_ctzll(fresh));
          fresh &= fresh - 1;
          time_[c * n_ + v] = static_cast<std::uint8_t>(std::min<std::uint32_t>(round, kNever - 1));
        }
      }
    }
    caught.swap(next);
    if (!changed) break;
  }
}

CopsGame::Best CopsGame::best() const {
  Best b;
  for (std::uint64_t c = 0; c < placements_; ++c) {
    std::uint32_t worst = 0;
    bool all = true;
    for (std::uint32_t r = 0; r < n_ && all; ++r) {
      const std::uint8_t t = time_[c * n_ + r];
      if (t == kNever) all = false;
      else worst = std::max<std::uint32_t>(worst, t);
    }
    if (all && (!b.win || worst < b.rounds)) { b.win = true; b.placement = c; b.rounds = worst; }
  }
  return b;
}

CopNumber cop_number(std::string_view input, int max_cops) {
  const EdgeList g = parse_edge_list(input, 16, 16);
  const std::uint32_t n = g.vertex_count;
  std::vector<std::vector<std::uint32_t>> adj(n);
  for (std::size_t i = 0; i < g.from.size(); ++i) {
    if (g.from[i] == g.to[i]) continue;
    adj[g.from[i]].push_back(g.to[i]);
    adj[g.to[i]].push_back(g.from[i]);
  }
  // The pieces (connected components), each solved alone.
  std::vector<std::uint32_t> piece(n, UINT32_MAX);
  std::vector<std::vector<std::uint32_t>> pieces;
  for (std::uint32_t s = 0; s < n; ++s) {
    if (piece[s] != UINT32_MAX) continue;
    pieces.emplace_back();
    std::vector<std::uint32_t> stack{s};
    piece[s] = static_cast<std::uint32_t>(pieces.size() - 1);
    while (!stack.empty()) {
      const std::uint32_t v = stack.back();
      stack.pop_back();
      pieces.back().push_back(v);
      for (std::uint32_t u : adj[v])
        if (piece[u] == UINT32_MAX) { piece[u] = piece[s]; stack.push_back(u); }
    }
  }
  // The budget: every piece's game with up to max_cops cops (bytes per position: about one
  // for the capture times, plus the bitsets).
  for (const auto& p : pieces) {
    const std::uint64_t positions = CopsGame::positions(p.size(), max_cops);
    if (positions > kMemoryBudgetBytes / 2)
      throw InputError(0, "a piece of " + std::to_string(p.size()) + " vertices with " + std::to_string(max_cops) + " cops has " +
                          std::to_string(positions) + " positions: past the memory budget of " + std::to_string(kMemoryBudgetBytes >> 30) +
                          " GiB (try a smaller --max-cops)");
  }
  CopNumber r;
  r.found = true;
  std::uint32_t used = 0;
  for (const auto& p : pieces) {
    std::vector<std::uint32_t> local(n, UINT32_MAX);
    for (std::uint32_t i = 0; i < p.size(); ++i) local[p[i]] = i;
    std::vector<std::vector<std::uint32_t>> nb(p.size());
    for (std::uint32_t i = 0; i < p.size(); ++i)
      for (std::uint32_t u : adj[p[i]]) nb[i].push_back(local[u]);
    bool won = false;
    for (int k = 1; k <= max_cops - static_cast<int>(used) && !won; ++k) {
      CopsGame game(nb, k);
      game.solve();
      r.positions += CopsGame::positions(p.size(), k);
      const CopsGame::Best b = game.best();
      if (!b.win) continue;
      won = true;
      used += k;
      for (std::uint32_t v : game.placement(b.placement)) r.placement.push_back(p[v]);
      r.capture_time = std::max(r.capture_time, b.rounds);
    }
    if (!won) { r.found = false; break; }
  }
  r.cops = used;
  std::sort(r.placement.begin(), r.placement.end());
  return r;
}

}  // namespace whowins
