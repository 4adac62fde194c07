// `cop-thief` (cp-algorithms "Games on arbitrary graphs", docs/rules.md#police-and-thief): police (8 directions) and
// thief (4) on a grid, both may pass.
#pragma once
#include <cstdint>
#include <memory>
#include <string_view>
#include "core/outcome.hpp"
#include "games/cop_thief_solution.hpp"
#include "io/text_writer.hpp"
#include "games/two_token.hpp"
#include "io/grid_board.hpp"

namespace whowins {

// Locations are the free cells in row-major order; the police is the chaser and moves first.
struct CopThiefLayout {
  TwoTokenBoard board;
  std::vector<std::uint32_t> cell_of_location;  // free-cell index -> grid cell
  std::vector<std::uint32_t> location_of_cell;  // grid cell -> free-cell index (UINT32_MAX at walls)
};
CopThiefLayout make_cop_thief_layout(const GridBoard& grid);

using CopThiefGame = TwoTokenGame<std::uint8_t>;

// The general solver: the retrograde queue over TwoTokenGame, then packed. ~12 bytes per
// position at its peak (move counter, value word, queue entry, then the solution).
CopThiefSolution solve_cop_thief_queue(const CopThiefLayout& layout);

// The bit-parallel fast path, round by round: per police cell the thief cells as bitsets (8 x
// 8 tiles a word; or, on boards of corridors, 8 police x 8 thief cells a word along a walk of
// the board: CopThiefBits); the police-win region (police to move wins / thief to move loses) and the
// thief-win region are two separate attractors, one after the other, each one round per
// depth. A round only recomputes the words (tiles) a change of the last round can reach, per
// police cell, wherever they are (a change mask per police cell and a list of the cells with
// changes). Same result as the queue solver, depths included. Memory at the peak: the
// solution (1 byte per police-to-move position, +1 bit per extra depth plane past 254 plies;
// the thief's derived) and two bitsets of 1 bit per (police cell, thief cell) pair: ~0.7
// bytes per position.
class CopThiefChainEngine;
// Where the bits of a word come from: kTiles, per police cell an 8 x 8 tile of thief cells
// (open boards); kChains, 8 police x 8 thief cells along a walk of the board (corridors,
// cop_thief_chains.hpp); kAuto picks by the board's shape: chains when the steps that do not
// join cells consecutive on the walk are at most as many as the cells (mazes ~0.45 per cell,
// the snake 0.03; open boards ~3.9, 30 % random walls ~2.4). Measured on the benchmark boards
// (bench/README.md): the pick is the faster layout on every one of them.
enum class CopThiefBits { kAuto, kTiles, kChains };
CopThiefBits choose_cop_thief_bits(const CopThiefLayout& layout);

class CopThiefBitsetSolver {
 public:
  // Natively (WHOWINS_THREADS), boards of at least this many positions have the solution
  // written by a second thread while the rounds run; smaller ones (and the WASM build) write
  // on the solving thread. Tests pass 0 to run the threaded path on small boards.
  static constexpr std::uint64_t kWriterThreadFrom = std::uint64_t{1} << 24;
  // Sets up the depth-0 positions; the grid and layout are copied from (not kept).
  CopThiefBitsetSolver(const GridBoard& grid, const CopThiefLayout& layout,
                       std::uint64_t writer_thread_from = kWriterThreadFrom, CopThiefBits bits = CopThiefBits::kAuto);
  ~CopThiefBitsetSolver();
  CopThiefBitsetSolver(CopThiefBitsetSolver&&) noexcept;
  CopThiefBitsetSolver& operator=(CopThiefBitsetSolver&&) noexcept;
  // Runs whole rounds (at least one) until about `budget` positions' worth of work is done
  // (a 64-bit word visited counts 64). True when the solve is finished. Each round is its own
  // never-inlined call (V8 runs new calls in its optimised tier). Throws std::overflow_error
  // past CopThiefSolution::kMaxDepth plies.
  bool advance(std::uint64_t budget = UINT64_MAX);
  bool done() const;
  // An estimate in [0, 1]: the share of positions decided so far (draws are never decided).
  double progress() const;
  // Rounds run so far (both attractors), and positions decided.
  std::uint32_t rounds() const;
  std::uint64_t decided() const;
  // The solution (after advance() returned true); the solver is spent.
  CopThiefSolution take_solution();

 private:
  struct State;
  std::unique_ptr<State> s_;                // kTiles
  std::unique_ptr<CopThiefChainEngine> c_;  // kChains
};
// The whole bit-parallel solve in one call.
CopThiefSolution solve_cop_thief_bitset(const GridBoard& grid, const CopThiefLayout& layout,
                                        CopThiefBits bits = CopThiefBits::kAuto);

// The solver a cop-thief solve runs. kAuto (what the CLI and the page run) is the bit-parallel
// solver, the faster one on every board measured (cop_thief.cpp); kQueue is the general solver
// it is checked against.
enum class CopThiefMethod { kAuto, kQueue, kBitset };

// Bytes per (police cell, thief cell) pair the solve needs at most (parser budget check):
// the bit-parallel solver's ~2.25 (two positions of ~1.13 bytes), rounded up. With the 3 GiB
// budget that admits 32 768 free cells (181 x 181), as many as 31-bit positions allow.
inline constexpr std::uint64_t kCopThiefBytesPerCellPair = 3;

// What `whowins cop-thief` prints from a solved board (its session writes them:
// session/two_token_solve.hpp): WIN, LOSS or DRAW for the start, police to move, from the
// police's side; and the whole map as JSON (docs/json.md).
void write_cop_thief_answer(TextWriter& out, const GridBoard& grid, const CopThiefLayout& layout,
                            const CopThiefGame& game, const CopThiefSolution& solution);
void write_cop_thief_json(TextWriter& out, const GridBoard& grid, const CopThiefLayout& layout,
                          const CopThiefGame& game, const CopThiefSolution& solution, const Stats& stats);

}  // namespace whowins
