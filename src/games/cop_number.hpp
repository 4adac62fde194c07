// Cops and robbers (docs/rules.md#cops-and-robbers): k cops and a robber on an undirected graph. The cops are placed
// (several may share a vertex), then the robber, who sees them; then they alternate, cops
// first, each cop moving along an edge or staying, the robber likewise; a cop on the robber's
// vertex catches him. The cop number c(G) is the least k for which some placement of k cops
// catches the robber wherever he hides; a graph in pieces needs the sum of its pieces'.
#pragma once
#include <cstdint>
#include <exception>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace whowins {

// Capture times, one per (placement, robber vertex), exact at any size: one byte each while
// every time is below 255; widen() makes them 2 bytes (times below 65535), then 4, in place
// (one realloc, then the entries spread from the back), never entries staying never.
class CaptureTimes {
 public:
  static constexpr std::uint32_t kNever = 0xFFFFFFFFu;
  CaptureTimes() = default;
  CaptureTimes(const CaptureTimes&) = delete;
  CaptureTimes& operator=(const CaptureTimes&) = delete;
  ~CaptureTimes() { clear(); }
  // count entries, all never, 1 byte each (throws std::bad_alloc).
  void assign(std::uint64_t count);
  // The same with the entries not set: fill_never() them (a part at a time: memory a big game
  // touches first in its solve's steps, not at once).
  void allocate(std::uint64_t count);
  void fill_never(std::uint64_t from, std::uint64_t count);
  void clear();
  std::uint64_t size() const { return count_; }
  int width() const { return width_; }  // bytes per entry
  std::uint64_t bytes() const { return count_ * static_cast<std::uint64_t>(width_); }
  // Times below limit() fit this width (255, 65535, then 0xFFFFFFFF).
  std::uint32_t limit() const { return width_ == 1 ? 0xFFu : width_ == 2 ? 0xFFFFu : kNever; }
  std::uint32_t get(std::uint64_t i) const {
    switch (width_) {
      case 1: {
        const std::uint8_t t = static_cast<const std::uint8_t*>(data_)[i];
        return t == 0xFF ? kNever : t;
      }
      case 2: {
        const std::uint16_t t = static_cast<const std::uint16_t*>(data_)[i];
        return t == 0xFFFF ? kNever : t;
      }
      default:
        return static_cast<const std::uint32_t*>(data_)[i];
    }
  }
  // t < limit(), or kNever.
  void set(std::uint64_t i, std::uint32_t t) {
    switch (width_) {
      case 1:
        static_cast<std::uint8_t*>(data_)[i] = static_cast<std::uint8_t>(t);
        break;
      case 2:
        static_cast<std::uint16_t*>(data_)[i] = static_cast<std::uint16_t>(t);
        break;
      default:
        static_cast<std::uint32_t*>(data_)[i] = t;
    }
  }
  // t (< limit()) at entries base + i for each bit i of `bits`.
  void set_each(std::uint64_t base, std::uint64_t bits, std::uint32_t t) {
    switch (width_) {
      case 1:
        each(static_cast<std::uint8_t*>(data_) + base, bits, static_cast<std::uint8_t>(t));
        break;
      case 2:
        each(static_cast<std::uint16_t*>(data_) + base, bits, static_cast<std::uint16_t>(t));
        break;
      default:
        each(static_cast<std::uint32_t*>(data_) + base, bits, t);
    }
  }
  // Twice the bytes per entry (1 -> 2 -> 4); throws std::bad_alloc (the times are kept).
  void widen();

 private:
  template <class T>
  static void each(T* at, std::uint64_t bits, T t) {
    for (; bits; bits &= bits - 1) at[__builtin_ctzll(bits)] = t;
  }
  void* data_ = nullptr;
  std::uint64_t count_ = 0;
  int width_ = 1;
};

// Words allocated without being written (malloc): what a solve fills a part at a time.
class RawWords {
 public:
  RawWords() = default;
  RawWords(const RawWords&) = delete;
  RawWords& operator=(const RawWords&) = delete;
  ~RawWords() { clear(); }
  void allocate(std::uint64_t count);  // throws std::bad_alloc
  void clear();
  std::uint64_t size() const { return count_; }
  std::uint64_t* data() { return data_; }
  const std::uint64_t* data() const { return data_; }
  std::uint64_t& operator[](std::uint64_t i) { return data_[i]; }
  const std::uint64_t& operator[](std::uint64_t i) const { return data_[i]; }
  void swap(RawWords& o) {
    std::swap(data_, o.data_);
    std::swap(count_, o.count_);
  }

 private:
  std::uint64_t* data_ = nullptr;
  std::uint64_t count_ = 0;
};

