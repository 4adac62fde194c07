// Command-line helpers shared by the benchmark programs: fail with a message, read a number.
#pragma once
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace bench {

// The program's name for messages; each benchmark sets it first thing in main.
inline const char* program_name = "bench";

[[noreturn]] inline void die(const std::string& msg) {
  std::fprintf(stderr, "%s: %s\n", program_name, msg.c_str());
  std::exit(1);
}

inline std::uint64_t parse_uint(const char* s, const char* what) {
  std::uint64_t v = 0;
  const char* end = s + std::strlen(s);
  auto [p, ec] = std::from_chars(s, end, v);
  if (ec != std::errc() || p != end) die(std::string("bad ") + what + " '" + s + "'");
  return v;
}

}  // namespace bench
