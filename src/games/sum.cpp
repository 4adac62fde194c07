// `sum`: its input (edges, then positions), Smith's rule with a move, and its outputs.
#include "games/sum.hpp"
#include <string>
#include "games/graph_dot.hpp"
#include "io/line_reader.hpp"

namespace whowins {

SumInput parse_sum_input(std::string_view text) {
  SumInput input;
  EdgeListRest rest;
  input.edges = parse_edge_list(text, kSumBytesPerVertex, kSumBytesPerEdge, rest);
  const std::uint64_t n = input.edges.vertex_count;
  LineReader in(rest.text, rest.line);
  while (!in.at_end()) {
    if (in.line_is_blank()) {
      in.skip_blank_line();
      in.expect_only_blank_lines(
          "expected the end of the input after an empty line (positions 'k v1 ... vk' "
          "come one a line, with no empty line between them)");
      break;
    }
    const std::uint64_t k = in.read_number("the token count k of a position 'k v1 ... vk'");
    if (k == 0) in.fail("a position needs at least one token (k = 0)");
    for (std::uint64_t i = 0; i < k; ++i) {
      if (in.line_is_blank())
        in.fail("k = " + std::to_string(k) + " but the line has " + std::to_string(i) + " vertices");
      const std::uint64_t v = in.read_number("a token's vertex");
      if (v < 1 || v > n) in.fail("vertex " + std::to_string(v) + " is out of range 1.." + std::to_string(n));
      input.token_vertex.push_back(static_cast<std::uint32_t>(v - 1));
    }
    if (!in.line_is_blank())
      in.fail("k = " + std::to_string(k) + " but the line has more than " + std::to_string(k) + " vertices");
    in.end_line("a position");
    input.position_offset.push_back(static_cast<std::uint32_t>(input.token_vertex.size()));
  }
  return input;
}

SumAnswer answer_sum(const CsrGraph& graph, const LoopyNimValues& values, std::span<const std::uint32_t> tokens) {
  SumAnswer answer;
  std::uint32_t x = 0, infinite = 0, first_infinite = SumAnswer::kNone;
  for (std::uint32_t i = 0; i < tokens.size(); ++i) {
    const std::uint32_t v = tokens[i];
    if (values.infinite(v)) {
      if (infinite++ == 0) first_infinite = i;
    } else {
      x ^= values.value[v];
    }
  }
  // A finite token whose value v has v ^ target < v, moved to its option of value v ^ target of least
  // order; among several, the largest (value, order) (or the first, with `first`).
  const auto reduce = [&](std::uint32_t target, bool first) {
    std::uint32_t best = SumAnswer::kNone;
    for (std::uint32_t i = 0; i < tokens.size(); ++i) {
      const std::uint32_t v = tokens[i];
      if (values.infinite(v) || (values.value[v] ^ target) >= values.value[v]) continue;
      if (best == SumAnswer::kNone) {
        best = i;
        if (first) break;
        continue;
      }
      const std::uint32_t b = tokens[best];
      if (values.value[v] > values.value[b] ||
          (values.value[v] == values.value[b] && values.order[v] > values.order[b]))
        best = i;
    }
    if (best != SumAnswer::kNone) {
      answer.token = best;
      answer.to = values.option_with_value(tokens[best], values.value[tokens[best]] ^ target);
    }
  };
  if (infinite == 0) {
    if (x == 0) return answer;  // L (an end position too: every token on a sink, value 0)
    answer.outcome = Outcome::Win;
    reduce(x, false);
    return answer;
  }
  const std::uint32_t at = tokens[first_infinite];
  if (infinite == 1) {
    const std::uint32_t to = values.option_with_value(at, x);
    if (to != LoopyNimValues::kNone) {
      answer = {Outcome::Win, first_infinite, to};
      return answer;
    }
    answer.outcome = Outcome::Draw;
    const std::uint32_t mex = values.mex(at);
    if (x != mex) {  // x > mex (everything below mex is in K): make the finite tokens' XOR mex
      reduce(x ^ mex, true);
      return answer;
    }
    // An ∞ option whose K lacks mex (Smith's condition for an ∞ vertex: one exists).
    for (std::uint32_t w : graph.successors(at))
      if (values.infinite(w) && values.option_with_value(w, mex) == LoopyNimValues::kNone) {
        answer.token = first_infinite, answer.to = w;
        return answer;
      }
    return answer;
  }
  answer.outcome = Outcome::Draw;  // two or more ∞: any ∞ token to an ∞ option keeps two
  for (std::uint32_t w : graph.successors(at))
    if (values.infinite(w)) {
      answer.token = first_infinite, answer.to = w;
      break;
    }
  return answer;
}

void write_sum_values(TextWriter& out, const LoopyNimValues& values) {
  for (std::uint32_t v = 0; v < values.vertex_count(); ++v) {
    if (v) out.put(' ');
    if (!values.infinite(v)) {
      out.put_uint(values.value[v]);
      continue;
    }
    out.put("inf{");
    bool first = true;
    for (std::uint32_t a : values.finite_option_values(v)) {
      if (!first) out.put(',');
      first = false;
      out.put_uint(a);
    }
    out.put('}');
  }
  out.put('\n');
}

void write_sum_answer(TextWriter& out, const SumAnswer& answer) {
  out.put(outcome_letter(answer.outcome));
  if (answer.outcome != Outcome::Loss) {
    out.put(' ');
    out.put_uint(answer.token + 1);
    out.put(' ');
    out.put_uint(answer.to + 1);
  }
  out.put('\n');
}

// γ(v) as line 1 writes it: `2`, `inf{0,2}`.
static std::string gamma_text(const LoopyNimValues& values, std::uint32_t v) {
  if (!values.infinite(v)) return std::to_string(values.value[v]);
  std::string text = "inf{";
  for (std::uint32_t a : values.finite_option_values(v)) text += (text.size() > 4 ? "," : "") + std::to_string(a);
  return text + "}";
}

void write_sum_dot(TextWriter& out, const CsrGraph& graph, const LoopyNimValues& values) {
  write_graph_dot(out, graph,
                  "sum: a value per vertex (generalized Sprague-Grundy); W win, L loss, D draw for one token on the "
                  "vertex, the player to move; bold: its move",
                  [&](std::uint32_t v) {
                    const std::uint32_t at[1] = {v};
                    const SumAnswer a = answer_sum(graph, values, at);
                    DotVertex d;
                    d.letter = outcome_letter(a.outcome);
                    d.caption = std::string(1, d.letter) + " " + gamma_text(values, v);
                    d.attributes = std::string("outcome=\"") + d.letter + "\", gamma=\"" + gamma_text(values, v) + "\"";
                    d.best = a.to == SumAnswer::kNone ? -1 : std::int64_t{a.to};
                    return d;
                  });
}

void write_gamma_json(TextWriter& out, const LoopyNimValues& values, std::uint32_t v) {
  if (!values.infinite(v)) {
    out.put_uint(values.value[v]);
    return;
  }
  out.put("{\"inf\":[");
  bool first = true;
  for (std::uint32_t a : values.finite_option_values(v)) {
    if (!first) out.put(',');
    first = false;
    out.put_uint(a);
  }
  out.put("]}");
}

void write_sum_json(TextWriter& out, const CsrGraph& graph, const LoopyNimValues& values, const SumInput& input) {
  out.put("{\"game\":\"sum\",\"rules\":\"normal\",\"vertices\":");
  out.put_uint(values.vertex_count());
  out.put(",\"edges\":");
  out.put_uint(graph.edge_count());
  out.put(",\"index_base\":1,\"gamma\":[");
  for (std::uint32_t v = 0; v < values.vertex_count(); ++v) {
    if (v) out.put(',');
    write_gamma_json(out, values, v);
  }
  out.put("],\"positions\":[");
  for (std::size_t i = 0; i + 1 < input.position_offset.size(); ++i) {
    const std::span<const std::uint32_t> tokens(input.token_vertex.data() + input.position_offset[i],
                                                input.position_offset[i + 1] - input.position_offset[i]);
    const SumAnswer answer = answer_sum(graph, values, tokens);
    out.put(i ? ",{\"tokens\":[" : "{\"tokens\":[");
    for (std::size_t t = 0; t < tokens.size(); ++t) {
      if (t) out.put(',');
      out.put_uint(tokens[t] + 1);
    }
    out.put("],\"outcome\":\"");
    out.put(outcome_letter(answer.outcome));
    if (answer.outcome == Outcome::Loss) {
      out.put("\",\"token\":null,\"to\":null}");
      continue;
    }
    out.put("\",\"token\":");
    out.put_uint(answer.token + 1);
    out.put(",\"to\":");
    out.put_uint(answer.to + 1);
    out.put('}');
  }
  out.put("]}\n");
}

}  // namespace whowins
