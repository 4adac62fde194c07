// Embind names for the page's module (the only file that includes an Emscripten header).
#include <emscripten/bind.h>
#include <emscripten/val.h>
#include "catalog/registry.hpp"
#include "core/release.hpp"
#include "core/parallel.hpp"
#include "session/graph_solve.hpp"
#include "session/open.hpp"
#ifndef WHOWINS_LITE
#include "session/cop_number_solve.hpp"
#include "session/sum_solve.hpp"
#include "wasm/cli_json.hpp"
#endif

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
    o.set("session", std::string(whowins::session_kind_name(g.session)));
    list.call<void>("push", o);
  }
  return list;
}

using whowins::Session;

// One copy in: the typed array's contents into a C++ vector.
std::vector<std::uint32_t> copy_in(const val& typed) { return convertJSArrayToNumberVector<std::uint32_t>(typed); }
template <class T>
val js_copy(const std::vector<T>& v) {
  return val(typed_memory_view(v.size(), v.data())).call<val>("slice");
}
template <class T>
val js_copy(std::span<const T> v) {
  return val(typed_memory_view(v.size(), v.data())).call<val>("slice");
}
// JS numbers as positions and places: out of range (negative, past 2^32, not a number) is kNone.
std::uint32_t as_index(double x) { return x >= 0 && x < 4294967295.0 ? static_cast<std::uint32_t>(x) : Session::kNone; }
val or_null(std::uint32_t x) { return x == Session::kNone ? val::null() : val(x); }

// Opens the game's session (session/open.hpp) from a plain object of its input: graph { n, from,
// to, misere }, cop-thief { rows, cols, cells }, cat-mouse { offsets, neighbours }, design { text },
// cops { n, from, to, maxCops (left out: the most the kernel takes), maxPositions }. JS owns the
// object (delete()).
Session* open_session(std::string game, val in) {
  whowins::SessionInput s;
  const auto has = [&](const char* key) {
    return in.hasOwnProperty(key) && !in[key].isUndefined() && !in[key].isNull();
  };
  const auto number = [&](const char* key) { return has(key) ? in[key].as<double>() : 0.0; };
  const auto u32 = [&](const char* key) {
    const double x = number(key);
    return x >= 0 && x < 4294967296.0 ? static_cast<std::uint32_t>(x) : 0u;
  };
  if (has("n")) s.n = u32("n");
  if (has("from")) s.from = copy_in(in["from"]);
  if (has("to")) s.to = copy_in(in["to"]);
  if (has("misere")) s.misere = in["misere"].as<bool>();
  if (has("rows")) s.rows = u32("rows");
  if (has("cols")) s.cols = u32("cols");
  if (has("cells")) s.cells = in["cells"].as<std::string>();
  if (has("offsets")) s.offsets = copy_in(in["offsets"]);
  if (has("neighbours")) s.neighbours = copy_in(in["neighbours"]);
  if (has("text")) s.text = in["text"].as<std::string>();
  if (has("maxCops")) s.max_cops = static_cast<int>(number("maxCops"));
  if (has("maxPositions") && number("maxPositions") > 0)
    s.max_positions = static_cast<std::uint64_t>(number("maxPositions"));
  return whowins::open_session(game, std::move(s)).release();
}

