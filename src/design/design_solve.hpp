// A solved design: the retrograde solution of its game (design_game.hpp) read through the
// design's endless and limit rules, its answer, its --json, --stats and puzzles (written for
// the design's session, session/design_solve.hpp).
#pragma once
#include <functional>
#include <memory>
#include <string_view>
#include "core/outcome.hpp"
#include "core/puzzles.hpp"
#include "design/design.hpp"
#include "design/design_bits.hpp"
#include "design/design_game.hpp"
#include "games/cop_thief_solution.hpp"
#include "core/game_concept.hpp"
#include "io/text_writer.hpp"

namespace whowins {

// A position's value under the design's rules: the winner (a side, or -1 for a draw), its
// depth (kNoDepth when it is won by the endless or limit rule, or drawn), and whether the
// endless or limit rule decided it.
struct DesignValue {
  int winner = -1;
  Depth depth = kNoDepth;
  bool by_rule = false;
  Outcome for_mover(int mover) const {
    return winner < 0 ? Outcome::Draw : winner == mover ? Outcome::Win : Outcome::Loss;
  }
};

// The design's value of position p, from the plain solution (docs/design.md: endless play and the
// ply limit read from the exact outcome and depth). `held`: p is one from which the side that
// does not win endless play can force a game that stops without its loss (a win, or a stuck
// side's "draw") — a plain draw there is a draw, not endless play. O(1).
DesignValue design_value(const Design& d, int mover, Outcome plain, Depth depth, bool held = false);

// A design is solved in two parts where a game that stops in a draw differs from endless
// play — `endless` names a side and some side's `stuck` is "draw" (docs/design.md: a game that stops
// is not endless play): the plain retrograde solution (terminal draws and endless play both
// Draw), and the positions from which the other side can force a win or a stop in a draw (a
// second retrograde solve in which such a stop counts as that side's win). Elsewhere `held`
// is empty and the plain solution says everything.
bool design_needs_hold(const Design& d);
std::vector<std::uint8_t> design_hold_set(const DesignGame<>& game);
// The hold solve's game: the design's game (`Game`: DesignGame, or a view of it that lists its
// positions by range) in which a stuck side's "draw" counts as a win of `holder`, the side that
// does not win endless play — its Win set (for the holder) is where the holder forces a win or a
// game that stops in a draw. Same positions and moves as the design's game.
template <class Game>
class HoldGame {
 public:
  using counter_type = game_counter_t<Game>;
  static constexpr bool kListsRangesConcurrently = lists_ranges_concurrently<Game>();
  HoldGame(const Game& g, int holder) : g_(g), holder_(holder) {}
  std::uint64_t position_count() const { return g_.position_count(); }
  std::uint64_t max_move_count() const { return g_.max_move_count(); }
  int mover(Position p) const { return g_.mover(p); }
  Outcome end_value(Position p) const { return map(p, g_.end_value(p), g_.move_count(p)); }
  std::uint32_t move_count(Position p) const { return g_.move_count(p); }
  template <class F>
  void for_each_position(F&& f) const requires
      requires(const Game& g, void (*visit)(Position, Outcome, std::uint64_t)) {
    g.for_each_position(visit);
  }
  {
    g_.for_each_position([&](Position p, Outcome e, std::uint64_t moves) { f(p, map(p, e, moves), moves); });
  }
  template <class F>
  void for_each_position(Position begin, Position end, F&& f) const requires
      requires(const Game& g, void (*visit)(Position, Outcome, std::uint64_t)) {
    g.for_each_position(Position{0}, Position{0}, visit);
  }
  {
    g_.for_each_position(begin, end,
                         [&](Position p, Outcome e, std::uint64_t moves) { f(p, map(p, e, moves), moves); });
  }
  template <class F>
  void for_each_move(Position p, F&& f) const {
    g_.for_each_move(p, f);
  }
  template <class F>
  void for_each_predecessor(Position p, F&& f) const {
    g_.for_each_predecessor(p, f);
  }

