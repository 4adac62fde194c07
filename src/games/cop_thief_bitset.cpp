// The bit-parallel cop-thief solver: two attractors over per-police-cell bitsets, a round per depth, work where bits
// changed.
#include <algorithm>
#include <atomic>
#include <cstring>
#include <stdexcept>
#include "core/parallel.hpp"
#include "games/cop_thief.hpp"
#include "games/cop_thief_bits.hpp"
#include "games/cop_thief_chains.hpp"
#if WHOWINS_THREADS
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#endif

namespace whowins {
namespace {

using bits::bit_count;
using bits::kAll;
using bits::Word;
using bits::write_code_bytes;

// Thief cells as bits, in tiles of tile_height rows x tile_width columns, a 64-bit word each
// (8 x 8 where the board allows: a front crossing a tile changes it in about 8 rounds, where a
// word of one row's 64 cells would change in up to 64, so a round visits several times fewer
// words). Boards taller than wide are laid out transposed (the moves are the same either way).
// A tile row is tile_cols tiles, tile_rows of them: tile (tr, tc) is word tr * tile_cols + tc;
// bit (r % tile_height) * tile_width + c % tile_width of it is cell (r, c). Cells past the
// board in the last tiles are walls; the tile after the last of a tile row is the next row's
// first, so a step east of the last tile (west of the first) reads outside the board instead
// (`edge`).
struct BitGrid {
  std::uint32_t tile_width = 8, tile_height = 8, tile_cols = 0, tile_rows = 0, words = 0;
  std::vector<Word> free, exits;
  std::vector<std::uint8_t> edge;              // per tile: 1 first of its tile row, 2 last, 3 both
  std::vector<std::uint32_t> location_of_bit;  // 0 where not free (never read there)
  std::vector<std::uint32_t> bit_of_location;

