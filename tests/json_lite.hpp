// A tiny JSON reader for tests: objects, arrays, strings (simple escapes), numbers, literals.
#pragma once
#include <algorithm>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace json_lite {

struct Value {
  enum Kind { Null, Bool, Number, String, Array, Object } kind = Null;
  bool boolean = false;
  double number = 0;
  std::string text;
  std::vector<Value> items;
  std::vector<std::pair<std::string, Value>> fields;  // in document order

  // The field `key` of an object; throws if missing.
  const Value& at(const std::string& key) const {
    for (const auto& [k, v] : fields)
      if (k == key) return v;
    throw std::runtime_error("no field '" + key + "'");
  }
  bool has(const std::string& key) const {
    for (const auto& f : fields)
      if (f.first == key) return true;
    return false;
  }
  const Value& operator[](std::size_t i) const { return items.at(i); }
  long integer() const { return static_cast<long>(number); }
  std::vector<std::string> keys() const {
    std::vector<std::string> k;
    for (const auto& f : fields) k.push_back(f.first);
    return k;
  }
};

class Parser {
 public:
  explicit Parser(std::string_view s) : s_(s) {}
  Value document() {
    Value v = value();
    ws();
    if (i_ != s_.size()) fail("trailing text");
    return v;
  }

 private:
  [[noreturn]] void fail(const char* what) const {
    throw std::runtime_error(std::string(what) + " at " + std::to_string(i_));
  }
  char peek() const { return i_ < s_.size() ? s_[i_] : '\0'; }
  void ws() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\n' || s_[i_] == '\t' || s_[i_] == '\r')) ++i_;
  }
  std::string string() {
    if (peek() != '"') fail("expected string");
    std::string out;
    for (++i_; i_ < s_.size() && s_[i_] != '"'; ++i_) {
      if (s_[i_] == '\\') {
        if (++i_ >= s_.size()) fail("bad escape");
        out += s_[i_] == 'n' ? '\n' : s_[i_];
      } else {
        out += s_[i_];
      }
    }
    if (i_ >= s_.size()) fail("unterminated string");
    ++i_;
    return out;
  }
  Value value() {
    ws();
    Value v;
    const char c = peek();
    if (c == '{') {
      v.kind = Value::Object;
      ++i_;
      ws();
      if (peek() == '}') {
        ++i_;
        return v;
      }
      for (;;) {
        ws();
        std::string k = string();
        ws();
        if (peek() != ':') fail("expected ':'");
        ++i_;
        v.fields.emplace_back(k, value());
        ws();
        if (peek() == ',') {
          ++i_;
          continue;
        }
        if (peek() == '}') {
          ++i_;
          return v;
        }
        fail("expected , or }");
      }
    }
    if (c == '[') {
      v.kind = Value::Array;
      ++i_;
      ws();
      if (peek() == ']') {
        ++i_;
        return v;
      }
      for (;;) {
        v.items.push_back(value());
        ws();
        if (peek() == ',') {
          ++i_;
          continue;
        }
        if (peek() == ']') {
          ++i_;
          return v;
        }
        fail("expected , or ]");
      }
    }
    if (c == '"') {
      v.kind = Value::String;
      v.text = string();
      return v;
    }
    if (s_.substr(i_, 4) == "true") {
      v.kind = Value::Bool;
      v.boolean = true;
      i_ += 4;
      return v;
    }
    if (s_.substr(i_, 5) == "false") {
      v.kind = Value::Bool;
      i_ += 5;
      return v;
    }
    if (s_.substr(i_, 4) == "null") {
      i_ += 4;
      return v;
    }
    const std::string num(s_.substr(i_, std::min<std::size_t>(32, s_.size() - i_)));
    char* end = nullptr;
    v.number = std::strtod(num.c_str(), &end);
    if (end == num.c_str()) fail("bad value");
    v.kind = Value::Number;
    i_ += static_cast<std::size_t>(end - num.c_str());
    return v;
  }

  std::string_view s_;
  std::size_t i_ = 0;
};

// Parses one JSON value (surrounding white space allowed); throws std::runtime_error.
inline Value parse(std::string_view s) { return Parser(s).document(); }

// One value per non-empty line.
inline std::vector<Value> parse_lines(const std::string& text) {
  std::vector<Value> out;
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t nl = text.find('\n', at);
    if (nl == std::string::npos) nl = text.size();
    if (nl > at) out.push_back(parse(std::string_view(text).substr(at, nl - at)));
    at = nl + 1;
  }
  return out;
}

}  // namespace json_lite
