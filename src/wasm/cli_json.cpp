// cli_json: the registry's solve and write_json, with a size check first.
#include "wasm/cli_json.hpp"
#include <charconv>
#include <cmath>
#include <new>
#include <optional>
#include <string_view>
#include "games/cat_mouse.hpp"
#include "games/cop_thief.hpp"
#include "games/registry.hpp"
#include "io/adjacency_json.hpp"
#include "io/grid_board.hpp"
#include "io/input_error.hpp"
#include "io/text_writer.hpp"

namespace whowins {
namespace {

// The first number of the text ("n" of an edge list's header), if it starts with one.
std::optional<std::uint64_t> leading_number(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n')) ++i;
  std::uint64_t n = 0;
  const auto [end, ec] = std::from_chars(text.data() + i, text.data() + text.size(), n);
  if (ec != std::errc()) return std::nullopt;
  return n;
}

// The positions the game's JSON lists, from a cheap look at the input: the parsers alone
// for the two-token games (linear in the text, nothing like the solve), the header's n for
// the graph games. nullopt when the input does not say: the solve then reports the error.
// Throws InputError exactly as the solve would for a bad board or adjacency list.
std::optional<std::uint64_t> json_positions(std::string_view game, std::string_view input) {
  const GameEntry* entry = find_game(game);
  const unsigned flags = entry ? entry->flags : 0;
  if (flags & kGridBoard) {
    const GridBoard g = parse_grid_board(input, kCopThiefBytesPerCellPair);
    std::uint64_t free_cells = 0;
    for (char ch : g.cells) free_cells += ch != '*';
    return 2 * free_cells * free_cells;
  }
  if ((flags & kTwoTokens) && (flags & kGraphBoard)) {
    const auto max_nodes = static_cast<std::uint64_t>(std::sqrt(double(kMemoryBudgetBytes / kCatMouseBytesPerNodePair)));
    const std::uint64_t n = parse_adjacency_json(input, max_nodes).neighbours.size();
    return 2 * n * n;
  }
  const auto n = leading_number(input);
  if (!n || *n > (std::uint64_t{1} << 40)) return std::nullopt;  // absurd counts: the parser's message
  return (flags & kTwoStartSides) ? 2 * *n : *n;
}

}  // namespace

TextResult cli_json(const std::string& game, const std::string& input, bool misere, std::uint64_t max_positions) {
  TextResult r;
  const GameEntry* entry = find_game(game);
  if (!entry) {
    r.error = "unknown game '" + game + "'; games:";
    for (const GameEntry& g : game_registry()) r.error += " " + std::string(g.id);
    return r;
  }
  if (misere && !(entry->flags & kMisereOption)) {
    r.error = "unknown option '--misere'; try 'whowins " + game + " --help'";
    return r;
  }
  try {
    const auto positions = json_positions(entry->id, input);
    if (positions && *positions > max_positions) {
      r.error = "the result has " + std::to_string(*positions) + " positions, too many to export as JSON in the page (at most " +
                std::to_string(max_positions) + "); the command-line tool writes it: whowins " + game +
                (misere ? " --misere" : "") + " --json";
      return r;
    }
    GameOptions options;
    options.misere = misere;
    const std::unique_ptr<SolvedGame> solved = entry->solve_text(input, options);
    TextWriter w;
    solved->write_json(w);
    r.text = std::move(w.str());
  } catch (const InputError& e) {
    r.error = e.what();
  } catch (const std::bad_alloc&) {
    r.error = "not enough memory";
  } catch (const std::exception& e) {
    r.error = e.what();
  }
  if (!r.error.empty()) r.text.clear();
  return r;
}

}  // namespace whowins
