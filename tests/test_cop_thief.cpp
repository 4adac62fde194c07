// Tests of `cop-thief`: hand-worked boards, seed-style boards, the fast path against the queue
// solver on random boards (outcomes and depths), and board parsing errors.
#include <catch2/catch.hpp>
#include "core/verifier.hpp"
#include "fixtures.hpp"
#include "generators.hpp"
#include "games/cop_thief.hpp"

using namespace whowins;
using Catch::Matchers::Contains;

namespace {

// The first position where two solutions differ in outcome or (decided) depth; size() if none.
std::size_t first_difference(const CopThiefSolution& a, const CopThiefSolution& b) {
  std::size_t p = 0;  // no message per position: Catch2's INFO is built eagerly
  while (p < b.outcome.size() && a.outcome[p] == b.outcome[p] &&
         (b.outcome[p] == Outcome::Draw || a.depth[p] == b.depth[p]))
    ++p;
  return p;
}

// Solves with the queue solver and the bit-parallel one in both layouts (tiles and chains),
// checks they agree on every position and the queue's passes the verifier.
CopThiefSolution solve_both(const GridBoard& grid) {
  const CopThiefLayout layout = make_cop_thief_layout(grid);
  CopThiefSolution queue = solve_cop_thief_queue(layout);
  CopThiefGame game(layout.board);
  const auto q_problem = verify(game, queue);
  INFO("queue solver: " << q_problem.value_or("ok"));
  REQUIRE_FALSE(q_problem);
  for (const CopThiefBits layout_kind : {CopThiefBits::kTiles, CopThiefBits::kChains}) {
    const CopThiefSolution bits = solve_cop_thief_bitset(grid, layout, layout_kind);
    REQUIRE(bits.outcome.size() == queue.outcome.size());
    const std::size_t p = first_difference(bits, queue);
    if (p < queue.outcome.size()) {
      INFO((layout_kind == CopThiefBits::kTiles ? "tiles" : "chains") << ": position " << p << " of board\n"
                                                                      << grid.to_text());
      REQUIRE(bits.outcome[p] == queue.outcome[p]);
      REQUIRE(bits.depth[p] == queue.depth[p]);
    }
    CHECK(p == queue.outcome.size());
    CHECK(bits.histogram[0] == queue.histogram[0]);
    CHECK(bits.histogram[1] == queue.histogram[1]);
  }
  return queue;
}

std::string answer(const std::string& board) {
  auto r = fixtures::run({"cop-thief"}, board);
  INFO(r.err);
  REQUIRE(r.status == 0);
  return r.out;
}

// "rows cols" and the rows of a row-major cell string: the board text format.
std::string board_text(std::uint32_t rows, std::uint32_t cols, const std::string& cells) {
  std::string text = std::to_string(rows) + " " + std::to_string(cols) + "\n";
  for (std::uint32_t r = 0; r < rows; ++r) text += cells.substr(r * cols, cols) + "\n";
  return text;
}

using generators::comb_board;

Outcome start_outcome(const GridBoard& g, const CopThiefSolution& s) {
  const CopThiefLayout layout = make_cop_thief_layout(g);
  CopThiefGame game(layout.board);
  return s.outcome[game.position(kPolice, layout.location_of_cell[g.police], layout.location_of_cell[g.thief])];
}

}  // namespace

TEST_CASE("capture on the first move", "[cop-thief]") {
  // The police steps diagonally onto the thief: win in 1 ply.
  const GridBoard g = parse_grid_board("2 2\nP.\n.T\n", 8);
  const CopThiefSolution s = solve_both(g);
  CHECK(start_outcome(g, s) == Outcome::Win);
  auto r = fixtures::run({"cop-thief", "--json"}, "2 2\nP.\n.T\n");
  CHECK_THAT(r.out, Contains("\"start\":{\"police\":0,\"thief\":3,\"result\":\"WIN\",\"depth\":1}"));
}

TEST_CASE("a thief next to the exit escapes", "[cop-thief]") {
  // Police far away; the thief needs one step to the exit, the police cannot stop it.
  CHECK(answer("3 3\nP..\n...\n.TE\n") == "LOSS\n");
  // With the police next to the exit... the police steps onto the exit cell, so the thief
  // can never use it: on a closed 2x2 the police then catches it.
  CHECK(answer("2 2\nPE\nT.\n") == "WIN\n");
}

