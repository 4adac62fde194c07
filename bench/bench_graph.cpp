// bench_graph: our generic pipeline (parse_edge_list -> CsrGraph::from_edges -> retrograde
// solve -> W/L/D line) against the seeds' way (istream >> , vector<vector<int>> adj_rev,
// seed 004's recursive dfs), phase by phase, on reproducible random graphs and DAGs.
//
//   bench_graph [--reps R] [--quick]       prints a markdown table (best of R runs, default 3)
//   bench_graph --write-input FILE [--n N] [--m M] [--dag] [--seed S]
//                                          writes one generated input as text (for bench/run.sh)
//   bench_graph --alice-bob-phases FILE [--reps R]
//                                          times our alice-bob pipeline's phases on FILE (one row)
//
// Every graph has no repeated edge (as seed 001 guarantees; seed 004's degree count needs it)
// and may have self-loops (random graphs only). Both pipelines start from the same text in
// memory; the answers must be identical or the program aborts.
#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "bench_args.hpp"
#include "core/csr_graph.hpp"
#include "games/alice_bob.hpp"
#include "games/generic.hpp"
#include "core/retrograde.hpp"
#include "catalog/registry.hpp"
#include "io/edge_list.hpp"
#include "io/text_writer.hpp"
#include "session/graph_solve.hpp"
#include "session/open.hpp"
#include "graph_baselines.hpp"

namespace {

// ---- reproducible generation ------------------------------------------------------------

// std::mt19937_64 is fully specified by the standard; the distributions are not, so use our
// own: a uniform integer in [0, bound) by the multiply-high method (bias < 2^-40 here).
__extension__ typedef unsigned __int128 u128;  // g++/clang; __extension__ keeps -Wpedantic quiet
struct Rng {
  std::mt19937_64 engine;
  explicit Rng(std::uint64_t seed) : engine(seed) {}
  std::uint64_t below(std::uint64_t bound) {
    return static_cast<std::uint64_t>((static_cast<u128>(engine()) * bound) >> 64);
  }
};

struct Edge {
  std::uint32_t a, b;  // 0-indexed a -> b
};

// m distinct edges on n vertices, in random order. Random graph: a and b uniform (self-loops
// allowed). DAG: x < y uniform, then both renamed through a random permutation, so vertex
// numbers say nothing about the order.
std::vector<Edge> generate(std::uint32_t n, std::uint64_t m, bool dag, std::uint64_t seed) {
  Rng rng(seed);
  std::vector<std::uint32_t> perm(n);
  for (std::uint32_t i = 0; i < n; ++i) perm[i] = i;
  if (dag)
    for (std::uint32_t i = n; i > 1; --i) std::swap(perm[i - 1], perm[rng.below(i)]);
  auto random_edge = [&]() -> std::uint64_t {
    std::uint64_t a, b;
    if (dag) {
      do {
        a = rng.below(n);
        b = rng.below(n);
      } while (a == b);
      if (a > b) std::swap(a, b);
      a = perm[a], b = perm[b];
    } else {
      a = rng.below(n);
      b = rng.below(n);
    }
    return a * n + b;
  };
  std::vector<std::uint64_t> keys;
  keys.reserve(m);
  while (keys.size() < m) {  // draw, then drop repeats and draw again for the shortfall
    while (keys.size() < m) keys.push_back(random_edge());
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  }
  for (std::uint64_t i = m; i > 1; --i) std::swap(keys[i - 1], keys[rng.below(i)]);
  std::vector<Edge> edges(m);
  for (std::uint64_t i = 0; i < m; ++i)
    edges[i] = {static_cast<std::uint32_t>(keys[i] / n), static_cast<std::uint32_t>(keys[i] % n)};
  return edges;
}

// The input text: "n m", then "a b" per line, 1-indexed.
std::string to_text(std::uint32_t n, const std::vector<Edge>& edges) {
  std::string s;
  s.resize(24 + edges.size() * 16);
  char* p = s.data();
  auto put = [&](std::uint64_t v, char after) {
    p = std::to_chars(p, p + 24, v).ptr;
    *p++ = after;
  };
  put(n, ' ');
  put(edges.size(), '\n');
  for (const Edge& e : edges) {
    put(e.a + 1ull, ' ');
    put(e.b + 1ull, '\n');
  }
  s.resize(static_cast<std::size_t>(p - s.data()));
  return s;
}

// ---- timing -----------------------------------------------------------------------------

using Clock = std::chrono::steady_clock;
double ms_since(Clock::time_point& t) {
  const Clock::time_point now = Clock::now();
  const double ms = std::chrono::duration<double, std::milli>(now - t).count();
  t = now;
  return ms;
}

struct Phases {
  double parse = 1e300, build = 1e300, solve = 1e300, print = 1e300;
  void keep_min(const Phases& o) {
    parse = std::min(parse, o.parse);
    build = std::min(build, o.build);
    solve = std::min(solve, o.solve);
    print = std::min(print, o.print);
  }
  double total() const { return parse + build + solve + print; }
};

// Our pipeline, as `whowins generic` runs it (open_text_session's reading, then the session:
// split into its phases — its first advance() with a budget of the graph's size only builds it).
std::string run_session(const std::string& text, Phases& ph, const char* game, std::uint64_t bytes_per_vertex,
                        std::uint64_t bytes_per_edge) {
  Clock::time_point t = Clock::now();
  whowins::EdgeList edges = whowins::parse_edge_list(text, bytes_per_vertex, bytes_per_edge);
  ph.parse = ms_since(t);
  const std::uint64_t size = edges.from.size() + edges.vertex_count;
  whowins::GraphSolve solved(game, edges.vertex_count, std::move(edges.from), std::move(edges.to), false,
                             /*table=*/false);
  solved.advance(size);
  ph.build = ms_since(t);
  whowins::solve_to_end(solved);
  ph.solve = ms_since(t);
  whowins::TextWriter w;
  solved.write_answer(w);
  ph.print = ms_since(t);
  return std::move(w.str());  // edges and solved are freed after the clock stopped
}
std::string run_ours(const std::string& text, Phases& ph) {
  return run_session(text, ph, "generic", whowins::kGenericBytesPerVertex, whowins::kGenericBytesPerEdge);
}

std::string run_seeds_way(const std::string& text, Phases& ph) {
  Clock::time_point t = Clock::now();
  seeds_way::ParsedEdges edges = seeds_way::parse(text);
  ph.parse = ms_since(t);
  seeds_way::build(edges);
  ph.build = ms_since(t);
  seeds_way::solve();
  ph.solve = ms_since(t);
  std::string out = seeds_way::print();
  ph.print = ms_since(t);
  seeds_way::clear();
  return out;
}

// Our alice-bob pipeline, as `whowins alice-bob` runs it (split up as run_ours).
std::string run_ours_alice_bob(const std::string& text, Phases& ph) {
  return run_session(text, ph, "alice-bob", whowins::kAliceBobBytesPerVertex, whowins::kAliceBobBytesPerEdge);
}

std::string read_file(const char* path) {
  std::FILE* f = std::fopen(path, "rb");
  if (!f) return {};
  std::string s;
  char buf[1 << 16];
  for (std::size_t got; (got = std::fread(buf, 1, sizeof buf, f)) > 0;) s.append(buf, got);
  std::fclose(f);
  return s;
}

struct Case {
  const char* name;
  std::uint32_t n;
  std::uint64_t m;
  bool dag;
  std::uint64_t seed;
};

using bench::die;
using bench::parse_uint;

std::string fmt(const char* f, double v) {
  char b[64];
  std::snprintf(b, sizeof b, f, v);
  return b;
}

}  // namespace

