// The retrograde solver: iterative FIFO retrograde analysis over any RetrogradeGame, in chunks.
#pragma once
#include <algorithm>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <type_traits>
#include <variant>
#include <vector>
#include "core/release.hpp"
#include "core/game_concept.hpp"
#include "core/outcome.hpp"
#include "core/parallel.hpp"

namespace whowins {

// Solves every position of a game in O(n + m) time and O(n) extra memory, no recursion.
// Outcome and depth follow docs/rules.md#outcomes: a Win's depth is the fewest plies to force the end, a
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
  using SetUpVisit = void (*)(Position, Outcome, std::uint64_t);
  // for_each_position(begin, end, f): positions begin..end-1 only, so the set-up runs in chunks.
  static constexpr bool kRangedSetUp = requires(const G& g, SetUpVisit f) {
    g.for_each_position(Position{0}, Position{0}, f);
  };
  static constexpr bool kWholeSetUp = requires(const G& g, SetUpVisit f) { g.for_each_position(f); };
  // The set-up's chunks split over threads (lists_ranges_concurrently). The queue that follows
  // stays on one thread: each position popped decrements its predecessors' shared counters and
  // appends to one FIFO, whose order makes the depths; splitting it would take atomic counters
  // and a queue per depth, at a cost the split would not repay on 2 cores.
  static constexpr bool kSplitSetUp = kRangedSetUp && lists_ranges_concurrently<G>();

 public:
  // Allocates (nothing is written yet: the set-up is advance()'s first work).
  explicit RetrogradeSolver(const G& game) : game_(game), n_(game.position_count()) {
    if (n_ >= kLossFlag) throw std::length_error("too many positions for 31-bit indices");
    count_.reserve(n_);
    value_.reserve(n_);
    queue_.reserve(n_);
  }

