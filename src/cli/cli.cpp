// `whowins <game> [--misere] [--json] [--stats]` and `whowins puzzles <game> ...`: dispatch
// through the registry.
#include "cli/cli.hpp"
#include <charconv>
#include <new>
#include <stdexcept>
#include "core/parallel.hpp"
#include "core/puzzles.hpp"
#include "games/cop_number.hpp"
#include "catalog/registry.hpp"
#include "io/input_error.hpp"
#include "io/text_bytes.hpp"
#include "io/text_writer.hpp"
#include "session/open.hpp"

namespace whowins {
namespace {

// `--threads N` at args[i] (i moves past N): N in 1..kMaxThreads, else false with one line in err.
bool parse_threads(const std::string& me, const std::vector<std::string_view>& args, std::size_t& i, int& threads,
                   std::string& err) {
  const std::string range = "a number from 1 to " + std::to_string(kMaxThreads);
  if (i + 1 == args.size()) {
    err = me + ": --threads needs " + range + "\n";
    return false;
  }
  const std::string_view v = args[++i];
  int n = 0;
  const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
  if (v.empty() || ec != std::errc() || end != v.data() + v.size() || n < 1 || n > kMaxThreads) {
    err = me + ": --threads takes " + range + ", not '" + std::string(v) + "'\n";
    return false;
  }
  threads = n;
  return true;
}

// `--max-cops K` at args[i] (i moves past K): K one digit in 1..CopsGame::kMaxCops, else false with one line in err.
bool parse_max_cops(const std::string& me, const std::vector<std::string_view>& args, std::size_t& i, int& max_cops,
                    std::string& err) {
  static_assert(CopsGame::kMaxCops <= 9, "--max-cops is read as one digit");
  const std::string range = "a number from 1 to " + std::to_string(CopsGame::kMaxCops);
  if (i + 1 == args.size()) {
    err = me + ": --max-cops needs " + range + "\n";
    return false;
  }
  const std::string_view v = args[++i];
  if (v.size() != 1 || v[0] < '1' || v[0] > '0' + CopsGame::kMaxCops) {
    err = me + ": --max-cops takes " + range + ", not '" + std::string(v) + "'\n";
    return false;
  }
  max_cops = v[0] - '0';
  return true;
}

// `--memory SIZE` at args[i] (i moves past SIZE): parse_memory_size's, else false with one line in err.
bool parse_memory(const std::string& me, const std::vector<std::string_view>& args, std::size_t& i,
                  std::uint64_t& memory, std::string& err) {
  if (i + 1 == args.size()) {
    err = me + ": --memory needs a size, as 512M or 12G\n";
    return false;
  }
  const std::string_view v = args[++i];
  std::string why;
  if (!parse_memory_size(v, memory, why)) {
    err = me + ": --memory takes a size, as 512M or 12G, not '" + std::string(v) + "' (" + why + ")\n";
    return false;
  }
  return true;
}

// The solver's threads for one command (set_threads), as they were afterwards.
class ThreadsFor {
 public:
  explicit ThreadsFor(int n) : before_(threads()) { set_threads(n); }
  ~ThreadsFor() { set_threads(before_); }
  ThreadsFor(const ThreadsFor&) = delete;
  ThreadsFor& operator=(const ThreadsFor&) = delete;

