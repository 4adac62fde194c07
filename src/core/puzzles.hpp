// Puzzle mining: positions of a solved game where the mover wins and exactly one move wins.
#pragma once
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <unordered_set>
#include <utility>
#include <vector>
#include "core/best_move.hpp"
#include "core/game_concept.hpp"
#include "core/outcome.hpp"

namespace whowins {

// What to mine. Defaults are the CLI's (docs/json.md, "Puzzles").
struct PuzzleOptions {
  std::uint32_t count = 20;      // at most this many puzzles
  std::uint64_t seed = 1;        // sampling order and tie-breaks
  std::uint32_t min_plies = 1;   // only puzzles of at least this many plies
};

// One puzzle: a Win of depth `plies` from which exactly one move leads to a Loss for the
// opponent. Positions are the game's; the game's writer turns them into cells or vertices.
struct Puzzle {
  Position start = kNoPosition;
  Position key = kNoPosition;      // the position after the only winning move
  Depth plies = 0;                 // exact depth of the start (a Win)
  std::uint32_t moves = 0;         // legal moves at the start, the key included
  std::uint32_t alternatives = 0;  // moves to a Draw: safe-looking, but they do not win
  std::uint32_t tempting = 0;      // alternatives + moves whose refutation takes more than `plies`
  bool key_is_pass = false;        // the key leaves the mover's token where it is
  std::uint32_t followups = 0;     // the winner's turns after the key on the main line
  std::uint32_t unique_followups = 0;  // of those, turns where one move alone keeps the length
  std::uint32_t difficulty = 0;    // 600..2400 (puzzle_difficulty)
  std::vector<Position> line;      // the main line: the position after each ply, key first;
                                   //   its first min(plies, 1024) plies (puzzle_detail::kLineLimit)
};

// A tiny seeded generator (splitmix64): the same numbers on every platform and library.
struct SplitMix64 {
  std::uint64_t state;
  explicit SplitMix64(std::uint64_t seed) : state(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // A number in [0, n), n > 0 (modulo bias is irrelevant here and the result is portable).
  std::uint64_t below(std::uint64_t n) { return next() % n; }
};

// The rating of a puzzle, an integer on an Elo-like scale, clamped to [600, 2400]:
//   600 + 200 log2(plies) + 100 log2(moves) + 40 min(tempting, 4)
//       + 150 unique_followups / followups (0 without followups) + 100 [key is a pass, moves > 1]
// rounded to the nearest integer (docs/json.md explains each term). Pure; O(1).
inline std::uint32_t puzzle_difficulty(const Puzzle& p) {
  double d = 600.0 + 200.0 * std::log2(double(std::max<Depth>(p.plies, 1))) +
             100.0 * std::log2(double(std::max<std::uint32_t>(p.moves, 1))) + 40.0 * std::min<std::uint32_t>(p.tempting, 4);
  if (p.followups > 0) d += 150.0 * double(p.unique_followups) / double(p.followups);
  if (p.key_is_pass && p.moves > 1) d += 100.0;
  d = std::clamp(d, 600.0, 2400.0);
  return static_cast<std::uint32_t>(std::lround(d));
}

inline constexpr std::uint64_t kNoFamily = UINT64_MAX;

namespace puzzle_detail {

inline std::uint64_t gcd(std::uint64_t a, std::uint64_t b) {
  while (b) { const std::uint64_t t = a % b; a = b; b = t; }
  return a;
}

// Positions are scanned in blocks of this many consecutive positions (cache-friendly: a
// two-token game's block holds one mover and one chaser location), blocks in a seeded order.
inline constexpr std::uint64_t kBlock = 512;
// At most this many positions are scanned, and the scan stops once this many puzzles (before
// de-duplication) are in the pool: small games are scanned whole, huge ones sampled.
inline constexpr std::uint64_t kScanBudget = std::uint64_t{1} << 22;
inline std::uint64_t pool_size(std::uint32_t count) { return std::max<std::uint64_t>(2048, 64ull * count); }
// Main lines are walked (and kept) for at most this many plies: a graph game's chain can make
// a win millions of plies long, and no one plays such a puzzle move by move.
inline constexpr Depth kLineLimit = 1024;

}  // namespace puzzle_detail

// Mines up to options.count puzzles from a solved game, hardest first.
//  - Candidates: non-end Wins of depth >= min_plies with exactly one move to a Loss and at
//    least two legal moves (a forced move is no puzzle, SPEC §6).
//  - Scan: blocks of kBlock consecutive positions, the blocks in a seeded affine order
//    (start + i * step mod blocks, step coprime); it stops after kScanBudget positions or
//    when pool_size(count) candidates are found, so games of up to ~4M positions with few
//    puzzles are scanned whole, and huge ones are sampled (deterministically per seed).
//  - Each candidate's main line: the key, then alternately the defender's best defence
//    (best_move: the deepest Win) and the winner's best move (the shallowest Loss), until
//    an end, for at most kLineLimit plies; `followups` and `unique_followups` count the
//    winner's later turns on that walked line, the latter those with a single move to a
//    Loss of the remaining depth.
//  - Order: difficulty descending, then plies descending, then a seeded hash of the start.
//  - De-duplication: family(start, key) returns two uint64 keys the caller chooses (e.g. the
//    key position itself: puzzles that continue identically); a puzzle is kept only if
//    neither key was taken by a better one (kNoFamily: no key).
//  - is_pass(start, key): whether the key leaves the mover's token in place.
// Needs game.for_each_move. Time O(scanned positions + candidates * (moves + plies * moves)).
template <RetrogradeGame G, class SolutionT, class Family, class IsPass>
std::vector<Puzzle> find_puzzles(const G& game, const SolutionT& s, const PuzzleOptions& options, Family&& family,
                                 IsPass&& is_pass) {
  using namespace puzzle_detail;
  std::vector<Puzzle> pool;
  const std::uint64_t n = game.position_count();
  if (n == 0 || options.count == 0) return pool;
  const std::uint32_t min_plies = std::max<std::uint32_t>(options.min_plies, 1);
  const std::uint64_t max_pool = pool_size(options.count);
  SplitMix64 rng(options.seed);
  const std::uint64_t blocks = (n + kBlock - 1) / kBlock;
  const std::uint64_t first = rng.below(blocks);
  std::uint64_t step = 1 + rng.below(blocks);
  while (gcd(step, blocks) != 1) step = step % blocks + 1;
  constexpr auto no_depth = SolutionT::no_depth;
  const auto& outcome = s.outcome;  // arrays, or a packed solution's views
  const auto& depth = s.depth;

  std::uint64_t scanned = 0;
  for (std::uint64_t b = 0; b < blocks && scanned < kScanBudget && pool.size() < max_pool; ++b) {
    const std::uint64_t block = (first + b * (step % blocks)) % blocks;
    const std::uint64_t lo = block * kBlock, hi = std::min(n, lo + kBlock);
    scanned += hi - lo;
    for (std::uint64_t i = lo; i < hi; ++i) {
      if (outcome[i] != Outcome::Win || depth[i] == no_depth || depth[i] < min_plies) continue;
      const auto p = static_cast<Position>(i);
      if (game.end_value(p) != Outcome::Draw) continue;
      // One pass over the moves: the Loss successors (stop at the second), draws, slow refutations.
      Puzzle z;
      z.start = p;
      z.plies = depth[i];
      std::uint32_t losses = 0, slow = 0;
      game.for_each_move(p, [&](Position q) {
        ++z.moves;
        if (outcome[q] == Outcome::Loss) {
          ++losses;
          z.key = q;
        } else if (outcome[q] == Outcome::Draw) {
          ++z.alternatives;
        } else if (depth[q] != no_depth && depth[q] > z.plies) {
          ++slow;
        }
      });
      if (losses != 1 || z.moves < 2) continue;   // one winning move, and a choice (SPEC §6: no forced move)
      z.tempting = z.alternatives + slow;
      z.key_is_pass = is_pass(p, z.key);
      pool.push_back(std::move(z));
    }
  }

  // The main lines and the ratings.
  for (Puzzle& z : pool) {
    const Depth length = std::min(z.plies, kLineLimit);
    z.line.reserve(length);
    z.line.push_back(z.key);
    Position at = z.key;
    bool winner_to_move = false;
    while (z.line.size() < length) {
      if (winner_to_move) {
        // The remaining depth r: moves to a Loss of depth r - 1 keep the stated length.
        const auto target = depth[at] - 1;
        std::uint32_t keep = 0;
        game.for_each_move(at, [&](Position q) { keep += outcome[q] == Outcome::Loss && depth[q] == target; });
        ++z.followups;
        z.unique_followups += keep == 1;
      }
      const Position next = best_move(game, s, at);
      if (next == kNoPosition) break;  // cannot happen in a verified solution
      z.line.push_back(next);
      at = next;
      winner_to_move = !winner_to_move;
    }
    z.difficulty = puzzle_difficulty(z);
  }

  // Rank, then keep the best of each family.
  const std::uint64_t salt = SplitMix64(options.seed ^ 0x5EEDF00Dull).next();
  auto tie = [&](Position p) { return SplitMix64(salt ^ p).next(); };
  std::sort(pool.begin(), pool.end(), [&](const Puzzle& a, const Puzzle& b) {
    if (a.difficulty != b.difficulty) return a.difficulty > b.difficulty;
    if (a.plies != b.plies) return a.plies > b.plies;
    const std::uint64_t ha = tie(a.start), hb = tie(b.start);
    if (ha != hb) return ha < hb;
    return a.start < b.start;
  });
  std::vector<Puzzle> chosen;
  std::unordered_set<std::uint64_t> families;
  for (Puzzle& z : pool) {
    if (chosen.size() >= options.count) break;
    const auto [a, b] = family(z.start, z.key);
    if ((a != kNoFamily && families.count(a)) || (b != kNoFamily && families.count(b))) continue;
    if (a != kNoFamily) families.insert(a);
    if (b != kNoFamily) families.insert(b);
    chosen.push_back(std::move(z));
  }
  return chosen;
}

}  // namespace whowins
