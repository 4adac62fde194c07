// bitset_baseline: an outcomes-only bit-parallel cop-thief solver, the yardstick for `whowins cop-thief`'s speed.
//
//   bitset_baseline < board.txt     (the `whowins cop-thief` input format)
//
// Prints what `whowins cop-thief --stats` prints (the start's WIN/LOSS/DRAW, positions, win,
// loss, draw; no `longest`: it keeps no depths). The same algorithm family as
// src/games/cop_thief_bitset.cpp, written on its own: per police cell the thief cells as
// bitsets, the police-win and thief-win regions as two separate attractors, a round per
// layer that only looks at the words next to the words that changed in the last round (a
// change mask per police cell, a list of the cells with changes). What it leaves out: the
// solution (no byte per position, no depth, no best move: only counts and the start's
// outcome), so its memory is the two bitsets of the attractor in progress.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>
#include "games/cop_thief.hpp"
#include "io/grid_board.hpp"

namespace {

using Word = std::uint64_t;
using whowins::kChaser;

inline std::uint32_t bit_count(Word x) {
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<std::uint32_t>((x * 0x0101010101010101ull) >> 56);
}

struct Baseline {
  std::uint32_t F = 0, NW = 0, MW = 0, W = 0, span = 0, vq = 0, vr = 0;
  std::vector<Word> free, exits;
  std::vector<std::uint32_t> bit_of, off, nbr;
  std::vector<Word> pset, tset, changed, next;
  std::vector<std::uint32_t> work, next_work;
  std::vector<std::uint8_t> listed;
  std::uint64_t decided[2][2] = {};  // [phase][police set, thief set]

  Baseline(const whowins::GridBoard& g, const whowins::CopThiefLayout& layout) {
    F = layout.board.location_count;
    W = g.cols + 1;
    NW = (g.rows + 2) * W / 64 + 2;
    MW = (NW + 63) / 64;
    span = (W + 63) / 64;
    vq = W / 64, vr = W % 64;
    free.assign(NW, 0);
    exits.assign(NW, 0);
    for (std::uint32_t loc = 0; loc < F; ++loc) {
      const std::uint32_t cell = layout.cell_of_location[loc], b = (cell / g.cols + 1) * W + cell % g.cols;
      bit_of.push_back(b);
      free[b / 64] |= Word{1} << (b % 64);
      if (g.cells[cell] == 'E') exits[b / 64] |= Word{1} << (b % 64);
    }
    off = layout.board.step_offset[kChaser];
    nbr = layout.board.steps[kChaser];
    pset.assign(std::size_t{F} * NW, 0);
    tset.assign(std::size_t{F} * NW, 0);
    changed.assign(std::size_t{F} * MW, 0);
    next.assign(std::size_t{F} * MW, 0);
    listed.assign(F, 0);
  }

  template <class Get> static Word above(Get&& get, std::int64_t v, std::uint32_t q, std::uint32_t r) {
    const Word lo = get(v + q);
    return r ? (lo >> r) | (get(v + q + 1) << (64 - r)) : lo;
  }
  template <class Get> static Word below(Get&& get, std::int64_t v, std::uint32_t q, std::uint32_t r) {
    const Word lo = get(v - static_cast<std::int64_t>(q));
    return r ? (lo << r) | (get(v - static_cast<std::int64_t>(q) - 1) >> (64 - r)) : lo;
  }

  std::uint64_t police_round(bool existential) {
    std::uint64_t count = 0;
    for (std::uint32_t c2 : work) {
      Word* from = changed.data() + std::size_t{c2} * MW;
      for (std::uint32_t i = off[c2]; i < off[c2 + 1]; ++i) {
        const std::uint32_t c = nbr[i];
        Word* to = next.data() + std::size_t{c} * MW;
        for (std::uint32_t m = 0; m < MW; ++m) to[m] |= from[m];
        if (!listed[c]) listed[c] = 1, next_work.push_back(c);
      }
      std::fill(from, from + MW, Word{0});
    }
    work.clear();
    for (std::uint32_t c : next_work) {
      listed[c] = 0;
      Word* mask = next.data() + std::size_t{c} * MW;
      Word* ps = pset.data() + std::size_t{c} * NW;
      const std::uint32_t* n0 = nbr.data() + off[c];
      const std::uint32_t nn = off[c + 1] - off[c];
      bool any = false;
      for (std::uint32_t m = 0; m < MW; ++m) {
        Word keep = 0;
        for (Word bits = mask[m]; bits; bits &= bits - 1) {
          const std::uint32_t b = static_cast<std::uint32_t>(__builtin_ctzll(bits)), w = m * 64 + b;
          Word x;
          if (existential) {
            x = 0;
            for (std::uint32_t i = 0; i < nn; ++i) x |= tset[std::size_t{n0[i]} * NW + w];
            x &= ~(ps[w] | exits[w]);
          } else {
            x = ~ps[w];
            for (std::uint32_t i = 0; i < nn && x; ++i) x &= tset[std::size_t{n0[i]} * NW + w];
          }
          if (x) ps[w] |= x, count += bit_count(x), keep |= Word{1} << b;
        }
        mask[m] = keep;
        any |= keep != 0;
      }
      if (any) work.push_back(c);
    }
    next_work.clear();
    std::swap(changed, next);
    return count;
  }

