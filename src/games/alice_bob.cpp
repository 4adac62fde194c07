// `alice-bob`: the two retrograde passes, combined answer, text and JSON output.
#include "games/alice_bob.hpp"
#include "games/graph_dot.hpp"
#include <algorithm>
#include "core/best_move.hpp"
#include "core/retrograde.hpp"
#include "core/verifier.hpp"
#include "io/edge_list.hpp"

namespace whowins {

Position AliceBobMaps::best(Position p) const {
  if (winner_.excluded(p)) return best_move(ending_, pass1_, p);
  if (pass2_.outcome[p] == Outcome::Draw && (p & 1)) return best_move(ending_, pass1_, p);
  return best_move(winner_, pass2_, p);
}

namespace {

class SolvedAliceBob final : public SolvedGame {
 public:
  explicit SolvedAliceBob(CsrGraph graph)
      : graph_(std::move(graph)),
        ending_(graph_),
        pass1_(solve(ending_)),
        winner_(graph_, pass1_.outcome),
        pass2_(solve(winner_)),
        maps_(ending_, pass1_, winner_, pass2_) {}

  void write_answer(TextWriter& out) const override {
    const std::uint32_t n = graph_.vertex_count;
    std::string& s = out.str();
    std::size_t at = s.size();
    s.resize(at + 2 * (std::size_t{n} + 1));
    for (int side = 0; side < 2; ++side) {
      for (std::uint32_t v = 0; v < n; ++v) s[at++] = letter(alice_bob_position(v, side));
      s[at++] = '\n';
    }
  }

  void write_json(TextWriter& out) const override {
    graph_.build_successors();
    const std::uint32_t n = graph_.vertex_count;
    out.put("{\"game\":\"alice-bob\",\"vertices\":");
    out.put_uint(n);
    out.put(",\"edges\":");
    out.put_uint(graph_.edge_count());
    out.put(",\"index_base\":1");
    for (int side = 0; side < 2; ++side) {
      out.put(side == 0 ? ",\"alice_first\":{\"outcome\":\"" : ",\"bob_first\":{\"outcome\":\"");
      for (std::uint32_t v = 0; v < n; ++v) out.put(letter(alice_bob_position(v, side)));
      out.put("\",\"depth\":[");
      for (std::uint32_t v = 0; v < n; ++v) {
        if (v) out.put(',');
        const Position p = alice_bob_position(v, side);
        if (decided_by_play(p))
          out.put_uint(pass2_.depth[p]);
        else
          out.put("null");
      }
      out.put("],\"best_move\":");
      out.put_json_positions(
          n,
          [&](std::size_t v) -> std::int64_t {
            const Position b = best(alice_bob_position(static_cast<std::uint32_t>(v), side));
            return b == kNoPosition ? -1 : std::int64_t{b >> 1};
          },
          1);
      out.put('}');
    }
    out.put(",\"stats\":");
    out.put_stats_json(stats());
    out.put("}\n");
  }

  bool write_dot(TextWriter& out) const override {
    graph_.build_successors();
    write_graph_dot(out, graph_,
                    "alice-bob: who cannot move loses. A: Alice moves first, B: Bob moves first; W first player wins, "
                    "L second player wins, D endless. Colour and bold best move: line A",
                    [&](std::uint32_t v) {
                      DotVertex d;
                      const Position a = alice_bob_position(v, 0), b = alice_bob_position(v, 1);
                      auto text = [&](Position p) {
                        return std::string(1, letter(p)) + (decided_by_play(p) ? std::to_string(pass2_.depth[p]) : "");
                      };
                      d.letter = letter(a);
                      d.caption = "A " + text(a) + " · B " + text(b);
                      d.attributes = std::string("outcome_a=\"") + letter(a) + "\", outcome_b=\"" + letter(b) + "\"";
                      const Position m = best(a);
                      d.best = m == kNoPosition ? -1 : std::int64_t{m >> 1};
                      return d;
                    });
    return true;
  }

  Stats stats() const override {
    Stats st;
    st.positions = 2ull * graph_.vertex_count;
    for (Position p = 0; p < st.positions; ++p) {
      const char c = letter(p);
      st.win += c == 'W';
      st.loss += c == 'L';
      st.draw += c == 'D';
      if (decided_by_play(p)) st.longest = std::max(st.longest, pass2_.depth[p]);
    }
    return st;
  }

  std::optional<std::string> verify() const override {
    graph_.build_successors();
    if (auto e = whowins::verify(ending_, pass1_)) return "pass 1: " + *e;
    // Pass 1 never decides a Win for Alice or a Loss for Bob: only Bob can end it.
    for (Position p = 0; p < pass1_.outcome.size(); ++p)
      if (pass1_.outcome[p] == ((p & 1) ? Outcome::Loss : Outcome::Win))
        return "pass 1: position " + std::to_string(p) + " decided for Alice";
    if (auto e = whowins::verify(winner_, pass2_)) return "pass 2: " + *e;
    return std::nullopt;
  }

 private:
  char letter(Position p) const { return maps_.letter(p); }
  bool decided_by_play(Position p) const { return maps_.has_depth(p); }
  Position best(Position p) const { return maps_.best(p); }

  mutable CsrGraph graph_;  // successor lists are built on first need (JSON, verify)
  AliceBobEndingGame ending_;
  Solution pass1_;
  AliceBobWinnerGame winner_;
  Solution pass2_;
  AliceBobMaps maps_;
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
