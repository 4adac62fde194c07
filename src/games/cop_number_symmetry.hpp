// Cops and robbers with one cop placement stored per orbit of the graph's automorphism group
// (docs/cop-number-memory.md, "Symmetry"): the same c(G), best placement and capture times as CopsGame, in far less
// memory on symmetric graphs.
#pragma once
#include <atomic>
#include <cstdint>
#include <vector>
#include "core/automorphisms.hpp"
#include "games/cop_number.hpp"

namespace whowins {

// k cops and a robber on a graph whose automorphism group G is given. An automorphism g takes the state (placement P,
// robber r) to (g(P), g(r)) with the same capture time, so the game keeps the caught / lost bits of one placement per
// orbit of G on placements (its representative: the first of the orbit in CopsGame's index order) and reads any other
// placement P through its representative R and an element h of G with h(P) = R: P's robber r is R's robber h(r).
//
// The canonicalization is a table over all placements: 4 bytes each, the index of h in a list of G's elements (each a
// permutation of n bytes), built before the solve by walking each new representative's orbit with every element of G
// (the elements shared out over threads, core/parallel.hpp; a round's representatives are shared out too).
// A minimal image through the stabilizer chain would store nothing per placement but cost a backtrack search for each
// placement read, and a round reads (d + 1)^k placements per representative; the table costs 4 bytes against the
// 3 × 8⌈n/64⌉ bytes per placement of CopsGame's bits (docs/cop-number-memory.md weighs the two).
//
// A round: every representative R not yet catching everywhere gains, for each joint move of its cops to P (cops move
// all at once, each along an edge or staying), the robber vertices P holds or loses: P's cops, and the vertices r
// whose whole closed neighbourhood P caught in the round before — read as R'(h(r)) for P's representative R'. Rounds
// are synchronous, so a state gains in round t exactly when its capture time is t (as in CopsGame), and only the
// representatives whose lost set changed in the round before are read again.
class SymmetricCopsGame {
 public:
  // The most vertices (a permutation is kept as n bytes) and the most elements of G the game takes.
  static constexpr std::uint32_t kMaxVertices = 256;
  static constexpr std::uint64_t kMaxOrder = std::uint64_t{1} << 24;
  // Whether the game takes this graph and group: n <= kMaxVertices, |G| <= kMaxOrder exactly, k in 1..kMaxCops.
  static bool takes(std::uint32_t n, const PermutationGroup& group, int k);
  // neighbours: per vertex its neighbours (undirected); group: automorphisms of that graph (only its elements are
  // used: a subgroup of Aut gives the same answers with more orbits). Builds the element list and the table (throws
  // std::bad_alloc); takes(n, group, k) must hold.
  SymmetricCopsGame(const std::vector<std::vector<std::uint32_t>>& neighbours, const PermutationGroup& group, int k);

  // Keep a capture time per (representative, robber vertex) (before solve(); default: yes).
  void set_times(bool keep) { keep_times_ = keep; }
  // Rounds until nothing changes.
  void solve();
  std::uint32_t rounds() const { return round_; }
  // As CopsGame::best(): the first placement in index order among those catching everywhere in the fewest rounds.
  CopsGame::Best best() const { return best_; }
  // Cop moves to catch a robber on r against placement `index` (CopsGame's index), or CopsGame::kNever (with times).
  std::uint32_t capture_time(std::uint64_t index, std::uint32_t r) const;

  std::uint32_t vertex_count() const { return n_; }
  int cops() const { return k_; }
  std::uint64_t group_order() const { return elements_.size() / (n_ ? n_ : 1); }
  std::uint64_t placement_count() const { return placements_; }
  std::uint64_t orbit_count() const { return reps_.size(); }
  // The placement of an index (sorted vertices), and back, as CopsGame numbers them.
  std::vector<std::uint32_t> placement(std::uint64_t index) const;
  std::uint64_t index_of(std::vector<std::uint32_t> cops) const;
  // Bytes the game holds: the table, the elements, the representatives' bits (and times), the graph.
  std::uint64_t bytes() const;
  // The most bytes the game holds at once for n vertices, k cops and |G| = order, known before it is built: the
  // elements, the table, the walk's temporary index and the orbits' rows at their fewest (placements / |G| orbits; more
  // where placements have symmetries of their own) — what it needs, about.
  static std::uint64_t table_bytes(std::uint64_t n, int k, std::uint64_t order);

 private:
  std::uint64_t rank_of(const std::uint32_t* sorted) const;
  void unrank_to(std::uint64_t index, std::uint32_t* sorted) const;
  // P's representative's slot, and h (h(P) = R) as a pointer to its n images.
  std::uint32_t slot_of(const std::uint32_t* sorted, std::uint64_t index, const std::uint8_t*& h) const;
  void lost_of(std::uint32_t slot);  // the representative's cops and lost robber vertices, from its caught ones
  // Lowers the table word of g(cops) to g for each element g taken in blocks from `next` (one lane's share).
  void walk_orbit(const std::uint32_t* cops, std::uint64_t order, std::atomic<std::uint64_t>& next);
  // Round `round_` for one representative: its gains from every joint move (lane-local `gained`); whether it grew.
  bool gain(std::uint32_t slot, std::uint64_t* gained);
  std::uint32_t n_ = 0;
  int k_ = 0;
  std::uint32_t words_ = 0;
  std::uint64_t placements_ = 0;
  std::vector<std::uint32_t> closed_start_, closed_;  // N[v] as CSR
  std::vector<std::uint64_t> tab_;                    // tab_[i * (n_ + 1) + v] = C(v + i, i + 1), i < k
  std::vector<std::uint8_t> elements_;                // |G| permutations, n bytes each (the identity first)
  std::vector<std::uint32_t> table_;                  // per placement: the element taking it to its representative
  std::vector<std::uint64_t> reps_;                   // the representatives' indices, ascending
  std::vector<std::uint32_t> rep_cops_;               // their cops, k each
  std::vector<std::uint64_t> caught_, lost_;          // per representative, words_ each
  std::vector<std::uint8_t> changed_, full_;  // per representative: lost_ changed in the round before; caught all
  std::vector<std::uint32_t> time_;           // per representative and robber vertex (with times)
  bool keep_times_ = true;
  std::uint32_t round_ = 0;
  CopsGame::Best best_;
};

}  // namespace whowins
