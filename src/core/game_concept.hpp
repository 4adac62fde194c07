// The narrow waist: what the solver knows of a game, as a C++20 concept.
#pragma once
#include <concepts>
#include <cstdint>
#include "core/outcome.hpp"

namespace whowins {

// A game as the retrograde solver sees it. Positions are 0..position_count()-1.
//  - end_value(p): Win or Loss if p is an end position (the game is over, valued for the
//    player to move), Draw if it is not an end position.
//  - move_count(p): the number of distinct legal moves from a non-end position.
//  - for_each_predecessor(p, f): calls f(q) once for every position q with a move q -> p (it
//    may also call it for end positions or positions outside the game: the solver skips those).
//  - for_each_move(p, f): calls f(q) once for every legal move p -> q (used by best-move
//    lookup and the verifier, never by the solver's inner loop).
//  - mover(p): 0 or 1, who is to move (for display; outcomes are always for the mover).
// A non-end position with no moves is a Draw (cat-mouse's stuck cat; positions a game leaves
// out, such as a wall cell, are modelled this way and never decided).
// Optional, for speed (the solver uses them when present):
//  - `using counter_type = std::uint8_t;` when no position has more than 255 moves, or
//    max_move_count(): the solver's per-position move counter then takes one byte;
//  - for_each_position(f): calls f(p, end_value(p), move_count(p)) for every position, when
//    the game can list them faster than it answers per position (two-token games);
//  - prefetch(p, counters, stage): memory hints for a position a few pops ahead (CSR games).
template <class G>
concept RetrogradeGame = requires(const G& g, Position p, void (*visit)(Position)) {
  { g.position_count() } -> std::convertible_to<std::uint64_t>;
  { g.end_value(p) } -> std::same_as<Outcome>;
  { g.move_count(p) } -> std::convertible_to<std::uint32_t>;
  { g.mover(p) } -> std::convertible_to<int>;
  g.for_each_predecessor(p, visit);
  g.for_each_move(p, visit);
};

template <class G>
struct game_counter {
  using type = std::uint32_t;
};
template <class G>
requires requires { typename G::counter_type; }
struct game_counter<G> {
  using type = typename G::counter_type;
};
template <class G>
using game_counter_t = typename game_counter<G>::type;

// Whether several threads may list a game's positions by range at once (for_each_position(begin,
// end, f) on disjoint ranges, each call touching nothing shared): the retrograde solver's
// set-up then splits its chunks over threads. A game says so with
// `static constexpr bool kListsRangesConcurrently = true;`.
template <class G>
constexpr bool lists_ranges_concurrently() {
  if constexpr (requires { G::kListsRangesConcurrently; })
    return G::kListsRangesConcurrently;
  else
    return false;
}

}  // namespace whowins
