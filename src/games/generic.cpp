// `generic`: solving, text and JSON output.
#include "games/generic.hpp"
#include "core/best_move.hpp"
#include "core/retrograde.hpp"
#include "core/verifier.hpp"
#include "games/graph_dot.hpp"
#include "games/puzzle_json.hpp"
#include "io/edge_list.hpp"

namespace whowins {
namespace {

class SolvedGeneric final : public SolvedGame {
 public:
  SolvedGeneric(CsrGraph graph, bool misere)
      : graph_(std::move(graph)), game_(graph_, misere), solution_(solve(game_)) {}

  void write_answer(TextWriter& out) const override {
    std::string& s = out.str();
    const std::size_t at = s.size();
    s.resize(at + graph_.vertex_count + 1);
    char* p = s.data() + at;
    for (Outcome o : solution_.outcome) *p++ = outcome_letter(o);
    *p = '\n';
  }

  void write_json(TextWriter& out) const override {
    graph_.build_successors();
    const std::uint32_t n = graph_.vertex_count;
    out.put("{\"game\":\"generic\",\"rules\":");
    out.put(game_.misere() ? "\"misere\"" : "\"normal\"");
    out.put(",\"vertices\":");
    out.put_uint(n);
    out.put(",\"edges\":");
    out.put_uint(graph_.edge_count());
    out.put(",\"index_base\":1,\"outcome\":\"");
    write_letters(out);
    out.put("\",\"depth\":");
    out.put_json_depths(solution_.outcome, solution_.depth, 0, n);
    out.put(",\"best_move\":");
    out.put_json_positions(
        n,
        [&](std::size_t v) -> std::int64_t {
          const Position b = best_move(game_, solution_, static_cast<Position>(v));
          return b == kNoPosition ? -1 : std::int64_t{b};
        },
        1);
    out.put(",\"stats\":");
    out.put_stats_json(stats());
    out.put("}\n");
  }

  bool write_dot(TextWriter& out) const override {
    graph_.build_successors();
    write_graph_dot(out, graph_,
                    game_.misere() ? "generic, misère: who cannot move wins. W win, L loss, D draw (for the player to "
                                     "move), depth in plies; bold: best move"
                                   : "generic: who cannot move loses. W win, L loss, D draw (for the player to move), "
                                     "depth in plies; bold: best move",
                    [&](std::uint32_t v) {
                      DotVertex d;
                      d.letter = outcome_letter(solution_.outcome[v]);
                      const bool has_depth = solution_.outcome[v] != Outcome::Draw;
                      d.caption = std::string(1, d.letter) + (has_depth ? std::to_string(solution_.depth[v]) : "");
                      d.attributes = std::string("outcome=\"") + d.letter + "\"" +
                                     (has_depth ? ", depth=" + std::to_string(solution_.depth[v]) : "");
                      const Position b = best_move(game_, solution_, v);
                      d.best = b == kNoPosition ? -1 : std::int64_t{b};
                      return d;
                    });
    return true;
  }

  Stats stats() const override { return count_outcomes(solution_); }
  std::size_t write_puzzles(TextWriter& out, const PuzzleOptions& options) const {
    graph_.build_successors();
    return write_generic_puzzles(out, game_, solution_, options);
  }
  std::optional<std::string> verify() const override {
    graph_.build_successors();
    return whowins::verify(game_, solution_);
  }

 private:
  void write_letters(TextWriter& out) const {
    for (Outcome o : solution_.outcome) out.put(outcome_letter(o));
  }

  mutable CsrGraph graph_;  // successor lists are built on first need (JSON, verify)
  GenericGame game_;
  Solution solution_;
};

}  // namespace

std::unique_ptr<SolvedGame> solve_generic_graph(CsrGraph graph, const GameOptions& options) {
  return std::make_unique<SolvedGeneric>(std::move(graph), options.misere);
}

namespace {
CsrGraph parse_generic_graph(std::string_view input) {
  EdgeList edges = parse_edge_list(input, kGenericBytesPerVertex, kGenericBytesPerEdge);
  return CsrGraph::from_edges(edges.vertex_count, edges.from, edges.to);
}
}  // namespace

std::unique_ptr<SolvedGame> solve_generic_text(std::string_view input, const GameOptions& options) {
  return solve_generic_graph(parse_generic_graph(input), options);
}

std::size_t generic_puzzles_text(std::string_view input, const GameOptions& options, const PuzzleOptions& puzzles,
                                 TextWriter& out) {
  const SolvedGeneric solved(parse_generic_graph(input), options.misere);
  return solved.write_puzzles(out, puzzles);
}

}  // namespace whowins