TEST_CASE("walls that force a draw", "[cop-thief]") {
  // The thief is walled off from the police and has no exit: nobody can ever win.
  CHECK(answer("3 3\nP*.\n**.\n..T\n") == "DRAW\n");
  // Same, with C for the police (the e-maxx version of "Games on arbitrary graphs" uses C).
  CHECK(answer("3 3\nC*.\n**.\n..T\n") == "DRAW\n");
  // A diagonal gap between two walls is passable for the police only.
  CHECK(answer("2 2\nP*\n*T\n") == "WIN\n");
  // The thief (4 directions) cannot cross it to the exit: it can only wait, and is caught.
  CHECK(answer("3 3\nE*P\n*T.\n...\n") == "WIN\n");
}

TEST_CASE("3x3 open board: the police always wins without an exit", "[cop-thief]") {
  const GridBoard g = parse_grid_board("3 3\nP..\n...\n..T\n", 8);
  const CopThiefSolution s = solve_both(g);
  CHECK(start_outcome(g, s) == Outcome::Win);
  const Stats st = count_outcomes(s);
  CHECK(st.positions == 2 * 81);
  CHECK(st.draw == 0);
}

TEST_CASE("the fast path equals the queue solver on random boards", "[cop-thief]") {
  std::mt19937_64 rng(31337);
  for (int iter = 0; iter < 250; ++iter) {
    const std::uint32_t rows = 1 + static_cast<std::uint32_t>(rng() % 9);
    const std::uint32_t cols = 2 + static_cast<std::uint32_t>(rng() % 9);
    const int wall_pct = static_cast<int>(rng() % 45), exit_pct = static_cast<int>(rng() % 8);
    std::string text = std::to_string(rows) + " " + std::to_string(cols) + "\n";
    const std::string cells = fixtures::random_board_cells(rng, rows, cols, wall_pct, exit_pct);
    for (std::uint32_t r = 0; r < rows; ++r) text += cells.substr(r * cols, cols) + "\n";
    INFO("iteration " << iter << "\n" << text);
    const GridBoard g = parse_grid_board(text, 8);
    solve_both(g);
  }
}

TEST_CASE("wide boards exercise multi-word shifts in the fast path", "[cop-thief]") {
  std::mt19937_64 rng(5);
  for (std::uint32_t cols : {63u, 64u, 65u, 130u}) {
    std::string text = "4 " + std::to_string(cols) + "\n";
    std::string cells;
    for (std::uint32_t i = 0; i < 4 * cols; ++i) cells += rng() % 100 < 20 ? '*' : rng() % 100 < 3 ? 'E' : '.';
    cells[0] = 'P';
    cells[4 * cols - 1] = 'T';
    for (std::uint32_t r = 0; r < 4; ++r) text += cells.substr(r * cols, cols) + "\n";
    INFO(text);
    solve_both(parse_grid_board(text, 8));
  }
}

TEST_CASE("tiles of every shape: thin, transposed and very wide boards", "[cop-thief]") {
  // The fast path packs thief cells in tiles of 8 x 8, 4 x 16, 2 x 32 or 1 x 64 cells, boards
  // taller than wide transposed; past 63 tiles a row, a tile's neighbour above is words away.
  std::mt19937_64 rng(77);
  struct Shape {
    std::uint32_t rows, cols;
    int wall_pct;
  };
  for (const Shape& b : {Shape{9, 520, 85}, Shape{520, 9, 85}, Shape{1, 4200, 90}, Shape{5, 2100, 92},
                         Shape{3, 900, 80}, Shape{2, 1300, 80}, Shape{17, 17, 10}, Shape{40, 7, 20}}) {
    const std::string text =
        board_text(b.rows, b.cols, fixtures::random_board_cells(rng, b.rows, b.cols, b.wall_pct, 2));
    INFO(b.rows << " x " << b.cols);
    solve_both(parse_grid_board(text, 8));
  }
  // 66 tiles a row (TW 8): the open band's tiles 59..64 reach the next tile row across a
  // word of the change masks; the same band transposed.
  const std::string band = fixtures::random_board_cells(rng, 9, 50, 10, 3);
  std::string wide, tall(520 * 9, '*');
  for (std::uint32_t r = 0; r < 9; ++r) wide += std::string(470, '*') + band.substr(r * 50, 50);
  for (std::uint32_t r = 0; r < 9; ++r)
    for (std::uint32_t c = 0; c < 520; ++c) tall[c * 9 + r] = wide[r * 520 + c];
  solve_both(parse_grid_board(board_text(9, 520, wide), 8));
  solve_both(parse_grid_board(board_text(520, 9, tall), 8));
}

