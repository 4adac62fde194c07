// The cops-and-robbers kernel as a design's engine (design_solve.hpp, DesignEngine::kCops): a
// design of that shape (Design::cops_side) solved by whowins cop-number's CopsGame, its capture
// times read as the design's values. In a header of its own so the page's chunked solve
// (session/design_solve.cpp) runs the same rounds and counts.
#pragma once
#include <algorithm>
#include <cstdint>
#include <vector>
#include "design/design_solve.hpp"
#include "games/cop_number.hpp"

namespace whowins {

// A design of the cops-and-robbers shape, solved by CopsGame: k cops (a multiset ranked as
// the design ranks a group: the placement's index is the group's rank) against one robber.
// Capture time t (cop moves, the cops to move; 0: he stands on a cop) is the design's win of the
// cops in 2t - 1 plies (0: an end); the robber to move loses in 1 + the most plies among his
// moves (stay included), or draws where one of them is never caught.
struct DesignSolution::CopsKernel {
  CopsGame game;
  int cops_side;
  std::uint64_t n, half, robber_weight, cops_weight;
  std::vector<std::uint32_t> offset, step;  // the robber's moves (stay included), CSR
  CopsKernel(const std::vector<std::vector<std::uint32_t>>& nb, int k) : game(nb, k) {}
  // f(mover, outcome, depth) for every position, placement by placement (no renumbering).
  // Counts positions by capture time (slot 0: never caught) for placements [from, to): the cops
  // to move at t, the robber to move whose slowest move is caught at t (on a cop: slot 1).
  void count(std::uint64_t from, std::uint64_t to, std::vector<std::uint64_t>& cops_at,
             std::vector<std::uint64_t>& robber_at) const {
    if (cops_at.size() < game.rounds() + 2)
      cops_at.resize(game.rounds() + 2, 0), robber_at.resize(game.rounds() + 2, 0);
    std::vector<std::uint32_t> row(n);  // the placement's capture times, read once
    auto slot = [](std::uint32_t t) -> std::size_t { return t == CopsGame::kNever ? 0 : std::size_t{t} + 1; };
    for (std::uint64_t index = from; index < to; ++index) {
      for (std::uint32_t r = 0; r < n; ++r) row[r] = game.capture_time(index, r);
      for (std::uint32_t r = 0; r < n; ++r) {
        const std::uint32_t t = row[r];
        ++cops_at[slot(t)];
        if (t == 0) {
          ++robber_at[1];
          continue;
        }                        // on a cop: an end (his stay is among his moves: never 0 else)
        std::uint32_t most = 0;  // kNever is the largest
        for (std::uint32_t e = offset[r]; e < offset[r + 1]; ++e) most = std::max(most, row[step[e]]);
        ++robber_at[slot(most)];
      }
    }
  }
  // f(mover, outcome, depth, how many) once per value, from count()'s slots.
  template <class F>
  void values(const std::vector<std::uint64_t>& cops_at, const std::vector<std::uint64_t>& robber_at, F&& f) const {
    const auto plies = [](std::size_t slot) -> Depth { return slot <= 1 ? 0 : static_cast<Depth>(2 * (slot - 1) - 1); };
    for (std::size_t i = 0; i < cops_at.size(); ++i) {
      if (cops_at[i]) f(cops_side, i ? Outcome::Win : Outcome::Draw, i ? plies(i) : kNoDepth, cops_at[i]);
      if (robber_at[i])
        f(1 - cops_side, i ? Outcome::Loss : Outcome::Draw, i ? (i == 1 ? 0 : plies(i) + 1) : kNoDepth, robber_at[i]);
    }
  }
  template <class F>
  void for_each_value(F&& f) const {
    std::vector<std::uint64_t> cops_at, robber_at;
    count(0, game.placement_count(), cops_at, robber_at);
    values(cops_at, robber_at, f);
  }
  std::pair<Outcome, Depth> plain(Position p) const {
    const std::uint64_t m = p >= half ? 1 : 0, rest = p - m * half;
    const std::uint64_t r = (rest / robber_weight) % n, index = (rest / cops_weight) % game.placement_count();
    const auto plies = [&](std::uint32_t t) -> Depth { return t == 0 ? 0 : 2 * t - 1; };
    if (static_cast<int>(m) == cops_side) {
      const std::uint32_t t = game.capture_time(index, static_cast<std::uint32_t>(r));
      if (t == CopsGame::kNever) return {Outcome::Draw, kNoDepth};
      return {Outcome::Win, plies(t)};
    }
    if (game.capture_time(index, static_cast<std::uint32_t>(r)) == 0) return {Outcome::Loss, 0};  // on a cop: an end
    Depth most = 0;
    for (std::uint32_t e = offset[r]; e < offset[r + 1]; ++e) {
      const std::uint32_t t = game.capture_time(index, step[e]);
      if (t == CopsGame::kNever) return {Outcome::Draw, kNoDepth};
      most = std::max(most, plies(t));
    }
    return {Outcome::Loss, most + 1};
  }
};

}  // namespace whowins
