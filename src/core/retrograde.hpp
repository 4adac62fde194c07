// The retrograde solver: iterative FIFO retrograde analysis over any RetrogradeGame, in chunks.
#pragma once
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
  using Counter = game_counter_t<G>;
  using DepthT = typename SolutionT::depth_type;

 public:
  explicit RetrogradeSolver(const G& game) : game_(game) {
    const std::uint64_t n = game.position_count();
    if (n >= kNoPosition) throw std::length_error("too many positions for 32-bit indices");
    solution_.outcome.assign(n, Outcome::Draw);
    solution_.depth.assign(n, 0);
    remaining_.resize(n);
    queue_.resize(n);
    for (Position p = 0; p < n; ++p) {
      const Outcome end = game.end_value(p);
      if (end != Outcome::Draw) {
        solution_.outcome[p] = end;
        queue_[tail_++] = p;
      } else {
        remaining_[p] = static_cast<Counter>(game.move_count(p));
      }
    }
  }

  // Processes up to `budget` decided positions from the queue (all of them by default; a
  // budget at least the queue's length runs to the end). Returns true when done.
  // A position whose move_count is 0 and that is no end position is never decided: game
  // modules use that to leave positions out of a game.
  bool advance(std::uint64_t budget = UINT64_MAX) {
    Outcome* outcome = solution_.outcome.data();
    DepthT* depth = solution_.depth.data();
    Counter* remaining = remaining_.data();
    Position* queue = queue_.data();
    std::size_t head = head_, tail = tail_;
    const std::size_t limit = budget >= tail - head ? SIZE_MAX : head + budget;
    while (head < tail && head < limit) {
      const Position p = queue[head++];
      const DepthT next_depth = static_cast<DepthT>(depth[p] + 1);
      if (next_depth == SolutionT::no_depth) throw std::overflow_error("game too long for its depth type");
      if (outcome[p] == Outcome::Loss) {
        game_.for_each_predecessor(p, [&](Position q) {
          if (outcome[q] == Outcome::Draw && remaining[q] != 0) {
            outcome[q] = Outcome::Win;
            depth[q] = next_depth;
            remaining[q] = 0;
            queue[tail++] = q;
          }
        });
      } else {
        game_.for_each_predecessor(p, [&](Position q) {
          if (outcome[q] == Outcome::Draw && remaining[q] != 0 && --remaining[q] == 0) {
            outcome[q] = Outcome::Loss;
            depth[q] = next_depth;
            queue[tail++] = q;
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
  std::uint64_t position_count() const { return solution_.outcome.size(); }

  // The finished solution (call after advance() returned true). Undecided positions are Draws.
  SolutionT take_solution() {
    remaining_ = {};
    queue_ = {};
    return std::move(solution_);
  }
  const SolutionT& solution() const { return solution_; }

 private:
  const G& game_;
  SolutionT solution_;
  std::vector<Counter> remaining_;        // moves not yet known to lose; 0 = decided or end
  std::vector<Position> queue_;           // each position enters at most once
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
