// DesignSolve: a designed game (docs/design.md) as a Session — read, solved step by step, then kept
// to answer: a position's value under the design's rules, its moves best first, maps, lines,
// puzzles. Never throws: errors go to error().
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>
#include "core/outcome.hpp"
#include "design/design.hpp"
#include "session/session.hpp"

namespace whowins {

class DesignSolve final : public Session {
 public:
  using Value = Session::Value;

  // Reads the design (the JSON text). A bad design: error() holds the CLI's message
  // ("line 3: sides[0].tokens[0].start: no cell is marked 'Q'"), the rest answers nothing.
  explicit DesignSolve(std::string_view text);
  // A design already read (parse_design: the command line reads it, with its errors). `count`:
  // advance() ends with a counting pass (the page); else stats() counts on first need (the
  // command line, which counts only for --stats and --json).
  DesignSolve(Design design, bool count);
  ~DesignSolve() override;

  std::string game() const override { return "design"; }
  // The page's limit follows the engine that solves it: "designKernel" (the cop-thief kernel,
  // about 0.75 bytes a position at the peak), "designBits" (the bit engine, about 1.25 bytes a
  // position, 2.25 once a depth passes 126; the cop-number kernel, about 0.7, shares it),
  // "designBitsTwice" (solved twice: design_needs_hold, about 3.5), "design" (the queue engine,
  // about 18).
  std::string limit() const override;
  std::uint64_t position_count() const override;
  // Known once read: places, tokens (in the order positions list places: side 0's first,
  // grouped by moves), each with its side and its index within its side's list.
  std::uint32_t place_count() const override;
  std::uint32_t token_count() const;
  std::vector<Token> tokens() const override;
  std::vector<std::uint32_t> place_cells() const override;
  // Legal but worth a word beside the field, as "path: message" (an `on` end whose letter
  // marks no cell: "ends[1].cells: no cell is marked 'E': this end never happens").
  std::vector<std::string> notes() const override;
  bool may_stand(std::uint32_t token, std::uint32_t place) const override;

  // Does about `budget` units of work; true when finished (or failed). Every step runs in
  // chunks, none in one pass over all the positions: the solver's set-up (each position's end
  // value and move count), its queue, the solution taken from it (a position or a move a unit:
  // RetrogradeSolver::advance), the second solve where the design needs one
  // (design_needs_hold), the held set and the counts (a position a unit).
  // The first call allocates the solver (reading a design allocates only its move lists).
  // A design of the cop-thief shape (Design::police_side >= 0) is solved as the CLI solves it,
  // by the bit-parallel cop-thief kernel (session/cop_thief_chunks.hpp), in whole rounds (at
  // least one per call; the first call sets it up), with no counting pass: the kernel's own counts.
  bool advance(std::uint64_t budget) override;
  double progress() const override;
  bool done() const override { return done_; }
  // Whether the design goes to the cop-thief kernel (known once read).
  bool by_kernel() const;
  // The engine that solves it: "kernel", "cops" (the cop-number kernel: Design::cops_side),
  // "bits" (design_bits.hpp), "queue".
  std::string engine() const;

  std::uint32_t start() const override;
  int mover(std::uint32_t position) const override;
  std::vector<std::uint32_t> places(std::uint32_t position) const override;
  // Interchangeable tokens in any order.
  std::uint32_t position(int mover, const std::vector<std::uint32_t>& places) const override;
  Value value(std::uint32_t position) const override;
  std::vector<std::uint32_t> moves(std::uint32_t position) const override;
  std::uint32_t best_move(std::uint32_t position) const override;
  const Stats& stats() const override;
  // `whowins design`'s answer, --json (in pieces with `flush`) and the verifier.
  bool write_answer(TextWriter& out) const override;
  bool write_json(TextWriter& out, const std::function<void(TextWriter&)>& flush = {}) const override;
  std::optional<std::string> verify() const override;
  PuzzleLines puzzles(std::uint32_t count, std::uint64_t seed, std::uint32_t min_plies, bool win,
                      bool draw) const override;

 private:
  struct Impl;
  bool advance_kernel(std::uint64_t budget);
  bool advance_cops(std::uint64_t budget);
  double estimate() const;  // progress() before it is kept from going back
  mutable double last_progress_ = 0;
  std::unique_ptr<Impl> impl_;
  bool done_ = false;
};

}  // namespace whowins
