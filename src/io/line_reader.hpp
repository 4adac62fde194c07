// LineReader: a strict, fast tokenizer over a whole input text, tracking line numbers.
#pragma once
#include <charconv>
#include <cstdint>
#include <string>
#include <string_view>
#include "io/input_error.hpp"
#include "io/text_bytes.hpp"

namespace whowins {

// Reads whole numbers separated by spaces or tabs, line by line. CRLF line ends are
// accepted; anything else out of place throws InputError naming the line.
class LineReader {
 public:
  // `first_line`: the number of the text's first line (a reader over the rest of an input).
  explicit LineReader(std::string_view text, std::uint64_t first_line = 1)
      : p_(text.data()), end_(text.data() + text.size()), line_(first_line) {}

  std::uint64_t line() const { return line_; }
  const char* position() const { return p_; }
  bool at_end() const { return p_ == end_; }

  // True if the rest of the current line holds only spaces, tabs or '\r'.
  bool line_is_blank() {
    skip_spaces();
    return p_ == end_ || *p_ == '\n' || (*p_ == '\r' && (p_ + 1 == end_ || p_[1] == '\n'));
  }

  // Reads one non-negative whole number on the current line; `what` names it in errors.
  std::uint64_t read_number(const char* what) {
    skip_spaces();
    if (p_ == end_ || *p_ == '\n' || *p_ == '\r') fail(std::string("expected ") + what + ", found the end of the line");
    std::uint64_t value = 0;
    auto [next, ec] = std::from_chars(p_, end_, value);
    const bool token_ends = next == end_ || *next == ' ' || *next == '\t' || *next == '\n' || *next == '\r';
    if (ec == std::errc() && token_ends) {
      p_ = next;
      return value;
    }
    const std::string token = current_token();
    if (ec == std::errc::result_out_of_range && token_ends) fail(std::string(what) + " " + token + " is too large");
    if (token.size() > 1 && token[0] == '-' && token.find_first_not_of("0123456789", 1) == std::string::npos)
      fail(std::string("expected ") + what + ", found the negative number " + token);
    fail(std::string("expected ") + what + " (a whole number), found " + token_words(token));
  }

  // Fast path for the common line "a b\n" (single space, at most 9 digits each, '\n' or
  // "\r\n" end): reads it and returns true, or returns false having consumed nothing, and
  // the caller falls back to read_number/end_line (which give the exact error messages).
  bool read_simple_pair(std::uint64_t& a, std::uint64_t& b) {
    const char* q = p_;
    std::uint64_t x = 0, y = 0;
    const char* start = q;
    while (q != end_ && static_cast<unsigned>(*q - '0') < 10) x = x * 10 + static_cast<unsigned>(*q++ - '0');
    if (q == start || q - start > 9 || q == end_ || *q != ' ') return false;
    start = ++q;
    while (q != end_ && static_cast<unsigned>(*q - '0') < 10) y = y * 10 + static_cast<unsigned>(*q++ - '0');
    if (q == start || q - start > 9) return false;
    if (q != end_ && *q == '\r') ++q;
    if (q != end_) {
      if (*q != '\n') return false;
      ++q;
      ++line_;
    }
    a = x;
    b = y;
    p_ = q;
    return true;
  }

  // Consumes the end of the current line; anything but spaces before it is an error.
  void end_line(const char* context) {
    skip_spaces();
    if (p_ != end_ && *p_ == '\r') ++p_;
    if (p_ == end_) return;
    if (*p_ != '\n') fail("unexpected " + token_words(current_token()) + " after " + context);
    ++p_;
    ++line_;
  }

  // Skips the rest of a blank line (call only after line_is_blank()).
  void skip_blank_line() { end_line("a blank line"); }

  // Skips trailing blank lines; throws if anything else follows. `what` says what was expected.
  void expect_only_blank_lines(const std::string& what) {
    while (p_ != end_) {
      if (!line_is_blank()) fail(what);
      skip_blank_line();
    }
  }

  [[noreturn]] void fail(const std::string& message) const { throw InputError(line_, message); }

 private:
  void skip_spaces() {
    while (p_ != end_ && (*p_ == ' ' || *p_ == '\t')) ++p_;
  }
  std::string current_token() const {
    const char* q = p_;
    while (q != end_ && *q != ' ' && *q != '\t' && *q != '\n' && *q != '\r' && q - p_ < 40) ++q;
    return std::string(p_, q);  // raw: messages write it with token_words
  }

  const char* p_;
  const char* end_;
  std::uint64_t line_;
};

}  // namespace whowins