// The cops' game with k cops on one connected graph, solved: for every placement C of the k
// cops (a multiset of vertices) and every robber vertex r, the number of cop moves in which
// the cops, to move, catch the robber with best play on both sides (kNever if they cannot).
// Placements are ranked as multisets (combinatorial number system): C(n + k - 1, k) of them.
//
// The solve goes in rounds: in round t every placement's set of robber vertices caught (the
// cops to move) gains those caught in t cop moves. A round pulls the robber vertices newly
// lost in the round before (the robber to move, every vertex of N[r] caught) back through one
// move of the cops, one cop at a time (Petr, Portier and Versteegen, "A faster algorithm for
// Cops and Robbers", 2022): for each vertex c (a slice: the placements whose largest vertex is
// c) the cop on c moves first, into states "these cops have moved, those have not" kept as
// bitsets over the robber's vertices, then the next cop, … — about k × (d + 1) bitset ORs per
// placement and round where the joint moves are (d + 1)^k. A slice's states are made depth
// first (one block of bitsets per level at a time: C(n + m - 1, m) bitsets at level m), so they
// stay far below the placements' own bits. Once few placements lost anything new, a round
// pushes each new loss to the placements one joint move before it instead.
//
// Memory per state (placement, robber vertex): three bits (caught so far; lost in the round
// before; lost in this one — the rounds are synchronous, so a round reads only the round
// before's news) and, unless set_times(false), a byte of capture time (2 or 4 once a round
// passes 255 or 65535). Without the times the game still knows, round by round, which
// placements catch everywhere (a row of caught bits filling up in round t: capture time t), so
// c(G), the best placement and its capture time are exact — what `whowins cop-number` asks
// (docs/cop-number-memory.md weighs this against one bit a state).
class CopsGame {
 public:
  static constexpr std::uint32_t kNever = CaptureTimes::kNever;
  // Thrown by step() when the capture times must widen (a round reached 255 or 65535) and the
  // widened game would pass the budget (set_budget); `bytes`: what it would hold.
  struct PastBudget : std::exception {
    std::uint64_t bytes = 0;
    explicit PastBudget(std::uint64_t b) : bytes(b) {}
    const char* what() const noexcept override { return "the capture times pass the memory budget"; }
  };
  // The most cops a game takes (a placement's cops are kept in arrays of this size).
  static constexpr int kMaxCops = 8;
  // neighbours: per vertex its neighbours (undirected, no self-loop needed); k in 1..kMaxCops.
  CopsGame(const std::vector<std::vector<std::uint32_t>>& neighbours, int k);
  // The same from a CSR slice: vertex v's neighbours are targets[offsets[v] .. offsets[v+1])
  // minus `base` (v in 0..n-1; self-loops and repeats are dropped).
  CopsGame(std::uint32_t n, const std::uint32_t* offsets, const std::uint32_t* targets, std::uint32_t base, int k);
  // Rounds until nothing changes. Time per round at most O((d + 1) × (2^k - 1) × n^k / k! ×
  // n/64) (a pulling round: its states; the placements are n^k / k!); memory: bytes().
  void solve();
  // start() (allocates), then step() until it says true: one round each (the game is solved
  // when a round changes nothing; the first also fills round 0). step_part(work) does part of
  // a round — about `work` bitset ORs, at least one slice — and says true at the same point;
  // round_fraction() is how much of the round under way is done (0 between rounds).
  void start();
  bool step() { return step_part(UINT64_MAX); }
  bool step_part(std::uint64_t work);
  double round_fraction() const;
  std::uint32_t rounds() const { return round_; }
  // How rounds go: kAuto pulls while many placements lost something in the round before and
  // pushes when few; kPull and kPush always go one way (the same capture times: for tests).
  enum class Method { kAuto, kPull, kPush };
  void set_method(Method m) { method_ = m; }
  // Rounds that pushed, so far.
  std::uint32_t pushed_rounds() const { return pushed_rounds_; }
  // The most bytes the game may hold once started (bytes()); a widening past it throws
  // PastBudget. Default: no limit.
  void set_budget(std::uint64_t bytes) { budget_ = bytes; }
  // Keep a capture time per state (default) or not (before start()): without them only
  // best() (and rounds()) may be asked — not capture_time(), cops_move() nor robber_move().
  void set_times(bool keep) { keep_times_ = keep; }
  bool times() const { return keep_times_; }
  // Bytes the game holds now (the graph, its bitsets, the solve's bitsets and scratch, the
  // capture times).
  std::uint64_t bytes() const;
  // Bytes of the game on n vertices with `arcs` adjacency entries (each edge counted both
  // ways) and k cops, once started, with 1-byte capture times: the closed neighbourhoods
  // (CSR), their bitsets (n × n/64 words), three bitsets of n bits per placement (caught, lost
  // in the round before, lost in this one), two bits per placement, one byte per placement and
  // vertex (unless times is false), the rank tables and a slice's states (for k >= 2) and n
  // stepped ranks per lane (`lanes`: threads). Saturates at UINT64_MAX.
  static std::uint64_t bytes(std::uint64_t n, std::uint64_t arcs, int k, bool times = true, int lanes = 1);
  // Bits the game keeps per state (placement, robber vertex): 3 (rounded up to whole words
  // of bitsets per placement) plus 8 for 1-byte capture times.
  static double bits_per_state(std::uint64_t n, bool times);
  // Best play from the solved game: the cops' move from placement `index` against a robber on
  // r (the placement after it: catching him at once, else the one whose worst robber reply is
  // caught soonest), and the robber's reply to placement `index` from r (the vertex of N[r]
  // caught last, never onto a cop).
  std::uint64_t cops_move(std::uint64_t index, std::uint32_t r) const;
  std::uint32_t robber_move(std::uint64_t index, std::uint32_t r) const;

