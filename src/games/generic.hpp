// `generic`: a token on a directed graph; normal play (stuck loses) or misère (stuck wins).
#pragma once
#include <memory>
#include <string_view>
#include "core/csr_graph.hpp"
#include "core/game_concept.hpp"
#include "core/outcome.hpp"
#include "io/text_writer.hpp"

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

// What `whowins generic` prints from a solved game (its session writes them:
// session/graph_solve.hpp). The JSON and the DOT read the graph's successors: build them first
// (CsrGraph::build_successors).
void write_generic_answer(TextWriter& out, const Solution& solution);  // the letters W/L/D and a newline
void write_generic_json(TextWriter& out, const GenericGame& game, const Solution& solution, const Stats& stats);
void write_generic_dot(TextWriter& out, const GenericGame& game, const Solution& solution);

}  // namespace whowins
