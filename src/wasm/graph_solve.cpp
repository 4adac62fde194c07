// GraphSolve: chunked solving of the one-token graph games by their registry entry's method
// (GraphMethod), results as flat arrays.
#include "wasm/graph_solve.hpp"
#include <new>
#include <optional>
#include <utility>
#include <variant>
#include "core/best_move.hpp"
#include "core/csr_graph.hpp"
#include "core/retrograde.hpp"
#include "games/alice_bob.hpp"
#include "games/generic.hpp"
#include "games/registry.hpp"
#include "io/input_error.hpp"

namespace whowins {
namespace {

// GraphMethod::kOneToken: the generic game in one pass; its solution is kept for puzzles.
struct OneTokenPass {
  OneTokenPass(const CsrGraph& graph, bool misere) : game(graph, misere) { solver.emplace(game); }
  GenericGame game;
  std::optional<RetrogradeSolver<GenericGame>> solver;  // until the pass ends
  Solution solution;
};

// GraphMethod::kAliceBobTwoPasses: pass 1 (can the game be kept endless?), then pass 2 (who
// wins a game that ends?) over pass 1's outcomes.
struct AliceBobPasses {
  explicit AliceBobPasses(const CsrGraph& graph) : ending(graph) { pass1_solver.emplace(ending); }
  AliceBobEndingGame ending;
  std::optional<RetrogradeSolver<AliceBobEndingGame>> pass1_solver;  // until pass 1 ends
  Solution pass1;
  std::optional<AliceBobWinnerGame> winner;                          // from pass 1's end
  std::optional<RetrogradeSolver<AliceBobWinnerGame>> pass2_solver;  // from pass 1's end until pass 2's
  Solution pass2;
};

}  // namespace

struct GraphSolve::Impl {
  // The passes of `kind` (OneTokenPass or AliceBobPasses) over `g`, built in place: the games
  // and solvers refer to the graph and to each other.
  template <class Passes, class... Args>
  Impl(const GameEntry& e, CsrGraph g, std::in_place_type_t<Passes> kind, Args&&... args)
      : entry(e), graph(std::move(g)), passes(kind, graph, std::forward<Args>(args)...) {}

  const GameEntry& entry;
  CsrGraph graph;
  std::variant<OneTokenPass, AliceBobPasses> passes;
  double progress = 0;
  bool done = false;

