// The bit-parallel cop-thief solver's chain layout: 8 x 8 blocks of (police cell, thief cell) pairs along a walk of the
// board.
#include "core/release.hpp"
#include "games/cop_thief_chains.hpp"
#include <algorithm>
#include <atomic>
#include "core/parallel.hpp"
#include "games/cop_thief_bits.hpp"

namespace whowins {
namespace {

using bits::bit_count;
using bits::kSpread;
using bits::Word;

constexpr Word kCol0 = 0x0101010101010101ull;  // column 0 of a block (thief cell 0 of the segment)
constexpr Word kCol7 = kCol0 << 7;
constexpr Word kDiagonal = 0x8040201008040201ull;  // police cell i on thief cell i

// The cells in depth-first order over the thief's steps (a corridor is walked cell after cell).
std::vector<std::uint32_t> walk_order(const TwoTokenBoard& b) {
  const std::uint32_t cells = b.location_count;
  std::vector<std::uint32_t> chain(cells, UINT32_MAX), stack;
  std::uint32_t k = 0;
  for (std::uint32_t first = 0; first < cells; ++first) {
    if (chain[first] != UINT32_MAX) continue;
    stack.push_back(first);
    while (!stack.empty()) {
      const std::uint32_t u = stack.back();
      stack.pop_back();
      if (chain[u] != UINT32_MAX) continue;
      chain[u] = k++;
      for (std::uint32_t i = b.step_offset[kThief][u + 1]; i-- > b.step_offset[kThief][u];)
        if (chain[b.steps[kThief][i]] == UINT32_MAX) stack.push_back(b.steps[kThief][i]);
    }
  }
  return chain;
}

// Byte i of x nonzero -> bit i.
inline std::uint32_t byte_mask(Word x) {
  x |= x >> 4;
  x |= x >> 2;
  x |= x >> 1;
  x &= kCol0;
  return static_cast<std::uint32_t>((x * 0x0102040810204080ull) >> 56);
}
// Bit j of some byte of x set -> bit j.
inline std::uint32_t column_mask(Word x) {
  x |= x >> 32;
  x |= x >> 16;
  x |= x >> 8;
  return static_cast<std::uint32_t>(x & 0xFF);
}

}  // namespace

ChainShape cop_thief_chain_shape(const CopThiefLayout& layout) {
  const TwoTokenBoard& b = layout.board;
  const std::vector<std::uint32_t> chain = walk_order(b);
  ChainShape s;
  s.cells = b.location_count;
  for (int token = 0; token < 2; ++token)
    for (std::uint32_t u = 0; u < b.location_count; ++u)
      for (std::uint32_t i = b.step_offset[token][u]; i < b.step_offset[token][u + 1]; ++i) {
        const std::uint32_t v = b.steps[token][i];
        if (v > u && chain[u] + 1 != chain[v] && chain[v] + 1 != chain[u]) ++s.jumps;
      }
  return s;
}

// The chain layout (a bits::BitsetLayout): the same two attractors and rounds as the tile
// layout (cop_thief_bitset.cpp), over blocks: police_set[a * segments + b] = the police-to-move
// positions of police segment a, thief segment b decided in this attractor, thief_set the same
// with the thief to move. A round recomputes the blocks marked by the last one: a block whose
// bits changed marks itself and the blocks of the segments with a step into the changed rows
// (police) or columns (thief).
struct CopThiefChains {
  // A step between cells not consecutive in the walk: cell `at` of this segment to cell `from`
  // of segment `seg`.
  struct Jump {
    std::uint32_t seg;
    std::uint8_t at, from;
  };
  // A segment a change reaches: changes in the rows (police) or columns (thief) `mask` of this
  // segment.
  struct Reach {
    std::uint32_t seg;
    std::uint32_t mask;
  };
  struct Steps {                           // one token's steps, by segment
    std::vector<std::uint8_t> prev, next;  // bit i: cell i steps to the cell before / after it in the walk
    std::vector<std::uint32_t> jump_off, reach_off;
    std::vector<Jump> jumps;
    std::vector<Reach> reach;
  };