TEST_CASE("the fast path's direct layout and depth planes equal the queue solver", "[cop-thief]") {
  // Few walls (the solver writes codes by bit and packs them at the end) and random exits.
  std::mt19937_64 rng(77);
  for (int iter = 0; iter < 12; ++iter) {
    const std::uint32_t rows = 12 + static_cast<std::uint32_t>(rng() % 10),
                        cols = 12 + static_cast<std::uint32_t>(rng() % 10);
    const std::string cells =
        fixtures::random_board_cells(rng, rows, cols, static_cast<int>(rng() % 10), static_cast<int>(rng() % 3));
    std::string text = std::to_string(rows) + " " + std::to_string(cols) + "\n";
    for (std::uint32_t r = 0; r < rows; ++r) text += cells.substr(r * cols, cols) + "\n";
    INFO(text);
    const CopThiefSolution s = solve_both(parse_grid_board(text, 8));
    CHECK(s.plane_count() == 0);
  }
  // A comb of walls: games past 254 plies need a depth plane (longest 348 here).
  const GridBoard g = parse_grid_board(comb_board(), 8);
  const CopThiefLayout layout = make_cop_thief_layout(g);
  const CopThiefSolution bits = solve_cop_thief_bitset(g, layout);
  CHECK(bits.plane_count() == 1);
  CHECK(count_outcomes(bits).longest == 348);
  const CopThiefSolution queue = solve_both(g);
  CHECK(queue.plane_count() == 1);
}

// A maze carved by a random depth-first walk over the cells at even coordinates (rows, cols
// odd), `loops` extra walls opened, exits on `exits` random free cells, police and thief apart.
std::string maze_board(std::mt19937_64& rng, std::uint32_t rows, std::uint32_t cols, int loops, int exits) {
  std::string cells(std::size_t{rows} * cols, '*');
  std::vector<std::uint32_t> stack = {0};
  cells[0] = '.';
  while (!stack.empty()) {
    const std::uint32_t at = stack.back(), r = at / cols, c = at % cols;
    std::vector<std::uint32_t> next;
    if (r >= 2 && cells[at - 2 * cols] == '*') next.push_back(at - 2 * cols);
    if (r + 2 < rows && cells[at + 2 * cols] == '*') next.push_back(at + 2 * cols);
    if (c >= 2 && cells[at - 2] == '*') next.push_back(at - 2);
    if (c + 2 < cols && cells[at + 2] == '*') next.push_back(at + 2);
    if (next.empty()) {
      stack.pop_back();
      continue;
    }
    const std::uint32_t to = next[rng() % next.size()];
    cells[(at + to) / 2] = cells[to] = '.';
    stack.push_back(to);
  }
  for (int k = 0; k < loops; ++k) cells[(rng() % (rows * cols))] = '.';
  std::vector<std::uint32_t> free;
  for (std::uint32_t i = 0; i < cells.size(); ++i)
    if (cells[i] == '.') free.push_back(i);
  for (int k = 0; k < exits; ++k) cells[free[rng() % free.size()]] = 'E';
  cells[free.front()] = 'P';
  cells[free.back()] = 'T';
  return board_text(rows, cols, cells);
}

TEST_CASE("the chain layout: mazes, loops, odd sizes and long games equal the queue solver", "[cop-thief]") {
  std::mt19937_64 rng(31337);
  // Mazes of every size mod 8 of free cells, with and without loops and exits; the automatic
  // choice takes the chain layout on them (a walk through a maze turns back rarely).
  for (int iter = 0; iter < 10; ++iter) {
    const std::uint32_t rows = 3 + 2 * static_cast<std::uint32_t>(rng() % 8),
                        cols = 3 + 2 * static_cast<std::uint32_t>(rng() % 9);
    const std::string text = maze_board(rng, rows, cols, static_cast<int>(rng() % 6), static_cast<int>(rng() % 4));
    INFO(text);
    const GridBoard g = parse_grid_board(text, 8);
    CHECK(choose_cop_thief_bits(make_cop_thief_layout(g)) == CopThiefBits::kChains);
    solve_both(g);
  }
  // A maze whose games pass 254 plies: the chain layout's depth planes (a word per block).
  std::mt19937_64 long_rng(5);
  const GridBoard g = parse_grid_board(maze_board(long_rng, 31, 31, 0, 1), 8);
  const CopThiefSolution queue = solve_both(g);
  CHECK(count_outcomes(queue).longest > 254);
  // Stepped a round at a time as the page does: the same solution, progress up to 1.
  const CopThiefLayout layout = make_cop_thief_layout(g);
  CopThiefBitsetSolver solver(g, layout, 0, CopThiefBits::kChains);
  double last = 0;
  while (!solver.advance(1)) {
    CHECK(solver.progress() >= last);
    last = solver.progress();
  }
  CHECK(solver.progress() == 1.0);
  CHECK(solver.decided() == queue.outcome.size() - count_outcomes(queue).draw);
  CHECK(first_difference(solver.take_solution(), queue) == queue.outcome.size());
  // Open boards (a walk turns back at every row) go to the tiles.
  CHECK(choose_cop_thief_bits(make_cop_thief_layout(
            parse_grid_board(board_text(6, 6, "P..................................T"), 8))) == CopThiefBits::kTiles);
  // Tiny and one-row boards, a lone cell's segment, diagonal-only police steps.
  for (const char* text : {"1 2\nPT\n", "1 3\nP.T\n", "1 9\nP......ET\n", "2 2\nP*\n*T\n", "3 3\nP*E\n*.*\nE*T\n",
                           "1 17\nP...............T\n", "3 5\nP*.*E\n.*.*.\n...*T\n"}) {
    INFO(text);
    solve_both(parse_grid_board(text, 8));
  }
}

