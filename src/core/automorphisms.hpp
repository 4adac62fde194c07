// The automorphism group of an undirected graph: generators by partition refinement with individualization (a search
// tree pruned by the orbits of the automorphisms found, as nauty and Traces do), and the group as a base and strong
// generating set by Schreier–Sims (its order, membership, every element).
#pragma once
#include <cstdint>
#include <vector>

namespace whowins {

// A permutation of the vertices 0 .. n-1, as the image of each.
using Permutation = std::vector<std::uint32_t>;

// A permutation group on 0 .. n-1 given by generators, as a stabilizer chain built by the deterministic
// Schreier–Sims algorithm (Seress, "Permutation Group Algorithms", Cambridge 2003, section 4.2; Holt, Eick and
// O'Brien, "Handbook of Computational Group Theory", 2005, section 4.4.2): a base b_1 .. b_m (no element but the
// identity fixes them all) and, for each level i, the orbit of b_i under G_i = the elements fixing b_1 .. b_{i-1},
// with a transversal (an element of G_i taking b_i to each point of that orbit). |G| is the product of the orbits'
// sizes, and every element is one product u_1 ∘ u_2 ∘ ⋯ ∘ u_m (u_i from level i's transversal, u_m applied first).
class PermutationGroup {
 public:
  // The trivial group on n points.
  explicit PermutationGroup(std::uint32_t n = 0) : n_(n) {}
  // The group the generators generate (each a permutation of 0 .. n-1).
  PermutationGroup(std::uint32_t n, const std::vector<Permutation>& generators);

  std::uint32_t points() const { return n_; }
  const std::vector<Permutation>& generators() const { return generators_; }
  const std::vector<std::uint32_t>& base() const { return base_; }
  // The size of level i's basic orbit (the orbit of b_i under G_i).
  std::uint64_t orbit_size(std::size_t level) const { return levels_[level].orbit.size(); }
  // |G|, exact while it fits 64 bits; UINT64_MAX past that (order_exact() false).
  std::uint64_t order() const { return order_; }
  bool order_exact() const { return order_exact_; }
  bool trivial() const { return base_.empty(); }
  // Whether g is in the group (sifted through the chain to the identity).
  bool contains(const Permutation& g) const;
  // Calls f(g) for every element g of the group (the identity first), |G| calls.
  template <class F>
  void for_each_element(F&& f) const {
    Permutation g(n_);
    for (std::uint32_t v = 0; v < n_; ++v) g[v] = v;
    each_from(0, g, f);
  }
  // The orbits of the group on the points: [v] is the least point of v's orbit.
  std::vector<std::uint32_t> orbit_representatives() const;

 private:
  struct Level {
    std::uint32_t point = 0;               // b_i
    std::vector<Permutation> strong;       // the strong generators fixing b_1 .. b_{i-1}
    std::vector<std::uint32_t> orbit;      // b_i's orbit under <strong>, in the order found
    std::vector<std::uint32_t> where;      // where[v]: v's place in orbit, or UINT32_MAX
    std::vector<Permutation> transversal;  // transversal[j] takes b_i to orbit[j]
  };
  // Rebuilds level i's orbit and transversal from its strong generators.
  void build_orbit(std::size_t level);
  // Sifts g through levels from .. m-1: the residue, and the level where it stopped (m: all the way).
  std::size_t sift(Permutation& g, std::size_t from) const;
  // Adds a strong generator at level i (a new base point if i == m), keeping the chain complete below it.
  void schreier_sims(std::size_t level);
  void add_level(const Permutation& g);
  template <class F>
  void each_from(std::size_t level, const Permutation& prefix, F& f) const {
    if (level == levels_.size()) {
      f(prefix);
      return;
    }
    Permutation g(n_);
    for (const Permutation& u : levels_[level].transversal) {  // g = prefix ∘ u (u first)
      for (std::uint32_t v = 0; v < n_; ++v) g[v] = prefix[u[v]];
      each_from(level + 1, g, f);
    }
  }
  std::uint32_t n_ = 0;
  std::vector<Permutation> generators_;
  std::vector<std::uint32_t> base_;
  std::vector<Level> levels_;
  std::uint64_t order_ = 1;
  bool order_exact_ = true;
};

// The automorphisms of an undirected simple graph (neighbours[v]: v's neighbours; self-loops and repeats are
// ignored). `generators`: each one checked to be an automorphism; `group`: the group they generate.
struct Automorphisms {
  bool complete = true;     // false: the search stopped at its node limit (then the group may be a proper subgroup)
  std::uint64_t nodes = 0;  // search tree nodes visited
  std::vector<Permutation> generators;
  // |Aut| as the search finds it: the product over the first path's levels of the orbit of the level's child under
  // the automorphisms fixing the levels above (UINT64_MAX past 64 bits). Equal to group.order() when both are known.
  std::uint64_t order = 1;
  // The group the generators generate, by Schreier–Sims; left trivial when `order` passes the max_group_order asked.
  PermutationGroup group;
};

// Finds generators of Aut(G) with a search tree of ordered partitions (McKay and Piperno, "Practical graph
// isomorphism, II", J. Symbolic Computation 60, 2014, arXiv:1301.1493, sections 2–3):
//  - refinement: the coarsest equitable partition finer than the node's (every vertex of a cell has the same number
//    of neighbours in each cell), splitting cells by neighbour counts in an order that depends only on the cells'
//    places, so refining commutes with relabelling;
//  - individualization: a node's children individualize each vertex of its first non-singleton cell (the target
//    cell), then refine; a leaf is a discrete partition, read as a labelling of the vertices;
//  - the first leaf is the reference; a leaf whose labelling maps the reference's onto it as an automorphism gives
//    a generator;
//  - pruning: the first path is searched from its deepest node up; at the node of level l (the vertices v_1 .. v_l
//    individualized) a child w is searched only if w is not yet in the orbit of the first path's child under the
//    automorphisms found so far (all fix v_1 .. v_l), and only until one leaf gives an automorphism; a node whose
//    partition's shape (cell sizes and the quotient's neighbour counts) differs from the first path's node at its
//    level holds no leaf equivalent to the reference and is not searched.
// Each level then contributes the orbit of its first path child under the stabilizer of the levels above, so the
// generators found generate the whole group. max_nodes bounds the search (complete false past it); a group of more
// than max_group_order elements is not built (Schreier–Sims costs time and memory a big group's users may not need).
Automorphisms automorphisms(const std::vector<std::vector<std::uint32_t>>& neighbours,
                            std::uint64_t max_nodes = 1'000'000, std::uint64_t max_group_order = UINT64_MAX);

// Whether p is an automorphism of the graph (a permutation of its vertices taking edges to edges).
bool is_automorphism(const std::vector<std::vector<std::uint32_t>>& neighbours, const Permutation& p);

}  // namespace whowins
