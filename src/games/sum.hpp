// `sum`: several tokens on one directed graph, one moved a turn (the disjunctive sum of token games),
// answered from the generalized Sprague–Grundy function γ (core/loopy_grundy.hpp, docs/rules.md#sums).
#pragma once
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>
#include "core/csr_graph.hpp"
#include "core/loopy_grundy.hpp"
#include "core/outcome.hpp"
#include "io/edge_list.hpp"
#include "io/text_writer.hpp"

namespace whowins {

// Bytes a sum needs per vertex and per edge (parser arrays, the CSR graph both ways, the labelling's
// counters and lists, the options' values).
inline constexpr std::uint64_t kSumBytesPerVertex = 64;
inline constexpr std::uint64_t kSumBytesPerEdge = 28;

// The input of `whowins sum`: the generic game's edge list, then positions, each a list of token
// vertices (0-based): position i's tokens are token_vertex[position_offset[i] .. position_offset[i+1]).
struct SumInput {
  EdgeList edges;
  std::vector<std::uint32_t> position_offset{0}, token_vertex;
};
// Reads it: the edge list with the generic game's reader (the same errors), then lines `k v1 … vk`
// (k ≥ 1, vertices 1..n, repeats allowed) up to trailing blank lines. Throws InputError naming the line.
SumInput parse_sum_input(std::string_view text);

// What the player to move does in a sum: the outcome for them and the move (the token's index in the
// position's list and the vertex it goes to; kNone for a loss). A win's move hands the opponent a loss
// and makes progress (below); a draw's move keeps the draw.
struct SumAnswer {
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;
  Outcome outcome = Outcome::Loss;
  std::uint32_t token = kNone, to = kNone;
};

// Smith's rule (docs/rules.md#sums) on tokens at these vertices, and a move:
// - every value finite, XOR x ≠ 0: W. Among the tokens whose value v has v ^ x < v, the one of largest
//   (value, order) moves to its option of value v ^ x of least order (ties: the first such token). This
//   progress rule wins in finitely many moves however the opponent plays: each pair of plies lowers the
//   tokens' (value, order) pairs as a multiset (after an opponent's move up, the reply back down lands
//   on a smaller order, as Smith's counter function promises). XOR 0: L.
// - one ∞(K) token, the others' XOR x: x ∈ K: W, that token to its option of value x of least order.
//   Else D: x = mex K: that token to an ∞ option whose K lacks x; x > mex K: a finite token (the first
//   that can) makes the XOR mex K.
// - two or more ∞: D, the first ∞ token to its first ∞ option.
// `graph` needs its successors. O(k + the moved token's degree · log).
SumAnswer answer_sum(const CsrGraph& graph, const LoopyNimValues& values, std::span<const std::uint32_t> tokens);

// Line 1 of `whowins sum`: γ of every vertex, `0 inf{0,2} 1 inf{}`, and a newline.
void write_sum_values(TextWriter& out, const LoopyNimValues& values);
// A position's line: `W i v`, `L` or `D i v` (1-based), and a newline.
void write_sum_answer(TextWriter& out, const SumAnswer& answer);
// `whowins sum --dot` (docs/json.md#--dot-the-game-graph-for-graphviz): the graph, each vertex with γ and the
// outcome of one token on it, its move bold.
void write_sum_dot(TextWriter& out, const CsrGraph& graph, const LoopyNimValues& values);
// γ of vertex v as --json writes it: a number, or {"inf":[K]}.
void write_gamma_json(TextWriter& out, const LoopyNimValues& values, std::uint32_t v);
// `whowins sum --json` (docs/json.md#sum): γ per vertex and, per position, its tokens, outcome and move.
void write_sum_json(TextWriter& out, const CsrGraph& graph, const LoopyNimValues& values, const SumInput& input);

}  // namespace whowins
