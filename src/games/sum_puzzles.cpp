// Sum puzzles: candidates (given, every multiset, or sampled), the unique key by Smith's rule, the rating.
#include "games/sum_puzzles.hpp"
#include <algorithm>
#include <bit>
#include <cmath>
#include <set>
#include <string>
#include <tuple>
#include "core/best_move.hpp"
#include "core/retrograde.hpp"
#include "games/sum.hpp"

namespace whowins {

Outcome sum_outcome(const LoopyNimValues& values, std::span<const std::uint32_t> tokens) {
  std::uint32_t x = 0, infinite = 0, at = 0;
  for (std::uint32_t v : tokens) {
    if (values.infinite(v)) {
      ++infinite;
      at = v;
    } else {
      x ^= values.value[v];
    }
  }
  if (infinite == 0) return x != 0 ? Outcome::Win : Outcome::Loss;
  if (infinite == 1) return values.option_with_value(at, x) != LoopyNimValues::kNone ? Outcome::Win : Outcome::Draw;
  return Outcome::Draw;
}

std::uint32_t sum_puzzle_difficulty(const SumPuzzle& z) {
  double d = 600.0 + 150.0 * std::log2(double(std::max<std::uint32_t>(z.moves, 1))) +
             100.0 * double(std::max<std::uint32_t>(z.movable, 1) - 1) + 50.0 * double(z.value_bits) +
             40.0 * std::min<std::uint32_t>(z.alternatives, 4);
  if (z.key_raises) d += 150.0;
  if (!z.key_on_largest) d += 100.0;
  if (z.infinite > 0) d += 100.0;
  d = std::clamp(d, 600.0, 2400.0);
  return static_cast<std::uint32_t>(std::lround(d));
}

namespace {

// A value for comparisons: ∞ above every number.
std::uint64_t rank_of(const LoopyNimValues& values, std::uint32_t v) {
  return values.infinite(v) ? UINT64_MAX : values.value[v];
}

// Fills `z` (kind and tokens set) when the tokens make a puzzle of its kind; false otherwise.
bool make_puzzle(const CsrGraph& graph, const LoopyNimValues& values, SumPuzzle& z,
                 std::vector<std::uint32_t>& scratch) {
  const std::vector<std::uint32_t>& tokens = z.tokens;
  const bool win = z.kind == PuzzleKind::kWin;
  // The position's outcome for the mover, and the outcome the key must hand the opponent.
  if (sum_outcome(values, tokens) != (win ? Outcome::Win : Outcome::Draw)) return false;
  const Outcome wanted = win ? Outcome::Loss : Outcome::Draw;
  scratch = tokens;
  std::uint32_t keys = 0;
  for (std::uint32_t i = 0; i < tokens.size() && keys < 2; ++i) {
    if (i > 0 && tokens[i] == tokens[i - 1]) continue;  // the same moves as the token before
    const std::uint32_t u = tokens[i];
    const auto options = graph.successors(u);
    z.movable += !options.empty();
    for (std::uint32_t v : options) {
      ++z.moves;
      scratch[i] = v;
      const Outcome after = sum_outcome(values, scratch);  // for the opponent
      if (after == wanted) {
        if (++keys > 1) break;
        z.key_token = i, z.key_from = u, z.key_to = v;
      } else if (win && after == Outcome::Draw) {
        ++z.alternatives;
      }
    }
    scratch[i] = u;
  }
  if (keys != 1 || z.movable < 2) return false;
  std::uint64_t largest = 0;
  std::uint32_t largest_finite = 0;
  for (std::uint32_t v : tokens) {
    largest = std::max(largest, rank_of(values, v));
    if (values.infinite(v)) {
      ++z.infinite;
    } else {
      z.nim_sum ^= values.value[v];
      largest_finite = std::max(largest_finite, values.value[v]);
    }
  }
  z.value_bits = static_cast<std::uint32_t>(std::bit_width(largest_finite));
  z.key_raises = !values.infinite(z.key_from) && rank_of(values, z.key_to) > values.value[z.key_from];
  z.key_on_largest = rank_of(values, z.key_from) == largest;
  z.difficulty = sum_puzzle_difficulty(z);
  return true;
}

// The sum of k tokens as one game (the product graph, never built): position = the tokens' vertices,
// ordered, in base n; a move moves one token along an edge. The generic engine's retrograde solve of it
// gives a sum's exact depth (docs/rules.md#outcomes).
class ProductGame {
 public:
  ProductGame(const CsrGraph& graph, std::uint32_t k) : graph_(graph), n_(graph.vertex_count), k_(k) {
    count_ = 1;
    for (std::uint32_t i = 0; i < k; ++i) count_ *= n_;
  }
  std::uint64_t position_count() const { return count_; }
  Outcome end_value(Position p) const { return move_count(p) == 0 ? Outcome::Loss : Outcome::Draw; }
  std::uint32_t move_count(Position p) const {
    std::uint32_t moves = 0;
    for (std::uint32_t i = 0; i < k_; ++i, p /= n_) moves += graph_.out_degree(p % n_);
    return moves;
  }
  int mover(Position) const { return 0; }
  template <class F>
  void for_each_predecessor(Position p, F&& f) const {
    std::uint64_t unit = 1;
    for (std::uint32_t i = 0; i < k_; ++i, unit *= n_) {
      const std::uint32_t at = static_cast<std::uint32_t>(p / unit % n_);
      for (std::uint32_t u : graph_.predecessors(at)) f(static_cast<Position>(p + (std::uint64_t{u} - at) * unit));
    }
  }
  template <class F>
  void for_each_move(Position p, F&& f) const {
    std::uint64_t unit = 1;
    for (std::uint32_t i = 0; i < k_; ++i, unit *= n_) {
      const std::uint32_t at = static_cast<std::uint32_t>(p / unit % n_);
      for (std::uint32_t v : graph_.successors(at)) f(static_cast<Position>(p + (std::uint64_t{v} - at) * unit));
    }
  }
  Position encode(const std::vector<std::uint32_t>& tokens) const {
    std::uint64_t p = 0;
    for (std::size_t i = tokens.size(); i-- > 0;) p = p * n_ + tokens[i];
    return static_cast<Position>(p);
  }

