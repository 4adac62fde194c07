// libFuzzer target: GraphSolve (the page's graph solve from edge arrays, src/session/graph_solve.cpp), checked against
// the CLI.
#include <string>
#include <vector>
#include "cli/cli.hpp"
#include "fuzz_support.hpp"
#include "session/graph_solve.hpp"

using namespace whowins;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Bytes in(data, size);
  const std::uint8_t mode = in.u8();
  const bool alice_bob = mode & 1, misere = mode & 2;
  // Usually a small n (edges mostly in range); sometimes any 32-bit n, of which only those
  // past the memory budget are kept (the constructor must refuse them without allocating).
  std::uint32_t n;
  if (mode & 4) {
    n = in.u32();
    if (n < 100000000) return 0;  // legal but too big to solve here
  } else {
    n = mode & 32 ? in.u16() % 2048 : in.u8();  // edges name vertices 0..254: the rest are isolated
  }
  const std::uint64_t budget = 1 + in.u8() * (mode & 8 ? 1000 : 1);
  std::vector<std::uint32_t> from, to;
  while (in.left() >= 2) {
    const std::uint8_t a = in.u8(), b = in.u8();
    from.push_back(a == 255 ? 0xFFFFFFFFu : a);  // 255: a huge index
    to.push_back(b == 255 ? 0xFFFFFFFFu : b);
  }
  if (mode & 16 && !from.empty()) from.pop_back();  // arrays of different lengths

  bool valid = n > 0 && from.size() == to.size() && n < 100000000;
  for (std::size_t i = 0; valid && i < from.size(); ++i) valid = from[i] < n && to[i] < n;
  const std::string game = alice_bob ? "alice-bob" : "generic";
  GraphSolve s(game, n, from, to, misere && !alice_bob);
  fuzz::check(valid == s.error().empty(),
              "GraphSolve " + std::string(valid ? "refused a valid graph: " + s.error() : "accepted a bad graph"));
  std::uint64_t calls = 0;
  while (!s.advance(budget)) {
    fuzz::check(s.progress() >= 0 && s.progress() <= 1, "progress out of [0, 1]");
    fuzz::check(++calls < 100000000, "advance never finishes");
  }
  if (!valid) return 0;
  fuzz::check(s.error().empty(), "error during the solve: " + s.error());

  // The same graph through the CLI: the same letters.
  std::string text = std::to_string(n) + " " + std::to_string(from.size()) + "\n";
  for (std::size_t i = 0; i < from.size(); ++i)
    text += std::to_string(from[i] + 1) + " " + std::to_string(to[i] + 1) + "\n";
  std::vector<std::string_view> args{game};
  if (misere && !alice_bob) args.push_back("--misere");
  std::string out, err;
  fuzz::check(run_cli(
                  args, [&] { return std::string_view(text); }, out, err) == 0,
              "the CLI refused: " + err);
  const std::size_t positions = alice_bob ? 2 * std::size_t{n} : n;
  fuzz::check(s.position_count() == positions && s.outcomes().size() == positions && s.depths().size() == positions &&
                  s.best_moves().size() == positions,
              "result sizes");
  for (std::size_t p = 0; p < positions; ++p) {
    const std::uint8_t o = s.outcomes()[p];
    fuzz::check(o <= 2, "outcome code");
    const char letter = "DWL"[o];
    const std::size_t at = alice_bob ? (p & 1) * (std::size_t{n} + 1) + p / 2 : p;
    fuzz::check(out[at] == letter, "GraphSolve and the CLI differ at position " + std::to_string(p));
    const std::uint32_t best = s.best_moves()[p];
    fuzz::check(best == GraphSolve::kNone || best < n, "best move out of range");
    if (!alice_bob)
      fuzz::check((o == 0) == (s.depths()[p] == GraphSolve::kNone),
                  "a draw with a depth, or a decided position without");
  }
  fuzz::check(s.stats().positions == positions && s.stats().win + s.stats().loss + s.stats().draw == positions,
              "stats");
  return 0;
}
