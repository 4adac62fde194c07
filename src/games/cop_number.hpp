// Cops and robbers (SPEC §9): k cops and a robber on an undirected graph. The cops are placed
// (several may share a vertex), then the robber, who sees them; then they alternate, cops
// first, each cop moving along an edge or staying, the robber likewise; a cop on the robber's
// vertex catches him. The cop number c(G) is the least k for which some placement of k cops
// catches the robber wherever he hides; a graph in pieces needs the sum of its pieces'.
#pragma once
#include <cstdint>
#include <exception>
#include <string>
#include <string_view>
#include <vector>

namespace whowins {

// Capture times, one per (placement, robber vertex), exact at any size: one byte each while
// every time is below 255; widen() makes them 2 bytes (times below 65535), then 4, in place
// (one realloc, then the entries spread from the back), never entries staying never.
class CaptureTimes {
 public:
  static constexpr std::uint32_t kNever = 0xFFFFFFFFu;
  CaptureTimes() = default;
  CaptureTimes(const CaptureTimes&) = delete;
  CaptureTimes& operator=(const CaptureTimes&) = delete;
  ~CaptureTimes() { clear(); }
  // count entries, all never, 1 byte each (throws std::bad_alloc).
  void assign(std::uint64_t count);
  void clear();
  std::uint64_t size() const { return count_; }
  int width() const { return width_; }                                 // bytes per entry
  std::uint64_t bytes() const { return count_ * static_cast<std::uint64_t>(width_); }
  // Times below limit() fit this width (255, 65535, then 0xFFFFFFFF).
  std::uint32_t limit() const { return width_ == 1 ? 0xFFu : width_ == 2 ? 0xFFFFu : kNever; }
  std::uint32_t get(std::uint64_t i) const {
    switch (width_) {
      case 1: { const std::uint8_t t = static_cast<const std::uint8_t*>(data_)[i]; return t == 0xFF ? kNever : t; }
      case 2: { const std::uint16_t t = static_cast<const std::uint16_t*>(data_)[i]; return t == 0xFFFF ? kNever : t; }
      default: return static_cast<const std::uint32_t*>(data_)[i];
    }
  }
  // t < limit(), or kNever.
  void set(std::uint64_t i, std::uint32_t t) {
    switch (width_) {
      case 1: static_cast<std::uint8_t*>(data_)[i] = static_cast<std::uint8_t>(t); break;
      case 2: static_cast<std::uint16_t*>(data_)[i] = static_cast<std::uint16_t>(t); break;
      default: static_cast<std::uint32_t*>(data_)[i] = t;
    }
  }
  // Twice the bytes per entry (1 -> 2 -> 4); throws std::bad_alloc (the times are kept).
  void widen();

 private:
  void* data_ = nullptr;
  std::uint64_t count_ = 0;
  int width_ = 1;
};

// The cops' game with k cops on one connected graph, solved: for every placement C of the k
// cops (a multiset of vertices) and every robber vertex r, the number of cop moves in which
// the cops, to move, catch the robber with best play on both sides (kNever if they cannot).
// Placements are ranked as multisets (combinatorial number system): C(n + k - 1, k) of them.
class CopsGame {
 public:
  static constexpr std::uint32_t kNever = CaptureTimes::kNever;
  // Thrown by step() when the capture times must widen (a round reached 255 or 65535) and the
  // widened game would pass the budget (set_budget); `bytes`: what it would hold.
  struct PastBudget : std::exception {
    std::uint64_t bytes = 0;
    explicit PastBudget(std::uint64_t b) : bytes(b) {}
    const char* what() const noexcept override { return "the capture times pass the memory budget"; }
  };
  // neighbours: per vertex its neighbours (undirected, no self-loop needed); k in 1..4.
  CopsGame(const std::vector<std::vector<std::uint32_t>>& neighbours, int k);
  // The same from a CSR slice: vertex v's neighbours are targets[offsets[v] .. offsets[v+1])
  // minus `base` (v in 0..n-1; self-loops and repeats are dropped).
  CopsGame(std::uint32_t n, const std::uint32_t* offsets, const std::uint32_t* targets, std::uint32_t base, int k);
  // Rounds of the solve: per round every placement's capture set grows by one cop move, until
  // nothing changes. Time O(rounds × placements × ((d+1)^k + n) × n/64); memory: bytes().
  void solve();
  // One round of solve(); true when nothing changed (the game is solved). start() first.
  void start();
  bool step();
  std::uint32_t rounds() const { return round_; }
  // The most bytes the game may hold once started (bytes()); a widening past it throws
  // PastBudget. Default: no limit.
  void set_budget(std::uint64_t bytes) { budget_ = bytes; }
  // Bytes the game holds now (the graph, its bitsets, the solve's bitsets, the capture times).
  std::uint64_t bytes() const;
  // Bytes of the game on n vertices with `arcs` adjacency entries (each edge counted both
  // ways) and k cops, once started, with 1-byte capture times: the closed neighbourhoods
  // (CSR), their bitsets (n × n/64 words), the two bitsets of n bits per placement, one bit
  // per placement and one byte per placement and vertex. Saturates at UINT64_MAX.
  static std::uint64_t bytes(std::uint64_t n, std::uint64_t arcs, int k);
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
  std::uint32_t capture_time(std::uint64_t index, std::uint32_t r) const { return time_.get(index * n_ + r); }
  // Bytes per capture time now (1, 2 or 4).
  int time_width() const { return time_.width(); }
  // A best placement: one that catches the robber wherever he hides, in the fewest rounds
  // (the first in index order on ties); the rounds. {false, …} when k cops cannot win.
  struct Best { bool win = false; std::uint64_t placement = 0; std::uint32_t rounds = 0; };
  Best best() const;

