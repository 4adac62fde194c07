// TwoTokenSolve: chunked solving of cop-thief and cat-mouse, then queries on the kept solution.
#include "core/release.hpp"
#include "session/two_token_solve.hpp"
#include <algorithm>
#include <cmath>
#include <new>
#include <optional>
#include <type_traits>
#include <utility>
#include <variant>
#include "core/best_move.hpp"
#include "core/retrograde.hpp"
#include "core/verifier.hpp"
#include "design/design_bits.hpp"
#include "design/cat_mouse_design.hpp"
#include "games/cop_thief.hpp"
#include "io/adjacency_json.hpp"
#include "io/grid_board.hpp"
#include "io/input_error.hpp"
#include "io/text_bytes.hpp"
#include "session/cop_thief_chunks.hpp"

namespace whowins {

namespace {

// An InputError from a parser run on text built here: cop-thief rows are text lines 2..,
// cat-mouse lists carry no line (0).
std::string grid_message(const InputError& e) {
  if (e.line() >= 2) return "row " + std::to_string(e.line() - 1) + ": " + e.message();
  return e.message();
}

// A cop-thief session: the board solved by the bit-parallel kernel in chunks (what
// CopThiefMethod::kAuto runs; cop_thief_chunks.hpp, shared with DesignSolve), then its
// solution, which carries its counts.
struct CopThiefSession {
  ChunkedCopThief kernel;

  const CopThiefGame& game_of() const { return kernel.game(); }
  const CopThiefSolution& solution_of() const { return kernel.solution(); }
  std::size_t write_puzzles(TextWriter& out, const PuzzleOptions& options) const {
    return write_cop_thief_puzzles(out, kernel.game(), kernel.solution(), kernel.layout(), kernel.grid().cols, options);
  }
};

// A cat-mouse session: the board and game; the solve as the CLI runs it — the board as the
// design it is, by the bit engine (cat_mouse_design; design_bits.hpp) — then its values in the
// two-token numbering, a chunk of rows a call (cat_mouse_rows); then a counting pass over the
// positions in chunks (stats, histograms).
struct CatMouseSession {
  TwoTokenBoard board;
  std::optional<TwoTokenGame<>> game;
  std::optional<Design> design;
  std::optional<DesignGame<>> design_game;
  std::optional<DesignBitEngine> engine;  // until the solve ends
  DesignBitSolution bits;                 // until its values are copied
  std::uint64_t rows = 0;                 // rows copied so far (cat_mouse_rows)
  bool solving = true;                    // until the rows are copied
  bool solved = false;                    // the engine is done
  bool count = true;                      // count in advance() (the page); else on first need
  Solution solution;
  std::uint64_t counted = 0;          // positions counted so far
  std::vector<std::uint32_t> counts;  // per (outcome, depth), see count_range

  const TwoTokenGame<>& game_of() const { return *game; }
  const Solution& solution_of() const { return solution; }
  std::size_t write_puzzles(TextWriter& out, const PuzzleOptions& options) const {
    return write_cat_mouse_puzzles(out, *game, solution, options);
  }
};

}  // namespace

struct TwoTokenSolve::Impl {
  template <class Session>
  explicit Impl(std::in_place_type_t<Session> kind) : session(kind) {}

  std::variant<CopThiefSession, CatMouseSession> session;
  double progress = 0;

