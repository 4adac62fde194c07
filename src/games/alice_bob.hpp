// `alice-bob` (NEERC 2016 G "Game on Graph", Luogu P6970; docs/rules.md#alice-and-bob): generic's board, asymmetric
// preferences, two passes.
#pragma once
#include <memory>
#include <string_view>
#include <vector>
#include "core/csr_graph.hpp"
#include "core/game_concept.hpp"
#include <optional>
#include <string>
#include "core/outcome.hpp"
#include "io/text_writer.hpp"

namespace whowins {

// Positions of both passes: 2v + side, side 0 = Alice to move, side 1 = Bob to move.
inline Position alice_bob_position(std::uint32_t vertex, int side) { return 2 * vertex + side; }

// Pass 1, "can the game be kept endless?": Alice (who likes endless play best) plays against
// Bob (who likes it least), so every finished game counts as Bob's win. A position that this
// game leaves a Draw is endless under the real preferences; every other one ends.
class AliceBobEndingGame {
 public:
  explicit AliceBobEndingGame(const CsrGraph& graph) : graph_(graph) {}
  std::uint64_t position_count() const { return 2ull * graph_.vertex_count; }
  Outcome end_value(Position p) const {
    if (graph_.out_degree(p >> 1) != 0) return Outcome::Draw;
    return (p & 1) ? Outcome::Win : Outcome::Loss;  // the game ended: Bob's objective
  }
  std::uint32_t move_count(Position p) const { return graph_.out_degree(p >> 1); }
  std::uint32_t max_move_count() const { return graph_.max_out_degree(); }
  int mover(Position p) const { return static_cast<int>(p & 1); }
  template <class F>
  void for_each_predecessor(Position p, F&& f) const {
    const Position other = (p & 1) ^ 1;
    for (std::uint32_t q : graph_.predecessors(p >> 1)) f(2 * q + other);
  }
  // Solver hint (see GenericGame::prefetch).
  template <class T>
  void prefetch(Position p, const T* state, int stage) const {
    const Position other = (p & 1) ^ 1;
    graph_.prefetch_stage(stage, p >> 1, state, [&](std::uint32_t u) { return 2 * u + other; });
  }
  // Requires the graph's successors.
  template <class F>
  void for_each_move(Position p, F&& f) const {
    const Position other = (p & 1) ^ 1;
    for (std::uint32_t q : graph_.successors(p >> 1)) f(2 * q + other);
  }

 private:
  const CsrGraph& graph_;
};
static_assert(RetrogradeGame<AliceBobEndingGame>);

// Pass 2, "who wins a game that ends?": normal play (stuck loses) on the positions pass 1
// did not find endless; endless positions are left out (move_count 0, never decided) and
// moves into them are not moves of this game. What this pass leaves a Draw is a win for
// Alice (the problem's two-pass proof, docs/rules.md#alice-and-bob): Bob must end the game but cannot win it.
class AliceBobWinnerGame {
 public:
  // O(n + pred visits of the endless positions): counts each position's moves that stay out
  // of the endless set. Successor lists are not needed.
  AliceBobWinnerGame(const CsrGraph& graph, const std::vector<Outcome>& endless_pass)
      : graph_(graph), pass1_(endless_pass), moves_(2ull * graph.vertex_count) {
    for (Position p = 0; p < moves_.size(); ++p) moves_[p] = excluded(p) ? 0 : graph.out_degree(p >> 1);
    for (Position e = 0; e < moves_.size(); ++e) {
      if (!excluded(e)) continue;
      const Position other = (e & 1) ^ 1;
      for (std::uint32_t v : graph.predecessors(e >> 1))
        if (!excluded(2 * v + other)) --moves_[2 * v + other];
    }
  }
  bool excluded(Position p) const { return pass1_[p] == Outcome::Draw; }
  std::uint64_t position_count() const { return 2ull * graph_.vertex_count; }
  Outcome end_value(Position p) const { return graph_.out_degree(p >> 1) == 0 ? Outcome::Loss : Outcome::Draw; }
  std::uint32_t move_count(Position p) const { return moves_[p]; }
  std::uint32_t max_move_count() const { return graph_.max_out_degree(); }
  int mover(Position p) const { return static_cast<int>(p & 1); }
  // May list endless positions: they have no moves here, so the solver never decides them.
  template <class F>
  void for_each_predecessor(Position p, F&& f) const {
    const Position other = (p & 1) ^ 1;
    for (std::uint32_t q : graph_.predecessors(p >> 1)) f(2 * q + other);
  }
  // Solver hint (see GenericGame::prefetch).
  template <class T>
  void prefetch(Position p, const T* state, int stage) const {
    const Position other = (p & 1) ^ 1;
    graph_.prefetch_stage(stage, p >> 1, state, [&](std::uint32_t u) { return 2 * u + other; });
  }
  // Requires the graph's successors.
  template <class F>
  void for_each_move(Position p, F&& f) const {
    if (excluded(p)) return;
    const Position other = (p & 1) ^ 1;
    for (std::uint32_t q : graph_.successors(p >> 1))
      if (!excluded(2 * q + other)) f(2 * q + other);
  }

