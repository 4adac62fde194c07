// TwoTokenSolve: chunked solving of cop-thief and cat-mouse, results as flat arrays.
#include "wasm/two_token_solve.hpp"
#include <cmath>
#include <limits>
#include <new>
#include <optional>
#include "core/best_move.hpp"
#include "core/retrograde.hpp"
#include "games/cat_mouse.hpp"
#include "games/cop_thief.hpp"
#include "io/adjacency_json.hpp"
#include "io/grid_board.hpp"
#include "io/input_error.hpp"

namespace whowins {

namespace {

// Peak bytes per position: the solve (~12, or its 3-to-5-byte solution) plus the flat
// outputs (1 + 4 + 4) while they are filled.
constexpr std::uint64_t kBytesPerPosition = 16;

// An InputError from a parser run on text built here: cop-thief rows are text lines 2..,
// cat-mouse lists carry no line (0).
std::string grid_message(const InputError& e) {
  if (e.line() >= 2) return "row " + std::to_string(e.line() - 1) + ": " + e.message();
  return e.message();
}

}  // namespace

struct TwoTokenSolve::Impl {
  bool cop_thief = false;
  // cop-thief
  GridBoard grid;
  CopThiefLayout layout;
  std::optional<CopThiefGame> ct_game;
  std::optional<RetrogradeSolver<CopThiefGame, CopThiefSolution>> ct_solver;
  bool ct_bitset = false;
  CopThiefSolution ct_solution;
  // cat-mouse
  TwoTokenBoard cm_board;
  std::optional<TwoTokenGame<>> cm_game;
  std::optional<RetrogradeSolver<TwoTokenGame<>>> cm_solver;
  Solution cm_solution;
  // after the solve: results copied out in chunks
  bool solved = false;
  std::uint64_t extracted = 0;
  double progress = 0;
};

TwoTokenSolve::TwoTokenSolve() : impl_(std::make_unique<Impl>()) {}
TwoTokenSolve::TwoTokenSolve(TwoTokenSolve&&) noexcept = default;
TwoTokenSolve& TwoTokenSolve::operator=(TwoTokenSolve&&) noexcept = default;
TwoTokenSolve::~TwoTokenSolve() = default;

void TwoTokenSolve::fail(const std::string& message) {
  error_ = message;
  impl_.reset();
  outcomes_ = {};
  depths_ = {};
  best_ = {};
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
  s.guarded([&] {
    Impl& im = *s.impl_;
    im.cop_thief = true;
    if (std::uint64_t{rows} * cols != cells.size()) {
      s.fail("the board has " + std::to_string(cells.size()) + " cells, expected rows x cols = " +
             std::to_string(std::uint64_t{rows} * cols));
      return;
    }
    // Characters that would break the text format's lines are unknown characters too.
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const unsigned char u = static_cast<unsigned char>(cells[i]);
      if (u == '\n' || u == '\r' || u == ' ' || u == '\t') {
        const std::string shown = u == ' ' ? std::string(" ") : "\\x" + std::to_string(u);
        s.fail("row " + std::to_string(i / cols + 1) + ": unknown character '" + shown +
               "' at column " + std::to_string(i % cols + 1) + " (use . free, * wall, E exit, P or C police, T thief)");
        return;
      }
    }
    std::string text = std::to_string(rows) + " " + std::to_string(cols) + "\n";
    text.reserve(text.size() + cells.size() + rows);
    for (std::uint32_t r = 0; r < rows; ++r) {
      text.append(cells, std::size_t{r} * cols, cols);
      text += '\n';
    }
    try {
      im.grid = parse_grid_board(text, kCopThiefBytesPerCellPair);
    } catch (const InputError& e) {
      s.fail(grid_message(e));
      return;
    }
    text = {};
    im.layout = make_cop_thief_layout(im.grid);
    const std::uint64_t L = im.layout.board.location_count;
    if (2 * L * L * kBytesPerPosition > kMemoryBudgetBytes) {
      s.fail("a board with " + std::to_string(L) + " free cells has " + std::to_string(2 * L * L) +
             " positions, past the page's memory budget of " + std::to_string(kMemoryBudgetBytes >> 30) + " GiB");
      return;
    }
    s.locations_ = im.layout.cell_of_location;
    im.ct_game.emplace(im.layout.board);
    s.start_.chaser = im.layout.location_of_cell[im.grid.police];
    s.start_.runner = im.layout.location_of_cell[im.grid.thief];
    s.start_.side_to_move = kChaserToMove;
    im.ct_bitset = choose_cop_thief_method(im.grid, im.layout) == CopThiefMethod::kBitset;
    if (!im.ct_bitset) im.ct_solver.emplace(*im.ct_game);
  });
  return s;
}