  BitGrid(const GridBoard& g, const CopThiefLayout& layout) {
    const bool transposed = g.rows > g.cols;
    const std::uint32_t R = transposed ? g.cols : g.rows, C = transposed ? g.rows : g.cols;
    tile_height = 1;
    while (tile_height < R && tile_height < 8) tile_height *= 2;  // short boards: flatter tiles, less padding
    tile_width = 64 / tile_height;
    tile_cols = (C + tile_width - 1) / tile_width;
    tile_rows = (R + tile_height - 1) / tile_height;
    words = tile_rows * tile_cols;
    edge.assign(words, 0);
    for (std::uint32_t w = 0; w < words; ++w)
      edge[w] = (w % tile_cols == 0 ? 1 : 0) | (w % tile_cols == tile_cols - 1 ? 2 : 0);
    free.assign(words, 0);
    exits.assign(words, 0);
    location_of_bit.assign(std::size_t{words} * 64, 0);
    bit_of_location.resize(layout.cell_of_location.size());
    for (std::uint32_t loc = 0; loc < layout.cell_of_location.size(); ++loc) {
      const std::uint32_t cell = layout.cell_of_location[loc];
      std::uint32_t r = cell / g.cols, c = cell % g.cols;
      if (transposed) std::swap(r, c);
      const std::uint32_t b =
          ((r / tile_height) * tile_cols + c / tile_width) * 64 + (r % tile_height) * tile_width + c % tile_width;
      free[b / 64] |= Word{1} << (b % 64);
      if (g.cells[cell] == 'E') exits[b / 64] |= Word{1} << (b % 64);
      location_of_bit[b] = loc;
      bit_of_location[loc] = b;
    }
  }
};

// Bits of a tile: column 0 of every tile row, for tiles tile_width wide.
constexpr Word column0(std::uint32_t tile_width) {
  Word m = 0;
  for (std::uint32_t i = 0; i < 64; i += tile_width) m |= Word{1} << i;
  return m;
}

// The neighbours of every cell of tile v in a bitset that `get` reads (`get(j)` gives word j,
// with the value outside [0, words) it chooses, as for get(-1)): bit i of east(...) = the
// cell right of cell i is set, and so on, for tiles kTileWidth wide. edge: BitGrid::edge[v].
// tile_cols: words per tile row.
template <std::uint32_t kTileWidth, class Get>
inline Word east(Get&& get, std::int64_t v, std::uint8_t edge) {
  constexpr Word last = column0(kTileWidth) << (kTileWidth - 1);
  return ((get(v) >> 1) & ~last) | ((get(edge & 2 ? -1 : v + 1) << (kTileWidth - 1)) & last);
}
template <std::uint32_t kTileWidth, class Get>
inline Word west(Get&& get, std::int64_t v, std::uint8_t edge) {
  constexpr Word first = column0(kTileWidth);
  return ((get(v) << 1) & ~first) | ((get(edge & 1 ? -1 : v - 1) >> (kTileWidth - 1)) & first);
}
template <std::uint32_t kTileWidth, class Get>
inline Word south(Get&& get, std::int64_t v, std::int64_t tile_cols) {
  if constexpr (kTileWidth == 64)
    return get(v + tile_cols);
  else
    return (get(v) >> kTileWidth) | (get(v + tile_cols) << (64 - kTileWidth));
}
template <std::uint32_t kTileWidth, class Get>
inline Word north(Get&& get, std::int64_t v, std::int64_t tile_cols) {
  if constexpr (kTileWidth == 64)
    return get(v - tile_cols);
  else
    return (get(v) << kTileWidth) | (get(v - tile_cols) >> (64 - kTileWidth));
}

// out = in | in shifted up and down by 1 and by k bits (n words each): the words next to the
// words marked in `in`, for tiles k words apart vertically.
inline void dilate(const Word* in, Word* out, std::uint32_t n, std::uint32_t k) {
  const std::uint32_t q = k / 64, r = k % 64;
  auto at = [&](std::int64_t i) -> Word { return i < 0 || i >= static_cast<std::int64_t>(n) ? 0 : in[i]; };
  for (std::uint32_t i = 0; i < n; ++i) {
    const std::int64_t j = i;
    Word x = in[i] | (in[i] << 1) | (at(j - 1) >> 63) | (in[i] >> 1) | (at(j + 1) << 63);
    x |= r ? (at(j - q) << r) | (at(j - q - 1) >> (64 - r)) : at(j - q);  // word w marks w + k
    x |= r ? (at(j + q) >> r) | (at(j + q + 1) << (64 - r)) : at(j + q);  // and w - k
    out[i] = x;
  }
}

}  // namespace

// The tile layout (a bits::BitsetLayout): the two attractors, one after the other
// (bits::kPoliceWins, then bits::kThiefWins). Each keeps two sets per police cell c:
// `police_set[c]` = thief cells where the police, to move, is decided in this attractor (Win in
// the police-win phase, Loss in the thief-win one), `thief_set[c]` = the same with the thief to
// move (Loss, Win). On a cop-thief board non-end Wins have odd depths and non-end Losses even ones
// (cop_thief_solution.hpp), so a round of odd depth only adds Wins (some move to a Loss of the last round) and one of
// even depth only Losses (every move to a Win, one of them of the last round): each round grows one of the two sets,
// from the words of the other that changed in the last round.
struct CopThiefBitsetSolver::State {
  BitGrid grid;
  std::uint32_t cells = 0;              // police cells (the free cells)
  std::uint32_t set_words = 0;          // words per bitset (per police cell): BitGrid::words
  std::uint32_t mask_words = 0;         // words per police cell's mask of changed words
  std::vector<std::uint32_t> off, nbr;  // police steps (pass included), symmetric
  CopThiefSolution sol;
  // Both by word (row w: a word per police cell; police_row(c)[w * cells]): cells are taken
  // in order, so a police round's reads of a word at a cell's neighbours, and the next cell's
  // reads of the same words, share cache lines (police_set by word too: page 128 x 128 open
  // board ~10 % faster than by cell, natively 15-25 %).
  std::vector<Word> police_set, thief_set;     // cells * set_words each
  std::vector<Word> changed, next;             // cells * mask_words: words changed last round / this one
  std::vector<std::uint32_t> work, next_work;  // cells with a change in `changed` / `next`
  std::vector<std::uint8_t> listed;            // per cell: in next_work
  int phase = bits::kBeforeAttractors;
  std::uint32_t depth = 0;  // the last round's depth within the phase
  std::uint32_t round_count = 0;
  std::uint64_t decided = 0;
  std::uint64_t visited = 0;
  // The low bytes of the solution while the solve runs (police to move only: the thief's
  // follow from them, cop_thief_solution.hpp): one row per police cell of `stride` bytes.
  // Direct: byte i of a row is thief bit i (a word's 64 codes written in one pass), kept so
  // as the solution's slots (set_slot_layout); used when that costs at most ~1/3 more memory
  // (boards with few walls). Else byte i is location i.
  bool direct = false;
  std::uint64_t stride = 0;
  std::vector<std::uint32_t> exit_locations;
  // Decided words wait in a small buffer per police cell row and are written to the
  // solution when it is full: a round touches every row, so writing at once would fetch a
  // cache line of the solution per decided word and round; a row's buffer replayed at once
  // fetches each line once for several rounds (fronts stay in the same words for many rounds).
  struct Pending {
    Word bits;
    std::uint32_t word, depth;
  };
  std::uint32_t pending_capacity = 0;
  std::vector<Pending> pending;             // a row of pending_capacity per police cell
  std::vector<std::uint32_t> pending_size;  // per row
#if WHOWINS_THREADS
  // Natively, on big boards, the buffers above are not used: the solving thread only appends
  // each decided word to a batch and hands full batches (and each round's last) to a second
  // thread, which writes them into the solution (the kernel zeroing fresh pages on its side)
  // while the next rounds are computed. At most kQueued batches wait; then the solver waits.
  struct Logged {
    Word bits;
    std::uint32_t row, word;
  };
  struct Batch {
    std::vector<Logged> items;
    std::uint32_t depth = 0;
  };
  static constexpr std::size_t kBatch = std::size_t{1} << 16, kQueued = 3;  // 1 MB each
  std::deque<Batch> queue, spare;
  std::mutex mutex;
  std::condition_variable wake_writer, wake_solver;
  bool writer_busy = false, writer_stop = false, writer_waiting = false;
  std::thread writer;

