// An independent puzzle checker for tests: the games' rules written out here (explicit move
// lists), and the check of one puzzle line against them and a solution.
#pragma once
#include <catch2/catch.hpp>
#include <algorithm>
#include <cmath>
#include <tuple>
#include <utility>
#include <cstdint>
#include <functional>
#include <sstream>
#include <string>
#include <vector>
#include "fixtures.hpp"
#include "json_lite.hpp"

namespace puzzle_check {

// A game by its rules, positions numbered by this file (not by the solver):
//  generic:   vertex v (0-based);
//  cop-thief: (mover * C + police) * C + thief over all C = rows * cols grid cells, mover 0
//             police, 1 thief; walls give non-positions (no moves, not an end);
//  cat-mouse: (mover * n + cat) * n + mouse, mover 0 cat, 1 mouse; the cat in the hole is no
//             position.
struct RuleGame {
  std::string game;
  std::uint32_t size = 0;  // generic: vertices; cop-thief: C cells; cat-mouse: n nodes
  std::uint32_t rows = 0, cols = 0;
  std::string cells;                             // cop-thief, row-major, . * E (starts as '.')
  std::vector<std::vector<std::uint32_t>> succ;  // distinct moves, a pass included
  std::vector<char> end;                         // 'W'/'L' for the mover at an end, else 0
  // design (tests/design_rules.hpp): the sides' names, and a puzzle line's places to a position.
  std::vector<std::string> side_names;
  std::function<std::uint32_t(int mover, const json_lite::Value& places)> locate;
  std::uint32_t pos(int mover, std::uint32_t chaser, std::uint32_t runner) const {
    return (static_cast<std::uint32_t>(mover) * size + chaser) * size + runner;
  }
};

// generic: "n m" then m lines "a b" (1-based).
inline RuleGame generic_rules(const std::string& text, bool misere) {
  std::istringstream in(text);
  std::uint32_t n = 0, m = 0;
  in >> n >> m;
  fixtures::Edges edges(m);
  for (auto& [a, b] : edges) in >> a >> b;
  RuleGame g;
  g.game = "generic";
  g.size = n;
  g.succ = fixtures::distinct_successors(n, edges);
  g.end.assign(n, 0);
  for (std::uint32_t v = 0; v < n; ++v)
    if (g.succ[v].empty()) g.end[v] = misere ? 'W' : 'L';
  return g;
}

// cop-thief: "rows cols" then the rows; the police steps to 8 neighbours, the thief to 4,
// either may pass; only the target cell must be free.
inline RuleGame cop_thief_rules(const std::string& text) {
  std::istringstream in(text);
  RuleGame g;
  g.game = "cop-thief";
  in >> g.rows >> g.cols;
  for (std::uint32_t r = 0; r < g.rows; ++r) {
    std::string row;
    in >> row;
    for (char& c : row)
      if (c == 'P' || c == 'C' || c == 'T') c = '.';
    g.cells += row;
  }
  const std::uint32_t C = g.rows * g.cols;
  g.size = C;
  g.succ.assign(2ull * C * C, {});
  g.end.assign(2ull * C * C, 0);
  auto steps = [&](std::uint32_t cell, bool police) {
    std::vector<std::uint32_t> out{cell};
    const int r = static_cast<int>(cell / g.cols), c = static_cast<int>(cell % g.cols);
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        if ((dr == 0 && dc == 0) || (!police && dr != 0 && dc != 0)) continue;
        const int r2 = r + dr, c2 = c + dc;
        if (r2 < 0 || c2 < 0 || r2 >= static_cast<int>(g.rows) || c2 >= static_cast<int>(g.cols)) continue;
        const std::uint32_t to = static_cast<std::uint32_t>(r2) * g.cols + static_cast<std::uint32_t>(c2);
        if (g.cells[to] != '*') out.push_back(to);
      }
    return out;
  };
  for (int mover = 0; mover < 2; ++mover)
    for (std::uint32_t p = 0; p < C; ++p)
      for (std::uint32_t t = 0; t < C; ++t) {
        const std::uint32_t at = g.pos(mover, p, t);
        if (g.cells[p] == '*' || g.cells[t] == '*') continue;
        if (p == t)
          g.end[at] = mover == 0 ? 'W' : 'L';
        else if (g.cells[t] == 'E')
          g.end[at] = mover == 1 ? 'W' : 'L';
        else if (mover == 0)
          for (auto p2 : steps(p, true)) g.succ[at].push_back(g.pos(1, p2, t));
        else
          for (auto t2 : steps(t, false)) g.succ[at].push_back(g.pos(0, p, t2));
      }
  return g;
}

