// Session's answers that follow from the others: the same for every game.
#include "session/session.hpp"
#include <numeric>
#include <set>

namespace whowins {

std::vector<std::uint32_t> Session::place_cells() const {
  std::vector<std::uint32_t> cells(place_count());
  std::iota(cells.begin(), cells.end(), 0u);
  return cells;
}

std::uint32_t Session::best_move(std::uint32_t position) const {
  const std::vector<std::uint32_t> m = moves(position);
  return m.empty() ? kNone : m.front();
}

std::vector<std::uint32_t> Session::best_line(std::uint32_t p, std::uint32_t max) const {
  std::vector<std::uint32_t> line;
  if (!done() || p >= position_count()) return line;
  std::set<std::uint32_t> seen{p};
  for (std::uint32_t k = 0; k < max; ++k) {
    const std::uint32_t q = best_move(p);
    if (q == kNone) break;
    line.push_back(q);
    if (!seen.insert(q).second) break;
    p = q;
  }
  return line;
}

bool Session::fill_map(std::uint32_t p, std::uint32_t token, int mover) {
  map_outcomes_.clear();
  map_depths_.clear();
  std::vector<std::uint32_t> at = places(p);
  if (!done() || at.empty() || token >= at.size() || (mover != 0 && mover != 1)) return false;
  const std::uint32_t n = place_count();
  map_outcomes_.assign(n, kNotAPosition);
  map_depths_.assign(n, kNone);
  for (std::uint32_t place = 0; place < n; ++place) {
    if (!may_stand(token, place)) continue;
    at[token] = place;
    const std::uint32_t q = position(mover, at);
    if (q == kNone) continue;
    const Value v = value(q);
    map_outcomes_[place] = v.outcome;
    map_depths_[place] = v.depth;
  }
  return true;
}

PuzzleLines Session::puzzles(std::uint32_t, std::uint64_t, std::uint32_t, bool, bool) const {
  PuzzleLines r;
  r.error = error_.empty() ? game() + " has no puzzles" : error_;
  return r;
}

SessionDiff Session::diff(const Session& before, const std::vector<std::uint32_t>& old_of) const {
  SessionDiff d;
  if (!before.error().empty() || !error().empty()) {
    d.error = "a session failed";
    return d;
  }
  if (!before.done() || !done()) {
    d.error = "a session is not solved";
    return d;
  }
  if (before.game() != game()) {
    d.error = "two different games";
    return d;
  }
  const std::uint32_t n = place_count(), n0 = before.place_count();
  if (old_of.size() != n) {
    d.error = "the place map has " + std::to_string(old_of.size()) + " entries, not " + std::to_string(n);
    return d;
  }
  for (std::uint32_t l : old_of)
    if (l != kNone && l >= n0) {
      d.error = "the place map names a place past the old session's";
      return d;
    }
  const std::uint64_t count = position_count();
  for (std::uint64_t p = 0; p < count; ++p) {
    const Value now = value(static_cast<std::uint32_t>(p));
    if (now.outcome > 2) continue;  // not a position
    ++d.positions;
    std::vector<std::uint32_t> was_at = places(static_cast<std::uint32_t>(p));
    bool is_new = false;
    for (std::uint32_t& place : was_at) is_new |= (place = old_of[place]) == kNone;
    const std::uint32_t q = is_new ? kNone : before.position(mover(static_cast<std::uint32_t>(p)), was_at);
    const Value was = q == kNone ? Value{} : before.value(q);
    if (was.outcome > 2) {
      ++d.added;
      ++d.changed;
      continue;
    }
    if (was.outcome != now.outcome) {
      ++d.transitions[was.outcome][now.outcome];
      ++d.changed;
    } else if (now.outcome != 0 && was.depth != now.depth) {
      ++d.depth_only;
      ++d.changed;
    }
  }
  return d;
}

}  // namespace whowins