  std::uint32_t cells = 0;                 // the free cells
  std::uint32_t segments = 0;              // segments of 8 cells along the walk
  std::uint32_t mark_words = 0;            // words of a segment's marks (a bit per segment)
  std::vector<std::uint32_t> order;        // walk index -> location (segments * 8, UINT32_MAX past cells)
  std::vector<std::uint32_t> chain;        // location -> walk index
  std::vector<std::uint8_t> valid, exits;  // per segment: bit i = cell i exists / is an exit
  Steps police, thief;
  std::vector<Word> police_set, thief_set;  // segments * segments blocks (see above)
  std::vector<Word> todo, todo_next;        // segments * mark_words: blocks (a, b) to recompute this round / the next
  std::vector<std::uint32_t>
      rows;  // segments a with marks in todo (those with marks in todo_next: the lanes' rows_next)
  std::vector<std::uint8_t> listed;  // per a: in a lane's rows_next
  CopThiefSolution sol;
  std::vector<std::uint32_t> exit_locations;
  int phase = bits::kBeforeAttractors;
  std::uint32_t depth = 0, round_count = 0;
  std::uint64_t decided = 0, visited = 0;

  explicit CopThiefChains(const CopThiefLayout& layout) {
    const TwoTokenBoard& b = layout.board;
    cells = b.location_count;
    segments = (cells + 7) / 8;
    mark_words = (segments + 63) / 64;
    chain = walk_order(b);
    order.assign(std::size_t{segments} * 8, UINT32_MAX);
    for (std::uint32_t loc = 0; loc < cells; ++loc) order[chain[loc]] = loc;
    valid.assign(segments, 0);
    exits.assign(segments, 0);
    for (std::uint32_t k = 0; k < cells; ++k) {
      valid[k / 8] |= 1u << (k % 8);
      if (b.exit[order[k]]) exits[k / 8] |= 1u << (k % 8), exit_locations.push_back(order[k]);
    }
    std::sort(exit_locations.begin(), exit_locations.end());
    build_steps(b, kPolice, police);
    build_steps(b, kThief, thief);
    // The solution keeps the blocks' layout: block (a, b)'s 64 codes are 64 bytes in a row
    // (police cell i, thief cell j at byte 8 i + j), its plane bits a word.
    const std::uint64_t slots = std::uint64_t{segments} * segments * 64;
    sol = CopThiefSolution(b, slots);
    std::vector<std::uint64_t> row_at(cells);
    std::vector<std::uint32_t> col_at(cells);
    for (std::uint32_t loc = 0; loc < cells; ++loc) {
      const std::uint32_t k = chain[loc];
      row_at[loc] = std::uint64_t{k / 8} * segments * 64 + k % 8 * 8;
      col_at[loc] = k / 8 * 64 + k % 8;
    }
    sol.set_slot_layout(std::move(row_at), std::move(col_at), slots, true);
    police_set.assign(std::size_t{segments} * segments, 0);
    thief_set.assign(std::size_t{segments} * segments, 0);
    todo.assign(std::size_t{segments} * mark_words, 0);
    todo_next.assign(std::size_t{segments} * mark_words, 0);
    listed.assign(segments, 0);
    pending.resize(std::size_t{segments} * kPending);
    pending_size.assign(segments, 0);
    const std::uint64_t ends = cells + std::uint64_t{exit_locations.size()} * (cells ? cells - 1 : 0);
    sol.histogram[0].assign(1, ends);
    sol.histogram[1].assign(1, ends);
    decided = 2 * ends;
  }

