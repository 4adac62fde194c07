// libFuzzer target: a parsed cop-thief board (up to 200 free cells) solved by the queue solver and by the bit-parallel
// one in both layouts (tiles, chains): the same outcome and depth at every position.
#include <string>
#include "fuzz_support.hpp"
#include "games/cop_thief.hpp"
#include "io/grid_board.hpp"

using namespace whowins;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  GridBoard g;
  try {
    g = parse_grid_board(text, kCopThiefBytesPerCellPair);
  } catch (const InputError&) {
    return 0;
  }
  const CopThiefLayout layout = make_cop_thief_layout(g);
  if (layout.board.location_count > 200) return 0;  // the queue solver's share of the time limit
  const CopThiefSolution queue = solve_cop_thief_queue(layout);
  for (const CopThiefBits bits : {CopThiefBits::kTiles, CopThiefBits::kChains}) {
    const CopThiefSolution s = solve_cop_thief_bitset(g, layout, bits);
    const char* name = bits == CopThiefBits::kTiles ? "tiles" : "chains";
    fuzz::check(s.outcome.size() == queue.outcome.size(), std::string(name) + ": a different number of positions");
    for (std::size_t p = 0; p < queue.outcome.size(); ++p) {
      if (s.outcome[p] != queue.outcome[p])
        fuzz::check(false,
                    std::string(name) + ": outcome differs from the queue solver's at position " + std::to_string(p));
      if (queue.outcome[p] != Outcome::Draw && s.depth[p] != queue.depth[p])
        fuzz::check(false,
                    std::string(name) + ": depth differs from the queue solver's at position " + std::to_string(p));
    }
    fuzz::check(s.histogram[0] == queue.histogram[0] && s.histogram[1] == queue.histogram[1],
                std::string(name) + ": counts differ");
  }
  return 0;
}
