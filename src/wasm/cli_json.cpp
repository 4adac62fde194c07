// cli_json: the game's session opened from the text as the CLI opens it (open_text_session),
// solved and written, with a size check first.
#include "wasm/cli_json.hpp"
#include <cmath>
#include <new>
#include <string_view>
#include "design/design.hpp"
#include "games/alice_bob.hpp"
#include "design/cat_mouse_design.hpp"
#include "games/cop_thief.hpp"
#include "games/generic.hpp"
#include "games/cat_mouse.hpp"
#include "games/sum.hpp"
#include "catalog/registry.hpp"
#include "io/adjacency_json.hpp"
#include "io/edge_list.hpp"
#include "io/grid_board.hpp"
#include "io/input_error.hpp"
#include "io/text_writer.hpp"
#include "session/open.hpp"

namespace whowins {
namespace {

// The positions of the game `input` describes (see input_positions); throws InputError.
std::uint64_t count_positions(std::string_view game, std::string_view input) {
  const GameEntry* entry = find_game(game);
  const unsigned flags = entry ? entry->flags : 0;
  if (flags & kDesigned) return parse_design(input).position_count;
  if (flags & kGridBoard) {
    const GridBoard g = parse_grid_board(input, kCopThiefBytesPerCellPair);
    std::uint64_t free_cells = 0;
    for (char ch : g.cells) free_cells += ch != '*';
    return 2 * free_cells * free_cells;
  }
  if ((flags & kTwoTokens) && (flags & kGraphBoard)) {
    const auto max_nodes =
        static_cast<std::uint64_t>(std::sqrt(double(kMemoryBudgetBytes / kCatMouseBytesPerNodePair)));
    const std::uint64_t n = parse_adjacency_json(input, max_nodes).neighbours.size();
    return 2 * n * n;
  }
  if (flags & kTwoStartSides)
    return 2 * read_edge_list_header(input, kAliceBobBytesPerVertex, kAliceBobBytesPerEdge).vertices;
  if (entry && entry->session == SessionKind::kSum)  // one token on each vertex
    return read_edge_list_header(input, kSumBytesPerVertex, kSumBytesPerEdge).vertices;
  return read_edge_list_header(input, kGenericBytesPerVertex, kGenericBytesPerEdge).vertices;
}

}  // namespace

namespace {

// Runs f(); an exception becomes `error`'s one line (never thrown to the caller).
template <class F>
void catching(std::string& error, F&& f) {
  try {
    f();
  } catch (const InputError& e) {
    error = e.what();
  } catch (const std::bad_alloc&) {
    error = "not enough memory";
  } catch (const std::exception& e) {
    error = e.what();
  }
}

// cli_json and cli_dot: the same checks, then the JSON or the DOT.
TextResult export_text(const std::string& game, const std::string& input, bool misere, std::uint64_t max_positions,
                       bool dot) {
  TextResult r;
  const GameEntry* entry = find_game(game);
  if (!entry) {
    r.error = "unknown game '" + game + "'; games:";
    for (const GameEntry& g : game_registry()) r.error += " " + std::string(g.id);
    return r;
  }
  if (entry->flags & kNoMap) {  // its answer is not a map (the cop number's is a number), as the CLI's --json says
    r.error = std::string("unknown option '--") + (dot ? "dot" : "json") + "'; try 'whowins " + game + " --help'";
    return r;
  }
  if (misere && !(entry->flags & kMisereOption)) {
    r.error = entry->misere_refused.empty() ? "unknown option '--misere'; try 'whowins " + game + " --help'"
                                            : "--misere is refused: " + std::string(entry->misere_refused);
    return r;
  }
  catching(r.error, [&] {
    const std::uint64_t positions = count_positions(entry->id, input);
    if (positions > max_positions) {
      r.error = "the result has " + std::to_string(positions) + " positions, too many to export as " +
                (dot ? "DOT" : "JSON") + " in the page (at most " + std::to_string(max_positions) +
                "); the command-line tool writes it: whowins " + game + (misere ? " --misere" : "") +
                (dot ? " --dot" : " --json");
      return;
    }
    const std::unique_ptr<Session> session = open_text_session(*entry, input, misere);
    solve_to_end(*session);
    TextWriter w;
    if (!dot)
      session->write_json(w);
    else if (!session->write_dot(w))
      r.error = "DOT draws the graph games only: use JSON for " + game;
    r.text = std::move(w.str());
  });
  if (!r.error.empty()) r.text.clear();
  return r;
}

}  // namespace

TextResult cli_json(const std::string& game, const std::string& input, bool misere, std::uint64_t max_positions) {
  return export_text(game, input, misere, max_positions, false);
}

TextResult cli_dot(const std::string& game, const std::string& input, bool misere, std::uint64_t max_positions) {
  return export_text(game, input, misere, max_positions, true);
}

SizeResult input_positions(const std::string& game, const std::string& input) {
  SizeResult r;
  const GameEntry* entry = find_game(game);
  if (!entry) {
    r.error = "unknown game '" + game + "'";
    return r;
  }
  catching(r.error, [&] { r.positions = count_positions(entry->id, input); });
  return r;
}

}  // namespace whowins
