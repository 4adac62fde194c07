// Designs exactly as written (issue 26): every step kind through the CLI, a game that stops is
// not endless play, self-loops are moves, an `on` end whose letter marks no cell never fires,
// UTF-8 in and out, and a reference solver written from docs/design.md's text (design_reference.hpp)
// against `whowins design --json` on random designs of every rule, position by position.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <map>
#include <random>
#include "core/retrograde.hpp"
#include "design/design.hpp"
#include "design/design_game.hpp"
#include "design/design_bits.hpp"
#include "design/design_solve.hpp"
#include "io/text_writer.hpp"
#include "design_reference.hpp"
#include "fixtures.hpp"
#include "io/text_bytes.hpp"
#include "json_lite.hpp"

using Catch::Matchers::Contains;
using namespace design_ref;

namespace {

// Whether two tokens' rules are the same game (the engine may number them as one multiset):
// named steps as their offsets, a leaper's range ignored, lists sorted.
std::vector<long> rule_key(const RefDesign& d, const RefMoves& m) {
  std::vector<long> k;
  std::vector<std::pair<int, int>> dirs;
  bool leaper = false;
  if (d.grid) {
    if (m.steps == "rook" || m.steps == "queen") dirs.insert(dirs.end(), {{-1, 0}, {1, 0}, {0, -1}, {0, 1}});
    if (m.steps == "bishop" || m.steps == "queen") dirs.insert(dirs.end(), {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}});
    if (m.steps == "knight")
      dirs = {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}}, leaper = true;
    if (m.steps == "offsets") dirs = m.offsets, leaper = true;
  }
  std::sort(dirs.begin(), dirs.end());
  dirs.erase(std::unique(dirs.begin(), dirs.end()), dirs.end());
  for (auto [a, b] : dirs) k.push_back(a), k.push_back(b);
  k.push_back(9999);
  k.push_back(leaper ? 1 : m.range);
  k.push_back(m.stay);
  std::vector<int> f = m.forbid;
  std::sort(f.begin(), f.end());
  k.insert(k.end(), f.begin(), f.end());
  k.push_back(-1);
  k.push_back(m.blocked == "none" ? 0 : m.blocked == "own" ? 1 : 2);
  k.push_back(m.own_edges);
  for (auto [a, b] : m.edges) k.push_back(a * 1000 + b);
  return k;
}

// A state with interchangeable tokens' places sorted among themselves.
std::vector<int> canonical(const std::vector<std::vector<long>>& keys, const std::vector<int>& side_of,
                           std::vector<int> pl) {
  for (std::size_t a = 0; a < pl.size(); ++a)
    for (std::size_t b = a + 1; b < pl.size(); ++b)
      if (side_of[a] == side_of[b] && keys[a] == keys[b] && pl[b] < pl[a]) std::swap(pl[a], pl[b]);
  return pl;
}

int place_of(const RefDesign& d, const json_lite::Value& v) {
  return d.grid ? static_cast<int>(v[0].integer()) * d.cols() + static_cast<int>(v[1].integer())
                : static_cast<int>(v.integer());
}

