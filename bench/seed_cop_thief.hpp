// The seeds' method for cop-thief (seeds 003/004, "Policeman and thief"): the baseline
// bench_boards measures our solvers against.
//  - build: one explicit `vector<State> adj_rev` per state (P cell, T cell, Pstep), filled by
//    push_back in the seed's loop order, plus a degree counter per state; states over all
//    cells, walls included, indexed [P][T][Pstep] = (P * cells + T) * 2 + Pstep;
//  - solve: seed 004's recursive dfs over adj_rev, verbatim, from every initially decided
//    state, on a thread with a big stack (the recursion goes one frame per newly decided
//    state along a chain: millions deep);
//  - result: WIN/LOSS/DRAW for the player to move, per state (no depths).
// The seed's fixed `[100][100][2]` arrays (at most 100 cells) are heap vectors sized for the
// board; everything else is the seed's code.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace seeds_cop_thief {

// Rough upper estimate of the bytes build() + solve() take on a board (rows of '.', '*',
// 'E'): a 24-byte vector header, a degree and three flags per state over all cells, the
// malloc chunks of each free state's list at libstdc++'s doubling capacities (12-byte
// entries), and the dfs stack at 96 bytes per decided state.
std::uint64_t estimate_bytes(const std::vector<std::string>& rows);

// Builds the graph as seed 004's main does. `rows` are the board's rows ('.', '*', 'E').
void build(const std::vector<std::string>& rows);

// Runs seed 004's recursive dfs from every initially decided state, on a pthread whose stack
// is sized from the state count (virtual memory: pages are touched only as the recursion goes).
void solve();

// Value of a state after solve(): +1 winning, -1 losing, 0 draw, for the player to move
// (`police_to_move` is the seed's Pstep). Cells are row-major grid indices.
int value(std::uint32_t police_cell, std::uint32_t thief_cell, bool police_to_move);

// Releases everything.
void clear();

}  // namespace seeds_cop_thief
