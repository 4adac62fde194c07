// The bit-parallel engine for designs (design_bits.hpp).
#include "core/release.hpp"
#include "design/design_bits.hpp"
#include <algorithm>
#include <array>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <map>
#include <stdexcept>
#include <string>
#include "core/parallel.hpp"
#include "design/design_game.hpp"

namespace whowins {

namespace {

bool token_blocks(const Design& d, int t, int o) {  // whether token o blocks token t (DesignGame::blocks)
  const DesignBlocked b = d.moves[d.tokens[t].moves].blocked;
  return o != t && (b == DesignBlocked::kAll || (b == DesignBlocked::kOwn && d.tokens[o].side == d.tokens[t].side));
}

// How the bit token's side moves, seen from its contexts.
enum class BitMode : std::uint8_t {
  kNone,   // the side to move is the other side: only its tokens move (the context changes)
  kAlone,  // the bit token is its side's only token: only it moves (the context stays)
  kOne,    // team "one": the bit token moves, or one of the others does
  kJoint,  // team "all": the bit token and the others, each its own move
};

}  // namespace

bool design_bit_token_ok(const Design& d, int t) {
  const DesignToken& tok = d.tokens[t];
  if (d.groups[tok.group].size != 1) return false;  // no interchangeable twin
  const DesignSide& side = d.sides[tok.side];
  const DesignMoves& m = d.moves[tok.moves];
  const bool team = side.team == DesignTeam::kAll && side.token_count > 1;
  // A blocked bit token: its moves follow the others' places (on a grid, or one edge at a
  // time on a graph), never as one of a team that moves all at once.
  if (m.blocked != DesignBlocked::kNone && (team || (!d.grid && m.range != 1))) return false;
  // In a team that moves all at once, it blocks none of its side (their moves keep their order).
  if (team)
    for (int o = side.first_token; o < side.first_token + side.token_count; ++o)
      if (token_blocks(d, o, t)) return false;
  return true;
}

int design_bit_stages(const Design& d, int bit_token, int side) {
  if (bit_token < 0) return 0;
  if (const char* e = std::getenv("WHOWINS_BITS_STAGES"); e && std::string(e) == "0") return 0;
  const DesignSide& s = d.sides[side];
  if (s.team != DesignTeam::kAll) return 0;
  int tokens = 0;
  for (int t = s.first_token; t < s.first_token + s.token_count; ++t) {
    if (t == bit_token) continue;
    if (d.moves[d.tokens[t].moves].blocked != DesignBlocked::kNone) return 0;  // moves walked in every order
    ++tokens;
  }
  // Two tokens or more; or one beside the bit token (its moves gathered, then one shift).
  return tokens >= 2 || (tokens == 1 && d.tokens[bit_token].side == side) ? tokens : 0;
}

double design_bit_stage_factor(const Design& d, int bit_token, int side) {
  const int stages = design_bit_stages(d, bit_token, side);
  if (stages < 2) return 0;
  // Spaces 1 .. stages-1 (after each token but the last): a group of g twins with j moved splits
  // its C(L + g - 1, g) placements (L places) into C(L + j - 1, j) x C(L + g - j - 1, g - j).
  double total = 0;
  int done = 0;
  for (const DesignGroup& g : d.groups) {
    if (g.side != side || g.first_token == bit_token) continue;
    for (int j = 1; j <= g.size; ++j) {
      if (++done == stages) break;
      const double places = d.place_count;
      double split = 1, whole = 1;
      for (int i = 0; i < j; ++i) split *= (places + i) / (i + 1);
      for (int i = 0; i < g.size - j; ++i) split *= (places + i) / (i + 1);
      for (int i = 0; i < g.size; ++i) whole *= (places + i) / (i + 1);
      total += split / whole;
    }
  }
  return total;
}

int design_bit_token(const Design& d) {
  int best = -1;
  for (int t = 0; t < static_cast<int>(d.tokens.size()); ++t) {
    if (!design_bit_token_ok(d, t)) continue;
    // An unblocked token first (its moves are the same in every context), then one alone on
    // its side (its side's moves then keep the context).
    auto score = [&](int u) {
      return (d.moves[d.tokens[u].moves].blocked == DesignBlocked::kNone ? 2 : 0) +
             (d.sides[d.tokens[u].side].token_count == 1 ? 1 : 0);
    };
    if (best < 0 || score(t) > score(best)) best = t;
  }
  return best;
}

double design_bit_bytes_per_position(const Design& d) {
  const double cells = d.grid ? double(d.rows) * double(d.cols) : double(d.place_count);
  const double per_cell = cells / double(std::max<std::uint32_t>(1, d.place_count));
  double one_solve = 2 + 0.25 * per_cell;
  // A team's stages: two bits per cell for each placement between its tokens' moves.
  const int bit_token = design_bit_token(d);
  for (int side = 0; side < 2; ++side) one_solve += 0.125 * per_cell * design_bit_stage_factor(d, bit_token, side);
  const bool hold =
      d.endless >= 0 && (d.sides[0].stuck == DesignStuck::kDraw || d.sides[1].stuck == DesignStuck::kDraw);
  return hold ? 2 + one_solve + 1 : one_solve;
}

// ----------------------------------------------------------------------------------------------
// The solution.

std::uint64_t DesignBitSolution::index(Position p) const {
  const std::uint64_t mover = p >= half ? 1 : 0, rest = p - mover * half;
  const std::uint64_t place = (rest / weight) % places;  // the bit token's
  const std::uint64_t context = (rest / (weight * places)) * weight + rest % weight;
  return (mover * (half / places) + context) * places + place;
}

std::pair<Outcome, Depth> DesignBitSolution::plain(Position p) const {
  const std::uint64_t i = index(p);
  return decode(codes[i] | (high.empty() ? 0u : std::uint32_t{high[i]} << 8));
}

// ----------------------------------------------------------------------------------------------
// The engine.

namespace {

// Throughout: k is a context over both sides to move (side m's are m x context_count_ ..
// (m + 1) x context_count_ - 1), c a context of one side, m the side to move, x a bit and p a
// place; a context's bitsets hold a bit per place of the bit token (bit_of_place_).
class Engine {
 public:
  // A phase's contexts (or stage jobs) are split over lanes (core/parallel.hpp): threads() of
  // them on phases with contexts enough, else one; chunks of consecutive contexts taken in turn.
  // A context's job writes only that context's codes, bits and flags and reads the others' as
  // the last phase left them, so any split gives the same codes. Each lane has its own scratch
  // and the context at hand's moves; its counts are summed after the phase's piece.
  struct alignas(64) Lane {
    // Ten bitsets of work: 0-4 a context's, 5-7 dilate's, 8 the open positions, 9 a sum.
    std::vector<std::uint64_t> scratch;
    std::vector<std::uint64_t> blocker_bits;  // where the tokens that block the bit token stand (this context)
    // The context's moves as context_moves made them (target contexts) and their bad places,
    // and the places where the bit token changes the others' moves (decode): one by one.
    std::vector<std::uint32_t> moves, bad_places, interference_places;
    // The context at hand's moves (load_moves): their target contexts, count and bad places (or null).
    const std::uint32_t* move_targets = nullptr;
    std::size_t move_count = 0;
    const std::uint32_t* move_bad_places = nullptr;
    std::uint64_t decided = 0;  // positions written (write)
    bool changed_any = false;   // collect found a context changed
  };
  // Codes are one byte while depths stay below 127; past that a second byte (the high one) is
  // added for every position, without moving the first.
  static constexpr std::uint32_t kMaxDepth = (0xFFFFu - 3) / 2;

