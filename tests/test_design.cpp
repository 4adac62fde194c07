// Tests of designed games (docs/design.md): the format's checks (bad designs name the field), the
// built-ins written as designs give the built-in solvers' outcome, depth and best-move value
// for every position on random boards and graphs, LeetCode 1728's five examples, several
// tokens (teams, interchangeable tokens) against a brute force over ordered tokens, the
// endless and limit rules, and the CLI.
#include <catch2/catch.hpp>
#include <fstream>
#include <iterator>
#include <map>
#include <random>
#include "core/best_move.hpp"
#include "core/parallel.hpp"
#include "core/retrograde.hpp"
#include "core/verifier.hpp"
#include "design/design.hpp"
#include "design/design_game.hpp"
#include "design/design_solve.hpp"
#include "design_rules.hpp"
#include "fixtures.hpp"
#include "design/cat_mouse_design.hpp"
#include "games/cop_thief.hpp"
#include "io/input_error.hpp"
#include "json_lite.hpp"

using namespace whowins;
using Catch::Matchers::Contains;

namespace {

std::string quote(const std::string& s) { return "\"" + s + "\""; }

std::string police_thief_design(const std::vector<std::string>& rows) {
  std::string grid;
  bool exits = false;
  for (const auto& r : rows)
    grid += (grid.empty() ? "" : ",") + quote(r), exits = exits || r.find('E') != std::string::npos;
  return R"({"board": {"grid": [)" + grid + R"(], "walls": "*"},
    "sides": [{"name": "police", "tokens": [{"start": "P", "moves": {"steps": "queen", "range": 1, "stay": true}}]},
              {"name": "thief", "tokens": [{"start": "T", "moves": {"steps": "rook", "range": 1, "stay": true}}]}],
    "first": "police",
    "ends": [{"when": "meet", "winner": "police"}, {"when": "on", "side": "thief", "cells": )" +
         std::string(exits ? "\"E\"" : "[]") + R"(, "winner": "thief"}]})";
}

std::string lc1728_design(const std::vector<std::string>& rows, int cat_jump, int mouse_jump) {
  std::string grid;
  for (const auto& r : rows) grid += (grid.empty() ? "" : ",") + quote(r);
  return R"({"name": "Cat and Mouse II", "board": {"grid": [)" + grid + R"(], "walls": "#"},
    "sides": [{"name": "mouse", "tokens": [{"start": "M", "moves": {"steps": "rook", "range": )" +
         std::to_string(mouse_jump) + R"(, "stay": true}}]},
              {"name": "cat", "tokens": [{"start": "C", "moves": {"steps": "rook", "range": )" +
         std::to_string(cat_jump) + R"(, "stay": true}}]}],
    "first": "mouse",
    "ends": [{"when": "meet", "winner": "cat"}, {"when": "on", "side": "cat", "cells": "F", "winner": "cat"},
             {"when": "on", "side": "mouse", "cells": "F", "winner": "mouse"}],
    "endless": "cat", "limit": {"plies": 1000, "winner": "cat"}})";
}

std::string answer(const std::string& design) {
  auto r = fixtures::run({"design"}, design);
  INFO(r.err);
  REQUIRE(r.status == 0);
  return r.out;
}

// The message of a design refused by parse_design (empty if it was accepted).
std::string refusal(const std::string& design) {
  try {
    parse_design(design);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

// Every position of `design` against a built-in two-token game with the same position
// numbering: outcome and depth equal, and the design's best move is legal in the built-in
// game and worth the same as the built-in's best move. `skip(p)` leaves out positions the
// built-in game leaves out.
template <class BuiltIn, class Skip>
void same_as_built_in(const Design& design, const BuiltIn& game, const Solution& built_in, Skip&& skip) {
  const DesignGame<> dg(design);
  REQUIRE(dg.position_count() == game.position_count());
  const Solution sol = solve(dg);
  const auto problem = verify(dg, sol);
  INFO(problem.value_or(""));
  REQUIRE_FALSE(problem);
  std::size_t compared = 0, mismatches = 0;
  for (Position p = 0; p < dg.position_count(); ++p) {
    if (skip(p)) continue;
    ++compared;
    bool ok =
        sol.outcome[p] == built_in.outcome[p] && (sol.outcome[p] == Outcome::Draw || sol.depth[p] == built_in.depth[p]);
    const Position mine = best_move(dg, sol, p), theirs = best_move(game, built_in, p);
    ok = ok && (mine == kNoPosition) == (theirs == kNoPosition);
    if (ok && mine != kNoPosition) {
      bool legal = false;
      game.for_each_move(p, [&](Position q) { legal = legal || q == mine; });
      ok = legal && built_in.outcome[mine] == built_in.outcome[theirs] &&
           (built_in.outcome[mine] == Outcome::Draw || built_in.depth[mine] == built_in.depth[theirs]);
    }
    if (!ok) ++mismatches;
  }
  CHECK(compared > 0);
  CHECK(mismatches == 0);
}

}  // namespace

TEST_CASE("design: LeetCode 1728's five examples", "[design][seed]") {
  CHECK(answer(lc1728_design({"####F", "#C...", "M...."}, 1, 2)) == "mouse\n");
  CHECK(answer(lc1728_design({"M.C...F"}, 1, 4)) == "mouse\n");
  CHECK(answer(lc1728_design({"M.C...F"}, 1, 3)) == "cat\n");
  CHECK(answer(lc1728_design({"C...#", "...#F", "....#", "M...."}, 2, 5)) == "cat\n");
  CHECK(answer(lc1728_design({".M...", "..#..", "#..#.", "C#.#.", "...#F"}, 3, 1)) == "mouse\n");
}

TEST_CASE("design: police and thief as a design = whowins cop-thief, every position", "[design][cop-thief]") {
  std::mt19937_64 rng(20261125);
  for (int round = 0; round < 60; ++round) {
    const std::uint32_t rows = 1 + rng() % 6, cols = 2 + rng() % 6;
    const std::string cells = fixtures::random_board_cells(rng, rows, cols, 25, 10);
    std::vector<std::string> lines;
    std::string text = std::to_string(rows) + " " + std::to_string(cols) + "\n";
    for (std::uint32_t r = 0; r < rows; ++r) {
      lines.push_back(cells.substr(r * cols, cols));
      text += lines.back() + "\n";
    }
    INFO(text);
    const GridBoard grid = parse_grid_board(text, 1);
    const CopThiefLayout layout = make_cop_thief_layout(grid);
    const TwoTokenGame<> game(layout.board);
    const Solution built_in = solve(game);
    const Design design = parse_design(police_thief_design(lines));
    same_as_built_in(design, game, built_in, [](Position) { return false; });
    CHECK(answer(police_thief_design(lines)) == (fixtures::run({"cop-thief"}, text).out == "WIN\n"    ? "police\n"
                                                 : fixtures::run({"cop-thief"}, text).out == "LOSS\n" ? "thief\n"
                                                                                                      : "draw\n"));
  }
}

TEST_CASE("design: cat and mouse as a design = whowins cat-mouse, every position", "[design][cat-mouse]") {
  std::mt19937_64 rng(913);
  for (int round = 0; round < 60; ++round) {
    const std::uint32_t n = 3 + rng() % 9;
    std::vector<std::vector<std::uint32_t>> g(n);
    auto link = [&](std::uint32_t a, std::uint32_t b) {
      if (a == b || std::find(g[a].begin(), g[a].end(), b) != g[a].end()) return;
      g[a].push_back(b);
      g[b].push_back(a);
    };
    for (std::uint32_t v = 1; v < n; ++v) link(v, rng() % v);  // no isolated node
    for (std::uint32_t k = 0; k < n; ++k) link(rng() % n, rng() % n);
    AdjacencyList adj;
    adj.neighbours = g;
    adj.line_of_node.assign(n, 1);
    const TwoTokenBoard board = make_cat_mouse_board(adj);
    const TwoTokenGame<> game(board);
    const Solution built_in = solve(game);
    const Design design = parse_design(fixtures::cat_mouse_design(g));
    // The built-in leaves the cat in the hole out of the game (it never gets there).
    same_as_built_in(design, game, built_in, [&](Position p) { return game.chaser(p) == 0; });
    const std::string expected = fixtures::run({"cat-mouse"},
                                               [&] {
                                                 std::string s = "[";
                                                 for (std::uint32_t v = 0; v < n; ++v) {
                                                   s += v ? ",[" : "[";
                                                   for (std::size_t i = 0; i < g[v].size(); ++i)
                                                     s += (i ? "," : "") + std::to_string(g[v][i]);
                                                   s += "]";
                                                 }
                                                 return s + "]";
                                               }())
                                     .out;
    CHECK(answer(fixtures::cat_mouse_design(g)) == (expected == "1\n"   ? "mouse\n"
                                                    : expected == "2\n" ? "cat\n"
                                                                        : "draw\n"));
  }
}

namespace {

// A brute force from the rules over ordered tokens (no multisets, no predecessor lists): the
// positions (mover, place of every token), successors by the rules, values by rounds of
// depth. Returns per position { outcome, depth } and the ordered-state list.
struct Brute {
  std::vector<std::vector<std::uint32_t>> places;  // per state: each token's place
  std::vector<int> mover;
  std::vector<Outcome> outcome;
  std::vector<Depth> depth;
};

Brute brute_force(const Design& d) {
  design_rules::States rules = design_rules::build(d, false);
  Brute b;
  b.places = std::move(rules.places);
  b.mover = std::move(rules.mover);
  const auto& succ = rules.succ;
  const auto& end = rules.end;
  const std::size_t n = b.places.size();
  b.outcome.assign(n, Outcome::Draw);
  b.depth.assign(n, kNoDepth);
  std::vector<char> decided(n, 0);
  for (std::size_t i = 0; i < n; ++i)
    if (end[i] >= 0) {
      decided[i] = 1;
      b.depth[i] = 0;
      b.outcome[i] = end[i] == b.mover[i] ? Outcome::Win : Outcome::Loss;
    } else if (end[i] == -1)
      decided[i] = 1;  // a drawn end: no move, never decided otherwise
  // Positions equal as multisets share a value: the ordered successors list repeats them, and
  // values are the same on each copy.
  for (Depth dd = 1;; ++dd) {
    std::vector<std::pair<std::size_t, Outcome>> now;
    for (std::size_t i = 0; i < n; ++i) {
      if (decided[i]) continue;
      bool win = false, all_win = true;
      for (std::size_t q : succ[i]) {
        if (decided[q] && b.outcome[q] == Outcome::Loss && b.depth[q] + 1 <= dd) win = true;
        if (!(decided[q] && b.outcome[q] == Outcome::Win && b.depth[q] + 1 <= dd)) all_win = false;
      }
      if (win)
        now.emplace_back(i, Outcome::Win);
      else if (all_win)
        now.emplace_back(i, Outcome::Loss);
    }
    if (now.empty()) break;
    for (auto [i, o] : now) {
      decided[i] = 1;
      b.outcome[i] = o;
      b.depth[i] = dd;
    }
  }
  return b;
}

std::string random_design(std::mt19937_64& rng) {
  auto pick = [&](std::initializer_list<const char*> l) { return std::string(*(l.begin() + rng() % l.size())); };
  std::string board;
  if (rng() % 2) {
    const int rows = 1 + rng() % 2, cols = 2 + rng() % 2;
    std::string grid;
    for (int r = 0; r < rows; ++r) {
      std::string row;
      for (int c = 0; c < cols; ++c) row += (rng() % 6 == 0) ? '#' : (rng() % 4 == 0) ? 'E' : '.';
      grid += (grid.empty() ? "" : ",") + quote(row);
    }
    board = R"({"grid": [)" + grid + R"(], "walls": "#"})";
  } else {
    const int n = 2 + rng() % 4;
    std::string edges;
    for (int k = 0; k < n + 1; ++k)
      edges += (edges.empty() ? "[" : ",[") + std::to_string(rng() % n) + "," + std::to_string(rng() % n) + "]";
    board = R"({"graph": {"n": )" + std::to_string(n) + R"(, "edges": [)" + edges + R"(], "directed": )" +
            (rng() % 2 ? "true" : "false") + "}}";
  }
  const bool grid = board.find("grid") != std::string::npos;
  auto moves = [&](int rule) {
    std::string m = "{";
    if (grid)
      m += std::string(R"("steps": )") +
           (rule == 0   ? "\"rook\""
            : rule == 1 ? "\"king\""
            : rule == 2 ? "\"knight\""
                        : "[[0,1],[1,1]]") +
           ",";
    else
      m += R"("range": )" + std::to_string(rule % 3) + ",";
    m += std::string(R"("stay": )") + (rule % 2 ? "true" : "false") + "}";
    return m;
  };
  const int a = 1 + rng() % 2, b = 1 + rng() % 2;
  std::string sides;
  for (int s = 0; s < 2; ++s) {
    std::string tokens;
    const int rule = rng() % 4;
    for (int t = 0; t < (s ? b : a); ++t) {
      const int r = rng() % 3 == 0 ? static_cast<int>(rng() % 4) : rule;  // mostly interchangeable
      tokens += std::string(tokens.empty() ? "" : ",") + R"({"start": )" + (grid ? "[0,0]" : "0") + R"(, "moves": )" +
                moves(r) + "}";
    }
    sides += std::string(s ? "," : "") + R"({"name": ")" + (s ? "b" : "a") + R"(", "team": ")" + pick({"all", "one"}) +
             R"(", "stuck": ")" + pick({"loses", "wins", "draw"}) + R"(", "tokens": [)" + tokens + "]}";
  }
  std::string ends;
  if (rng() % 4) ends += R"({"when": "meet", "winner": ")" + pick({"a", "b"}) + "\"}";
  if (rng() % 2)
    ends += std::string(ends.empty() ? "" : ",") + R"({"when": "on", "side": ")" + pick({"a", "b"}) +
            R"(", "cells": )" + (grid ? "[[0,1]]" : "[1]") + R"(, "winner": ")" + pick({"a", "b"}) + "\"}";
  return R"({"board": )" + board + R"(, "sides": [)" + sides + R"(], "first": ")" + pick({"a", "b"}) +
         R"(", "ends": [)" + ends + "]}";
}

}  // namespace

