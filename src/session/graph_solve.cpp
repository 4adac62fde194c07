// GraphSolve: chunked solving of the one-token graph games by their registry entry's method
// (GraphMethod), their outputs, and the page's flat arrays.
#include "core/release.hpp"
#include "session/graph_solve.hpp"
#include <algorithm>
#include <new>
#include <optional>
#include <utility>
#include <variant>
#include "core/best_move.hpp"
#include "core/csr_graph.hpp"
#include "core/retrograde.hpp"
#include "core/verifier.hpp"
#include "games/alice_bob.hpp"
#include "games/generic.hpp"
#include "catalog/registry.hpp"
#include "games/puzzle_json.hpp"
#include "session/edge_arrays.hpp"

namespace whowins {
namespace {

// GraphMethod::kOneToken: the generic game in one pass; its solution is kept for puzzles.
struct OneTokenPass {
  OneTokenPass(const CsrGraph& graph, bool misere) : game(graph, misere) { solver.emplace(game); }
  GenericGame game;
  std::optional<ChunkedSolve<GenericGame>> solver;  // until the pass ends
  Solution solution;
};

// GraphMethod::kAliceBobTwoPasses: pass 1 (can the game be kept endless?), then pass 2 (who
// wins a game that ends?) over pass 1's outcomes.
struct AliceBobPasses {
  explicit AliceBobPasses(const CsrGraph& graph) : ending(graph) { pass1_solver.emplace(ending); }
  AliceBobEndingGame ending;
  std::optional<ChunkedSolve<AliceBobEndingGame>> pass1_solver;  // until pass 1 ends
  Solution pass1;
  std::optional<AliceBobWinnerGame> winner;                      // from pass 1's end
  std::optional<ChunkedSolve<AliceBobWinnerGame>> pass2_solver;  // from pass 1's end until pass 2's
  Solution pass2;
  std::optional<AliceBobMaps> maps;  // from pass 2's end
};

}  // namespace

struct GraphSolve::Impl {
  Impl(const GameEntry& e, bool m, bool t, std::vector<std::uint32_t> f, std::vector<std::uint32_t> to)
      : entry(e), misere(m), table(t), from(std::move(f)), to(std::move(to)) {}

  const GameEntry& entry;
  bool misere;
  bool table;                           // fill the page's arrays after the solve
  std::vector<std::uint32_t> from, to;  // the edges, until the graph is built
  bool built = false, solved = false;
  mutable CsrGraph graph;  // its successors are built on first need (moves, JSON, DOT)
  // The passes of the entry's method over `graph`, built in place once it is: the games and
  // solvers refer to the graph and to each other.
  std::variant<std::monostate, OneTokenPass, AliceBobPasses> passes;
  double progress = 0;
  bool done = false;
  // The page's arrays, filled in chunks after the solve: positions [0, filled) so far.
  std::uint64_t filled = 0;
  mutable std::optional<Stats> counts;  // counted on first need

  const CsrGraph& with_successors() const {
    graph.build_successors();
    return graph;
  }
  // Position p's outcome for the mover (0 D, 1 W, 2 L), depth (kNone where undefined) and, with
  // `with_best`, the best move's target vertex (kNone: none; reads the successors).
  struct Entry {
    std::uint8_t outcome = 0;
    std::uint32_t depth = kNone;
    std::uint32_t best = kNone;
  };
  Entry entry_of(Position p, bool with_best) const {
    Entry e;
    if (const auto* pass = std::get_if<OneTokenPass>(&passes)) {
      const Outcome o = pass->solution.outcome[p];
      e.outcome = static_cast<std::uint8_t>(o);
      e.depth = o == Outcome::Draw ? kNone : pass->solution.depth[p];
      if (with_best) {
        with_successors();
        const Position b = whowins::best_move(pass->game, pass->solution, p);
        e.best = b == kNoPosition ? kNone : b;
      }
    } else if (const auto* ab = std::get_if<AliceBobPasses>(&passes)) {
      const AliceBobMaps& maps = *ab->maps;
      e.outcome = static_cast<std::uint8_t>(maps.outcome(p));
      e.depth = maps.has_depth(p) ? maps.depth(p) : kNone;
      if (with_best) {
        with_successors();
        const Position b = maps.best(p);
        e.best = b == kNoPosition ? kNone : b >> 1;
      }
    }
    return e;
  }

