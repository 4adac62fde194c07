// A designed game's rules written out for tests (docs/design.md): every state (the mover, each token's
// place), its moves by the design's move sets and team rule, its end by the end rules in order
// and the stuck rule, and the endless and limit rules on a value. No predecessor lists and no
// multiset numbering (the engine's), so tests can hold the engine against it.
#pragma once
#include <algorithm>
#include <cstdint>
#include <map>
#include <unordered_map>
#include <utility>
#include <vector>
#include "design/design.hpp"
#include "json_lite.hpp"
#include "puzzle_checker.hpp"

namespace design_rules {

using whowins::Design;

// Interchangeable tokens (same side, same move set) sorted among themselves: one state per
// multiset.
inline std::vector<std::uint32_t> canonical(const Design& d, std::vector<std::uint32_t> pl) {
  const std::size_t T = d.tokens.size();
  std::vector<char> done(T, 0);
  for (std::size_t a = 0; a < T; ++a) {
    if (done[a]) continue;
    std::vector<std::size_t> group;
    for (std::size_t b = a; b < T; ++b)
      if (d.tokens[b].side == d.tokens[a].side && d.tokens[b].moves == d.tokens[a].moves)
        group.push_back(b), done[b] = 1;
    std::vector<std::uint32_t> v;
    for (auto t : group) v.push_back(pl[t]);
    std::sort(v.begin(), v.end());
    for (std::size_t k = 0; k < group.size(); ++k) pl[group[k]] = v[k];
  }
  return pl;
}

struct States {
  std::vector<std::vector<std::uint32_t>> places;  // per state: each token's place
  std::vector<int> mover;
  std::vector<std::vector<std::size_t>> succ;            // distinct moves
  std::vector<int> end;                                  // -2 no end; -1 a drawn end (stuck, draw); else the winner
  std::unordered_map<std::uint64_t, std::size_t> index;  // key(mover, places) → state
  std::uint64_t places_radix = 1;
  std::uint64_t key(int mover, const std::vector<std::uint32_t>& pl) const {
    std::uint64_t k = 0;
    for (auto it = pl.rbegin(); it != pl.rend(); ++it) k = k * places_radix + *it;
    return k * 2 + static_cast<std::uint64_t>(mover);
  }
};

// Every state of the design; canon: only canonical states (moves land on canonical states).
inline States build(const Design& d, bool canon) {
  const std::size_t T = d.tokens.size();
  const std::uint32_t L = d.place_count;
  std::size_t all = 2;
  for (std::size_t t = 0; t < T; ++t) all *= L;
  States b;
  b.places_radix = L;
  b.index.reserve(all / (canon ? 8 : 1) + 16);
  std::vector<std::uint32_t> pl(T);
  for (std::size_t i = 0; i < all; ++i) {
    std::size_t r = i;
    const int m = static_cast<int>(r % 2);
    r /= 2;
    for (std::size_t t = 0; t < T; ++t) {
      pl[t] = static_cast<std::uint32_t>(r % L);
      r /= L;
    }
    // Canonical: a group's tokens (consecutive, same side and rule) in ascending places.
    bool sorted = true;
    for (std::size_t t = 1; canon && sorted && t < T; ++t)
      sorted = d.tokens[t].group != d.tokens[t - 1].group || pl[t - 1] <= pl[t];
    if (!sorted) continue;
    b.index[b.key(m, pl)] = b.places.size();
    b.places.push_back(pl);
    b.mover.push_back(m);
  }
  const std::size_t n = b.places.size();
  auto fwd = [&](std::size_t t, std::uint32_t p) {
    const whowins::DesignMoves& m = d.moves[d.tokens[t].moves];
    return std::vector<std::uint32_t>(m.forward.begin() + m.forward_offset[p],
                                      m.forward.begin() + m.forward_offset[p + 1]);
  };
  auto state = [&](int m, std::vector<std::uint32_t> pl) {
    return b.index.at(b.key(m, canon ? canonical(d, pl) : pl));
  };
  // Where token t can go with the others on pl: its move set, or, when other tokens block it
  // (`blocked`), the rule walked afresh — a slide stops before a held cell, a leaper may not land
  // on one, a graph rule reaches only through free vertices; forbidden places are passed over.
  auto dests = [&](std::size_t t, const std::vector<std::uint32_t>& pl) {
    const whowins::DesignMoves& mv = d.moves[d.tokens[t].moves];
    if (mv.blocked == whowins::DesignBlocked::kNone) return fwd(t, pl[t]);
    auto held = [&](std::uint32_t q) {
      for (std::size_t u = 0; u < T; ++u)
        if (u != t && pl[u] == q &&
            (mv.blocked == whowins::DesignBlocked::kAll || d.tokens[u].side == d.tokens[t].side))
          return true;
      return false;
    };
    const std::uint32_t p = pl[t];
    std::vector<std::uint32_t> out;
    if (mv.stay) out.push_back(p);
    if (d.grid) {
      const int rows = static_cast<int>(d.rows), cols = static_cast<int>(d.cols);
      const int r0 = static_cast<int>(d.cell_of_place[p]) / cols, c0 = static_cast<int>(d.cell_of_place[p]) % cols;
      for (auto [dr, dc] : mv.directions)
        for (std::uint32_t k = 1; mv.leaper ? k == 1 : (mv.range == 0 || k <= mv.range); ++k) {
          const int rr = r0 + dr * static_cast<int>(k), cc = c0 + dc * static_cast<int>(k);
          if (rr < 0 || cc < 0 || rr >= rows || cc >= cols) break;
          const std::int64_t q = d.place_of_cell[static_cast<std::size_t>(rr * cols + cc)];
          if (q < 0 || held(static_cast<std::uint32_t>(q))) break;
          if (mv.may_stand[static_cast<std::size_t>(q)]) out.push_back(static_cast<std::uint32_t>(q));
        }
    } else {
      std::vector<long> dist(L, -1);
      std::vector<std::uint32_t> queue{p};
      dist[p] = 0;
      for (std::size_t h = 0; h < queue.size(); ++h) {
        const std::uint32_t v = queue[h];
        if (mv.range != 0 && dist[v] == static_cast<long>(mv.range)) continue;
        for (std::uint32_t e = mv.adjacency_offset[v]; e < mv.adjacency_offset[v + 1]; ++e) {
          const std::uint32_t u = mv.adjacency[e];
          if (dist[u] >= 0 || held(u)) continue;
          dist[u] = dist[v] + 1;
          if (mv.may_stand[u]) out.push_back(u);
          queue.push_back(u);
        }
      }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
  };
  b.succ.assign(n, {});
  b.end.assign(n, -2);
  for (std::size_t i = 0; i < n; ++i) {
    const auto& pl = b.places[i];
    const int m = b.mover[i];
    for (const whowins::DesignEnd& e : d.ends) {
      bool holds = false;
      for (std::size_t a = 0; a < T; ++a) {
        if (e.kind == whowins::DesignEnd::Kind::kOn)
          holds = holds || (d.tokens[a].side == e.side && e.cells[pl[a]]);
        else
          for (std::size_t c = 0; c < T; ++c)
            holds = holds || (d.tokens[a].side == 0 && d.tokens[c].side == 1 && pl[a] == pl[c]);
      }
      if (holds) {
        b.end[i] = e.winner;
        break;
      }
    }
    if (b.end[i] != -2) continue;
    std::vector<std::size_t> mine;
    std::vector<std::size_t> own;
    for (std::size_t t = 0; t < T; ++t)
      if (d.tokens[t].side == m) own.push_back(t);
    if (d.sides[m].team == whowins::DesignTeam::kOne) {
      for (std::size_t t : own)
        for (std::uint32_t q : dests(t, pl)) {
          auto np = pl;
          np[t] = q;
          mine.push_back(state(1 - m, np));
        }
    } else {
      std::vector<std::vector<std::uint32_t>> opts;
      for (std::size_t t : own) opts.push_back(dests(t, pl));
      std::vector<std::size_t> it(own.size(), 0);
      bool empty = std::any_of(opts.begin(), opts.end(), [](const auto& o) { return o.empty(); });
      while (!empty) {
        auto np = pl;
        for (std::size_t k = 0; k < own.size(); ++k) np[own[k]] = opts[k][it[k]];
        mine.push_back(state(1 - m, np));
        std::size_t k = own.size();
        while (k > 0 && ++it[k - 1] == opts[k - 1].size()) {
          it[k - 1] = 0;
          --k;
        }
        if (k == 0) break;
      }
    }
    std::sort(mine.begin(), mine.end());
    mine.erase(std::unique(mine.begin(), mine.end()), mine.end());
    if (mine.empty()) {
      const whowins::DesignStuck s = d.sides[m].stuck;
      b.end[i] = s == whowins::DesignStuck::kLoses ? 1 - m : s == whowins::DesignStuck::kWins ? m : -1;
      continue;
    }
    b.succ[i] = mine;
  }
  return b;
}

// The canonical states as a puzzle checker's RuleGame ("design"): ends 'W'/'L' for the mover, a
// drawn end has no moves and no end letter (a Draw); puzzle lines' places read back to states.
inline puzzle_check::RuleGame rule_game(const Design& d, const States& s) {
  puzzle_check::RuleGame g;
  g.game = "design";
  g.succ.resize(s.succ.size());
  g.end.assign(s.succ.size(), 0);
  for (std::size_t i = 0; i < s.succ.size(); ++i) {
    for (auto q : s.succ[i]) g.succ[i].push_back(static_cast<std::uint32_t>(q));
    if (s.end[i] >= 0) g.end[i] = s.end[i] == s.mover[i] ? 'W' : 'L';
  }
  g.side_names = {d.sides[0].name, d.sides[1].name};
  g.locate = [&d, &s](int mover, const json_lite::Value& places) {
    std::vector<std::uint32_t> pl;
    for (const auto& p : places.items)
      pl.push_back(d.grid ? static_cast<std::uint32_t>(d.place_of_cell[p[0].integer() * d.cols + p[1].integer()])
                          : static_cast<std::uint32_t>(p.integer()));
    return static_cast<std::uint32_t>(s.index.at(s.key(mover, canonical(d, pl))));
  };
  return g;
}

// The winner of a plain value ('W'/'L'/'D' for the mover, depth) under the design's `limit`
// and `endless` rules (docs/design.md): the limit's winner also wins whenever the other side
// cannot force its win within the limit; endless play goes to `endless` when it names a side.
// -1: a draw.
inline int winner_under_rules(const Design& d, int mover, char letter, long depth) {
  int winner = letter == 'W' ? mover : letter == 'L' ? 1 - mover : -1;
  if (d.limit_plies && (winner < 0 || (winner != d.limit_winner && depth > static_cast<long>(*d.limit_plies))))
    winner = d.limit_winner;
  else if (winner < 0 && d.endless >= 0)
    winner = d.endless;
  return winner;
}

// Checks a design's puzzle line: puzzle_check::check_puzzle on the plain values, and that it
// still holds under the design's endless and limit rules: a win puzzle's start is the mover's
// win with one move alone to a win of the mover; a hold-the-draw puzzle's start is a draw, or
// the mover's win by those rules (endless play is the mover's), with one move alone keeping
// that and every other move a win of the opponent.
inline void check_puzzle(const Design& d, const States& s, const puzzle_check::RuleGame& g,
                         const puzzle_check::Values& val, const json_lite::Value& z) {
  puzzle_check::check_puzzle(g, val, z);
  const std::uint32_t start = puzzle_check::trace_of(g, z).start;
  auto winner = [&](std::uint32_t p) { return winner_under_rules(d, s.mover[p], val.letter[p], val.depth[p]); };
  const int m = s.mover[start], w = winner(start);
  if (z.at("kind").text == "draw")
    CHECK((w == -1 || w == m));
  else
    CHECK(w == m);
  long keep = 0, lose = 0;
  for (auto q : g.succ[start]) keep += winner(q) == w, lose += winner(q) == 1 - m;
  CHECK(keep == 1);
  if (z.at("kind").text == "draw") CHECK(keep + lose == static_cast<long>(g.succ[start].size()));
}

}  // namespace design_rules