// Compares `whowins design --json` with the reference solution, position by position (outcome
// for the mover, winner, depth; the best move is legal and keeps the value). Returns the number
// of mismatches (each one INFO'd).
std::size_t compare_with_cli(const RefDesign& d) {
  const std::string text = d.json();
  const auto r = fixtures::run({"design", "--json"}, text);
  INFO(text);
  INFO(r.err);
  REQUIRE(r.status == 0);
  const RefSolution ref = solve(d);
  std::vector<std::vector<long>> keys;
  for (int s = 0; s < 2; ++s)
    for (const RefToken& t : d.sides[s].tokens) keys.push_back(rule_key(d, t.moves));
  const json_lite::Value out = json_lite::parse(r.out);
  // The output's tokens, matched to the reference's by side and start (tokens of a side that
  // start on one place have the same rule in the designs made here, so any match is right).
  const auto& tokens = out.at("tokens").items;
  REQUIRE(tokens.size() == ref.tokens);
  std::vector<int> ref_of(tokens.size(), -1);
  std::vector<char> used(ref.tokens, 0);
  for (std::size_t j = 0; j < tokens.size(); ++j) {
    const int side = tokens[j].at("side").text == d.sides[0].name ? 0 : 1;
    const int start = place_of(d, tokens[j].at("start"));
    int base = side == 0 ? 0 : static_cast<int>(d.sides[0].tokens.size());
    for (std::size_t t = 0; t < d.sides[side].tokens.size(); ++t)
      if (!used[base + t] && d.sides[side].tokens[t].start == start) {
        ref_of[j] = base + static_cast<int>(t);
        used[base + t] = 1;
        break;
      }
    REQUIRE(ref_of[j] >= 0);
  }
  auto ref_state = [&](const json_lite::Value& pos_places, int mover) {
    std::vector<int> pl(ref.tokens);
    for (std::size_t j = 0; j < tokens.size(); ++j) pl[ref_of[j]] = place_of(d, pos_places[j]);
    return std::pair<int, std::vector<int>>{mover, canonical(keys, ref.side_of, pl)};
  };
  auto side_index = [&](const json_lite::Value& name) {
    return name.kind == json_lite::Value::Null ? -1 : name.text == d.sides[0].name ? 0 : 1;
  };
  std::map<std::pair<int, std::vector<int>>, std::size_t> seen;
  std::size_t bad = 0;
  std::string why;  // the first few mismatches, in words
  auto note = [&](const std::string& what) {
    if (bad <= 5) why += what + "\n";
  };
  for (const auto& pos : out.at("positions").items) {
    const int mover = side_index(pos.at("mover"));
    const auto key = ref_state(pos.at("places"), mover);
    const std::size_t i = ref.index.at(key);
    ++seen[key];
    const RefValue want = ref.value[i];
    const RefValue got{side_index(pos.at("winner")),
                       pos.at("depth").kind == json_lite::Value::Null ? kNone : pos.at("depth").integer()};
    const char letter = want.winner < 0 ? 'D' : want.winner == mover ? 'W' : 'L';
    if (!(got == want) || pos.at("outcome").text != std::string(1, letter)) {
      ++bad;
      std::string pl;
      for (int p : key.second) pl += std::to_string(p) + " ";
      note("places " + pl + "mover " + std::to_string(mover) + ": engine winner " + std::to_string(got.winner) +
           " depth " + std::to_string(got.depth) + ", reference winner " + std::to_string(want.winner) + " depth " +
           std::to_string(want.depth));
      continue;
    }
    // The best move: none at an end; else a legal move that keeps the value (a win one ply
    // sooner, a loss one ply later, a draw, a win by rule for its winner).
    const auto& best = pos.at("best");
    if (ref.terminal[i] != -3) {
      if (best.kind != json_lite::Value::Null) ++bad, note("a best move from an end");
      continue;
    }
    if (best.kind == json_lite::Value::Null) {
      ++bad;
      note("no best move from a position with moves");
      continue;
    }
    const auto best_key = ref_state(best, 1 - mover);
    const std::size_t q = ref.index.at(best_key);
    bool legal = false;  // some move of the reference lands on the same multiset
    for (std::size_t n : ref.succ[i]) legal = legal || canonical(keys, ref.side_of, ref.state[n]) == best_key.second;
    if (!legal) {
      ++bad;
      note("the best move is not a move");
      continue;
    }
    const RefValue after = ref.value[q];
    bool ok = true;
    if (want.winner == mover && want.depth != kNone) ok = after.winner == mover && after.depth == want.depth - 1;
    // A win by the limit is read with a fresh clock at every position (the limit counts from
    // where the game starts): a move spends a ply of it, so the next position's own value may
    // differ; the endless rule has no clock.
    else if (want.winner == mover)
      ok = d.limit_plies >= 0 || after.winner == mover;
    else if (want.winner < 0)
      ok = after.winner < 0;
    else if (want.depth != kNone)
      ok = after.winner == want.winner && after.depth == want.depth - 1;
    if (!ok) {
      ++bad;
      note("the best move does not keep the value: mover " + std::to_string(mover) + " winner " +
           std::to_string(want.winner) + " depth " + std::to_string(want.depth) + " -> winner " +
           std::to_string(after.winner) + " depth " + std::to_string(after.depth));
    }
  }
  // Every reference state appears (as its multiset).
  std::set<std::pair<int, std::vector<int>>> all;
  for (std::size_t i = 0; i < ref.state.size(); ++i)
    all.insert({ref.mover[i], canonical(keys, ref.side_of, ref.state[i])});
  for (const auto& k : all)
    if (!seen.count(k)) {
      ++bad;
      note("a position missing from the output");
      break;
    }
  // The answer line: the winner from the start, the first side to move.
  std::vector<int> start;
  for (int s = 0; s < 2; ++s)
    for (const RefToken& t : d.sides[s].tokens) start.push_back(t.start);
  const RefValue sv = ref.value[ref.index.at({d.first, start})];
  const auto a = fixtures::run({"design"}, text);
  CHECK(a.out == (sv.winner < 0 ? std::string("draw") : d.sides[sv.winner].name) + "\n");
  INFO(why);
  CHECK(bad == 0);
  return bad;
}

RefMoves random_moves(std::mt19937_64& rng, const RefDesign& d) {
  RefMoves m;
  const std::vector<int> places = d.places();
  if (d.grid) {
    static const char* kinds[] = {"rook", "bishop", "queen", "knight", "offsets"};
    m.steps = kinds[rng() % 5];
    if (m.steps == "offsets") {
      const int k = 1 + rng() % 3;
      for (int i = 0; i < k; ++i) {
        int dr = static_cast<int>(rng() % 5) - 2, dc = static_cast<int>(rng() % 5) - 2;
        if (dr == 0 && dc == 0) dc = 1;
        m.offsets.emplace_back(dr, dc);
      }
    }
  }
  m.range = static_cast<int>(rng() % 3);  // 0 (no limit), 1, 2
  m.stay = rng() % 2;
  if (rng() % 4 == 0) m.forbid.push_back(places[rng() % places.size()]);
  if (rng() % 3 == 0) m.blocked = rng() % 2 ? "own" : "all";
  if (!d.grid && rng() % 4 == 0) {
    m.own_edges = true;
    const int k = static_cast<int>(rng() % (d.n + 2));
    for (int i = 0; i < k; ++i) m.edges.emplace_back(rng() % d.n, rng() % d.n);
    std::sort(m.edges.begin(), m.edges.end());
    m.edges.erase(std::unique(m.edges.begin(), m.edges.end()), m.edges.end());
  }
  return m;
}

