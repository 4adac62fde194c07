// CopNumberSolve: the session of the registry's "cop-number" (SessionKind::kCops; cops and robbers,
// docs/rules.md#cops-and-robbers, games/cop_number.hpp) — the cop number of a graph found a few ms of work at a time
// (CopsGame::step_part), asking k cops for k = (the number of pieces), … up to max_cops in turn (each game solved in
// rounds, on the whole graph; max_cops defaults to the most the kernel takes, CopsGame::kMaxCops, so the budget
// decides), then kept to answer: the best placement and capture time, the capture map of any placement, and best play
// (the cops' move, the robber's reply). Like `whowins cop-number`, more pieces than max_cops is >max_cops at once, and
// a game past the page's budget stops the count with what was proved and the memory it would need (verdict()).
// Platform-free; never throws: errors go to error().
//
// Opened from the command line's text (open_text_session) it runs `whowins cop-number`'s count instead
// (CopNumberCount, design/cop_number.hpp): each piece of the graph asked of k = 1, 2, … cops on its own, a game per
// advance(), and writes the CLI's line and --stats (write_answer, write_stats); it keeps no game, so no maps then.
//
// Those questions are the game's own, not Session's: a front end reaches them by the session's kind (the registry's
// SessionKind::kCops) — wasm/bindings.cpp declares this class to Embind as CopNumberSession, derived from Session, so
// a cops session arrives in JavaScript with them besides Session's (web/solver/worker-core.js asks them when the
// registry says the game's session is "cops").
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>
#include "design/design_solve.hpp"
#include "session/session.hpp"

namespace whowins {

class CopsGame;
class CopNumberCount;

class CopNumberSolve final : public Session {
 public:
  // Capture maps say never with this (the times are exact, any number of rounds).
  static constexpr std::uint32_t kNever = kNone;
  // The graph: n vertices, undirected edges from[i] -- to[i] (0-based); max_cops 1 ..
  // CopsGame::kMaxCops (0 or more: the most); the page's budget: at most max_positions
  // positions a game (0: no such limit), and the bytes of kMemoryBudgetBytes.
  CopNumberSolve(std::uint32_t n, const std::vector<std::uint32_t>& from, const std::vector<std::uint32_t>& to,
                 int max_cops, std::uint64_t max_positions);
  // The command line's count (open_text_session), its graph already read.
  explicit CopNumberSolve(std::unique_ptr<CopNumberCount> count);
  ~CopNumberSolve() override;
  std::string game() const override { return "cop-number"; }
  // A part of a round of the game being solved (a few ms of work, whatever the game's size; the
  // command line's count: a game); true when the answer is known (verdict()).
  bool advance();
  bool advance(std::uint64_t /*budget: a part of a round whatever it is*/) override { return advance(); }
  double progress() const override;
  bool done() const override { return done_; }
  int cops() const { return found_ ? k_ : 0; }  // c(G), 0 while unknown or not found
  int cops_tried() const { return k_; }
  std::uint32_t pieces() const { return pieces_; }
  // Once done, the answer as one line: "c" (c(G)); ">K" (K = max_cops cops lose); ">K; P pieces,
  // each needs its own cop"; or, when the game of k cops would pass the budget, ">k-1; k cops
  // need N positions, past the memory budget of the page (M positions); about B of memory"
  // (or "of 3 GiB"; B as "1.5 GB", what the game of k cops would hold).
  std::string verdict() const { return verdict_; }
  // The positions of the last game solved.
  std::uint64_t position_count() const override { return positions_; }
  std::uint64_t positions() const { return positions_; }
  std::vector<std::uint32_t> best_placement() const;
  std::uint32_t capture_time() const { return capture_time_; }
  // Queries on the last game solved (c(G) cops, or max_cops when they do not suffice).
  // Capture rounds per robber vertex against these cops (kNever: never); empty on bad input.
  std::vector<std::uint32_t> capture_map(const std::vector<std::uint32_t>& placement) const;
  std::vector<std::uint32_t> cops_move(const std::vector<std::uint32_t>& placement, std::uint32_t robber) const;
  std::uint32_t robber_move(const std::vector<std::uint32_t>& placement, std::uint32_t robber) const;
  // `whowins cop-number`'s output once done: the verdict's line; --stats: "placement v1 v2 …" (1-based) and
  // "capture-time R" when found, then "positions N"; the command line's count adds "automorphisms N" and
  // "placements-stored S of A" when it found a piece's group (a piece asked of 2 cops or more, symmetry on).
  bool write_answer(TextWriter& out) const override;
  void write_stats(TextWriter& out) const override;

 private:
  bool valid(const std::vector<std::uint32_t>& placement) const;
  void past_budget(std::uint32_t widened_past, bool by_positions, std::uint64_t bytes);
  void reset();
  bool advance_count();
  std::unique_ptr<CopNumberCount> count_;  // the command line's count, when opened from its text
  std::uint32_t n_ = 0;
  std::vector<std::uint32_t> offsets_, targets_;  // the graph in CSR
  // The question as a design, its kernel while advance() steps its game, then its solution.
  std::unique_ptr<Design> design_;
  std::unique_ptr<DesignSolution::CopsKernel> kernel_;
  std::unique_ptr<DesignSolution> solution_;
  CopsGame* game_ = nullptr;  // the kernel's game (in kernel_, then in solution_), or own_game_
  // More cops than a design's side takes (kDesignMaxTokensPerSide): the kernel's game alone.
  std::unique_ptr<CopsGame> own_game_;
  std::string verdict_;
  int k_ = 0, first_k_ = 1, max_cops_ = 0;
  std::uint32_t pieces_ = 0;
  bool found_ = false, done_ = false;
  std::uint64_t positions_ = 0, max_positions_ = 0;
  std::vector<std::uint32_t> best_;
  std::uint32_t capture_time_ = 0;
};

}  // namespace whowins