  void writer_loop() {
    std::unique_lock<std::mutex> lock(mutex);
    for (;;) {
      writer_waiting = true;
      wake_writer.wait(lock, [&] { return writer_stop || !queue.empty(); });
      writer_waiting = false;
      if (queue.empty()) return;
      Batch b = std::move(queue.front());
      queue.pop_front();
      writer_busy = true;
      lock.unlock();
      write_batch(b);
      b.items.clear();
      lock.lock();
      spare.push_back(std::move(b));
      writer_busy = false;
      wake_solver.notify_all();
    }
  }
  // Writes a batch's words to the solution, in the order the round found them.
  void write_batch(const Batch& b) {
    std::uint8_t* low = sol.low_bytes();
    const auto code = static_cast<std::uint8_t>(b.depth + 1);
    for (const Logged& e : b.items) {
      const Word x = e.bits;
      const std::uint64_t row = e.row;
      const std::uint32_t* loc = grid.location_of_bit.data() + std::size_t{e.word} * 64;
      if (direct) {
        std::uint8_t* at = low + row * stride + std::uint64_t{e.word} * 64;
        if (bit_count(x) <= 6)
          for (Word y = x; y; y &= y - 1) at[__builtin_ctzll(y)] = code;
        else
          write_code_bytes(at, x, code);
      } else {
        for (Word y = x; y; y &= y - 1) low[row * cells + loc[__builtin_ctzll(y)]] = code;
      }
      if (b.depth >= 255) sol.set_high_word(row, e.word, x, b.depth);
    }
  }
  // Queues a lane's batch (if any) and starts a fresh one of depth `depth` (lanes may call it at once).
  void hand_off(Batch& batch) {
    if (batch.items.empty()) return;
    std::unique_lock<std::mutex> lock(mutex);
    wake_solver.wait(lock, [&] { return queue.size() < kQueued; });
    queue.push_back(std::move(batch));
    if (!spare.empty())
      batch = std::move(spare.front()), spare.pop_front();
    else
      batch = Batch{}, batch.items.reserve(kBatch);
    batch.depth = depth;
    const bool wake = writer_waiting;  // else it looks at the queue before it waits again
    lock.unlock();
    if (wake) wake_writer.notify_one();
  }
  // Waits until every handed batch is written.
  void hand_off() {
    for (Lane& lane : lanes) hand_off(lane.batch);
  }
  void drain() {
    hand_off();
    std::unique_lock<std::mutex> lock(mutex);
    wake_solver.wait(lock, [&] { return queue.empty() && !writer_busy; });
  }
  void stop_writer() {
    if (!writer.joinable()) return;
    {
      std::lock_guard<std::mutex> lock(mutex);
      writer_stop = true;
      queue.clear();
    }
    wake_writer.notify_one();
    writer.join();
  }
  bool writing() const { return writer.joinable(); }
  ~State() { stop_writer(); }
#else
  void hand_off() {}
  void drain() {}
  void stop_writer() {}
  bool writing() const { return false; }
#endif

