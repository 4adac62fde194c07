// DesignSolve (design_solve.hpp): the design, its game model, the solver in chunks, queries.
#include "core/release.hpp"
#include "session/design_solve.hpp"
#include <algorithm>
#include <new>
#include <optional>
#include <set>
#include <stdexcept>
#include <type_traits>
#include <variant>
#include "core/best_move.hpp"
#include "core/retrograde.hpp"
#include "core/verifier.hpp"
#include "design/design.hpp"
#include "design/design_cops.hpp"
#include "design/design_game.hpp"
#include "design/design_solve.hpp"
#include "io/input_error.hpp"
#include "io/text_writer.hpp"
#include "session/cop_thief_chunks.hpp"

namespace whowins {

namespace {

// The design's game as the page's solver sees it: DesignGame, plus the positions listed by
// range (for_each_position(begin, end, f)), so the solver's set-up runs in chunks like the
// rest of the solve. The range starts from a decoded position and steps on like
// DesignGame::for_each_position's odometer, on the places themselves: a group's multiset of
// places (sorted a0 <= a1 <= ...) goes to the next rank of the combinatorial number system
// (the smallest a_i below a_i+1, or the last, goes up by one; those before it go back to 0).
// Each range ends with a check that its last state encodes to its last position.
class DesignInRanges {
 public:
  // Ranges listed at once by several threads (the solver's set-up): each decodes its own start
  // and DesignGame keeps its scratch per thread.
  static constexpr bool kListsRangesConcurrently = true;
  explicit DesignInRanges(const DesignGame<>& g) : g_(g), half_(static_cast<Position>(g.position_count() / 2)) {}
  std::uint64_t position_count() const { return g_.position_count(); }
  std::uint64_t max_move_count() const { return g_.max_move_count(); }
  int mover(Position p) const { return g_.mover(p); }
  Outcome end_value(Position p) const { return g_.end_value(p); }
  std::uint32_t move_count(Position p) const { return g_.move_count(p); }
  template <class F>
  void for_each_move(Position p, F&& f) const {
    g_.for_each_move(p, f);
  }
  template <class F>
  void for_each_predecessor(Position p, F&& f) const {
    g_.for_each_predecessor(p, f);
  }
  template <class F>
  void for_each_position(Position begin, Position end, F&& f) const {
    if (begin >= end) return;
    DesignGame<>::State s = g_.decode(begin);
    for (Position p = begin;;) {
      const Outcome e = g_.end_value(s);
      f(p, e, e == Outcome::Draw ? g_.move_count(s) : 0);
      if (++p == end) break;
      if (p == half_)
        s = g_.decode(p);  // the other side to move, every rank back to 0
      else
        step(s);
    }
    if (g_.encode(s) != end - 1) throw std::logic_error("design positions listed out of order");
  }