  // f(game, solution) for whichever game this is (after the solve).
  template <class F>
  decltype(auto) with_solution(F&& f) const {
    return std::visit([&](const auto& s) { return f(s.game_of(), s.solution_of()); }, session);
  }
  // Up to `budget` positions' worth of the session's work; true when its solve and its counts
  // (`out`'s stats and histograms) are done.
  bool advance(CopThiefSession& ct, std::uint64_t budget, TwoTokenSolve& out);
  bool advance(CatMouseSession& cm, std::uint64_t budget, TwoTokenSolve& out);
};

TwoTokenSolve::TwoTokenSolve() = default;
TwoTokenSolve::TwoTokenSolve(TwoTokenSolve&&) noexcept = default;
TwoTokenSolve& TwoTokenSolve::operator=(TwoTokenSolve&&) noexcept = default;
TwoTokenSolve::~TwoTokenSolve() = default;

void TwoTokenSolve::fail(const std::string& message) {
  error_ = message;
  impl_.reset();
  release(map_outcomes_);
  release(map_depths_);
  histogram_[0] = histogram_[1] = {};
}

template <class F>
void TwoTokenSolve::guarded(F&& f) {
  try {
    f();
  } catch (const std::bad_alloc&) {
    fail("not enough memory for this board");
  } catch (const std::exception& e) {
    fail(e.what());
  }
}

TwoTokenSolve TwoTokenSolve::cop_thief(std::uint32_t rows, std::uint32_t cols, const std::string& cells) {
  TwoTokenSolve s;
  s.game_ = "cop-thief";
  s.limit_ = "copThief";
  s.guarded([&] {
    s.impl_ = std::make_unique<Impl>(std::in_place_type<CopThiefSession>);
    if (rows == 0 || cols == 0) {  // before the text below, which has a line per row
      s.fail("the board needs at least one row and one column");
      return;
    }
    if (std::uint64_t{rows} * cols != cells.size()) {
      s.fail("the board has " + std::to_string(cells.size()) +
             " cells, expected rows x cols = " + std::to_string(std::uint64_t{rows} * cols));
      return;
    }
    // Characters that would break the text format's lines are unknown characters too.
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const unsigned char u = static_cast<unsigned char>(cells[i]);
      if (u == '\n' || u == '\r' || u == ' ' || u == '\t') {
        s.fail("row " + std::to_string(i / cols + 1) + ": unknown character " + byte_words(u) + " at column " +
               std::to_string(i % cols + 1) + " (use . free, * wall, E exit, P or C police, T thief)");
        return;
      }
    }
    std::string text = std::to_string(rows) + " " + std::to_string(cols) + "\n";
    text.reserve(text.size() + cells.size() + rows);
    for (std::uint32_t r = 0; r < rows; ++r) {
      text.append(cells, std::size_t{r} * cols, cols);
      text += '\n';
    }
    GridBoard grid;
    try {
      grid = parse_grid_board(text, kCopThiefBytesPerCellPair);
    } catch (const InputError& e) {
      s.fail(grid_message(e));
      return;
    }
    release(text);
    s.start_cop_thief(std::move(grid));
  });
  return s;
}

TwoTokenSolve TwoTokenSolve::cop_thief(GridBoard grid) {
  TwoTokenSolve s;
  s.game_ = "cop-thief";
  s.limit_ = "copThief";
  s.guarded([&] {
    s.impl_ = std::make_unique<Impl>(std::in_place_type<CopThiefSession>);
    s.start_cop_thief(std::move(grid));
  });
  return s;
}

void TwoTokenSolve::start_cop_thief(GridBoard grid) {
  CopThiefSession& ct = std::get<CopThiefSession>(impl_->session);
  ct.kernel.start(std::move(grid));
  const CopThiefLayout& layout = ct.kernel.layout();
  locations_ = layout.cell_of_location;
  start_.chaser = layout.location_of_cell[ct.kernel.grid().police];
  start_.runner = layout.location_of_cell[ct.kernel.grid().thief];
  start_.side_to_move = kChaserToMove;
}

