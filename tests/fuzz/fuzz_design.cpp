// libFuzzer target: design JSON (SPEC §8) — parse_design on any bytes (a clean InputError or a
// design), then small designs solved, checked by the verifier, and `whowins design` run on the
// same text keeps the CLI's contract (status 0 with one answer line, or 2 with one error line);
// a design of the cop-thief kernel's shape gets the same values from the kernel and the queue engine.
#include <string>
#include "cli/cli.hpp"
#include "core/retrograde.hpp"
#include "core/verifier.hpp"
#include "design/design.hpp"
#include "design/design_game.hpp"
#include "design/design_solve.hpp"
#include "fuzz_support.hpp"
#include "io/input_error.hpp"

using namespace whowins;

namespace {
constexpr std::uint64_t kMaxPositions = 200'000;   // a quick solve
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  Design d;
  try {
    d = parse_design(text);
  } catch (const InputError& e) {
    fuzz::check(std::string(e.what()).find('\n') == std::string::npos, "a message of two lines");
    return 0;
  }
  if (d.position_count > kMaxPositions) return 0;
  const DesignGame<> game(d);
  const Solution s = solve(game);
  if (const auto problem = verify(game, s)) fuzz::fail("the verifier: " + *problem);
  // Every position decodes to itself.
  for (Position p = 0; p < game.position_count(); p += 1 + game.position_count() / 97) {
    auto st = game.decode(p);
    fuzz::check(game.encode(st) == p, "decode/encode round trip");
  }
  std::string out, err;
  const int status = run_cli({"design"}, [&] { return std::string_view(text); }, out, err);
  fuzz::check_cli_contract(status, out, err);
  fuzz::check(status == 0, "the CLI refused a design parse_design took: " + err);
  const Position start = game.start();
  const DesignSolution ds = solve_design(game);
  const DesignValue v = ds.value(game, start);
  // A design of the cop-thief kernel's shape: the kernel's values = the queue engine's.
  if (ds.by_kernel()) {
    for (Position p = 0; p < game.position_count(); ++p) {
      const auto [ko, kd] = ds.plain(p);
      fuzz::check(ko == s.outcome[p] && (ko == Outcome::Draw || kd == s.depth[p]), "the cop-thief kernel differs from the queue engine");
    }
  }
  fuzz::check(out == (v.winner < 0 ? std::string("draw") : d.sides[v.winner].name) + "\n", "the CLI's answer differs");
  // Puzzles of both kinds: the contract holds, and every line names its kind.
  out.clear();
  err.clear();
  const int mined = run_cli({"puzzles", "design", "--kind", "all", "--count", "5"}, [&] { return std::string_view(text); }, out, err);
  fuzz::check_puzzles_contract(mined, out, err);
  fuzz::check(mined == 0, "whowins puzzles design refused a design parse_design took: " + err);
  for (std::size_t at = 0; at < out.size();) {
    const std::size_t end = out.find('\n', at);
    const std::string_view line(out.data() + at, (end == std::string::npos ? out.size() : end) - at);
    fuzz::check(line.find("\"kind\":\"win\"") != std::string_view::npos || line.find("\"kind\":\"draw\"") != std::string_view::npos,
                "a puzzle line without its kind");
    at = end == std::string::npos ? out.size() : end + 1;
  }
  return 0;
}
