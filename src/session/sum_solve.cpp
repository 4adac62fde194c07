// SumSolve: γ labelled in chunks, the one-token positions, `whowins sum`'s outputs and the verifier.
#include "core/release.hpp"
#include "session/sum_solve.hpp"
#include <algorithm>
#include <new>
#include "games/sum_puzzles.hpp"
#include "io/input_error.hpp"
#include "session/edge_arrays.hpp"

namespace whowins {

SumSolve::SumSolve(std::uint32_t n, std::vector<std::uint32_t> from, std::vector<std::uint32_t> to,
                   std::vector<std::uint32_t> position_offset, std::vector<std::uint32_t> token_vertex) {
  if (std::string why = edge_arrays_error(n, from, to, kSumBytesPerVertex, kSumBytesPerEdge); !why.empty()) {
    fail(why);
    return;
  }
  if (position_offset.empty() || position_offset.back() != token_vertex.size()) {
    fail("position offsets that do not match the tokens");
    return;
  }
  for (std::uint32_t v : token_vertex)
    if (v >= n) {
      fail("a token on vertex " + std::to_string(v) + ", out of range 0.." + std::to_string(n - 1));
      return;
    }
  vertices_ = n;
  from_ = std::move(from);
  to_ = std::move(to);
  position_offset_ = std::move(position_offset);
  token_vertex_ = std::move(token_vertex);
}

SumSolve::~SumSolve() = default;

void SumSolve::fail(const std::string& message) {
  error_ = message;
  solver_.reset();
  graph_.reset();
  vertices_ = 0;
}

bool SumSolve::advance(std::uint64_t budget) {
  if (done_ || !error_.empty()) return true;
  try {
    if (!graph_) {
      graph_ = std::make_unique<CsrGraph>(CsrGraph::from_edges(vertices_, from_, to_));
      release(from_);
      release(to_);
      solver_ = std::make_unique<LoopyGrundySolver>(*graph_);
      return false;
    }
    if (!solver_->advance(budget)) return false;
    stages_ = solver_->stages();
    values_ = solver_->take();
    solver_.reset();
    done_ = true;
    stats_ = {};
    stats_.positions = vertices_;
    for (std::uint32_t v = 0; v < vertices_; ++v) {
      const std::uint8_t o = value(v).outcome;
      stats_.win += o == 1, stats_.loss += o == 2, stats_.draw += o == 0;
    }
    return true;
  } catch (const std::bad_alloc&) {
    fail("not enough memory for this graph");
    return true;
  }
}

double SumSolve::progress() const {
  if (done_ || !error_.empty()) return 1;
  return solver_ ? solver_->progress() : 0;
}

std::vector<std::uint32_t> SumSolve::places(std::uint32_t position) const {
  if (position >= vertices_) return {};
  return {position};
}

std::uint32_t SumSolve::position(int mover, const std::vector<std::uint32_t>& at) const {
  if (mover != 0 || at.size() != 1 || at[0] >= vertices_) return kNone;
  return at[0];
}

std::optional<SumAnswer> SumSolve::answer(const std::vector<std::uint32_t>& tokens) const {
  if (!done_ || tokens.empty()) return std::nullopt;
  for (std::uint32_t v : tokens)
    if (v >= vertices_) return std::nullopt;
  return answer_sum(*graph_, values_, tokens);
}

Session::Value SumSolve::value(std::uint32_t position) const {
  Value v;
  if (!done_ || position >= vertices_) return v;
  const std::uint32_t at[1] = {position};
  const SumAnswer a = answer_sum(*graph_, values_, at);
  v.outcome = static_cast<std::uint8_t>(a.outcome);
  v.winner = a.outcome == Outcome::Win ? 0 : a.outcome == Outcome::Loss ? 1 : -1;
  v.end = graph_->out_degree(position) == 0;
  return v;
}

std::vector<std::uint32_t> SumSolve::moves(std::uint32_t position) const {
  std::vector<std::uint32_t> out;
  if (!done_ || position >= vertices_) return out;
  const auto options = graph_->successors(position);
  out.assign(options.begin(), options.end());
  const std::uint32_t at[1] = {position};
  const SumAnswer a = answer_sum(*graph_, values_, at);
  const auto best = std::find(out.begin(), out.end(), a.to);
  if (best != out.end()) std::rotate(out.begin(), best, best + 1);
  return out;
}

bool SumSolve::write_answer(TextWriter& out) const {
  if (!done_) return false;
  write_sum_values(out, values_);
  for (std::size_t i = 0; i + 1 < position_offset_.size(); ++i) {
    const std::span<const std::uint32_t> tokens(token_vertex_.data() + position_offset_[i],
                                                position_offset_[i + 1] - position_offset_[i]);
    write_sum_answer(out, answer_sum(*graph_, values_, tokens));
  }
  return true;
}

bool SumSolve::write_json(TextWriter& out, const std::function<void(TextWriter&)>&) const {
  if (!done_) return false;
  SumInput positions;
  positions.position_offset = position_offset_;
  positions.token_vertex = token_vertex_;
  write_sum_json(out, *graph_, values_, positions);
  return true;
}

bool SumSolve::write_dot(TextWriter& out) const {
  if (!done_) return false;
  write_sum_dot(out, *graph_, values_);
  return true;
}

std::optional<std::string> SumSolve::verify() const {
  if (!done_) return "not solved";
  const LoopyNimValues& g = values_;
  const auto at = [](std::uint32_t v) { return std::to_string(v + 1); };
  for (std::uint32_t u = 0; u < vertices_; ++u) {
    if (!g.infinite(u)) {
      if (g.mex(u) != g.value[u]) return "vertex " + at(u) + ": γ is not the mex of its options' values";
      for (std::uint32_t v : graph_->successors(u)) {
        if (!g.infinite(v) && g.value[v] <= g.value[u]) continue;
        const std::uint32_t w = g.option_with_value(v, g.value[u]);
        if (w == LoopyNimValues::kNone || g.order[w] >= g.order[u])
          return "vertex " + at(u) + ": its option " + at(v) +
                 " of larger value does not reverse to an option of value " + std::to_string(g.value[u]) +
                 " earlier in the order";
      }
      continue;
    }
    const std::uint32_t m = g.mex(u);
    bool held = false;
    for (std::uint32_t v : graph_->successors(u))
      held |= g.infinite(v) && g.option_with_value(v, m) == LoopyNimValues::kNone;
    if (!held) return "vertex " + at(u) + ": ∞ without an ∞ option whose K lacks " + std::to_string(m);
  }
  return std::nullopt;
}

PuzzleLines SumSolve::puzzles(std::uint32_t count, std::uint64_t seed, std::uint32_t min_plies, bool win,
                              bool draw) const {
  PuzzleLines r;
  if (!error_.empty())
    r.error = error_;
  else if (!done_)
    r.error = "the graph is not solved yet";
  else if (count == 0 || min_plies == 0)
    r.error = "count and min_plies must be at least 1";
  else if (min_plies > 1)
    r.error =
        "sum puzzles have no length (the generalized Sprague-Grundy value gives outcomes, not plies): "
        "--min-plies must be 1";
  if (!r.error.empty()) return r;
  try {
    std::vector<std::vector<std::uint32_t>> given;
    for (std::size_t i = 0; i + 1 < position_offset_.size(); ++i)
      given.emplace_back(token_vertex_.begin() + position_offset_[i], token_vertex_.begin() + position_offset_[i + 1]);
    PuzzleOptions options;
    options.count = count, options.seed = seed, options.min_plies = min_plies, options.win = win, options.draw = draw;
    TextWriter w;
    r.count =
        static_cast<std::uint32_t>(write_sum_puzzles(w, values_, find_sum_puzzles(*graph_, values_, given, options)));
    r.json = std::move(w.str());
  } catch (const std::bad_alloc&) {
    r = {};
    r.error = "not enough memory for the puzzles";
  }
  return r;
}

}  // namespace whowins
