// The registry: every game, one line each.
#include "games/registry.hpp"
#include <array>
#include "games/alice_bob.hpp"
#include "games/generic.hpp"

namespace whowins {
namespace {

constexpr std::string_view kEdgeListHelp =
    "Input: a line 'n m' (vertices, edges), then m lines 'a b': a directed edge a -> b,\n"
    "vertices numbered 1..n. Self-loops are allowed; a repeated edge is the same move.\n"
    "Example (a 3-cycle with an exit to the dead end 4):\n"
    "  4 4\n  1 2\n  2 3\n  3 1\n  3 4\n";

const std::array<GameEntry, 2> kGames = {{
    {"generic", "Token on a directed graph",
     "Players alternately move one token along an edge; who cannot move loses (wins with --misere).\n"
     "Output: one line of n letters W/L/D, the result for the player to move at vertex i.",
     kEdgeListHelp, kGraphBoard | kMisereOption, &solve_generic_text},
    {"alice-bob", "Alice and Bob (NEERC 2016 G)",
     "generic's board; who cannot move loses; Alice prefers endless > Alice wins > Bob wins,\n"
     "Bob prefers Bob wins > Alice wins > endless. Output: two lines, Alice moving first (A) then\n"
     "Bob moving first (B): W first player wins, L second player wins, D endless.",
     kEdgeListHelp, kGraphBoard | kTwoStartSides, &solve_alice_bob_text},
}};

}  // namespace

std::span<const GameEntry> game_registry() { return kGames; }

const GameEntry* find_game(std::string_view id) {
  for (const GameEntry& g : kGames)
    if (g.id == id) return &g;
  return nullptr;
}

}  // namespace whowins
