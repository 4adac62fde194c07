// `cat-mouse` (LeetCode 913 "Cat and Mouse", docs/rules.md#cat-and-mouse): mouse from node 1 moves first, cat from node
// 2, hole 0.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <string_view>
#include <vector>
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

// Bytes per (cat node, mouse node) pair the solve needs (parser budget check).
inline constexpr std::uint64_t kCatMouseBytesPerNodePair = 26;

}  // namespace whowins
