// The registry: every game, one line each.
#include "catalog/registry.hpp"
#include <array>

namespace whowins {
namespace {

constexpr std::string_view kEdgeListHelp =
    "Input: a line 'n m' (vertices, edges), then m lines 'a b': a directed edge a -> b,\n"
    "vertices numbered 1..n. Self-loops are allowed; a repeated edge is the same move.\n"
    "Example (a 3-cycle with an exit to the dead end 4):\n"
    "  4 4\n  1 2\n  2 3\n  3 1\n  3 4\n";

constexpr std::string_view kDesignHelp =
    "Input: one JSON object (schema: docs/design.schema.json; guide: docs/design.md), e.g.\n"
    "  {\"board\": {\"grid\": [\"P..\", \".#.\", \"..T\"]},\n"
    "   \"sides\": [{\"name\": \"police\", \"tokens\": [{\"start\": \"P\", \"moves\": {\"steps\": \"queen\", \"stay\": "
    "true}}]},\n"
    "             {\"name\": \"thief\", \"tokens\": [{\"start\": \"T\", \"moves\": {\"steps\": \"rook\", \"stay\": "
    "true}}]}],\n"
    "   \"first\": \"police\", \"ends\": [{\"when\": \"meet\", \"winner\": \"police\"}]}\n";

constexpr std::string_view kCopNumberHelp =
    "whowins cop-number - the cop number of an undirected graph (cops and robbers)\n\n"
    "Usage: whowins cop-number [--max-cops K] [--memory SIZE] [--no-symmetry] [--stats] [--threads N] < graph.txt\n\n"
    "Input: the generic format ('n m', then m lines 'a b', 1-based); each edge is taken both ways.\n"
    "k cops are placed (several may share a vertex), then the robber, who sees them; then they\n"
    "alternate, cops first: each cop moves along an edge or stays, the robber likewise. A cop on\n"
    "the robber's vertex catches him. Output: one line, c(G), the least k for which some placement\n"
    "catches him wherever he hides (for a graph in pieces, the sum over the pieces), or '>K' when\n"
    "K cops (default 3) do not suffice. Each piece is asked of 1, 2, ... cops in turn while the\n"
    "pieces' lower bounds sum to at most K (more than K pieces is '>K' at once). When a piece's\n"
    "game would pass the memory budget, the line says what was proved and stops (exit 0):\n"
    "  '>L; k cops need N positions, past the memory budget of 3 GiB; about B of memory (--memory S)'\n"
    "  (c(G) > L; S: the --memory that lets it in).\n"
    "  --max-cops K   try up to K cops (1..8)\n"
    "  --memory SIZE  the memory budget (default 3G): a whole number with K, M, G or T (binary units),\n"
    "                 as 512M or 12G; each game keeps 3 bits a state (placement, robber vertex)\n"
    "  --no-symmetry  keep every placement: by default a game of 2 cops or more on a piece with\n"
    "                 automorphisms (up to 256 vertices, at most 2^24 of them) keeps one placement per\n"
    "                 orbit when that takes less memory (the same answer either way)\n"
    "  --stats        add 'placement v1 v2 ...' (the cops' best placement, 1-based), 'capture-time R'\n"
    "                 (rounds, best play on both sides; exact at any size), 'positions N' (of the\n"
    "                 games solved); once a piece is asked of 2 cops, 'automorphisms N' (the group's order;\n"
    "                 the pieces' multiplied) and 'placements-stored S of A' (placements kept against all)\n"
    "  --threads N    solve with N threads (1 to 8, default 1; the same answer with any N)\n\n"
    "Example: printf '5 5\\n1 2\\n2 3\\n3 4\\n4 5\\n5 1\\n' | whowins cop-number --stats\n";

constexpr std::string_view kCopThiefHelp =
    "Input: a line 'n m' (rows, columns), then n rows of m characters:\n"
    "  . free   * wall   E exit (any number)   P or C police start   T thief start\n"
    "Example:\n  3 4\n  P..E\n  .*..\n  ..T.\n";

constexpr std::string_view kAdjacencyHelp =
    "Input: the graph as a JSON adjacency list, graph[a] = the neighbours of node a; undirected\n"
    "(each edge listed from both ends), no self-loops, at least 3 nodes. Mouse starts at 1,\n"
    "cat at 2, node 0 is the hole.\nExample (LeetCode 913, answer 0):\n"
    "  [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]\n";

constexpr std::string_view kUndirectedEdgeListHelp =
    "Input: the generic format ('n m', then m lines 'a b', vertices 1..n); each edge is taken both\n"
    "ways. Example (a 5-cycle, cop number 2):\n"
    "  5 5\n  1 2\n  2 3\n  3 4\n  4 5\n  5 1\n";

constexpr std::string_view kSumHelp =
    "Input: the generic format ('n m', then m lines 'a b': a directed edge a -> b, vertices 1..n),\n"
    "then optionally positions, one a line: 'k v1 ... vk', k >= 1 tokens on vertices v1..vk\n"
    "(repeats allowed). Example (the cycle 1 -> 2 -> 3 -> 1, the exit 3 -> 4; a token on 4 and\n"
    "one on 3, then two on 1):\n"
    "  4 4\n  1 2\n  2 3\n  3 1\n  3 4\n  2 4 3\n  2 1 1\n";

const std::array<GameEntry, 7> kGames = {{
    {"generic",
     "Token on a directed graph",
     "Players alternately move one token along an edge; who cannot move loses (wins with --misere).\n"
     "Output: one line of n letters W/L/D, the result for the player to move at vertex i.",
     "Players take turns moving one token along an edge. Who cannot move loses (with misère: "
     "wins). Cycles allow endless play: a draw.",
     kEdgeListHelp,
     kGraphBoard | kMisereOption | kPuzzles,
     GraphMethod::kOneToken,
     SessionKind::kGraph,
     {}},
    {"alice-bob", "Alice and Bob (NEERC 2016 G)",
     "generic's board; who cannot move loses; Alice prefers endless > Alice wins > Bob wins,\n"
     "Bob prefers Bob wins > Alice wins > endless. Output: two lines, Alice moving first (A) then\n"
     "Bob moving first (B): W first player wins, L second player wins, D endless.",
     "Players take turns moving one token along an edge; who cannot move loses. Alice prefers "
     "endless play, then her own win; Bob prefers his win, then Alice’s, and endless play least. "
     "Map A: Alice moves first; map B: Bob moves first.",
     kEdgeListHelp, kGraphBoard | kTwoStartSides, GraphMethod::kAliceBobTwoPasses, SessionKind::kGraph,
     "its players rank endless play, a win and a loss differently (Alice prefers endless play), so "
     "'the only winning move' is not defined"},
    {"cop-thief",
     "Police and thief",
     "On a grid the police (moves first, 8 directions) chases the thief (4 directions); either may\n"
     "pass. Same cell: the police wins; thief on an exit: the thief wins.\n"
     "Output: WIN, LOSS or DRAW for the start position, police to move, from the police's side.",
     "The police (8 directions) and the thief (4 directions) take turns, the police first; either "
     "may pass. The police on the thief’s cell wins; the thief on an exit wins. Endless play is a "
     "draw.",
     kCopThiefHelp,
     kGridBoard | kTwoTokens | kPuzzles | kThreads,
     GraphMethod::kNone,
     SessionKind::kCopThief,
     {}},
    {"cat-mouse",
     "Cat and mouse (LeetCode 913)",
     "The mouse (moves first, from node 1) and the cat (from node 2) must move along an edge each\n"
     "turn; the cat may not enter the hole 0. Cat on the mouse: cat wins; mouse in the hole: mouse\n"
     "wins; endless play: draw. Output: 1 mouse wins, 2 cat wins, 0 draw.",
     "On an undirected graph the mouse starts on node 1 and moves first, the cat on node 2; node 0"
     " is the hole. Each turn the player to move must move along an edge; the cat may never enter "
     "the hole. The cat on the mouse’s node wins; the mouse in the hole wins; endless play is a "
     "draw (answer 1 mouse, 2 cat, 0 draw).",
     kAdjacencyHelp,
     kGraphBoard | kTwoTokens | kUndirected | kPuzzles,
     GraphMethod::kNone,
     SessionKind::kCatMouse,
     {}},
    {"design",
     "Designed game",
     "A two-sided token game stated as JSON (docs/design.md): the board, the sides'\n"
     "tokens and move sets, the end rules. Output: the side that wins from the start, or draw.",
     "A game you design: a grid or a graph, two sides with one to three tokens each and their move "
     "sets, end rules checked in order after every move, who moves first, what being stuck and "
     "endless play mean, and an optional ply limit.",
     kDesignHelp,
     kPuzzles | kDesigned | kThreads,
     GraphMethod::kNone,
     SessionKind::kDesign,
     {}},
    {"cop-number", "How many cops? (cops and robbers)",
     "k cops are placed, then the robber, who sees them; they alternate, cops first, each stepping\n"
     "along an edge or staying. Output: the cop number c(G), the fewest cops that always catch him.",
     "On an undirected graph k cops are placed (several may share a vertex), then the robber, who "
     "sees them. Then they alternate, the cops first: each cop moves along an edge or stays, the "
     "robber likewise. A cop on the robber’s vertex catches him. The cop number is the fewest cops "
     "that catch him wherever he hides.",
     kUndirectedEdgeListHelp, kGraphBoard | kUndirected | kThreads | kNoMap | kMaxCops, GraphMethod::kNone,
     SessionKind::kCops, "its answer is a number of cops, not a position where one move wins", kCopNumberHelp},
    {"sum",
     "Many tokens (sums of token games)",
     "Several tokens on one directed graph; a turn moves one token along an edge; who cannot move loses.\n"
     "Output: line 1 the generalized Sprague-Grundy value of each vertex (a number, or inf{K}), then\n"
     "per position W i v (moving token i to v wins), L, or D i v (that move keeps the draw).",
     "Several tokens stand on one directed graph (several may share a vertex). A turn moves exactly one "
     "token along an edge; who cannot move loses; endless play is a draw. Each vertex has a value: a "
     "number or ∞(K), K the numbers among its moves. All numbers: the mover wins iff their XOR is not 0; "
     "one ∞(K): wins iff the others' XOR is in K, else a draw; two ∞ or more: a draw.",
     kSumHelp,
     kGraphBoard | kPuzzles,
     GraphMethod::kNone,
     SessionKind::kSum,
     {},
     {},
     "misère sums of games with cycles have no theory like Smith's (only normal play)"},
}};

}  // namespace

std::span<const GameEntry> game_registry() { return kGames; }

std::string_view session_kind_name(SessionKind kind) {
  switch (kind) {
    case SessionKind::kGraph:
      return "graph";
    case SessionKind::kCopThief:
      return "cop-thief";
    case SessionKind::kCatMouse:
      return "cat-mouse";
    case SessionKind::kDesign:
      return "design";
    case SessionKind::kCops:
      return "cops";
    case SessionKind::kSum:
      return "sum";
  }
  return "";
}

const GameEntry* find_game(std::string_view id) {
  for (const GameEntry& g : kGames)
    if (g.id == id) return &g;
  return nullptr;
}

}  // namespace whowins
