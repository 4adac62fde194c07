// GraphSolve: chunked solving of the one-token graph games (the generic and alice-bob kinds),
// results as flat arrays.
#include "wasm/graph_solve.hpp"
#include <new>
#include <optional>
#include "core/best_move.hpp"
#include "core/csr_graph.hpp"
#include "core/retrograde.hpp"
#include "games/alice_bob.hpp"
#include "games/generic.hpp"
#include "games/registry.hpp"
#include "io/input_error.hpp"

namespace whowins {

struct GraphSolve::Impl {
  bool alice_bob = false;
  CsrGraph graph;
  // generic
  std::optional<GenericGame> generic;
  std::optional<RetrogradeSolver<GenericGame>> generic_solver;
  Solution generic_solution;  // kept for puzzles
  // alice-bob: pass 1, then pass 2
  std::optional<AliceBobEndingGame> ending;
  std::optional<RetrogradeSolver<AliceBobEndingGame>> pass1_solver;
  Solution pass1;
  std::optional<AliceBobWinnerGame> winner;
  std::optional<RetrogradeSolver<AliceBobWinnerGame>> pass2_solver;
  Solution pass2;
  double progress = 0;
  bool done = false;
};

GraphSolve::GraphSolve(std::string_view game, std::uint32_t n, std::vector<std::uint32_t> from,
                       std::vector<std::uint32_t> to, bool misere) {
  try {
    // A one-token game on a directed graph, by the registry's flags: two start sides is the
    // alice-bob kind (two passes), else the generic kind.
    const GameEntry* entry = find_game(game);
    if (!entry || (entry->flags & (kGraphBoard | kTwoTokens | kUndirected)) != kGraphBoard)
      { fail("unknown graph game '" + std::string(game) + "'"); return; }
    if (n == 0) { fail("the graph has no vertex"); return; }
    if (from.size() != to.size()) { fail("edge arrays of different lengths"); return; }
    const bool ab = (entry->flags & kTwoStartSides) != 0;
    const std::uint64_t per_vertex = ab ? kAliceBobBytesPerVertex : kGenericBytesPerVertex;
    const std::uint64_t per_edge = ab ? kAliceBobBytesPerEdge : kGenericBytesPerEdge;
    if (std::uint64_t{n} * per_vertex + from.size() * per_edge > kMemoryBudgetBytes)
      { fail("a graph of " + std::to_string(n) + " vertices and " + std::to_string(from.size()) +
                  " edges is past the memory budget of " + std::to_string(kMemoryBudgetBytes >> 30) + " GiB"); return; }
    for (std::size_t i = 0; i < from.size(); ++i)
      if (from[i] >= n || to[i] >= n)
        { fail("edge " + std::to_string(i + 1) + ": vertex " + std::to_string(from[i] >= n ? from[i] : to[i]) +
                    " is out of range 0.." + std::to_string(n - 1)); return; }
    impl_ = std::make_unique<Impl>();
    impl_->alice_bob = ab;
    impl_->graph = CsrGraph::from_edges(n, from, to, /*with_successors=*/true);
    from = {};
    to = {};
    if (ab) {
      impl_->ending.emplace(impl_->graph);
      impl_->pass1_solver.emplace(*impl_->ending);
    } else {
      impl_->generic.emplace(impl_->graph, misere);
      impl_->generic_solver.emplace(*impl_->generic);
    }
  } catch (const std::bad_alloc&) {
    fail("not enough memory for this graph");
  } catch (const std::exception& e) {
    fail(e.what());
  }
}

GraphSolve::~GraphSolve() = default;

void GraphSolve::fail(const std::string& message) {
  error_ = message;
  impl_.reset();
}

double GraphSolve::progress() const {
  if (!impl_ || impl_->done) return 1.0;
  return impl_->progress;
}

bool GraphSolve::advance(std::uint64_t budget) {
  if (!error_.empty() || !impl_) return true;
  Impl& s = *impl_;
  if (s.done) return true;
  try {
    const std::uint32_t n = s.graph.vertex_count;
    if (!s.alice_bob) {
      auto& solver = *s.generic_solver;
      const bool finished = solver.advance(budget);
      s.progress = double(solver.processed()) / double(solver.position_count());
      if (!finished) return false;
      s.generic_solution = solver.take_solution();
      const Solution& sol = s.generic_solution;
      outcomes_.resize(n);
      depths_.resize(n);
      best_.resize(n);
      for (Position p = 0; p < n; ++p) {
        outcomes_[p] = static_cast<std::uint8_t>(sol.outcome[p]);
        depths_[p] = sol.outcome[p] == Outcome::Draw ? kNone : sol.depth[p];
        best_[p] = best_move(*s.generic, sol, p);
      }
      stats_ = count_outcomes(sol);
      s.generic_solver.reset();
    } else if (s.pass1_solver) {
      auto& solver = *s.pass1_solver;
      const bool finished = solver.advance(budget);
      s.progress = 0.5 * double(solver.processed()) / double(solver.position_count());
      if (!finished) return false;
      s.pass1 = solver.take_solution();
      s.pass1_solver.reset();
      s.winner.emplace(s.graph, s.pass1.outcome);
      s.pass2_solver.emplace(*s.winner);
      return false;
    } else {
      auto& solver = *s.pass2_solver;
      const bool finished = solver.advance(budget);
      s.progress = 0.5 + 0.5 * double(solver.processed()) / double(solver.position_count());
      if (!finished) return false;
      s.pass2 = solver.take_solution();
      s.pass2_solver.reset();
      const AliceBobMaps maps(*s.ending, s.pass1, *s.winner, s.pass2);
      const std::uint32_t positions = 2 * n;
      outcomes_.resize(positions);
      depths_.resize(positions);
      best_.resize(positions);
      stats_ = {};
      stats_.positions = positions;
      for (Position p = 0; p < positions; ++p) {
        const Outcome o = maps.outcome(p);
        outcomes_[p] = static_cast<std::uint8_t>(o);
        depths_[p] = maps.has_depth(p) ? maps.depth(p) : kNone;
        const Position b = maps.best(p);
        best_[p] = b == kNoPosition ? kNone : b >> 1;
        (o == Outcome::Win ? stats_.win : o == Outcome::Loss ? stats_.loss : stats_.draw) += 1;
        if (maps.has_depth(p) && depths_[p] > stats_.longest) stats_.longest = depths_[p];
      }
    }
    s.done = true;
    s.progress = 1.0;
    return true;
  } catch (const std::bad_alloc&) {
    fail("not enough memory for this graph");
  } catch (const std::exception& e) {
    fail(e.what());
  }
  return true;
}

PuzzleLines GraphSolve::puzzles(std::uint32_t count, std::uint64_t seed, std::uint32_t min_plies) const {
  PuzzleLines r;
  if (!error_.empty() || !impl_) r.error = error_.empty() ? "no graph" : error_;
  else if (impl_->alice_bob) r.error = "alice-bob has no puzzles: " + std::string(find_game("alice-bob")->no_puzzles_reason);
  else if (!impl_->done) r.error = "the graph is not solved yet";
  else if (count == 0 || min_plies == 0) r.error = "count and min_plies must be at least 1";
  if (!r.error.empty()) return r;
  try {
    TextWriter w;
    r.count = static_cast<std::uint32_t>(write_generic_puzzles(w, *impl_->generic, impl_->generic_solution,
                                                               PuzzleOptions{count, seed, min_plies}));
    r.json = std::move(w.str());
  } catch (const std::bad_alloc&) {
    r = {};
    r.error = "not enough memory for the puzzles";
  }
  return r;
}

}  // namespace whowins
