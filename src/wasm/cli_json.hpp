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

}  // namespace whowins
