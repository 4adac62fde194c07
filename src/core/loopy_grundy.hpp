// C. A. B. Smith's generalized Sprague–Grundy function γ of a directed graph with cycles, by Fraenkel and
// Yesha's labelling, in chunks: each vertex a finite loopy nim-value or ∞(K) (docs/rules.md#sums).
#pragma once
#include <cstdint>
#include <span>
#include <vector>
#include "core/csr_graph.hpp"

namespace whowins {

// γ of every vertex, with what the sum's moves and the verifier read.
struct LoopyNimValues {
  static constexpr std::uint32_t kInfinite = 0xFFFFFFFFu;  // γ = ∞(K)
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;
  std::vector<std::uint32_t> value;  // γ(v), or kInfinite
  // Smith's counter function: a finite vertex's place in the labelling order (each option of larger
  // value has an option of the same value labelled earlier); kInfinite for an ∞ vertex.
  std::vector<std::uint32_t> order;
  // Per vertex, the distinct finite values among its options, ascending, each with the option of
  // least order that has it: option_value / option_vertex[option_offset[v] .. option_offset[v+1]).
  // For an ∞ vertex the values are its K.
  std::vector<std::uint32_t> option_offset, option_value, option_vertex;

  std::uint32_t vertex_count() const { return static_cast<std::uint32_t>(value.size()); }
  bool infinite(std::uint32_t v) const { return value[v] == kInfinite; }
  // K(v) for an ∞ vertex (every finite option value for a finite one).
  std::span<const std::uint32_t> finite_option_values(std::uint32_t v) const {
    return {option_value.data() + option_offset[v], option_value.data() + option_offset[v + 1]};
  }
  // The option of v with finite value `a` and least order, or kNone. O(log degree).
  std::uint32_t option_with_value(std::uint32_t v, std::uint32_t a) const;
  // The least value missing from finite_option_values(v) (for a finite vertex, its γ).
  std::uint32_t mex(std::uint32_t v) const;
};

// Fraenkel–Yesha's labelling, stage m = 0, 1, …: label m, again and again, every unlabelled vertex that
// has no option labelled m and all of whose unlabelled or ∞ options have an option labelled m; then
// label ∞ every unlabelled vertex with no option labelled m; stop when none is unlabelled.
//
// Each stage touches only what changed, with counters as in retrograde analysis (core/retrograde.hpp):
// per vertex the options not yet finite (one decrement per edge over the whole run), and per stage the
// options already "answered" (they have an option labelled m). A vertex is queued for label m when the
// two meet, the unlabelled vertices are kept in a list that shrinks, and a vertex still unlabelled at
// stage m has options labelled 0 … m-1, so it is listed at most (out-degree + 1) times. The one cost
// that is not linear: at stage m every vertex that gains an option labelled m tells its predecessors,
// once per distinct finite value among its options — Σ_v in-degree(v) · |values of v's options|, at most
// |V|·|E| (a complete acyclic tournament, vertex i → every j < i, reaches it within a factor of 3:
// bench/README.md). A random sparse graph costs a few passes over its edges.
class LoopyGrundySolver {
 public:
  // `graph` needs its predecessors; its successors are built at the end if missing. It must outlive
  // the solver.
  explicit LoopyGrundySolver(CsrGraph& graph);
  // About `budget` units of work (a vertex or an edge visited); true when γ is known.
  bool advance(std::uint64_t budget = UINT64_MAX);
  bool done() const { return phase_ == Phase::kDone; }
  double progress() const;
  // After done(): the values (moved out).
  LoopyNimValues take() { return std::move(out_); }
  std::uint32_t stages() const { return stage_; }  // stages run so far
  std::uint64_t work() const { return work_; }     // units of work so far

 private:
  enum class Phase { kStage, kQueue, kInfinite, kOptions, kDone };
  static constexpr std::uint32_t kUnlabelled = 0xFFFFFFFEu;
  CsrGraph& graph_;
  std::uint32_t n_;
  LoopyNimValues out_;
  std::vector<std::uint32_t> open_options_;  // per vertex: options not (yet) labelled finite
  std::vector<std::uint32_t> answered_;      // per vertex: stage + 1 when it has an option labelled at that stage
  std::vector<std::uint32_t> blocked_stage_, answered_options_;  // per vertex: open options answered this stage
  std::vector<std::uint32_t> queue_, ready_, unlabelled_;
  std::size_t head_ = 0, scan_ = 0, kept_ = 0;
  std::uint32_t stage_ = 0, next_order_ = 0, options_done_ = 0, labelled_ = 0;
  Phase phase_ = Phase::kStage;
  std::uint64_t work_ = 0;
};

}  // namespace whowins