  Engine(const Design& d, int bit_token, int stuck_draw_winner)
      : design_(d), bit_token_(bit_token), bit_side_(d.tokens[bit_token].side), stuck_draw_winner_(stuck_draw_winner) {
    if (bit_token < 0 || d.groups[d.tokens[bit_token].group].size != 1) throw std::logic_error("no bit token");
    place_count_ = d.place_count;
    // The reduced design: every token but the bit token (its positions are the contexts).
    reduced_design_ = d;
    const int bit_group = d.tokens[bit_token_].group;
    reduced_design_.tokens.erase(reduced_design_.tokens.begin() + bit_token_);
    reduced_design_.groups.erase(reduced_design_.groups.begin() + bit_group);
    for (DesignToken& t : reduced_design_.tokens)
      if (t.group > bit_group) --t.group;
    for (DesignGroup& g : reduced_design_.groups)
      if (g.first_token > bit_token_) --g.first_token;
    reduced_design_.sides[bit_side_].token_count -= 1;
    if (bit_side_ == 0) reduced_design_.sides[1].first_token -= 1;
    reduced_design_.police_side = -1;
    std::uint64_t contexts = 1;
    for (const DesignGroup& g : reduced_design_.groups) contexts *= g.radix;
    context_count_ = contexts;
    reduced_design_.position_count = 2 * context_count_;
    for (int t = 0, r = 0; t < static_cast<int>(d.tokens.size()); ++t)
      if (t != bit_token_) full_token_of_reduced_[r++] = t;
    // The bit token's group weight in the design's numbering.
    weight_ = 1;
    for (int g = static_cast<int>(d.groups.size()) - 1; g > bit_group; --g) weight_ *= d.groups[g].radix;
    half_ = d.position_count / 2;
    if (half_ != context_count_ * place_count_)
      throw std::logic_error("bit engine: contexts do not divide the positions");
    reduced_game_ = std::make_unique<DesignGame<>>(reduced_design_);
    full_game_ = std::make_unique<DesignGame<>>(design_);
    const DesignSide& bit_team = d.sides[bit_side_];
    mode_ = bit_team.token_count == 1           ? BitMode::kAlone
            : bit_team.team == DesignTeam::kOne ? BitMode::kOne
                                                : BitMode::kJoint;

    // Bits: a grid's cells (the bit token's moves are shifts), or a graph's places.
    const DesignMoves& bit_rule = d.moves[d.tokens[bit_token_].moves];
    bit_moves_are_shifts_ = d.grid;
    bit_count_ = bit_moves_are_shifts_ ? std::uint64_t{d.rows} * d.cols : place_count_;
    words_ = (bit_count_ + 63) / 64;
    bit_of_place_.resize(place_count_);
    place_of_bit_.assign(bit_count_, -1);
    for (std::uint32_t p = 0; p < place_count_; ++p) {
      const std::uint32_t b = bit_moves_are_shifts_ ? d.cell_of_place[p] : p;
      bit_of_place_[p] = b;
      place_of_bit_[b] = static_cast<std::int64_t>(p);
    }
    place_bits_.assign(words_, 0);
    may_stand_bits_.assign(words_, 0);
    for (std::uint32_t p = 0; p < place_count_; ++p) {
      set(place_bits_.data(), bit_of_place_[p]);
      if (bit_rule.may_stand[p]) set(may_stand_bits_.data(), bit_of_place_[p]);
    }
    if (bit_moves_are_shifts_) {
      for (auto [dr, dc] : bit_rule.directions) {
        if (column_masks_.count(dc)) continue;
        std::vector<std::uint64_t> m(words_, 0);
        for (std::uint64_t x = 0; x < bit_count_; ++x) {
          const std::int64_t c = static_cast<std::int64_t>(x % d.cols) + dc;
          if (c >= 0 && c < static_cast<std::int64_t>(d.cols)) set(m.data(), x);
        }
        column_masks_[dc] = std::move(m);
      }
    }
    lanes_.resize(1);
    Lane& L = lanes_[0];
    size_lane(L);
    bit_blocked_ = bit_rule.blocked != DesignBlocked::kNone;
    if (bit_blocked_ && !d.grid && bit_rule.range != 1)
      throw std::logic_error("bit engine: a blocked bit token reaching past one edge");
    movable_.assign(words_, 0);
    dilate(L, place_bits_.data(), movable_.data(), place_bits_.data());
    // A check of the shifts against the rule's compiled lists (a place can move iff its list is
    // not empty), else the lists.
    for (std::uint32_t p = 0; p < place_count_ && bit_moves_are_shifts_; ++p)
      if (test(movable_.data(), bit_of_place_[p]) != (bit_rule.forward_count(p) > 0)) bit_moves_are_shifts_ = false;
    if (!bit_moves_are_shifts_) {
      if (bit_blocked_ && d.grid) throw std::logic_error("bit engine: a blocked bit token's moves as lists on a grid");
      std::fill(movable_.begin(), movable_.end(), 0);
      dilate(L, place_bits_.data(), movable_.data(), place_bits_.data());
    }
    // Reach of every rule whose token the bit token can block: the places where the bit token
    // changes that token's moves.
    const int token_count = static_cast<int>(d.tokens.size());
    for (int t = 0; t < token_count; ++t)
      if (t != bit_token_ && token_blocks(d, t, bit_token_)) blocked_by_bit_[d.tokens[t].side] = true;
    // A side whose blocked tokens move one at a time, one step or a leap, never staying: a move
    // it makes is barred only where the bit token stands on its target (the move's "bad" place).
    for (int m = 0; m < 2; ++m) {
      const DesignSide& side = d.sides[m];
      bool fast = blocked_by_bit_[m] &&
                  (m == bit_side_ ? mode_ == BitMode::kOne : (side.team == DesignTeam::kOne || side.token_count == 1));
      for (int t = side.first_token; t < side.first_token + side.token_count && fast; ++t) {
        const DesignMoves& r = d.moves[d.tokens[t].moves];
        if (t != bit_token_ && token_blocks(d, t, bit_token_)) {
          if (r.stay || !(r.leaper || r.range == 1)) fast = false;
          for (std::uint32_t p = 0; p < place_count_ && fast; ++p)  // a self-loop edge stays too
            if (std::binary_search(r.forward.begin() + r.forward_offset[p], r.forward.begin() + r.forward_offset[p + 1],
                                   p))
              fast = false;
        }
      }
      barred_at_target_only_[m] = fast;
    }
    reach_.resize(d.moves.size());
    for (int t = 0; t < token_count; ++t)
      if (t != bit_token_ && token_blocks(d, t, bit_token_) && reach_[d.tokens[t].moves].empty())
        build_reach(d.tokens[t].moves);

    const std::uint64_t n = 2 * context_count_ * place_count_;
    // A team moving all at once, in stages: its tokens one at a time, through intermediate
    // placements (the bit token, when it is one of the team, moves last: one dilation).
    group_weight_.assign(reduced_design_.groups.size(), 1);
    for (std::uint64_t g = reduced_design_.groups.size(), w = 1; g-- > 0;) {
      group_weight_[g] = w;
      w *= reduced_design_.groups[g].radix;
    }
    std::uint64_t table = 0;
    for (int m = 0; m < 2; ++m) {
      const int stages = design_bit_stages(d, bit_token_, m);
      if (stages == 0) continue;
      std::vector<SubStage> subs;
      for (int g = 0; g < static_cast<int>(reduced_design_.groups.size()); ++g)
        if (reduced_design_.groups[g].side == m)
          for (int j = 1; j <= reduced_design_.groups[g].size; ++j) subs.push_back(SubStage{g, j});
      if (static_cast<int>(subs.size()) != stages) throw std::logic_error("bit engine: the team's tokens");
      for (SubStage& sub : subs) {
        table += build_sub_moves(sub, n / 4 >= table ? n / 4 - table : 0);
        if (table > n / 4) break;
      }
      if (table > n / 4) continue;  // the moves would take more than the full moves' cache: whole moves
      // Spaces 1 .. stages-1 stored: after sub-stage σ, the contexts with its group split.
      std::vector<std::uint64_t> offsets(stages + 1, 0);
      for (int space = 1; space < stages; ++space)
        offsets[space + 1] = offsets[space] + context_count_ / reduced_design_.groups[subs[space - 1].group].radix *
                                                  subs[space - 1].split_digits_after;
      stage_count_[m] = stages;
      sub_stages_[m] = std::move(subs);
      space_offset_[m] = std::move(offsets);
      const std::uint64_t stored = space_offset_[m][stages];
      stage_to_loss_bits_[m].assign(stored * words_, 0);
      stage_to_non_win_bits_[m].assign(stored * words_, 0);
      stage_news_[m].assign(stored, 0);
    }
    // Reserved here, zeroed a context at a time by the set-up (no call zeroes a gigabyte at once).
    codes_.reserve(n);
    high_.clear();
    win_bits_.reserve(2 * context_count_ * words_);
    loss_bits_.reserve(2 * context_count_ * words_);
    flags_.assign(2 * context_count_, 0);
    news_.assign(2 * context_count_, 0);
    cache_offset_.assign(2 * context_count_ + 1, 0);
    cache_cap_ = n / 4;
  }

  bool advance(std::uint64_t budget) {
    std::int64_t left = static_cast<std::int64_t>(std::min<std::uint64_t>(budget, INT64_MAX));
    while (left > 0) {
      switch (phase_) {
        case Phase::kSetUp:
          if (cursor_ == 2 * context_count_) {
            start_round();
            round_ = 1;
            for (auto& f : flags_) f |= kNeedWin | kNeedLoss;
            break;
          }
          left -= set_up_batch(left);
          break;
        case Phase::kRound:
          if (cursor_ == 2 * context_count_) {
            phase_ = Phase::kCollect;
            cursor_ = 0;
            changed_any_ = false;
            for (auto& f : flags_) f &= static_cast<std::uint8_t>(~(kNeedWin | kNeedLoss));
            break;
          }
          left -= over_lanes(2 * context_count_, left, [this](Lane& L, std::uint64_t k) { return process(L, k); });
          break;
        case Phase::kCollect:
          if (cursor_ == 2 * context_count_) {
            if (!changed_any_) {
              phase_ = Phase::kDone;
              return true;
            }
            if (round_ == kMaxDepth) throw std::length_error("a depth past 32,766 plies");
            ++round_;
            if (2 + 2 * round_ + 1 > 0xFF && high_.empty()) {  // depth 127 on: the move cache makes room
              if (caching_) {  // the last collect left the asking to process(): ask everything once
                drop_cache();
                for (auto& fl : flags_) fl |= kNeedWin | kNeedLoss;
              }
              high_.reserve(codes_.size());
              phase_ = Phase::kWiden;
              break;
            }
            start_round();
            break;
          }
          {
            const std::uint64_t from = cursor_;
            left -= over_lanes(2 * context_count_, left, [this](Lane& L, std::uint64_t k) { return collect(L, k); });
            if (!caching_)
              for (std::uint64_t k = from; k < cursor_; ++k) mark_predecessors(k);
          }
          break;
        case Phase::kWiden: {  // the second code byte, zeroed a piece at a time
          const std::uint64_t grow =
              std::min<std::uint64_t>(codes_.size() - high_.size(), std::max<std::int64_t>(left, 1 << 16));
          high_.resize(high_.size() + grow);
          left -= static_cast<std::int64_t>(grow / 8 + 1);
          if (high_.size() == codes_.size()) start_round();
          break;
        }
        case Phase::kStages:
          if (cursor_ == stage_jobs_) {
            phase_ = Phase::kRound;
            cursor_ = 0;
            break;
          }
          left -=
              over_lanes(stage_space_end(cursor_), left, [this](Lane& L, std::uint64_t job) { return stage(L, job); });
          break;
        case Phase::kDone:
          return true;
      }
    }
    return phase_ == Phase::kDone;
  }