TEST_CASE("the packed solution's counts equal a count over every position", "[cop-thief]") {
  std::mt19937_64 rng(4242);
  for (int iter = 0; iter < 40; ++iter) {
    const std::uint32_t rows = 1 + static_cast<std::uint32_t>(rng() % 8),
                        cols = 2 + static_cast<std::uint32_t>(rng() % 8);
    const std::string cells =
        fixtures::random_board_cells(rng, rows, cols, static_cast<int>(rng() % 40), static_cast<int>(rng() % 10));
    std::string text = std::to_string(rows) + " " + std::to_string(cols) + "\n";
    for (std::uint32_t r = 0; r < rows; ++r) text += cells.substr(r * cols, cols) + "\n";
    INFO(text);
    const GridBoard g = parse_grid_board(text, 8);
    const CopThiefLayout layout = make_cop_thief_layout(g);
    for (const CopThiefSolution& s : {solve_cop_thief_bitset(g, layout), solve_cop_thief_queue(layout)}) {
      Stats counted;  // the generic count, position by position, through the views
      counted.positions = s.outcome.size();
      for (std::size_t p = 0; p < s.outcome.size(); ++p) {
        const Outcome o = s.outcome[p];
        (o == Outcome::Win ? counted.win : o == Outcome::Loss ? counted.loss : counted.draw) += 1;
        if (o != Outcome::Draw) counted.longest = std::max<Depth>(counted.longest, s.depth[p]);
      }
      const Stats st = count_outcomes(s);
      CHECK(st.positions == counted.positions);
      CHECK(st.win == counted.win);
      CHECK(st.loss == counted.loss);
      CHECK(st.draw == counted.draw);
      CHECK(st.longest == counted.longest);
    }
  }
}

TEST_CASE("the bit-parallel solver round by round equals the whole solve", "[cop-thief]") {
  const GridBoard g = parse_grid_board(
      "9 11\nP....*.....\n.....*..E..\n...........\n..**.......\n....T......\n"
      ".........*.\n.E.........\n...........\n.....*.....\n",
      8);
  const CopThiefLayout layout = make_cop_thief_layout(g);
  const CopThiefSolution whole = solve_cop_thief_bitset(g, layout);
  CopThiefBitsetSolver solver(g, layout);
  double last = solver.progress();
  std::uint32_t calls = 0;
  while (!solver.advance(1)) {
    ++calls;
    CHECK(solver.progress() >= last);
    CHECK(solver.progress() <= 1.0);
    last = solver.progress();
  }
  CHECK(solver.progress() == 1.0);
  CHECK(calls + 1 >= solver.rounds());  // a budget of 1 runs one round per call
  CHECK(solver.rounds() > 10);
  const CopThiefSolution stepped = solver.take_solution();
  REQUIRE(stepped.outcome.size() == whole.outcome.size());
  for (std::size_t p = 0; p < whole.outcome.size(); ++p) {
    CHECK(stepped.outcome[p] == whole.outcome[p]);
    CHECK(stepped.depth[p] == whole.depth[p]);
  }
  CHECK(solver.decided() == whole.outcome.size() - count_outcomes(whole).draw);
}

