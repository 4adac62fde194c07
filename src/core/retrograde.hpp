// The retrograde solver: iterative FIFO retrograde analysis over any RetrogradeGame, in chunks.
#pragma once
#include <algorithm>
#include <cstdint>
#include <stdexcept>
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
template <RetrogradeGame G, class SolutionT = Solution>
class RetrogradeSolver {
  using DepthT = typename SolutionT::depth_type;
  // One 32-bit word per position, so that visiting a predecessor touches one cache line:
  // the top two bits hold the outcome (0 = undecided), the other 30 the number of moves not
  // yet known to lose (undecided) or the depth (decided). 0 = undecided with no moves left
  // to count: an end position's neighbour that is out of the game, never decided.
  static constexpr std::uint32_t kWinBit = 1u << 30, kLossBit = 2u << 30, kValueMask = kWinBit - 1;
  static constexpr std::size_t kPrefetchDistance = 8;
  static Position p_of(const Position* q, std::size_t i) { return q[i]; }

 public:
  explicit RetrogradeSolver(const G& game) : game_(game) {
    const std::uint64_t n = game.position_count();
    if (n >= kNoPosition) throw std::length_error("too many positions for 32-bit indices");
    state_.resize(n);
    queue_.resize(n);
    for (Position p = 0; p < n; ++p) {
      const Outcome end = game.end_value(p);
      if (end != Outcome::Draw) {
        state_[p] = end == Outcome::Win ? kWinBit : kLossBit;
        queue_[tail_++] = p;
      } else {
        const std::uint64_t moves = game.move_count(p);
        if (moves > kValueMask) throw std::length_error("too many moves from one position");
        state_[p] = static_cast<std::uint32_t>(moves);
      }
    }
  }

  // Processes up to `budget` decided positions from the queue (all of them by default; a
  // budget at least the queue's length runs to the end). Returns true when done.
  // A position whose move_count is 0 and that is no end position is never decided: game
  // modules use that to leave positions out of a game.
  bool advance(std::uint64_t budget = UINT64_MAX) {
    std::uint32_t* state = state_.data();
    Position* queue = queue_.data();
    std::size_t head = head_, tail = tail_;
    const std::size_t limit = budget >= tail - head ? SIZE_MAX : head + budget;
    const std::uint32_t max_depth = std::min<std::uint64_t>(kValueMask, SolutionT::no_depth) - 1;
    while (head < tail && head < limit) {
      // Games with explicit adjacency can hint memory ahead of use (see prefetch in GenericGame).
      if constexpr (requires { game_.prefetch(p_of(queue, 0), state, 0); }) {
        if (head + 2 * kPrefetchDistance < tail) game_.prefetch(queue[head + 2 * kPrefetchDistance], state, 0);
        if (head + kPrefetchDistance < tail) game_.prefetch(queue[head + kPrefetchDistance], state, 1);
      }
      const Position p = queue[head++];
      const std::uint32_t ps = state[p];
      const std::uint32_t next_depth = (ps & kValueMask) + 1;
      if (next_depth > max_depth) throw std::overflow_error("game too long for its depth type");
      if (ps & kLossBit) {
        const std::uint32_t won = kWinBit | next_depth;
        game_.for_each_predecessor(p, [&](Position q) {
          const std::uint32_t qs = state[q];
          if (qs - 1 < kValueMask) {  // undecided with moves left
            state[q] = won;
            queue[tail++] = q;
          }
        });
      } else {
        const std::uint32_t lost = kLossBit | next_depth;
        game_.for_each_predecessor(p, [&](Position q) {
          const std::uint32_t qs = state[q];
          if (qs - 1 < kValueMask) {
            if (qs == 1) {
              state[q] = lost;
              queue[tail++] = q;
            } else {
              state[q] = qs - 1;
            }
          }
        });
      }
    }
    head_ = head;
    tail_ = tail;
    return head_ == tail_;
  }

  bool done() const { return head_ == tail_; }
  // Positions decided so far, and how many of them have had their predecessors processed.
  std::uint64_t decided() const { return tail_; }
  std::uint64_t processed() const { return head_; }
  std::uint64_t position_count() const { return state_.size(); }

  // The finished solution (call after advance() returned true). Undecided positions are
  // Draws with depth 0.
  SolutionT take_solution() {
    queue_ = {};
    SolutionT s;
    const std::size_t n = state_.size();
    s.outcome.resize(n);
    s.depth.resize(n);
    for (std::size_t p = 0; p < n; ++p) {
      const std::uint32_t st = state_[p];
      const bool decided = st >= kWinBit;
      s.outcome[p] = !decided ? Outcome::Draw : (st & kLossBit) ? Outcome::Loss : Outcome::Win;
      s.depth[p] = decided ? static_cast<DepthT>(st & kValueMask) : 0;
    }
    state_ = {};
    return s;
  }

 private:
  const G& game_;
  std::vector<std::uint32_t> state_;
  std::vector<Position> queue_;  // each position enters at most once
  std::size_t head_ = 0, tail_ = 0;
};

// Solves the whole game in one call.
template <class SolutionT = Solution, RetrogradeGame G>
SolutionT solve(const G& game) {
  RetrogradeSolver<G, SolutionT> solver(game);
  solver.advance();
  return solver.take_solution();
}

}  // namespace whowins
