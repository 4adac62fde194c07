// Cops and robbers (SPEC §9): k cops and a robber on an undirected graph. The cops are placed
// (several may share a vertex), then the robber, who sees them; then they alternate, cops
// first, each cop moving along an edge or staying, the robber likewise; a cop on the robber's
// vertex catches him. The cop number c(G) is the least k for which some placement of k cops
// catches the robber wherever he hides; a graph in pieces needs the sum of its pieces'.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace whowins {

// The cops' game with k cops on one connected graph, solved: for every placement C of the k
// cops (a multiset of vertices) and every robber vertex r, the number of cop moves in which
// the cops, to move, catch the robber with best play on both sides (kNever if they cannot).
// Placements are ranked as multisets (combinatorial number system): C(n + k - 1, k) of them.
class CopsGame {
 public:
  static constexpr std::uint8_t kNever = 0xFF;
  // neighbours: per vertex its neighbours (undirected, no self-loop needed); k in 1..4.
  CopsGame(const std::vector<std::vector<std::uint32_t>>& neighbours, int k);
  // Rounds of the solve: per round every placement's capture set grows by one cop move, until
  // nothing changes. Time O(rounds × placements × ((d+1)^k + n) × n/64); memory
  // O(placements × (n/64 + n)) (the capture times are one byte per placement and vertex).
  void solve();
  // One round of solve(); true when nothing changed (the game is solved). start() first.
  void start();
  bool step();
  std::uint32_t rounds() const { return round_; }
  // Best play from the solved game: the cops' move from placement `index` against a robber on
  // r (the placement after it: catching him at once, else the one whose worst robber reply is
  // caught soonest), and the robber's reply to placement `index` from r (the vertex of N[r]
  // caught last, never onto a cop).
  std::uint64_t cops_move(std::uint64_t index, std::uint32_t r) const;
  std::uint32_t robber_move(std::uint64_t index, std::uint32_t r) const;

  std::uint32_t vertex_count() const { return n_; }
  int cops() const { return k_; }
  std::uint64_t placement_count() const { return placements_; }
  // The cops' vertices (sorted) of a placement, and back.
  std::vector<std::uint32_t> placement(std::uint64_t index) const;
  std::uint64_t index_of(std::vector<std::uint32_t> cops) const;
  // Cop moves to catch a robber on r against placement `index` (0: he stands on a cop), or kNever.
  std::uint8_t capture_time(std::uint64_t index, std::uint32_t r) const { return time_[index * n_ + r]; }
  // A best placement: one that catches the robber wherever he hides, in the fewest rounds
  // (the first in index order on ties); the rounds. {false, …} when k cops cannot win.
  struct Best { bool win = false; std::uint64_t placement = 0; std::uint32_t rounds = 0; };
  Best best() const;

  // Positions of the game (both sides to move): the size the budget checks.
  static std::uint64_t positions(std::uint64_t n, int k);

 private:
  std::uint32_t n_;
  int k_;
  std::uint32_t words_;
  std::uint64_t placements_;
  std::vector<std::vector<std::uint32_t>> closed_;   // N[v]: v and its neighbours
  std::vector<std::uint64_t> bits_;                  // N[v] as bitsets, words_ per vertex
  std::vector<std::uint8_t> time_;
  std::vector<std::uint64_t> caught_, lost_, next_;
  std::uint32_t round_ = 0;
  template <class F> void for_each_move(std::uint64_t index, F&& f) const;
};

// `whowins cop-number`: the cop number of a graph (given in the generic format, each edge both
// ways), summed over its pieces, up to max_cops. Answer lines as the CLI prints them; throws
// InputError on bad input or a graph past the memory budget for max_cops cops (the message
// names the positions).
struct CopNumber {
  bool found = false;          // c(G) <= max_cops
  std::uint32_t cops = 0;      // c(G) when found
  std::vector<std::uint32_t> placement;   // 0-based, every piece's best placement together
  std::uint32_t capture_time = 0;         // rounds: the slowest piece's
  std::uint64_t positions = 0;            // positions of the games solved
};
CopNumber cop_number(std::string_view input, int max_cops);

}  // namespace whowins
