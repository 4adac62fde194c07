// The cop number as a question asked of the design engine (cop_number.hpp).
#include "design/cop_number.hpp"
#include <algorithm>
#include <numeric>
#include "core/parallel.hpp"
#include "design/design_solve.hpp"
#include "games/cop_number.hpp"
#include "games/cop_number_symmetry.hpp"
#include "io/edge_list.hpp"
#include "io/input_error.hpp"

namespace whowins {

Design design_cops_question(std::uint32_t n, const std::uint32_t* offsets, const std::uint32_t* targets,
                            std::uint32_t base, int k) {
  std::string text =
      R"({"name": "cops and robbers", "board": {"graph": {"n": )" + std::to_string(n) + R"(, "edges": [)";
  bool first = true;
  for (std::uint32_t v = 0; v < n; ++v)
    for (std::uint32_t e = offsets[v]; e < offsets[v + 1]; ++e) {
      const std::uint32_t w = targets[e] - base;
      if (w <= v) continue;  // each edge once (the board takes it both ways)
      text += first ? "[" : ",[";
      text += std::to_string(v) + "," + std::to_string(w) + "]";
      first = false;
    }
  text += R"(]}}, "sides": [{"name": "cops", "team": "all", "tokens": [)";
  for (int i = 0; i < k; ++i)
    text += i ? R"(, {"start": 0, "moves": {"stay": true}})" : R"({"start": 0, "moves": {"stay": true}})";
  text += R"(]}, {"name": "robber", "tokens": [{"start": 0, "moves": {"stay": true}}]}], "first": "cops",
    "ends": [{"when": "meet", "winner": "cops"}], "endless": "robber"})";
  return parse_design(text, /*addressable=*/false);
}

std::string cop_number_line(const CopNumber& r, int max_cops) {
  if (r.found) return std::to_string(r.cops);
  if (r.past_budget) return ">" + std::to_string(r.lower - 1) + "; " + r.note;
  return ">" + std::to_string(max_cops);
}

// The most search tree nodes spent finding a piece's automorphisms (the graphs of the tests and benchmarks need
// fewer than 100).
constexpr std::uint64_t kSymmetrySearchNodes = 20'000;

bool symmetry_saves(std::uint64_t n, std::uint64_t arcs, int k, const PermutationGroup& group) {
  if (k < 2 || group.trivial() || !SymmetricCopsGame::takes(static_cast<std::uint32_t>(n), group, k)) return false;
  return SymmetricCopsGame::table_bytes(n, k, group.order()) < CopsGame::bytes(n, arcs, k, /*times=*/false);
}

