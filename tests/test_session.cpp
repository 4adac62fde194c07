// Tests of the one Session interface (session/session.hpp): every game opened by open_session as
// the registry says answers the same questions consistently — places and positions round-trip,
// moves come best first and start with best_move, best lines follow best moves, a game's own
// fast map equals the interface's general one — and a board solved as police and thief answers
// exactly as the same board written as a design; and every game's session opened from the
// CLI's text writes exactly what the CLI prints.
#include <catch2/catch.hpp>
#include <algorithm>
#include <random>
#include "fixtures.hpp"
#include "catalog/registry.hpp"
#include "core/best_move.hpp"
#include "session/open.hpp"

using namespace whowins;

namespace {

std::unique_ptr<Session> solved(std::string_view game, SessionInput in, std::mt19937_64& rng) {
  auto s = open_session(game, std::move(in));
  INFO(s->error());
  REQUIRE(s->error().empty());
  while (!s->advance(1 + rng() % 200)) {
  }
  REQUIRE(s->error().empty());
  REQUIRE(s->done());
  return s;
}

// Every position: the interface's answers agree with each other. (Alice and Bob's values come
// from two passes, not from the values after each move: its moves are not ranked by them.)
void check_consistent(Session& s) {
  const bool minimax = s.game() != "alice-bob";
  INFO(s.game());
  const auto tokens = s.tokens();
  std::size_t bad = 0, positions = 0;
  for (std::uint32_t p = 0; p < s.position_count(); ++p) {
    const Session::Value v = s.value(p);
    if (v.outcome > 2) continue;
    ++positions;
    const std::vector<std::uint32_t> at = s.places(p);
    bad += at.size() != tokens.size();
    bad += s.position(s.mover(p), at) != p;
    const std::vector<std::uint32_t> moves = s.moves(p);
    for (std::size_t i = 1; minimax && i < moves.size(); ++i) {
      const Session::Value a = s.value(moves[i - 1]), b = s.value(moves[i]);
      bad += move_rank(Outcome(a.outcome), a.depth) > move_rank(Outcome(b.outcome), b.depth);
    }
    // The best move is the first of the moves, or an equal one; none at an end.
    const std::uint32_t best = s.best_move(p);
    if (v.end || moves.empty())
      bad += best != Session::kNone;
    else if (!minimax)
      bad += best != moves.front();
    else {
      const Session::Value a = s.value(best), b = s.value(moves.front());
      bad += move_rank(Outcome(a.outcome), a.depth) != move_rank(Outcome(b.outcome), b.depth);
      // A win is won in depth plies: the best move goes to a loss one ply shorter.
      if (v.outcome == 1 && !v.by_rule) bad += a.outcome != 2 || a.depth + 1 != v.depth;
    }
    const std::vector<std::uint32_t> line = s.best_line(p, 4);
    if (!line.empty()) bad += line.front() != best;
  }
  CHECK(positions > 0);
  CHECK(bad == 0);
}

// The game's own map (an override) equals the interface's general one, for every token.
void check_maps(Session& s, std::mt19937_64& rng) {
  for (int k = 0; k < 20; ++k) {
    const std::uint32_t p = static_cast<std::uint32_t>(rng() % s.position_count());
    if (s.places(p).empty()) continue;
    for (std::uint32_t t = 0; t < s.tokens().size(); ++t)
      for (int mover = 0; mover < 2; ++mover) {
        const bool ok = s.fill_map(p, t, mover);
        const auto outcomes = s.map_outcomes();
        const auto depths = s.map_depths();
        REQUIRE(s.Session::fill_map(p, t, mover) == ok);
        CHECK(outcomes == s.map_outcomes());
        CHECK(depths == s.map_depths());
      }
  }
}

std::vector<std::uint32_t> zero_based(const fixtures::Edges& e, bool from_side) {
  std::vector<std::uint32_t> v;
  for (auto [a, b] : e) v.push_back((from_side ? a : b) - 1);
  return v;
}

}  // namespace

