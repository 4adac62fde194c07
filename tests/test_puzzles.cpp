// Tests of puzzle mining (`whowins puzzles`, GraphSolve/TwoTokenSolve::puzzles): every puzzle
// on seeded random graphs and boards re-checked from the rules against a naive solve, exact
// JSON on hand-worked examples, determinism, options, errors.
#include <catch2/catch.hpp>
#include <algorithm>
#include <random>
#include <set>
#include <sstream>
#include "core/retrograde.hpp"
#include "core/verifier.hpp"
#include "fixtures.hpp"
#include "games/cop_thief.hpp"
#include "games/puzzle_json.hpp"
#include "catalog/registry.hpp"
#include "json_lite.hpp"
#include "puzzle_checker.hpp"
#include "session/graph_solve.hpp"
#include "session/two_token_solve.hpp"

using namespace whowins;
using Catch::Matchers::Contains;
using fixtures::run;
using puzzle_check::RuleGame;

namespace {

// The puzzles `whowins puzzles <args>` prints for `input` (status 0 required).
std::vector<json_lite::Value> puzzles_of(std::vector<std::string_view> args, const std::string& input) {
  args.insert(args.begin(), "puzzles");
  const auto r = run(args, input);
  REQUIRE(r.status == 0);
  if (r.out.empty()) {
    CHECK_THAT(r.err, Contains("no puzzles"));
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  } else {
    CHECK(r.err.empty());
  }
  return json_lite::parse_lines(r.out);
}

// The positions a RuleGame's values make puzzles: non-end Wins of depth >= 1 with exactly
// one move to a Loss; returned with that move.
std::vector<std::pair<std::uint32_t, std::uint32_t>> reference_puzzles(const RuleGame& g,
                                                                       const puzzle_check::Values& v) {
  std::vector<std::pair<std::uint32_t, std::uint32_t>> out;
  for (std::uint32_t p = 0; p < g.succ.size(); ++p) {
    if (g.end[p] || v.letter[p] != 'W') continue;
    std::uint32_t losing = 0, key = 0;
    for (auto q : g.succ[p])
      if (v.letter[q] == 'L') ++losing, key = q;
    if (losing == 1 && g.succ[p].size() >= 2) out.emplace_back(p, key);  // no forced move (docs/rules.md#puzzles)
  }
  return out;
}

// The positions a RuleGame's values make hold-the-draw puzzles: non-end Draws with at least
// two moves, exactly one of them to a Draw; returned with that move.
std::vector<std::pair<std::uint32_t, std::uint32_t>> reference_draw_puzzles(const RuleGame& g,
                                                                            const puzzle_check::Values& v) {
  std::vector<std::pair<std::uint32_t, std::uint32_t>> out;
  for (std::uint32_t p = 0; p < g.succ.size(); ++p) {
    if (g.end[p] || v.letter[p] != 'D' || g.succ[p].size() < 2) continue;
    std::uint32_t draws = 0, key = 0;
    for (auto q : g.succ[p])
      if (v.letter[q] == 'D') ++draws, key = q;
    if (draws == 1) out.emplace_back(p, key);
  }
  return out;
}

// Win puzzles first, then hold-the-draw puzzles (--kind all), and the difficulty never
// increases within each kind. Returns the number of draw puzzles.
std::size_t check_order(const std::vector<json_lite::Value>& ps) {
  std::size_t draws = 0;
  for (std::size_t i = 0; i < ps.size(); ++i) {
    const bool draw = ps[i].at("kind").text == "draw";
    draws += draw;
    if (i == 0) continue;
    const bool before = ps[i - 1].at("kind").text == "draw";
    CHECK((before == draw || (!before && draw)));
    if (before == draw) CHECK(ps[i - 1].at("difficulty").integer() >= ps[i].at("difficulty").integer());
  }
  return draws;
}

std::string random_generic_text(std::mt19937_64& rng, std::uint32_t n) {
  // About one vertex in six is a dead end; the others get 1..3 moves.
  fixtures::Edges e;
  for (std::uint32_t v = 1; v <= n; ++v) {
    if (rng() % 6 == 0) continue;
    const std::uint32_t k = 1 + static_cast<std::uint32_t>(rng() % 3);
    for (std::uint32_t i = 0; i < k; ++i) e.emplace_back(v, 1 + static_cast<std::uint32_t>(rng() % n));
  }
  return fixtures::edge_text(n, e);
}

std::string board_text(std::uint32_t rows, std::uint32_t cols, const std::string& cells) {
  std::string t = std::to_string(rows) + " " + std::to_string(cols) + "\n";
  for (std::uint32_t r = 0; r < rows; ++r) t += cells.substr(r * cols, cols) + "\n";
  return t;
}

// A random undirected simple graph on n nodes as a LeetCode list (each node keeps a neighbour
// where it can: a few isolated nodes are fine).
std::string random_cat_mouse_text(std::mt19937_64& rng, std::uint32_t n) {
  std::vector<std::set<std::uint32_t>> adj(n);
  const std::uint32_t m = n + static_cast<std::uint32_t>(rng() % n);
  for (std::uint32_t i = 0; i < m; ++i) {
    const auto a = static_cast<std::uint32_t>(rng() % n), b = static_cast<std::uint32_t>(rng() % n);
    if (a != b) adj[a].insert(b), adj[b].insert(a);
  }
  std::string s = "[";
  for (std::uint32_t v = 0; v < n; ++v) {
    s += v ? ",[" : "[";
    bool first = true;
    for (auto w : adj[v]) s += (first ? "" : ",") + std::to_string(w), first = false;
    s += "]";
  }
  return s + "]";
}

}  // namespace

