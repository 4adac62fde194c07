// GraphSolve: a graph game solved step by step from flat edge arrays, as a Session: one token
// (side -1: whoever is to move moves it), a position per vertex (the generic game, mover 0) or
// 2v + side (alice-bob, side 0 = Alice to move); the whole result also as flat arrays.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>
#include "core/outcome.hpp"
#include "session/session.hpp"

namespace whowins {

class GraphSolve final : public Session {
 public:
  // game: the id of a registry entry with a graph method (GameEntry::graph_method: generic,
  // alice-bob), solved by that method; n vertices; edges from[i] -> to[i], 0-based. Checks the
  // input and keeps the edges: the graph is built by advance(). `table`: advance() ends by
  // filling the page's arrays (outcomes, depths, best_moves); the command line, which writes
  // from the solution, leaves them empty. Never throws: a game without a graph method, a bad
  // index, a size past the memory budget or running out of memory (here or in advance()) is
  // reported by error(), and advance() then returns true at once. `edges_checked`: the edges come
  // from parse_edge_list, which has checked them against n and the budget at this game's bytes
  // (the command line), so they are not checked again.
  GraphSolve(std::string_view game, std::uint32_t n, std::vector<std::uint32_t> from, std::vector<std::uint32_t> to,
             bool misere, bool table = true, bool edges_checked = false);
  ~GraphSolve() override;

  std::string game() const override { return game_; }
  std::string limit() const override { return "graph"; }
  std::uint64_t position_count() const override { return positions_; }
  // Does about `budget` units of work; true when finished (or failed). The graph is built in the
  // first call (CsrGraph::from_edges: an edge or a vertex a unit); then the solver's set-up,
  // queue and solution run in chunks (a position or a move a unit: RetrogradeSolver::advance),
  // then the arrays below (a position a unit) where the session keeps them.
  bool advance(std::uint64_t budget) override;
  double progress() const override;  // an estimate in [0, 1]
  bool done() const override;

  // After advance() returned true without error, opened with `table`: per position (GraphMethod::kOneToken: the
  // vertex; kAliceBobTwoPasses: 2v + side, side 0 = Alice to move), for the player to move.
  const std::vector<std::uint8_t>& outcomes() const { return outcomes_; }  // 0 D, 1 W, 2 L
  const std::vector<std::uint32_t>& depths() const { return depths_; }     // kNone if undefined
  const std::vector<std::uint32_t>& best_moves() const { return best_; }   // target vertex or kNone

  std::uint32_t place_count() const override { return vertices_; }
  std::vector<Token> tokens() const override { return {{-1, 0}}; }
  std::uint32_t start() const override { return done() ? 0 : kNone; }
  int mover(std::uint32_t position) const override;
  std::vector<std::uint32_t> places(std::uint32_t position) const override;
  std::uint32_t position(int mover, const std::vector<std::uint32_t>& places) const override;
  Value value(std::uint32_t position) const override;
  // Best first; alice-bob (whose values are not minimax over its moves): the best, then the
  // others in the graph's order.
  std::vector<std::uint32_t> moves(std::uint32_t position) const override;
  std::uint32_t best_move(std::uint32_t position) const override;
  // Counted on first need (count_outcomes; alice-bob's letters).
  const Stats& stats() const override;
  // `whowins generic` / `alice-bob`'s answer, --json and --dot, and the verifier over the pass
  // or both passes.
  bool write_answer(TextWriter& out) const override;
  bool write_json(TextWriter& out, const std::function<void(TextWriter&)>& flush = {}) const override;
  bool write_dot(TextWriter& out) const override;
  std::optional<std::string> verify() const override;

  // A game with puzzles (kPuzzles, solved in one pass: generic), after advance() returned true
  // without error: up to `count` puzzles, hardest first, exactly the lines `whowins puzzles
  // generic [--misere] --count count --seed seed --min-plies min_plies [--kind]` prints for this graph
  // (vertices 1-based there as here). An error message for a game without puzzles ("alice-bob
  // has no puzzles: " and its registry entry's reason), before the end, after an error, or for
  // count or min_plies 0. Time as find_puzzles (core/puzzles.hpp): linear in the graph at most.
  PuzzleLines puzzles(std::uint32_t count, std::uint64_t seed, std::uint32_t min_plies, bool win = true,
                      bool draw = false) const override;

 private:
  struct Impl;
  void fail(const std::string& message);
  bool two_sides() const { return positions_ == 2ull * vertices_ && vertices_ > 0; }
  std::unique_ptr<Impl> impl_;
  std::string game_;
  std::uint32_t vertices_ = 0;
  std::uint64_t positions_ = 0;
  std::vector<std::uint8_t> outcomes_;
  std::vector<std::uint32_t> depths_, best_;
};

}  // namespace whowins