std::string error(const Session& s) { return s.error(); }
std::string game(const Session& s) { return s.game(); }
std::string limit(const Session& s) { return s.limit(); }
double positions(const Session& s) { return double(s.position_count()); }
bool advance(Session& s, double budget) { return s.advance(budget >= 1 ? static_cast<std::uint64_t>(budget) : 1); }
// { places, cells (per place: grid cell or vertex), tokens: [{ side, index }], notes }
val info(const Session& s) {
  val o = val::object();
  o.set("places", s.place_count());
  o.set("cells", js_copy(s.place_cells()));
  val tokens = val::array();
  for (const Session::Token& t : s.tokens()) {
    val tok = val::object();
    tok.set("side", t.side);
    tok.set("index", t.index);
    tokens.call<void>("push", tok);
  }
  o.set("tokens", tokens);
  val notes = val::array();
  for (const std::string& n : s.notes()) notes.call<void>("push", val(n));
  o.set("notes", notes);
  return o;
}
val start(const Session& s) { return or_null(s.start()); }
int mover(const Session& s, double p) { return s.mover(as_index(p)); }
val places(const Session& s, double p) { return js_copy(s.places(as_index(p))); }
val position(const Session& s, int mover, val places) { return or_null(s.position(mover, copy_in(places))); }
// { outcome, depth (null: none), winner, byRule, end, endRule (-1: none) }
val value(const Session& s, double p) {
  const Session::Value v = s.value(as_index(p));
  val o = val::object();
  o.set("outcome", v.outcome);
  o.set("depth", or_null(v.depth));
  o.set("winner", v.winner);
  o.set("byRule", v.by_rule);
  o.set("end", v.end);
  o.set("endRule", v.end_rule == Session::kNone ? -1 : int(v.end_rule));
  return o;
}
val moves(const Session& s, double p) { return js_copy(s.moves(as_index(p))); }
val best_move(const Session& s, double p) { return or_null(s.best_move(as_index(p))); }
val best_line(const Session& s, double p, double max) { return js_copy(s.best_line(as_index(p), as_index(max))); }
// { outcomes, depths } (copies; depth 4294967295 for none), or null on bad arguments.
val map(Session& s, double p, double token, int mover) {
  if (!s.fill_map(as_index(p), as_index(token), mover)) return val::null();
  val o = val::object();
  o.set("outcomes", js_copy(s.map_outcomes()));
  o.set("depths", js_copy(s.map_depths()));
  return o;
}
// { positions, win, loss, draw, longest }, as `whowins --stats` counts them.
val stats(const Session& s) {
  const whowins::Stats& st = s.stats();
  val o = val::object();
  o.set("positions", double(st.positions));
  o.set("win", double(st.win));
  o.set("loss", double(st.loss));
  o.set("draw", double(st.draw));
  o.set("longest", double(st.longest));
  return o;
}
val histogram(const Session& s, int outcome) { return js_copy(s.histogram(outcome)); }
// A graph game's whole result at once, { outcomes, depths, best: the best move's target vertex
// (kNone: none) } per position, copied straight from the session's own arrays (no second copy
// in the module: 9 bytes a position at the graph limit); null for other sessions, an unsolved
// one, or past `max` positions.
val table(const Session& s, double max) {
  const auto* g = dynamic_cast<const whowins::GraphSolve*>(&s);
  if (g == nullptr || !s.done() || double(s.position_count()) > max) return val::null();
  val o = val::object();
  o.set("outcomes", js_copy(g->outcomes()));
  o.set("depths", js_copy(g->depths()));
  o.set("best", js_copy(g->best_moves()));
  return o;
}
// { error, positions, changed, added, depthOnly, transitions: [[D->D, D->W, D->L], [W->..], [L->..]] }
val diff(const Session& after, const Session& before, val old_of) {
  const whowins::SessionDiff d = after.diff(before, copy_in(old_of));
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
#ifndef WHOWINS_LITE
// The cop number's own questions (session/cop_number_solve.hpp), not Session's: this file declares
// CopNumberSolve to Embind as CopNumberSession, derived from Session, and Embind hands out the most-derived
// class it knows of a returned pointer (by its dynamic type), so openSession's session of a game whose
// registry kind is "cops" (SessionKind::kCops) arrives in JavaScript as a CopNumberSession: Session's
// functions and these.
using whowins::CopNumberSolve;
std::string verdict(const CopNumberSolve& s) { return s.verdict(); }
val placement(const CopNumberSolve& s) { return js_copy(s.best_placement()); }
val capture_map(const CopNumberSolve& s, val placement) { return js_copy(s.capture_map(copy_in(placement))); }
val cops_move(const CopNumberSolve& s, val placement, double robber) {
  return js_copy(s.cops_move(copy_in(placement), as_index(robber)));
}
val robber_move(const CopNumberSolve& s, val placement, double robber) {
  return or_null(s.robber_move(copy_in(placement), as_index(robber)));
}

// The sum's own questions (session/sum_solve.hpp), declared to Embind as SumSession, derived from Session, as
// the cop number's: a session of the registry kind "sum" (SessionKind::kSum) arrives in JavaScript with them.
using whowins::SumSolve;
// γ per vertex: { value: γ(v) or 4294967295 for ∞, optionOffset, optionValue: the distinct finite values of
// v's options, ascending, at optionValue[optionOffset[v] .. optionOffset[v+1]) — K for an ∞ vertex }.
val sum_gamma(const SumSolve& s) {
  val o = val::object();
  o.set("value", js_copy(s.values().value));
  o.set("optionOffset", js_copy(s.values().option_offset));
  o.set("optionValue", js_copy(s.values().option_value));
  return o;
}
// Tokens on these vertices (0-based, repeats allowed): { outcome: 0 D, 1 W, 2 L for the player to move,
// token: the index of the token to move (null for L), to: its vertex }; null for no token or a bad vertex.
val sum_answer(const SumSolve& s, val tokens) {
  const std::optional<whowins::SumAnswer> a = s.answer(copy_in(tokens));
  if (!a) return val::null();
  val o = val::object();
  o.set("outcome", static_cast<int>(a->outcome));
  o.set("token", or_null(a->token));
  o.set("to", or_null(a->to));
  return o;
}
#endif

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
val puzzles(const Session& s, double count, double seed, double min_plies, const std::string& kind) {
  auto whole = [](double x, double hi) {
    return x >= 0 && x <= hi && x == static_cast<double>(static_cast<std::uint64_t>(x));
  };
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
#ifndef WHOWINS_LITE  // the CLI's text: the full module only
// { error, <key> }: the CLI's --json (key "json") or --dot (key "dot") for `input`, or its
// error; positions past max_positions refused (a number: 1.8e19 and more is no limit).
template <class Export>
val cli_text(Export export_text, const char* key, std::string game, std::string input, bool misere,
             double max_positions) {
  const auto limit = max_positions >= 1.8e19 ? UINT64_MAX
                     : max_positions > 0     ? static_cast<std::uint64_t>(max_positions)
                                             : 0;
  whowins::TextResult r = export_text(game, input, misere, limit);
  whowins::release(input);
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

#endif

// The solver's threads (core/parallel.hpp): the count asked for, clamped to 1..8 and to the
// threads the pthread build could start; always 1 in the single-thread build.
int set_threads(int n) { return whowins::set_threads(n); }
int threads() { return whowins::threads(); }

}  // namespace

EMSCRIPTEN_BINDINGS(whowins) {
  function("games", &games);
  class_<Session>("Session")
      .function("error", &error)
      .function("game", &game)
      .function("limit", &limit)
      .function("positionCount", &positions)
      .function("advance", &advance)
      .function("progress", &Session::progress)
      .function("done", &Session::done)
      .function("info", &info)
      .function("start", &start)
      .function("mover", &mover)
      .function("places", &places)
      .function("position", &position)
      .function("value", &value)
      .function("moves", &moves)
      .function("bestMove", &best_move)
      .function("bestLine", &best_line)
      .function("map", &map)
      .function("stats", &stats)
      .function("histogram", &histogram)
      .function("table", &table)
      .function("puzzles", &puzzles)
      .function("diff", &diff);
  function("openSession", &open_session, allow_raw_pointers());
#ifndef WHOWINS_LITE
  class_<CopNumberSolve, base<Session>>("CopNumberSession")
      .function("verdict", &verdict)
      .function("cops", &CopNumberSolve::cops)
      .function("copsTried", &CopNumberSolve::cops_tried)
      .function("placement", &placement)
      .function("captureTime", &CopNumberSolve::capture_time)
      .function("captureMap", &capture_map)
      .function("copsMove", &cops_move)
      .function("robberMove", &robber_move);
  class_<SumSolve, base<Session>>("SumSession")
      .function("gamma", &sum_gamma)
      .function("answer", &sum_answer)
      .function("stages", &SumSolve::stages);
  function("cliJson", &cli_json);
  function("cliDot", &cli_dot);
  function("inputPositions", &input_positions);
#endif
  function("setThreads", &set_threads);
  function("threads", &threads);
}