TEST_CASE("generic puzzles on random graphs: each checked from the rules, all found", "[puzzles]") {
  std::mt19937_64 rng(2024);
  std::size_t total = 0, total_draws = 0;
  for (int round = 0; round < 60; ++round) {
    const bool misere = round % 2 == 1;
    const std::uint32_t n = 4 + static_cast<std::uint32_t>(rng() % 30);
    const std::string text = random_generic_text(rng, n);
    INFO(text << (misere ? "misere" : "normal"));
    // The solver's solution of this graph passes the verifier.
    CHECK_FALSE(fixtures::solved_session("generic", text, misere)->verify());
    const RuleGame g = puzzle_check::generic_rules(text, misere);
    const auto val = puzzle_check::naive_values(g);
    std::vector<std::string_view> args = {"generic", "--count", "100000", "--kind", "all"};
    if (misere) args.push_back("--misere");
    const auto ps = puzzles_of(args, text);
    for (const auto& z : ps) {
      CHECK(z.at("rules").text == (misere ? "misere" : "normal"));
      puzzle_check::check_puzzle(g, val, z);
    }
    const std::size_t draws = check_order(ps);
    // The whole graph is scanned: one puzzle per distinct key vertex of the reference's, of
    // each kind.
    std::set<std::uint32_t> keys, out_keys, draw_keys, out_draw_keys;
    for (auto [p, k] : reference_puzzles(g, val)) keys.insert(k);
    for (auto [p, k] : reference_draw_puzzles(g, val)) draw_keys.insert(k);
    for (const auto& z : ps)
      (z.at("kind").text == "draw" ? out_draw_keys : out_keys)
          .insert(static_cast<std::uint32_t>(z.at("key").integer() - 1));
    CHECK(out_keys == keys);
    CHECK(out_draw_keys == draw_keys);
    CHECK(out_keys.size() + out_draw_keys.size() == ps.size());
    // --kind win and --kind draw are the two halves of --kind all.
    auto with_kind = [&](std::string_view k, std::string_view count = "100000") {
      std::vector<std::string_view> a{"puzzles", "generic", "--count", count, "--kind", k};
      if (misere) a.push_back("--misere");
      return run(a, text).out;
    };
    CHECK(with_kind("win") + with_kind("draw") == with_kind("all"));
    CHECK(with_kind("win", "2") + with_kind("draw", "2") == with_kind("all", "2"));  // the count is per kind
    CHECK(with_kind("win") ==
          run(misere ? std::vector<std::string_view>{"puzzles", "generic", "--count", "100000", "--misere"}
                     : std::vector<std::string_view>{"puzzles", "generic", "--count", "100000"},
              text)
              .out);
    total += ps.size() - draws;
    total_draws += draws;
  }
  CHECK(total > 50);
  CHECK(total_draws > 20);
}

