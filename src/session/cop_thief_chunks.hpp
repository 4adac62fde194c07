// ChunkedCopThief: a police-and-thief board solved by the bit-parallel kernel
// (CopThiefBitsetSolver, what CopThiefMethod::kAuto runs for the CLI) in chunks of whole
// rounds, as the page runs it: the board, its layout and game, the solver until the solve
// ends, then its solution (which carries its counts: stats and histograms). Shared by the
// page's two sessions that solve such boards: TwoTokenSolve (a cop-thief board) and
// DesignSolve (a design of the cop-thief shape, Design::police_side). Platform-free.
#pragma once
#include <cstdint>
#include <optional>
#include <utility>
#include "games/cop_thief.hpp"
#include "games/cop_thief_solution.hpp"
#include "io/grid_board.hpp"

namespace whowins {

class ChunkedCopThief {
 public:
  ChunkedCopThief() = default;
  // The game refers to the layout's board: the object stays where it was made.
  ChunkedCopThief(const ChunkedCopThief&) = delete;
  ChunkedCopThief& operator=(const ChunkedCopThief&) = delete;
  // Takes the board (parsed and within the budget): its layout and its game (the queries'
  // moves). The solver is set up by the first advance(). Throws std::bad_alloc.
  void start(GridBoard grid) {
    grid_ = std::move(grid);
    layout_ = make_cop_thief_layout(grid_);
    game_.emplace(layout_.board);
  }
  // The first call sets up the solver (the depth-0 positions); each runs whole rounds, at
  // least one, until about `budget` positions' worth of work is done (a word of 64 positions
  // visited counts 64); true once solved: the solver is then freed and solution() holds the
  // result. Throws std::bad_alloc, std::overflow_error past CopThiefSolution::kMaxDepth plies.
  bool advance(std::uint64_t budget) {
    if (solved_ || !game_) return true;
    if (!solver_) {
      solver_.emplace(grid_, layout_);
      return false;
    }
    if (!solver_->advance(budget)) return false;
    solution_ = solver_->take_solution();
    solver_.reset();
    solved_ = true;
    return true;
  }
  bool solved() const { return solved_; }
  // The share of positions decided so far, 0 .. 1 (draws are never decided, so a board with
  // many draws jumps to 1 at the end).
  double progress() const { return solver_ ? solver_->progress() : solved_ ? 1.0 : 0.0; }

  const GridBoard& grid() const { return grid_; }
  const CopThiefLayout& layout() const { return layout_; }
  const CopThiefGame& game() const { return *game_; }
  // After the solve (advance() returned true).
  const CopThiefSolution& solution() const { return solution_; }
  CopThiefSolution take_solution() { return std::move(solution_); }

 private:
  GridBoard grid_;
  CopThiefLayout layout_;
  std::optional<CopThiefGame> game_;
  std::optional<CopThiefBitsetSolver> solver_;  // until the solve ends
  CopThiefSolution solution_;
  bool solved_ = false;
};

}  // namespace whowins