 private:
  // A non-end position without moves is a stuck side's draw (every other stuck is Win/Loss).
  Outcome map(Position p, Outcome e, std::uint64_t moves) const {
    if (e != Outcome::Draw || moves != 0) return e;
    return g_.mover(p) == holder_ ? Outcome::Win : Outcome::Loss;
  }
  const Game& g_;
  int holder_;
};
// The held set from the hold solve's plain outcomes (outcome(p) for each position).
template <class F>
std::vector<std::uint8_t> design_held_from(const DesignGame<>& game, F&& outcome) {
  const int holder = 1 - game.design().endless;
  std::vector<std::uint8_t> held(game.position_count());
  for (Position p = 0; p < game.position_count(); ++p) {
    const Outcome o = outcome(p);
    held[p] = (o == Outcome::Win && game.mover(p) == holder) || (o == Outcome::Loss && game.mover(p) != holder);
  }
  return held;
}
// Which engine solves a design: the cop-thief kernel or the cops-and-robbers kernel for their
// shapes, else the bit engine where it takes the design (design_bit_token), else the queue engine.
enum class DesignEngine { kKernel, kCops, kBits, kQueue };
DesignEngine design_engine(const Design& d);

// A solved design's plain values (outcome and depth of every position, read like a Solution's
// arrays: `outcome[p]`, `depth[p]`, so best moves, puzzles and the verifier take it), from the
// queue engine's Solution, or from the bit-parallel cop-thief kernel's packed solution for a
// design of that shape (Design::police_side), its positions renumbered; plus `held`.
class DesignSolution {
 public:
  using depth_type = Depth;
  static constexpr Depth no_depth = kNoDepth;
  struct OutcomeView {
    const DesignSolution* s;
    Outcome operator[](Position p) const { return s->plain(p).first; }
    std::size_t size() const { return s->size(); }
  };
  struct DepthView {
    const DesignSolution* s;
    Depth operator[](Position p) const { return s->plain(p).second; }
    std::size_t size() const { return s->size(); }
  };
  OutcomeView outcome{this};
  DepthView depth{this};
  std::vector<std::uint8_t> held;  // per position, 1 when held (see design_value); may be empty

  // (Out of line: CopsKernel is complete only in design_solve.cpp.)
  DesignSolution();
  DesignSolution(Solution plain, std::vector<std::uint8_t> h);
  // The kernel's solution of a design of the cop-thief shape (police on side `police_side`).
  DesignSolution(CopThiefSolution kernel, int police_side);
  // The bit engine's (design_bits.hpp).
  DesignSolution(DesignBitSolution bits, std::vector<std::uint8_t> h);
  // The cops-and-robbers kernel's (games/cop_number.hpp) for a design of that shape
  // (Design::cops_side): its capture times read as the design's values.
  struct CopsKernel;
  explicit DesignSolution(std::unique_ptr<CopsKernel> cops);
  DesignSolution(DesignSolution&& o) noexcept;
  ~DesignSolution();
  DesignSolution& operator=(DesignSolution&& o) noexcept;  // (the views point at this one)

  bool is_held(Position p) const { return !held.empty() && held[p]; }
  // Outcome and depth of the plain game (endless play a Draw).
  std::pair<Outcome, Depth> plain(Position p) const;
  std::pair<Outcome, Depth> value(Position p) const { return plain(p); }
  std::size_t size() const;
  bool by_kernel() const { return kernel_ != nullptr; }
  bool by_bits() const { return bits_ != nullptr; }
  bool by_cops_kernel() const { return cops_ != nullptr; }
  const CopsKernel* cops_kernel() const { return cops_.get(); }
  const DesignBitSolution* bits() const { return bits_.get(); }
  DesignValue value(const DesignGame<>& game, Position p) const {
    const auto [o, d] = plain(p);
    return design_value(game.design(), game.mover(p), o, d, is_held(p));
  }