  double progress() const {
    const double K = double(std::max<std::uint64_t>(1, 2 * context_count_)),
                 n = double(std::max<std::uint64_t>(1, 2 * context_count_ * place_count_));
    if (phase_ == Phase::kSetUp) return 0.1 * double(cursor_) / K;
    if (phase_ == Phase::kDone) return 1;
    return std::min(0.99, 0.1 + 0.9 * double(decided_) / n);
  }

  void take(DesignBitSolution& s) {
    s.positions = 2 * context_count_ * place_count_;
    s.half = half_;
    s.weight = weight_;
    s.places = place_count_;
    s.rounds = round_ ? round_ - 1 : 0;
    release(win_bits_);
    release(loss_bits_);
    release(flags_);
    release(news_);
    s.codes = std::move(codes_);
    s.high = std::move(high_);
  }

 private:
  enum class Phase { kSetUp, kStages, kRound, kCollect, kWiden, kDone };

  // A lane's bitsets, sized for the board.
  void size_lane(Lane& L) const {
    L.scratch.assign(10 * words_, 0);
    L.blocker_bits.assign(words_, 0);
  }
  // Lanes for n jobs: one unless threads are on and there are jobs enough.
  int lanes_for(std::uint64_t n) {
    const std::uint64_t t = n >= 64 ? std::min<std::uint64_t>(static_cast<std::uint64_t>(threads()), n / 32) : 1;
    while (lanes_.size() < t) {
      lanes_.emplace_back();
      size_lane(lanes_.back());
    }
    return static_cast<int>(std::max<std::uint64_t>(t, 1));
  }
  // Runs job(lane, i) for i from cursor_ up to `end`, chunks of consecutive i over the lanes, while
  // the work done (the jobs' sum) is under `left`; every chunk taken is run whole, so the jobs run
  // are [cursor_, the new cursor_). Returns the work done.
  template <class Job>
  std::int64_t over_lanes(std::uint64_t end, std::int64_t left, Job&& job) {
    const std::uint64_t n = end - cursor_;
    const int used = lanes_for(n);
    const std::uint64_t chunk =
        used == 1 ? 1 : std::clamp<std::uint64_t>(n / (static_cast<std::uint64_t>(used) * 16), 1, 256);
    std::atomic<std::uint64_t> next{cursor_};
    std::atomic<std::int64_t> spent{0};
    run_lanes(used, [&](int lane) {
      Lane& L = lanes_[static_cast<std::size_t>(lane)];
      while (spent.load(std::memory_order_relaxed) < left) {
        const std::uint64_t begin = next.fetch_add(chunk, std::memory_order_relaxed);
        if (begin >= end) break;
        std::int64_t cost = 0;
        for (std::uint64_t i = begin; i < std::min(end, begin + chunk); ++i) cost += job(L, i);
        spent.fetch_add(cost, std::memory_order_relaxed);
      }
    });
    cursor_ = std::min(next.load(), end);
    for (Lane& L : lanes_) {
      decided_ += L.decided;
      changed_any_ = changed_any_ || L.changed_any;
      L.decided = 0;
      L.changed_any = false;
    }
    return spent.load();
  }
  // The set-up of a batch of contexts from cursor_, about `left`'s worth and at most kSetUpBatch:
  // their codes and bits zeroed (contexts come in order: no call zeroes a gigabyte at once), set
  // up over the lanes, then their moves cached in order.
  static constexpr std::uint64_t kSetUpBatch = 1 << 14;
  std::int64_t set_up_batch(std::int64_t left) {
    const std::uint64_t per_context = place_count_ + 8 * words_ + 1;
    const std::uint64_t batch =
        std::clamp<std::uint64_t>(static_cast<std::uint64_t>(left) / per_context, 1,
                                  std::min<std::uint64_t>(kSetUpBatch, 2 * context_count_ - cursor_));
    setup_from_ = cursor_;
    const std::uint64_t end = cursor_ + batch;
    codes_.resize(end * place_count_);
    win_bits_.resize(end * words_);
    loss_bits_.resize(end * words_);
    if (caching_) {
      setup_moves_.resize(std::max<std::size_t>(setup_moves_.size(), batch));
      setup_bad_places_.resize(std::max<std::size_t>(setup_bad_places_.size(), batch));
    }
    const std::int64_t spent = over_lanes(end, INT64_MAX, [this](Lane& L, std::uint64_t k) { return set_up(L, k); });
    for (std::uint64_t k = setup_from_; k < end && caching_; ++k)
      cache_moves(k, setup_moves_[k - setup_from_], setup_bad_places_[k - setup_from_]);
    if (cursor_ == 2 * context_count_) {
      release(setup_moves_);
      release(setup_bad_places_);
    }
    return spent;
  }
  // The end of the stage jobs of the kept space that job `job` is in (a space reads the next
  // one's bits: spaces one after the other).
  std::uint64_t stage_space_end(std::uint64_t job) const {
    std::uint64_t first = 0;  // side m's first job
    int m = 0;
    if (!stage_count_[0] || job >= space_offset_[0][stage_count_[0]]) {
      first = stage_count_[0] ? space_offset_[0][stage_count_[0]] : 0;
      m = 1;
    }
    for (int space = stage_count_[m] - 1; space >= 1; --space) {
      first += space_offset_[m][space + 1] - space_offset_[m][space];
      if (job < first) return first;
    }
    return stage_jobs_;
  }
  // Per context: ask again whether a position wins (a neighbour has new losses) or loses (new
  // wins); changed in this round; nothing left open.
  // New wins, new losses: in the round just collected (round 0: the set-up).
  static constexpr std::uint8_t kNeedWin = 1, kNeedLoss = 2, kChanged = 4, kDone = 8, kNewWin = 16, kNewLoss = 32;

  static void set(std::uint64_t* w, std::uint64_t i) { w[i >> 6] |= std::uint64_t{1} << (i & 63); }
  static void clear(std::uint64_t* w, std::uint64_t i) { w[i >> 6] &= ~(std::uint64_t{1} << (i & 63)); }
  static bool test(const std::uint64_t* w, std::uint64_t i) { return (w[i >> 6] >> (i & 63)) & 1; }
  // out |= t, bit x aside (it keeps what it was: the move t stands for is barred there).
  void or_except(std::uint64_t* out, const std::uint64_t* t, std::uint64_t x) const {
    const std::uint64_t w = x >> 6, bit = std::uint64_t{1} << (x & 63), before = out[w];
    for (std::uint64_t i = 0; i < words_; ++i) out[i] |= t[i];
    out[w] = (out[w] & ~bit) | (before & bit);
  }
  bool any(const std::uint64_t* w) const {
    for (std::uint64_t i = 0; i < words_; ++i)
      if (w[i]) return true;
    return false;
  }
  std::uint64_t* wins_of(std::uint64_t k) { return win_bits_.data() + k * words_; }
  std::uint64_t* losses_of(std::uint64_t k) { return loss_bits_.data() + k * words_; }

  // out(x) = g(x + s) (bits past either end are 0).
  void shift_from(const std::uint64_t* g, std::int64_t s, std::uint64_t* out) const {
    const std::int64_t Wn = static_cast<std::int64_t>(words_);
    if (s >= 0) {
      const std::int64_t q = s >> 6, r = s & 63;
      for (std::int64_t i = 0; i < Wn; ++i) {
        const std::uint64_t lo = i + q < Wn ? g[i + q] : 0, hi = i + q + 1 < Wn ? g[i + q + 1] : 0;
        out[i] = r ? (lo >> r) | (hi << (64 - r)) : lo;
      }
    } else {
      const std::int64_t t = -s, q = t >> 6, r = t & 63;
      for (std::int64_t i = 0; i < Wn; ++i) {
        const std::uint64_t hi = i - q >= 0 ? g[i - q] : 0, lo = i - q - 1 >= 0 ? g[i - q - 1] : 0;
        out[i] = r ? (hi << r) | (lo >> (64 - r)) : hi;
      }
    }
  }

