// `cop-thief`: layout from the grid, the queue solver, the choice of solver, text and JSON output.
#include "games/cop_thief.hpp"
#include "core/best_move.hpp"
#include "core/retrograde.hpp"
#include "core/verifier.hpp"
#include "games/puzzle_json.hpp"
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

class SolvedCopThief final : public SolvedGame {
 public:
  // kAuto is the bit-parallel solver. Its cost follows the words that change per round and its
  // memory is ~0.7 bytes per position; the queue solver's cost follows the moves and its memory
  // is ~12 bytes per position, which the first solve in a fresh process (the CLI, the page's
  // worker) pays in page faults too. Measured on the twelve benchmark boards and the page's
  // mazes (bench/README.md, "Police and thief boards"), the bit-parallel solver is the faster
  // cold on every one of them, mazes and the one-corridor snake included (and warm on the twelve).
  SolvedCopThief(GridBoard grid, CopThiefMethod method)
      : grid_(std::move(grid)), layout_(make_cop_thief_layout(grid_)), game_(layout_.board) {
    solution_ =
        method == CopThiefMethod::kQueue ? solve_cop_thief_queue(layout_) : solve_cop_thief_bitset(grid_, layout_);
  }

  std::uint32_t police_start() const { return layout_.location_of_cell[grid_.police]; }
  std::uint32_t thief_start() const { return layout_.location_of_cell[grid_.thief]; }
  Position start() const { return game_.position(kPolice, police_start(), thief_start()); }

  void write_answer(TextWriter& out) const override {
    const Outcome o = solution_.outcome[start()];
    out.put(o == Outcome::Win ? "WIN\n" : o == Outcome::Loss ? "LOSS\n" : "DRAW\n");
  }

  void write_json(TextWriter& out) const override {
    const std::uint32_t L = layout_.board.location_count;
    out.put("{\"game\":\"cop-thief\",\"rows\":");
    out.put_uint(grid_.rows);
    out.put(",\"cols\":");
    out.put_uint(grid_.cols);
    out.put(",\"board\":[");
    const std::string text = grid_.to_text();
    std::size_t pos = text.find('\n') + 1;
    for (std::uint32_t r = 0; r < grid_.rows; ++r) {
      if (r) out.put(',');
      out.put_json_string(std::string_view(text).substr(pos, grid_.cols));
      pos += grid_.cols + 1;
    }
    out.put("],\"cells\":");
    out.put_uint(L);
    out.put(",\"cell_row\":");
    out.put_json_positions(
        L, [&](std::size_t i) { return std::int64_t{layout_.cell_of_location[i] / grid_.cols}; }, 0);
    out.put(",\"cell_col\":");
    out.put_json_positions(
        L, [&](std::size_t i) { return std::int64_t{layout_.cell_of_location[i] % grid_.cols}; }, 0);
    const Position s = start();
    out.put(",\"start\":{\"police\":");
    out.put_uint(police_start());
    out.put(",\"thief\":");
    out.put_uint(thief_start());
    out.put(",\"result\":");
    const Outcome o = solution_.outcome[s];
    out.put(o == Outcome::Win ? "\"WIN\"" : o == Outcome::Loss ? "\"LOSS\"" : "\"DRAW\"");
    out.put(",\"depth\":");
    if (o == Outcome::Draw)
      out.put("null");
    else
      out.put_uint(solution_.depth[s]);
    out.put('}');
    write_two_token_side(out, game_, solution_, kPolice, "police_to_move");
    write_two_token_side(out, game_, solution_, kThief, "thief_to_move");
    out.put(",\"stats\":");
    out.put_stats_json(stats());
    out.put("}\n");
  }

  Stats stats() const override { return count_outcomes(solution_); }
  std::optional<std::string> verify() const override { return whowins::verify(game_, solution_); }

  const CopThiefSolution& solution() const { return solution_; }
  std::size_t write_puzzles(TextWriter& out, const PuzzleOptions& options) const {
    return write_cop_thief_puzzles(out, game_, solution_, layout_, grid_.cols, options);
  }

 private:
  GridBoard grid_;
  CopThiefLayout layout_;
  CopThiefGame game_;
  CopThiefSolution solution_;
};

}  // namespace

std::unique_ptr<SolvedGame> solve_cop_thief_grid(GridBoard grid, CopThiefMethod method) {
  return std::make_unique<SolvedCopThief>(std::move(grid), method);
}

std::size_t cop_thief_puzzles_text(std::string_view input, const GameOptions&, const PuzzleOptions& puzzles,
                                   TextWriter& out) {
  const SolvedCopThief solved(parse_grid_board(input, kCopThiefBytesPerCellPair), CopThiefMethod::kAuto);
  return solved.write_puzzles(out, puzzles);
}

std::unique_ptr<SolvedGame> solve_cop_thief_text(std::string_view input, const GameOptions&) {
  return solve_cop_thief_grid(parse_grid_board(input, kCopThiefBytesPerCellPair), CopThiefMethod::kAuto);
}

}  // namespace whowins
