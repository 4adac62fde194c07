// bitset_baseline: an outcomes-only bit-parallel cop-thief solver, the yardstick for `whowins cop-thief`'s speed.
//
//   bitset_baseline < board.txt     (the `whowins cop-thief` input format)
//
// Prints what `whowins cop-thief --stats` prints (the start's WIN/LOSS/DRAW, positions, win,
// loss, draw; no `longest`: it keeps no depths). The same algorithm family as
// src/games/cop_thief_bitset.cpp, written on its own: per police cell the thief cells as
// bitsets in 8 x 8 tiles (transposed when taller than wide, flatter tiles on short boards),
// the thief-to-move set stored word by word, the police-win and thief-win regions as two
// separate attractors, a round per layer that only recomputes the tiles a change can reach
// (a change mask per police cell, neighbour tiles only where new cells touch their edge, the
// cells taken in order). What it leaves out: the
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
using whowins::kPolice;

inline std::uint32_t bit_count(Word x) {
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<std::uint32_t>((x * 0x0101010101010101ull) >> 56);
}

constexpr Word column0(std::uint32_t tw) {
  Word m = 0;
  for (std::uint32_t i = 0; i < 64; i += tw) m |= Word{1} << i;
  return m;
}

struct Baseline {
  std::uint32_t F = 0, NW = 0, MW = 0, TW = 8, TH = 8, TC = 0;
  std::vector<Word> free, exits;
  std::vector<std::uint8_t> edge;  // per tile: 1 first of its tile row, 2 last
  std::vector<std::uint32_t> bit_of, off, nbr;
  std::vector<Word> pset;  // [police cell][word]
  std::vector<Word> tset;  // [word][police cell]
  std::vector<Word> changed, next, marks;
  std::vector<std::uint32_t> work, next_work;
  std::vector<std::uint8_t> listed;
  std::uint64_t decided[2][2] = {};  // [phase][police set, thief set]

  Baseline(const whowins::GridBoard& g, const whowins::CopThiefLayout& layout) {
    F = layout.board.location_count;
    const bool flip = g.rows > g.cols;
    const std::uint32_t R = flip ? g.cols : g.rows, C = flip ? g.rows : g.cols;
    TH = 1;
    while (TH < R && TH < 8) TH *= 2;
    TW = 64 / TH;
    TC = (C + TW - 1) / TW;
    NW = (R + TH - 1) / TH * TC;
    MW = (NW + 63) / 64;
    free.assign(NW, 0);
    exits.assign(NW, 0);
    edge.assign(NW, 0);
    for (std::uint32_t w = 0; w < NW; ++w) edge[w] = (w % TC == 0 ? 1 : 0) | (w % TC == TC - 1 ? 2 : 0);
    for (std::uint32_t loc = 0; loc < F; ++loc) {
      const std::uint32_t cell = layout.cell_of_location[loc];
      std::uint32_t r = cell / g.cols, c = cell % g.cols;
      if (flip) std::swap(r, c);
      const std::uint32_t b = ((r / TH) * TC + c / TW) * 64 + (r % TH) * TW + c % TW;
      bit_of.push_back(b);
      free[b / 64] |= Word{1} << (b % 64);
      if (g.cells[cell] == 'E') exits[b / 64] |= Word{1} << (b % 64);
    }
    off = layout.board.step_offset[kPolice];
    nbr = layout.board.steps[kPolice];
    pset.assign(std::size_t{F} * NW, 0);
    tset.assign(std::size_t{F} * NW, 0);
    changed.assign(std::size_t{F} * MW, 0);
    next.assign(std::size_t{F} * MW, 0);
    marks.assign(MW, 0);
    listed.assign(F, 0);
  }

