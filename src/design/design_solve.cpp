// Solving a design and writing what it found (design_solve.hpp).
#include "design/design_solve.hpp"
#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <stdexcept>
#include <string>
#include "core/best_move.hpp"
#include "core/parallel.hpp"
#include "core/retrograde.hpp"
#include "core/verifier.hpp"
#include "design/design_cops.hpp"
#include "games/cop_thief.hpp"
#include "games/puzzle_json.hpp"

namespace whowins {

DesignValue design_value(const Design& d, int mover, Outcome plain, Depth depth, bool held) {
  DesignValue v;
  v.winner = plain == Outcome::Win ? mover : plain == Outcome::Loss ? 1 - mover : -1;
  v.depth = v.winner < 0 ? kNoDepth : depth;
  if (d.limit_plies && (v.winner < 0 || (v.winner != d.limit_winner && depth > *d.limit_plies))) {
    v.winner = d.limit_winner;  // the other side cannot force its win within the limit
    v.depth = kNoDepth;
    v.by_rule = true;
  } else if (v.winner < 0 && d.endless >= 0 && !held) {
    v.winner = d.endless;
    v.by_rule = true;
  }
  return v;
}

bool design_needs_hold(const Design& d) {
  return d.endless >= 0 && (d.sides[0].stuck == DesignStuck::kDraw || d.sides[1].stuck == DesignStuck::kDraw);
}

std::vector<std::uint8_t> design_hold_set(const DesignGame<>& game) {
  const Solution s = solve(HoldGame<DesignGame<>>(game, 1 - game.design().endless));
  return design_held_from(game, [&](Position p) { return s.outcome[p]; });
}

DesignSolution::DesignSolution(CopThiefSolution kernel, int police_side)
    : kernel_(std::make_unique<CopThiefSolution>(std::move(kernel))), police_side_(police_side) {}

DesignSolution::DesignSolution(DesignBitSolution bits, std::vector<std::uint8_t> h)
    : held(std::move(h)), bits_(std::make_unique<DesignBitSolution>(std::move(bits))) {}

DesignSolution::DesignSolution(std::unique_ptr<CopsKernel> cops) : cops_(std::move(cops)) {}
DesignSolution::DesignSolution() = default;
DesignSolution::DesignSolution(Solution plain, std::vector<std::uint8_t> h)
    : held(std::move(h)), plain_(std::move(plain)) {}
DesignSolution::DesignSolution(DesignSolution&& o) noexcept { *this = std::move(o); }
DesignSolution::~DesignSolution() = default;
DesignSolution& DesignSolution::operator=(DesignSolution&& o) noexcept {
  held = std::move(o.held);
  plain_ = std::move(o.plain_);
  kernel_ = std::move(o.kernel_);
  bits_ = std::move(o.bits_);
  cops_ = std::move(o.cops_);
  police_side_ = o.police_side_;
  outcome.s = this;
  depth.s = this;
  return *this;
}

std::unique_ptr<DesignSolution::CopsKernel> design_cops_kernel(const Design& d) {
  const DesignSide& cs = d.sides[d.cops_side];
  const DesignSide& rs = d.sides[1 - d.cops_side];
  const DesignMoves& m = d.moves[d.tokens[rs.first_token].moves];
  std::vector<std::vector<std::uint32_t>> nb(d.place_count);
  for (std::uint32_t p = 0; p < d.place_count; ++p)
    for (std::uint32_t e = m.forward_offset[p]; e < m.forward_offset[p + 1]; ++e)
      if (m.forward[e] != p) nb[p].push_back(m.forward[e]);
  auto k = std::make_unique<DesignSolution::CopsKernel>(nb, cs.token_count);
  k->cops_side = d.cops_side;
  k->n = d.place_count;
  k->half = d.position_count / 2;
  // The groups' weights (design_game.hpp): side 0's group first, the last group's weight 1.
  const std::uint64_t placements = k->game.placement_count();
  if (d.cops_side == 0)
    k->cops_weight = d.place_count, k->robber_weight = 1;
  else
    k->robber_weight = placements, k->cops_weight = 1;
  k->offset = m.forward_offset;
  k->step = m.forward;
  return k;
}

std::size_t DesignSolution::size() const {
  if (bits_) return static_cast<std::size_t>(bits_->position_count());
  if (cops_) return static_cast<std::size_t>(2 * cops_->half);
  return kernel_ ? static_cast<std::size_t>(kernel_->position_count()) : plain_.outcome.size();
}

std::pair<Outcome, Depth> DesignSolution::plain(Position p) const {
  if (bits_) return bits_->plain(p);
  if (cops_) return cops_->plain(p);
  if (!kernel_) return {plain_.outcome[p], plain_.depth[p]};
  // The design numbers (mover, side 0's place, side 1's place) as ((mover * L) + a) * L + b;
  // the kernel (police to move?, police, thief) as ((0 or 1) * L + police) * L + thief.
  std::uint64_t q = p;
  if (police_side_ == 1) {
    const std::uint64_t L = kernel_->location_count(), per_side = L * L;
    const std::uint64_t mover = q / per_side, rest = q % per_side, a = rest / L, b = rest % L;
    q = (1 - mover) * per_side + b * L + a;
  }
  const auto v = kernel_->value(q);
  return {v.first, v.first == Outcome::Draw ? kNoDepth : Depth{v.second}};
}

// The board of a design of the cop-thief shape, in cop-thief's own terms: walls '*', the
// thief's `on` cells 'E', the starts.
GridBoard design_cop_thief_board(const Design& d) {
  GridBoard g;
  g.rows = d.rows;
  g.cols = d.cols;
  g.cells.assign(std::size_t{d.rows} * d.cols, '*');
  const int police = d.police_side, thief = 1 - police;
  for (std::uint32_t p = 0; p < d.place_count; ++p) {
    const bool exit = d.ends.size() == 2 && d.ends[1].cells[p];
    g.cells[d.cell_of_place[p]] = exit ? 'E' : '.';
  }
  g.police = d.cell_of_place[d.tokens[d.sides[police].first_token].start];
  g.thief = d.cell_of_place[d.tokens[d.sides[thief].first_token].start];
  return g;
}

DesignEngine design_engine(const Design& d) {
  // WHOWINS_DESIGN_ENGINE=queue (read with the design: police_side and bit_token are then -1)
  // or bits (where the bit engine takes the design, police and thief included).
  if (d.police_side >= 0 && design_engine_forced() != "bits") return DesignEngine::kKernel;
  if (d.cops_side >= 0) return DesignEngine::kCops;
  if (d.bit_token >= 0) return DesignEngine::kBits;
  return DesignEngine::kQueue;
}

DesignSolution solve_design(const DesignGame<>& game) {
  const Design& d = game.design();
  const DesignEngine engine = design_engine(d);
#if WHOWINS_DESIGN_KERNELS
  if (engine == DesignEngine::kKernel) {  // the cop-thief kernel (bit-parallel) for a design of its shape
    const GridBoard g = design_cop_thief_board(d);
    return DesignSolution(solve_cop_thief_bitset(g, make_cop_thief_layout(g)), d.police_side);
  }
  if (engine == DesignEngine::kCops) return solve_design(d, UINT64_MAX);  // the cops-and-robbers kernel, no byte cap
#endif
  if (engine == DesignEngine::kBits) {
    const int bit = d.bit_token;
    DesignBitSolution plain = solve_design_bits(d, bit);
    std::vector<std::uint8_t> held;
    if (design_needs_hold(d)) {
      const DesignBitSolution hold = solve_design_bits(d, bit, 1 - d.endless);
      held = design_held_from(game, [&](Position p) { return hold.plain(p).first; });
    }
    return DesignSolution(std::move(plain), std::move(held));
  }
  Solution plain = solve(game);
  return DesignSolution(std::move(plain), design_needs_hold(d) ? design_hold_set(game) : std::vector<std::uint8_t>{});
}

DesignSolution solve_design(const Design& d, std::uint64_t byte_budget, bool times) {
  if (WHOWINS_DESIGN_KERNELS && design_engine(d) == DesignEngine::kCops) {
#if WHOWINS_DESIGN_KERNELS
    auto k = design_cops_kernel(d);
    k->game.set_budget(byte_budget);
    k->game.set_times(times);
    try {
      k->game.solve();
    } catch (const CopsGame::PastBudget&) {
      throw DesignPastBudget(k->game.rounds() - 1);
    }
    return DesignSolution(std::move(k));
#endif
  }
  if (d.position_count > (std::uint64_t{1} << 31))
    throw std::logic_error("solve_design: a design past 2^31 positions outside a kernel");
  const DesignGame<> game(d);
  return solve_design(game);
}

DesignPlacement design_best_placement(const Design& d, const DesignSolution& s, int placer) {
  DesignPlacement out;
  if (const DesignSolution::CopsKernel* k = s.cops_kernel(); k && k->cops_side == placer) {  // the kernel keeps it
    const CopsGame::Best b = k->game.best();
    if (!b.win) return out;
    out.win = true;
    out.places = k->game.placement(b.placement);
    out.plies = b.rounds ? 2 * b.rounds - 1 : 0;
    return out;
  }
  // Positions are numbered side 0's groups first (design_game.hpp): the placer's placements are
  // the high digits (side 0) or the low ones (side 1) of the position within its half.
  const DesignGame<> game(d);
  std::uint64_t low = 1;  // the placements of side 1
  for (const DesignGroup& g : d.groups)
    if (g.side == 1) low *= g.radix;
  const std::uint64_t half = d.position_count / 2, keys = placer == 0 ? half / low : low, others = half / keys;
  const DesignSide& side = d.sides[placer];
  auto stands = [&](const DesignGame<>::State& st, int from, int count) {
    for (int t = from; t < from + count; ++t)
      if (!d.moves[d.tokens[t].moves].may_stand[st.place[t]]) return false;
    return true;
  };
  const DesignSide& them = d.sides[1 - placer];
  std::uint64_t best = UINT64_MAX;
  for (std::uint64_t key = 0; key < keys; ++key) {
    const auto at = [&](std::uint64_t other) {
      const std::uint64_t rest = placer == 0 ? key * low + other : other * low + key;
      return static_cast<Position>(static_cast<std::uint64_t>(placer) * half + rest);
    };
    const DesignGame<>::State first = game.decode(at(0));
    if (!stands(first, side.first_token, side.token_count)) continue;
    std::uint64_t worst = 0;
    bool all = true;
    for (std::uint64_t other = 0; other < others && all; ++other) {
      const Position p = at(other);
      if (!stands(game.decode(p), them.first_token, them.token_count)) continue;
      const DesignValue v = s.value(game, p);
      if (v.winner != placer)
        all = false;
      else
        worst = std::max<std::uint64_t>(worst, v.by_rule ? UINT64_MAX - 1 : v.depth);
    }
    if (!all || worst >= best) continue;
    best = worst;
    out.win = true;
    out.places.assign(first.place.begin() + side.first_token,
                      first.place.begin() + side.first_token + side.token_count);
    out.plies = worst >= kNoDepth ? kNoDepth : static_cast<Depth>(worst);  // a win by rule: no exact depth
  }
  return out;
}

namespace {
// How good a move p -> q is for the side moving at p by q's design value: smaller is better.
std::uint64_t design_move_rank(const DesignValue& v, int mover) {
  if (v.winner == mover) return v.by_rule ? std::uint64_t{1} << 32 : v.depth;
  if (v.winner < 0) return std::uint64_t{1} << 33;
  return v.by_rule ? std::uint64_t{1} << 34 : (std::uint64_t{1} << 34) + 1 + (std::uint64_t{0xFFFFFFFF} - v.depth);
}
}  // namespace

namespace {
// The best move of the position decoded as s (design_best_move), with `plain(q)` the plain
// { outcome, depth } of a position: the plain ranking (core/best_move.hpp's move_rank) where
// `held` is empty, else the design's (design_move_rank). The first of equal moves in the game's order.
template <class Plain>
Position design_best_move_from(const DesignGame<>& game, const DesignGame<>::State& s,
                               const std::vector<std::uint8_t>& held, Plain&& plain) {
  if (game.end_value(s) != Outcome::Draw) return kNoPosition;
  Position best = kNoPosition;
  std::uint64_t best_rank = UINT64_MAX;
  if (held.empty()) {
    game.for_each_move(s, [&](Position q) {
      const auto [o, depth] = plain(q);
      const std::uint64_t r = move_rank(o, depth);
      if (r < best_rank) best_rank = r, best = q;
    });
    return best;
  }
  const Design& d = game.design();
  game.for_each_move(s, [&](Position q) {
    const auto [o, depth] = plain(q);
    const std::uint64_t r = design_move_rank(design_value(d, game.mover(q), o, depth, held[q] != 0), s.mover);
    if (r < best_rank) best_rank = r, best = q;
  });
  return best;
}
}  // namespace

Position design_best_move(const DesignGame<>& game, const DesignSolution& solution, Position p) {
  return design_best_move_from(game, game.decode(p), solution.held, [&](Position q) { return solution.plain(q); });
}

std::vector<Position> design_ranked_moves(const DesignGame<>& game, const DesignSolution& solution, Position p) {
  if (solution.held.empty()) return ranked_moves(game, solution, p);
  std::vector<Position> moves;
  if (game.end_value(p) != Outcome::Draw) return moves;
  const int mover = game.mover(p);
  game.for_each_move(p, [&](Position q) { moves.push_back(q); });
  std::stable_sort(moves.begin(), moves.end(), [&](Position a, Position b) {
    return design_move_rank(solution.value(game, a), mover) < design_move_rank(solution.value(game, b), mover);
  });
  return moves;
}

namespace {

void put_place(TextWriter& out, const Design& d, std::uint32_t place) {
  if (!d.grid) {
    out.put_uint(place);
    return;
  }
  const std::uint32_t cell = d.cell_of_place[place];
  out.put('[');
  out.put_uint(cell / d.cols);
  out.put(',');
  out.put_uint(cell % d.cols);
  out.put(']');
}
void put_places(TextWriter& out, const Design& d, const DesignGame<>::State& s) {
  out.put('[');
  for (std::size_t t = 0; t < d.tokens.size(); ++t) {
    if (t) out.put(',');
    put_place(out, d, s.place[t]);
  }
  out.put(']');
}
void put_value(TextWriter& out, const Design& d, const DesignValue& v, int mover) {
  out.put(",\"outcome\":\"");
  out.put(outcome_letter(v.for_mover(mover)));
  out.put("\",\"winner\":");
  if (v.winner < 0)
    out.put("null");
  else
    out.put_json_string(d.sides[v.winner].name);
  out.put(",\"depth\":");
  if (v.depth == kNoDepth)
    out.put("null");
  else
    out.put_uint(v.depth);
  if (v.by_rule) out.put(",\"by_rule\":true");
}

}  // namespace

void write_design_answer(TextWriter& out, const DesignGame<>& game, const DesignSolution& solution) {
  const DesignValue v = solution.value(game, game.start());
  out.put(v.winner < 0 ? std::string_view("draw") : std::string_view(game.design().sides[v.winner].name));
  out.put('\n');
}

namespace {

// A design's --json (write_design_json), written fast with the same bytes as one position at a
// time through put_places and put_value: the texts it repeats are made once — each place's
// ("[row,col]" or the vertex), the head of a position for each side to move (its quoted name),
// the outcome and winner for each pair of mover and winner — and copied; the plain values of all
// positions are read once into a table of 4 bytes each, where the best moves then read their
// moves' values (an engine's value may cost several lookups: the cop-thief kernel derives a
// thief-to-move value from the thief's moves); and chunks of positions are formatted on the
// solver's threads (core/parallel.hpp) and handed on in order.
class DesignJsonWriter {
 public:
  // Positions a lane formats at a time: past kDesignJsonChunk bytes at any design (a position
  // takes at least 64 bytes: 77 with two one-letter names), 2 MB or so at most.
  static constexpr std::uint32_t kRange = 16384;

