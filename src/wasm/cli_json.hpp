// cli_json: what `whowins <game> [--misere] --json` prints for an input text, as a string
// (the page's "export JSON"). Platform-free, so the native tests compare it with the CLI.
#pragma once
#include <cstdint>
#include <string>

namespace whowins {

struct TextResult {
  std::string error;  // empty on success; else one line, as the CLI's after "whowins <game>: "
  std::string text;   // the JSON, newline-terminated, byte for byte the CLI's standard output
};

// Solves `input` (the CLI's standard input text) with the registry's game `game` and writes
// the whole map as JSON. Refuses, before solving, a game whose JSON would hold more than
// `max_positions` positions (cop-thief and cat-mouse 2 L^2, generic n, alice-bob 2n). Never
// throws: bad input, an unknown game, --misere where the game has no such rule and running
// out of memory come back in `error`.
TextResult cli_json(const std::string& game, const std::string& input, bool misere, std::uint64_t max_positions);

// What `whowins <game> [--misere] --dot` prints for `input` (graph games: the graph with
// every vertex's outcome as Graphviz DOT), or the CLI's error line, refused past
// `max_positions` positions as cli_json. Never throws.
TextResult cli_dot(const std::string& game, const std::string& input, bool misere, std::uint64_t max_positions);

struct SizeResult {
  std::string error;            // empty on success; else one line, as cli_json's
  std::uint64_t positions = 0;  // the positions the solve has and --json lists
};

// The size of the game `input` describes, known before solving, so a front end can refuse a
// result too big to hold or draw with its own message: positions = generic n, alice-bob 2n,
// cop-thief 2 F^2 (F free cells), cat-mouse 2 n^2. Edge lists: only the header line is read
// (O(1) past it; "222222222 0" answers 222222222 from 11 bytes); boards and adjacency lists:
// the parser runs (O(length of text), memory in proportion to the text, nothing like the
// solve). A UTF-8 byte-order mark is skipped. `error` holds what the solve would refuse at
// that stage (a bad header, a size past the 3 GiB budget, a bad board or list), worded as
// cli_json's; success does not promise that an edge list's edge lines are well formed.
// Never throws.
SizeResult input_positions(const std::string& game, const std::string& input);

}  // namespace whowins