TEST_CASE("design: several tokens, teams and interchangeable tokens agree with a brute force over ordered tokens",
          "[design]") {
  std::mt19937_64 rng(4);
  int solved = 0;
  for (int round = 0; round < 300; ++round) {
    const std::string text = random_design(rng);
    INFO(text);
    Design d;
    try {
      d = parse_design(text);
    } catch (const InputError& e) {
      INFO(e.what());
      continue;
    }  // a start on a wall
    ++solved;
    const DesignGame<> game(d);
    const Solution sol = solve(game);
    const auto problem = verify(game, sol);
    INFO(problem.value_or(""));
    REQUIRE_FALSE(problem);
    const Brute b = brute_force(d);
    std::size_t mismatches = 0;
    for (std::size_t i = 0; i < b.places.size(); ++i) {
      DesignGame<>::State s;
      s.mover = b.mover[i];
      for (std::size_t t = 0; t < d.tokens.size(); ++t) s.place[t] = b.places[i][t];
      game.canonical(s);
      const Position p = game.encode(s);
      REQUIRE(p < game.position_count());
      const auto back = game.decode(p);
      CHECK(back.mover == s.mover);
      CHECK(std::equal(s.place.begin(), s.place.begin() + d.tokens.size(), back.place.begin()));
      if (sol.outcome[p] != b.outcome[i] || (b.outcome[i] != Outcome::Draw && sol.depth[p] != b.depth[i])) ++mismatches;
    }
    CHECK(mismatches == 0);
  }
  CHECK(solved > 150);
}

