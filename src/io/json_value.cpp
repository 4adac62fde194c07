// The strict JSON reader behind designs (io/json_value.hpp).
#include "io/json_value.hpp"
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <new>
#include <string>
#include "io/input_error.hpp"
#include "io/text_bytes.hpp"

namespace whowins {

double JsonValue::number() const {
  if (!is_number()) return 0;
  double v;
  std::memcpy(&v, &node_->body, sizeof v);
  return v;
}

std::string_view JsonValue::text() const {
  if (!is_string()) return {};
  return {strings_ + static_cast<std::uint32_t>(node_->body), static_cast<std::size_t>(node_->body >> 32)};
}

std::string_view JsonValue::kind_words() const {
  switch (kind()) {
    case Kind::kNull:
      return "null";
    case Kind::kBool:
      return "true or false";
    case Kind::kNumber:
      return "a number";
    case Kind::kString:
      return "a string";
    case Kind::kArray:
      return "a list";
    case Kind::kObject:
      return "an object";
  }
  return "a value";
}

JsonValue::Items JsonValue::items() const {
  if (!is_array()) return {node_ + 1, node_ + 1, 0, strings_};
  return {node_ + 1, next(), size(), strings_};
}

JsonValue::Members JsonValue::members() const {
  if (!is_object()) return {node_ + 1, node_ + 1, 0, strings_};
  return {node_ + 1, next(), size(), strings_};
}

std::optional<JsonValue> JsonValue::find(std::string_view key) const {
  for (const JsonMember m : members())
    if (m.first == key) return m.second;
  return std::nullopt;
}

JsonValue JsonValue::Items::operator[](std::size_t i) const {
  iterator it = begin();
  while (i--) ++it;
  return *it;
}

namespace {

constexpr int kMaxDepth = 64;
constexpr unsigned kHeadKindBits = 3;

// The first pass: how many nodes (values and member names) and string bytes the text holds, if
// it is valid JSON (for bad JSON a guess; the parser then grows its arrays as it goes). Outside
// strings: every '[' and '{' opens a value, every run of [0-9A-Za-z.+-] is one number or word,
// every '"' starts a string (a value or a member name) that ends at the next '"' not escaped.
// Brackets nested deeper than the parser allows make it bad JSON: then nothing is reserved.
struct Count {
  std::size_t nodes = 0;
  std::size_t string_bytes = 0;
  bool too_deep = false;  // more than kMaxDepth + 1 open brackets at once: bad JSON
};
Count count_nodes(std::string_view t) {
  static const auto table = [] {
    std::array<unsigned char, 256> c{};
    for (int x = '0'; x <= '9'; ++x) c[x] = 1;
    for (int x = 'a'; x <= 'z'; ++x) c[x] = 1;
    for (int x = 'A'; x <= 'Z'; ++x) c[x] = 1;
    c['.'] = c['+'] = c['-'] = 1;
    c['"'] = 2;
    c['['] = c['{'] = 3;
    return c;
  }();
  Count n;
  bool in_token = false;
  int depth = 0;
  const std::size_t size = t.size();
  for (std::size_t i = 0; i < size; ++i) {
    const unsigned char k = table[static_cast<unsigned char>(t[i])];
    if (k == 1) {
      n.nodes += !in_token;
      in_token = true;
      continue;
    }
    in_token = false;
    if (k == 3) {
      ++n.nodes;
      if (++depth > kMaxDepth + 1) n.too_deep = true;
    } else if (k == 0) {
      if ((t[i] == ']' || t[i] == '}') && depth > 0) --depth;
    } else if (k == 2) {
      ++n.nodes;
      std::size_t j = i + 1;
      while (j < size && t[j] != '"') j += t[j] == '\\' ? 2 : 1;
      n.string_bytes += std::min(j, size) - i - 1;  // escapes only shorten a string
      i = j;
    }
  }
  return n;
}

}  // namespace

class JsonReader {
 public:
  JsonReader(std::string_view t, JsonDocument& doc) : t_(t), doc_(doc) {}

  void document() {
    const Count count = count_nodes(t_);
    if (count.nodes > UINT32_MAX || count.string_bytes > UINT32_MAX) throw std::bad_alloc();
    if (!count.too_deep) {
      doc_.nodes_.reserve(count.nodes);
      doc_.strings_.reserve(count.string_bytes);
      doc_.counted_ = count.nodes;
    }
    skip();
    value(0);
    skip();
    if (i_ < t_.size()) fail("unexpected text after the JSON value");
  }

 private:
  using Kind = JsonValue::Kind;

  [[noreturn]] void fail(std::string m) const {
    for (char& c : m)
      if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = '?';  // one line, always
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
    if (i_ < t_.size() && t_[i_] == c) {
      ++i_;
      return true;
    }
    return false;
  }
  void expect(char c, const char* what) {
    if (!eat(c)) fail(std::string("expected ") + what + (i_ < t_.size() ? "" : " before the end of the text"));
  }

