// The bit-parallel engine for designs (issue 27): a design solved in rounds over bitsets of one
// token's places — the "bit token" — one bitset for each placement of the other tokens (a
// "context") and each side to move, as the cop-thief and cop-number kernels do for their games.
//
// Round r decides every position at depth r at once, a context at a time, from what rounds
// 0 .. r-1 decided: a position is won where some move reaches a position lost for the other
// side, lost where it has a move and every move reaches a position won by the other side.
// Both are unions of bitsets — the other tokens' moves (worked out once for the context in the
// set-up and kept while they fit a byte a position, the bit token standing anywhere) and the bit
// token's own moves (shifts of the whole bitset on a grid, its move lists on a graph) — so no
// move counters are kept: a position costs its code (one byte: its outcome and depth; a second
// byte for every position once a depth passes 126) and two bits (won, lost) per board cell.
// Where the bit token's place changes the others' moves (it blocks a token: `blocked`), a step
// or leap of one token is skipped at the one place where the bit token stands on its target;
// anything else (slides, teams moving all at once) is worked out there one by one with the
// design's own game (DesignGame).
// A team moving all at once (none of its tokens blocked) moves in stages: a token at a time (a
// group's twins one after another), through intermediate placements kept as bitsets (the bit
// token, one of the team, last: one shift), so a round costs the sum of the tokens' moves, not
// their product.
// A context is looked at again only when a neighbour got new wins or losses in the last round;
// a win is looked for among neighbours with new losses only; a loss test stops once every open
// position has a move out.
//
// It takes a design (design_bit_token) when some token can be its bit token
// (design_bit_token_ok): every rule of docs/design.md else. The queue engine
// (design_game.hpp with core/retrograde.hpp) stays as the reference in tests.
#pragma once
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>
#include "core/outcome.hpp"
#include "design/design.hpp"

namespace whowins {

// Whether token t can be the bit token: alone in its group; where it is blocked, moving by
// itself (not in a team "all") and on a grid or one edge at a time; in a team "all", blocking
// none of its side.
bool design_bit_token_ok(const Design& d, int t);
// How many stages the bit engine moves side `side`'s team in: its tokens but the bit token,
// one at a time (a group's twins one after another) through intermediate placements — a team
// "all" of two such tokens or more, or one beside the bit token, none of them blocked; else 0.
// WHOWINS_BITS_STAGES=0 turns stages off (for benchmarks).
int design_bit_stages(const Design& d, int bit_token, int side);
// The intermediate placements those stages keep, as a multiple of the side's contexts (each
// kept with two bits a cell): for the budget.
double design_bit_stage_factor(const Design& d, int bit_token, int side);
// The token the bit engine solves the design over, or -1 when it does not take the design.
int design_bit_token(const Design& d);

// Bytes per position the bit engine needs at most, for the budget check: a code (two bytes once
// a depth passes 126) and two bits per cell of the board (a grid's walls included); where the
// design is solved twice (design_needs_hold), the first solve's codes, the second solve and the
// held set.
double design_bit_bytes_per_position(const Design& d);

// A solved design as the bit engine leaves it: a code per position, in the engine's order
// (side to move, context, the bit token's place), read through the design's numbering.
struct DesignBitSolution {
  std::pair<Outcome, Depth> plain(Position p) const;
  std::uint64_t position_count() const { return positions; }
  std::uint64_t index(Position p) const;  // p's place in the codes
  // f(mover, code) for every position, in the codes' order.
  template <class F>
  void for_each_raw(F&& f) const {
    for (int mover = 0; mover < 2; ++mover) {
      const std::uint64_t from = mover ? half : 0, to = mover ? positions : half;
      if (high.empty())
        for (std::uint64_t i = from; i < to; ++i) f(mover, std::uint32_t{codes[i]});
      else
        for (std::uint64_t i = from; i < to; ++i) f(mover, codes[i] | std::uint32_t{high[i]} << 8);
    }
  }
  static std::pair<Outcome, Depth> decode(std::uint32_t code) {
    if (code < 2) return {Outcome::Draw, kNoDepth};
    return {(code & 1) ? Outcome::Win : Outcome::Loss, static_cast<Depth>((code - 2) >> 1)};
  }

  // The numbering (DesignGame's): all positions; those of one side to move (side 0's first);
  // the weight of the bit token's place in a position's number; the bit token's places.
  std::uint64_t positions = 0, half = 0, weight = 1, places = 1;
  // 0: a draw; else 2 + 2 × depth, plus 1 for a win of the side to move: the low byte, and
  // the high one where some depth passed 126 (else empty).
  std::vector<std::uint8_t> codes, high;
  Depth rounds = 0;  // the largest depth found
};

// The engine, run in steps (a front end reports progress between them): the set-up, then the
// rounds, a context at a time. `stuck_draw_winner`: where a stuck side's "draw" counts as this
// side's win instead (the hold solve of design_hold_set), else -1.
class DesignBitEngine {
 public:
  DesignBitEngine(const Design& d, int bit_token, int stuck_draw_winner = -1);
  ~DesignBitEngine();
  DesignBitEngine(DesignBitEngine&&) noexcept;
  DesignBitEngine& operator=(DesignBitEngine&&) noexcept;

  // About `budget` positions' worth of work (a context's places count, and its move lists);
  // true when the solve is done.
  bool advance(std::uint64_t budget = UINT64_MAX);
  // An estimate in [0, 1).
  double progress() const;
  // After advance() returned true.
  DesignBitSolution take();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// The whole solve at once.
DesignBitSolution solve_design_bits(const Design& d, int bit_token, int stuck_draw_winner = -1);

}  // namespace whowins
