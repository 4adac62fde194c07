// libFuzzer target: cli_json and input_positions (the page's text entries, src/wasm/cli_json.cpp), checked against
// run_cli --json.
#include <string>
#include <vector>
#include "cli/cli.hpp"
#include "fuzz_support.hpp"
#include "catalog/registry.hpp"
#include "wasm/cli_json.hpp"

using namespace whowins;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::uint8_t head = data[0];
  // The game: one of the four, or now and then an unknown one.
  const auto games = game_registry();
  const std::string game = (head & 0x70) == 0x70 ? "chess" : std::string(games[head % games.size()].id);
  const bool misere = head & 4;
  const std::uint64_t max_positions = std::uint64_t{1}
                                      << ((head >> 3) % 19);  // 1 .. 2^18: cli_json solves only what fits
  const std::string input(reinterpret_cast<const char*>(data + 1), size - 1);

  const SizeResult claimed = input_positions(game, input);
  const TextResult r = cli_json(game, input, misere, max_positions);
  fuzz::check(r.error.empty() != r.text.empty(), "cli_json: not exactly one of error and text");
  fuzz::check(r.error.find('\n') == std::string::npos, "cli_json: a multi-line error");
  if (!claimed.error.empty())
    fuzz::check(!r.error.empty(), "cli_json solved what input_positions refused: " + claimed.error);
  if (r.error.empty()) {
    fuzz::check(claimed.error.empty() && claimed.positions <= max_positions, "cli_json solved past max_positions");
    fuzz::check(r.text.back() == '\n', "JSON without a final newline");
  }
  if (game == "chess" || (claimed.error.empty() && claimed.positions > max_positions)) return 0;

  // Byte for byte what the CLI prints, or its error after "whowins <game>: ".
  std::vector<std::string_view> args{game, "--json"};
  if (misere) args.push_back("--misere");
  std::string out, err;
  const int status = run_cli(
      args, [&] { return std::string_view(input); }, out, err);
  fuzz::check_cli_contract(status, out, err);
  if (status == 0)
    fuzz::check(r.text == out, "cli_json's JSON differs from the CLI's");
  else
    fuzz::check(err == "whowins " + game + ": " + r.error + "\n",
                "cli_json's error differs from the CLI's: " + r.error + " / " + err);
  return 0;
}
