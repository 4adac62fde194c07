// `whowins cop-number` (docs/rules.md#cops-and-robbers): the cop number as a question asked of the design engine —
// k cops (a team "all", each stepping or staying) and a robber on each piece of the graph,
// written as a design (design_cops_question) and solved by the engine that takes that shape
// (the cops-and-robbers kernel, games/cop_number.hpp, whose cops move one at a time through
// intermediate states), then asked for the cops' best placement (design_best_placement). Past a
// design's 5 tokens a side (6 to 8 cops) the count asks the same kernel directly.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>
#include "core/automorphisms.hpp"
#include "design/design.hpp"
#include "io/input_error.hpp"

namespace whowins {

// k cops and a robber on a graph of n vertices given in CSR (v's neighbours are targets[offsets[v]
// .. offsets[v + 1]), numbered from `base`; each edge both ways), as a design: the cops side 0,
// a team moving all at once, each cop and the robber stepping along an edge or staying; the cops
// win when one stands on the robber; endless play is the robber's. Not addressable (parse_design):
// only the kernel solves it past 2^31 positions.
Design design_cops_question(std::uint32_t n, const std::uint32_t* offsets, const std::uint32_t* targets,
                            std::uint32_t base, int k);

// Bytes cop_number() holds per vertex and per edge besides the games (checked, with the edge
// list parse, against the memory budget before anything is allocated): the edge list (8 per
// edge), the pieces and the graph in CSR grouped by piece (12 per vertex, 8 per edge).
inline constexpr std::uint64_t kCopNumberBytesPerVertex = 12, kCopNumberBytesPerEdge = 16;

// `whowins cop-number`: the cop number of a graph (given in the generic format, each edge both
// ways), summed over its pieces, found by asking k = 1, 2, … cops of each piece in turn while
// the sum of the pieces' lower bounds stays within max_cops. More pieces than max_cops is
// found = false at once (nothing built). A piece whose game with k cops would pass the memory
// budget stops the count: found = false, past_budget set (lower and note say what was
// proved).
struct CopNumber {
  bool found = false;                    // c(G) <= max_cops
  std::uint32_t cops = 0;                // c(G) when found
  std::vector<std::uint32_t> placement;  // 0-based, every piece's best placement together
  std::uint32_t capture_time = 0;        // rounds: the slowest piece's
  std::uint64_t positions = 0;           // positions of the games solved
  std::uint64_t pieces = 0;              // connected pieces (at least this, when more than max_cops)
  std::uint64_t lower = 0;               // proved: c(G) >= lower (c(G) when found)
  bool past_budget = false;              // stopped at the memory budget
  std::string note;                      // then: cops_past_budget(…); about B of memory (--memory S)
  std::uint64_t needed = 0;              // then: the bytes the stopped game would need (with the graph)
  // Symmetry (docs/cop-number-memory.md, "Symmetry"): the product of the pieces' automorphism groups' orders (of the
  // pieces asked of 2 cops or more; 1 when none was, or with symmetry off), and the placements the games solved kept
  // bits for, against all their placements.
  std::uint64_t automorphisms = 1;
  bool automorphisms_known = false;  // some piece's group was found
  std::uint64_t placements_stored = 0, placements = 0;
};

// The count above a game at a time (the command line's session, session/cop_number_solve.hpp,
// steps it): each step solves the game of k cops on one piece (the pieces smallest first).
class CopNumberCount {
 public:
  // Reads the graph and finds its pieces; nothing solved. Throws InputError on bad input
  // (worded as the edge-list reader words it) and std::bad_alloc. `budget`: the bytes it may
  // hold (`--memory`; the graph read against the default budget either way). Each game keeps
  // no capture time per state (CopsGame::set_times(false)): 3 bits a state. `symmetry`: a game of 2 cops or more on a
  // piece with automorphisms keeps one placement per orbit (SymmetricCopsGame) when that takes less memory
  // (symmetry_saves); false: never (`--no-symmetry`).
  CopNumberCount(std::string_view input, int max_cops, std::uint64_t budget = kMemoryBudgetBytes, bool symmetry = true);
  // Solves the next game; true once the answer is known (result()). Throws std::bad_alloc.
  bool step();
  bool done() const { return done_; }
  int max_cops() const { return max_cops_; }
  // The pieces whose cops are known, of how many.
  std::size_t pieces_done() const { return piece_; }
  std::size_t piece_count() const { return start_.empty() ? 0 : start_.size() - 1; }
  const CopNumber& result() const { return r_; }

 private:
  void finish();
  void stop(std::uint32_t widened_past, std::uint64_t game_bytes);
  int max_cops_;
  CopNumber r_;
  bool done_ = false;
  std::vector<std::uint32_t> old_of_;             // a new number's vertex in the input
  std::vector<std::uint32_t> offsets_, targets_;  // the graph in CSR by the new numbers, piece after piece
  std::vector<std::uint32_t> start_;              // piece i is the new numbers start_[i] .. start_[i + 1] - 1
  std::size_t piece_ = 0;                         // the piece being asked
  int k_ = 1;                                     // of k cops
  std::uint64_t lower_ = 0;                       // the sum of the pieces' lower bounds
  std::uint64_t budget_ = 0;                      // the memory budget
  std::uint64_t left_ = 0;                        // the memory budget left for a game
  bool symmetry_ = true;                          // keep one placement per orbit where it saves memory
  std::size_t group_piece_ = SIZE_MAX;            // the piece whose group group_ is
  std::unique_ptr<PermutationGroup> group_;       // its automorphisms (null: not found, or too big to use)
};

// Whether the game of k cops on a piece of n vertices with `arcs` adjacency entries and automorphism group `group`
// keeps one placement per orbit: k >= 2, SymmetricCopsGame takes the group (not trivial, n <= 256, |G| <= 2^24), and
// its table and elements (SymmetricCopsGame::table_bytes) take fewer bytes than CopsGame's without times.
bool symmetry_saves(std::uint64_t n, std::uint64_t arcs, int k, const PermutationGroup& group);

// CopNumberCount stepped to the end. Throws InputError on bad input.
CopNumber cop_number(std::string_view input, int max_cops, std::uint64_t budget = kMemoryBudgetBytes,
                     bool symmetry = true);

// The answer line `whowins cop-number` prints: "c", ">K", or ">L; note" (L = lower - 1).
std::string cop_number_line(const CopNumber& r, int max_cops);

}  // namespace whowins
