// Parser for cop-thief boards: `n m`, then n rows of m characters . * E P/C T.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>
#include "io/input_error.hpp"

namespace whowins {

// A rectangular board. Cells are row-major; each is '.', '*' (wall) or 'E' (exit); the start
// cells of the police and the thief are free cells ('.') with their index in police/thief.
struct GridBoard {
  std::uint32_t rows = 0, cols = 0;
  std::vector<char> cells;
  std::uint32_t police = 0, thief = 0;
  bool free(std::uint32_t cell) const { return cells[cell] != '*'; }
  // The board back as text, in the input format (P for the police).
  std::string to_text() const;
};

// Parses the text format. Throws InputError naming the line: a bad header, a row shorter or
// longer than m, fewer rows than n, an unknown character, no police or thief, two of either,
// text after the last row, or a board whose solve would pass the memory budget
// (`bytes_per_cell_pair` times the square of the free cells, at most). A leading UTF-8
// byte-order mark is skipped. Memory follows the text, not the header: the cells are stored
// as the rows arrive, so a short text under a huge 'n m' is refused at the line where its
// rows run out or go wrong, having allocated at most one byte per byte of text.
// O(length of text).
GridBoard parse_grid_board(std::string_view text, std::uint64_t bytes_per_cell_pair);

}  // namespace whowins
