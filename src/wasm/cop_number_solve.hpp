// CopNumberSolve: cops and robbers (SPEC §9) for the page — the cop number of a graph found
// one round at a time (1 cop, then 2, … up to max_cops, each game solved in rounds), then kept
// to answer: the best placement and capture time, the capture map of any placement, and best
// play (the cops' move, the robber's reply). Platform-free; never throws: errors go to error().
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace whowins {

class CopsGame;

class CopNumberSolve {
 public:
  // The graph: n vertices, undirected edges from[i] -- to[i] (0-based); max_cops 1..4. A graph
  // past the page's budget for max_cops cops is an error naming its positions.
  CopNumberSolve(std::uint32_t n, const std::vector<std::uint32_t>& from, const std::vector<std::uint32_t>& to, int max_cops,
                 std::uint64_t max_positions);
  ~CopNumberSolve();
  const std::string& error() const { return error_; }
  // One round of the game being solved; true when the cop number is known (or past max_cops).
  bool advance();
  double progress() const;
  bool done() const { return done_; }
  int cops() const { return found_ ? k_ : 0; }     // c(G), 0 while unknown or past max_cops
  int cops_tried() const { return k_; }
  std::uint64_t positions() const { return positions_; }
  std::vector<std::uint32_t> best_placement() const;
  std::uint32_t capture_time() const { return capture_time_; }
  // Queries on the last game solved (c(G) cops, or max_cops when they do not suffice).
  // Capture rounds per robber vertex against these cops (255: never); empty on bad input.
  std::vector<std::uint8_t> capture_map(const std::vector<std::uint32_t>& placement) const;
  std::vector<std::uint32_t> cops_move(const std::vector<std::uint32_t>& placement, std::uint32_t robber) const;
  std::uint32_t robber_move(const std::vector<std::uint32_t>& placement, std::uint32_t robber) const;

 private:
  bool valid(const std::vector<std::uint32_t>& placement) const;
  std::vector<std::vector<std::uint32_t>> graph_;
  std::unique_ptr<CopsGame> game_;
  std::string error_;
  int k_ = 0, max_cops_ = 0;
  bool found_ = false, done_ = false;
  std::uint64_t positions_ = 0, best_ = 0;
  std::uint32_t capture_time_ = 0;
};

}  // namespace whowins
