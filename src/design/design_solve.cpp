// Solving a design and writing what it found (design_solve.hpp).
#include "design/design_solve.hpp"
#include "core/best_move.hpp"
#include "core/retrograde.hpp"
#include "core/verifier.hpp"
#include "games/puzzle_json.hpp"

namespace whowins {

DesignValue design_value(const Design& d, int mover, Outcome plain, Depth depth) {
  DesignValue v;
  v.winner = plain == Outcome::Win ? mover : plain == Outcome::Loss ? 1 - mover : -1;
  v.depth = v.winner < 0 ? kNoDepth : depth;
  if (d.limit_plies && (v.winner < 0 || (v.winner != d.limit_winner && depth > *d.limit_plies))) {
    v.winner = d.limit_winner;  // the other side cannot force its win within the limit
    v.depth = kNoDepth;
    v.by_rule = true;
  } else if (v.winner < 0 && d.endless >= 0) {
    v.winner = d.endless;
    v.by_rule = true;
  }
  return v;
}

namespace {

void put_place(TextWriter& out, const Design& d, std::uint32_t place) {
  if (!d.grid) { out.put_uint(place); return; }
  const std::uint32_t cell = d.cell_of_place[place];
  out.put('[');
  out.put_uint(cell / d.cols);
  out.put(',');
  out.put_uint(cell % d.cols);
  out.put(']');
}
void put_places(TextWriter& out, const Design& d, const DesignGame<>::State& s) {
  out.put('[');
  for (std::size_t t = 0; t < d.tokens.size(); ++t) {
    if (t) out.put(',');
    put_place(out, d, s.place[t]);
  }
  out.put(']');
}
void put_value(TextWriter& out, const Design& d, const DesignValue& v, int mover) {
  out.put(",\"outcome\":\"");
  out.put(outcome_letter(v.for_mover(mover)));
  out.put("\",\"winner\":");
  if (v.winner < 0) out.put("null");
  else out.put_json_string(d.sides[v.winner].name);
  out.put(",\"depth\":");
  if (v.depth == kNoDepth) out.put("null");
  else out.put_uint(v.depth);
  if (v.by_rule) out.put(",\"by_rule\":true");
}

class SolvedDesign final : public SolvedGame {
 public:
  explicit SolvedDesign(Design d) : design_(std::move(d)), game_(design_), solution_(solve(game_)) {}

  void write_answer(TextWriter& out) const override {
    const Position p = game_.start();
    const DesignValue v = design_value(design_, game_.mover(p), solution_.outcome[p], solution_.depth[p]);
    out.put(v.winner < 0 ? std::string_view("draw") : std::string_view(design_.sides[v.winner].name));
    out.put('\n');
  }
  void write_json(TextWriter& out) const override { write_design_json(out, game_, solution_); }
  Stats stats() const override { return design_stats(game_, solution_); }
  std::optional<std::string> verify() const override { return whowins::verify(game_, solution_); }
  std::size_t write_puzzles(TextWriter& out, const PuzzleOptions& options) const {
    return write_design_puzzles(out, game_, solution_, options);
  }