  void build_steps(const TwoTokenBoard& b, int token, Steps& s) {
    s.prev.assign(segments, 0);
    s.next.assign(segments, 0);
    std::vector<std::vector<Jump>> jumps(segments);
    std::vector<std::vector<Reach>> reach(segments);
    auto add_reach = [&](std::uint32_t from_seg, std::uint32_t to_seg, std::uint32_t bit) {
      for (Reach& r : reach[from_seg])
        if (r.seg == to_seg) return void(r.mask |= bit);
      reach[from_seg].push_back({to_seg, bit});
    };
    for (std::uint32_t k = 0; k < cells; ++k) {
      const std::uint32_t u = order[k], a = k / 8;
      for (std::uint32_t i = b.step_offset[token][u]; i < b.step_offset[token][u + 1]; ++i) {
        const std::uint32_t v = b.steps[token][i];
        if (v == u) continue;  // the pass: the block itself
        const std::uint32_t kv = chain[v];
        if (kv + 1 == k)
          s.prev[a] |= 1u << (k % 8);
        else if (kv == k + 1)
          s.next[a] |= 1u << (k % 8);
        else
          jumps[a].push_back({kv / 8, static_cast<std::uint8_t>(k % 8), static_cast<std::uint8_t>(kv % 8)});
        // A change at v (segment kv / 8, row or column kv % 8) reaches u's segment.
        if (kv / 8 != a) add_reach(kv / 8, a, 1u << (kv % 8));
      }
    }
    s.jump_off.assign(1, 0);
    s.reach_off.assign(1, 0);
    for (std::uint32_t a = 0; a < segments; ++a) {
      std::sort(jumps[a].begin(), jumps[a].end(), [](const Jump& x, const Jump& y) { return x.seg < y.seg; });
      s.jumps.insert(s.jumps.end(), jumps[a].begin(), jumps[a].end());
      s.reach.insert(s.reach.end(), reach[a].begin(), reach[a].end());
      s.jump_off.push_back(static_cast<std::uint32_t>(s.jumps.size()));
      s.reach_off.push_back(static_cast<std::uint32_t>(s.reach.size()));
    }
  }

  // A round's rows of blocks are split over lanes (core/parallel.hpp: threads() of them on
  // rounds with rows enough, else one), chunks of consecutive rows taken in turn. A round writes
  // one set (police_set in a police round) and reads the other, and a block's codes are only
  // written by the lane that has its row, so any split gives the same sets and codes; the marks
  // for the next round (a thief round marks other rows) are set with atomic ORs, each lane
  // listing the rows it marked first, and the rows are sorted after the round.
  struct alignas(64) Lane {
    std::uint64_t count = 0, visited = 0;
    std::vector<std::uint32_t> rows_next;  // rows this lane listed first
  };
  std::vector<Lane> lanes = std::vector<Lane>(1);
  bool shared_marks = false;  // more than one lane in this round: marks by atomic ORs

  void mark(Lane& lane, std::uint32_t a, std::uint32_t b) {
    Word* word = &todo_next[std::size_t{a} * mark_words + b / 64];
    const Word bit = Word{1} << (b % 64);
    if (!shared_marks) {
      *word |= bit;
      if (!listed[a]) listed[a] = 1, lane.rows_next.push_back(a);
      return;
    }
    if (!(__atomic_load_n(word, __ATOMIC_RELAXED) & bit)) __atomic_fetch_or(word, bit, __ATOMIC_RELAXED);
    if (!__atomic_load_n(&listed[a], __ATOMIC_RELAXED) && !__atomic_exchange_n(&listed[a], 1, __ATOMIC_RELAXED))
      lane.rows_next.push_back(a);
  }
  // Block (a, b)'s police-to-move bits x changed: the thief round after recomputes (a, b) and
  // the blocks (a, b') whose thief cells step into the changed columns.
  void police_changed(Lane& lane, std::uint32_t a, std::uint32_t b, Word x) {
    mark(lane, a, b);
    const std::uint32_t cols = column_mask(x);
    for (std::uint32_t r = thief.reach_off[b]; r < thief.reach_off[b + 1]; ++r)
      if (cols & thief.reach[r].mask) mark(lane, a, thief.reach[r].seg);
  }
  // Block (a, b)'s thief-to-move bits x changed: the police round after recomputes (a, b) and
  // the blocks (a', b) whose police cells step into the changed rows.
  void thief_changed(Lane& lane, std::uint32_t a, std::uint32_t b, Word x) {
    mark(lane, a, b);
    const std::uint32_t rws = byte_mask(x);
    for (std::uint32_t r = police.reach_off[a]; r < police.reach_off[a + 1]; ++r)
      if (rws & police.reach[r].mask) mark(lane, police.reach[r].seg, b);
  }
  // The marks made become the next round's work.
  void next_round_marks() {
    std::swap(todo, todo_next);
    rows.clear();
    for (Lane& lane : lanes) {
      rows.insert(rows.end(), lane.rows_next.begin(), lane.rows_next.end());
      lane.rows_next.clear();
    }
    if (rows.size() * 16 > segments) {  // segments in order: their rows of blocks are read in order
      rows.clear();
      for (std::uint32_t a = 0; a < segments; ++a)
        if (listed[a]) rows.push_back(a);
    } else {
      std::sort(rows.begin(), rows.end());
    }
    for (std::uint32_t a : rows) listed[a] = 0;
  }