TEST_CASE("design: a multiset's rank and unrank are inverse, inside and past the table of binomials", "[design]") {
  // unrank searches a table of C(b, j) for b < 1024 and estimates past it: every rank of small multisets, and random
  // multisets of up to 6 places out of up to 3,000 (ranks below 2^32), sorted a0 <= a1 <= ...
  std::mt19937_64 rng(42);
  std::uint32_t a[kDesignMaxTokens], back[kDesignMaxTokens];
  for (int k = 1; k <= kDesignMaxTokens; ++k) {
    INFO(k << " places");
    for (std::uint64_t r = 0; r < 5000; ++r) {
      DesignGame<>::unrank(r, k, a);
      CHECK(std::is_sorted(a, a + k));
      CHECK(DesignGame<>::rank(a, k) == r);
    }
    const std::uint32_t places = k <= 2 ? 3000 : k == 3 ? 2000 : k == 4 ? 300 : k == 5 ? 100 : 60;
    int mismatches = 0, past_table = 0;
    for (int trial = 0; trial < 20000; ++trial) {
      for (int i = 0; i < k; ++i) a[i] = static_cast<std::uint32_t>(rng() % places);
      std::sort(a, a + k);
      const std::uint64_t r = DesignGame<>::rank(a, k);
      REQUIRE(r < (std::uint64_t{1} << 32));
      DesignGame<>::unrank(r, k, back);
      mismatches += !std::equal(a, a + k, back);
      past_table += a[k - 1] + static_cast<std::uint32_t>(k) - 1 >= 1024;
    }
    CHECK(mismatches == 0);
    if (k <= 3) CHECK(past_table > 0);  // both ways of the search were taken
  }
}

