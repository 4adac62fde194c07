// The catalog of games: one line per game (id, name, capabilities, how its session opens); the
// CLI and the page ask it. Above games/ and design/ (it lists both), below cli/ and wasm/.
#pragma once
#include <memory>
#include <span>
#include <string_view>

namespace whowins {

// Capability flags a front end uses to decide what to show.
enum GameFlag : unsigned {
  kGraphBoard = 1u << 0,     // the board is a graph the user draws or pastes
  kGridBoard = 1u << 1,      // the board is a grid the user paints
  kTwoTokens = 1u << 2,      // positions are pairs of tokens (fix one, colour the other)
  kMisereOption = 1u << 3,   // supports --misere
  kTwoStartSides = 1u << 4,  // answers are given for either player moving first
  kUndirected = 1u << 5,     // edges are undirected
  kPuzzles = 1u << 6,        // `whowins puzzles` mines puzzles from it (Session::puzzles)
  kDesigned = 1u << 7,       // the input is a design (docs/design.md): the game is stated as data
  kThreads = 1u << 8,        // --threads N splits its solve over threads (core/parallel.hpp); others take it, on one
  kNoMap = 1u << 9,          // its answer is not a map of positions (the cop number's is a number): no --json, --dot
  kMaxCops = 1u << 10,       // --max-cops K and --memory SIZE: the cop number's most cops and memory budget
};

// How the page's graph session (session/graph_solve.hpp: one token on a directed graph given as
// flat edge arrays) solves a game. A game the session does not solve says kNone.
enum class GraphMethod {
  kNone,               // not a graph session's game (grids, two tokens)
  kOneToken,           // the generic game (GenericGame) in one pass; a position per vertex
  kAliceBobTwoPasses,  // alice-bob's two passes (kept endless? then who wins if it ends?);
                       //   positions 2v + side, side 0 = Alice to move
};

// How a front end opens the game's session (session/open.hpp), and what its input is.
enum class SessionKind {
  kGraph,     // a directed graph as flat edge arrays, solved by graph_method (GraphSolve)
  kCopThief,  // a grid's cells, row by row (TwoTokenSolve::cop_thief)
  kCatMouse,  // an undirected graph in CSR form, two tokens on it (TwoTokenSolve::cat_mouse)
  kDesign,    // a design's JSON text (DesignSolve)
  kCops,      // an undirected graph as flat edge arrays, and how many cops at most (CopNumberSolve): the
              //   cop number's own questions besides Session's (session/cop_number_solve.hpp)
  kSum,       // a directed graph as flat edge arrays, several tokens on it (SumSolve): γ per vertex and a
              //   sum's answer besides Session's (session/sum_solve.hpp)
};
// "graph", "cop-thief", "cat-mouse", "design", "cops", "sum": the page's name of each (a game's own
// session kind carries its game's id).
std::string_view session_kind_name(SessionKind kind);

struct GameEntry {
  std::string_view id;          // command-line name
  std::string_view name;        // display name
  std::string_view summary;     // one line: what the game is
  std::string_view rules;       // the rules in plain words, for the page's "The rules" card
  std::string_view input_help;  // the input format with an example, for --help
  unsigned flags;               // GameFlag bits
  GraphMethod graph_method;     // how the page's graph session solves it (kNone: it does not)
  SessionKind session;          // how a front end opens its session, and reads its text
                                //   (session/open.hpp: open_session, open_text_session)
  // Games without kPuzzles: why not, one clause (for the error message).
  std::string_view no_puzzles_reason;
  // `whowins <id> --help` when the game words it whole (its own options); else it is made of the fields above.
  std::string_view cli_help = {};
  // Games that refuse --misere with a reason (one clause, for the error message); empty: --misere is
  // an option (kMisereOption) or unknown.
  std::string_view misere_refused = {};
};

// Every game, in display order.
std::span<const GameEntry> game_registry();
// The entry with this id, or nullptr.
const GameEntry* find_game(std::string_view id);

}  // namespace whowins