 private:
  int before_;
};

std::string general_help() {
  std::string h =
      "whowins - who wins a two-player game on a graph with cycles (Win / Loss / Draw)\n\n"
      "Usage: whowins <game> [--json | --dot] [--stats] < input\n"
      "       whowins <game> --help\n"
      "       whowins puzzles <game> [--misere] [--count N] [--seed S] [--min-plies K] [--threads N] < input\n"
      "       whowins cop-number [--max-cops K] [--memory SIZE] [--no-symmetry] [--stats] [--threads N] < graph   "
      "(cops and robbers: the cop number)\n"
      "       whowins sum [--json] < graph and positions   (many tokens: generalized Sprague-Grundy values)\n"
      "       whowins puzzles --help\n\n"
      "Games:\n";
  for (const GameEntry& g : game_registry()) {
    h += "  ";
    h += g.id;
    h.append(g.id.size() < 12 ? 12 - g.id.size() : 1, ' ');
    h += g.name;
    h += '\n';
  }
  h += "\nOptions:\n"
       "  --json     print the whole map (outcome, depth in plies, best move of every position)\n"
       "             as one JSON object; the schema is in docs/json.md\n"
       "  --dot      (graph games) print the graph with every vertex's outcome as Graphviz DOT\n"
       "             (render it with: dot -Tsvg); docs/json.md\n"
       "  --stats    after the answer, print 'positions N', 'win N', 'loss N', 'draw N',\n"
       "             'longest D' (counts by outcome for the player to move, largest depth)\n"
       "  --misere   (generic) a player who cannot move wins\n"
       "  --threads N  solve with N threads (1 to 8, default 1; the same answer with any N):\n"
       "             cop-thief, cop-number and design split their rounds over them; the other\n"
       "             games take N and run on one thread\n"
       "  --help     this text, or a game's input format with an example\n\n"
       "Puzzles: 'whowins puzzles <game>' reads the same input and prints positions where the\n"
       "player to move wins and exactly one move wins, one JSON object per line, hardest first\n"
       "(see 'whowins puzzles --help' and docs/json.md).\n\n"
       "Bad input exits with status 2 and one line on standard error naming the line.\n"
       "Example: printf '3 3\\n1 2\\n2 3\\n3 1\\n' | whowins generic    ->  DDD\n";
  return h;
}

std::string game_help(const GameEntry& g) {
  if (!g.cli_help.empty()) return std::string(g.cli_help);
  std::string h = "whowins ";
  h += g.id;
  h += " - ";
  h += g.name;
  h += "\n\n";
  h += g.summary;
  h += "\n\n";
  h += g.input_help;
  h += "\nOptions: --json, --stats";
  if (!(g.flags & kTwoTokens)) h += ", --dot";
  if (g.flags & kMisereOption) h += ", --misere";
  h += (g.flags & kThreads) ? ", --threads N" : ", --threads N (taken; it runs on one thread)";
  h += " (see whowins --help)\n";
  return h;
}

std::string puzzles_help() {
  std::string h =
      "whowins puzzles - mine puzzles from a solved game\n\n"
      "Usage: whowins puzzles <game> [--misere] [--kind win|draw|all] [--count N] [--seed S]\n"
      "                       [--min-plies K] [--threads N] < input\n\n"
      "Reads the game's usual input (see 'whowins <game> --help'), solves it, and prints up to N\n"
      "puzzles, one JSON object per line, hardest first: positions where the player to move wins\n"
      "and exactly one legal move (a pass included) wins; every other move hands the opponent a\n"
      "win or a draw. 'plies' is the exact length of the win, 'key' the only winning move,\n"
      "'difficulty' a rating from 600 to 2400. Fields and the rating: docs/json.md (Puzzles).\n"
      "Hold-the-draw puzzles (--kind draw): drawn positions where exactly one move keeps the\n"
      "draw and every other move loses; 'plies' is how long to hold it. The mover always has at\n"
      "least two legal moves.\n\n"
      "Options:\n"
      "  --kind K       win (default), draw, or all (win puzzles, then hold-the-draw puzzles)\n"
      "  --count N      at most N puzzles of each kind (default 20)\n"
      "  --seed S       sampling order and tie-breaks (default 1); the same seed gives the same\n"
      "                 output\n"
      "  --min-plies K  only puzzles of at least K plies (default 1)\n"
      "  --threads N    solve with N threads (1 to 8, default 1), as 'whowins <game> --threads N':\n"
      "                 cop-thief and design split the solve; the other games take N and run on\n"
      "                 one thread. The same puzzles with any N\n"
      "  --misere       (generic) a player who cannot move wins\n\n"
      "sum: positions of several tokens (the input's own, else 2 to 4 tokens on every or sampled\n"
      "vertices) where exactly one move, a token to a vertex, wins or keeps the draw; 'plies' only\n"
      "for small sums (else null), --min-plies must be 1 (docs/json.md, Sum puzzles).\n\n"
      "Games with puzzles:";
  for (const GameEntry& g : game_registry())
    if (g.flags & kPuzzles) h += " " + std::string(g.id);
  h += "\nNo puzzle in the input: nothing on standard output, one line on standard error, status 0.\n"
       "Example: printf '3 2\\n1 2\\n2 3\\n' | whowins puzzles generic --misere\n";
  return h;
}

// Runs body() → exit status; an exception becomes one line on err (who: "whowins <game>"),
// nothing on out, status 2 — the CLI's promise for bad input.
template <class F>
int guarded(const std::string& who, std::string& out, std::string& err, F&& body) {
  try {
    return body();
  } catch (const InputError& e) {
    err = who + ": " + clean_message(e.what()) + "\n";
  } catch (const std::bad_alloc&) {
    err = who + ": not enough memory for this input\n";
  } catch (const std::exception& e) {
    err = who + ": " + clean_message(e.what()) + "\n";
  }
  out.clear();
  return 2;
}

// A whole number in [lo, hi], the whole argument.
bool parse_number(std::string_view text, std::uint64_t lo, std::uint64_t hi, std::uint64_t& value) {
  std::uint64_t v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || v < lo || v > hi) return false;
  value = v;
  return true;
}

// `whowins puzzles ...` (args[0] == "puzzles").
int run_puzzles(const std::vector<std::string_view>& args, const std::function<std::string_view()>& read_input,
                std::string& out, std::string& err) {
  const std::string me = "whowins puzzles";
  if (args.size() < 2) {
    err = me + ": no game given; try 'whowins puzzles --help'\n";
    return 2;
  }
  if (args[1] == "--help" || args[1] == "-h") {
    out = puzzles_help();
    return 0;
  }
  const GameEntry* game = find_game(args[1]);
  if (!game) {
    err = me + ": unknown game '" + std::string(args[1]) + "'; games with puzzles:";
    for (const GameEntry& g : game_registry())
      if (g.flags & kPuzzles) err += " " + std::string(g.id);
    err += "\n";
    return 2;
  }
  if (!(game->flags & kPuzzles)) {
    err = me + ": " + std::string(game->id) + " has no puzzles: " + std::string(game->no_puzzles_reason) + "\n";
    return 2;
  }
  PuzzleOptions puzzles;
  bool misere = false;
  int thread_count = 1;
  for (std::size_t i = 2; i < args.size(); ++i) {
    const std::string_view a = args[i];
    auto number = [&](std::uint64_t lo, std::uint64_t hi, std::uint64_t& value) {
      if (i + 1 < args.size() && parse_number(args[i + 1], lo, hi, value)) {
        ++i;
        return true;
      }
      err = me + ": " + std::string(a) + " needs a whole number from " + std::to_string(lo) + " to " +
            std::to_string(hi) + (i + 1 < args.size() ? ", got '" + std::string(args[i + 1]) + "'" : "") + "\n";
      return false;
    };
    std::uint64_t v = 0;
    if (a == "--help" || a == "-h") {
      out = puzzles_help();
      return 0;
    } else if (a == "--misere" && (game->flags & kMisereOption)) {
      misere = true;
    } else if (a == "--kind") {
      const std::string_view k = i + 1 < args.size() ? args[i + 1] : std::string_view();
      if (k != "win" && k != "draw" && k != "all") {
        err = me + ": --kind needs win, draw or all" + (i + 1 < args.size() ? ", got '" + std::string(k) + "'" : "") +
              "\n";
        return 2;
      }
      ++i;
      puzzles.win = k != "draw";
      puzzles.draw = k != "win";
    } else if (a == "--count") {
      if (!number(1, 1000000, v)) return 2;
      puzzles.count = static_cast<std::uint32_t>(v);
    } else if (a == "--seed") {
      if (!number(0, UINT64_MAX, v)) return 2;
      puzzles.seed = v;
    } else if (a == "--min-plies") {
      if (!number(1, 1000000000, v)) return 2;
      puzzles.min_plies = static_cast<std::uint32_t>(v);
    } else if (a == "--threads") {  // as `whowins <game> --threads`: games without kThreads solve on one thread
      if (!parse_threads(me, args, i, thread_count, err)) return 2;
    } else {
      err = me + ": unknown option '" + std::string(a) + "'; try 'whowins puzzles --help'\n";
      return 2;
    }
  }
  const std::string who = me + " " + std::string(game->id);
  const ThreadsFor threads_for((game->flags & kThreads) ? thread_count : 1);
  return guarded(who, out, err, [&]() -> int {
    const std::unique_ptr<Session> session = open_text_session(*game, read_input(), misere);
    solve_to_end(*session);
    PuzzleLines lines = session->puzzles(puzzles.count, puzzles.seed, puzzles.min_plies, puzzles.win, puzzles.draw);
    if (lines.error.rfind("not enough memory", 0) == 0) throw std::bad_alloc();
    if (!lines.error.empty()) throw std::runtime_error(lines.error);
    const std::size_t found = lines.count;
    out = std::move(lines.json);
    const std::string plies = std::to_string(puzzles.min_plies) + (puzzles.min_plies == 1 ? " ply" : " plies");
    if (found == 0)
      err = who + ": no puzzles in this input (no " +
            (puzzles.win ? "won position of at least " + plies + " where exactly one move wins" : std::string()) +
            (puzzles.win && puzzles.draw ? ", and no " : "") +
            (puzzles.draw ? "drawn position where exactly one move keeps the draw, held for at least " + plies
                          : std::string()) +
            ")\n";
    return 0;
  });
}

}  // namespace