TEST_CASE("Session: the registry says how each game opens, and every game answers consistently", "[session]") {
  std::mt19937_64 rng(2828);
  CHECK(session_kind_name(find_game("generic")->session) == "graph");
  CHECK(session_kind_name(find_game("cop-thief")->session) == "cop-thief");
  CHECK(session_kind_name(find_game("cat-mouse")->session) == "cat-mouse");
  CHECK(session_kind_name(find_game("design")->session) == "design");
  for (int iter = 0; iter < 12; ++iter) {
    const std::uint32_t n = 3 + static_cast<std::uint32_t>(rng() % 12);
    const auto edges = fixtures::random_edges(rng, n, static_cast<std::uint32_t>(rng() % (3 * n)));
    for (const char* game : {"generic", "alice-bob"}) {
      SessionInput in;
      in.n = n, in.from = zero_based(edges, true), in.to = zero_based(edges, false);
      auto s = solved(game, in, rng);
      CHECK(s->game() == game);
      CHECK(s->position_count() == std::uint64_t{n} * (std::string(game) == "alice-bob" ? 2 : 1));
      check_consistent(*s);
    }
    SessionInput board;
    board.rows = 2 + static_cast<std::uint32_t>(rng() % 4), board.cols = 2 + static_cast<std::uint32_t>(rng() % 4);
    board.cells = fixtures::random_board_cells(rng, board.rows, board.cols, 20, 5);
    auto b = solved("cop-thief", board, rng);
    CHECK(b->limit() == "copThief");
    check_consistent(*b);
    check_maps(*b, rng);
    // Cat and mouse on a ring with chords (every node with a neighbour; the hole is node 0).
    SessionInput pair;
    std::vector<std::vector<std::uint32_t>> adj(n);
    for (std::uint32_t v = 0; v < n; ++v) {
      const std::uint32_t w = (v + 1) % n;
      adj[v].push_back(w), adj[w].push_back(v);
    }
    for (auto& l : adj) {
      std::sort(l.begin(), l.end());
      l.erase(std::unique(l.begin(), l.end()), l.end());
    }
    pair.offsets.push_back(0);
    for (const auto& l : adj) {
      pair.neighbours.insert(pair.neighbours.end(), l.begin(), l.end());
      pair.offsets.push_back(static_cast<std::uint32_t>(pair.neighbours.size()));
    }
    auto c = solved("cat-mouse", pair, rng);
    CHECK(c->limit() == "catMouse");
    check_consistent(*c);
    check_maps(*c, rng);
  }
  SessionInput d;
  d.text = R"({"board": {"grid": ["K..", "...", "..k"]}, "sides": [
    {"name": "white", "tokens": [{"start": "K", "moves": {"steps": "king", "stay": true}}]},
    {"name": "black", "tokens": [{"start": "k", "moves": {"steps": "knight"}}]}],
    "first": "white", "ends": [{"when": "meet", "winner": "white"}], "endless": "draw"})";
  auto ds = solved("design", d, rng);
  check_consistent(*ds);
  check_maps(*ds, rng);
}

TEST_CASE("Session: a board as police and thief answers as the same board written as a design", "[session]") {
  std::mt19937_64 rng(2829);
  for (int iter = 0; iter < 20; ++iter) {
    SessionInput board;
    board.rows = 2 + static_cast<std::uint32_t>(rng() % 5), board.cols = 2 + static_cast<std::uint32_t>(rng() % 5);
    board.cells = fixtures::random_board_cells(rng, board.rows, board.cols, 25, 8);
    std::string grid;
    for (std::uint32_t r = 0; r < board.rows; ++r)
      grid += (r ? ", \"" : "\"") + board.cells.substr(std::size_t{r} * board.cols, board.cols) + "\"";
    SessionInput d;
    d.text = R"({"board": {"grid": [)" + grid + R"(], "walls": "*"}, "sides": [
      {"name": "police", "tokens": [{"start": "P", "moves": {"steps": "queen", "range": 1, "stay": true}}]},
      {"name": "thief", "tokens": [{"start": "T", "moves": {"steps": "rook", "range": 1, "stay": true}}]}],
      "first": "police", "ends": [{"when": "meet", "winner": "police"}, {"when": "on", "side": "thief", "cells": "E", "winner": "thief"}]})";
    INFO(d.text);
    auto a = solved("cop-thief", board, rng);
    auto b = solved("design", d, rng);
    // Places by grid cell: the board's places are its free cells, the design's too.
    const auto ca = a->place_cells(), cb = b->place_cells();
    REQUIRE(ca == cb);
    CHECK(b->start() == b->position(a->mover(a->start()), a->places(a->start())));
    std::size_t bad = 0;
    for (std::uint32_t p = 0; p < a->position_count(); ++p) {
      const Session::Value va = a->value(p);
      if (va.outcome > 2) continue;
      const std::uint32_t q = b->position(a->mover(p), a->places(p));
      REQUIRE(q != Session::kNone);
      const Session::Value vb = b->value(q);
      bad += va.outcome != vb.outcome || va.depth != vb.depth || va.winner != vb.winner || va.end != vb.end;
    }
    CHECK(bad == 0);
  }
}

