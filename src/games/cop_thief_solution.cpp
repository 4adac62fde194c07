// CopThiefSolution: depth planes, --stats from the histograms, and packing the queue solver's arrays.
#include "games/cop_thief_solution.hpp"
#include <algorithm>
#include <stdexcept>
#include <string>

namespace whowins {

CopThiefSolution::CopThiefSolution(const TwoTokenBoard& board, std::uint64_t low_capacity) : CopThiefSolution() {
  Store& s = *store_;
  s.L = board.location_count;
  s.positions = 2ull * s.L * s.L;
  s.thief_offset = board.step_offset[kThief];
  s.thief_steps = board.steps[kThief];
  s.exit = board.exit;
  s.low = ZeroedBytes(std::max<std::uint64_t>({stored_count(), low_capacity, 1}));
  s.plane_words = (std::uint64_t{s.L} + 63) / 64;
}

void CopThiefSolution::reserve_depth(std::uint32_t depth) {
  if (depth > kMaxDepth) throw std::overflow_error("game too long for 16-bit depths");
  const std::uint32_t code = depth + 1;
  while ((code >> (8 + store_->planes.size())) != 0) {
    store_->planes.emplace_back(std::max<std::uint64_t>(std::uint64_t{store_->L} * store_->plane_words * 8, 8));
  }
}

Stats CopThiefSolution::stats() const {
  Stats st;
  st.positions = store_->positions;
  for (int k = 0; k < 2; ++k)
    for (std::size_t d = 0; d < histogram[k].size(); ++d) {
      (k == 0 ? st.win : st.loss) += histogram[k][d];
      if (histogram[k][d] && d > st.longest) st.longest = static_cast<Depth>(d);
    }
  st.draw = st.positions - st.win - st.loss;
  return st;
}

CopThiefSolution pack_cop_thief_solution(BasicSolution<std::uint16_t>&& s, const TwoTokenBoard& board) {
  CopThiefSolution out(board);
  const std::uint64_t n = out.position_count(), stored = out.stored_count();
  if (s.outcome.size() != n || s.depth.size() != n) throw std::logic_error("solution size differs from the board");
  std::uint32_t deepest = 0;
  for (std::uint64_t p = 0; p < n; ++p)
    deepest = std::max<std::uint32_t>(deepest, s.outcome[p] == Outcome::Draw ? 0 : s.depth[p]);
  out.reserve_depth(deepest);
  out.histogram[0].assign(std::size_t{deepest} + 1, 0);
  out.histogram[1].assign(std::size_t{deepest} + 1, 0);
  for (std::uint64_t p = 0; p < n; ++p) {
    const Outcome o = s.outcome[p];
    if (o == Outcome::Draw) continue;
    const std::uint32_t d = s.depth[p];
    if (p < stored) out.set(p, d);
    ++out.histogram[o == Outcome::Win ? 0 : 1][d];
  }
  for (std::uint64_t p = 0; p < n; ++p) {  // the stored codes, then the thief's from them
    const Outcome o = s.outcome[p];
    if (out.outcome[p] != o || (o != Outcome::Draw && out.depth[p] != s.depth[p]))
      throw std::logic_error("position " + std::to_string(p) + ": the packed outcome or depth differs");
  }
  s = {};
  for (auto& h : out.histogram)
    while (h.size() > 1 && h.back() == 0) h.pop_back();
  return out;
}

}  // namespace whowins
