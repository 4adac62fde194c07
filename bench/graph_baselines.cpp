// The seeds'-way baseline: istream parsing, vector<vector<int>> reversed lists, seed 004's
// recursive dfs. Globals on purpose, as in the seed.
#include "graph_baselines.hpp"
#include <pthread.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <istream>
#include <streambuf>

namespace seeds_way {
namespace {

// A read-only streambuf over memory: std::istream parsing without copying the text
// (std::istringstream would first copy the whole input into its own string).
class MemoryBuf : public std::streambuf {
 public:
  explicit MemoryBuf(std::string_view s) {
    char* p = const_cast<char*>(s.data());
    setg(p, p, p + s.size());
  }
};

}  // namespace

// ---- seed 004, verbatim (cp-algorithms, "Games on arbitrary graphs") ----
using std::vector;

vector<vector<int>> adj_rev;

vector<bool> winning;
vector<bool> losing;
vector<bool> visited;
vector<int> degree;

void dfs(int v) {
  visited[v] = true;
  for (int u : adj_rev[v]) {
    if (!visited[u]) {
      if (losing[v])
        winning[u] = true;
      else if (--degree[u] == 0)
        losing[u] = true;
      else
        continue;
      dfs(u);
    }
  }
}
// ---- end of seed 004 ----

ParsedEdges parse(std::string_view text) {
  MemoryBuf buf(text);
  std::istream in(&buf);
  ParsedEdges r;
  int m = 0;
  in >> r.n >> m;
  r.edges.resize(static_cast<std::size_t>(m));
  for (auto& [a, b] : r.edges) {
    in >> a >> b;
    --a, --b;
  }
  if (!in) {
    std::fprintf(stderr, "seeds_way::parse: malformed input\n");
    std::abort();
  }
  return r;
}

void build(const ParsedEdges& input) {
  const int n = input.n;
  adj_rev.assign(n, {});
  degree.assign(n, 0);
  for (const auto& [a, b] : input.edges) {
    adj_rev[b].push_back(a);
    ++degree[a];
  }
}

namespace {

void* run_dfs_from_decided(void*) {
  const int n = static_cast<int>(adj_rev.size());
  for (int v = 0; v < n; ++v)
    if ((winning[v] || losing[v]) && !visited[v]) dfs(v);
  return nullptr;
}

}  // namespace

void solve() {
  const int n = static_cast<int>(adj_rev.size());
  winning.assign(n, false);
  losing.assign(n, false);
  visited.assign(n, false);
  for (int v = 0; v < n; ++v)
    if (degree[v] == 0) losing[v] = true;  // normal play: the player who cannot move loses

  // The dfs recurses once per newly decided vertex along a chain of decisions. The random
  // inputs of bench_graph stay shallow (at most ~70 frames measured), but a long path is one
  // frame per vertex: a 1e6-vertex path needs about 1e6 frames, far past the 8 MiB main-thread
  // stack (it crashes there; it runs fine here). std::thread cannot set a stack size, so use
  // pthread_create with a 2 GiB stack attribute; it is only reserved address space (pages are
  // touched as the recursion goes), so it costs nothing unless used.
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  if (pthread_attr_setstacksize(&attr, std::size_t{2} << 30) != 0) {
    std::fprintf(stderr, "seeds_way::solve: cannot set a 2 GiB stack size\n");
    std::abort();
  }
  pthread_t thread;
  if (const int e = pthread_create(&thread, &attr, run_dfs_from_decided, nullptr); e != 0) {
    std::fprintf(stderr, "seeds_way::solve: pthread_create failed: %s\n", std::strerror(e));
    std::abort();
  }
  pthread_join(thread, nullptr);
  pthread_attr_destroy(&attr);
}

std::string print() {
  const std::size_t n = adj_rev.size();
  std::string s(n + 1, '\n');
  for (std::size_t v = 0; v < n; ++v) s[v] = winning[v] ? 'W' : losing[v] ? 'L' : 'D';
  return s;
}

void clear() {
  adj_rev = {};
  winning = {};
  losing = {};
  visited = {};
  degree = {};
}

}  // namespace seeds_way
