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
  explicit TwoTokenGame(const TwoTokenBoard& board)
      : b_(board), L_(board.location_count), magic_(L_ > 1 ? UINT64_MAX / L_ + 1 : 0) {}

  std::uint64_t position_count() const { return 2ull * L_ * L_; }
  Position position(int mover, std::uint32_t chaser, std::uint32_t runner) const {
    return (static_cast<Position>(mover) * L_ + chaser) * L_ + runner;
  }
  // Decoding takes one multiply instead of divisions (the solver decodes every position it
  // pops): p / L by a 64-bit reciprocal, exact for all 32-bit p.
  struct Decoded {
    int mover;
    std::uint32_t chaser, runner;
  };
  Decoded decode(Position p) const {
    const std::uint32_t q = div_L(p);  // mover * L + chaser
    const std::uint32_t r = p - q * L_;
    const int m = q >= L_ ? 1 : 0;
    return {m, q - static_cast<std::uint32_t>(m) * L_, r};
  }
  int mover(Position p) const { return decode(p).mover; }
  std::uint32_t chaser(Position p) const { return decode(p).chaser; }
  std::uint32_t runner(Position p) const { return decode(p).runner; }
  bool in_game(Position p) const {
    const Decoded d = decode(p);
    return b_.may_stand[kChaser][d.chaser] && b_.may_stand[kRunner][d.runner];
  }

  Outcome end_value(Position p) const {
    const Decoded d = decode(p);
    return end_value(d.mover, d.chaser, d.runner);
  }
  std::uint32_t move_count(Position p) const {
    const Decoded d = decode(p);
    return move_count(d.mover, d.chaser, d.runner);
  }
  // Every position in order, with its end value and move count, without decoding (the
  // solver's set-up uses this instead of end_value/move_count per position).
  template <class F>
  void for_each_position(F&& f) const {
    Position p = 0;
    for (int m = 0; m < 2; ++m)
      for (std::uint32_t c = 0; c < L_; ++c)
        for (std::uint32_t r = 0; r < L_; ++r, ++p) f(p, end_value(m, c, r), move_count(m, c, r));
  }
  template <class F>
  void for_each_move(Position p, F&& f) const {
    const Decoded d = decode(p);
    const int m = d.mover;
    const std::uint32_t c = d.chaser, r = d.runner;
    if (move_count(m, c, r) == 0 || end_value(m, c, r) != Outcome::Draw) return;
    if (m == kChaser)
      for_steps(kChaser, c, [&](std::uint32_t c2) { f(position(kRunner, c2, r)); });
    else
      for_steps(kRunner, r, [&](std::uint32_t r2) { f(position(kChaser, c, r2)); });
  }
  // The previous mover is the other token: it came from one of its steps back.
  template <class F>
  void for_each_predecessor(Position p, F&& f) const {
    const Decoded d = decode(p);
    const int m = d.mover;
    const std::uint32_t c = d.chaser, r = d.runner;
    if (m == kRunner) {
      const Position base = position(kChaser, 0, r);
      for_steps(kChaser, c, [&](std::uint32_t c0) { f(base + c0 * L_); });
    } else {
      const Position base = position(kRunner, c, 0);
      for_steps(kRunner, r, [&](std::uint32_t r0) { f(base + r0); });
    }
  }
  const TwoTokenBoard& board() const { return b_; }

 private:
  std::uint32_t div_L(Position p) const {
    if (L_ < 2) return p;
    // (p * magic_) >> 64 in 64-bit pieces (p < 2^32, so neither sum overflows).
    const std::uint64_t hi = std::uint64_t{p} * (magic_ >> 32), lo = std::uint64_t{p} * (magic_ & 0xFFFFFFFFu);
    return static_cast<std::uint32_t>((hi + (lo >> 32)) >> 32);
  }
  Outcome end_value(int m, std::uint32_t c, std::uint32_t r) const {
    if (!b_.may_stand[kChaser][c] || !b_.may_stand[kRunner][r]) return Outcome::Draw;
    if (c == r) return m == kChaser ? Outcome::Win : Outcome::Loss;
    if (b_.exit[r]) return m == kRunner ? Outcome::Win : Outcome::Loss;
    return Outcome::Draw;
  }
  std::uint32_t move_count(int m, std::uint32_t c, std::uint32_t r) const {
    if (!b_.may_stand[kChaser][c] || !b_.may_stand[kRunner][r]) return 0;
    return b_.step_count(m, m == kChaser ? c : r);
  }
  template <class F>
  void for_steps(int token, std::uint32_t loc, F&& f) const {
    const std::uint32_t* s = b_.steps[token].data();
    for (std::uint32_t i = b_.step_offset[token][loc], e = b_.step_offset[token][loc + 1]; i < e; ++i) f(s[i]);
  }

  const TwoTokenBoard& b_;
  std::uint32_t L_;
  std::uint64_t magic_;  // ceil(2^64 / L): p / L == (p * magic_) >> 64 for 32-bit p
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
