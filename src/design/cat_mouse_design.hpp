// `cat-mouse` solved as the design it is (docs/design.md, "Engines by shape"): the
// board written as a design, solved by the engine `whowins design` picks, its values copied
// into the two-token numbering; and what the command line prints of a solved board.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <string_view>
#include "design/design.hpp"
#include "design/design_game.hpp"
#include "games/cat_mouse.hpp"
#include "io/text_writer.hpp"
#include "io/adjacency_json.hpp"

namespace whowins {

// The solve of a cat-mouse board (the two-token game's numbering): as the design it is (docs/design.md),
// by the engine `whowins design` picks (docs/design.md, "Engines by shape"). The queue solver
// of TwoTokenGame gives the same values (a test): it stays as the reference.
Solution solve_cat_mouse_by_design(const TwoTokenBoard& board, const TwoTokenGame<>& game);
// Its parts, for a solve in chunks (the page's session): the design, and the design's plain
// values (plain(position)) of rows [from, to) — a row is the side to move (0 the mouse) times
// the nodes plus the cat's node — written into s in the two-token numbering (s sized and the
// cat in the hole a Draw of depth 0 at the first call).
Design cat_mouse_design(const TwoTokenBoard& board);
void cat_mouse_rows(const TwoTokenGame<>& game, const DesignGame<>& design_game,
                    const std::function<std::pair<Outcome, Depth>(Position)>& plain, std::uint64_t from,
                    std::uint64_t to, Solution& s);

// What `whowins cat-mouse` prints from a solved board (its session writes them:
// session/two_token_solve.hpp): LeetCode's code for the start (1 mouse wins, 2 cat wins, 0
// draw) and the whole map as JSON (docs/json.md).
void write_cat_mouse_answer(TextWriter& out, const TwoTokenGame<>& game, const Solution& solution);
void write_cat_mouse_json(TextWriter& out, const TwoTokenGame<>& game, const Solution& solution, const Stats& stats);

}  // namespace whowins