TEST_CASE("Session: every game's session opened from the CLI's text writes what the CLI prints", "[session][cli]") {
  // One input per session kind; the design is small enough for its JSON to fit a test.
  const auto input_of = [](SessionKind kind) -> std::string {
    switch (kind) {
      case SessionKind::kGraph:
        return "5 6\n1 2\n2 3\n3 1\n3 4\n4 5\n5 4\n";
      case SessionKind::kCopThief:
        return "3 4\nP..E\n.*..\n..T.\n";
      case SessionKind::kCatMouse:
        return "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]";
      case SessionKind::kCops:  // a 5-cycle (2 cops) and a path of 3 (1 cop): two pieces
        return "8 7\n1 2\n2 3\n3 4\n4 5\n5 1\n6 7\n7 8\n";
      case SessionKind::kSum:
        return "5 6\n1 2\n2 3\n3 1\n3 4\n4 5\n5 4\n2 1 4\n3 5 5 2\n";
      case SessionKind::kDesign:
        return R"({"board": {"grid": ["K..", "...", "..k"]}, "sides": [
          {"name": "white", "tokens": [{"start": "K", "moves": {"steps": "king", "stay": true}}]},
          {"name": "black", "tokens": [{"start": "k", "moves": {"steps": "knight"}}]}],
          "first": "white", "ends": [{"when": "meet", "winner": "white"}], "endless": "draw"})";
    }
    return "";
  };
  for (const GameEntry& g : game_registry()) {
    INFO(g.id);
    const std::string text = input_of(g.session);
    const auto session = fixtures::solved_session(g.id, text);
    REQUIRE(session->done());
    // (The cop number has no verifier: its kernel's capture times are checked against a brute
    // force in tests/test_cop_number.cpp.)
    if (g.session != SessionKind::kCops) CHECK_FALSE(session->verify());
    TextWriter answer, json, stats, dot;
    REQUIRE(session->write_answer(answer));
    session->write_stats(stats);
    CHECK(answer.str() + stats.str() == fixtures::run({g.id, "--stats"}, text).out);
    if (g.flags & kNoMap) {  // its answer is not a map: no JSON, and the CLI has no --json
      CHECK_FALSE(session->write_json(json));
      CHECK(fixtures::run({g.id, "--json"}, text).status == 2);
    } else {
      REQUIRE(session->write_json(json));
      CHECK(json.str() == fixtures::run({g.id, "--json"}, text).out);
    }
    // Only the graph games draw their graph.
    const bool drawn = session->write_dot(dot);
    CHECK(drawn == (g.session == SessionKind::kGraph));
    if (!dot.str().empty()) CHECK(dot.str() == fixtures::run({g.id, "--dot"}, text).out);
    // The counts, taken on demand here, add up.
    const Stats& st = session->stats();
    CHECK(st.positions == st.win + st.loss + st.draw);
    if (g.flags & kPuzzles) {
      const PuzzleLines lines = session->puzzles(5, 1, 1, true, true);
      CHECK(lines.error.empty());
      CHECK(lines.json == fixtures::run({"puzzles", g.id, "--count", "5", "--kind", "all"}, text).out);
    }
  }
  // Bad text: the reader's error, naming the line, as the CLI prints it.
  try {
    open_text_session(*find_game("generic"), "3 2\n1 2\n1 4\n", false);
    FAIL("no error");
  } catch (const std::exception& e) {
    CHECK(std::string(e.what()) == "line 3: vertex 4 is out of range 1..3");
  }
}
