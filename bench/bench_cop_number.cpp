// bench_cop_number: the k-cop game (games/cop_number.hpp) on reproducible random cubic graphs
// of 25, 50, 100, 150 and 200 vertices with 1, 2 and 3 cops, and on the hypercube Q6 with 1 to
// 4 cops: positions, solve time, memory, and whether k cops win (with the capture time).
//
//   bench_cop_number [--sizes 25,50,100,150,200] [--max-cops 3] [--seed S]
//                    [--hypercube D] [--hypercube-cops K]
//   bench_cop_number --graph N [--seed S]     the cubic graph of N vertices, in the generic
//                                             format (for whowins cop-number and the page)
//   bench_cop_number --symmetry [--no-pg5] [--threads N]
//                                             one placement per orbit of Aut(G) (games/cop_number_symmetry.hpp):
//                                             Petersen (3 cops), the dodecahedron (3), Q6 (4), the Robertson graph
//                                             (4), PG(2,q)'s incidence graph for q = 2..5 (q + 1 cops): |Aut|, orbits
//                                             against placements, bytes with and without symmetry, the answer, and
//                                             the times (the group, the table, the solve; the unreduced solve where
//                                             it stays under 1 GB)
// Prints a markdown table; the solve time (wall clock, and the thread's CPU time, for a shared
// machine) counts start(), the rounds and best(). Memory: what the solver holds once started
// (CopsGame::bytes(): per placement three bitsets of n bits and a capture time per vertex, 1
// byte while the rounds stay below 255, then 2), as allocated; the process's peak is printed
// at the end.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>
#include <sys/resource.h>
#include <time.h>
#include "bench_args.hpp"
#include "design/cop_number.hpp"
#include "core/automorphisms.hpp"
#include "core/parallel.hpp"
#include "games/cop_number.hpp"
#include "games/cop_number_symmetry.hpp"
#include "../tests/generators.hpp"

using namespace whowins;

