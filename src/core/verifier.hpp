// The verifier: checks a solution locally against the game's rules (docs/rules.md#outcomes), depths included.
#pragma once
#include <optional>
#include <string>
#include "core/game_concept.hpp"
#include "core/outcome.hpp"

namespace whowins {

// Returns nullopt if `s` is the exact solution of `game`, else a message naming the first
// position that breaks a rule. Uses only end_value, move_count and for_each_move (never
// the predecessors the solver used), so it checks the solver independently:
//  - an end position carries its end value with depth 0;
//  - move_count equals the number of moves listed;
//  - a Win (depth d) has a move to a Loss of depth d-1 and none to a shallower Loss;
//  - a Loss (depth d) has moves, all to Wins, the deepest of depth d-1;
//  - a Draw has no move to a Loss and a move to a Draw, or no move at all (a stuck
//    position that is no end position, or a position the game leaves out).
// These local rules imply the global answer by induction on depth. O(n + m).
template <RetrogradeGame G, class SolutionT>
std::optional<std::string> verify(const G& game, const SolutionT& s) {
  const std::uint64_t n = game.position_count();
  if (s.outcome.size() != n || s.depth.size() != n) return "solution size differs from the game";
  auto fail = [](Position p, const std::string& what) {
    return std::optional<std::string>("position " + std::to_string(p) + ": " + what);
  };
  for (Position p = 0; p < n; ++p) {
    const Outcome o = s.outcome[p];
    const Depth d = s.depth[p];
    const Outcome end = game.end_value(p);
    if (end != Outcome::Draw) {
      if (o != end || d != 0) return fail(p, "end position does not carry its end value with depth 0");
      continue;
    }
    std::uint64_t listed = 0, to_draw = 0, to_win = 0;
    bool has_loss = false;
    Depth min_loss = 0, max_win = 0;
    game.for_each_move(p, [&](Position q) {
      ++listed;
      switch (s.outcome[q]) {
        case Outcome::Loss:
          if (!has_loss || s.depth[q] < min_loss) min_loss = s.depth[q];
          has_loss = true;
          break;
        case Outcome::Win:
          if (to_win == 0 || s.depth[q] > max_win) max_win = s.depth[q];
          ++to_win;
          break;
        case Outcome::Draw:
          ++to_draw;
          break;
      }
    });
    if (listed != game.move_count(p)) return fail(p, "move_count differs from the moves listed");
    switch (o) {
      case Outcome::Win:
        if (!has_loss) return fail(p, "Win without a move to a Loss");
        if (d != min_loss + 1) return fail(p, "Win depth is not 1 + the shallowest Loss move");
        break;
      case Outcome::Loss:
        if (has_loss || to_draw != 0 || to_win == 0) return fail(p, "Loss with a move to a non-Win, or no move");
        if (d != max_win + 1) return fail(p, "Loss depth is not 1 + the deepest Win move");
        break;
      case Outcome::Draw:
        if (has_loss) return fail(p, "Draw with a move to a Loss");
        if (to_draw == 0 && listed != 0) return fail(p, "Draw without a move to a Draw");
        break;
    }
  }
  return std::nullopt;
}

}  // namespace whowins