// cat-mouse: the adjacency list; the mouse moves along any edge, the cat along any edge but
// into the hole 0; neither may pass.
inline RuleGame cat_mouse_rules(const std::string& text) {
  const json_lite::Value list = json_lite::parse(text);
  RuleGame g;
  g.game = "cat-mouse";
  const auto n = static_cast<std::uint32_t>(list.items.size());
  g.size = n;
  g.succ.assign(2ull * n * n, {});
  g.end.assign(2ull * n * n, 0);
  for (int mover = 0; mover < 2; ++mover)
    for (std::uint32_t cat = 1; cat < n; ++cat)
      for (std::uint32_t mouse = 0; mouse < n; ++mouse) {
        const std::uint32_t at = g.pos(mover, cat, mouse);
        if (cat == mouse)
          g.end[at] = mover == 0 ? 'W' : 'L';
        else if (mouse == 0)
          g.end[at] = mover == 1 ? 'W' : 'L';
        else if (mover == 0) {
          for (const auto& w : list[cat].items)
            if (w.integer() != 0) g.succ[at].push_back(g.pos(1, static_cast<std::uint32_t>(w.integer()), mouse));
        } else {
          for (const auto& w : list[mouse].items)
            g.succ[at].push_back(g.pos(0, cat, static_cast<std::uint32_t>(w.integer())));
        }
      }
  return g;
}

// Values per position of a RuleGame: 'W'/'L'/'D' for the mover, depth (-1 for draws).
using Values = fixtures::NaiveResult;

inline Values naive_values(const RuleGame& g) { return fixtures::naive_solve(g.succ, g.end); }

// A puzzle line's start and main line as RuleGame positions (moves are destinations).
struct Trace {
  std::uint32_t start = 0;
  std::vector<std::uint32_t> line;  // the position after each ply
};

inline std::uint32_t cell_of(const RuleGame& g, const json_lite::Value& rc) {
  return static_cast<std::uint32_t>(rc[0].integer()) * g.cols + static_cast<std::uint32_t>(rc[1].integer());
}

inline Trace trace_of(const RuleGame& g, const json_lite::Value& z) {
  Trace t;
  if (g.game == "design") {
    int mover = z.at("mover").text == g.side_names[0] ? 0 : 1;
    t.start = g.locate(mover, z.at("places"));
    for (const auto& v : z.at("line").items) t.line.push_back(g.locate(mover = 1 - mover, v));
    return t;
  }
  if (g.game == "generic") {
    t.start = static_cast<std::uint32_t>(z.at("vertex").integer() - 1);
    for (const auto& v : z.at("line").items) t.line.push_back(static_cast<std::uint32_t>(v.integer() - 1));
    return t;
  }
  const bool ct = g.game == "cop-thief";
  auto loc = [&](const json_lite::Value& v) { return ct ? cell_of(g, v) : static_cast<std::uint32_t>(v.integer()); };
  std::uint32_t tok[2] = {loc(z.at(ct ? "police" : "cat")), loc(z.at(ct ? "thief" : "mouse"))};
  int mover = z.at("to_move").text == (ct ? "police" : "cat") ? 0 : 1;
  t.start = g.pos(mover, tok[0], tok[1]);
  for (const auto& v : z.at("line").items) {
    tok[mover] = loc(v);
    mover = 1 - mover;
    t.line.push_back(g.pos(mover, tok[0], tok[1]));
  }
  return t;
}