namespace {
using generators::cubic;

// The CPU time of this thread (the solve's, whatever else the machine runs).
double cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

void row(const std::string& name, const std::vector<std::vector<std::uint32_t>>& g, int k) {
  const double c0 = cpu_seconds();
  const auto t0 = std::chrono::steady_clock::now();
  CopsGame game(g, k);
  game.start();
  const double bytes = double(game.bytes());
  while (!game.step()) {
  }
  const CopsGame::Best b = game.best();
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const double cpu = cpu_seconds() - c0;
  const std::uint64_t positions = CopsGame::positions(g.size(), k);
  std::printf("| %s | %d | %llu | %.2f | %.2f | %u | %.1f | %.2f | %s | %s |\n", name.c_str(), k,
              static_cast<unsigned long long>(positions), s, cpu, game.rounds(), bytes / 1e6, bytes / double(positions),
              b.win ? "yes" : "no", b.win ? std::to_string(b.rounds).c_str() : "—");
  std::fflush(stdout);
}
// A row of the symmetry table: the group, the reduced game (table, solve), and the unreduced game's bytes (solved
// too when it is at most 1 GB, for its time and to check the answer).
void symmetry_row(const std::string& name, int n, const generators::Edges& edges, int k) {
  const auto g = generators::adjacency(n, edges);
  const auto t0 = std::chrono::steady_clock::now();
  const Automorphisms aut = automorphisms(g);
  const auto t1 = std::chrono::steady_clock::now();
  SymmetricCopsGame reduced(g, aut.group, k);
  reduced.set_times(false);
  const auto t2 = std::chrono::steady_clock::now();
  reduced.solve();
  const auto t3 = std::chrono::steady_clock::now();
  const CopsGame::Best b = reduced.best();
  const std::uint64_t plain_bytes = CopsGame::bytes(static_cast<std::uint64_t>(n), 2 * edges.size(), k, false);
  std::string plain_time = "—", same = "—";
  if (plain_bytes <= 1'000'000'000) {
    const auto p0 = std::chrono::steady_clock::now();
    CopsGame plain(g, k);
    plain.set_times(false);
    plain.solve();
    const CopsGame::Best pb = plain.best();
    char text[32];
    std::snprintf(text, sizeof text, "%.2f",
                  std::chrono::duration<double>(std::chrono::steady_clock::now() - p0).count());
    plain_time = text;
    same = pb.win == b.win && pb.placement == b.placement && pb.rounds == b.rounds ? "yes" : "NO";
  }
  auto secs = [](auto a, auto z) { return std::chrono::duration<double>(z - a).count(); };
  std::printf(
      "| %s | %d | %d | %llu | %llu | %llu | %.1f | %.1f | %.2f | %s | %s | %.3f | %.2f | %.2f | %s |\n", name.c_str(),
      n, k, static_cast<unsigned long long>(aut.group.order()), static_cast<unsigned long long>(reduced.orbit_count()),
      static_cast<unsigned long long>(reduced.placement_count()), double(plain_bytes) / 1e3,
      double(reduced.bytes()) / 1e3, double(plain_bytes) / double(reduced.bytes()), b.win ? "yes" : "no",
      b.win ? std::to_string(b.rounds).c_str() : "—", secs(t0, t1), secs(t1, t2), secs(t2, t3), plain_time.c_str());
  std::printf("<!-- %s: the unreduced answer the same: %s -->\n", name.c_str(), same.c_str());
  std::fflush(stdout);
}

void symmetry_table(bool pg5) {
  std::printf(
      "| graph | n | cops | Aut | orbits stored | placements | kB without | kB with | saving | k cops "
      "win? | capture time | group s | table s | solve s | unreduced solve s |\n");
  std::printf(
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |\n");
  symmetry_row("Petersen", 10, generators::kPetersen, 3);
  symmetry_row("dodecahedron", 20, generators::dodecahedron(), 3);
  symmetry_row("Q6", 64, generators::hypercube(6), 4);
  symmetry_row("Robertson", 19, generators::robertson(), 4);
  for (int q = 2; q <= (pg5 ? 5 : 4); ++q)
    symmetry_row("PG(2," + std::to_string(q) + ")", 2 * (q * q + q + 1), generators::projective_plane_incidence(q),
                 q + 1);
}
}  // namespace

int main(int argc, char** argv) {
  bench::program_name = "bench_cop_number";
  std::vector<std::uint32_t> sizes{25, 50, 100, 150, 200};
  int max_cops = 3, cube = 6, cube_cops = 4;
  std::uint64_t seed = 2026, graph = 0;
  bool symmetry = false, pg5 = true;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--sizes" && i + 1 < argc) {
      sizes.clear();
      std::stringstream ss(argv[++i]);
      for (std::string part; std::getline(ss, part, ',');)
        sizes.push_back(static_cast<std::uint32_t>(bench::parse_uint(part.c_str(), "--sizes")));
    } else if (a == "--max-cops" && i + 1 < argc)
      max_cops = static_cast<int>(bench::parse_uint(argv[++i], "--max-cops"));
    else if (a == "--seed" && i + 1 < argc)
      seed = bench::parse_uint(argv[++i], "--seed");
    else if (a == "--hypercube" && i + 1 < argc)
      cube = static_cast<int>(bench::parse_uint(argv[++i], "--hypercube"));
    else if (a == "--hypercube-cops" && i + 1 < argc)
      cube_cops = static_cast<int>(bench::parse_uint(argv[++i], "--hypercube-cops"));
    else if (a == "--symmetry")
      symmetry = true;
    else if (a == "--no-pg5")
      pg5 = false;
    else if (a == "--threads" && i + 1 < argc)
      set_threads(static_cast<int>(bench::parse_uint(argv[++i], "--threads")));
    else if (a == "--graph" && i + 1 < argc)
      graph = bench::parse_uint(argv[++i], "--graph");
    else
      bench::die(
          "usage: bench_cop_number [--sizes 25,50,100,150,200] [--max-cops 3] [--seed S] [--hypercube D] "
          "[--hypercube-cops K] | --graph N [--seed S] | --symmetry [--no-pg5] [--threads N]");
  }
  // The pairing model needs 4 vertices at least (an odd number leaves one of degree 2).
  for (std::uint64_t n : sizes)
    if (n < 4) bench::die("--sizes: 4 vertices at least");
  if (graph) {
    if (graph < 4) bench::die("--graph: 4 vertices at least");
    const auto g = cubic(static_cast<std::uint32_t>(graph), seed + graph);
    std::string out = std::to_string(graph) + " " + std::to_string(graph * 3 / 2) + "\n";
    for (std::uint32_t v = 0; v < g.size(); ++v)
      for (std::uint32_t w : g[v])
        if (v < w) out += std::to_string(v + 1) + " " + std::to_string(w + 1) + "\n";
    std::fputs(out.c_str(), stdout);
    return 0;
  }
  if (symmetry) {
    symmetry_table(pg5);
    struct rusage ru {};
    getrusage(RUSAGE_SELF, &ru);
    std::printf("\npeak resident memory of the process: %.1f MB\n", ru.ru_maxrss / 1024.0);
    return 0;
  }
  std::printf(
      "| graph | cops | positions | solve s | CPU s | rounds | solver memory MB | bytes per position | k cops win? | "
      "capture time (rounds) |\n");
  std::printf("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |\n");
  for (std::uint32_t n : sizes) {
    const auto g = cubic(n, seed + n);
    for (int k = 1; k <= max_cops; ++k) row("cubic " + std::to_string(n), g, k);
  }
  if (cube > 0)
    for (int k = 1; k <= cube_cops; ++k)
      row("Q" + std::to_string(cube), generators::adjacency(1 << cube, generators::hypercube(cube)), k);
  struct rusage ru {};
  getrusage(RUSAGE_SELF, &ru);
  std::printf("\npeak resident memory of the process: %.1f MB\n", ru.ru_maxrss / 1024.0);
  return 0;
}
