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
  start();
  while (!step()) {}
}

void CopsGame::start() {
  const std::uint32_t W = words_;
  const std::uint64_t P = placements_;
  // caught_[C]: robber vertices r such that the cops, to move at C, catch him (within the
  // rounds so far); start: r on a cop (round 0).
  caught_.assign(P * W, 0);
  lost_.assign(P * W, 0);
  next_.assign(P * W, 0);
  time_.assign(P * n_, kNever);
  std::vector<std::uint32_t> cops(k_);
  for (std::uint64_t c = 0; c < P; ++c) {
    unrank(c, k_, cops.data());
    for (std::uint32_t v : cops) {
      caught_[c * W + v / 64] |= std::uint64_t{1} << (v % 64);
      time_[c * n_ + v] = 0;
    }
  }
  round_ = 0;
}

// f(index of C') for every joint move of the cops from placement `index` (repeats possible).
template <class F> void CopsGame::for_each_move(std::uint64_t index, F&& f) const {
  std::uint32_t cops[4] = {}, to[4] = {}, idx[4] = {};
  unrank(index, k_, cops);
  while (true) {
    for (int i = 0; i < k_; ++i) {   // insertion sort: the new placement as a multiset
      std::uint32_t x = closed_[cops[i]][idx[i]];
      int j = i;
      while (j > 0 && to[j - 1] > x) { to[j] = to[j - 1]; --j; }
      to[j] = x;
    }
    f(rank(to, k_));
    int i = k_ - 1;
    while (i >= 0 && ++idx[i] == closed_[cops[i]].size()) { idx[i] = 0; --i; }
    if (i < 0) break;
  }
}

bool CopsGame::step() {
  const std::uint32_t W = words_;
  const std::uint64_t P = placements_;
  const std::uint32_t round = ++round_;
  std::vector<std::uint64_t> escape(W);
  std::uint32_t cops[4] = {};
  const std::uint64_t tail_mask = n_ % 64 ? (std::uint64_t{1} << (n_ % 64)) - 1 : ~std::uint64_t{0};
  // lost_[C']: the robber, to move with the cops at C' (just moved there), is caught: he
  // stands on a cop, or every vertex he can reach (N[r]) is caught for the cops to move.
  for (std::uint64_t c = 0; c < P; ++c) {
    const std::uint64_t* win = &caught_[c * W];
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
    unrank(c, k_, cops);
    std::uint64_t* out = &lost_[c * W];
    for (std::uint32_t w = 0; w < W; ++w) out[w] = ~escape[w] & (w + 1 == W ? tail_mask : ~std::uint64_t{0});
    for (int i = 0; i < k_; ++i) out[cops[i] / 64] |= std::uint64_t{1} << (cops[i] % 64);
  }
  // next_[C] = caught_[C] ∪ ⋃ lost_[C'] over the cops' moves C -> C' (each cop to N[c_i]).
  bool changed = false;
  for (std::uint64_t c = 0; c < P; ++c) {
    std::uint64_t* acc = &next_[c * W];
    std::copy(&caught_[c * W], &caught_[c * W] + W, acc);
    for_each_move(c, [&](std::uint64_t to) {
      const std::uint64_t* l = &lost_[to * W];
      for (std::uint32_t w = 0; w < W; ++w) acc[w] |= l[w];
    });
    for (std::uint32_t w = 0; w < W; ++w) {
      std::uint64_t fresh = acc[w] & ~caught_[c * W + w];
      if (fresh) changed = true;
      while (fresh) {
        const std::uint32_t v = w * 64 + static_cast<std::uint32_t>(__builtin_ctzll(fresh));
        fresh &= fresh - 1;
        time_[c * n_ + v] = static_cast<std::uint8_t>(std::min<std::uint32_t>(round, kNever - 1));
      }
    }
  }
  caught_.swap(next_);
  if (!changed) { caught_ = {}; lost_ = {}; next_ = {}; }
  return !changed;
}

std::uint32_t CopsGame::robber_move(std::uint64_t index, std::uint32_t r) const {
  std::uint32_t cops[4] = {};
  unrank(index, k_, cops);
  std::uint32_t best = r;
  int best_t = -1;
  for (std::uint32_t x : closed_[r]) {
    if (std::find(cops, cops + k_, x) != cops + k_) continue;
    const std::uint8_t t = time_[index * n_ + x];
    const int tt = t == kNever ? 1 << 20 : t;
    if (tt > best_t) { best_t = tt; best = x; }
  }
  return best;
}

std::uint64_t CopsGame::cops_move(std::uint64_t index, std::uint32_t r) const {
  std::uint64_t best = index;
  int best_t = 1 << 21;
  for_each_move(index, [&](std::uint64_t to) {
    std::uint32_t cops[4] = {};
    unrank(to, k_, cops);
    int worst = -1;
    if (std::find(cops, cops + k_, r) != cops + k_) worst = 0;   // caught at once
    else for (std::uint32_t x : closed_[r]) {
      if (std::find(cops, cops + k_, x) != cops + k_) continue;
      const std::uint8_t t = time_[to * n_ + x];
      worst = std::max(worst, t == kNever ? 1 << 20 : int(t) + 1);
    }
    if (worst < 0) worst = 0;   // every escape is a cop: caught
    if (worst < best_t) { best_t = worst; best = to; }
  });
  return best;
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