TEST_CASE("design: interchangeable tokens are counted once (multisets)", "[design]") {
  const std::string three_cops =
      R"({"board": {"graph": {"n": 10, "edges": [[0,1],[1,2],[2,3],[3,4],[4,5],[5,6],[6,7],[7,8],[8,9],[9,0]]}},
    "sides": [{"name": "cops", "tokens": [{"start": 0, "moves": {"stay": true}}, {"start": 0, "moves": {"stay": true}}, {"start": 5, "moves": {"stay": true}}]},
              {"name": "robber", "tokens": [{"start": 3, "moves": {"stay": true}}]}],
    "first": "cops", "ends": [{"when": "meet", "winner": "cops"}], "endless": "robber"})";
  const Design d = parse_design(three_cops);
  CHECK(d.groups.size() == 2);
  CHECK(d.position_count == 2 * (10 * 11 * 12 / 6) * 10);  // C(12, 3) multisets × 10 robber places × 2
  CHECK(answer(three_cops) == "cops\n");
  // Two cops catch a robber on a 10-cycle; one does not (he wins by endless play).
  const std::string one_cop =
      R"({"board": {"graph": {"n": 10, "edges": [[0,1],[1,2],[2,3],[3,4],[4,5],[5,6],[6,7],[7,8],[8,9],[9,0]]}},
    "sides": [{"name": "cops", "tokens": [{"start": 0, "moves": {"stay": true}}]},
              {"name": "robber", "tokens": [{"start": 5, "moves": {"stay": true}}]}],
    "first": "cops", "ends": [{"when": "meet", "winner": "cops"}], "endless": "robber"})";
  CHECK(answer(one_cop) == "robber\n");
}

