// Numbers in messages as the page prints them: digits in groups of three (4,098,560,000).
#pragma once
#include <cstdint>
#include <string>

namespace whowins {

inline std::string grouped(std::string digits) {
  for (int i = static_cast<int>(digits.size()) - 3; i > 0 && digits[static_cast<std::size_t>(i) - 1] != '-'; i -= 3)
    digits.insert(static_cast<std::size_t>(i), ",");
  return digits;
}
inline std::string grouped(std::uint64_t n) { return grouped(std::to_string(n)); }

}  // namespace whowins
