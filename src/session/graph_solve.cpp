// GraphSolve: chunked solving of the one-token graph games by their registry entry's method
// (GraphMethod), results as flat arrays.
#include "session/graph_solve.hpp"
#include <algorithm>
#include <new>
#include <optional>
#include <utility>
#include <variant>
#include "core/best_move.hpp"
#include "core/csr_graph.hpp"
#include "core/retrograde.hpp"
#include "games/alice_bob.hpp"
#include "games/generic.hpp"
#include "catalog/registry.hpp"
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
  std::optional<AliceBobMaps> maps;  // from pass 2's end
};

// The graph as CsrGraph::from_edges(n, from, to, /*with_successors=*/true) builds it — the
// same arrays in the same order: predecessors by a counting sort of the edges by target, in
// input order within a row, repeats dropped (the first kept) while out-degrees are counted,
// then successors ascending — but in steps of `budget` edges or vertices, so that a graph of
// tens of millions of edges is no single call of seconds in the page. The edge arrays are
// freed once scattered.
class CsrBuilder {
 public:
  CsrBuilder(std::uint32_t n, std::vector<std::uint32_t> from, std::vector<std::uint32_t> to)
      : from_(std::move(from)), to_(std::move(to)) {
    g_.vertex_count = n;
    offset_.reserve(std::size_t{n} + 1);
    g_.out_deg.reserve(n);
    cursor_.reserve(n);
    pred_.reserve(from_.size());
  }

  // Up to `budget` edges' or vertices' worth of the build, step after step; true when built.
  bool advance(std::uint64_t budget) {
    budget = std::max<std::uint64_t>(budget, 1);
    while (step_ != Step::kBuilt) {
      const std::uint64_t used = step(budget);
      work_ += used;
      if (step_ == Step::kBuilt) break;
      if (used >= budget) return false;
      budget -= used;
    }
    return true;
  }
  // The share of the steps done (each step counted by its length).
  double progress() const {
    const double n = double(g_.vertex_count) + 1, m = double(edges_), z = std::max(n, m);
    const double total = 2 * z + 4 * n + 2 * m;
    double before = 0;
    switch (step_) {
      case Step::kZero:
        before = 0;
        break;
      case Step::kCount:
        before = z;
        break;
      case Step::kPrefix:
        before = z + m;
        break;
      case Step::kScatter:
        before = z + n + m;
        break;
      case Step::kClear:
        before = z + n + 2 * m;
        break;
      case Step::kDedupe:
        before = z + 2 * n + 2 * m;
        break;
      case Step::kSuccessorStarts:
        before = z + 3 * n + 2 * m;
        break;
      case Step::kSuccessors:
        before = 2 * z + 3 * n + 2 * m;
        break;
      case Step::kBuilt:
        return 1;
    }
    return std::min(1.0, (before + double(at_)) / total);
  }
  // Units done so far (edges and vertices, over the steps).
  std::uint64_t work() const { return work_; }
  CsrGraph take() { return std::move(g_); }

