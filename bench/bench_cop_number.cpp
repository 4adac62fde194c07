// bench_cop_number: the k-cop game (games/cop_number.hpp) on reproducible random cubic graphs
// of 25, 50, 100 and 200 vertices with 1, 2 and 3 cops: positions, solve time, memory, and
// whether k cops win (with the capture time).
//
//   bench_cop_number [--sizes 25,50,100,200] [--max-cops 3] [--seed S]
// Prints a markdown table. Memory: what the solver holds once started (CopsGame::bytes(): per
// placement two bitsets of n bits and a capture time per vertex, 1 byte while the rounds stay
// below 255, then 2), as allocated; the process's peak is printed at the end.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>
#include <sys/resource.h>
#include "bench_args.hpp"
#include "games/cop_number.hpp"

using namespace whowins;

namespace {
// A random cubic graph by the pairing model (retried until simple), connected or not.
std::vector<std::vector<std::uint32_t>> cubic(std::uint32_t n, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  for (;;) {
    std::vector<std::uint32_t> pts;
    for (std::uint32_t v = 0; v < n; ++v) for (int k = 0; k < 3; ++k) pts.push_back(v);
    std::shuffle(pts.begin(), pts.end(), rng);
    std::set<std::pair<std::uint32_t, std::uint32_t>> seen;
    std::vector<std::vector<std::uint32_t>> g(n);
    bool ok = true;
    for (std::size_t i = 0; i + 1 < pts.size() && ok; i += 2) {
      const auto a = std::min(pts[i], pts[i + 1]), b = std::max(pts[i], pts[i + 1]);
      if (a == b || !seen.insert({a, b}).second) ok = false;
      g[a].push_back(b);
      g[b].push_back(a);
    }
    if (ok) return g;
  }
}
}  // namespace

int main(int argc, char** argv) {
  bench::program_name = "bench_cop_number";
  std::vector<std::uint32_t> sizes{25, 50, 100, 200};
  int max_cops = 3;
  std::uint64_t seed = 2026;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--sizes" && i + 1 < argc) {
      sizes.clear();
      std::stringstream ss(argv[++i]);
      for (std::string part; std::getline(ss, part, ',');) sizes.push_back(static_cast<std::uint32_t>(bench::parse_uint(part.c_str(), "--sizes")));
    } else if (a == "--max-cops" && i + 1 < argc) max_cops = static_cast<int>(bench::parse_uint(argv[++i], "--max-cops"));
    else if (a == "--seed" && i + 1 < argc) seed = bench::parse_uint(argv[++i], "--seed");
    else bench::die("usage: bench_cop_number [--sizes 25,50,100,200] [--max-cops 3] [--seed S]");
  }
  std::printf("| vertices | cops | positions | solve s | solver memory MB | bytes per position | k cops win? | capture time (rounds) |\n");
  std::printf("| ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |\n");
  for (std::uint32_t n : sizes) {
    const auto g = cubic(n, seed + n);
    for (int k = 1; k <= max_cops; ++k) {
      const auto t0 = std::chrono::steady_clock::now();
      CopsGame game(g, k);
      game.start();
      const double bytes = double(game.bytes());
      while (!game.step()) {}
      const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      const CopsGame::Best b = game.best();
      const std::uint64_t positions = CopsGame::positions(n, k);
      std::printf("| %u | %d | %llu | %.2f | %.1f | %.2f | %s | %s |\n", n, k, static_cast<unsigned long long>(positions), s, bytes / 1e6,
                  bytes / double(positions), b.win ? "yes" : "no", b.win ? std::to_string(b.rounds).c_str() : "—");
      std::fflush(stdout);
    }
  }
  struct rusage ru{};
  getrusage(RUSAGE_SELF, &ru);
  std::printf("\npeak resident memory of the process: %.1f MB\n", ru.ru_maxrss / 1024.0);
  return 0;
}