RefDesign random_design(std::mt19937_64& rng) {
  RefDesign d;
  d.grid = rng() % 2;
  if (d.grid) {
    const int rows = 1 + rng() % 3, cols = 2 + rng() % 2;
    for (int r = 0; r < rows; ++r) {
      std::string row;
      for (int c = 0; c < cols; ++c) row += rng() % 7 == 0 ? '#' : rng() % 4 == 0 ? 'E' : rng() % 5 == 0 ? 'F' : '.';
      d.rows.push_back(row);
    }
    if (d.places().size() < 2) d.rows[0][0] = '.', d.rows[0][1] = '.';
  } else {
    d.n = 2 + rng() % 4;
    const int m = static_cast<int>(rng() % (d.n + 3));
    for (int k = 0; k < m; ++k) d.edges.emplace_back(rng() % d.n, rng() % d.n);  // self-loops included
    d.directed = rng() % 2;
  }
  const std::vector<int> places = d.places();
  int counts[2] = {1 + static_cast<int>(rng() % 2), 1 + static_cast<int>(rng() % 2)};
  // Now and then many tokens (up to 5 a side, 6 in all) on a small board.
  if (places.size() <= 4 && rng() % 4 == 0) {
    counts[0] = 1 + static_cast<int>(rng() % 5);
    counts[1] = 1 + static_cast<int>(rng() % (6 - counts[0]));
  }
  d.sides[0].name = "a";
  d.sides[1].name = "b";
  static const char* stuck[] = {"loses", "wins", "draw"};
  for (int s = 0; s < 2; ++s) {
    RefSide& side = d.sides[s];
    side.team = rng() % 2 ? "all" : "one";
    side.stuck = stuck[rng() % 3];
    const RefMoves shared = random_moves(rng, d);
    for (int t = 0; t < counts[s]; ++t) {
      RefToken token;
      token.moves = rng() % 3 ? shared : random_moves(rng, d);
      // Tokens of a side on one start share its rule (so the output's tokens match by start).
      token.start = places[rng() % places.size()];
      for (const RefToken& o : side.tokens)
        if (o.start == token.start) token.moves = o.moves;
      token.moves.forbid.erase(std::remove(token.moves.forbid.begin(), token.moves.forbid.end(), token.start),
                               token.moves.forbid.end());
      for (RefToken& o : side.tokens)
        if (o.start == token.start) o.moves = token.moves;
      side.tokens.push_back(token);
    }
  }
  d.first = rng() % 2;
  const int ends = static_cast<int>(rng() % 4);
  for (int e = 0; e < ends; ++e) {
    RefEnd end;
    end.meet = rng() % 2;
    end.winner = rng() % 2;
    end.side = rng() % 2;
    if (!end.meet) {
      if (d.grid && rng() % 2)
        end.letters = rng() % 3 ? "E" : rng() % 2 ? "FE" : "X";  // X marks no cell
      else
        end.cells.push_back(places[rng() % places.size()]);
    }
    d.ends.push_back(end);
  }
  // A letter given as cells must mark a cell for the JSON reader only when... it never has to.
  d.endless = static_cast<int>(rng() % 3) - 1;
  if (rng() % 5 == 0) d.limit_plies = 1 + static_cast<int>(rng() % 6), d.limit_winner = rng() % 2;
  return d;
}

RefDesign grid_duel(const std::vector<std::string>& rows, RefMoves hunter, RefMoves prey, int hunter_start,
                    int prey_start) {
  RefDesign d;
  d.rows = rows;
  d.sides[0].name = "hunter";
  d.sides[1].name = "prey";
  d.sides[0].tokens.push_back({hunter_start, hunter});
  d.sides[1].tokens.push_back({prey_start, prey});
  d.ends.push_back(RefEnd{});  // meet → hunter
  d.ends[0].winner = 0;
  d.endless = 1;
  return d;
}

}  // namespace

TEST_CASE("design exact: random designs of every rule equal the reference solver from SPEC §8, position by position",
          "[design][reference]") {
  std::mt19937_64 rng(2611);
  std::size_t designs = 0, positions = 0, mismatches = 0, blocked_teams = 0, own_edges = 0, many = 0, offsets = 0;
  for (int k = 0; k < 400; ++k) {
    const RefDesign d = random_design(rng);
    for (const RefSide& side : d.sides) {
      bool blocked = false;
      for (const RefToken& t : side.tokens) {
        blocked = blocked || t.moves.blocked != "none";
        own_edges += t.moves.own_edges;
        offsets += t.moves.steps == "offsets";
      }
      blocked_teams += blocked && side.team == "all" && side.tokens.size() > 1;
    }
    many += d.sides[0].tokens.size() + d.sides[1].tokens.size() >= 5;
    positions += solve(d).state.size();
    const std::size_t bad = compare_with_cli(d);
    CHECK(bad == 0);
    mismatches += bad;
    ++designs;
  }
  CHECK(designs == 400);
  // Every rule is exercised: blocked tokens moving as a team, a token's own edges, offsets, 5–6 tokens.
  CHECK(blocked_teams >= 10);
  CHECK(own_edges >= 10);
  CHECK(offsets >= 20);
  CHECK(many >= 3);
  CHECK(positions > 50000);
  CHECK(mismatches == 0);
}

TEST_CASE("design exact: every step kind through the CLI, offsets included", "[design][reference][cli]") {
  const std::vector<std::string> board{".....", "..#..", ".....", "....."};
  RefMoves prey;
  prey.steps = "rook";
  prey.stay = true;
  for (const char* kind : {"rook", "bishop", "queen", "knight", "offsets"}) {
    for (int range : {0, 1, 2}) {
      RefMoves hunter;
      hunter.steps = kind;
      hunter.range = range;
      if (hunter.steps == "offsets") hunter.offsets = {{0, 1}, {-1, 2}, {2, -1}, {1, 0}};
      INFO(kind << " range " << range);
      CHECK(compare_with_cli(grid_duel(board, hunter, prey, 0, 19)) == 0);
    }
  }
  // The issue's case: a single offset [[0, 1]] is read (it was refused as out of range).
  RefMoves right;
  right.steps = "offsets";
  right.offsets = {{0, 1}};
  RefMoves still;  // the prey on (1, 4) may not step left: stuck, it loses on its first turn
  still.steps = "rook";
  still.forbid = {0, 1, 2};
  const RefDesign d = grid_duel({"...."}, right, still, 0, 3);
  const auto r = fixtures::run({"design"}, d.json());
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  CHECK(r.out == "hunter\n");
  CHECK(compare_with_cli(d) == 0);
  // Negative offsets and the largest: in range, whatever the sign.
  RefMoves far;
  far.steps = "offsets";
  far.offsets = {{-4096, 4096}, {0, -1}};
  RefMoves still_left = still;
  still_left.forbid = {1, 2, 3};
  CHECK(compare_with_cli(grid_duel({"...."}, far, still_left, 3, 0)) == 0);
  auto big = fixtures::run(
      {"design"},
      R"({"board": {"grid": ["P.T"]}, "sides": [{"name": "a", "tokens": [{"start": "P", "moves": {"steps": [[0, 4097]]}}]}, {"name": "b", "tokens": [{"start": "T", "moves": {"steps": "rook"}}]}], "first": "a", "ends": []})");
  CHECK(big.status == 2);
  CHECK_THAT(big.err, Contains("sides[0].tokens[0].moves.steps[0][1]: 4097 is out of range -4096..4096"));
}

