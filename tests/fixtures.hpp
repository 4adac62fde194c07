// Shared test fixtures: graph builders, seeded random graphs and naive reference solvers.
#pragma once
#include <array>
#include <memory>
#include <string_view>
#include <cstdint>
#include <random>
#include <string>
#include <utility>
#include <vector>
#include "catalog/registry.hpp"
#include "cli/cli.hpp"
#include "core/csr_graph.hpp"
#include "core/outcome.hpp"
#include "session/open.hpp"

namespace fixtures {

using Edges = std::vector<std::pair<std::uint32_t, std::uint32_t>>;  // 1-indexed a -> b

inline whowins::CsrGraph make_graph(std::uint32_t n, const Edges& edges) {
  std::vector<std::uint32_t> from, to;
  for (auto [a, b] : edges) from.push_back(a - 1), to.push_back(b - 1);
  return whowins::CsrGraph::from_edges(n, from, to, /*with_successors=*/true);
}

// The game's session opened from its text as the CLI opens it (open_text_session), solved.
inline std::unique_ptr<whowins::Session> solved_session(std::string_view game, std::string_view text,
                                                        bool misere = false) {
  std::unique_ptr<whowins::Session> session = whowins::open_text_session(*whowins::find_game(game), text, misere);
  whowins::solve_to_end(*session);
  return session;
}

inline std::string edge_text(std::uint32_t n, const Edges& edges) {
  std::string s = std::to_string(n) + " " + std::to_string(edges.size()) + "\n";
  for (auto [a, b] : edges) s += std::to_string(a) + " " + std::to_string(b) + "\n";
  return s;
}

// A seeded random directed graph with n vertices and m edges (self-loops and repeats allowed).
inline Edges random_edges(std::mt19937_64& rng, std::uint32_t n, std::uint32_t m) {
  Edges e;
  for (std::uint32_t i = 0; i < m; ++i)
    e.emplace_back(1 + static_cast<std::uint32_t>(rng() % n), 1 + static_cast<std::uint32_t>(rng() % n));
  return e;
}

// A seeded random board of rows x cols cells (row-major, no line breaks): walls and exits
// with the given percentages, one police start P and one thief start T on distinct cells.
inline std::string random_board_cells(std::mt19937_64& rng, std::uint32_t rows, std::uint32_t cols, int wall_pct,
                                      int exit_pct) {
  std::string cells;
  for (std::uint32_t i = 0; i < rows * cols; ++i) {
    const int x = static_cast<int>(rng() % 100);
    cells += x < wall_pct ? '*' : x < wall_pct + exit_pct ? 'E' : '.';
  }
  const std::uint32_t p = static_cast<std::uint32_t>(rng() % (rows * cols));
  std::uint32_t t = static_cast<std::uint32_t>(rng() % (rows * cols - 1));
  if (t >= p) ++t;
  cells[p] = 'P';
  cells[t] = 'T';
  return cells;
}

struct CliResult {
  int status;
  std::string out, err;
};

inline CliResult run(std::vector<std::string_view> args, const std::string& input) {
  CliResult r;
  r.status = whowins::run_cli(
      args, [&] { return std::string_view(input); }, r.out, r.err);
  return r;
}

// Reference: the round-by-round fixpoint of docs/rules.md's outcome rules on an explicit successor list,
// written independently of the solver. Round k decides every position whose value follows
// from positions decided in rounds < k: a move to a Loss makes a Win, all moves to Wins make
// a Loss; the round is the depth. O(n * m), for small graphs only.
struct NaiveResult {
  std::vector<char> letter;  // 'W', 'L', 'D'
  std::vector<long> depth;   // -1 for draws
};

// succ[p] = distinct successors; end[p] = 'W'/'L' for end positions, 0 otherwise.
inline NaiveResult naive_solve(const std::vector<std::vector<std::uint32_t>>& succ, const std::vector<char>& end) {
  const std::size_t n = succ.size();
  NaiveResult r{std::vector<char>(n, 'D'), std::vector<long>(n, -1)};
  for (std::size_t p = 0; p < n; ++p)
    if (end[p]) r.letter[p] = end[p], r.depth[p] = 0;
  for (long round = 1;; ++round) {
    std::vector<std::pair<std::size_t, char>> decided;
    for (std::size_t p = 0; p < n; ++p) {
      if (r.letter[p] != 'D' || end[p] || succ[p].empty()) continue;
      bool to_loss = false, all_win = true;
      for (auto q : succ[p]) {
        const bool known = r.letter[q] != 'D' && r.depth[q] < round;
        if (known && r.letter[q] == 'L') to_loss = true;
        if (!(known && r.letter[q] == 'W')) all_win = false;
      }
      if (to_loss)
        decided.emplace_back(p, 'W');
      else if (all_win)
        decided.emplace_back(p, 'L');
    }
    if (decided.empty()) break;
    for (auto [p, c] : decided) r.letter[p] = c, r.depth[p] = round;
  }
  return r;
}

inline std::vector<std::vector<std::uint32_t>> distinct_successors(std::uint32_t n, const Edges& edges) {
  std::vector<std::vector<std::uint32_t>> succ(n);
  for (auto [a, b] : edges) {
    auto& row = succ[a - 1];
    bool seen = false;
    for (auto w : row) seen |= w == b - 1;
    if (!seen) row.push_back(b - 1);
  }
  return succ;
}

// Reference for `generic`: letters and depths per vertex.
inline NaiveResult naive_generic(std::uint32_t n, const Edges& edges, bool misere) {
  auto succ = distinct_successors(n, edges);
  std::vector<char> end(n, 0);
  for (std::uint32_t v = 0; v < n; ++v)
    if (succ[v].empty()) end[v] = misere ? 'W' : 'L';
  return naive_solve(succ, end);
}

// Reference for `alice-bob` straight from the characterisation in NEERC 2016 G's two-pass solution
// (docs/rules.md#alice-and-bob), by naive fixpoints: endless positions first (Alice keeps the game going, Bob wants it
// to end), then normal play on the rest, leftovers are Alice's. Returns the two output lines A and B.
inline std::pair<std::string, std::string> naive_alice_bob(std::uint32_t n, const Edges& edges) {
  auto succ = distinct_successors(n, edges);
  // endless[v][s]: s = 0 Alice to move, 1 Bob to move. Start with "all endless", remove
  // positions that provably end until nothing changes (greatest fixpoint).
  std::vector<std::array<bool, 2>> endless(n, {true, true});
  for (bool changed = true; changed;) {
    changed = false;
    for (std::uint32_t v = 0; v < n; ++v) {
      // Alice's position stays endless iff some move leads to an endless Bob position.
      bool alice = false;
      for (auto w : succ[v]) alice |= endless[w][1];
      // Bob's position stays endless iff it has moves and all lead to endless Alice positions.
      bool bob = !succ[v].empty();
      for (auto w : succ[v]) bob &= endless[w][0];
      if (endless[v][0] && !alice) endless[v][0] = false, changed = true;
      if (endless[v][1] && !bob) endless[v][1] = false, changed = true;
    }
  }
  // Normal play on the non-endless positions, as a least fixpoint.
  std::vector<std::array<char, 2>> value(n, {'?', '?'});  // W/L for the mover
  for (std::uint32_t v = 0; v < n; ++v)
    if (succ[v].empty()) value[v] = {'L', 'L'};
  for (bool changed = true; changed;) {
    changed = false;
    for (std::uint32_t v = 0; v < n; ++v)
      for (int s = 0; s < 2; ++s) {
        if (endless[v][s] || value[v][s] != '?') continue;
        bool to_loss = false, all_win = true;
        for (auto w : succ[v]) {
          if (endless[w][1 - s]) continue;
          if (value[w][1 - s] == 'L') to_loss = true;
          if (value[w][1 - s] != 'W') all_win = false;
        }
        if (to_loss)
          value[v][s] = 'W', changed = true;
        else if (all_win)
          value[v][s] = 'L', changed = true;
      }
  }
  std::string a, b;
  for (std::uint32_t v = 0; v < n; ++v) {
    a += endless[v][0] ? 'D' : value[v][0] == '?' ? 'W' : value[v][0];
    b += endless[v][1] ? 'D' : value[v][1] == '?' ? 'L' : value[v][1];
  }
  return {a, b};
}

// Cat and mouse (LeetCode 913) as a design on a graph given as adjacency lists: the mouse starts on 1 and moves
// first, the cat on 2 and never onto the hole 0; with `endless` ("mouse", "cat" or "draw"), that rule for endless play.
inline std::string cat_mouse_design(const std::vector<std::vector<std::uint32_t>>& g, const std::string& endless = "") {
  std::string adj;
  for (const auto& l : g) {
    std::string inner;
    for (auto v : l) inner += (inner.empty() ? "" : ",") + std::to_string(v);
    adj += (adj.empty() ? "[" : ",[") + inner + "]";
  }
  return R"({"board": {"graph": {"adjacency": [)" + adj + R"(]}},
    "sides": [{"name": "cat", "stuck": "draw", "tokens": [{"start": 2, "moves": {"forbid": [0]}}]},
              {"name": "mouse", "tokens": [{"start": 1, "moves": {}}]}],
    "first": "mouse",)" +
         (endless.empty() ? std::string() : R"( "endless": ")" + endless + R"(",)") + R"(
    "ends": [{"when": "meet", "winner": "cat"}, {"when": "on", "side": "mouse", "cells": [0], "winner": "mouse"}]})";
}

}  // namespace fixtures
