// A reference solver for designed games written from the text of docs/design.md alone — not from the
// engine's code: it never calls parse_design or the engine's move lists. A design is held here
// as plain data (RefDesign), written out as the design's JSON for `whowins design --json`, and
// solved over ordered tokens by the rules as docs/design.md states them: moves of every step kind
// (named steps, offset lists, range with walls and the board's edge, stay, forbid), graph
// range by distance (a self-loop edge is a move that stays), team all/one, the ends in order,
// the stuck rule, the plain values by rounds of depth, then endless play (a game that stops is
// not endless play) and the ply limit. Slow and small on purpose.
#pragma once
#include <algorithm>
#include <cstdint>
#include <map>
#include <queue>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace design_ref {

struct RefMoves {
  std::string steps;                         // grid: "rook", "bishop", "queen", "knight", or "offsets"
  std::vector<std::pair<int, int>> offsets;  // steps == "offsets"
  int range = 1;                             // 0: no limit
  bool stay = false;
  std::vector<int> forbid;                 // places: grid cell r * cols + c, or a vertex
  std::string blocked = "none";            // "none", "own" or "all"
  std::vector<std::pair<int, int>> edges;  // graph: the token's own directed edges (if any)
  bool own_edges = false;
};
struct RefToken {
  int start = 0;  // a place as above
  RefMoves moves;
};
struct RefSide {
  std::string name;
  std::vector<RefToken> tokens;
  std::string team = "all";     // "all" or "one"
  std::string stuck = "loses";  // "loses", "wins" or "draw"
};
struct RefEnd {
  bool meet = true;
  int side = 0;            // "on": whose token
  std::string letters;     // "on" on a grid: letters (may mark no cell), or
  std::vector<int> cells;  // a list of places
  int winner = 0;
};
struct RefDesign {
  bool grid = true;
  std::vector<std::string> rows;  // grid: '#' is a wall, any other character free
  int n = 0;                      // graph
  std::vector<std::pair<int, int>> edges;
  bool directed = false;
  RefSide sides[2];
  int first = 0;
  std::vector<RefEnd> ends;
  int endless = -1;                        // -1: a draw
  int limit_plies = -1, limit_winner = 0;  // limit_plies < 0: none

  int cols() const { return grid ? static_cast<int>(rows[0].size()) : 0; }
  bool is_place(int p) const {
    if (!grid) return p >= 0 && p < n;
    return p >= 0 && p < static_cast<int>(rows.size()) * cols() && rows[p / cols()][p % cols()] != '#';
  }
  std::vector<int> places() const {
    std::vector<int> out;
    const int total = grid ? static_cast<int>(rows.size()) * cols() : n;
    for (int p = 0; p < total; ++p)
      if (is_place(p)) out.push_back(p);
    return out;
  }
  std::string place_json(int p) const {
    return grid ? "[" + std::to_string(p / cols()) + "," + std::to_string(p % cols()) + "]" : std::to_string(p);
  }

