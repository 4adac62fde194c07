// bench_design: a designed game against the built-in solver of the same game, in one process.
// Cat and mouse (LeetCode 913) on a reproducible random connected graph of N nodes: the
// built-in `whowins cat-mouse` pipeline (make_cat_mouse_board -> TwoTokenGame -> solve) and
// the same game written as a design (parse_design -> DesignGame -> solve). Both solutions
// must agree position by position (the cat never in the hole) or the program aborts.
//
//   bench_design [--nodes N] [--reps R] [--seed S]     prints one markdown row per N
// Reports the median of R solves of each (default 5), the ratio design / built-in, and the
// design's peak bytes per position (move counter, value word, queue entry, solution).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <set>
#include <string>
#include <vector>
#include "bench_args.hpp"
#include "core/retrograde.hpp"
#include "design/design.hpp"
#include "design/design_game.hpp"
#include "design/cat_mouse_design.hpp"

using namespace whowins;

namespace {

std::vector<std::vector<std::uint32_t>> random_graph(std::uint32_t n, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<std::set<std::uint32_t>> adj(n);
  for (std::uint32_t v = 1; v < n; ++v) {
    const auto u = static_cast<std::uint32_t>(rng() % v);
    adj[v].insert(u);
    adj[u].insert(v);
  }
  for (std::uint32_t k = 0; k < 2 * n; ++k) {
    const auto a = static_cast<std::uint32_t>(rng() % n), b = static_cast<std::uint32_t>(rng() % n);
    if (a != b) {
      adj[a].insert(b);
      adj[b].insert(a);
    }
  }
  std::vector<std::vector<std::uint32_t>> g(n);
  for (std::uint32_t v = 0; v < n; ++v) g[v].assign(adj[v].begin(), adj[v].end());
  return g;
}

std::string design_text(const std::vector<std::vector<std::uint32_t>>& g) {
  std::string adj;
  for (const auto& l : g) {
    adj += adj.empty() ? "[" : ",[";
    for (std::size_t i = 0; i < l.size(); ++i) adj += (i ? "," : "") + std::to_string(l[i]);
    adj += "]";
  }
  return R"({"board": {"graph": {"adjacency": [)" + adj + R"(]}},
    "sides": [{"name": "cat", "stuck": "draw", "tokens": [{"start": 2, "moves": {"forbid": [0]}}]},
              {"name": "mouse", "tokens": [{"start": 1, "moves": {}}]}],
    "first": "mouse",
    "ends": [{"when": "meet", "winner": "cat"}, {"when": "on", "side": "mouse", "cells": [0], "winner": "mouse"}]})";
}

template <class F>
double ms(F&& f) {
  const auto t0 = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}
double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  bench::program_name = "bench_design";
  std::vector<std::uint32_t> sizes;
  std::uint64_t reps = 5, seed = 1728;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--nodes" && i + 1 < argc)
      sizes.push_back(static_cast<std::uint32_t>(bench::parse_uint(argv[++i], "--nodes")));
    else if (a == "--reps" && i + 1 < argc)
      reps = bench::parse_uint(argv[++i], "--reps");
    else if (a == "--seed" && i + 1 < argc)
      seed = bench::parse_uint(argv[++i], "--seed");
    else
      bench::die("usage: bench_design [--nodes N]... [--reps R] [--seed S]");
  }
  if (sizes.empty()) sizes = {500, 1000, 1500};
  std::printf(
      "| nodes | positions | built-in cat-mouse ms | design ms | design / built-in | design bytes per position (peak) "
      "|\n");
  std::printf("| ---: | ---: | ---: | ---: | ---: | ---: |\n");
  for (std::uint32_t n : sizes) {
    const auto g = random_graph(n, seed);
    AdjacencyList adj;
    adj.neighbours = g;
    adj.line_of_node.assign(n, 1);
    const TwoTokenBoard board = make_cat_mouse_board(adj);
    const Design design = parse_design(design_text(g));
    std::vector<double> a, b;
    Solution built, mine;
    for (std::uint64_t r = 0; r < reps; ++r) {
      // Alternate the order so neither always runs on a warm cache.
      auto run_built = [&] {
        a.push_back(ms([&] {
          const TwoTokenGame<> game(board);
          built = solve(game);
        }));
      };
      auto run_design = [&] {
        b.push_back(ms([&] {
          const DesignGame<> game(design);
          mine = solve(game);
        }));
      };
      if (r % 2) {
        run_design();
        run_built();
      } else {
        run_built();
        run_design();
      }
    }
    const TwoTokenGame<> game(board);
    for (Position p = 0; p < game.position_count(); ++p) {
      if (game.chaser(p) == 0) continue;
      if (built.outcome[p] != mine.outcome[p] || (built.outcome[p] != Outcome::Draw && built.depth[p] != mine.depth[p]))
        bench::die("the design and the built-in solver differ at position " + std::to_string(p));
    }
    const DesignGame<> dg(design);
    const double per = dg.max_move_count() < 255 ? 1 + 4 + 4 + 5 : 4 + 4 + 4 + 5;  // counter, value, queue, solution
    std::printf("| %u | %llu | %.1f | %.1f | %.2f | %.0f |\n", n,
                static_cast<unsigned long long>(design.position_count), median(a), median(b), median(b) / median(a),
                per);
  }
  return 0;
}
