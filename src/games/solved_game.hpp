// The game interface: what a solved game answers, whatever the game (the CLI and the page ask
// it). The catalog of games (catalog/registry.hpp) lists the games that fill it in.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include "core/outcome.hpp"
#include "io/text_writer.hpp"

namespace whowins {

// Options a game may honour (the registry flags say which).
struct GameOptions {
  bool misere = false;
};

struct PuzzleOptions;  // core/puzzles.hpp

// A solved game, whatever the game: what the CLI (and later the page) asks of it.
class SolvedGame {
 public:
  virtual ~SolvedGame() = default;
  // The plain answer (README.md, "The command line"), newline-terminated.
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

}  // namespace whowins
