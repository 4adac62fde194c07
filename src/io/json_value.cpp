// The strict JSON reader behind designs (io/json_value.hpp).
#include "io/json_value.hpp"
#include <charconv>
#include <cmath>
#include "io/input_error.hpp"

namespace whowins {

const JsonValue* JsonValue::find(std::string_view key) const {
  for (const auto& m : members)
    if (m.first == key) return &m.second;
  return nullptr;
}

std::string_view JsonValue::kind_words() const {
  switch (kind) {
    case Kind::kNull: return "null";
    case Kind::kBool: return "true or false";
    case Kind::kNumber: return "a number";
    case Kind::kString: return "a string";
    case Kind::kArray: return "a list";
    case Kind::kObject: return "an object";
  }
  return "a value";
}

namespace {

constexpr int kMaxDepth = 64;

class Reader {
 public:
  explicit Reader(std::string_view t) : t_(t) {}

  JsonValue document() {
    skip();
    JsonValue v = value(0);
    skip();
    if (i_ < t_.size()) fail("unexpected text after the JSON value");
    return v;
  }

 private:
  [[noreturn]] void fail(std::string m) const {
    for (char& c : m)
      if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = '?';   // one line, always
    throw InputError(line_, m);
  }
  void skip() {
    while (i_ < t_.size() && (t_[i_] == ' ' || t_[i_] == '\t' || t_[i_] == '\n' || t_[i_] == '\r')) {
      if (t_[i_] == '\n') ++line_;
      ++i_;
    }
  }
  bool eat(char c) {
    skip();
    if (i_ < t_.size() && t_[i_] == c) { ++i_; return true; }
    return false;
  }
  void expect(char c, const char* what) {
    if (!eat(c)) fail(std::string("expected ") + what + (i_ < t_.size() ? "" : " before the end of the text"));
  }

  JsonValue value(int depth) {
    if (depth > kMaxDepth) fail("the JSON is nested too deeply");
    skip();
    if (i_ >= t_.size()) fail("the text ends where a value was expected");
    JsonValue v;
    v.line = line_;
    const char c = t_[i_];
    if (c == '{') {
      ++i_;
      v.kind = JsonValue::Kind::kObject;
      if (eat('}')) return v;
      do {
        skip();
        if (i_ >= t_.size() || t_[i_] != '"') fail("expected a quoted member name");
        std::string key = string_body();
        for (const auto& m : v.members)
          if (m.first == key) fail("the member \"" + key + "\" appears twice");
        expect(':', "':' after a member name");
        JsonValue item = value(depth + 1);
        v.members.push_back(JsonMember{std::move(key), std::move(item)});
      } while (eat(','));
      expect('}', "',' or '}' in an object");
    } else if (c == '[') {
      ++i_;
      v.kind = JsonValue::Kind::kArray;
      if (eat(']')) return v;
      do v.items.push_back(value(depth + 1));
      while (eat(','));
      expect(']', "',' or ']' in a list");
    } else if (c == '"') {
      v.kind = JsonValue::Kind::kString;
      v.text = string_body();
    } else if (c == 't' || c == 'f' || c == 'n') {
      const std::string_view word = c == 't' ? "true" : c == 'f' ? "false" : "null";
      if (t_.substr(i_, word.size()) != word) fail("unknown word (JSON has true, false and null)");
      i_ += word.size();
      v.kind = c == 'n' ? JsonValue::Kind::kNull : JsonValue::Kind::kBool;
      v.boolean = c == 't';
    } else if (c == '-' || (c >= '0' && c <= '9')) {
      number(v);
    } else {
      fail(std::string("unexpected character '") + (static_cast<unsigned char>(c) < 0x20 ? '?' : c) + "'");
    }
    return v;
  }

