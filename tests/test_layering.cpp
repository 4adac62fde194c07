// The C++ layers (docs/architecture.md), as web/test/architecture.test.mjs checks the page's:
// every `#include "folder/…"` under src/ points to its own folder or one below it —
//   core < io < games < design < catalog < session < cli, wasm
// (games/ holds the games and their kernels and the game interface, design/ the designs and
// their engines, catalog/ the list of both; cli/ and wasm/ are front ends, neither includes the
// other) — and every included file exists.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <string>
#include <vector>

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
