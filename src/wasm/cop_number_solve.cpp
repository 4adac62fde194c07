// CopNumberSolve (cop_number_solve.hpp): k = 1, 2, … cops, each game one round per advance().
#include "wasm/cop_number_solve.hpp"
#include <algorithm>
#include <new>
#include "games/cop_number.hpp"

namespace whowins {

CopNumberSolve::CopNumberSolve(std::uint32_t n, const std::vector<std::uint32_t>& from, const std::vector<std::uint32_t>& to,
                               int max_cops, std::uint64_t max_positions)
    : max_cops_(std::clamp(max_cops, 1, 4)) {
  if (n == 0) { error_ = "the graph has no vertex"; done_ = true; return; }
  if (from.size() != to.size()) { error_ = "edge arrays of different lengths"; done_ = true; return; }
  const std::uint64_t positions = CopsGame::positions(n, max_cops_);
  if (positions > max_positions) {
    error_ = "this graph has " + std::to_string(positions) + " positions with " + std::to_string(max_cops_) +
             " cops: past what the page can hold (about " + std::to_string(max_positions) + "). Use the command line: whowins cop-number --stats < graph.txt";
    done_ = true;
    return;
  }
  graph_.resize(n);
  for (std::size_t i = 0; i < from.size(); ++i) {
    if (from[i] >= n || to[i] >= n) { error_ = "edge " + std::to_string(i + 1) + " has a vertex out of range"; done_ = true; return; }
    if (from[i] == to[i]) continue;
    graph_[from[i]].push_back(to[i]);
    graph_[to[i]].push_back(from[i]);
  }
}
CopNumberSolve::~CopNumberSolve() = default;

bool CopNumberSolve::advance() {
  if (done_) return true;
  try {
    if (!game_) {
      ++k_;
      game_ = std::make_unique<CopsGame>(graph_, k_);
      game_->start();
      positions_ += CopsGame::positions(graph_.size(), k_);
      return false;
    }
    if (!game_->step()) return false;
    const CopsGame::Best b = game_->best();
    if (b.win) { found_ = true; done_ = true; best_ = b.placement; capture_time_ = b.rounds; return true; }
    if (k_ >= max_cops_) { done_ = true; return true; }
    game_.reset();
    return false;
  } catch (const std::bad_alloc&) {
    error_ = "not enough memory for " + std::to_string(k_) + " cops on this graph";
    done_ = true;
    game_.reset();
    return true;
  }
}

double CopNumberSolve::progress() const {
  if (done_) return 1;
  const double per = 1.0 / max_cops_;
  const double within = game_ ? 1.0 - 1.0 / (1.0 + game_->rounds() / 4.0) : 0;
  return std::min(0.99, (k_ - 1 + within) * per);
}

std::vector<std::uint32_t> CopNumberSolve::best_placement() const {
  return found_ && game_ ? game_->placement(best_) : std::vector<std::uint32_t>{};
}

bool CopNumberSolve::valid(const std::vector<std::uint32_t>& placement) const {
  if (!game_ || !done_ || static_cast<int>(placement.size()) != game_->cops()) return false;
  return std::all_of(placement.begin(), placement.end(), [&](std::uint32_t v) { return v < graph_.size(); });
}

std::vector<std::uint8_t> CopNumberSolve::capture_map(const std::vector<std::uint32_t>& placement) const {
  std::vector<std::uint8_t> map;
  if (!valid(placement)) return map;
  const std::uint64_t index = game_->index_of(placement);
  for (std::uint32_t r = 0; r < graph_.size(); ++r) map.push_back(game_->capture_time(index, r));
  return map;
}

std::vector<std::uint32_t> CopNumberSolve::cops_move(const std::vector<std::uint32_t>& placement, std::uint32_t robber) const {
  if (!valid(placement) || robber >= graph_.size()) return {};
  return game_->placement(game_->cops_move(game_->index_of(placement), robber));
}

std::uint32_t CopNumberSolve::robber_move(const std::vector<std::uint32_t>& placement, std::uint32_t robber) const {
  if (!valid(placement) || robber >= graph_.size()) return robber;
  return game_->robber_move(game_->index_of(placement), robber);
}

}  // namespace whowins