TwoTokenSolve TwoTokenSolve::cat_mouse(const std::vector<std::uint32_t>& offsets,
                                       const std::vector<std::uint32_t>& neighbours) {
  TwoTokenSolve s;
  s.game_ = "cat-mouse";
  s.limit_ = "catMouse";
  s.guarded([&] {
    s.impl_ = std::make_unique<Impl>(std::in_place_type<CatMouseSession>);
    if (offsets.empty()) {
      s.fail("the offsets array is empty: it needs n + 1 entries for n nodes");
      return;
    }
    const std::uint64_t n = offsets.size() - 1;
    const auto max_nodes =
        static_cast<std::uint64_t>(std::sqrt(double(kMemoryBudgetBytes / kCatMouseBytesPerNodePair)));
    if (n > max_nodes) {
      s.fail("a graph of " + std::to_string(n) + " nodes is past the memory budget");
      return;
    }
    if (offsets[0] != 0) {
      s.fail("offsets[0] is " + std::to_string(offsets[0]) + ", expected 0");
      return;
    }
    for (std::uint64_t v = 0; v < n; ++v)
      if (offsets[v + 1] < offsets[v]) {
        s.fail("offsets decrease at node " + std::to_string(v));
        return;
      }
    if (offsets[n] != neighbours.size()) {
      s.fail("offsets end at " + std::to_string(offsets[n]) + " but there are " + std::to_string(neighbours.size()) +
             " neighbours");
      return;
    }
    AdjacencyList a;
    a.neighbours.resize(n);
    a.line_of_node.assign(n, 0);
    for (std::uint64_t v = 0; v < n; ++v)
      for (std::uint32_t i = offsets[v]; i < offsets[v + 1]; ++i) {
        if (neighbours[i] >= n) {
          s.fail("node " + std::to_string(v) + " lists neighbour " + std::to_string(neighbours[i]) +
                 ", but there are only " + std::to_string(n) + " nodes");
          return;
        }
        a.neighbours[v].push_back(neighbours[i]);
      }
    TwoTokenBoard board;
    try {
      board = make_cat_mouse_board(a);
    } catch (const InputError& e) {
      s.fail(e.message());
      return;
    }
    s.start_cat_mouse(std::move(board), true);
  });
  return s;
}

TwoTokenSolve TwoTokenSolve::cat_mouse(TwoTokenBoard board, bool count) {
  TwoTokenSolve s;
  s.game_ = "cat-mouse";
  s.limit_ = "catMouse";
  s.guarded([&] {
    s.impl_ = std::make_unique<Impl>(std::in_place_type<CatMouseSession>);
    s.start_cat_mouse(std::move(board), count);
  });
  return s;
}

void TwoTokenSolve::start_cat_mouse(TwoTokenBoard board, bool count) {
  CatMouseSession& cm = std::get<CatMouseSession>(impl_->session);
  cm.board = std::move(board);
  cm.count = count;
  const std::uint32_t n = cm.board.location_count;
  locations_.resize(n);
  for (std::uint32_t v = 0; v < n; ++v) locations_[v] = v;
  cm.game.emplace(cm.board);
  cm.design.emplace(cat_mouse_design(cm.board));
  cm.design_game.emplace(*cm.design);
  start_.chaser = 2;
  start_.runner = 1;
  start_.side_to_move = kRunnerToMove;
}

double TwoTokenSolve::progress() const {
  if (!impl_ || done_) return 1.0;
  return impl_->progress;
}