TEST_CASE("design exact: a game that stops in a draw is not endless play", "[design][reference]") {
  // The issue's example: a is stuck at once (no moves) and its stuck rule is a draw.
  const std::string issue =
      R"({"board":{"graph":{"n":2,"edges":[[0,1]],"directed":true}},"sides":[{"name":"a","stuck":"draw","tokens":[{"start":1,"moves":{}}]},{"name":"b","tokens":[{"start":0,"moves":{}}]}],"first":"a","ends":[],"endless":"b"})";
  const auto r = fixtures::run({"design"}, issue);
  CHECK(r.status == 0);
  CHECK(r.out == "draw\n");
  const auto j = fixtures::run({"design", "--json"}, issue);
  CHECK_THAT(j.out,
             Contains("\"start\":{\"mover\":\"a\",\"places\":[1,0],\"outcome\":\"D\",\"winner\":null,\"depth\":null"));
  // A choice: from 0, a may go to 1 (a dead end: stuck, a draw) or around the cycle 0 ⇄ 2
  // forever (endless play: b's win). a stops the game; b, to move at 2, cannot prevent it.
  RefDesign d;
  d.grid = false;
  d.n = 4;
  d.directed = true;
  d.edges = {{0, 1}, {0, 2}, {2, 0}, {3, 3}};
  d.sides[0] = {"a", {{0, RefMoves{}}}, "all", "draw"};
  d.sides[1] = {"b", {{3, RefMoves{}}}, "all", "loses"};
  d.endless = 1;
  CHECK(compare_with_cli(d) == 0);
  CHECK(fixtures::run({"design"}, d.json()).out == "draw\n");
  const RefSolution s = solve(d);
  CHECK(s.value[s.index.at({0, {0, 3}})].winner == -1);  // a at 0 heads for the dead end
  CHECK(s.value[s.index.at({0, {2, 3}})].winner == -1);
  // Without the dead end, a can only circle: b wins by endless play.
  d.edges = {{0, 2}, {2, 0}, {3, 3}};
  CHECK(fixtures::run({"design"}, d.json()).out == "b\n");
  CHECK(compare_with_cli(d) == 0);
}

TEST_CASE("design exact: a self-loop edge on a graph board is a move that stays", "[design][reference]") {
  // a at 0 has only a self-loop: it can move (stay), so it is never stuck; b at 1 has no edge.
  RefDesign d;
  d.grid = false;
  d.n = 2;
  d.directed = true;
  d.edges = {{0, 0}};
  d.sides[0] = {"a", {{0, RefMoves{}}}, "all", "loses"};
  d.sides[1] = {"b", {{1, RefMoves{}}}, "all", "loses"};
  CHECK(fixtures::run({"design"}, d.json()).out == "a\n");  // a stays; b is stuck and loses
  CHECK(compare_with_cli(d) == 0);
  d.edges.clear();
  CHECK(fixtures::run({"design"}, d.json()).out == "b\n");  // without it a is stuck at once
  // With range 2 and undirected edges too.
  d.directed = false;
  d.n = 3;
  d.edges = {{0, 1}, {1, 1}, {1, 2}};
  d.sides[0].tokens[0].moves.range = 2;
  d.sides[1].tokens[0].start = 2;
  CHECK(compare_with_cli(d) == 0);
}

TEST_CASE("design exact: an `on` end whose letter marks no cell is legal and never fires",
          "[design][reference][cop-thief]") {
  // Police and thief on a board without exits (docs/design.md, "The built-in games as designs") = whowins cop-thief.
  const std::vector<std::string> rows{"P....", ".*.*.", "....T"};
  const std::string design = R"({"board": {"grid": ["P....", ".*.*.", "....T"], "walls": "*"},
    "sides": [{"name": "police", "tokens": [{"start": "P", "moves": {"steps": "queen", "range": 1, "stay": true}}]},
              {"name": "thief", "tokens": [{"start": "T", "moves": {"steps": "rook", "range": 1, "stay": true}}]}],
    "first": "police",
    "ends": [{"when": "meet", "winner": "police"}, {"when": "on", "side": "thief", "cells": "E", "winner": "thief"}]})";
  const auto r = fixtures::run({"design"}, design);
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  const auto built_in = fixtures::run({"cop-thief"}, "3 5\nP....\n.*.*.\n....T\n");
  CHECK(r.out == (built_in.out == "WIN\n" ? "police\n" : built_in.out == "LOSS\n" ? "thief\n" : "draw\n"));
  // The design reader notes it for the page.
  const whowins::Design d = whowins::parse_design(design);
  REQUIRE(d.notes.size() == 1);
  CHECK(d.notes[0].path == "ends[1].cells");
  CHECK_THAT(d.notes[0].message, Contains("no cell is marked 'E'"));
  CHECK(d.notes[0].line == 5);
  // Same rules from the reference: the end never fires.
  RefDesign ref;
  ref.rows = {"P..", "...", "..T"};
  RefMoves queen, rook;
  queen.steps = "queen";
  queen.stay = true;
  rook.steps = "rook";
  rook.stay = true;
  ref.sides[0] = {"police", {{0, queen}}, "all", "loses"};
  ref.sides[1] = {"thief", {{8, rook}}, "all", "loses"};
  ref.ends.push_back(RefEnd{});
  RefEnd exit;
  exit.meet = false;
  exit.side = 1;
  exit.letters = "E";
  exit.winner = 1;
  ref.ends.push_back(exit);
  CHECK(compare_with_cli(ref) == 0);
  // A start or a forbid letter that marks no cell is still an error.
  const auto bad = fixtures::run(
      {"design"},
      R"({"board": {"grid": ["P.T"]}, "sides": [{"name": "a", "tokens": [{"start": "P", "moves": {"steps": "rook", "forbid": "Z"}}]}, {"name": "b", "tokens": [{"start": "T", "moves": {"steps": "rook"}}]}], "first": "a", "ends": []})");
  CHECK(bad.status == 2);
  CHECK_THAT(bad.err, Contains("sides[0].tokens[0].moves.forbid: no cell is marked 'Z'"));
}

