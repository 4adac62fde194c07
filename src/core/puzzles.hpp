// Puzzle mining: positions of a solved game where the mover wins and exactly one move wins.
#pragma once
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <queue>
#include <tuple>
#include <unordered_set>
#include <utility>
#include <vector>
#include "core/best_move.hpp"
#include "core/game_concept.hpp"
#include "core/outcome.hpp"

namespace whowins {

// The two kinds of puzzle (docs/rules.md#puzzles): find the only winning move and win in the stated plies;
// or, in a drawn position, find the only move that does not lose and hold the draw.
enum class PuzzleKind : std::uint8_t { kWin, kDraw };

// What to mine. Defaults are the CLI's (docs/json.md, "Puzzles").
struct PuzzleOptions {
  std::uint32_t count = 20;     // at most this many puzzles (of each kind asked for)
  std::uint64_t seed = 1;       // sampling order and tie-breaks
  std::uint32_t min_plies = 1;  // only puzzles of at least this many plies
  bool win = true;              // win puzzles (`--kind win`, the default)
  bool draw = false;            // hold-the-draw puzzles (`--kind draw`; both: `--kind all`)
};

// One puzzle. Positions are the game's; the game's writer turns them into cells or vertices.
//  kWin:  a Win of depth `plies` from which exactly one move leads to a Loss for the opponent.
//  kDraw: a Draw from which exactly one move keeps the draw (every other move leads to a Win
//         for the opponent); `plies` is how long the user holds it: the main line's length,
//         to its first repeated position or kHoldLimit plies.
struct Puzzle {
  PuzzleKind kind = PuzzleKind::kWin;
  Position start = kNoPosition;
  Position key = kNoPosition;          // the position after the only winning (kDraw: drawing) move
  Depth plies = 0;                     // kWin: exact depth of the start; kDraw: the plies to hold
  std::uint32_t moves = 0;             // legal moves at the start, the key included
  std::uint32_t alternatives = 0;      // kWin: moves to a Draw (safe-looking, but they do not win);
                                       //   kDraw: 0 (no other move keeps the draw)
  std::uint32_t tempting = 0;          // kWin: alternatives + moves whose refutation takes more than
                                       //   `plies`; kDraw: losing moves the opponent needs >= 3 plies
                                       //   to punish (no immediate loss)
  Depth slowest_loss = 0;              // kDraw: plies until the end after the slowest losing move
                                       //   (that move included); kWin: 0
  bool key_is_pass = false;            // the key leaves the mover's token where it is
  std::uint32_t followups = 0;         // the user's turns after the key on the main line
  std::uint32_t unique_followups = 0;  // of those, turns where one move alone keeps the length
                                       //   (kDraw: keeps the draw, while another move loses)
  std::uint32_t difficulty = 0;        // 600..2400 (puzzle_difficulty)
  std::vector<Position> line;          // the main line: the position after each ply, key first;
                                       //   kWin: its first min(plies, 1024) plies (kLineLimit)
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
//   600 + 200 log2(L) + 100 log2(moves) + 40 min(tempting, 4)
//       + 150 unique_followups / followups (0 without followups) + 100 [key is a pass, moves > 1]
// rounded to the nearest integer, where L is how far the solver must look: kWin the plies,
// kDraw slowest_loss (to see that every other move loses). docs/json.md explains each term.
// Pure; O(1).
inline std::uint32_t puzzle_difficulty(const Puzzle& p) {
  const Depth look = p.kind == PuzzleKind::kDraw ? p.slowest_loss : p.plies;
  double d = 600.0 + 200.0 * std::log2(double(std::max<Depth>(look, 1))) +
             100.0 * std::log2(double(std::max<std::uint32_t>(p.moves, 1))) +
             40.0 * std::min<std::uint32_t>(p.tempting, 4);
  if (p.followups > 0) d += 150.0 * double(p.unique_followups) / double(p.followups);
  if (p.key_is_pass && p.moves > 1) d += 100.0;
  d = std::clamp(d, 600.0, 2400.0);
  return static_cast<std::uint32_t>(std::lround(d));
}

inline constexpr std::uint64_t kNoFamily = UINT64_MAX;

namespace puzzle_detail {

inline std::uint64_t gcd(std::uint64_t a, std::uint64_t b) {
  while (b) {
    const std::uint64_t t = a % b;
    a = b;
    b = t;
  }
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
// A hold-the-draw puzzle lasts at most this many plies (the user's 5 moves, the solver's 5).
inline constexpr Depth kHoldLimit = 10;

}  // namespace puzzle_detail

namespace puzzle_detail {

// The scan (docs/json.md, "Determinism and sampling"): calls candidate(p) on positions in
// blocks of kBlock consecutive positions, the blocks in a seeded affine order (start + i * step
// mod blocks, step coprime), until kScanBudget positions are scanned or candidate() returned
// true pool_size(count) times.
// One block of the scan, a function of its own: in WebAssembly a long call runs in V8's
// baseline tier until it returns, so the work is cut into calls the engine can optimise.
template <class Candidate>
[[gnu::noinline]] std::uint64_t scan_block(std::uint64_t lo, std::uint64_t hi, Candidate& candidate) {
  std::uint64_t found = 0;
  for (std::uint64_t i = lo; i < hi; ++i) found += candidate(static_cast<Position>(i));
  return found;
}

template <class Candidate>
void scan(std::uint64_t n, const PuzzleOptions& options, Candidate&& candidate) {
  const std::uint64_t max_pool = pool_size(options.count);
  SplitMix64 rng(options.seed);
  const std::uint64_t blocks = (n + kBlock - 1) / kBlock;
  const std::uint64_t first = rng.below(blocks);
  std::uint64_t step = 1 + rng.below(blocks);
  while (gcd(step, blocks) != 1) step = step % blocks + 1;
  std::uint64_t scanned = 0, found = 0;
  for (std::uint64_t b = 0; b < blocks && scanned < kScanBudget && found < max_pool; ++b) {
    const std::uint64_t block = (first + b * (step % blocks)) % blocks;
    const std::uint64_t lo = block * kBlock, hi = std::min(n, lo + kBlock);
    scanned += hi - lo;
    found += scan_block(lo, hi, candidate);
  }
}

// One main line walked, a function of its own (as scan_block).
template <class Walk>
[[gnu::noinline]] bool walk_line(Walk& walk, Puzzle& z) {
  return walk(z);
}

// Ranks the pool and keeps up to count, the best of each family, walking main lines only as
// far as the ranking needs them. Rank: difficulty descending, then plies descending, then a
// seeded hash of the start, then the start. A candidate's difficulty (and, for a hold, its
// plies) is only known once walk(z) has walked its line (walk returns false to drop it);
// before that, bound(z) gives upper bounds { difficulty, plies }. Candidates are walked in
// order of their bounds, and one is taken once its exact rank beats the best bound of those
// not walked yet: the result is exactly that of walking every line and sorting, but a big pool
// (count 1000 asks for 64,000 candidates) walks only the lines near its top.
template <class Family, class Bound, class Walk>
void rank_and_keep(std::vector<Puzzle>& pool, const PuzzleOptions& options, Family&& family, Bound&& bound, Walk&& walk,
                   std::vector<Puzzle>& chosen) {
  const std::uint64_t salt = SplitMix64(options.seed ^ 0x5EEDF00Dull).next();
  struct Key {
    std::uint32_t difficulty;
    Depth plies;
    std::uint64_t hash;
    Position start;
    // Ranked before `o`.
    bool before(const Key& o) const {
      if (difficulty != o.difficulty) return difficulty > o.difficulty;
      if (plies != o.plies) return plies > o.plies;
      if (hash != o.hash) return hash < o.hash;
      return start < o.start;
    }
  };
  std::vector<Key> upper(pool.size());
  std::vector<std::size_t> order(pool.size());
  for (std::size_t i = 0; i < pool.size(); ++i) {
    const auto [d, plies] = bound(static_cast<const Puzzle&>(pool[i]));
    upper[i] = Key{d, plies, SplitMix64(salt ^ pool[i].start).next(), pool[i].start};
    order[i] = i;
  }
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return upper[a].before(upper[b]); });
  // Walked candidates, the best on top.
  auto worse = [](const std::pair<Key, std::size_t>& a, const std::pair<Key, std::size_t>& b) {
    return b.first.before(a.first);
  };
  std::priority_queue<std::pair<Key, std::size_t>, std::vector<std::pair<Key, std::size_t>>, decltype(worse)> ready(
      worse);
  std::unordered_set<std::uint64_t> families;
  // A family already taken by a better puzzle: the candidate can never be kept (families only
  // grow), so its line is not walked either.
  auto taken = [&](const Puzzle& z) {
    const auto [a, b] = family(z.start, z.key);
    return (a != kNoFamily && families.count(a)) || (b != kNoFamily && families.count(b));
  };
  std::size_t next = 0;                      // order[next..]: not walked yet
  const std::size_t before = chosen.size();  // puzzles of another kind, already chosen
  while (chosen.size() - before < options.count) {
    while (next < order.size() && (ready.empty() || !ready.top().first.before(upper[order[next]]))) {
      Puzzle& z = pool[order[next]];
      const Key up = upper[order[next++]];
      if (!taken(z) && walk_line(walk, z))
        ready.emplace(Key{z.difficulty, z.plies, up.hash, z.start}, &z - pool.data());
    }
    if (ready.empty()) break;
    Puzzle& z = pool[ready.top().second];
    ready.pop();
    if (taken(z)) continue;
    const auto [a, b] = family(z.start, z.key);
    if (a != kNoFamily) families.insert(a);
    if (b != kNoFamily) families.insert(b);
    chosen.push_back(std::move(z));
  }
}

// The counts of the mover's moves at p by where they lead: to a Draw, to a Win of the
// opponent (the mover loses).
template <class G, class Outcomes>
std::pair<std::uint32_t, std::uint32_t> draws_and_losses(const G& game, const Outcomes& outcome, Position p) {
  std::uint32_t draws = 0, losses = 0;
  game.for_each_move(p, [&](Position q) {
    draws += outcome[q] == Outcome::Draw;
    losses += outcome[q] == Outcome::Win;
  });
  return {draws, losses};
}

}  // namespace puzzle_detail

// The solver's way out in a hold-the-draw puzzle (docs/rules.md#puzzles: it "tries every way out"): from the
// Draw position `at`, of its moves that keep the draw, the one that leaves the user (a) a
// position not seen before on the way (a repetition ends the puzzle), (b) the fewest moves
// that keep the draw, (c) the most moves that lose, (d) the lowest position number.
// kNoPosition when no move keeps the draw. The page's referee uses the same order (lib/referee.js
// wayOut), with the destination in place of (d). Time O(moves * moves).
template <RetrogradeGame G, class SolutionT>
Position way_out(const G& game, const SolutionT& s, Position at, const std::vector<Position>& seen) {
  Position best = kNoPosition;
  bool best_seen = true;
  std::uint32_t best_draws = 0, best_losses = 0;
  game.for_each_move(at, [&](Position q) {
    if (s.outcome[q] != Outcome::Draw) return;
    const bool was = std::find(seen.begin(), seen.end(), q) != seen.end();
    const auto [draws, losses] = puzzle_detail::draws_and_losses(game, s.outcome, q);
    const bool better =
        best == kNoPosition || std::make_tuple(was, draws, -std::int64_t{losses}, q) <
                                   std::make_tuple(best_seen, best_draws, -std::int64_t{best_losses}, best);
    if (better) {
      best = q;
      best_seen = was;
      best_draws = draws;
      best_losses = losses;
    }
  });
  return best;
}

// Mines up to options.count puzzles of each kind asked for from a solved game, hardest first
// (win puzzles, then hold-the-draw puzzles).
//  - Win candidates: non-end Wins of depth >= min_plies with exactly one move to a Loss and at
//    least two legal moves (a forced move is no puzzle, docs/rules.md#puzzles).
//  - Draw candidates: non-end Draws with at least two legal moves, exactly one of them to a
//    Draw (the others lead to Wins of the opponent), whose hold is >= min_plies plies.
//  - Scan (puzzle_detail::scan): games of up to ~4M positions with few puzzles are scanned
//    whole, huge ones sampled (deterministically per seed); each kind is scanned on its own.
//  - Win main line: the key, then alternately the defender's best defence (best_move: the
//    deepest Win) and the winner's best move (the shallowest Loss), until an end, for at most
//    kLineLimit plies; `followups` and `unique_followups` count the winner's later turns on
//    that walked line, the latter those with a single move to a Loss of the remaining depth.
//  - Draw main line: the key, then alternately the solver's way_out and the user's first
//    drawing move to a position not seen yet (else the lowest numbered), until a position
//    repeats, the game ends, or kHoldLimit plies; `followups` counts the user's turns after
//    the key, `unique_followups` those with one drawing move and at least one losing move.
//  - Order and de-duplication: puzzle_detail::rank_and_keep (lines walked lazily, in order). family(start, key) returns
//  two
//    uint64 keys the caller chooses (e.g. the key position itself: puzzles that continue
//    identically); a puzzle is kept only if neither key was taken by a better one of its kind
//    (kNoFamily: no key). is_pass(start, key): whether the key leaves the mover's token in place.
//  - accept(z): a game's own last word on a candidate (its kind, start, key and counts set,
//    not yet its line), e.g. a design whose rules turn endless play into a win; it counts
//    toward the scan's pool either way.
// Needs game.for_each_move. Time O(scanned positions * moves + candidates log candidates +
// walked lines * line * moves^2); the lines walked are those near the top of the ranking.
template <RetrogradeGame G, class SolutionT, class Family, class IsPass, class Accept>
std::vector<Puzzle> find_puzzles(const G& game, const SolutionT& s, const PuzzleOptions& options, Family&& family,
                                 IsPass&& is_pass, Accept&& accept) {
  using namespace puzzle_detail;
  std::vector<Puzzle> chosen;
  const std::uint64_t n = game.position_count();
  if (n == 0 || options.count == 0) return chosen;
  const std::uint32_t min_plies = std::max<std::uint32_t>(options.min_plies, 1);
  constexpr auto no_depth = SolutionT::no_depth;
  const auto& outcome = s.outcome;  // arrays, or a packed solution's views
  const auto& depth = s.depth;

  if (options.win) {
    std::vector<Puzzle> pool;
    scan(n, options, [&](Position p) {
      const auto here = solution_value(s, p);
      if (here.first != Outcome::Win || here.second == no_depth || here.second < min_plies) return false;
      if (game.end_value(p) != Outcome::Draw) return false;
      // One pass over the moves: the Loss successors (no lookups after the second), draws, slow
      // refutations.
      Puzzle z;
      z.start = p;
      z.plies = here.second;
      std::uint32_t losses = 0, slow = 0;
      game.for_each_move(p, [&](Position q) {
        ++z.moves;
        if (losses >= 2) return;  // no puzzle: the other moves' values are not needed
        const auto v = solution_value(s, q);
        if (v.first == Outcome::Loss) {
          ++losses;
          z.key = q;
        } else if (v.first == Outcome::Draw) {
          ++z.alternatives;
        } else if (v.second != no_depth && v.second > z.plies) {
          ++slow;
        }
      });
      if (losses != 1 || z.moves < 2) return false;  // one winning move, and a choice (docs/rules.md#puzzles)
      z.tempting = z.alternatives + slow;
      z.key_is_pass = is_pass(p, z.key);
      if (accept(static_cast<const Puzzle&>(z))) pool.push_back(std::move(z));
      return true;
    });
    // The main line and the rating, when the ranking needs them.
    auto walk = [&](Puzzle& z) {
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
          game.for_each_move(at, [&](Position q) {
            const auto v = solution_value(s, q);
            keep += v.first == Outcome::Loss && v.second == target;
          });
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
      return true;
    };
    // Before the walk: every later turn counted as unique (the rating's most), the plies known.
    auto bound = [](const Puzzle& z) {
      Puzzle most = z;
      most.followups = most.unique_followups = 1;
      return std::pair<std::uint32_t, Depth>(puzzle_difficulty(most), z.plies);
    };
    rank_and_keep(pool, options, family, bound, walk, chosen);
  }

  if (options.draw) {
    std::vector<Puzzle> pool;
    scan(n, options, [&](Position p) {
      if (outcome[p] != Outcome::Draw || game.end_value(p) != Outcome::Draw) return false;
      Puzzle z;
      z.kind = PuzzleKind::kDraw;
      z.start = p;
      std::uint32_t draws = 0;
      game.for_each_move(p, [&](Position q) {
        ++z.moves;
        if (draws >= 2) return;  // no puzzle: the other moves' values are not needed
        const auto v = solution_value(s, q);
        if (v.first == Outcome::Draw) {
          ++draws;
          z.key = q;
        } else if (v.first == Outcome::Win && v.second != no_depth) {
          z.slowest_loss = std::max<Depth>(z.slowest_loss, v.second + 1);
          z.tempting += v.second >= 3;
        }
      });
      if (draws != 1 || z.moves < 2) return false;  // one move keeps the draw, and a choice
      z.key_is_pass = is_pass(p, z.key);
      if (accept(static_cast<const Puzzle&>(z))) pool.push_back(std::move(z));
      return true;
    });
    std::vector<Position> seen;
    // The hold's main line, its length and the rating, when the ranking needs them.
    auto walk = [&](Puzzle& z) {
      seen.assign({z.start});
      Position at = z.key;
      z.line.push_back(at);
      bool user_to_move = false;
      while (std::find(seen.begin(), seen.end(), at) == seen.end() && z.line.size() < kHoldLimit) {
        seen.push_back(at);
        Position next = kNoPosition;
        if (user_to_move) {
          bool next_seen = true;
          game.for_each_move(at, [&](Position q) {
            if (outcome[q] != Outcome::Draw) return;
            const bool was = std::find(seen.begin(), seen.end(), q) != seen.end();
            if (next == kNoPosition || std::make_pair(was, q) < std::make_pair(next_seen, next)) {
              next = q;
              next_seen = was;
            }
          });
          if (next != kNoPosition) {
            const auto [draws, losses] = draws_and_losses(game, outcome, at);
            ++z.followups;
            z.unique_followups += draws == 1 && losses >= 1;
          }
        } else {
          next = way_out(game, s, at, seen);
        }
        if (next == kNoPosition) break;  // a drawn end: no move at all
        z.line.push_back(next);
        at = next;
        user_to_move = !user_to_move;
      }
      z.plies = static_cast<Depth>(z.line.size());
      z.difficulty = puzzle_difficulty(z);
      return z.plies >= min_plies;
    };
    auto bound = [](const Puzzle& z) {
      Puzzle most = z;
      most.followups = most.unique_followups = 1;
      return std::pair<std::uint32_t, Depth>(puzzle_difficulty(most), kHoldLimit);
    };
    rank_and_keep(pool, options, family, bound, walk, chosen);
  }
  return chosen;
}

// find_puzzles with every candidate accepted.
template <RetrogradeGame G, class SolutionT, class Family, class IsPass>
std::vector<Puzzle> find_puzzles(const G& game, const SolutionT& s, const PuzzleOptions& options, Family&& family,
                                 IsPass&& is_pass) {
  return find_puzzles(game, s, options, std::forward<Family>(family), std::forward<IsPass>(is_pass),
                      [](const Puzzle&) { return true; });
}

}  // namespace whowins
