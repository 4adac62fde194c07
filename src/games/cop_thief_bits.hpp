// What the two layouts of the bit-parallel cop-thief solver share: word helpers, the layout concept and the round
// driver (internal header).
#pragma once
#include <algorithm>
#include <concepts>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <utility>
#include "games/cop_thief_solution.hpp"

namespace whowins::bits {

using Word = std::uint64_t;
constexpr Word kAll = ~Word{0};

// Bits set in x (no popcnt instruction in a generic x86-64 build: a call otherwise).
inline std::uint32_t bit_count(Word x) {
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<std::uint32_t>((x * 0x0101010101010101ull) >> 56);
}

// kSpread.at[m]: byte i is 0xFF where bit i of m is set.
struct SpreadTable {
  Word at[256];
  constexpr SpreadTable() : at() {
    for (int m = 0; m < 256; ++m)
      for (int i = 0; i < 8; ++i)
        if (m >> i & 1) at[m] |= Word{0xFF} << (8 * i);
  }
};
inline constexpr SpreadTable kSpread;

// The 8 bytes at dst get `code` where m's bytes are 0xFF (little-endian words, as x86-64 and WASM are).
inline void write_code_masked(std::uint8_t* dst, Word m, std::uint8_t code) {
  Word v;
  std::memcpy(&v, dst, 8);
  v = (v & ~m) | (0x0101010101010101ull * code & m);
  std::memcpy(dst, &v, 8);
}

// dst[i] = code for each bit i of x (64 bytes).
inline void write_code_bytes(std::uint8_t* dst, Word x, std::uint8_t code) {
  for (int k = 0; k < 8; ++k) write_code_masked(dst + 8 * k, kSpread.at[(x >> (8 * k)) & 255], code);
}

// The phases of a solve, in order: before the first attractor, the police-win attractor
// (police to move wins, thief to move loses), the thief-win attractor (the reverse), solved.
enum Phase : int { kBeforeAttractors = -1, kPoliceWins = 0, kThiefWins = 1, kSolved = 2 };

// A layout of the bit-parallel solver: where the bits of its sets live and how a round
// recomputes them (the tiles' CopThiefBitsetSolver::State, cop_thief_bitset.cpp; the chains'
// CopThiefChains, cop_thief_chains.cpp). What the round driver below needs of one:
//   phase           the Phase it is in (kBeforeAttractors when made)
//   visited         words (or blocks) visited so far, the unit of a round's work
//   decided         positions decided so far, ends included
//   round_count     rounds run so far, both attractors
//   sol             the solution it fills (count_round keeps its histograms)
//   idle()          true when the current phase has no work for another round
//   start_phase(p)  enters phase p with its depth-0 sets (kSolved: writes the ends, frees the sets)
//   round()         one round of the next depth in the current phase; throws
//                   std::overflow_error past CopThiefSolution::kMaxDepth plies
template <class Layout>
concept BitsetLayout = requires(Layout& s, const Layout& cs, int phase) {
  { s.phase } -> std::same_as<int&>;
  { s.visited } -> std::same_as<std::uint64_t&>;
  { s.decided } -> std::same_as<std::uint64_t&>;
  { s.round_count } -> std::same_as<std::uint32_t&>;
  { s.sol } -> std::same_as<CopThiefSolution&>;
  { cs.idle() } -> std::same_as<bool>;
  s.start_phase(phase);
  s.round();
};

// Whole rounds, at least one, until `budget` positions' worth of work (a word visited counts
// 64); true when the solve is finished.
template <BitsetLayout Layout>
bool run_rounds(Layout& s, std::uint64_t budget) {
  const std::uint64_t start = s.visited;
  while (s.phase != kSolved) {
    if (s.idle()) {
      s.start_phase(s.phase + 1);
      continue;
    }
    s.round();
    if ((s.visited - start) * 64 >= budget) break;
  }
  return s.phase == kSolved;
}

// The share of positions decided so far (1 when done).
template <BitsetLayout Layout>
double decided_share(const Layout& s) {
  if (s.phase == kSolved) return 1.0;
  const double n = static_cast<double>(s.sol.position_count());
  return n > 0 ? std::min(1.0, static_cast<double>(s.decided) / n) : 0.0;
}

// The finished solve's solution (histograms without trailing zeros).
template <BitsetLayout Layout>
CopThiefSolution take_finished(Layout& s) {
  if (s.phase != kSolved) throw std::logic_error("take_solution before the solve ended");
  CopThiefSolution sol = std::move(s.sol);
  for (auto& h : sol.histogram)
    while (h.size() > 1 && h.back() == 0) h.pop_back();
  return sol;
}

// A round of depth `depth` decided `count` positions, Wins (odd depths) or Losses.
inline void count_round(CopThiefSolution& sol, bool wins, std::uint32_t depth, std::uint64_t count) {
  if (!count) return;
  auto& h = sol.histogram[wins ? 0 : 1];
  if (h.size() <= depth) h.resize(depth + 1, 0);
  h[depth] += count;
}

}  // namespace whowins::bits
