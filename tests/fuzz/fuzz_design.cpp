// libFuzzer target: design JSON (docs/design.md) — parse_design on any bytes (a clean InputError or a
// design), then small designs solved, checked by the verifier, and `whowins design` run on the
// same text keeps the CLI's contract (status 0 with one answer line, or 2 with one error line);
// every engine that takes the design (the kernels of their shapes, the bit engine over every token
// it can take) gives the queue engine's values.
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
constexpr std::uint64_t kMaxPositions = 200'000;  // a quick solve
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
  const int status = run_cli(
      {"design"}, [&] { return std::string_view(text); }, out, err);
  fuzz::check_cli_contract(status, out, err);
  fuzz::check(status == 0, "the CLI refused a design parse_design took: " + err);
  const Position start = game.start();
  const DesignSolution ds = solve_design(game);
  const DesignValue v = ds.value(game, start);
  // Every engine that takes the design gives the queue engine's values: the kernel of its shape
  // (cop-thief or cops and robbers), and the bit engine over every token it can take (the hold
  // solve too, where the design needs one).
  if (ds.by_kernel() || ds.by_cops_kernel()) {
    for (Position p = 0; p < game.position_count(); ++p) {
      const auto [ko, kd] = ds.plain(p);
      fuzz::check(ko == s.outcome[p] && (ko == Outcome::Draw || kd == s.depth[p]),
                  "a kernel differs from the queue engine");
    }
  }
  const std::vector<std::uint8_t> held = design_needs_hold(d) ? design_hold_set(game) : std::vector<std::uint8_t>{};
  for (int bit = 0; bit < static_cast<int>(d.tokens.size()); ++bit) {
    if (!design_bit_token_ok(d, bit)) continue;
    const DesignBitSolution b = solve_design_bits(d, bit);
    for (Position p = 0; p < game.position_count(); ++p) {
      const auto [bo, bd] = b.plain(p);
      fuzz::check(bo == s.outcome[p] && (bo == Outcome::Draw || bd == s.depth[p]),
                  "the bit engine differs from the queue engine");
    }
    if (held.empty()) continue;
    const DesignBitSolution h = solve_design_bits(d, bit, 1 - d.endless);
    for (Position p = 0; p < game.position_count(); ++p) {
      const Outcome o = h.plain(p).first;
      const bool hp =
          (o == Outcome::Win && game.mover(p) != d.endless) || (o == Outcome::Loss && game.mover(p) == d.endless);
      fuzz::check(hp == static_cast<bool>(held[p]), "the bit engine's hold solve differs from the queue engine's");
    }
  }
  fuzz::check(out == (v.winner < 0 ? std::string("draw") : d.sides[v.winner].name) + "\n", "the CLI's answer differs");
  // Puzzles of both kinds: the contract holds, and every line names its kind.
  out.clear();
  err.clear();
  const int mined = run_cli(
      {"puzzles", "design", "--kind", "all", "--count", "5"}, [&] { return std::string_view(text); }, out, err);
  fuzz::check_puzzles_contract(mined, out, err);
  fuzz::check(mined == 0, "whowins puzzles design refused a design parse_design took: " + err);
  for (std::size_t at = 0; at < out.size();) {
    const std::size_t end = out.find('\n', at);
    const std::string_view line(out.data() + at, (end == std::string::npos ? out.size() : end) - at);
    fuzz::check(line.find("\"kind\":\"win\"") != std::string_view::npos ||
                    line.find("\"kind\":\"draw\"") != std::string_view::npos,
                "a puzzle line without its kind");
    at = end == std::string::npos ? out.size() : end + 1;
  }
  return 0;
}