  DesignJsonWriter(const DesignGame<>& game, const DesignSolution& solution, std::uint64_t table_bytes)
      : game_(game), d_(game.design()), solution_(solution), tokens_(d_.tokens.size()) {
    for (int m = 0; m < 2; ++m) {
      TextWriter name;
      name.put_json_string(d_.sides[m].name);
      quoted_[m] = name.str();
    }
    for (int m = 0; m < 2; ++m) {
      head_[m] = "{\"mover\":" + quoted_[m] + ",\"places\":[";
      for (int w = -1; w < 2; ++w) {
        const char letter = w < 0 ? 'D' : w == m ? 'W' : 'L';
        value_[m][w + 1] =
            std::string("],\"outcome\":\"") + letter + "\",\"winner\":" + (w < 0 ? "null" : quoted_[w]) + ",\"depth\":";
      }
    }
    places_.resize(d_.place_count);
    for (std::uint32_t place = 0; place < d_.place_count; ++place) {
      TextWriter t;
      put_place(t, d_, place);
      PlaceText& pt = places_[place];
      // At most 23 characters: "[4294967295,4294967295]", or a vertex's 10 digits.
      const std::size_t size = std::min(t.str().size(), sizeof pt.text);
      std::copy(t.str().begin(), t.str().begin() + static_cast<std::ptrdiff_t>(size), pt.text);
      pt.size = static_cast<std::uint8_t>(size);
    }
    std::size_t longest = 0;
    for (const auto& side : value_)
      for (const std::string& v : side) longest = std::max(longest, v.size());
    // A position's text at most: head, places, value, 10 digits, by_rule, best and its places, "},\n".
    max_line_ = std::max(head_[0].size(), head_[1].size()) + 2 * tokens_ * sizeof(PlaceText) + longest + 10 +
                kByRule.size() + kBest.size() + 2 + 8;
    const std::uint64_t n = game.position_count();
    if (n * sizeof(std::uint32_t) <= table_bytes) fill_table();
  }

