// TwoTokenSolve: a two-token game (cop-thief on a grid, cat-mouse on an undirected graph) as a
// Session: solved step by step, then kept to answer queries — positions (mover L + chaser) L +
// runner, tokens chaser 0 (side 0) and runner 1 (side 1), places its L locations; one map of L
// positions at a time, depth histograms.
#pragma once
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>
#include "core/outcome.hpp"
#include "games/two_token.hpp"
#include "io/grid_board.hpp"
#include "session/session.hpp"

namespace whowins {

class TwoTokenSolve final : public Session {
 public:
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
  static TwoTokenSolve cat_mouse(const std::vector<std::uint32_t>& offsets,
                                 const std::vector<std::uint32_t>& neighbours);

  // The same from what the command line reads (io/grid_board.hpp's board, checked;
  // cat_mouse.hpp's board of an adjacency list). `count`: advance() ends with a counting pass
  // (stats, histograms: the page); else stats() counts on first need and there are no
  // histograms (the command line). Never throw.
  static TwoTokenSolve cop_thief(GridBoard grid);
  static TwoTokenSolve cat_mouse(TwoTokenBoard board, bool count);

  TwoTokenSolve(TwoTokenSolve&&) noexcept;
  TwoTokenSolve& operator=(TwoTokenSolve&&) noexcept;
  ~TwoTokenSolve() override;

  std::string game() const override { return game_; }    // "cop-thief" or "cat-mouse"
  std::string limit() const override { return limit_; }  // "copThief" or "catMouse", set with game_
  std::uint64_t position_count() const override { return 2ull * location_count() * location_count(); }
  // Does about `budget` units of work; true when finished (or failed). The bit-parallel
  // cop-thief solver runs whole rounds (at least one per call; a word of 64 thief cells visited
  // counts 64), the queue solver its set-up, queue and solution in chunks of `budget` positions
  // and moves (RetrogradeSolver::advance), the counting pass `budget` positions. A cop-thief
  // solve ends with its counts (stats, histograms) and a query-ready solution; cat-mouse's
  // solve (progress 0 .. 0.8) is followed by a counting pass over the positions in chunks.
  // The board's solver is set up by the first call (opening one only reads the board).
  bool advance(std::uint64_t budget) override;
  double progress() const override;  // an estimate in [0, 1]
  bool done() const override { return done_; }

  // L: free cells (cop-thief) or nodes (cat-mouse); known once constructed without error.
  std::uint32_t location_count() const { return static_cast<std::uint32_t>(locations_.size()); }
  // Per location: its grid cell index r * cols + c (cop-thief), or the node itself (cat-mouse).
  const std::vector<std::uint32_t>& locations() const { return locations_; }
  std::uint32_t place_count() const override { return location_count(); }
  std::vector<std::uint32_t> place_cells() const override { return locations_; }
  std::vector<Token> tokens() const override { return {{0, 0}, {1, 0}}; }
  bool may_stand(std::uint32_t token, std::uint32_t place) const override;
  std::uint32_t start() const override;
  int mover(std::uint32_t position) const override;
  std::vector<std::uint32_t> places(std::uint32_t position) const override;
  std::uint32_t position(int mover, const std::vector<std::uint32_t>& places) const override;
  Session::Value value(std::uint32_t position) const override;
  std::vector<std::uint32_t> moves(std::uint32_t position) const override;
  std::uint32_t best_move(std::uint32_t position) const override;
  // The session's map (token, the other's place from `position`) by the fast pass below.
  bool fill_map(std::uint32_t position, std::uint32_t token, int mover) override;

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
  bool fill_side_map(int side, int fixed_token, std::uint32_t loc);

  // Outcome 1 (Win) or 2 (Loss): the number of real positions (both sides to move) with that
  // outcome per depth 0..stats().longest. Empty for another outcome, before the end, or when
  // no position is decided.
  std::span<const std::uint32_t> histogram(int outcome) const override;
  const Stats& stats() const override;

  // `whowins cop-thief` / `cat-mouse`'s answer and --json, and the verifier over the solution.
  bool write_answer(TextWriter& out) const override;
  bool write_json(TextWriter& out, const std::function<void(TextWriter&)>& flush = {}) const override;
  std::optional<std::string> verify() const override;

  struct Start {
    std::uint32_t chaser = 0, runner = 0;
    int side_to_move = 0;
    std::uint8_t outcome = 0;  // for the side to move
    std::uint32_t depth = kNone;
  };
  // The start position: cop-thief the board's P and T, police to move; cat-mouse the mouse
  // on 1, the cat on 2, mouse to move. Its outcome and depth once finished.
  const Start& start_info() const { return start_; }
  // Counts of the real positions (cat-mouse: not the cat in the hole), as the CLI's --stats:
  // stats().

  // After advance() returned true without error: up to `count` puzzles, hardest first,
  // exactly the lines `whowins puzzles <game> --count count --seed seed --min-plies
  // min_plies [--kind]` prints for this board or graph (either solver path: the session's solution
  // is the same). An error message before the end, after an error, or for count or
  // min_plies 0. Time as find_puzzles (core/puzzles.hpp): a few million positions scanned at
  // most (about 0.1 s natively on a 64x64 board).
  PuzzleLines puzzles(std::uint32_t count, std::uint64_t seed, std::uint32_t min_plies, bool win = true,
                      bool draw = false) const override;

 private:
  TwoTokenSolve();
  struct Impl;
  void fail(const std::string& message);
  template <class F>
  void guarded(F&& f);
  void start_cop_thief(GridBoard grid);
  void start_cat_mouse(TwoTokenBoard board, bool count);
  mutable std::optional<Stats> lazy_stats_;  // a cat-mouse solve opened without `count`
  std::unique_ptr<Impl> impl_;
  std::string game_;
  std::string limit_;  // the page's limit (web/solver/worker-core.js PAGE_LIMITS) of game_
  std::vector<std::uint32_t> locations_;
  std::vector<std::uint32_t> histogram_[2];  // Win, Loss
  Start start_;
  bool done_ = false;
};

}  // namespace whowins
