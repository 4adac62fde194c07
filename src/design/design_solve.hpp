// A solved design: the retrograde solution of its game (design_game.hpp) read through the
// design's endless and limit rules, its answer, its --json, --stats and puzzles; and the
// registry's entry points for `whowins design` and `whowins puzzles design`.
#pragma once
#include <memory>
#include <string_view>
#include "core/outcome.hpp"
#include "core/puzzles.hpp"
#include "design/design.hpp"
#include "design/design_game.hpp"
#include "games/registry.hpp"
#include "io/text_writer.hpp"

namespace whowins {

// A position's value under the design's rules: the winner (a side, or -1 for a draw), its
// depth (kNoDepth when it is won by the endless or limit rule, or drawn), and whether the
// endless or limit rule decided it.
struct DesignValue {
  int winner = -1;
  Depth depth = kNoDepth;
  bool by_rule = false;
  Outcome for_mover(int mover) const { return winner < 0 ? Outcome::Draw : winner == mover ? Outcome::Win : Outcome::Loss; }
};

// The design's value of position p, from the plain solution (SPEC §8: endless play and the
// ply limit read from the exact outcome and depth). O(1).
DesignValue design_value(const Design& d, int mover, Outcome plain, Depth depth);

// Writes the design's JSON (docs/json.md, "whowins design --json") of a solved game.
void write_design_json(TextWriter& out, const DesignGame<>& game, const Solution& solution);
// Counts of positions by their design value, and the largest exact depth.
Stats design_stats(const DesignGame<>& game, const Solution& solution);
// Puzzles of a solved design as JSON lines (docs/json.md, "Puzzles"); returns how many.
std::size_t write_design_puzzles(TextWriter& out, const DesignGame<>& game, const Solution& solution,
                                 const PuzzleOptions& options);

// The registry's entry points (games/registry.cpp): parse, solve, and answer.
std::unique_ptr<SolvedGame> solve_design_text(std::string_view input, const GameOptions& options);
std::size_t design_puzzles_text(std::string_view input, const GameOptions& options, const PuzzleOptions& puzzles,
                                TextWriter& out);

}  // namespace whowins
