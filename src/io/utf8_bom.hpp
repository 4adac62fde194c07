// skip_utf8_bom: every text reader's first step, so files saved with a byte-order mark read as without.
#pragma once
#include <string_view>

namespace whowins {

// The text without a leading UTF-8 byte-order mark (EF BB BF), if it has one. The mark is not
// a line: line numbers are unchanged. O(1).
inline std::string_view skip_utf8_bom(std::string_view text) {
  if (text.size() >= 3 && static_cast<unsigned char>(text[0]) == 0xEF && static_cast<unsigned char>(text[1]) == 0xBB &&
      static_cast<unsigned char>(text[2]) == 0xBF)
    text.remove_prefix(3);
  return text;
}

}  // namespace whowins