TEST_CASE("the solution written by a second thread equals the queue solver", "[cop-thief]") {
  // Natively, big boards hand the decided words to a writer thread; here every board does
  // (threshold 0), stepped a round at a time as the page does, then dropped mid-solve. In the
  // WASM build there is no thread and this checks the same path as above.
  auto check = [](const std::string& text) {
    INFO(text);
    const GridBoard g = parse_grid_board(text, 8);
    const CopThiefLayout layout = make_cop_thief_layout(g);
    const CopThiefSolution queue = solve_cop_thief_queue(layout);
    CopThiefBitsetSolver solver(g, layout, 0);
    while (!solver.advance(1)) {
    }
    const CopThiefSolution bits = solver.take_solution();
    REQUIRE(bits.outcome.size() == queue.outcome.size());
    std::size_t differ = 0;
    for (std::size_t p = 0; p < queue.outcome.size(); ++p)
      differ +=
          bits.outcome[p] != queue.outcome[p] || (queue.outcome[p] != Outcome::Draw && bits.depth[p] != queue.depth[p]);
    CHECK(differ == 0);
    CHECK(count_outcomes(bits).longest == count_outcomes(queue).longest);
    if (text == comb_board(28, 6)) CHECK(count_outcomes(bits).longest == 270);
    CopThiefBitsetSolver dropped(g, layout, 0);  // destroyed with rounds still to run
    dropped.advance(1);
  };
  std::mt19937_64 rng(9001);
  for (int iter = 0; iter < 20; ++iter) {
    const std::uint32_t rows = 2 + static_cast<std::uint32_t>(rng() % 20),
                        cols = 2 + static_cast<std::uint32_t>(rng() % 20);
    check(board_text(
        rows, cols,
        fixtures::random_board_cells(rng, rows, cols, static_cast<int>(rng() % 30), static_cast<int>(rng() % 4))));
  }
  check(comb_board());       // past 254 plies: a depth plane (rows of location order)
  check(comb_board(28, 6));  // past 254 plies with few walls: the writer's path for byte-per-bit rows
}

TEST_CASE("cop-thief --stats and the automatic solver choice agree", "[cop-thief]") {
  auto r = fixtures::run({"cop-thief", "--stats"}, "3 3\nP..\n...\n..T\n");
  CHECK(r.out.rfind("WIN\npositions 162\n", 0) == 0);
  CHECK_THAT(r.out, Contains("draw 0\n"));
}

TEST_CASE("bad boards exit 2 with one line", "[cop-thief][parse]") {
  struct Case {
    const char* text;
    const char* says;
  };
  const Case cases[] = {
      {"", "empty input"},
      {"2 2\nP.\n", "line 3: expected row 2 of 2, found the end of the input"},
      {"2 2\nP.\n.\n", "line 3: row 2 has 1 cells, expected m = 2"},
      {"2 2\nP..\n.T\n", "line 2: row 1 has 3 cells"},
      {"2 2\nPX\n.T\n", "line 2: unknown character 'X' at column 2"},
      {"2 2\n..\n.T\n", "no police start"},
      {"2 2\nP.\n..\n", "no thief start"},
      {"2 2\nPC\n.T\n", "line 2: a second police start"},
      {"2 3\nP.T\n.T.\n", "line 3: a second thief start"},
      {"2 2\nP.\n.T\n..\n", "line 4: more rows than the n = 2"},
      {"0 3\n", "at least one row"},
      {"2 x\n", "line 1:"},
      {"200 200\n", "line 2: expected row 1 of 200"},
      {"100000 100000\n", "past the memory budget"},
  };
  for (const Case& c : cases) {
    INFO(c.text);
    auto r = fixtures::run({"cop-thief"}, c.text);
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK_THAT(r.err, Contains(c.says));
  }
  // A board with too many free cells for the memory budget (past 32 768 free cells, the
  // 31-bit position limit); 181 x 181 (32 761) is just within it.
  auto open_board = [](int side) {
    std::string big = std::to_string(side) + " " + std::to_string(side) + "\n";
    for (int r = 0; r < side; ++r) big += std::string(static_cast<std::size_t>(side), '.') + "\n";
    big[big.find('\n') + 1] = 'P';
    big[big.find('\n') + 3] = 'T';
    return big;
  };
  auto r = fixtures::run({"cop-thief"}, open_board(182));
  CHECK(r.status == 2);
  CHECK_THAT(r.err,
             Contains("a board with 33,124 free cells has 2,194,398,752 positions, past the memory budget of 3 GiB"));
  CHECK_NOTHROW(parse_grid_board(open_board(181), kCopThiefBytesPerCellPair));
}