  // Positions of the game (both sides to move): 2 × C(n + k - 1, k) × n; saturates at
  // UINT64_MAX (positions_text() is exact).
  static std::uint64_t positions(std::uint64_t n, int k);
  static std::string positions_text(std::uint64_t n, int k);

 private:
  void build(std::uint32_t n, const std::uint32_t* offsets, const std::uint32_t* targets, std::uint32_t base);
  std::uint32_t n_;
  int k_;
  std::uint32_t words_;
  std::uint64_t placements_;
  std::vector<std::uint32_t> closed_start_, closed_;   // N[v] (v and its neighbours, sorted) as CSR
  std::vector<std::uint64_t> bits_;                    // N[v] as bitsets, words_ per vertex
  CaptureTimes time_;
  std::vector<std::uint64_t> caught_, lost_;
  std::vector<std::uint64_t> dirty_;                   // per placement: caught_ changed last round
  std::uint32_t round_ = 0;
  std::uint64_t budget_ = UINT64_MAX;
  template <class F> void for_each_move(std::uint64_t index, F&& f) const;
};

// What the cop number's line says after the ';' when the game of k cops on n vertices would
// pass the memory budget: "k cops [on a piece of n vertices ]need N positions[ with capture
// times past R rounds], past the memory budget of <budget>" (widened_past 0: the game does not
// fit from the start; else it had to widen its capture times past R rounds).
std::string cops_past_budget(int k, std::uint64_t n, bool a_piece, std::uint32_t widened_past, const std::string& budget);

// Bytes cop_number() holds per vertex and per edge besides the games (checked, with the edge
// list parse, against the memory budget before anything is allocated): the edge list (8 per
// edge), the pieces and the graph in CSR grouped by piece (12 per vertex, 8 per edge).
inline constexpr std::uint64_t kCopNumberBytesPerVertex = 12, kCopNumberBytesPerEdge = 16;

// `whowins cop-number`: the cop number of a graph (given in the generic format, each edge both
// ways), summed over its pieces, found by asking k = 1, 2, … cops of each piece in turn while
// the sum of the pieces' lower bounds stays within max_cops. More pieces than max_cops is
// found = false at once (nothing built). A piece whose game with k cops would pass the memory
// budget stops the count: found = false, past_budget set (lower and note say what was
// proved). Throws InputError on bad input.
struct CopNumber {
  bool found = false;          // c(G) <= max_cops
  std::uint32_t cops = 0;      // c(G) when found
  std::vector<std::uint32_t> placement;   // 0-based, every piece's best placement together
  std::uint32_t capture_time = 0;         // rounds: the slowest piece's
  std::uint64_t positions = 0;            // positions of the games solved
  std::uint64_t pieces = 0;               // connected pieces (at least this, when more than max_cops)
  std::uint64_t lower = 0;                // proved: c(G) >= lower (c(G) when found)
  bool past_budget = false;               // stopped at the memory budget
  std::string note;                       // then: cops_past_budget(…)
};
CopNumber cop_number(std::string_view input, int max_cops);

// The answer line `whowins cop-number` prints: "c", ">K", or ">L; note" (L = lower - 1).
std::string cop_number_line(const CopNumber& r, int max_cops);

}  // namespace whowins
