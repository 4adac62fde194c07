// The bit-parallel engine for designs (design_bits.hpp).
#include "design/design_bits.hpp"
#include <algorithm>
#include <array>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <map>
#include <stdexcept>
#include <string>
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
  const int T = design_bit_stages(d, bit_token, side);
  if (T < 2) return 0;
  // Spaces 1 .. T-1 (after each token but the last): a group of g twins with j moved splits its
  // C(L + g - 1, g) placements into C(L + j - 1, j) x C(L + g - j - 1, g - j).
  double total = 0;
  int done = 0;
  for (const DesignGroup& g : d.groups) {
    if (g.side != side || g.first_token == bit_token) continue;
    for (int j = 1; j <= g.size; ++j) {
      if (++done == T) break;
      const double L = d.place_count;
      double split = 1, whole = 1;
      for (int i = 0; i < j; ++i) split *= (L + i) / (i + 1);
      for (int i = 0; i < g.size - j; ++i) split *= (L + i) / (i + 1);
      for (int i = 0; i < g.size; ++i) whole *= (L + i) / (i + 1);
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
  double one = 2 + 0.25 * per_cell;
  // A team's stages: two bits per cell for each placement between its tokens' moves.
  const int b = design_bit_token(d);
  for (int m = 0; m < 2; ++m) one += 0.125 * per_cell * design_bit_stage_factor(d, b, m);
  const bool hold =
      d.endless >= 0 && (d.sides[0].stuck == DesignStuck::kDraw || d.sides[1].stuck == DesignStuck::kDraw);
  return hold ? 2 + one + 1 : one;
}

// ----------------------------------------------------------------------------------------------
// The solution.

std::uint64_t DesignBitSolution::index(Position p) const {
  const std::uint64_t m = p >= half ? 1 : 0, rest = p - m * half;
  const std::uint64_t b = (rest / weight) % places;
  const std::uint64_t c = (rest / (weight * places)) * weight + rest % weight;
  return (m * (half / places) + c) * places + b;
}

std::pair<Outcome, Depth> DesignBitSolution::plain(Position p) const {
  const std::uint64_t i = index(p);
  return decode(codes[i] | (high.empty() ? 0u : std::uint32_t{high[i]} << 8));
}

// ----------------------------------------------------------------------------------------------
// The engine.

namespace {

class Engine {
 public:
  // Codes are one byte while depths stay below 127; past that a second byte (the high one) is
  // added for every position, without moving the first.
  static constexpr std::uint32_t kMaxDepth = (0xFFFFu - 3) / 2;

  Engine(const Design& d, int bit_token, int stuck_draw_winner)
      : d_(d), B_(bit_token), bside_(d.tokens[bit_token].side), holdw_(stuck_draw_winner) {
    if (bit_token < 0 || d.groups[d.tokens[bit_token].group].size != 1) throw std::logic_error("no bit token");
    L_ = d.place_count;
    // The reduced design: every token but the bit token (its positions are the contexts).
    rd_ = d;
    const int gB = d.tokens[B_].group;
    rd_.tokens.erase(rd_.tokens.begin() + B_);
    rd_.groups.erase(rd_.groups.begin() + gB);
    for (DesignToken& t : rd_.tokens)
      if (t.group > gB) --t.group;
    for (DesignGroup& g : rd_.groups)
      if (g.first_token > B_) --g.first_token;
    rd_.sides[bside_].token_count -= 1;
    if (bside_ == 0) rd_.sides[1].first_token -= 1;
    rd_.police_side = -1;
    std::uint64_t contexts = 1;
    for (const DesignGroup& g : rd_.groups) contexts *= g.radix;
    C_ = contexts;
    rd_.position_count = 2 * C_;
    for (int t = 0, r = 0; t < static_cast<int>(d.tokens.size()); ++t)
      if (t != B_) red2full_[r++] = t;
    // The bit token's group weight in the design's numbering.
    weight_ = 1;
    for (int g = static_cast<int>(d.groups.size()) - 1; g > gB; --g) weight_ *= d.groups[g].radix;
    half_ = d.position_count / 2;
    if (half_ != C_ * L_) throw std::logic_error("bit engine: contexts do not divide the positions");
    rg_ = std::make_unique<DesignGame<>>(rd_);
    fg_ = std::make_unique<DesignGame<>>(d_);
    const DesignSide& bs = d.sides[bside_];
    mode_ = bs.token_count == 1 ? BitMode::kAlone : bs.team == DesignTeam::kOne ? BitMode::kOne : BitMode::kJoint;

    // Bits: a grid's cells (the bit token's moves are shifts), or a graph's places.
    const DesignMoves& bm = d.moves[d.tokens[B_].moves];
    shifts_ = d.grid;
    Lb_ = shifts_ ? std::uint64_t{d.rows} * d.cols : L_;
    W_ = (Lb_ + 63) / 64;
    bit_of_place_.resize(L_);
    place_of_bit_.assign(Lb_, -1);
    for (std::uint32_t p = 0; p < L_; ++p) {
      const std::uint32_t b = shifts_ ? d.cell_of_place[p] : p;
      bit_of_place_[p] = b;
      place_of_bit_[b] = static_cast<std::int64_t>(p);
    }
    valid_.assign(W_, 0);
    may_.assign(W_, 0);
    for (std::uint32_t p = 0; p < L_; ++p) {
      set(valid_.data(), bit_of_place_[p]);
      if (bm.may_stand[p]) set(may_.data(), bit_of_place_[p]);
    }
    if (shifts_) {
      for (auto [dr, dc] : bm.directions) {
        if (colok_.count(dc)) continue;
        std::vector<std::uint64_t> m(W_, 0);
        for (std::uint64_t x = 0; x < Lb_; ++x) {
          const std::int64_t c = static_cast<std::int64_t>(x % d.cols) + dc;
          if (c >= 0 && c < static_cast<std::int64_t>(d.cols)) set(m.data(), x);
        }
        colok_[dc] = std::move(m);
      }
    }
    scratch_.assign(10 * W_, 0);  // 0-4: a context's work; 5-7: dilate; 8: open positions
    occ_.assign(W_, 0);
    bit_blocked_ = bm.blocked != DesignBlocked::kNone;
    if (bit_blocked_ && !d.grid && bm.range != 1)
      throw std::logic_error("bit engine: a blocked bit token reaching past one edge");
    movable_.assign(W_, 0);
    dilate(valid_.data(), movable_.data(), valid_.data());
    // A check of the shifts against the rule's compiled lists (a place can move iff its list is
    // not empty), else the lists.
    for (std::uint32_t p = 0; p < L_ && shifts_; ++p)
      if (test(movable_.data(), bit_of_place_[p]) != (bm.forward_count(p) > 0)) shifts_ = false;
    if (!shifts_) {
      if (bit_blocked_ && d.grid) throw std::logic_error("bit engine: a blocked bit token's moves as lists on a grid");
      std::fill(movable_.begin(), movable_.end(), 0);
      dilate(valid_.data(), movable_.data(), valid_.data());
    }
    // Reach of every rule whose token the bit token can block: the places where the bit token
    // changes that token's moves.
    const int T = static_cast<int>(d.tokens.size());
    for (int t = 0; t < T; ++t)
      if (t != B_ && token_blocks(d, t, B_)) blocked_by_bit_[d.tokens[t].side] = true;
    // A side whose blocked tokens move one at a time, one step or a leap, never staying: a move
    // it makes is barred only where the bit token stands on its target (the move's "bad" place).
    for (int m = 0; m < 2; ++m) {
      const DesignSide& side = d.sides[m];
      bool fast = blocked_by_bit_[m] &&
                  (m == bside_ ? mode_ == BitMode::kOne : (side.team == DesignTeam::kOne || side.token_count == 1));
      for (int t = side.first_token; t < side.first_token + side.token_count && fast; ++t) {
        const DesignMoves& r = d.moves[d.tokens[t].moves];
        if (t != B_ && token_blocks(d, t, B_)) {
          if (r.stay || !(r.leaper || r.range == 1)) fast = false;
          for (std::uint32_t p = 0; p < L_ && fast; ++p)  // a self-loop edge stays too
            if (std::binary_search(r.forward.begin() + r.forward_offset[p], r.forward.begin() + r.forward_offset[p + 1],
                                   p))
              fast = false;
        }
      }
      fast_block_[m] = fast;
    }
    reach_.resize(d.moves.size());
    for (int t = 0; t < T; ++t)
      if (t != B_ && token_blocks(d, t, B_) && reach_[d.tokens[t].moves].empty()) build_reach(d.tokens[t].moves);

    const std::uint64_t n = 2 * C_ * L_;
    // A team moving all at once, in stages: its tokens one at a time, through intermediate
    // placements (the bit token, when it is one of the team, moves last: one dilation).
    rweight_.assign(rd_.groups.size(), 1);
    for (std::uint64_t g = rd_.groups.size(), w = 1; g-- > 0;) {
      rweight_[g] = w;
      w *= rd_.groups[g].radix;
    }
    std::uint64_t table = 0;
    for (int m = 0; m < 2; ++m) {
      const int T = design_bit_stages(d, B_, m);
      if (T == 0) continue;
      std::vector<SubStage> subs;
      for (int g = 0; g < static_cast<int>(rd_.groups.size()); ++g)
        if (rd_.groups[g].side == m)
          for (int j = 1; j <= rd_.groups[g].size; ++j) subs.push_back(SubStage{g, j});
      if (static_cast<int>(subs.size()) != T) throw std::logic_error("bit engine: the team's tokens");
      for (SubStage& sub : subs) {
        table += build_sub_moves(sub, n / 4 >= table ? n / 4 - table : 0);
        if (table > n / 4) break;
      }
      if (table > n / 4) continue;  // the moves would take more than the full moves' cache: whole moves
      // Spaces 1 .. T-1 stored: after sub-stage σ, the contexts with its group split.
      std::vector<std::uint64_t> off(T + 1, 0);
      for (int sg = 1; sg < T; ++sg)
        off[sg + 1] = off[sg] + C_ / rd_.groups[subs[sg - 1].group].radix * subs[sg - 1].S_next;
      st_count_[m] = T;
      subs_[m] = std::move(subs);
      space_off_[m] = std::move(off);
      const std::uint64_t stored = space_off_[m][T];
      st_nl_[m].assign(stored * W_, 0);
      st_bad_[m].assign(stored * W_, 0);
      st_flags_[m].assign(stored, 0);
    }
    // Reserved here, zeroed a context at a time by the set-up (no call zeroes a gigabyte at once).
    codes_.reserve(n);
    high_.clear();
    wbits_.reserve(2 * C_ * W_);
    lbits_.reserve(2 * C_ * W_);
    flags_.assign(2 * C_, 0);
    cache_off_.assign(2 * C_ + 1, 0);
    cache_cap_ = n / 4;
  }

  bool advance(std::uint64_t budget) {
    std::int64_t left = static_cast<std::int64_t>(std::min<std::uint64_t>(budget, INT64_MAX));
    while (left > 0) {
      switch (phase_) {
        case Phase::kSetUp:
          if (cursor_ == 2 * C_) {
            start_round();
            round_ = 1;
            for (auto& f : flags_) f |= kNeedWin | kNeedLoss;
            break;
          }
          left -= set_up(cursor_++);
          break;
        case Phase::kRound:
          if (cursor_ == 2 * C_) {
            phase_ = Phase::kCollect;
            cursor_ = 0;
            changed_any_ = false;
            for (auto& f : flags_) f &= static_cast<std::uint8_t>(~(kNeedWin | kNeedLoss));
            break;
          }
          left -= process(cursor_++);
          break;
        case Phase::kCollect:
          if (cursor_ == 2 * C_) {
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
          left -= collect(cursor_++);
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
          left -= stage(cursor_++);
          break;
        case Phase::kDone:
          return true;
      }
    }
    return phase_ == Phase::kDone;
  }

  double progress() const {
    const double K = double(std::max<std::uint64_t>(1, 2 * C_)), n = double(std::max<std::uint64_t>(1, 2 * C_ * L_));
    if (phase_ == Phase::kSetUp) return 0.1 * double(cursor_) / K;
    if (phase_ == Phase::kDone) return 1;
    return std::min(0.99, 0.1 + 0.9 * double(decided_) / n);
  }

  void take(DesignBitSolution& s) {
    s.n = 2 * C_ * L_;
    s.half = half_;
    s.weight = weight_;
    s.places = L_;
    s.rounds = round_ ? round_ - 1 : 0;
    wbits_ = {};
    lbits_ = {};
    flags_ = {};
    s.codes = std::move(codes_);
    s.high = std::move(high_);
  }

 private:
  enum class Phase { kSetUp, kStages, kRound, kCollect, kWiden, kDone };
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
    for (std::uint64_t i = 0; i < W_; ++i) out[i] |= t[i];
    out[w] = (out[w] & ~bit) | (before & bit);
  }
  bool any(const std::uint64_t* w) const {
    for (std::uint64_t i = 0; i < W_; ++i)
      if (w[i]) return true;
    return false;
  }
  std::uint64_t* W(std::uint64_t k) { return wbits_.data() + k * W_; }
  std::uint64_t* Lo(std::uint64_t k) { return lbits_.data() + k * W_; }

  // out(x) = g(x + s) (bits past either end are 0).
  void shift_from(const std::uint64_t* g, std::int64_t s, std::uint64_t* out) const {
    const std::int64_t Wn = static_cast<std::int64_t>(W_);
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
  void dilate(const std::uint64_t* t, std::uint64_t* out, const std::uint64_t* want) {
    const DesignMoves& bm = d_.moves[d_.tokens[B_].moves];
    const std::uint64_t* occ = occ_.data();  // all 0 unless the bit token is blocked
    if (!shifts_) {
      // The rule's lists (a blocked bit token's rule reaches one edge: its targets less the
      // places held).
      for (std::uint64_t i = 0; i < W_; ++i) {
        std::uint64_t w = want[i] & ~out[i];
        while (w) {
          const int j = __builtin_ctzll(w);
          w &= w - 1;
          const std::uint64_t x = i * 64 + static_cast<std::uint64_t>(j);
          const auto p = static_cast<std::uint32_t>(place_of_bit_[x]);
          for (std::uint32_t e = bm.forward_offset[p]; e < bm.forward_offset[p + 1]; ++e) {
            const std::uint32_t y = bit_of_place_[bm.forward[e]];
            if (test(t, y) && !test(occ, y)) {
              out[i] |= std::uint64_t{1} << j;
              break;
            }
          }
        }
      }
      return;
    }
    std::uint64_t* tm = scratch_.data() + 6 * W_;
    std::uint64_t* g = scratch_.data() + 7 * W_;
    for (std::uint64_t i = 0; i < W_; ++i) tm[i] = t[i] & may_[i] & ~occ[i];
    if (bm.stay)
      for (std::uint64_t i = 0; i < W_; ++i) out[i] |= tm[i];
    const std::int64_t cols = d_.cols;
    for (auto [dr, dc] : bm.directions) {
      const std::int64_t s = std::int64_t{dr} * cols + dc;
      const std::uint64_t* ok = colok_.at(dc).data();
      shift_from(tm, s, g);
      bool live = false;
      for (std::uint64_t i = 0; i < W_; ++i) {
        g[i] &= ok[i];
        out[i] |= g[i];
        live = live || g[i];
      }
      if (bm.leaper) continue;
      std::uint64_t* h = scratch_.data() + 5 * W_;
      for (std::uint32_t k = 2; live && (bm.range == 0 || k <= bm.range); ++k) {
        for (std::uint64_t i = 0; i < W_; ++i)
          h[i] = g[i] & valid_[i] & ~occ[i];  // passes over cells, never walls (nor tokens that block it)
        shift_from(h, s, g);
        live = false;
        for (std::uint64_t i = 0; i < W_; ++i) {
          g[i] &= ok[i];
          out[i] |= g[i];
          live = live || g[i];
        }
      }
    }
  }

  void build_reach(int rule) {
    const DesignMoves& m = d_.moves[rule];
    auto& r = reach_[rule];
    r.assign(L_, {});
    for (std::uint32_t p = 0; p < L_; ++p) {
      std::vector<std::uint32_t>& out = r[p];
      out.push_back(p);
      if (d_.grid) {
        const std::int64_t r0 = d_.cell_of_place[p] / d_.cols, c0 = d_.cell_of_place[p] % d_.cols;
        for (auto [dr, dc] : m.directions)
          for (std::uint32_t k = 1; m.leaper ? k == 1 : (m.range == 0 || k <= m.range); ++k) {
            const std::int64_t rr = r0 + std::int64_t{dr} * k, cc = c0 + std::int64_t{dc} * k;
            if (rr < 0 || cc < 0 || rr >= d_.rows || cc >= d_.cols) break;
            const std::int64_t q = d_.place_of_cell[rr * d_.cols + cc];
            if (q < 0) break;
            out.push_back(static_cast<std::uint32_t>(q));
          }
      } else {
        std::vector<std::uint8_t> seen(L_, 0);
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
  void decode(std::uint64_t k, DesignGame<>::State& full) {
    const int m = k >= C_ ? 1 : 0;
    const DesignGame<>::State rs = rg_->decode(static_cast<Position>(k));
    full = {};
    full.mover = m;
    for (std::size_t i = 0; i + 1 < d_.tokens.size(); ++i) full.place[red2full_[i]] = rs.place[i];
    if (bit_blocked_) {  // the places the bit token may not stop on or pass through
      std::fill(occ_.begin(), occ_.end(), 0);
      for (int o = 0; o < static_cast<int>(d_.tokens.size()); ++o)
        if (o != B_ && token_blocks(d_, B_, o)) set(occ_.data(), bit_of_place_[full.place[o]]);
    }
    inter_.clear();
    if (!blocked_by_bit_[m] || fast_block_[m]) return;
    const DesignSide& side = d_.sides[m];
    for (int t = side.first_token; t < side.first_token + side.token_count; ++t)
      if (t != B_ && token_blocks(d_, t, B_)) {
        const auto& r = reach_[d_.tokens[t].moves][full.place[t]];
        inter_.insert(inter_.end(), r.begin(), r.end());
      }
    std::sort(inter_.begin(), inter_.end());
    inter_.erase(std::unique(inter_.begin(), inter_.end()), inter_.end());
  }
  // The context's moves that leave the bit token where it stands: target contexts.
  void context_moves(std::uint64_t k) {
    moves_.clear();
    const int m = k >= C_ ? 1 : 0;
    if (m == bside_ && mode_ == BitMode::kAlone) return;
    const std::uint64_t base = (1 - m) * C_;
    rg_->for_each_move(static_cast<Position>(k),
                       [&](Position q) { moves_.push_back(static_cast<std::uint32_t>(q - base)); });
    if (!fast_block_[m]) return;
    bads_.clear();
    const DesignGame<>::State from = rg_->decode(static_cast<Position>(k));
    for (std::uint32_t c : moves_) bads_.push_back(bad_place(from, rg_->decode(static_cast<Position>(base + c))));
  }
  static constexpr std::uint32_t kNoBad = UINT32_MAX;
  // The place where the bit token bars the move from reduced state a to b (one token moved: the
  // group whose multiset changed, from the place it lost to the place it gained), or kNoBad.
  std::uint32_t bad_place(const DesignGame<>::State& a, const DesignGame<>::State& b) const {
    for (const DesignGroup& g : rd_.groups) {
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
      return token_blocks(d_, red2full_[g.first_token], B_) ? to : kNoBad;
    }
    return kNoBad;  // a stay (never of a token the bit token blocks here)
  }
  // The context's moves into mb_/mn_: from the cache once the set-up has filled it, else made.
  void load_moves(std::uint64_t k) {
    const int m = k >= C_ ? 1 : 0;
    if (caching_ && phase_ != Phase::kSetUp) {
      mb_ = cache_.data() + cache_off_[k];
      mn_ = cache_off_[k + 1] - cache_off_[k];
      bb_ = fast_block_[m] ? cache_bad_.data() + cache_off_[k] : nullptr;
      return;
    }
    context_moves(k);
    mb_ = moves_.data();
    mn_ = moves_.size();
    bb_ = fast_block_[m] ? bads_.data() : nullptr;
  }
  // Keeps the set-up's moves of context k (contexts come in order), while they fit the cap.
  void cache_moves(std::uint64_t k) {
    if (!caching_) return;
    if (cache_.size() + moves_.size() > cache_cap_) {
      drop_cache();
      return;
    }
    cache_.insert(cache_.end(), moves_.begin(), moves_.end());
    if (fast_block_[0] || fast_block_[1]) {  // (kept alongside, for every context alike)
      if (fast_block_[k >= C_ ? 1 : 0])
        cache_bad_.insert(cache_bad_.end(), bads_.begin(), bads_.end());
      else
        cache_bad_.insert(cache_bad_.end(), moves_.size(), kNoBad);
    }
    cache_off_[k + 1] = cache_.size();
  }
  void drop_cache() {
    caching_ = false;
    cache_ = {};
    cache_bad_ = {};
    cache_off_ = {};
  }
  Position full_position(std::uint64_t k, std::uint32_t place) const {
    const std::uint64_t m = k >= C_ ? 1 : 0, c = k - m * C_;
    return static_cast<Position>(m * half_ + (c / weight_) * weight_ * L_ + place * weight_ + c % weight_);
  }
  // A design position's context and bit.
  std::pair<std::uint64_t, std::uint64_t> split(Position p) const {
    const std::uint64_t m = p >= half_ ? 1 : 0, rest = p - m * half_;
    const std::uint64_t b = (rest / weight_) % L_;
    const std::uint64_t c = (rest / (weight_ * L_)) * weight_ + rest % weight_;
    return {m * C_ + c, bit_of_place_[b]};
  }
  void write(std::uint64_t k, const std::uint64_t* bits, std::uint32_t code) {
    std::uint8_t* codes = codes_.data() + k * L_;
    std::uint8_t* high = high_.empty() ? nullptr : high_.data() + k * L_;
    for (std::uint64_t i = 0; i < W_; ++i) {
      std::uint64_t w = bits[i];
      while (w) {
        const int j = __builtin_ctzll(w);
        w &= w - 1;
        const auto p = static_cast<std::uint64_t>(place_of_bit_[i * 64 + static_cast<std::uint64_t>(j)]);
        codes[p] = static_cast<std::uint8_t>(code);
        if (high) high[p] = static_cast<std::uint8_t>(code >> 8);
        ++decided_;
      }
    }
  }

  // Round 0: the context's ends and stuck positions.
  std::int64_t set_up(std::uint64_t k) {
    const int m = k >= C_ ? 1 : 0;
    codes_.resize((k + 1) * L_);  // contexts come in order: this one's codes and bits, zeroed
    wbits_.resize((k + 1) * W_);
    lbits_.resize((k + 1) * W_);
    DesignGame<>::State s;
    decode(k, s);
    if (st_count_[m])
      moves_.clear();  // a team in stages: its groups' lists instead
    else
      context_moves(k);
    cache_moves(k);
    mb_ = moves_.data();
    mn_ = st_count_[m] ? (team_moves(m, k - static_cast<std::uint64_t>(m) * C_) ? 1 : 0) : moves_.size();
    bb_ = fast_block_[m] ? bads_.data() : nullptr;
    std::uint64_t* win = scratch_.data();
    std::uint64_t* loss = scratch_.data() + W_;
    std::uint64_t* rest = scratch_.data() + 2 * W_;
    std::uint64_t* cond = scratch_.data() + 3 * W_;
    std::uint64_t* can = scratch_.data() + 4 * W_;
    std::fill(win, win + 2 * W_, 0);
    std::copy(valid_.begin(), valid_.end(), rest);
    const int T = static_cast<int>(d_.tokens.size());
    for (const DesignEnd& e : d_.ends) {
      std::fill(cond, cond + W_, 0);
      bool everywhere = false;
      if (e.kind == DesignEnd::Kind::kMeet) {
        for (int a = 0; a < T; ++a)
          for (int b = 0; b < T; ++b)
            if (a != B_ && b != B_ && d_.tokens[a].side == 0 && d_.tokens[b].side == 1 && s.place[a] == s.place[b])
              everywhere = true;
        if (!everywhere)
          for (int a = 0; a < T; ++a)
            if (a != B_ && d_.tokens[a].side != bside_) set(cond, bit_of_place_[s.place[a]]);
      } else {
        for (int a = 0; a < T; ++a)
          if (a != B_ && d_.tokens[a].side == e.side && e.cells[s.place[a]]) everywhere = true;
        if (!everywhere && e.side == bside_)
          for (std::uint32_t p = 0; p < L_; ++p)
            if (e.cells[p]) set(cond, bit_of_place_[p]);
      }
      if (everywhere) std::copy(valid_.begin(), valid_.end(), cond);
      std::uint64_t* to = e.winner == m ? win : loss;
      for (std::uint64_t i = 0; i < W_; ++i) {
        to[i] |= cond[i] & rest[i];
        rest[i] &= ~cond[i];
      }
    }
    // Which of the rest can move.
    has_moves(k, can);
    for (std::uint32_t p : inter_) {
      const std::uint64_t x = bit_of_place_[p];
      if (!test(rest, x)) continue;
      s.place[B_] = p;
      if (fg_->can_move(s))
        set(can, x);
      else
        clear(can, x);
    }
    int stuck = -1;  // the winner of a stuck position, or -1 (a draw)
    switch (d_.sides[m].stuck) {
      case DesignStuck::kLoses:
        stuck = 1 - m;
        break;
      case DesignStuck::kWins:
        stuck = m;
        break;
      case DesignStuck::kDraw:
        stuck = holdw_;
        break;
    }
    if (stuck >= 0) {
      std::uint64_t* to = stuck == m ? win : loss;
      for (std::uint64_t i = 0; i < W_; ++i) to[i] |= rest[i] & ~can[i];
    }
    write(k, win, 3);
    write(k, loss, 2);
    std::copy(win, win + W_, W(k));
    std::copy(loss, loss + W_, Lo(k));
    if (any(win)) flags_[k] |= kNewWin;
    if (any(loss)) flags_[k] |= kNewLoss;
    return static_cast<std::int64_t>(L_ + mn_ * W_);
  }

  // The bits of the context's positions that have a move (the interference places aside).
  void has_moves(std::uint64_t k, std::uint64_t* can) {
    const int m = k >= C_ ? 1 : 0;
    std::fill(can, can + W_, 0);
    if (mn_)
      std::copy(mode_ == BitMode::kJoint && m == bside_ ? movable_.begin() : valid_.begin(),
                mode_ == BitMode::kJoint && m == bside_ ? movable_.end() : valid_.end(), can);
    if (mn_ && bb_) {  // every move barred at one place: where the bit token stands on all their targets
      bool one = true;
      for (std::size_t j = 0; j < mn_ && one; ++j) one = bb_[j] != kNoBad && bb_[j] == bb_[0];
      if (one) clear(can, bit_of_place_[bb_[0]]);
    }
    if (m == bside_ && (mode_ == BitMode::kAlone || mode_ == BitMode::kOne)) {
      if (bit_blocked_)
        dilate(valid_.data(), can, valid_.data());  // where it stands now
      else
        for (std::uint64_t i = 0; i < W_; ++i) can[i] |= movable_[i];
    }
  }

  // ---- A team in stages: the T tokens of side m in the reduced design moving one at a time
  // (st_count_[m] = T; a group's twins one after another). Space 0 is the side's contexts, space
  // σ the placements after σ tokens moved (a group of g twins with j moved holds its moved and
  // unmoved multisets: split digit moved-rank x C(L + g - j - 1, g - j) + unmoved-rank), space T
  // the other side's contexts. Spaces 1 .. T-1 are kept: NL (bits from which the rest of the
  // move can reach a loss of the other side) and BAD (bits from which it can reach anything but
  // a win of the other side). Each round recomputes them, the last space first, where a
  // successor changed.
  static constexpr std::uint8_t kStL = 1, kStB = 2;
  struct SubStage {
    int group = 0, j = 0;                  // the j-th token of rd_ group `group` moves
    std::uint64_t S_prev = 0, S_next = 0;  // the group's split digits before and after
    std::vector<std::uint32_t> off, to;    // split digit -> split digits (CSR)
  };
  void start_round() {
    stage_jobs_ = 0;
    for (int m = 0; m < 2; ++m)
      if (st_count_[m]) stage_jobs_ += space_off_[m][st_count_[m]];
    phase_ = stage_jobs_ ? Phase::kStages : Phase::kRound;
    cursor_ = 0;
  }
  std::uint64_t* st_nl(int m, int sg, std::uint64_t c) { return st_nl_[m].data() + (space_off_[m][sg] + c) * W_; }
  std::uint64_t* st_bad(int m, int sg, std::uint64_t c) { return st_bad_[m].data() + (space_off_[m][sg] + c) * W_; }
  std::uint8_t& st_flag(int m, int sg, std::uint64_t c) { return st_flags_[m][space_off_[m][sg] + c]; }
  static std::uint64_t multisets(std::uint64_t L, int k) { return DesignGame<>::choose(L + k - 1, k); }
  // The moves of sub-stage `sub`: from each split digit before, one unmoved token (one of each
  // distinct place) moved along its rule; their count, or more than `cap` (then nothing is kept).
  std::uint64_t build_sub_moves(SubStage& sub, std::uint64_t cap) {
    const DesignGroup& gr = rd_.groups[sub.group];
    const int g = gr.size, j = sub.j;
    const DesignMoves& mv = rd_.moves[rd_.tokens[gr.first_token].moves];  // twins share their rule
    const std::uint64_t before_un = multisets(L_, g - j + 1), after_un = multisets(L_, g - j);
    sub.S_prev = multisets(L_, j - 1) * before_un;
    sub.S_next = multisets(L_, j) * after_un;
    sub.off.assign(1, 0);
    sub.to.clear();
    std::uint32_t moved[kDesignMaxTokensPerSide + 1], unmoved[kDesignMaxTokensPerSide + 1],
        a[kDesignMaxTokensPerSide + 1], b[kDesignMaxTokensPerSide + 1];
    std::vector<std::uint32_t> here;
    for (std::uint64_t x = 0; x < sub.S_prev; ++x) {
      DesignGame<>::unrank(x / before_un, j - 1, moved);
      DesignGame<>::unrank(x % before_un, g - j + 1, unmoved);
      here.clear();
      for (int u = 0; u < g - j + 1; ++u) {
        if (u && unmoved[u] == unmoved[u - 1]) continue;  // one of each place
        const std::uint32_t p = unmoved[u];
        for (int i = 0, k = 0; i < g - j + 1; ++i)
          if (i != u) b[k++] = unmoved[i];  // the rest, still sorted
        const std::uint64_t rest = DesignGame<>::rank(b, g - j);
        for (std::uint32_t e = mv.forward_offset[p]; e < mv.forward_offset[p + 1]; ++e) {
          const std::uint32_t t = mv.forward[e];
          int k = 0;  // the moved tokens with t, sorted
          for (int i = 0; i < j - 1 && moved[i] <= t; ++i) a[k++] = moved[i];
          a[k++] = t;
          for (int i = k - 1; i < j - 1; ++i) a[k++] = moved[i];
          here.push_back(static_cast<std::uint32_t>(DesignGame<>::rank(a, j) * after_un + rest));
        }
      }
      std::sort(here.begin(), here.end());
      here.erase(std::unique(here.begin(), here.end()), here.end());
      sub.to.insert(sub.to.end(), here.begin(), here.end());
      sub.off.push_back(static_cast<std::uint32_t>(sub.to.size()));
      if (sub.to.size() > cap) {
        sub.off = {};
        sub.to = {};
        return cap + 1;
      }
    }
    return sub.to.size();
  }
  // f(c') for every move of sub-stage σ (1-based) of side m from c in space σ - 1.
  template <class F>
  void sub_moves(int m, int sg, std::uint64_t c, F&& f) const {
    const SubStage& sub = subs_[m][sg - 1];
    const std::uint64_t w = rweight_[sub.group];
    const std::uint64_t A = c / (sub.S_prev * w), x = (c / w) % sub.S_prev, B = c % w;
    const std::uint64_t base = A * sub.S_next * w + B;
    for (std::uint32_t e = sub.off[x]; e < sub.off[x + 1]; ++e) f(base + sub.to[e] * w);
  }
  // Whether the team of side m has a move at context c (every token has one).
  bool team_moves(int m, std::uint64_t c) const {
    for (int t = 0; t < static_cast<int>(rd_.tokens.size()); ++t) {
      if (rd_.tokens[t].side != m) continue;
      const DesignGroup& gr = rd_.groups[rd_.tokens[t].group];
      std::uint32_t places[kDesignMaxTokensPerSide];
      DesignGame<>::unrank((c / rweight_[rd_.tokens[t].group]) % gr.radix, gr.size, places);
      if (rd_.moves[rd_.tokens[t].moves].forward_count(places[t - gr.first_token]) == 0) return false;
    }
    return true;
  }
  // The news and bits of space σ + 1's position c' (the other side's contexts past the last).
  std::uint8_t next_flags(int m, int sg, std::uint64_t t) {
    if (sg + 1 == st_count_[m]) {
      const std::uint8_t f = flags_[static_cast<std::uint64_t>(1 - m) * C_ + t];
      return static_cast<std::uint8_t>(((f & kNewLoss) ? kStL : 0) | ((f & kNewWin) ? kStB : 0));
    }
    return st_flag(m, sg + 1, t);
  }
  // acc |= the next space's NL (loss) or BAD (!loss) bits at t.
  void or_next(int m, int sg, std::uint64_t t, bool loss, std::uint64_t* acc) {
    if (sg + 1 == st_count_[m]) {
      const std::uint64_t k = static_cast<std::uint64_t>(1 - m) * C_ + t;
      if (loss) {
        const std::uint64_t* src = Lo(k);
        for (std::uint64_t x = 0; x < W_; ++x) acc[x] |= src[x];
      } else {
        const std::uint64_t* src = W(k);
        for (std::uint64_t x = 0; x < W_; ++x) acc[x] |= valid_[x] & ~src[x];
      }
      return;
    }
    const std::uint64_t* src = loss ? st_nl(m, sg + 1, t) : st_bad(m, sg + 1, t);
    for (std::uint64_t x = 0; x < W_; ++x) acc[x] |= src[x];
  }
  // One stage job: space σ of side m at c (the last stored space first).
  std::int64_t stage(std::uint64_t job) {
    int m = 0;
    if (!st_count_[0] || job >= space_off_[0][st_count_[0]]) {
      job -= st_count_[0] ? space_off_[0][st_count_[0]] : 0;
      m = 1;
    }
    // Spaces are laid out 1 .. T-1; the jobs run T-1 first.
    const int T = st_count_[m];
    int sg = T - 1;
    std::uint64_t c = job;
    while (c >= space_off_[m][sg + 1] - space_off_[m][sg]) {
      c -= space_off_[m][sg + 1] - space_off_[m][sg];
      --sg;
    }
    const bool all = round_ == 1;
    bool needL = all, needB = all;
    std::uint64_t n = 0;
    sub_moves(m, sg + 1, c, [&](std::uint64_t t) {
      const std::uint8_t fl = next_flags(m, sg, t);
      needL = needL || (fl & kStL);
      needB = needB || (fl & kStB);
      ++n;
    });
    std::uint8_t out = 0;
    std::uint64_t* acc = scratch_.data();
    auto update = [&](std::uint64_t* stored, std::uint8_t bit) {
      bool changed = false;
      for (std::uint64_t x = 0; x < W_; ++x) {
        changed = changed || stored[x] != acc[x];
        stored[x] = acc[x];
      }
      if (changed) out |= bit;
    };
    if (needL) {
      std::fill(acc, acc + W_, 0);
      sub_moves(m, sg + 1, c, [&](std::uint64_t t) { or_next(m, sg, t, true, acc); });
      update(st_nl(m, sg, c), kStL);
    }
    if (needB) {
      std::fill(acc, acc + W_, 0);
      sub_moves(m, sg + 1, c, [&](std::uint64_t t) { or_next(m, sg, t, false, acc); });
      update(st_bad(m, sg, c), kStB);
    }
    st_flag(m, sg, c) = out;
    return static_cast<std::int64_t>(1 + n * (1 + (needL + needB) * W_));
  }
  // Round r of a context of a side in stages.
  std::int64_t process_staged(std::uint64_t k) {
    std::uint8_t& f = flags_[k];
    const int m = k >= C_ ? 1 : 0;
    const std::uint64_t c = k - static_cast<std::uint64_t>(m) * C_;
    bool needW = round_ == 1, needL = round_ == 1;
    std::uint64_t n = 0;
    sub_moves(m, 1, c, [&](std::uint64_t t) {
      const std::uint8_t fl = next_flags(m, 0, t);
      needW = needW || (fl & kStL);
      needL = needL || (fl & kStB);
      ++n;
    });
    if (!needW && !needL) return 1;
    std::uint64_t* U = scratch_.data();
    std::uint64_t* nw = scratch_.data() + W_;
    std::uint64_t* nl = scratch_.data() + 2 * W_;
    std::uint64_t* bad = scratch_.data() + 3 * W_;
    std::uint64_t* tmp = scratch_.data() + 4 * W_;
    std::uint64_t* acc = scratch_.data() + 9 * W_;
    const std::uint64_t* wk = W(k);
    const std::uint64_t* lk = Lo(k);
    bool open = false;
    for (std::uint64_t i = 0; i < W_; ++i) {
      U[i] = valid_[i] & ~wk[i] & ~lk[i];
      open = open || U[i];
    }
    if (!open) {
      f |= kDone;
      return 1;
    }
    const bool joint = m == bside_;  // the bit token moves last, with its team
    std::fill(nw, nw + 2 * W_, 0);
    if (needW) {
      std::fill(acc, acc + W_, 0);
      sub_moves(m, 1, c, [&](std::uint64_t t) { or_next(m, 0, t, true, acc); });
      if (joint)
        dilate(acc, nw, U);
      else
        std::copy(acc, acc + W_, nw);
      for (std::uint64_t i = 0; i < W_; ++i) nw[i] &= U[i];
    }
    std::uint64_t* open_now = scratch_.data() + 8 * W_;
    bool loss_open = false;
    for (std::uint64_t i = 0; i < W_; ++i) {
      open_now[i] = U[i] & ~nw[i];
      loss_open = loss_open || open_now[i];
    }
    if (needL && loss_open) {
      std::fill(acc, acc + W_, 0);
      sub_moves(m, 1, c, [&](std::uint64_t t) { or_next(m, 0, t, false, acc); });
      std::fill(bad, bad + W_, 0);
      if (joint)
        dilate(acc, bad, open_now);
      else
        std::copy(acc, acc + W_, bad);
      mn_ = team_moves(m, c) ? 1 : 0;
      bb_ = nullptr;
      has_moves(k, tmp);
      for (std::uint64_t i = 0; i < W_; ++i) nl[i] = open_now[i] & tmp[i] & ~bad[i];
    }
    bool changed = false;
    for (std::uint64_t i = 0; i < W_; ++i) changed = changed || nw[i] || nl[i];
    if (changed) {
      const std::uint32_t code = 2 + 2 * round_;
      write(k, nw, code + 1);
      write(k, nl, code);
      f |= kChanged;
    }
    return static_cast<std::int64_t>(L_ / 8 + 1 + n * W_ * 2);
  }

  // Round r of context k: its positions at depth r.
  std::int64_t process(std::uint64_t k) {
    std::uint8_t& f = flags_[k];
    if (f & kDone) return 1;
    const int m = k >= C_ ? 1 : 0;
    if (st_count_[m]) return process_staged(k);
    const std::uint64_t opp = (1 - m) * C_, same = opp + (k - static_cast<std::uint64_t>(m) * C_);
    if (caching_) {  // what to ask from the neighbours' news (no marking by predecessors)
      load_moves(k);
      std::uint8_t news = (mode_ != BitMode::kNone && m == bside_) ? flags_[same] : 0;
      for (std::size_t j = 0; j < mn_; ++j) news |= flags_[opp + mb_[j]];
      f = static_cast<std::uint8_t>((f & ~(kNeedWin | kNeedLoss)) | ((news & kNewLoss) ? kNeedWin : 0) |
                                    ((news & kNewWin) ? kNeedLoss : 0));
    }
    if (!(f & (kNeedWin | kNeedLoss))) return 1;
    std::uint64_t* U = scratch_.data();
    std::uint64_t* nw = scratch_.data() + W_;
    std::uint64_t* nl = scratch_.data() + 2 * W_;
    std::uint64_t* bad = scratch_.data() + 3 * W_;
    std::uint64_t* tmp = scratch_.data() + 4 * W_;
    const std::uint64_t* wk = W(k);
    const std::uint64_t* lk = Lo(k);
    bool open = false;
    for (std::uint64_t i = 0; i < W_; ++i) {
      U[i] = valid_[i] & ~wk[i] & ~lk[i];
      open = open || U[i];
    }
    if (!open) {
      f |= kDone;
      return 1;
    }
    DesignGame<>::State s;
    if (bit_blocked_ || blocked_by_bit_[m])
      decode(k, s);  // what the bit token's place changes
    else
      inter_.clear();
    load_moves(k);
    const std::uint32_t* const mb = mb_;
    const std::uint32_t* const bb = bb_;  // the moves' bad places (a blocked token's target), or null
    const std::size_t mn = mn_;
    const bool joint = m == bside_ && mode_ == BitMode::kJoint;
    const bool own = m == bside_ && (mode_ == BitMode::kAlone || mode_ == BitMode::kOne);
    std::fill(nw, nw + 2 * W_, 0);
    if (f & kNeedWin) {
      // A win at depth r moves to a loss at depth r - 1: only neighbours with new losses.
      for (std::size_t j = 0; j < mn; ++j) {
        if (!(flags_[opp + mb[j]] & kNewLoss)) continue;
        const std::uint64_t* t = Lo(opp + mb[j]);
        if (joint)
          dilate(t, nw, U);
        else if (bb && bb[j] != kNoBad)
          or_except(nw, t, bit_of_place_[bb[j]]);
        else
          for (std::uint64_t i = 0; i < W_; ++i) nw[i] |= t[i];
      }
      if (own && (flags_[same] & kNewLoss)) dilate(Lo(same), nw, U);
      for (std::uint64_t i = 0; i < W_; ++i) nw[i] &= U[i];
    }
    std::uint64_t* open_now = scratch_.data() + 8 * W_;
    bool loss_open = false;
    for (std::uint64_t i = 0; i < W_; ++i) {
      open_now[i] = U[i] & ~nw[i];
      loss_open = loss_open || open_now[i];
    }
    if ((f & kNeedLoss) && loss_open) {
      // Every move to a win of the other side: the moves to anything else, until they cover
      // every open position (most contexts stop after a few).
      std::fill(bad, bad + W_, 0);
      auto covered = [&] {
        for (std::uint64_t i = 0; i < W_; ++i)
          if (open_now[i] & ~bad[i]) return false;
        return true;
      };
      bool done = false;
      if (own) {
        const std::uint64_t* t = W(same);
        for (std::uint64_t i = 0; i < W_; ++i) tmp[i] = valid_[i] & ~t[i];
        dilate(tmp, bad, open_now);
        done = covered();
      }
      for (std::size_t j = 0; j < mn && !done; ++j) {
        const std::uint64_t* t = W(opp + mb[j]);
        if (joint) {
          for (std::uint64_t i = 0; i < W_; ++i) tmp[i] = valid_[i] & ~t[i];
          dilate(tmp, bad, open_now);
        } else if (bb && bb[j] != kNoBad) {
          for (std::uint64_t i = 0; i < W_; ++i) tmp[i] = valid_[i] & ~t[i];
          or_except(bad, tmp, bit_of_place_[bb[j]]);
        } else {
          for (std::uint64_t i = 0; i < W_; ++i) bad[i] |= valid_[i] & ~t[i];
        }
        done = covered();
      }
      if (!done) {
        has_moves(k, tmp);
        for (std::uint64_t i = 0; i < W_; ++i) nl[i] = open_now[i] & tmp[i] & ~bad[i];
      }
    }
    // Places where the bit token changes the others' moves: one by one.
    for (std::uint32_t p : inter_) {
      const std::uint64_t x = bit_of_place_[p];
      if (!test(U, x)) continue;
      s.place[B_] = p;
      bool win = false, some_bad = false, some = false;
      fg_->for_each_move(fg_->encode(canonical(s)), [&](Position q) {
        const auto [kq, xq] = split(q);
        some = true;
        if (test(Lo(kq), xq)) win = true;
        if (!test(W(kq), xq)) some_bad = true;
      });
      clear(nw, x);
      clear(nl, x);
      if ((f & kNeedWin) && win)
        set(nw, x);
      else if ((f & kNeedLoss) && some && !some_bad)
        set(nl, x);
    }
    const std::uint32_t code = 2 + 2 * round_;
    bool changed = false;
    for (std::uint64_t i = 0; i < W_; ++i) changed = changed || nw[i] || nl[i];
    if (changed) {
      write(k, nw, code + 1);
      write(k, nl, code);
      f |= kChanged;
    }
    return static_cast<std::int64_t>(L_ / 8 + 1 + mn * W_ * 2);
  }
  DesignGame<>::State canonical(DesignGame<>::State s) const {
    fg_->canonical(s);
    return s;
  }

  // After round r: context k's new positions into its bits, and its neighbours asked again.
  std::int64_t collect(std::uint64_t k) {
    std::uint8_t& f = flags_[k];
    f &= static_cast<std::uint8_t>(~(kNewWin | kNewLoss));
    if (!(f & kChanged)) return 1;
    f &= static_cast<std::uint8_t>(~kChanged);
    changed_any_ = true;
    const std::uint8_t* codes = codes_.data() + k * L_;
    const std::uint8_t* high = high_.empty() ? nullptr : high_.data() + k * L_;
    std::uint64_t* w = W(k);
    std::uint64_t* l = Lo(k);
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
      for (; p + 8 <= L_; p += 8) {
        std::uint64_t x;
        std::memcpy(&x, codes + p, 8);
        x = (x | kOnes) ^ target;
        if (((x - kOnes) & ~x & kHighs) == 0) continue;  // no zero byte: no code of this round
        for (std::uint32_t q = p; q < p + 8; ++q) one(q);
      }
    }
    for (; p < L_; ++p) one(p);
    f |= static_cast<std::uint8_t>((new_win ? kNewWin : 0) | (new_loss ? kNewLoss : 0));
    const std::uint8_t mark = static_cast<std::uint8_t>((new_loss ? kNeedWin : 0) | (new_win ? kNeedLoss : 0));
    if (caching_) return static_cast<std::int64_t>(L_ / 8 + 1);  // process() reads the news itself
    const int m = k >= C_ ? 1 : 0, pm = 1 - m;
    const std::uint64_t c = k - static_cast<std::uint64_t>(m) * C_;
    if (st_count_[pm]) return static_cast<std::int64_t>(L_ / 8 + 1);  // its stages read the news
    if (pm == bside_) flags_[static_cast<std::uint64_t>(pm) * C_ + c] |= mark;
    if (!(pm == bside_ && mode_ == BitMode::kAlone))
      rg_->for_each_predecessor(static_cast<Position>(k), [&](Position q) { flags_[q] |= mark; });
    return static_cast<std::int64_t>(L_ / 8 + 1);
  }

  const Design& d_;
  int B_, bside_, holdw_;
  Design rd_;
  std::unique_ptr<DesignGame<>> rg_, fg_;
  BitMode mode_ = BitMode::kNone;
  std::uint64_t L_ = 0, Lb_ = 0, W_ = 0, C_ = 0, half_ = 0, weight_ = 1;
  std::array<int, kDesignMaxTokens> red2full_{};
  bool shifts_ = false;
  std::array<bool, 2> blocked_by_bit_{};
  std::array<bool, 2> fast_block_{};  // per side: its moves' bad places instead of one by one
  std::vector<std::uint32_t> bads_, cache_bad_;
  const std::uint32_t* bb_ = nullptr;
  std::vector<std::uint32_t> bit_of_place_;
  std::vector<std::int64_t> place_of_bit_;
  std::vector<std::uint64_t> valid_, may_, movable_, occ_;
  bool bit_blocked_ = false;
  std::map<int, std::vector<std::uint64_t>> colok_;
  std::vector<std::vector<std::vector<std::uint32_t>>> reach_;
  std::vector<std::uint8_t> codes_, high_;
  std::vector<std::uint64_t> wbits_, lbits_;
  std::vector<std::uint8_t> flags_;
  std::vector<std::uint64_t> scratch_;
  std::vector<std::uint32_t> moves_, inter_;
  const std::uint32_t* mb_ = nullptr;  // the context's moves (load_moves)
  std::size_t mn_ = 0;
  // The contexts' moves, kept from the set-up while they take at most a byte a position (the
  // room a second code byte would take: it is dropped if one is needed).
  std::vector<std::uint32_t> cache_;
  std::vector<std::uint64_t> cache_off_;
  bool caching_ = true;
  std::uint64_t cache_cap_ = 0;
  // A team in stages, per side: its tokens' count (0: not in stages), its sub-stages, where
  // each kept space starts (in positions of W_ words; spaces 1 .. T-1), their bits and news.
  std::array<int, 2> st_count_{};
  std::vector<std::uint64_t> rweight_;
  std::array<std::vector<SubStage>, 2> subs_;
  std::array<std::vector<std::uint64_t>, 2> space_off_;
  std::array<std::vector<std::uint64_t>, 2> st_nl_, st_bad_;
  std::array<std::vector<std::uint8_t>, 2> st_flags_;
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