  static void mark(Word* m, std::uint32_t v) { m[v / 64] |= Word{1} << (v % 64); }

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
    if (next_work.size() * 16 > F) {
      next_work.clear();
      for (std::uint32_t c = 0; c < F; ++c)
        if (listed[c]) next_work.push_back(c);
    } else {
      std::sort(next_work.begin(), next_work.end());
    }
    const Word west = column0(TW), east = west << (TW - 1);
    const Word north = TW == 64 ? ~Word{0} : (Word{1} << TW) - 1, south = TW == 64 ? ~Word{0} : north << (64 - TW);
    for (std::uint32_t c : next_work) {
      listed[c] = 0;
      Word* mask = next.data() + std::size_t{c} * MW;
      Word* ps = pset.data() + std::size_t{c} * NW;
      const std::uint32_t* n0 = nbr.data() + off[c];
      const std::uint32_t nn = off[c + 1] - off[c];
      std::fill(marks.begin(), marks.end(), Word{0});
      bool any = false;
      for (std::uint32_t m = 0; m < MW; ++m) {
        for (Word bits = mask[m]; bits; bits &= bits - 1) {
          const std::uint32_t w = m * 64 + static_cast<std::uint32_t>(__builtin_ctzll(bits));
          const Word* tw = tset.data() + std::size_t{w} * F;
          Word x;
          if (existential) {
            x = 0;
            for (std::uint32_t i = 0; i < nn; ++i) x |= tw[n0[i]];
            x &= ~(ps[w] | exits[w]);
          } else {
            x = ~ps[w];
            for (std::uint32_t i = 0; i < nn && x; ++i) x &= tw[n0[i]];
          }
          if (!x) continue;
          ps[w] |= x, count += bit_count(x), any = true;
          mark(marks.data(), w);
          if ((x & west) && w > 0) mark(marks.data(), w - 1);
          if ((x & east) && w + 1 < NW) mark(marks.data(), w + 1);
          if ((x & north) && w >= TC) mark(marks.data(), w - TC);
          if ((x & south) && w + TC < NW) mark(marks.data(), w + TC);
        }
      }
      std::copy(marks.begin(), marks.end(), mask);
      if (any) work.push_back(c);
    }
    next_work.clear();
    std::swap(changed, next);
    return count;
  }

  template <std::uint32_t K>
  std::uint64_t thief_round(bool existential) {
    std::uint64_t count = 0;
    const std::int64_t nw = NW, tc = TC;
    constexpr Word first = column0(K), last = first << (K - 1);
    for (std::uint32_t c : work) {
      Word* mask = changed.data() + std::size_t{c} * MW;
      Word* out = next.data() + std::size_t{c} * MW;
      const Word* ps = pset.data() + std::size_t{c} * NW;
      Word* ts = tset.data() + c;  // word v at ts[v * F]
      const std::uint32_t cword = bit_of[c] / 64;
      const Word cbit = Word{1} << (bit_of[c] % 64);
      auto walls_too = [&](std::int64_t j) -> Word { return j < 0 || j >= nw ? ~Word{0} : ps[j] | ~free[j]; };
      auto set_only = [&](std::int64_t j) -> Word { return j < 0 || j >= nw ? 0 : ps[j]; };
      auto around = [&](auto&& get, std::int64_t v, bool all) {  // the four neighbours, and-ed or or-ed
        const Word e = ((get(v) >> 1) & ~last) | ((get(edge[v] & 2 ? -1 : v + 1) << (K - 1)) & last);
        const Word w = ((get(v) << 1) & ~first) | ((get(edge[v] & 1 ? -1 : v - 1) >> (K - 1)) & first);
        Word s, n;
        if constexpr (K == 64)
          s = get(v + tc), n = get(v - tc);
        else
          s = (get(v) >> K) | (get(v + tc) << (64 - K)), n = (get(v) << K) | (get(v - tc) >> (64 - K));
        return all ? e & w & s & n : e | w | s | n;
      };
      bool any = false;
      for (std::uint32_t m = 0; m < MW; ++m) {
        const Word todo = mask[m];
        mask[m] = 0;
        for (Word bits = todo; bits; bits &= bits - 1) {
          const std::uint32_t v = m * 64 + static_cast<std::uint32_t>(__builtin_ctzll(bits));
          Word& t = ts[std::size_t{v} * F];
          Word x;
          if (existential) {
            x = (ps[v] | around(set_only, v, false)) & free[v] & ~t;
            if (v == cword) x &= ~cbit;
          } else {
            x = ps[v] & around(walls_too, v, true) & ~(t | exits[v]);
          }
          if (x) t |= x, count += bit_count(x), mark(out, v), any = true;
        }
      }
      if (any) next_work.push_back(c);
    }
    std::swap(work, next_work);
    next_work.clear();
    std::swap(changed, next);
    return count;
  }
  std::uint64_t thief_round(bool existential) {
    switch (TW) {
      case 8:
        return thief_round<8>(existential);
      case 16:
        return thief_round<16>(existential);
      case 32:
        return thief_round<32>(existential);
      default:
        return thief_round<64>(existential);
    }
  }

  // Phase 0: the police wins (police set = police to move wins, thief set = thief to move
  // loses); phase 1: the thief wins. Returns whether the start (police to move at police
  // cell ps, thief cell ts) is in the police set.
  bool attractor(int phase, std::uint32_t start_police, std::uint32_t start_thief) {
    std::fill(pset.begin(), pset.end(), 0);
    std::fill(tset.begin(), tset.end(), 0);
    std::fill(changed.begin(), changed.end(), 0);
    work.clear();
    std::vector<Word> exit_tiles(MW, 0), reach(MW, 0);  // phase 1's first round: tiles at or next to an exit
    for (std::uint32_t w = 0; w < NW; ++w)
      if (exits[w]) {
        mark(reach.data(), w);
        if (edge[w] != 1 && edge[w] != 3) mark(reach.data(), w - 1);
        if (edge[w] < 2) mark(reach.data(), w + 1);
        if (w >= TC) mark(reach.data(), w - TC);
        if (w + TC < NW) mark(reach.data(), w + TC);
        mark(exit_tiles.data(), w);
      }
    if (phase == 1 && exit_tiles == std::vector<Word>(MW, 0)) return false;
    for (std::uint32_t c = 0; c < F; ++c) {
      const std::uint32_t b = bit_of[c];
      Word* ps = pset.data() + std::size_t{c} * NW;
      Word* mask = changed.data() + std::size_t{c} * MW;
      if (phase == 0) {
        ps[b / 64] |= Word{1} << (b % 64);
        tset[std::size_t{b / 64} * F + c] |= Word{1} << (b % 64);
        mark(mask, b / 64);
      } else {
        for (std::uint32_t w = 0; w < NW; ++w) ps[w] = tset[std::size_t{w} * F + c] = exits[w];
        ps[b / 64] &= ~(Word{1} << (b % 64));
        tset[std::size_t{b / 64} * F + c] &= ~(Word{1} << (b % 64));
        std::copy(reach.begin(), reach.end(), mask);
      }
      for (std::uint32_t w = 0; w < NW; ++w)
        decided[phase][0] += bit_count(ps[w]), decided[phase][1] += bit_count(tset[std::size_t{w} * F + c]);
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
    std::printf("%s\npositions %llu\nwin %llu\nloss %llu\ndraw %llu\n",
                police_wins  ? "WIN"
                : thief_wins ? "LOSS"
                             : "DRAW",
                static_cast<unsigned long long>(positions), static_cast<unsigned long long>(win),
                static_cast<unsigned long long>(loss), static_cast<unsigned long long>(positions - win - loss));
  } catch (const std::exception& e) {
    std::fprintf(stderr, "bitset_baseline: %s\n", e.what());
    return 2;
  }
  return 0;
}
