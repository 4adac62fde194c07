// TextWriter: an append-only output buffer with fast number formatting and JSON helpers.
#pragma once
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>
#include "core/outcome.hpp"

namespace whowins {

class TextWriter {
 public:
  void put(char c) { buf_.push_back(c); }
  void put(std::string_view s) { buf_.append(s); }
  void put_uint(std::uint64_t v);
  // A JSON string literal with escapes.
  void put_json_string(std::string_view s);
  // A JSON array of depths; Draws and the solution's no_depth print as null.
  template <class DepthT>
  void put_json_depths(const std::vector<Outcome>& outcome, const std::vector<DepthT>& depth, std::size_t first,
                       std::size_t count, std::size_t stride = 1) {
    constexpr DepthT none = std::numeric_limits<DepthT>::max();
    put('[');
    for (std::size_t i = 0; i < count; ++i) {
      if (i) put(',');
      const std::size_t p = first + i * stride;
      if (outcome[p] == Outcome::Draw || depth[p] == none)
        put("null");
      else
        put_uint(depth[p]);
    }
    put(']');
  }
  // A JSON array of positions mapped through `to_index` (+ base); kNoPosition prints as null.
  template <class Map>
  void put_json_positions(std::size_t count, Map position_at, std::int64_t base) {
    put('[');
    for (std::size_t i = 0; i < count; ++i) {
      if (i) put(',');
      const std::int64_t v = position_at(i);
      if (v < 0)
        put("null");
      else
        put_uint(static_cast<std::uint64_t>(v + base));
    }
    put(']');
  }
  // The five `--stats` lines (README.md, "The command line").
  void put_stats_lines(const Stats& s);
  // The stats as a JSON object.
  void put_stats_json(const Stats& s);

  std::string& str() { return buf_; }
  void reserve(std::size_t n) { buf_.reserve(n); }

 private:
  std::string buf_;
};

}  // namespace whowins
