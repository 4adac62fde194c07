// Cops and robbers: the k-cop game solved round by round on bitsets, and the cop number.
#include "games/cop_number.hpp"
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>
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

// Counting (sizes and budgets) in 128 bits, saturating: exact for every game a budget lets in.
using Wide = unsigned __int128;
constexpr Wide kWideMax = ~Wide{0};
Wide mul(Wide a, Wide b) { return a != 0 && b > kWideMax / a ? kWideMax : a * b; }
Wide add(Wide a, Wide b) { return a > kWideMax - b ? kWideMax : a + b; }
Wide choose_wide(std::uint64_t b, int k) {
  if (b < static_cast<std::uint64_t>(k)) return 0;
  Wide c = 1;
  for (int i = 0; i < k; ++i) {
    const Wide m = mul(c, b - i);
    if (m == kWideMax) return kWideMax;
    c = m / static_cast<unsigned>(i + 1);
  }
  return c;
}
std::uint64_t narrow(Wide x) { return x > UINT64_MAX ? UINT64_MAX : static_cast<std::uint64_t>(x); }
Wide positions_wide(std::uint64_t n, int k) { return mul(mul(2, choose_wide(n + k - 1, k)), n); }

}  // namespace

// ---- CaptureTimes ---------------------------------------------------------------------------

void CaptureTimes::assign(std::uint64_t count) {
  clear();
  if (count > SIZE_MAX) throw std::bad_alloc();
  data_ = std::malloc(count ? static_cast<std::size_t>(count) : 1);
  if (!data_) throw std::bad_alloc();
  std::memset(data_, 0xFF, static_cast<std::size_t>(count));
  count_ = count;
  width_ = 1;
}

void CaptureTimes::clear() {
  std::free(data_);
  data_ = nullptr;
  count_ = 0;
  width_ = 1;
}

namespace {
// Entries of type From spread in place into To (the buffer already holds count Tos), from the
// back so that no entry is overwritten before it is read; never stays never.
template <class From, class To> void spread(void* data, std::uint64_t count) {
  const From* from = static_cast<const From*>(data);
  To* to = static_cast<To*>(data);
  constexpr From never = static_cast<From>(~From{0});
  for (std::uint64_t i = count; i-- > 0;) {
    const From t = from[i];
    to[i] = t == never ? static_cast<To>(~To{0}) : static_cast<To>(t);
  }
}
}  // namespace

void CaptureTimes::widen() {
  if (width_ == 4) return;
  const int wider = width_ * 2;
  if (count_ > SIZE_MAX / wider) throw std::bad_alloc();
  // realloc: a large block (mmap'd) grows in place or is remapped, without a second copy.
  void* grown = std::realloc(data_, static_cast<std::size_t>(count_ ? count_ * wider : 1));
  if (!grown) throw std::bad_alloc();
  data_ = grown;
  if (width_ == 1) spread<std::uint8_t, std::uint16_t>(data_, count_);
  else spread<std::uint16_t, std::uint32_t>(data_, count_);
  width_ = wider;
}

// ---- CopsGame -------------------------------------------------------------------------------

std::uint64_t CopsGame::positions(std::uint64_t n, int k) { return narrow(positions_wide(n, k)); }

std::string CopsGame::positions_text(std::uint64_t n, int k) {
  Wide x = positions_wide(n, k);
  if (x == kWideMax) return "more than 10^38";
  std::string s;
  do { s += static_cast<char>('0' + static_cast<int>(x % 10)); x /= 10; } while (x);
  std::reverse(s.begin(), s.end());
  return s;
}

std::uint64_t CopsGame::bytes(std::uint64_t n, std::uint64_t arcs, int k) {
  const Wide P = choose_wide(n + k - 1, k), W = (n + 63) / 64;
  Wide b = mul(n + 1, 4);                       // closed_start_
  b = add(b, mul(add(arcs, n), 4));             // closed_
  b = add(b, mul(mul(n, W), 8));                // bits_
  b = add(b, mul(mul(mul(P, W), 8), 2));        // caught_, lost_
  b = add(b, mul(P, n));                        // capture times, 1 byte
  b = add(b, mul((P + 63) / 64, 8));            // dirty_
  b = add(b, mul(W, 8));                        // a round's scratch
  return narrow(b);
}

std::uint64_t CopsGame::bytes() const {
  return (closed_start_.capacity() + closed_.capacity()) * std::uint64_t{4} + bits_.capacity() * std::uint64_t{8} +
         (caught_.capacity() + lost_.capacity() + dirty_.capacity()) * std::uint64_t{8} + time_.bytes() + std::uint64_t{words_} * 8;
}

