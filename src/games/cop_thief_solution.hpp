// CopThiefSolution: a cop-thief board's outcome and depth per position in one byte (plus a bit per extra plane).
#pragma once
#include <algorithm>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>
#include "core/outcome.hpp"
#include "core/zeroed_bytes.hpp"
#include "games/two_token.hpp"

namespace whowins {

// The tokens of cop-thief in its own words: the police is the two-token game's chaser (it
// moves first), the thief its runner.
inline constexpr Token kPolice = kChaser, kThief = kRunner;

// Per position a code: 0 Draw, else depth + 1. Only the police-to-move positions' codes are
// stored: the low 8 bits as one byte per position, bits 8, 9, ... as bit planes (one bit per
// position each) added only when a game is that long (a plane per doubling past 254 plies).
// A thief-to-move position's code follows from the codes of its at most five moves (pass
// included), all police-to-move positions: some move to a police Loss makes it a Win of 1 +
// the least such depth, every move to a police Win a Loss of 1 + the greatest (the depths the
// retrograde rounds give). The outcome follows from the depth: on a cop-thief board (both
// tokens may pass) a non-end Win has an odd depth and a non-end Loss an even one (a Loss of
// depth 1 would need every move, the pass included, to end the game at once); an end position
// (depth 0) is a Win for the mover when the police is to move and stands on the thief, or the
// thief is to move and stands on an exit (police elsewhere).
// So 0.5 bytes per position up to 254 plies, 0.5625 up to 510, 0.625 up to 1022, ...
//
// Positions are numbered as TwoTokenGame: (mover * L + police) * L + thief. `outcome[p]` and
// `depth[p]` read like BasicSolution's arrays (depth 0 for a Draw, as the queue solver's), so
// the verifier, best_move, puzzles and the JSON writers take either. Move-only.
class CopThiefSolution {
 public:
  using depth_type = std::uint16_t;
  static constexpr depth_type no_depth = 0xFFFF;      // never stored: every decided position has a depth
  static constexpr std::uint32_t kMaxDepth = 0xFFFD;  // a thief-to-move depth is at most one more

  struct Store {
    std::uint64_t positions = 0;
    std::uint32_t L = 0;
    ZeroedBytes low;                  // the code's low byte per police-to-move position
    std::vector<ZeroedBytes> planes;  // plane k: bit 8 + k of the code per police-to-move position
    // A plane's bits: row (police cell) r holds plane_words words, thief location t is bit
    // plane_bit[t] of them (t itself where plane_bit is empty): a solver may number them its
    // own way, so that it sets a word's bits at once.
    std::uint64_t plane_words = 0;
    std::vector<std::uint32_t> plane_bit;
    // Or a solver's own numbering of the low bytes: police-to-move position (r, t) at slot
    // row_at[r] + col_at[t] (when row_at is set; else r * L + t), and of the planes' bits too
    // where planes_at_slots. The tile layout keeps its rows of thief bits; the chain layout its
    // 8 x 8 blocks, a block's 64 codes in 64 bytes and its plane bits in a word.
    std::vector<std::uint64_t> row_at;
    std::vector<std::uint32_t> col_at;
    bool planes_at_slots = false;
    std::vector<std::uint32_t> thief_offset, thief_steps;  // the thief's moves (pass first)
    std::vector<std::uint8_t> exit;