TEST_CASE("cop-thief puzzles on random boards: each checked from the rules, both solvers", "[puzzles][cop-thief]") {
  std::mt19937_64 rng(77);
  std::size_t total = 0, total_draws = 0;
  for (int round = 0; round < 50; ++round) {
    // Small boards with exits, then bigger walled ones without: the thief circles a block of
    // walls forever, so there are draws (and hold-the-draw puzzles).
    const bool walled = round >= 40;
    const std::uint32_t rows =
        walled ? 6 + static_cast<std::uint32_t>(rng() % 3) : 2 + static_cast<std::uint32_t>(rng() % 4);
    const std::uint32_t cols =
        walled ? 6 + static_cast<std::uint32_t>(rng() % 3) : 2 + static_cast<std::uint32_t>(rng() % 5);
    const std::string cells = fixtures::random_board_cells(rng, rows, cols, walled ? 30 : 20, walled ? 2 : 12);
    const std::string text = board_text(rows, cols, cells);
    INFO(text);
    CHECK_FALSE(fixtures::solved_session("cop-thief", text)->verify());
    const RuleGame g = puzzle_check::cop_thief_rules(text);
    const auto val = puzzle_check::naive_values(g);
    const auto ps = puzzles_of({"cop-thief", "--count", "100000", "--kind", "all"}, text);
    std::set<std::string> families;
    for (const auto& z : ps) {
      puzzle_check::check_puzzle(g, val, z);
      const bool police = z.at("to_move").text == "police";
      const std::string kind = z.at("kind").text;
      const auto& own = z.at(police ? "police" : "thief");
      const auto& other = z.at(police ? "thief" : "police");
      // Near-duplicates are dropped: one puzzle per (mover, cell, key), one per (mover, other cell).
      CHECK(families
                .insert(kind + z.at("to_move").text + std::to_string(own[0].integer()) + "," +
                        std::to_string(own[1].integer()) + ">" + std::to_string(z.at("key")[0].integer()) + "," +
                        std::to_string(z.at("key")[1].integer()))
                .second);
      CHECK(families
                .insert(kind + z.at("to_move").text + "/" + std::to_string(other[0].integer()) + "," +
                        std::to_string(other[1].integer()))
                .second);
      CHECK(z.at("key_is_pass").boolean ==
            (z.at("key")[0].integer() == own[0].integer() && z.at("key")[1].integer() == own[1].integer()));
    }
    const std::size_t draws = check_order(ps);
    CHECK((ps.size() - draws == 0) == reference_puzzles(g, val).empty());
    CHECK((draws == 0) == reference_draw_puzzles(g, val).empty());
    total += ps.size() - draws;
    total_draws += draws;
    // The same lines from both solvers' solutions, and from the page's session.
    const GridBoard grid = parse_grid_board(text, kCopThiefBytesPerCellPair);
    const CopThiefLayout layout = make_cop_thief_layout(grid);
    const CopThiefGame game(layout.board);
    const PuzzleOptions options{100000, 1, 1, true, true};
    TextWriter by_queue, by_bitset;
    write_cop_thief_puzzles(by_queue, game, solve_cop_thief_queue(layout), layout, cols, options);
    write_cop_thief_puzzles(by_bitset, game, solve_cop_thief_bitset(grid, layout), layout, cols, options);
    const auto cli = run({"puzzles", "cop-thief", "--count", "100000", "--kind", "all"}, text).out;
    CHECK(by_queue.str() == cli);
    CHECK(by_bitset.str() == cli);
    TwoTokenSolve s = TwoTokenSolve::cop_thief(rows, cols, cells);
    while (!s.advance(1000)) {
    }
    const PuzzleLines lines = s.puzzles(100000, 1, 1, true, true);
    CHECK(lines.error.empty());
    CHECK(lines.json == cli);
    CHECK(lines.count == ps.size());
  }
  CHECK(total > 40);
  CHECK(total_draws > 10);
}