// The rating of docs/json.md, recomputed from a line's fields (L: plies for a win puzzle,
// slowest_loss for a hold-the-draw puzzle).
inline long rating(long L, long moves, long tempting, long followups, long unique, bool pass) {
  double d = 600.0 + 200.0 * std::log2(double(std::max(L, 1L))) + 100.0 * std::log2(double(std::max(moves, 1L))) +
             40.0 * double(std::min(tempting, 4L));
  if (followups > 0) d += 150.0 * double(unique) / double(followups);
  if (pass && moves > 1) d += 100.0;
  return std::lround(std::min(2400.0, std::max(600.0, d)));
}

// The mover's moves at p by outcome: { to a draw, to a win of the opponent (they lose) }.
inline std::pair<long, long> draws_losses(const RuleGame& g, const Values& val, std::uint32_t p) {
  long draws = 0, losses = 0;
  for (auto q : g.succ[p]) {
    draws += val.letter[q] == 'D';
    losses += val.letter[q] == 'W';
  }
  return {draws, losses};
}

// Checks a hold-the-draw puzzle (docs/rules.md#puzzles) from the rules: the start is a Draw, not an end, with
// at least two legal moves; the key is the only move to a Draw and every other move leads to a
// Win of the opponent; `slowest_loss` and `tempting` as docs/json.md defines them; the line is
// legal, all Draws, and stops at its first repeated position (the start counts), at 10 plies, or
// where no move is left; on the solver's turns it takes a way out no other drawing move beats
// (an unseen position first, then the fewest drawing replies, then the most losing replies);
// followups, unique_followups and the difficulty recomputed.
inline void check_draw_puzzle(const RuleGame& g, const Values& val, const json_lite::Value& z) {
  const Trace t = trace_of(g, z);
  const long plies = z.at("plies").integer();
  INFO("hold-the-draw puzzle " << z.at("id").text);
  CHECK(z.at("id").text.rfind("hold-", 0) == 0);
  REQUIRE(t.start < g.succ.size());
  CHECK(val.letter[t.start] == 'D');
  CHECK(g.end[t.start] == 0);
  const auto& moves = g.succ[t.start];
  CHECK(moves.size() >= 2);
  REQUIRE(!t.line.empty());
  REQUIRE(t.line.size() == static_cast<std::size_t>(plies));
  CHECK(plies <= 10);
  const std::uint32_t key = t.line[0];
  long draws = 0, slowest = 0, tempting = 0;
  for (auto q : moves) {
    if (val.letter[q] == 'D') {
      ++draws;
      CHECK(q == key);
      continue;
    }
    CHECK(val.letter[q] == 'W');  // every other move loses
    slowest = std::max(slowest, val.depth[q] + 1);
    tempting += val.depth[q] >= 3;
  }
  CHECK(draws == 1);
  CHECK(z.at("moves").integer() == static_cast<long>(moves.size()));
  CHECK(z.at("alternatives").integer() == 0);
  CHECK(z.at("slowest_loss").integer() == slowest);
  CHECK(z.at("tempting").integer() == tempting);
  std::vector<std::uint32_t> seen{t.start};
  std::uint32_t at = t.start;
  long followups = 0, unique = 0;
  for (std::size_t i = 0; i < t.line.size(); ++i) {
    const std::uint32_t q = t.line[i];
    const auto& m = g.succ[at];
    CHECK(std::find(m.begin(), m.end(), q) != m.end());
    CHECK(val.letter[q] == 'D');
    if (i % 2 == 0 && i > 0) {  // the user moved from `at`
      ++followups;
      const auto [d, l] = draws_losses(g, val, at);
      unique += d == 1 && l >= 1;
    }
    if (i % 2 == 1) {  // the solver moved from `at`: no better way out
      auto rank = [&](std::uint32_t x) {
        const auto [d, l] = draws_losses(g, val, x);
        return std::make_tuple(std::find(seen.begin(), seen.end(), x) != seen.end(), d, -l);
      };
      for (auto r : m)
        if (val.letter[r] == 'D') CHECK_FALSE(rank(r) < rank(q));
    }
    const bool repeats = std::find(seen.begin(), seen.end(), q) != seen.end();
    if (i + 1 < t.line.size()) CHECK_FALSE(repeats);  // only the last may repeat
    seen.push_back(q);
    at = q;
  }
  const bool repeated = std::count(seen.begin(), seen.end(), at) > 1;
  CHECK((repeated || t.line.size() == 10 || g.succ[at].empty()));
  CHECK(z.at("followups").integer() == followups);
  CHECK(z.at("unique_followups").integer() == unique);
  CHECK(z.at("difficulty").integer() ==
        rating(slowest, static_cast<long>(moves.size()), tempting, followups, unique, z.at("key_is_pass").boolean));
}