  // out |= the bit token's places from which one of its moves reaches a place in t (only the
  // places in `want` need be right).
  void dilate(Lane& L, const std::uint64_t* t, std::uint64_t* out, const std::uint64_t* want) {
    const DesignMoves& bit_rule = design_.moves[design_.tokens[bit_token_].moves];
    const std::uint64_t* blockers = L.blocker_bits.data();  // all 0 unless the bit token is blocked
    if (!bit_moves_are_shifts_) {
      // The rule's lists (a blocked bit token's rule reaches one edge: its targets less the
      // places held).
      for (std::uint64_t i = 0; i < words_; ++i) {
        std::uint64_t w = want[i] & ~out[i];
        while (w) {
          const int j = __builtin_ctzll(w);
          w &= w - 1;
          const std::uint64_t x = i * 64 + static_cast<std::uint64_t>(j);
          const auto p = static_cast<std::uint32_t>(place_of_bit_[x]);
          for (std::uint32_t e = bit_rule.forward_offset[p]; e < bit_rule.forward_offset[p + 1]; ++e) {
            const std::uint32_t y = bit_of_place_[bit_rule.forward[e]];
            if (test(t, y) && !test(blockers, y)) {
              out[i] |= std::uint64_t{1} << j;
              break;
            }
          }
        }
      }
      return;
    }
    std::uint64_t* landing = L.scratch.data() + 6 * words_;  // the places of t it may stop on
    std::uint64_t* reached = L.scratch.data() + 7 * words_;
    for (std::uint64_t i = 0; i < words_; ++i) landing[i] = t[i] & may_stand_bits_[i] & ~blockers[i];
    if (bit_rule.stay)
      for (std::uint64_t i = 0; i < words_; ++i) out[i] |= landing[i];
    const std::int64_t cols = design_.cols;
    for (auto [dr, dc] : bit_rule.directions) {
      const std::int64_t s = std::int64_t{dr} * cols + dc;
      const std::uint64_t* ok = column_masks_.at(dc).data();
      shift_from(landing, s, reached);
      bool live = false;
      for (std::uint64_t i = 0; i < words_; ++i) {
        reached[i] &= ok[i];
        out[i] |= reached[i];
        live = live || reached[i];
      }
      if (bit_rule.leaper) continue;
      std::uint64_t* passing = L.scratch.data() + 5 * words_;
      for (std::uint32_t k = 2; live && (bit_rule.range == 0 || k <= bit_rule.range); ++k) {
        for (std::uint64_t i = 0; i < words_; ++i)
          passing[i] =
              reached[i] & place_bits_[i] & ~blockers[i];  // passes over cells, never walls (nor tokens that block it)
        shift_from(passing, s, reached);
        live = false;
        for (std::uint64_t i = 0; i < words_; ++i) {
          reached[i] &= ok[i];
          out[i] |= reached[i];
          live = live || reached[i];
        }
      }
    }
  }

  void build_reach(int rule) {
    const DesignMoves& m = design_.moves[rule];
    auto& r = reach_[rule];
    r.assign(place_count_, {});
    for (std::uint32_t p = 0; p < place_count_; ++p) {
      std::vector<std::uint32_t>& out = r[p];
      out.push_back(p);
      if (design_.grid) {
        const std::int64_t r0 = design_.cell_of_place[p] / design_.cols, c0 = design_.cell_of_place[p] % design_.cols;
        for (auto [dr, dc] : m.directions)
          for (std::uint32_t k = 1; m.leaper ? k == 1 : (m.range == 0 || k <= m.range); ++k) {
            const std::int64_t rr = r0 + std::int64_t{dr} * k, cc = c0 + std::int64_t{dc} * k;
            if (rr < 0 || cc < 0 || rr >= design_.rows || cc >= design_.cols) break;
            const std::int64_t q = design_.place_of_cell[rr * design_.cols + cc];
            if (q < 0) break;
            out.push_back(static_cast<std::uint32_t>(q));
          }
      } else {
        std::vector<std::uint8_t> seen(place_count_, 0);
        std::vector<std::uint32_t> frontier{p}, next;
        seen[p] = 1;
        for (std::uint32_t k = 1; !frontier.empty() && (m.range == 0 || k <= m.range); ++k) {
          next.clear();
          for (std::uint32_t u : frontier)
            for (std::uint32_t e = m.adjacency_offset[u]; e < m.adjacency_offset[u + 1]; ++e) {
              const std::uint32_t w = m.adjacency[e];
              if (seen[w]) continue;
              seen[w] = 1;
              out.push_back(w);
              next.push_back(w);
            }
          std::swap(frontier, next);
        }
      }
      std::sort(out.begin(), out.end());
      out.erase(std::unique(out.begin(), out.end()), out.end());
    }
  }

  // The context's state (the bit token's place left 0) and its interference places.
  void decode(Lane& L, std::uint64_t k, DesignGame<>::State& full) {
    const int m = k >= context_count_ ? 1 : 0;
    const DesignGame<>::State rs = reduced_game_->decode(static_cast<Position>(k));
    full = {};
    full.mover = m;
    for (std::size_t i = 0; i + 1 < design_.tokens.size(); ++i) full.place[full_token_of_reduced_[i]] = rs.place[i];
    if (bit_blocked_) {  // the places the bit token may not stop on or pass through
      std::fill(L.blocker_bits.begin(), L.blocker_bits.end(), 0);
      for (int o = 0; o < static_cast<int>(design_.tokens.size()); ++o)
        if (o != bit_token_ && token_blocks(design_, bit_token_, o))
          set(L.blocker_bits.data(), bit_of_place_[full.place[o]]);
    }
    L.interference_places.clear();
    if (!blocked_by_bit_[m] || barred_at_target_only_[m]) return;
    const DesignSide& side = design_.sides[m];
    for (int t = side.first_token; t < side.first_token + side.token_count; ++t)
      if (t != bit_token_ && token_blocks(design_, t, bit_token_)) {
        const auto& r = reach_[design_.tokens[t].moves][full.place[t]];
        L.interference_places.insert(L.interference_places.end(), r.begin(), r.end());
      }
    std::sort(L.interference_places.begin(), L.interference_places.end());
    L.interference_places.erase(std::unique(L.interference_places.begin(), L.interference_places.end()),
                                L.interference_places.end());
  }
  // The context's moves that leave the bit token where it stands: target contexts.
  void context_moves(Lane& L, std::uint64_t k) {
    L.moves.clear();
    const int m = k >= context_count_ ? 1 : 0;
    if (m == bit_side_ && mode_ == BitMode::kAlone) return;
    const std::uint64_t base = (1 - m) * context_count_;
    reduced_game_->for_each_move(static_cast<Position>(k),
                                 [&](Position q) { L.moves.push_back(static_cast<std::uint32_t>(q - base)); });
    if (!barred_at_target_only_[m]) return;
    L.bad_places.clear();
    const DesignGame<>::State from = reduced_game_->decode(static_cast<Position>(k));
    for (std::uint32_t c : L.moves)
      L.bad_places.push_back(bad_place(from, reduced_game_->decode(static_cast<Position>(base + c))));
  }
  static constexpr std::uint32_t kNoBad = UINT32_MAX;
  // The place where the bit token bars the move from reduced state a to b (one token moved: the
  // group whose multiset changed, from the place it lost to the place it gained), or kNoBad.
  std::uint32_t bad_place(const DesignGame<>::State& a, const DesignGame<>::State& b) const {
    for (const DesignGroup& g : reduced_design_.groups) {
      const std::uint32_t* x = &a.place[g.first_token];
      const std::uint32_t* y = &b.place[g.first_token];
      std::uint32_t to = kNoBad;
      bool changed = false;
      for (int i = 0, j = 0; i < g.size || j < g.size;) {  // sorted multisets: what y has more
        if (i < g.size && j < g.size && x[i] == y[j]) {
          ++i;
          ++j;
          continue;
        }
        changed = true;
        if (j < g.size && (i == g.size || y[j] < x[i]))
          to = y[j++];
        else
          ++i;
      }
      if (!changed) continue;
      return token_blocks(design_, full_token_of_reduced_[g.first_token], bit_token_) ? to : kNoBad;
    }
    return kNoBad;  // a stay (never of a token the bit token blocks here)
  }
  // The context's moves into L.move_targets/L.move_count: from the cache once the set-up has filled it, else made.
  void load_moves(Lane& L, std::uint64_t k) {
    const int m = k >= context_count_ ? 1 : 0;
    if (caching_ && phase_ != Phase::kSetUp) {
      L.move_targets = cache_.data() + cache_offset_[k];
      L.move_count = cache_offset_[k + 1] - cache_offset_[k];
      L.move_bad_places = barred_at_target_only_[m] ? cache_bad_places_.data() + cache_offset_[k] : nullptr;
      return;
    }
    context_moves(L, k);
    L.move_targets = L.moves.data();
    L.move_count = L.moves.size();
    L.move_bad_places = barred_at_target_only_[m] ? L.bad_places.data() : nullptr;
  }
  // Keeps the set-up's moves of context k (contexts come in order), while they fit the cap.
  void cache_moves(std::uint64_t k, const std::vector<std::uint32_t>& moves, const std::vector<std::uint32_t>& bad) {
    if (!caching_) return;
    if (cache_.size() + moves.size() > cache_cap_) {
      drop_cache();
      return;
    }
    cache_.insert(cache_.end(), moves.begin(), moves.end());
    if (barred_at_target_only_[0] || barred_at_target_only_[1]) {  // (kept alongside, for every context alike)
      if (barred_at_target_only_[k >= context_count_ ? 1 : 0])
        cache_bad_places_.insert(cache_bad_places_.end(), bad.begin(), bad.end());
      else
        cache_bad_places_.insert(cache_bad_places_.end(), moves.size(), kNoBad);
    }
    cache_offset_[k + 1] = cache_.size();
  }
  void drop_cache() {
    caching_ = false;
    release(cache_);
    release(cache_bad_places_);
    release(cache_offset_);
  }
  Position full_position(std::uint64_t k, std::uint32_t place) const {
    const std::uint64_t m = k >= context_count_ ? 1 : 0, c = k - m * context_count_;
    return static_cast<Position>(m * half_ + (c / weight_) * weight_ * place_count_ + place * weight_ + c % weight_);
  }
  // A design position's context and bit.
  std::pair<std::uint64_t, std::uint64_t> split(Position p) const {
    const std::uint64_t m = p >= half_ ? 1 : 0, rest = p - m * half_;
    const std::uint64_t b = (rest / weight_) % place_count_;
    const std::uint64_t c = (rest / (weight_ * place_count_)) * weight_ + rest % weight_;
    return {m * context_count_ + c, bit_of_place_[b]};
  }
  void write(Lane& L, std::uint64_t k, const std::uint64_t* bits, std::uint32_t code) {
    std::uint8_t* codes = codes_.data() + k * place_count_;
    std::uint8_t* high = high_.empty() ? nullptr : high_.data() + k * place_count_;
    for (std::uint64_t i = 0; i < words_; ++i) {
      std::uint64_t w = bits[i];
      while (w) {
        const int j = __builtin_ctzll(w);
        w &= w - 1;
        const auto p = static_cast<std::uint64_t>(place_of_bit_[i * 64 + static_cast<std::uint64_t>(j)]);
        codes[p] = static_cast<std::uint8_t>(code);
        if (high) high[p] = static_cast<std::uint8_t>(code >> 8);
        ++L.decided;
      }
    }
  }

