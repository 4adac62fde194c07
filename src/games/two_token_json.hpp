// JSON for two-token games: one side's map (outcome letters, depths, best moves).
#pragma once
#include <string_view>
#include <type_traits>
#include "core/best_move.hpp"
#include "games/two_token.hpp"
#include "io/text_writer.hpp"

namespace whowins {

// Writes `,"<key>":{"outcome":"...","depth":[...],"best_move":[...]}` for the positions with
// `side` to move, in position order (entry chaser * L + runner). Positions out of the game
// are written '-' (depth and best move null). A best move is the mover's destination.
template <class Game, class SolutionT>
void write_two_token_side(TextWriter& out, const Game& game, const SolutionT& sol, int side, std::string_view key) {
  const std::uint64_t L = game.board().location_count, per_side = L * L, first = side * per_side;
  out.put(",\"");
  out.put(key);
  out.put("\":{\"outcome\":\"");
  for (std::uint64_t i = 0; i < per_side; ++i) {
    const auto p = static_cast<Position>(first + i);
    out.put(game.in_game(p) ? outcome_letter(sol.outcome[p]) : '-');
  }
  out.put("\",\"depth\":");
  constexpr auto none = std::remove_cvref_t<decltype(sol)>::no_depth;
  out.put('[');
  for (std::uint64_t i = 0; i < per_side; ++i) {
    if (i) out.put(',');
    const auto p = static_cast<Position>(first + i);
    if (sol.outcome[p] == Outcome::Draw || sol.depth[p] == none)
      out.put("null");
    else
      out.put_uint(sol.depth[p]);
  }
  out.put(']');
  out.put(",\"best_move\":");
  out.put_json_positions(
      per_side,
      [&](std::size_t i) -> std::int64_t {
        const Position b = best_move(game, sol, static_cast<Position>(first + i));
        if (b == kNoPosition) return -1;
        return side == kChaser ? game.chaser(b) : game.runner(b);
      },
      0);
  out.put('}');
}

}  // namespace whowins