TEST_CASE("design exact: text is UTF-8 and no message quotes a raw byte", "[design][hostile][parse]") {
  auto rejected = [](std::initializer_list<std::string_view> args, const std::string& text, const std::string& says) {
    const auto r = fixtures::run(args, text);
    INFO(whowins::clean_message(text));
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK_THAT(r.err, Contains(says));
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    CHECK(whowins::clean_message(r.err.substr(0, r.err.size() - 1)) ==
          r.err.substr(0, r.err.size() - 1));  // valid UTF-8, no control bytes
  };
  const std::string good =
      R"({"name": "NAME", "board": {"grid": ["P.T"]}, "sides": [{"name": "a", "tokens": [{"start": "P", "moves": {"steps": "rook"}}]}, {"name": "b", "tokens": [{"start": "T", "moves": {"steps": "rook"}}]}], "first": "a", "ends": []})";
  auto with_name = [&](const std::string& name) {
    std::string s = good;
    s.replace(s.find("NAME"), 4, name);
    return s;
  };
  // Valid UTF-8 in a string is kept, written as it is into --json.
  const auto ok = fixtures::run({"design", "--json"}, with_name("Chat et souris \xC3\xA9t\xC3\xA9 \xF0\x9F\x90\xAD"));
  CHECK(ok.status == 0);
  CHECK_THAT(ok.out, Contains("\"name\":\"Chat et souris \xC3\xA9t\xC3\xA9 \xF0\x9F\x90\xAD\""));
  // Invalid UTF-8: a lone continuation byte, a cut sequence, an overlong form, a surrogate.
  rejected({"design"}, with_name("caf\xE9"), "line 1: invalid UTF-8: byte 0xE9");
  rejected({"design"}, with_name("\x80"), "line 1: invalid UTF-8: byte 0x80");
  rejected({"design"}, with_name("\xC0\xAF"), "invalid UTF-8: byte 0xC0");
  rejected({"design"}, with_name("\xED\xA0\x80"), "invalid UTF-8: byte 0xED");
  rejected({"design"}, "{\n\"name\": \"ok\",\n\"board\": \"\xFF\"}", "line 3: invalid UTF-8: byte 0xFF");
  // A doubled byte-order mark, and a raw byte outside strings.
  const std::string bom = "\xEF\xBB\xBF";
  rejected({"design"}, bom + bom + good, "byte 0xEF");
  rejected({"design"}, "{\xC3\xA9}", "line 1: expected a quoted member name");
  // The other readers write bytes the same way.
  rejected({"generic"}, "2 1\n1 \xEF\n",
           "line 2: expected an edge's second vertex b (a whole number), found byte 0xEF");
  rejected({"generic"}, "2 1\n1 2 \xC3\xA9\n", "line 2: unexpected byte 0xC3 byte 0xA9 after");
  rejected({"cop-thief"}, "1 3\nP\xEFT\n", "line 2: unknown character byte 0xEF at column 2");
  rejected({"cat-mouse"}, "[[1],[0\xFF]]", "byte 0xFF");
  rejected({"cop-number"}, "2 1\n1 \xFE\n", "byte 0xFE");
}

TEST_CASE("design exact: clean_message and token_words", "[parse]") {
  using whowins::clean_message;
  using whowins::token_words;
  CHECK(token_words("abc") == "'abc'");
  CHECK(token_words("12\xEF") == "'12' byte 0xEF");
  CHECK(token_words("\xEF\xBB\xBF"
                    "1") == "byte 0xEF byte 0xBB byte 0xBF '1'");
  CHECK(token_words("") == "''");
  CHECK(clean_message("a\nb") == "a?b");
  CHECK(clean_message("\xC3\xA9 \xE9!") == "\xC3\xA9 byte 0xE9!");
  CHECK(whowins::byte_words('x') == "'x'");
  CHECK(whowins::byte_words(0x7F) == "byte 0x7F");
}

// A design of the cop-thief shape (docs/rules.md#police-and-thief written as a design, either side the police) is
// solved by the bit-parallel kernel: the same values as the queue engine at every position, the
// same --json bytes; a design one rule away keeps the queue engine.
TEST_CASE("design kernel: police and thief designs take the bit-parallel kernel, equal to the queue engine",
          "[design][kernel]") {
  std::mt19937_64 rng(27);
  auto design = [&](const std::vector<std::string>& rows, bool police_first_side, bool exits, const std::string& first,
                    const std::string& extra) {
    const std::string police =
        R"({"name": "police", "tokens": [{"start": "P", "moves": {"steps": "queen", "range": 1, "stay": true}}]})";
    const std::string thief =
        R"({"name": "thief", "tokens": [{"start": "T", "moves": {"steps": "rook", "range": 1, "stay": true}}]})";
    std::string grid;
    for (const auto& r : rows) grid += (grid.empty() ? "\"" : ", \"") + r + "\"";
    return R"({"board": {"grid": [)" + grid + R"(], "walls": "*"}, "sides": [)" +
           (police_first_side ? police + ", " + thief : thief + ", " + police) + R"(], "first": ")" + first +
           R"(", "ends": [{"when": "meet", "winner": "police"})" +
           (exits ? R"(, {"when": "on", "side": "thief", "cells": "E", "winner": "thief"})" : "") + "]" + extra + "}";
  };
  std::size_t kernels = 0, compared = 0;
  for (int k = 0; k < 40; ++k) {
    const int rows = 2 + rng() % 5, cols = 2 + rng() % 6;
    std::vector<std::string> b(rows, std::string(cols, '.'));
    for (auto& r : b)
      for (char& c : r) c = rng() % 5 == 0 ? '*' : rng() % 9 == 0 ? 'E' : '.';
    b[0][0] = 'P';
    b[rows - 1][cols - 1] = 'T';
    const bool side0 = rng() % 2, exits = rng() % 3 != 0;
    const std::string text = design(b, side0, exits, rng() % 2 ? "police" : "thief", "");
    INFO(text);
    const whowins::Design d = whowins::parse_design(text);
    REQUIRE(d.police_side == (side0 ? 0 : 1));
    const whowins::DesignGame<> game(d);
    const whowins::DesignSolution by_kernel = whowins::solve_design(game);
    REQUIRE(by_kernel.by_kernel());
    const whowins::DesignSolution by_queue(whowins::solve(game), {});
    std::size_t bad = 0;
    for (whowins::Position p = 0; p < game.position_count(); ++p) {
      const auto a = by_kernel.value(game, p), q = by_queue.value(game, p);
      bad += a.winner != q.winner || a.depth != q.depth || a.by_rule != q.by_rule;
      bad += whowins::design_best_move(game, by_kernel, p) != whowins::design_best_move(game, by_queue, p);
      ++compared;
    }
    CHECK(bad == 0);
    ++kernels;
    // The CLI's --json through the kernel = the queue engine's bytes.
    whowins::TextWriter w;
    whowins::write_design_json(w, game, by_queue);
    CHECK(fixtures::run({"design", "--json"}, text).out == w.str());
  }
  CHECK(kernels == 40);
  CHECK(compared > 10000);
  // One rule away from the shape: the queue engine.
  const std::vector<std::string> b{"P...", "..*.", "...T"};
  for (const std::string extra :
       {std::string(R"(, "endless": "thief")"), std::string(R"(, "limit": {"plies": 5, "winner": "thief"})")})
    CHECK(whowins::parse_design(design(b, true, false, "police", extra)).police_side == -1);
  std::string range2 = design(b, true, true, "police", "");
  range2.replace(range2.find(R"("range": 1)"), 10, R"("range": 2)");
  CHECK(whowins::parse_design(range2).police_side == -1);
  std::string thief_wins_meet = design(b, true, false, "police", "");
  thief_wins_meet.replace(thief_wins_meet.find(R"("winner": "police")"), 18, R"("winner": "thief")");
  CHECK(whowins::parse_design(thief_wins_meet).police_side == -1);
}

