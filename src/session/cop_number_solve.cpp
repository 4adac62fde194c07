// CopNumberSolve (cop_number_solve.hpp): k = pieces, pieces + 1, … cops, each game solved a
// part of a round per advance() (kWorkPerAdvance bitset ORs: a few ms).
#include "session/cop_number_solve.hpp"
#include <algorithm>
#include <cstdio>
#include <exception>
#include <new>
#include <numeric>
#include "design/cop_number.hpp"
#include "design/design_cops.hpp"
#include "games/cop_number.hpp"
#include "io/input_error.hpp"

namespace whowins {

namespace {
// About 2^20 words of bitset ORs: a few ms natively, 10 to 40 in WebAssembly — the worker calls
// advance() until its slice of time is up, so a round of a big game never holds it.
constexpr std::uint64_t kWorkPerAdvance = std::uint64_t{1} << 20;
}  // namespace

CopNumberSolve::CopNumberSolve(std::uint32_t n, const std::vector<std::uint32_t>& from,
                               const std::vector<std::uint32_t>& to, int max_cops, std::uint64_t max_positions)
    : n_(n),
      max_cops_(max_cops <= 0 ? CopsGame::kMaxCops : std::min(max_cops, CopsGame::kMaxCops)),
      max_positions_(max_positions) {
  if (n == 0) {
    error_ = "the graph has no vertex";
    done_ = true;
    return;
  }
  if (from.size() != to.size()) {
    error_ = "edge arrays of different lengths";
    done_ = true;
    return;
  }
  for (std::size_t i = 0; i < from.size(); ++i)
    if (from[i] >= n || to[i] >= n) {
      error_ = "edge " + std::to_string(i + 1) + " has a vertex out of range";
      done_ = true;
      return;
    }
  try {
    // The pieces (union-find): each needs its own cop.
    std::vector<std::uint32_t> id(n);
    std::iota(id.begin(), id.end(), 0u);
    auto find = [&](std::uint32_t x) {
      while (id[x] != x) {
        id[x] = id[id[x]];
        x = id[x];
      }
      return x;
    };
    pieces_ = n;
    std::size_t arcs = 0;
    for (std::size_t i = 0; i < from.size(); ++i) {
      if (from[i] == to[i]) continue;
      arcs += 2;
      const std::uint32_t a = find(from[i]), b = find(to[i]);
      if (a != b) {
        id[std::max(a, b)] = std::min(a, b);
        --pieces_;
      }
    }
    if (pieces_ > static_cast<std::uint32_t>(max_cops_)) {
      verdict_ = ">" + std::to_string(max_cops_) + "; " + std::to_string(pieces_) + " pieces, each needs its own cop";
      done_ = true;
      return;
    }
    first_k_ = static_cast<int>(pieces_);
    k_ = first_k_ - 1;
    offsets_.assign(std::size_t{n} + 1, 0);
    targets_.resize(arcs);
    for (std::size_t i = 0; i < from.size(); ++i)
      if (from[i] != to[i]) {
        ++offsets_[from[i]];
        ++offsets_[to[i]];
      }
    for (std::uint32_t v = 1; v < n; ++v) offsets_[v] += offsets_[v - 1];
    offsets_[n] = static_cast<std::uint32_t>(arcs);
    for (std::size_t i = 0; i < from.size(); ++i)
      if (from[i] != to[i]) {
        targets_[--offsets_[from[i]]] = to[i];
        targets_[--offsets_[to[i]]] = from[i];
      }
  } catch (const std::bad_alloc&) {
    error_ = "not enough memory for this graph";
    done_ = true;
  }
}
CopNumberSolve::CopNumberSolve(std::unique_ptr<CopNumberCount> count) : count_(std::move(count)) {
  max_cops_ = count_->max_cops();
  pieces_ = static_cast<std::uint32_t>(std::min<std::uint64_t>(count_->result().pieces, UINT32_MAX));
  if (count_->done()) advance_count();  // the pieces alone answer: nothing to solve
}

CopNumberSolve::~CopNumberSolve() = default;

// The command line's count: a game of k cops on a piece per call, then its answer kept as the page's is.
bool CopNumberSolve::advance_count() {
  try {
    if (!count_->done() && !count_->step()) return false;
  } catch (const std::bad_alloc&) {
    error_ = "not enough memory for this input";
  } catch (const std::exception& e) {
    error_ = e.what();
  }
  done_ = true;
  if (!error_.empty()) return true;
  const CopNumber& r = count_->result();
  found_ = r.found;
  k_ = static_cast<int>(r.cops);
  best_ = r.placement;
  capture_time_ = r.capture_time;
  positions_ = r.positions;
  verdict_ = cop_number_line(r, max_cops_);
  return true;
}

bool CopNumberSolve::write_answer(TextWriter& out) const {
  if (!done_ || !error_.empty()) return false;
  out.put(verdict_);
  out.put('\n');
  return true;
}

void CopNumberSolve::write_stats(TextWriter& out) const {
  if (found_) {
    out.put("placement");
    for (std::uint32_t v : best_) {
      out.put(' ');
      out.put_uint(v + 1);
    }
    out.put("\ncapture-time ");
    out.put_uint(capture_time_);
    out.put('\n');
  }
  out.put("positions ");
  out.put_uint(positions_);
  out.put('\n');
  if (count_ && count_->done() && error_.empty()) {  // the command line's count: the symmetry it used
    const CopNumber& r = count_->result();
    if (r.automorphisms_known) {  // some piece's group was found (asked of 2 cops or more, symmetry on)
      out.put("automorphisms ");
      out.put_uint(r.automorphisms);
      out.put("\nplacements-stored ");
      out.put_uint(r.placements_stored);
      out.put(" of ");
      out.put_uint(r.placements);
      out.put('\n');
    }
  }
}

// The count stops at k_ cops: their game (`bytes` of memory) would pass the page's positions or
// the memory budget. The verdict says what the command line would hold for it (no capture
// times: 3 bits a state; one thread's slice states).
void CopNumberSolve::past_budget(std::uint32_t widened_past, bool by_positions, std::uint64_t bytes) {
  const std::string budget = by_positions ? "the page (" + std::to_string(max_positions_) + " positions)"
                                          : std::to_string(kMemoryBudgetBytes >> 30) + " GiB";
  const std::uint64_t held = (offsets_.capacity() + targets_.capacity()) * std::uint64_t{4};
  const std::uint64_t command_line = CopsGame::bytes(n_, targets_.size(), k_, /*times=*/false) + held;
  verdict_ = ">" + std::to_string(k_ - 1) + "; " + cops_past_budget(k_, n_, false, widened_past, budget) + "; about " +
             memory_text(bytes) + " of memory (the command line's count: about " + memory_text(command_line) + ")";
  done_ = true;
  reset();
}

bool CopNumberSolve::advance() {
  if (done_) return true;
  if (count_) return advance_count();
  const std::uint64_t held = (offsets_.capacity() + targets_.capacity()) * std::uint64_t{4};
  const std::uint64_t left = kMemoryBudgetBytes > held ? kMemoryBudgetBytes - held : 0;
  try {
    if (!game_) {
      ++k_;
      const std::uint64_t positions = CopsGame::positions(n_, k_);
      const std::uint64_t bytes = CopsGame::bytes(n_, targets_.size(), k_);
      if (max_positions_ && positions > max_positions_) {
        past_budget(0, true, bytes);
        return true;
      }
      if (bytes > left) {
        past_budget(0, false, bytes);
        return true;
      }
      // The question asked of the engine (design/cop_number.hpp): k cops and a robber as a
      // design, its kernel stepped here a part of a round at a time.
      if (k_ <= kDesignMaxTokensPerSide && k_ < kDesignMaxTokens) {
        design_ = std::make_unique<Design>(design_cops_question(n_, offsets_.data(), targets_.data(), 0, k_));
        kernel_ = design_cops_kernel(*design_);
        game_ = &kernel_->game;
      } else {  // more cops than a design takes: the same kernel, asked directly
        own_game_ = std::make_unique<CopsGame>(n_, offsets_.data(), targets_.data(), 0, k_);
        game_ = own_game_.get();
      }
      game_->set_budget(left);
      game_->start();
      positions_ += positions;
      return false;
    }
    if (!game_->step_part(kWorkPerAdvance)) return false;
    if (kernel_) solution_ = std::make_unique<DesignSolution>(std::move(kernel_));  // (game_ stays: the same object)
    // The best placement (design_best_placement's for the kernel: the game keeps it).
    const CopsGame::Best b = game_->best();
    if (b.win) {
      found_ = true;
      done_ = true;
      best_ = game_->placement(b.placement);
      capture_time_ = b.rounds;
      verdict_ = std::to_string(k_);
      return true;
    }
    if (k_ >= max_cops_) {
      done_ = true;
      verdict_ = ">" + std::to_string(max_cops_);
      return true;
    }
    reset();
    return false;
  } catch (const CopsGame::PastBudget& past) {
    past_budget(game_->rounds() - 1, false, past.bytes);
    return true;
  } catch (const std::bad_alloc&) {
    error_ = "not enough memory for " + std::to_string(k_) + " cops on this graph";
    done_ = true;
    reset();
    return true;
  }
}

double CopNumberSolve::progress() const {
  if (done_) return 1;
  if (count_)
    return std::min(0.99, static_cast<double>(count_->pieces_done()) / std::max<std::size_t>(1, count_->piece_count()));
  const double per = 1.0 / (max_cops_ - first_k_ + 1);
  const double rounds = game_ && game_->rounds() ? game_->rounds() - 1 + game_->round_fraction() : 0;
  const double within = 1.0 - 1.0 / (1.0 + rounds / 4.0);
  return std::min(0.99, (k_ - first_k_ + within) * per);
}

void CopNumberSolve::reset() {
  game_ = nullptr;
  kernel_.reset();
  solution_.reset();
  design_.reset();
  own_game_.reset();
}

std::vector<std::uint32_t> CopNumberSolve::best_placement() const {
  return found_ && (game_ || count_) ? best_ : std::vector<std::uint32_t>{};
}

bool CopNumberSolve::valid(const std::vector<std::uint32_t>& placement) const {
  if (!game_ || !done_ || static_cast<int>(placement.size()) != game_->cops()) return false;
  return std::all_of(placement.begin(), placement.end(), [&](std::uint32_t v) { return v < n_; });
}

std::vector<std::uint32_t> CopNumberSolve::capture_map(const std::vector<std::uint32_t>& placement) const {
  std::vector<std::uint32_t> map;
  if (!valid(placement)) return map;
  const std::uint64_t index = game_->index_of(placement);
  map.resize(n_);
  for (std::uint32_t r = 0; r < n_; ++r) map[r] = game_->capture_time(index, r);
  return map;
}

std::vector<std::uint32_t> CopNumberSolve::cops_move(const std::vector<std::uint32_t>& placement,
                                                     std::uint32_t robber) const {
  if (!valid(placement) || robber >= n_) return {};
  return game_->placement(game_->cops_move(game_->index_of(placement), robber));
}

std::uint32_t CopNumberSolve::robber_move(const std::vector<std::uint32_t>& placement, std::uint32_t robber) const {
  if (!valid(placement) || robber >= n_) return robber;
  return game_->robber_move(game_->index_of(placement), robber);
}

}  // namespace whowins