  std::uint32_t vertex_count() const { return n_; }
  int cops() const { return k_; }
  std::uint64_t placement_count() const { return placements_; }
  // The cops' vertices (sorted) of a placement, and back.
  std::vector<std::uint32_t> placement(std::uint64_t index) const;
  std::uint64_t index_of(std::vector<std::uint32_t> cops) const;
  // The rank of the multiset M + x among the (m + 1)-multisets, M sorted (m elements, m < k):
  // index_of(M + x) when m + 1 = k. A pulling round ranks what it reads this way once per M_1 …
  // M_{m-1} and then steps M_0: when M_0 (< M_1, or < n - 1 when m = 1) becomes M_0 + 1, the rank
  // of M + x grows by rank_step(M_0, x) — M_0's term C(M_0, 1) grows by 1 while M_0 < x, and
  // C(M_0 + 1, 2) by M_0 + 1 once x sorts before it.
  std::uint64_t rank_with(const std::uint32_t* sorted, int m, std::uint32_t x) const;
  static std::uint64_t rank_step(std::uint32_t smallest, std::uint32_t x) {
    return smallest < x ? 1 : std::uint64_t{smallest} + 1;
  }
  // Cop moves to catch a robber on r against placement `index` (0: he stands on a cop), or kNever.
  std::uint32_t capture_time(std::uint64_t index, std::uint32_t r) const { return time_.get(index * n_ + r); }
  // Bytes per capture time now (1, 2 or 4).
  int time_width() const { return time_.width(); }
  // A best placement: one that catches the robber wherever he hides, in the fewest rounds
  // (the first in index order on ties); the rounds. {false, …} when k cops cannot win. Kept
  // during the solve (each placement's capture time is the round its last vertex came in);
  // before the solve ends, read from the capture times.
  struct Best {
    bool win = false;
    std::uint64_t placement = 0;
    std::uint32_t rounds = 0;
  };
  Best best() const;

  // Positions of the game (both sides to move): 2 × C(n + k - 1, k) × n; saturates at
  // UINT64_MAX (positions_text() is exact).
  static std::uint64_t positions(std::uint64_t n, int k);
  static std::string positions_text(std::uint64_t n, int k);