namespace {

// One position's value out of a solution; p must be a position of the game's numbering.
template <class Game, class SolutionT>
TwoTokenSolve::Value lookup(const Game& game, const SolutionT& sol, Position p, bool with_best) {
  constexpr auto none = SolutionT::no_depth;
  TwoTokenSolve::Value v;
  if (!game.in_game(p)) return v;
  const Outcome o = sol.outcome[p];
  v.outcome = static_cast<std::uint8_t>(o);
  v.depth = o == Outcome::Draw || sol.depth[p] == none ? TwoTokenSolve::kNone : std::uint32_t{sol.depth[p]};
  if (with_best) {
    const Position b = best_move(game, sol, p);
    if (b != kNoPosition) v.best = game.mover(p) == kChaser ? game.chaser(b) : game.runner(b);
  }
  return v;
}

// Calls f(i) for each real position i among [from, to) (both tokens where they may stand).
template <class Game, class F>
void for_each_real(const Game& game, std::uint64_t from, std::uint64_t to, F&& f) {
  const TwoTokenBoard& b = game.board();
  const std::uint64_t L = b.location_count;
  const std::uint8_t* runner_may = b.may_stand[kRunner].data();
  const bool runner_anywhere =
      std::all_of(b.may_stand[kRunner].begin(), b.may_stand[kRunner].end(), [](auto m) { return m != 0; });
  for (std::uint64_t i = from; i < to;) {
    const std::uint64_t row = i / L;  // mover * L + chaser
    const std::uint64_t row_end = std::min(to, (row + 1) * L);
    if (!b.may_stand[kChaser][row % L]) {
      i = row_end;
    } else if (runner_anywhere) {
      for (; i < row_end; ++i) f(i);
    } else {
      for (std::uint64_t r = i - row * L; i < row_end; ++i, ++r)
        if (runner_may[r]) f(i);
    }
  }
}

// 32-bit depths (cat-mouse): the same counts, grown as deeper positions turn up.
template <class Game>
void count_range(const Game& game, const BasicSolution<std::uint32_t>& sol, std::uint64_t from, std::uint64_t to,
                 std::vector<std::uint32_t>& table) {
  // table: [0] draws, [1] wins without depth, [2] losses without depth, then (depth, win,
  // loss) pairs from index 3.
  if (table.empty()) table.assign(3, 0);
  const Outcome* outcome = sol.outcome.data();
  const std::uint32_t* depth = sol.depth.data();
  for_each_real(game, from, to, [&](std::uint64_t i) {
    const Outcome o = outcome[i];
    const std::uint32_t d = depth[i];
    if (o == Outcome::Draw)
      ++table[0];
    else if (d == Solution::no_depth)
      ++table[static_cast<std::uint8_t>(o)];
    else {
      const std::size_t at = 3 + std::size_t{d} * 2 + (o == Outcome::Loss);
      if (at >= table.size()) table.resize(3 + 2 * (std::size_t{d} + 1), 0);
      ++table[at];
    }
  });
}

// The stats and the two histograms (wins, losses by depth) out of count_range's table.
void table_results(const std::vector<std::uint32_t>& table, Stats& st, std::vector<std::uint32_t> (&hist)[2]) {
  st = {};
  hist[0].clear();
  hist[1].clear();
  std::size_t deepest = 0;  // one past the largest depth of a decided position
  {
    st.draw = table[0];
    st.win = table[1];
    st.loss = table[2];
    const std::size_t depths = (table.size() - 3) / 2;
    for (int k = 0; k < 2; ++k) {
      hist[k].resize(depths);
      for (std::size_t d = 0; d < depths; ++d) {
        hist[k][d] = table[3 + 2 * d + k];
        (k == 0 ? st.win : st.loss) += hist[k][d];
        if (hist[k][d]) deepest = std::max(deepest, d + 1);
      }
    }
  }
  st.positions = st.win + st.loss + st.draw;
  st.longest = deepest ? static_cast<Depth>(deepest - 1) : 0;
  for (auto& h : hist) {
    if (st.win + st.loss == 0)
      h = {};
    else
      h.resize(deepest, 0);
  }
}

}  // namespace

// A cop-thief solution carries its counts: the session ends with the solve (progress 0 .. 0.99).
bool TwoTokenSolve::Impl::advance(CopThiefSession& ct, std::uint64_t budget, TwoTokenSolve& out) {
  const bool end = ct.kernel.advance(budget);
  progress = 0.99 * ct.kernel.progress();
  if (!end) return false;
  const CopThiefSolution& solution = ct.kernel.solution();
  out.stats_ = solution.stats();
  for (int k = 0; k < 2; ++k) {
    const auto& h = solution.histogram[k];
    out.histogram_[k].assign(h.begin(), h.end());
    out.histogram_[k].resize(std::size_t{out.stats_.longest} + 1, 0);
  }
  return true;
}

