// Cop-thief board parser.
#include "io/grid_board.hpp"
#include <algorithm>
#include "io/grouped.hpp"
#include "io/line_reader.hpp"
#include "io/text_bytes.hpp"
#include "io/utf8_bom.hpp"

namespace whowins {

std::string GridBoard::to_text() const {
  std::string s = std::to_string(rows) + " " + std::to_string(cols) + "\n";
  for (std::uint32_t r = 0; r < rows; ++r) {
    for (std::uint32_t c = 0; c < cols; ++c) {
      const std::uint32_t i = r * cols + c;
      s += i == police ? 'P' : i == thief ? 'T' : cells[i];
    }
    s += '\n';
  }
  return s;
}

GridBoard parse_grid_board(std::string_view text, std::uint64_t bytes_per_cell_pair) {
  text = skip_utf8_bom(text);
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
    throw InputError(1, "empty input: expected 'n m' (rows and columns), then the rows");
  LineReader in(text);
  if (in.line_is_blank()) in.fail("expected 'n m' (rows and columns), found an empty line");
  const std::uint64_t n = in.read_number("the row count n");
  const std::uint64_t m = in.read_number("the column count m");
  in.end_line("'n m'");
  if (n == 0 || m == 0) throw InputError(1, "the board needs at least one row and one column");
  // The cells themselves must fit, and so must the positions of the free ones (checked below).
  if (n > (1u << 16) || m > (1u << 16) || n * m > (std::uint64_t{1} << 31))
    throw InputError(
        1, "a board of " + std::to_string(n) + " x " + std::to_string(m) + " cells is past the memory budget");

  GridBoard b;
  b.rows = static_cast<std::uint32_t>(n);
  b.cols = static_cast<std::uint32_t>(m);
  bool have_police = false, have_thief = false;
  std::uint64_t police_line = 0, thief_line = 0;
  // Rows are read raw: everything up to the line end (a trailing '\r' or spaces are dropped).
  const std::size_t header_end = text.find('\n');
  std::size_t pos = header_end == std::string_view::npos ? text.size() : header_end + 1;
  // Memory follows the text, not the header: cells are appended row by row as they are read,
  // into room for at most the cells the rest of the text holds.
  b.cells.reserve(std::min<std::uint64_t>(n * m, text.size() - pos));
  for (std::uint32_t r = 0; r < b.rows; ++r) {
    const std::uint64_t line = r + 2;
    if (pos >= text.size())
      throw InputError(
          line, "expected row " + std::to_string(r + 1) + " of " + std::to_string(n) + ", found the end of the input");
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view row = text.substr(pos, end - pos);
    pos = end + 1;
    while (!row.empty() && (row.back() == '\r' || row.back() == ' ' || row.back() == '\t')) row.remove_suffix(1);
    if (row.size() != m)
      throw InputError(line, "row " + std::to_string(r + 1) + " has " + std::to_string(row.size()) +
                                 " cells, expected m = " + std::to_string(m) + (row.empty() ? " (an empty line)" : ""));
    for (std::uint32_t c = 0; c < b.cols; ++c) {
      const char ch = row[c];
      const std::uint32_t cell = r * b.cols + c;
      switch (ch) {
        case '.':
        case '*':
        case 'E':
          b.cells.push_back(ch);
          break;
        case 'P':
        case 'C':
          if (have_police)
            throw InputError(line, "a second police start at column " + std::to_string(c + 1) +
                                       " (the first is on line " + std::to_string(police_line) + ")");
          have_police = true, police_line = line, b.police = cell;
          b.cells.push_back('.');
          break;
        case 'T':
          if (have_thief)
            throw InputError(line, "a second thief start at column " + std::to_string(c + 1) +
                                       " (the first is on line " + std::to_string(thief_line) + ")");
          have_thief = true, thief_line = line, b.thief = cell;
          b.cells.push_back('.');
          break;
        default: {
          throw InputError(line, "unknown character " + byte_words(static_cast<unsigned char>(ch)) + " at column " +
                                     std::to_string(c + 1) + " (use . free, * wall, E exit, P or C police, T thief)");
        }
      }
    }
  }
  // Only blank lines may follow.
  std::uint64_t line = n + 2;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    if (text.substr(pos, end - pos).find_first_not_of(" \t\r") != std::string_view::npos)
      throw InputError(line, "more rows than the n = " + std::to_string(n) + " announced on line 1");
    pos = end + 1;
    ++line;
  }
  if (!have_police) throw InputError(0, "the board has no police start (P or C)");
  if (!have_thief) throw InputError(0, "the board has no thief start (T)");
  std::uint64_t free_cells = 0;
  for (char ch : b.cells) free_cells += ch != '*';
  if (free_cells * free_cells > kMemoryBudgetBytes / bytes_per_cell_pair)
    throw InputError(1, "a board with " + grouped(free_cells) + " free cells has " +
                            grouped(2 * free_cells * free_cells) + " positions, past the memory budget of " +
                            std::to_string(kMemoryBudgetBytes >> 30) +
                            " GiB; fewer free cells fit (walls, or a smaller board)");
  return b;
}

}  // namespace whowins
