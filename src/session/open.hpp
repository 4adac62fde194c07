// open_session: the one way a front end opens a game's Session — as the registry's entry says
// (GameEntry::session); and the command line's way in, from a game's text.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>
#include "session/session.hpp"

namespace whowins {

// The input of a session; each kind reads its own fields.
struct SessionInput {
  std::uint32_t n = 0;                  // graph, cops: vertices, edges from[i] -> to[i] (0-based;
  std::vector<std::uint32_t> from, to;  //   the cops' graph is undirected)
  bool misere = false;                  // graph: the misère rule
  std::uint32_t rows = 0, cols = 0;     // board: its cells row by row, each . * E P/C T
  std::string cells;
  std::vector<std::uint32_t> offsets, neighbours;  // cat-mouse: node v's neighbours are
                                                   //   neighbours[offsets[v] .. offsets[v+1])
  std::string text;                                // design: its JSON
  int max_cops = 0;                                // cops: 1..8 (0: the most, CopsGame::kMaxCops), and
  std::uint64_t max_positions = 0;  //   at most max_positions positions a game (0: only the memory budget)
};

// Reads and checks the input; nothing is solved (advance() does that). Never throws and never
// returns null: an unknown game, bad input or no memory is the session's error().
std::unique_ptr<Session> open_session(std::string_view game, SessionInput input);

// The command line's way in (and the page's exports of its text): the game's text input, as
// `whowins <game>` reads it on standard input, read as the registry's entry says
// (GameEntry::session: an edge list, a board, an adjacency list, a design) and its session
// opened for writing the command line's outputs (Session::write_answer, write_json, ...): the
// page's extras (a graph's table, counts in advance()) left out. `misere`: the generic game's
// rule; `max_cops`: the most cops the cop number tries (`--max-cops`, 1 .. CopsGame::kMaxCops);
// `memory`: the cop number's memory budget in bytes (`--memory`; 0: kMemoryBudgetBytes); `symmetry`: false keeps every
// placement of the cop number's games (`--no-symmetry`).
// Nothing is solved. Throws InputError for bad input, worded as the readers word it
// ("line 3: vertex 4 is out of range 1..3"), and std::bad_alloc.
struct GameEntry;
inline constexpr int kCliMaxCops = 3;  // `whowins cop-number`'s default
std::unique_ptr<Session> open_text_session(const GameEntry& game, std::string_view text, bool misere,
                                           int max_cops = kCliMaxCops, std::uint64_t memory = 0, bool symmetry = true);
// Advances `session` to the end in one call (a budget no solve reaches, so nothing is paid for
// chunks). Throws std::runtime_error with the session's error() when it failed (std::bad_alloc
// when it ran out of memory).
void solve_to_end(Session& session);

}  // namespace whowins