  std::uint64_t thief_round(bool existential) {
    std::uint64_t count = 0;
    const std::int64_t nw = NW;
    for (std::uint32_t c : work) {
      Word* mask = changed.data() + std::size_t{c} * MW;
      Word* out = next.data() + std::size_t{c} * MW;
      const Word* ps = pset.data() + std::size_t{c} * NW;
      Word* ts = tset.data() + std::size_t{c} * NW;
      const std::uint32_t cword = bit_of[c] / 64;
      const Word cbit = Word{1} << (bit_of[c] % 64);
      auto walls_too = [&](std::int64_t j) -> Word { return j < 0 || j >= nw ? ~Word{0} : ps[j] | ~free[j]; };
      auto set_only = [&](std::int64_t j) -> Word { return j < 0 || j >= nw ? 0 : ps[j]; };
      bool any = false;
      std::uint32_t done_to = 0;
      for (std::uint32_t m = 0; m < MW; ++m) {
        for (Word bits = mask[m]; bits; bits &= bits - 1) {
          const std::uint32_t w = m * 64 + static_cast<std::uint32_t>(__builtin_ctzll(bits));
          const std::uint32_t lo = std::max(w >= span ? w - span : 0, done_to), hi = std::min(NW, w + span + 1);
          for (std::uint32_t v = lo; v < hi; ++v) {
            Word x;
            if (existential) {
              x = set_only(v) | above(set_only, v, 0, 1) | below(set_only, v, 0, 1) | above(set_only, v, vq, vr) |
                  below(set_only, v, vq, vr);
              x &= free[v] & ~ts[v];
              if (v == cword) x &= ~cbit;
            } else {
              x = ps[v] & above(walls_too, v, 0, 1) & below(walls_too, v, 0, 1) & above(walls_too, v, vq, vr) &
                  below(walls_too, v, vq, vr);
              x &= ~(ts[v] | exits[v]);
            }
            if (x) ts[v] |= x, count += bit_count(x), out[v / 64] |= Word{1} << (v % 64), any = true;
          }
          done_to = std::max(done_to, hi);
        }
        mask[m] = 0;
      }
      if (any) next_work.push_back(c);
    }
    std::swap(work, next_work);
    next_work.clear();
    std::swap(changed, next);
    return count;
  }

  // Phase 0: the police wins (police set = police to move wins, thief set = thief to move
  // loses); phase 1: the thief wins. Returns whether the start (police to move at police
  // cell ps, thief cell ts) is in the police set.
  bool attractor(int phase, std::uint32_t start_police, std::uint32_t start_thief) {
    std::fill(pset.begin(), pset.end(), 0);
    std::fill(tset.begin(), tset.end(), 0);
    std::fill(changed.begin(), changed.end(), 0);
    work.clear();
    bool any_exit = false;
    for (Word e : exits) any_exit |= e != 0;
    if (phase == 1 && !any_exit) return false;
    for (std::uint32_t c = 0; c < F; ++c) {
      const std::uint32_t b = bit_of[c];
      Word* ps = pset.data() + std::size_t{c} * NW;
      Word* ts = tset.data() + std::size_t{c} * NW;
      Word* mask = changed.data() + std::size_t{c} * MW;
      if (phase == 0) {
        ps[b / 64] |= Word{1} << (b % 64);
        ts[b / 64] |= Word{1} << (b % 64);
        mask[b / 4096] |= Word{1} << (b / 64 % 64);
      } else {
        for (std::uint32_t w = 0; w < NW; ++w) {
          ps[w] = ts[w] = exits[w];
          if (exits[w]) mask[w / 64] |= Word{1} << (w % 64);
        }
        ps[b / 64] &= ~(Word{1} << (b % 64));
        ts[b / 64] &= ~(Word{1} << (b % 64));
      }
      for (std::uint32_t w = 0; w < NW; ++w) decided[phase][0] += bit_count(ps[w]), decided[phase][1] += bit_count(ts[w]);
      work.push_back(c);
    }
    for (std::uint32_t layer = 1; !work.empty(); ++layer) {
      const bool existential = layer % 2 == 1;
      const bool police_moves = (phase == 0) == existential;
      const std::uint64_t n = police_moves ? police_round(existential) : thief_round(existential);
      decided[phase][police_moves ? 0 : 1] += n;
    }
    const std::uint32_t b = bit_of[start_thief];
    return (pset[std::size_t{start_police} * NW + b / 64] >> (b % 64)) & 1;
  }
};

}  // namespace

int main() {
  std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  try {
    const whowins::GridBoard g = whowins::parse_grid_board(text, whowins::kCopThiefBytesPerCellPair);
    const whowins::CopThiefLayout layout = whowins::make_cop_thief_layout(g);
    Baseline b(g, layout);
    const std::uint32_t p = layout.location_of_cell[g.police], t = layout.location_of_cell[g.thief];
    const bool police_wins = b.attractor(0, p, t);
    const bool thief_wins = b.attractor(1, p, t);
    const std::uint64_t positions = 2ull * b.F * b.F;
    // Police to move: Win in phase 0's police set, Loss in phase 1's; thief to move: Loss in
    // phase 0's thief set, Win in phase 1's.
    const std::uint64_t win = b.decided[0][0] + b.decided[1][1], loss = b.decided[0][1] + b.decided[1][0];
    std::printf("%s\npositions %llu\nwin %llu\nloss %llu\ndraw %llu\n", police_wins ? "WIN" : thief_wins ? "LOSS" : "DRAW",
                static_cast<unsigned long long>(positions), static_cast<unsigned long long>(win),
                static_cast<unsigned long long>(loss), static_cast<unsigned long long>(positions - win - loss));
  } catch (const std::exception& e) {
    std::fprintf(stderr, "bitset_baseline: %s\n", e.what());
    return 2;
  }
  return 0;
}
