// GraphSolve: a graph game solved step by step from flat edge arrays (what the page's worker
// drives through the bindings). Platform-free, so the native tests cover it too.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>
#include "core/outcome.hpp"
#include "games/puzzle_json.hpp"

namespace whowins {

class GraphSolve {
 public:
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;

  // game: the id of a registry entry with a graph method (GameEntry::graph_method: generic,
  // alice-bob), solved by that method; n vertices; edges from[i] -> to[i], 0-based. Checks the
  // input and keeps the edges: the graph is built by advance(). Never throws: a game without a
  // graph method, a bad index, a size past the memory budget or running out of memory (here or
  // in advance()) is reported by error(), and advance() then returns true at once.
  GraphSolve(std::string_view game, std::uint32_t n, std::vector<std::uint32_t> from, std::vector<std::uint32_t> to,
             bool misere);
  ~GraphSolve();
  GraphSolve(const GraphSolve&) = delete;
  GraphSolve& operator=(const GraphSolve&) = delete;

  const std::string& error() const { return error_; }
  // Does about `budget` units of work; true when finished (or failed). Each step runs in chunks,
  // none in one pass over all of the graph: building the graph (an edge or a vertex a unit),
  // the solver's set-up, queue and solution (a position or a move a unit:
  // RetrogradeSolver::advance), then the arrays below (a position a unit).
  bool advance(std::uint64_t budget);
  // An estimate in [0, 1].
  double progress() const;

  // After advance() returned true without error: per position (GraphMethod::kOneToken: the
  // vertex; kAliceBobTwoPasses: 2v + side, side 0 = Alice to move), for the player to move.
  std::uint32_t position_count() const { return static_cast<std::uint32_t>(outcomes_.size()); }
  const std::vector<std::uint8_t>& outcomes() const { return outcomes_; }   // 0 D, 1 W, 2 L
  const std::vector<std::uint32_t>& depths() const { return depths_; }      // kNone if undefined
  const std::vector<std::uint32_t>& best_moves() const { return best_; }    // target vertex or kNone
  const Stats& stats() const { return stats_; }

  // A game with puzzles (kPuzzles, solved in one pass: generic), after advance() returned true
  // without error: up to `count` puzzles, hardest first, exactly the lines `whowins puzzles
  // generic [--misere] --count count --seed seed --min-plies min_plies [--kind]` prints for this graph
  // (vertices 1-based there as here). An error message for a game without puzzles ("alice-bob
  // has no puzzles: " and its registry entry's reason), before the end, after an error, or for
  // count or min_plies 0. Time as find_puzzles (core/puzzles.hpp): linear in the graph at most.
  PuzzleLines puzzles(std::uint32_t count, std::uint64_t seed, std::uint32_t min_plies, bool win = true,
                      bool draw = false) const;

 private:
  struct Impl;
  void fail(const std::string& message);
  std::unique_ptr<Impl> impl_;
  std::string error_;
  std::vector<std::uint8_t> outcomes_;
  std::vector<std::uint32_t> depths_, best_;
  Stats stats_;
};

}  // namespace whowins
