// Puzzles from sums of token games (`whowins puzzles sum`, docs/rules.md#puzzles): positions of several
// tokens where exactly one move (a token to a vertex) wins, or exactly one keeps the draw, found from γ.
#pragma once
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>
#include "core/csr_graph.hpp"
#include "core/loopy_grundy.hpp"
#include "core/outcome.hpp"
#include "core/puzzles.hpp"
#include "io/text_writer.hpp"

namespace whowins {

// Smith's rule (docs/rules.md#sums) for tokens at these vertices: the outcome for the player to move.
// O(k + log degree).
Outcome sum_outcome(const LoopyNimValues& values, std::span<const std::uint32_t> tokens);

// One sum puzzle. A move is a token's vertex `from` and its destination `to`: tokens on one vertex are
// interchangeable, so two of them moved to the same vertex are one move.
//  kWin:  the mover wins and exactly one move hands the opponent a loss.
//  kDraw: a draw where exactly one move keeps the draw and every other move hands the opponent a win.
// Either way at least two distinct vertices hold a token that can move (never a forced move, and never
// a one-token puzzle in disguise).
struct SumPuzzle {
  PuzzleKind kind = PuzzleKind::kWin;
  std::vector<std::uint32_t> tokens;  // the tokens' vertices (0-based), ascending
  std::uint32_t key_token = 0;        // the index in `tokens` of the first token on the key's vertex
  std::uint32_t key_from = 0, key_to = 0;
  std::uint32_t moves = 0;         // distinct legal moves
  std::uint32_t movable = 0;       // distinct vertices holding a token that can move
  std::uint32_t alternatives = 0;  // kWin: moves to a draw (safe-looking, but they do not win); kDraw: 0
  std::uint32_t infinite = 0;      // tokens of value ∞
  std::uint32_t nim_sum = 0;       // the XOR of the finite values
  std::uint32_t value_bits = 0;    // bit length of the largest finite value among the tokens
  bool key_raises = false;         // the key moves a finite token to a larger value (or to ∞)
  bool key_on_largest = false;     // the key moves a token of the largest value (∞ above any number)
  std::uint32_t difficulty = 0;    // 600..2400 (sum_puzzle_difficulty)
  static constexpr std::uint32_t kNoPlies = 0xFFFFFFFFu;
  // kWin of 2 or 3 tokens whose product graph is within kSumProductLimit and kSumProductMoveLimit: the exact depth
  // (plies to the end with best play), from the retrograde solve of the product graph; else kNoPlies.
  std::uint32_t plies = kNoPlies;
  // With plies: the main line, key first, as (vertex, destination) per ply — then the defender's
  // longest loss and the winner's fastest win in turn (core/best_move.hpp), its first kSumLineLimit plies.
  std::vector<std::pair<std::uint32_t, std::uint32_t>> line;
};

inline constexpr std::uint32_t kSumLineLimit = 1024;

// The largest product graph (n^k ordered positions, k n^(k-1) m moves) solved for a win puzzle's exact
// plies.
inline constexpr std::uint64_t kSumProductLimit = std::uint64_t{1} << 20;
inline constexpr std::uint64_t kSumProductMoveLimit = std::uint64_t{1} << 24;

// The rating, on the scale of the other games' puzzles (docs/json.md "Sum puzzles"):
//   600 + 150 log2(moves) + 100 (movable - 1) + 50 value_bits + 40 min(alternatives, 4)
//       + 150 [key raises] + 100 [key not on a largest token] + 100 [an ∞ token]
// rounded, clamped to [600, 2400]. Pure; O(1).
std::uint32_t sum_puzzle_difficulty(const SumPuzzle& z);

// The positions looked at when the input gives none: every multiset of 2..4 tokens when there are at
// most this many, else this many drawn by the seeded generator.
inline constexpr std::uint64_t kSumPuzzleScan = std::uint64_t{1} << 18;

// Mines up to options.count puzzles of each kind asked for (win, then draw), hardest first: difficulty
// descending, then a hash of the tokens salted with the seed, then the tokens. Candidates: the given
// positions of at least 2 tokens (each a list of 0-based vertices, given[i]); with none given, every
// multiset of 2..4 tokens, or kSumPuzzleScan random ones (splitmix64 from options.seed: k uniform in 2..4,
// each vertex uniform); these made-up ones skip any with a token on a vertex without moves (inert padding). At most one
// puzzle per (kind, key from, key to, token count). options.min_plies is not used (the theory gives no lengths).
// `graph` needs its successors. Time O(candidates · k · degree · log degree + puzzles log puzzles).
std::vector<SumPuzzle> find_sum_puzzles(const CsrGraph& graph, const LoopyNimValues& values,
                                        const std::vector<std::vector<std::uint32_t>>& given,
                                        const PuzzleOptions& options);

// One JSON object per line per puzzle (docs/json.md "Sum puzzles"), vertices 1-based. Returns the
// number written.
std::size_t write_sum_puzzles(TextWriter& out, const LoopyNimValues& values, const std::vector<SumPuzzle>& puzzles);

}  // namespace whowins
