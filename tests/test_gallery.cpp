// The gallery's games (docs/rules.md#the-gallerys-games, web/lib/gallery.js, docs/designs/*.json) against brute forces
// written from each game's own rules — a separate short solver per game, not the design engine:
// every position reachable from the start gets the engine's value (winner, depth, and whether
// a rule decided it). Fox and Hounds has its own file (test_fox_hounds.cpp).
#include <catch2/catch.hpp>
#include <algorithm>
#include <deque>
#include <fstream>
#include <functional>
#include <iterator>
#include <map>
#include <string>
#include <vector>
#include "core/outcome.hpp"
#include "design/design.hpp"
#include "design/design_game.hpp"
#include "design/design_solve.hpp"

using namespace whowins;

namespace {

// A position as the brute forces see it: the side to move (0: the design's first-listed side)
// and every token's cell (grid: r * cols + c) or vertex, side 0's first; interchangeable tokens
// sorted.
struct BState {
  int mover = 0;
  std::vector<int> pos;
  bool operator<(const BState& o) const { return std::tie(mover, pos) < std::tie(o.mover, o.pos); }
};
struct BValue {
  int winner = -1;
  int depth = -1;
  bool by_rule = false;
};

// A plain retrograde analysis over the positions reachable from the start. end(s): the side
// that has won on arrival, or -1; stuck(s): the winner when the mover has no move (-1: a drawn
// end); endless: the side that wins play that never ends (-1: a draw); limit: the side that
// also wins when the other cannot force its win within `plies`.
struct Rules {
  std::function<int(const BState&)> end;
  std::function<std::vector<BState>(const BState&)> moves;
  std::function<int(const BState&)> stuck = [](const BState& s) { return 1 - s.mover; };
  int endless = -1, limit_winner = -1, limit_plies = -1;
};

std::map<BState, BValue> brute(const Rules& r, const BState& start) {
  std::map<BState, int> index;
  std::vector<BState> states{start};
  std::vector<std::vector<int>> next;
  index[start] = 0;
  for (std::size_t i = 0; i < states.size(); ++i) {
    std::vector<int> out;
    if (r.end(states[i]) < 0)
      for (const BState& q : r.moves(states[i])) {
        auto [it, fresh] = index.emplace(q, static_cast<int>(states.size()));
        if (fresh) states.push_back(q);
        out.push_back(it->second);
      }
    next.push_back(out);
  }
  const std::size_t n = states.size();
  std::vector<std::vector<int>> prev(n);
  for (std::size_t i = 0; i < n; ++i)
    for (int j : next[i]) prev[j].push_back(static_cast<int>(i));
  std::vector<BValue> v(n);
  std::vector<int> left(n);
  std::vector<bool> done(n, false);
  std::deque<int> queue;
  for (std::size_t i = 0; i < n; ++i) {
    left[i] = static_cast<int>(next[i].size());
    const int e = r.end(states[i]);
    if (e >= 0)
      v[i] = {e, 0, false};
    else if (next[i].empty())
      v[i] = {r.stuck(states[i]), 0, false};
    else
      continue;
    done[i] = true;
    if (v[i].winner >= 0) queue.push_back(static_cast<int>(i));  // a drawn end decides no one's parent
  }
  while (!queue.empty()) {
    const int c = queue.front();
    queue.pop_front();
    for (int p : prev[c]) {
      if (done[p]) continue;
      if (v[c].winner == states[p].mover)
        v[p] = {v[c].winner, v[c].depth + 1, false};
      else if (--left[p] == 0)
        v[p] = {v[c].winner, v[c].depth + 1, false};
      else
        continue;
      done[p] = true;
      queue.push_back(p);
    }
  }
  std::map<BState, BValue> out;
  for (std::size_t i = 0; i < n; ++i) {
    BValue x = v[i];
    if (!done[i])
      x = {r.endless, -1, r.endless >= 0};
    else if (r.limit_winner >= 0 && x.winner >= 0 && x.winner != r.limit_winner && x.depth > r.limit_plies)
      x = {r.limit_winner, -1, true};
    out[states[i]] = x;
  }
  return out;
}

std::string read_doc(const std::string& file) {
  std::ifstream f(std::string(WHOWINS_SOURCE_DIR) + "/docs/designs/" + file);
  return std::string((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
}

// Every brute-force position has the engine's value for the docs/designs file. place(x): the
// engine's place of a brute cell or vertex. groups: token ranges sorted alike on both sides.
void check_gallery_game(const std::string& file, const Rules& rules, const BState& start,
                        std::function<std::uint32_t(const Design&, int)> place) {
  const std::string text = read_doc(file);
  REQUIRE(!text.empty());
  const Design d = parse_design(text);
  const DesignGame<> game(d);
  const DesignSolution solution = solve_design(game);
  const std::map<BState, BValue> values = brute(rules, start);
  std::size_t bad = 0;
  for (const auto& [s, want] : values) {
    DesignGame<>::State st;
    st.mover = s.mover;
    for (std::size_t t = 0; t < s.pos.size() && t < st.place.size(); ++t) st.place[t] = place(d, s.pos[t]);
    game.canonical(st);
    const DesignValue got = solution.value(game, game.encode(st));
    const bool same = got.winner == want.winner && got.by_rule == want.by_rule &&
                      (want.winner < 0 || want.by_rule || got.depth == static_cast<Depth>(want.depth));
    if (!same && ++bad <= 3)
      UNSCOPED_INFO(file << ": mover " << s.mover << " engine " << got.winner << "/" << got.depth
                         << (got.by_rule ? " by rule" : "") << ", brute " << want.winner << "/" << want.depth);
  }
  INFO(file << ": " << values.size() << " positions reachable from the start");
  CHECK(values.size() > 20);
  CHECK(bad == 0);
  // The start (the gallery's answer) is one of them.
  CHECK(values.count(start) == 1);
}

const auto grid_place = [](const Design& d, int cell) {
  return static_cast<std::uint32_t>(d.place_of_cell.at(static_cast<std::size_t>(cell)));
};
const auto vertex = [](const Design&, int v) { return static_cast<std::uint32_t>(v); };

// Cells of a grid reached from `at` by steps (dr, dc) up to `range` along each direction (0:
// a single step for leapers), never onto or through a wall; `stay` adds `at` itself.
std::vector<int> slides(const std::vector<std::string>& g, int at, const std::vector<std::pair<int, int>>& dirs,
                        int range, bool stay, char wall) {
  const int rows = static_cast<int>(g.size()), cols = static_cast<int>(g[0].size());
  std::vector<int> out;
  if (stay) out.push_back(at);
  for (auto [dr, dc] : dirs)
    for (int k = 1, r = at / cols + dr, c = at % cols + dc;
         k <= range && r >= 0 && c >= 0 && r < rows && c < cols && g[r][c] != wall; ++k, r += dr, c += dc)
      out.push_back(r * cols + c);
  return out;
}
int find(const std::vector<std::string>& g, char ch) {
  for (std::size_t r = 0; r < g.size(); ++r)
    if (auto c = g[r].find(ch); c != std::string::npos) return static_cast<int>(r * g[0].size() + c);
  return -1;
}
const std::vector<std::pair<int, int>> kRook{{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
const std::vector<std::pair<int, int>> kKing{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
const std::vector<std::pair<int, int>> kKnight{{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}};

// Two tokens taking turns: side s moves token s to any of where(s, its cell).
std::vector<BState> turns(const BState& s, const std::function<std::vector<int>(int side, int at)>& where) {
  std::vector<BState> out;
  for (int to : where(s.mover, s.pos[s.mover])) {
    BState q{1 - s.mover, s.pos};
    q.pos[s.mover] = to;
    out.push_back(q);
  }
  return out;
}

}  // namespace

TEST_CASE("gallery: police and thief (SPEC §3.3) = a brute force from its rules", "[gallery][design]") {
  // The policeman steps like a king or stays, the thief one of 4 ways or stays; the police
  // on the thief wins, the thief on an exit wins; endless play is a draw; the police first.
  const std::vector<std::string> g{"P...E", ".*.*.", "...*T"};
  Rules r;
  r.end = [&](const BState& s) { return s.pos[0] == s.pos[1] ? 0 : g[s.pos[1] / 5][s.pos[1] % 5] == 'E' ? 1 : -1; };
  r.moves = [&](const BState& s) {
    return turns(s, [&](int side, int at) { return slides(g, at, side == 0 ? kKing : kRook, 1, true, '*'); });
  };
  check_gallery_game("police-thief.json", r, {0, {find(g, 'P'), find(g, 'T')}}, grid_place);
}

TEST_CASE("gallery: cat and mouse, LeetCode 913 example 1 = a brute force from its rules", "[gallery][design]") {
  // The mouse (from 1, first) and the cat (from 2) must move along an edge; the cat never enters
  // the hole 0 (a cat with nowhere to go: a draw); the cat on the mouse wins, the mouse in the
  // hole wins; endless play is a draw. Side 0 is the cat, as the design lists it.
  const std::vector<std::vector<int>> adj{{2, 5}, {3}, {0, 4, 5}, {1, 4, 5}, {2, 3}, {0, 2, 3}};
  Rules r;
  r.end = [](const BState& s) { return s.pos[0] == s.pos[1] ? 0 : s.pos[1] == 0 ? 1 : -1; };
  r.moves = [&](const BState& s) {
    return turns(s, [&](int side, int at) {
      std::vector<int> out;
      for (int v : adj[at])
        if (side == 1 || v != 0) out.push_back(v);
      return out;
    });
  };
  r.stuck = [](const BState& s) { return s.mover == 0 ? -1 : 0; };
  check_gallery_game("cat-mouse.json", r, {1, {2, 1}}, vertex);
}

TEST_CASE("gallery: Cat and Mouse II, LeetCode 1728 example 1 = a brute force from its rules", "[gallery][design]") {
  // The mouse (first) jumps up to 2 cells one of 4 ways, the cat up to 1, never through a wall,
  // either may stay; the cat on the mouse or on the food first wins, the mouse on the food
  // wins; if neither ever does, the cat wins (the turn limit as endless play).
  const std::vector<std::string> g{"####F", "#C...", "M...."};
  Rules r;
  const int food = find(g, 'F');
  r.end = [=](const BState& s) { return s.pos[0] == s.pos[1] || s.pos[1] == food ? 1 : s.pos[0] == food ? 0 : -1; };
  r.moves = [&](const BState& s) {
    return turns(s, [&](int side, int at) { return slides(g, at, kRook, side == 0 ? 2 : 1, true, '#'); });
  };
  r.endless = 1;
  check_gallery_game("leetcode-1728.json", r, {0, {find(g, 'M'), find(g, 'C')}}, grid_place);
}

TEST_CASE("gallery: two cops and a robber on the Petersen graph = a brute force from its rules", "[gallery][design]") {
  // Both cops move along an edge or stay on their turn, then the robber; a cop on the robber
  // wins; a robber never caught wins. The cops first, from vertex 0; the robber from 7.
  const std::vector<std::pair<int, int>> edges{{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 0}, {0, 5}, {1, 6}, {2, 7},
                                               {3, 8}, {4, 9}, {5, 7}, {7, 9}, {9, 6}, {6, 8}, {8, 5}};
  std::vector<std::vector<int>> near(10);
  for (int v = 0; v < 10; ++v) near[v].push_back(v);
  for (auto [a, b] : edges) near[a].push_back(b), near[b].push_back(a);
  Rules r;
  r.end = [](const BState& s) { return s.pos[0] == s.pos[2] || s.pos[1] == s.pos[2] ? 0 : -1; };
  r.moves = [&](const BState& s) {
    std::vector<BState> out;
    if (s.mover == 0) {
      for (int a : near[s.pos[0]])
        for (int b : near[s.pos[1]]) {
          BState q{1, {std::min(a, b), std::max(a, b), s.pos[2]}};
          out.push_back(q);
        }
    } else {
      for (int c : near[s.pos[2]]) out.push_back({0, {s.pos[0], s.pos[1], c}});
    }
    return out;
  };
  r.endless = 1;
  check_gallery_game("two-cops.json", r, {0, {0, 0, 7}}, vertex);
}

TEST_CASE("gallery: a knight hunting a king = a brute force from its rules", "[gallery][design]") {
  // On 6 × 6 the knight (first) must move; the king steps to any neighbour or stays; any meeting
  // is the knight's capture; the king wins if never caught, and if not caught within 30 plies.
  const std::vector<std::string> g{"N.....", "......", "......", "......", "......", ".....K"};
  Rules r;
  r.end = [](const BState& s) { return s.pos[0] == s.pos[1] ? 0 : -1; };
  r.moves = [&](const BState& s) {
    return turns(s, [&](int side, int at) {
      return side == 0 ? slides(g, at, kKnight, 1, false, '#') : slides(g, at, kKing, 1, true, '#');
    });
  };
  r.endless = 1;
  r.limit_winner = 1;
  r.limit_plies = 30;
  check_gallery_game("knight-king.json", r, {0, {find(g, 'N'), find(g, 'K')}}, grid_place);
}

TEST_CASE("gallery: Hare and Hounds (the 11-point board) = a brute force from its rules", "[gallery][design]") {
  // Points 0 (left end), 1-3, 4-6, 7-9 (three columns, top to bottom), 10 (right end). The
  // hounds (from 0, 1, 3; first) move one at a time one step right, up or down, never left; the
  // hare (from 10) steps along any line; no two pieces share a point. A side that cannot move
  // loses; if the hounds never trap the hare, the hare wins.
  const std::vector<std::pair<int, int>> lines{{0, 1},  {0, 2},  {0, 3}, {1, 2}, {2, 3}, {4, 5}, {5, 6}, {7, 8},
                                               {8, 9},  {1, 4},  {4, 7}, {2, 5}, {5, 8}, {3, 6}, {6, 9}, {7, 10},
                                               {8, 10}, {9, 10}, {1, 5}, {5, 9}, {3, 5}, {5, 7}};
  const int column[11] = {0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4};
  std::vector<std::vector<int>> any(11), hound(11);
  for (auto [a, b] : lines) {
    any[a].push_back(b), any[b].push_back(a);
    if (column[a] <= column[b]) hound[a].push_back(b);
    if (column[b] <= column[a]) hound[b].push_back(a);
  }
  Rules r;
  r.end = [](const BState&) { return -1; };
  r.moves = [&](const BState& s) {
    std::vector<BState> out;
    auto empty = [&](int v) { return std::find(s.pos.begin(), s.pos.end(), v) == s.pos.end(); };
    if (s.mover == 0) {
      for (int h = 0; h < 3; ++h)
        for (int v : hound[s.pos[h]])
          if (empty(v)) {
            BState q{1, s.pos};
            q.pos[h] = v;
            std::sort(q.pos.begin(), q.pos.begin() + 3);
            out.push_back(q);
          }
    } else {
      for (int v : any[s.pos[3]])
        if (empty(v)) {
          BState q{0, s.pos};
          q.pos[3] = v;
          out.push_back(q);
        }
    }
    return out;
  };
  r.endless = 1;
  check_gallery_game("hare-and-hounds.json", r, {0, {0, 1, 3, 10}}, vertex);
}
