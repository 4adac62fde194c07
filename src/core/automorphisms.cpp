// The automorphism group of a graph: the search tree of refined, individualized partitions, and Schreier–Sims
// (automorphisms.hpp).
#include "core/automorphisms.hpp"
#include <algorithm>
#include <numeric>

namespace whowins {

namespace {

bool is_identity(const Permutation& g) {
  for (std::uint32_t v = 0; v < g.size(); ++v)
    if (g[v] != v) return false;
  return true;
}

Permutation inverse(const Permutation& g) {
  Permutation r(g.size());
  for (std::uint32_t v = 0; v < g.size(); ++v) r[g[v]] = v;
  return r;
}

// a ∘ b: b first, then a.
Permutation compose(const Permutation& a, const Permutation& b) {
  Permutation r(b.size());
  for (std::uint32_t v = 0; v < b.size(); ++v) r[v] = a[b[v]];
  return r;
}

std::uint32_t find_root(std::vector<std::uint32_t>& parent, std::uint32_t x) {
  while (parent[x] != x) {
    parent[x] = parent[parent[x]];
    x = parent[x];
  }
  return x;
}

// Joins the orbits of x and y (the root: the least point).
void join(std::vector<std::uint32_t>& parent, std::uint32_t x, std::uint32_t y) {
  x = find_root(parent, x);
  y = find_root(parent, y);
  if (x == y) return;
  if (x < y)
    parent[y] = x;
  else
    parent[x] = y;
}

}  // namespace

// ---- Schreier–Sims ----

PermutationGroup::PermutationGroup(std::uint32_t n, const std::vector<Permutation>& generators) : n_(n) {
  // Each generator not yet in the group joins the first level's strong generators; schreier_sims completes the chain.
  for (const Permutation& g : generators) {
    if (g.size() != n_ || is_identity(g)) continue;
    generators_.push_back(g);
    if (contains(g)) continue;
    if (levels_.empty()) add_level(g);
    levels_[0].strong.push_back(g);
    schreier_sims(0);
  }
  order_ = 1;
  for (const Level& l : levels_) {
    const std::uint64_t s = l.orbit.size();
    if (order_ > UINT64_MAX / s) {
      order_ = UINT64_MAX;
      order_exact_ = false;
      break;
    }
    order_ *= s;
  }
}

// The orbit of b_i under <S_i> by a breadth-first walk, each point's transversal element the generator that found it
// after the element of the point it was found from (so transversal[j](b_i) = orbit[j]).
void PermutationGroup::build_orbit(std::size_t level) {
  Level& l = levels_[level];
  l.orbit.assign(1, l.point);
  l.where.assign(n_, UINT32_MAX);
  l.where[l.point] = 0;
  Permutation identity(n_);
  std::iota(identity.begin(), identity.end(), 0u);
  l.transversal.assign(1, identity);
  for (std::size_t j = 0; j < l.orbit.size(); ++j)
    for (const Permutation& s : l.strong) {
      const std::uint32_t q = s[l.orbit[j]];
      if (l.where[q] != UINT32_MAX) continue;
      l.where[q] = static_cast<std::uint32_t>(l.orbit.size());
      l.orbit.push_back(q);
      l.transversal.push_back(compose(s, l.transversal[j]));
    }
}

// Sifting: at each level from `from`, g(b_i) must be in the basic orbit; then g := t^-1 ∘ g (t the transversal
// element to g(b_i)) fixes b_i and goes on to the next level. Returns the level where g(b_i) fell outside the orbit,
// or the number of levels when it went through (g is then the identity iff it was in the group).
std::size_t PermutationGroup::sift(Permutation& g, std::size_t from) const {
  for (std::size_t i = from; i < levels_.size(); ++i) {
    const Level& l = levels_[i];
    const std::uint32_t j = l.where.empty() ? UINT32_MAX : l.where[g[l.point]];
    if (j == UINT32_MAX) return i;
    g = compose(inverse(l.transversal[j]), g);
  }
  return levels_.size();
}

// Level i has a new strong generator: rebuild its orbit, then every Schreier generator t_{s(p)}^-1 ∘ s ∘ t_p (p in the
// orbit, s a strong generator; it fixes b_i) must sift through the levels below to the identity; one that does not is
// a new strong generator of those levels (down to where it stopped, a new base point if it fixes them all), added
// deepest first — Schreier's lemma: these elements generate the stabilizer of b_i in <S_i>.
void PermutationGroup::schreier_sims(std::size_t level) {
  build_orbit(level);
  for (bool again = true; again;) {
    again = false;
    for (std::size_t j = 0; !again && j < levels_[level].orbit.size(); ++j)
      for (std::size_t s = 0; !again && s < levels_[level].strong.size(); ++s) {
        const Level& here = levels_[level];
        const Permutation& gen = here.strong[s];
        const std::uint32_t q = gen[here.orbit[j]];
        Permutation h = compose(inverse(here.transversal[here.where[q]]), compose(gen, here.transversal[j]));
        const std::size_t stop = sift(h, level + 1);
        if (stop == levels_.size() && is_identity(h)) continue;
        if (stop == levels_.size()) add_level(h);  // h fixes every base point: a new one, a point h moves
        // h fixes b_1 .. b_{stop-1}: a strong generator of every level from level + 1 to stop.
        for (std::size_t i = stop + 1; i-- > level + 1;) {
          levels_[i].strong.push_back(h);
          schreier_sims(i);
        }
        again = true;  // the levels below changed: check this level's Schreier generators afresh
      }
  }
}

// A new last level whose base point is the first point g moves.
void PermutationGroup::add_level(const Permutation& g) {
  std::uint32_t b = 0;
  while (g[b] == b) ++b;
  Level fresh;
  fresh.point = b;
  levels_.push_back(std::move(fresh));
  base_.push_back(b);
}

bool PermutationGroup::contains(const Permutation& g) const {
  if (g.size() != n_) return false;
  Permutation residue = g;
  return sift(residue, 0) == levels_.size() && is_identity(residue);
}

std::vector<std::uint32_t> PermutationGroup::orbit_representatives() const {
  std::vector<std::uint32_t> parent(n_);
  std::iota(parent.begin(), parent.end(), 0u);
  for (const Permutation& g : generators_)
    for (std::uint32_t v = 0; v < n_; ++v) join(parent, v, g[v]);
  for (std::uint32_t v = 0; v < n_; ++v) parent[v] = find_root(parent, v);
  return parent;
}

// ---- Automorphisms ----

namespace {

// The graph as sorted lists without self-loops, repeats or vertices out of range, each edge both ways (a list that
// names w without w naming v counts as the edge v - w).
std::vector<std::vector<std::uint32_t>> simple_graph(const std::vector<std::vector<std::uint32_t>>& neighbours) {
  const std::size_t n = neighbours.size();
  std::vector<std::vector<std::uint32_t>> nb(n);
  for (std::uint32_t v = 0; v < n; ++v)
    for (std::uint32_t w : neighbours[v])
      if (w != v && w < n) {
        nb[v].push_back(w);
        nb[w].push_back(v);
      }
  for (auto& row : nb) {
    std::sort(row.begin(), row.end());
    row.erase(std::unique(row.begin(), row.end()), row.end());
  }
  return nb;
}

// Whether the bijection g takes each edge v - w of the simple graph nb to an edge g(v) - g(w); a bijection on the
// vertices taking the (finitely many) edges into the edges takes them onto the edges.
bool keeps_edges(const std::vector<std::vector<std::uint32_t>>& nb, const Permutation& g) {
  for (std::uint32_t v = 0; v < nb.size(); ++v) {
    const auto& to = nb[g[v]];
    if (nb[v].size() != to.size()) return false;
    for (std::uint32_t w : nb[v])
      if (!std::binary_search(to.begin(), to.end(), g[w])) return false;
  }
  return true;
}

}  // namespace

bool is_automorphism(const std::vector<std::vector<std::uint32_t>>& neighbours, const Permutation& p) {
  const std::size_t n = neighbours.size();
  if (p.size() != n) return false;
  std::vector<char> seen(n, 0);
  for (std::uint32_t v : p) {
    if (v >= n || seen[v]) return false;
    seen[v] = 1;
  }
  return keeps_edges(simple_graph(neighbours), p);
}

namespace {

// An ordered partition of the vertices: lab lists them cell after cell; a cell is lab[start .. end[start]).
struct Partition {
  std::vector<std::uint32_t> lab;   // the vertices in order
  std::vector<std::uint32_t> pos;   // pos[v]: v's place in lab
  std::vector<std::uint32_t> cell;  // cell[v]: where v's cell starts
  std::vector<std::uint32_t> end;   // end[s]: where the cell starting at s ends (set at cell starts only)
  std::uint32_t cells = 0;
  bool discrete() const { return cells == lab.size(); }
};

class Search {
 public:
  Search(const std::vector<std::vector<std::uint32_t>>& neighbours, std::uint64_t max_nodes,
         std::uint64_t max_group_order)
      : n_(static_cast<std::uint32_t>(neighbours.size())),
        max_nodes_(max_nodes),
        max_group_order_(max_group_order),
        nb_(simple_graph(neighbours)),
        count_(n_, 0) {
    orbit_.resize(n_);
    std::iota(orbit_.begin(), orbit_.end(), 0u);
  }

