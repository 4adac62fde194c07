// What an edit changed in a two-token game, over every position: two solved TwoTokenSolve
// sessions compared through their public queries (the page's "What changed" for boards and
// cat and mouse). Platform-free, so the native tests cover it too.
#pragma once
#include <cstdint>
#include <string>
#include <vector>
#include "wasm/two_token_solve.hpp"

namespace whowins {

struct TwoTokenDiff {
  std::string error;            // empty on success
  std::uint64_t positions = 0;  // positions compared (both sides to move, real positions)
  std::uint64_t changed = 0;    // outcome or depth differ, or the position is new
  std::uint64_t added = 0;      // positions with a place that did not exist before
  std::uint64_t depth_only = 0; // same outcome, another depth
  std::uint64_t transitions[3][3] = {};  // [before][after] outcome (0 D, 1 W, 2 L) when they differ
};

// before, after: finished sessions of the same game; old_of[l] = the location in `before` of
// the place that is location l in `after` (kNone for a new place), one entry per location of
// `after`. Outcomes are for the side to move, as value(). O(2 L^2) value() calls: the caller
// keeps L small (the page: L <= 1,500). Never throws; errors (sizes, unfinished sessions) in
// `error`.
TwoTokenDiff diff_two_token(const TwoTokenSolve& before, const TwoTokenSolve& after,
                            const std::vector<std::uint32_t>& old_of);

}  // namespace whowins
