// bench_sum: inputs for `whowins sum` and, in process, γ (the sum session) against the generic engine on
// the same graph and on the product graph of k tokens (docs/rules.md#sums; bench/sums.sh runs it).
//
//   bench_sum --write-random FILE --n N --m M [--seed S]   m distinct random edges a -> b (self-loops
//                                                          allowed), in random order, the generic format
//   bench_sum --write-tournament FILE --n N                the complete acyclic tournament, i -> every j < i:
//                                                          the labelling's worst case (n stages, Θ(|V|·|E|))
//   bench_sum --product FILE --tokens K [--reps R]         on FILE's graph, best of R (default 3), in ms:
//       sum       the `sum` session opened from the text as the CLI opens it, advanced to the end (γ)
//       generic   the `generic` session on the same text (one token), advanced to the end
//       product   the product graph of K tokens (n^K positions; a move moves one token) built as edge
//                 arrays, then the `generic` session on them (its graph built and solved)
//   then checks every product position's outcome against Smith's rule (answer_sum): the line ends
//   "same" or the run fails.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>
#include "bench_args.hpp"
#include "catalog/registry.hpp"
#include "session/open.hpp"
#include "session/sum_solve.hpp"

using namespace whowins;

namespace {

double ms_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) bench::die("cannot read " + path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void write_random(const std::string& path, std::uint64_t n, std::uint64_t m, std::uint64_t seed) {
  if (m > n * n) bench::die("more edges than pairs");
  std::mt19937_64 rng(seed);
  std::set<std::pair<std::uint64_t, std::uint64_t>> seen;
  std::vector<std::pair<std::uint64_t, std::uint64_t>> edges;
  while (edges.size() < m) {
    const std::uint64_t a = 1 + rng() % n, b = 1 + rng() % n;
    if (seen.insert({a, b}).second) edges.emplace_back(a, b);
  }
  std::ofstream out(path);
  out << n << ' ' << m << '\n';
  for (auto [a, b] : edges) out << a << ' ' << b << '\n';
}

void write_tournament(const std::string& path, std::uint64_t n) {
  std::ofstream out(path);
  out << n << ' ' << n * (n - 1) / 2 << '\n';
  std::string line;
  for (std::uint64_t i = 2; i <= n; ++i)
    for (std::uint64_t j = 1; j < i; ++j) out << i << ' ' << j << '\n';
}

std::unique_ptr<Session> solved(const char* game, std::string_view text) {
  auto s = open_text_session(*find_game(game), text, false);
  solve_to_end(*s);
  return s;
}

void product(const std::string& path, std::uint32_t k, int reps) {
  const std::string text = read_file(path);
  double sum_ms = 1e300, generic_ms = 1e300, product_ms = 1e300;
  std::unique_ptr<Session> sum;
  for (int r = 0; r < reps; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    sum = solved("sum", text);
    sum_ms = std::min(sum_ms, ms_since(t0));
    t0 = std::chrono::steady_clock::now();
    solved("generic", text);
    generic_ms = std::min(generic_ms, ms_since(t0));
  }
  const auto& sums = dynamic_cast<const SumSolve&>(*sum);
  const std::uint32_t n = static_cast<std::uint32_t>(sum->position_count());
  std::vector<std::vector<std::uint32_t>> succ(n);
  for (std::uint32_t v = 0; v < n; ++v) succ[v] = sum->moves(v), std::sort(succ[v].begin(), succ[v].end());
  std::uint64_t positions = 1;
  for (std::uint32_t i = 0; i < k; ++i) positions *= n;
  if (positions >= (std::uint64_t{1} << 31)) bench::die("the product graph is too big");
  std::uint64_t edges = 0;
  std::unique_ptr<Session> solved_product;
  for (int r = 0; r < reps; ++r) {
    const auto t0 = std::chrono::steady_clock::now();
    SessionInput in;
    in.n = static_cast<std::uint32_t>(positions);
    std::vector<std::uint32_t> at(k), power(k, 1);
    for (std::uint32_t i = 1; i < k; ++i) power[i] = power[i - 1] * n;
    for (std::uint32_t p = 0; p < positions; ++p) {
      for (std::uint32_t i = 0, q = p; i < k; ++i) at[i] = q % n, q /= n;
      for (std::uint32_t i = 0; i < k; ++i)
        for (std::uint32_t w : succ[at[i]]) in.from.push_back(p), in.to.push_back(p + (w - at[i]) * power[i]);
    }
    edges = in.from.size();
    solved_product = open_session("generic", std::move(in));
    while (!solved_product->advance(UINT64_MAX)) {
    }
    product_ms = std::min(product_ms, ms_since(t0));
  }
  std::uint64_t differ = 0;
  std::vector<std::uint32_t> at(k);
  for (std::uint32_t p = 0; p < positions; ++p) {
    for (std::uint32_t i = 0, q = p; i < k; ++i) at[i] = q % n, q /= n;
    differ += static_cast<std::uint8_t>(sums.answer(at)->outcome) != solved_product->value(p).outcome;
  }
  std::uint64_t graph_edges = 0;
  for (const auto& row : succ) graph_edges += row.size();
  std::printf("| %u | %llu | %u | %.2f | %.2f | %llu | %llu | %.1f | %.0f× | %s |\n", n,
              static_cast<unsigned long long>(graph_edges), k, sum_ms, generic_ms,
              static_cast<unsigned long long>(positions), static_cast<unsigned long long>(edges), product_ms,
              product_ms / sum_ms, differ == 0 ? "same" : "DIFFER");
  if (differ) bench::die(std::to_string(differ) + " positions differ");
}

}  // namespace

int main(int argc, char** argv) {
  bench::program_name = "bench_sum";
  std::string write_random_path, tournament_path, product_path;
  std::uint64_t n = 100000, m = 200000, seed = 1, tokens = 2, reps = 3;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    const auto next = [&](const char* what) {
      if (i + 1 >= argc) bench::die(std::string(what) + " needs a value");
      return argv[++i];
    };
    if (a == "--write-random")
      write_random_path = next("--write-random");
    else if (a == "--write-tournament")
      tournament_path = next("--write-tournament");
    else if (a == "--product")
      product_path = next("--product");
    else if (a == "--n")
      n = bench::parse_uint(next("--n"), "n");
    else if (a == "--m")
      m = bench::parse_uint(next("--m"), "m");
    else if (a == "--seed")
      seed = bench::parse_uint(next("--seed"), "seed");
    else if (a == "--tokens")
      tokens = bench::parse_uint(next("--tokens"), "tokens");
    else if (a == "--reps")
      reps = bench::parse_uint(next("--reps"), "reps");
    else
      bench::die("unknown option " + a);
  }
  if (!write_random_path.empty()) write_random(write_random_path, n, m, seed);
  if (!tournament_path.empty()) write_tournament(tournament_path, n);
  if (!product_path.empty()) product(product_path, static_cast<std::uint32_t>(tokens), static_cast<int>(reps));
  return 0;
}