  Automorphisms run() {
    Automorphisms out;
    if (n_ == 0) return out;
    // The root: the unit partition, refined.
    Partition root;
    root.lab.resize(n_);
    std::iota(root.lab.begin(), root.lab.end(), 0u);
    root.pos = root.lab;
    root.cell.assign(n_, 0);
    root.end.assign(n_, 0);
    root.end[0] = n_;
    root.cells = 1;
    refine(root, {0});
    ++nodes_;
    // The first path: individualize the first vertex of the target cell at each level, down to the first leaf.
    std::vector<Partition> path{root};
    std::vector<std::uint32_t> chosen;
    shape_.push_back(shape(root));
    while (!path.back().discrete()) {
      const Partition& at = path.back();
      const std::uint32_t s = target(at);
      chosen.push_back(at.lab[s]);
      Partition child = individualize(at, at.lab[s]);
      ++nodes_;
      shape_.push_back(shape(child));
      path.push_back(std::move(child));
    }
    reference_ = path.back().lab;
    // From the deepest node of the first path up: each other child not yet in the orbit of the path's child.
    for (std::size_t level = chosen.size(); level-- > 0 && !stopped_;) {
      if (nodes_ >= max_nodes_) stopped_ = true;
      const Partition& at = path[level];
      const std::uint32_t s = target(at);
      for (std::uint32_t i = s; i < at.end[s] && !stopped_; ++i) {
        const std::uint32_t w = at.lab[i];
        if (find_root(orbit_, w) == find_root(orbit_, chosen[level])) continue;
        Partition child = individualize(at, w);
        ++nodes_;
        if (shape(child) != shape_[level + 1]) continue;
        search(child, level + 1);
      }
      // The orbit of the level's child under the automorphisms fixing the levels above: all found so far.
      std::uint64_t orbit = 0;
      const std::uint32_t root_of = find_root(orbit_, chosen[level]);
      for (std::uint32_t v = 0; v < n_; ++v) orbit += find_root(orbit_, v) == root_of;
      order_ = order_ > UINT64_MAX / orbit ? UINT64_MAX : order_ * orbit;
    }
    out.complete = !stopped_;
    out.nodes = nodes_;
    out.generators = generators_;
    out.order = order_;
    if (order_ <= max_group_order_) out.group = PermutationGroup(n_, generators_);
    return out;
  }