 private:
  Solution plain_;
  std::unique_ptr<CopThiefSolution> kernel_;
  std::unique_ptr<DesignBitSolution> bits_;
  std::unique_ptr<CopsKernel> cops_;
  int police_side_ = 0;
};
// The cops-and-robbers kernel's game of a design of that shape (Design::cops_side >= 0), unsolved.
std::unique_ptr<DesignSolution::CopsKernel> design_cops_kernel(const Design& d);
// Solves a design: both parts where needed (design_needs_hold).
DesignSolution solve_design(const DesignGame<>& game);
struct GridBoard design_cop_thief_board(
    const Design& d);  // a design of the cop-thief shape (Design::police_side >= 0) as cop-thief's board

// Solves a design by its engine within `byte_budget` bytes: the cops-and-robbers kernel stops
// with DesignPastBudget where its capture times would widen past the budget (the other engines'
// bytes are checked by parse_design; they need an addressable design).
struct DesignPastBudget : std::exception {
  std::uint32_t widened_past = 0;  // the rounds it had solved
  explicit DesignPastBudget(std::uint32_t r) : widened_past(r) {}
  const char* what() const noexcept override { return "past the memory budget"; }
};
// times false (the kernel's only): no capture time per state kept (CopsGame::set_times) — then
// only design_best_placement may be asked of the solution.
DesignSolution solve_design(const Design& d, std::uint64_t byte_budget, bool times = true);

// The placement question (the cop number asks it of k cops and a robber, docs/rules.md#cops-and-robbers): side `placer`
// puts its tokens down first, the other side then puts its own seeing them, and `placer` moves
// first. The best placement is one from which `placer` wins against every answer — soonest
// against the slowest answer, the first in the design's numbering among equals — with its
// places (a group's sorted) and the plies of that slowest answer; win false where none wins.
// Tokens stand only where their rules let them stop (`forbid`).
struct DesignPlacement {
  bool win = false;
  std::vector<std::uint32_t> places;  // the placer's tokens' places, in token order
  Depth plies = 0;
};
DesignPlacement design_best_placement(const Design& d, const DesignSolution& s, int placer);

// The best move of p under the design's rules: where `held` is in use, moves are ranked by
// their design values (a win soonest, then a win by rule, a draw, a loss by rule, a loss
// latest); elsewhere the plain best move (the same ranking there). kNoPosition at an end.
Position design_best_move(const DesignGame<>& game, const DesignSolution& solution, Position p);
// Every move of p best first by the same ranking.
std::vector<Position> design_ranked_moves(const DesignGame<>& game, const DesignSolution& solution, Position p);

// Writes the design's plain answer (`whowins design`): the side that wins from the start, or
// "draw", newline-terminated.
void write_design_answer(TextWriter& out, const DesignGame<>& game, const DesignSolution& solution);
// Writes the design's JSON (docs/json.md, "whowins design --json") of a solved game. With
// `flush`, the text is handed over in pieces as it is written: flush(out) is called whenever
// `out` holds at least kDesignJsonChunk bytes and must empty it (the bytes are the same; the
// last piece stays in `out`). Memory is then the solve's own, a few chunks and a table of every
// position's plain value (4 bytes a position, where that takes at most `table_bytes`; past it the
// values are read from the solution at each use, more slowly), not the whole text (about 112
// bytes a position). Chunks of positions are formatted on the solver's threads (threads(),
// core/parallel.hpp): the same bytes for any count.
inline constexpr std::size_t kDesignJsonChunk = std::size_t{1} << 20;
inline constexpr std::uint64_t kDesignJsonTableBytes = std::uint64_t{512} << 20;
void write_design_json(TextWriter& out, const DesignGame<>& game, const DesignSolution& solution,
                       const std::function<void(TextWriter&)>& flush = {},
                       std::uint64_t table_bytes = kDesignJsonTableBytes);

// Adds k positions of plain value (outcome, depth), `mover` to move (held: see design_value), to
// st by their design value (design_value): win, loss or draw for the mover, and the largest exact depth.
void design_count(const Design& d, int mover, Outcome plain, Depth depth, std::uint64_t k, Stats& st,
                  bool held = false);
// Counts of positions by their design value, and the largest exact depth.
Stats design_stats(const DesignGame<>& game, const DesignSolution& solution);
// Puzzles of a solved design as JSON lines (docs/json.md, "Puzzles"); returns how many.
std::size_t write_design_puzzles(TextWriter& out, const DesignGame<>& game, const DesignSolution& solution,
                                 const PuzzleOptions& options);

}  // namespace whowins