  void start_phase(int p) {
    phase = p;
    depth = 0;
    std::fill(police_set.begin(), police_set.end(), 0);
    std::fill(thief_set.begin(), thief_set.end(), 0);
    rows.clear();
    if (p == bits::kSolved) {
      write_ends();
      release(police_set);
      release(thief_set);
      release(todo);
      release(todo_next);
      return;
    }
    if (p == bits::kPoliceWins) {  // captures; round 1 (police Wins) reads the thief-to-move Losses
      for (std::uint32_t a = 0; a < segments; ++a) {
        const Word d = kDiagonal & kSpread.at[valid[a]];
        police_set[std::size_t{a} * segments + a] = thief_set[std::size_t{a} * segments + a] = d;
        thief_changed(lanes[0], a, a, d);
      }
    } else {                               // escapes; round 1 (thief Wins) reads the police-to-move Losses
      if (exit_locations.empty()) return;  // nothing for the thief to win: the phase is empty
      for (std::uint32_t a = 0; a < segments; ++a)
        for (std::uint32_t b = 0; b < segments; ++b) {
          Word e = (exits[b] * kCol0) & kSpread.at[valid[a]];
          if (a == b) e &= ~kDiagonal;
          if (!e) continue;
          police_set[std::size_t{a} * segments + b] = thief_set[std::size_t{a} * segments + b] = e;
          police_changed(lanes[0], a, b, e);
        }
    }
    next_round_marks();
  }

  // The codes of police-to-move bits x of block (a, b) are depth + 1 (one cache line of the
  // solution). They wait in a small buffer per police segment, written out when it is full: a
  // round visits a block row's few active blocks and moves on, so writing at once would fetch
  // a line per block and round; a buffer holds several rounds of the same blocks.
  struct Pending {
    Word bits;
    std::uint32_t block, depth;  // block: b
  };
  static constexpr std::uint32_t kPending = 64;
  std::vector<Pending> pending;             // a row of kPending per police segment
  std::vector<std::uint32_t> pending_size;  // per segment
  void write_codes(std::uint32_t a, std::uint32_t b, Word x) {
    std::uint32_t& n = pending_size[a];
    pending[std::size_t{a} * kPending + n] = {x, b, depth};
    if (++n == kPending) flush(a);
  }
  [[gnu::noinline]] void flush(std::uint32_t a) {
    const Pending* p = pending.data() + std::size_t{a} * kPending;
    const std::uint32_t n = pending_size[a];
    pending_size[a] = 0;
    for (std::uint32_t k = 0; k < n; ++k) {
      const Word x = p[k].bits;
      const std::uint64_t block = std::uint64_t{a} * segments + p[k].block;
      std::uint8_t* at = sol.low_bytes() + block * 64;
      const auto code = static_cast<std::uint8_t>(p[k].depth + 1);
      for (std::uint32_t r = byte_mask(x); r; r &= r - 1) {
        const std::uint32_t i = static_cast<std::uint32_t>(__builtin_ctz(r));
        bits::write_code_masked(at + 8 * i, kSpread.at[(x >> (8 * i)) & 0xFF], code);
      }
      if (p[k].depth >= 255) sol.set_high_bits(block, x, p[k].depth);
    }
  }

