// A designed game (docs/design.md): a two-sided token game stated as data — the board, the sides and
// their tokens with move sets, the ordered end rules, what being stuck and endless play mean,
// an optional ply limit — read from a design's JSON (design_parse.cpp) and compiled into
// per-place move lists the game model (design_game.hpp) generates positions from.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

// The page's designs-first module (WHOWINS_LITE=3, CMakeLists.txt's whowins_first_module) is
// built without the two kernels: a design of their shapes is read and solved there as any other
// (the bit engine, or the queue engine), with the same values (tests/test_design.cpp holds the
// engines equal), and the module is smaller by the kernels' code.
#if defined(WHOWINS_LITE) && WHOWINS_LITE == 3
#define WHOWINS_DESIGN_KERNELS 0
#else
#define WHOWINS_DESIGN_KERNELS 1
#endif

namespace whowins {

inline constexpr int kDesignMaxTokens = 6;  // in all
inline constexpr int kDesignMaxTokensPerSide = 5;

enum class DesignTeam : std::uint8_t { kAll, kOne };  // every token moves / exactly one
enum class DesignStuck : std::uint8_t { kLoses, kWins, kDraw };
// Which tokens a token may not stop on or pass through: none, its own side's, or any.
enum class DesignBlocked : std::uint8_t { kNone, kOwn, kAll };

// One rule of movement, compiled: for every place the places a token can go to in one move
// (stay included when allowed, forbidden places left out), and the reverse lists (the places
// it can come from), both sorted and without repeats.
struct DesignMoves {
  std::vector<std::uint32_t> forward_offset, forward;  // CSR over places
  std::vector<std::uint32_t> reverse_offset, reverse;
  std::vector<std::uint8_t> may_stand;  // 0 on the rule's forbidden places
  std::uint32_t max_forward = 0;        // the longest forward list
  std::uint32_t forward_count(std::uint32_t place) const { return forward_offset[place + 1] - forward_offset[place]; }
  // The rule itself, walked at each move when other tokens can block it (`blocked`): grid
  // directions (slides, or a leaper's offsets), range, stay; a graph's edges for this rule.
  DesignBlocked blocked = DesignBlocked::kNone;
  std::vector<std::pair<int, int>> directions;
  bool leaper = false;
  std::uint32_t range = 1;
  bool stay = false;
  std::vector<std::uint32_t> adjacency_offset, adjacency, reverse_adjacency_offset, reverse_adjacency;
};

struct DesignToken {
  int side = 0;
  int moves = 0;            // index into Design::moves (tokens with the same rule share it)
  int group = 0;            // index into Design::groups
  std::uint32_t start = 0;  // a place
  int original = 0;         // its index in its side's "tokens" list as written
};

// Tokens of one side with the same rule are interchangeable: a group, whose places are a
// multiset (kept sorted in a position).
struct DesignGroup {
  int side = 0;
  int first_token = 0;      // tokens of a group are consecutive in Design::tokens
  int size = 0;             // 1..kDesignMaxTokensPerSide
  std::uint64_t radix = 0;  // multisets of `size` places: C(L + size - 1, size)
};

struct DesignSide {
  std::string name;
  int first_token = 0, token_count = 0;
  DesignTeam team = DesignTeam::kAll;
  DesignStuck stuck = DesignStuck::kLoses;
};

struct DesignEnd {
  enum class Kind : std::uint8_t { kMeet, kOn } kind = Kind::kMeet;
  int side = -1;                    // kOn: whose token stands on one of `cells`
  std::vector<std::uint8_t> cells;  // kOn: 1 per place in the set
  int winner = 0;
};

struct Design {
  std::string name;
  // The board: places are a grid's free cells in row-major order, or a graph's vertices.
  bool grid = false;
  std::uint32_t rows = 0, cols = 0;          // grid
  std::vector<std::int64_t> place_of_cell;   // grid: -1 for a wall
  std::vector<std::uint32_t> cell_of_place;  // grid
  std::vector<char> letter;                  // grid: the character of each place
  std::uint32_t place_count = 0;
  std::vector<DesignMoves> moves;
  std::vector<DesignToken> tokens;  // sides' tokens, side 0 first, grouped
  std::vector<DesignGroup> groups;  // side 0's groups first
  DesignSide sides[2];
  int first = 0;  // the side that moves first from the start
  std::vector<DesignEnd> ends;
  int endless = -1;                          // -1: a draw; else the side that wins it
  std::optional<std::uint32_t> limit_plies;  // with limit_winner
  int limit_winner = -1;
  std::uint64_t position_count = 0;  // 2 × the product of the groups' radices
  // The cop-thief kernel's shape (docs/rules.md#police-and-thief, whoever wrote it): the police's side, else -1.
  int police_side = -1;
  // The bit engine's token (design_bits.hpp), else -1 (the queue engine solves it).
  int bit_token = -1;
  // The cops-and-robbers kernel's shape (docs/rules.md#cops-and-robbers, whoever wrote it): the cops' side, else
  // -1 — 1 to 4 interchangeable tokens (team "all") against one, both moving one step or
  // staying along the same undirected edges, `meet` → the cops, endless play the robber's.
  int cops_side = -1;
  // Legal but worth a word beside the field (an `on` end whose letter marks no cell).
  struct Note {
    std::uint64_t line = 0;
    std::string path, message;
  };
  std::vector<Note> notes;

  // A place in words: "(r, c)" 1-based for a grid, the vertex number for a graph.
  std::string place_name(std::uint32_t place) const;
};

// Bytes per position the solve needs (counters, values, queue, the solution): the budget check.
inline constexpr std::uint64_t kDesignBytesPerPosition = 18;

// WHOWINS_DESIGN_ENGINE ("queue", "bits" or ""): the engines side by side in one binary, for
// benchmarks (bench/design_engines.sh) — the budget check and the solve both follow it.
std::string design_engine_forced();

// Reads and checks a design (docs/design.md). Throws InputError whose message names the field by
// its path and whose line is the line of that field in the text; a design whose positions
// pass the memory budget is refused here, before any allocation, with the count.
// `addressable` false: a design only a kernel solves and no position is read of one by one
// (the cop number's question, design/cop_number.hpp): no cap of 2^31 positions nor budget here
// (its caller checks the kernel's bytes first).
Design parse_design(std::string_view text, bool addressable = true);

}  // namespace whowins