TEST_CASE("cat-mouse puzzles on random graphs: each checked from the rules", "[puzzles][cat-mouse]") {
  std::mt19937_64 rng(913);
  std::size_t total = 0, total_draws = 0;
  for (int round = 0; round < 40; ++round) {
    const std::uint32_t n = 3 + static_cast<std::uint32_t>(rng() % 8);
    const std::string text = random_cat_mouse_text(rng, n);
    INFO(text);
    CHECK_FALSE(fixtures::solved_session("cat-mouse", text)->verify());
    const RuleGame g = puzzle_check::cat_mouse_rules(text);
    const auto val = puzzle_check::naive_values(g);
    const auto ps = puzzles_of({"cat-mouse", "--count", "100000", "--kind", "all"}, text);
    for (const auto& z : ps) {
      puzzle_check::check_puzzle(g, val, z);
      CHECK_FALSE(z.at("key_is_pass").boolean);  // nobody may pass in cat-mouse
    }
    const std::size_t draws = check_order(ps);
    CHECK((ps.size() - draws == 0) == reference_puzzles(g, val).empty());
    CHECK((draws == 0) == reference_draw_puzzles(g, val).empty());
    total += ps.size() - draws;
    total_draws += draws;
    // The page's session gives the same lines.
    const json_lite::Value list = json_lite::parse(text);
    std::vector<std::uint32_t> offsets{0}, neighbours;
    for (const auto& row : list.items) {
      for (const auto& w : row.items) neighbours.push_back(static_cast<std::uint32_t>(w.integer()));
      offsets.push_back(static_cast<std::uint32_t>(neighbours.size()));
    }
    TwoTokenSolve s = TwoTokenSolve::cat_mouse(offsets, neighbours);
    while (!s.advance(1000)) {
    }
    CHECK(s.puzzles(100000, 1, 1, true, true).json ==
          run({"puzzles", "cat-mouse", "--count", "100000", "--kind", "all"}, text).out);
  }
  CHECK(total > 20);
  CHECK(total_draws > 10);
}

TEST_CASE("puzzles: exact JSON on hand-worked examples", "[puzzles][cli]") {
  // Misère: from 1 the dead end 2 hands the opponent the win (stuck wins); 1 -> 3 leaves the
  // opponent only 3 -> 4, after which we are stuck and win. 1 is a Win in 2 plies, key 3.
  // Rating: 600 + 200 log2(2) + 100 log2(2) = 900 (no draws, no slow refutation, no followup).
  auto r = run({"puzzles", "generic", "--misere"}, "4 3\n1 2\n1 3\n3 4\n");
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  CHECK(r.out ==
        "{\"game\":\"generic\",\"rules\":\"misere\",\"vertex\":1,\"kind\":\"win\",\"plies\":2,\"key\":3,\"difficulty\":"
        "900,\"moves\":2,"
        "\"alternatives\":0,\"tempting\":0,\"key_is_pass\":false,\"followups\":0,\"unique_followups\":0,\"line\":[3,4],"
        "\"id\":\"misere-1\"}\n");
  // Normal play on the same graph: 1 -> 2 wins at once (2 is stuck), 1 -> 3 loses to 3 -> 4;
  // 1: Win in 1, 2 moves: 600 + 100 = 700. 3 -> 4 also wins in 1, but it is 3's only move: a
  // forced move is no puzzle (docs/rules.md#puzzles).
  r = run({"puzzles", "generic"}, "4 3\n1 2\n1 3\n3 4\n");
  CHECK(r.out ==
        "{\"game\":\"generic\",\"rules\":\"normal\",\"vertex\":1,\"kind\":\"win\",\"plies\":1,\"key\":2,\"difficulty\":"
        "700,\"moves\":2,"
        "\"alternatives\":0,\"tempting\":0,\"key_is_pass\":false,\"followups\":0,\"unique_followups\":0,\"line\":[2],"
        "\"id\":\"normal-1\"}\n");
  // Cop-thief, one row "ETP": the thief on (0,1) to move, the police on (0,2): the step onto
  // the exit wins at once; passing lets the police catch it in 1 (not a slow refutation);
  // stepping right is capture. 3 moves, none to a draw, 1 ply: 600 + 100 log2(3) = 758.
  r = run({"puzzles", "cop-thief", "--count", "100"}, "1 3\nETP\n");
  const auto ps = json_lite::parse_lines(r.out);
  bool found = false;
  for (const auto& z : ps) {
    CHECK(z.keys() == std::vector<std::string>{"game", "police", "thief", "to_move", "kind", "plies", "key",
                                               "difficulty", "moves", "alternatives", "tempting", "key_is_pass",
                                               "followups", "unique_followups", "line", "id"});
    if (z.at("id").text == "thief-0.2-0.1") {
      found = true;
      CHECK(r.out.find("{\"game\":\"cop-thief\",\"police\":[0,2],\"thief\":[0,1],\"to_move\":\"thief\",\"kind\":"
                       "\"win\",\"plies\":1,"
                       "\"key\":[0,0],\"difficulty\":758,\"moves\":3,\"alternatives\":0,\"tempting\":0,"
                       "\"key_is_pass\":false,\"followups\":0,\"unique_followups\":0,\"line\":[[0,0]],"
                       "\"id\":\"thief-0.2-0.1\"}\n") != std::string::npos);
    }
  }
  CHECK(found);
  // Cat-mouse: LeetCode example 2: mouse on 1 (to move), cat on 2: 1 -> 0 is the hole, but it
  // is the mouse's only move: no puzzle (docs/rules.md#puzzles). The mouse on 3 with the cat on 1 has two
  // moves, into the hole (the key) or to 2: a Win in 1 with 2 moves, one to a draw: 740.
  r = run({"puzzles", "cat-mouse"}, "[[1,3],[0],[3],[0,2]]");
  CHECK(r.out.find("\"id\":\"mouse-1-2\"") == std::string::npos);
  CHECK_THAT(
      r.out,
      Contains(
          "{\"game\":\"cat-mouse\",\"mouse\":3,\"cat\":1,\"to_move\":\"mouse\",\"kind\":\"win\",\"plies\":1,\"key\":0,"
          "\"difficulty\":740,\"moves\":2,\"alternatives\":1,\"tempting\":1,\"key_is_pass\":false,"
          "\"followups\":0,\"unique_followups\":0,\"line\":[0],\"id\":\"mouse-3-1\"}\n"));
}