// Checks one puzzle object against the rules and the values: the start is a Win of exactly
// `plies`; `key` is a legal move and the only one to a position the opponent loses; `moves`
// and `alternatives` count the legal moves and those to draws; the line is `plies` legal
// moves (the first 1024 when longer), key first, each keeping the exact remaining depth,
// ending at an end position.
inline void check_puzzle(const RuleGame& g, const Values& val, const json_lite::Value& z) {
  if (z.at("kind").text == "draw") {
    check_draw_puzzle(g, val, z);
    return;
  }
  CHECK(z.at("kind").text == "win");
  const Trace t = trace_of(g, z);
  const long plies = z.at("plies").integer();
  INFO("puzzle " << z.at("id").text);
  REQUIRE(t.start < g.succ.size());
  CHECK(val.letter[t.start] == 'W');
  CHECK(val.depth[t.start] == plies);
  CHECK(plies >= 1);
  CHECK(g.end[t.start] == 0);
  REQUIRE(t.line.size() == static_cast<std::size_t>(std::min(plies, 1024L)));
  const std::uint32_t key = t.line[0];
  const auto& moves = g.succ[t.start];
  CHECK(std::find(moves.begin(), moves.end(), key) != moves.end());
  long losing = 0, draws = 0;
  for (auto q : moves) {
    losing += val.letter[q] == 'L';
    draws += val.letter[q] == 'D';
  }
  CHECK(losing == 1);
  CHECK(val.letter[key] == 'L');
  CHECK(z.at("moves").integer() == static_cast<long>(moves.size()));
  CHECK(moves.size() >= 2);  // a puzzle is never a forced move (docs/rules.md#puzzles)
  CHECK(z.at("alternatives").integer() == draws);
  long slow = 0;
  for (auto q : moves) slow += val.letter[q] == 'W' && val.depth[q] > plies;
  CHECK(z.at("tempting").integer() == draws + slow);
  // The key as a destination: a pass keeps the mover's token.
  std::uint32_t at = t.start;
  for (std::size_t i = 0; i < t.line.size(); ++i) {
    const auto& m = g.succ[at];
    CHECK(std::find(m.begin(), m.end(), t.line[i]) != m.end());
    CHECK(val.depth[t.line[i]] == plies - 1 - static_cast<long>(i));
    CHECK(val.letter[t.line[i]] == (i % 2 == 0 ? 'L' : 'W'));
    at = t.line[i];
  }
  if (plies <= 1024) CHECK(g.end[at] != 0);
  const long d = z.at("difficulty").integer();
  CHECK(d >= 600);
  CHECK(d <= 2400);
  if (plies <= 1024)
    CHECK(d == rating(plies, static_cast<long>(moves.size()), z.at("tempting").integer(), z.at("followups").integer(),
                      z.at("unique_followups").integer(), z.at("key_is_pass").boolean));
}

}  // namespace puzzle_check