  // About `budget` units of work; true when every position that can be decided is. A unit is
  // a position or a move: what a position costs grows with its moves, so a budget takes about
  // the same time in every step of a solve (a front end sizes its calls by time).
  // First the set-up — each position's end value (ends enter the queue) and move count, a
  // position and its moves the units — in chunks where the game lists positions by range
  // (for_each_position(begin, end, f)) or answers per position (as many positions as the
  // budget holds at the moves per position so far), all of it in the first call where it lists
  // them only all at once (for_each_position(f)). Then the queue with the rest of the budget:
  // a position processed counts itself and the game's moves per position on average (what its
  // predecessors cost, without counting them in the loop), all of the queue by default.
  // A position whose move_count is 0 and that is no end position is never decided: game
  // modules use that to leave positions out of a game.
  // Never inlined: under WebAssembly, V8 swaps in optimised code only for new calls, so a
  // solve made of many advance() calls runs optimised after the first few (see solve()).
  [[gnu::noinline]] bool advance(std::uint64_t budget = UINT64_MAX) {
    if (set_up_ < n_) {
      while (set_up_ < n_) {
        if (budget == 0) return false;
        budget -= std::min(budget, set_up(budget));
      }
      level_end_ = tail_;
    }
    Counter* count = count_.data();
    std::uint32_t* value = value_.data();
    Position* queue = queue_.data();
    std::size_t head = head_, tail = tail_, level_end = level_end_;
    std::uint32_t depth = depth_;  // of the positions in queue[head .. level_end)
    const double fit = double(budget) / per_position();
    const std::size_t limit =
        fit >= double(SIZE_MAX - head) ? SIZE_MAX : head + std::max<std::size_t>(1, static_cast<std::size_t>(fit));
    const std::uint32_t max_depth = std::min<std::uint64_t>(kValueMask, SolutionT::no_depth) - 1;
    while (head < tail && head < limit) {
      if (head == level_end) {  // the FIFO queue holds one depth after another
        level_end = tail;
        if (++depth > max_depth) throw std::overflow_error("game too long for its depth type");
      }
      // Games with explicit adjacency can hint memory ahead of use (see prefetch in GenericGame).
      if constexpr (kHasPrefetch) {
        if (head + 3 * kPrefetchDistance < tail)
          game_.prefetch(queue[head + 3 * kPrefetchDistance] & ~kLossFlag, count, 0);
        if (head + 2 * kPrefetchDistance < tail)
          game_.prefetch(queue[head + 2 * kPrefetchDistance] & ~kLossFlag, count, 1);
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

  bool done() const { return set_up_ == n_ && head_ == tail_; }
  // Positions set up so far; decided so far; decided and with their predecessors processed.
  std::uint64_t set_up_count() const { return set_up_; }
  std::uint64_t decided() const { return tail_; }
  std::uint64_t processed() const { return head_; }
  std::uint64_t position_count() const { return n_; }
  // Work done so far, in [0, 1): the set-up (`set_up_share` of the whole: a game that lists
  // its positions slowly, such as a design, spends more there), the queue (draws are never
  // processed, so a game with many draws jumps at its end), then finish() (5 %).
  double progress(double set_up_share = 0.2) const {
    const double n = n_ ? double(n_) : 1.0, finish_share = 0.05, queue_share = 1 - finish_share - set_up_share;
    const double p =
        set_up_share * double(set_up_) / n + queue_share * double(head_) / n + finish_share * double(finished_) / n;
    return std::min(p, 0.999);
  }

  // After advance() returned true: builds the solution, up to `budget` positions a call (so a
  // front end that reports progress never waits for one pass over every position); true when
  // it is built. The queue and the move counters are freed at the first call.
  bool finish(std::uint64_t budget = UINT64_MAX) {
    if (!done()) throw std::logic_error("finish before the solve ended");
    if (!finishing_) {
      finishing_ = true;
      release(queue_);
      release(count_);
      solution_.outcome.reserve(n_);
      if constexpr (!kDepthInPlace) solution_.depth.reserve(n_);
    }
    const std::uint64_t from = finished_, to = from + std::min(n_ - from, std::max<std::uint64_t>(budget, 1));
    solution_.outcome.resize(to);
    Outcome* outcome = solution_.outcome.data();
    std::uint32_t* value = value_.data();
    // Two passes (each vectorises): the outcomes, then the depths.
    for (std::uint64_t p = from; p < to; ++p) {
      const std::uint32_t v = value[p];
      outcome[p] = v == 0 ? Outcome::Draw : (v & kLossBit) ? Outcome::Loss : Outcome::Win;
    }
    if constexpr (kDepthInPlace) {
      for (std::uint64_t p = from; p < to; ++p) value[p] &= kValueMask;  // the depth, in place
    } else {
      solution_.depth.resize(to);
      DepthT* depth = solution_.depth.data();
      for (std::uint64_t p = from; p < to; ++p) depth[p] = static_cast<DepthT>(value[p] & kValueMask);
    }
    finished_ = to;
    return finished_ == n_;
  }

  // advance() until the solve ends, then finish(): up to `budget` positions' worth of either
  // a call; true when the solution is built (take_solution() then hands it over at once).
  bool advance_to_solution(std::uint64_t budget) {
    if (!done()) {
      const std::uint64_t before = work();
      if (!advance(budget)) return false;
      const std::uint64_t used = work() - before;
      if (used >= budget && n_ > 0) return false;
      budget -= used;
    }
    return finish(budget);
  }
  // The units of work done so far (of budgets): positions set up and their moves, positions
  // processed (each with the moves per position), positions finished.
  std::uint64_t work() const {
    return set_up_ + set_up_moves_ + static_cast<std::uint64_t>(double(head_) * per_position()) + finished_;
  }

  // The finished solution (call after advance() returned true; builds what finish() has not).
  // Undecided positions are Draws with depth 0.
  SolutionT take_solution() {
    while (!finish()) {
    }
    if constexpr (kDepthInPlace) solution_.depth = std::move(value_);
    release(value_);
    return std::move(solution_);
  }

 private:
  static constexpr bool kDepthInPlace = std::is_same_v<DepthT, std::uint32_t>;
  // A position and its moves on average, so far: the units a position costs.
  double per_position() const { return 1.0 + (set_up_ ? double(set_up_moves_) / double(set_up_) : 0.0); }

  // Sets up positions from set_up_ on: as many as `budget` units hold at the moves per position
  // so far (at least one; at first at most 256, to learn them), or all where the game lists
  // them only all at once. Returns the units used: positions and their moves.
  std::uint64_t set_up(std::uint64_t budget) {
    const std::uint64_t from = set_up_;
    std::uint64_t to = n_;
    if constexpr (kRangedSetUp || !kWholeSetUp) {
      const double fit = double(budget) / per_position();
      std::uint64_t positions =
          fit >= double(n_ - from) ? n_ - from : std::max<std::uint64_t>(1, static_cast<std::uint64_t>(fit));
      if (from == 0) positions = std::min<std::uint64_t>(positions, 256);
      to = from + std::min(n_ - from, positions);
    }
    // Grown a chunk at a time inside the capacity reserved: each chunk is zeroed just before
    // it is written (the queue never holds more positions than have been set up).
    count_.resize(to);
    value_.resize(to);
    queue_.resize(to);
    Counter* count = count_.data();
    std::uint32_t* value = value_.data();
    Position* queue = queue_.data();
    std::size_t tail = tail_;
    std::uint64_t listed = 0;  // moves counted
    auto one = [&](Position p, Outcome end, std::uint64_t moves) {
      if (end != Outcome::Draw) {
        value[p] = end == Outcome::Win ? kWinBit : kLossBit;
        queue[tail++] = end == Outcome::Win ? p : p | kLossFlag;
      } else {
        if (moves > std::numeric_limits<Counter>::max()) throw std::length_error("too many moves from one position");
        count[p] = static_cast<Counter>(moves);
        listed += moves;
      }
    };
    bool split = false;
    if constexpr (kSplitSetUp) {
      const std::uint64_t span = to - from;
      const int lanes =
          span >= 8192 ? static_cast<int>(std::min<std::uint64_t>(static_cast<std::uint64_t>(threads()), span / 4096))
                       : 1;
      if (lanes > 1) {
        // Each lane lists its share of the chunk (values and counts: its own positions); then
        // the ends enter the queue in position order, as on one thread.
        std::vector<std::uint64_t> listed_by(static_cast<std::size_t>(lanes), 0);
        run_lanes(lanes, [&](int lane) {
          const auto share = [&](int k) {
            return from + span * static_cast<std::uint64_t>(k) / static_cast<std::uint64_t>(lanes);
          };
          std::uint64_t mine = 0;
          game_.for_each_position(static_cast<Position>(share(lane)), static_cast<Position>(share(lane + 1)),
                                  [&](Position p, Outcome end, std::uint64_t moves) {
                                    if (end != Outcome::Draw) {
                                      value[p] = end == Outcome::Win ? kWinBit : kLossBit;
                                    } else {
                                      if (moves > std::numeric_limits<Counter>::max())
                                        throw std::length_error("too many moves from one position");
                                      count[p] = static_cast<Counter>(moves);
                                      mine += moves;
                                    }
                                  });
          listed_by[static_cast<std::size_t>(lane)] = mine;
        });
        for (std::uint64_t p = from; p < to; ++p)
          if (value[p]) queue[tail++] = static_cast<Position>(p) | (value[p] == kWinBit ? 0 : kLossFlag);
        for (std::uint64_t m : listed_by) listed += m;
        split = true;
      }
    }
    if (split) {
      // (listed by the lanes)
    } else if constexpr (kRangedSetUp) {
      game_.for_each_position(static_cast<Position>(from), static_cast<Position>(to), one);
    } else if constexpr (kWholeSetUp) {
      game_.for_each_position(one);  // games that can list positions faster than decoding each
    } else {
      for (Position p = static_cast<Position>(from); p < to; ++p) {
        const Outcome end = game_.end_value(p);
        one(p, end, end == Outcome::Draw ? game_.move_count(p) : 0);
      }
    }
    tail_ = tail;
    set_up_ = to;
    set_up_moves_ += listed;
    return (to - from) + listed;
  }

  const G& game_;
  std::uint64_t n_;
  std::vector<Counter> count_;
  std::vector<std::uint32_t> value_;
  std::vector<Position> queue_;     // each position enters at most once; kLossFlag marks Losses
  std::uint64_t set_up_ = 0;        // positions [0, set_up_) are set up
  std::uint64_t set_up_moves_ = 0;  // moves counted in the set-up
  std::size_t head_ = 0, tail_ = 0, level_end_ = 0;
  std::uint32_t depth_ = 0;
  bool finishing_ = false;
  std::uint64_t finished_ = 0;  // positions [0, finished_) are in solution_
  SolutionT solution_;
};

// Solves the whole game, in chunks of advance() calls (see advance: under WebAssembly the
// first chunks warm the optimising tier up; natively the chunks cost nothing measurable, the
// set-up's included).
// Games that can say their largest move count (max_move_count()) get one-byte move counters
// when it is below 255.
inline constexpr std::uint64_t kSolveChunk = 1u << 16;

// One solve in chunks with the move counters solve() picks (one byte where the game's
// max_move_count() is below 255): advance() until the solution is built, then take() it. What a
// front end that reports progress runs (the sessions); advance(UINT64_MAX) is solve() in one call.
template <RetrogradeGame G, class SolutionT = Solution>
class ChunkedSolve {
 public:
  // Allocates the solver (RetrogradeSolver's constructor); the game must outlive it.
  explicit ChunkedSolve(const G& game) {
    if constexpr (requires { game.max_move_count(); }) {
      if (game.max_move_count() < 255) {
        solver_.template emplace<Small>(game);
        return;
      }
    }
    solver_.template emplace<Large>(game);
  }
  // Up to `budget` positions' worth of work (RetrogradeSolver::advance_to_solution); true when
  // the solution is built.
  bool advance(std::uint64_t budget) {
    return visit([&](auto& s) { return s.advance_to_solution(budget); }, true);
  }
  // An estimate in [0, 1], the set-up counted as `set_up_share` of the work.
  double progress(double set_up_share) const {
    return visit([&](const auto& s) { return s.progress(set_up_share); }, 1.0);
  }
  std::uint64_t work() const {
    return visit([](const auto& s) { return s.work(); }, std::uint64_t{0});
  }
  // The solution, after advance() returned true; the solver is then freed.
  SolutionT take() {
    SolutionT out = visit([](auto& s) { return s.take_solution(); }, SolutionT{});
    solver_.template emplace<std::monostate>();
    return out;
  }

 private:
  using Small = RetrogradeSolver<G, SolutionT, std::uint8_t>;
  using Large = RetrogradeSolver<G, SolutionT>;
  // f(solver), or `spent` once the solution is taken.
  template <class F, class R>
  R visit(F&& f, R spent) const {
    return std::visit(
        [&](const auto& s) -> R {
          if constexpr (std::is_same_v<std::decay_t<decltype(s)>, std::monostate>)
            return spent;
          else
            return f(s);
        },
        solver_);
  }
  template <class F, class R>
  R visit(F&& f, R spent) {
    return std::visit(
        [&](auto& s) -> R {
          if constexpr (std::is_same_v<std::decay_t<decltype(s)>, std::monostate>)
            return spent;
          else
            return f(s);
        },
        solver_);
  }
  std::variant<std::monostate, Small, Large> solver_;
};

template <class SolutionT = Solution, RetrogradeGame G>
SolutionT solve(const G& game) {
  if constexpr (requires { game.max_move_count(); }) {
    if (game.max_move_count() < 255) {
      RetrogradeSolver<G, SolutionT, std::uint8_t> solver(game);
      while (!solver.advance(kSolveChunk)) {
      }
      return solver.take_solution();
    }
  }
  RetrogradeSolver<G, SolutionT> solver(game);
  while (!solver.advance(kSolveChunk)) {
  }
  return solver.take_solution();
}

}  // namespace whowins
