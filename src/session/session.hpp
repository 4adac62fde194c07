// Session: what a front end asks of any solved game — one interface every game fills in (as
// Tatham's midend), the page's one Embind class (wasm/bindings.cpp) and the worker's one
// handler (web/solver/worker-core.js). Opened by open_session (session/open.hpp) as the
// registry's entry says (GameEntry::session), solved step by step (advance), then asked:
// positions are numbers 0 .. position_count()-1, each a placement of the game's tokens and a
// side to move. Platform-free, so the native tests cover it; never throws: errors go to error().
//
// The games fill it in:
//   graph        one token on a directed graph (GraphSolve): a token moved by whoever is to
//                move (its side -1); a position per vertex, or 2v + side (alice-bob)
//   cop-thief    police and thief on a grid (TwoTokenSolve): tokens chaser 0, runner 1,
//   cat-mouse    cat and mouse on a graph (TwoTokenSolve)   positions (mover L + c) L + r
//   design       a designed game (DesignSolve, docs/design.md): its tokens and numbering
//   cops         the cop number of a graph (CopNumberSolve): no positions; its own questions
//                (verdict, placement, capture maps, best moves) are CopNumberSolve's, not
//                Session's (a front end reaches them by the session's kind: wasm/bindings.cpp)
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>
#include "core/outcome.hpp"
#include "games/puzzle_json.hpp"
#include "io/text_writer.hpp"

namespace whowins {

// What changed between two solves of one game over every position (the page's What changed).
struct SessionDiff {
  std::string error;                     // empty on success
  std::uint64_t positions = 0;           // positions compared (every real position of the new solve)
  std::uint64_t changed = 0;             // outcome or depth differ, or the position is new
  std::uint64_t added = 0;               // positions with a place that did not exist before
  std::uint64_t depth_only = 0;          // same outcome, another depth
  std::uint64_t transitions[3][3] = {};  // [before][after] outcome (0 D, 1 W, 2 L) when they differ
};

class Session {
 public:
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;
  static constexpr std::uint8_t kNotAPosition = 3;

  struct Value {
    std::uint8_t outcome = kNotAPosition;  // 0 D, 1 W, 2 L for the mover; 3 not a position
    std::uint32_t depth = kNone;           // plies; kNone for a draw or a win by rule
    int winner = -1;                       // the side that wins, -1 for a draw (or unknown)
    bool by_rule = false;                  // decided by a design's endless or limit
    bool end = false;                      // an end position (or no legal move)
    std::uint32_t end_rule = kNone;        // a design's end rule that holds, if any
  };
  struct Token {
    int side = -1;  // the side that moves it; -1: whoever is to move (the graph games)
    int index = 0;  // its index in its side's list
  };

  Session() = default;
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;
  virtual ~Session() = default;

  const std::string& error() const { return error_; }
  // The registry's id of the game ("generic", "cop-thief", "design", "cop-number", ...).
  virtual std::string game() const = 0;
  // The page's limit that applies to it, a key of web/solver/worker-core.js's PAGE_LIMITS
  // ("graph", "copThief", "catMouse", "design", "designKernel", "designBits", "designBitsTwice"),
  // or "" where the session keeps its own budget (the cop number's). Known once opened.
  virtual std::string limit() const { return ""; }
  // Known once opened, before anything is solved.
  virtual std::uint64_t position_count() const { return 0; }

  // Does about `budget` units of work; true when finished (or failed).
  virtual bool advance(std::uint64_t budget) = 0;
  virtual double progress() const = 0;  // an estimate in [0, 1]
  virtual bool done() const = 0;

  // The places and the tokens (known once opened): per place its grid cell r * cols + c or
  // its vertex; per token its side and index; words worth showing beside the input.
  virtual std::uint32_t place_count() const { return 0; }
  virtual std::vector<std::uint32_t> place_cells() const;  // the identity unless overridden
  virtual std::vector<Token> tokens() const { return {}; }
  virtual std::vector<std::string> notes() const { return {}; }
  // Whether a token may stand on a place at all (the maps say 3 where not).
  virtual bool may_stand(std::uint32_t /*token*/, std::uint32_t /*place*/) const { return true; }