  // design_stats(game, solution), counted as the table was filled where it was.
  Stats stats() const { return stats_ ? *stats_ : design_stats(game_, solution_); }

  // The start position, as "start" writes it.
  void put_start(TextWriter& out) const {
    std::vector<char> scratch(max_line_);
    const Position p = game_.start();
    out.put(
        std::string_view(scratch.data(), static_cast<std::size_t>(put_position(scratch.data(), p) - scratch.data())));
  }

  // Every position, ",\n" between, appended to out; flush (if any) called whenever out holds
  // at least kDesignJsonChunk bytes.
  void put_positions(TextWriter& out, const std::function<void(TextWriter&)>& flush) const {
    const std::uint64_t n = game_.position_count();
    const int lanes = std::max(1, threads());
    if (lanes == 1) {  // straight into out, flushed as it passes a chunk
      format(0, n, out.str(), flush ? &out : nullptr, flush);
      return;
    }
    // Batches of 16 ranges (2 a lane past 8 lanes: about 2 x 16 x 2 MB of text in all), taken by
    // the lanes as they come free; while the lanes format one batch, lane 0 (this thread) first
    // hands on the one before, in order — so writing the text overlaps formatting the next. (Few
    // batches: each ends waiting for its slowest lane, a cost on a machine busy with other work.)
    const std::uint64_t per_batch = std::max<std::uint64_t>(16, 2 * static_cast<std::uint64_t>(lanes)),
                        ranges = (n + kRange - 1) / kRange;
    std::vector<std::string> texts[2] = {std::vector<std::string>(per_batch), std::vector<std::string>(per_batch)};
    auto hand_on = [&](std::vector<std::string>& batch) {
      for (std::string& text : batch) {  // in order; a text taken whole where nothing waits before it
        if (out.str().empty())
          out.str().swap(text);
        else
          out.str().append(text);
        text.clear();
        if (flush && out.str().size() >= kDesignJsonChunk) flush(out);
      }
    };
    for (std::uint64_t b = 0; b * per_batch < ranges; ++b) {
      std::vector<std::string>& now = texts[b % 2];
      std::atomic<std::uint64_t> next{0};
      run_lanes(lanes, [&](int lane) {
        if (lane == 0 && b > 0) hand_on(texts[(b - 1) % 2]);
        for (std::uint64_t i; (i = next.fetch_add(1)) < per_batch;) {
          const std::uint64_t begin = std::min(n, (b * per_batch + i) * kRange);
          format(begin, std::min<std::uint64_t>(n, begin + kRange), now[i], nullptr, flush);
        }
      });
      if ((b + 1) * per_batch >= ranges) hand_on(now);  // the last batch
    }
  }

