// Best move and the ranked list of moves of a solved position (docs/rules.md#outcomes).
#pragma once
#include <algorithm>
#include <type_traits>
#include <utility>
#include <vector>
#include "core/game_concept.hpp"
#include "core/outcome.hpp"

namespace whowins {

// A position's { outcome, depth } at once: from one lookup where the solution offers it
// (s.value(p): a packed solution decodes a position once), else from its two arrays.
template <class SolutionT>
auto solution_value(const SolutionT& s, Position p) {
  if constexpr (requires { s.value(p); }) {
    return s.value(p);
  } else {
    return std::pair<Outcome, std::decay_t<decltype(s.depth[p])>>(s.outcome[p], s.depth[p]);
  }
}

// How good a move p -> q is for the player moving at p, given q's outcome for *its* mover:
// smaller is better. Moves into a Loss come first (shallowest first), then Draws, then
// moves into a Win (deepest first, i.e. the longest resistance).
inline std::uint64_t move_rank(Outcome target, Depth target_depth) {
  switch (target) {
    case Outcome::Loss:
      return target_depth;
    case Outcome::Draw:
      return std::uint64_t{1} << 33;
    case Outcome::Win:
      return (std::uint64_t{1} << 34) + (std::uint64_t{0xFFFFFFFF} - target_depth);
  }
  return UINT64_MAX;
}

// The best move from p: to a Loss of minimal depth from a Win, to a Win of maximal depth
// from a Loss, to a Draw from a Draw; ties go to the first move the game lists.
// kNoPosition for an end position or a position with no moves. O(moves of p).
template <RetrogradeGame G, class SolutionT>
Position best_move(const G& game, const SolutionT& s, Position p) {
  if (game.end_value(p) != Outcome::Draw) return kNoPosition;
  Position best = kNoPosition;
  std::uint64_t best_rank = UINT64_MAX;
  game.for_each_move(p, [&](Position q) {
    const auto v = solution_value(s, q);
    const std::uint64_t r = move_rank(v.first, v.second);
    if (r < best_rank) best_rank = r, best = q;
  });
  return best;
}

// Every legal move from p, best first (stable: equal moves keep the game's order). O(k log k).
template <RetrogradeGame G, class SolutionT>
std::vector<Position> ranked_moves(const G& game, const SolutionT& s, Position p) {
  std::vector<Position> moves;
  if (game.end_value(p) != Outcome::Draw) return moves;
  game.for_each_move(p, [&](Position q) { moves.push_back(q); });
  std::stable_sort(moves.begin(), moves.end(), [&](Position a, Position b) {
    return move_rank(s.outcome[a], s.depth[a]) < move_rank(s.outcome[b], s.depth[b]);
  });
  return moves;
}

}  // namespace whowins