  // A round's cells are split over lanes (core/parallel.hpp: threads() of them on big enough
  // rounds, else one), chunks of consecutive cells taken in turn; each lane has its own
  // scratch and counts, summed after the round. A cell's sets, masks and solution row are
  // only touched by the lane that has the cell, so any split gives the same result.
  struct alignas(64) Lane {
    std::vector<Word> around;  // mask_words: a police round's marks for one cell
    std::uint64_t count = 0, visited = 0;
#if WHOWINS_THREADS
    Batch batch;
#endif
  };
  std::vector<Lane> lanes;
  std::vector<std::uint8_t> gained;  // per entry of the list a round goes through: its cell gained
  int lanes_used = 1;                // this round's

  // Lanes for a round over n cells: one unless threads are on and the round has cells enough
  // (a cell's work can be large: on an open board a thief round has only the ~500 cells along
  // the edge, each with most of its words to redo).
  int lanes_for(std::size_t n) {
    const int t = n >= 64 ? std::min<int>(threads(), static_cast<int>(n / 32)) : 1;
    while (static_cast<int>(lanes.size()) < t) {
      lanes.emplace_back();
      lanes.back().around.assign(mask_words, 0);
#if WHOWINS_THREADS
      lanes.back().batch.depth = depth;  // made mid-round
      if (writing()) lanes.back().batch.items.reserve(kBatch);
#endif
    }
    return std::max(t, 1);
  }
  // Runs body(lane, i) for every i in [0, n) over `used` lanes, chunks of consecutive i in turn.
  template <class Body>
  void over_lanes(int used, std::size_t n, Body&& body) {
    std::atomic<std::size_t> next_at{0};
    const std::size_t chunk = used == 1 ? n : std::max<std::size_t>(8, n / (std::size_t(used) * 16));
    run_lanes(used, [&](int lane) {
      Lane& L = lanes[lane];
      for (;;) {
        const std::size_t begin = next_at.fetch_add(chunk, std::memory_order_relaxed);
        if (begin >= n) break;
        const std::size_t end = std::min(n, begin + chunk);
        for (std::size_t i = begin; i < end; ++i) body(L, i);
      }
    });
  }

  State(const GridBoard& g, const CopThiefLayout& layout, [[maybe_unused]] std::uint64_t writer_from)
      : grid(g, layout) {
    const TwoTokenBoard& b = layout.board;
    cells = b.location_count;
    set_words = grid.words;
    mask_words = (set_words + 63) / 64;
    lanes.resize(1);
    lanes[0].around.assign(mask_words, 0);
    off = b.step_offset[kPolice];
    nbr = b.steps[kPolice];
    std::uint64_t last_bit = 0;
    for (std::uint32_t bit : grid.bit_of_location) last_bit = std::max<std::uint64_t>(last_bit, bit);
    const std::uint64_t direct_stride = (last_bit + 64) / 64 * 64;
    direct = cells > 0 && 3 * direct_stride <= 4 * std::uint64_t{cells};
    stride = direct ? direct_stride : cells;
    sol = CopThiefSolution(b, cells * stride);
    sol.set_plane_layout(set_words, grid.bit_of_location);  // planes by thief bit: a word's bits set at once
#if WHOWINS_THREADS
    if (2ull * cells * cells >= writer_from) try {  // small boards: not worth a thread
        writer = std::thread([this] { writer_loop(); });
        lanes[0].batch.items.reserve(kBatch);
      } catch (const std::system_error&) {  // no thread: the solving thread writes (record)
      }
#endif
    if (!writing()) {  // 16 bytes an entry: cells^2 / 8 bytes in all
      pending_capacity = std::max<std::uint32_t>(8, cells / 256);
      pending.resize(std::uint64_t{cells} * pending_capacity);
      pending_size.assign(cells, 0);
    }
    police_set.assign(std::size_t{cells} * set_words, 0);
    thief_set.assign(std::size_t{cells} * set_words, 0);
    changed.assign(std::size_t{cells} * mask_words, 0);
    next.assign(std::size_t{cells} * mask_words, 0);
    listed.assign(cells, 0);
    // Depth 0 (written at the end, pack_low_bytes, so the solution's pages are first touched
    // when the solve reaches them): the police on the thief (police to move: Win; thief to
    // move: Loss), and the thief on an exit, police elsewhere (police to move: Loss; thief
    // to move: Win).
    for (std::uint32_t loc = 0; loc < cells; ++loc)
      if (b.exit[loc]) exit_locations.push_back(loc);
    const std::uint64_t ends = cells + std::uint64_t{exit_locations.size()} * (cells ? cells - 1 : 0);  // per outcome
    sol.histogram[0].assign(1, ends);
    sol.histogram[1].assign(1, ends);
    decided = 2 * ends;
  }

