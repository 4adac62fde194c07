// `cop-thief` (seeds 000/003/004): police (8 directions) and thief (4) on a grid, both may pass.
#pragma once
#include <cstdint>
#include <memory>
#include <string_view>
#include "core/outcome.hpp"
#include "games/registry.hpp"
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

using CopThiefSolution = BasicSolution<std::uint16_t>;
using CopThiefGame = TwoTokenGame<std::uint8_t>;

// The general solver: the retrograde queue over TwoTokenGame. ~12 bytes per position at
// its peak (move counter, value word, queue entry, then the 3-byte solution).
CopThiefSolution solve_cop_thief_queue(const CopThiefLayout& layout);
// The bit-parallel fast path: for each police cell the thief cells as bitsets, one round per
// depth layer; thief moves are shifts with wall masks, police moves combine neighbouring
// bitsets. Same result as the queue solver, depths included. ~3 bytes per position.
CopThiefSolution solve_cop_thief_bitset(const GridBoard& grid, const CopThiefLayout& layout);

enum class CopThiefMethod { kAuto, kQueue, kBitset };
// Which solver kAuto picks for a board (see cop_thief.cpp for the rule).
CopThiefMethod choose_cop_thief_method(const GridBoard& grid, const CopThiefLayout& layout);

// Bytes per (police cell, thief cell) pair the solve needs at most (parser budget check).
inline constexpr std::uint64_t kCopThiefBytesPerCellPair = 7;

std::unique_ptr<SolvedGame> solve_cop_thief_text(std::string_view input, const GameOptions& options);
std::unique_ptr<SolvedGame> solve_cop_thief_grid(GridBoard grid, CopThiefMethod method);
// Parses a board, solves it and appends its puzzles (registry hook; games/puzzle_json.hpp).
std::size_t cop_thief_puzzles_text(std::string_view input, const GameOptions& options, const PuzzleOptions& puzzles,
                                   TextWriter& out);

}  // namespace whowins
