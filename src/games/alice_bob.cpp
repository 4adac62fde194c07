// `alice-bob`: the combined answer of the two passes, text, JSON, DOT, counts and checks.
#include "games/alice_bob.hpp"
#include <algorithm>
#include "core/best_move.hpp"
#include "core/verifier.hpp"
#include "games/graph_dot.hpp"

namespace whowins {

Position AliceBobMaps::best(Position p) const {
  if (winner_.excluded(p)) return best_move(ending_, pass1_, p);
  if (pass2_.outcome[p] == Outcome::Draw && (p & 1)) return best_move(ending_, pass1_, p);
  return best_move(winner_, pass2_, p);
}

void write_alice_bob_answer(TextWriter& out, const CsrGraph& graph, const AliceBobMaps& maps) {
  const std::uint32_t n = graph.vertex_count;
  std::string& s = out.str();
  std::size_t at = s.size();
  s.resize(at + 2 * (std::size_t{n} + 1));
  for (int side = 0; side < 2; ++side) {
    for (std::uint32_t v = 0; v < n; ++v) s[at++] = maps.letter(alice_bob_position(v, side));
    s[at++] = '\n';
  }
}

void write_alice_bob_json(TextWriter& out, const CsrGraph& graph, const AliceBobMaps& maps, const Stats& stats) {
  const std::uint32_t n = graph.vertex_count;
  out.put("{\"game\":\"alice-bob\",\"vertices\":");
  out.put_uint(n);
  out.put(",\"edges\":");
  out.put_uint(graph.edge_count());
  out.put(",\"index_base\":1");
  for (int side = 0; side < 2; ++side) {
    out.put(side == 0 ? ",\"alice_first\":{\"outcome\":\"" : ",\"bob_first\":{\"outcome\":\"");
    for (std::uint32_t v = 0; v < n; ++v) out.put(maps.letter(alice_bob_position(v, side)));
    out.put("\",\"depth\":[");
    for (std::uint32_t v = 0; v < n; ++v) {
      if (v) out.put(',');
      const Position p = alice_bob_position(v, side);
      if (maps.has_depth(p))
        out.put_uint(maps.depth(p));
      else
        out.put("null");
    }
    out.put("],\"best_move\":");
    out.put_json_positions(
        n,
        [&](std::size_t v) -> std::int64_t {
          const Position b = maps.best(alice_bob_position(static_cast<std::uint32_t>(v), side));
          return b == kNoPosition ? -1 : std::int64_t{b >> 1};
        },
        1);
    out.put('}');
  }
  out.put(",\"stats\":");
  out.put_stats_json(stats);
  out.put("}\n");
}

void write_alice_bob_dot(TextWriter& out, const CsrGraph& graph, const AliceBobMaps& maps) {
  write_graph_dot(out, graph,
                  "alice-bob: who cannot move loses. A: Alice moves first, B: Bob moves first; W first player wins, "
                  "L second player wins, D endless. Colour and bold best move: line A",
                  [&](std::uint32_t v) {
                    DotVertex d;
                    const Position a = alice_bob_position(v, 0), b = alice_bob_position(v, 1);
                    auto text = [&](Position p) {
                      return std::string(1, maps.letter(p)) + (maps.has_depth(p) ? std::to_string(maps.depth(p)) : "");
                    };
                    d.letter = maps.letter(a);
                    d.caption = "A " + text(a) + " · B " + text(b);
                    d.attributes =
                        std::string("outcome_a=\"") + maps.letter(a) + "\", outcome_b=\"" + maps.letter(b) + "\"";
                    const Position m = maps.best(a);
                    d.best = m == kNoPosition ? -1 : std::int64_t{m >> 1};
                    return d;
                  });
}

Stats alice_bob_stats(const CsrGraph& graph, const AliceBobMaps& maps) {
  Stats st;
  st.positions = 2ull * graph.vertex_count;
  for (Position p = 0; p < st.positions; ++p) {
    const char c = maps.letter(p);
    st.win += c == 'W';
    st.loss += c == 'L';
    st.draw += c == 'D';
    if (maps.has_depth(p)) st.longest = std::max(st.longest, maps.depth(p));
  }
  return st;
}

std::optional<std::string> verify_alice_bob(const AliceBobMaps& maps) {
  const Solution& pass1 = maps.pass1();
  if (auto e = verify(maps.ending(), pass1)) return "pass 1: " + *e;
  // Pass 1 never decides a Win for Alice or a Loss for Bob: only Bob can end it.
  for (Position p = 0; p < pass1.outcome.size(); ++p)
    if (pass1.outcome[p] == ((p & 1) ? Outcome::Loss : Outcome::Win))
      return "pass 1: position " + std::to_string(p) + " decided for Alice";
  if (auto e = verify(maps.winner(), maps.pass2())) return "pass 2: " + *e;
  return std::nullopt;
}

}  // namespace whowins
