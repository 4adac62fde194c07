// Fox and Hounds (docs/rules.md#the-gallerys-games) written as a design with `blocked` and offsets, against a brute
// force written from the game's rules alone: a fox and k hounds on the dark squares; the hounds
// move one square diagonally forward (down), the fox one square diagonally either way; no
// piece moves onto another; the fox wins on reaching the hounds' edge, the hounds win when the
// fox cannot move (hounds that cannot move lose); the fox moves first. The game cannot last
// forever (every hound move goes forward), so the brute force is a plain memoised minimax.
#include <catch2/catch.hpp>
#include <algorithm>
#include <array>
#include <fstream>
#include <iterator>
#include <map>
#include <unordered_map>
#include <vector>
#include "core/outcome.hpp"
#include "design/design.hpp"
#include "design/design_game.hpp"
#include "design/design_solve.hpp"
#include "fixtures.hpp"

using namespace whowins;

namespace {

struct FoxState {
  int fox;                  // r * n + c
  std::vector<int> hounds;  // sorted
  int mover;                // 0 fox, 1 hounds
  bool operator<(const FoxState& o) const { return std::tie(fox, hounds, mover) < std::tie(o.fox, o.hounds, o.mover); }
};
struct FoxValue {
  int winner;
  int depth;
};  // winner 0 fox, 1 hounds

class FoxBrute {
 public:
  explicit FoxBrute(int n) : n_(n) {}
  FoxValue value(const FoxState& s) {
    const std::uint64_t key = pack(s);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    FoxValue v;
    if (s.fox / n_ == 0)
      v = {0, 0};  // the fox on the hounds' edge
    else {
      const std::vector<FoxState> next = moves(s);
      if (next.empty())
        v = {1 - s.mover, 0};  // stuck: the side to move loses
      else {
        int best_win = -1, worst_loss = -1;
        for (const FoxState& q : next) {
          const FoxValue w = value(q);
          if (w.winner == s.mover)
            best_win = best_win < 0 ? w.depth : std::min(best_win, w.depth);
          else
            worst_loss = std::max(worst_loss, w.depth);
        }
        v = best_win >= 0 ? FoxValue{s.mover, best_win + 1} : FoxValue{1 - s.mover, worst_loss + 1};
      }
    }
    memo_[key] = v;
    states_.push_back(s);
    return v;
  }
  std::vector<FoxState> moves(const FoxState& s) const {
    std::vector<FoxState> out;
    auto free = [&](int r, int c) {
      if (r < 0 || c < 0 || r >= n_ || c >= n_) return false;
      const int x = r * n_ + c;
      return x != s.fox && std::find(s.hounds.begin(), s.hounds.end(), x) == s.hounds.end();
    };
    if (s.mover == 0) {
      for (int dr : {-1, 1})
        for (int dc : {-1, 1}) {
          const int r = s.fox / n_ + dr, c = s.fox % n_ + dc;
          if (free(r, c)) out.push_back({r * n_ + c, s.hounds, 1});
        }
    } else {
      for (std::size_t h = 0; h < s.hounds.size(); ++h)
        for (int dc : {-1, 1}) {
          const int r = s.hounds[h] / n_ + 1, c = s.hounds[h] % n_ + dc;
          if (!free(r, c)) continue;
          FoxState q{s.fox, s.hounds, 0};
          q.hounds[h] = r * n_ + c;
          std::sort(q.hounds.begin(), q.hounds.end());
          out.push_back(q);
        }
    }
    return out;
  }
  const std::vector<FoxState>& states() const { return states_; }
  FoxValue known(const FoxState& s) const { return memo_.at(pack(s)); }