int run_cli(const std::vector<std::string_view>& args, const std::function<std::string_view()>& read_input,
            std::string& out, std::string& err) {
  return run_cli(args, read_input, out, err, {});
}

int run_cli(const std::vector<std::string_view>& args, const std::function<std::string_view()>& read_input,
            std::string& out, std::string& err, const std::function<void(std::string_view)>& write_out) {
  if (args.empty()) {
    err = "whowins: no game given; try 'whowins --help'\n";
    return 2;
  }
  if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    out = general_help();
    return 0;
  }
  if (args[0] == "puzzles") return run_puzzles(args, read_input, out, err);
  const GameEntry* game = find_game(args[0]);
  if (!game) {
    err = "whowins: unknown game '" + std::string(args[0]) + "'; games:";
    for (const GameEntry& g : game_registry()) err += " " + std::string(g.id);
    err += "\n";
    return 2;
  }
  const std::string me = "whowins " + std::string(game->id);
  bool json = false, stats = false, dot = false;
  int thread_count = 1, max_cops = kCliMaxCops;
  std::uint64_t memory = 0;                  // --memory: the cop number's budget (0: the default)
  bool misere = false, symmetry = true;      // --no-symmetry: the cop number keeps every placement
  const bool map = !(game->flags & kNoMap);  // --json and --dot write a map of positions
  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string_view a = args[i];
    if (a == "--help" || a == "-h") {
      out = game_help(*game);
      return 0;
    } else if (a == "--json" && map) {
      json = true;
    } else if (a == "--stats") {
      stats = true;
    } else if (a == "--dot" && map) {
      dot = true;
    } else if (a == "--misere" && (game->flags & kMisereOption)) {
      misere = true;
    } else if (a == "--misere" && !game->misere_refused.empty()) {
      err = "whowins " + std::string(game->id) + ": --misere is refused: " + std::string(game->misere_refused) + "\n";
      return 2;
    } else if (a == "--threads") {  // every game takes it; those without kThreads solve on one thread
      if (!parse_threads(me, args, i, thread_count, err)) return 2;
    } else if (a == "--max-cops" && (game->flags & kMaxCops)) {
      if (!parse_max_cops(me, args, i, max_cops, err)) return 2;
    } else if (a == "--memory" && (game->flags & kMaxCops)) {
      if (!parse_memory(me, args, i, memory, err)) return 2;
    } else if (a == "--no-symmetry" && (game->flags & kMaxCops)) {
      symmetry = false;
    } else {
      err = me + ": unknown option '" + std::string(a) + "'; try 'whowins " + std::string(game->id) + " --help'\n";
      return 2;
    }
  }
  const ThreadsFor threads_for((game->flags & kThreads) ? thread_count : 1);  // the others: one thread
  return guarded(me, out, err, [&]() -> int {
    const std::unique_ptr<Session> session = open_text_session(*game, read_input(), misere, max_cops, memory, symmetry);
    solve_to_end(*session);
    TextWriter w;
    if (dot && json) {
      err = me + ": --dot and --json are two outputs: choose one\n";
      return 2;
    }
    if (dot && !session->write_dot(w)) {
      err =
          me +
          ": --dot draws the graph games (generic, alice-bob, sum); a two-token game's graph of pairs of places is too "
          "big to draw: use --json\n";
      return 2;
    }
    if (json) {
      // A long map (a design's: about 120 bytes a position) is written in pieces as it goes:
      // by now the input is read and solved, so nothing can refuse it any more.
      if (write_out)
        session->write_json(w, [&](TextWriter& piece) {
          write_out(piece.str());
          piece.str().clear();
        });
      else
        session->write_json(w);
    } else if (!dot)
      session->write_answer(w);
    if (stats) session->write_stats(w);
    out = std::move(w.str());
    return 0;
  });
}

}  // namespace whowins