 private:
  void build(std::uint32_t n, const std::uint32_t* offsets, const std::uint32_t* targets, std::uint32_t base);
  std::uint64_t rank_of(const std::uint32_t* sorted) const;  // by the tables
  void unrank_to(std::uint64_t index, std::uint32_t* sorted) const;
  // What a slice of a pulling round uses besides its placements' own rows: a slice's states,
  // scratch, and what it found (merged into changed_ and best_ at the round's end). Lane 0 is
  // the only one without threads; with threads (core/parallel.hpp) a pulling round's slices
  // are shared out over lanes_, each lane on its own thread.
  struct Lane {
    std::vector<std::uint64_t> levels;   // a slice's states: one block per level 1 .. k-1
    std::vector<std::uint64_t> scratch;  // 3 bitsets
    std::vector<std::uint64_t> ranks;    // pull_block's rank(M + x) per move x of the moving cop
    bool changed = false;                // caught something new
    Best best;                           // as the rows filled up
  };
  template <std::uint32_t FW>
  std::uint64_t pull_slice(Lane& lane, std::uint32_t c);  // a slice of a pulling round; its work
  template <std::uint32_t FW>
  std::uint64_t pull_block(Lane& lane, int m, std::uint32_t* a);  // level m >= 1's block, depth first
  template <std::uint32_t FW>
  std::uint64_t pull_placements(Lane& lane, std::uint32_t* a, std::uint32_t from, std::uint32_t to,
                                const std::uint64_t* in);  // level 0: placements (from … to, a[1], …)
  std::uint64_t pull_some(std::uint64_t work);             // part of a pulling round; its work
  void add_lanes(int want);
  bool init_some(std::uint64_t work);                                 // part of round 0; true when done
  void init_range(Lane& lane, std::uint64_t from, std::uint64_t to);  // round 0 for these placements
  std::uint64_t push_some(std::uint64_t work);                        // part of a pushing round; its work
  std::uint64_t push_some_shared(std::uint64_t work, int lanes);      // the same over lanes at once
  template <std::uint32_t FW>
  std::uint64_t push_from_shared(Lane& lane, std::uint64_t from);
  template <std::uint32_t FW>
  void catch_shared(Lane& lane, std::uint64_t index, const std::uint64_t* reached);
  template <std::uint32_t FW>
  std::uint64_t settle_words(Lane& lane, std::uint64_t from, std::uint64_t to);
  template <std::uint32_t FW>
  std::uint64_t push_from(std::uint64_t from);
  template <std::uint32_t FW>
  bool catch_new(Lane& lane, std::uint64_t index, const std::uint64_t* reached, std::uint64_t* fresh);
  template <std::uint32_t FW>
  void lose(Lane& lane, std::uint64_t index, const std::uint32_t* cops, const std::uint64_t* fresh);
  void end_round();
  static void filled(Best& best, std::uint64_t index, std::uint32_t round);
  std::uint32_t n_;
  int k_;
  std::uint32_t words_;
  std::uint64_t placements_;
  std::vector<std::uint32_t> closed_start_, closed_;  // N[v] (v and its neighbours, sorted) as CSR
  std::vector<std::uint64_t> bits_;                   // N[v] as bitsets, words_ per vertex
  std::vector<std::uint64_t> tab_;                    // tab_[i * (n_ + 1) + v] = C(v + i, i + 1), i < k
  std::vector<std::uint64_t> multisets_;              // C(n + m - 1, m), m = 0..k
  CaptureTimes time_;
  // Per placement, words_ each: caught_ (the robber caught, cops to move, so far), lost_ (the
  // robber newly lost, to move, in the round before: what this round pulls), next_ (newly
  // lost in this round; during a pushing round first the newly caught); per placement one bit
  // each: lost_ / next_ not empty.
  RawWords caught_, lost_, next_;
  std::vector<std::uint64_t> lost_any_, next_any_;
  std::vector<Lane> lanes_;                    // lane 0, and more with threads
  std::uint64_t level_at_[kMaxCops + 1] = {};  // where level m's block starts in Lane::levels (words)
  bool shared_ = false;                        // lanes run at once: next_any_ is set atomically
  std::uint32_t round_ = 0;
  bool initialized_ = false;    // round 0 is done (init_some)
  bool solved_ = false;         // the last round changed nothing
  Best best_;                   // as the rows filled up (the lanes', merged)
  std::uint64_t tail_ = 0;      // the last word's bits of vertices
  bool round_started_ = false;  // a round is under way
  bool pushing_ = false;        // this round pushes (else pulls slices)
  Method method_ = Method::kAuto;
  std::uint32_t pushed_rounds_ = 0;
  bool changed_ = false;                         // this round caught something new
  std::uint64_t cursor_ = 0;                     // the next slice, or placement to push / settle
  std::uint64_t lost_count_ = 0;                 // placements with lost_ not empty
  std::uint64_t pull_work_ = 0, work_done_ = 0;  // a pulling round's work; this round's so far
  double joint_moves_ = 0;                       // the mean joint moves of a placement
  static constexpr double kPushCost = 10;        // a pushed move's cost against a pulled word OR (measured)
  std::uint64_t budget_ = UINT64_MAX;
  bool keep_times_ = true;
  template <class F>
  void for_each_move(std::uint64_t index, F&& f) const;
};

// What the cop number's line says after the ';' when the game of k cops on n vertices would
// pass the memory budget: "k cops [on a piece of n vertices ]need N positions[ with capture
// times past R rounds], past the memory budget of <budget>" (widened_past 0: the game does not
// fit from the start; else it had to widen its capture times past R rounds).
std::string cops_past_budget(int k, std::uint64_t n, bool a_piece, std::uint32_t widened_past,
                             const std::string& budget);

// Bytes in words: "1 MB", "850 MB", "12.4 GB" (decimal units, as a browser's).
std::string memory_text(std::uint64_t bytes);
// A memory budget in words: "3 GiB", "512 MiB", "1536 KiB", or "N bytes" (the largest binary
// unit that divides it).
std::string budget_text(std::uint64_t bytes);
// `--memory SIZE`: a whole number with an optional unit K, M, G or T (binary: KiB … TiB; "KB",
// "KiB", … read the same), at least 1 MiB. Nothing on a bad value; `why` says what is wrong.
bool parse_memory_size(std::string_view text, std::uint64_t& bytes, std::string& why);

}  // namespace whowins
