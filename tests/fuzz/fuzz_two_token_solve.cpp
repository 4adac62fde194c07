// libFuzzer target: TwoTokenSolve (the page's cop-thief and cat-mouse sessions, src/session/two_token_solve.cpp) and
// its queries, checked against the CLI.
#include <algorithm>
#include <string>
#include <vector>
#include "cli/cli.hpp"
#include "fuzz_support.hpp"
#include "session/two_token_solve.hpp"

using namespace whowins;

namespace {

constexpr std::uint32_t kMaxLocations = 400;  // 2 L^2 = 320,000 positions at most, a quick solve

std::string cli(std::string_view game, const std::string& text) {
  std::string out, err;
  const int status = run_cli(
      {game, "--stats"}, [&] { return std::string_view(text); }, out, err);
  fuzz::check(status == 0, "the CLI refused what TwoTokenSolve took: " + err);
  return out;
}

// A cop-thief board: rows and columns from the bytes, then the cells (any bytes).
TwoTokenSolve board(fuzz::Bytes& in, std::string& cli_text) {
  const std::uint8_t mode = in.u8();
  std::uint32_t rows, cols;
  std::string cells;
  if (mode & 1) {  // any sizes: mostly refused (cells != rows x cols, zero rows or columns)
    rows = in.u32();
    cols = in.u32();
    cells = std::string(in.rest());
  } else {  // sizes that fit the cells
    rows = in.u8() % 40;
    cells = std::string(in.rest());
    cols = rows ? static_cast<std::uint32_t>(cells.size() / rows) : 0;
    cells.resize(std::size_t{rows} * cols);
  }
  if (std::uint64_t{rows} * cols == cells.size() &&
      static_cast<std::size_t>(std::count_if(cells.begin(), cells.end(), [](char c) { return c != '*'; })) >
          kMaxLocations)
    return TwoTokenSolve::cop_thief(0, 0, "");  // legal but too big to solve here
  TwoTokenSolve s = TwoTokenSolve::cop_thief(rows, cols, cells);
  if (s.error().empty()) {
    cli_text = std::to_string(rows) + " " + std::to_string(cols) + "\n";
    for (std::uint32_t r = 0; r < rows; ++r) cli_text += cells.substr(std::size_t{r} * cols, cols) + "\n";
  }
  return s;
}

// A cat-mouse graph: offsets and neighbours from the bytes, mostly well formed.
TwoTokenSolve graph(fuzz::Bytes& in, std::string& cli_text) {
  const std::uint8_t mode = in.u8();
  std::vector<std::uint32_t> offsets, neighbours;
  if (mode & 1) {  // any arrays
    const std::uint32_t count = in.u8();
    for (std::uint32_t i = 0; i < count; ++i) offsets.push_back(in.u8() == 255 ? in.u32() : in.u8());
    while (!in.empty()) neighbours.push_back(in.u8());
  } else {  // degrees, then neighbours (maybe out of range, one-way, repeated)
    const std::uint32_t n = in.u8() % 64;
    offsets.push_back(0);
    for (std::uint32_t v = 0; v < n; ++v) offsets.push_back(offsets.back() + in.u8() % 6);
    while (neighbours.size() < offsets.back()) neighbours.push_back(n ? in.u8() % (n + 1) : 0);
  }
  TwoTokenSolve s = TwoTokenSolve::cat_mouse(offsets, neighbours);
  if (s.error().empty()) {
    cli_text = "[";
    for (std::size_t v = 0; v + 1 < offsets.size(); ++v) {
      cli_text += v ? ",[" : "[";
      for (std::uint32_t i = offsets[v]; i < offsets[v + 1]; ++i)
        cli_text += (i > offsets[v] ? "," : "") + std::to_string(neighbours[i]);
      cli_text += "]";
    }
    cli_text += "]";
  }
  return s;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Bytes in(data, size);
  const std::uint8_t head = in.u8();
  const bool cop_thief = head & 1;
  const std::uint64_t budget = 1 + (head >> 1) * 97;
  // The queries' arguments come from the input's end, so they do not shift the board.
  std::vector<std::uint32_t> query;
  for (std::size_t i = 0; i < std::min<std::size_t>(8, size); ++i) query.push_back(data[size - 1 - i]);
  std::string cli_text;
  TwoTokenSolve s = cop_thief ? board(in, cli_text) : graph(in, cli_text);
  std::uint64_t calls = 0;
  while (!s.advance(budget)) {
    fuzz::check(s.progress() >= 0 && s.progress() <= 1, "progress out of [0, 1]");
    fuzz::check(++calls < 100000000, "advance never finishes");
  }
  const std::uint32_t L = s.location_count();
  if (!s.error().empty()) {
    fuzz::check(
        s.value(0, 0, 0).outcome == TwoTokenSolve::kNotAPosition && !s.fill_side_map(0, 0, 0) && s.histogram(1).empty(),
        "answers after an error");
    return 0;
  }
  fuzz::check(L > 0 && s.locations().size() == L, "locations");

  // The start against the CLI's answer and counts.
  const std::string out = cli(s.game(), cli_text);
  const TwoTokenSolve::Start& st = s.start_info();
  const std::string answer = out.substr(0, out.find('\n'));
  if (cop_thief)
    fuzz::check(answer == (st.outcome == 1   ? "WIN"
                           : st.outcome == 2 ? "LOSS"
                                             : "DRAW"),
                "start differs from the CLI's " + answer);
  else
    fuzz::check(answer == (st.outcome == 1   ? "1"
                           : st.outcome == 2 ? "2"
                                             : "0"),
                "start differs from the CLI's " + answer);
  const Stats& stats = s.stats();
  const std::string counts = "positions " + std::to_string(stats.positions) + "\nwin " + std::to_string(stats.win) +
                             "\nloss " + std::to_string(stats.loss) + "\ndraw " + std::to_string(stats.draw) +
                             "\nlongest " + std::to_string(stats.longest) + "\n";
  fuzz::check(out.substr(answer.size() + 1) == counts, "stats differ from the CLI's");

  // Queries, in range and not.
  const int side = static_cast<int>(query[0] % 3), fixed = static_cast<int>(query[1] % 3);
  const std::uint32_t a = query.size() > 2 ? query[2] % (L + 2) : 0, b = query.size() > 3 ? query[3] % (L + 2) : 0;
  const TwoTokenSolve::Value v = s.value(side, a, b);
  const bool in_range = side < 2 && a < L && b < L;
  fuzz::check(v.outcome <= 3 && (in_range || v.outcome == 3), "value() outcome");
  fuzz::check(v.best == TwoTokenSolve::kNone || v.best < L, "value() best move out of range");
  const bool filled = s.fill_side_map(side, fixed, a);
  fuzz::check(filled == (side < 2 && fixed < 2 && a < L), "fill_map() accepted bad arguments or refused good ones");
  fuzz::check(s.map_outcomes().size() == (filled ? L : 0) && s.map_depths().size() == s.map_outcomes().size(),
              "map sizes");
  if (filled && b < L) {
    const TwoTokenSolve::Value w = fixed == 0 ? s.value(side, a, b) : s.value(side, b, a);
    fuzz::check(s.map_outcomes()[b] == w.outcome && s.map_depths()[b] == w.depth, "fill_map() and value() differ");
  }
  std::uint64_t decided = 0;
  for (int o = 1; o <= 2; ++o)
    for (std::uint32_t c : s.histogram(o)) decided += c;
  fuzz::check(decided == stats.win + stats.loss, "histograms do not add up to the decided positions");
  fuzz::check(s.histogram(0).empty() && s.histogram(3).empty(), "a histogram for another outcome");

  // The Session interface on the same position: numbering, value, moves, and the game's own
  // map against the interface's general one.
  if (in_range) {
    const std::uint32_t p = s.position(side, {a, b});
    fuzz::check(p == (std::uint32_t(side) * L + a) * L + b && s.mover(p) == side &&
                    s.places(p) == std::vector<std::uint32_t>{a, b},
                "Session numbering");
    fuzz::check(s.value(p).outcome == v.outcome && s.value(p).depth == v.depth, "Session value differs");
    const std::vector<std::uint32_t> moves = s.moves(p);
    const std::uint32_t best = s.best_move(p);
    fuzz::check(best == Session::kNone ? v.best == TwoTokenSolve::kNone : s.places(best)[side] == v.best,
                "Session best move differs");
    fuzz::check(moves.empty() == (best == Session::kNone), "Session moves and best move disagree");
    for (std::uint32_t t = 0; t < 2; ++t) {
      const bool own = s.fill_map(p, t, side);
      const std::vector<std::uint8_t> outcomes = s.map_outcomes();
      const std::vector<std::uint32_t> depths = s.map_depths();
      fuzz::check(s.Session::fill_map(p, t, side) == own && outcomes == s.map_outcomes() && depths == s.map_depths(),
                  "the board's map differs from the general one");
    }
  }
  return 0;
}