  std::string json() const {
    auto q = [](const std::string& s) { return "\"" + s + "\""; };
    std::string j = "{\"name\": \"ref\", \"board\": ";
    if (grid) {
      j += "{\"grid\": [";
      for (std::size_t r = 0; r < rows.size(); ++r) j += (r ? ", " : "") + q(rows[r]);
      j += "], \"walls\": \"#\"}";
    } else {
      j += "{\"graph\": {\"n\": " + std::to_string(n) + ", \"edges\": [";
      for (std::size_t e = 0; e < edges.size(); ++e)
        j += (e ? ", [" : "[") + std::to_string(edges[e].first) + ", " + std::to_string(edges[e].second) + "]";
      j += std::string("], \"directed\": ") + (directed ? "true" : "false") + "}}";
    }
    j += ", \"sides\": [";
    for (int s = 0; s < 2; ++s) {
      const RefSide& side = sides[s];
      j += std::string(s ? ", " : "") + "{\"name\": " + q(side.name) + ", \"team\": " + q(side.team) +
           ", \"stuck\": " + q(side.stuck) + ", \"tokens\": [";
      for (std::size_t t = 0; t < side.tokens.size(); ++t) {
        const RefMoves& m = side.tokens[t].moves;
        j += std::string(t ? ", " : "") + "{\"start\": " + place_json(side.tokens[t].start) + ", \"moves\": {";
        std::string f;
        if (grid) {
          if (m.steps == "offsets") {
            std::string o;
            for (auto [dr, dc] : m.offsets)
              o += (o.empty() ? "[" : ", [") + std::to_string(dr) + ", " + std::to_string(dc) + "]";
            f += "\"steps\": [" + o + "]";
          } else {
            f += "\"steps\": " + q(m.steps);
          }
        }
        f += std::string(f.empty() ? "" : ", ") + "\"range\": " + std::to_string(m.range);
        f += std::string(", \"stay\": ") + (m.stay ? "true" : "false");
        if (!m.forbid.empty()) {
          f += ", \"forbid\": [";
          for (std::size_t k = 0; k < m.forbid.size(); ++k) f += (k ? ", " : "") + place_json(m.forbid[k]);
          f += "]";
        }
        if (m.blocked != "none") f += ", \"blocked\": " + q(m.blocked);
        if (m.own_edges) {
          f += ", \"edges\": [";
          for (std::size_t k = 0; k < m.edges.size(); ++k)
            f += (k ? ", [" : "[") + std::to_string(m.edges[k].first) + ", " + std::to_string(m.edges[k].second) + "]";
          f += "]";
        }
        j += f + "}}";
      }
      j += "]}";
    }
    j += "], \"first\": " + q(sides[first].name) + ", \"ends\": [";
    for (std::size_t e = 0; e < ends.size(); ++e) {
      const RefEnd& end = ends[e];
      j += e ? ", " : "";
      if (end.meet) {
        j += "{\"when\": \"meet\", \"winner\": " + q(sides[end.winner].name) + "}";
        continue;
      }
      std::string cells;
      if (!end.letters.empty())
        cells = q(end.letters);
      else {
        cells = "[";
        for (std::size_t k = 0; k < end.cells.size(); ++k) cells += (k ? ", " : "") + place_json(end.cells[k]);
        cells += "]";
      }
      j += "{\"when\": \"on\", \"side\": " + q(sides[end.side].name) + ", \"cells\": " + cells +
           ", \"winner\": " + q(sides[end.winner].name) + "}";
    }
    j += "]";
    if (endless >= 0) j += ", \"endless\": " + q(sides[endless].name);
    if (limit_plies >= 0)
      j += ", \"limit\": {\"plies\": " + std::to_string(limit_plies) + ", \"winner\": " + q(sides[limit_winner].name) +
           "}";
    return j + "}";
  }
};

// The places a token can reach in one move from p (docs/design.md, "moves"), without repeats;
// `held`: the places it may not stop on or pass through (its `blocked` tokens' places).
inline std::vector<int> reach(const RefDesign& d, const RefMoves& m, int p, const std::vector<int>& held = {}) {
  std::set<int> out;
  auto is_held = [&](int q) { return std::find(held.begin(), held.end(), q) != held.end(); };
  auto allowed = [&](int q) { return std::find(m.forbid.begin(), m.forbid.end(), q) == m.forbid.end() && !is_held(q); };
  if (m.stay && allowed(p)) out.insert(p);
  if (d.grid) {
    std::vector<std::pair<int, int>> dirs;
    bool leaper = false;
    if (m.steps == "rook" || m.steps == "queen") dirs.insert(dirs.end(), {{-1, 0}, {1, 0}, {0, -1}, {0, 1}});
    if (m.steps == "bishop" || m.steps == "queen") dirs.insert(dirs.end(), {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}});
    if (m.steps == "knight")
      dirs = {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}}, leaper = true;
    if (m.steps == "offsets") dirs = m.offsets, leaper = true;
    const int rows = static_cast<int>(d.rows.size()), cols = d.cols();
    for (auto [dr, dc] : dirs) {
      // A leaper jumps once (range ignored); a slide goes `range` cells (0: no limit), stopped
      // by a wall or the board's edge, passing over forbidden cells and other tokens.
      for (int k = 1; leaper ? k == 1 : (m.range == 0 || k <= m.range); ++k) {
        const int r = p / cols + dr * k, c = p % cols + dc * k;
        if (r < 0 || c < 0 || r >= rows || c >= cols || d.rows[r][c] == '#') break;
        if (allowed(r * cols + c)) out.insert(r * cols + c);
        if (is_held(r * cols + c)) break;  // a blocking token: no passing through
      }
    }
  } else {
    // Every vertex within `range` edges (distance 1..range; 0: any distance); a self-loop is
    // an edge back to the vertex itself: a move that stays.
    std::vector<std::vector<int>> adj(d.n);
    for (auto [a, b] : m.own_edges ? m.edges : d.edges) {
      adj[a].push_back(b);
      if (!d.directed && !m.own_edges) adj[b].push_back(a);  // a token's own edges are directed
    }
    std::vector<int> dist(d.n, -1);
    dist[p] = 0;
    std::queue<int> todo;
    todo.push(p);
    while (!todo.empty()) {
      const int u = todo.front();
      todo.pop();
      for (int w : adj[u]) {
        if (w == p && u == p && allowed(p)) out.insert(p);
        if (dist[w] >= 0) continue;
        dist[w] = dist[u] + 1;
        if (m.range != 0 && dist[w] > m.range) continue;
        if (allowed(w)) out.insert(w);
        if (!is_held(w)) todo.push(w);  // no passing through a blocking token
      }
    }
  }
  return {out.begin(), out.end()};
}