TEST_CASE(
    "design kernel: the budget follows the kernel's bytes — police and thief on 181 x 181 is read, 182 x 182 refused "
    "with its count",
    "[design][kernel]") {
  auto open_board = [](int n) {
    std::string grid;
    for (int r = 0; r < n; ++r) {
      std::string row(n, '.');
      if (r == 0) row[0] = 'P';
      if (r == n - 1) row[n - 1] = 'T';
      grid += (r ? ", \"" : "\"") + row + "\"";
    }
    return R"({"board": {"grid": [)" + grid +
           R"(]}, "sides": [{"name": "police", "tokens": [{"start": "P", "moves": {"steps": "king", "stay": true}}]},
      {"name": "thief", "tokens": [{"start": "T", "moves": {"steps": "rook", "stay": true}}]}], "first": "police", "ends": [{"when": "meet", "winner": "police"}]})";
  };
  const whowins::Design d = whowins::parse_design(open_board(181));
  CHECK(d.police_side == 0);
  CHECK(d.position_count == 2ull * 32761 * 32761);
  const auto r = fixtures::run({"design"}, open_board(182));
  CHECK(r.status == 2);
  CHECK_THAT(r.err, Contains("the design has 2,194,398,752 positions: past the memory budget of 3 GiB"));
}

using namespace whowins;
namespace {

// The bit engine's plain values against the queue engine's, position by position, for every
// token it could take as its bit token; and its hold solve against design_hold_set. Returns
// the positions compared.
// Bit tokens tried with a team moving in stages, and with the bit token one of such a team.
int staged_tried = 0, staged_joint_tried = 0, staged_twins_tried = 0;

std::size_t compare_bit_engine(const std::string& text, std::size_t& mismatches, int& tokens_tried,
                               int& blocked_tried) {
  const Design d = parse_design(text);
  const DesignGame<> game(d);
  const Solution queue = solve(game);
  std::vector<std::uint8_t> held;
  if (design_needs_hold(d)) held = design_hold_set(game);
  std::size_t compared = 0;
  const int chosen = design_bit_token(d);
  bool any_eligible = false;
  for (int bit = 0; bit < static_cast<int>(d.tokens.size()); ++bit) {
    // Every token the engine could take (design_bit_token picks one of them).
    if (!design_bit_token_ok(d, bit)) {
      CHECK(chosen != bit);
      continue;
    }
    any_eligible = true;
    ++tokens_tried;
    blocked_tried += d.moves[d.tokens[bit].moves].blocked != DesignBlocked::kNone;
    const int bside = d.tokens[bit].side;
    staged_tried += design_bit_stages(d, bit, 0) + design_bit_stages(d, bit, 1) > 0;
    staged_joint_tried += design_bit_stages(d, bit, bside) > 0;
    for (const DesignGroup& g : d.groups)  // twins of a team in stages move one after another
      if (g.size > 1 && design_bit_stages(d, bit, g.side) > 0) {
        ++staged_twins_tried;
        break;
      }
    const DesignBitSolution bits = solve_design_bits(d, bit);
    for (Position p = 0; p < game.position_count(); ++p) {
      const auto [o, depth] = bits.plain(p);
      const bool same = o == queue.outcome[p] && (o == Outcome::Draw || depth == queue.depth[p]);
      if (!same) {
        if (mismatches < 5) {
          UNSCOPED_INFO(text << "\nbit token " << bit << ", position " << p << ": bits " << outcome_letter(o) << " "
                             << depth << ", queue " << outcome_letter(queue.outcome[p]) << " " << queue.depth[p]);
        }
        ++mismatches;
      }
      ++compared;
    }
    if (!held.empty()) {
      const DesignBitSolution hold = solve_design_bits(d, bit, 1 - d.endless);
      for (Position p = 0; p < game.position_count(); ++p) {
        const Outcome o = hold.plain(p).first;
        const bool h =
            (o == Outcome::Win && game.mover(p) != d.endless) || (o == Outcome::Loss && game.mover(p) == d.endless);
        if (h != static_cast<bool>(held[p])) {
          if (mismatches < 5) UNSCOPED_INFO(text << "\nbit token " << bit << ", hold solve, position " << p);
          ++mismatches;
        }
      }
    }
  }
  CHECK(any_eligible == (chosen >= 0));
  return compared;
}

}  // namespace