  // After the solve. kNone / -1 / empty for a bad position.
  virtual std::uint32_t start() const { return kNone; }
  virtual int mover(std::uint32_t /*position*/) const { return -1; }
  virtual std::vector<std::uint32_t> places(std::uint32_t /*position*/) const { return {}; }
  // The position with these places and mover; kNone for a bad place, count or mover.
  virtual std::uint32_t position(int /*mover*/, const std::vector<std::uint32_t>& /*places*/) const { return kNone; }
  virtual Value value(std::uint32_t /*position*/) const { return {}; }
  // The legal moves, best first (docs/rules.md#outcomes), as positions; empty at an end.
  virtual std::vector<std::uint32_t> moves(std::uint32_t /*position*/) const { return {}; }
  // The best move (kNone at an end): the first of moves() unless a game knows it faster.
  virtual std::uint32_t best_move(std::uint32_t position) const;
  // The best line from a position: the positions after each best move, at most `max` plies,
  // stopping at an end or when a position repeats.
  std::vector<std::uint32_t> best_line(std::uint32_t position, std::uint32_t max) const;
  // The map of `token` moved over every place, the other tokens as in `position` and `mover`
  // to move: per place the outcome (3 where it may not stand) and depth. False on bad
  // arguments or before the end; the vectors stay until the next call.
  virtual bool fill_map(std::uint32_t position, std::uint32_t token, int mover);
  const std::vector<std::uint8_t>& map_outcomes() const { return map_outcomes_; }
  const std::vector<std::uint32_t>& map_depths() const { return map_depths_; }

  // Counts as the CLI's --stats (after the end); positions per depth of outcome 1 (Win) or 2 (Loss) where kept.
  virtual const Stats& stats() const { return stats_; }
  virtual std::span<const std::uint32_t> histogram(int /*outcome*/) const { return {}; }
  // `whowins puzzles <game>` lines for this game (win, draw: as --kind); an error otherwise.
  virtual PuzzleLines puzzles(std::uint32_t count, std::uint64_t seed, std::uint32_t min_plies, bool win,
                              bool draw) const;
  // What the command line prints (`whowins <game>`, and the page's exports of the same text),
  // written from the solve once advance() returned true without error; false for an output the
  // game does not have. The plain answer, newline-terminated.
  virtual bool write_answer(TextWriter& /*out*/) const { return false; }
  // What --stats adds after the answer: the counts of stats() as 'positions N', 'win N', … unless the game
  // counts something else (the cop number: its placement, capture time and positions).
  virtual void write_stats(TextWriter& out) const { out.put_stats_lines(stats()); }
  // The whole map as JSON (docs/json.md), newline-terminated. With `flush`, a game whose JSON is
  // long (a design: about 120 bytes a position) hands it over in pieces: flush(out) is called
  // whenever `out` holds a piece and must empty it (the bytes are the same).
  virtual bool write_json(TextWriter& /*out*/, const std::function<void(TextWriter&)>& /*flush*/ = {}) const {
    return false;
  }
  // The game graph with every position's outcome as Graphviz DOT (docs/json.md, "--dot"): the
  // graph games; false for the others (two tokens: the graph of pairs of places is too big).
  virtual bool write_dot(TextWriter& /*out*/) const { return false; }
  // The verifier (core/verifier.hpp) over every solved part: nullopt when every rule holds, else
  // what does not (a game without a verifier says so).
  virtual std::optional<std::string> verify() const { return "no verifier for " + game(); }

  // What changed since `before` (an earlier session of the same game, finished): old_of[place]
  // = the place of `before` that this place was, kNone for a new one, an entry per place.
  // Every position of this session is compared (value() of both): the caller keeps it small
  // (the page: boards and graphs up to 1,500 places).
  SessionDiff diff(const Session& before, const std::vector<std::uint32_t>& old_of) const;

 protected:
  Session(Session&&) = default;
  Session& operator=(Session&&) = default;
  std::string error_;
  std::vector<std::uint8_t> map_outcomes_;
  std::vector<std::uint32_t> map_depths_;
  Stats stats_;
};

}  // namespace whowins