TEST_CASE("puzzles: hold-the-draw, exact JSON on hand-worked examples", "[puzzles][cli]") {
  // 1 -> 2 -> 1 is endless play; 1 -> 3 hands the opponent 3 -> 4, after which we are stuck
  // and lose. 1 is a Draw, only 2 keeps it. The solver at 2 has one move, back to 1: the
  // position repeats after 2 plies. The wrong move loses in 2 plies (slowest_loss 2, not
  // tempting); no followup. Rating: 600 + 200 log2(2) + 100 log2(2) = 900. 2 has one move:
  // not a puzzle.
  auto r = run({"puzzles", "generic", "--kind", "draw"}, "4 4\n1 2\n2 1\n1 3\n3 4\n");
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  CHECK(r.out ==
        "{\"game\":\"generic\",\"rules\":\"normal\",\"vertex\":1,\"kind\":\"draw\",\"slowest_loss\":2,\"plies\":2,"
        "\"key\":2,"
        "\"difficulty\":900,\"moves\":2,\"alternatives\":0,\"tempting\":0,\"key_is_pass\":false,\"followups\":0,"
        "\"unique_followups\":0,\"line\":[2,1],\"id\":\"hold-normal-1\"}\n");
  // --kind all: the win puzzles first (3 -> 4 is a forced move: none), then this one.
  CHECK(run({"puzzles", "generic", "--kind", "all"}, "4 4\n1 2\n2 1\n1 3\n3 4\n").out == r.out);
  // LeetCode 913 example 1: the cat on 2, the mouse on 3, the cat to move. 2 -> 5 keeps the
  // draw; 2 -> 4 lets the mouse run 3 -> 5 -> 0 (3 plies after it: slowest_loss 4, tempting).
  // The mouse answers 3 -> 4 (its only move that does not lose), the cat must go back 5 -> 2
  // (5 -> 3 would let the mouse run 4 -> 2 -> 0: one unique followup), the mouse 4 -> 3: the
  // start again after 4 plies. 600 + 200 log2(4) + 100 log2(2) + 40 + 150 = 1290.
  r = run({"puzzles", "cat-mouse", "--kind", "draw", "--count", "100"}, "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]");
  CHECK_THAT(
      r.out,
      Contains("{\"game\":\"cat-mouse\",\"mouse\":3,\"cat\":2,\"to_move\":\"cat\",\"kind\":\"draw\",\"slowest_loss\":4,"
               "\"plies\":4,\"key\":5,\"difficulty\":1290,\"moves\":2,\"alternatives\":0,\"tempting\":1,"
               "\"key_is_pass\":false,\"followups\":1,\"unique_followups\":1,\"line\":[5,4,2,3],\"id\":\"hold-cat-3-"
               "2\"}\n"));
}