TEST_CASE(
    "design bits: the bit engine equals the queue engine on random designs of every rule, for every token it can take",
    "[design][bits]") {
  std::mt19937_64 rng(2727);
  std::size_t designs = 0, positions = 0, mismatches = 0;
  int tokens_tried = 0, blocked_tried = 0;
  const int rounds = std::getenv("WHOWINS_BITS_DESIGNS") ? std::atoi(std::getenv("WHOWINS_BITS_DESIGNS")) : 400;
  for (int k = 0; k < rounds; ++k) {
    const RefDesign d = random_design(rng);
    const std::size_t n = compare_bit_engine(d.json(), mismatches, tokens_tried, blocked_tried);
    designs += n > 0;
    positions += n;
  }
  CHECK(mismatches == 0);
  CHECK(designs >= 250);
  CHECK(tokens_tried >= 400);
  CHECK(blocked_tried >= 40);  // blocked bit tokens: their moves follow the others' places
  CHECK(positions > 30000);
  CHECK(staged_tried >= 25);  // teams moving a group at a time (and the test below)
}

TEST_CASE("design bits: a team moving all at once goes a group at a time in stages and equals the queue engine",
          "[design][bits]") {
  // Random designs whose one side is a team "all" of 2-3 tokens of their own rules, none
  // blocked: the engine moves them a group at a time through intermediate placements, with the
  // bit token on the other side or as the team's last mover.
  std::mt19937_64 rng(2828);
  std::size_t positions = 0, mismatches = 0;
  int tokens_tried = 0, blocked_tried = 0;
  const int before = staged_tried, before_joint = staged_joint_tried, before_twins = staged_twins_tried;
  for (int k = 0; k < 200; ++k) {
    RefDesign d = random_design(rng);
    const int s = static_cast<int>(rng() % 2);
    const int team = d.places().size() <= 6 ? 3 : 2;
    RefSide& side = d.sides[s];
    side.team = "all";
    side.tokens.clear();
    const std::vector<int> places = d.places();
    for (int t = 0; t < team; ++t) {
      RefToken token;
      token.moves = random_moves(rng, d);
      token.moves.blocked = "none";
      token.start = places[(rng() % places.size())];
      token.moves.forbid.erase(std::remove(token.moves.forbid.begin(), token.moves.forbid.end(), token.start),
                               token.moves.forbid.end());
      for (const RefToken& o : side.tokens)
        if (o.start == token.start) token.moves = o.moves;
      side.tokens.push_back(token);
    }
    RefSide& other = d.sides[1 - s];
    other.tokens.resize(1);
    positions += compare_bit_engine(d.json(), mismatches, tokens_tried, blocked_tried);
  }
  CHECK(mismatches == 0);
  CHECK(positions > 100000);
  INFO("staged " << staged_tried - before << ", joint " << staged_joint_tried - before_joint);
  CHECK(staged_tried - before >= 150);
  CHECK(staged_joint_tried - before_joint >= 60);
  INFO("twins " << staged_twins_tried - before_twins);
  CHECK(staged_twins_tried - before_twins >= 40);
}

TEST_CASE("design bits: boards of several words (shifts across words, walls, slides) equal the queue engine",
          "[design][bits]") {
  std::mt19937_64 rng(64);
  std::size_t mismatches = 0, positions = 0;
  int tokens_tried = 0, blocked_tried = 0;
  for (int k = 0; k < 24; ++k) {
    RefDesign d = random_design(rng);
    // The same rules on a bigger grid: 6–12 rows of 7–13 columns (65–156 cells: 2–3 words).
    const int rows = 6 + static_cast<int>(rng() % 7), cols = 7 + static_cast<int>(rng() % 7);
    RefDesign big;
    big.grid = true;
    for (int r = 0; r < rows; ++r) {
      std::string row;
      for (int c = 0; c < cols; ++c) row += rng() % 9 == 0 ? '#' : rng() % 11 == 0 ? 'E' : '.';
      big.rows.push_back(row);
    }
    big.rows[0][0] = '.';
    const std::vector<int> places = big.places();
    big.sides[0].name = "a";
    big.sides[1].name = "b";
    const int tokens = 2 + (k % 3 == 0);
    for (int t = 0; t < tokens; ++t) {
      RefToken token;
      token.moves = random_moves(rng, big);
      token.moves.forbid.clear();
      if (rng() % 3 == 0) token.moves.forbid.push_back(places[rng() % places.size()]);
      token.start = places[rng() % places.size()];
      token.moves.forbid.erase(std::remove(token.moves.forbid.begin(), token.moves.forbid.end(), token.start),
                               token.moves.forbid.end());
      big.sides[t == 0 ? 0 : 1].tokens.push_back(token);
    }
    big.sides[1].team = rng() % 2 ? "all" : "one";
    big.sides[0].stuck = rng() % 2 ? "loses" : "draw";
    big.first = rng() % 2;
    big.ends = d.ends;
    for (RefEnd& e : big.ends) {
      e.cells.clear();
      if (!e.meet) e.letters = "E";
    }
    big.endless = d.endless;
    const std::size_t n = compare_bit_engine(big.json(), mismatches, tokens_tried, blocked_tried);
    positions += n;
  }
  CHECK(mismatches == 0);
  CHECK(tokens_tried >= 24);
  CHECK(positions > 1000000);
}