 private:
  static std::uint64_t pack(const FoxState& s) {
    std::uint64_t k = static_cast<std::uint64_t>(s.mover) | static_cast<std::uint64_t>(s.fox) << 1;
    for (std::size_t h = 0; h < s.hounds.size(); ++h) k |= static_cast<std::uint64_t>(s.hounds[h]) << (8 + 8 * h);
    return k;
  }
  int n_;
  std::unordered_map<std::uint64_t, FoxValue> memo_;
  std::vector<FoxState> states_;
};

// The design: an n × n board whose light squares are walls, hounds on the dark squares of row
// 0 (marked H: the fox's goal), the fox on the first dark square of the last row.
std::string fox_design(int n) {
  std::string rows;
  int fox_col = -1;
  for (int r = 0; r < n; ++r) {
    std::string row;
    for (int c = 0; c < n; ++c) {
      const bool dark = (r + c) % 2 == 1;
      if (dark && r == n - 1 && fox_col < 0) fox_col = c;
      row += !dark ? '#' : r == 0 ? 'H' : '.';
    }
    rows += std::string(r ? ", " : "") + "\"" + row + "\"";
  }
  std::string hounds;
  for (int c = 1; c < n; c += 2)
    hounds += std::string(hounds.empty() ? "" : ", ") + "{\"start\": [0, " + std::to_string(c) +
              "], \"moves\": {\"steps\": [[1, -1], [1, 1]], \"blocked\": \"all\"}}";
  return "{\"name\": \"Fox and Hounds\", \"board\": {\"grid\": [" + rows +
         "], \"walls\": \"#\"}, \"sides\": ["
         "{\"name\": \"fox\", \"tokens\": [{\"start\": [" +
         std::to_string(n - 1) + ", " + std::to_string(fox_col) +
         "], \"moves\": {\"steps\": [[-1, -1], [-1, 1], [1, -1], [1, 1]], \"blocked\": \"all\"}}]},"
         "{\"name\": \"hounds\", \"team\": \"one\", \"tokens\": [" +
         hounds +
         "]}], \"first\": \"fox\","
         "\"ends\": [{\"when\": \"on\", \"side\": \"fox\", \"cells\": \"H\", \"winner\": \"fox\"}]}";
}

// Returns the winner from the start (0 the fox, 1 the hounds).
int check_fox_and_hounds(int n, const std::string& text) {
  const Design d = parse_design(text);
  const DesignGame<> game(d);
  const DesignSolution solution = solve_design(game);
  FoxBrute brute(n);
  FoxState start{(n - 1) * n + (n % 2 == 0 ? 0 : 1), {}, 0};
  for (int c = 1; c < n; c += 2) start.hounds.push_back(c);
  const FoxValue sv = brute.value(start);
  // Every position the brute force met (all reachable from the start) has the engine's value.
  std::size_t compared = 0, bad = 0;
  for (const FoxState& s : brute.states()) {
    const FoxValue v = brute.known(s);
    DesignGame<>::State st;
    st.mover = s.mover;
    st.place[0] = static_cast<std::uint32_t>(d.place_of_cell[s.fox]);
    for (std::size_t h = 0; h < s.hounds.size(); ++h)
      st.place[1 + h] = static_cast<std::uint32_t>(d.place_of_cell[s.hounds[h]]);
    game.canonical(st);
    const DesignValue got = solution.value(game, game.encode(st));
    bad += got.winner != v.winner || got.depth != static_cast<Depth>(v.depth) || got.by_rule;
    ++compared;
  }
  INFO(n << "x" << n << ": " << compared << " positions");
  CHECK(compared > 1000);
  CHECK(bad == 0);
  // The CLI's answer from the start.
  CHECK(solution.value(game, game.start()).winner == sv.winner);
  if (n <= 6) CHECK(fixtures::run({"design"}, text).out == (sv.winner == 0 ? "fox\n" : "hounds\n"));
  const DesignValue start_value = solution.value(game, game.start());
  CHECK(start_value.depth == static_cast<Depth>(sv.depth));
  return sv.winner;
}

}  // namespace

TEST_CASE("Fox and Hounds as a design (blocked, offsets, team one) = a brute force from its rules, 6x6",
          "[design][fox-hounds]") {
  check_fox_and_hounds(6, fox_design(6));
}

TEST_CASE("Fox and Hounds as a design = a brute force from its rules, 8x8 (docs/designs/fox-and-hounds.json)",
          "[design][fox-hounds]") {
  std::ifstream f(std::string(WHOWINS_SOURCE_DIR) + "/docs/designs/fox-and-hounds.json");
  const std::string doc((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  REQUIRE(!doc.empty());
  // The documented design is the game written here (the same board, starts and rules).
  const Design a = parse_design(doc), b = parse_design(fox_design(8));
  CHECK(a.position_count == b.position_count);
  for (std::size_t p = 0; p < a.letter.size(); ++p) CHECK((a.letter[p] == 'H') == (b.letter[p] == 'H'));
  for (std::size_t t = 0; t < a.tokens.size(); ++t) CHECK(a.tokens[t].start == b.tokens[t].start);
  CHECK(check_fox_and_hounds(8, doc) == 1);  // the classical result: the hounds win
}
