// Outcome, position and solution types shared by every game and the solver.
#pragma once
#include <cstdint>
#include <limits>
#include <vector>

namespace whowins {

// A position is a dense index 0..position_count-1 chosen by the game module.
using Position = std::uint32_t;
inline constexpr Position kNoPosition = std::numeric_limits<Position>::max();

// Depth in plies (single moves). Meaningless for a Draw.
using Depth = std::uint32_t;
// Marks a decided position whose depth is not defined (alice-bob's forced Alice wins).
inline constexpr Depth kNoDepth = std::numeric_limits<Depth>::max();

// Value of a position for the player to move. Draw doubles as "not decided yet"
// while the solver runs, and as "not an end position" in Game::end_value.
enum class Outcome : std::uint8_t { Draw = 0, Win = 1, Loss = 2 };

inline char outcome_letter(Outcome o) { return o == Outcome::Win ? 'W' : o == Outcome::Loss ? 'L' : 'D'; }
inline Outcome opposite(Outcome o) {
  return o == Outcome::Win ? Outcome::Loss : o == Outcome::Loss ? Outcome::Win : Outcome::Draw;
}

// The solved map: one outcome and one depth per position (flat arrays). Games with huge
// position counts use a 16-bit depth (BasicSolution<std::uint16_t>) to halve the memory.
template <class DepthT>
struct BasicSolution {
  using depth_type = DepthT;
  static constexpr DepthT no_depth = std::numeric_limits<DepthT>::max();
  std::vector<Outcome> outcome;
  std::vector<DepthT> depth;
};
using Solution = BasicSolution<Depth>;

// Counts over a solution, as printed by `whowins ... --stats`.
struct Stats {
  std::uint64_t positions = 0, win = 0, loss = 0, draw = 0;
  Depth longest = 0;
};

// Counts outcomes over all positions and the largest depth of a decided position. O(n).
template <class SolutionT>
Stats count_outcomes(const SolutionT& s) {
  Stats st;
  st.positions = s.outcome.size();
  for (std::size_t p = 0; p < s.outcome.size(); ++p) {
    switch (s.outcome[p]) {
      case Outcome::Win:
        ++st.win;
        break;
      case Outcome::Loss:
        ++st.loss;
        break;
      case Outcome::Draw:
        ++st.draw;
        continue;
    }
    if (s.depth[p] != SolutionT::no_depth && s.depth[p] > st.longest) st.longest = s.depth[p];
  }
  return st;
}

}  // namespace whowins
