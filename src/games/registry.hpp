// The game registry: one line per game (id, name, factory, capabilities); CLI and page ask it.
#pragma once
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include "core/outcome.hpp"
#include "io/text_writer.hpp"

namespace whowins {

// Capability flags a front end uses to decide what to show.
enum GameFlag : unsigned {
  kGraphBoard = 1u << 0,    // the board is a graph the user draws or pastes
  kGridBoard = 1u << 1,     // the board is a grid the user paints
  kTwoTokens = 1u << 2,     // positions are pairs of tokens (fix one, colour the other)
  kMisereOption = 1u << 3,  // supports --misere
  kTwoStartSides = 1u << 4, // answers are given for either player moving first
  kUndirected = 1u << 5,    // edges are undirected
  kPuzzles = 1u << 6,       // `whowins puzzles` mines puzzles from it (GameEntry::puzzles_text)
  kDesigned = 1u << 7,      // the input is a design (SPEC §8): the game is stated as data
};

// How the page's graph session (wasm/graph_solve.hpp: one token on a directed graph given as
// flat edge arrays) solves a game. A game the session does not solve says kNone.
enum class GraphMethod {
  kNone,              // not a graph session's game (grids, two tokens)
  kOneToken,          // the generic game (GenericGame) in one pass; a position per vertex
  kAliceBobTwoPasses, // alice-bob's two passes (kept endless? then who wins if it ends?);
                      //   positions 2v + side, side 0 = Alice to move
};

// Options a game may honour (the registry flags say which).
struct GameOptions {
  bool misere = false;
};

struct PuzzleOptions;  // core/puzzles.hpp

// A solved game, whatever the game: what the CLI (and later the page) asks of it.
class SolvedGame {
 public:
  virtual ~SolvedGame() = default;
  // The SPEC §4 plain answer, newline-terminated.
  virtual void write_answer(TextWriter& out) const = 0;
  // The whole map as JSON (schema in docs/json.md), newline-terminated.
  virtual void write_json(TextWriter& out) const = 0;
  // The game graph with every position's outcome as Graphviz DOT (docs/json.md, "--dot");
  // false for a game that does not draw one (two-token games: the pairs of places).
  virtual bool write_dot(TextWriter&) const { return false; }
  // Counts of positions by outcome and the largest depth.
  virtual Stats stats() const = 0;
  // Runs the verifier over every solved sub-game: nullopt when all rules hold.
  virtual std::optional<std::string> verify() const = 0;
};

struct GameEntry {
  std::string_view id;            // command-line name
  std::string_view name;          // display name
  std::string_view summary;       // one line: what the game is
  std::string_view rules;         // the rules in plain words, for the page's "The rules" card
  std::string_view input_help;    // the input format with an example, for --help
  unsigned flags;                 // GameFlag bits
  GraphMethod graph_method;       // how the page's graph session solves it (kNone: it does not)
  // Parses the game's text input and solves it; throws InputError on bad input.
  std::unique_ptr<SolvedGame> (*solve_text)(std::string_view input, const GameOptions& options);
  // Games with kPuzzles: parses and solves the text as solve_text does, then appends the
  // puzzles as JSON lines (games/puzzle_json.hpp) and returns how many. Throws InputError on
  // bad input. nullptr for a game without puzzles.
  std::size_t (*puzzles_text)(std::string_view input, const GameOptions& options, const PuzzleOptions& puzzles,
                              TextWriter& out);
  // Games without kPuzzles: why not, one clause (for the error message).
  std::string_view no_puzzles_reason;
};

// Every game, in display order.
std::span<const GameEntry> game_registry();
// The entry with this id, or nullptr.
const GameEntry* find_game(std::string_view id);

}  // namespace whowins
