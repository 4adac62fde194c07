// Cops and robbers: the k-cop game solved round by round on bitsets, and the cop number.
#include "games/cop_number.hpp"
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <numeric>
#include <atomic>
#include "core/parallel.hpp"
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
    while (lo + 1 < hi) {
      const std::uint64_t mid = (lo + hi) / 2;
      if (choose(mid, i + 1) <= r)
        lo = mid;
      else
        hi = mid;
    }
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
std::uint32_t popcount(std::uint64_t x) {
#if defined(__POPCNT__) || defined(__wasm__)
  return static_cast<std::uint32_t>(__builtin_popcountll(x));
#else  // no popcnt instruction in the baseline x86-64 target: not libgcc's call
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<std::uint32_t>((x * 0x0101010101010101ull) >> 56);
#endif
}

// Moves a placement's row of the next round's set to `fresh` (the row left empty); returns how
// many vertices it held.
std::uint32_t take_row(std::uint64_t* row, std::uint32_t words, std::uint64_t* fresh) {
  std::uint32_t count = 0;
  for (std::uint32_t w = 0; w < words; ++w) count += popcount(row[w]);
  std::copy(row, row + words, fresh);
  std::fill(row, row + words, 0);
  return count;
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

void CaptureTimes::allocate(std::uint64_t count) {
  clear();
  if (count > SIZE_MAX) throw std::bad_alloc();
  data_ = std::malloc(count ? static_cast<std::size_t>(count) : 1);
  if (!data_) throw std::bad_alloc();
  count_ = count;
  width_ = 1;
}

void CaptureTimes::fill_never(std::uint64_t from, std::uint64_t count) {
  std::memset(static_cast<char*>(data_) + from * width_, 0xFF, static_cast<std::size_t>(count * width_));
}

void RawWords::allocate(std::uint64_t count) {
  clear();
  if (count > SIZE_MAX / 8) throw std::bad_alloc();
  data_ = static_cast<std::uint64_t*>(std::malloc(count ? static_cast<std::size_t>(count) * 8 : 8));
  if (!data_) throw std::bad_alloc();
  count_ = count;
}

void RawWords::clear() {
  std::free(data_);
  data_ = nullptr;
  count_ = 0;
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
template <class From, class To>
void spread(void* data, std::uint64_t count) {
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
  if (width_ == 1)
    spread<std::uint8_t, std::uint16_t>(data_, count_);
  else
    spread<std::uint16_t, std::uint32_t>(data_, count_);
  width_ = wider;
}

// ---- CopsGame -------------------------------------------------------------------------------

std::uint64_t CopsGame::positions(std::uint64_t n, int k) { return narrow(positions_wide(n, k)); }

std::string CopsGame::positions_text(std::uint64_t n, int k) {
  Wide x = positions_wide(n, k);
  if (x == kWideMax) return "more than 10^38";
  std::string s;
  do {
    s += static_cast<char>('0' + static_cast<int>(x % 10));
    x /= 10;
  } while (x);
  std::reverse(s.begin(), s.end());
  return s;
}

namespace {
// The words of a slice's states (levels 1 .. k-1), and where each level's block starts: the
// slice is made depth first (pull_block), so a level holds one block at a time — for one
// multiset U of k - 1 - m vertices of the slice (the cops still to move besides its own), one
// bitset per m-multiset M of all vertices (the targets chosen so far): C(n + m - 1, m) bitsets.
Wide level_words(std::uint64_t n, int k, Wide W, std::uint64_t* at) {
  Wide total = 0;
  for (int m = k - 1; m >= 1; --m) {
    if (at) at[m] = narrow(total);
    total = add(total, mul(choose_wide(n + m - 1, m), W));
  }
  return total;
}
}  // namespace

double CopsGame::bits_per_state(std::uint64_t n, bool times) {
  const double words = static_cast<double>((n + 63) / 64);
  return 3 * 64 * words / static_cast<double>(n) + (times ? 8 : 0);
}

std::uint64_t CopsGame::bytes(std::uint64_t n, std::uint64_t arcs, int k, bool times, int lanes) {
  const Wide P = choose_wide(n + k - 1, k), W = (n + 63) / 64;
  Wide b = mul(n + 1, 4);                                         // closed_start_
  b = add(b, mul(add(arcs, n), 4));                               // closed_
  b = add(b, mul(mul(n, W), 8));                                  // bits_
  b = add(b, mul(mul(static_cast<std::uint64_t>(k), n + 1), 8));  // tab_
  b = add(b, mul(static_cast<std::uint64_t>(k) + 1, 8));          // multisets_
  b = add(b, mul(mul(mul(P, W), 8), 3));                          // caught_, lost_, next_
  b = add(b, mul(mul((P + 63) / 64, 8), 2));                      // lost_any_, next_any_
  if (times) b = add(b, mul(P, n));                               // capture times, 1 byte
  const Wide lane =
      add(add(mul(level_words(n, k, W, nullptr), 8), mul(mul(W, 8), 3)), mul(n, 8));  // levels, scratch, ranks
  b = add(b, mul(lane, static_cast<std::uint64_t>(std::max(1, lanes))));
  return narrow(b);
}

std::uint64_t CopsGame::bytes() const {
  std::uint64_t lanes = 0;
  for (const Lane& lane : lanes_)
    lanes += (lane.levels.capacity() + lane.scratch.capacity() + lane.ranks.capacity()) * std::uint64_t{8};
  return (closed_start_.capacity() + closed_.capacity()) * std::uint64_t{4} + bits_.capacity() * std::uint64_t{8} +
         (tab_.capacity() + multisets_.capacity()) * std::uint64_t{8} +
         (caught_.size() + lost_.size() + next_.size() + lost_any_.capacity() + next_any_.capacity()) *
             std::uint64_t{8} +
         time_.bytes() + lanes;
}

CopsGame::CopsGame(const std::vector<std::vector<std::uint32_t>>& neighbours, int k)
    : n_(static_cast<std::uint32_t>(neighbours.size())),
      k_(k),
      words_((n_ + 63) / 64),
      placements_(choose(n_ + k - 1, k)) {
  std::vector<std::uint32_t> offsets(n_ + 1, 0), targets;
  for (std::uint32_t v = 0; v < n_; ++v) {
    targets.insert(targets.end(), neighbours[v].begin(), neighbours[v].end());
    offsets[v + 1] = static_cast<std::uint32_t>(targets.size());
  }
  build(n_, offsets.data(), targets.data(), 0);
}

CopsGame::CopsGame(std::uint32_t n, const std::uint32_t* offsets, const std::uint32_t* targets, std::uint32_t base,
                   int k)
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
    for (std::size_t i = from; i < closed_.size(); ++i)
      bits_[std::size_t{v} * words_ + closed_[i] / 64] |= std::uint64_t{1} << (closed_[i] % 64);
  }
  tab_.assign(static_cast<std::size_t>(k_) * (n + 1), 0);
  for (int i = 0; i < k_; ++i)
    for (std::uint32_t v = 0; v <= n; ++v)
      tab_[static_cast<std::size_t>(i) * (n + 1) + v] = choose(std::uint64_t{v} + i, i + 1);
  multisets_.assign(static_cast<std::size_t>(k_) + 1, 0);
  for (int m = 0; m <= k_; ++m) multisets_[m] = choose(std::uint64_t{n} + m - 1, m);
}