TEST_CASE("design: endless and limit rules read the exact depth", "[design]") {
  // A path 0-1-2-3-4: the chaser from 0 needs 4 plies to reach a robber who stays at 4 ... the
  // robber may stay, so the chaser walks to him: caught at ply 7 (chaser moves on odd plies).
  const std::string base = R"({"board": {"graph": {"n": 5, "edges": [[0,1],[1,2],[2,3],[3,4]]}},
    "sides": [{"name": "c", "tokens": [{"start": 0, "moves": {"stay": true}}]},
              {"name": "r", "tokens": [{"start": 4, "moves": {"stay": true}}]}],
    "first": "c", "ends": [{"when": "meet", "winner": "c"}])";
  CHECK(answer(base + "}") == "c\n");
  const Design d = parse_design(base + "}");
  const DesignGame<> g(d);
  const Solution s = solve(g);
  const Depth depth = s.depth[g.start()];
  CHECK(depth == 7);
  CHECK(answer(base + R"(, "limit": {"plies": 7, "winner": "r"}})") == "c\n");
  CHECK(answer(base + R"(, "limit": {"plies": 6, "winner": "r"}})") == "r\n");
}

TEST_CASE("design: bad designs exit 2 with one line naming the field", "[design][cli]") {
  const std::string good = police_thief_design({"P.E", ".*.", "..T"});
  CHECK(answer(good) == "police\n");
  auto rejected = [](const std::string& text, const std::string& says) {
    auto r = fixtures::run({"design"}, text);
    INFO(text);
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK_THAT(r.err, Contains(says));
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  };
  rejected("", "the text ends where a value was expected");
  rejected("{\"board\": ", "line 1");
  rejected("[1, 2]", "design: expected an object");
  rejected(R"({"sides": []})", "the field \"board\" is missing");
  rejected(
      R"({"board": {"grid": ["P.T"]}, "sides": [{"name": "a", "tokens": [{"start": "P", "moves": {"steps": "rook"}}]}, {"name": "a", "tokens": [{"start": "T", "moves": {"steps": "rook"}}]}], "first": "a", "ends": []})",
      "sides[1].name: both sides are named \"a\"");
  rejected(
      R"({"board": {"grid": ["P.T"]}, "sides": [{"name": "a", "tokens": [{"start": "Q", "moves": {"steps": "rook"}}]}, {"name": "b", "tokens": [{"start": "T", "moves": {"steps": "rook"}}]}], "first": "a", "ends": []})",
      "sides[0].tokens[0].start: no cell is marked 'Q'");
  rejected(
      R"({"board": {"grid": ["P.P"]}, "sides": [{"name": "a", "tokens": [{"start": "P", "moves": {"steps": "rook"}}]}, {"name": "b", "tokens": [{"start": [0, 1], "moves": {"steps": "rook"}}]}], "first": "a", "ends": []})",
      "sides[0].tokens[0].start: 'P' marks 2 cells");
  rejected(
      R"({"board": {"grid": ["P#T"]}, "sides": [{"name": "a", "tokens": [{"start": [0, 1], "moves": {"steps": "rook"}}]}, {"name": "b", "tokens": [{"start": "T", "moves": {"steps": "rook"}}]}], "first": "a", "ends": []})",
      "sides[0].tokens[0].start: [0, 1] is a wall");
  rejected(
      R"({"board": {"grid": ["P.T"]}, "sides": [{"name": "a", "tokens": [{"start": [3, 0], "moves": {"steps": "rook"}}]}, {"name": "b", "tokens": [{"start": "T", "moves": {"steps": "rook"}}]}], "first": "a", "ends": []})",
      "sides[0].tokens[0].start: [3, 0] is off the board");
  rejected(
      R"({"board": {"grid": ["P.T"]}, "sides": [{"name": "a", "tokens": [{"start": "P", "moves": {"steps": "rook"}}]}, {"name": "b", "tokens": [{"start": "T", "moves": {"steps": "castle"}}]}], "first": "a", "ends": []})",
      "sides[1].tokens[0].moves.steps: unknown value \"castle\"");
  rejected(
      R"({"board": {"grid": ["P.T"]}, "sides": [{"name": "a", "tokens": [{"start": "P", "moves": {"steps": "rook"}}]}, {"name": "b", "tokens": [{"start": "T", "moves": {"steps": "rook"}}]}], "first": "c", "ends": []})",
      "first: no side is named \"c\"");
  rejected(
      R"({"board": {"grid": ["P.T", "..."]}, "sides": [{"name": "a", "tokens": [{"start": "P", "moves": {"steps": "rook", "jump": 2}}]}, {"name": "b", "tokens": [{"start": "T", "moves": {"steps": "rook"}}]}], "first": "a", "ends": []})",
      "sides[0].tokens[0].moves.jump: unknown field");
  rejected(R"({"board": {"grid": ["P.T", ".."]}, "sides": [], "first": "a", "ends": []})",
           "board.grid[1]: has 2 cells where row 0 has 3");
  // Past the budget: refused before any allocation, with the count.
  std::string big(2000, '.');
  rejected(
      R"({"board": {"grid": [")" + big +
          R"("]}, "sides": [{"name": "a", "tokens": [{"start": [0,0], "moves": {"steps": "rook"}}, {"start": [0,1], "moves": {"steps": "king"}}]}, {"name": "b", "tokens": [{"start": [0,2], "moves": {"steps": "rook"}}]}], "first": "a", "ends": []})",
      "the design has 16,000,000,000 positions");
  CHECK(refusal(good).empty());
}

