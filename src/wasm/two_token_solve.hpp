// TwoTokenSolve: a two-token game (cop-thief on a grid, cat-mouse on an undirected graph)
// solved step by step, then kept to answer queries: one position's value, one map of L
// positions at a time, depth histograms (what the page's board editor drives through the
// bindings). Platform-free, so the native tests cover it too.
#pragma once
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>
#include "core/outcome.hpp"
#include "games/puzzle_json.hpp"

namespace whowins {

class TwoTokenSolve {
 public:
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;
  static constexpr std::uint8_t kNotAPosition = 3;  // outcome code where a token may not stand

  // Sides to move: the chaser (police, cat) or the runner (thief, mouse).
  static constexpr int kChaserToMove = 0, kRunnerToMove = 1;
  // Which token a map holds still (fill_map).
  static constexpr int kChaserFixed = 0, kRunnerFixed = 1;

  // Cop-thief: rows x cols cells, row-major, each one of . * E P/C T (the text format's
  // characters). Never throws: a bad board is reported by error() with the parser's message
  // ("row 2: unknown character 'X' at column 3 ...").
  static TwoTokenSolve cop_thief(std::uint32_t rows, std::uint32_t cols, const std::string& cells);
  // Cat-mouse: node v's neighbours are neighbours[offsets[v] .. offsets[v+1]), 0-based,
  // offsets has n+1 entries. Never throws: errors (one-way edge, fewer than 3 nodes, ...) go
  // to error().
  static TwoTokenSolve cat_mouse(const std::vector<std::uint32_t>& offsets, const std::vector<std::uint32_t>& neighbours);

  TwoTokenSolve(TwoTokenSolve&&) noexcept;
  TwoTokenSolve& operator=(TwoTokenSolve&&) noexcept;
  ~TwoTokenSolve();

  const std::string& error() const { return error_; }
  const std::string& game() const { return game_; }  // "cop-thief" or "cat-mouse"
  // Does about `budget` units of work; true when finished (or failed). The bit-parallel
  // cop-thief solver runs whole rounds (at least one per call; a word of 64 thief cells visited
  // counts 64), the queue solver its set-up, queue and solution in chunks of `budget` positions
  // and moves (RetrogradeSolver::advance), the counting pass `budget` positions. A cop-thief
  // solve ends with its counts (stats, histograms) and a query-ready solution; cat-mouse's
  // solve (progress 0 .. 0.8) is followed by a counting pass over the positions in chunks.
  bool advance(std::uint64_t budget);
  // An estimate in [0, 1].
  double progress() const;

  // L: free cells (cop-thief) or nodes (cat-mouse); known once constructed without error.
  std::uint32_t location_count() const { return static_cast<std::uint32_t>(locations_.size()); }
  // Per location: its grid cell index r * cols + c (cop-thief), or the node itself (cat-mouse).
  const std::vector<std::uint32_t>& locations() const { return locations_; }

  // One position's result, for the side to move (docs/json.md's maps: side 0 =
  // police_to_move / cat_to_move, side 1 = thief_to_move / mouse_to_move; entry
  // chaser * L + runner of that map).
  struct Value {
    std::uint8_t outcome = kNotAPosition;  // 0 D, 1 W, 2 L (for the mover), 3 not a position
    std::uint32_t depth = kNone;           // plies, kNone for draws and non-positions
    std::uint32_t best = kNone;            // the mover's destination location (its own when
                                           //   passing is best), kNone at ends / no move
  };
  // Outcome 3 (not a position) for a bad side or location, or before advance() returned true.
  Value value(int side, std::uint32_t chaser, std::uint32_t runner) const;

  // One map of L positions: `side` to move, the token `fixed_token` (kChaserFixed or
  // kRunnerFixed) on `loc`, entry i = the other token on location i (outcome and depth as
  // value()). One pass of L lookups. False, and empty maps, on bad arguments or before the
  // end. The spans stay valid until the next fill_map() or the object's end.
  bool fill_map(int side, int fixed_token, std::uint32_t loc);
  std::span<const std::uint8_t> map_outcomes() const { return map_outcomes_; }
  std::span<const std::uint32_t> map_depths() const { return map_depths_; }

  // Outcome 1 (Win) or 2 (Loss): the number of real positions (both sides to move) with that
  // outcome per depth 0..stats().longest. Empty for another outcome, before the end, or when
  // no position is decided.
  std::span<const std::uint32_t> histogram(int outcome) const;

  struct Start {
    std::uint32_t chaser = 0, runner = 0;
    int side_to_move = 0;
    std::uint8_t outcome = 0;      // for the side to move
    std::uint32_t depth = kNone;
  };
  // The start position: cop-thief the board's P and T, police to move; cat-mouse the mouse
  // on 1, the cat on 2, mouse to move. Its outcome and depth once finished.
  const Start& start() const { return start_; }
  // Counts of the real positions (cat-mouse: not the cat in the hole), as the CLI's --stats.
  const Stats& stats() const { return stats_; }

  // After advance() returned true without error: up to `count` puzzles, hardest first,
  // exactly the lines `whowins puzzles <game> --count count --seed seed --min-plies
  // min_plies [--kind]` prints for this board or graph (either solver path: the session's solution
  // is the same). An error message before the end, after an error, or for count or
  // min_plies 0. Time as find_puzzles (core/puzzles.hpp): a few million positions scanned at
  // most (about 0.1 s natively on a 64x64 board).
  PuzzleLines puzzles(std::uint32_t count, std::uint64_t seed, std::uint32_t min_plies, bool win = true,
                      bool draw = false) const;

 private:
  TwoTokenSolve();
  struct Impl;
  void fail(const std::string& message);
  template <class F> void guarded(F&& f);
  std::unique_ptr<Impl> impl_;
  std::string error_, game_;
  std::vector<std::uint32_t> locations_;
  std::vector<std::uint8_t> map_outcomes_;
  std::vector<std::uint32_t> map_depths_;
  std::vector<std::uint32_t> histogram_[2];  // Win, Loss
  Start start_;
  Stats stats_;
  bool done_ = false;
};

}  // namespace whowins
