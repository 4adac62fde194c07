// Puzzle JSON lines for each game with puzzles: the one writer the CLI and the WASM API share.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include "core/puzzles.hpp"
#include "games/cop_thief.hpp"
#include "games/generic.hpp"
#include "games/two_token.hpp"
#include "io/text_writer.hpp"

namespace whowins {

// Writes `,"kind":..,"plies":..,"key":K,...,"line":[...],"id":"..."}\n` after a game's own
// leading fields: the fields every game's puzzle line shares, in one order (a hold-the-draw
// puzzle adds `slowest_loss` after `kind`, and its id is `hold-` and the game's id). put_move(q)
// writes the destination of the move into position q.
template <class PutMove>
void put_puzzle_tail(TextWriter& out, const Puzzle& z, PutMove&& put_move, const std::string& id) {
  const bool draw = z.kind == PuzzleKind::kDraw;
  out.put(draw ? ",\"kind\":\"draw\",\"slowest_loss\":" : ",\"kind\":\"win\"");
  if (draw) out.put_uint(z.slowest_loss);
  out.put(",\"plies\":");
  out.put_uint(z.plies);
  out.put(",\"key\":");
  put_move(z.key);
  out.put(",\"difficulty\":");
  out.put_uint(z.difficulty);
  out.put(",\"moves\":");
  out.put_uint(z.moves);
  out.put(",\"alternatives\":");
  out.put_uint(z.alternatives);
  out.put(",\"tempting\":");
  out.put_uint(z.tempting);
  out.put(",\"key_is_pass\":");
  out.put(z.key_is_pass ? "true" : "false");
  out.put(",\"followups\":");
  out.put_uint(z.followups);
  out.put(",\"unique_followups\":");
  out.put_uint(z.unique_followups);
  out.put(",\"line\":[");
  for (std::size_t i = 0; i < z.line.size(); ++i) {
    if (i) out.put(',');
    put_move(z.line[i]);
  }
  out.put("],\"id\":");
  out.put_json_string(draw ? "hold-" + id : id);
  out.put("}\n");
}

// Puzzles as text for the WASM API: the JSON lines, their number, or an error message.
struct PuzzleLines {
  std::string error;  // empty on success
  std::string json;   // the JSON lines, as `whowins puzzles` prints them
  std::uint32_t count = 0;
};

// Each function mines puzzles from a solved game (find_puzzles) and appends one JSON object
// per line per puzzle, best (hardest) first, in the schema of docs/json.md ("Puzzles").
// Returns the number of puzzles written (0: nothing is appended). The solution must be the
// game's exact solution (the verifier's rules hold); time as find_puzzles.

// `generic`: vertices 1-based. The graph must have its successor lists built.
// Duplicates: at most one puzzle per key vertex (puzzles that continue identically).
std::size_t write_generic_puzzles(TextWriter& out, const GenericGame& game, const Solution& solution,
                                  const PuzzleOptions& options);

// `cop-thief`: cells as [row, column], 0-based; `cols` is the grid's width.
// Duplicates: at most one puzzle per (side to move, its cell, its key), and one per (side to
// move, the other token's cell).
std::size_t write_cop_thief_puzzles(TextWriter& out, const CopThiefGame& game, const CopThiefSolution& solution,
                                    const CopThiefLayout& layout, std::uint32_t cols, const PuzzleOptions& options);

// `cat-mouse`: nodes 0-based, as in LeetCode 913.
// Duplicates: as cop-thief, with nodes.
std::size_t write_cat_mouse_puzzles(TextWriter& out, const TwoTokenGame<>& game, const Solution& solution,
                                    const PuzzleOptions& options);

}  // namespace whowins
