// InputError: bad input, with the 1-based line it was found on (0 = not tied to a line).
#pragma once
#include <cstdint>
#include <stdexcept>
#include <string>

namespace whowins {

class InputError : public std::runtime_error {
 public:
  InputError(std::uint64_t line, const std::string& message)
      : std::runtime_error(line ? "line " + std::to_string(line) + ": " + message : message),
        line_(line),
        message_(message) {}
  std::uint64_t line() const { return line_; }
  const std::string& message() const { return message_; }

 private:
  std::uint64_t line_;
  std::string message_;
};

// The memory budget every game checks a size against before allocating (README.md, "Limits and bad input"; issue 2).
inline constexpr std::uint64_t kMemoryBudgetBytes = std::uint64_t{3} << 30;

}  // namespace whowins
