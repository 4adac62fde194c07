// `generic`: a token on a directed graph; normal play (stuck loses) or misère (stuck wins).
#pragma once
#include <memory>
#include <string_view>
#include "core/csr_graph.hpp"
#include "core/game_concept.hpp"
#include "games/solved_game.hpp"

namespace whowins {

// The game graph of `generic`: position = vertex; a vertex with no out-edge is an end
// position, lost for the player to move (won under misère).
class GenericGame {
 public:
  GenericGame(const CsrGraph& graph, bool misere) : graph_(graph), misere_(misere) {}
  std::uint64_t position_count() const { return graph_.vertex_count; }
  Outcome end_value(Position p) const {
    return graph_.out_degree(p) != 0 ? Outcome::Draw : misere_ ? Outcome::Win : Outcome::Loss;
  }
  std::uint32_t move_count(Position p) const { return graph_.out_degree(p); }
  std::uint32_t max_move_count() const { return graph_.max_out_degree(); }
  int mover(Position) const { return 0; }
  template <class F>
  void for_each_predecessor(Position p, F&& f) const {
    for (std::uint32_t q : graph_.predecessors(p)) f(q);
  }
  // Requires the graph's successors.
  template <class F>
  void for_each_move(Position p, F&& f) const {
    for (std::uint32_t q : graph_.successors(p)) f(q);
  }
  // Solver hint (CsrGraph::prefetch_stage): memory for a position some pops ahead.
  template <class T>
  void prefetch(Position p, const T* state, int stage) const {
    graph_.prefetch_stage(stage, p, state, [](std::uint32_t u) { return u; });
  }
  const CsrGraph& graph() const { return graph_; }
  bool misere() const { return misere_; }

 private:
  const CsrGraph& graph_;
  bool misere_;
};
static_assert(RetrogradeGame<GenericGame>);

// Bytes a generic solve needs per vertex and per edge (parser arrays, CSR, solver, output).
inline constexpr std::uint64_t kGenericBytesPerVertex = 40;
inline constexpr std::uint64_t kGenericBytesPerEdge = 16;

// Parses `n m` + edges and solves it (registry factory).
std::unique_ptr<SolvedGame> solve_generic_text(std::string_view input, const GameOptions& options);
// Solves a graph already built (tests, bench, bindings).
std::unique_ptr<SolvedGame> solve_generic_graph(CsrGraph graph, const GameOptions& options);
// Parses `n m` + edges, solves it and appends its puzzles (registry hook; games/puzzle_json.hpp).
std::size_t generic_puzzles_text(std::string_view input, const GameOptions& options, const PuzzleOptions& puzzles,
                                 TextWriter& out);

}  // namespace whowins
