// Reproducible cop-thief boards: open, maze (iterative backtracker), snake, random.
#include "board_generators.hpp"
#include <algorithm>
#include <random>
#include <stdexcept>
#include <utility>

namespace boards {
namespace {

using whowins::GridBoard;

// A uniform integer in [0, bound) from the top 32 bits of the engine by the multiply-high
// method (bound < 2^32; bias below bound / 2^32, far below anything a board notices). Plain
// 64-bit arithmetic, so native and WASM builds draw the same numbers.
struct Rng {
  std::mt19937_64 engine;
  explicit Rng(std::uint64_t seed) : engine(seed) {}
  std::uint32_t below(std::uint32_t bound) { return static_cast<std::uint32_t>(((engine() >> 32) * bound) >> 32); }
};

GridBoard blank(std::uint32_t rows, std::uint32_t cols, char fill) {
  GridBoard g;
  g.rows = rows;
  g.cols = cols;
  g.cells.assign(std::size_t{rows} * cols, fill);
  return g;
}

// `count` exits on distinct free cells that are neither start, drawn uniformly.
void place_exits(GridBoard& g, std::uint32_t count, Rng& rng) {
  const std::uint32_t cells = g.rows * g.cols;
  for (std::uint32_t placed = 0; placed < count;) {
    const std::uint32_t c = rng.below(cells);
    if (g.cells[c] != '.' || c == g.police || c == g.thief) continue;
    g.cells[c] = 'E';
    ++placed;
  }
}

// Breadth-first distances along the 4-neighbour moves over free cells (UINT32_MAX: unreachable).
std::vector<std::uint32_t> distances_from(const GridBoard& g, std::uint32_t from) {
  std::vector<std::uint32_t> dist(g.cells.size(), UINT32_MAX), queue;
  queue.reserve(g.cells.size());
  dist[from] = 0;
  queue.push_back(from);
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const std::uint32_t c = queue[head], r = c / g.cols, col = c % g.cols;
    const std::uint32_t next[4] = {r > 0 ? c - g.cols : UINT32_MAX, r + 1 < g.rows ? c + g.cols : UINT32_MAX,
                                   col > 0 ? c - 1 : UINT32_MAX, col + 1 < g.cols ? c + 1 : UINT32_MAX};
    for (std::uint32_t d : next)
      if (d != UINT32_MAX && g.free(d) && dist[d] == UINT32_MAX) {
        dist[d] = dist[c] + 1;
        queue.push_back(d);
      }
  }
  return dist;
}

}  // namespace

GridBoard open_board(std::uint32_t n, std::uint32_t exits, std::uint64_t seed) {
  GridBoard g = blank(n, n, '.');
  g.police = 0;
  g.thief = n * n - 1;
  Rng rng(seed);
  place_exits(g, exits, rng);
  return g;
}

GridBoard maze_board(std::uint32_t n, std::uint64_t seed) {
  if (n < 3) throw std::invalid_argument("maze_board: n must be at least 3");
  GridBoard g = blank(n, n, '*');
  const std::uint32_t k = (n + 1) / 2;  // lattice cells per side, at rows/columns 0, 2, ..., 2(k-1)
  auto cell = [&](std::uint32_t i, std::uint32_t j) { return 2 * i * n + 2 * j; };
  Rng rng(seed);
  // Iterative recursive-backtracker: an explicit stack of lattice cells; from the top, carve
  // to a random unvisited lattice neighbour and push it, or pop when there is none.
  std::vector<std::uint8_t> visited(std::size_t{k} * k, 0);
  std::vector<std::uint32_t> stack{0};
  visited[0] = 1;
  g.cells[cell(0, 0)] = '.';
  while (!stack.empty()) {
    const std::uint32_t at = stack.back(), i = at / k, j = at % k;
    std::uint32_t options[4], count = 0;
    if (i > 0 && !visited[at - k]) options[count++] = at - k;
    if (i + 1 < k && !visited[at + k]) options[count++] = at + k;
    if (j > 0 && !visited[at - 1]) options[count++] = at - 1;
    if (j + 1 < k && !visited[at + 1]) options[count++] = at + 1;
    if (count == 0) {
      stack.pop_back();
      continue;
    }
    const std::uint32_t to = options[rng.below(count)], ti = to / k, tj = to % k;
    visited[to] = 1;
    g.cells[cell(ti, tj)] = '.';
    g.cells[(cell(i, j) + cell(ti, tj)) / 2] = '.';  // the wall cell between them
    stack.push_back(to);
  }
  g.thief = cell(0, 0);
  g.police = cell(k - 1, k - 1);
  // The exit: the free cell farthest from the thief along the maze (ties: the first).
  const std::vector<std::uint32_t> dist = distances_from(g, g.thief);
  std::uint32_t exit = g.thief;
  for (std::uint32_t c = 0; c < n * n; ++c)
    if (dist[c] != UINT32_MAX && c != g.police && (exit == g.thief || dist[c] > dist[exit])) exit = c;
  g.cells[exit] = 'E';
  return g;
}

GridBoard snake_board(std::uint32_t n) {
  if (n < 4) throw std::invalid_argument("snake_board: n must be at least 4");
  GridBoard g = blank(n, n, '*');
  std::vector<std::uint32_t> path;  // the corridor's cells from its start to its end
  for (std::uint32_t r = 0; r < n; r += 2) {
    if (r > 0) {  // the gap in the wall row above, at the end where the last row finished
      const std::uint32_t gap = (r / 2) % 2 == 1 ? n - 1 : 0;
      g.cells[(r - 1) * n + gap] = '.';
      path.push_back((r - 1) * n + gap);
    }
    for (std::uint32_t i = 0; i < n; ++i) {
      const std::uint32_t c = (r / 2) % 2 == 0 ? i : n - 1 - i;  // even rows rightwards
      g.cells[r * n + c] = '.';
      path.push_back(r * n + c);
    }
  }
  g.thief = path[1];
  g.police = path[path.size() / 2];
  g.cells[path.back()] = 'E';
  return g;
}

GridBoard random_board(std::uint32_t n, std::uint32_t wall_percent, std::uint32_t exits, std::uint64_t seed) {
  GridBoard g = blank(n, n, '.');
  Rng rng(seed);
  for (char& c : g.cells)
    if (rng.below(100) < wall_percent) c = '*';
  auto free_cell = [&]() {
    for (;;) {
      const std::uint32_t c = rng.below(n * n);
      if (g.cells[c] == '.') return c;
    }
  };
  g.police = free_cell();
  do g.thief = free_cell();
  while (g.thief == g.police);
  place_exits(g, exits, rng);
  return g;
}

std::vector<NamedBoard> benchmark_boards() {
  std::vector<NamedBoard> list;
  for (std::uint32_t n : {32u, 64u, 100u, 128u}) {
    const std::string size = std::to_string(n);
    list.push_back({"open" + size, "open " + size + "×" + size + ", no walls, no exit", open_board(n, 0, 0)});
    list.push_back({"open" + size + "-exits", "open " + size + "×" + size + ", no walls, 3 random exits",
                    open_board(n, 3, 1000 + n)});
  }
  list.push_back({"maze64", "maze 64×64 (perfect, backtracker), exit farthest from the thief", maze_board(64, 64)});
  list.push_back(
      {"maze100", "maze 100×100 (perfect, backtracker), exit farthest from the thief", maze_board(100, 100)});
  list.push_back({"snake64", "snake 64×64: one serpentine corridor, exit at its end", snake_board(64)});
  list.push_back({"random64", "random 64×64, 30 % walls, 4 exits", random_board(64, 30, 4, 6401)});
  return list;
}

}  // namespace boards