TEST_CASE("puzzles: same seed, same output, count and min-plies honoured", "[puzzles]") {
  std::mt19937_64 rng(5);
  const std::string board = board_text(12, 12, fixtures::random_board_cells(rng, 12, 12, 15, 3));
  const std::string graph = random_generic_text(rng, 3000);
  for (const std::string* input : {&board, &graph}) {
    const std::string_view game = input == &board ? "cop-thief" : "generic";
    const auto a = run({"puzzles", game, "--seed", "42", "--count", "50"}, *input);
    const auto b = run({"puzzles", game, "--seed", "42", "--count", "50"}, *input);
    const auto c = run({"puzzles", game, "--seed", "43", "--count", "50"}, *input);
    REQUIRE(a.status == 0);
    CHECK(a.out == b.out);
    CHECK(json_lite::parse_lines(c.out).size() == json_lite::parse_lines(a.out).size());
    const auto all = json_lite::parse_lines(a.out);
    CHECK(all.size() == 50);
    // A smaller count is a prefix of the larger (the game is scanned whole either way).
    const auto few = run({"puzzles", game, "--seed", "42", "--count", "7"}, *input).out;
    CHECK(a.out.substr(0, few.size()) == few);
    CHECK(json_lite::parse_lines(few).size() == 7);
    // --min-plies: nothing shorter.
    const auto deep = json_lite::parse_lines(run({"puzzles", game, "--min-plies", "5", "--count", "30"}, *input).out);
    CHECK_FALSE(deep.empty());
    for (const auto& z : deep) CHECK(z.at("plies").integer() >= 5);
  }
}

TEST_CASE("puzzles: none found, errors and help", "[puzzles][cli]") {
  // A cycle: all draws, no puzzle. Exit 0, nothing on stdout, one line on stderr.
  auto r = run({"puzzles", "generic"}, "3 3\n1 2\n2 3\n3 1\n");
  CHECK(r.status == 0);
  CHECK(r.out.empty());
  CHECK(r.err ==
        "whowins puzzles generic: no puzzles in this input (no won position of at least 1 ply where exactly one "
        "move wins)\n");
  // Nor a hold-the-draw puzzle: every vertex has a single move.
  r = run({"puzzles", "generic", "--kind", "all"}, "3 3\n1 2\n2 3\n3 1\n");
  CHECK(r.status == 0);
  CHECK(r.out.empty());
  CHECK(r.err ==
        "whowins puzzles generic: no puzzles in this input (no won position of at least 1 ply where exactly one "
        "move wins, and no drawn position where exactly one move keeps the draw, held for at least 1 ply)\n");
  // A bad kind: status 2, one line.
  for (auto args : {std::vector<std::string_view>{"puzzles", "generic", "--kind", "lose"},
                    std::vector<std::string_view>{"puzzles", "generic", "--kind"}}) {
    r = run(args, "2 1\n1 2\n");
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK_THAT(r.err, Contains("--kind needs win, draw or all"));
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  }
  // An open board without an exit: the police wins everywhere, every move of it wins.
  r = run({"puzzles", "cop-thief"}, "3 3\nP..\n...\n..T\n");
  CHECK(r.status == 0);
  CHECK(r.out.empty());
  CHECK_THAT(r.err, Contains("no puzzles"));
  // A puzzle of 1 ply exists, none of 9.
  r = run({"puzzles", "generic", "--min-plies", "9"}, "2 1\n1 2\n");
  CHECK(r.status == 0);
  CHECK(r.out.empty());
  CHECK_THAT(r.err, Contains("at least 9 plies"));

  auto rejected = [](const fixtures::CliResult& x, const std::string& says) {
    CHECK(x.status == 2);
    CHECK(x.out.empty());
    CHECK_THAT(x.err, Contains(says));
    CHECK(std::count(x.err.begin(), x.err.end(), '\n') == 1);
  };
  rejected(run({"puzzles"}, ""), "no game given");
  rejected(run({"puzzles", "chess"}, ""), "unknown game 'chess'");
  rejected(run({"puzzles", "alice-bob"}, "2 1\n1 2\n"), "whowins puzzles: alice-bob has no puzzles: ");
  rejected(run({"puzzles", "generic", "--count", "0"}, "2 1\n1 2\n"), "--count needs a whole number from 1");
  rejected(run({"puzzles", "generic", "--count"}, "2 1\n1 2\n"), "--count needs a whole number");
  rejected(run({"puzzles", "generic", "--seed", "-1"}, "2 1\n1 2\n"), "--seed needs a whole number");
  rejected(run({"puzzles", "generic", "--min-plies", "x"}, "2 1\n1 2\n"), "got 'x'");
  rejected(run({"puzzles", "cop-thief", "--misere"}, "1 2\nPT\n"), "unknown option '--misere'");
  rejected(run({"puzzles", "generic", "--json"}, "2 1\n1 2\n"), "unknown option '--json'");
  rejected(run({"puzzles", "generic"}, "3 1\n1 4\n"), "whowins puzzles generic: line 2: vertex 4 is out of range");
  rejected(run({"puzzles", "cop-thief"}, "2 2\nP.\n..\n"), "whowins puzzles cop-thief:");
  rejected(run({"puzzles", "cat-mouse"}, "[[1],[2],[0]]"), "whowins puzzles cat-mouse:");

  CHECK_THAT(run({"--help"}, "").out, Contains("whowins puzzles <game>"));
  const auto h = run({"puzzles", "--help"}, "");
  CHECK(h.status == 0);
  CHECK_THAT(h.out, Contains("--min-plies"));
  CHECK_THAT(h.out, Contains("generic cop-thief cat-mouse"));
  CHECK(run({"puzzles", "generic", "--help"}, "").status == 0);
}

