// `whowins <game> [--misere] [--json] [--stats]`: dispatch through the registry.
#include "cli/cli.hpp"
#include <new>
#include "games/registry.hpp"
#include "io/input_error.hpp"
#include "io/text_writer.hpp"

namespace whowins {
namespace {

std::string general_help() {
  std::string h =
      "whowins - who wins a two-player game on a graph with cycles (Win / Loss / Draw)\n\n"
      "Usage: whowins <game> [--json] [--stats] < input\n"
      "       whowins <game> --help\n\n"
      "Games:\n";
  for (const GameEntry& g : game_registry()) {
    h += "  ";
    h += g.id;
    h.append(g.id.size() < 12 ? 12 - g.id.size() : 1, ' ');
    h += g.name;
    h += '\n';
  }
  h +=
      "\nOptions:\n"
      "  --json     print the whole map (outcome, depth in plies, best move of every position)\n"
      "             as one JSON object; the schema is in docs/json.md\n"
      "  --stats    after the answer, print 'positions N', 'win N', 'loss N', 'draw N',\n"
      "             'longest D' (counts by outcome for the player to move, largest depth)\n"
      "  --misere   (generic) a player who cannot move wins\n"
      "  --help     this text, or a game's input format with an example\n\n"
      "Bad input exits with status 2 and one line on standard error naming the line.\n"
      "Example: printf '3 3\\n1 2\\n2 3\\n3 1\\n' | whowins generic    ->  DDD\n";
  return h;
}

std::string game_help(const GameEntry& g) {
  std::string h = "whowins ";
  h += g.id;
  h += " - ";
  h += g.name;
  h += "\n\n";
  h += g.summary;
  h += "\n\n";
  h += g.input_help;
  h += "\nOptions: --json, --stats";
  if (g.flags & kMisereOption) h += ", --misere";
  h += " (see whowins --help)\n";
  return h;
}

}  // namespace

int run_cli(const std::vector<std::string_view>& args, const std::function<std::string_view()>& read_input,
            std::string& out, std::string& err) {
  if (args.empty()) {
    err = "whowins: no game given; try 'whowins --help'\n";
    return 2;
  }
  if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    out = general_help();
    return 0;
  }
  const GameEntry* game = find_game(args[0]);
  if (!game) {
    err = "whowins: unknown game '" + std::string(args[0]) + "'; games:";
    for (const GameEntry& g : game_registry()) err += " " + std::string(g.id);
    err += "\n";
    return 2;
  }
  bool json = false, stats = false;
  GameOptions options;
  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string_view a = args[i];
    if (a == "--help" || a == "-h") {
      out = game_help(*game);
      return 0;
    } else if (a == "--json") {
      json = true;
    } else if (a == "--stats") {
      stats = true;
    } else if (a == "--misere" && (game->flags & kMisereOption)) {
      options.misere = true;
    } else {
      err = "whowins " + std::string(game->id) + ": unknown option '" + std::string(a) +
            "'; try 'whowins " + std::string(game->id) + " --help'\n";
      return 2;
    }
  }
  try {
    const std::string_view input = read_input();
    std::unique_ptr<SolvedGame> solved = game->solve_text(input, options);
    TextWriter w;
    if (json) solved->write_json(w);
    else solved->write_answer(w);
    if (stats) w.put_stats_lines(solved->stats());
    out = std::move(w.str());
    return 0;
  } catch (const InputError& e) {
    err = "whowins " + std::string(game->id) + ": " + e.what() + "\n";
  } catch (const std::bad_alloc&) {
    err = "whowins " + std::string(game->id) + ": not enough memory for this input\n";
  } catch (const std::exception& e) {
    err = "whowins " + std::string(game->id) + ": " + e.what() + "\n";
  }
  out.clear();
  return 2;
}

}  // namespace whowins
