// libFuzzer target: the cop-thief board parser (src/io/grid_board.cpp); a parsed board must survive to_text() and back.
#include <string>
#include "fuzz_support.hpp"
#include "games/cop_thief.hpp"
#include "io/grid_board.hpp"

using namespace whowins;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  GridBoard b;
  try {
    b = parse_grid_board(text, kCopThiefBytesPerCellPair);
  } catch (const InputError&) {
    return 0;
  }
  fuzz::check(b.rows >= 1 && b.cols >= 1, "an empty board parsed");
  fuzz::check(b.cells.size() == std::size_t{b.rows} * b.cols, "cells != rows x cols");
  fuzz::check(b.police < b.cells.size() && b.thief < b.cells.size() && b.police != b.thief, "bad starts");
  fuzz::check(b.cells[b.police] == '.' && b.cells[b.thief] == '.', "a start not stored as a free cell");
  for (char c : b.cells) fuzz::check(c == '.' || c == '*' || c == 'E', "a cell of an unknown kind");
  const GridBoard again = parse_grid_board(b.to_text(), kCopThiefBytesPerCellPair);
  fuzz::check(again.rows == b.rows && again.cols == b.cols && again.cells == b.cells && again.police == b.police &&
                  again.thief == b.thief,
              "to_text() does not read back as the same board");
  return 0;
}