 private:
  const CsrGraph& graph_;
  const std::vector<Outcome>& pass1_;
  std::vector<std::uint32_t> moves_;
};
static_assert(RetrogradeGame<AliceBobWinnerGame>);

// The answer of alice-bob from its two solved passes, per position (2v + side), for the
// player to move: endless = D; decided by pass 2 = its outcome and depth; left undecided by
// pass 2 = Alice wins (W if Alice is to move, L if Bob is) with no depth defined.
class AliceBobMaps {
 public:
  AliceBobMaps(const AliceBobEndingGame& ending, const Solution& pass1, const AliceBobWinnerGame& winner,
               const Solution& pass2)
      : ending_(ending), pass1_(pass1), winner_(winner), pass2_(pass2) {}
  char letter(Position p) const {
    if (winner_.excluded(p)) return 'D';
    const Outcome o = pass2_.outcome[p];
    if (o == Outcome::Draw) return (p & 1) ? 'L' : 'W';
    return outcome_letter(o);
  }
  Outcome outcome(Position p) const {
    const char c = letter(p);
    return c == 'W' ? Outcome::Win : c == 'L' ? Outcome::Loss : Outcome::Draw;
  }
  bool has_depth(Position p) const { return !winner_.excluded(p) && pass2_.outcome[p] != Outcome::Draw; }
  Depth depth(Position p) const { return has_depth(p) ? pass2_.depth[p] : kNoDepth; }
  // Endless: keep it endless (pass 1's Draw rule). Decided by pass 2: its best move. Left to
  // Alice by pass 2: Alice stays among those positions (pass 2's Draw rule); Bob, for whom
  // endless play is worst, ends the game as fast as he can (pass 1's Win rule).
  // Requires the graph's successors.
  Position best(Position p) const;
  // The passes' games and solutions.
  const AliceBobEndingGame& ending() const { return ending_; }
  const Solution& pass1() const { return pass1_; }
  const AliceBobWinnerGame& winner() const { return winner_; }
  const Solution& pass2() const { return pass2_; }

 private:
  const AliceBobEndingGame& ending_;
  const Solution& pass1_;
  const AliceBobWinnerGame& winner_;
  const Solution& pass2_;
};

inline constexpr std::uint64_t kAliceBobBytesPerVertex = 96;
inline constexpr std::uint64_t kAliceBobBytesPerEdge = 16;

// What `whowins alice-bob` prints from the solved passes (its session writes them:
// session/graph_solve.hpp): the two lines of letters (Alice first, then Bob first), the JSON,
// the DOT, the counts, and the verifier's check of both passes. All but the answer and the
// counts read the graph's successors: build them first (CsrGraph::build_successors).
void write_alice_bob_answer(TextWriter& out, const CsrGraph& graph, const AliceBobMaps& maps);
void write_alice_bob_json(TextWriter& out, const CsrGraph& graph, const AliceBobMaps& maps, const Stats& stats);
void write_alice_bob_dot(TextWriter& out, const CsrGraph& graph, const AliceBobMaps& maps);
Stats alice_bob_stats(const CsrGraph& graph, const AliceBobMaps& maps);
std::optional<std::string> verify_alice_bob(const AliceBobMaps& maps);

}  // namespace whowins