  // Up to `budget` positions' worth of work on the passes; true when they are finished and
  // `out`'s arrays and stats are filled.
  bool advance(OneTokenPass& pass, std::uint64_t budget, GraphSolve& out);
  bool advance(AliceBobPasses& ab, std::uint64_t budget, GraphSolve& out);
};

GraphSolve::GraphSolve(std::string_view game, std::uint32_t n, std::vector<std::uint32_t> from,
                       std::vector<std::uint32_t> to, bool misere) {
  try {
    // The registry entry says how the game is solved (GameEntry::graph_method), never its id
    // or flags.
    const GameEntry* entry = find_game(game);
    const GraphMethod method = entry ? entry->graph_method : GraphMethod::kNone;
    std::uint64_t per_vertex = 0, per_edge = 0;
    switch (method) {
      case GraphMethod::kNone:
        fail("unknown graph game '" + std::string(game) + "'");
        return;
      case GraphMethod::kOneToken:
        per_vertex = kGenericBytesPerVertex, per_edge = kGenericBytesPerEdge;
        break;
      case GraphMethod::kAliceBobTwoPasses:
        per_vertex = kAliceBobBytesPerVertex, per_edge = kAliceBobBytesPerEdge;
        break;
    }
    if (per_vertex == 0) { fail("graph game '" + std::string(game) + "': GraphSolve does not know its method"); return; }
    if (n == 0) { fail("the graph has no vertex"); return; }
    if (from.size() != to.size()) { fail("edge arrays of different lengths"); return; }
    if (std::uint64_t{n} * per_vertex + from.size() * per_edge > kMemoryBudgetBytes)
      { fail("a graph of " + std::to_string(n) + " vertices and " + std::to_string(from.size()) +
                  " edges is past the memory budget of " + std::to_string(kMemoryBudgetBytes >> 30) + " GiB"); return; }
    for (std::size_t i = 0; i < from.size(); ++i)
      if (from[i] >= n || to[i] >= n)
        { fail("edge " + std::to_string(i + 1) + ": vertex " + std::to_string(from[i] >= n ? from[i] : to[i]) +
                    " is out of range 0.." + std::to_string(n - 1)); return; }
    CsrGraph graph = CsrGraph::from_edges(n, from, to, /*with_successors=*/true);
    from = {};
    to = {};
    if (method == GraphMethod::kAliceBobTwoPasses)
      impl_ = std::make_unique<Impl>(*entry, std::move(graph), std::in_place_type<AliceBobPasses>);
    else
      impl_ = std::make_unique<Impl>(*entry, std::move(graph), std::in_place_type<OneTokenPass>, misere);
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

bool GraphSolve::Impl::advance(OneTokenPass& pass, std::uint64_t budget, GraphSolve& out) {
  auto& solver = *pass.solver;
  const bool finished = solver.advance(budget);
  progress = double(solver.processed()) / double(solver.position_count());
  if (!finished) return false;
  pass.solution = solver.take_solution();
  const Solution& sol = pass.solution;
  const std::uint32_t n = graph.vertex_count;
  out.outcomes_.resize(n);
  out.depths_.resize(n);
  out.best_.resize(n);
  for (Position p = 0; p < n; ++p) {
    out.outcomes_[p] = static_cast<std::uint8_t>(sol.outcome[p]);
    out.depths_[p] = sol.outcome[p] == Outcome::Draw ? kNone : sol.depth[p];
    out.best_[p] = best_move(pass.game, sol, p);
  }
  out.stats_ = count_outcomes(sol);
  pass.solver.reset();
  return true;
}

bool GraphSolve::Impl::advance(AliceBobPasses& ab, std::uint64_t budget, GraphSolve& out) {
  if (ab.pass1_solver) {
    auto& solver = *ab.pass1_solver;
    const bool finished = solver.advance(budget);
    progress = 0.5 * double(solver.processed()) / double(solver.position_count());
    if (!finished) return false;
    ab.pass1 = solver.take_solution();
    ab.pass1_solver.reset();
    ab.winner.emplace(graph, ab.pass1.outcome);
    ab.pass2_solver.emplace(*ab.winner);
    return false;
  }
  auto& solver = *ab.pass2_solver;
  const bool finished = solver.advance(budget);
  progress = 0.5 + 0.5 * double(solver.processed()) / double(solver.position_count());
  if (!finished) return false;
  ab.pass2 = solver.take_solution();
  ab.pass2_solver.reset();
  const AliceBobMaps maps(ab.ending, ab.pass1, *ab.winner, ab.pass2);
  const std::uint32_t positions = 2 * graph.vertex_count;
  out.outcomes_.resize(positions);
  out.depths_.resize(positions);
  out.best_.resize(positions);
  Stats& st = out.stats_;
  st = {};
  st.positions = positions;
  for (Position p = 0; p < positions; ++p) {
    const Outcome o = maps.outcome(p);
    out.outcomes_[p] = static_cast<std::uint8_t>(o);
    out.depths_[p] = maps.has_depth(p) ? maps.depth(p) : kNone;
    const Position b = maps.best(p);
    out.best_[p] = b == kNoPosition ? kNone : b >> 1;
    (o == Outcome::Win ? st.win : o == Outcome::Loss ? st.loss : st.draw) += 1;
    if (maps.has_depth(p) && out.depths_[p] > st.longest) st.longest = out.depths_[p];
  }
  return true;
}

bool GraphSolve::advance(std::uint64_t budget) {
  if (!error_.empty() || !impl_) return true;
  Impl& s = *impl_;
  if (s.done) return true;
  try {
    const bool finished = std::visit([&](auto& passes) { return s.advance(passes, budget, *this); }, s.passes);
    if (!finished) return false;
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

PuzzleLines GraphSolve::puzzles(std::uint32_t count, std::uint64_t seed, std::uint32_t min_plies, bool win, bool draw) const {
  PuzzleLines r;
  const OneTokenPass* pass = impl_ ? std::get_if<OneTokenPass>(&impl_->passes) : nullptr;
  if (!error_.empty() || !impl_) r.error = error_.empty() ? "no graph" : error_;
  else if (!pass || !(impl_->entry.flags & kPuzzles))
    r.error = std::string(impl_->entry.id) + " has no puzzles: " + std::string(impl_->entry.no_puzzles_reason);
  else if (!impl_->done) r.error = "the graph is not solved yet";
  else if (count == 0 || min_plies == 0) r.error = "count and min_plies must be at least 1";
  if (!r.error.empty()) return r;
  try {
    TextWriter w;
    r.count = static_cast<std::uint32_t>(write_generic_puzzles(w, pass->game, pass->solution,
                                                               PuzzleOptions{count, seed, min_plies, win, draw}));
    r.json = std::move(w.str());
  } catch (const std::bad_alloc&) {
    r = {};
    r.error = "not enough memory for the puzzles";
  }
  return r;
}

}  // namespace whowins
