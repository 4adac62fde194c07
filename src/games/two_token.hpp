// Two-token games (cop-thief, cat-mouse): one mechanism, parameterised by each token's moves.
#pragma once
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>
#include "core/game_concept.hpp"

namespace whowins {

// The two tokens. The chaser wins by landing on the runner; the runner wins by reaching an exit.
enum Token : int { kChaser = 0, kRunner = 1 };

// Where the tokens may stand and how each moves, as small per-location lists (never
// per-position lists). Locations are 0..location_count-1 (a grid's free cells, a graph's
// nodes). Moves must be symmetric: b is a step of a token from a iff a is a step from b,
// for locations the token may stand on (grid moves and undirected edges are). A pass is a
// step to the same location.
struct TwoTokenBoard {
  std::uint32_t location_count = 0;
  std::array<std::vector<std::uint32_t>, 2> step_offset;  // per token, size L+1
  std::array<std::vector<std::uint32_t>, 2> steps;        // per token, flat destinations
  std::array<std::vector<std::uint8_t>, 2> may_stand;     // per token: 1 if it may be there
  std::vector<std::uint8_t> exit;                         // 1 where the runner escapes
  Token first_mover = kChaser;

  std::uint32_t step_count(int token, std::uint32_t loc) const {
    return step_offset[token][loc + 1] - step_offset[token][loc];
  }
  std::uint32_t max_step_count() const;
};

// The game graph of a two-token board, generated on the fly.
// Position = (mover * L + chaser) * L + runner. End positions: the chaser on the runner (the
// chaser wins, whoever is to move), else the runner on an exit (the runner wins). A position
// where a token stands where it may not is left out (no moves, never decided). A token with
// no step is stuck: not an end, so a Draw (cat-mouse's cat whose only neighbour is the hole).
template <class Counter = std::uint32_t>
class TwoTokenGame {
 public:
  using counter_type = Counter;
  explicit TwoTokenGame(const TwoTokenBoard& board) : b_(board), L_(board.location_count) {}

  std::uint64_t position_count() const { return 2ull * L_ * L_; }
  Position position(int mover, std::uint32_t chaser, std::uint32_t runner) const {
    return (static_cast<Position>(mover) * L_ + chaser) * L_ + runner;
  }
  int mover(Position p) const { return static_cast<int>(p / (static_cast<std::uint64_t>(L_) * L_)); }
  std::uint32_t chaser(Position p) const { return (p / L_) % L_; }
  std::uint32_t runner(Position p) const { return p % L_; }
  bool in_game(Position p) const { return b_.may_stand[kChaser][chaser(p)] && b_.may_stand[kRunner][runner(p)]; }

  Outcome end_value(Position p) const {
    if (!in_game(p)) return Outcome::Draw;
    const std::uint32_t c = chaser(p), r = runner(p);
    const int m = mover(p);
    if (c == r) return m == kChaser ? Outcome::Win : Outcome::Loss;
    if (b_.exit[r]) return m == kRunner ? Outcome::Win : Outcome::Loss;
    return Outcome::Draw;
  }
  std::uint32_t move_count(Position p) const {
    if (!in_game(p)) return 0;
    const int m = mover(p);
    return b_.step_count(m, m == kChaser ? chaser(p) : runner(p));
  }
  template <class F> void for_each_move(Position p, F&& f) const {
    if (!in_game(p) || end_value(p) != Outcome::Draw) return;
    const int m = mover(p);
    const std::uint32_t c = chaser(p), r = runner(p);
    if (m == kChaser) for_steps(kChaser, c, [&](std::uint32_t c2) { f(position(kRunner, c2, r)); });
    else for_steps(kRunner, r, [&](std::uint32_t r2) { f(position(kChaser, c, r2)); });
  }
  // The previous mover is the other token: it came from one of its steps back.
  template <class F> void for_each_predecessor(Position p, F&& f) const {
    const int m = mover(p);
    const std::uint32_t c = chaser(p), r = runner(p);
    if (m == kRunner) for_steps(kChaser, c, [&](std::uint32_t c0) { f(position(kChaser, c0, r)); });
    else for_steps(kRunner, r, [&](std::uint32_t r0) { f(position(kRunner, c, r0)); });
  }
  const TwoTokenBoard& board() const { return b_; }

 private:
  template <class F> void for_steps(int token, std::uint32_t loc, F&& f) const {
    const std::uint32_t* s = b_.steps[token].data();
    for (std::uint32_t i = b_.step_offset[token][loc], e = b_.step_offset[token][loc + 1]; i < e; ++i) f(s[i]);
  }

  const TwoTokenBoard& b_;
  std::uint32_t L_;
};
static_assert(RetrogradeGame<TwoTokenGame<>>);
static_assert(RetrogradeGame<TwoTokenGame<std::uint8_t>>);

inline std::uint32_t TwoTokenBoard::max_step_count() const {
  std::uint32_t most = 0;
  for (int t = 0; t < 2; ++t)
    for (std::uint32_t l = 0; l < location_count; ++l) most = std::max(most, step_count(t, l));
  return most;
}

}  // namespace whowins