  void number(JsonValue& v) {
    const std::size_t start = i_;
    bool integral = true;
    if (t_[i_] == '-') ++i_;
    if (i_ >= t_.size() || t_[i_] < '0' || t_[i_] > '9') fail("a number needs a digit");
    if (t_[i_] == '0') ++i_;
    else while (i_ < t_.size() && t_[i_] >= '0' && t_[i_] <= '9') ++i_;
    if (i_ < t_.size() && t_[i_] == '.') {
      integral = false;
      ++i_;
      if (i_ >= t_.size() || t_[i_] < '0' || t_[i_] > '9') fail("a digit must follow the decimal point");
      while (i_ < t_.size() && t_[i_] >= '0' && t_[i_] <= '9') ++i_;
    }
    if (i_ < t_.size() && (t_[i_] == 'e' || t_[i_] == 'E')) {
      integral = false;
      ++i_;
      if (i_ < t_.size() && (t_[i_] == '+' || t_[i_] == '-')) ++i_;
      if (i_ >= t_.size() || t_[i_] < '0' || t_[i_] > '9') fail("a digit must follow the exponent");
      while (i_ < t_.size() && t_[i_] >= '0' && t_[i_] <= '9') ++i_;
    }
    const std::string digits(t_.substr(start, i_ - start));
    char* end = nullptr;
    v.number = std::strtod(digits.c_str(), &end);
    if (!std::isfinite(v.number)) fail("the number " + digits + " is too large");
    v.kind = JsonValue::Kind::kNumber;
    v.integral = integral;
  }

  static void put_utf8(std::string& out, std::uint32_t cp) {
    if (cp < 0x80) out += static_cast<char>(cp);
    else if (cp < 0x800) { out += static_cast<char>(0xC0 | (cp >> 6)); out += static_cast<char>(0x80 | (cp & 0x3F)); }
    else if (cp < 0x10000) { out += static_cast<char>(0xE0 | (cp >> 12)); out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F)); out += static_cast<char>(0x80 | (cp & 0x3F)); }
    else { out += static_cast<char>(0xF0 | (cp >> 18)); out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F)); out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F)); out += static_cast<char>(0x80 | (cp & 0x3F)); }
  }
  std::uint32_t hex4() {
    if (i_ + 4 > t_.size()) fail("a \\u escape needs four hex digits");
    std::uint32_t v = 0;
    for (int k = 0; k < 4; ++k) {
      const char c = t_[i_++];
      v <<= 4;
      if (c >= '0' && c <= '9') v |= c - '0';
      else if (c >= 'a' && c <= 'f') v |= c - 'a' + 10;
      else if (c >= 'A' && c <= 'F') v |= c - 'A' + 10;
      else fail("a \\u escape needs four hex digits");
    }
    return v;
  }
  // At an opening quote: the string's text, the closing quote consumed.
  std::string string_body() {
    ++i_;
    std::string out;
    while (true) {
      if (i_ >= t_.size()) fail("a string is not closed");
      const char c = t_[i_++];
      if (c == '"') return out;
      if (c == '\n') fail("a string is not closed on its line");
      if (static_cast<unsigned char>(c) < 0x20) fail("a control character inside a string");
      if (c != '\\') { out += c; continue; }
      if (i_ >= t_.size()) fail("a string is not closed");
      const char e = t_[i_++];
      switch (e) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case '/': out += '/'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          std::uint32_t cp = hex4();
          if (cp >= 0xD800 && cp < 0xDC00) {
            if (i_ + 2 > t_.size() || t_[i_] != '\\' || t_[i_ + 1] != 'u') fail("a lone surrogate in a \\u escape");
            i_ += 2;
            const std::uint32_t low = hex4();
            if (low < 0xDC00 || low >= 0xE000) fail("a lone surrogate in a \\u escape");
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
          } else if (cp >= 0xDC00 && cp < 0xE000) {
            fail("a lone surrogate in a \\u escape");
          }
          put_utf8(out, cp);
          break;
        }
        default: fail(std::string("unknown escape \\") + e);
      }
    }
  }

  std::string_view t_;
  std::size_t i_ = 0;
  std::uint64_t line_ = 1;
};

}  // namespace

JsonValue parse_json(std::string_view text) { return Reader(text).document(); }

}  // namespace whowins