 private:
  static constexpr std::string_view kByRule = ",\"by_rule\":true", kBest = ",\"best\":";
  struct PlaceText {  // copied whole (32 bytes), then the pointer moved past `size`
    char text[31];
    std::uint8_t size;
  };

  // The plain value in 4 bytes: 0 a draw, else 1 + 2 x depth + (1 for a win).
  static std::uint32_t pack(Outcome o, Depth depth) {
    return o == Outcome::Draw ? 0 : 1 + 2 * depth + (o == Outcome::Win ? 1 : 0);
  }
  static std::pair<Outcome, Depth> unpack(std::uint32_t code) {
    if (code == 0) return {Outcome::Draw, kNoDepth};
    return {(code - 1) & 1 ? Outcome::Win : Outcome::Loss, (code - 1) >> 1};
  }
  // The table of every position's plain value, filled on the solver's threads; left empty when
  // a depth does not fit (never in practice: 2^31 plies).
  void fill_table() {
    const std::uint64_t n = game_.position_count();
    table_.resize(n);
    const int lanes = std::max(1, threads());
    std::vector<std::uint8_t> fits(static_cast<std::size_t>(lanes), 1);
    std::vector<Stats> counted(static_cast<std::size_t>(lanes));
    run_lanes(lanes, [&](int lane) {
      const std::uint64_t begin = n * lane / lanes, end = n * (lane + 1) / lanes;
      Stats& st = counted[lane];
      for (std::uint64_t p = begin; p < end; ++p) {
        const auto position = static_cast<Position>(p);
        const auto [o, depth] = solution_.plain(position);
        if (o != Outcome::Draw && depth >= 0x7FFFFFFF) fits[lane] = 0;
        table_[p] = pack(o, depth);
        design_count(d_, game_.mover(position), o, depth, 1, st, solution_.is_held(position));
      }
    });
    if (std::find(fits.begin(), fits.end(), 0) != fits.end()) {
      table_ = {};
      return;
    }
    stats_.emplace();  // design_stats' counts, summed over the lanes
    stats_->positions = n;
    for (const Stats& st : counted) {
      stats_->win += st.win;
      stats_->loss += st.loss;
      stats_->draw += st.draw;
      stats_->longest = std::max(stats_->longest, st.longest);
    }
  }
  std::pair<Outcome, Depth> plain(Position p) const { return table_.empty() ? solution_.plain(p) : unpack(table_[p]); }