  // Depth 0: the police on the thief, and the thief on an exit (police elsewhere).
  void write_ends() {
    for (std::uint32_t a = 0; a < segments; ++a) flush(a);
    release(pending);
    release(pending_size);
    std::uint8_t* low = sol.low_bytes();
    for (std::uint32_t c = 0; c < cells; ++c) {
      const std::uint64_t row = std::uint64_t{c} * cells;
      low[sol.slot_of(row + c)] = 1;
      for (std::uint32_t e : exit_locations) low[sol.slot_of(row + e)] = 1;
    }
  }

  template <bool kExistential>
  Word police_block(std::uint32_t a, std::uint32_t b) const {
    const std::size_t at = std::size_t{a} * segments + b;
    const Word self = thief_set[at];
    const Word below = a + 1 < segments ? thief_set[at + segments] : 0;
    const Word above = a > 0 ? thief_set[at - segments] : 0;
    const Word next = (self >> 8) | (below << 56), prev = (self << 8) | (above >> 56);
    const Word rn = kSpread.at[police.next[a]], rp = kSpread.at[police.prev[a]];
    Word x;
    if (kExistential)
      x = self | (next & rn) | (prev & rp);
    else
      x = self & (next | ~rn) & (prev | ~rp);
    std::uint32_t last = UINT32_MAX;
    Word src = 0;
    for (std::uint32_t j = police.jump_off[a]; j < police.jump_off[a + 1]; ++j) {
      const Jump& s = police.jumps[j];
      if (s.seg != last) last = s.seg, src = thief_set[std::size_t{s.seg} * segments + b];
      const Word moved = ((src >> (8 * s.from)) & 0xFF) << (8 * s.at);
      if (kExistential)
        x |= moved;
      else
        x &= moved | ~(Word{0xFF} << (8 * s.at));
    }
    if (kExistential) return x & ~(police_set[at] | exits[b] * kCol0);
    return x & ~police_set[at];
  }

  template <bool kExistential>
  Word thief_block(std::uint32_t a, std::uint32_t b) const {
    const std::size_t at = std::size_t{a} * segments + b;
    const Word self = police_set[at];
    const Word right = b + 1 < segments ? police_set[at + 1] : 0, left = b > 0 ? police_set[at - 1] : 0;
    const Word next = ((self >> 1) & ~kCol7) | ((right << 7) & kCol7);
    const Word prev = ((self << 1) & ~kCol0) | ((left >> 7) & kCol0);
    const Word cn = thief.next[b] * kCol0, cp = thief.prev[b] * kCol0;
    Word x;
    if (kExistential)
      x = self | (next & cn) | (prev & cp);
    else
      x = self & (next | ~cn) & (prev | ~cp);
    std::uint32_t last = UINT32_MAX;
    Word src = 0;
    for (std::uint32_t j = thief.jump_off[b]; j < thief.jump_off[b + 1]; ++j) {
      const Jump& s = thief.jumps[j];
      if (s.seg != last) last = s.seg, src = police_set[std::size_t{a} * segments + s.seg];
      const Word moved = ((src >> s.from) & kCol0) << s.at;
      if (kExistential)
        x |= moved;
      else
        x &= moved | ~(kCol0 << s.at);
    }
    if (kExistential) return x & (valid[b] * kCol0) & ~(thief_set[at] | (a == b ? kDiagonal : 0));
    return x & ~(thief_set[at] | exits[b] * kCol0);
  }

