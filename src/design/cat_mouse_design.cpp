// `cat-mouse` as the design it is (cat_mouse_design.hpp), and the catalog's entry points.
#include "design/cat_mouse_design.hpp"
#include <algorithm>
#include "core/best_move.hpp"
#include "core/retrograde.hpp"
#include "design/design_solve.hpp"
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
// The start (the mouse on 1 to move, the cat on 2) and LeetCode's code for it: 1 mouse wins, 2
// cat wins, 0 draw.
Position cat_mouse_start(const TwoTokenGame<>& game) { return game.position(kMouse, 2, 1); }
int cat_mouse_result(const TwoTokenGame<>& game, const Solution& solution) {
  const Outcome o = solution.outcome[cat_mouse_start(game)];
  return o == Outcome::Win ? 1 : o == Outcome::Loss ? 2 : 0;
}
}  // namespace

void write_cat_mouse_answer(TextWriter& out, const TwoTokenGame<>& game, const Solution& solution) {
  out.put_uint(static_cast<std::uint64_t>(cat_mouse_result(game, solution)));
  out.put('\n');
}

void write_cat_mouse_json(TextWriter& out, const TwoTokenGame<>& game, const Solution& solution, const Stats& stats) {
  const std::uint32_t n = game.board().location_count;
  const Position start = cat_mouse_start(game);
  out.put("{\"game\":\"cat-mouse\",\"nodes\":");
  out.put_uint(n);
  out.put(",\"start\":{\"mouse\":1,\"cat\":2,\"result\":");
  out.put_uint(static_cast<std::uint64_t>(cat_mouse_result(game, solution)));
  out.put(",\"depth\":");
  if (solution.outcome[start] == Outcome::Draw)
    out.put("null");
  else
    out.put_uint(solution.depth[start]);
  out.put('}');
  write_two_token_side(out, game, solution, kMouse, "mouse_to_move");
  write_two_token_side(out, game, solution, kCat, "cat_to_move");
  out.put(",\"stats\":");
  out.put_stats_json(stats);
  out.put("}\n");
}

}  // namespace whowins