  Word* police_row(std::uint32_t c) { return police_set.data() + c; }  // word w at [w * cells]
  Word& thief_word(std::uint32_t c, std::uint32_t w) { return thief_set[std::size_t{w} * cells + c]; }

  // Starts phase `p` with its depth-0 sets and the changes round 1 reads.
  void start_phase(int p) {
    phase = p;
    depth = 0;
    std::fill(police_set.begin(), police_set.end(), 0);
    std::fill(thief_set.begin(), thief_set.end(), 0);
    std::fill(changed.begin(), changed.end(), 0);
    work.clear();
    if (p == bits::kSolved) {
      pack_low_bytes();
      police_set = {};
      thief_set = {};
      changed = {};
      next = {};
      return;
    }
    std::vector<Word> exit_mask(mask_words, 0);
    bool any_exit = false;
    for (std::uint32_t w = 0; w < set_words; ++w)
      if (grid.exits[w]) exit_mask[w / 64] |= Word{1} << (w % 64), any_exit = true;
    if (p == bits::kThiefWins && !any_exit) return;  // nothing for the thief to win: the phase is empty
    for (std::uint32_t c = 0; c < cells; ++c) {
      const std::uint32_t b = grid.bit_of_location[c];
      Word* ps = police_row(c);
      Word* mask = changed.data() + std::size_t{c} * mask_words;
      if (p == bits::kPoliceWins) {  // captures; round 1 (police Wins) reads the thief-to-move Losses
        ps[std::size_t{b / 64} * cells] |= Word{1} << (b % 64);
        thief_word(c, b / 64) |= Word{1} << (b % 64);
        mask[b / 4096] |= Word{1} << (b / 64 % 64);  // word b / 64 of the mask
      } else {                                       // escapes; round 1 (thief Wins) reads the police-to-move Losses
        for (std::uint32_t w = 0; w < set_words; ++w) ps[std::size_t{w} * cells] = thief_word(c, w) = grid.exits[w];
        ps[std::size_t{b / 64} * cells] &= ~(Word{1} << (b % 64));
        thief_word(c, b / 64) &= ~(Word{1} << (b % 64));
        dilate(exit_mask.data(), mask, mask_words, grid.tile_cols);  // round 1 recomputes the tiles next to exits
      }
      work.push_back(c);
    }
  }

  // Counts the positions of (mover, police cell c) in word w's bits x and, police to move,
  // writes their depth `depth` (in the row's buffer first).
  void record(Lane& lane, int mover, std::uint32_t c, std::uint32_t w, Word x) {
    lane.count += bit_count(x);
    if (mover != kPolice) return;  // the thief's codes follow from the police's
    const std::uint32_t row = c;
#if WHOWINS_THREADS
    if (writing()) {
      lane.batch.items.push_back({x, row, w});
      if (lane.batch.items.size() == kBatch) hand_off(lane.batch);
      return;
    }
#endif
    to_pending(row, w, x, depth);
  }
  void to_pending(std::uint64_t row, std::uint32_t w, Word x, std::uint32_t d) {
    std::uint32_t& size = pending_size[row];
    pending[row * pending_capacity + size] = {x, w, d};
    if (++size == pending_capacity) flush(row);
  }

  // Writes out a row's buffered words, oldest first.
  [[gnu::noinline]] void flush(std::uint64_t row) {
    const Pending* p = pending.data() + row * pending_capacity;
    const std::uint32_t n = pending_size[row];
    pending_size[row] = 0;
    std::uint8_t* low = sol.low_bytes();
    for (std::uint32_t i = 0; i < n; ++i) {
      const Word x = p[i].bits;
      const std::uint32_t w = p[i].word, d = p[i].depth;
      const auto code = static_cast<std::uint8_t>(d + 1);
      const std::uint32_t* loc = grid.location_of_bit.data() + std::size_t{w} * 64;
      if (direct) {
        std::uint8_t* at = low + row * stride + std::uint64_t{w} * 64;
        if (bit_count(x) <= 6)
          for (Word y = x; y; y &= y - 1) at[__builtin_ctzll(y)] = code;
        else
          write_code_bytes(at, x, code);
      } else {
        for (Word y = x; y; y &= y - 1) low[row * cells + loc[__builtin_ctzll(y)]] = code;
      }
      if (d >= 255) sol.set_high_word(row, w, x, d);
    }
  }

