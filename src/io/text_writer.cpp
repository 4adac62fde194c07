// TextWriter implementation.
#include "io/text_writer.hpp"
#include <charconv>

namespace whowins {

void TextWriter::put_uint(std::uint64_t v) {
  char tmp[24];
  auto [end, ec] = std::to_chars(tmp, tmp + sizeof tmp, v);
  (void)ec;
  buf_.append(tmp, end);
}

void TextWriter::put_json_string(std::string_view s) {
  static const char* hex = "0123456789abcdef";
  put('"');
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      put('\\');
      put(c);
    } else if (c == '\n') {
      put("\\n");
    } else if (u < 0x20) {
      put("\\u00");
      put(hex[u >> 4]);
      put(hex[u & 15]);
    } else {
      put(c);
    }
  }
  put('"');
}

void TextWriter::put_stats_lines(const Stats& s) {
  put("positions ");
  put_uint(s.positions);
  put('\n');
  put("win ");
  put_uint(s.win);
  put('\n');
  put("loss ");
  put_uint(s.loss);
  put('\n');
  put("draw ");
  put_uint(s.draw);
  put('\n');
  put("longest ");
  put_uint(s.longest);
  put('\n');
}

void TextWriter::put_stats_json(const Stats& s) {
  put("{\"positions\":");
  put_uint(s.positions);
  put(",\"win\":");
  put_uint(s.win);
  put(",\"loss\":");
  put_uint(s.loss);
  put(",\"draw\":");
  put_uint(s.draw);
  put(",\"longest\":");
  put_uint(s.longest);
  put('}');
}

}  // namespace whowins