TwoTokenSolve TwoTokenSolve::cat_mouse(const std::vector<std::uint32_t>& offsets, const std::vector<std::uint32_t>& neighbours) {
  TwoTokenSolve s;
  s.game_ = "cat-mouse";
  s.guarded([&] {
    Impl& im = *s.impl_;
    if (offsets.empty()) { s.fail("the offsets array is empty: it needs n + 1 entries for n nodes"); return; }
    const std::uint64_t n = offsets.size() - 1;
    const auto max_nodes = static_cast<std::uint64_t>(std::sqrt(double(kMemoryBudgetBytes / kCatMouseBytesPerNodePair)));
    if (n > max_nodes || 2 * n * n * kBytesPerPosition > kMemoryBudgetBytes) {
      s.fail("a graph of " + std::to_string(n) + " nodes is past the memory budget");
      return;
    }
    if (offsets[0] != 0) { s.fail("offsets[0] is " + std::to_string(offsets[0]) + ", expected 0"); return; }
    for (std::uint64_t v = 0; v < n; ++v)
      if (offsets[v + 1] < offsets[v]) { s.fail("offsets decrease at node " + std::to_string(v)); return; }
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
          s.fail("node " + std::to_string(v) + " lists neighbour " + std::to_string(neighbours[i]) + ", but there are only " +
                 std::to_string(n) + " nodes");
          return;
        }
        a.neighbours[v].push_back(neighbours[i]);
      }
    try {
      im.cm_board = make_cat_mouse_board(a);
    } catch (const InputError& e) {
      s.fail(e.message());
      return;
    }
    s.locations_.resize(n);
    for (std::uint32_t v = 0; v < n; ++v) s.locations_[v] = v;
    im.cm_game.emplace(im.cm_board);
    im.cm_solver.emplace(*im.cm_game);
    s.start_.chaser = 2;
    s.start_.runner = 1;
    s.start_.side_to_move = kRunnerToMove;
  });
  return s;
}

double TwoTokenSolve::progress() const {
  if (!impl_ || done_) return 1.0;
  return impl_->progress;
}

namespace {

// Copies the results of positions [from, to) out of a solution into the flat arrays.
template <class Game, class SolutionT>
void extract(const Game& game, const SolutionT& sol, std::uint64_t from, std::uint64_t to, std::uint8_t* outcome,
             std::uint32_t* depth, std::uint32_t* best) {
  constexpr auto none = std::numeric_limits<typename SolutionT::depth_type>::max();
  const std::uint64_t per_side = std::uint64_t{game.board().location_count} * game.board().location_count;
  for (std::uint64_t i = from; i < to; ++i) {
    const auto p = static_cast<Position>(i);
    if (!game.in_game(p)) {
      outcome[i] = TwoTokenSolve::kNotAPosition;
      depth[i] = best[i] = TwoTokenSolve::kNone;
      continue;
    }
    const Outcome o = sol.outcome[p];
    outcome[i] = static_cast<std::uint8_t>(o);
    depth[i] = o == Outcome::Draw || sol.depth[p] == none ? TwoTokenSolve::kNone : std::uint32_t{sol.depth[p]};
    const Position b = best_move(game, sol, p);
    best[i] = b == kNoPosition ? TwoTokenSolve::kNone : i < per_side ? game.chaser(b) : game.runner(b);
  }
}

}  // namespace

bool TwoTokenSolve::advance(std::uint64_t budget) {
  if (!error_.empty() || !impl_ || done_) return true;
  if (budget == 0) budget = 1;
  bool finished = false;
  guarded([&] {
    Impl& s = *impl_;
    const std::uint64_t L = locations_.size(), positions = 2 * L * L;
    // Solve first (progress 0 .. 0.8), then copy out (0.8 .. 1).
    if (!s.solved) {
      if (s.cop_thief && s.ct_bitset) {
        s.ct_solution = solve_cop_thief_bitset(s.grid, s.layout);
      } else if (s.cop_thief) {
        auto& solver = *s.ct_solver;
        const bool end = solver.advance(budget);
        s.progress = 0.8 * double(solver.processed()) / double(solver.position_count());
        if (!end) return;
        s.ct_solution = solver.take_solution();
        s.ct_solver.reset();
      } else {
        auto& solver = *s.cm_solver;
        const bool end = solver.advance(budget);
        s.progress = 0.8 * double(solver.processed()) / double(solver.position_count());
        if (!end) return;
        s.cm_solution = solver.take_solution();
        s.cm_solver.reset();
      }
      s.solved = true;
      s.progress = 0.8;
      outcomes_.resize(positions);
      depths_.resize(positions);
      best_.resize(positions);
      return;
    }
    const std::uint64_t to = std::min(positions, s.extracted + budget);
    if (s.cop_thief) extract(*s.ct_game, s.ct_solution, s.extracted, to, outcomes_.data(), depths_.data(), best_.data());
    else extract(*s.cm_game, s.cm_solution, s.extracted, to, outcomes_.data(), depths_.data(), best_.data());
    s.extracted = to;
    s.progress = 0.8 + 0.2 * double(to) / double(positions);
    if (to < positions) return;
    // The start and the counts, over real positions only (as the CLI's --stats).
    stats_ = {};
    for (std::uint64_t i = 0; i < positions; ++i) {
      const std::uint8_t o = outcomes_[i];
      if (o == kNotAPosition) continue;
      ++stats_.positions;
      (o == 1 ? stats_.win : o == 2 ? stats_.loss : stats_.draw) += 1;
      if (depths_[i] != kNone && depths_[i] > stats_.longest) stats_.longest = depths_[i];
    }
    const std::uint64_t st = (std::uint64_t(start_.side_to_move) * L + start_.chaser) * L + start_.runner;
    start_.outcome = outcomes_[st];
    start_.depth = depths_[st];
    impl_.reset();  // the solution and the board: the flat arrays hold everything now
    done_ = true;
    finished = true;
  });
  return finished || !error_.empty();
}

template <class S>
std::span<const S> TwoTokenSolve::side_of(const std::vector<S>& v, int side) const {
  if (!done_ || (side != 0 && side != 1)) return {};
  const std::size_t per_side = v.size() / 2;
  return std::span<const S>(v.data() + side * per_side, per_side);
}

std::span<const std::uint8_t> TwoTokenSolve::outcomes(int side) const { return side_of(outcomes_, side); }
std::span<const std::uint32_t> TwoTokenSolve::depths(int side) const { return side_of(depths_, side); }
std::span<const std::uint32_t> TwoTokenSolve::best_moves(int side) const { return side_of(best_, side); }

}  // namespace whowins