  // The buffers written out, then the depth-0 codes. The direct layout's rows stay as the
  // solution's slots (a row of `stride` bytes per police cell, a byte per thief bit), so the
  // end of the solve is no pass over every position.
  [[gnu::noinline]] void pack_low_bytes() {
    drain();
    stop_writer();
    for (std::uint64_t row = 0; row < pending_size.size(); ++row) flush(row);  // none with a writer
    pending = {};
    pending_size = {};
    if (direct) {  // the rows stay as they are: slot c * stride + thief bit (no pass over every byte)
      std::vector<std::uint64_t> row_at(cells);
      for (std::uint32_t c = 0; c < cells; ++c) row_at[c] = std::uint64_t{c} * stride;
      sol.set_slot_layout(std::move(row_at), grid.bit_of_location, std::uint64_t{cells} * stride, false);
    }
    std::uint8_t* low = sol.low_bytes();
    for (std::uint32_t c = 0; c < cells; ++c) {  // depth 0 (see the constructor)
      const std::uint64_t row = std::uint64_t{c} * cells;
      low[sol.slot_of(row + c)] = 1;
      for (std::uint32_t e : exit_locations) low[sol.slot_of(row + e)] = 1;
    }
  }

  // A round where the police, to move, gains positions: from the thief-to-move sets at the
  // police's destinations that changed last round. Existential (odd depth, Wins): some
  // destination's set has the bit; universal (even, Losses): all of them do.
  void police_round(bool existential) {
    for (std::uint32_t c2 : work) {  // mark the words of every cell a changed cell is a step from
      Word* from = changed.data() + std::size_t{c2} * mask_words;
      for (std::uint32_t i = off[c2]; i < off[c2 + 1]; ++i) {
        const std::uint32_t c = nbr[i];
        Word* to = next.data() + std::size_t{c} * mask_words;
        for (std::uint32_t m = 0; m < mask_words; ++m) to[m] |= from[m];
        if (!listed[c]) listed[c] = 1, next_work.push_back(c);
      }
      std::fill(from, from + mask_words, Word{0});
    }
    work.clear();
    const int mover = kPolice;
    // The thief round after this one recomputes the tiles whose cells have a step into a cell
    // this round adds: the tile itself, and a neighbour tile where the new cells touch its edge.
    const Word west_edge = column0(grid.tile_width), east_edge = west_edge << (grid.tile_width - 1);
    const Word north_edge = grid.tile_width == 64 ? kAll : (Word{1} << grid.tile_width) - 1;
    const Word south_edge = grid.tile_width == 64 ? kAll : north_edge << (64 - grid.tile_width);
    const std::uint32_t tc = grid.tile_cols;

    // In cell order: the rows a cell reads are mostly the ones its predecessor read.
    if (next_work.size() * 16 > cells) {
      next_work.clear();
      for (std::uint32_t c = 0; c < cells; ++c)
        if (listed[c]) next_work.push_back(c);
    } else {
      std::sort(next_work.begin(), next_work.end());
    }
    lanes_used = lanes_for(next_work.size());
    gained.assign(next_work.size(), 0);
    over_lanes(lanes_used, next_work.size(), [&](Lane& lane, std::size_t j) {
      Word* marks = lane.around.data();
      const std::uint32_t c = next_work[j];
      listed[c] = 0;
      Word* mask = next.data() + std::size_t{c} * mask_words;
      Word* ps = police_row(c);
      const std::uint32_t* n0 = nbr.data() + off[c];
      const std::uint32_t nn = off[c + 1] - off[c];
      std::fill(marks, marks + mask_words, Word{0});
      bool any = false;
      for (std::uint32_t m = 0; m < mask_words; ++m) {
        for (Word bits = mask[m]; bits; bits &= bits - 1) {
          const std::uint32_t b = static_cast<std::uint32_t>(__builtin_ctzll(bits));
          const std::uint32_t w = m * 64 + b;
          Word x;
          if (existential) {
            x = 0;
            const Word* tw = thief_set.data() + std::size_t{w} * cells;
            for (std::uint32_t i = 0; i < nn; ++i) x |= tw[n0[i]];
            x &= ~(ps[std::size_t{w} * cells] | grid.exits[w]);
          } else {
            x = ~ps[std::size_t{w} * cells];
            const Word* tw = thief_set.data() + std::size_t{w} * cells;
            for (std::uint32_t i = 0; i < nn && x; ++i) x &= tw[n0[i]];
          }
          if (x) {
            ps[std::size_t{w} * cells] |= x;
            record(lane, mover, c, w, x);
            any = true;
            marks[m] |= Word{1} << b;
            if ((x & west_edge) && w > 0) marks[(w - 1) / 64] |= Word{1} << ((w - 1) % 64);
            if ((x & east_edge) && w + 1 < set_words) marks[(w + 1) / 64] |= Word{1} << ((w + 1) % 64);
            if ((x & north_edge) && w >= tc) marks[(w - tc) / 64] |= Word{1} << ((w - tc) % 64);
            if ((x & south_edge) && w + tc < set_words) marks[(w + tc) / 64] |= Word{1} << ((w + tc) % 64);
          }
        }
        lane.visited += std::uint64_t{bit_count(mask[m])} * nn;
      }
      std::copy(marks, marks + mask_words, mask);
      gained[j] = any;
    });
    for (std::size_t j = 0; j < next_work.size(); ++j)
      if (gained[j]) work.push_back(next_work[j]);
    next_work.clear();
    std::swap(changed, next);
  }