 private:
  enum class Step { kZero, kCount, kPrefix, kScatter, kClear, kDedupe, kSuccessorStarts, kSuccessors, kBuilt };
  // One chunk of the current step, at most `budget` of its units; returns the units done
  // (0 for a step of no length: it just ends).
  std::uint64_t step(std::uint64_t budget) {
    const std::uint32_t n = g_.vertex_count;
    const std::uint64_t m = edges_, from = at_;
    std::uint64_t to = 0;
    switch (step_) {
      case Step::kZero: {  // the arrays grown (zeroed) a chunk at a time, in their capacity
        const std::uint64_t length = std::max<std::uint64_t>(std::uint64_t{n} + 1, m);
        to = next(length, budget);
        offset_.resize(std::min<std::uint64_t>(to, std::uint64_t{n} + 1));
        g_.out_deg.resize(std::min<std::uint64_t>(to, n));
        pred_.resize(std::min(to, m));
        done_with(to, length, Step::kCount);
        break;
      }
      case Step::kCount:
        to = next(m, budget);
        for (std::uint64_t i = from; i < to; ++i) ++offset_[to_[i] + 1];
        done_with(to, m, Step::kPrefix);
        break;
      case Step::kPrefix:  // row starts, and a cursor per row
        to = next(n, budget);
        cursor_.resize(to);
        for (std::uint64_t v = from; v < to; ++v) {
          offset_[v + 1] += offset_[v];
          cursor_[v] = offset_[v];
        }
        done_with(to, n, Step::kScatter);
        break;
      case Step::kScatter:
        to = next(m, budget);
        for (std::uint64_t i = from; i < to; ++i) pred_[cursor_[to_[i]]++] = from_[i];
        if (done_with(to, m, Step::kClear)) {
          from_ = {};
          to_ = {};
        }
        break;
      case Step::kClear:  // the cursors become the marks of the de-duplication
        to = next(n, budget);
        std::fill(cursor_.begin() + static_cast<std::ptrdiff_t>(from),
                  cursor_.begin() + static_cast<std::ptrdiff_t>(to), 0u);
        done_with(to, n, Step::kDedupe);
        break;
      case Step::kDedupe: {  // as csr_graph.cpp's dedupe_rows over all rows, a chunk of rows a call
        to = next(n, budget);
        std::uint32_t write = write_, row_start = row_start_;
        for (std::uint32_t v = static_cast<std::uint32_t>(from); v < to; ++v) {
          const std::uint32_t row_end = offset_[v + 1];
          offset_[v] = write;
          for (std::uint32_t i = row_start; i < row_end; ++i) {
            const std::uint32_t u = pred_[i];
            if (cursor_[u] != v + 1) {
              cursor_[u] = v + 1;
              ++g_.out_deg[u];
              pred_[write++] = u;
            }
          }
          row_start = row_end;
        }
        write_ = write;
        row_start_ = row_start;
        if (done_with(to, n, Step::kSuccessorStarts)) {
          offset_[n] = write;
          pred_.resize(write);
          g_.succ_offset.reserve(std::size_t{n} + 1);
          g_.succ_offset.push_back(0);
          g_.succ.reserve(write);
        }
        break;
      }
      case Step::kSuccessorStarts: {  // as CsrGraph::build_successors; the successors grown
        const std::uint64_t length = std::max<std::uint64_t>(n, pred_.size());
        to = next(length, budget);
        for (std::uint64_t v = from; v < std::min<std::uint64_t>(to, n); ++v) {
          const std::uint32_t start = g_.succ_offset[v];
          cursor_[v] = start;
          g_.succ_offset.push_back(start + g_.out_deg[v]);
        }
        g_.succ.resize(std::min<std::uint64_t>(to, pred_.size()));
        done_with(to, length, Step::kSuccessors);
        break;
      }
      case Step::kSuccessors:
        to = next(n, budget);
        for (std::uint32_t v = static_cast<std::uint32_t>(from); v < to; ++v)
          for (std::uint32_t i = offset_[v]; i < offset_[v + 1]; ++i) g_.succ[cursor_[pred_[i]]++] = v;
        if (done_with(to, n, Step::kBuilt)) {
          cursor_ = {};
          g_.pred_offset = std::move(offset_);
          g_.pred = std::move(pred_);
        }
        break;
      case Step::kBuilt:
        return 0;
    }
    return to - from;
  }
  std::uint64_t next(std::uint64_t end, std::uint64_t budget) const {
    return at_ + std::min(end - at_, std::max<std::uint64_t>(budget, 1));
  }
  // Records the step's progress; at its end moves on to `then`. True at the end.
  bool done_with(std::uint64_t to, std::uint64_t end, Step then) {
    at_ = to;
    if (to < end) return false;
    at_ = 0;
    step_ = then;
    return true;
  }

  std::vector<std::uint32_t> from_, to_;
  std::uint64_t edges_ = from_.size();
  CsrGraph g_;
  std::vector<std::uint32_t> offset_, cursor_, pred_;
  Step step_ = Step::kZero;
  std::uint64_t at_ = 0;
  std::uint32_t write_ = 0, row_start_ = 0;
  std::uint64_t work_ = 0;
};

}  // namespace