  // Round 0: the context's ends and stuck positions.
  std::int64_t set_up(Lane& L, std::uint64_t k) {
    const int m = k >= context_count_ ? 1 : 0;
    DesignGame<>::State s;
    decode(L, k, s);
    if (stage_count_[m])
      L.moves.clear();  // a team in stages: its groups' lists instead
    else
      context_moves(L, k);
    if (caching_) {  // kept for cache_moves, which takes the batch's contexts in order
      setup_moves_[k - setup_from_] = L.moves;
      setup_bad_places_[k - setup_from_] = L.bad_places;
    }
    L.move_targets = L.moves.data();
    L.move_count =
        stage_count_[m] ? (team_moves(m, k - static_cast<std::uint64_t>(m) * context_count_) ? 1 : 0) : L.moves.size();
    L.move_bad_places = barred_at_target_only_[m] ? L.bad_places.data() : nullptr;
    std::uint64_t* win = L.scratch.data();
    std::uint64_t* loss = L.scratch.data() + words_;
    std::uint64_t* rest = L.scratch.data() + 2 * words_;
    std::uint64_t* cond = L.scratch.data() + 3 * words_;
    std::uint64_t* can = L.scratch.data() + 4 * words_;
    std::fill(win, win + 2 * words_, 0);
    std::copy(place_bits_.begin(), place_bits_.end(), rest);
    const int token_count = static_cast<int>(design_.tokens.size());
    for (const DesignEnd& e : design_.ends) {
      std::fill(cond, cond + words_, 0);
      bool everywhere = false;
      if (e.kind == DesignEnd::Kind::kMeet) {
        for (int a = 0; a < token_count; ++a)
          for (int b = 0; b < token_count; ++b)
            if (a != bit_token_ && b != bit_token_ && design_.tokens[a].side == 0 && design_.tokens[b].side == 1 &&
                s.place[a] == s.place[b])
              everywhere = true;
        if (!everywhere)
          for (int a = 0; a < token_count; ++a)
            if (a != bit_token_ && design_.tokens[a].side != bit_side_) set(cond, bit_of_place_[s.place[a]]);
      } else {
        for (int a = 0; a < token_count; ++a)
          if (a != bit_token_ && design_.tokens[a].side == e.side && e.cells[s.place[a]]) everywhere = true;
        if (!everywhere && e.side == bit_side_)
          for (std::uint32_t p = 0; p < place_count_; ++p)
            if (e.cells[p]) set(cond, bit_of_place_[p]);
      }
      if (everywhere) std::copy(place_bits_.begin(), place_bits_.end(), cond);
      std::uint64_t* to = e.winner == m ? win : loss;
      for (std::uint64_t i = 0; i < words_; ++i) {
        to[i] |= cond[i] & rest[i];
        rest[i] &= ~cond[i];
      }
    }
    // Which of the rest can move.
    has_moves(L, k, can);
    for (std::uint32_t p : L.interference_places) {
      const std::uint64_t x = bit_of_place_[p];
      if (!test(rest, x)) continue;
      s.place[bit_token_] = p;
      if (full_game_->can_move(s))
        set(can, x);
      else
        clear(can, x);
    }
    int stuck = -1;  // the winner of a stuck position, or -1 (a draw)
    switch (design_.sides[m].stuck) {
      case DesignStuck::kLoses:
        stuck = 1 - m;
        break;
      case DesignStuck::kWins:
        stuck = m;
        break;
      case DesignStuck::kDraw:
        stuck = stuck_draw_winner_;
        break;
    }
    if (stuck >= 0) {
      std::uint64_t* to = stuck == m ? win : loss;
      for (std::uint64_t i = 0; i < words_; ++i) to[i] |= rest[i] & ~can[i];
    }
    write(L, k, win, 3);
    write(L, k, loss, 2);
    std::copy(win, win + words_, wins_of(k));
    std::copy(loss, loss + words_, losses_of(k));
    news_[k] = static_cast<std::uint8_t>((any(win) ? kNewWin : 0) | (any(loss) ? kNewLoss : 0));
    return static_cast<std::int64_t>(place_count_ + L.move_count * words_);
  }

  // The bits of the context's positions that have a move (the interference places aside).
  void has_moves(Lane& L, std::uint64_t k, std::uint64_t* can) {
    const int m = k >= context_count_ ? 1 : 0;
    std::fill(can, can + words_, 0);
    if (L.move_count)
      std::copy(mode_ == BitMode::kJoint && m == bit_side_ ? movable_.begin() : place_bits_.begin(),
                mode_ == BitMode::kJoint && m == bit_side_ ? movable_.end() : place_bits_.end(), can);
    if (L.move_count &&
        L.move_bad_places) {  // every move barred at one place: where the bit token stands on all their targets
      bool one = true;
      for (std::size_t j = 0; j < L.move_count && one; ++j)
        one = L.move_bad_places[j] != kNoBad && L.move_bad_places[j] == L.move_bad_places[0];
      if (one) clear(can, bit_of_place_[L.move_bad_places[0]]);
    }
    if (m == bit_side_ && (mode_ == BitMode::kAlone || mode_ == BitMode::kOne)) {
      if (bit_blocked_)
        dilate(L, place_bits_.data(), can, place_bits_.data());  // where it stands now
      else
        for (std::uint64_t i = 0; i < words_; ++i) can[i] |= movable_[i];
    }
  }

