// The seeds' method for cop-thief: seed 004's explicit reversed lists and recursive dfs,
// with the arrays on the heap. Globals on purpose, as in the seed.
#include "seed_cop_thief.hpp"
#include <pthread.h>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace seeds_cop_thief {

using std::vector;

// The seed's [100][100][2] arrays, sized for the board: state (P, T, Pstep) is entry
// (P * cells + T) * 2 + Pstep, the seed's own layout.
static std::size_t cells = 0;
static std::size_t at(int P, int T, int Pstep) { return (static_cast<std::size_t>(P) * cells + T) * 2 + Pstep; }

// ---- seed 004 (cp-algorithms, "Policeman and thief"), arrays moved to the heap ----
struct State {
  int P, T;
  bool Pstep;
};

vector<vector<State>> adj_rev;                     // was: vector<State> adj_rev[100][100][2]
std::unique_ptr<bool[]> winning, losing, visited;  // were: bool ...[100][100][2]
std::unique_ptr<int[]> degree;                     // was: int degree[100][100][2]

void dfs(State v) {
  visited[at(v.P, v.T, v.Pstep)] = true;
  for (State u : adj_rev[at(v.P, v.T, v.Pstep)]) {
    if (!visited[at(u.P, u.T, u.Pstep)]) {
      if (losing[at(v.P, v.T, v.Pstep)])
        winning[at(u.P, u.T, u.Pstep)] = true;
      else if (--degree[at(u.P, u.T, u.Pstep)] == 0)
        losing[at(u.P, u.T, u.Pstep)] = true;
      else
        continue;
      dfs(u);
    }
  }
}

void build(const vector<std::string>& a) {
  const int n = static_cast<int>(a.size()), m = n ? static_cast<int>(a[0].size()) : 0;
  cells = static_cast<std::size_t>(n) * m;
  const std::size_t states = 2 * cells * cells;
  adj_rev.assign(states, {});
  winning.reset(new bool[states]());
  losing.reset(new bool[states]());
  visited.reset(new bool[states]());
  degree.reset(new int[states]());

  for (int P = 0; P < n * m; P++) {
    for (int T = 0; T < n * m; T++) {
      for (int Pstep = 0; Pstep <= 1; Pstep++) {
        int Px = P / m, Py = P % m, Tx = T / m, Ty = T % m;
        if (a[Px][Py] == '*' || a[Tx][Ty] == '*') continue;

        bool& win = winning[at(P, T, Pstep)];
        bool& lose = losing[at(P, T, Pstep)];
        // SPEC §3.3: the police on the thief's cell wins whoever is to move; only
        // then the thief on an exit wins. This is seed 004's code; seed 003's checks
        // the exit first on the thief's turn (`wwin = a[tx][ty] == 'E'`), which
        // differs on the unreachable "both on an exit" positions only.
        if (Pstep) {
          win = Px == Tx && Py == Ty;
          lose = !win && a[Tx][Ty] == 'E';
        } else {
          lose = Px == Tx && Py == Ty;
          win = !lose && a[Tx][Ty] == 'E';
        }
        if (win || lose) continue;

        State st = {P, T, !Pstep};
        adj_rev[at(P, T, Pstep)].push_back(st);
        st.Pstep = Pstep;
        degree[at(P, T, Pstep)]++;

        const int dx[] = {-1, 0, 1, 0, -1, -1, 1, 1};
        const int dy[] = {0, 1, 0, -1, -1, 1, -1, 1};
        for (int d = 0; d < (Pstep ? 8 : 4); d++) {
          int PPx = Px, PPy = Py, TTx = Tx, TTy = Ty;
          if (Pstep) {
            PPx += dx[d];
            PPy += dy[d];
          } else {
            TTx += dx[d];
            TTy += dy[d];
          }

          if (PPx >= 0 && PPx < n && PPy >= 0 && PPy < m && a[PPx][PPy] != '*' && TTx >= 0 && TTx < n && TTy >= 0 &&
              TTy < m && a[TTx][TTy] != '*') {
            adj_rev[at(PPx * m + PPy, TTx * m + TTy, !Pstep)].push_back(st);
            ++degree[at(P, T, Pstep)];
          }
        }
      }
    }
  }
}