  // A round where the thief, to move, gains positions: from the police-to-move set of the same
  // police cell, in the tiles the last round marked (those with a cell a step from a changed
  // cell: police_round, or dilate for the first round of the thief-win phase). Existential
  // (odd, Wins): a step (or the pass) reaches the set; universal (even, Losses): the pass and
  // every step do (a wall or the edge is no step, so it counts as reached).
  void thief_round(bool existential) {
    switch (grid.tile_width) {
      case 8:
        thief_round_tiles<8>(existential);
        break;
      case 16:
        thief_round_tiles<16>(existential);
        break;
      case 32:
        thief_round_tiles<32>(existential);
        break;
      default:
        thief_round_tiles<64>(existential);
        break;
    }
  }
  template <std::uint32_t kTileWidth>
  void thief_round_tiles(bool existential) {
    const std::int64_t nw = set_words, tc = grid.tile_cols;
    const Word* free_bits = grid.free.data();
    const Word* exits = grid.exits.data();
    const std::uint8_t* edge = grid.edge.data();
    const int mover = kThief;
    lanes_used = lanes_for(work.size());
    gained.assign(work.size(), 0);
    over_lanes(lanes_used, work.size(), [&](Lane& lane, std::size_t i) {
      const std::uint32_t c = work[i];
      Word* mask = changed.data() + std::size_t{c} * mask_words;
      Word* out = next.data() + std::size_t{c} * mask_words;
      const Word* ps = police_row(c);
      Word* ts = thief_set.data() + c;  // word v at ts[v * cells]
      const std::uint32_t cb = grid.bit_of_location[c];
      const std::uint32_t cword = cb / 64;
      const Word cbit = Word{1} << (cb % 64);
      auto set_or_walls = [&](std::int64_t j) -> Word {
        return j < 0 || j >= nw ? kAll : ps[static_cast<std::size_t>(j) * cells] | ~free_bits[j];
      };
      auto set_only = [&](std::int64_t j) -> Word {
        return j < 0 || j >= nw ? 0 : ps[static_cast<std::size_t>(j) * cells];
      };
      bool any = false;
      for (std::uint32_t m = 0; m < mask_words; ++m) {
        const Word todo = mask[m];
        mask[m] = 0;
        lane.visited += bit_count(todo);
        for (Word bits = todo; bits; bits &= bits - 1) {
          const std::uint32_t v = m * 64 + static_cast<std::uint32_t>(__builtin_ctzll(bits));
          if (v >= set_words) break;
          Word x;
          if (existential) {
            x = ps[std::size_t{v} * cells] | east<kTileWidth>(set_only, v, edge[v]) |
                west<kTileWidth>(set_only, v, edge[v]) | south<kTileWidth>(set_only, v, tc) |
                north<kTileWidth>(set_only, v, tc);
            x &= free_bits[v] & ~ts[std::size_t{v} * cells];
            if (v == cword) x &= ~cbit;
          } else {
            x = ps[std::size_t{v} * cells] & east<kTileWidth>(set_or_walls, v, edge[v]) &
                west<kTileWidth>(set_or_walls, v, edge[v]) & south<kTileWidth>(set_or_walls, v, tc) &
                north<kTileWidth>(set_or_walls, v, tc);
            x &= ~(ts[std::size_t{v} * cells] | exits[v]);
          }
          if (x) {
            ts[std::size_t{v} * cells] |= x;
            record(lane, mover, c, v, x);
            out[v / 64] |= Word{1} << (v % 64);
            any = true;
          }
        }
      }
      gained[i] = any;
    });
    for (std::size_t i = 0; i < work.size(); ++i)
      if (gained[i]) next_work.push_back(work[i]);
    std::swap(work, next_work);
    next_work.clear();
    std::swap(changed, next);
  }

