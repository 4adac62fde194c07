// The retrograde solver: iterative FIFO retrograde analysis over any RetrogradeGame, in chunks.
#pragma once
#include <algorithm>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <type_traits>
#include <vector>
#include "core/game_concept.hpp"
#include "core/outcome.hpp"

namespace whowins {

// Solves every position of a game in O(n + m) time and O(n) extra memory, no recursion.
// Outcome and depth follow SPEC §2: a Win's depth is the fewest plies to force the end, a
// Loss's the most plies the loser can delay it; Draw = neither side can force an end.
// The FIFO queue pops positions in non-decreasing depth, so the first Loss successor that
// decides a Win is a shallowest one and the last Win successor that decides a Loss is a
// deepest one. Work can be split into chunks (advance) for progress reports and cancel.
template <RetrogradeGame G, class SolutionT = Solution, class Counter = game_counter_t<G>>
class RetrogradeSolver {
  using DepthT = typename SolutionT::depth_type;
  // Per position, the number of moves not yet known to lose, 0 once decided (or for a
  // position out of the game). Read on every predecessor visit, so it is as small as the
  // game allows (one byte when no position has 255 moves or more).
  // Per position, written once when decided: the outcome in the top two bits, the depth in
  // the other 30.
  static constexpr std::uint32_t kWinBit = 1u << 30, kLossBit = 2u << 30, kValueMask = kWinBit - 1;
  static constexpr Position kLossFlag = Position{1} << 31;
  static constexpr std::size_t kPrefetchDistance = 8;
  static constexpr bool kHasPrefetch = requires(const G& g, Position p, const Counter* c) { g.prefetch(p, c, 0); };

 public:
  explicit RetrogradeSolver(const G& game) : game_(game) {
    const std::uint64_t n = game.position_count();
    if (n >= kLossFlag) throw std::length_error("too many positions for 31-bit indices");
    count_.resize(n);
    value_.resize(n);
    queue_.resize(n);
    auto set_up = [&](Position p, Outcome end, std::uint64_t moves) {
      if (end != Outcome::Draw) {
        value_[p] = end == Outcome::Win ? kWinBit : kLossBit;
        queue_[tail_++] = end == Outcome::Win ? p : p | kLossFlag;
      } else {
        if (moves > std::numeric_limits<Counter>::max()) throw std::length_error("too many moves from one position");
        count_[p] = static_cast<Counter>(moves);
      }
    };
    if constexpr (requires { game.for_each_position(set_up); }) {
      game.for_each_position(set_up);  // games that can list positions faster than decoding each
    } else {
      for (Position p = 0; p < n; ++p) {
        const Outcome end = game.end_value(p);
        set_up(p, end, end == Outcome::Draw ? game.move_count(p) : 0);
      }
    }
    level_end_ = tail_;
  }