static void run_dfs_from_decided() {
  const int n_cells = static_cast<int>(cells);
  for (int P = 0; P < n_cells; P++) {
    for (int T = 0; T < n_cells; T++) {
      for (int Pstep = 0; Pstep <= 1; Pstep++) {
        if ((winning[at(P, T, Pstep)] || losing[at(P, T, Pstep)]) && !visited[at(P, T, Pstep)])
          dfs({P, T, (bool)Pstep});
      }
    }
  }
}
// ---- end of seed 004 ----

// One dfs frame: 80 bytes with g++ 12 -O3 (five saved registers, 32 bytes of locals, the
// return address); 96 leaves room for other compilers.
static constexpr std::uint64_t kFrameBytes = 96;

std::uint64_t estimate_bytes(const vector<std::string>& a) {
  const std::uint64_t n = a.size(), m = n ? a[0].size() : 0, c = n * m, states = 2 * c * c;
  // glibc's chunk for a list of k entries at libstdc++'s capacity (1, 2, 4, 8, 16, ...).
  auto chunk = [](std::uint64_t k) -> std::uint64_t {
    std::uint64_t cap = 1;
    while (cap < k) cap *= 2;
    return std::max<std::uint64_t>(32, (12 * cap + 8 + 15) & ~std::uint64_t{15});
  };
  std::uint64_t free_cells = 0, police_lists = 0, thief_lists = 0;
  for (std::uint64_t r = 0; r < n; ++r)
    for (std::uint64_t col = 0; col < m; ++col) {
      if (a[r][col] == '*') continue;
      ++free_cells;
      std::uint64_t king = 0, rook = 0;  // free neighbours in 8 and 4 directions
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          const std::int64_t r2 = static_cast<std::int64_t>(r) + dr, c2 = static_cast<std::int64_t>(col) + dc;
          if ((dr == 0 && dc == 0) || r2 < 0 || c2 < 0 || r2 >= static_cast<std::int64_t>(n) ||
              c2 >= static_cast<std::int64_t>(m) || a[r2][c2] == '*')
            continue;
          ++king;
          rook += dr == 0 || dc == 0;
        }
      // State (P, T, thief to move) lists the pass plus the police's steps into P;
      // (P, T, police to move) the pass plus the thief's steps into T.
      police_lists += chunk(1 + king);
      thief_lists += chunk(1 + rook);
    }
  const std::uint64_t lists = free_cells * police_lists + free_cells * thief_lists;
  const std::uint64_t free_states = 2 * free_cells * free_cells;
  return states * (sizeof(vector<State>) + sizeof(int) + 3) + lists + free_states * kFrameBytes;
}

namespace {
void* run_thread(void*) {
  run_dfs_from_decided();
  return nullptr;
}
}  // namespace

void solve() {
  // The recursion goes one frame deeper per newly decided state along a chain of decisions:
  // up to every free state. std::thread cannot set a stack size, so pthread_create with a
  // stack for all of them (reserved address space; only touched pages cost memory).
  const std::uint64_t states = 2 * cells * cells;
  const std::size_t stack =
      static_cast<std::size_t>(std::max<std::uint64_t>(std::uint64_t{64} << 20, states * kFrameBytes));
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  if (pthread_attr_setstacksize(&attr, stack) != 0) {
    std::fprintf(stderr, "seeds_cop_thief::solve: cannot set a %zu-byte stack\n", stack);
    std::abort();
  }
  pthread_t thread;
  if (const int e = pthread_create(&thread, &attr, run_thread, nullptr); e != 0) {
    std::fprintf(stderr, "seeds_cop_thief::solve: pthread_create failed: %s\n", std::strerror(e));
    std::abort();
  }
  pthread_join(thread, nullptr);
  pthread_attr_destroy(&attr);
}

int value(std::uint32_t police_cell, std::uint32_t thief_cell, bool police_to_move) {
  const std::size_t s = at(static_cast<int>(police_cell), static_cast<int>(thief_cell), police_to_move);
  return winning[s] ? 1 : losing[s] ? -1 : 0;
}

void clear() {
  adj_rev = {};
  winning.reset();
  losing.reset();
  visited.reset();
  degree.reset();
  cells = 0;
}

}  // namespace seeds_cop_thief