  static char* put_text(char* w, std::string_view s) {
    std::memcpy(w, s.data(), s.size());
    return w + s.size();
  }
  static char* put_digits(char* w, std::uint32_t v) {
    static constexpr char kPairs[] =
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
        "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
        "8081828384858687888990919293949596979899";
    char tmp[10];
    char* at = tmp + sizeof tmp;
    while (v >= 100) {
      const std::uint32_t pair = v % 100;
      v /= 100;
      at -= 2;
      std::memcpy(at, kPairs + 2 * pair, 2);
    }
    if (v >= 10) {
      at -= 2;
      std::memcpy(at, kPairs + 2 * v, 2);
    } else {
      *--at = static_cast<char>('0' + v);
    }
    const std::size_t k = static_cast<std::size_t>(tmp + sizeof tmp - at);
    std::memcpy(w, at, k);
    return w + k;
  }
  // The places of every token, "," between (no brackets): each a copy of 32 bytes, then the
  // pointer moved past its text.
  char* put_places_raw(char* w, const DesignGame<>::State& s) const {
    for (std::size_t t = 0; t < tokens_; ++t) {
      if (t) *w++ = ',';
      const PlaceText& pt = places_[s.place[t]];
      std::memcpy(w, &pt, sizeof pt);
      w += pt.size;
    }
    return w;
  }
  // Position p's object at w (at least max_line_ bytes there); returns its end.
  char* put_position(char* w, Position p) const {
    const DesignGame<>::State s = game_.decode(p);
    w = put_text(w, head_[s.mover]);
    w = put_places_raw(w, s);
    const auto [o, depth] = plain(p);
    const DesignValue v = design_value(d_, s.mover, o, depth, solution_.is_held(p));
    w = put_text(w, value_[s.mover][v.winner + 1]);
    if (v.depth == kNoDepth)
      w = put_text(w, "null");
    else
      w = put_digits(w, v.depth);
    if (v.by_rule) w = put_text(w, kByRule);
    w = put_text(w, kBest);
    const Position b = design_best_move_from(game_, s, solution_.held, [&](Position q) { return plain(q); });
    if (b == kNoPosition) {
      w = put_text(w, "null");
    } else {
      *w++ = '[';
      w = put_places_raw(w, game_.decode(b));
      *w++ = ']';
    }
    *w++ = '}';
    return w;
  }
  // Positions [begin, end) appended to text, ",\n" before each but the first of the map. With
  // `out` (whose text is `text`), flush(*out) whenever it holds kDesignJsonChunk bytes.
  void format(std::uint64_t begin, std::uint64_t end, std::string& text, TextWriter* out,
              const std::function<void(TextWriter&)>& flush) const {
    constexpr std::size_t kScratch = std::size_t{64} << 10;  // copied on to text whenever this full
    std::vector<char> scratch(kScratch + max_line_);
    char* const base = scratch.data();
    char* w = base;
    for (std::uint64_t p = begin; p < end; ++p) {
      if (static_cast<std::size_t>(w - base) >= kScratch) {
        text.append(base, static_cast<std::size_t>(w - base));
        w = base;
        if (out && text.size() >= kDesignJsonChunk) flush(*out);
      }
      if (p) *w++ = ',', *w++ = '\n';
      w = put_position(w, static_cast<Position>(p));
    }
    text.append(base, static_cast<std::size_t>(w - base));
  }