CopsGame::CopsGame(const std::vector<std::vector<std::uint32_t>>& neighbours, int k)
    : n_(static_cast<std::uint32_t>(neighbours.size())), k_(k), words_((n_ + 63) / 64), placements_(choose(n_ + k - 1, k)) {
  std::vector<std::uint32_t> offsets(n_ + 1, 0), targets;
  for (std::uint32_t v = 0; v < n_; ++v) {
    targets.insert(targets.end(), neighbours[v].begin(), neighbours[v].end());
    offsets[v + 1] = static_cast<std::uint32_t>(targets.size());
  }
  build(n_, offsets.data(), targets.data(), 0);
}

CopsGame::CopsGame(std::uint32_t n, const std::uint32_t* offsets, const std::uint32_t* targets, std::uint32_t base, int k)
    : n_(n), k_(k), words_((n_ + 63) / 64), placements_(choose(n_ + k - 1, k)) {
  build(n, offsets, targets, base);
}

void CopsGame::build(std::uint32_t n, const std::uint32_t* offsets, const std::uint32_t* targets, std::uint32_t base) {
  closed_start_.assign(std::size_t{n} + 1, 0);
  closed_.reserve(std::size_t{offsets[n] - offsets[0]} + n);
  bits_.assign(std::size_t{n} * words_, 0);
  for (std::uint32_t v = 0; v < n; ++v) {
    const std::size_t from = closed_.size();
    closed_.push_back(v);
    for (std::uint32_t i = offsets[v]; i < offsets[v + 1]; ++i) closed_.push_back(targets[i] - base);
    std::sort(closed_.begin() + from, closed_.end());
    closed_.erase(std::unique(closed_.begin() + from, closed_.end()), closed_.end());
    closed_start_[v + 1] = static_cast<std::uint32_t>(closed_.size());
    for (std::size_t i = from; i < closed_.size(); ++i) bits_[std::size_t{v} * words_ + closed_[i] / 64] |= std::uint64_t{1} << (closed_[i] % 64);
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
  dirty_.assign((P + 63) / 64, ~std::uint64_t{0});
  time_.assign(P * n_);
  std::uint32_t cops[4] = {};
  for (std::uint64_t c = 0; c < P; ++c) {
    unrank(c, k_, cops);
    for (int i = 0; i < k_; ++i) {
      const std::uint32_t v = cops[i];
      caught_[c * W + v / 64] |= std::uint64_t{1} << (v % 64);
      time_.set(c * n_ + v, 0);
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
      std::uint32_t x = closed_[closed_start_[cops[i]] + idx[i]];
      int j = i;
      while (j > 0 && to[j - 1] > x) { to[j] = to[j - 1]; --j; }
      to[j] = x;
    }
    f(rank(to, k_));
    int i = k_ - 1;
    while (i >= 0 && ++idx[i] == closed_start_[cops[i] + 1] - closed_start_[cops[i]]) { idx[i] = 0; --i; }
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
  // stands on a cop, or every vertex he can reach (N[r]) is caught for the cops to move. Only
  // for the placements whose caught_ changed last round (dirty_): lost_[C'] is caught_[C']'s.
  for (std::uint64_t c = 0; c < P; ++c) {
    if (!(dirty_[c / 64] >> (c % 64) & 1)) continue;
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
  // caught_[C] |= ⋃ lost_[C'] over the cops' moves C -> C' (each cop to N[c_i]). In place:
  // lost_ is complete, and a row of caught_ is read only for its own placement.
  std::fill(dirty_.begin(), dirty_.end(), 0);
  bool changed = false;
  std::vector<std::uint64_t>& acc = escape;
  for (std::uint64_t c = 0; c < P; ++c) {
    std::uint64_t* row = &caught_[c * W];
    std::copy(row, row + W, acc.begin());
    for_each_move(c, [&](std::uint64_t to) {
      const std::uint64_t* l = &lost_[to * W];
      for (std::uint32_t w = 0; w < W; ++w) acc[w] |= l[w];
    });
    for (std::uint32_t w = 0; w < W; ++w) {
      std::uint64_t fresh = acc[w] & ~row[w];
      if (!fresh) continue;
      changed = true;
      dirty_[c / 64] |= std::uint64_t{1} << (c % 64);
      if (round >= time_.limit()) {   // the times widen (counted against the budget)
        const std::uint64_t after = bytes() + time_.bytes();
        if (after > budget_) throw PastBudget(after);
        time_.widen();
      }
      row[w] = acc[w];
      while (fresh) {
        const std::uint32_t v = w * 64 + static_cast<std::uint32_t>(__builtin_ctzll(fresh));
        fresh &= fresh - 1;
        time_.set(c * n_ + v, round);
      }
    }
  }
  if (!changed) { caught_ = {}; lost_ = {}; dirty_ = {}; }
  return !changed;
}

namespace {
constexpr std::uint64_t kForever = std::uint64_t{1} << 40;   // a capture time of never, in comparisons
}

std::uint32_t CopsGame::robber_move(std::uint64_t index, std::uint32_t r) const {
  std::uint32_t cops[4] = {};
  unrank(index, k_, cops);
  std::uint32_t best = r;
  std::int64_t best_t = -1;
  for (std::uint32_t i = closed_start_[r]; i < closed_start_[r + 1]; ++i) {
    const std::uint32_t x = closed_[i];
    if (std::find(cops, cops + k_, x) != cops + k_) continue;
    const std::uint32_t t = capture_time(index, x);
    const std::int64_t tt = t == kNever ? static_cast<std::int64_t>(kForever) : t;
    if (tt > best_t) { best_t = tt; best = x; }
  }
  return best;
}

std::uint64_t CopsGame::cops_move(std::uint64_t index, std::uint32_t r) const {
  std::uint64_t best = index;
  std::uint64_t best_t = 2 * kForever;
  for_each_move(index, [&](std::uint64_t to) {
    std::uint32_t cops[4] = {};
    unrank(to, k_, cops);
    std::uint64_t worst = 0;   // caught at once, or every escape is a cop
    if (std::find(cops, cops + k_, r) == cops + k_)
      for (std::uint32_t i = closed_start_[r]; i < closed_start_[r + 1]; ++i) {
        const std::uint32_t x = closed_[i];
        if (std::find(cops, cops + k_, x) != cops + k_) continue;
        const std::uint32_t t = capture_time(to, x);
        worst = std::max(worst, t == kNever ? kForever : std::uint64_t{t} + 1);
      }
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
      const std::uint32_t t = capture_time(c, r);
      if (t == kNever) all = false;
      else worst = std::max(worst, t);
    }
    if (all && (!b.win || worst < b.rounds)) { b.win = true; b.placement = c; b.rounds = worst; }
  }
  return b;
}

// ---- the cop number -------------------------------------------------------------------------

std::string cops_past_budget(int k, std::uint64_t n, bool a_piece, std::uint32_t widened_past, const std::string& budget) {
  std::string s = std::to_string(k) + (k == 1 ? " cop " : " cops ");
  if (a_piece) s += "on a piece of " + std::to_string(n) + " vertices ";
  s += (k == 1 ? "needs " : "need ") + CopsGame::positions_text(n, k) + " positions";
  if (widened_past) s += " with capture times past " + std::to_string(widened_past) + " rounds";
  return s + ", past the memory budget of " + budget;
}

std::string cop_number_line(const CopNumber& r, int max_cops) {
  if (r.found) return std::to_string(r.cops);
  if (r.past_budget) return ">" + std::to_string(r.lower - 1) + "; " + r.note;
  return ">" + std::to_string(max_cops);
}

CopNumber cop_number(std::string_view input, int max_cops) {
  const std::uint64_t K = static_cast<std::uint64_t>(max_cops);
  CopNumber r;
  // Each piece needs a cop, and each edge joins at most two pieces into one: n - m > K (from
  // the header) is more than K pieces, >K once the edges are read (8 bytes each), nothing else
  // built. Else the edge list is read with the whole cost of what follows per vertex and edge.
  const EdgeListHeader header = read_edge_list_header(input, 1, 8);
  const bool too_many = header.vertices > header.edges + K;
  EdgeList g = too_many ? parse_edge_list(input, 1, 8) : parse_edge_list(input, kCopNumberBytesPerVertex, kCopNumberBytesPerEdge);
  const std::uint32_t n = g.vertex_count;
  std::uint64_t edges = 0;
  for (std::size_t i = 0; i < g.from.size(); ++i) edges += g.from[i] != g.to[i];
  if (n > edges && n - edges > K) {
    r.pieces = r.lower = n - edges;
    return r;
  }
  // The pieces by union-find (each root the least vertex of its piece); then, in place, every
  // vertex's new number: the pieces one after another, smallest first.
  std::vector<std::uint32_t> id(n);
  std::iota(id.begin(), id.end(), 0u);
  auto find = [&](std::uint32_t x) {
    while (id[x] != x) { id[x] = id[id[x]]; x = id[x]; }
    return x;
  };
  std::uint64_t pieces = n;
  for (std::size_t i = 0; i < g.from.size(); ++i) {
    const std::uint32_t a = find(g.from[i]), b = find(g.to[i]);
    if (a == b) continue;
    if (a < b) id[b] = a; else id[a] = b;
    --pieces;
  }
  r.pieces = pieces;
  if (pieces > K) { r.lower = pieces; return r; }
  std::vector<std::uint32_t> roots, size;
  for (std::uint32_t v = 0; v < n; ++v) {
    id[v] = id[id[v]];   // the root: id[v] <= v, and id[id[v]] is already its root
    if (id[v] == v) { roots.push_back(v); size.push_back(0); }
    ++size[std::find(roots.begin(), roots.end(), id[v]) - roots.begin()];
  }
  std::vector<std::size_t> order(roots.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return size[a] < size[b]; });
  std::vector<std::uint32_t> start(roots.size() + 1, 0), next(roots.size());
  for (std::size_t i = 0; i < order.size(); ++i) start[i + 1] = start[i] + size[order[i]];
  for (std::size_t i = 0; i < order.size(); ++i) next[order[i]] = start[i];
  std::vector<std::uint32_t> old_of(n);   // a new number's vertex in the input
  for (std::uint32_t v = 0; v < n; ++v) {
    id[v] = next[std::find(roots.begin(), roots.end(), id[v]) - roots.begin()]++;
    old_of[id[v]] = v;
  }
  // The graph in CSR by the new numbers (each piece a contiguous slice); the edge list goes.
  std::vector<std::uint32_t> offsets(std::size_t{n} + 1, 0), targets(2 * edges);
  for (std::size_t i = 0; i < g.from.size(); ++i)
    if (g.from[i] != g.to[i]) { ++offsets[id[g.from[i]]]; ++offsets[id[g.to[i]]]; }
  for (std::uint32_t v = 1; v < n; ++v) offsets[v] += offsets[v - 1];   // the end of v's slice
  offsets[n] = static_cast<std::uint32_t>(2 * edges);
  for (std::size_t i = 0; i < g.from.size(); ++i) {
    if (g.from[i] == g.to[i]) continue;
    const std::uint32_t a = id[g.from[i]], b = id[g.to[i]];
    targets[--offsets[a]] = b;
    targets[--offsets[b]] = a;
  }
  g = EdgeList{};
  id = {};
  const std::uint64_t held = (old_of.capacity() + offsets.capacity() + targets.capacity()) * std::uint64_t{4};
  const std::uint64_t left = kMemoryBudgetBytes > held ? kMemoryBudgetBytes - held : 0;
  const std::string budget = std::to_string(kMemoryBudgetBytes >> 30) + " GiB";

  // Each piece in turn (smallest first), k = 1, 2, … cops, while the sum of the pieces' lower
  // bounds (1 for a piece not asked yet, k for the piece asked of k cops) stays within K.
  std::uint64_t lower = pieces;
  for (std::size_t i = 0; i < order.size(); ++i) {
    const std::uint32_t base = start[i], size_i = start[i + 1] - start[i];
    const std::uint64_t arcs = offsets[start[i + 1]] - offsets[base];
    for (int k = 1;; ++k, ++lower) {
      if (lower > K) { r.lower = lower; return r; }
      const auto stop = [&](std::uint32_t widened_past) {
        r.past_budget = true;
        r.lower = lower;
        r.note = cops_past_budget(k, size_i, pieces > 1, widened_past, budget);
        return r;
      };
      if (CopsGame::bytes(size_i, arcs, k) > left) return stop(0);
      CopsGame game(size_i, offsets.data() + base, targets.data(), base, k);
      game.set_budget(left);
      try {
        game.solve();
      } catch (const CopsGame::PastBudget&) {
        return stop(game.rounds() - 1);
      }
      r.positions = narrow(add(r.positions, CopsGame::positions(size_i, k)));
      const CopsGame::Best b = game.best();
      if (!b.win) continue;
      r.cops += k;
      for (std::uint32_t v : game.placement(b.placement)) r.placement.push_back(old_of[base + v]);
      r.capture_time = std::max(r.capture_time, b.rounds);
      break;
    }
  }
  r.found = true;
  r.lower = r.cops;
  std::sort(r.placement.begin(), r.placement.end());
  return r;
}

}  // namespace whowins