CopNumberCount::CopNumberCount(std::string_view input, int max_cops, std::uint64_t budget, bool symmetry)
    : max_cops_(max_cops), budget_(budget), symmetry_(symmetry) {
  const std::uint64_t K = static_cast<std::uint64_t>(max_cops);
  // Each piece needs a cop, and each edge joins at most two pieces into one: n - m > K (from
  // the header) is more than K pieces, >K once the edges are read (8 bytes each), nothing else
  // built. Else the edge list is read with the whole cost of what follows per vertex and edge.
  const EdgeListHeader header = read_edge_list_header(input, 1, 8);
  const bool too_many = header.vertices > header.edges + K;
  EdgeList g = too_many ? parse_edge_list(input, 1, 8)
                        : parse_edge_list(input, kCopNumberBytesPerVertex, kCopNumberBytesPerEdge);
  const std::uint32_t n = g.vertex_count;
  std::uint64_t edges = 0;
  for (std::size_t i = 0; i < g.from.size(); ++i) edges += g.from[i] != g.to[i];
  if (n > edges && n - edges > K) {
    r_.pieces = r_.lower = n - edges;
    done_ = true;
    return;
  }
  // The pieces by union-find (each root the least vertex of its piece); then, in place, every
  // vertex's new number: the pieces one after another, smallest first.
  std::vector<std::uint32_t> id(n);
  std::iota(id.begin(), id.end(), 0u);
  auto find = [&](std::uint32_t x) {
    while (id[x] != x) {
      id[x] = id[id[x]];
      x = id[x];
    }
    return x;
  };
  std::uint64_t pieces = n;
  for (std::size_t i = 0; i < g.from.size(); ++i) {
    const std::uint32_t a = find(g.from[i]), b = find(g.to[i]);
    if (a == b) continue;
    if (a < b)
      id[b] = a;
    else
      id[a] = b;
    --pieces;
  }
  r_.pieces = pieces;
  if (pieces > K) {
    r_.lower = pieces;
    done_ = true;
    return;
  }
  std::vector<std::uint32_t> roots, size;
  for (std::uint32_t v = 0; v < n; ++v) {
    id[v] = id[id[v]];  // the root: id[v] <= v, and id[id[v]] is already its root
    if (id[v] == v) {
      roots.push_back(v);
      size.push_back(0);
    }
    ++size[std::find(roots.begin(), roots.end(), id[v]) - roots.begin()];
  }
  std::vector<std::size_t> order(roots.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return size[a] < size[b]; });
  start_.assign(roots.size() + 1, 0);
  std::vector<std::uint32_t> next(roots.size());
  for (std::size_t i = 0; i < order.size(); ++i) start_[i + 1] = start_[i] + size[order[i]];
  for (std::size_t i = 0; i < order.size(); ++i) next[order[i]] = start_[i];
  old_of_.resize(n);
  for (std::uint32_t v = 0; v < n; ++v) {
    id[v] = next[std::find(roots.begin(), roots.end(), id[v]) - roots.begin()]++;
    old_of_[id[v]] = v;
  }
  // The graph in CSR by the new numbers (each piece a contiguous slice); the edge list goes.
  offsets_.assign(std::size_t{n} + 1, 0);
  targets_.resize(2 * edges);
  for (std::size_t i = 0; i < g.from.size(); ++i)
    if (g.from[i] != g.to[i]) {
      ++offsets_[id[g.from[i]]];
      ++offsets_[id[g.to[i]]];
    }
  for (std::uint32_t v = 1; v < n; ++v) offsets_[v] += offsets_[v - 1];  // the end of v's slice
  offsets_[n] = static_cast<std::uint32_t>(2 * edges);
  for (std::size_t i = 0; i < g.from.size(); ++i) {
    if (g.from[i] == g.to[i]) continue;
    const std::uint32_t a = id[g.from[i]], b = id[g.to[i]];
    targets_[--offsets_[a]] = b;
    targets_[--offsets_[b]] = a;
  }
  const std::uint64_t held = (old_of_.capacity() + offsets_.capacity() + targets_.capacity()) * std::uint64_t{4};
  left_ = budget_ > held ? budget_ - held : 0;
  // Each piece in turn (smallest first), k = 1, 2, … cops, while the sum of the pieces' lower
  // bounds (1 for a piece not asked yet, k for the piece asked of k cops) stays within K.
  lower_ = pieces;
  if (piece_count() == 0) finish();
}

void CopNumberCount::finish() {
  r_.found = true;
  r_.lower = r_.cops;
  std::sort(r_.placement.begin(), r_.placement.end());
  done_ = true;
}

// The game of k_ cops on the piece would pass the memory budget: what was proved, and what it
// would need (the game's bytes with what the count holds; `--memory` in whole GiB).
void CopNumberCount::stop(std::uint32_t widened_past, std::uint64_t game_bytes) {
  const std::uint32_t size = start_[piece_ + 1] - start_[piece_];
  const std::uint64_t held = budget_ - left_;
  r_.past_budget = true;
  r_.lower = lower_;
  r_.needed = game_bytes > UINT64_MAX - held ? UINT64_MAX : game_bytes + held;
  r_.note = cops_past_budget(k_, size, r_.pieces > 1, widened_past, budget_text(budget_)) + "; about " +
            memory_text(r_.needed) + " of memory";
  constexpr std::uint64_t kGiB = std::uint64_t{1} << 30;
  if (r_.needed < (std::uint64_t{1} << 50))
    r_.note += " (--memory " + std::to_string((r_.needed + kGiB - 1) / kGiB) + "G)";
  done_ = true;
}

namespace {
// Solves a cops game (CopsGame or SymmetricCopsGame) without capture times: its best placement, and the plies of its
// win (a capture in t rounds is 2t - 1 plies, the cops moving first).
template <class Game>
DesignPlacement solved_placement(Game& game) {
  game.set_times(false);
  game.solve();
  const CopsGame::Best best = game.best();
  DesignPlacement b;
  b.win = best.win;
  if (best.win) b.places = game.placement(best.placement);
  b.plies = best.rounds ? 2 * best.rounds - 1 : 0;
  return b;
}
}  // namespace

