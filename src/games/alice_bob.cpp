// `alice-bob`: the two retrograde passes, combined answer, text and JSON output.
#include "games/alice_bob.hpp"
#include "core/best_move.hpp"
#include "core/retrograde.hpp"
#include "core/verifier.hpp"
#include "io/edge_list.hpp"

namespace whowins {
namespace {

class SolvedAliceBob final : public SolvedGame {
 public:
  explicit SolvedAliceBob(CsrGraph graph)
      : graph_(std::move(graph)),
        ending_(graph_),
        pass1_(solve(ending_)),
        winner_(graph_, pass1_.outcome),
        pass2_(solve(winner_)) {
    // The combined map, for the player to move: endless = Draw; decided by pass 2 = its
    // outcome and depth; left undecided by pass 2 = Alice wins, depth not defined.
    const std::size_t n = pass1_.outcome.size();
    final_.outcome.resize(n);
    final_.depth.resize(n);
    for (Position p = 0; p < n; ++p) {
      if (winner_.excluded(p)) {
        final_.outcome[p] = Outcome::Draw;
        final_.depth[p] = kNoDepth;
      } else if (pass2_.outcome[p] != Outcome::Draw) {
        final_.outcome[p] = pass2_.outcome[p];
        final_.depth[p] = pass2_.depth[p];
      } else {
        final_.outcome[p] = (p & 1) ? Outcome::Loss : Outcome::Win;
        final_.depth[p] = kNoDepth;
      }
    }
  }

  void write_answer(TextWriter& out) const override {
    for (int side = 0; side < 2; ++side) {
      write_line(out, side);
      out.put('\n');
    }
  }

  void write_json(TextWriter& out) const override {
    const std::uint32_t n = graph_.vertex_count;
    out.put("{\"game\":\"alice-bob\",\"vertices\":");
    out.put_uint(n);
    out.put(",\"edges\":");
    out.put_uint(graph_.edge_count());
    out.put(",\"index_base\":1");
    for (int side = 0; side < 2; ++side) {
      out.put(side == 0 ? ",\"alice_first\":{\"outcome\":\"" : ",\"bob_first\":{\"outcome\":\"");
      write_line(out, side);
      out.put("\",\"depth\":");
      out.put_json_depths(final_.outcome, final_.depth, side, n, 2);
      out.put(",\"best_move\":");
      out.put_json_positions(n, [&](std::size_t v) -> std::int64_t {
        const Position b = best(alice_bob_position(static_cast<std::uint32_t>(v), side));
        return b == kNoPosition ? -1 : std::int64_t{b >> 1};
      }, 1);
      out.put('}');
    }
    out.put(",\"stats\":");
    out.put_stats_json(stats());
    out.put("}\n");
  }

  Stats stats() const override { return count_outcomes(final_); }

  std::optional<std::string> verify() const override {
    if (auto e = whowins::verify(ending_, pass1_)) return "pass 1: " + *e;
    // Pass 1 never decides a Win for Alice or a Loss for Bob: only Bob can end it.
    for (Position p = 0; p < pass1_.outcome.size(); ++p)
      if (pass1_.outcome[p] == ((p & 1) ? Outcome::Loss : Outcome::Win))
        return "pass 1: position " + std::to_string(p) + " decided for Alice";
    if (auto e = whowins::verify(winner_, pass2_)) return "pass 2: " + *e;
    return std::nullopt;
  }

 private:
  void write_line(TextWriter& out, int side) const {
    for (std::uint32_t v = 0; v < graph_.vertex_count; ++v)
      out.put(outcome_letter(final_.outcome[alice_bob_position(v, side)]));
  }

  // Endless: keep it endless (pass 1's Draw rule). Decided by pass 2: its best move.
  // Left to Alice by pass 2: Alice stays among those positions (pass 2's Draw rule); Bob,
  // for whom endless play is worst, ends the game as fast as he can (pass 1's Win rule).
  Position best(Position p) const {
    if (winner_.excluded(p)) return best_move(ending_, pass1_, p);
    if (pass2_.outcome[p] == Outcome::Draw && (p & 1)) return best_move(ending_, pass1_, p);
    return best_move(winner_, pass2_, p);
  }

  CsrGraph graph_;
  AliceBobEndingGame ending_;
  Solution pass1_;
  AliceBobWinnerGame winner_;
  Solution pass2_;
  Solution final_;
};

}  // namespace

std::unique_ptr<SolvedGame> solve_alice_bob_graph(CsrGraph graph) {
  return std::make_unique<SolvedAliceBob>(std::move(graph));
}

std::unique_ptr<SolvedGame> solve_alice_bob_text(std::string_view input, const GameOptions&) {
  EdgeList edges = parse_edge_list(input, kAliceBobBytesPerVertex, kAliceBobBytesPerEdge);
  CsrGraph graph = CsrGraph::from_edges(edges.vertex_count, edges.from, edges.to);
  edges = {};
  return solve_alice_bob_graph(std::move(graph));
}

}  // namespace whowins
