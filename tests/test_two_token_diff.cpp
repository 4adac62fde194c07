// Tests of Session::diff (What changed for boards): on random boards and one-cell edits
// (a wall, an exit, a wall removed), its counts equal a diff of two `whowins cop-thief --json`
// runs position by position (cells matched by their row and column).
#include <catch2/catch.hpp>
#include <map>
#include <random>
#include "fixtures.hpp"
#include "json_lite.hpp"
#include "session/two_token_solve.hpp"

namespace {

struct Side {
  std::string outcome;
  std::vector<long long> depth;
};
struct Map {
  std::uint32_t cells = 0;
  std::vector<std::uint32_t> cell;
  Side side[2];
};

Map json_map(const std::string& rows_text) {
  const auto r = fixtures::run({"cop-thief", "--json"}, rows_text);
  REQUIRE(r.status == 0);
  const json_lite::Value v = json_lite::parse(r.out);
  Map m;
  m.cells = static_cast<std::uint32_t>(v.at("cells").number);
  const auto cols = static_cast<std::uint32_t>(v.at("cols").number);
  for (std::uint32_t i = 0; i < m.cells; ++i)
    m.cell.push_back(static_cast<std::uint32_t>(v.at("cell_row").items[i].number) * cols +
                     static_cast<std::uint32_t>(v.at("cell_col").items[i].number));
  const char* names[2] = {"police_to_move", "thief_to_move"};
  for (int s = 0; s < 2; ++s) {
    m.side[s].outcome = v.at(names[s]).at("outcome").text;
    for (const auto& d : v.at(names[s]).at("depth").items)
      m.side[s].depth.push_back(d.kind == json_lite::Value::Null ? -1 : static_cast<long long>(d.number));
  }
  return m;
}

whowins::TwoTokenSolve solved(std::uint32_t rows, std::uint32_t cols, const std::string& cells) {
  whowins::TwoTokenSolve s = whowins::TwoTokenSolve::cop_thief(rows, cols, cells);
  REQUIRE(s.error().empty());
  while (!s.advance(1 << 20)) {
  }
  return s;
}

std::string text(std::uint32_t rows, std::uint32_t cols, const std::string& cells) {
  std::string t = std::to_string(rows) + " " + std::to_string(cols) + "\n";
  for (std::uint32_t r = 0; r < rows; ++r) t += cells.substr(r * cols, cols) + "\n";
  return t;
}

}  // namespace

TEST_CASE("Session::diff counts equal a diff of two CLI --json runs", "[two-token][changes]") {
  std::mt19937_64 rng(31);
  int nonzero = 0;
  for (int round = 0; round < 24; ++round) {
    const std::uint32_t rows = 3 + rng() % 4, cols = 3 + rng() % 4;
    std::string cells = fixtures::random_board_cells(rng, rows, cols, 15, 8);
    // One cell that is not a start changes: free <-> wall, or free -> exit.
    std::uint32_t at = 0;
    do at = static_cast<std::uint32_t>(rng() % (rows * cols));
    while (cells[at] == 'P' || cells[at] == 'T');
    std::string edited = cells;
    edited[at] = cells[at] == '*' ? '.' : (round % 3 == 0 ? 'E' : '*');
    const auto before = solved(rows, cols, cells), after = solved(rows, cols, edited);
    std::vector<std::uint32_t> old_of;
    std::map<std::uint32_t, std::uint32_t> old_loc;
    for (std::uint32_t l = 0; l < before.location_count(); ++l) old_loc[before.locations()[l]] = l;
    for (std::uint32_t cell : after.locations())
      old_of.push_back(old_loc.count(cell) ? old_loc[cell] : whowins::TwoTokenSolve::kNone);
    const whowins::SessionDiff d = after.diff(before, old_of);
    REQUIRE(d.error.empty());
    // The CLI's view: every position of the new board against the old one.
    const Map a = json_map(text(rows, cols, cells)), b = json_map(text(rows, cols, edited));
    std::map<std::uint32_t, std::uint32_t> a_loc;
    for (std::uint32_t l = 0; l < a.cells; ++l) a_loc[a.cell[l]] = l;
    std::uint64_t changed = 0, added = 0, positions = 0;
    for (int s = 0; s < 2; ++s)
      for (std::uint32_t c = 0; c < b.cells; ++c)
        for (std::uint32_t r = 0; r < b.cells; ++r) {
          ++positions;
          const std::size_t i = std::size_t{c} * b.cells + r;
          if (!a_loc.count(b.cell[c]) || !a_loc.count(b.cell[r])) {
            ++changed;
            ++added;
            continue;
          }
          const std::size_t j = std::size_t{a_loc[b.cell[c]]} * a.cells + a_loc[b.cell[r]];
          if (a.side[s].outcome[j] != b.side[s].outcome[i] || a.side[s].depth[j] != b.side[s].depth[i]) ++changed;
        }
    CHECK(d.positions == positions);
    CHECK(d.changed == changed);
    CHECK(d.added == added);
    if (changed) ++nonzero;
  }
  CHECK(nonzero >= 8);
}

TEST_CASE("Session::diff refuses a wrong place map and different games", "[two-token][changes]") {
  const auto a = solved(2, 2, "P..T");
  const auto d = a.diff(a, {0, 1});
  CHECK_THAT(d.error, Catch::Matchers::Contains("place map"));
  std::vector<std::uint32_t> identity(a.location_count());
  for (std::uint32_t l = 0; l < identity.size(); ++l) identity[l] = l;
  const auto same = a.diff(a, identity);
  CHECK(same.error.empty());
  CHECK(same.changed == 0);
  CHECK(same.positions == 2ull * identity.size() * identity.size());
}