bool CopNumberCount::step() {
  if (done_) return true;
  if (lower_ > static_cast<std::uint64_t>(max_cops_)) {
    r_.lower = lower_;
    done_ = true;
    return true;
  }
  const std::uint32_t base = start_[piece_], size = start_[piece_ + 1] - base;
  const std::uint64_t arcs = offsets_[start_[piece_ + 1]] - offsets_[base];
  // The kernel's bytes (no capture times; a slice's states per thread), checked before the design is built.
  const std::uint64_t bytes = CopsGame::bytes(size, arcs, k_, /*times=*/false, threads());
  // Symmetry: the piece's automorphisms (found once per piece, when it is asked of 2 cops), and whether a placement
  // per orbit saves memory.
  std::vector<std::vector<std::uint32_t>> neighbours;
  if (symmetry_ && k_ >= 2 && size <= SymmetricCopsGame::kMaxVertices) {
    neighbours.resize(size);
    for (std::uint32_t v = 0; v < size; ++v)
      for (std::uint32_t e = offsets_[base + v]; e < offsets_[base + v + 1]; ++e)
        neighbours[v].push_back(targets_[e] - base);
    if (group_piece_ != piece_) {
      group_piece_ = piece_;
      group_.reset();
      // The search is bounded (a piece it cannot finish, or a group too big to list, is solved without symmetry).
      Automorphisms found = automorphisms(neighbours, kSymmetrySearchNodes, SymmetricCopsGame::kMaxOrder);
      if (found.complete && found.order <= SymmetricCopsGame::kMaxOrder) {
        group_ = std::make_unique<PermutationGroup>(std::move(found.group));
        const std::uint64_t order = group_->order();
        r_.automorphisms = r_.automorphisms > UINT64_MAX / order ? UINT64_MAX : r_.automorphisms * order;
        r_.automorphisms_known = true;
      }
    }
  }
  const bool symmetric = group_ && group_piece_ == piece_ && symmetry_saves(size, arcs, k_, *group_);
  const std::uint64_t reduced_bytes =
      symmetric ? SymmetricCopsGame::table_bytes(size, k_, group_->order()) : UINT64_MAX;
  const bool reduce = symmetric && reduced_bytes <= left_;
  if (!reduce && bytes > left_) {  // the refusal quotes the smaller game's need: with symmetry where it saves
    stop(0, std::min(bytes, reduced_bytes));
    return true;
  }
  const std::uint64_t placements = CopsGame::positions(size, k_) / 2 / size;
  r_.placements = r_.placements > UINT64_MAX - placements ? UINT64_MAX : r_.placements + placements;
  DesignPlacement b;
  if (reduce) {  // one placement per orbit (the same answer, docs/cop-number-memory.md "Symmetry")
    SymmetricCopsGame game(neighbours, *group_, k_);
    b = solved_placement(game);
    r_.placements_stored += game.orbit_count();
  } else if (k_ <= kDesignMaxTokensPerSide && k_ < kDesignMaxTokens) {
    r_.placements_stored += placements;
    const Design d = design_cops_question(size, offsets_.data() + base, targets_.data(), base, k_);
    DesignSolution solution;
    try {
      solution = solve_design(d, left_, /*times=*/false);
    } catch (const DesignPastBudget& e) {  // (not without times: kept for the kernel's contract)
      stop(e.widened_past, bytes);
      return true;
    }
    b = design_best_placement(d, solution, 0);
  } else {  // more cops than a design's side takes: the same kernel, asked directly
    r_.placements_stored += placements;
    CopsGame game(size, offsets_.data() + base, targets_.data(), base, k_);
    game.set_budget(left_);
    b = solved_placement(game);
  }
  const std::uint64_t positions = CopsGame::positions(size, k_);
  r_.positions = r_.positions > UINT64_MAX - positions ? UINT64_MAX : r_.positions + positions;
  if (!b.win) {  // the piece needs more than k_ cops
    ++k_;
    ++lower_;
    return false;
  }
  r_.cops += k_;
  for (std::uint32_t v : b.places) r_.placement.push_back(old_of_[base + v]);
  r_.capture_time = std::max<std::uint32_t>(r_.capture_time, (b.plies + 1) / 2);  // a win in 2t - 1 plies
  ++piece_;
  k_ = 1;
  if (piece_ == piece_count()) finish();
  return done_;
}

CopNumber cop_number(std::string_view input, int max_cops, std::uint64_t budget, bool symmetry) {
  CopNumberCount count(input, max_cops, budget, symmetry);
  while (!count.step()) {
  }
  return count.result();
}

}  // namespace whowins