 private:
  void step(DesignGame<>::State& s) const {
    const Design& d = g_.design();
    for (std::size_t g = d.groups.size(); g-- > 0;) {
      const DesignGroup& group = d.groups[g];
      std::uint32_t* a = &s.place[group.first_token];
      int i = 0;
      while (i + 1 < group.size && a[i] == a[i + 1]) ++i;
      if (a[i] + 1 < d.place_count) {
        ++a[i];
        for (int j = 0; j < i; ++j) a[j] = 0;
        return;
      }
      for (int j = 0; j < group.size; ++j) a[j] = 0;  // past the group's last rank: carry
    }
  }
  const DesignGame<>& g_;
  Position half_;
};

// A design's set-up generates every position's moves: measured, about 40 % of a solve.
constexpr double kSetUpShare = 0.4;

}  // namespace

// The solve's steps, each in chunks: the plain solve; where the design needs it, the hold
// solve and the held set read from it; then the counts. A design of the cop-thief shape
// (Design::police_side, as solve_design) is one step instead: the bit-parallel kernel in
// rounds (ChunkedCopThief, as the page's cop-thief boards), whose solution carries its counts.
struct DesignSolve::Impl {
  Design design;
  std::optional<DesignGame<>> game;
  std::optional<ChunkedCopThief> kernel;  // a design of the cop-thief shape, until solved
  std::optional<DesignInRanges> ranges;
  // The second solve of a design that needs it (design_needs_hold): design_hold_set's game, its
  // positions listed by range.
  std::optional<HoldGame<DesignInRanges>> hold_game;
  std::optional<ChunkedSolve<DesignInRanges>> plain_solve;
  std::optional<ChunkedSolve<HoldGame<DesignInRanges>>> hold_solve;
  std::optional<DesignBitEngine> bit_solve;  // the bit engine's solve (plain, then hold), where it takes the design
  std::unique_ptr<DesignSolution::CopsKernel> cops;  // a design of the cops-and-robbers shape, until solved
  std::vector<std::uint64_t> cops_at, robber_at;     // its counts (CopsKernel::count)
  bool cops_solved = false;
  DesignBitSolution bit_plain, bit_hold;
  std::vector<std::uint64_t> histogram[2];  // the counts of a bit-engine solution: per mover and code
  Solution plain, hold;
  std::vector<std::uint8_t> held;
  enum class Step { kPlain, kHold, kHeld, kCount } step = Step::kPlain;
  std::uint64_t at = 0;  // positions done in kHeld and kCount
  DesignSolution solution;
  Stats counts;
  bool count = true;                     // count in advance() (the page); else on first need
  mutable std::optional<Stats> counted;  // counted by stats() (opened without `count`)
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
DesignSolve::DesignSolve(Design design, bool count) {
  try {
    impl_ = std::make_unique<Impl>();
    impl_->design = std::move(design);
    impl_->count = count;
    impl_->game.emplace(impl_->design);
  } catch (const std::bad_alloc&) {
    error_ = "not enough memory for this design";
    impl_.reset();
  } catch (const std::exception& e) {
    error_ = e.what();
    impl_.reset();
  }
}
DesignSolve::~DesignSolve() = default;

std::uint64_t DesignSolve::position_count() const { return impl_ ? impl_->design.position_count : 0; }
bool DesignSolve::by_kernel() const { return impl_ && impl_->design.police_side >= 0; }
std::string DesignSolve::engine() const {
  if (!impl_) return "";
  const Design& d = impl_->design;
  return d.police_side >= 0 ? "kernel" : d.cops_side >= 0 ? "cops" : d.bit_token >= 0 ? "bits" : "queue";
}
std::string DesignSolve::limit() const {
  const std::string e = engine();
  if (e == "kernel") return "designKernel";
  if (e == "cops") return "designBits";
  if (e == "bits") return design_needs_hold(impl_->design) ? "designBitsTwice" : "designBits";
  return "design";
}
std::uint32_t DesignSolve::place_count() const { return impl_ ? impl_->design.place_count : 0; }
std::uint32_t DesignSolve::token_count() const {
  return impl_ ? static_cast<std::uint32_t>(impl_->design.tokens.size()) : 0;
}
std::vector<Session::Token> DesignSolve::tokens() const {
  std::vector<Token> out;
  for (std::uint32_t t = 0; t < token_count(); ++t)
    out.push_back({impl_->design.tokens[t].side, impl_->design.tokens[t].original});
  return out;
}
bool DesignSolve::may_stand(std::uint32_t t, std::uint32_t place) const {
  if (!impl_ || t >= token_count() || place >= place_count()) return false;
  return impl_->design.moves[impl_->design.tokens[t].moves].may_stand[place] != 0;
}
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
  budget = std::max<std::uint64_t>(budget, 1);
  try {
    Impl& s = *impl_;
    if (s.design.police_side >= 0) return advance_kernel(budget);
    if (s.design.cops_side >= 0) return advance_cops(budget);
    const std::uint64_t n = s.design.position_count;
    const bool needs_hold = design_needs_hold(s.design);
    // Step after step while the budget lasts: `used` is what a step took of it.
    for (;;) {
      std::uint64_t used = 0;
      switch (s.step) {
        case Impl::Step::kPlain: {
          if (s.design.bit_token >= 0) {  // the bit engine (design_bits.hpp), as the CLI solves it
            if (!s.bit_solve) s.bit_solve.emplace(s.design, s.design.bit_token);
            if (!s.bit_solve->advance(budget)) return false;
            s.bit_plain = s.bit_solve->take();
            s.bit_solve.reset();
            s.step = needs_hold ? Impl::Step::kHold : Impl::Step::kCount;
            if (!needs_hold) s.solution = DesignSolution(std::move(s.bit_plain), {});
            return false;  // the next step in the next call (the engine's calls are sized by time)
          }
          // The solver's arrays are allocated on the first call (reading a design allocates little).
          if (!s.plain_solve) s.ranges.emplace(*s.game), s.plain_solve.emplace(*s.ranges);
          const std::uint64_t before = s.plain_solve->work();
          if (!s.plain_solve->advance(budget)) return false;
          used = s.plain_solve->work() - before;
          s.plain = s.plain_solve->take();
          s.plain_solve.reset();
          s.step = needs_hold ? Impl::Step::kHold : Impl::Step::kCount;
          if (!needs_hold) s.solution = DesignSolution(std::move(s.plain), {});
          break;
        }
        case Impl::Step::kHold: {
          // A game that can stop in a draw where endless play is a side's win: the second solve.
          if (s.design.bit_token >= 0) {
            if (!s.bit_solve) s.bit_solve.emplace(s.design, s.design.bit_token, 1 - s.design.endless);
            if (!s.bit_solve->advance(budget)) return false;
            s.bit_hold = s.bit_solve->take();
            s.bit_solve.reset();
            s.held.reserve(n);
            s.step = Impl::Step::kHeld;
            return false;
          }
          if (!s.hold_solve) s.hold_game.emplace(*s.ranges, 1 - s.design.endless), s.hold_solve.emplace(*s.hold_game);
          const std::uint64_t before = s.hold_solve->work();
          if (!s.hold_solve->advance(budget)) return false;
          used = s.hold_solve->work() - before;
          s.hold = s.hold_solve->take();
          s.hold_solve.reset();
          s.held.reserve(n);
          s.step = Impl::Step::kHeld;
          break;
        }
        case Impl::Step::kHeld: {
          // As design_hold_set: held where the holder wins the hold game, whoever moves.
          const int holder = 1 - s.design.endless;
          const std::uint64_t to = s.at + std::min(n - s.at, budget);
          s.held.resize(to);
          const bool bits = s.design.bit_token >= 0;
          for (std::uint64_t p = s.at; p < to; ++p) {
            const Outcome o = bits ? s.bit_hold.plain(static_cast<Position>(p)).first : s.hold.outcome[p];
            const bool holder_moves = s.game->mover(static_cast<Position>(p)) == holder;
            s.held[p] = (o == Outcome::Win && holder_moves) || (o == Outcome::Loss && !holder_moves);
          }
          used = to - s.at;
          s.at = to;
          if (to < n) return false;
          release(s.hold);
          release(s.bit_hold);
          if (bits)
            s.solution = DesignSolution(std::move(s.bit_plain), std::move(s.held));
          else
            s.solution = DesignSolution(std::move(s.plain), std::move(s.held));
          s.at = 0;
          s.step = Impl::Step::kCount;
          break;
        }
        case Impl::Step::kCount: {
          if (!s.count) {  // counted by stats() on first need
            done_ = true;
            return true;
          }
          // As design_stats, in chunks.
          Stats& st = s.counts;
          const std::uint64_t to = s.at + std::min(n - s.at, budget);
          if (const DesignBitSolution* b = s.solution.bits(); b && s.solution.held.empty()) {
            // A bit-engine solution: its codes counted in their own order, then read once per code.
            for (std::uint64_t i = s.at; i < to; ++i) {
              const int mover = i >= b->half ? 1 : 0;
              const std::uint32_t code = b->codes[i] | (b->high.empty() ? 0u : std::uint32_t{b->high[i]} << 8);
              auto& h = s.histogram[mover];
              if (code >= h.size()) h.resize(std::max<std::size_t>(code + 1, 512), 0);
              ++h[code];
            }
            s.at = to;
            if (to < n) return false;
            for (int mover = 0; mover < 2; ++mover)
              for (std::uint32_t code = 0; code < s.histogram[mover].size(); ++code) {
                const std::uint64_t k = s.histogram[mover][code];
                if (k == 0) continue;
                const auto [o, depth] = DesignBitSolution::decode(code);
                design_count(s.design, mover, o, depth, k, st);
              }
            s.histogram[0] = {};
            s.histogram[1] = {};
            st.positions = n;
            stats_ = st;
            done_ = true;
            return true;
          }
          for (std::uint64_t p = s.at; p < to; ++p) {
            const auto q = static_cast<Position>(p);
            const auto [o, depth] = s.solution.plain(q);
            design_count(s.design, s.game->mover(q), o, depth, 1, st, s.solution.is_held(q));
          }
          s.at = to;
          if (to < n) return false;
          st.positions = n;
          stats_ = st;
          done_ = true;
          return true;
        }
      }
      if (used >= budget) return false;
      budget -= used;
    }
  } catch (const std::bad_alloc&) {
    error_ = "not enough memory for this design";
    impl_.reset();
  } catch (const std::exception& e) {
    error_ = e.what();
    impl_.reset();
  }
  return true;
}

// A design of the cop-thief shape: the first call sets the kernel up (its board, layout and
// depth-0 positions: the solver's memory), each later one runs whole rounds (at least one).
// The design's values are the kernel's as they are (no endless or limit rule in this shape:
// cop_thief_shape), so the counts are the kernel's own, with no pass over the positions.
bool DesignSolve::advance_kernel(std::uint64_t budget) {
#if !WHOWINS_DESIGN_KERNELS
  (void)budget;
  throw std::logic_error("a design of the cop-thief kernel's shape in a module without it");
#else
  Impl& s = *impl_;
  if (!s.kernel) {
    s.kernel.emplace();
    s.kernel->start(design_cop_thief_board(s.design));
    return false;
  }
  if (!s.kernel->advance(budget)) return false;
  stats_ = s.kernel->solution().stats();
  s.solution = DesignSolution(s.kernel->take_solution(), s.design.police_side);
  s.kernel.reset();
  done_ = true;
  return true;
#endif
}

// A design of the cops-and-robbers shape (Design::cops_side): the cop-number kernel as the CLI
// runs it, a part of a round a call (CopsGame::step_part, the first call sets it up), then the
// counts placement by placement in chunks.
bool DesignSolve::advance_cops(std::uint64_t budget) {
#if !WHOWINS_DESIGN_KERNELS
  (void)budget;
  throw std::logic_error("a design of the cops-and-robbers kernel's shape in a module without it");
#else
  Impl& s = *impl_;
  if (!s.cops) {
    s.cops = design_cops_kernel(s.design);
    s.cops->game.start();
    return false;
  }
  if (!s.cops_solved) {
    if (!s.cops->game.step_part(std::max<std::uint64_t>(budget / 64, 1)))
      return false;  // budget: positions; work: bitset ORs
    s.cops_solved = true;
    s.at = 0;
    return false;
  }
  const std::uint64_t placements = s.cops->game.placement_count();
  const std::uint64_t to =
      s.at + std::min(placements - s.at, std::max<std::uint64_t>(budget / std::max<std::uint64_t>(s.cops->n, 1), 1));
  s.cops->count(s.at, to, s.cops_at, s.robber_at);
  s.at = to;
  if (to < placements) return false;
  Stats& st = s.counts;
  s.cops->values(s.cops_at, s.robber_at, [&](int mover, Outcome o, Depth depth, std::uint64_t k) {
    design_count(s.design, mover, o, depth, k, st);
  });
  st.positions = s.design.position_count;
  stats_ = st;
  s.solution = DesignSolution(std::move(s.cops));
  done_ = true;
  return true;
#endif
}

// The steps' shares of the time (the two solves alike; the last passes read every position once).
double DesignSolve::progress() const {
  if (!impl_ || done_) return 1;
  // Never back: an estimate may dip where a step starts (a round's fraction back to 0).
  return last_progress_ = std::max(last_progress_, estimate());
}

double DesignSolve::estimate() const {
  const Impl& s = *impl_;
  if (s.design.police_side >= 0) return s.kernel ? 0.99 * s.kernel->progress() : 0;
  if (s.design.cops_side >= 0) {  // rounds (their count unknown: an estimate), then the counts
    if (!s.cops) return 0;
    if (s.cops_solved)
      return 0.9 + 0.09 * double(s.at) / double(std::max<std::uint64_t>(1, s.cops->game.placement_count()));
    const double rounds = s.cops->game.rounds() ? s.cops->game.rounds() - 1 + s.cops->game.round_fraction() : 0;
    return 0.9 * (1.0 - 1.0 / (1.0 + rounds / 8.0));
  }
  const bool needs_hold = design_needs_hold(s.design);
  const double solve_share = needs_hold ? 0.48 : 0.96, n = double(std::max<std::uint64_t>(1, s.design.position_count));
  double p = 0;
  switch (s.step) {
    case Impl::Step::kPlain:
      p = s.bit_solve     ? solve_share * s.bit_solve->progress()
          : s.plain_solve ? solve_share * s.plain_solve->progress(kSetUpShare)
                          : 0;
      break;
    case Impl::Step::kHold:
      p = solve_share * (1 + (s.bit_solve    ? s.bit_solve->progress()
                              : s.hold_solve ? s.hold_solve->progress(kSetUpShare)
                                             : 0));
      break;
    case Impl::Step::kHeld:
      p = 2 * solve_share + 0.02 * double(s.at) / n;
      break;
    case Impl::Step::kCount:
      p = (needs_hold ? 0.98 : 0.96) + 0.02 * double(s.at) / n;
      break;
  }
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

std::uint32_t DesignSolve::best_move(std::uint32_t p) const {
  if (!impl_ || !done_ || p >= position_count()) return kNone;
  const Position q = design_best_move(*impl_->game, impl_->solution, p);
  return q == kNoPosition ? kNone : q;
}

const Stats& DesignSolve::stats() const {
  if (!impl_ || !done_ || impl_->count || impl_->design.police_side >= 0 || impl_->design.cops_side >= 0)
    return stats_;  // counted by advance() (a kernel's counts are its own)
  if (!impl_->counted) impl_->counted = design_stats(*impl_->game, impl_->solution);
  return *impl_->counted;
}

bool DesignSolve::write_answer(TextWriter& out) const {
  if (!impl_ || !done_) return false;
  write_design_answer(out, *impl_->game, impl_->solution);
  return true;
}

bool DesignSolve::write_json(TextWriter& out, const std::function<void(TextWriter&)>& flush) const {
  if (!impl_ || !done_) return false;
  write_design_json(out, *impl_->game, impl_->solution, flush);
  return true;
}

std::optional<std::string> DesignSolve::verify() const {
  if (!impl_ || !done_) return error_.empty() ? "the design is not solved" : error_;
  return whowins::verify(*impl_->game, impl_->solution);
}

PuzzleLines DesignSolve::puzzles(std::uint32_t count, std::uint64_t seed, std::uint32_t min_plies, bool win,
                                 bool draw) const {
  PuzzleLines r;
  if (!impl_ || !done_) {
    r.error = error_.empty() ? "solve the design first" : error_;
    return r;
  }
  if (count == 0 || min_plies == 0) {
    r.error = "count and min plies must be at least 1";
    return r;
  }
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
