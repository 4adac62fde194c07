// `generic`: the plain answer, JSON and DOT of a solved game.
#include "games/generic.hpp"
#include "core/best_move.hpp"
#include "games/graph_dot.hpp"

namespace whowins {

void write_generic_answer(TextWriter& out, const Solution& solution) {
  std::string& s = out.str();
  const std::size_t at = s.size();
  s.resize(at + solution.outcome.size() + 1);
  char* p = s.data() + at;
  for (Outcome o : solution.outcome) *p++ = outcome_letter(o);
  *p = '\n';
}

void write_generic_json(TextWriter& out, const GenericGame& game, const Solution& solution, const Stats& stats) {
  const CsrGraph& graph = game.graph();
  const std::uint32_t n = graph.vertex_count;
  out.put("{\"game\":\"generic\",\"rules\":");
  out.put(game.misere() ? "\"misere\"" : "\"normal\"");
  out.put(",\"vertices\":");
  out.put_uint(n);
  out.put(",\"edges\":");
  out.put_uint(graph.edge_count());
  out.put(",\"index_base\":1,\"outcome\":\"");
  for (Outcome o : solution.outcome) out.put(outcome_letter(o));
  out.put("\",\"depth\":");
  out.put_json_depths(solution.outcome, solution.depth, 0, n);
  out.put(",\"best_move\":");
  out.put_json_positions(
      n,
      [&](std::size_t v) -> std::int64_t {
        const Position b = best_move(game, solution, static_cast<Position>(v));
        return b == kNoPosition ? -1 : std::int64_t{b};
      },
      1);
  out.put(",\"stats\":");
  out.put_stats_json(stats);
  out.put("}\n");
}

void write_generic_dot(TextWriter& out, const GenericGame& game, const Solution& solution) {
  write_graph_dot(out, game.graph(),
                  game.misere() ? "generic, misère: who cannot move wins. W win, L loss, D draw (for the player to "
                                  "move), depth in plies; bold: best move"
                                : "generic: who cannot move loses. W win, L loss, D draw (for the player to move), "
                                  "depth in plies; bold: best move",
                  [&](std::uint32_t v) {
                    DotVertex d;
                    d.letter = outcome_letter(solution.outcome[v]);
                    const bool has_depth = solution.outcome[v] != Outcome::Draw;
                    d.caption = std::string(1, d.letter) + (has_depth ? std::to_string(solution.depth[v]) : "");
                    d.attributes = std::string("outcome=\"") + d.letter + "\"" +
                                   (has_depth ? ", depth=" + std::to_string(solution.depth[v]) : "");
                    const Position b = best_move(game, solution, v);
                    d.best = b == kNoPosition ? -1 : std::int64_t{b};
                    return d;
                  });
}

}  // namespace whowins