TEST_CASE("GraphSolve::puzzles gives the CLI's lines, errors for alice-bob and before the end",
          "[puzzles][graph-solve]") {
  std::mt19937_64 rng(31);
  for (bool misere : {false, true}) {
    const std::uint32_t n = 200;
    const fixtures::Edges e = fixtures::random_edges(rng, n, 260);
    std::vector<std::uint32_t> from, to;
    for (auto [a, b] : e) from.push_back(a - 1), to.push_back(b - 1);
    GraphSolve s("generic", n, from, to, misere);
    CHECK(s.puzzles(5, 1, 1).error == "the graph is not solved yet");
    while (!s.advance(50)) {
    }
    const PuzzleLines lines = s.puzzles(20, 9, 2);
    CHECK(lines.error.empty());
    std::vector<std::string_view> args = {"puzzles", "generic", "--count", "20", "--seed", "9", "--min-plies", "2"};
    if (misere) args.push_back("--misere");
    CHECK(lines.json == run(args, fixtures::edge_text(n, e)).out);
    CHECK(lines.count == json_lite::parse_lines(lines.json).size());
    CHECK_FALSE(s.puzzles(0, 1, 1).error.empty());
  }
  GraphSolve ab("alice-bob", 2, {0}, {1}, false);
  while (!ab.advance(10)) {
  }
  CHECK_THAT(ab.puzzles(5, 1, 1).error, Contains("alice-bob has no puzzles"));
  TwoTokenSolve bad = TwoTokenSolve::cop_thief(1, 2, "PX");
  CHECK_FALSE(bad.puzzles(5, 1, 1).error.empty());
}

TEST_CASE("puzzles: a win longer than 1024 plies gives the first 1024 plies of its line", "[puzzles]") {
  // A chain 1 -> 2 -> ... -> 3000: vertex v wins (or loses) in 3000 - v plies. Each chain
  // vertex also moves to 3001, which wins at once (3001 -> 3002, a dead end): a second move
  // that always loses, so no puzzle is a forced move and the chain's values stay the same.
  fixtures::Edges e;
  for (std::uint32_t v = 1; v < 3000; ++v) e.emplace_back(v, v + 1);
  for (std::uint32_t v = 1; v < 3000; ++v) e.emplace_back(v, 3001);
  e.emplace_back(3001, 3002);
  const std::string text = fixtures::edge_text(3002, e);
  const auto ps = puzzles_of({"generic", "--count", "3000"}, text);
  CHECK(ps.size() == 1500);  // the odd distances: 2999, 2997, ..., 1 plies
  const RuleGame g = puzzle_check::generic_rules(text, false);
  const auto val = puzzle_check::naive_values(g);
  for (const auto& z : ps) puzzle_check::check_puzzle(g, val, z);
  CHECK(ps.front().at("plies").integer() == 2999);
  CHECK(ps.front().at("line").items.size() == 1024);
  CHECK(ps.front().at("followups").integer() == 511);
}