  // A new node of this kind starting on the current line; its index.
  std::size_t push(Kind kind, std::uint64_t body = 0, std::uint64_t flags = 0) {
    auto& nodes = doc_.nodes_;
    if (nodes.size() == UINT32_MAX) throw std::bad_alloc();
    nodes.push_back(JsonNode{static_cast<std::uint64_t>(kind) | flags | (line_ << 5), body});
    return nodes.size() - 1;
  }
  // Closes the list or object at node `at` with `count` items or members.
  void close(std::size_t at, std::uint64_t count) {
    auto& nodes = doc_.nodes_;
    nodes[at].body = (count << 32) | static_cast<std::uint32_t>(nodes.size() - at);
  }

  std::string_view string_at(std::size_t node) const {
    const std::uint64_t b = doc_.nodes_[node].body;
    return {doc_.strings_.data() + static_cast<std::uint32_t>(b), static_cast<std::size_t>(b >> 32)};
  }

  // Member names already read in the object being read, to find a name written twice: a
  // walk over the names for a small object, a hash table of their nodes past kWalk members.
  struct Names {
    static constexpr std::size_t kWalk = 16;
    std::size_t object = 0;  // the object's node
    std::size_t count = 0;
    std::vector<std::uint32_t> table;  // node + 1 of each name; 0: empty slot
  };
  static std::size_t hash(std::string_view s) { return std::hash<std::string_view>()(s); }
  void insert(Names& names, std::uint32_t node) {
    const std::size_t mask = names.table.size() - 1;
    for (std::size_t h = hash(string_at(node)) & mask;; h = (h + 1) & mask)
      if (names.table[h] == 0) {
        names.table[h] = node + 1;
        return;
      }
  }
  // Whether `key` (the name at node `key_node`) was already a name of the object; records it.
  bool seen(Names& names, std::size_t key_node) {
    const std::string_view key = string_at(key_node);
    ++names.count;
    if (names.count <= Names::kWalk) {
      const auto& nodes = doc_.nodes_;
      for (std::size_t at = names.object + 1; at < key_node;) {
        if (string_at(at) == key) return true;
        const JsonNode& v = nodes[at + 1];
        const auto k = static_cast<Kind>(v.head & 7);
        at += 1 + (k == Kind::kArray || k == Kind::kObject ? static_cast<std::uint32_t>(v.body) : 1);
      }
      if (names.count < Names::kWalk) return false;
      // The kWalk-th name: from now on a table, holding every name so far.
      names.table.assign(4 * Names::kWalk, 0);
      for (std::size_t at = names.object + 1; at <= key_node;) {
        insert(names, static_cast<std::uint32_t>(at));
        if (at == key_node) break;
        const JsonNode& v = nodes[at + 1];
        const auto k = static_cast<Kind>(v.head & 7);
        at += 1 + (k == Kind::kArray || k == Kind::kObject ? static_cast<std::uint32_t>(v.body) : 1);
      }
      return false;
    }
    const std::size_t mask = names.table.size() - 1;
    for (std::size_t h = hash(key) & mask; names.table[h]; h = (h + 1) & mask)
      if (string_at(names.table[h] - 1) == key) return true;
    if (2 * names.count > names.table.size()) {  // keep the table at most half full
      std::vector<std::uint32_t> old(2 * names.table.size(), 0);
      old.swap(names.table);
      for (std::uint32_t n : old)
        if (n) insert(names, n - 1);
    }
    insert(names, static_cast<std::uint32_t>(key_node));
    return false;
  }

  void value(int depth) {
    if (depth > kMaxDepth) fail("the JSON is nested too deeply");
    skip();
    if (i_ >= t_.size()) fail("the text ends where a value was expected");
    const char c = t_[i_];
    if (c == '{') {
      ++i_;
      const std::size_t at = push(Kind::kObject);
      if (eat('}')) return close(at, 0);
      Names names;
      names.object = at;
      do {
        skip();
        if (i_ >= t_.size() || t_[i_] != '"') fail("expected a quoted member name");
        const std::size_t key = string_body();
        if (seen(names, key)) fail("the member \"" + std::string(string_at(key)) + "\" appears twice");
        expect(':', "':' after a member name");
        value(depth + 1);
      } while (eat(','));
      expect('}', "',' or '}' in an object");
      close(at, names.count);
    } else if (c == '[') {
      ++i_;
      const std::size_t at = push(Kind::kArray);
      if (eat(']')) return close(at, 0);
      std::uint64_t count = 0;
      do value(depth + 1), ++count;
      while (eat(','));
      expect(']', "',' or ']' in a list");
      close(at, count);
    } else if (c == '"') {
      string_body();
    } else if (c == 't' || c == 'f' || c == 'n') {
      const std::string_view word = c == 't' ? "true" : c == 'f' ? "false" : "null";
      if (t_.substr(i_, word.size()) != word) fail("unknown word (JSON has true, false and null)");
      i_ += word.size();
      push(c == 'n' ? Kind::kNull : Kind::kBool, 0, c == 't' ? 16 : 0);
    } else if (c == '-' || (c >= '0' && c <= '9')) {
      number();
    } else {
      fail("unexpected character " + byte_words(static_cast<unsigned char>(c)));
    }
  }

