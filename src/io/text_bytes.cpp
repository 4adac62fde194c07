// Bytes in messages and UTF-8 checking (io/text_bytes.hpp).
#include "io/text_bytes.hpp"
#include <algorithm>
#include <cstring>
#include "io/input_error.hpp"

namespace whowins {

namespace {
bool printable(unsigned char c) { return c >= 0x20 && c < 0x7F; }
void put_byte(std::string& out, unsigned char c) {
  static const char* hex = "0123456789ABCDEF";
  out += "byte 0x";
  out += hex[c >> 4];
  out += hex[c & 15];
}
}  // namespace

std::string byte_words(unsigned char c) {
  std::string out;
  if (printable(c)) {
    out += '\'';
    out += static_cast<char>(c);
    out += '\'';
  } else {
    put_byte(out, c);
  }
  return out;
}

std::string token_words(std::string_view token) {
  std::string out;
  bool in_quote = false;
  for (unsigned char c : token) {
    if (printable(c)) {
      if (!in_quote) {
        if (!out.empty()) out += ' ';
        out += '\'';
        in_quote = true;
      }
      out += static_cast<char>(c);
    } else {
      if (in_quote) {
        out += '\'';
        in_quote = false;
      }
      if (!out.empty()) out += ' ';
      put_byte(out, c);
    }
  }
  if (in_quote) out += '\'';
  if (out.empty()) out = "''";
  return out;
}

std::size_t utf8_sequence_length(std::string_view t, std::size_t i) {
  const auto at = [&](std::size_t k) { return static_cast<unsigned char>(t[k]); };
  const unsigned char c = at(i);
  if (c < 0x80) return 1;
  std::size_t n;
  std::uint32_t cp;
  if (c >= 0xC2 && c <= 0xDF)
    n = 2, cp = c & 0x1F;
  else if (c >= 0xE0 && c <= 0xEF)
    n = 3, cp = c & 0x0F;
  else if (c >= 0xF0 && c <= 0xF4)
    n = 4, cp = c & 0x07;
  else
    return 0;
  if (i + n > t.size()) return 0;
  for (std::size_t k = 1; k < n; ++k) {
    if ((at(i + k) & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (at(i + k) & 0x3F);
  }
  if ((n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) || cp > 0x10FFFF || (cp >= 0xD800 && cp < 0xE000)) return 0;
  return n;
}

void check_utf8(std::string_view t) {
  std::size_t i = 0;
  while (i < t.size()) {
    if (i + 8 <= t.size()) {  // eight ASCII bytes at a time
      std::uint64_t w;
      std::memcpy(&w, t.data() + i, 8);
      if ((w & 0x8080808080808080ull) == 0) {
        i += 8;
        continue;
      }
    }
    const unsigned char c = static_cast<unsigned char>(t[i]);
    if (c < 0x80) {
      ++i;
      continue;
    }
    const std::size_t n = utf8_sequence_length(t, i);
    if (n == 0) {
      const std::uint64_t line =
          1 + static_cast<std::uint64_t>(std::count(t.begin(), t.begin() + static_cast<std::ptrdiff_t>(i), '\n'));
      throw InputError(line, "invalid UTF-8: " + byte_words(c) + " (the text must be UTF-8)");
    }
    i += n;
  }
}

std::string clean_message(std::string_view m) {
  std::string out;
  out.reserve(m.size());
  for (std::size_t i = 0; i < m.size();) {
    const unsigned char c = static_cast<unsigned char>(m[i]);
    if (c < 0x20 || c == 0x7F) {
      out += '?';
      ++i;
      continue;
    }
    if (c < 0x80) {
      out += static_cast<char>(c);
      ++i;
      continue;
    }
    const std::size_t n = utf8_sequence_length(m, i);
    if (n == 0) {
      put_byte(out, c);
      ++i;
      continue;
    }
    out.append(m.substr(i, n));
    i += n;
  }
  return out;
}

}  // namespace whowins