// Cat-mouse: the solve (its set-up, queue and solution, each in chunks; progress 0 .. 0.8),
// then the counts over real positions only (as the CLI's --stats), in chunks (0.8 .. 1).
bool TwoTokenSolve::Impl::advance(CatMouseSession& cm, std::uint64_t budget, TwoTokenSolve& out) {
  if (cm.solving) {
    // The bit engine (progress 0 .. 0.7; its first call allocates), then the rows (0.7 .. 0.8).
    if (!cm.engine && !cm.solved) {
      cm.engine.emplace(*cm.design, cm.design->bit_token);
      return false;
    }
    if (cm.engine) {
      const bool end = cm.engine->advance(budget);
      progress = 0.7 * cm.engine->progress();
      if (!end) return false;
      cm.bits = cm.engine->take();
      cm.engine.reset();
      cm.solved = true;
      return false;
    }
    const std::uint64_t all = 2 * std::uint64_t{cm.board.location_count};
    const std::uint64_t to =
        cm.rows + std::min(all - cm.rows, std::max<std::uint64_t>(1, budget / cm.board.location_count));
    cat_mouse_rows(
        *cm.game, *cm.design_game, [&](Position p) { return cm.bits.plain(p); }, cm.rows, to, cm.solution);
    cm.rows = to;
    progress = 0.7 + 0.1 * double(to) / double(all);
    if (to < all) return false;
    release(cm.bits);
    cm.solving = false;
    progress = 0.8;
    if (!cm.count) return true;  // counted by stats() on first need
    return false;
  }
  const std::uint64_t L = out.locations_.size(), positions = 2 * L * L;
  const std::uint64_t to = cm.counted + std::min(positions - cm.counted, budget);
  count_range(*cm.game, cm.solution, cm.counted, to, cm.counts);
  cm.counted = to;
  progress = 0.8 + 0.2 * double(to) / double(positions);
  if (to < positions) return false;
  table_results(cm.counts, out.stats_, out.histogram_);
  release(cm.counts);
  return true;
}

bool TwoTokenSolve::advance(std::uint64_t budget) {
  if (!error_.empty() || !impl_ || done_) return true;
  if (budget == 0) budget = 1;
  bool finished = false;
  guarded([&] {
    Impl& s = *impl_;
    if (!std::visit([&](auto& session) { return s.advance(session, budget, *this); }, s.session)) return;
    const Value v = s.with_solution([&](const auto& game, const auto& sol) {
      return lookup(game, sol, game.position(start_.side_to_move, start_.chaser, start_.runner), false);
    });
    start_.outcome = v.outcome;
    start_.depth = v.depth;
    done_ = true;  // the game and the solution stay: the queries read them
    finished = true;
  });
  return finished || !error_.empty();
}

TwoTokenSolve::Value TwoTokenSolve::value(int side, std::uint32_t chaser, std::uint32_t runner) const {
  const std::uint32_t L = location_count();
  if (!done_ || !impl_ || (side != 0 && side != 1) || chaser >= L || runner >= L) return {};
  return impl_->with_solution(
      [&](const auto& game, const auto& sol) { return lookup(game, sol, game.position(side, chaser, runner), true); });
}

