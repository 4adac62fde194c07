// `cat-mouse` as the design it is (cat_mouse_design.hpp), and the catalog's entry points.
#include "design/cat_mouse_design.hpp"
#include <algorithm>
#include <cmath>
#include "core/best_move.hpp"
#include "core/retrograde.hpp"
#include "core/verifier.hpp"
#include "design/design_solve.hpp"
#include "games/puzzle_json.hpp"
#include "games/two_token_json.hpp"

namespace whowins {

Design cat_mouse_design(const TwoTokenBoard& b) {
  const std::uint32_t n = b.location_count;
  std::string text = R"({"board": {"graph": {"adjacency": [)";
  for (std::uint32_t v = 0; v < n; ++v) {
    text += v ? ",[" : "[";
    for (std::uint32_t e = b.step_offset[kMouse][v]; e < b.step_offset[kMouse][v + 1]; ++e) {
      if (e != b.step_offset[kMouse][v]) text += ',';
      text += std::to_string(b.steps[kMouse][e]);
    }
    text += ']';
  }
  text += R"(]}}, "sides": [{"name": "mouse", "stuck": "draw", "tokens": [{"start": 1, "moves": {}}]},
    {"name": "cat", "stuck": "draw", "tokens": [{"start": 2, "moves": {"forbid": [0]}}]}], "first": "mouse",
    "ends": [{"when": "meet", "winner": "cat"}, {"when": "on", "side": "mouse", "cells": [0], "winner": "mouse"}]})";
  return parse_design(text);
}

void cat_mouse_rows(const TwoTokenGame<>& game, const DesignGame<>& dg,
                    const std::function<std::pair<Outcome, Depth>(Position)>& plain, std::uint64_t from,
                    std::uint64_t to, Solution& s) {
  const std::uint32_t n = static_cast<std::uint32_t>(dg.design().place_count);
  if (s.outcome.size() != game.position_count()) {
    s.outcome.assign(game.position_count(), Outcome::Draw);
    s.depth.assign(game.position_count(), 0);
  }
  DesignGame<>::State st;
  for (std::uint64_t row = from; row < to; ++row) {
    const int mover = static_cast<int>(row / n);  // the design's sides: 0 the mouse, 1 the cat
    const auto cat = static_cast<std::uint32_t>(row % n);
    if (cat == 0) continue;  // the cat in the hole: out of the game
    for (std::uint32_t mouse = 0; mouse < n; ++mouse) {
      st.mover = mover;
      st.place[0] = mouse;
      st.place[1] = cat;
      const auto [o, depth] = plain(dg.encode(st));
      const Position p = game.position(mover == 0 ? kMouse : kCat, cat, mouse);
      s.outcome[p] = o;
      s.depth[p] = o == Outcome::Draw ? 0 : depth;
    }
  }
}

Solution solve_cat_mouse_by_design(const TwoTokenBoard& b, const TwoTokenGame<>& game) {
  const Design d = cat_mouse_design(b);
  const DesignGame<> dg(d);
  const DesignSolution ds = solve_design(dg);
  Solution s;
  cat_mouse_rows(
      game, dg, [&](Position p) { return ds.plain(p); }, 0, 2 * std::uint64_t{b.location_count}, s);
  return s;
}

namespace {

class SolvedCatMouse final : public SolvedGame {
 public:
  explicit SolvedCatMouse(TwoTokenBoard board)
      : board_(std::move(board)), game_(board_), solution_(solve_cat_mouse_by_design(board_, game_)) {}

  Position start() const { return game_.position(kMouse, 2, 1); }

  // LeetCode's code for the start: 1 mouse wins, 2 cat wins, 0 draw.
  int result() const {
    const Outcome o = solution_.outcome[start()];
    return o == Outcome::Win ? 1 : o == Outcome::Loss ? 2 : 0;
  }

  void write_answer(TextWriter& out) const override {
    out.put_uint(static_cast<std::uint64_t>(result()));
    out.put('\n');
  }

  void write_json(TextWriter& out) const override {
    const std::uint32_t n = board_.location_count;
    out.put("{\"game\":\"cat-mouse\",\"nodes\":");
    out.put_uint(n);
    out.put(",\"start\":{\"mouse\":1,\"cat\":2,\"result\":");
    out.put_uint(static_cast<std::uint64_t>(result()));
    out.put(",\"depth\":");
    if (solution_.outcome[start()] == Outcome::Draw)
      out.put("null");
    else
      out.put_uint(solution_.depth[start()]);
    out.put('}');
    write_two_token_side(out, game_, solution_, kMouse, "mouse_to_move");
    write_two_token_side(out, game_, solution_, kCat, "cat_to_move");
    out.put(",\"stats\":");
    out.put_stats_json(stats());
    out.put("}\n");
  }

  // Counts only real positions (the cat is never in the hole).
  Stats stats() const override {
    Stats st;
    for (Position p = 0; p < solution_.outcome.size(); ++p) {
      if (!game_.in_game(p)) continue;
      ++st.positions;
      switch (solution_.outcome[p]) {
        case Outcome::Win:
          ++st.win;
          break;
        case Outcome::Loss:
          ++st.loss;
          break;
        case Outcome::Draw:
          ++st.draw;
          continue;
      }
      st.longest = std::max<Depth>(st.longest, solution_.depth[p]);
    }
    return st;
  }
  std::optional<std::string> verify() const override { return whowins::verify(game_, solution_); }
  std::size_t write_puzzles(TextWriter& out, const PuzzleOptions& options) const {
    return write_cat_mouse_puzzles(out, game_, solution_, options);
  }

 private:
  TwoTokenBoard board_;
  TwoTokenGame<> game_;
  Solution solution_;
};

}  // namespace

std::unique_ptr<SolvedGame> solve_cat_mouse_graph(const AdjacencyList& graph) {
  return std::make_unique<SolvedCatMouse>(make_cat_mouse_board(graph));
}

namespace {
AdjacencyList parse_cat_mouse_list(std::string_view input) {
  const auto max_nodes = static_cast<std::uint64_t>(std::sqrt(double(kMemoryBudgetBytes / kCatMouseBytesPerNodePair)));
  return parse_adjacency_json(input, max_nodes);
}
}  // namespace

std::unique_ptr<SolvedGame> solve_cat_mouse_text(std::string_view input, const GameOptions&) {
  return solve_cat_mouse_graph(parse_cat_mouse_list(input));
}

std::size_t cat_mouse_puzzles_text(std::string_view input, const GameOptions&, const PuzzleOptions& puzzles,
                                   TextWriter& out) {
  const SolvedCatMouse solved(make_cat_mouse_board(parse_cat_mouse_list(input)));
  return solved.write_puzzles(out, puzzles);
}

}  // namespace whowins