  // ---- A team in stages: the T tokens of side m in the reduced design moving one at a time
  // (stage_count_[m] = T; a group's twins one after another). Space 0 is the side's contexts, space
  // σ the placements after σ tokens moved (a group of g twins with j moved holds its moved and
  // unmoved multisets: split digit moved-rank x C(L + g - j - 1, g - j) + unmoved-rank), space T
  // the other side's contexts. Spaces 1 .. T-1 are kept: NL (bits from which the rest of the
  // move can reach a loss of the other side) and BAD (bits from which it can reach anything but
  // a win of the other side). Each round recomputes them, the last space first, where a
  // successor changed.
  // A kept space's news: its NL bits changed, its BAD bits changed (in the stage job just run).
  static constexpr std::uint8_t kToLossChanged = 1, kToNonWinChanged = 2;
  struct SubStage {
    int group = 0, j = 0;  // the j-th token of reduced_design_ group `group` moves
    // How many split digits the group has before and after this token moved.
    std::uint64_t split_digits_before = 0, split_digits_after = 0;
    std::vector<std::uint32_t> move_offset, move_to;  // split digit -> split digits (CSR)
  };
  void start_round() {
    stage_jobs_ = 0;
    for (int m = 0; m < 2; ++m)
      if (stage_count_[m]) stage_jobs_ += space_offset_[m][stage_count_[m]];
    phase_ = stage_jobs_ ? Phase::kStages : Phase::kRound;
    cursor_ = 0;
  }
  std::uint64_t* stage_to_loss(int m, int space, std::uint64_t c) {
    return stage_to_loss_bits_[m].data() + (space_offset_[m][space] + c) * words_;
  }
  std::uint64_t* stage_to_non_win(int m, int space, std::uint64_t c) {
    return stage_to_non_win_bits_[m].data() + (space_offset_[m][space] + c) * words_;
  }
  std::uint8_t& stage_news(int m, int space, std::uint64_t c) { return stage_news_[m][space_offset_[m][space] + c]; }
  static std::uint64_t multisets(std::uint64_t L, int k) { return DesignGame<>::choose(L + k - 1, k); }
  // The moves of sub-stage `sub`: from each split digit before, one unmoved token (one of each
  // distinct place) moved along its rule; their count, or more than `cap` (then nothing is kept).
  std::uint64_t build_sub_moves(SubStage& sub, std::uint64_t cap) {
    const DesignGroup& gr = reduced_design_.groups[sub.group];
    const int g = gr.size, j = sub.j;
    const DesignMoves& rule =
        reduced_design_.moves[reduced_design_.tokens[gr.first_token].moves];  // twins share their rule
    const std::uint64_t before_un = multisets(place_count_, g - j + 1), after_un = multisets(place_count_, g - j);
    sub.split_digits_before = multisets(place_count_, j - 1) * before_un;
    sub.split_digits_after = multisets(place_count_, j) * after_un;
    sub.move_offset.assign(1, 0);
    sub.move_to.clear();
    std::uint32_t moved[kDesignMaxTokensPerSide + 1], unmoved[kDesignMaxTokensPerSide + 1],
        a[kDesignMaxTokensPerSide + 1], b[kDesignMaxTokensPerSide + 1];
    std::vector<std::uint32_t> here;
    for (std::uint64_t x = 0; x < sub.split_digits_before; ++x) {
      DesignGame<>::unrank(x / before_un, j - 1, moved);
      DesignGame<>::unrank(x % before_un, g - j + 1, unmoved);
      here.clear();
      for (int u = 0; u < g - j + 1; ++u) {
        if (u && unmoved[u] == unmoved[u - 1]) continue;  // one of each place
        const std::uint32_t p = unmoved[u];
        for (int i = 0, k = 0; i < g - j + 1; ++i)
          if (i != u) b[k++] = unmoved[i];  // the rest, still sorted
        const std::uint64_t rest = DesignGame<>::rank(b, g - j);
        for (std::uint32_t e = rule.forward_offset[p]; e < rule.forward_offset[p + 1]; ++e) {
          const std::uint32_t t = rule.forward[e];
          int k = 0;  // the moved tokens with t, sorted
          for (int i = 0; i < j - 1 && moved[i] <= t; ++i) a[k++] = moved[i];
          a[k++] = t;
          for (int i = k - 1; i < j - 1; ++i) a[k++] = moved[i];
          here.push_back(static_cast<std::uint32_t>(DesignGame<>::rank(a, j) * after_un + rest));
        }
      }
      std::sort(here.begin(), here.end());
      here.erase(std::unique(here.begin(), here.end()), here.end());
      sub.move_to.insert(sub.move_to.end(), here.begin(), here.end());
      sub.move_offset.push_back(static_cast<std::uint32_t>(sub.move_to.size()));
      if (sub.move_to.size() > cap) {
        release(sub.move_offset);
        release(sub.move_to);
        return cap + 1;
      }
    }
    return sub.move_to.size();
  }
  // f(c') for every move of sub-stage σ (1-based) of side m from c in space σ - 1.
  template <class F>
  void sub_moves(int m, int space, std::uint64_t c, F&& f) const {
    const SubStage& sub = sub_stages_[m][space - 1];
    const std::uint64_t w = group_weight_[sub.group];
    const std::uint64_t A = c / (sub.split_digits_before * w), x = (c / w) % sub.split_digits_before, B = c % w;
    const std::uint64_t base = A * sub.split_digits_after * w + B;
    for (std::uint32_t e = sub.move_offset[x]; e < sub.move_offset[x + 1]; ++e) f(base + sub.move_to[e] * w);
  }
  // Whether the team of side m has a move at context c (every token has one).
  bool team_moves(int m, std::uint64_t c) const {
    for (int t = 0; t < static_cast<int>(reduced_design_.tokens.size()); ++t) {
      if (reduced_design_.tokens[t].side != m) continue;
      const DesignGroup& gr = reduced_design_.groups[reduced_design_.tokens[t].group];
      std::uint32_t places[kDesignMaxTokensPerSide];
      DesignGame<>::unrank((c / group_weight_[reduced_design_.tokens[t].group]) % gr.radix, gr.size, places);
      if (reduced_design_.moves[reduced_design_.tokens[t].moves].forward_count(places[t - gr.first_token]) == 0)
        return false;
    }
    return true;
  }
  // The news and bits of space σ + 1's position c' (the other side's contexts past the last).
  std::uint8_t next_flags(int m, int space, std::uint64_t t) {
    if (space + 1 == stage_count_[m]) {
      const std::uint8_t f = news_[static_cast<std::uint64_t>(1 - m) * context_count_ + t];
      return static_cast<std::uint8_t>(((f & kNewLoss) ? kToLossChanged : 0) | ((f & kNewWin) ? kToNonWinChanged : 0));
    }
    return stage_news(m, space + 1, t);
  }
  // acc |= the next space's NL (loss) or BAD (!loss) bits at t.
  void or_next(int m, int space, std::uint64_t t, bool loss, std::uint64_t* acc) {
    if (space + 1 == stage_count_[m]) {
      const std::uint64_t k = static_cast<std::uint64_t>(1 - m) * context_count_ + t;
      if (loss) {
        const std::uint64_t* src = losses_of(k);
        for (std::uint64_t x = 0; x < words_; ++x) acc[x] |= src[x];
      } else {
        const std::uint64_t* src = wins_of(k);
        for (std::uint64_t x = 0; x < words_; ++x) acc[x] |= place_bits_[x] & ~src[x];
      }
      return;
    }
    const std::uint64_t* src = loss ? stage_to_loss(m, space + 1, t) : stage_to_non_win(m, space + 1, t);
    for (std::uint64_t x = 0; x < words_; ++x) acc[x] |= src[x];
  }
  // One stage job: space σ of side m at c (the last stored space first).
  std::int64_t stage(Lane& L, std::uint64_t job) {
    int m = 0;
    if (!stage_count_[0] || job >= space_offset_[0][stage_count_[0]]) {
      job -= stage_count_[0] ? space_offset_[0][stage_count_[0]] : 0;
      m = 1;
    }
    // Spaces are laid out 1 .. stages-1; the jobs run stages-1 first.
    const int stages = stage_count_[m];
    int space = stages - 1;
    std::uint64_t c = job;
    while (c >= space_offset_[m][space + 1] - space_offset_[m][space]) {
      c -= space_offset_[m][space + 1] - space_offset_[m][space];
      --space;
    }
    const bool all = round_ == 1;
    bool need_loss = all, need_non_win = all;
    std::uint64_t n = 0;
    sub_moves(m, space + 1, c, [&](std::uint64_t t) {
      const std::uint8_t fl = next_flags(m, space, t);
      need_loss = need_loss || (fl & kToLossChanged);
      need_non_win = need_non_win || (fl & kToNonWinChanged);
      ++n;
    });
    std::uint8_t out = 0;
    std::uint64_t* acc = L.scratch.data();
    auto update = [&](std::uint64_t* stored, std::uint8_t bit) {
      bool changed = false;
      for (std::uint64_t x = 0; x < words_; ++x) {
        changed = changed || stored[x] != acc[x];
        stored[x] = acc[x];
      }
      if (changed) out |= bit;
    };
    if (need_loss) {
      std::fill(acc, acc + words_, 0);
      sub_moves(m, space + 1, c, [&](std::uint64_t t) { or_next(m, space, t, true, acc); });
      update(stage_to_loss(m, space, c), kToLossChanged);
    }
    if (need_non_win) {
      std::fill(acc, acc + words_, 0);
      sub_moves(m, space + 1, c, [&](std::uint64_t t) { or_next(m, space, t, false, acc); });
      update(stage_to_non_win(m, space, c), kToNonWinChanged);
    }
    stage_news(m, space, c) = out;
    return static_cast<std::int64_t>(1 + n * (1 + (need_loss + need_non_win) * words_));
  }
  // Round r of a context of a side in stages.
  std::int64_t process_staged(Lane& L, std::uint64_t k) {
    std::uint8_t& f = flags_[k];
    const int m = k >= context_count_ ? 1 : 0;
    const std::uint64_t c = k - static_cast<std::uint64_t>(m) * context_count_;
    bool need_win = round_ == 1, need_loss = round_ == 1;
    std::uint64_t n = 0;
    sub_moves(m, 1, c, [&](std::uint64_t t) {
      const std::uint8_t fl = next_flags(m, 0, t);
      need_win = need_win || (fl & kToLossChanged);
      need_loss = need_loss || (fl & kToNonWinChanged);
      ++n;
    });
    if (!need_win && !need_loss) return 1;
    std::uint64_t* undecided = L.scratch.data();
    std::uint64_t* new_wins = L.scratch.data() + words_;
    std::uint64_t* new_losses = L.scratch.data() + 2 * words_;
    std::uint64_t* reaches_non_win = L.scratch.data() + 3 * words_;
    std::uint64_t* tmp = L.scratch.data() + 4 * words_;
    std::uint64_t* acc = L.scratch.data() + 9 * words_;
    const std::uint64_t* known_wins = wins_of(k);
    const std::uint64_t* known_losses = losses_of(k);
    bool open = false;
    for (std::uint64_t i = 0; i < words_; ++i) {
      undecided[i] = place_bits_[i] & ~known_wins[i] & ~known_losses[i];
      open = open || undecided[i];
    }
    if (!open) {
      f |= kDone;
      return 1;
    }
    const bool joint = m == bit_side_;  // the bit token moves last, with its team
    std::fill(new_wins, new_wins + 2 * words_, 0);
    if (need_win) {
      std::fill(acc, acc + words_, 0);
      sub_moves(m, 1, c, [&](std::uint64_t t) { or_next(m, 0, t, true, acc); });
      if (joint)
        dilate(L, acc, new_wins, undecided);
      else
        std::copy(acc, acc + words_, new_wins);
      for (std::uint64_t i = 0; i < words_; ++i) new_wins[i] &= undecided[i];
    }
    std::uint64_t* open_now = L.scratch.data() + 8 * words_;
    bool loss_open = false;
    for (std::uint64_t i = 0; i < words_; ++i) {
      open_now[i] = undecided[i] & ~new_wins[i];
      loss_open = loss_open || open_now[i];
    }
    if (need_loss && loss_open) {
      std::fill(acc, acc + words_, 0);
      sub_moves(m, 1, c, [&](std::uint64_t t) { or_next(m, 0, t, false, acc); });
      std::fill(reaches_non_win, reaches_non_win + words_, 0);
      if (joint)
        dilate(L, acc, reaches_non_win, open_now);
      else
        std::copy(acc, acc + words_, reaches_non_win);
      L.move_count = team_moves(m, c) ? 1 : 0;
      L.move_bad_places = nullptr;
      has_moves(L, k, tmp);
      for (std::uint64_t i = 0; i < words_; ++i) new_losses[i] = open_now[i] & tmp[i] & ~reaches_non_win[i];
    }
    bool changed = false;
    for (std::uint64_t i = 0; i < words_; ++i) changed = changed || new_wins[i] || new_losses[i];
    if (changed) {
      const std::uint32_t code = 2 + 2 * round_;
      write(L, k, new_wins, code + 1);
      write(L, k, new_losses, code);
      f |= kChanged;
    }
    return static_cast<std::int64_t>(place_count_ / 8 + 1 + n * words_ * 2);
  }