 private:
  const CsrGraph& graph_;
  std::uint64_t n_, count_ = 1;
  std::uint32_t k_;
};
static_assert(RetrogradeGame<ProductGame>);

// The number of multisets of 2..4 of n vertices, or UINT64_MAX past kSumPuzzleScan.
std::uint64_t multiset_count(std::uint64_t n) {
  if (n > 64) return UINT64_MAX;
  std::uint64_t total = 0;
  for (std::uint64_t k = 2; k <= 4; ++k) {
    std::uint64_t c = 1;  // C(n + k - 1, k), exact step by step
    for (std::uint64_t i = 1; i <= k; ++i) c = c * (n + i - 1) / i;
    total += c;
  }
  return total <= kSumPuzzleScan ? total : UINT64_MAX;
}

}  // namespace

std::vector<SumPuzzle> find_sum_puzzles(const CsrGraph& graph, const LoopyNimValues& values,
                                        const std::vector<std::vector<std::uint32_t>>& given,
                                        const PuzzleOptions& options) {
  std::vector<SumPuzzle> chosen;
  const std::uint32_t n = values.vertex_count();
  if (n == 0 || options.count == 0) return chosen;
  std::vector<SumPuzzle> pool[2];
  std::set<std::vector<std::uint32_t>> seen[2];
  std::vector<std::uint32_t> scratch;
  // `generated`: a candidate the miner made up, which skips tokens on a vertex without moves (inert
  // padding: value 0, never moved).
  const auto consider = [&](std::vector<std::uint32_t> tokens, bool generated) {
    if (generated)
      for (std::uint32_t v : tokens)
        if (graph.out_degree(v) == 0) return;
    std::sort(tokens.begin(), tokens.end());
    for (int kind = 0; kind < 2; ++kind) {
      if (!(kind == 0 ? options.win : options.draw)) continue;
      SumPuzzle z;
      z.kind = kind == 0 ? PuzzleKind::kWin : PuzzleKind::kDraw;
      z.tokens = tokens;
      if (make_puzzle(graph, values, z, scratch) && seen[kind].insert(z.tokens).second)
        pool[kind].push_back(std::move(z));
    }
  };
  bool any_given = false;
  for (const auto& position : given)
    if (position.size() >= 2) {
      any_given = true;
      consider(position, false);
    }
  if (!any_given) {
    if (multiset_count(n) != UINT64_MAX) {
      // Every multiset: nondecreasing vertex lists of 2, 3 and 4 tokens.
      for (std::uint32_t k = 2; k <= 4; ++k) {
        std::vector<std::uint32_t> at(k, 0);
        while (true) {
          consider(at, true);
          std::uint32_t i = k;
          while (i > 0 && at[i - 1] == n - 1) --i;
          if (i == 0) break;
          const std::uint32_t next = at[i - 1] + 1;
          for (std::uint32_t j = i - 1; j < k; ++j) at[j] = next;
        }
      }
    } else {
      SplitMix64 rng(options.seed);
      std::vector<std::uint32_t> at;
      for (std::uint64_t s = 0; s < kSumPuzzleScan; ++s) {
        at.resize(2 + rng.below(3));
        for (std::uint32_t& v : at) v = static_cast<std::uint32_t>(rng.below(n));
        consider(at, true);
      }
    }
  }
  const std::uint64_t salt = SplitMix64(options.seed ^ 0x5EEDF00Dull).next();
  const auto hash = [&](const std::vector<std::uint32_t>& tokens) {
    std::uint64_t h = salt;
    for (std::uint32_t v : tokens) h = SplitMix64(h ^ v).next();
    return h;
  };
  // Exact plies of the win puzzles small enough (kSumProductLimit), a solve per token count.
  for (std::uint32_t k = 2; k <= 3; ++k) {
    ProductGame product(graph, k);
    // Its moves: k n^(k-1) m (each token moved along each edge, the others anywhere).
    const std::uint64_t moves = product.position_count() / graph.vertex_count * k * graph.edge_count();
    if (product.position_count() > kSumProductLimit || moves > kSumProductMoveLimit) continue;
    bool wanted = false;
    for (const SumPuzzle& z : pool[0]) wanted |= z.tokens.size() == k;
    if (!wanted) continue;
    const Solution solved = solve<Solution>(product);
    for (SumPuzzle& z : pool[0]) {
      if (z.tokens.size() != k) continue;
      Position at = product.encode(z.tokens);
      z.plies = solved.depth[at];
      // The main line: the key, then the best moves (the defender's longest loss, the winner's fastest
      // win; core/best_move.hpp), each as the moved token's vertex and destination.
      std::vector<std::uint32_t> place = z.tokens;
      z.line.emplace_back(z.key_from, z.key_to);
      place[z.key_token] = z.key_to;
      at = product.encode(place);
      while (z.line.size() < std::min<std::uint32_t>(z.plies, kSumLineLimit)) {
        const Position next = best_move(product, solved, at);
        if (next == kNoPosition) break;  // cannot happen in a verified solution
        std::uint64_t was = at, now = next;
        for (std::uint32_t i = 0; i < k; ++i, was /= graph.vertex_count, now /= graph.vertex_count)
          if (was % graph.vertex_count != now % graph.vertex_count)
            z.line.emplace_back(static_cast<std::uint32_t>(was % graph.vertex_count),
                                static_cast<std::uint32_t>(now % graph.vertex_count));
        at = next;
      }
    }
  }
  for (auto& candidates : pool) {
    std::vector<std::pair<std::uint64_t, std::size_t>> order(candidates.size());
    for (std::size_t i = 0; i < candidates.size(); ++i) order[i] = {hash(candidates[i].tokens), i};
    std::sort(order.begin(), order.end(), [&](const auto& a, const auto& b) {
      const SumPuzzle &x = candidates[a.second], &y = candidates[b.second];
      if (x.difficulty != y.difficulty) return x.difficulty > y.difficulty;
      if (a.first != b.first) return a.first < b.first;
      return x.tokens < y.tokens;
    });
    std::set<std::tuple<std::uint32_t, std::uint32_t, std::size_t>> families;
    std::uint32_t kept = 0;
    for (const auto& [h, i] : order) {
      if (kept == options.count) break;
      SumPuzzle& z = candidates[i];
      if (!families.emplace(z.key_from, z.key_to, z.tokens.size()).second) continue;
      chosen.push_back(std::move(z));
      ++kept;
    }
  }
  return chosen;
}

std::size_t write_sum_puzzles(TextWriter& out, const LoopyNimValues& values, const std::vector<SumPuzzle>& puzzles) {
  for (const SumPuzzle& z : puzzles) {
    const bool draw = z.kind == PuzzleKind::kDraw;
    std::string id = draw ? "hold-" : "";
    out.put("{\"game\":\"sum\",\"rules\":\"normal\",\"tokens\":[");
    for (std::size_t i = 0; i < z.tokens.size(); ++i) {
      if (i) {
        out.put(',');
        id += '.';
      }
      out.put_uint(z.tokens[i] + 1);
      id += std::to_string(z.tokens[i] + 1);
    }
    out.put("],\"gamma\":[");
    for (std::size_t i = 0; i < z.tokens.size(); ++i) {
      if (i) out.put(',');
      write_gamma_json(out, values, z.tokens[i]);
    }
    out.put(draw ? "],\"kind\":\"draw\"" : "],\"kind\":\"win\"");
    out.put(",\"plies\":");
    if (z.plies == SumPuzzle::kNoPlies)
      out.put("null");
    else
      out.put_uint(z.plies);
    out.put(",\"key\":{\"token\":");
    out.put_uint(z.key_token + 1);
    out.put(",\"from\":");
    out.put_uint(z.key_from + 1);
    out.put(",\"to\":");
    out.put_uint(z.key_to + 1);
    out.put("},\"difficulty\":");
    out.put_uint(z.difficulty);
    out.put(",\"moves\":");
    out.put_uint(z.moves);
    out.put(",\"movable\":");
    out.put_uint(z.movable);
    out.put(",\"alternatives\":");
    out.put_uint(z.alternatives);
    out.put(",\"infinite\":");
    out.put_uint(z.infinite);
    out.put(",\"nim_sum\":");
    out.put_uint(z.nim_sum);
    out.put(",\"key_raises\":");
    out.put(z.key_raises ? "true" : "false");
    out.put(",\"key_on_largest\":");
    out.put(z.key_on_largest ? "true" : "false");
    out.put(",\"line\":");
    if (z.plies == SumPuzzle::kNoPlies) out.put("null");
    for (std::size_t i = 0; i < z.line.size(); ++i) {
      out.put(i ? ",[" : "[[");
      out.put_uint(z.line[i].first + 1);
      out.put(',');
      out.put_uint(z.line[i].second + 1);
      out.put(i + 1 == z.line.size() ? "]]" : "]");
    }
    out.put(",\"id\":");
    out.put_json_string(id);
    out.put("}\n");
  }
  return puzzles.size();
}

}  // namespace whowins
