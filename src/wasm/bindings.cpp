// Embind names for the page's module (the only file that includes an Emscripten header).
#include <emscripten/bind.h>
#include <emscripten/val.h>
#include "catalog/registry.hpp"
#include "wasm/cli_json.hpp"
#include "wasm/design_solve.hpp"
#include "wasm/cop_number_solve.hpp"
#include "wasm/graph_solve.hpp"
#include "wasm/two_token_diff.hpp"
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
    o.set("rules", std::string(g.rules));
    o.set("graphBoard", (g.flags & whowins::kGraphBoard) != 0);
    o.set("gridBoard", (g.flags & whowins::kGridBoard) != 0);
    o.set("twoTokens", (g.flags & whowins::kTwoTokens) != 0);
    o.set("misereOption", (g.flags & whowins::kMisereOption) != 0);
    o.set("twoStartSides", (g.flags & whowins::kTwoStartSides) != 0);
    o.set("undirected", (g.flags & whowins::kUndirected) != 0);
    o.set("puzzles", (g.flags & whowins::kPuzzles) != 0);
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
// { outcome, depth, best }: depth and best 4294967295 for none.
val tt_value(const TwoTokenSolve& s, int side, double chaser, double runner) {
  // Out-of-range numbers (negative, past 2^32) become kNone: value() answers outcome 3.
  auto loc = [](double x) {
    return x >= 0 && x < 4294967295.0 ? static_cast<std::uint32_t>(x) : TwoTokenSolve::kNone;
  };
  const TwoTokenSolve::Value v = s.value(side, loc(chaser), loc(runner));
  val o = val::object();
  o.set("outcome", int(v.outcome));
  o.set("depth", double(v.depth));
  o.set("best", double(v.best));
  return o;
}
bool tt_fill_map(TwoTokenSolve& s, int side, int fixed_token, double loc) {
  if (!(loc >= 0 && loc < 4294967295.0)) {
    s.fill_map(side, fixed_token, TwoTokenSolve::kNone);  // empties the maps, returns false
    return false;
  }
  return s.fill_map(side, fixed_token, static_cast<std::uint32_t>(loc));
}
val tt_map_outcomes(const TwoTokenSolve& s) {
  const auto v = s.map_outcomes();
  return val(typed_memory_view(v.size(), v.data()));
}
val tt_map_depths(const TwoTokenSolve& s) {
  const auto v = s.map_depths();
  return val(typed_memory_view(v.size(), v.data()));
}
val tt_histogram(const TwoTokenSolve& s, int outcome) {
  const auto v = s.histogram(outcome);
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

// { error, positions, changed, added, depthOnly, transitions: [[D->D, D->W, D->L], [W->..], [L->..]] }
val diff_two_token(const TwoTokenSolve& before, const TwoTokenSolve& after, val old_of) {
  const whowins::TwoTokenDiff d = whowins::diff_two_token(before, after, copy_in(old_of));
  val o = val::object();
  o.set("error", d.error);
  o.set("positions", double(d.positions));
  o.set("changed", double(d.changed));
  o.set("added", double(d.added));
  o.set("depthOnly", double(d.depth_only));
  val t = val::array();
  for (const auto& row : d.transitions) {
    val r = val::array();
    for (std::uint64_t k : row) r.call<void>("push", double(k));
    t.call<void>("push", r);
  }
  o.set("transitions", t);
  return o;
}

// Puzzles: { error, json, count }, json = the lines `whowins puzzles` prints. Counts and plies
// outside 1..2^32-1 and seeds outside 0..2^53 (or not whole) are refused with a message.
val puzzle_lines(const whowins::PuzzleLines& r) {
  val o = val::object();
  o.set("error", r.error);
  o.set("json", r.json);
  o.set("count", double(r.count));
  return o;
}
// kind: "win", "draw" or "all" (as the CLI's --kind).
template <class Solve>
val puzzles(const Solve& s, double count, double seed, double min_plies, const std::string& kind) {
  auto whole = [](double x, double hi) { return x >= 0 && x <= hi && x == static_cast<double>(static_cast<std::uint64_t>(x)); };
  if (!whole(count, 4294967295.0) || !whole(min_plies, 4294967295.0) || !whole(seed, 9007199254740992.0)) {
    whowins::PuzzleLines bad;
    bad.error = "count and minPlies must be whole numbers from 1 to 4294967295, seed from 0 to 2^53";
    return puzzle_lines(bad);
  }
  if (kind != "win" && kind != "draw" && kind != "all") {
    whowins::PuzzleLines bad;
    bad.error = "kind must be win, draw or all";
    return puzzle_lines(bad);
  }
  return puzzle_lines(s.puzzles(static_cast<std::uint32_t>(count), static_cast<std::uint64_t>(seed),
                                static_cast<std::uint32_t>(min_plies), kind != "draw", kind != "win"));
}
val gs_puzzles(const whowins::GraphSolve& s, double count, double seed, double min_plies, const std::string& kind) {
  return puzzles(s, count, seed, min_plies, kind);
}
val tt_puzzles(const TwoTokenSolve& s, double count, double seed, double min_plies, const std::string& kind) {
  return puzzles(s, count, seed, min_plies, kind);
}

// { error, <key> }: the CLI's --json (key "json") or --dot (key "dot") for `input`, or its
// error; positions past max_positions refused (a number: 1.8e19 and more is no limit).
template <class Export>
val cli_text(Export export_text, const char* key, std::string game, std::string input, bool misere, double max_positions) {
  const auto limit = max_positions >= 1.8e19 ? UINT64_MAX : max_positions > 0 ? static_cast<std::uint64_t>(max_positions) : 0;
  whowins::TextResult r = export_text(game, input, misere, limit);
  input = {};
  val o = val::object();
  o.set("error", r.error);
  o.set(key, r.text);
  return o;
}
val cli_json(std::string game, std::string input, bool misere, double max_positions) {
  return cli_text(&whowins::cli_json, "json", std::move(game), std::move(input), misere, max_positions);
}
val cli_dot(std::string game, std::string input, bool misere, double max_positions) {
  return cli_text(&whowins::cli_dot, "dot", std::move(game), std::move(input), misere, max_positions);
}

// { error, positions }: the positions a solve of `input` has, read cheaply before solving.
val input_positions(std::string game, std::string input) {
  const whowins::SizeResult r = whowins::input_positions(game, input);
  val o = val::object();
  o.set("error", r.error);
  o.set("positions", double(r.positions));
  return o;
}

// DesignSolve: a designed game read from its JSON; JS owns the object (delete()).
using whowins::DesignSolve;
DesignSolve* design_solve(std::string text) { return new DesignSolve(text); }
std::string ds_error(const DesignSolve& s) { return s.error(); }
bool ds_advance(DesignSolve& s, double budget) { return s.advance(static_cast<std::uint64_t>(budget)); }
double ds_positions(const DesignSolve& s) { return double(s.position_count()); }
template <class T> val js_copy(const std::vector<T>& v) { return val(typed_memory_view(v.size(), v.data())).call<val>("slice"); }
std::uint32_t as_index(double x) { return x >= 0 && x < 4294967295.0 ? static_cast<std::uint32_t>(x) : DesignSolve::kNone; }
// { places, cells (per place: grid cell or vertex), tokens: [{ side, index }] }
val ds_info(const DesignSolve& s) {
  val o = val::object();
  o.set("places", s.place_count());
  o.set("cells", js_copy(s.place_cells()));
  val tokens = val::array();
  for (std::uint32_t t = 0; t < s.token_count(); ++t) {
    val tok = val::object();
    tok.set("side", s.token_side(t));
    tok.set("index", s.token_original(t));
    tokens.call<void>("push", tok);
  }
  o.set("tokens", tokens);
  val notes = val::array();
  for (const std::string& n : s.notes()) notes.call<void>("push", val(n));
  o.set("notes", notes);
  return o;
}
double ds_start(const DesignSolve& s) { return s.start(); }
int ds_mover(const DesignSolve& s, double p) { return s.mover(as_index(p)); }
val ds_places(const DesignSolve& s, double p) { return js_copy(s.places(as_index(p))); }
double ds_position(const DesignSolve& s, int mover, val places) {
  const std::uint32_t p = s.position(mover, copy_in(places));
  return p == DesignSolve::kNone ? -1 : double(p);
}
val ds_value(const DesignSolve& s, double p) {
  const DesignSolve::Value v = s.value(as_index(p));
  val o = val::object();
  o.set("outcome", v.outcome);
  o.set("depth", v.depth == DesignSolve::kNone ? val::null() : val(v.depth));
  o.set("winner", v.winner);
  o.set("byRule", v.by_rule);
  o.set("end", v.end);
  o.set("endRule", v.end_rule == DesignSolve::kNone ? -1 : int(v.end_rule));
  return o;
}
val ds_moves(const DesignSolve& s, double p) { return js_copy(s.moves(as_index(p))); }
bool ds_fill_map(DesignSolve& s, double p, int token, int mover) { return s.fill_map(as_index(p), token < 0 ? DesignSolve::kNone : token, mover); }
val ds_map_outcomes(const DesignSolve& s) { return val(typed_memory_view(s.map_outcomes().size(), s.map_outcomes().data())); }
val ds_map_depths(const DesignSolve& s) { return val(typed_memory_view(s.map_depths().size(), s.map_depths().data())); }
val ds_best_line(const DesignSolve& s, double p, double max) { return js_copy(s.best_line(as_index(p), as_index(max))); }
val ds_stats(const DesignSolve& s) { return stats_object(s.stats()); }
val ds_puzzles(const DesignSolve& s, double count, double seed, double min_plies, const std::string& kind) {
  return puzzles(s, count, seed, min_plies, kind);
}

// CopNumberSolve: cops and robbers on a graph; JS owns the object (delete()).
using whowins::CopNumberSolve;
CopNumberSolve* cop_number_solve(std::uint32_t n, val from, val to, int max_cops, double max_positions) {
  return new CopNumberSolve(n, copy_in(from), copy_in(to), max_cops, max_positions > 0 ? static_cast<std::uint64_t>(max_positions) : 0);
}
std::string cn_error(const CopNumberSolve& s) { return s.error(); }
std::string cn_verdict(const CopNumberSolve& s) { return s.verdict(); }
val cn_placement(const CopNumberSolve& s) { return js_copy(s.best_placement()); }
double cn_positions(const CopNumberSolve& s) { return double(s.positions()); }
val cn_map(const CopNumberSolve& s, val placement) { return js_copy(s.capture_map(copy_in(placement))); }
val cn_cops_move(const CopNumberSolve& s, val placement, double robber) { return js_copy(s.cops_move(copy_in(placement), as_index(robber))); }
double cn_robber_move(const CopNumberSolve& s, val placement, double robber) { return s.robber_move(copy_in(placement), as_index(robber)); }

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
      .function("stats", &stats)
      .function("puzzles", &gs_puzzles);
  class_<TwoTokenSolve>("TwoTokenSolve")
      .function("error", &tt_error)
      .function("game", &tt_game)
      .function("advance", &tt_advance)
      .function("progress", &TwoTokenSolve::progress)
      .function("locationCount", &TwoTokenSolve::location_count)
      .function("locations", &tt_locations)
      .function("value", &tt_value)
      .function("fillMap", &tt_fill_map)
      .function("mapOutcomes", &tt_map_outcomes)
      .function("mapDepths", &tt_map_depths)
      .function("histogram", &tt_histogram)
      .function("start", &tt_start)
      .function("stats", &tt_stats)
      .function("puzzles", &tt_puzzles);
  class_<DesignSolve>("DesignSolve")
      .function("error", &ds_error)
      .function("advance", &ds_advance)
      .function("progress", &DesignSolve::progress)
      .function("positionCount", &ds_positions)
      .function("byKernel", &DesignSolve::by_kernel)
      .function("engine", &DesignSolve::engine)
      .function("solvedTwice", &DesignSolve::solved_twice)
      .function("info", &ds_info)
      .function("start", &ds_start)
      .function("mover", &ds_mover)
      .function("places", &ds_places)
      .function("position", &ds_position)
      .function("value", &ds_value)
      .function("moves", &ds_moves)
      .function("fillMap", &ds_fill_map)
      .function("mapOutcomes", &ds_map_outcomes)
      .function("mapDepths", &ds_map_depths)
      .function("bestLine", &ds_best_line)
      .function("stats", &ds_stats)
      .function("puzzles", &ds_puzzles);
  function("designSolve", &design_solve, allow_raw_pointers());
  class_<CopNumberSolve>("CopNumberSolve")
      .function("error", &cn_error)
      .function("advance", &CopNumberSolve::advance)
      .function("progress", &CopNumberSolve::progress)
      .function("cops", &CopNumberSolve::cops)
      .function("copsTried", &CopNumberSolve::cops_tried)
      .function("positions", &cn_positions)
      .function("placement", &cn_placement)
      .function("captureTime", &CopNumberSolve::capture_time)
      .function("verdict", &cn_verdict)
      .function("captureMap", &cn_map)
      .function("copsMove", &cn_cops_move)
      .function("robberMove", &cn_robber_move);
  function("copNumberSolve", &cop_number_solve, allow_raw_pointers());
  function("copThiefSolve", &cop_thief_solve, allow_raw_pointers());
  function("catMouseSolve", &cat_mouse_solve, allow_raw_pointers());
  function("cliJson", &cli_json);
  function("cliDot", &cli_dot);
  function("diffTwoToken", &diff_two_token);
  function("inputPositions", &input_positions);
}