bool TwoTokenSolve::fill_side_map(int side, int fixed_token, std::uint32_t loc) {
  map_outcomes_.clear();
  map_depths_.clear();
  const std::uint32_t L = location_count();
  if (!done_ || !impl_ || (side != 0 && side != 1) || (fixed_token != kChaserFixed && fixed_token != kRunnerFixed) ||
      loc >= L)
    return false;
  map_outcomes_.resize(L);
  map_depths_.resize(L);
  impl_->with_solution([&](const auto& game, const auto& sol) {
    constexpr auto none = std::remove_cvref_t<decltype(sol)>::no_depth;
    const TwoTokenBoard& b = game.board();
    const int other = fixed_token == kChaserFixed ? kRunner : kChaser;
    // The position with the other token on i: base + i * stride.
    const Position base = fixed_token == kChaserFixed ? game.position(side, loc, 0) : game.position(side, 0, loc);
    const std::uint32_t stride = fixed_token == kChaserFixed ? 1 : L;
    const bool fixed_may = b.may_stand[fixed_token][loc] != 0;
    const std::uint8_t* other_may = b.may_stand[other].data();
    for (std::uint32_t i = 0; i < L; ++i) {
      const Position p = base + i * stride;
      if (!fixed_may || !other_may[i]) {
        map_outcomes_[i] = kNotAPosition;
        map_depths_[i] = kNone;
        continue;
      }
      const Outcome o = sol.outcome[p];
      map_outcomes_[i] = static_cast<std::uint8_t>(o);
      map_depths_[i] = o == Outcome::Draw || sol.depth[p] == none ? kNone : std::uint32_t{sol.depth[p]};
    }
  });
  return true;
}

// The Session numbering is the game's: (mover L + chaser) L + runner.
bool TwoTokenSolve::may_stand(std::uint32_t token, std::uint32_t place) const {
  if (!impl_ || token > 1 || place >= location_count()) return false;
  return std::visit(
      [&](const auto& s) {
        if constexpr (std::is_same_v<std::decay_t<decltype(s)>, CopThiefSession>)
          return s.kernel.layout().board.may_stand[token][place] != 0;
        else
          return s.board.may_stand[token][place] != 0;
      },
      impl_->session);
}
std::uint32_t TwoTokenSolve::start() const {
  const std::uint32_t L = location_count();
  return impl_ ? (std::uint32_t(start_.side_to_move) * L + start_.chaser) * L + start_.runner : kNone;
}
int TwoTokenSolve::mover(std::uint32_t p) const {
  const std::uint32_t L = location_count();
  return impl_ && p < position_count() ? int(p / L / L) : -1;
}
std::vector<std::uint32_t> TwoTokenSolve::places(std::uint32_t p) const {
  const std::uint32_t L = location_count();
  if (!impl_ || p >= position_count()) return {};
  return {p / L % L, p % L};
}
std::uint32_t TwoTokenSolve::position(int mover, const std::vector<std::uint32_t>& at) const {
  const std::uint32_t L = location_count();
  if (!impl_ || (mover != 0 && mover != 1) || at.size() != 2 || at[0] >= L || at[1] >= L) return kNone;
  return (std::uint32_t(mover) * L + at[0]) * L + at[1];
}
Session::Value TwoTokenSolve::value(std::uint32_t p) const {
  Session::Value v;
  if (!done_ || !impl_ || p >= position_count()) return v;
  const Value t = value(mover(p), p / location_count() % location_count(), p % location_count());
  v.outcome = t.outcome;
  v.depth = t.depth;
  const int m = mover(p);
  v.winner = t.outcome == 1 ? m : t.outcome == 2 ? 1 - m : -1;
  v.end = t.outcome < 3 &&
          impl_->with_solution([&](const auto& game, const auto&) { return game.end_value(p) != Outcome::Draw; });
  return v;
}
std::vector<std::uint32_t> TwoTokenSolve::moves(std::uint32_t p) const {
  if (!done_ || !impl_ || p >= position_count()) return {};
  return impl_->with_solution([&](const auto& game, const auto& sol) {
    std::vector<std::uint32_t> out;
    if (!game.in_game(p)) return out;
    for (Position q : ranked_moves(game, sol, p)) out.push_back(static_cast<std::uint32_t>(q));
    return out;
  });
}
std::uint32_t TwoTokenSolve::best_move(std::uint32_t p) const {
  if (!done_ || !impl_ || p >= position_count()) return kNone;
  return impl_->with_solution([&](const auto& game, const auto& sol) {
    const Position q = game.in_game(p) ? whowins::best_move(game, sol, p) : kNoPosition;
    return q == kNoPosition ? kNone : static_cast<std::uint32_t>(q);
  });
}
bool TwoTokenSolve::fill_map(std::uint32_t p, std::uint32_t token, int mover) {
  const std::vector<std::uint32_t> at = places(p);
  if (at.empty() || token > 1) {
    map_outcomes_.clear();
    map_depths_.clear();
    return false;
  }
  // The other token stays: token 0 moves over the places with the runner fixed, and back.
  return token == 0 ? fill_side_map(mover, kRunnerFixed, at[1]) : fill_side_map(mover, kChaserFixed, at[0]);
}

