// A design (design.hpp) as the retrograde solver sees it (core/game_concept.hpp): positions
// are the places of every token and the side to move, generated on the fly — no edge list.
// Interchangeable tokens of a side (a group) are a multiset: their places are kept sorted and
// ranked in the combinatorial number system, so three identical cops have C(L + 2, 3) places,
// not L³. A position's moves and predecessors come from the rules' per-place lists.
#pragma once
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <vector>
#include "core/game_concept.hpp"
#include "design/design.hpp"

namespace whowins {

// Position = mover × (positions per mover) + Σ rank(group g's places) × weight(g).
template <class Counter = std::uint32_t>
class DesignGame {
 public:
  using counter_type = Counter;
  struct State {
    int mover = 0;
    std::array<std::uint32_t, kDesignMaxTokens> place{};  // per token, in Design::tokens order
  };

  explicit DesignGame(const Design& d) : d_(d), half_(static_cast<std::uint32_t>(d.position_count / 2)) {
    for (const DesignToken& t : d.tokens)
      if (d.moves[t.moves].blocked != DesignBlocked::kNone) walked_[t.side] = true;
    std::uint64_t w = 1;
    for (int g = static_cast<int>(d.groups.size()) - 1; g >= 0; --g) {
      weight_[g] = static_cast<std::uint32_t>(w);
      magic_[g] = w > 1 ? UINT64_MAX / w + 1 : 0;
      w *= d.groups[g].radix;
    }
  }
  // An upper bound of any position's move count (the solver's counters take one byte below 255).
  std::uint64_t max_move_count() const {
    std::uint64_t most = 0;
    for (const DesignSide& side : d_.sides) {
      std::uint64_t n = side.team == DesignTeam::kAll ? 1 : 0;
      for (int t = side.first_token; t < side.first_token + side.token_count; ++t) {
        const std::uint64_t k = d_.moves[d_.tokens[t].moves].max_forward;
        n = side.team == DesignTeam::kAll ? n * k : n + k;
      }
      most = std::max(most, n);
    }
    return most;
  }

  const Design& design() const { return d_; }
  std::uint64_t position_count() const { return d_.position_count; }
  int mover(Position p) const { return p >= half_ ? 1 : 0; }

  State decode(Position p) const {
    State s;
    s.mover = mover(p);
    std::uint32_t rest = p - (s.mover ? half_ : 0);
    for (std::size_t g = 0; g < d_.groups.size(); ++g) {
      // rest / weight by a 64-bit reciprocal (exact for 32-bit rest), in 64-bit pieces (no
      // 128-bit product: WebAssembly has none); the last weight is 1.
      std::uint32_t rank = rest;
      if (weight_[g] != 1) {
        const std::uint64_t hi = std::uint64_t{rest} * (magic_[g] >> 32),
                            lo = std::uint64_t{rest} * (magic_[g] & 0xFFFFFFFFu);
        rank = static_cast<std::uint32_t>((hi + (lo >> 32)) >> 32);
      }
      rest -= rank * weight_[g];
      if (d_.groups[g].size == 1)
        s.place[d_.groups[g].first_token] = rank;
      else
        unrank(rank, d_.groups[g].size, &s.place[d_.groups[g].first_token]);
    }
    return s;
  }
  // The position of a state whose groups' places are sorted (canonical()).
  Position encode(const State& s) const {
    std::uint32_t p = s.mover ? half_ : 0;
    for (std::size_t g = 0; g < d_.groups.size(); ++g) {
      const std::uint32_t* a = &s.place[d_.groups[g].first_token];
      p += static_cast<std::uint32_t>(d_.groups[g].size == 1 ? a[0] : rank(a, d_.groups[g].size)) * weight_[g];
    }
    return p;
  }
  // Sorts each group's places (of one side, or of both when side < 0).
  void canonical(State& s, int side = -1) const {
    for (const DesignGroup& g : d_.groups)
      if (g.size > 1 && (side < 0 || g.side == side))
        std::sort(s.place.begin() + g.first_token, s.place.begin() + g.first_token + g.size);
  }
  // The start position (the first side to move).
  Position start() const {
    State s;
    s.mover = d_.first;
    for (std::size_t t = 0; t < d_.tokens.size(); ++t) s.place[t] = d_.tokens[t].start;
    canonical(s);
    return encode(s);
  }

