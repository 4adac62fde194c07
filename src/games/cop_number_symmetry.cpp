// Cops and robbers with one placement stored per orbit of the automorphism group (cop_number_symmetry.hpp).
#include "games/cop_number_symmetry.hpp"
#include <algorithm>
#include <cstring>
#include "core/parallel.hpp"

namespace whowins {

namespace {
// A few cops' vertices in ascending order (insertion sort: k <= 8).
void sort_cops(std::uint32_t* a, int k) {
  for (int i = 1; i < k; ++i)
    for (int j = i; j > 0 && a[j - 1] > a[j]; --j) std::swap(a[j - 1], a[j]);
}
std::uint64_t binomial(std::uint64_t n, std::uint64_t k) {
  if (k > n) return 0;
  std::uint64_t r = 1;
  for (std::uint64_t i = 1; i <= k; ++i) r = r * (n - k + i) / i;
  return r;
}
}  // namespace

bool SymmetricCopsGame::takes(std::uint32_t n, const PermutationGroup& group, int k) {
  return n >= 1 && n <= kMaxVertices && group.points() == n && group.order_exact() && group.order() <= kMaxOrder &&
         k >= 1 && k <= CopsGame::kMaxCops;
}

std::uint64_t SymmetricCopsGame::table_bytes(std::uint64_t n, int k, std::uint64_t order) {
  const std::uint64_t placements = binomial(n + static_cast<std::uint64_t>(k) - 1, static_cast<std::uint64_t>(k));
  const std::uint64_t orbits = placements / std::max<std::uint64_t>(order, 1) + 1, words = (n + 63) / 64;
  // The peak of three phases: the elements with their inverses and the hash index (before the table); the table walk
  // (the elements, their inverses, the table); the solve (the elements, the table, the orbits' rows and words).
  const std::uint64_t inverses = (n + 4 + 16) * order, walk = 4 * placements + (n + 4) * order;
  const std::uint64_t solve =
      4 * placements + n * order + orbits * (16 * words + 10 + 4 * static_cast<std::uint64_t>(k));
  return std::max({inverses, walk, solve});
}

SymmetricCopsGame::SymmetricCopsGame(const std::vector<std::vector<std::uint32_t>>& neighbours,
                                     const PermutationGroup& group, int k)
    : n_(static_cast<std::uint32_t>(neighbours.size())), k_(k) {
  words_ = (n_ + 63) / 64;
  placements_ = binomial(std::uint64_t{n_} + k - 1, k);
  closed_start_.assign(1, 0);
  for (std::uint32_t v = 0; v < n_; ++v) {
    std::vector<std::uint32_t> row{v};
    for (std::uint32_t w : neighbours[v])
      if (w < n_) row.push_back(w);
    for (std::uint32_t u = 0; u < n_; ++u)  // a one-way list counts both ways
      if (u != v && std::find(neighbours[u].begin(), neighbours[u].end(), v) != neighbours[u].end()) row.push_back(u);
    std::sort(row.begin(), row.end());
    row.erase(std::unique(row.begin(), row.end()), row.end());
    closed_.insert(closed_.end(), row.begin(), row.end());
    closed_start_.push_back(static_cast<std::uint32_t>(closed_.size()));
  }
  tab_.assign(static_cast<std::size_t>(k_) * (n_ + 1), 0);
  for (int i = 0; i < k_; ++i)
    for (std::uint32_t v = 0; v <= n_; ++v) tab_[i * (n_ + 1) + v] = binomial(std::uint64_t{v} + i, i + 1);

  // G's elements (the identity first), and each one's inverse's place in the list: the elements sorted by a hash of
  // their images (16 bytes an element while the table is built, counted in table_bytes), each inverse looked up there.
  const std::uint64_t order = group.order();
  elements_.reserve(order * n_);
  group.for_each_element([&](const Permutation& g) {
    for (std::uint32_t v = 0; v < n_; ++v) elements_.push_back(static_cast<std::uint8_t>(g[v]));
  });
  std::vector<std::uint32_t> inverse_of(order);
  {
    auto hash = [&](const std::uint8_t* p) {
      std::uint64_t h = 1469598103934665603ull;
      for (std::uint32_t v = 0; v < n_; ++v) h = (h ^ p[v]) * 1099511628211ull;
      return h;
    };
    std::vector<std::pair<std::uint64_t, std::uint32_t>> by_hash(order);
    for (std::uint64_t e = 0; e < order; ++e) by_hash[e] = {hash(&elements_[e * n_]), static_cast<std::uint32_t>(e)};
    std::sort(by_hash.begin(), by_hash.end());
    std::vector<std::uint8_t> inv(n_);
    for (std::uint64_t e = 0; e < order; ++e) {
      const std::uint8_t* g = &elements_[e * n_];
      for (std::uint32_t v = 0; v < n_; ++v) inv[g[v]] = static_cast<std::uint8_t>(v);
      auto at = std::lower_bound(by_hash.begin(), by_hash.end(),
                                 std::pair<std::uint64_t, std::uint32_t>{hash(inv.data()), 0});
      while (std::memcmp(&elements_[std::uint64_t{at->second} * n_], inv.data(), n_) != 0)
        ++at;  // G holds every inverse
      inverse_of[e] = at->second;
    }
  }

  // The table: placements in index order; the first not yet reached is a new representative R, and each element g
  // reaches g(R), which g's inverse takes back to R. While the orbits are walked a placement holds the least element
  // reaching it (an atomic minimum, so the elements can be shared out over threads and the table is the same for any
  // number of them), replaced by that element's inverse at the end.
  table_.assign(placements_, UINT32_MAX);
  std::uint32_t cops[CopsGame::kMaxCops] = {};
  const int lanes = order >= 4096 ? threads() : 1;
  for (std::uint64_t index = 0; index < placements_; ++index) {
    if (table_[index] == UINT32_MAX) {
      reps_.push_back(index);
      rep_cops_.insert(rep_cops_.end(), cops, cops + k_);
      std::atomic<std::uint64_t> next{0};
      run_lanes(lanes, [&](int) { walk_orbit(cops, order, next); });
    }
    // The next multiset in index order (colex): raise the first cop that can rise, the cops below it to 0.
    int i = 0;
    while (i < k_ && !(i + 1 < k_ ? cops[i] < cops[i + 1] : cops[i] + 1 < n_)) ++i;
    if (i == k_) break;
    ++cops[i];
    for (int j = 0; j < i; ++j) cops[j] = 0;
  }
  {
    std::atomic<std::uint64_t> next{0};
    run_lanes(placements_ >= (1u << 16) ? threads() : 1, [&](int) {
      constexpr std::uint64_t kBlock = 1 << 16;
      for (;;) {
        const std::uint64_t a = next.fetch_add(kBlock, std::memory_order_relaxed);
        if (a >= placements_) break;
        for (std::uint64_t j = a; j < std::min(placements_, a + kBlock); ++j) table_[j] = inverse_of[table_[j]];
      }
    });
  }
}

void SymmetricCopsGame::walk_orbit(const std::uint32_t* cops, std::uint64_t order, std::atomic<std::uint64_t>& next) {
  // Elements in blocks; within a block, a batch's images are ranked first and their table words prefetched, then each
  // lowered to the element if it is less (the table is far larger than the caches: the reads are what costs).
  constexpr std::uint64_t kBlock = 2048;
  constexpr int kBatch = 32;
  std::uint32_t image[CopsGame::kMaxCops];
  std::uint64_t at[kBatch];
  for (;;) {
    const std::uint64_t from = next.fetch_add(kBlock, std::memory_order_relaxed);
    if (from >= order) return;
    const std::uint64_t to = std::min(order, from + kBlock);
    for (std::uint64_t e0 = from; e0 < to; e0 += kBatch) {
      const int batch = static_cast<int>(std::min<std::uint64_t>(kBatch, to - e0));
      for (int b = 0; b < batch; ++b) {
        const std::uint8_t* g = &elements_[(e0 + b) * n_];
        for (int i = 0; i < k_; ++i) image[i] = g[cops[i]];
        sort_cops(image, k_);
        at[b] = rank_of(image);
        __builtin_prefetch(&table_[at[b]], 1);
      }
      for (int b = 0; b < batch; ++b) {
        std::uint32_t* slot = &table_[at[b]];
        const std::uint32_t e = static_cast<std::uint32_t>(e0 + b);
        std::uint32_t seen = __atomic_load_n(slot, __ATOMIC_RELAXED);
        while (e < seen && !__atomic_compare_exchange_n(slot, &seen, e, true, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
        }
      }
    }
  }
}

std::uint64_t SymmetricCopsGame::rank_of(const std::uint32_t* sorted) const {
  std::uint64_t r = 0;
  for (int i = 0; i < k_; ++i) r += tab_[i * (n_ + 1) + sorted[i]];
  return r;
}

void SymmetricCopsGame::unrank_to(std::uint64_t index, std::uint32_t* sorted) const {
  for (int i = k_ - 1; i >= 0; --i) {
    std::uint32_t v = 0;  // the largest v with C(v + i, i + 1) <= index
    while (v + 1 < n_ && tab_[i * (n_ + 1) + v + 1] <= index) ++v;
    sorted[i] = v;
    index -= tab_[i * (n_ + 1) + v];
  }
}

std::vector<std::uint32_t> SymmetricCopsGame::placement(std::uint64_t index) const {
  std::vector<std::uint32_t> cops(static_cast<std::size_t>(k_));
  unrank_to(index, cops.data());
  return cops;
}

std::uint64_t SymmetricCopsGame::index_of(std::vector<std::uint32_t> cops) const {
  std::sort(cops.begin(), cops.end());
  return rank_of(cops.data());
}

std::uint32_t SymmetricCopsGame::slot_of(const std::uint32_t* sorted, std::uint64_t index,
                                         const std::uint8_t*& h) const {
  h = &elements_[std::uint64_t{table_[index]} * n_];
  std::uint32_t image[CopsGame::kMaxCops];
  for (int i = 0; i < k_; ++i) image[i] = h[sorted[i]];
  sort_cops(image, k_);
  const std::uint64_t rep = rank_of(image);
  return static_cast<std::uint32_t>(std::lower_bound(reps_.begin(), reps_.end(), rep) - reps_.begin());
}

void SymmetricCopsGame::lost_of(std::uint32_t slot) {
  std::uint64_t* lost = &lost_[std::uint64_t{slot} * words_];
  const std::uint64_t* caught = &caught_[std::uint64_t{slot} * words_];
  std::vector<std::uint64_t> before(lost, lost + words_);
  std::fill(lost, lost + words_, 0);
  for (int i = 0; i < k_; ++i) {
    const std::uint32_t c = rep_cops_[std::uint64_t{slot} * k_ + i];
    lost[c / 64] |= std::uint64_t{1} << (c % 64);
  }
  for (std::uint32_t r = 0; r < n_; ++r) {
    bool all = true;
    for (std::uint32_t e = closed_start_[r]; e < closed_start_[r + 1] && all; ++e)
      all = caught[closed_[e] / 64] >> (closed_[e] % 64) & 1;
    if (all) lost[r / 64] |= std::uint64_t{1} << (r % 64);
  }
  changed_[slot] = !std::equal(before.begin(), before.end(), lost);
}

bool SymmetricCopsGame::gain(std::uint32_t s, std::uint64_t* gained) {
  std::uint64_t* caught = &caught_[std::uint64_t{s} * words_];
  const std::uint32_t* cops = &rep_cops_[std::uint64_t{s} * k_];
  std::fill(gained, gained + words_, 0);
  std::uint32_t sorted[CopsGame::kMaxCops], choice[CopsGame::kMaxCops] = {};
  // Every joint move: cop i to the choice[i]-th vertex of N[cops[i]] (an odometer over the choices).
  for (;;) {
    for (int i = 0; i < k_; ++i) sorted[i] = closed_[closed_start_[cops[i]] + choice[i]];
    sort_cops(sorted, k_);
    const std::uint8_t* h = nullptr;
    const std::uint32_t to = slot_of(sorted, rank_of(sorted), h);
    if (changed_[to]) {  // else what it gives was gained in an earlier round
      const std::uint64_t* lost = &lost_[std::uint64_t{to} * words_];
      for (std::uint32_t r = 0; r < n_; ++r)
        if (lost[h[r] / 64] >> (h[r] % 64) & 1) gained[r / 64] |= std::uint64_t{1} << (r % 64);
    }
    int i = 0;
    while (i < k_ && ++choice[i] == closed_start_[cops[i] + 1] - closed_start_[cops[i]]) choice[i++] = 0;
    if (i == k_) break;
  }
  bool grew = false;
  for (std::uint32_t w = 0; w < words_; ++w) {
    std::uint64_t fresh = gained[w] & ~caught[w];
    if (!fresh) continue;
    grew = true;
    caught[w] |= fresh;
    if (keep_times_)
      for (; fresh; fresh &= fresh - 1)
        time_[std::uint64_t{s} * n_ + w * 64 + static_cast<std::uint32_t>(__builtin_ctzll(fresh))] = round_;
  }
  return grew;
}

void SymmetricCopsGame::solve() {
  const std::uint32_t slots = static_cast<std::uint32_t>(reps_.size());
  caught_.assign(std::uint64_t{slots} * words_, 0);
  lost_.assign(std::uint64_t{slots} * words_, 0);
  changed_.assign(slots, 0);
  full_.assign(slots, 0);
  if (keep_times_) time_.assign(std::uint64_t{slots} * n_, CopsGame::kNever);
  best_ = {};
  round_ = 0;
  auto is_full = [&](const std::uint64_t* row) {
    std::uint32_t count = 0;
    for (std::uint32_t w = 0; w < words_; ++w) count += static_cast<std::uint32_t>(__builtin_popcountll(row[w]));
    return count == n_;
  };
  // Round 0: each representative's cops catch a robber on their vertices.
  for (std::uint32_t s = 0; s < slots; ++s) {
    std::uint64_t* caught = &caught_[std::uint64_t{s} * words_];
    for (int i = 0; i < k_; ++i) {
      const std::uint32_t c = rep_cops_[std::uint64_t{s} * k_ + i];
      caught[c / 64] |= std::uint64_t{1} << (c % 64);
      if (keep_times_) time_[std::uint64_t{s} * n_ + c] = 0;
    }
    if (is_full(caught)) {
      full_[s] = 1;
      if (!best_.win) best_ = {true, reps_[s], 0};  // the representatives ascend: the first one is the best
    }
  }
  // A round's representatives in blocks over the lanes: each writes only its own rows (caught, times, full) and reads
  // the round before's lost rows, so any number of lanes gives the same rows; `grew` says which changed.
  std::uint64_t moves = 1;  // joint moves of one representative, about: (d + 1)^k
  for (int i = 0; i < k_; ++i) moves *= closed_.size() / std::max<std::uint32_t>(n_, 1);
  const int lanes = std::uint64_t{slots} * moves >= (1u << 16) ? threads() : 1;
  std::vector<std::vector<std::uint64_t>> gained(static_cast<std::size_t>(std::max(lanes, 1)),
                                                 std::vector<std::uint64_t>(words_));
  std::vector<std::uint8_t> grew(slots);
  auto each_slot = [&](auto&& body) {
    std::atomic<std::uint32_t> next{0};
    run_lanes(lanes, [&](int lane) {
      constexpr std::uint32_t kBlock = 4;
      for (;;) {
        const std::uint32_t a = next.fetch_add(kBlock, std::memory_order_relaxed);
        if (a >= slots) break;
        for (std::uint32_t s = a; s < std::min(slots, a + kBlock); ++s) body(s, lane);
      }
    });
  };
  each_slot([&](std::uint32_t s, int) { lost_of(s); });
  for (;;) {
    ++round_;
    each_slot([&](std::uint32_t s, int lane) { grew[s] = !full_[s] && gain(s, gained[lane].data()); });
    bool changed = false;
    for (std::uint32_t s = 0; s < slots; ++s) {
      if (!grew[s]) continue;
      changed = true;
      if (is_full(&caught_[std::uint64_t{s} * words_])) {
        full_[s] = 1;
        if (!best_.win) best_ = {true, reps_[s], round_};  // the first representative filled in the earliest round
      }
    }
    if (!changed) {
      --round_;  // the last round changed nothing
      break;
    }
    each_slot([&](std::uint32_t s, int) { lost_of(s); });
  }
}

std::uint32_t SymmetricCopsGame::capture_time(std::uint64_t index, std::uint32_t r) const {
  if (!keep_times_ || time_.empty()) return CopsGame::kNever;
  std::uint32_t cops[CopsGame::kMaxCops];
  unrank_to(index, cops);
  const std::uint8_t* h = nullptr;
  const std::uint32_t slot = slot_of(cops, index, h);
  return time_[std::uint64_t{slot} * n_ + h[r]];
}

std::uint64_t SymmetricCopsGame::bytes() const {
  const std::uint64_t slots = reps_.size();
  return table_.size() * 4 + elements_.size() + slots * (8 + 4 * std::uint64_t(k_) + 2) +
         (caught_.size() + lost_.size()) * 8 + time_.size() * 4 + (closed_.size() + closed_start_.size()) * 4 +
         tab_.size() * 8;
}

}  // namespace whowins
