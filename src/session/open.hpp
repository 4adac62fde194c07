// open_session: the one way a front end opens a game's Session — as the registry's entry says
// (GameEntry::session).
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
  std::vector<std::uint32_t> offsets, neighbours;  // pair-graph: node v's neighbours are
                                                   //   neighbours[offsets[v] .. offsets[v+1])
  std::string text;                                // design: its JSON
  int max_cops = 0;                                // cops: 1..4 (0: the most, CopsGame::kMaxCops), and
  std::uint64_t max_positions = 0;  //   at most max_positions positions a game (0: only the memory budget)
};

// Reads and checks the input; nothing is solved (advance() does that). Never throws and never
// returns null: an unknown game, bad input or no memory is the session's error().
std::unique_ptr<Session> open_session(std::string_view game, SessionInput input);

}  // namespace whowins
