// The C++ layers (docs/architecture.md), as web/test/architecture.test.mjs checks the page's:
// every `#include "folder/…"` under src/ points to its own folder or one below it —
//   core < io < games < design < catalog < session < cli, wasm
// (games/ holds the games and their kernels and the game interface, design/ the designs and
// their engines, catalog/ the list of both; cli/ and wasm/ are front ends, neither includes the
// other) — and every included file exists. And the games' ids, learned from the registry
// (catalog/registry.cpp, every entry), are compared as strings only in the registry and in each
// game's own files: a front end or a shared layer asks the registry's flags, not the id.
#include <catch2/catch.hpp>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <iterator>
#include <set>
#include <sstream>
#include <string>
#include <vector>
#include "catalog/registry.hpp"

namespace {

namespace fs = std::filesystem;

const std::map<std::string, int>& layers() {
  static const std::map<std::string, int> rank = {{"core", 0},    {"io", 1},      {"games", 2}, {"design", 3},
                                                  {"catalog", 4}, {"session", 5}, {"cli", 6},   {"wasm", 6}};
  return rank;
}

struct Include {
  std::string file, target;  // src-relative
  int line = 0;
};

std::vector<Include> includes_under(const fs::path& src) {
  std::vector<Include> out;
  const std::regex quoted(R"re(^\s*#\s*include\s*"([^"]+)")re");
  for (const auto& entry : fs::recursive_directory_iterator(src)) {
    if (!entry.is_regular_file()) continue;
    const std::string ext = entry.path().extension().string();
    if (ext != ".hpp" && ext != ".cpp") continue;
    std::ifstream in(entry.path());
    std::string text;
    int line = 0;
    while (std::getline(in, text)) {
      ++line;
      std::smatch m;
      if (std::regex_search(text, m, quoted))
        out.push_back({fs::relative(entry.path(), src).generic_string(), m[1].str(), line});
    }
  }
  return out;
}

std::string folder_of(const std::string& path) { return path.substr(0, path.find('/')); }

// Every game id of the registry, in its order.
std::vector<std::string> registry_ids() {
  std::vector<std::string> ids;
  for (const whowins::GameEntry& game : whowins::game_registry()) ids.emplace_back(game.id);
  return ids;
}

// A game's own files: those whose name holds its id with '_' for '-' (games/cop_thief.cpp,
// session/cop_number_solve.hpp, design/design_parse.cpp), and the registry itself.
bool own_file(const std::string& file, const std::string& id) {
  std::string stem = id;
  std::replace(stem.begin(), stem.end(), '-', '_');
  const std::string name = file.substr(file.rfind('/') + 1);
  return name.find(stem) != std::string::npos || file == "catalog/registry.cpp";
}

struct IdComparison {
  std::string file, id;
  int line = 0;
};

// The lines of `text` (a file of src/, src-relative `file`) that compare a game id as a string —
// `x == "id"`, `"id" != x`, `find_game("id")` — outside that game's own files. Comments are skipped.
std::vector<IdComparison> id_comparisons(const std::string& file, const std::string& text,
                                         const std::vector<std::string>& ids) {
  std::vector<IdComparison> out;
  std::istringstream in(text);
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    const std::size_t comment = line.find("//");
    if (comment != std::string::npos) line.erase(comment);
    for (const std::string& id : ids) {
      if (own_file(file, id)) continue;
      const std::string quoted = "\"" + id + "\"";
      const std::regex compared("(==|!=)\\s*" + quoted + "|" + quoted + "\\s*(==|!=)|find_game\\(\\s*" + quoted);
      if (std::regex_search(line, compared)) out.push_back({file, id, number});
    }
  }
  return out;
}

// Comparisons of a game id that the C++ of issue 39 (items 1 and 2: the CLI through Session, a
// registry flag for what is asked by id today) is to remove; listed so that no new one comes in
// meanwhile. Each is file and id; one that is gone is reported (WARN) so it is taken off the list.
const std::set<std::pair<std::string, std::string>>& not_yet_moved() {
  static const std::set<std::pair<std::string, std::string>> list = {};
  return list;
}

}  // namespace

TEST_CASE(
    "layering: every include under src/ points to its own layer or one below (core < io < games < design < catalog < "
    "session < cli, wasm)",
    "[layering]") {
  const fs::path src = fs::path(WHOWINS_SOURCE_DIR) / "src";
  const std::vector<Include> all = includes_under(src);
  REQUIRE(all.size() > 200);
  std::size_t checked = 0, across = 0;
  for (const Include& inc : all) {
    INFO(inc.file << ":" << inc.line << " includes \"" << inc.target << "\"");
    const std::string from = folder_of(inc.file), to = folder_of(inc.target);
    REQUIRE(layers().count(from) == 1);  // a folder the layers name
    REQUIRE(layers().count(to) == 1);
    CHECK(fs::exists(src / inc.target));
    if (from != to) {
      ++across;
      CHECK(layers().at(to) < layers().at(from));  // never up, never sideways (cli <-> wasm)
    }
    ++checked;
  }
  CHECK(checked == all.size());
  CHECK(across > 50);
}

TEST_CASE("layering: the check itself fails on an include that points up", "[layering]") {
  // The rule above on made-up pairs: it must refuse what it is meant to refuse.
  auto allowed = [](const std::string& from, const std::string& to) {
    return from == to || layers().at(to) < layers().at(from);
  };
  CHECK_FALSE(allowed("games", "design"));    // the old loop: games/ included design/
  CHECK_FALSE(allowed("design", "catalog"));  // design/ included the games' registry
  CHECK_FALSE(allowed("cli", "wasm"));
  CHECK_FALSE(allowed("core", "io"));
  CHECK(allowed("design", "games"));
  CHECK(allowed("wasm", "catalog"));
  CHECK(allowed("wasm", "session"));
  CHECK_FALSE(allowed("catalog", "session"));  // the registry names a session kind, never a session class
}

TEST_CASE(
    "layering: a game id (every id of the registry) is compared as a string only in the registry and the game's own "
    "files",
    "[layering]") {
  const std::vector<std::string> ids = registry_ids();
  REQUIRE(ids.size() >= 5);
  const fs::path src = fs::path(WHOWINS_SOURCE_DIR) / "src";
  std::set<std::pair<std::string, std::string>> listed_seen;
  std::size_t files = 0;
  for (const auto& entry : fs::recursive_directory_iterator(src)) {
    const std::string ext = entry.path().extension().string();
    if (!entry.is_regular_file() || (ext != ".hpp" && ext != ".cpp")) continue;
    ++files;
    std::ifstream in(entry.path());
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    for (const IdComparison& c : id_comparisons(fs::relative(entry.path(), src).generic_string(), text, ids)) {
      if (not_yet_moved().count({c.file, c.id})) {
        listed_seen.insert({c.file, c.id});
        continue;
      }
      FAIL_CHECK(c.file << ":" << c.line << " compares the game id \"" << c.id
                        << "\": ask the registry (a flag, the session kind), or move it into the game's own files");
    }
  }
  CHECK(files > 50);
  for (const auto& [file, id] : not_yet_moved())
    if (!listed_seen.count({file, id}))
      WARN(file << " no longer compares \"" << id << "\": take it off not_yet_moved() in tests/test_layering.cpp");
}

TEST_CASE("layering: the id check itself refuses a comparison outside the game's files", "[layering]") {
  const std::vector<std::string> ids = {"generic", "cop-number", "cop-thief"};
  const std::string special = "  if (game == \"cop-number\") return open_cops(input);\n";
  CHECK(id_comparisons("session/open.cpp", special, ids).size() == 1);
  CHECK(id_comparisons("cli/cli.cpp", "if (\"cop-thief\" != g.id) {}\n", ids).size() == 1);
  CHECK(id_comparisons("wasm/bindings.cpp", "auto* g = find_game(\"generic\");\n", ids).size() == 1);
  // Its own files, the registry, a comment and a plain mention are allowed.
  CHECK(id_comparisons("session/cop_number_solve.hpp", special, ids).empty());
  CHECK(id_comparisons("games/cop_thief.cpp", "if (id == \"cop-thief\") {}\n", ids).empty());
  CHECK(id_comparisons("catalog/registry.cpp", special, ids).empty());
  CHECK(id_comparisons("cli/cli.cpp", "  // if (game == \"cop-number\")\n", ids).empty());
  CHECK(id_comparisons("session/open.cpp", "  s.game_ = \"cop-thief\";\n", ids).empty());
  // The ids come from the registry, each once.
  const std::vector<std::string> registered = registry_ids();
  CHECK(std::set<std::string>(registered.begin(), registered.end()).size() == registered.size());
  CHECK(std::find(registered.begin(), registered.end(), "generic") != registered.end());
}