int main(int argc, char** argv) {
  bench::program_name = "bench_graph";
  int reps = 3;
  bool quick = false;
  const char* write_input = nullptr;
  const char* alice_bob_file = nullptr;
  std::uint64_t n = 1000000, m = 2000000, seed = 1;
  bool dag = false;
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    auto value = [&]() -> const char* {
      if (i + 1 >= argc) die(std::string("missing value after ") + argv[i]);
      return argv[++i];
    };
    if (a == "--reps")
      reps = static_cast<int>(parse_uint(value(), "--reps"));
    else if (a == "--quick")
      quick = true;
    else if (a == "--write-input")
      write_input = value();
    else if (a == "--alice-bob-phases")
      alice_bob_file = value();
    else if (a == "--n")
      n = parse_uint(value(), "--n");
    else if (a == "--m")
      m = parse_uint(value(), "--m");
    else if (a == "--seed")
      seed = parse_uint(value(), "--seed");
    else if (a == "--dag")
      dag = true;
    else
      die("unknown option '" + std::string(a) + "' (see the comment at the top of bench/bench_graph.cpp)");
  }
  if (reps < 1) die("--reps must be at least 1");

  if (write_input) {
    if (n < 2 || n > 100000000 || m > n * (n - 1) / 2) die("unsupported --n/--m");
    const std::string text =
        to_text(static_cast<std::uint32_t>(n), generate(static_cast<std::uint32_t>(n), m, dag, seed));
    std::FILE* f = std::fopen(write_input, "wb");
    if (!f || std::fwrite(text.data(), 1, text.size(), f) != text.size() || std::fclose(f) != 0)
      die(std::string("cannot write ") + write_input);
    return 0;
  }

  if (alice_bob_file) {
    const std::string text = read_file(alice_bob_file);
    if (text.empty()) die(std::string("cannot read ") + alice_bob_file);
    Phases best;
    double pass1 = 1e300, pass2 = 1e300;
    for (int r = 0; r < reps; ++r) {
      Phases ph;
      run_ours_alice_bob(text, ph);
      best.keep_min(ph);
      // The two passes alone, as SolvedAliceBob's constructor runs them (the rest of its
      // solve time is the combined map it builds from them).
      whowins::EdgeList edges =
          whowins::parse_edge_list(text, whowins::kAliceBobBytesPerVertex, whowins::kAliceBobBytesPerEdge);
      const whowins::CsrGraph graph = whowins::CsrGraph::from_edges(edges.vertex_count, edges.from, edges.to);
      Clock::time_point t = Clock::now();
      const whowins::AliceBobEndingGame ending(graph);
      const whowins::Solution s1 = whowins::solve(ending);
      pass1 = std::min(pass1, ms_since(t));
      const whowins::AliceBobWinnerGame winner(graph, s1.outcome);
      const whowins::Solution s2 = whowins::solve(winner);
      pass2 = std::min(pass2, ms_since(t));
    }
    std::printf(
        "| parse | build | solve (both passes) | of which pass 1 | of which pass 2 | print | total |\n"
        "|--:|--:|--:|--:|--:|--:|--:|\n");
    std::printf("| %.1f | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f |\n", best.parse, best.build, best.solve, pass1,
                pass2, best.print, best.total());
    return 0;
  }

  std::vector<Case> cases = {
      {"random", 100000, 200000, false, 1},
      {"random", 1000000, 2000000, false, 2},
      {"random", 1000000, 5000000, false, 3},
      {"DAG", 1000000, 5000000, true, 4},
  };
  if (quick) cases.resize(1);
  std::string verdicts;  // target (b): build + solve at least 4x faster at m = 5e6

  std::printf(
      "| graph | n | m | decided | ours parse | ours build | ours solve | ours print | ours total "
      "| seeds' parse | seeds' build | seeds' solve | seeds' print | seeds' total "
      "| build+solve seeds'/ours | end-to-end seeds'/ours |\n");
  std::printf("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n");
  std::fflush(stdout);
  for (const Case& c : cases) {
    const std::string text = to_text(c.n, generate(c.n, c.m, c.dag, c.seed));
    Phases ours, base;
    std::string answer;
    for (int r = 0; r < reps; ++r) {
      Phases po, pb;
      std::string a = run_ours(text, po);
      std::string b = run_seeds_way(text, pb);
      if (a != b) {
        std::size_t i = 0;
        while (i < a.size() && i < b.size() && a[i] == b[i]) ++i;
        die(std::string("ANSWERS DIFFER on ") + c.name + " n=" + std::to_string(c.n) + " m=" + std::to_string(c.m) +
            ": first at vertex " + std::to_string(i + 1) + " (ours '" + (i < a.size() ? a.substr(i, 1) : "") +
            "', seeds' way '" + (i < b.size() ? b.substr(i, 1) : "") + "')");
      }
      ours.keep_min(po);
      base.keep_min(pb);
      answer = std::move(a);
    }
    const std::size_t draws = static_cast<std::size_t>(std::count(answer.begin(), answer.end(), 'D'));
    const double decided = 100.0 * static_cast<double>(c.n - draws) / c.n;
    std::printf("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", c.name,
                std::to_string(c.n).c_str(), std::to_string(c.m).c_str(), fmt("%.1f%%", decided).c_str(),
                fmt("%.1f", ours.parse).c_str(), fmt("%.1f", ours.build).c_str(), fmt("%.1f", ours.solve).c_str(),
                fmt("%.1f", ours.print).c_str(), fmt("%.1f", ours.total()).c_str(), fmt("%.1f", base.parse).c_str(),
                fmt("%.1f", base.build).c_str(), fmt("%.1f", base.solve).c_str(), fmt("%.1f", base.print).c_str(),
                fmt("%.1f", base.total()).c_str(),
                fmt("%.2f×", (base.build + base.solve) / (ours.build + ours.solve)).c_str(),
                fmt("%.2f×", base.total() / ours.total()).c_str());
    std::fflush(stdout);
    if (c.m == 5000000) {
      const double r = (base.build + base.solve) / (ours.build + ours.solve);
      verdicts += std::string("- ") + c.name + ": " + fmt("%.2f×", r) + (r >= 4 ? " — MET" : " — NOT MET") + "\n";
    }
  }
  std::printf(
      "\nTimes in ms, best of %d runs per phase; both pipelines start from the same text in memory and "
      "their W/L/D answers were checked identical.\n",
      reps);
  if (!verdicts.empty())
    std::printf("\nTarget (b), build + solve at least 4× faster than the seeds' way at m = 5e6:\n%s", verdicts.c_str());
  return 0;
}