 private:
  Design design_;
  DesignGame<> game_;
  Solution solution_;
};

}  // namespace

void write_design_json(TextWriter& out, const DesignGame<>& game, const Solution& solution) {
  const Design& d = game.design();
  out.put("{\"game\":\"design\",\"name\":");
  out.put_json_string(d.name);
  out.put(",\"sides\":[");
  out.put_json_string(d.sides[0].name);
  out.put(',');
  out.put_json_string(d.sides[1].name);
  out.put("],\"first\":");
  out.put_json_string(d.sides[d.first].name);
  out.put(",\"board\":");
  if (d.grid) {
    out.put("{\"rows\":");
    out.put_uint(d.rows);
    out.put(",\"cols\":");
    out.put_uint(d.cols);
    out.put('}');
  } else {
    out.put("{\"vertices\":");
    out.put_uint(d.place_count);
    out.put('}');
  }
  out.put(",\"tokens\":[");
  for (std::size_t t = 0; t < d.tokens.size(); ++t) {
    if (t) out.put(',');
    out.put("{\"side\":");
    out.put_json_string(d.sides[d.tokens[t].side].name);
    out.put(",\"start\":");
    put_place(out, d, d.tokens[t].start);
    out.put('}');
  }
  out.put("],\"start\":");
  const Position start = game.start();
  auto put_position = [&](Position p) {
    const auto s = game.decode(p);
    out.put("{\"mover\":");
    out.put_json_string(d.sides[s.mover].name);
    out.put(",\"places\":");
    put_places(out, d, s);
    put_value(out, d, design_value(d, s.mover, solution.outcome[p], solution.depth[p]), s.mover);
    out.put(",\"best\":");
    const Position b = best_move(game, solution, p);
    if (b == kNoPosition) out.put("null");
    else put_places(out, d, game.decode(b));
    out.put('}');
  };
  put_position(start);
  out.put(",\"positions\":[");
  for (Position p = 0; p < game.position_count(); ++p) {
    if (p) out.put(",\n");
    put_position(p);
  }
  out.put("],\"stats\":");
  out.put_stats_json(design_stats(game, solution));
  out.put("}\n");
}

Stats design_stats(const DesignGame<>& game, const Solution& solution) {
  const Design& d = game.design();
  Stats st;
  st.positions = game.position_count();
  for (Position p = 0; p < game.position_count(); ++p) {
    const DesignValue v = design_value(d, game.mover(p), solution.outcome[p], solution.depth[p]);
    switch (v.for_mover(game.mover(p))) {
      case Outcome::Win: ++st.win; break;
      case Outcome::Loss: ++st.loss; break;
      case Outcome::Draw: ++st.draw; break;
    }
    if (v.depth != kNoDepth) st.longest = std::max<Depth>(st.longest, v.depth);
  }
  return st;
}

std::size_t write_design_puzzles(TextWriter& out, const DesignGame<>& game, const Solution& solution,
                                 const PuzzleOptions& options) {
  const Design& d = game.design();
  // The value under the design's own rules: `endless` and `limit` may turn a draw or a slow win
  // into a win of one side (design_value). A puzzle must hold under them: a win puzzle's start
  // is the mover's win with one move alone to a win of the mover. A hold-the-draw puzzle's start
  // is endless play (a plain draw) with one move alone that keeps it and every other move
  // losing; under the rules it is a draw, or a win of the mover when endless play (or the
  // limit) is the mover's: then the puzzle is "keep the game going" (the robber's escape).
  auto winner = [&](Position q) { return design_value(d, game.mover(q), solution.outcome[q], solution.depth[q]).winner; };
  auto holds = [&](const Puzzle& z) {
    const int m = game.mover(z.start);
    const int want = winner(z.start);
    if (z.kind == PuzzleKind::kWin ? want != m : want != -1 && want != m) return false;
    std::uint32_t keep = 0, lose = 0;
    game.for_each_move(z.start, [&](Position q) {
      const int w = winner(q);
      keep += w == want;
      lose += w == 1 - m;
    });
    return keep == 1 && (z.kind == PuzzleKind::kWin || lose + 1 == z.moves);
  };
  // One puzzle per key position (puzzles that continue identically).
  const auto puzzles = find_puzzles(game, solution, options,
      [](Position, Position key) { return std::pair<std::uint64_t, std::uint64_t>{key, kNoFamily}; },
      [&](Position start, Position key) {
        const auto a = game.decode(start), b = game.decode(key);
        const DesignSide& side = d.sides[a.mover];
        for (int t = side.first_token; t < side.first_token + side.token_count; ++t)
          if (a.place[t] != b.place[t]) return false;
        return true;
      },
      holds);
  for (const Puzzle& z : puzzles) {
    const auto s = game.decode(z.start);
    out.put("{\"game\":\"design\",\"name\":");
    out.put_json_string(d.name);
    out.put(",\"mover\":");
    out.put_json_string(d.sides[s.mover].name);
    out.put(",\"places\":");
    put_places(out, d, s);
    put_puzzle_tail(out, z, [&](Position q) { put_places(out, d, game.decode(q)); }, "p" + std::to_string(z.start));
  }
  return puzzles.size();
}

std::unique_ptr<SolvedGame> solve_design_text(std::string_view input, const GameOptions&) {
  return std::make_unique<SolvedDesign>(parse_design(input));
}

std::size_t design_puzzles_text(std::string_view input, const GameOptions&, const PuzzleOptions& puzzles, TextWriter& out) {
  const SolvedDesign solved(parse_design(input));
  return solved.write_puzzles(out, puzzles);
}

}  // namespace whowins