    std::uint64_t low_index(std::uint64_t p) const {
      if (row_at.empty()) return p;
      const std::uint64_t row = p / L;
      return row_at[row] + col_at[p - row * L];
    }
    std::uint32_t stored_code(std::uint64_t p) const {
      std::uint32_t c = low.data()[low_index(p)];
      if (planes.empty()) return c;
      const std::uint64_t b = plane_index(p);
      for (std::size_t k = 0; k < planes.size(); ++k) c |= std::uint32_t((plane(k)[b >> 6] >> (b & 63)) & 1) << (8 + k);
      return c;
    }
    std::uint64_t plane_index(std::uint64_t p) const {
      if (planes_at_slots) return low_index(p);
      const std::uint64_t row = p / L, t = p - row * L;
      return row * plane_words * 64 + (plane_bit.empty() ? t : plane_bit[t]);
    }
    // A thief-to-move position's code from its moves' codes (see above).
    std::uint32_t thief_code(std::uint32_t police, std::uint32_t thief) const {
      if (police == thief || exit[thief]) return 1;
      std::uint32_t least_loss = UINT32_MAX, greatest_win = 0;
      bool all_win = true;
      const std::uint64_t row = std::uint64_t{police} * L;
      for (std::uint32_t i = thief_offset[thief]; i < thief_offset[thief + 1]; ++i) {
        const std::uint32_t to = thief_steps[i];
        const std::uint32_t c = stored_code(row + to);
        if (c == 0) {
          all_win = false;
          continue;
        }
        const bool police_loses = c == 1 ? police != to : (c & 1) != 0;  // c == 1: caught or escaped
        if (police_loses)
          least_loss = std::min(least_loss, c);
        else
          greatest_win = std::max(greatest_win, c);
      }
      if (least_loss != UINT32_MAX) return least_loss + 1;
      return all_win ? greatest_win + 1 : 0;
    }
    std::uint32_t code(std::uint64_t p) const {
      const std::uint64_t per_side = std::uint64_t{L} * L;
      if (p < per_side) return stored_code(p);
      const std::uint64_t q = p - per_side;
      return thief_code(static_cast<std::uint32_t>(q / L), static_cast<std::uint32_t>(q % L));
    }
    std::uint64_t* plane(std::size_t k) const { return reinterpret_cast<std::uint64_t*>(planes[k].data()); }
    Outcome outcome_of_code(std::uint64_t p, std::uint32_t c) const {
      if (c == 0) return Outcome::Draw;
      if (c == 1) {  // an end position
        const std::uint64_t per_side = std::uint64_t{L} * L;
        const bool police_moves = p < per_side;
        const std::uint64_t q = police_moves ? p : p - per_side;
        const bool caught = q / L == q % L;
        return (police_moves == caught) ? Outcome::Win : Outcome::Loss;
      }
      return (c & 1) ? Outcome::Loss : Outcome::Win;  // depth c - 1: odd = Win
    }
  };

  struct OutcomeView {
    const Store* s;
    Outcome operator[](std::uint64_t p) const { return s->outcome_of_code(p, s->code(p)); }
    std::size_t size() const { return s->positions; }
  };
  struct DepthView {
    const Store* s;
    depth_type operator[](std::uint64_t p) const {
      const std::uint32_t c = s->code(p);
      return static_cast<depth_type>(c ? c - 1 : 0);
    }
    std::size_t size() const { return s->positions; }
  };

  // An empty solution (no positions).
  CopThiefSolution() : store_(std::make_unique<Store>()), outcome{store_.get()}, depth{store_.get()} {}
  // All positions Draw (and no histogram) for a cop-thief board (make_cop_thief_layout's).
  // Allocates L^2 bytes, or `low_capacity` if larger (a solver that lays the low bytes out its
  // own way: set_slot_layout).
  explicit CopThiefSolution(const TwoTokenBoard& board, std::uint64_t low_capacity = 0);