 private:
  // The first non-singleton cell (its start).
  static std::uint32_t target(const Partition& p) {
    for (std::uint32_t s = 0; s < p.lab.size(); s = p.end[s])
      if (p.end[s] - s > 1) return s;
    return static_cast<std::uint32_t>(p.lab.size());
  }

  // The node's subtree: true once a leaf gives an automorphism (recorded).
  bool search(const Partition& at, std::size_t level) {
    if (at.discrete()) {
      Permutation g(n_);
      for (std::uint32_t i = 0; i < n_; ++i) g[reference_[i]] = at.lab[i];
      if (!keeps_edges(nb_, g)) return false;
      generators_.push_back(g);
      for (std::uint32_t v = 0; v < n_; ++v) join(orbit_, v, g[v]);
      return true;
    }
    const std::uint32_t s = target(at);
    for (std::uint32_t i = s; i < at.end[s]; ++i) {
      if (nodes_ >= max_nodes_) {
        stopped_ = true;
        return false;
      }
      Partition child = individualize(at, at.lab[i]);
      ++nodes_;
      if (level + 1 >= shape_.size() || shape(child) != shape_[level + 1]) continue;
      if (search(child, level + 1)) return true;
    }
    return false;
  }

  // v alone in a cell at the front of its cell, then refined.
  Partition individualize(const Partition& from, std::uint32_t v) {
    Partition p = from;
    const std::uint32_t s = p.cell[v], e = p.end[s];
    const std::uint32_t u = p.lab[s], at = p.pos[v];
    std::swap(p.lab[s], p.lab[at]);
    p.pos[u] = at;
    p.pos[v] = s;
    p.end[s] = s + 1;
    p.end[s + 1] = e;
    for (std::uint32_t i = s + 1; i < e; ++i) p.cell[p.lab[i]] = s + 1;
    ++p.cells;
    refine(p, {s, s + 1});
    return p;
  }