struct GraphSolve::Impl {
  Impl(const GameEntry& e, bool m, CsrBuilder b) : entry(e), misere(m), builder(std::move(b)) {}

  const GameEntry& entry;
  bool misere;
  std::optional<CsrBuilder> builder;  // until the graph is built
  CsrGraph graph;
  // The passes of the entry's method over `graph`, built in place once it is: the games and
  // solvers refer to the graph and to each other.
  std::variant<std::monostate, OneTokenPass, AliceBobPasses> passes;
  double progress = 0;
  bool done = false;
  // The page's arrays, filled in chunks after the solve: positions [0, filled) so far.
  std::uint64_t filled = 0;
  Stats counts;

  // Up to `budget` positions' worth of work on the passes; true when they are finished and
  // `out`'s arrays and stats are filled.
  bool advance(OneTokenPass& pass, std::uint64_t budget, GraphSolve& out);
  bool advance(AliceBobPasses& ab, std::uint64_t budget, GraphSolve& out);
  bool advance(std::monostate&, std::uint64_t, GraphSolve&) { return true; }
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
    if (per_vertex == 0) {
      fail("graph game '" + std::string(game) + "': GraphSolve does not know its method");
      return;
    }
    if (n == 0) {
      fail("the graph has no vertex");
      return;
    }
    if (from.size() != to.size()) {
      fail("edge arrays of different lengths");
      return;
    }
    if (std::uint64_t{n} * per_vertex + from.size() * per_edge > kMemoryBudgetBytes) {
      fail("a graph of " + std::to_string(n) + " vertices and " + std::to_string(from.size()) +
           " edges is past the memory budget of " + std::to_string(kMemoryBudgetBytes >> 30) + " GiB");
      return;
    }
    for (std::size_t i = 0; i < from.size(); ++i)
      if (from[i] >= n || to[i] >= n) {
        fail("edge " + std::to_string(i + 1) + ": vertex " + std::to_string(from[i] >= n ? from[i] : to[i]) +
             " is out of range 0.." + std::to_string(n - 1));
        return;
      }
    // The graph is built by advance(), in chunks (CsrBuilder).
    game_ = std::string(entry->id);
    vertices_ = n;
    positions_ = std::uint64_t{n} * (method == GraphMethod::kAliceBobTwoPasses ? 2 : 1);
    impl_ = std::make_unique<Impl>(*entry, misere, CsrBuilder(n, std::move(from), std::move(to)));
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

bool GraphSolve::done() const { return impl_ && impl_->done; }
int GraphSolve::mover(std::uint32_t p) const { return p < positions_ ? (two_sides() ? int(p & 1) : 0) : -1; }
std::vector<std::uint32_t> GraphSolve::places(std::uint32_t p) const {
  if (p >= positions_) return {};
  return {two_sides() ? p / 2 : p};
}
std::uint32_t GraphSolve::position(int mover, const std::vector<std::uint32_t>& at) const {
  if (at.size() != 1 || at[0] >= vertices_ || mover < 0 || mover > (two_sides() ? 1 : 0)) return kNone;
  return two_sides() ? 2 * at[0] + std::uint32_t(mover) : at[0];
}
Session::Value GraphSolve::value(std::uint32_t p) const {
  Value v;
  if (!done() || p >= outcomes_.size()) return v;
  v.outcome = outcomes_[p];
  v.depth = depths_[p];
  const int m = mover(p);
  v.winner = v.outcome == 1 ? m : v.outcome == 2 ? 1 - m : -1;
  v.end = v.outcome != 0 && best_[p] == kNone;
  return v;
}
std::vector<std::uint32_t> GraphSolve::moves(std::uint32_t p) const {
  std::vector<std::uint32_t> out;
  if (!done() || p >= outcomes_.size()) return out;
  const std::uint32_t v = places(p)[0];
  for (std::uint32_t w : impl_->graph.successors(v)) out.push_back(two_sides() ? 2 * w + (1 - (p & 1)) : w);
  if (two_sides()) {
    // Alice and Bob's values come from two passes (kept endless? then who wins?), not from the
    // values after each move: the best move first, the others in the graph's order.
    const auto best = std::find(out.begin(), out.end(), best_move(p));
    if (best != out.end()) std::rotate(out.begin(), best, best + 1);
    return out;
  }
  std::stable_sort(out.begin(), out.end(), [&](std::uint32_t a, std::uint32_t b) {
    return move_rank(Outcome(outcomes_[a]), depths_[a]) < move_rank(Outcome(outcomes_[b]), depths_[b]);
  });
  return out;
}
std::uint32_t GraphSolve::best_move(std::uint32_t p) const {
  if (!done() || p >= best_.size() || best_[p] == kNone) return kNone;
  return two_sides() ? 2 * best_[p] + (1 - (p & 1)) : best_[p];
}

double GraphSolve::progress() const {
  if (!impl_ || impl_->done) return 1.0;
  return impl_->progress;
}

// Each call does up to `budget` positions' worth of one step: the solve (its set-up, queue
// and solution, in chunks: RetrogradeSolver::advance_to_solution), then the page's arrays
// (progress 0.9 to 1), whose best moves read every successor.
bool GraphSolve::Impl::advance(OneTokenPass& pass, std::uint64_t budget, GraphSolve& out) {
  const std::uint32_t n = graph.vertex_count;
  if (pass.solver) {
    auto& solver = *pass.solver;
    const std::uint64_t before = solver.work();
    const bool finished = solver.advance_to_solution(budget);
    progress = 0.9 * solver.progress();
    if (!finished) return false;
    const std::uint64_t used = solver.work() - before;
    pass.solution = solver.take_solution();
    pass.solver.reset();
    out.outcomes_.reserve(n);
    out.depths_.reserve(n);
    out.best_.reserve(n);
    if (used >= budget) return false;
    budget -= used;
  }
  const Solution& sol = pass.solution;
  const std::uint64_t from = filled, to = from + std::min<std::uint64_t>(n - from, budget);
  out.outcomes_.resize(to);
  out.depths_.resize(to);
  out.best_.resize(to);
  Stats& st = counts;  // as count_outcomes
  for (Position p = static_cast<Position>(from); p < to; ++p) {
    const Outcome o = sol.outcome[p];
    out.outcomes_[p] = static_cast<std::uint8_t>(o);
    out.depths_[p] = o == Outcome::Draw ? kNone : sol.depth[p];
    out.best_[p] = whowins::best_move(pass.game, sol, p);
    if (o == Outcome::Draw) {
      ++st.draw;
      continue;
    }
    ++(o == Outcome::Win ? st.win : st.loss);
    if (sol.depth[p] != Solution::no_depth && sol.depth[p] > st.longest) st.longest = sol.depth[p];
  }
  filled = to;
  progress = 0.9 + 0.1 * double(to) / double(n);
  if (to < n) return false;
  st.positions = n;
  out.stats_ = st;
  return true;
}

bool GraphSolve::Impl::advance(AliceBobPasses& ab, std::uint64_t budget, GraphSolve& out) {
  if (ab.pass1_solver) {
    auto& solver = *ab.pass1_solver;
    const std::uint64_t before = solver.work();
    const bool finished = solver.advance_to_solution(budget);
    progress = 0.45 * solver.progress();
    if (!finished) return false;
    const std::uint64_t used = solver.work() - before;
    ab.pass1 = solver.take_solution();
    ab.pass1_solver.reset();
    ab.winner.emplace(graph, ab.pass1.outcome);  // one pass over the positions (alice_bob.hpp)
    ab.pass2_solver.emplace(*ab.winner);
    if (used >= budget) return false;
    budget -= used;
  }
  if (ab.pass2_solver) {
    auto& solver = *ab.pass2_solver;
    const std::uint64_t before = solver.work();
    const bool finished = solver.advance_to_solution(budget);
    progress = 0.45 + 0.45 * solver.progress();
    if (!finished) return false;
    const std::uint64_t used = solver.work() - before;
    ab.pass2 = solver.take_solution();
    ab.pass2_solver.reset();
    ab.maps.emplace(ab.ending, ab.pass1, *ab.winner, ab.pass2);
    const std::uint64_t positions = 2ull * graph.vertex_count;
    out.outcomes_.reserve(positions);
    out.depths_.reserve(positions);
    out.best_.reserve(positions);
    if (used >= budget) return false;
    budget -= used;
  }
  const AliceBobMaps& maps = *ab.maps;
  const std::uint64_t positions = 2ull * graph.vertex_count;
  const std::uint64_t from = filled, to = from + std::min<std::uint64_t>(positions - from, budget);
  out.outcomes_.resize(to);
  out.depths_.resize(to);
  out.best_.resize(to);
  Stats& st = counts;
  for (Position p = static_cast<Position>(from); p < to; ++p) {
    const Outcome o = maps.outcome(p);
    out.outcomes_[p] = static_cast<std::uint8_t>(o);
    out.depths_[p] = maps.has_depth(p) ? maps.depth(p) : kNone;
    const Position b = maps.best(p);
    out.best_[p] = b == kNoPosition ? kNone : b >> 1;
    (o == Outcome::Win ? st.win : o == Outcome::Loss ? st.loss : st.draw) += 1;
    if (maps.has_depth(p) && out.depths_[p] > st.longest) st.longest = out.depths_[p];
  }
  filled = to;
  progress = 0.9 + 0.1 * double(to) / double(positions);
  if (to < positions) return false;
  st.positions = positions;
  out.stats_ = st;
  return true;
}

bool GraphSolve::advance(std::uint64_t budget) {
  if (!error_.empty() || !impl_) return true;
  Impl& s = *impl_;
  if (s.done) return true;
  budget = std::max<std::uint64_t>(budget, 1);
  try {
    // First the graph (a third of the progress: measured, about as long as the solve's set-up
    // and queue of a sparse graph together), then the passes over it.
    constexpr double kBuildShare = 0.35;
    if (s.builder) {
      const std::uint64_t before = s.builder->work();
      const bool built = s.builder->advance(budget);
      s.progress = kBuildShare * s.builder->progress();
      if (!built) return false;
      const std::uint64_t used = s.builder->work() - before;
      s.graph = s.builder->take();
      s.builder.reset();
      if (s.entry.graph_method == GraphMethod::kAliceBobTwoPasses)
        s.passes.emplace<AliceBobPasses>(s.graph);
      else
        s.passes.emplace<OneTokenPass>(s.graph, s.misere);
      if (used >= budget) return false;
      budget -= used;
    }
    const bool finished = std::visit([&](auto& passes) { return s.advance(passes, budget, *this); }, s.passes);
    s.progress = kBuildShare + (1 - kBuildShare) * s.progress;
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

PuzzleLines GraphSolve::puzzles(std::uint32_t count, std::uint64_t seed, std::uint32_t min_plies, bool win,
                                bool draw) const {
  PuzzleLines r;
  // (The passes are made once the graph is built: the entry's method says which they are.)
  const bool one_token = impl_ && impl_->entry.graph_method == GraphMethod::kOneToken;
  const OneTokenPass* pass = impl_ ? std::get_if<OneTokenPass>(&impl_->passes) : nullptr;
  if (!error_.empty() || !impl_)
    r.error = error_.empty() ? "no graph" : error_;
  else if (!one_token || !(impl_->entry.flags & kPuzzles))
    r.error = std::string(impl_->entry.id) + " has no puzzles: " + std::string(impl_->entry.no_puzzles_reason);
  else if (!impl_->done)
    r.error = "the graph is not solved yet";
  else if (count == 0 || min_plies == 0)
    r.error = "count and min_plies must be at least 1";
  if (!r.error.empty()) return r;
  try {
    TextWriter w;
    r.count = static_cast<std::uint32_t>(
        write_generic_puzzles(w, pass->game, pass->solution, PuzzleOptions{count, seed, min_plies, win, draw}));
    r.json = std::move(w.str());
  } catch (const std::bad_alloc&) {
    r = {};
    r.error = "not enough memory for the puzzles";
  }
  return r;
}

}  // namespace whowins