  // Round r of context k: its positions at depth r.
  std::int64_t process(Lane& L, std::uint64_t k) {
    std::uint8_t& f = flags_[k];
    if (f & kDone) return 1;
    const int m = k >= context_count_ ? 1 : 0;
    if (stage_count_[m]) return process_staged(L, k);
    // The other side's first context, and this context's placement with the other side to move
    // (where the bit token's own moves lead).
    const std::uint64_t opp = (1 - m) * context_count_,
                        same = opp + (k - static_cast<std::uint64_t>(m) * context_count_);
    if (caching_) {  // what to ask from the neighbours' news (no marking by predecessors)
      load_moves(L, k);
      std::uint8_t news = (mode_ != BitMode::kNone && m == bit_side_) ? news_[same] : 0;
      for (std::size_t j = 0; j < L.move_count; ++j) news |= news_[opp + L.move_targets[j]];
      f = static_cast<std::uint8_t>((f & ~(kNeedWin | kNeedLoss)) | ((news & kNewLoss) ? kNeedWin : 0) |
                                    ((news & kNewWin) ? kNeedLoss : 0));
    }
    if (!(f & (kNeedWin | kNeedLoss))) return 1;
    std::uint64_t* undecided = L.scratch.data();
    std::uint64_t* new_wins = L.scratch.data() + words_;
    std::uint64_t* new_losses = L.scratch.data() + 2 * words_;
    std::uint64_t* reaches_non_win = L.scratch.data() + 3 * words_;
    std::uint64_t* tmp = L.scratch.data() + 4 * words_;
    const std::uint64_t* known_wins = wins_of(k);
    const std::uint64_t* known_losses = losses_of(k);
    bool open = false;
    for (std::uint64_t i = 0; i < words_; ++i) {
      undecided[i] = place_bits_[i] & ~known_wins[i] & ~known_losses[i];
      open = open || undecided[i];
    }
    if (!open) {
      f |= kDone;
      return 1;
    }
    DesignGame<>::State s;
    if (bit_blocked_ || blocked_by_bit_[m])
      decode(L, k, s);  // what the bit token's place changes
    else
      L.interference_places.clear();
    load_moves(L, k);
    const std::uint32_t* const targets = L.move_targets;
    const std::uint32_t* const bad_places =
        L.move_bad_places;  // the moves' bad places (a blocked token's target), or null
    const std::size_t move_count = L.move_count;
    const bool joint = m == bit_side_ && mode_ == BitMode::kJoint;
    const bool own = m == bit_side_ && (mode_ == BitMode::kAlone || mode_ == BitMode::kOne);
    std::fill(new_wins, new_wins + 2 * words_, 0);
    if (f & kNeedWin) {
      // A win at depth r moves to a loss at depth r - 1: only neighbours with new losses.
      for (std::size_t j = 0; j < move_count; ++j) {
        if (!(news_[opp + targets[j]] & kNewLoss)) continue;
        const std::uint64_t* t = losses_of(opp + targets[j]);
        if (joint)
          dilate(L, t, new_wins, undecided);
        else if (bad_places && bad_places[j] != kNoBad)
          or_except(new_wins, t, bit_of_place_[bad_places[j]]);
        else
          for (std::uint64_t i = 0; i < words_; ++i) new_wins[i] |= t[i];
      }
      if (own && (news_[same] & kNewLoss)) dilate(L, losses_of(same), new_wins, undecided);
      for (std::uint64_t i = 0; i < words_; ++i) new_wins[i] &= undecided[i];
    }
    std::uint64_t* open_now = L.scratch.data() + 8 * words_;
    bool loss_open = false;
    for (std::uint64_t i = 0; i < words_; ++i) {
      open_now[i] = undecided[i] & ~new_wins[i];
      loss_open = loss_open || open_now[i];
    }
    if ((f & kNeedLoss) && loss_open) {
      // Every move to a win of the other side: the moves to anything else, until they cover
      // every open position (most contexts stop after a few).
      std::fill(reaches_non_win, reaches_non_win + words_, 0);
      auto covered = [&] {
        for (std::uint64_t i = 0; i < words_; ++i)
          if (open_now[i] & ~reaches_non_win[i]) return false;
        return true;
      };
      bool done = false;
      if (own) {
        const std::uint64_t* t = wins_of(same);
        for (std::uint64_t i = 0; i < words_; ++i) tmp[i] = place_bits_[i] & ~t[i];
        dilate(L, tmp, reaches_non_win, open_now);
        done = covered();
      }
      for (std::size_t j = 0; j < move_count && !done; ++j) {
        const std::uint64_t* t = wins_of(opp + targets[j]);
        if (joint) {
          for (std::uint64_t i = 0; i < words_; ++i) tmp[i] = place_bits_[i] & ~t[i];
          dilate(L, tmp, reaches_non_win, open_now);
        } else if (bad_places && bad_places[j] != kNoBad) {
          for (std::uint64_t i = 0; i < words_; ++i) tmp[i] = place_bits_[i] & ~t[i];
          or_except(reaches_non_win, tmp, bit_of_place_[bad_places[j]]);
        } else {
          for (std::uint64_t i = 0; i < words_; ++i) reaches_non_win[i] |= place_bits_[i] & ~t[i];
        }
        done = covered();
      }
      if (!done) {
        has_moves(L, k, tmp);
        for (std::uint64_t i = 0; i < words_; ++i) new_losses[i] = open_now[i] & tmp[i] & ~reaches_non_win[i];
      }
    }
    // Places where the bit token changes the others' moves: one by one.
    for (std::uint32_t p : L.interference_places) {
      const std::uint64_t x = bit_of_place_[p];
      if (!test(undecided, x)) continue;
      s.place[bit_token_] = p;
      bool win = false, some_bad = false, some = false;
      full_game_->for_each_move(full_game_->encode(canonical(s)), [&](Position q) {
        const auto [kq, xq] = split(q);
        some = true;
        if (test(losses_of(kq), xq)) win = true;
        if (!test(wins_of(kq), xq)) some_bad = true;
      });
      clear(new_wins, x);
      clear(new_losses, x);
      if ((f & kNeedWin) && win)
        set(new_wins, x);
      else if ((f & kNeedLoss) && some && !some_bad)
        set(new_losses, x);
    }
    const std::uint32_t code = 2 + 2 * round_;
    bool changed = false;
    for (std::uint64_t i = 0; i < words_; ++i) changed = changed || new_wins[i] || new_losses[i];
    if (changed) {
      write(L, k, new_wins, code + 1);
      write(L, k, new_losses, code);
      f |= kChanged;
    }
    return static_cast<std::int64_t>(place_count_ / 8 + 1 + move_count * words_ * 2);
  }
  DesignGame<>::State canonical(DesignGame<>::State s) const {
    full_game_->canonical(s);
    return s;
  }