std::uint64_t CopsGame::rank_of(const std::uint32_t* a) const {
  std::uint64_t r = 0;
  for (int i = 0; i < k_; ++i) r += tab_[static_cast<std::size_t>(i) * (n_ + 1) + a[i]];
  return r;
}
void CopsGame::unrank_to(std::uint64_t r, std::uint32_t* a) const {
  for (int i = k_ - 1; i >= 0; --i) {  // the largest v with C(v + i, i + 1) <= r
    const std::uint64_t* t = &tab_[static_cast<std::size_t>(i) * (n_ + 1)];
    const std::uint32_t v = static_cast<std::uint32_t>(std::upper_bound(t, t + n_, r) - t) - 1;
    a[i] = v;
    r -= t[v];
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
  while (!step()) {
  }
}

void CopsGame::start() {
  const std::uint32_t W = words_;
  const std::uint64_t P = placements_;
  // caught_[C]: robber vertices r such that the cops, to move at C, catch him (within the
  // rounds so far); start: r on a cop (round 0). lost_[C]: the robber, to move with the cops
  // at C, is caught: he stands on a cop, or every vertex of N[r] is one (all new: round 0).
  // Filled by the first step_part() calls, a part at a time (init_some).
  caught_.allocate(P * W);
  lost_.allocate(P * W);
  next_.allocate(P * W);
  lost_any_.assign((P + 63) / 64, ~std::uint64_t{0});
  if (P % 64) lost_any_.back() = (std::uint64_t{1} << (P % 64)) - 1;
  next_any_.assign((P + 63) / 64, 0);
  lanes_.assign(1, Lane{});
  lanes_[0].levels.assign(narrow(level_words(n_, k_, W, level_at_)), 0);
  lanes_[0].scratch.assign(std::size_t{3} * W, 0);
  lanes_[0].ranks.assign(n_, 0);  // a rank per move of a cop: at most n
  if (keep_times_)
    time_.allocate(P * n_);
  else
    time_.clear();
  lost_count_ = P;
  round_ = 0;
  cursor_ = 0;
  initialized_ = round_started_ = pushing_ = changed_ = solved_ = false;
  pushed_rounds_ = 0;
  best_ = {};
  tail_ = n_ % 64 ? (std::uint64_t{1} << (n_ % 64)) - 1 : ~std::uint64_t{0};
  // A pulling round's work (bitset ORs, as pull_slice counts them): per slice c, level k-1 one
  // per (k-1)-multiset and x in N[c]; level m < k-1 one per (U, M) and x in N[U_0] (taken at
  // the mean degree); a joint move's, for pushing: the mean (d + 1)^k.
  const double mean = static_cast<double>(closed_.size()) / n_;
  double pull = 0;
  for (std::uint32_t c = 0; c < n_; ++c) {
    pull += static_cast<double>(multisets_[k_ - 1]) * (closed_start_[c + 1] - closed_start_[c]);
    for (int m = k_ - 2; m >= 0; --m)
      pull += static_cast<double>(choose(std::uint64_t{c} + k_ - 1 - m, k_ - 1 - m)) * multisets_[m] * mean;
  }
  pull_work_ = static_cast<std::uint64_t>(pull * W);
  joint_moves_ = std::pow(mean, k_);
}

// Round 0 for placements cursor_, … (about `work` words written): the cops' vertices caught,
// and lost with the robber's vertices whose N[r] is all cops. True when every placement is done.
// With threads, the placements of the part are shared out over the lanes in blocks (each
// placement's rows are its own; what a lane found is merged at the round's end).
bool CopsGame::init_some(std::uint64_t work) {
  const std::uint64_t P = placements_;
  const std::uint64_t per = 3 * std::uint64_t{words_} + n_ / 8 + 1;  // a placement's words, about
  const std::uint64_t count = std::min(P - cursor_, std::max<std::uint64_t>(1, work / per + (work % per != 0)));
  const std::uint64_t from = cursor_, to = from + count;
  constexpr std::uint64_t kBlock = 4096;
  const int want = count >= 2 * kBlock ? threads() : 1;
  if (want <= 1) {
    init_range(lanes_[0], from, to);
  } else {
#if WHOWINS_THREADS  // (threads() is 1 in the single-thread build)
    add_lanes(want);
    std::atomic<std::uint64_t> next{from};
    run_lanes(want, [&](int lane) {
      for (;;) {
        const std::uint64_t a = next.fetch_add(kBlock, std::memory_order_relaxed);
        if (a >= to) break;
        init_range(lanes_[lane], a, std::min(to, a + kBlock));
      }
    });
#endif
  }
  cursor_ = to;
  if (cursor_ < P) return false;
  cursor_ = 0;
  initialized_ = true;
  return true;
}

// Round 0 for placements from .. to - 1.
void CopsGame::init_range(Lane& lane, std::uint64_t from, std::uint64_t to) {
  const std::uint32_t W = words_;
  std::uint32_t cops[kMaxCops] = {};
  unrank_to(from, cops);
  for (std::uint64_t at = from; at < to; ++at) {
    if (at > from) {  // the next placement in rank order (colex)
      int i = 0;
      ++cops[0];
      while (i + 1 < k_ && cops[i] > cops[i + 1]) {
        cops[i] = 0;
        ++cops[++i];
      }
    }
    std::uint64_t* on = &caught_[at * W];
    std::fill(on, on + W, 0);
    std::fill(&next_[at * W], &next_[at * W] + W, 0);
    if (keep_times_) time_.fill_never(at * n_, n_);
    for (int i = 0; i < k_; ++i) {
      const std::uint32_t v = cops[i];
      on[v / 64] |= std::uint64_t{1} << (v % 64);
      if (keep_times_) time_.set(at * n_ + v, 0);
    }
    if (n_ <= static_cast<std::uint32_t>(k_)) {  // the cops may cover every vertex
      std::uint64_t full = ~std::uint64_t{0};
      for (std::uint32_t w = 0; w < W; ++w) full &= w + 1 == W ? on[w] | ~tail_ : on[w];
      if (full == ~std::uint64_t{0}) filled(lane.best, at, 0);
    }
    std::uint64_t* out = &lost_[at * W];
    std::copy(on, on + W, out);
    for (int i = 0; i < k_; ++i)  // a robber whose N[r] is all cops: r is next to a cop
      for (std::uint32_t j = closed_start_[cops[i]]; j < closed_start_[cops[i] + 1]; ++j) {
        const std::uint32_t r = closed_[j];
        const std::uint64_t* nb = &bits_[std::size_t{r} * W];
        bool all = true;
        for (std::uint32_t w = 0; w < W && all; ++w) all = (nb[w] & ~on[w]) == 0;
        if (all) out[r / 64] |= std::uint64_t{1} << (r % 64);
      }
  }
}

// f(index of C') for every joint move of the cops from placement `index` (repeats possible), the
// last cop's move fastest: the first k - 1 cops' targets sorted once per their move, then each
// target x of the last cop (ascending) ranked as in pull_block — rank(to + x) = pre[p] +
// C(x + p, p + 1) + post[p], p = #{to_i < x} — not the whole placement sorted and ranked again.
template <class F>
void CopsGame::for_each_move(std::uint64_t index, F&& f) const {
  std::uint32_t cops[kMaxCops] = {}, to[kMaxCops] = {}, idx[kMaxCops] = {};
  unrank_to(index, cops);
  const int k = k_;
  const std::size_t stride = std::size_t{n_} + 1;
  const std::uint64_t* tab = tab_.data();
  const std::uint32_t* last = &closed_[closed_start_[cops[k - 1]]];
  const std::uint32_t last_deg = closed_start_[cops[k - 1] + 1] - closed_start_[cops[k - 1]];
  std::uint64_t pre[kMaxCops + 1], post[kMaxCops + 1];
  while (true) {
    for (int i = 0; i + 1 < k; ++i) {  // insertion sort: the first k - 1 cops' targets
      std::uint32_t x = closed_[closed_start_[cops[i]] + idx[i]];
      int j = i;
      while (j > 0 && to[j - 1] > x) {
        to[j] = to[j - 1];
        --j;
      }
      to[j] = x;
    }
    pre[0] = 0;
    for (int i = 0; i + 1 < k; ++i) pre[i + 1] = pre[i] + tab[i * stride + to[i]];
    post[k - 1] = 0;
    for (int i = k - 2; i >= 0; --i) post[i] = post[i + 1] + tab[(i + 1) * stride + to[i]];
    int p = 0;
    for (std::uint32_t e = 0; e < last_deg; ++e) {
      const std::uint32_t x = last[e];
      while (p + 1 < k && to[p] < x) ++p;
      f(pre[p] + tab[p * stride + x] + post[p]);
    }
    int i = k - 2;
    while (i >= 0 && ++idx[i] == closed_start_[cops[i] + 1] - closed_start_[cops[i]]) {
      idx[i] = 0;
      --i;
    }
    if (i < 0) break;
  }
}

// The robber vertices of `reached` that placement `index` had not caught are caught in this
// round (round_): caught_ and their times; they are ORed into `fresh`. False when none.
template <std::uint32_t FW>
bool CopsGame::catch_new(Lane& lane, std::uint64_t index, const std::uint64_t* reached, std::uint64_t* fresh) {
  const std::uint32_t W = FW ? FW : words_;
  std::uint64_t* row = &caught_[index * W];
  std::uint64_t news = 0;
  for (std::uint32_t w = 0; w < W; ++w) news |= reached[w] & ~row[w];
  if (!news) return false;
  lane.changed = true;
  if (keep_times_ &&
      round_ >= time_.limit()) {  // the times widen (counted against the budget; never with lanes at once)
    const std::uint64_t after = bytes() + time_.bytes();
    if (after > budget_) throw PastBudget(after);
    time_.widen();
  }
  std::uint64_t full = ~std::uint64_t{0};
  for (std::uint32_t w = 0; w < W; ++w) {
    const std::uint64_t f = reached[w] & ~row[w];
    row[w] |= f;
    fresh[w] |= f;
    if (keep_times_) time_.set_each(index * n_ + w * 64, f, round_);
    full &= w + 1 == W ? row[w] | ~tail_ : row[w];
  }
  if (full == ~std::uint64_t{0}) filled(lane.best, index, round_);
  return true;
}

// next_[index] (empty before) = the robber vertices lost at placement `index` because of the
// vertices caught in this round (`fresh`): he is lost at r when N[r] is all caught now, and
// was not before exactly when N[r] holds a fresh vertex (a cop's vertex was lost from the start).
template <std::uint32_t FW>
void CopsGame::lose(Lane& lane, std::uint64_t index, const std::uint32_t* cops, const std::uint64_t* fresh) {
  const std::uint32_t W = FW ? FW : words_;
  std::uint64_t* cand = lane.scratch.data() + W;
  std::fill(cand, cand + W, 0);
  for (std::uint32_t w = 0; w < W; ++w)
    for (std::uint64_t f = fresh[w]; f; f &= f - 1) {
      const std::uint64_t* nb = &bits_[std::size_t{w * 64 + static_cast<std::uint32_t>(__builtin_ctzll(f))} * W];
      for (std::uint32_t x = 0; x < W; ++x) cand[x] |= nb[x];
    }
  for (int i = 0; i < k_; ++i) cand[cops[i] / 64] &= ~(std::uint64_t{1} << (cops[i] % 64));
  const std::uint64_t* row = &caught_[index * W];
  for (std::uint32_t w = 0; w < W; ++w) cand[w] &= row[w];  // N[r] all caught needs r caught (r is in N[r])
  std::uint64_t* out = &next_[index * W];
  std::uint32_t candidates = 0, unsafe = n_;
  for (std::uint32_t w = 0; w < W; ++w) {
    candidates += popcount(cand[w]);
    unsafe -= popcount(row[w]);
  }
  if (!candidates) return;
  bool any = false;
  if (unsafe < candidates) {
    // Fewer vertices not caught than candidates: he escapes from r when N[r] holds one of
    // them (E, their neighbourhoods' union), and the candidates outside E are lost.
    std::uint64_t* escape = lane.scratch.data() + 2 * W;  // fresh is read no more
    std::fill(escape, escape + W, 0);
    for (std::uint32_t w = 0; w < W; ++w)
      for (std::uint64_t f = ~row[w] & (w + 1 == W ? tail_ : ~std::uint64_t{0}); f; f &= f - 1) {
        const std::uint64_t* nb = &bits_[std::size_t{w * 64 + static_cast<std::uint32_t>(__builtin_ctzll(f))} * W];
        for (std::uint32_t x = 0; x < W; ++x) escape[x] |= nb[x];
      }
    for (std::uint32_t w = 0; w < W; ++w) {
      out[w] = cand[w] & ~escape[w];
      any |= out[w] != 0;
    }
  } else {
    for (std::uint32_t w = 0; w < W; ++w)
      for (std::uint64_t f = cand[w]; f; f &= f - 1) {
        const std::uint32_t r = w * 64 + static_cast<std::uint32_t>(__builtin_ctzll(f));
        const std::uint64_t* nb = &bits_[std::size_t{r} * W];
        std::uint64_t escapes = 0;  // N[r]'s vertices not caught (all words: no branch a word)
        for (std::uint32_t x = 0; x < W; ++x) escapes |= nb[x] & ~row[x];
        if (!escapes) {
          out[w] |= f & -f;
          any = true;
        }
      }
  }
  if (!any) return;
  if (shared_)
    __atomic_fetch_or(&next_any_[index / 64], std::uint64_t{1} << (index % 64), __ATOMIC_RELAXED);
  else
    next_any_[index / 64] |= std::uint64_t{1} << (index % 64);
}

// One slice c of a pulling round: the placements whose largest vertex is c. A placement
// (a_0 <= … <= a_{k-2} <= c) catches, in one cop move, what lost_ holds at any placement
// (x_0, …, x_{k-2}, x) with x_i in N[a_i], x in N[c]; taken one cop at a time:
//   level k-1: S[M] = ⋃_{x ∈ N[c]} lost_[M + x], for every (k-1)-multiset M of vertices;
//   level m:   S[(a_m, U')][M] = ⋃_{x ∈ N[a_m]} S_{m+1}[U'][M + x], U' the cops after a_m;
//   level 0:   S[(a_0, …, a_{k-2})] — the placement's catch, settled at once.
// Depth first (pull_block): level m's block for a_m, …, a_{k-2} is made from level m+1's block
// and used for every a_{m-1} <= a_m before the next a_m, so a lane holds one block per level.
// FW: the words of a bitset when known at compile time (1 to 4: up to 256 vertices), else 0.
template <std::uint32_t FW>
std::uint64_t CopsGame::pull_slice(Lane& lane, std::uint32_t c) {
  std::uint32_t a[kMaxCops] = {};  // a_0 … a_{k-2}, then c
  a[k_ - 1] = c;
  const std::uint32_t W = FW ? FW : words_;
  if (k_ == 1) return pull_placements<FW>(lane, a, c, c, lost_.data()) * W;  // level 0 from lost_
  return pull_block<FW>(lane, k_ - 1, a) * W;
}

std::uint64_t CopsGame::rank_with(const std::uint32_t* sorted, int m, std::uint32_t x) const {
  const std::size_t stride = std::size_t{n_} + 1;
  std::uint64_t r = 0;
  int i = 0;
  for (; i < m && sorted[i] < x; ++i) r += tab_[i * stride + sorted[i]];
  r += tab_[i * stride + x];
  for (; i < m; ++i) r += tab_[(i + 1) * stride + sorted[i]];
  return r;
}

namespace {
// One run of pull_block's block, M_0 = 0 … top for one tail: out's bitset v is the union of
// in's bitsets at[e] (the moves' ranks of M + x, stepped by rank_step as M_0 grows; with
// FromLost only the rows lost_any_ (`any`) marks are read). Returns the OR of every word written.
template <std::uint32_t FW, bool FromLost>
std::uint64_t union_run(const std::uint64_t* __restrict in, const std::uint64_t* __restrict any,
                        std::uint64_t* __restrict out, std::uint64_t* __restrict at,
                        const std::uint32_t* __restrict moves, std::uint32_t deg, std::uint32_t top,
                        std::uint32_t words) {
  const std::uint32_t W = FW ? FW : words;
  std::uint64_t nonzero = 0;
  for (std::uint32_t v = 0;; ++v, out += W) {
    std::uint64_t local[FW ? FW : 1] = {};
    std::uint64_t* const u = FW ? local : out;
    if (!FW) std::fill(out, out + W, 0);
    for (std::uint32_t e = 0; e < deg; ++e) {
      const std::uint64_t r = at[e];
      if (FromLost && !(any[r / 64] >> (r % 64) & 1)) continue;
      const std::uint64_t* s = in + r * W;
      for (std::uint32_t w = 0; w < W; ++w) u[w] |= s[w];
    }
    for (std::uint32_t w = 0; w < W; ++w) {
      if (FW) out[w] = u[w];
      nonzero |= u[w];
    }
    if (v == top) return nonzero;
    for (std::uint32_t e = 0; e < deg; ++e) at[e] += CopsGame::rank_step(v, moves[e]);
  }
}
}  // namespace

// Level m >= 1's block for the cops a[m] … a[k-2] (and c) still to move: from level m+1's block
// (from lost_ at level k-1) through the moves of the cop on a[m] (on c at level k-1); then level
// m-1's blocks for a[m-1] = 0 … a[m] in turn, or below level 1 the placements (a_0, a_1 … c)
// settled. Returns its bitset ORs and its blocks' below (none below an empty block: late
// rounds, with little news, skip most of the slice).
//
// The block's bitsets are made in colex order of M, the smallest vertex M_0 fastest. Each
// move x of the cop reads the bitset at rank(M + x) one level up, which is strictly increasing
// along the block (colex order is kept when the same x joins every M) and, while only M_0
// moves, steps by rank_step(M_0, x): 1 (the next bitset) while M_0 < x, else M_0 + 1. So the
// ranks are made once per tail M_1 … M_{m-1} (rank_with) and then added to, and the reads run
// forward in deg(a[m]) streams.
template <std::uint32_t FW>
std::uint64_t CopsGame::pull_block(Lane& lane, int m, std::uint32_t* a) {
  const std::uint32_t W = FW ? FW : words_;
  const bool from_lost = m == k_ - 1;
  const std::uint64_t* in = from_lost ? lost_.data() : lane.levels.data() + level_at_[m + 1];
  const std::uint64_t* any_in = lost_any_.data();
  std::uint64_t* out = lane.levels.data() + level_at_[m];
  const std::uint32_t mover = a[m];
  const std::uint32_t* moves = &closed_[closed_start_[mover]];
  const std::uint32_t deg = closed_start_[mover + 1] - closed_start_[mover];
  std::uint64_t* at = lane.ranks.data();  // rank(M + x) per move x
  std::uint32_t M[kMaxCops] = {};
  std::uint64_t nonzero = 0;
  std::uint64_t* o = out;
  const std::uint64_t tails = multisets_[m - 1];
  for (std::uint64_t t = 0; t < tails; ++t) {
    if (t > 0) {  // the next tail M_1 … M_{m-1} in colex order
      int i = 1;
      ++M[1];
      while (i + 1 < m && M[i] > M[i + 1]) {
        M[i] = 0;
        ++M[++i];
      }
    }
    const std::uint32_t top = m >= 2 ? M[1] : n_ - 1;  // M_0 = 0 … top
    M[0] = 0;
    for (std::uint32_t e = 0; e < deg; ++e) at[e] = rank_with(M, m, moves[e]);
    nonzero |= from_lost ? union_run<FW, true>(in, any_in, o, at, moves, deg, top, W)
                         : union_run<FW, false>(in, any_in, o, at, moves, deg, top, W);
    o += std::uint64_t{top + 1} * W;
  }
  std::uint64_t work = std::uint64_t{deg} * multisets_[m];
  // An empty block gives nothing to the blocks made from it, nor to their placements: skipped.
  if (!nonzero) return work;
  if (m == 1) return work + pull_placements<FW>(lane, a, 0, a[1], out);
  for (std::uint32_t v = 0; v <= a[m]; ++v) {  // a[m-1] = v <= a[m]: the blocks below, depth first
    a[m - 1] = v;
    work += pull_block<FW>(lane, m - 1, a);
  }
  return work;
}

// Level 0: the placements (v, a[1], …, a[k-1]) for v = from … to, each catching the union of
// `in` over N[v] — level 1's block (indexed by the last cop's vertex), or lost_ for one cop
// (rank(x) = x; its empty rows skipped). Their ranks are the rest's terms plus v. Returns its
// bitset ORs.
template <std::uint32_t FW>
std::uint64_t CopsGame::pull_placements(Lane& lane, std::uint32_t* a, std::uint32_t from, std::uint32_t to,
                                        const std::uint64_t* in) {
  const std::uint32_t W = FW ? FW : words_;
  const bool from_lost = k_ == 1;
  const std::size_t stride = std::size_t{n_} + 1;
  std::uint64_t base = 0;
  for (int i = 1; i < k_; ++i) base += tab_[i * stride + a[i]];
  std::uint64_t* acc = lane.scratch.data();
  std::uint64_t* fresh = lane.scratch.data() + 2 * W;
  std::uint64_t work = 0;
  for (std::uint32_t v = from; v <= to; ++v) {
    const std::uint32_t* moves = &closed_[closed_start_[v]];
    const std::uint32_t deg = closed_start_[v + 1] - closed_start_[v];
    std::uint64_t local[FW ? FW : 1] = {};
    std::uint64_t* const u = FW ? local : acc;
    if (!FW) std::fill(acc, acc + W, 0);
    for (std::uint32_t e = 0; e < deg; ++e) {
      const std::uint32_t x = moves[e];
      if (from_lost && !(lost_any_[x / 64] >> (x % 64) & 1)) continue;
      const std::uint64_t* s = in + std::size_t{x} * W;
      for (std::uint32_t w = 0; w < W; ++w) u[w] |= s[w];
    }
    work += deg;
    std::uint64_t any = 0;
    for (std::uint32_t w = 0; w < W; ++w) any |= u[w];
    if (!any) continue;
    if (FW) std::copy(local, local + W, acc);
    a[0] = v;
    std::fill(fresh, fresh + W, 0);
    if (catch_new<FW>(lane, base + v, acc, fresh)) lose<FW>(lane, base + v, a, fresh);
  }
  return work;
}

// Gives lost_[from] to every placement one joint move before `from` (its joint moves: the
// graph is undirected): what they had not caught is newly caught (next_ gathers it). The
// placements' rows are fetched ahead, 64 at a time. Returns the moves.
template <std::uint32_t FW>
std::uint64_t CopsGame::push_from(std::uint64_t from) {
  const std::uint32_t W = FW ? FW : words_;
  const std::uint64_t* give = &lost_[from * W];
  std::uint64_t batch[64];
  int held = 0;
  std::uint64_t moves = 0;
  const auto flush = [&]() {
    for (int i = 0; i < held; ++i) {
      const std::uint64_t to = batch[i];
      const std::uint64_t* row = &caught_[to * W];
      std::uint64_t news = 0;
      for (std::uint32_t w = 0; w < W; ++w) news |= give[w] & ~row[w];
      if (news && catch_new<FW>(lanes_[0], to, give, &next_[to * W]))
        next_any_[to / 64] |= std::uint64_t{1} << (to % 64);
    }
    held = 0;
  };
  for_each_move(from, [&](std::uint64_t to) {
    __builtin_prefetch(&caught_[to * W]);
    batch[held++] = to;
    ++moves;
    if (held == 64) flush();
  });
  flush();
  return moves;
}

// Part of a pushing round: each placement C' whose lost_ is not empty gives it to every
// placement one joint move before it (the graph is undirected: its joint moves), as newly
// caught (next_ gathers them); then each placement caught anything turns next_ into what it
// newly lost. cursor_: placements 0 .. P-1 push, P .. 2P-1 settle.
std::uint64_t CopsGame::push_some(std::uint64_t work) {
  const std::uint32_t W = words_;
  const std::uint64_t P = placements_;
  std::uint64_t done = 0;
  std::uint32_t cops[kMaxCops] = {};
  if (cursor_ < P) {
    while (cursor_ < P && done < work) {
      const std::uint64_t word = lost_any_[cursor_ / 64] >> (cursor_ % 64);
      if (!word) {
        cursor_ = (cursor_ / 64 + 1) * 64;
        continue;
      }
      cursor_ += static_cast<std::uint64_t>(__builtin_ctzll(word));
      switch (W) {
        case 1:
          done += push_from<1>(cursor_);
          break;
        case 2:
          done += push_from<2>(cursor_);
          break;
        case 3:
          done += push_from<3>(cursor_);
          break;
        case 4:
          done += push_from<4>(cursor_);
          break;
        default:
          done += push_from<0>(cursor_);
      }
      ++cursor_;
    }
    if (cursor_ < P) return done * W;
    cursor_ = P;
  }
  Lane& lane = lanes_[0];
  std::uint64_t* fresh = lane.scratch.data() + 2 * W;
  while (cursor_ < 2 * P && done < work) {
    const std::uint64_t i = cursor_ - P;
    const std::uint64_t word = next_any_[i / 64] >> (i % 64);
    if (!word) {
      cursor_ = std::min(2 * P, P + (i / 64 + 1) * 64);
      continue;
    }
    const std::uint64_t at = i + static_cast<std::uint64_t>(__builtin_ctzll(word));
    next_any_[at / 64] &= ~(std::uint64_t{1} << (at % 64));
    const std::uint32_t count = take_row(&next_[at * W], W, fresh);
    unrank_to(at, cops);
    switch (W) {  // sets the bit again when he lost anything
      case 1:
        lose<1>(lane, at, cops, fresh);
        break;
      case 2:
        lose<2>(lane, at, cops, fresh);
        break;
      case 3:
        lose<3>(lane, at, cops, fresh);
        break;
      case 4:
        lose<4>(lane, at, cops, fresh);
        break;
      default:
        lose<0>(lane, at, cops, fresh);
    }
    done += 16 + 4 * count;  // about what lose() costs: the fresh vertices' neighbourhoods, the candidates
    cursor_ = P + at + 1;
  }
  return done * W;
}

#if WHOWINS_THREADS
// A pushing round over lanes at once (threads): the placements that give are shared out in
// blocks, and two of them may give to the same placement, so a row is caught with atomic ORs —
// each newly caught vertex is then the news of exactly one lane, which writes its time and
// gathers it into next_; what is caught, its times and next_ end up as without threads. Then
// the placements that caught anything are settled in blocks of whole words of next_any_ (each
// placement's rows and bit are its own lane's). Rows that filled are seen by whichever lanes
// read them full after their ORs (the same placement and round for each).
template <std::uint32_t FW>
void CopsGame::catch_shared(Lane& lane, std::uint64_t index, const std::uint64_t* reached) {
  const std::uint32_t W = FW ? FW : words_;
  std::uint64_t* row = &caught_[index * W];
  std::uint64_t news = 0;
  for (std::uint32_t w = 0; w < W; ++w) news |= reached[w] & ~__atomic_load_n(&row[w], __ATOMIC_RELAXED);
  if (!news) return;
  bool any = false;
  for (std::uint32_t w = 0; w < W; ++w) {
    // Only the words with bits not yet seen set take a locked OR (set bits stay set).
    const std::uint64_t want = reached[w] & ~__atomic_load_n(&row[w], __ATOMIC_RELAXED);
    if (!want) continue;
    const std::uint64_t f = want & ~__atomic_fetch_or(&row[w], want, __ATOMIC_SEQ_CST);
    if (!f) continue;
    any = true;
    if (keep_times_) time_.set_each(index * n_ + w * 64, f, round_);
    __atomic_fetch_or(&next_[index * W + w], f, __ATOMIC_RELAXED);
  }
  if (!any) return;
  lane.changed = true;
  __atomic_fetch_or(&next_any_[index / 64], std::uint64_t{1} << (index % 64), __ATOMIC_RELAXED);
  // Sequentially consistent: of two lanes filling a row's last words at once, one at least
  // reads the other's OR (as a lock'ed OR on x86 and every atomic in WebAssembly are anyway).
  std::uint64_t full = ~std::uint64_t{0};
  for (std::uint32_t w = 0; w < W; ++w) {
    const std::uint64_t now = __atomic_load_n(&row[w], __ATOMIC_SEQ_CST);
    full &= w + 1 == W ? now | ~tail_ : now;
  }
  if (full == ~std::uint64_t{0}) filled(lane.best, index, round_);
}

template <std::uint32_t FW>
std::uint64_t CopsGame::push_from_shared(Lane& lane, std::uint64_t from) {
  const std::uint32_t W = FW ? FW : words_;
  const std::uint64_t* give = &lost_[from * W];
  std::uint64_t batch[64];  // the placements' rows fetched ahead, 64 at a time (as push_from)
  int held = 0;
  std::uint64_t moves = 0;
  const auto flush = [&]() {
    for (int i = 0; i < held; ++i) catch_shared<FW>(lane, batch[i], give);
    held = 0;
  };
  for_each_move(from, [&](std::uint64_t to) {
    __builtin_prefetch(&caught_[to * W]);
    batch[held++] = to;
    ++moves;
    if (held == 64) flush();
  });
  flush();
  return moves;
}

// Settles placements from .. to - 1 that caught anything (push_some's second half); its work.
template <std::uint32_t FW>
std::uint64_t CopsGame::settle_words(Lane& lane, std::uint64_t from, std::uint64_t to) {
  const std::uint32_t W = FW ? FW : words_;
  std::uint64_t* fresh = lane.scratch.data() + 2 * W;
  std::uint32_t cops[kMaxCops] = {};
  std::uint64_t done = 0;
  for (std::uint64_t i = from; i < to;) {
    const std::uint64_t word = next_any_[i / 64] >> (i % 64);
    if (!word) {
      i = (i / 64 + 1) * 64;
      continue;
    }
    const std::uint64_t at = i + static_cast<std::uint64_t>(__builtin_ctzll(word));
    if (at >= to) break;
    __atomic_fetch_and(&next_any_[at / 64], ~(std::uint64_t{1} << (at % 64)), __ATOMIC_RELAXED);
    const std::uint32_t count = take_row(&next_[at * W], W, fresh);
    unrank_to(at, cops);
    lose<FW>(lane, at, cops, fresh);  // sets the bit again when he lost anything
    done += 16 + 4 * count;
    i = at + 1;
  }
  return done * W;
}

std::uint64_t CopsGame::push_some_shared(std::uint64_t work, int want) {
  const std::uint64_t P = placements_;
  constexpr std::uint64_t kBlock = 1024;  // placements, whole words of the bits
  std::atomic<std::uint64_t> done_all{0};
  const auto run = [&](auto&& body) {
    shared_ = true;
    try {
      run_lanes(want, body);
    } catch (...) {
      shared_ = false;
      throw;
    }
    shared_ = false;
  };
  if (cursor_ < P) {
    const std::uint64_t start = cursor_;
    std::atomic<std::uint64_t> next{start / 64 * 64};
    run([&](int lane) {
      for (;;) {
        if (done_all.load(std::memory_order_relaxed) >= work) break;
        const std::uint64_t a = next.fetch_add(kBlock, std::memory_order_relaxed);
        if (a >= P) break;
        std::uint64_t d = 0;
        for (std::uint64_t i = std::max(a, start), b = std::min(P, a + kBlock); i < b;) {
          const std::uint64_t word = lost_any_[i / 64] >> (i % 64);
          if (!word) {
            i = (i / 64 + 1) * 64;
            continue;
          }
          const std::uint64_t from = i + static_cast<std::uint64_t>(__builtin_ctzll(word));
          if (from >= b) break;
          switch (words_) {
            case 1:
              d += push_from_shared<1>(lanes_[lane], from);
              break;
            case 2:
              d += push_from_shared<2>(lanes_[lane], from);
              break;
            case 3:
              d += push_from_shared<3>(lanes_[lane], from);
              break;
            case 4:
              d += push_from_shared<4>(lanes_[lane], from);
              break;
            default:
              d += push_from_shared<0>(lanes_[lane], from);
          }
          i = from + 1;
        }
        done_all.fetch_add(d * words_ + 1, std::memory_order_relaxed);
      }
    });
    cursor_ = std::min(next.load(), P);
    if (cursor_ < P) return done_all.load();
  }
  const std::uint64_t start = cursor_ - P;
  std::atomic<std::uint64_t> next{start / 64 * 64};
  run([&](int lane) {
    for (;;) {
      if (done_all.load(std::memory_order_relaxed) >= work) break;
      const std::uint64_t a = next.fetch_add(kBlock, std::memory_order_relaxed);
      if (a >= P) break;
      const std::uint64_t from = std::max(a, start), to = std::min(P, a + kBlock);
      std::uint64_t d;
      switch (words_) {
        case 1:
          d = settle_words<1>(lanes_[lane], from, to);
          break;
        case 2:
          d = settle_words<2>(lanes_[lane], from, to);
          break;
        case 3:
          d = settle_words<3>(lanes_[lane], from, to);
          break;
        case 4:
          d = settle_words<4>(lanes_[lane], from, to);
          break;
        default:
          d = settle_words<0>(lanes_[lane], from, to);
      }
      done_all.fetch_add(d + 1, std::memory_order_relaxed);
    }
  });
  cursor_ = P + std::min(next.load(), P);
  return done_all.load();
}
#endif  // WHOWINS_THREADS

void CopsGame::end_round() {
  // lost_ is spent: cleared (the placements it held, or all), and next round's lost_ is next_.
  const std::uint32_t W = words_;
  const std::uint64_t P = placements_;
  if (lost_count_ > P / 8) {
    std::fill(lost_.data(), lost_.data() + lost_.size(), 0);
  } else {
    for (std::uint64_t w = 0; w < lost_any_.size(); ++w)
      for (std::uint64_t f = lost_any_[w]; f; f &= f - 1) {
        const std::uint64_t at = w * 64 + static_cast<std::uint64_t>(__builtin_ctzll(f));
        std::fill(&lost_[at * W], &lost_[at * W] + W, 0);
      }
  }
  std::fill(lost_any_.begin(), lost_any_.end(), 0);
  lost_.swap(next_);
  lost_any_.swap(next_any_);
  lost_count_ = 0;
  for (std::uint64_t f : lost_any_) lost_count_ += popcount(f);
}

// Lanes up to `want` (each with its own slice states and scratch, as lane 0's).
void CopsGame::add_lanes(int want) {
  while (static_cast<int>(lanes_.size()) < want) {
    lanes_.emplace_back();
    lanes_.back().levels.assign(lanes_[0].levels.size(), 0);
    lanes_.back().scratch.assign(lanes_[0].scratch.size(), 0);
    lanes_.back().ranks.assign(lanes_[0].ranks.size(), 0);
  }
}

// Part of a pulling round: slices cursor_, … until about `work` bitset ORs. With threads (and
// capture times that need not widen in this round), the slices are shared out over lanes
// taking the next slice in turn; every slice taken is finished, so the slices done are
// cursor_ .. the last taken, as without threads. Each placement's row is written by its own
// slice only, so the result is the same for any number of lanes.
std::uint64_t CopsGame::pull_some(std::uint64_t work) {
  const int want = (!keep_times_ || round_ < time_.limit()) && n_ >= 16 ? threads() : 1;
  add_lanes(want);
  const auto slice = [&](Lane& lane, std::uint32_t c) -> std::uint64_t {
    switch (words_) {
      case 1:
        return pull_slice<1>(lane, c);
      case 2:
        return pull_slice<2>(lane, c);
      case 3:
        return pull_slice<3>(lane, c);
      case 4:
        return pull_slice<4>(lane, c);
      default:
        return pull_slice<0>(lane, c);
    }
  };
  std::uint64_t done = 0;
  if (want <= 1) {
    do {
      done += slice(lanes_[0], static_cast<std::uint32_t>(cursor_));
      ++cursor_;
    } while (cursor_ < n_ && done < work);
    return done;
  }
#if WHOWINS_THREADS
  std::atomic<std::uint64_t> next{cursor_}, done_all{0};
  shared_ = true;
  try {
    run_lanes(want, [&](int lane) {
      for (;;) {
        if (done_all.load(std::memory_order_relaxed) >= work) break;
        const std::uint64_t c = next.fetch_add(1, std::memory_order_relaxed);
        if (c >= n_) break;
        done_all.fetch_add(slice(lanes_[lane], static_cast<std::uint32_t>(c)), std::memory_order_relaxed);
      }
    });
  } catch (...) {
    shared_ = false;
    throw;
  }
  shared_ = false;
  cursor_ = std::min<std::uint64_t>(next.load(), n_);
  return done_all.load();
#else
  return done;           // threads() is 1 in the single-thread build
#endif
}

bool CopsGame::step_part(std::uint64_t work) {
  const std::uint64_t P = placements_;
  work = std::max<std::uint64_t>(work, 1);
  if (!initialized_ && !init_some(work)) return false;
  if (cursor_ == 0 && !round_started_) {
    ++round_;
    round_started_ = true;
    changed_ = false;
    work_done_ = 0;
    // Push when the placements to give are few: each gives to its (d + 1)^k joint moves;
    // pulling costs pull_work_ whatever changed.
    pushing_ = method_ == Method::kAuto
                   ? static_cast<double>(lost_count_) * joint_moves_ * kPushCost < static_cast<double>(pull_work_)
                   : method_ == Method::kPush;
    pushed_rounds_ += pushing_;
  }
  std::uint64_t done = 0;
  if (pushing_) {
#if WHOWINS_THREADS
    const int want = !keep_times_ || round_ < time_.limit() ? threads() : 1;  // a widening round: one lane
#else
    const int want = 1;  // the single-thread build: no code for lanes at once
#endif
    if (want <= 1) {
      do done += push_some(work - done);
      while (cursor_ < 2 * P && done < work);
    } else {
#if WHOWINS_THREADS
      add_lanes(want);
      done = push_some_shared(work, want);
#endif
    }
    work_done_ += done;
    if (cursor_ < 2 * P) return false;
  } else {
    done = pull_some(work);
    work_done_ += done;
    if (cursor_ < n_) return false;
  }
  cursor_ = 0;
  round_started_ = false;
  end_round();
  for (Lane& lane : lanes_) {  // what the lanes found, merged (the same whichever lane found it)
    changed_ |= lane.changed;
    lane.changed = false;
    if (lane.best.win) filled(best_, lane.best.placement, lane.best.rounds);
    lane.best = {};
  }
  if (!changed_) {
    solved_ = true;
    caught_.clear();
    lost_.clear();
    next_.clear();
    lost_any_ = {};
    next_any_ = {};
    lanes_ = {};
    return true;
  }
  return false;
}

double CopsGame::round_fraction() const {
  if (!round_started_) return 0;
  const double total =
      pushing_ ? static_cast<double>(lost_count_) * joint_moves_ * words_ : static_cast<double>(pull_work_);
  return total > 0 ? std::min(1.0, static_cast<double>(work_done_) / total) : 0;
}

namespace {
constexpr std::uint64_t kForever = std::uint64_t{1} << 40;  // a capture time of never, in comparisons
}

std::uint32_t CopsGame::robber_move(std::uint64_t index, std::uint32_t r) const {
  std::uint32_t cops[kMaxCops] = {};
  unrank(index, k_, cops);
  std::uint32_t best = r;
  std::int64_t best_t = -1;
  for (std::uint32_t i = closed_start_[r]; i < closed_start_[r + 1]; ++i) {
    const std::uint32_t x = closed_[i];
    if (std::find(cops, cops + k_, x) != cops + k_) continue;
    const std::uint32_t t = capture_time(index, x);
    const std::int64_t tt = t == kNever ? static_cast<std::int64_t>(kForever) : t;
    if (tt > best_t) {
      best_t = tt;
      best = x;
    }
  }
  return best;
}

std::uint64_t CopsGame::cops_move(std::uint64_t index, std::uint32_t r) const {
  std::uint64_t best = index;
  std::uint64_t best_t = 2 * kForever;
  for_each_move(index, [&](std::uint64_t to) {
    std::uint32_t cops[kMaxCops] = {};
    unrank(to, k_, cops);
    std::uint64_t worst = 0;  // caught at once, or every escape is a cop
    if (std::find(cops, cops + k_, r) == cops + k_)
      for (std::uint32_t i = closed_start_[r]; i < closed_start_[r + 1]; ++i) {
        const std::uint32_t x = closed_[i];
        if (std::find(cops, cops + k_, x) != cops + k_) continue;
        const std::uint32_t t = capture_time(to, x);
        worst = std::max(worst, t == kNever ? kForever : std::uint64_t{t} + 1);
      }
    if (worst < best_t) {
      best_t = worst;
      best = to;
    }
  });
  return best;
}

CopsGame::Best CopsGame::best() const {
  if (solved_ || !keep_times_) return best_;  // kept as the rows filled up (filled())
  Best b;
  for (std::uint64_t c = 0; c < placements_; ++c) {
    std::uint32_t worst = 0;
    bool all = true;
    for (std::uint32_t r = 0; r < n_ && all; ++r) {
      const std::uint32_t t = capture_time(c, r);
      if (t == kNever)
        all = false;
      else
        worst = std::max(worst, t);
    }
    if (all && (!b.win || worst < b.rounds)) {
      b.win = true;
      b.placement = c;
      b.rounds = worst;
    }
  }
  return b;
}

// Placement `index` caught the robber everywhere (its row of caught_ is full) in `round`: its
// capture time, the round its last vertex came in. The best placement is the first (in index
// order) of those filled in the earliest round.
void CopsGame::filled(Best& best, std::uint64_t index, std::uint32_t round) {
  if (!best.win || round < best.rounds || (round == best.rounds && index < best.placement)) best = {true, index, round};
}

// ---- the cop number -------------------------------------------------------------------------

std::string memory_text(std::uint64_t bytes) {
  if (bytes == UINT64_MAX) return "more than 18,000,000,000 GB";  // CopsGame::bytes saturates
  char text[40];
  const double b = static_cast<double>(bytes);
  if (b < 1e9)
    std::snprintf(text, sizeof text, "%.0f MB", std::max(1.0, b / 1e6));
  else
    std::snprintf(text, sizeof text, "%.1f GB", b / 1e9);
  return text;
}

std::string budget_text(std::uint64_t bytes) {
  const char* units[] = {"TiB", "GiB", "MiB", "KiB"};
  for (int i = 0; i < 4; ++i) {
    const std::uint64_t unit = std::uint64_t{1} << (10 * (4 - i));
    if (bytes >= unit && bytes % unit == 0) return std::to_string(bytes / unit) + " " + units[i];
  }
  return std::to_string(bytes) + " bytes";
}

bool parse_memory_size(std::string_view text, std::uint64_t& bytes, std::string& why) {
  std::size_t i = 0;
  std::uint64_t n = 0;
  while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
    if (n > (UINT64_MAX - 9) / 10) {
      why = "too large";
      return false;
    }
    n = n * 10 + static_cast<std::uint64_t>(text[i++] - '0');
  }
  if (i == 0) {
    why = "a whole number, then K, M, G or T";
    return false;
  }
  int shift = 0;
  std::string unit(text.substr(i));
  for (char& ch : unit) ch = static_cast<char>(ch >= 'a' && ch <= 'z' ? ch - 'a' + 'A' : ch);
  if (!unit.empty()) {
    const std::string_view u = unit;
    const std::string_view tail = u.substr(1);
    const char* at = std::strchr("KMGT", u[0]);
    if (!at || u[0] == '\0' || !(tail.empty() || tail == "B" || tail == "IB")) {
      why = "a whole number, then K, M, G or T";
      return false;
    }
    shift = 10 * static_cast<int>(at - "KMGT" + 1);
  }
  if (shift >= 64 || n > (UINT64_MAX >> shift)) {
    why = "too large";
    return false;
  }
  bytes = n << shift;
  if (bytes < (std::uint64_t{1} << 20)) {
    why = "less than 1M";
    return false;
  }
  return true;
}

std::string cops_past_budget(int k, std::uint64_t n, bool a_piece, std::uint32_t widened_past,
                             const std::string& budget) {
  std::string s = std::to_string(k) + (k == 1 ? " cop " : " cops ");
  if (a_piece) s += "on a piece of " + std::to_string(n) + " vertices ";
  s += (k == 1 ? "needs " : "need ") + CopsGame::positions_text(n, k) + " positions";
  if (widened_past) s += " with capture times past " + std::to_string(widened_past) + " rounds";
  return s + ", past the memory budget of " + budget;
}

}  // namespace whowins
