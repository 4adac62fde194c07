// Shared helpers of the libFuzzer targets: reading typed values off the fuzzer's bytes, failing loudly.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace fuzz {

// Takes values from the front of the input; past its end every value is 0.
class Bytes {
 public:
  Bytes(const std::uint8_t* data, std::size_t size) : p_(data), end_(data + size) {}
  std::uint8_t u8() { return p_ < end_ ? *p_++ : 0; }
  std::uint16_t u16() { return static_cast<std::uint16_t>(u8() | (u8() << 8)); }
  std::uint32_t u32() { return static_cast<std::uint32_t>(u16()) | (static_cast<std::uint32_t>(u16()) << 16); }
  std::size_t left() const { return static_cast<std::size_t>(end_ - p_); }
  bool empty() const { return p_ == end_; }
  // Everything not taken yet, as text.
  std::string_view rest() {
    std::string_view r(reinterpret_cast<const char*>(p_), left());
    p_ = end_;
    return r;
  }

 private:
  const std::uint8_t* p_;
  const std::uint8_t* end_;
};

// A broken promise: print what and abort, so libFuzzer saves the input as a crash.
[[noreturn]] inline void fail(const std::string& what) {
  std::fprintf(stderr, "fuzz check failed: %s\n", what.c_str());
  std::abort();
}

inline void check(bool ok, const std::string& what) {
  if (!ok) fail(what);
}

// The CLI's promise for any input: status 0 with an answer and no error, or status 2 with
// nothing on standard output and exactly one newline-terminated line on standard error.
inline void check_cli_contract(int status, const std::string& out, const std::string& err) {
  if (status == 0) {
    check(err.empty(), "status 0 with an error: " + err);
    check(!out.empty() && out.back() == '\n', "status 0 without a newline-terminated answer");
  } else {
    check(status == 2, "exit status " + std::to_string(status));
    check(out.empty(), "status 2 with output");
    check(!err.empty() && err.back() == '\n' && err.find('\n') == err.size() - 1,
          "status 2 without exactly one error line: " + err);
  }
}

// `whowins puzzles`: the same, except that an input without puzzles is status 0 with nothing
// on standard output and one line on standard error saying so.
inline void check_puzzles_contract(int status, const std::string& out, const std::string& err) {
  if (status == 0 && out.empty()) {
    check(err.find("no puzzles in this input") != std::string::npos, "status 0, no puzzles and no word why: " + err);
    check(!err.empty() && err.back() == '\n' && err.find('\n') == err.size() - 1, "more than one line: " + err);
    return;
  }
  check_cli_contract(status, out, err);
}

}  // namespace fuzz