inline constexpr long kNone = -1;

// A value under the design's rules: the winner (-1 a draw), the depth (kNone for a draw or a
// win by rule).
struct RefValue {
  int winner = -1;
  long depth = kNone;
  bool operator==(const RefValue& o) const { return winner == o.winner && depth == o.depth; }
};

struct RefSolution {
  std::vector<int> all_places;
  std::size_t tokens = 0;
  std::vector<int> side_of;             // per token (side 0's first)
  std::vector<std::vector<int>> state;  // per state: each token's place
  std::vector<int> mover;
  std::vector<std::vector<std::size_t>> succ;
  std::vector<int> terminal;  // -3 none; -1 a stuck draw; else the winner
  std::vector<RefValue> value;
  std::map<std::pair<int, std::vector<int>>, std::size_t> index;
};

inline RefSolution solve(const RefDesign& d) {
  RefSolution s;
  s.all_places = d.places();
  std::vector<const RefMoves*> rule;
  for (int side = 0; side < 2; ++side)
    for (const RefToken& t : d.sides[side].tokens) s.side_of.push_back(side), rule.push_back(&t.moves);
  s.tokens = rule.size();
  const std::size_t L = s.all_places.size();
  std::size_t count = 1;
  for (std::size_t t = 0; t < s.tokens; ++t) count *= L;
  for (int m = 0; m < 2; ++m)
    for (std::size_t i = 0; i < count; ++i) {
      std::vector<int> pl(s.tokens);
      std::size_t r = i;
      for (std::size_t t = 0; t < s.tokens; ++t) pl[t] = s.all_places[r % L], r /= L;
      s.index[{m, pl}] = s.state.size();
      s.state.push_back(pl);
      s.mover.push_back(m);
    }
  const std::size_t N = s.state.size();
  s.succ.resize(N);
  s.terminal.assign(N, -3);
  auto on = [&](const std::vector<int>& cells, int place) {
    return std::find(cells.begin(), cells.end(), place) != cells.end();
  };
  for (std::size_t i = 0; i < N; ++i) {
    const std::vector<int>& pl = s.state[i];
    // The ends, in order: the first that holds.
    for (const RefEnd& e : d.ends) {
      bool holds = false;
      for (std::size_t a = 0; a < s.tokens; ++a)
        for (std::size_t b = 0; b < s.tokens; ++b) {
          if (e.meet) holds = holds || (s.side_of[a] == 0 && s.side_of[b] == 1 && pl[a] == pl[b]);
        }
      if (!e.meet)
        for (std::size_t a = 0; a < s.tokens; ++a) {
          if (s.side_of[a] != e.side) continue;
          const int place = pl[a];
          const char letter = d.grid ? d.rows[place / d.cols()][place % d.cols()] : 0;
          holds = holds || on(e.cells, place) ||
                  (d.grid && !e.letters.empty() && e.letters.find(letter) != std::string::npos);
        }
      if (holds) {
        s.terminal[i] = e.winner;
        break;
      }
    }
    if (s.terminal[i] != -3) continue;
    // The mover's moves by its team rule.
    const int m = s.mover[i];
    const RefSide& side = d.sides[m];
    std::vector<std::size_t> mine;
    for (std::size_t t = 0; t < s.tokens; ++t)
      if (s.side_of[t] == m) mine.push_back(t);
    std::set<std::size_t> next;
    // The places a token of rule `t` may not stop on or pass through, the others as in `now`.
    auto held = [&](std::size_t t, const std::vector<int>& now) {
      std::vector<int> h;
      for (std::size_t o = 0; o < s.tokens; ++o)
        if (o != t && (rule[t]->blocked == "all" || (rule[t]->blocked == "own" && s.side_of[o] == s.side_of[t])))
          h.push_back(now[o]);
      return h;
    };
    if (side.team == "one") {
      for (std::size_t t : mine)
        for (int q : reach(d, *rule[t], pl[t], held(t, pl))) {
          std::vector<int> to = pl;
          to[t] = q;
          next.insert(s.index.at({1 - m, to}));
        }
    } else {
      // Every token moves (or stays, with stay): one after another in any order the side
      // chooses, each blocked where the others stand at that moment (without `blocked` the
      // order changes nothing: the moves are simultaneous). Stuck when some order cannot finish.
      std::vector<std::size_t> order = mine;
      std::sort(order.begin(), order.end());
      bool stuck_every_order = true;
      do {
        std::vector<std::vector<int>> layer{pl};
        for (std::size_t t : order) {
          std::vector<std::vector<int>> after;
          for (const auto& now : layer)
            for (int q : reach(d, *rule[t], now[t], held(t, now))) {
              std::vector<int> to = now;
              to[t] = q;
              after.push_back(to);
            }
          layer = std::move(after);
        }
        for (const auto& to : layer) next.insert(s.index.at({1 - m, to})), stuck_every_order = false;
      } while (std::next_permutation(order.begin(), order.end()));
      (void)stuck_every_order;
    }
    s.succ[i].assign(next.begin(), next.end());
    if (next.empty()) s.terminal[i] = side.stuck == "loses" ? 1 - m : side.stuck == "wins" ? m : -1;
  }
  // Plain values by rounds of depth: a Win at depth t has a successor lost at depth t - 1; a
  // Loss at depth t has every successor won, the deepest at depth t - 1.
  std::vector<int> outcome(N, 0);  // for the mover: 1 win, 2 loss, 0 undecided/draw
  std::vector<long> depth(N, kNone);
  for (std::size_t i = 0; i < N; ++i)
    if (s.terminal[i] >= 0) outcome[i] = s.terminal[i] == s.mover[i] ? 1 : 2, depth[i] = 0;
  for (long t = 1;; ++t) {
    std::vector<std::pair<std::size_t, int>> now;
    for (std::size_t i = 0; i < N; ++i) {
      if (outcome[i] || s.terminal[i] != -3) continue;
      bool win = false, all = true;
      for (std::size_t q : s.succ[i]) {
        win = win || (outcome[q] == 2 && depth[q] < t);
        all = all && outcome[q] == 1 && depth[q] < t;
      }
      if (win)
        now.emplace_back(i, 1);
      else if (all)
        now.emplace_back(i, 2);
    }
    if (now.empty()) break;
    for (auto [i, o] : now) outcome[i] = o, depth[i] = t;
  }
  // Where endless play is a side's win, a game that stops in a draw is still a draw: the
  // positions from which the other side forces its win or such a stop.
  std::vector<char> held(N, 0);
  if (d.endless >= 0) {
    const int holder = 1 - d.endless;
    for (std::size_t i = 0; i < N; ++i) held[i] = s.terminal[i] == holder || s.terminal[i] == -1;
    for (bool grew = true; grew;) {
      grew = false;
      for (std::size_t i = 0; i < N; ++i) {
        if (held[i] || s.terminal[i] != -3) continue;
        bool any = false, all = true;
        for (std::size_t q : s.succ[i]) any = any || held[q], all = all && held[q];
        if (s.mover[i] == holder ? any : all) held[i] = 1, grew = true;
      }
    }
  }
  s.value.resize(N);
  for (std::size_t i = 0; i < N; ++i) {
    RefValue v;
    if (outcome[i]) v.winner = outcome[i] == 1 ? s.mover[i] : 1 - s.mover[i], v.depth = depth[i];
    if (d.limit_plies >= 0) {
      // The limit's winner wins whenever the other side cannot force its win within the limit.
      if (v.winner != d.limit_winner && !(v.winner >= 0 && v.depth <= d.limit_plies)) v = {d.limit_winner, kNone};
    } else if (v.winner < 0 && d.endless >= 0 && !held[i]) {
      v = {d.endless, kNone};
    }
    s.value[i] = v;
  }
  return s;
}

}  // namespace design_ref
