// The bit-parallel cop-thief solver's chain layout, for boards of corridors (internal header).
#pragma once
#include <cstdint>
#include <memory>
#include "games/cop_thief.hpp"

namespace whowins {

// The free cells in the order of a depth-first walk (a corridor is a run of consecutive cells),
// cut into segments of 8; a 64-bit word holds the 8 x 8 positions of a police segment and a
// thief segment (bit 8 i + j: police cell i, thief cell j of them). Fronts move along
// corridors for both tokens, so a word gains several positions a round where the tile layout
// (per police cell, a tile of thief cells) gains about one (measured on the page's 128 x 128
// maze: 8.2 M words decided instead of 54.6 M). A move between consecutive cells is a shift
// (by 1 for the thief, by 8 for the police), every other move (where the walk turned back) a
// bit or byte taken from another word: few on boards of corridors, one per cell on open ones.
struct CopThiefChains;
// Edges of the board that do not join cells consecutive in the walk (each counted once), and
// the number of cells: the rule picks the chain layout when the first is small next to the second.
struct ChainShape {
  std::uint32_t cells = 0, jumps = 0;
};
ChainShape cop_thief_chain_shape(const CopThiefLayout& layout);

class CopThiefChainEngine {
 public:
  explicit CopThiefChainEngine(const CopThiefLayout& layout);
  ~CopThiefChainEngine();
  bool advance(std::uint64_t budget);
  bool done() const;
  double progress() const;
  std::uint32_t rounds() const;
  std::uint64_t decided() const;
  CopThiefSolution take_solution();

 private:
  std::unique_ptr<CopThiefChains> s_;
};

}  // namespace whowins