TEST_CASE("design: whowins puzzles design — every puzzle re-checked from the rules, under endless and limit",
          "[design][puzzles]") {
  std::size_t wins = 0, draws = 0;
  for (const char* file :
       {"police-thief.json", "leetcode-1728.json", "knight-king.json", "cat-mouse.json", "two-cops.json"}) {
    std::ifstream in(std::string(WHOWINS_SOURCE_DIR) + "/docs/designs/" + file);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    INFO(file);
    const Design d = parse_design(text);
    const design_rules::States states = design_rules::build(d, true);
    const puzzle_check::RuleGame g = design_rules::rule_game(d, states);
    const puzzle_check::Values val = puzzle_check::naive_values(g);
    auto r = fixtures::run({"puzzles", "design", "--count", "30", "--kind", "all"}, text);
    if (r.out.empty()) {
      CHECK_THAT(r.err, Contains("no puzzles"));
      continue;
    }
    for (const auto& z : json_lite::parse_lines(r.out)) {
      design_rules::check_puzzle(d, states, g, val, z);
      (z.at("kind").text == "draw" ? draws : wins) += 1;
    }
  }
  CHECK(wins > 50);
  CHECK(draws > 0);  // only police-thief and cat-mouse have real draws; the design pack has more
}

namespace {

// A design's --json one position at a time from the design's own functions (decode, the value
// under its rules, design_best_move, TextWriter's escaping): the bytes write_design_json must give
// however it makes them.
std::string design_json_one_at_a_time(const DesignGame<>& game, const DesignSolution& solution) {
  const Design& d = game.design();
  TextWriter out;
  auto place = [&](std::uint32_t p) {
    if (d.grid)
      out.put("[" + std::to_string(d.cell_of_place[p] / d.cols) + "," + std::to_string(d.cell_of_place[p] % d.cols) +
              "]");
    else
      out.put_uint(p);
  };
  auto places = [&](Position p) {
    const auto s = game.decode(p);
    out.put('[');
    for (std::size_t t = 0; t < d.tokens.size(); ++t) {
      if (t) out.put(',');
      place(s.place[t]);
    }
    out.put(']');
  };
  auto position = [&](Position p) {
    const int mover = game.mover(p);
    const DesignValue v = solution.value(game, p);
    out.put("{\"mover\":");
    out.put_json_string(d.sides[mover].name);
    out.put(",\"places\":");
    places(p);
    out.put(",\"outcome\":\"");
    out.put(outcome_letter(v.for_mover(mover)));
    out.put("\",\"winner\":");
    if (v.winner < 0)
      out.put("null");
    else
      out.put_json_string(d.sides[v.winner].name);
    out.put(",\"depth\":");
    if (v.depth == kNoDepth)
      out.put("null");
    else
      out.put_uint(v.depth);
    if (v.by_rule) out.put(",\"by_rule\":true");
    out.put(",\"best\":");
    const Position b = design_best_move(game, solution, p);
    if (b == kNoPosition)
      out.put("null");
    else
      places(b);
    out.put('}');
  };
  out.put("{\"game\":\"design\",\"name\":");
  out.put_json_string(d.name);
  out.put(",\"sides\":[");
  out.put_json_string(d.sides[0].name);
  out.put(',');
  out.put_json_string(d.sides[1].name);
  out.put("],\"first\":");
  out.put_json_string(d.sides[d.first].name);
  out.put(",\"board\":");
  out.put(d.grid ? "{\"rows\":" + std::to_string(d.rows) + ",\"cols\":" + std::to_string(d.cols) + "}"
                 : "{\"vertices\":" + std::to_string(d.place_count) + "}");
  out.put(",\"tokens\":[");
  for (std::size_t t = 0; t < d.tokens.size(); ++t) {
    out.put(t ? ",{\"side\":" : "{\"side\":");
    out.put_json_string(d.sides[d.tokens[t].side].name);
    out.put(",\"start\":");
    place(d.tokens[t].start);
    out.put('}');
  }
  out.put("],\"start\":");
  position(game.start());
  out.put(",\"positions\":[");
  for (Position p = 0; p < game.position_count(); ++p) {
    if (p) out.put(",\n");
    position(p);
  }
  out.put("],\"stats\":");
  out.put_stats_json(design_stats(game, solution));
  out.put("}\n");
  return out.str();
}

}  // namespace