  // After round r: context k's new positions into its bits, and its neighbours asked again.
  std::int64_t collect(Lane& L, std::uint64_t k) {
    std::uint8_t& f = flags_[k];
    news_[k] = 0;
    if (!(f & kChanged)) return 1;
    f &= static_cast<std::uint8_t>(~kChanged);
    L.changed_any = true;
    const std::uint8_t* codes = codes_.data() + k * place_count_;
    const std::uint8_t* high = high_.empty() ? nullptr : high_.data() + k * place_count_;
    std::uint64_t* w = wins_of(k);
    std::uint64_t* l = losses_of(k);
    const std::uint32_t code = 2 + 2 * round_;
    bool new_win = false, new_loss = false;
    auto one = [&](std::uint32_t p) {
      const std::uint32_t c = codes[p] | (high ? std::uint32_t{high[p]} << 8 : 0);
      if ((c | 1) != code + 1) return;
      if (c & 1) {
        set(w, bit_of_place_[p]);
        new_win = true;
      } else {
        set(l, bit_of_place_[p]);
        new_loss = true;
      }
    };
    std::uint32_t p = 0;
    if (!high) {
      // Eight codes at a time: most hold none of this round's (a zero byte of x ^ target).
      constexpr std::uint64_t kOnes = 0x0101010101010101ull, kHighs = 0x8080808080808080ull;
      const std::uint64_t target = kOnes * (code + 1);
      for (; p + 8 <= place_count_; p += 8) {
        std::uint64_t x;
        std::memcpy(&x, codes + p, 8);
        x = (x | kOnes) ^ target;
        if (((x - kOnes) & ~x & kHighs) == 0) continue;  // no zero byte: no code of this round
        for (std::uint32_t q = p; q < p + 8; ++q) one(q);
      }
    }
    for (; p < place_count_; ++p) one(p);
    news_[k] = static_cast<std::uint8_t>((new_win ? kNewWin : 0) | (new_loss ? kNewLoss : 0));
    return static_cast<std::int64_t>(place_count_ / 8 + 1);
  }
  // Collect's second part where no move cache is kept (with the cache, process() reads the news
  // itself): context k's news asks its predecessors again. It writes other contexts' flags, so
  // it runs on one thread, after the lanes' collect of the same contexts.
  void mark_predecessors(std::uint64_t k) {
    const std::uint8_t news = news_[k];
    if (caching_ || !news) return;
    const std::uint8_t mark =
        static_cast<std::uint8_t>(((news & kNewLoss) ? kNeedWin : 0) | ((news & kNewWin) ? kNeedLoss : 0));
    const int m = k >= context_count_ ? 1 : 0, previous_mover = 1 - m;
    const std::uint64_t c = k - static_cast<std::uint64_t>(m) * context_count_;
    if (stage_count_[previous_mover]) return;  // its stages read the news
    if (previous_mover == bit_side_) flags_[static_cast<std::uint64_t>(previous_mover) * context_count_ + c] |= mark;
    if (!(previous_mover == bit_side_ && mode_ == BitMode::kAlone))
      reduced_game_->for_each_predecessor(static_cast<Position>(k), [&](Position q) { flags_[q] |= mark; });
  }

  const Design& design_;
  int bit_token_;          // the token whose places are the bits of a bitset
  int bit_side_;           // its side
  int stuck_draw_winner_;  // the side a stuck side's "draw" counts as a win for, or -1
  // The design without the bit token: its positions are the contexts (side to move and the
  // other tokens' places), its game their moves; the full design's game for the places where
  // the bit token changes the others' moves.
  Design reduced_design_;
  std::unique_ptr<DesignGame<>> reduced_game_, full_game_;
  BitMode mode_ = BitMode::kNone;        // how the bit token's side moves
  std::uint64_t place_count_ = 0;        // the design's places (the bit token's positions in a context)
  std::uint64_t bit_count_ = 0;          // bits of a bitset: a grid's cells (walls included), or the places
  std::uint64_t words_ = 0;              // 64-bit words of a bitset
  std::uint64_t context_count_ = 0;      // contexts per side to move
  std::uint64_t half_ = 0, weight_ = 1;  // the design's numbering (DesignBitSolution's half, weight)
  std::array<int, kDesignMaxTokens> full_token_of_reduced_{};  // a reduced design's token in the design
  bool bit_moves_are_shifts_ = false;     // the bit token's moves as shifts of bitsets (a grid), else its lists
  std::array<bool, 2> blocked_by_bit_{};  // per side: the bit token blocks one of its tokens
  // Per side: a move it makes is barred only where the bit token stands on the move's target
  // (its "bad" place), not worked out one by one.
  std::array<bool, 2> barred_at_target_only_{};
  // The bad place of each cached move (kNoBad: none).
  std::vector<std::uint32_t> cache_bad_places_;
  std::vector<std::uint32_t> bit_of_place_;
  std::vector<std::int64_t> place_of_bit_;  // -1 for a wall
  // Bitsets: the bits that are places; where the bit token may stand; where it has a move
  // (where the tokens that block it stand: each lane's blocker_bits).
  std::vector<std::uint64_t> place_bits_, may_stand_bits_, movable_;
  bool bit_blocked_ = false;  // some token blocks the bit token
  // Per column step dc of the bit token's moves: the bits whose column plus dc stays on the board.
  std::map<int, std::vector<std::uint64_t>> column_masks_;
  // Per rule and place: the places its token reaches from there (the place itself included),
  // where the bit token changes that token's moves.
  std::vector<std::vector<std::vector<std::uint32_t>>> reach_;
  std::vector<std::uint8_t> codes_, high_;  // DesignBitSolution's codes
  // Per context: the bits of its positions decided as won, and as lost, by the side to move.
  std::vector<std::uint64_t> win_bits_, loss_bits_;
  // Per context: kNeedWin, kNeedLoss, kChanged, kDone (written only by the lane that has the
  // context, and by collect's marking, which runs on one thread); and its news, kNewWin and
  // kNewLoss (written by set_up and collect, read by its neighbours in a round): two arrays, so
  // a round's lanes never write a byte another lane reads.
  std::vector<std::uint8_t> flags_, news_;
  std::vector<Lane> lanes_;  // lanes_[0] for the constructor and one-thread phases
  // The set-up's batch: its first context and each context's moves and bad places, for cache_moves.
  std::uint64_t setup_from_ = 0;
  std::vector<std::vector<std::uint32_t>> setup_moves_, setup_bad_places_;
  // The contexts' moves, kept from the set-up while they take at most a byte a position (the
  // room a second code byte would take: it is dropped if one is needed).
  std::vector<std::uint32_t> cache_;
  std::vector<std::uint64_t> cache_offset_;
  bool caching_ = true;
  std::uint64_t cache_cap_ = 0;
  // A team in stages, per side: its tokens' count (0: not in stages), its sub-stages, where
  // each kept space starts (in positions of `words_` words; spaces 1 .. T-1), their bits
  // (NL: stage_to_loss_bits_, BAD: stage_to_non_win_bits_) and news (kToLossChanged,
  // kToNonWinChanged); the reduced design's groups' weights in its numbering.
  std::array<int, 2> stage_count_{};
  std::vector<std::uint64_t> group_weight_;
  std::array<std::vector<SubStage>, 2> sub_stages_;
  std::array<std::vector<std::uint64_t>, 2> space_offset_;
  std::array<std::vector<std::uint64_t>, 2> stage_to_loss_bits_, stage_to_non_win_bits_;
  std::array<std::vector<std::uint8_t>, 2> stage_news_;
  std::uint64_t stage_jobs_ = 0;
  Phase phase_ = Phase::kSetUp;
  std::uint64_t cursor_ = 0, decided_ = 0;
  std::uint32_t round_ = 0;
  bool changed_any_ = false;
};

}  // namespace

struct DesignBitEngine::Impl {
  Engine engine;
};

DesignBitEngine::DesignBitEngine(const Design& d, int bit_token, int stuck_draw_winner)
    : impl_(new Impl{Engine(d, bit_token, stuck_draw_winner)}) {}
DesignBitEngine::~DesignBitEngine() = default;
DesignBitEngine::DesignBitEngine(DesignBitEngine&&) noexcept = default;
DesignBitEngine& DesignBitEngine::operator=(DesignBitEngine&&) noexcept = default;

bool DesignBitEngine::advance(std::uint64_t budget) { return impl_->engine.advance(budget); }
double DesignBitEngine::progress() const { return impl_->engine.progress(); }

DesignBitSolution DesignBitEngine::take() {
  DesignBitSolution out;
  impl_->engine.take(out);
  impl_.reset();
  return out;
}

DesignBitSolution solve_design_bits(const Design& d, int bit_token, int stuck_draw_winner) {
  DesignBitEngine e(d, bit_token, stuck_draw_winner);
  while (!e.advance(std::uint64_t{1} << 24)) {
  }
  return e.take();
}

}  // namespace whowins
