// TwoTokenSolve: a two-token game (cop-thief on a grid, cat-mouse on an undirected graph)
// solved step by step from flat arrays (what the page's board editor drives through the
// bindings). Platform-free, so the native tests cover it too.
#pragma once
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>
#include "core/outcome.hpp"

namespace whowins {

class TwoTokenSolve {
 public:
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;
  static constexpr std::uint8_t kNotAPosition = 3;  // outcome code where a token may not stand

  // Sides to move: the chaser (police, cat) or the runner (thief, mouse).
  static constexpr int kChaserToMove = 0, kRunnerToMove = 1;

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
  // Does up to `budget` positions' worth of work; true when finished (or failed). A board
  // the bit-parallel cop-thief solver takes is solved whole in one call.
  bool advance(std::uint64_t budget);
  // An estimate in [0, 1].
  double progress() const;

  // L: free cells (cop-thief) or nodes (cat-mouse); known once constructed without error.
  std::uint32_t location_count() const { return static_cast<std::uint32_t>(locations_.size()); }
  // Per location: its grid cell index r * cols + c (cop-thief), or the node itself (cat-mouse).
  const std::vector<std::uint32_t>& locations() const { return locations_; }

  // After advance() returned true without error: per side to move, L * L entries, entry
  // chaser * L + runner (docs/json.md's maps: side 0 = police_to_move / cat_to_move, side 1 =
  // thief_to_move / mouse_to_move). Empty for a bad side or before the end.
  std::span<const std::uint8_t> outcomes(int side) const;    // 0 D, 1 W, 2 L (for the mover), 3 none
  std::span<const std::uint32_t> depths(int side) const;     // plies, kNone if undefined
  std::span<const std::uint32_t> best_moves(int side) const; // mover's destination, kNone at ends

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

 private:
  TwoTokenSolve();
  struct Impl;
  void fail(const std::string& message);
  template <class F> void guarded(F&& f);
  template <class S> std::span<const S> side_of(const std::vector<S>& v, int side) const;
  std::unique_ptr<Impl> impl_;
  std::string error_, game_;
  std::vector<std::uint32_t> locations_;
  std::vector<std::uint8_t> outcomes_;
  std::vector<std::uint32_t> depths_, best_;
  Start start_;
  Stats stats_;
  bool done_ = false;
};

}  // namespace whowins
