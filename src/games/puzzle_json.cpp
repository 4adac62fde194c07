// Puzzle JSON lines: the fields every game shares, and each game's positions and moves.
#include "games/puzzle_json.hpp"
#include <string>
#include "games/cat_mouse.hpp"

namespace whowins {
namespace {

// Two-token games: `name[token]` names the chaser and the runner, `first_token` is the one
// written first (docs/json.md); put_location(loc) writes a location; location_id(loc) spells
// it for the id.
template <class Game, class SolutionT, class PutLocation, class LocationId>
std::size_t write_two_token_puzzles(TextWriter& out, const Game& game, const SolutionT& solution,
                                    const PuzzleOptions& options, std::string_view game_id,
                                    const std::string_view (&name)[2], int first_token, PutLocation&& put_location,
                                    LocationId&& location_id) {
  const std::uint64_t L = game.board().location_count;
  // The token that moved into q is the one not to move at q.
  auto moved_to = [&](Position q) {
    const auto d = game.decode(q);
    return d.mover == kChaser ? d.runner : d.chaser;
  };
  // Near-duplicates: the same move from the same location (whatever the other token's
  // place), and two puzzles with the other token on the same location.
  auto family = [&](Position p, Position key) {
    const auto d = game.decode(p);
    const std::uint64_t own = d.mover == kChaser ? d.chaser : d.runner,
                        other = d.mover == kChaser ? d.runner : d.chaser;
    return std::pair<std::uint64_t, std::uint64_t>((std::uint64_t(d.mover) * L + own) * L + moved_to(key),
                                                   (std::uint64_t{1} << 63) | (std::uint64_t(d.mover) * L + other));
  };
  auto is_pass = [&](Position p, Position q) {
    const auto d = game.decode(p);
    return moved_to(q) == (d.mover == kChaser ? d.chaser : d.runner);
  };
  const std::vector<Puzzle> puzzles = find_puzzles(game, solution, options, family, is_pass);
  auto put_move = [&](Position q) { put_location(moved_to(q)); };
  for (const Puzzle& z : puzzles) {
    const auto d = game.decode(z.start);
    const std::uint32_t at[2] = {d.chaser, d.runner};
    out.put("{\"game\":");
    out.put_json_string(game_id);
    for (int k = 0; k < 2; ++k) {
      const int token = k == 0 ? first_token : 1 - first_token;
      out.put(",\"");
      out.put(name[token]);
      out.put("\":");
      put_location(at[token]);
    }
    out.put(",\"to_move\":\"");
    out.put(name[d.mover]);
    out.put('"');
    const std::string id =
        std::string(name[d.mover]) + "-" + location_id(at[first_token]) + "-" + location_id(at[1 - first_token]);
    put_puzzle_tail(out, z, put_move, id);
  }
  return puzzles.size();
}

}  // namespace

std::size_t write_generic_puzzles(TextWriter& out, const GenericGame& game, const Solution& solution,
                                  const PuzzleOptions& options) {
  auto family = [](Position, Position key) { return std::pair<std::uint64_t, std::uint64_t>(key, kNoFamily); };
  auto is_pass = [](Position p, Position key) { return p == key; };  // a self-loop
  const std::vector<Puzzle> puzzles = find_puzzles(game, solution, options, family, is_pass);
  const std::string_view rules = game.misere() ? "misere" : "normal";
  auto put_move = [&](Position q) { out.put_uint(std::uint64_t{q} + 1); };
  for (const Puzzle& z : puzzles) {
    out.put("{\"game\":\"generic\",\"rules\":\"");
    out.put(rules);
    out.put("\",\"vertex\":");
    out.put_uint(std::uint64_t{z.start} + 1);
    put_puzzle_tail(out, z, put_move, std::string(rules) + "-" + std::to_string(z.start + 1));
  }
  return puzzles.size();
}

std::size_t write_cop_thief_puzzles(TextWriter& out, const CopThiefGame& game, const CopThiefSolution& solution,
                                    const CopThiefLayout& layout, std::uint32_t cols, const PuzzleOptions& options) {
  static const std::string_view names[2] = {"police", "thief"};
  auto put_cell = [&](std::uint32_t loc) {
    const std::uint32_t cell = layout.cell_of_location[loc];
    out.put('[');
    out.put_uint(cell / cols);
    out.put(',');
    out.put_uint(cell % cols);
    out.put(']');
  };
  auto cell_id = [&](std::uint32_t loc) {
    const std::uint32_t cell = layout.cell_of_location[loc];
    return std::to_string(cell / cols) + "." + std::to_string(cell % cols);
  };
  return write_two_token_puzzles(out, game, solution, options, "cop-thief", names, kPolice, put_cell, cell_id);
}

std::size_t write_cat_mouse_puzzles(TextWriter& out, const TwoTokenGame<>& game, const Solution& solution,
                                    const PuzzleOptions& options) {
  static const std::string_view names[2] = {"cat", "mouse"};
  auto put_node = [&](std::uint32_t node) { out.put_uint(node); };
  auto node_id = [](std::uint32_t node) { return std::to_string(node); };
  return write_two_token_puzzles(out, game, solution, options, "cat-mouse", names, kMouse, put_node, node_id);
}

}  // namespace whowins