  void number() {
    const std::size_t start = i_;
    bool integral = true;
    if (t_[i_] == '-') ++i_;
    if (i_ >= t_.size() || t_[i_] < '0' || t_[i_] > '9') fail("a number needs a digit");
    if (t_[i_] == '0')
      ++i_;
    else
      while (i_ < t_.size() && t_[i_] >= '0' && t_[i_] <= '9') ++i_;
    const std::size_t integer_end = i_;
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
    double v;
    const bool negative = t_[start] == '-';
    const std::size_t digits = integer_end - start - negative;
    if (integral && digits <= 15) {
      // Below 10^15 < 2^53: exact, as strtod would give it.
      std::uint64_t u = 0;
      for (std::size_t k = start + negative; k < integer_end; ++k) u = u * 10 + static_cast<unsigned>(t_[k] - '0');
      v = static_cast<double>(u);
      if (negative) v = -v;
    } else {
      const std::string text(t_.substr(start, i_ - start));
      char* end = nullptr;
      v = std::strtod(text.c_str(), &end);
      if (!std::isfinite(v)) fail("the number " + text + " is too large");
    }
    std::uint64_t bits;
    std::memcpy(&bits, &v, sizeof bits);
    push(Kind::kNumber, bits, integral ? 8 : 0);
  }

  void put_utf8(std::uint32_t cp) {
    auto& out = doc_.strings_;
    if (cp < 0x80)
      out.push_back(static_cast<char>(cp));
    else if (cp < 0x800) {
      out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
      out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
      out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
      out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else {
      out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
      out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    }
  }
  std::uint32_t hex4() {
    if (i_ + 4 > t_.size()) fail("a \\u escape needs four hex digits");
    std::uint32_t v = 0;
    for (int k = 0; k < 4; ++k) {
      const char c = t_[i_++];
      v <<= 4;
      if (c >= '0' && c <= '9')
        v |= c - '0';
      else if (c >= 'a' && c <= 'f')
        v |= c - 'a' + 10;
      else if (c >= 'A' && c <= 'F')
        v |= c - 'A' + 10;
      else
        fail("a \\u escape needs four hex digits");
    }
    return v;
  }
  // At an opening quote: reads the string into the side buffer, the closing quote consumed;
  // its node's index.
  std::size_t string_body() {
    auto& out = doc_.strings_;
    const std::size_t at = push(Kind::kString);
    const std::size_t begin = out.size();
    ++i_;
    while (true) {
      // A run of plain bytes at once.
      std::size_t j = i_;
      while (j < t_.size() && t_[j] != '"' && t_[j] != '\\' && static_cast<unsigned char>(t_[j]) >= 0x20) ++j;
      out.insert(out.end(), t_.data() + i_, t_.data() + j);
      i_ = j;
      if (i_ >= t_.size()) fail("a string is not closed");
      const char c = t_[i_++];
      if (c == '"') break;
      if (c == '\n') fail("a string is not closed on its line");
      if (static_cast<unsigned char>(c) < 0x20) fail("a control character inside a string");
      if (i_ >= t_.size()) fail("a string is not closed");
      const char e = t_[i_++];
      switch (e) {
        case '"':
          out.push_back('"');
          break;
        case '\\':
          out.push_back('\\');
          break;
        case '/':
          out.push_back('/');
          break;
        case 'b':
          out.push_back('\b');
          break;
        case 'f':
          out.push_back('\f');
          break;
        case 'n':
          out.push_back('\n');
          break;
        case 'r':
          out.push_back('\r');
          break;
        case 't':
          out.push_back('\t');
          break;
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
          put_utf8(cp);
          break;
        }
        default:
          fail(static_cast<unsigned char>(e) >= 0x20 && static_cast<unsigned char>(e) < 0x7F
                   ? std::string("unknown escape \\") + e
                   : "unknown escape: a backslash before " + byte_words(static_cast<unsigned char>(e)));
      }
    }
    if (out.size() > UINT32_MAX) throw std::bad_alloc();
    doc_.nodes_[at].body = (static_cast<std::uint64_t>(out.size() - begin) << 32) | begin;
    return at;
  }

  std::string_view t_;
  JsonDocument& doc_;
  std::size_t i_ = 0;
  std::uint64_t line_ = 1;
};

JsonDocument parse_json(std::string_view text) {
  JsonDocument doc;
  JsonReader(text, doc).document();
  return doc;
}

}  // namespace whowins
