// DesignSolve: a designed game (SPEC §8) read, solved step by step, then kept to answer the
// page's questions — a position's value under the design's rules, its moves best first, the
// map of one token moved over every place with the others held, the best line, puzzles.
// Platform-free (the bindings wrap it); never throws: errors go to error().
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>
#include "core/outcome.hpp"
#include "games/puzzle_json.hpp"

namespace whowins {

class DesignSolve {
 public:
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;

  // Reads the design (the JSON text). A bad design: error() holds the CLI's message
  // ("line 3: sides[0].tokens[0].start: no cell is marked 'Q'"), the rest answers nothing.
  explicit DesignSolve(std::string_view text);
  DesignSolve(DesignSolve&&) noexcept;
  DesignSolve& operator=(DesignSolve&&) noexcept;
  ~DesignSolve();

  const std::string& error() const { return error_; }
  // Known once read: positions, places, tokens (in the order positions list places: side 0's
  // first, grouped by moves), and for each token its side and its index within its side's list.
  std::uint64_t position_count() const;
  std::uint32_t place_count() const;
  std::uint32_t token_count() const;
  int token_side(std::uint32_t token) const;
  int token_original(std::uint32_t token) const;
  // Per place: its grid cell r * cols + c, or the vertex itself.
  std::vector<std::uint32_t> place_cells() const;
  // Legal but worth a word beside the field, as "path: message" (an `on` end whose letter
  // marks no cell: "ends[1].cells: no cell is marked 'E': this end never happens").
  std::vector<std::string> notes() const;

  // Does about `budget` units of work; true when finished (or failed). Every step runs in
  // chunks, none in one pass over all the positions: the solver's set-up (each position's end
  // value and move count), its queue, the solution taken from it (a position or a move a unit:
  // RetrogradeSolver::advance), the second solve where the design needs one
  // (design_needs_hold), the held set and the counts (a position a unit).
  // The first call allocates the solver (reading a design allocates only its move lists).
  // A design of the cop-thief shape (Design::police_side >= 0) is solved as the CLI solves it,
  // by the bit-parallel cop-thief kernel (src/wasm/cop_thief_chunks.hpp), in whole rounds (at
  // least one per call; the first call sets it up), with no counting pass: the kernel's own counts.
  bool advance(std::uint64_t budget);
  double progress() const;
  bool done() const { return done_; }
  // Whether the design goes to the cop-thief kernel (known once read): its memory is then the
  // kernel's, about 0.75 bytes a position at the peak, not the queue engine's (the page's
  // limits differ: web/solver/worker-core.js, PAGE_LIMITS).
  bool by_kernel() const;
  // The engine that solves it: "kernel" (above), "cops" (the cop-number kernel for k cops and a
  // robber: Design::cops_side, about 0.7 bytes a position), "bits" (the bit engine, design_bits.hpp: about
  // 1.25 bytes a position, 2.25 once a depth passes 126), "queue" (the queue engine, about 18).
  std::string engine() const;
  // Whether it is solved twice (design_needs_hold): the bit engine then holds about 3.5 bytes a
  // position at the peak.
  bool solved_twice() const;

  // Positions are numbers 0..position_count()-1.
  std::uint32_t start() const;
  int mover(std::uint32_t position) const;
  // Each token's place in a position (token order as above).
  std::vector<std::uint32_t> places(std::uint32_t position) const;
  // The position with these places and mover (interchangeable tokens in any order); kNone
  // for a bad place or count.
  std::uint32_t position(int mover, const std::vector<std::uint32_t>& places) const;

  struct Value {
    std::uint8_t outcome = 0;      // 0 D, 1 W, 2 L for the mover, under endless and limit
    std::uint32_t depth = kNone;   // plies; kNone for a draw or a win by rule
    int winner = -1;               // the side that wins, -1 for a draw
    bool by_rule = false;          // decided by endless or limit
    bool end = false;              // an end position (or no legal move)
    std::uint32_t end_rule = kNone; // the index of the end rule that holds, if any
  };
  // After the solve; a default Value before it or for a bad position.
  Value value(std::uint32_t position) const;
  // The legal moves of a position, best first (SPEC §2), as positions. Empty at an end.
  std::vector<std::uint32_t> moves(std::uint32_t position) const;
  // The map of token `token` moved over every place, the other tokens as in `position` and
  // `mover` to move: per place the value's outcome (3 where the place is not allowed: a
  // forbidden place of the token) and depth. Spans valid until the next call.
  bool fill_map(std::uint32_t position, std::uint32_t token, int mover);
  const std::vector<std::uint8_t>& map_outcomes() const { return map_outcomes_; }
  const std::vector<std::uint32_t>& map_depths() const { return map_depths_; }
  // The best line from a position: the positions after each best move, at most `max` plies,
  // stopping at an end or when a position repeats.
  std::vector<std::uint32_t> best_line(std::uint32_t position, std::uint32_t max) const;
  const Stats& stats() const { return stats_; }
  // `whowins puzzles design` lines for this design, after the solve (win: win puzzles, draw:
  // hold-the-draw puzzles, as --kind).
  PuzzleLines puzzles(std::uint32_t count, std::uint64_t seed, std::uint32_t min_plies, bool win = true,
                      bool draw = false) const;

 private:
  struct Impl;
  bool advance_kernel(std::uint64_t budget);
  bool advance_cops(std::uint64_t budget);
  double estimate() const;             // progress() before it is kept from going back
  mutable double last_progress_ = 0;
  std::unique_ptr<Impl> impl_;
  std::string error_;
  std::vector<std::uint8_t> map_outcomes_;
  std::vector<std::uint32_t> map_depths_;
  Stats stats_;
  bool done_ = false;
};

}  // namespace whowins
