// DesignSolve (design_solve.hpp): the design, its game model, the solver in chunks, queries.
#include "wasm/design_solve.hpp"
#include <algorithm>
#include <new>
#include <optional>
#include <set>
#include <variant>
#include "core/best_move.hpp"
#include "core/retrograde.hpp"
#include "design/design.hpp"
#include "design/design_game.hpp"
#include "design/design_solve.hpp"
#include "io/input_error.hpp"
#include "io/text_writer.hpp"

namespace whowins {

struct DesignSolve::Impl {
  Design design;
  std::optional<DesignGame<>> game;
  using Small = RetrogradeSolver<DesignGame<>, Solution, std::uint8_t>;
  using Large = RetrogradeSolver<DesignGame<>, Solution, std::uint32_t>;
  std::variant<std::monostate, Small, Large> solver;
  DesignSolution solution;
};

DesignSolve::DesignSolve(std::string_view text) {
  try {
    impl_ = std::make_unique<Impl>();
    impl_->design = parse_design(text);
    impl_->game.emplace(impl_->design);
  } catch (const InputError& e) {
    error_ = e.what();
    impl_.reset();
  } catch (const std::bad_alloc&) {
    error_ = "not enough memory for this design";
    impl_.reset();
  } catch (const std::exception& e) {
    error_ = e.what();
    impl_.reset();
  }
}
DesignSolve::DesignSolve(DesignSolve&&) noexcept = default;
DesignSolve& DesignSolve::operator=(DesignSolve&&) noexcept = default;
DesignSolve::~DesignSolve() = default;

std::uint64_t DesignSolve::position_count() const { return impl_ ? impl_->design.position_count : 0; }
std::uint32_t DesignSolve::place_count() const { return impl_ ? impl_->design.place_count : 0; }
std::uint32_t DesignSolve::token_count() const { return impl_ ? static_cast<std::uint32_t>(impl_->design.tokens.size()) : 0; }
int DesignSolve::token_side(std::uint32_t t) const { return impl_ && t < token_count() ? impl_->design.tokens[t].side : -1; }
int DesignSolve::token_original(std::uint32_t t) const { return impl_ && t < token_count() ? impl_->design.tokens[t].original : -1; }
std::vector<std::uint32_t> DesignSolve::place_cells() const {
  std::vector<std::uint32_t> cells;
  if (!impl_) return cells;
  const Design& d = impl_->design;
  for (std::uint32_t p = 0; p < d.place_count; ++p) cells.push_back(d.grid ? d.cell_of_place[p] : p);
  return cells;
}

std::vector<std::string> DesignSolve::notes() const {
  std::vector<std::string> out;
  if (impl_)
    for (const Design::Note& n : impl_->design.notes) out.push_back(n.path + ": " + n.message);
  return out;
}

bool DesignSolve::advance(std::uint64_t budget) {
  if (!impl_ || done_) return true;
  try {
    // The solver's arrays are allocated on the first call (reading a design allocates little).
    if (std::holds_alternative<std::monostate>(impl_->solver)) {
      if (impl_->game->max_move_count() < 255) impl_->solver.emplace<Impl::Small>(*impl_->game);
      else impl_->solver.emplace<Impl::Large>(*impl_->game);
    }
    bool finished = false;
    Solution plain;
    if (auto* s = std::get_if<Impl::Small>(&impl_->solver)) {
      if ((finished = s->advance(budget))) plain = s->take_solution();
    } else if (auto* l = std::get_if<Impl::Large>(&impl_->solver)) {
      if ((finished = l->advance(budget))) plain = l->take_solution();
    }
    if (!finished) return false;
    impl_->solver.emplace<std::monostate>();
    // A game that can stop in a draw where endless play is a side's win: the second part.
    impl_->solution = DesignSolution(std::move(plain), design_needs_hold(impl_->design) ? design_hold_set(*impl_->game)
                                                                                        : std::vector<std::uint8_t>{});
    stats_ = design_stats(*impl_->game, impl_->solution);
    done_ = true;
  } catch (const std::bad_alloc&) {
    error_ = "not enough memory for this design";
    impl_.reset();
  }
  return true;
}

double DesignSolve::progress() const {
  if (!impl_) return 1;
  if (done_) return 1;
  double p = 0;
  if (auto* s = std::get_if<Impl::Small>(&impl_->solver)) p = double(s->processed()) / double(std::max<std::uint64_t>(1, s->position_count()));
  else if (auto* l = std::get_if<Impl::Large>(&impl_->solver)) p = double(l->processed()) / double(std::max<std::uint64_t>(1, l->position_count()));
  return std::min(0.99, p);
}

std::uint32_t DesignSolve::start() const { return impl_ ? impl_->game->start() : kNone; }
int DesignSolve::mover(std::uint32_t p) const { return impl_ && p < position_count() ? impl_->game->mover(p) : -1; }

std::vector<std::uint32_t> DesignSolve::places(std::uint32_t p) const {
  std::vector<std::uint32_t> out;
  if (!impl_ || p >= position_count()) return out;
  const auto s = impl_->game->decode(p);
  out.assign(s.place.begin(), s.place.begin() + impl_->design.tokens.size());
  return out;
}

std::uint32_t DesignSolve::position(int mover, const std::vector<std::uint32_t>& places) const {
  if (!impl_ || (mover != 0 && mover != 1) || places.size() != impl_->design.tokens.size()) return kNone;
  DesignGame<>::State s;
  s.mover = mover;
  for (std::size_t t = 0; t < places.size(); ++t) {
    if (places[t] >= impl_->design.place_count) return kNone;
    s.place[t] = places[t];
  }
  impl_->game->canonical(s);
  return impl_->game->encode(s);
}

DesignSolve::Value DesignSolve::value(std::uint32_t p) const {
  Value v;
  if (!impl_ || !done_ || p >= position_count()) return v;
  const auto& g = *impl_->game;
  const auto st = g.decode(p);
  const DesignValue dv = impl_->solution.value(g, p);
  const Outcome o = dv.for_mover(st.mover);
  v.outcome = o == Outcome::Win ? 1 : o == Outcome::Loss ? 2 : 0;
  v.depth = dv.depth == kNoDepth ? kNone : dv.depth;
  v.winner = dv.winner;
  v.by_rule = dv.by_rule;
  const int rule = g.end_rule(st);
  v.end_rule = rule < 0 ? kNone : static_cast<std::uint32_t>(rule);
  v.end = g.end_value(st) != Outcome::Draw || (rule < 0 && !g.can_move(st));
  return v;
}

std::vector<std::uint32_t> DesignSolve::moves(std::uint32_t p) const {
  std::vector<std::uint32_t> out;
  if (!impl_ || !done_ || p >= position_count()) return out;
  for (Position q : design_ranked_moves(*impl_->game, impl_->solution, p)) out.push_back(q);
  return out;
}

bool DesignSolve::fill_map(std::uint32_t p, std::uint32_t token, int mover) {
  map_outcomes_.clear();
  map_depths_.clear();
  if (!impl_ || !done_ || p >= position_count() || token >= token_count() || (mover != 0 && mover != 1)) return false;
  const Design& d = impl_->design;
  const auto& g = *impl_->game;
  auto st = g.decode(p);
  st.mover = mover;
  const DesignMoves& m = d.moves[d.tokens[token].moves];
  map_outcomes_.resize(d.place_count);
  map_depths_.resize(d.place_count);
  for (std::uint32_t place = 0; place < d.place_count; ++place) {
    if (!m.may_stand[place]) { map_outcomes_[place] = 3; map_depths_[place] = kNone; continue; }
    auto s = st;
    s.place[token] = place;
    g.canonical(s);
    const Value v = value(g.encode(s));
    map_outcomes_[place] = v.outcome;
    map_depths_[place] = v.depth;
  }
  return true;
}

std::vector<std::uint32_t> DesignSolve::best_line(std::uint32_t p, std::uint32_t max) const {
  std::vector<std::uint32_t> line;
  if (!impl_ || !done_ || p >= position_count()) return line;
  std::set<std::uint32_t> seen{p};
  for (std::uint32_t k = 0; k < max; ++k) {
    const Position q = design_best_move(*impl_->game, impl_->solution, p);
    if (q == kNoPosition) break;
    line.push_back(q);
    if (!seen.insert(q).second) break;
    p = q;
  }
  return line;
}

PuzzleLines DesignSolve::puzzles(std::uint32_t count, std::uint64_t seed, std::uint32_t min_plies, bool win, bool draw) const {
  PuzzleLines r;
  if (!impl_ || !done_) { r.error = error_.empty() ? "solve the design first" : error_; return r; }
  if (count == 0 || min_plies == 0) { r.error = "count and min plies must be at least 1"; return r; }
  PuzzleOptions o;
  o.count = count;
  o.seed = seed;
  o.min_plies = min_plies;
  o.win = win;
  o.draw = draw;
  TextWriter w;
  r.count = static_cast<std::uint32_t>(write_design_puzzles(w, *impl_->game, impl_->solution, o));
  r.json = w.str();
  return r;
}

}  // namespace whowins
