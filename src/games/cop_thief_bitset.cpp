// The bit-parallel cop-thief solver: per police cell, thief cells as bitsets, a round per depth.
#include <algorithm>
#include <cstring>
#include <functional>
#include <stdexcept>
#include "games/cop_thief.hpp"

namespace whowins {
namespace {

using Word = std::uint64_t;

// Thief cells as bits: grid cell (r, c) is bit (r + 1) * W + c with W = cols + 1. The extra
// column and the rows above and below are walls, so a shift by 1 or W never wraps a move
// around an edge and every free cell's four neighbours exist in the bitset.
struct BitGrid {
  std::uint32_t W = 0, bits = 0, words = 0;
  std::vector<Word> free, exits;
  std::vector<std::uint32_t> location_of_bit;  // UINT32_MAX where not free

  BitGrid(const GridBoard& g, const CopThiefLayout& layout) {
    W = g.cols + 1;
    bits = (g.rows + 2) * W;
    words = bits / 64 + 2;
    free.assign(words, 0);
    exits.assign(words, 0);
    location_of_bit.assign(std::size_t{words} * 64, UINT32_MAX);
    for (std::uint32_t loc = 0; loc < layout.cell_of_location.size(); ++loc) {
      const std::uint32_t b = bit_of_cell(g, layout.cell_of_location[loc]);
      free[b / 64] |= Word{1} << (b % 64);
      if (g.cells[layout.cell_of_location[loc]] == 'E') exits[b / 64] |= Word{1} << (b % 64);
      location_of_bit[b] = loc;
    }
  }
  std::uint32_t bit_of_cell(const GridBoard& g, std::uint32_t cell) const {
    return (cell / g.cols + 1) * W + cell % g.cols;
  }
};

// dst[i] = bit i + k of src (the cells whose neighbour at +k is in src), words [lo, hi).
inline Word shifted_down(const Word* src, std::size_t i, std::uint32_t q, std::uint32_t r, std::size_t words) {
  // bit i of result = bit (i + k) of src, k = 64q + r
  const std::size_t j = i + q;
  Word lo = j < words ? src[j] : 0;
  Word hi = j + 1 < words ? src[j + 1] : 0;
  return r ? (lo >> r) | (hi << (64 - r)) : lo;
}
inline Word shifted_up(const Word* src, std::size_t i, std::uint32_t q, std::uint32_t r) {
  // bit i of result = bit (i - k) of src
  if (i < q) return 0;
  const std::size_t j = i - q;
  Word lo = src[j];
  Word below = j >= 1 ? src[j - 1] : 0;
  return r ? (lo << r) | (below >> (64 - r)) : lo;
}

struct Range {
  std::uint32_t lo = 0, hi = 0;  // words [lo, hi) changed last round; empty if lo >= hi
  bool empty() const { return lo >= hi; }
  void add(std::uint32_t l, std::uint32_t h) {
    if (l >= h) return;
    if (empty()) lo = l, hi = h;
    else lo = std::min(lo, l), hi = std::max(hi, h);
  }
};

[[gnu::noinline]] bool run_round(const std::function<bool(std::uint32_t)>& round, std::uint32_t depth) {
  return round(depth);
}

}  // namespace

CopThiefSolution solve_cop_thief_bitset(const GridBoard& g, const CopThiefLayout& layout) {
  const TwoTokenBoard& tb = layout.board;
  const std::uint32_t F = tb.location_count;
  const BitGrid grid(g, layout);
  const std::uint32_t NW = grid.words;
  const std::uint64_t per_side = std::uint64_t{F} * F;

  CopThiefSolution sol;
  sol.outcome.assign(2 * per_side, Outcome::Draw);
  sol.depth.assign(2 * per_side, 0);

  // State per police location: police-to-move Win/Loss, thief-to-move Win/Loss (for the mover).
  enum { kWinP, kLossP, kWinT, kLossT, kSets };
  std::vector<Word> set[kSets];
  for (auto& s : set) s.assign(std::size_t{F} * NW, 0);
  auto row = [&](int which, std::uint32_t c) { return set[which].data() + std::size_t{c} * NW; };
  std::vector<Word> new_win_p(std::size_t{F} * NW), new_loss_p(std::size_t{F} * NW);
  std::vector<Range> changed[kSets], next[kSets];
  for (int s = 0; s < kSets; ++s) changed[s].assign(F, {}), next[s].assign(F, {});
  std::vector<Range> new_win_range(F), new_loss_range(F);

  // Records the depth of newly decided bits of police location c. Outcomes are filled in
  // at the end from the final sets, in order (random writes are the solver's main cost).
  auto record = [&](const Word* bits, Range r, int mover, std::uint16_t depth, std::uint32_t c) {
    std::uint16_t* depths = sol.depth.data() + (mover * std::uint64_t{F} + c) * F;
    for (std::uint32_t w = r.lo; w < r.hi; ++w)
      for (Word x = bits[w]; x; x &= x - 1)
        depths[grid.location_of_bit[w * 64 + static_cast<std::uint32_t>(__builtin_ctzll(x))]] = depth;
  };

  // Depth 0: capture (same cell) and escape (thief on an exit, police elsewhere).
  std::vector<Word> one(NW);
  for (std::uint32_t c = 0; c < F; ++c) {
    const std::uint32_t b = grid.bit_of_cell(g, layout.cell_of_location[c]);
    std::fill(one.begin(), one.end(), 0);
    one[b / 64] = Word{1} << (b % 64);
    for (std::uint32_t w = 0; w < NW; ++w) {
      const Word esc = grid.exits[w] & ~one[w];
      row(kWinP, c)[w] = one[w];
      row(kLossT, c)[w] = one[w];
      row(kLossP, c)[w] = esc;
      row(kWinT, c)[w] = esc;
    }
    const Range all{0, NW};
    record(row(kWinP, c), all, kChaser, 0, c);
    record(row(kLossT, c), all, kRunner, 0, c);
    record(row(kLossP, c), all, kChaser, 0, c);
    record(row(kWinT, c), all, kRunner, 0, c);
    changed[kWinP][c] = {b / 64, b / 64 + 1};
    changed[kLossT][c] = {b / 64, b / 64 + 1};
    for (std::uint32_t w = 0; w < NW; ++w)
      if (grid.exits[w]) changed[kLossP][c].add(w, w + 1), changed[kWinT][c].add(w, w + 1);
  }

  const std::uint32_t vq = grid.W / 64, vr = grid.W % 64;  // a vertical step: W bits
  const std::uint32_t spread = vq + 2;                      // words a thief step can reach
  const Word* free_bits = grid.free.data();
  std::vector<Word> new_win_t(NW), new_loss_t(NW), walls_or_win(NW);
  auto widen = [&](Range r) {
    return r.empty() ? r : Range{r.lo > spread ? r.lo - spread : 0, std::min(NW, r.hi + spread)};
  };

  // One round decides the positions of one depth. Each round is its own call (through a
  // std::function and a never-inlined caller): under WebAssembly, V8 swaps in optimised code
  // only for new calls, so a solve made of rounds runs optimised after the first few.
  const std::function<bool(std::uint32_t)> round = [&](std::uint32_t depth) -> bool {
    if (depth >= CopThiefSolution::no_depth) throw std::overflow_error("game too long for 16-bit depths");
    const auto d16 = static_cast<std::uint16_t>(depth);
    const std::uint32_t* off = tb.step_offset[kChaser].data();
    const std::uint32_t* steps = tb.steps[kChaser].data();

    // A. Police to move: from the thief-to-move sets at the police's destinations (old state).
    for (std::uint32_t c = 0; c < F; ++c) {
      Range win_in, loss_in;
      for (std::uint32_t i = off[c]; i < off[c + 1]; ++i) {
        win_in.add(changed[kLossT][steps[i]].lo, changed[kLossT][steps[i]].hi);
        loss_in.add(changed[kWinT][steps[i]].lo, changed[kWinT][steps[i]].hi);
      }
      const Word* wp = row(kWinP, c);
      const Word* lp = row(kLossP, c);
      Word* nw = new_win_p.data() + std::size_t{c} * NW;
      Word* nl = new_loss_p.data() + std::size_t{c} * NW;
      new_win_range[c] = {};
      new_loss_range[c] = {};
      // Win: some move (or the pass) reaches a position where the thief, to move, loses.
      // Only bits added last round can decide anything new: each destination contributes
      // the words it changed.
      if (!win_in.empty()) {
        std::fill(nw + win_in.lo, nw + win_in.hi, Word{0});
        for (std::uint32_t i = off[c]; i < off[c + 1]; ++i) {
          const Range r = changed[kLossT][steps[i]];
          const Word* src = row(kLossT, steps[i]);
          for (std::uint32_t w = r.lo; w < r.hi; ++w) nw[w] |= src[w];
        }
        for (std::uint32_t w = win_in.lo; w < win_in.hi; ++w) {
          const Word acc = nw[w] & ~(wp[w] | lp[w]);
          nw[w] = acc;
          if (acc) new_win_range[c].add(w, w + 1);
        }
      }
      // Loss: every move reaches a position where the thief, to move, wins.
      for (std::uint32_t w = loss_in.lo; w < loss_in.hi; ++w) {
        Word acc = ~(wp[w] | lp[w]);
        for (std::uint32_t i = off[c]; i < off[c + 1] && acc; ++i) acc &= row(kWinT, steps[i])[w];
        nl[w] = acc;
        if (acc) new_loss_range[c].add(w, w + 1);
      }
    }

    // B. Thief to move: from the police-to-move sets of the same police cell (old state),
    // applied at once, since nothing later in the round reads the thief-to-move sets.
    bool progress = false;
    for (std::uint32_t c = 0; c < F; ++c) {
      Word* wt = row(kWinT, c);
      Word* lt = row(kLossT, c);
      const Word* wp = row(kWinP, c);
      const Word* lp = row(kLossP, c);
      Range got_win, got_loss;
      // Win: a step (or the pass) reaches a position where the police, to move, loses.
      const Range win_in = widen(changed[kLossP][c]);
      for (std::uint32_t w = win_in.lo; w < win_in.hi; ++w) {
        Word d = lp[w] | shifted_down(lp, w, 0, 1, NW) | shifted_up(lp, w, 0, 1) |
                 shifted_down(lp, w, vq, vr, NW) | shifted_up(lp, w, vq, vr);
        d &= free_bits[w] & ~(wt[w] | lt[w]);
        new_win_t[w] = d;
        if (d) got_win.add(w, w + 1);
      }
      // Loss: the pass and every step reach positions where the police, to move, wins
      // (a wall or the board's edge is no step, so it counts as reached).
      const Range loss_in = widen(changed[kWinP][c]);
      if (!loss_in.empty()) {
        const std::uint32_t lo = loss_in.lo > spread ? loss_in.lo - spread : 0;
        const std::uint32_t hi = std::min(NW, loss_in.hi + spread);
        for (std::uint32_t w = lo; w < hi; ++w) walls_or_win[w] = wp[w] | ~free_bits[w];
        for (std::uint32_t w = hi; w < std::min(NW, hi + spread); ++w) walls_or_win[w] = ~Word{0};
        const Word* a = walls_or_win.data();
        for (std::uint32_t w = loss_in.lo; w < loss_in.hi; ++w) {
          Word e = wp[w] & shifted_down(a, w, 0, 1, hi) & shifted_up(a, w, 0, 1) &
                   shifted_down(a, w, vq, vr, hi) & shifted_up(a, w, vq, vr);
          e &= ~(wt[w] | lt[w]);
          new_loss_t[w] = e;
          if (e) got_loss.add(w, w + 1);
        }
      }
      for (std::uint32_t w = got_win.lo; w < got_win.hi; ++w) wt[w] |= new_win_t[w];
      for (std::uint32_t w = got_loss.lo; w < got_loss.hi; ++w) lt[w] |= new_loss_t[w];
      record(new_win_t.data(), got_win, kRunner, d16, c);
      record(new_loss_t.data(), got_loss, kRunner, d16, c);
      next[kWinT][c] = got_win;
      next[kLossT][c] = got_loss;
      progress |= !got_win.empty() || !got_loss.empty();
    }

    // C. Apply the police-to-move results of step A.
    for (std::uint32_t c = 0; c < F; ++c) {
      Word* wp = row(kWinP, c);
      Word* lp = row(kLossP, c);
      const Word* nw = new_win_p.data() + std::size_t{c} * NW;
      const Word* nl = new_loss_p.data() + std::size_t{c} * NW;
      for (std::uint32_t w = new_win_range[c].lo; w < new_win_range[c].hi; ++w) wp[w] |= nw[w];
      for (std::uint32_t w = new_loss_range[c].lo; w < new_loss_range[c].hi; ++w) lp[w] |= nl[w];
      record(nw, new_win_range[c], kChaser, d16, c);
      record(nl, new_loss_range[c], kChaser, d16, c);
      next[kWinP][c] = new_win_range[c];
      next[kLossP][c] = new_loss_range[c];
      progress |= !new_win_range[c].empty() || !new_loss_range[c].empty();
    }
    for (int k = 0; k < kSets; ++k) std::swap(changed[k], next[k]);
    return progress;
  };
  for (std::uint32_t depth = 1; run_round(round, depth); ++depth) {}

  // Outcomes from the final sets; depth 0 where nothing was recorded (draws) is unused.
  for (std::uint32_t c = 0; c < F; ++c) {
    const int movers[kSets] = {kChaser, kChaser, kRunner, kRunner};
    const Outcome values[kSets] = {Outcome::Win, Outcome::Loss, Outcome::Win, Outcome::Loss};
    for (int k = 0; k < kSets; ++k) {
      Outcome* outcome = sol.outcome.data() + (movers[k] * std::uint64_t{F} + c) * F;
      const Word* bits = row(k, c);
      for (std::uint32_t w = 0; w < NW; ++w)
        for (Word x = bits[w]; x; x &= x - 1)
          outcome[grid.location_of_bit[w * 64 + static_cast<std::uint32_t>(__builtin_ctzll(x))]] = values[k];
    }
  }
  return sol;
}

}  // namespace whowins
