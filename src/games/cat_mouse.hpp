// `cat-mouse` (seed 002, LeetCode 913): mouse from node 1 moves first, cat from node 2, hole 0.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <string_view>
#include <vector>
#include "design/design.hpp"
#include "design/design_game.hpp"
#include "games/registry.hpp"
#include "games/two_token.hpp"
#include "io/adjacency_json.hpp"

namespace whowins {

// The tokens of cat-mouse in its own words: the cat is the two-token game's chaser, the mouse
// its runner (it moves first).
inline constexpr Token kCat = kChaser, kMouse = kRunner;

// The two-token board of an undirected graph: the mouse (runner) moves along any edge, the
// cat (chaser) along any edge but into the hole 0; neither may pass; node 0 is the exit.
// Throws InputError unless the list is an undirected simple graph with at least 3 nodes.
TwoTokenBoard make_cat_mouse_board(const AdjacencyList& graph);

// The solve of a cat-mouse board (the two-token game's numbering): as the design it is (SPEC §8),
// by the engine `whowins design` picks (docs/design.md, "Engines by shape"). The queue solver
// of TwoTokenGame gives the same values (a test): it stays as the reference.
Solution solve_cat_mouse_by_design(const TwoTokenBoard& board, const TwoTokenGame<>& game);
// Its parts, for a solve in chunks (the page's session): the design, and the design's plain
// values (plain(position)) of rows [from, to) — a row is the side to move (0 the mouse) times
// the nodes plus the cat's node — written into s in the two-token numbering (s sized and the
// cat in the hole a Draw of depth 0 at the first call).
Design cat_mouse_design(const TwoTokenBoard& board);
void cat_mouse_rows(const TwoTokenGame<>& game, const DesignGame<>& design_game,
                    const std::function<std::pair<Outcome, Depth>(Position)>& plain, std::uint64_t from, std::uint64_t to,
                    Solution& s);

// Bytes per (cat node, mouse node) pair the solve needs (parser budget check).
inline constexpr std::uint64_t kCatMouseBytesPerNodePair = 26;

std::unique_ptr<SolvedGame> solve_cat_mouse_text(std::string_view input, const GameOptions& options);
std::unique_ptr<SolvedGame> solve_cat_mouse_graph(const AdjacencyList& graph);
// Parses an adjacency list, solves it and appends its puzzles (registry hook; games/puzzle_json.hpp).
std::size_t cat_mouse_puzzles_text(std::string_view input, const GameOptions& options, const PuzzleOptions& puzzles,
                                   TextWriter& out);

}  // namespace whowins