  const DesignGame<>& game_;
  const Design& d_;
  const DesignSolution& solution_;
  std::size_t tokens_;
  std::string quoted_[2], head_[2];
  std::string value_[2][3];  // per mover and winner + 1: `],"outcome":"W","winner":"…","depth":`
  std::vector<PlaceText> places_;
  std::size_t max_line_ = 0;
  std::vector<std::uint32_t> table_;
  std::optional<Stats> stats_;
};

}  // namespace

void write_design_json(TextWriter& out, const DesignGame<>& game, const DesignSolution& solution,
                       const std::function<void(TextWriter&)>& flush, std::uint64_t table_bytes) {
  const Design& d = game.design();
  out.put("{\"game\":\"design\",\"name\":");
  out.put_json_string(d.name);
  out.put(",\"sides\":[");
  out.put_json_string(d.sides[0].name);
  out.put(',');
  out.put_json_string(d.sides[1].name);
  out.put("],\"first\":");
  out.put_json_string(d.sides[d.first].name);
  out.put(",\"board\":");
  if (d.grid) {
    out.put("{\"rows\":");
    out.put_uint(d.rows);
    out.put(",\"cols\":");
    out.put_uint(d.cols);
    out.put('}');
  } else {
    out.put("{\"vertices\":");
    out.put_uint(d.place_count);
    out.put('}');
  }
  out.put(",\"tokens\":[");
  for (std::size_t t = 0; t < d.tokens.size(); ++t) {
    if (t) out.put(',');
    out.put("{\"side\":");
    out.put_json_string(d.sides[d.tokens[t].side].name);
    out.put(",\"start\":");
    put_place(out, d, d.tokens[t].start);
    out.put('}');
  }
  out.put("],\"start\":");
  const DesignJsonWriter writer(game, solution, table_bytes);
  writer.put_start(out);
  out.put(",\"positions\":[");
  writer.put_positions(out, flush);
  out.put("],\"stats\":");
  out.put_stats_json(writer.stats());
  out.put("}\n");
}

void design_count(const Design& d, int mover, Outcome plain, Depth depth, std::uint64_t k, Stats& st, bool held) {
  const DesignValue v = design_value(d, mover, plain, depth, held);
  switch (v.for_mover(mover)) {
    case Outcome::Win:
      st.win += k;
      break;
    case Outcome::Loss:
      st.loss += k;
      break;
    case Outcome::Draw:
      st.draw += k;
      break;
  }
  if (v.depth != kNoDepth) st.longest = std::max<Depth>(st.longest, v.depth);
}

Stats design_stats(const DesignGame<>& game, const DesignSolution& solution) {
  Stats st;
  st.positions = game.position_count();
  if (solution.by_bits() && solution.held.empty()) {
    // The codes in their own order, counted by (side to move, code), then read once per code.
    const DesignBitSolution& b = *solution.bits();
    std::vector<std::uint64_t> count[2];
    b.for_each_raw([&](int mover, std::uint32_t code) {
      if (code >= count[mover].size()) count[mover].resize(std::max<std::size_t>(code + 1, 512), 0);
      ++count[mover][code];
    });
    for (int mover = 0; mover < 2; ++mover)
      for (std::uint32_t code = 0; code < count[mover].size(); ++code) {
        const std::uint64_t k = count[mover][code];
        if (k == 0) continue;
        const auto [o, depth] = DesignBitSolution::decode(code);
        design_count(game.design(), mover, o, depth, k, st);
      }
    return st;
  }
  if (const DesignSolution::CopsKernel* k = solution.cops_kernel()) {  // placement by placement, by value
    k->for_each_value([&](int mover, Outcome o, Depth depth, std::uint64_t n) {
      design_count(game.design(), mover, o, depth, n, st);
    });
    return st;
  }
  for (Position p = 0; p < game.position_count(); ++p) {
    const auto [o, depth] = solution.plain(p);
    design_count(game.design(), game.mover(p), o, depth, 1, st, solution.is_held(p));
  }
  return st;
}

std::size_t write_design_puzzles(TextWriter& out, const DesignGame<>& game, const DesignSolution& solution,
                                 const PuzzleOptions& options) {
  const Design& d = game.design();
  // The value under the design's own rules: `endless` and `limit` may turn a draw or a slow win
  // into a win of one side (design_value). A puzzle must hold under them: a win puzzle's start
  // is the mover's win with one move alone to a win of the mover. A hold-the-draw puzzle's start
  // is endless play (a plain draw) with one move alone that keeps it and every other move
  // losing; under the rules it is a draw, or a win of the mover when endless play (or the
  // limit) is the mover's: then the puzzle is "keep the game going" (the robber's escape).
  auto winner = [&](Position q) { return solution.value(game, q).winner; };
  auto holds = [&](const Puzzle& z) {
    const int m = game.mover(z.start);
    const int want = winner(z.start);
    if (z.kind == PuzzleKind::kWin ? want != m : want != -1 && want != m) return false;
    std::uint32_t keep = 0, lose = 0;
    game.for_each_move(z.start, [&](Position q) {
      const int w = winner(q);
      keep += w == want;
      lose += w == 1 - m;
    });
    return keep == 1 && (z.kind == PuzzleKind::kWin || lose + 1 == z.moves);
  };
  // One puzzle per key position (puzzles that continue identically).
  const auto puzzles = find_puzzles(
      game, solution, options,
      [](Position, Position key) {
        return std::pair<std::uint64_t, std::uint64_t>{key, kNoFamily};
      },
      [&](Position start, Position key) {
        const auto a = game.decode(start), b = game.decode(key);
        const DesignSide& side = d.sides[a.mover];
        for (int t = side.first_token; t < side.first_token + side.token_count; ++t)
          if (a.place[t] != b.place[t]) return false;
        return true;
      },
      holds);
  for (const Puzzle& z : puzzles) {
    const auto s = game.decode(z.start);
    out.put("{\"game\":\"design\",\"name\":");
    out.put_json_string(d.name);
    out.put(",\"mover\":");
    out.put_json_string(d.sides[s.mover].name);
    out.put(",\"places\":");
    put_places(out, d, s);
    put_puzzle_tail(
        out, z, [&](Position q) { put_places(out, d, game.decode(q)); }, "p" + std::to_string(z.start));
  }
  return puzzles.size();
}

}  // namespace whowins
