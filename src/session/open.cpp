// open_session: the registry's entry picks the session (GameEntry::session); nothing here knows a
// game by its id.
#include "session/open.hpp"
#include <new>
#include "catalog/registry.hpp"
#include "session/graph_solve.hpp"
#if defined(WHOWINS_LITE) && WHOWINS_LITE == 2
#include "session/two_token_solve.hpp"
#endif
#if defined(WHOWINS_LITE) && WHOWINS_LITE == 3
#include "session/design_solve.hpp"
#endif
#ifndef WHOWINS_LITE
#include "session/cop_number_solve.hpp"
#include <cmath>
#include <stdexcept>
#include "design/cat_mouse_design.hpp"
#include "design/cop_number.hpp"
#include "design/design.hpp"
#include "games/alice_bob.hpp"
#include "games/cop_thief.hpp"
#include "games/generic.hpp"
#include "io/adjacency_json.hpp"
#include "io/edge_list.hpp"
#include "io/grid_board.hpp"
#include "games/sum.hpp"
#include "session/design_solve.hpp"
#include "session/sum_solve.hpp"
#include "session/two_token_solve.hpp"
#endif

namespace whowins {
namespace {

// A session that could not be opened: its error, nothing else.
class FailedSession final : public Session {
 public:
  FailedSession(std::string game, std::string message) : game_(std::move(game)) { error_ = std::move(message); }
  std::string game() const override { return game_; }
  bool advance(std::uint64_t) override { return true; }
  double progress() const override { return 1; }
  bool done() const override { return false; }

 private:
  std::string game_;
};

#ifdef WHOWINS_LITE
// The page's first modules (CMakeLists.txt), small enough to answer a first visit quickly:
// WHOWINS_LITE=1 (whowins_web_lite) the graph games only; 2 (whowins_web_boards) the graph games
// and the two-token boards (police and thief, cat and mouse); 3 (whowins_web_designs) the graph
// games and the designs. No cop number, sum or CLI text in any: the page's worker opens what a
// module lacks in the full one (web/solver/worker-core.js).
std::unique_ptr<Session> open(std::string_view game, SessionInput& in) {
  const GameEntry* entry = find_game(game);
  if (entry) switch (entry->session) {
      case SessionKind::kGraph:
        return std::make_unique<GraphSolve>(game, in.n, std::move(in.from), std::move(in.to), in.misere);
#if WHOWINS_LITE == 2
      case SessionKind::kCopThief:
        return std::make_unique<TwoTokenSolve>(TwoTokenSolve::cop_thief(in.rows, in.cols, in.cells));
      case SessionKind::kCatMouse:
        return std::make_unique<TwoTokenSolve>(TwoTokenSolve::cat_mouse(in.offsets, in.neighbours));
#endif
#if WHOWINS_LITE == 3
      case SessionKind::kDesign:
        return std::make_unique<DesignSolve>(in.text);
#endif
      default:
        break;
    }
  return std::make_unique<FailedSession>(
      std::string(game), "'" + std::string(game) + "' needs the full module (this one has fewer games)");
}
#else
std::unique_ptr<Session> open(std::string_view game, SessionInput& in) {
  const GameEntry* entry = find_game(game);
  if (!entry) return std::make_unique<FailedSession>(std::string(game), "unknown game '" + std::string(game) + "'");
  switch (entry->session) {
    case SessionKind::kGraph:
      return std::make_unique<GraphSolve>(game, in.n, std::move(in.from), std::move(in.to), in.misere);
    case SessionKind::kCopThief:
      return std::make_unique<TwoTokenSolve>(TwoTokenSolve::cop_thief(in.rows, in.cols, in.cells));
    case SessionKind::kCatMouse:
      return std::make_unique<TwoTokenSolve>(TwoTokenSolve::cat_mouse(in.offsets, in.neighbours));
    case SessionKind::kDesign:
      return std::make_unique<DesignSolve>(in.text);
    case SessionKind::kCops:
      return std::make_unique<CopNumberSolve>(in.n, in.from, in.to, in.max_cops, in.max_positions);
    case SessionKind::kSum:
      return std::make_unique<SumSolve>(in.n, std::move(in.from), std::move(in.to));
  }
  return std::make_unique<FailedSession>(std::string(game), "no session for '" + std::string(game) + "'");
}
#endif

}  // namespace

#ifndef WHOWINS_LITE
namespace {
// A session's error as the exception a reader or a solver would have thrown: running out of
// memory stays std::bad_alloc (a front end words it), anything else is its message.
[[noreturn]] void throw_error(const std::string& message) {
  if (message.rfind("not enough memory", 0) == 0) throw std::bad_alloc();
  throw std::runtime_error(message);
}
}  // namespace

std::unique_ptr<Session> open_text_session(const GameEntry& game, std::string_view text, bool misere, int max_cops,
                                           std::uint64_t memory, bool symmetry) {
  std::unique_ptr<Session> session;
  switch (game.session) {
    case SessionKind::kGraph: {
      const bool two_passes = game.graph_method == GraphMethod::kAliceBobTwoPasses;
      EdgeList edges = parse_edge_list(text, two_passes ? kAliceBobBytesPerVertex : kGenericBytesPerVertex,
                                       two_passes ? kAliceBobBytesPerEdge : kGenericBytesPerEdge);
      session = std::make_unique<GraphSolve>(game.id, edges.vertex_count, std::move(edges.from), std::move(edges.to),
                                             misere, /*table=*/false, /*edges_checked=*/true);
      break;
    }
    case SessionKind::kCopThief:
      session =
          std::make_unique<TwoTokenSolve>(TwoTokenSolve::cop_thief(parse_grid_board(text, kCopThiefBytesPerCellPair)));
      break;
    case SessionKind::kCatMouse: {
      const auto max_nodes =
          static_cast<std::uint64_t>(std::sqrt(double(kMemoryBudgetBytes / kCatMouseBytesPerNodePair)));
      session = std::make_unique<TwoTokenSolve>(
          TwoTokenSolve::cat_mouse(make_cat_mouse_board(parse_adjacency_json(text, max_nodes)), /*count=*/false));
      break;
    }
    case SessionKind::kDesign:
      session = std::make_unique<DesignSolve>(parse_design(text), /*count=*/false);
      break;
    case SessionKind::kCops:
      session = std::make_unique<CopNumberSolve>(
          std::make_unique<CopNumberCount>(text, max_cops, memory ? memory : kMemoryBudgetBytes, symmetry));
      break;
    case SessionKind::kSum: {
      SumInput input = parse_sum_input(text);
      session =
          std::make_unique<SumSolve>(input.edges.vertex_count, std::move(input.edges.from), std::move(input.edges.to),
                                     std::move(input.position_offset), std::move(input.token_vertex));
      break;
    }
  }
  if (!session) throw std::logic_error("no session for '" + std::string(game.id) + "'");
  if (!session->error().empty()) throw_error(session->error());
  return session;
}

void solve_to_end(Session& session) {
  while (!session.advance(UINT64_MAX)) {
  }
  if (!session.error().empty()) throw_error(session.error());
}
#endif

std::unique_ptr<Session> open_session(std::string_view game, SessionInput input) {
  try {
    return open(game, input);
  } catch (const std::bad_alloc&) {
    return std::make_unique<FailedSession>(std::string(game), "not enough memory for this input");
  }
}

}  // namespace whowins