  // Processes up to `budget` decided positions from the queue, those it decides on the way
  // included (all of them by default). Returns true when done.
  // A position whose move_count is 0 and that is no end position is never decided: game
  // modules use that to leave positions out of a game.
  // Never inlined: under WebAssembly, V8 swaps in optimised code only for new calls, so a
  // solve made of many advance() calls runs optimised after the first few (see solve()).
  [[gnu::noinline]] bool advance(std::uint64_t budget = UINT64_MAX) {
    Counter* count = count_.data();
    std::uint32_t* value = value_.data();
    Position* queue = queue_.data();
    std::size_t head = head_, tail = tail_, level_end = level_end_;
    std::uint32_t depth = depth_;  // of the positions in queue[head .. level_end)
    const std::size_t limit = budget >= SIZE_MAX - head ? SIZE_MAX : head + static_cast<std::size_t>(budget);
    const std::uint32_t max_depth = std::min<std::uint64_t>(kValueMask, SolutionT::no_depth) - 1;
    while (head < tail && head < limit) {
      if (head == level_end) {  // the FIFO queue holds one depth after another
        level_end = tail;
        if (++depth > max_depth) throw std::overflow_error("game too long for its depth type");
      }
      // Games with explicit adjacency can hint memory ahead of use (see prefetch in GenericGame).
      if constexpr (kHasPrefetch) {
        if (head + 3 * kPrefetchDistance < tail) game_.prefetch(queue[head + 3 * kPrefetchDistance] & ~kLossFlag, count, 0);
        if (head + 2 * kPrefetchDistance < tail) game_.prefetch(queue[head + 2 * kPrefetchDistance] & ~kLossFlag, count, 1);
        if (head + kPrefetchDistance < tail) game_.prefetch(queue[head + kPrefetchDistance] & ~kLossFlag, count, 2);
      }
      const Position entry = queue[head++];
      const Position p = entry & ~kLossFlag;
      const std::uint32_t next_depth = depth + 1;
      if (entry & kLossFlag) {
        const std::uint32_t won = kWinBit | next_depth;
        game_.for_each_predecessor(p, [&](Position q) {
          if (count[q] != 0) {  // undecided, in the game
            count[q] = 0;
            value[q] = won;
            queue[tail++] = q;
          }
        });
      } else {
        const std::uint32_t lost = kLossBit | next_depth;
        game_.for_each_predecessor(p, [&](Position q) {
          const Counter c = count[q];
          if (c == 1) {
            count[q] = 0;
            value[q] = lost;
            queue[tail++] = q | kLossFlag;
          } else if (c != 0) {
            count[q] = static_cast<Counter>(c - 1);
          }
        });
      }
    }
    head_ = head;
    tail_ = tail;
    level_end_ = level_end;
    depth_ = depth;
    return head_ == tail_;
  }

  bool done() const { return head_ == tail_; }
  // Positions decided so far, and how many of them have had their predecessors processed.
  std::uint64_t decided() const { return tail_; }
  std::uint64_t processed() const { return head_; }
  std::uint64_t position_count() const { return value_.size(); }

  // The finished solution (call after advance() returned true). Undecided positions are
  // Draws with depth 0.
  SolutionT take_solution() {
    queue_ = {};
    count_ = {};
    SolutionT s;
    const std::size_t n = value_.size();
    s.outcome.resize(n);
    for (std::size_t p = 0; p < n; ++p) {
      const std::uint32_t v = value_[p];
      s.outcome[p] = v == 0 ? Outcome::Draw : (v & kLossBit) ? Outcome::Loss : Outcome::Win;
    }
    if constexpr (std::is_same_v<DepthT, std::uint32_t>) {
      for (std::size_t p = 0; p < n; ++p) value_[p] &= kValueMask;  // the depth, in place
      s.depth = std::move(value_);
    } else {
      s.depth.resize(n);
      for (std::size_t p = 0; p < n; ++p) s.depth[p] = static_cast<DepthT>(value_[p] & kValueMask);
    }
    value_ = {};
    return s;
  }

 private:
  const G& game_;
  std::vector<Counter> count_;
  std::vector<std::uint32_t> value_;
  std::vector<Position> queue_;  // each position enters at most once; kLossFlag marks Losses
  std::size_t head_ = 0, tail_ = 0, level_end_ = 0;
  std::uint32_t depth_ = 0;
};

// Solves the whole game, in chunks of advance() calls (see advance: under WebAssembly the
// first chunks warm the optimising tier up; natively the chunks cost nothing measurable).
// Games that can say their largest move count (max_move_count()) get one-byte move counters
// when it is below 255.
inline constexpr std::uint64_t kSolveChunk = 1u << 16;

template <class SolutionT = Solution, RetrogradeGame G>
SolutionT solve(const G& game) {
  if constexpr (requires { game.max_move_count(); }) {
    if (game.max_move_count() < 255) {
      RetrogradeSolver<G, SolutionT, std::uint8_t> solver(game);
      while (!solver.advance(kSolveChunk)) {}
      return solver.take_solution();
    }
  }
  RetrogradeSolver<G, SolutionT> solver(game);
  while (!solver.advance(kSolveChunk)) {}
  return solver.take_solution();
}

}  // namespace whowins