  // One round of depth + 1 in the current phase (visited counts its words).
  [[gnu::noinline]] void round() {
    ++depth;
    ++round_count;
    if (depth > CopThiefSolution::kMaxDepth) throw std::overflow_error("game too long for 16-bit depths");
    if (((depth + 1) >> (8 + sol.plane_count())) != 0) drain();  // a new plane: the writer must be idle
    sol.reserve_depth(depth);
    for (Lane& lane : lanes) {
      lane.count = lane.visited = 0;
#if WHOWINS_THREADS
      lane.batch.depth = depth;
#endif
    }
    const bool existential = depth % 2 == 1;
    const bool police_moves = (phase == bits::kPoliceWins) == existential;  // police Wins, thief Losses
    if (police_moves)
      police_round(existential);
    else
      thief_round(existential);
    hand_off();
    std::uint64_t count = 0;
    for (const Lane& lane : lanes) count += lane.count, visited += lane.visited;
    decided += count;
    bits::count_round(sol, existential, depth, count);
  }
  bool idle() const { return work.empty(); }
};

CopThiefBits choose_cop_thief_bits(const CopThiefLayout& layout) {
  const ChainShape shape = cop_thief_chain_shape(layout);
  return shape.jumps <= shape.cells ? CopThiefBits::kChains : CopThiefBits::kTiles;
}

CopThiefBitsetSolver::CopThiefBitsetSolver(const GridBoard& grid, const CopThiefLayout& layout,
                                           std::uint64_t writer_thread_from, CopThiefBits bits) {
  static_assert(bits::BitsetLayout<State>);
  if (bits == CopThiefBits::kAuto) bits = choose_cop_thief_bits(layout);
  if (bits == CopThiefBits::kChains)
    c_ = std::make_unique<CopThiefChainEngine>(layout);
  else
    s_ = std::make_unique<State>(grid, layout, writer_thread_from);
}
CopThiefBitsetSolver::~CopThiefBitsetSolver() = default;
CopThiefBitsetSolver::CopThiefBitsetSolver(CopThiefBitsetSolver&&) noexcept = default;
CopThiefBitsetSolver& CopThiefBitsetSolver::operator=(CopThiefBitsetSolver&&) noexcept = default;

bool CopThiefBitsetSolver::advance(std::uint64_t budget) {
  return c_ ? c_->advance(budget) : bits::run_rounds(*s_, budget);
}
bool CopThiefBitsetSolver::done() const { return c_ ? c_->done() : s_->phase == bits::kSolved; }
double CopThiefBitsetSolver::progress() const { return c_ ? c_->progress() : bits::decided_share(*s_); }
std::uint32_t CopThiefBitsetSolver::rounds() const { return c_ ? c_->rounds() : s_->round_count; }
std::uint64_t CopThiefBitsetSolver::decided() const { return c_ ? c_->decided() : s_->decided; }
CopThiefSolution CopThiefBitsetSolver::take_solution() { return c_ ? c_->take_solution() : bits::take_finished(*s_); }

CopThiefSolution solve_cop_thief_bitset(const GridBoard& grid, const CopThiefLayout& layout, CopThiefBits bits) {
  CopThiefBitsetSolver solver(grid, layout, CopThiefBitsetSolver::kWriterThreadFrom, bits);
  while (!solver.advance()) {
  }
  return solver.take_solution();
}

}  // namespace whowins