  template <bool kPoliceMoves, bool kExistential>
  void run_row(Lane& lane, std::uint32_t a) {
    Word* marks = todo.data() + std::size_t{a} * mark_words;
    for (std::uint32_t m = 0; m < mark_words; ++m) {
      const Word blocks = marks[m];
      if (!blocks) continue;
      marks[m] = 0;
      lane.visited += bit_count(blocks);
      for (Word left = blocks; left; left &= left - 1) {
        const std::uint32_t b = m * 64 + static_cast<std::uint32_t>(__builtin_ctzll(left));
        const Word x = kPoliceMoves ? police_block<kExistential>(a, b) : thief_block<kExistential>(a, b);
        if (!x) continue;
        lane.count += bit_count(x);
        if (kPoliceMoves) {
          police_set[std::size_t{a} * segments + b] |= x;
          write_codes(a, b, x);
          police_changed(lane, a, b, x);
        } else {
          thief_set[std::size_t{a} * segments + b] |= x;
          thief_changed(lane, a, b, x);
        }
      }
    }
  }
  template <bool kPoliceMoves, bool kExistential>
  void run_round(std::uint64_t& count) {
    const std::size_t n = rows.size();
    const int used = n >= 16 ? static_cast<int>(std::min<std::size_t>(static_cast<std::size_t>(threads()), n / 8)) : 1;
    while (static_cast<int>(lanes.size()) < used) lanes.emplace_back();
    shared_marks = used > 1;
    if (used <= 1) {
      for (const std::uint32_t a : rows) run_row<kPoliceMoves, kExistential>(lanes[0], a);
    } else {
      const std::size_t chunk = std::max<std::size_t>(1, n / (static_cast<std::size_t>(used) * 16));
      std::atomic<std::size_t> next_at{0};
      run_lanes(used, [&](int l) {
        Lane& lane = lanes[static_cast<std::size_t>(l)];
        for (;;) {
          const std::size_t begin = next_at.fetch_add(chunk, std::memory_order_relaxed);
          if (begin >= n) break;
          for (std::size_t i = begin; i < std::min(n, begin + chunk); ++i)
            run_row<kPoliceMoves, kExistential>(lane, rows[i]);
        }
      });
    }
    shared_marks = false;
    for (Lane& lane : lanes) {
      count += lane.count;
      visited += lane.visited;
      lane.count = lane.visited = 0;
    }
    next_round_marks();
  }

  [[gnu::noinline]] void round() {
    ++depth;
    ++round_count;
    sol.reserve_depth(depth);  // throws past kMaxDepth
    const bool existential = depth % 2 == 1;
    const bool police_moves = (phase == bits::kPoliceWins) == existential;
    std::uint64_t count = 0;
    if (police_moves)
      existential ? run_round<true, true>(count) : run_round<true, false>(count);
    else
      existential ? run_round<false, true>(count) : run_round<false, false>(count);
    decided += count;
    bits::count_round(sol, existential, depth, count);
  }
  bool idle() const { return rows.empty(); }
};
static_assert(bits::BitsetLayout<CopThiefChains>);

CopThiefChainEngine::CopThiefChainEngine(const CopThiefLayout& layout) : s_(std::make_unique<CopThiefChains>(layout)) {}
CopThiefChainEngine::~CopThiefChainEngine() = default;

bool CopThiefChainEngine::advance(std::uint64_t budget) { return bits::run_rounds(*s_, budget); }
bool CopThiefChainEngine::done() const { return s_->phase == bits::kSolved; }
double CopThiefChainEngine::progress() const { return bits::decided_share(*s_); }
std::uint32_t CopThiefChainEngine::rounds() const { return s_->round_count; }
std::uint64_t CopThiefChainEngine::decided() const { return s_->decided; }
CopThiefSolution CopThiefChainEngine::take_solution() { return bits::take_finished(*s_); }

}  // namespace whowins
