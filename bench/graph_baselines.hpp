// The "seeds' way" generic solver (seed 004, cp-algorithms "games on arbitrary graphs"): the
// baseline bench_graph measures our pipeline against, phase by phase.
//  - parse: `stream >> n >> m`, then `stream >> a >> b` per edge, through a std::istream over
//    the in-memory text (a zero-copy streambuf: the same num_get path as `cin >> u` with
//    sync_with_stdio(false), without the file reads);
//  - build: vector<vector<int>> adj_rev filled by push_back, plus an out-degree array;
//  - solve: seed 004's recursive dfs over adj_rev, verbatim, started from every initially
//    decided vertex (the sinks: losing under normal play), on a thread with a 2 GiB stack
//    (a long path recurses once per vertex);
//  - print: one line of W/L/D letters, like `whowins generic`.
// Like seed 004 it counts every input edge in the out-degree, so it is only correct on inputs
// without repeated edges (bench_graph generates none; seed 001 guarantees none).
#pragma once
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace seeds_way {

struct ParsedEdges {
  int n = 0;
  std::vector<std::pair<int, int>> edges;  // 0-indexed a -> b
};

// Reads "n m" and m edges "a b" (1-indexed) with operator>>. No validation (contest style).
ParsedEdges parse(std::string_view text);

// Fills the global adj_rev (reversed adjacency lists, push_back) and out-degrees.
void build(const ParsedEdges& input);

// Resets winning/losing/visited, marks the sinks losing and runs the recursive dfs from every
// decided vertex. Runs on a pthread with a 2 GiB stack (see the .cpp).
void solve();

// One line of n letters W/L/D plus '\n'.
std::string print();

// Releases the global arrays.
void clear();

}  // namespace seeds_way
