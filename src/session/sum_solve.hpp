// SumSolve: the session of the registry's "sum" (SessionKind::kSum; docs/rules.md#sums) — several tokens on
// one directed graph, answered from the generalized Sprague–Grundy function γ, labelled in chunks
// (core/loopy_grundy.hpp). As a Session its positions are one token on each vertex (position = vertex);
// a sum of several tokens is the game's own question, answer(tokens), with γ per vertex (values()):
// wasm/bindings.cpp declares this class to Embind as SumSession, derived from Session, so a sum's session
// arrives in JavaScript with them besides Session's. Platform-free; never throws: errors go to error().
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>
#include "core/loopy_grundy.hpp"
#include "games/sum.hpp"
#include "session/session.hpp"

namespace whowins {

class SumSolve final : public Session {
 public:
  // n vertices, edges from[i] -> to[i] (0-based), and the positions `whowins sum` answers after γ
  // (write_answer, write_json): position i's tokens are token_vertex[position_offset[i] .. [i+1]).
  // Checks the input (indices, the memory budget); the graph is built by advance().
  SumSolve(std::uint32_t n, std::vector<std::uint32_t> from, std::vector<std::uint32_t> to,
           std::vector<std::uint32_t> position_offset = {0}, std::vector<std::uint32_t> token_vertex = {});
  ~SumSolve() override;

  std::string game() const override { return "sum"; }
  std::string limit() const override { return "graph"; }
  std::uint64_t position_count() const override { return vertices_; }
  // The graph (CsrGraph::from_edges) in the first call, then the labelling a vertex or an edge a unit.
  bool advance(std::uint64_t budget) override;
  double progress() const override;
  bool done() const override { return done_; }

  std::uint32_t place_count() const override { return vertices_; }
  std::vector<Token> tokens() const override { return {{-1, 0}}; }
  std::uint32_t start() const override { return done_ ? 0 : kNone; }
  int mover(std::uint32_t position) const override { return position < vertices_ ? 0 : -1; }
  std::vector<std::uint32_t> places(std::uint32_t position) const override;
  std::uint32_t position(int mover, const std::vector<std::uint32_t>& places) const override;
  // One token on the vertex: its outcome by γ (W: γ ≠ 0 finite, or ∞(K) with 0 ∈ K; L: γ = 0; D: the
  // rest); depth none (γ gives outcomes, not lengths).
  Value value(std::uint32_t position) const override;
  // The options, the answer's move first (answer_sum), the others in the graph's order.
  std::vector<std::uint32_t> moves(std::uint32_t position) const override;
  // One token on each vertex, counted by outcome; longest 0 (no depths).
  const Stats& stats() const override { return stats_; }
  // `whowins sum`: γ, then a line per position; --json (docs/json.md#sum).
  bool write_answer(TextWriter& out) const override;
  bool write_json(TextWriter& out, const std::function<void(TextWriter&)>& flush = {}) const override;
  bool write_dot(TextWriter& out) const override;
  // Smith's definition, checked on the values: a finite γ(u) is the mex of its options' finite values
  // and every option of larger value (∞ included) has an option of value γ(u) earlier in the counter's
  // order; an ∞ vertex has an ∞ option whose K lacks the vertex's mex. O(|E| log).
  std::optional<std::string> verify() const override;
  // `whowins puzzles sum` (docs/json.md "Sum puzzles"): from the input's positions of 2 tokens or more, or,
  // when it gives none, every multiset of 2..4 tokens or a seeded sample (find_sum_puzzles). An error
  // before the end, for count 0, or for min_plies above 1 (γ gives outcomes, not lengths).
  PuzzleLines puzzles(std::uint32_t count, std::uint64_t seed, std::uint32_t min_plies, bool win,
                      bool draw) const override;

  // The sum's own questions, after the end: γ per vertex, and for tokens on these vertices (0-based,
  // repeats allowed, at least one) the outcome for the player to move and the move (answer_sum);
  // nullopt for no token, a vertex out of range, or before the end.
  const LoopyNimValues& values() const { return values_; }
  std::optional<SumAnswer> answer(const std::vector<std::uint32_t>& tokens) const;
  std::uint32_t stages() const { return stages_; }

 private:
  void fail(const std::string& message);
  std::uint32_t vertices_ = 0;
  std::vector<std::uint32_t> from_, to_;  // the edges, until the graph is built
  std::vector<std::uint32_t> position_offset_, token_vertex_;
  std::unique_ptr<CsrGraph> graph_;
  std::unique_ptr<LoopyGrundySolver> solver_;
  LoopyNimValues values_;
  std::uint32_t stages_ = 0;
  bool done_ = false;
};

}  // namespace whowins