  // Up to `budget` positions' worth of work on the passes; true when they are finished.
  bool advance(OneTokenPass& pass, std::uint64_t budget);
  bool advance(AliceBobPasses& ab, std::uint64_t budget);
  bool advance(std::monostate&, std::uint64_t) { return true; }
  // Up to `budget` positions of the page's arrays; true when they are filled.
  bool fill_table(std::uint64_t budget, GraphSolve& out);
};

GraphSolve::GraphSolve(std::string_view game, std::uint32_t n, std::vector<std::uint32_t> from,
                       std::vector<std::uint32_t> to, bool misere, bool table, bool edges_checked) {
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
    if (std::string why = edges_checked ? "" : edge_arrays_error(n, from, to, per_vertex, per_edge); !why.empty()) {
      fail(why);
      return;
    }
    // The graph is built by advance().
    game_ = std::string(entry->id);
    vertices_ = n;
    positions_ = std::uint64_t{n} * (method == GraphMethod::kAliceBobTwoPasses ? 2 : 1);
    impl_ = std::make_unique<Impl>(*entry, misere, table, std::move(from), std::move(to));
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
  if (!done() || p >= positions_) return v;
  const Impl::Entry e = impl_->entry_of(p, true);
  v.outcome = e.outcome;
  v.depth = e.depth;
  const int m = mover(p);
  v.winner = v.outcome == 1 ? m : v.outcome == 2 ? 1 - m : -1;
  v.end = v.outcome != 0 && e.best == kNone;
  return v;
}
std::vector<std::uint32_t> GraphSolve::moves(std::uint32_t p) const {
  std::vector<std::uint32_t> out;
  if (!done() || p >= positions_) return out;
  const std::uint32_t v = places(p)[0];
  for (std::uint32_t w : impl_->with_successors().successors(v)) out.push_back(two_sides() ? 2 * w + (1 - (p & 1)) : w);
  if (two_sides()) {
    // Alice and Bob's values come from two passes (kept endless? then who wins?), not from the
    // values after each move: the best move first, the others in the graph's order.
    const auto best = std::find(out.begin(), out.end(), best_move(p));
    if (best != out.end()) std::rotate(out.begin(), best, best + 1);
    return out;
  }
  std::vector<std::pair<std::uint64_t, std::uint32_t>> ranked;  // (rank, position), as move_rank orders them
  for (std::uint32_t q : out) {
    const Impl::Entry e = impl_->entry_of(q, false);
    ranked.push_back({move_rank(Outcome(e.outcome), e.depth), q});
  }
  std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (std::size_t i = 0; i < out.size(); ++i) out[i] = ranked[i].second;
  return out;
}
std::uint32_t GraphSolve::best_move(std::uint32_t p) const {
  if (!done() || p >= positions_) return kNone;
  const std::uint32_t b = impl_->entry_of(p, true).best;
  if (b == kNone) return kNone;
  return two_sides() ? 2 * b + (1 - (p & 1)) : b;
}

double GraphSolve::progress() const {
  if (!impl_ || impl_->done) return 1.0;
  return impl_->progress;
}

// Each call does up to `budget` positions' worth of the solve (its set-up, queue and solution,
// in chunks: ChunkedSolve).
bool GraphSolve::Impl::advance(OneTokenPass& pass, std::uint64_t budget) {
  if (!pass.solver) return true;
  const bool finished = pass.solver->advance(budget);
  progress = pass.solver->progress(0.2);
  if (!finished) return false;
  pass.solution = pass.solver->take();
  pass.solver.reset();
  return true;
}

bool GraphSolve::Impl::advance(AliceBobPasses& ab, std::uint64_t budget) {
  if (ab.pass1_solver) {
    auto& solver = *ab.pass1_solver;
    const std::uint64_t before = solver.work();
    const bool finished = solver.advance(budget);
    progress = 0.5 * solver.progress(0.2);
    if (!finished) return false;
    const std::uint64_t used = solver.work() - before;
    ab.pass1 = solver.take();
    ab.pass1_solver.reset();
    ab.winner.emplace(graph, ab.pass1.outcome);  // one pass over the positions (alice_bob.hpp)
    ab.pass2_solver.emplace(*ab.winner);
    if (used >= budget) return false;
    budget -= used;
  }
  if (ab.pass2_solver) {
    auto& solver = *ab.pass2_solver;
    const bool finished = solver.advance(budget);
    progress = 0.5 + 0.5 * solver.progress(0.2);
    if (!finished) return false;
    ab.pass2 = solver.take();
    ab.pass2_solver.reset();
    ab.maps.emplace(ab.ending, ab.pass1, *ab.winner, ab.pass2);
  }
  return true;
}

// The page's arrays (GraphSolve::outcomes, depths, best_moves) a chunk at a time; the best moves
// read every successor.
bool GraphSolve::Impl::fill_table(std::uint64_t budget, GraphSolve& out) {
  const std::uint64_t positions = out.positions_;
  if (filled == 0) {
    with_successors();
    out.outcomes_.reserve(positions);
    out.depths_.reserve(positions);
    out.best_.reserve(positions);
  }
  const std::uint64_t from = filled, to = from + std::min<std::uint64_t>(positions - from, budget);
  out.outcomes_.resize(to);
  out.depths_.resize(to);
  out.best_.resize(to);
  for (Position p = static_cast<Position>(from); p < to; ++p) {
    const Entry e = entry_of(p, true);
    out.outcomes_[p] = e.outcome;
    out.depths_[p] = e.depth;
    out.best_[p] = e.best;
  }
  filled = to;
  return to == positions;
}

bool GraphSolve::advance(std::uint64_t budget) {
  if (!error_.empty() || !impl_) return true;
  Impl& s = *impl_;
  if (s.done) return true;
  budget = std::max<std::uint64_t>(budget, 1);
  try {
    // First the graph (CsrGraph::from_edges, in one call: a third of the progress, about as
    // long as the solve's set-up and queue of a sparse graph together), then the passes over
    // it, then (for the page) its arrays.
    constexpr double kBuildShare = 0.35, kTableShare = 0.1;
    const double solve_share = s.table ? 1 - kBuildShare - kTableShare : 1 - kBuildShare;
    if (!s.built) {
      const std::uint64_t used = s.from.size() + vertices_;
      s.graph = CsrGraph::from_edges(vertices_, s.from, s.to);
      release(s.from);
      release(s.to);
      s.built = true;
      s.progress = kBuildShare;
      if (s.entry.graph_method == GraphMethod::kAliceBobTwoPasses)
        s.passes.emplace<AliceBobPasses>(s.graph);
      else
        s.passes.emplace<OneTokenPass>(s.graph, s.misere);
      if (used >= budget) return false;
      budget -= used;
    }
    if (!s.solved) {
      const bool finished = std::visit([&](auto& passes) { return s.advance(passes, budget); }, s.passes);
      s.progress = kBuildShare + solve_share * s.progress;
      if (!finished) return false;
      s.solved = true;
    }
    if (s.table && !s.fill_table(budget, *this)) {
      s.progress = kBuildShare + solve_share + kTableShare * double(s.filled) / double(positions_);
      return false;
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

const Stats& GraphSolve::stats() const {
  if (!done()) return stats_;
  Impl& s = *impl_;
  if (!s.counts) {
    if (const auto* pass = std::get_if<OneTokenPass>(&s.passes))
      s.counts = count_outcomes(pass->solution);
    else if (const auto* ab = std::get_if<AliceBobPasses>(&s.passes))
      s.counts = alice_bob_stats(s.graph, *ab->maps);
  }
  return *s.counts;
}

bool GraphSolve::write_answer(TextWriter& out) const {
  if (!done()) return false;
  if (const auto* pass = std::get_if<OneTokenPass>(&impl_->passes))
    write_generic_answer(out, pass->solution);
  else
    write_alice_bob_answer(out, impl_->graph, *std::get<AliceBobPasses>(impl_->passes).maps);
  return true;
}

bool GraphSolve::write_json(TextWriter& out, const std::function<void(TextWriter&)>&) const {
  if (!done()) return false;
  impl_->with_successors();
  if (const auto* pass = std::get_if<OneTokenPass>(&impl_->passes))
    write_generic_json(out, pass->game, pass->solution, stats());
  else
    write_alice_bob_json(out, impl_->graph, *std::get<AliceBobPasses>(impl_->passes).maps, stats());
  return true;
}

bool GraphSolve::write_dot(TextWriter& out) const {
  if (!done()) return false;
  impl_->with_successors();
  if (const auto* pass = std::get_if<OneTokenPass>(&impl_->passes))
    write_generic_dot(out, pass->game, pass->solution);
  else
    write_alice_bob_dot(out, impl_->graph, *std::get<AliceBobPasses>(impl_->passes).maps);
  return true;
}

std::optional<std::string> GraphSolve::verify() const {
  if (!done()) return error_.empty() ? "the graph is not solved" : error_;
  impl_->with_successors();
  if (const auto* pass = std::get_if<OneTokenPass>(&impl_->passes)) return whowins::verify(pass->game, pass->solution);
  return verify_alice_bob(*std::get<AliceBobPasses>(impl_->passes).maps);
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
    impl_->with_successors();
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
