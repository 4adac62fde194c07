// diff_two_token: every position of two solved two-token sessions compared.
#include "wasm/two_token_diff.hpp"

namespace whowins {

TwoTokenDiff diff_two_token(const TwoTokenSolve& before, const TwoTokenSolve& after,
                            const std::vector<std::uint32_t>& old_of) {
  TwoTokenDiff d;
  const std::uint32_t L = after.location_count(), L0 = before.location_count();
  if (!before.error().empty() || !after.error().empty()) { d.error = "a session failed"; return d; }
  if (before.game() != after.game()) { d.error = "two different games"; return d; }
  if (old_of.size() != L) { d.error = "the place map has " + std::to_string(old_of.size()) + " entries, not " + std::to_string(L); return d; }
  for (std::uint32_t l : old_of)
    if (l != TwoTokenSolve::kNone && l >= L0) { d.error = "the place map names a location past the old session's"; return d; }
  for (int side = 0; side < 2; ++side) {
    for (std::uint32_t c = 0; c < L; ++c) {
      for (std::uint32_t r = 0; r < L; ++r) {
        const TwoTokenSolve::Value now = after.value(side, c, r);
        if (now.outcome > 2) continue;   // not a position (or not finished)
        ++d.positions;
        const std::uint32_t oc = old_of[c], orr = old_of[r];
        if (oc == TwoTokenSolve::kNone || orr == TwoTokenSolve::kNone) { ++d.added; ++d.changed; continue; }
        const TwoTokenSolve::Value was = before.value(side, oc, orr);
        if (was.outcome > 2) { ++d.added; ++d.changed; continue; }
        if (was.outcome != now.outcome) {
          ++d.transitions[was.outcome][now.outcome];
          ++d.changed;
        } else if (now.outcome != 0 && was.depth != now.depth) {
          ++d.depth_only;
          ++d.changed;
        }
      }
    }
  }
  return d;
}

}  // namespace whowins