  // The first end rule that holds in s (index into Design::ends), or -1.
  int end_rule(const State& s) const {
    for (std::size_t e = 0; e < d_.ends.size(); ++e) {
      const DesignEnd& end = d_.ends[e];
      if (end.kind == DesignEnd::Kind::kMeet) {
        for (int a = d_.sides[0].first_token; a < d_.sides[0].first_token + d_.sides[0].token_count; ++a)
          for (int b = d_.sides[1].first_token; b < d_.sides[1].first_token + d_.sides[1].token_count; ++b)
            if (s.place[a] == s.place[b]) return static_cast<int>(e);
      } else {
        const DesignSide& side = d_.sides[end.side];
        for (int t = side.first_token; t < side.first_token + side.token_count; ++t)
          if (end.cells[s.place[t]]) return static_cast<int>(e);
      }
    }
    return -1;
  }
  // Whether the side to move has a legal move.
  bool can_move(const State& s) const {
    if (walked_[s.mover]) {
      bool any = false;
      step(s, /*forward=*/true, [&](Position) { any = true; });
      return any;
    }
    const DesignSide& side = d_.sides[s.mover];
    bool all = true, any = false;
    for (int t = side.first_token; t < side.first_token + side.token_count; ++t) {
      const bool some = d_.moves[d_.tokens[t].moves].forward_count(s.place[t]) > 0;
      all = all && some;
      any = any || some;
    }
    return side.team == DesignTeam::kAll ? all : any;
  }
  Outcome end_value(const State& s) const {
    const int e = end_rule(s);
    if (e >= 0) return d_.ends[e].winner == s.mover ? Outcome::Win : Outcome::Loss;
    if (!can_move(s)) {
      switch (d_.sides[s.mover].stuck) {
        case DesignStuck::kLoses:
          return Outcome::Loss;
        case DesignStuck::kWins:
          return Outcome::Win;
        case DesignStuck::kDraw:
          return Outcome::Draw;
      }
    }
    return Outcome::Draw;
  }
  Outcome end_value(Position p) const { return end_value(decode(p)); }

  std::uint32_t move_count(Position p) const { return move_count(decode(p)); }
  std::uint32_t move_count(const State& s) const {
    if (single(s.mover) && !walked_[s.mover])
      return d_.moves[d_.tokens[d_.sides[s.mover].first_token].moves].forward_count(
          s.place[d_.sides[s.mover].first_token]);
    std::uint32_t n = 0;
    step(s, /*forward=*/true, [&](Position) { ++n; });
    return n;
  }

  // Every position in order with its end value and move count (the solver's set-up): the
  // groups' ranks advance like an odometer, so no position is decoded by division.
  template <class F>
  void for_each_position(F&& f) const {
    const std::size_t groups = d_.groups.size();
    std::array<std::uint32_t, kDesignMaxTokens> rank{};
    auto place_group = [&](State& s, std::size_t g) {
      const DesignGroup& gr = d_.groups[g];
      if (gr.size == 1)
        s.place[gr.first_token] = rank[g];
      else
        unrank(rank[g], gr.size, &s.place[gr.first_token]);
    };
    Position p = 0;
    for (int m = 0; m < 2; ++m) {
      State s;
      s.mover = m;
      rank.fill(0);
      for (std::size_t g = 0; g < groups; ++g) place_group(s, g);
      for (std::uint32_t i = 0; i < half_; ++i, ++p) {
        const Outcome e = end_value(s);
        f(p, e, e == Outcome::Draw ? move_count(s) : 0);
        for (std::size_t g = groups; g-- > 0;) {
          if (++rank[g] < d_.groups[g].radix) {
            place_group(s, g);
            break;
          }
          rank[g] = 0;
          place_group(s, g);
        }
      }
    }
  }

