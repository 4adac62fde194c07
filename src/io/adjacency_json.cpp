// Adjacency-list JSON parser: a tiny strict recursive-descent-free scanner (two nesting levels).
#include "io/adjacency_json.hpp"
#include <charconv>
#include <string>
#include "io/text_bytes.hpp"
#include "io/utf8_bom.hpp"

namespace whowins {
namespace {

class Scanner {
 public:
  explicit Scanner(std::string_view t) : t_(t) {}
  void skip_ws() {
    while (i_ < t_.size() && (t_[i_] == ' ' || t_[i_] == '\t' || t_[i_] == '\r' || t_[i_] == '\n')) {
      if (t_[i_] == '\n') ++line_;
      ++i_;
    }
  }
  bool at_end() {
    skip_ws();
    return i_ == t_.size();
  }
  char peek() {
    skip_ws();
    return i_ < t_.size() ? t_[i_] : '\0';
  }
  void expect(char c, const char* what) {
    if (peek() != c) fail(std::string("expected ") + what + ", found " + found());
    ++i_;
  }
  bool accept(char c) {
    if (peek() != c) return false;
    ++i_;
    return true;
  }
  std::uint64_t number() {
    skip_ws();
    std::uint64_t v = 0;
    const char* b = t_.data() + i_;
    auto [e, ec] = std::from_chars(b, t_.data() + t_.size(), v);
    if (ec == std::errc::result_out_of_range) {
      const std::string t = token();
      fail("node index " + (t.find_first_not_of("0123456789") == std::string::npos ? t : token_words(t)) +
           " is too large");
    }
    if (ec != std::errc() || (e < t_.data() + t_.size() && (*e == '.' || *e == 'e' || *e == 'E')))
      fail("expected a node index (a whole number), found " + found());
    i_ = static_cast<std::size_t>(e - t_.data());
    return v;
  }
  std::uint64_t line() const { return line_; }
  [[noreturn]] void fail(const std::string& m) const { throw InputError(line_, m); }
  std::string found() {
    if (i_ >= t_.size()) return "the end of the input";
    return token_words(token());
  }

 private:
  std::string token() const {
    std::size_t j = i_;
    while (j < t_.size() && j - i_ < 20 && t_[j] != ' ' && t_[j] != '\n' && t_[j] != '\r' && t_[j] != '\t' &&
           (j == i_ || (t_[j] != ',' && t_[j] != ']' && t_[j] != '[')))
      ++j;
    return std::string(t_.substr(i_, j - i_));  // raw: messages write it with token_words
  }
  std::string_view t_;
  std::size_t i_ = 0;
  std::uint64_t line_ = 1;
};

}  // namespace

AdjacencyList parse_adjacency_json(std::string_view text, std::uint64_t max_nodes) {
  text = skip_utf8_bom(text);
  check_utf8(text);
  Scanner s(text);
  if (s.at_end()) throw InputError(1, "empty input: expected an adjacency list such as [[1,2],[0],[0]]");
  AdjacencyList a;
  s.expect('[', "'[' opening the list of nodes");
  if (s.peek() != ']') {
    for (;;) {
      if (a.neighbours.size() >= max_nodes)
        s.fail("more than " + std::to_string(max_nodes) + " nodes is past the memory budget");
      s.peek();  // skip white space so the line is the one the list starts on
      a.line_of_node.push_back(s.line());
      if (!s.accept('['))
        s.fail("expected '[' opening the neighbours of node " + std::to_string(a.neighbours.size()) + ", found " +
               s.found());
      a.neighbours.emplace_back();
      auto& row = a.neighbours.back();
      if (s.peek() != ']') {
        for (;;) {
          const std::uint64_t v = s.number();
          if (v > UINT32_MAX) s.fail("node index " + std::to_string(v) + " is too large");
          row.push_back(static_cast<std::uint32_t>(v));
          if (s.accept(',')) continue;
          if (!s.accept(']'))
            s.fail("expected ',' or ']' in the neighbours of node " + std::to_string(a.neighbours.size() - 1) +
                   ", found " + s.found());
          break;
        }
      } else {
        s.expect(']', "']'");
      }
      if (s.accept(',')) continue;
      if (!s.accept(']'))
        s.fail("expected ',' or ']' after the neighbours of node " + std::to_string(a.neighbours.size() - 1) +
               ", found " + s.found());
      break;
    }
  } else {
    s.expect(']', "']'");
  }
  if (!s.at_end()) s.fail("unexpected " + s.found() + " after the closing ']'");
  const std::size_t n = a.neighbours.size();
  for (std::size_t v = 0; v < n; ++v)
    for (std::uint32_t w : a.neighbours[v])
      if (w >= n)
        throw InputError(a.line_of_node[v], "node " + std::to_string(v) + " lists neighbour " + std::to_string(w) +
                                                ", out of range 0.." + std::to_string(n - 1));
  return a;
}

}  // namespace whowins