  std::uint32_t location_count() const { return store_->L; }
  std::uint64_t position_count() const { return store_->positions; }
  // The positions whose codes are stored: the police-to-move ones, 0 .. L^2 - 1.
  std::uint64_t stored_count() const { return std::uint64_t{store_->L} * store_->L; }
  std::size_t plane_count() const { return store_->planes.size(); }
  // The low byte array (the solver writes codes there directly).
  std::uint8_t* low_bytes() { return store_->low.data(); }
  // Makes room for codes up to depth + 1 (adds zeroed planes). Throws std::overflow_error past kMaxDepth.
  void reserve_depth(std::uint32_t depth);
  // Numbers the planes' bits as Store::plane_bit says (before any plane is added).
  void set_plane_layout(std::uint64_t words_per_row, std::vector<std::uint32_t> bit_of_location) {
    store_->plane_words = words_per_row;
    store_->plane_bit = std::move(bit_of_location);
  }
  // Police-to-move position (r, t)'s low byte at slot row_at[r] + col_at[t] (`slots` of them:
  // low_capacity at least that), and its planes' bits as well if planes_too (else as
  // set_plane_layout says). Before any plane is added.
  void set_slot_layout(std::vector<std::uint64_t> row_at, std::vector<std::uint32_t> col_at, std::uint64_t slots,
                       bool planes_too) {
    store_->row_at = std::move(row_at);
    store_->col_at = std::move(col_at);
    store_->planes_at_slots = planes_too;
    if (planes_too) store_->plane_words = (slots + 63) / 64 / std::max<std::uint32_t>(store_->L, 1) + 1;
  }
  // Where police-to-move position p's low byte is (set_slot_layout; else p itself).
  std::uint64_t slot_of(std::uint64_t p) const { return store_->low_index(p); }
  // Sets the planes' bits of depth (depth + 1 >= 256) for the bits x of plane word `word`.
  void set_high_bits(std::uint64_t word, std::uint64_t x, std::uint32_t depth) {
    const std::uint32_t c = depth + 1;
    for (std::size_t k = 0; (c >> (8 + k)) != 0; ++k)
      if ((c >> (8 + k)) & 1) store_->plane(k)[word] |= x;
  }
  // Sets the planes' bits of depth (depth + 1 >= 256) for the bits x of word w of row `row` (plane numbering).
  void set_high_word(std::uint64_t row, std::uint32_t w, std::uint64_t x, std::uint32_t depth) {
    set_high_bits(row * store_->plane_words + w, x, depth);
  }
  // Stores police-to-move position p's depth (decided; p's outcome follows from it, see above). O(planes).
  void set(std::uint64_t p, std::uint32_t depth) {
    store_->low.data()[store_->low_index(p)] = static_cast<std::uint8_t>(depth + 1);
    set_high(p, depth);
  }
  // Only the planes' bits of p's code (the low byte written elsewhere).
  void set_high(std::uint64_t p, std::uint32_t depth) {
    const std::uint32_t c = depth + 1;
    if (c < 256) return;
    const std::uint64_t b = store_->plane_index(p);
    for (std::size_t k = 0; (c >> (8 + k)) != 0; ++k)
      if ((c >> (8 + k)) & 1) store_->plane(k)[b >> 6] |= std::uint64_t{1} << (b & 63);
  }

  // A position's outcome and depth from one decoding of its code (outcome[p] and depth[p]
  // decode it each: a thief-to-move code is computed from its moves' stored codes).
  std::pair<Outcome, depth_type> value(std::uint64_t p) const {
    const std::uint32_t c = store_->code(p);
    return {store_->outcome_of_code(p, c), static_cast<depth_type>(c ? c - 1 : 0)};
  }

  // Counts kept by whoever filled the solution: histogram[0][d] Wins and histogram[1][d]
  // Losses of depth d (both sides to move). stats() derives --stats from them. O(depths).
  std::vector<std::uint64_t> histogram[2];
  Stats stats() const;

 private:
  std::unique_ptr<Store> store_;

 public:
  OutcomeView outcome;
  DepthView depth;
};

// --stats of a cop-thief solution, from its histograms (the same as the generic count). O(depths).
inline Stats count_outcomes(const CopThiefSolution& s) { return s.stats(); }

// The queue solver's arrays packed: the police-to-move positions stored (outcome and depth
// checked against the parity rule above), every thief-to-move one checked against the code
// its moves give; std::logic_error where one differs. O(positions).
CopThiefSolution pack_cop_thief_solution(BasicSolution<std::uint16_t>&& s, const TwoTokenBoard& board);

}  // namespace whowins