TEST_CASE("design bits: depths past 126 take a second code byte, exact", "[design][bits]") {
  // A cop chasing a robber along a path of 300 vertices (the robber is caught at its end): wins
  // up to 598 plies deep; and a king chasing a king along a 2 x 150 grid with walls (shifts, 298).
  std::string edges;
  for (int v = 0; v + 1 < 300; ++v) edges += (v ? ", [" : "[") + std::to_string(v) + ", " + std::to_string(v + 1) + "]";
  const std::string path = R"({"board": {"graph": {"n": 300, "edges": [)" + edges + R"(]}},
    "sides": [{"name": "cop", "tokens": [{"start": 0, "moves": {"stay": true}}]},
              {"name": "robber", "tokens": [{"start": 299, "moves": {"stay": true}}]}],
    "first": "cop", "ends": [{"when": "meet", "winner": "cop"}]})";
  std::string rows;
  for (int r = 0; r < 2; ++r) {
    std::string row;
    for (int c = 0; c < 150; ++c)
      row += (r == 1 && c % 4 == 2) ? '#' : (r == 0 && c == 0) ? 'C' : (r == 0 && c == 149) ? 'R' : '.';
    rows += (r ? ", \"" : "\"") + row + "\"";
  }
  const std::string grid = R"({"board": {"grid": [)" + rows + R"(]},
    "sides": [{"name": "cop", "tokens": [{"start": "C", "moves": {"steps": "king", "stay": true}}]},
              {"name": "robber", "tokens": [{"start": "R", "moves": {"steps": "king", "stay": true}}]}],
    "first": "cop", "ends": [{"when": "meet", "winner": "cop"}]})";
  for (const std::string& text : {path, grid}) {
    std::size_t mismatches = 0;
    int tried = 0, blocked = 0;
    const std::size_t n = compare_bit_engine(text, mismatches, tried, blocked);
    CHECK(n > 0);
    CHECK(mismatches == 0);
    const Design d = parse_design(text);
    const DesignBitSolution s = solve_design_bits(d, d.bit_token);
    CHECK(s.rounds > 200);
    CHECK(!s.high.empty());
  }
}

TEST_CASE("design cops: k cops and a robber take the cop-number kernel, equal to the queue engine",
          "[design][kernel][cop-number]") {
  std::mt19937_64 rng(9);
  std::size_t compared = 0, taken = 0;
  for (int k = 0; k < 60; ++k) {
    const int cops = 1 + static_cast<int>(rng() % 3);
    std::string board;
    if (k % 3 == 0) {  // a grid, king or rook steps, some walls
      const int rows = 2 + static_cast<int>(rng() % 4), cols = 2 + static_cast<int>(rng() % 4);
      std::string g;
      for (int r = 0; r < rows; ++r) {
        g += r ? ", \"" : "\"";
        for (int c = 0; c < cols; ++c)
          g += (r == 0 && c == 0) || (r == rows - 1 && c == cols - 1) || rng() % 6 ? '.' : '#';
        g += '"';
      }
      board = R"("board": {"grid": [)" + g + "]}";
    } else {  // an undirected graph with self-loops now and then
      const int n = 3 + static_cast<int>(rng() % 7);
      std::string e;
      for (int v = 1; v < n; ++v)
        e += (e.empty() ? "[" : ", [") + std::to_string(v) + ", " + std::to_string(rng() % v) + "]";
      for (int i = 0; i < n / 2; ++i) e += ", [" + std::to_string(rng() % n) + ", " + std::to_string(rng() % n) + "]";
      board = R"("board": {"graph": {"n": )" + std::to_string(n) + R"(, "edges": [)" + e + "]}}";
    }
    const bool grid = k % 3 == 0;
    const std::string steps = grid ? (rng() % 2 ? R"("steps": "king", )" : R"("steps": "rook", )") : "";
    std::string tokens;
    for (int c = 0; c < cops; ++c)
      tokens += std::string(c ? ", " : "") + R"({"start": )" + (grid ? "[0, 0]" : "0") + R"(, "moves": {)" + steps +
                R"("stay": true}})";
    const std::string robber =
        std::string(R"({"start": )") + (grid ? "\"R\"" : "1") + R"(, "moves": {)" + steps + R"("stay": true}})";
    const bool cops_first_side = rng() % 2;
    const std::string cop_side = R"({"name": "cops", "tokens": [)" + tokens + "]}";
    const std::string robber_side = R"({"name": "robber", "tokens": [)" + robber + "]}";
    std::string text = "{" + board + R"(, "sides": [)" +
                       (cops_first_side ? cop_side + ", " + robber_side : robber_side + ", " + cop_side) +
                       R"(], "first": ")" + (rng() % 2 ? "cops" : "robber") +
                       R"(", "ends": [{"when": "meet", "winner": "cops"}], "endless": "robber"})";
    if (grid) {  // the robber's start: the last cell
      const std::size_t at = text.find("\"]}");
      text[at - 1] = 'R';
    }
    INFO(text);
    const Design d = parse_design(text);
    REQUIRE(d.cops_side >= 0);
    CHECK(d.sides[d.cops_side].name == "cops");
    ++taken;
    const DesignGame<> game(d);
    const DesignSolution kernel = solve_design(game);
    REQUIRE(kernel.by_cops_kernel());
    const Solution queue = solve(game);
    for (Position p = 0; p < game.position_count(); ++p) {
      const auto [o, depth] = kernel.plain(p);
      INFO("position " << p);
      REQUIRE(o == queue.outcome[p]);
      if (o != Outcome::Draw) REQUIRE(depth == queue.depth[p]);
      ++compared;
    }
    // The answer and --stats as the queue engine gives them.
    CHECK(design_stats(game, kernel).win == design_stats(game, DesignSolution(Solution(queue), {})).win);
  }
  CHECK(taken == 60);
  CHECK(compared > 20000);
  // One rule away: not the shape (the robber may not stay; the cops move one at a time; a limit).
  const std::string base = R"({"board": {"graph": {"n": 4, "edges": [[0, 1], [1, 2], [2, 3], [3, 0]]}},
    "sides": [{"name": "cops", TEAM"tokens": [{"start": 0, "moves": {"stay": true}}, {"start": 0, "moves": {"stay": true}}]},
              {"name": "robber", "tokens": [{"start": 2, "moves": {STAY}}]}],
    "first": "cops", "ends": [{"when": "meet", "winner": "cops"}], "endless": "robber"LIMIT})";
  auto variant = [&](const std::string& team, const std::string& stay, const std::string& limit) {
    std::string t = base;
    t.replace(t.find("TEAM"), 4, team);
    t.replace(t.find("STAY"), 4, stay);
    t.replace(t.find("LIMIT"), 5, limit);
    return parse_design(t).cops_side;
  };
  CHECK(variant("", "\"stay\": true", "") == 0);
  CHECK(variant("", "", "") == -1);
  CHECK(variant("\"team\": \"one\", ", "\"stay\": true", "") == -1);
  CHECK(variant("", "\"stay\": true", ", \"limit\": {\"plies\": 9, \"winner\": \"cops\"}") == -1);
}
