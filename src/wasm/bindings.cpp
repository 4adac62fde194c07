// Embind names for the page's module (the only file that includes an Emscripten header).
#include <emscripten/bind.h>
#include <emscripten/val.h>
#include "games/registry.hpp"
#include "wasm/graph_solve.hpp"
#include "wasm/two_token_solve.hpp"

using namespace emscripten;

namespace {

// The game list from the registry, with its capability flags spelt out.
val games() {
  val list = val::array();
  for (const whowins::GameEntry& g : whowins::game_registry()) {
    val o = val::object();
    o.set("id", std::string(g.id));
    o.set("name", std::string(g.name));
    o.set("summary", std::string(g.summary));
    o.set("graphBoard", (g.flags & whowins::kGraphBoard) != 0);
    o.set("gridBoard", (g.flags & whowins::kGridBoard) != 0);
    o.set("twoTokens", (g.flags & whowins::kTwoTokens) != 0);
    o.set("misereOption", (g.flags & whowins::kMisereOption) != 0);
    o.set("twoStartSides", (g.flags & whowins::kTwoStartSides) != 0);
    o.set("undirected", (g.flags & whowins::kUndirected) != 0);
    list.call<void>("push", o);
  }
  return list;
}

// One copy in: the typed array's contents into a C++ vector.
std::vector<std::uint32_t> copy_in(const val& typed) {
  return convertJSArrayToNumberVector<std::uint32_t>(typed);
}

whowins::GraphSolve* make_graph_solve(std::string game, std::uint32_t n, val from, val to, bool misere) {
  return new whowins::GraphSolve(game, n, copy_in(from), copy_in(to), misere);
}

val outcomes(const whowins::GraphSolve& s) { return val(typed_memory_view(s.outcomes().size(), s.outcomes().data())); }
val depths(const whowins::GraphSolve& s) { return val(typed_memory_view(s.depths().size(), s.depths().data())); }
val best_moves(const whowins::GraphSolve& s) { return val(typed_memory_view(s.best_moves().size(), s.best_moves().data())); }
std::string error(const whowins::GraphSolve& s) { return s.error(); }
bool advance(whowins::GraphSolve& s, double budget) { return s.advance(static_cast<std::uint64_t>(budget)); }
// { positions, win, loss, draw, longest }, as `whowins --stats` counts them.
val stats_object(const whowins::Stats& st) {
  val o = val::object();
  o.set("positions", double(st.positions));
  o.set("win", double(st.win));
  o.set("loss", double(st.loss));
  o.set("draw", double(st.draw));
  o.set("longest", double(st.longest));
  return o;
}
val stats(const whowins::GraphSolve& s) { return stats_object(s.stats()); }

// TwoTokenSolve: two factories (a grid, an adjacency list); JS owns the object (delete()).
using whowins::TwoTokenSolve;
TwoTokenSolve* cop_thief_solve(std::uint32_t rows, std::uint32_t cols, std::string cells) {
  return new TwoTokenSolve(TwoTokenSolve::cop_thief(rows, cols, cells));
}
TwoTokenSolve* cat_mouse_solve(val offsets, val neighbours) {
  return new TwoTokenSolve(TwoTokenSolve::cat_mouse(copy_in(offsets), copy_in(neighbours)));
}
std::string tt_error(const TwoTokenSolve& s) { return s.error(); }
std::string tt_game(const TwoTokenSolve& s) { return s.game(); }
bool tt_advance(TwoTokenSolve& s, double budget) { return s.advance(static_cast<std::uint64_t>(budget)); }
val tt_outcomes(const TwoTokenSolve& s, int side) {
  const auto v = s.outcomes(side);
  return val(typed_memory_view(v.size(), v.data()));
}
val tt_depths(const TwoTokenSolve& s, int side) {
  const auto v = s.depths(side);
  return val(typed_memory_view(v.size(), v.data()));
}
val tt_best_moves(const TwoTokenSolve& s, int side) {
  const auto v = s.best_moves(side);
  return val(typed_memory_view(v.size(), v.data()));
}
val tt_locations(const TwoTokenSolve& s) { return val(typed_memory_view(s.locations().size(), s.locations().data())); }
val tt_start(const TwoTokenSolve& s) {
  const TwoTokenSolve::Start& st = s.start();
  val o = val::object();
  o.set("chaser", double(st.chaser));
  o.set("runner", double(st.runner));
  o.set("sideToMove", st.side_to_move);
  o.set("outcome", int(st.outcome));
  o.set("depth", double(st.depth));
  return o;
}
val tt_stats(const TwoTokenSolve& s) { return stats_object(s.stats()); }

}  // namespace

EMSCRIPTEN_BINDINGS(whowins) {
  function("games", &games);
  class_<whowins::GraphSolve>("GraphSolve")
      .constructor(&make_graph_solve, allow_raw_pointers())
      .function("error", &error)
      .function("advance", &advance)
      .function("progress", &whowins::GraphSolve::progress)
      .function("positionCount", &whowins::GraphSolve::position_count)
      .function("outcomes", &outcomes)
      .function("depths", &depths)
      .function("bestMoves", &best_moves)
      .function("stats", &stats);
  class_<TwoTokenSolve>("TwoTokenSolve")
      .function("error", &tt_error)
      .function("game", &tt_game)
      .function("advance", &tt_advance)
      .function("progress", &TwoTokenSolve::progress)
      .function("locationCount", &TwoTokenSolve::location_count)
      .function("locations", &tt_locations)
      .function("outcomes", &tt_outcomes)
      .function("depths", &tt_depths)
      .function("bestMoves", &tt_best_moves)
      .function("start", &tt_start)
      .function("stats", &tt_stats);
  function("copThiefSolve", &cop_thief_solve, allow_raw_pointers());
  function("catMouseSolve", &cat_mouse_solve, allow_raw_pointers());
}
