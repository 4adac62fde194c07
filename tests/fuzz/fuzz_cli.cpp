// libFuzzer target: `whowins <game>` end to end (run_cli), built once per game (WHOWINS_FUZZ_GAME); the first byte
// picks the flags.
#include <string>
#include <vector>
#include "cli/cli.hpp"
#include "fuzz_support.hpp"
#include "catalog/registry.hpp"
#include "session/open.hpp"
#include "wasm/cli_json.hpp"

#ifndef WHOWINS_FUZZ_GAME
#error "build with -DWHOWINS_FUZZ_GAME=\"generic\" (or another game id)"
#endif

using namespace whowins;

namespace {
// Legal inputs can describe games of billions of positions ("50000000 0"); the harness asks
// their size first, as the page does, and solves only the small ones.
constexpr std::uint64_t kMaxPositions = std::uint64_t{1} << 18;
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::uint8_t flags = data[0];
  const std::string_view input(reinterpret_cast<const char*>(data + 1), size - 1);
  std::vector<std::string_view> args{WHOWINS_FUZZ_GAME};
  if ((flags & 0x81) == 0x81) args.push_back("--misere");  // a quarter of the time (an error but for generic)
  if (flags & 2) args.push_back("--json");
  if (flags & 4) args.push_back("--stats");

  const std::string text(input);
  const SizeResult claimed = input_positions(WHOWINS_FUZZ_GAME, text);
  if (claimed.error.empty() && claimed.positions > kMaxPositions) return 0;

  std::string out, err;
  const int status = run_cli(
      args, [&] { return input; }, out, err);
  fuzz::check_cli_contract(status, out, err);
  if (!claimed.error.empty()) fuzz::check(status == 2, "input_positions refused what the CLI solved: " + claimed.error);
  if (status != 0) return 0;

  // A solved game: the verifier checks every position, and the counts fit the size query.
  const GameEntry* game = find_game(WHOWINS_FUZZ_GAME);
  const bool misere = args.size() > 1 && args[1] == "--misere";
  const auto solved = open_text_session(*game, input, misere);
  solve_to_end(*solved);
  if (const auto problem = solved->verify()) fuzz::fail("verifier: " + *problem);
  const Stats& st = solved->stats();
  fuzz::check(st.positions <= claimed.positions && st.win + st.loss + st.draw == st.positions, "stats");
  // Puzzles of both kinds on what solved: the same contract, status 0.
  if ((flags & 8) && (game->flags & kPuzzles)) {
    std::vector<std::string_view> p{"puzzles", WHOWINS_FUZZ_GAME, "--kind", "all", "--count", "5"};
    if (misere) p.push_back("--misere");
    out.clear();
    err.clear();
    const int mined = run_cli(
        p, [&] { return input; }, out, err);
    fuzz::check_puzzles_contract(mined, out, err);
    fuzz::check(mined == 0, "whowins puzzles refused an input the solver took: " + err);
  }
  return 0;
}
