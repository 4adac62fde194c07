// Cops and robbers with one placement stored per orbit of the automorphism group (cop_number_symmetry.hpp).
#include "games/cop_number_symmetry.hpp"
#include <algorithm>
#include <cstring>
#include <unordered_map>

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
  return 4 * placements + n * order;
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

  // G's elements (the identity first), and each one's inverse's place in the list (by a hash of its images).
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
    std::unordered_multimap<std::uint64_t, std::uint32_t> where;
    where.reserve(order);
    for (std::uint64_t e = 0; e < order; ++e) where.emplace(hash(&elements_[e * n_]), static_cast<std::uint32_t>(e));
    std::vector<std::uint8_t> inv(n_);
    for (std::uint64_t e = 0; e < order; ++e) {
      const std::uint8_t* g = &elements_[e * n_];
      for (std::uint32_t v = 0; v < n_; ++v) inv[g[v]] = static_cast<std::uint8_t>(v);
      auto [first, last] = where.equal_range(hash(inv.data()));
      for (; first != last; ++first)
        if (std::memcmp(&elements_[std::uint64_t{first->second} * n_], inv.data(), n_) == 0) break;
      inverse_of[e] = first->second;  // G holds every inverse
    }
  }

  // The table: placements in index order; the first not yet reached is a new representative R, and each element g
  // reaches g(R), which g's inverse takes back to R.
  table_.assign(placements_, UINT32_MAX);
  std::uint32_t cops[CopsGame::kMaxCops] = {}, image[CopsGame::kMaxCops];
  for (std::uint64_t index = 0; index < placements_; ++index) {
    if (table_[index] == UINT32_MAX) {
      reps_.push_back(index);
      rep_cops_.insert(rep_cops_.end(), cops, cops + k_);
      for (std::uint64_t e = 0; e < order; ++e) {
        const std::uint8_t* g = &elements_[e * n_];
        for (int i = 0; i < k_; ++i) image[i] = g[cops[i]];
        sort_cops(image, k_);
        const std::uint64_t j = rank_of(image);
        if (table_[j] == UINT32_MAX) table_[j] = inverse_of[e];
      }
    }
    // The next multiset in index order (colex): raise the first cop that can rise, the cops below it to 0.
    int i = 0;
    while (i < k_ && !(i + 1 < k_ ? cops[i] < cops[i + 1] : cops[i] + 1 < n_)) ++i;
    if (i == k_) break;
    ++cops[i];
    for (int j = 0; j < i; ++j) cops[j] = 0;
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
  for (std::uint32_t s = 0; s < slots; ++s) lost_of(s);
  std::vector<std::uint64_t> gained(words_);
  std::uint32_t moved[CopsGame::kMaxCops], sorted[CopsGame::kMaxCops];
  std::uint32_t choice[CopsGame::kMaxCops];
  for (bool changed = true; changed;) {
    changed = false;
    ++round_;
    bool filled_this_round = false;
    for (std::uint32_t s = 0; s < slots; ++s) {
      if (full_[s]) continue;
      std::uint64_t* caught = &caught_[std::uint64_t{s} * words_];
      const std::uint32_t* cops = &rep_cops_[std::uint64_t{s} * k_];
      std::fill(gained.begin(), gained.end(), 0);
      // Every joint move: cop i to the choice[i]-th vertex of N[cops[i]] (an odometer over the choices).
      std::fill(choice, choice + k_, 0);
      for (;;) {
        for (int i = 0; i < k_; ++i) moved[i] = closed_[closed_start_[cops[i]] + choice[i]];
        std::copy(moved, moved + k_, sorted);
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
      if (!grew) continue;
      changed = true;
      if (is_full(caught)) {
        full_[s] = 1;
        if (!best_.win && !filled_this_round) {
          best_ = {true, reps_[s], round_};
          filled_this_round = true;
        }
      }
    }
    if (!changed) {
      --round_;  // the last round changed nothing
      break;
    }
    for (std::uint32_t s = 0; s < slots; ++s) lost_of(s);
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