  // The coarsest equitable partition finer than p: each cell in the queue in turn (a splitter) splits every cell whose
  // vertices have different numbers of neighbours in it, into pieces by that number, fewest first; the pieces join the
  // queue. The cells a splitter splits are taken in the order of their places, so the result depends on the places
  // of the cells only (refining commutes with relabelling the vertices).
  void refine(Partition& p, std::vector<std::uint32_t> queue) {
    std::vector<char> queued(n_, 0);
    for (std::uint32_t s : queue) queued[s] = 1;
    std::vector<std::uint32_t> touched, hit_cells;
    for (std::size_t head = 0; head < queue.size() && !p.discrete(); ++head) {
      const std::uint32_t w = queue[head];
      queued[w] = 0;
      touched.clear();
      for (std::uint32_t i = w; i < p.end[w]; ++i)
        for (std::uint32_t y : nb_[p.lab[i]]) {
          if (count_[y]++ == 0) touched.push_back(y);
        }
      hit_cells.clear();
      for (std::uint32_t y : touched) hit_cells.push_back(p.cell[y]);
      std::sort(hit_cells.begin(), hit_cells.end());
      hit_cells.erase(std::unique(hit_cells.begin(), hit_cells.end()), hit_cells.end());
      for (std::uint32_t s : hit_cells) {
        const std::uint32_t e = p.end[s];
        if (e - s == 1) continue;
        bool uniform = true;
        for (std::uint32_t i = s + 1; i < e && uniform; ++i) uniform = count_[p.lab[i]] == count_[p.lab[s]];
        if (uniform) continue;
        auto first = p.lab.begin() + s, last = p.lab.begin() + e;
        std::sort(first, last, [&](std::uint32_t a, std::uint32_t b) { return count_[a] < count_[b]; });
        std::uint32_t piece = s;
        for (std::uint32_t i = s; i < e; ++i) {
          const std::uint32_t v = p.lab[i];
          p.pos[v] = i;
          if (i > s && count_[v] != count_[p.lab[i - 1]]) {
            p.end[piece] = i;
            piece = i;
            ++p.cells;
          }
          p.cell[v] = piece;
        }
        p.end[piece] = e;
        for (std::uint32_t t = s; t < e; t = p.end[t])
          if (!queued[t]) {
            queued[t] = 1;
            queue.push_back(t);
          }
      }
      for (std::uint32_t y : touched) count_[y] = 0;
    }
  }

  // What a node's partition looks like, whatever the labels: its cells' sizes in order and, per cell, where the
  // neighbours of its first vertex lie (by the cells' places). Equivalent nodes (one the image of the other by an
  // automorphism) have the same shape.
  std::uint64_t shape(const Partition& p) const {
    auto mix = [](std::uint64_t x) {
      x += 0x9E3779B97F4A7C15ull;
      x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
      x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
      return x ^ (x >> 31);
    };
    std::uint64_t h = mix(p.cells);
    for (std::uint32_t s = 0; s < p.lab.size(); s = p.end[s]) {
      std::uint64_t around = 0;
      for (std::uint32_t y : nb_[p.lab[s]]) around += mix(p.cell[y]);
      h = mix(h ^ mix(s) ^ (mix(p.end[s]) << 1) ^ around);
    }
    return h;
  }

  std::uint32_t n_;
  std::uint64_t max_nodes_, max_group_order_;
  std::uint64_t order_ = 1;  // the product of the first path's levels' orbits so far
  std::vector<std::vector<std::uint32_t>> nb_;
  std::vector<std::uint32_t> count_;
  std::vector<std::uint32_t> orbit_;  // union-find over the generators found
  std::vector<std::uint64_t> shape_;  // the first path's nodes' shapes, by level
  Permutation reference_;             // the first leaf's labelling
  std::vector<Permutation> generators_;
  std::uint64_t nodes_ = 0;
  bool stopped_ = false;
};

}  // namespace

Automorphisms automorphisms(const std::vector<std::vector<std::uint32_t>>& neighbours, std::uint64_t max_nodes,
                            std::uint64_t max_group_order) {
  Search search(neighbours, max_nodes, max_group_order);
  return search.run();
}

}  // namespace whowins
