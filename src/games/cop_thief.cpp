// `cop-thief`: layout from the grid, the queue solver, the choice of solver, text and JSON output.
#include "games/cop_thief.hpp"
#include "core/best_move.hpp"
#include "core/retrograde.hpp"
#include "games/two_token_json.hpp"

namespace whowins {

CopThiefLayout make_cop_thief_layout(const GridBoard& g) {
  CopThiefLayout l;
  const std::uint32_t cells = g.rows * g.cols;
  l.location_of_cell.assign(cells, UINT32_MAX);
  for (std::uint32_t i = 0; i < cells; ++i)
    if (g.free(i)) {
      l.location_of_cell[i] = static_cast<std::uint32_t>(l.cell_of_location.size());
      l.cell_of_location.push_back(i);
    }
  TwoTokenBoard& b = l.board;
  const std::uint32_t L = static_cast<std::uint32_t>(l.cell_of_location.size());
  b.location_count = L;
  b.first_mover = kPolice;
  b.exit.resize(L);
  for (int t = 0; t < 2; ++t) {
    b.may_stand[t].assign(L, 1);
    b.step_offset[t].assign(1, 0);
  }
  // Pass first, then the neighbours in a fixed order; only the target cell must be free.
  static const int dr[8] = {-1, 0, 0, 1, -1, -1, 1, 1};
  static const int dc[8] = {0, -1, 1, 0, -1, 1, -1, 1};
  for (std::uint32_t loc = 0; loc < L; ++loc) {
    const std::uint32_t cell = l.cell_of_location[loc];
    const int r = static_cast<int>(cell / g.cols), c = static_cast<int>(cell % g.cols);
    b.exit[loc] = g.cells[cell] == 'E';
    for (int token = 0; token < 2; ++token) {
      b.steps[token].push_back(loc);
      for (int d = 0; d < (token == kPolice ? 8 : 4); ++d) {
        const int r2 = r + dr[d], c2 = c + dc[d];
        if (r2 < 0 || c2 < 0 || r2 >= static_cast<int>(g.rows) || c2 >= static_cast<int>(g.cols)) continue;
        const std::uint32_t to =
            l.location_of_cell[static_cast<std::uint32_t>(r2) * g.cols + static_cast<std::uint32_t>(c2)];
        if (to != UINT32_MAX) b.steps[token].push_back(to);
      }
      b.step_offset[token].push_back(static_cast<std::uint32_t>(b.steps[token].size()));
    }
  }
  return l;
}

CopThiefSolution solve_cop_thief_queue(const CopThiefLayout& layout) {
  return pack_cop_thief_solution(solve<BasicSolution<std::uint16_t>>(CopThiefGame(layout.board)), layout.board);
}

namespace {
Position cop_thief_start(const GridBoard& grid, const CopThiefLayout& layout, const CopThiefGame& game) {
  return game.position(kPolice, layout.location_of_cell[grid.police], layout.location_of_cell[grid.thief]);
}
}  // namespace

void write_cop_thief_answer(TextWriter& out, const GridBoard& grid, const CopThiefLayout& layout,
                            const CopThiefGame& game, const CopThiefSolution& solution) {
  const Outcome o = solution.outcome[cop_thief_start(grid, layout, game)];
  out.put(o == Outcome::Win ? "WIN\n" : o == Outcome::Loss ? "LOSS\n" : "DRAW\n");
}

void write_cop_thief_json(TextWriter& out, const GridBoard& grid, const CopThiefLayout& layout,
                          const CopThiefGame& game, const CopThiefSolution& solution, const Stats& stats) {
  const std::uint32_t L = layout.board.location_count;
  out.put("{\"game\":\"cop-thief\",\"rows\":");
  out.put_uint(grid.rows);
  out.put(",\"cols\":");
  out.put_uint(grid.cols);
  out.put(",\"board\":[");
  const std::string text = grid.to_text();
  std::size_t pos = text.find('\n') + 1;
  for (std::uint32_t r = 0; r < grid.rows; ++r) {
    if (r) out.put(',');
    out.put_json_string(std::string_view(text).substr(pos, grid.cols));
    pos += grid.cols + 1;
  }
  out.put("],\"cells\":");
  out.put_uint(L);
  out.put(",\"cell_row\":");
  out.put_json_positions(
      L, [&](std::size_t i) { return std::int64_t{layout.cell_of_location[i] / grid.cols}; }, 0);
  out.put(",\"cell_col\":");
  out.put_json_positions(
      L, [&](std::size_t i) { return std::int64_t{layout.cell_of_location[i] % grid.cols}; }, 0);
  const Position s = cop_thief_start(grid, layout, game);
  out.put(",\"start\":{\"police\":");
  out.put_uint(layout.location_of_cell[grid.police]);
  out.put(",\"thief\":");
  out.put_uint(layout.location_of_cell[grid.thief]);
  out.put(",\"result\":");
  const Outcome o = solution.outcome[s];
  out.put(o == Outcome::Win ? "\"WIN\"" : o == Outcome::Loss ? "\"LOSS\"" : "\"DRAW\"");
  out.put(",\"depth\":");
  if (o == Outcome::Draw)
    out.put("null");
  else
    out.put_uint(solution.depth[s]);
  out.put('}');
  write_two_token_side(out, game, solution, kPolice, "police_to_move");
  write_two_token_side(out, game, solution, kThief, "thief_to_move");
  out.put(",\"stats\":");
  out.put_stats_json(stats);
  out.put("}\n");
}

}  // namespace whowins
