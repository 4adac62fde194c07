// Reproducible cop-thief boards for bench_boards: open, maze, snake and random grids.
// Every board comes from std::mt19937_64 with a fixed seed and our own uniform integers (the
// standard fixes the engine's output but not the distributions'), so native and WASM builds,
// and every run, see the same boards.
#pragma once
#include <cstdint>
#include <string>
#include <vector>
#include "io/grid_board.hpp"

namespace boards {

struct NamedBoard {
  std::string name;         // short id for --only: open64, open64-exits, maze64, ...
  std::string description;  // one line for the report
  whowins::GridBoard grid;
};

// n x n, no walls. Police top-left, thief bottom-right. With `exits` > 0, that many exits on
// distinct cells drawn with `seed` (never on the police's or the thief's start).
whowins::GridBoard open_board(std::uint32_t n, std::uint32_t exits, std::uint64_t seed);

// n x n perfect maze (a spanning tree, so one path between any two cells) carved by an
// iterative recursive-backtracker over the lattice of even (row, column) cells: long winding
// corridors one cell wide. The thief starts top-left, the police bottom-right (the last
// lattice cell), one exit on the free cell farthest from the thief along the maze.
whowins::GridBoard maze_board(std::uint32_t n, std::uint64_t seed);

// n x n serpentine corridor: even rows free, odd rows walls with one gap, alternately at the
// right and the left end, so the free cells form a single path of about n*n/2 cells. The
// exit is at the path's far end, the thief next to its start, the police half way along.
whowins::GridBoard snake_board(std::uint32_t n);

// n x n, each cell a wall with probability wall_percent/100; `exits` exits and both starts on
// distinct free cells, all drawn with `seed`.
whowins::GridBoard random_board(std::uint32_t n, std::uint32_t wall_percent, std::uint32_t exits, std::uint64_t seed);

// The benchmark set, smallest to largest within each kind: open 32/64/100/128 without
// and with 3 exits, maze 64 and 100, snake 64, random 64 (30 % walls, 4 exits).
std::vector<NamedBoard> benchmark_boards();

}  // namespace boards