std::span<const std::uint32_t> TwoTokenSolve::histogram(int outcome) const {
  if (!done_ || (outcome != 1 && outcome != 2)) return {};
  return histogram_[outcome - 1];
}

const Stats& TwoTokenSolve::stats() const {
  if (!done_ || !impl_) return stats_;
  const auto* cm = std::get_if<CatMouseSession>(&impl_->session);
  if (!cm || cm->count) return stats_;  // counted by advance()
  if (!lazy_stats_) {
    std::vector<std::uint32_t> table;
    const std::uint64_t L = locations_.size();
    count_range(*cm->game, cm->solution, 0, 2 * L * L, table);
    std::vector<std::uint32_t> unused[2];
    lazy_stats_.emplace();
    table_results(table, *lazy_stats_, unused);
  }
  return *lazy_stats_;
}

bool TwoTokenSolve::write_answer(TextWriter& out) const {
  if (!done_ || !impl_) return false;
  if (const auto* ct = std::get_if<CopThiefSession>(&impl_->session)) {
    const ChunkedCopThief& k = ct->kernel;
    write_cop_thief_answer(out, k.grid(), k.layout(), k.game(), k.solution());
  } else {
    const CatMouseSession& cm = std::get<CatMouseSession>(impl_->session);
    write_cat_mouse_answer(out, *cm.game, cm.solution);
  }
  return true;
}

bool TwoTokenSolve::write_json(TextWriter& out, const std::function<void(TextWriter&)>&) const {
  if (!done_ || !impl_) return false;
  if (const auto* ct = std::get_if<CopThiefSession>(&impl_->session)) {
    const ChunkedCopThief& k = ct->kernel;
    write_cop_thief_json(out, k.grid(), k.layout(), k.game(), k.solution(), stats());
  } else {
    const CatMouseSession& cm = std::get<CatMouseSession>(impl_->session);
    write_cat_mouse_json(out, *cm.game, cm.solution, stats());
  }
  return true;
}

std::optional<std::string> TwoTokenSolve::verify() const {
  if (!done_ || !impl_) return error_.empty() ? "the game is not solved" : error_;
  return impl_->with_solution([](const auto& game, const auto& sol) { return whowins::verify(game, sol); });
}

PuzzleLines TwoTokenSolve::puzzles(std::uint32_t count, std::uint64_t seed, std::uint32_t min_plies, bool win,
                                   bool draw) const {
  PuzzleLines r;
  if (!error_.empty() || !impl_)
    r.error = error_.empty() ? "no board" : error_;
  else if (!done_)
    r.error = "the game is not solved yet";
  else if (count == 0 || min_plies == 0)
    r.error = "count and min_plies must be at least 1";
  if (!r.error.empty()) return r;
  try {
    const PuzzleOptions options{count, seed, min_plies, win, draw};
    TextWriter w;
    r.count = static_cast<std::uint32_t>(
        std::visit([&](const auto& session) { return session.write_puzzles(w, options); }, impl_->session));
    r.json = std::move(w.str());
  } catch (const std::bad_alloc&) {
    r = {};
    r.error = "not enough memory for the puzzles";
  }
  return r;
}

}  // namespace whowins
