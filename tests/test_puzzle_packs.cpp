// Tests of the committed puzzle packs (web/puzzles/packs/*.json): every puzzle, win and
// hold-the-draw, re-checked from the rules against a fresh solve of its source (a design's
// against its rules written out in tests/design_rules.hpp); at least 100 per game, 20 of them
// hold-the-draw, easiest first.
// (scripts/make-puzzle-packs.mjs --check, a ctest, proves they are the CLI's output byte for byte.)
#include <catch2/catch.hpp>
#include <fstream>
#include <set>
#include <sstream>
#include "design/design.hpp"
#include "design_rules.hpp"
#include "fixtures.hpp"
#include "catalog/registry.hpp"
#include "json_lite.hpp"
#include "puzzle_checker.hpp"
#include "session/two_token_solve.hpp"

using namespace whowins;
using puzzle_check::RuleGame;

namespace {

json_lite::Value read_pack(const std::string& game) {
  const std::string path = std::string(WHOWINS_SOURCE_DIR) + "/web/puzzles/packs/" + game + ".json";
  std::ifstream in(path, std::ios::binary);
  INFO(path);
  REQUIRE(in.good());
  std::stringstream ss;
  ss << in.rdbuf();
  return json_lite::parse(ss.str());
}

// Cop-thief values from a fresh solve (the session the page uses), in RuleGame numbering.
puzzle_check::Values cop_thief_values(const RuleGame& g) {
  std::vector<std::uint32_t> loc(g.cells.size(), UINT32_MAX);
  std::uint32_t next = 0;
  for (std::uint32_t c = 0; c < g.cells.size(); ++c)
    if (g.cells[c] != '*') loc[c] = next++;
  // Any two free cells as the starts: value() answers every position.
  std::string cells = g.cells;
  const auto p = cells.find_first_not_of('*');
  const auto t = cells.find_first_not_of('*', p + 1);
  REQUIRE(t != std::string::npos);
  cells[p] = 'P';
  cells[t] = 'T';
  TwoTokenSolve s = TwoTokenSolve::cop_thief(g.rows, g.cols, cells);
  while (!s.advance(1u << 20)) {
  }
  REQUIRE(s.error().empty());
  puzzle_check::Values v{std::vector<char>(g.succ.size(), 'D'), std::vector<long>(g.succ.size(), -1)};
  const std::uint32_t C = g.size;
  for (int mover = 0; mover < 2; ++mover)
    for (std::uint32_t pc = 0; pc < C; ++pc)
      for (std::uint32_t tc = 0; tc < C; ++tc) {
        if (loc[pc] == UINT32_MAX || loc[tc] == UINT32_MAX) continue;
        const TwoTokenSolve::Value x = s.value(mover, loc[pc], loc[tc]);
        const std::uint32_t at = g.pos(mover, pc, tc);
        v.letter[at] = "DWL-"[x.outcome];
        v.depth[at] = x.outcome == 1 || x.outcome == 2 ? static_cast<long>(x.depth) : -1;
      }
  return v;
}

void check_pack(const std::string& game) {
  const json_lite::Value pack = read_pack(game);
  CHECK(pack.at("game").text == game);
  const auto& sources = pack.at("sources").items;
  const auto& puzzles = pack.at("puzzles").items;
  CHECK(puzzles.size() >= 100);
  std::size_t draws = 0;
  for (const auto& z : puzzles) draws += z.at("kind").text == "draw";
  CHECK(draws >= 20);
  for (std::size_t i = 1; i < puzzles.size(); ++i)
    CHECK(puzzles[i - 1].at("difficulty").integer() <= puzzles[i].at("difficulty").integer());
  std::vector<std::vector<const json_lite::Value*>> by_source(sources.size());
  for (const auto& z : puzzles) {
    const long s = z.at("source").integer();
    REQUIRE(s >= 0);
    REQUIRE(static_cast<std::size_t>(s) < sources.size());
    by_source[static_cast<std::size_t>(s)].push_back(&z);
  }
  std::set<std::string> ids;
  for (std::size_t i = 0; i < sources.size(); ++i) {
    const auto& src = sources[i];
    const std::string text = src.at("text").text;
    const bool misere = src.has("misere") && src.at("misere").boolean;
    INFO("source " << src.at("id").text);
    CHECK(ids.insert(src.at("id").text).second);
    CHECK_FALSE(fixtures::solved_session(game, text, misere)->verify());  // the solver's answer is exact
    if (game == "design") {
      // The design's rules written out (tests/design_rules.hpp), solved naively.
      const Design d = parse_design(text);
      const design_rules::States states = design_rules::build(d, true);
      const RuleGame g = design_rules::rule_game(d, states);
      const puzzle_check::Values val = puzzle_check::naive_values(g);
      for (const json_lite::Value* z : by_source[i]) {
        CHECK(z->at("game").text == game);
        design_rules::check_puzzle(d, states, g, val, *z);
      }
      continue;
    }
    const RuleGame g = game == "generic"     ? puzzle_check::generic_rules(text, misere)
                       : game == "cat-mouse" ? puzzle_check::cat_mouse_rules(text)
                                             : puzzle_check::cop_thief_rules(text);
    const puzzle_check::Values val = game == "cop-thief" ? cop_thief_values(g) : puzzle_check::naive_values(g);
    for (const json_lite::Value* z : by_source[i]) {
      CHECK(z->at("game").text == game);
      if (game == "generic") CHECK(z->at("rules").text == (misere ? "misere" : "normal"));
      puzzle_check::check_puzzle(g, val, *z);
    }
  }
}

}  // namespace

TEST_CASE("puzzle pack generic: every puzzle holds on a fresh solve", "[puzzles][packs]") { check_pack("generic"); }
TEST_CASE("puzzle pack cop-thief: every puzzle holds on a fresh solve", "[puzzles][packs]") { check_pack("cop-thief"); }
TEST_CASE("puzzle pack cat-mouse: every puzzle holds on a fresh solve", "[puzzles][packs]") { check_pack("cat-mouse"); }
TEST_CASE("puzzle pack design: every puzzle holds on the rules of its design", "[puzzles][packs][design]") {
  check_pack("design");
}