  // f(q) once per distinct position q reached by a legal move from p (for an end position
  // too: the solver never asks, the explorer checks end_value first).
  template <class F>
  void for_each_move(Position p, F&& f) const {
    State s = decode(p);
    step(s, /*forward=*/true, f);
  }
  // The same for a position already decoded (s = decode(p)): the same positions in the same order.
  template <class F>
  void for_each_move(const State& s, F&& f) const {
    step(s, /*forward=*/true, f);
  }
  // f(q) once per distinct position q with a move q -> p.
  template <class F>
  void for_each_predecessor(Position p, F&& f) const {
    State s = decode(p);
    s.mover = 1 - s.mover;  // the side that moved into p
    step(s, /*forward=*/false, f);
  }

 private:
  bool single(int side) const { return d_.sides[side].token_count == 1; }

  // Moves of side s.mover's tokens from s (forward: to the next positions, other side to
  // move) or back (reverse lists: the previous positions, s.mover to move). Calls f once per
  // distinct position.
  template <class F>
  void step(State s, bool forward, F&& f) const {
    if (walked_[s.mover]) {
      step_walked(s, forward, f);
      return;
    }
    const DesignSide& side = d_.sides[s.mover];
    const int mover_after = forward ? 1 - s.mover : s.mover;
    const int first = side.first_token, n = side.token_count;
    auto list = [&](int t, std::uint32_t place, const std::uint32_t*& begin, const std::uint32_t*& end) {
      const DesignMoves& m = d_.moves[d_.tokens[t].moves];
      const auto& off = forward ? m.forward_offset : m.reverse_offset;
      const auto& to = forward ? m.forward : m.reverse;
      begin = to.data() + off[place];
      end = to.data() + off[place + 1];
    };
    State q = s;
    q.mover = mover_after;
    if (n == 1) {  // one token: its list has no repeats, no order to keep; one multiply-add each
      const std::uint32_t* b;
      const std::uint32_t* e;
      list(first, s.place[first], b, e);
      q.place[first] = 0;
      const Position base = encode(q);
      const std::uint32_t w = weight_[d_.tokens[first].group];
      for (; b != e; ++b) f(base + *b * w);
      return;
    }
    std::vector<Position>& out = acquire();
    out.clear();
    // The other side's groups are fixed: their part of the number once; per move only the
    // moving side's groups are sorted and ranked (no whole state copied).
    Position base = q.mover ? half_ : 0;
    int side_groups[kDesignMaxTokensPerSide];
    int group_count = 0;
    for (std::size_t g = 0; g < d_.groups.size(); ++g) {
      const DesignGroup& gr = d_.groups[g];
      if (gr.side == s.mover) {
        side_groups[group_count++] = static_cast<int>(g);
        continue;
      }
      const std::uint32_t* a = &s.place[gr.first_token];
      base += static_cast<Position>(gr.size == 1 ? a[0] : rank(a, gr.size)) * weight_[g];
    }
    std::uint32_t pl[kDesignMaxTokensPerSide];  // the side's places, in token order
    for (int i = 0; i < n; ++i) pl[i] = s.place[first + i];
    auto emit = [&] {
      Position p = base;
      for (int k = 0; k < group_count; ++k) {
        const DesignGroup& gr = d_.groups[side_groups[k]];
        const std::uint32_t* a = pl + (gr.first_token - first);
        if (gr.size == 1) {
          p += a[0] * weight_[side_groups[k]];
          continue;
        }
        std::uint32_t sorted[kDesignMaxTokensPerSide];
        std::copy(a, a + gr.size, sorted);
        std::sort(sorted, sorted + gr.size);
        p += static_cast<Position>(rank(sorted, gr.size)) * weight_[side_groups[k]];
      }
      out.push_back(p);
    };
    if (side.team == DesignTeam::kOne) {
      for (int t = first; t < first + n; ++t) {
        const std::uint32_t* b;
        const std::uint32_t* e;
        list(t, s.place[t], b, e);
        for (; b != e; ++b) {
          pl[t - first] = *b;
          emit();
        }
        pl[t - first] = s.place[t];
      }
    } else {
      const std::uint32_t* b[kDesignMaxTokensPerSide] = {};
      const std::uint32_t* e[kDesignMaxTokensPerSide] = {};
      const std::uint32_t* it[kDesignMaxTokensPerSide] = {};
      bool empty = false;
      for (int i = 0; i < n; ++i) {
        list(first + i, s.place[first + i], b[i], e[i]);
        it[i] = b[i];
        empty = empty || b[i] == e[i];
      }
      while (!empty) {
        for (int i = 0; i < n; ++i) pl[i] = *it[i];
        emit();
        int i = n - 1;
        while (i >= 0 && ++it[i] == e[i]) {
          it[i] = b[i];
          --i;
        }
        if (i < 0) break;
      }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    for (Position r : out) f(r);  // f may ask the game again: that call takes the next buffer
    release();
  }

  // Moves walked at each move, for a side whose tokens other tokens can block (`blocked`): each
  // token's targets are found by walking its rule with the others where they stand. Team "all"
  // moves the side's tokens one after another in any order the side chooses (each blocked where
  // the others stand at that moment); backwards, the same sub-moves are undone last first.
  template <class F>
  void step_walked(const State& s, bool forward, F&& f) const {
    const DesignSide& side = d_.sides[s.mover];
    const int first = side.first_token, n = side.token_count;
    std::vector<Position>& out = acquire();
    out.clear();
    State q = s;
    q.mover = forward ? 1 - s.mover : s.mover;
    auto emit = [&](State r) {
      canonical(r, s.mover);
      out.push_back(encode(r));
    };
    // Scratch kept across calls (a nested call, from f, comes only after they are used).
    thread_local std::vector<std::uint32_t> to;
    thread_local std::vector<State> layer, next;
    if (side.team == DesignTeam::kOne || n == 1) {
      for (int t = first; t < first + n; ++t) {
        targets(q, t, forward, to);
        for (std::uint32_t x : to) {
          State r = q;
          r.place[t] = x;
          emit(r);
        }
      }
    } else {
      std::array<int, kDesignMaxTokensPerSide> order{};
      for (int i = 0; i < n; ++i) order[i] = first + i;
      do {
        layer.assign(1, q);
        for (int k = 0; k < n && !layer.empty(); ++k) {
          const int t = order[forward ? k : n - 1 - k];
          next.clear();
          for (const State& now : layer) {
            targets(now, t, forward, to);
            for (std::uint32_t x : to) {
              State r = now;
              r.place[t] = x;
              next.push_back(r);
            }
          }
          std::swap(layer, next);
        }
        for (const State& r : layer) emit(r);
      } while (std::next_permutation(order.begin(), order.begin() + n));
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    for (Position r : out) f(r);
    release();
  }

  // Whether token o blocks token t (t's rule: none, its own side's tokens, or all).
  bool blocks(int t, int o) const {
    const DesignBlocked b = d_.moves[d_.tokens[t].moves].blocked;
    return o != t && (b == DesignBlocked::kAll || (b == DesignBlocked::kOwn && d_.tokens[o].side == d_.tokens[t].side));
  }
  // Token t's targets in s: forward, the places it can move to; backward, the places it can
  // have come from (exactly the inverse: every x with s.place[t] among x's forward targets when
  // the others stand as in s). Sorted, without repeats.
  void targets(const State& s, int t, bool forward, std::vector<std::uint32_t>& out) const {
    out.clear();
    const DesignMoves& m = d_.moves[d_.tokens[t].moves];
    if (m.blocked == DesignBlocked::kNone) {  // nothing blocks it: its compiled lists
      const auto& off = forward ? m.forward_offset : m.reverse_offset;
      const auto& to = forward ? m.forward : m.reverse;
      out.assign(to.begin() + off[s.place[t]], to.begin() + off[s.place[t] + 1]);
      return;
    }
    const int T = static_cast<int>(d_.tokens.size());
    auto held = [&](std::uint32_t place) {
      for (int o = 0; o < T; ++o)
        if (s.place[o] == place && blocks(t, o)) return true;
      return false;
    };
    const std::uint32_t at = s.place[t];
    auto open = [&](std::uint32_t place) { return m.may_stand[place] && !held(place); };  // a place to stop on
    // Backward, the token now stands at `at`: it must be a place it could stop on.
    if (!forward && !open(at)) return;
    if (m.stay && open(at)) out.push_back(at);
    if (d_.grid) {
      const std::int64_t r0 = d_.cell_of_place[at] / d_.cols, c0 = d_.cell_of_place[at] % d_.cols;
      for (auto [dr, dc] : m.directions) {
        const std::int64_t sr = forward ? dr : -dr, sc = forward ? dc : -dc;
        for (std::uint32_t k = 1; m.leaper ? k == 1 : (m.range == 0 || k <= m.range); ++k) {
          const std::int64_t r = r0 + sr * k, c = c0 + sc * k;
          if (r < 0 || c < 0 || r >= d_.rows || c >= d_.cols) break;
          const std::int64_t q = d_.place_of_cell[r * d_.cols + c];
          if (q < 0) break;  // a wall
          const auto place = static_cast<std::uint32_t>(q);
          if (forward) {
            if (held(place)) break;  // no stopping on, or passing through, a blocking token
            if (m.may_stand[place]) out.push_back(place);
          } else {
            out.push_back(place);    // it stood there (whatever else stood there too) …
            if (held(place)) break;  // … and no farther: that path passes through a blocker
          }
        }
      }
    } else {
      // Breadth-first over the rule's edges (backward: reversed), never through a blocker.
      const auto& off = forward ? m.adjacency_offset : m.reverse_adjacency_offset;
      const auto& to = forward ? m.adjacency : m.reverse_adjacency;
      Scratch& sc = scratch();
      if (sc.seen.size() < d_.place_count) sc.seen.assign(d_.place_count, 0), sc.stamp = 0;
      if (++sc.stamp == 0) {
        std::fill(sc.seen.begin(), sc.seen.end(), 0);
        sc.stamp = 1;
      }
      sc.frontier.assign(1, at);
      sc.seen[at] = sc.stamp;
      for (std::uint32_t k = 1; !sc.frontier.empty() && (m.range == 0 || k <= m.range); ++k) {
        sc.next.clear();
        for (std::uint32_t u : sc.frontier)
          for (std::uint32_t e = off[u]; e < off[u + 1]; ++e) {
            const std::uint32_t w = to[e];
            if (w == at && u == at && open(at)) out.push_back(at);  // a self-loop: a move that stays
            if (sc.seen[w] == sc.stamp) continue;
            sc.seen[w] = sc.stamp;
            if (forward) {
              if (held(w)) continue;
              if (m.may_stand[w]) out.push_back(w);
              sc.next.push_back(w);
            } else {
              out.push_back(w);
              if (!held(w)) sc.next.push_back(w);
            }
          }
        std::swap(sc.frontier, sc.next);
      }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
  }
  struct Scratch {
    std::vector<std::uint32_t> seen, frontier, next;
    std::uint32_t stamp = 0;
  };
  static Scratch& scratch() {
    thread_local Scratch s;
    return s;
  }

  // Buffers for the positions of one call, one per call depth (calls nest when f asks the
  // game again, as the explorer and the verifier do).
  struct Pool {
    std::array<std::vector<Position>, 8> lists;
    std::size_t depth = 0;
  };
  static Pool& pool() {
    thread_local Pool p;
    return p;
  }
  static std::vector<Position>& acquire() {
    Pool& p = pool();
    if (p.depth == p.lists.size()) throw std::logic_error("design moves nested too deeply");
    return p.lists[p.depth++];
  }
  static void release() { --pool().depth; }

 public:
  // Multisets of k places (sorted a0 ≤ a1 ≤ …) ranked as k-combinations b_i = a_i + i (the bit
  // engine ranks a team's moved and unmoved tokens with the same functions).
  static std::uint64_t choose(std::uint64_t b, int k) {
    switch (k) {
      case 1:
        return b;
      case 2:
        return b < 2 ? 0 : b * (b - 1) / 2;
      case 3:
        return b < 3 ? 0 : b * (b - 1) / 2 * (b - 2) / 3;
      default: {
        if (b < static_cast<std::uint64_t>(k)) return 0;
        std::uint64_t c = 1;  // exact: each step is C(b - k + i + 1, i + 1)
        for (int i = 0; i < k; ++i) {
          c = c * (b - static_cast<std::uint64_t>(k) + 1 + static_cast<std::uint64_t>(i)) /
              static_cast<std::uint64_t>(i + 1);
          if (c > (std::uint64_t{1} << 40)) return std::uint64_t{1} << 40;  // past any rank (ranks are 32-bit)
        }
        return c;
      }
    }
  }
  static std::uint64_t rank(const std::uint32_t* a, int k) {
    std::uint64_t r = 0;
    for (int i = 0; i < k; ++i) r += choose(std::uint64_t{a[i]} + i, i + 1);
    return r;
  }
  static void unrank(std::uint64_t r, int k, std::uint32_t* a) {
    for (int i = k - 1; i >= 0; --i) {
      std::uint64_t b;
      if (i == 0)
        b = r;
      else if (const std::uint64_t* row = choose_row(i + 1); row && row[kChooseTableSize - 1] > r)
        // The largest b with C(b, i + 1) <= r, by a binary search of the table (C(b, i + 1) grows with b).
        b = static_cast<std::uint64_t>(std::upper_bound(row + i, row + kChooseTableSize, r) - row) - 1;
      else {
        // An estimate from C(b, i + 1) ≈ b^(i+1) / (i+1)!, then exact steps.
        double fact = 1;
        for (int j = 2; j <= i + 1; ++j) fact *= j;
        const double x = i == 1 ? (1 + std::sqrt(1 + 8.0 * static_cast<double>(r))) / 2
                                : std::pow(fact * static_cast<double>(r), 1.0 / (i + 1)) + i;
        b = static_cast<std::uint64_t>(x);
        while (b > static_cast<std::uint64_t>(i) && choose(b, i + 1) > r) --b;
        while (choose(b + 1, i + 1) <= r) ++b;
      }
      r -= choose(b, i + 1);
      a[i] = static_cast<std::uint32_t>(b - i);
    }
  }

 private:
  // choose(b, j) for b < kChooseTableSize and j = 2 .. kDesignMaxTokens, made once (unrank's search: the
  // estimate through pow and its exact steps were a third of a design's decoding).
  static constexpr std::size_t kChooseTableSize = 1024;
  static const std::uint64_t* choose_row(int j) {
    static const std::vector<std::uint64_t> table = [] {
      std::vector<std::uint64_t> t(kChooseTableSize * (kDesignMaxTokens + 1));
      for (int jj = 2; jj <= kDesignMaxTokens; ++jj)
        for (std::size_t b = 0; b < kChooseTableSize; ++b) t[jj * kChooseTableSize + b] = choose(b, jj);
      return t;
    }();
    return j >= 2 && j <= kDesignMaxTokens ? table.data() + static_cast<std::size_t>(j) * kChooseTableSize : nullptr;
  }
  const Design& d_;
  std::uint32_t half_;
  std::array<bool, 2> walked_{};  // per side: its moves are walked (a token of it is blocked)
  std::array<std::uint32_t, kDesignMaxTokens> weight_{};
  std::array<std::uint64_t, kDesignMaxTokens> magic_{};
};

}  // namespace whowins