TEST_CASE(
    "design --json: the same bytes as one position at a time, with the value table and without, in pieces or whole, "
    "on 1, 2 and 3 threads",
    "[design][json][threads]") {
  // An open n x n grid as JSON rows: `corner` at the top left, `far` at the bottom right.
  auto grid = [](int n, char corner, char far) {
    std::string rows;
    for (int r = 0; r < n; ++r) {
      std::string row(n, '.');
      if (r == 0) row[0] = corner;
      if (r == n - 1) row[n - 1] = far;
      rows += (r ? ",\"" : "\"") + row + "\"";
    }
    return rows;
  };
  std::string wheel;  // a wheel of 120 spokes (hub 0)
  for (int v = 1; v < 121; ++v)
    wheel += (v > 1 ? ",[0," : "[0,") + std::to_string(v) + "],[" + std::to_string(v) + "," +
             std::to_string(v % 120 + 1) + "]";
  const std::vector<std::pair<std::string, std::string>> designs = {
      // The cop-thief kernel, 131,072 positions (four of the writer's ranges), names to escape.
      {"police and thief 16 x 16, the kernel",
       R"({"name": "a \"name\"\n\\ é \u0001", "board": {"grid": [)" + grid(16, 'P', 'T') +
           R"(]}, "sides": [{"name": "po\"li\\ce", "tokens": [{"start": "P", "moves": {"steps": "queen", "range": 1, "stay": true}}]},
            {"name": "thïef\t", "tokens": [{"start": "T", "moves": {"steps": "rook", "range": 1, "stay": true}}]}],
            "first": "thïef\t", "ends": [{"when": "meet", "winner": "po\"li\\ce"}]})"},
      // Two kings (a multiset) hunting a king, endless play the king's: the bit engine.
      {"two kings hunt a king 7 x 7",
       R"({"board": {"grid": [)" + grid(7, 'A', 'R') +
           R"(]}, "sides": [{"name": "hunters", "tokens": [{"start": "A", "moves": {"steps": "king", "stay": true}}, {"start": "A", "moves": {"steps": "king", "stay": true}}]},
            {"name": "king", "tokens": [{"start": "R", "moves": {"steps": "king", "stay": true}}]}],
            "first": "hunters", "ends": [{"when": "meet", "winner": "hunters"}], "endless": "king"})"},
      // A graph, the cat's stuck a draw and endless play the mouse's: the hold solve (held); both
      // kept off the hub, so the mouse runs round the rim for ever where the cat is not next to it.
      {"cat and mouse on a wheel of 121",
       R"({"board": {"graph": {"n": 121, "edges": [)" + wheel +
           R"(]}}, "sides": [{"name": "cat", "stuck": "draw", "tokens": [{"start": 2, "moves": {"forbid": [0]}}]},
            {"name": "mouse", "tokens": [{"start": 60, "moves": {"forbid": [0]}}]}], "first": "mouse", "endless": "mouse",
            "ends": [{"when": "meet", "winner": "cat"}, {"when": "on", "side": "mouse", "cells": [0], "winner": "mouse"}]})"},
      // A ply limit: wins past it are the limit's winner's, by rule.
      {"a knight and a king 12 x 12 with a limit of 9 plies",
       R"({"board": {"grid": [)" + grid(12, 'N', 'K') +
           R"(]}, "sides": [{"name": "knight", "tokens": [{"start": "N", "moves": {"steps": "knight"}}]},
            {"name": "king", "tokens": [{"start": "K", "moves": {"steps": "king", "stay": true}}]}],
            "first": "knight", "ends": [{"when": "meet", "winner": "knight"}], "limit": {"plies": 9, "winner": "king"}})"}};
  const int before = threads();
  for (const auto& [name, text] : designs) {
    INFO(name);
    const Design d = parse_design(text);
    const DesignGame<> game(d);
    const DesignSolution solution = solve_design(game);
    const std::string expected = design_json_one_at_a_time(game, solution);
    CHECK(expected.size() > 1000000);
    std::size_t by_rule = 0;
    for (std::size_t at = expected.find("by_rule"); at != std::string::npos; at = expected.find("by_rule", at + 1))
      ++by_rule;
    if (name.find("limit") != std::string::npos || name.find("wheel") != std::string::npos) CHECK(by_rule > 100);
    CHECK(solution.held.empty() == (name.find("wheel") == std::string::npos));
    for (int n = 1; n <= 3; ++n) {
      set_threads(n);
      for (const std::uint64_t table : {kDesignJsonTableBytes, std::uint64_t{0}}) {
        INFO("threads " << n << ", table bytes " << table);
        TextWriter whole;
        write_design_json(whole, game, solution, {}, table);
        CHECK(whole.str() == expected);
        TextWriter rest;
        std::string pieces;
        std::size_t count = 0;
        write_design_json(
            rest, game, solution,
            [&](TextWriter& piece) {
              CHECK(piece.str().size() >= kDesignJsonChunk);
              pieces += piece.str();
              piece.str().clear();
              ++count;
            },
            table);
        CHECK(count >= 1);
        CHECK(pieces + rest.str() == expected);
      }
    }
  }
  set_threads(before);
}
