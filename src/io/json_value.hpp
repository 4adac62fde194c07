// A JSON document read into one flat array of 16-byte nodes, each value with the line it starts
// on (for messages that name the line and the field), by a strict parser (RFC 8259) that never
// recurses deeper than a fixed limit and never crashes on bad input. Memory is bounded by the
// text: one node per value (and per member name) in document order, every string unescaped into
// one side buffer; a quick count of the values first reserves the nodes exactly. A 10 MB
// `[0,0,…]` (the most values per byte) takes 80 MB of nodes.
//
// JsonValue is a light view (two pointers) into a JsonDocument, which must outlive it.
#pragma once
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string_view>
#include <vector>

namespace whowins {

// One value of a document. `head`: the kind (bits 0-2), integral (bit 3: a number written
// without fraction or exponent), the boolean (bit 4), the line it starts on (bits 5-63).
// `body`: a number's bits (a double); a string's offset in the side buffer (low 32 bits) and
// its length (high 32); a list's or object's node count including itself — where it ends —
// (low 32) and its item or member count (high 32). A member is its name (a string node)
// followed by its value.
struct JsonNode {
  std::uint64_t head = 0;
  std::uint64_t body = 0;
};
static_assert(sizeof(JsonNode) == 16);

class JsonValue {
 public:
  enum class Kind { kNull, kBool, kNumber, kString, kArray, kObject };

  JsonValue(const JsonNode* node, const char* strings) : node_(node), strings_(strings) {}

  Kind kind() const { return static_cast<Kind>(node_->head & 7); }
  std::uint64_t line() const { return node_->head >> 5; }
  bool boolean() const { return (node_->head >> 4) & 1; }
  bool integral() const { return (node_->head >> 3) & 1; }
  double number() const;
  std::string_view text() const;  // strings; empty for any other kind
  bool is_object() const { return kind() == Kind::kObject; }
  bool is_array() const { return kind() == Kind::kArray; }
  bool is_string() const { return kind() == Kind::kString; }
  bool is_number() const { return kind() == Kind::kNumber; }
  bool is_bool() const { return kind() == Kind::kBool; }
  bool is_null() const { return kind() == Kind::kNull; }
  // "an object", "a string", … for messages.
  std::string_view kind_words() const;
  // Items of a list, members of an object; 0 for any other kind. O(1).
  std::size_t size() const { return is_array() || is_object() ? node_->body >> 32 : 0; }

  // A list's items in order (empty for any other kind). Forward iteration is O(1) a step;
  // operator[](i) walks i items (O(i)): loop with iterators over long lists.
  class Items;
  Items items() const;
  // An object's members in order written (empty for any other kind), each a JsonMember
  // {name, value}.
  class Members;
  Members members() const;
  // The member named key, if any (objects only). O(members).
  std::optional<JsonValue> find(std::string_view key) const;

  const JsonNode* node() const { return node_; }

 private:
  friend class Items;
  friend class Members;
  // The node after this value and everything in it.
  const JsonNode* next() const {
    return node_ + (is_array() || is_object() ? static_cast<std::uint32_t>(node_->body) : 1);
  }
  const JsonNode* node_;
  const char* strings_;
};

// One member of an object: its name and value.
struct JsonMember {
  std::string_view first;
  JsonValue second;
};

class JsonValue::Items {
 public:
  class iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = JsonValue;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = JsonValue;
    iterator(const JsonNode* at, const char* strings) : at_(at), strings_(strings) {}
    JsonValue operator*() const { return {at_, strings_}; }
    iterator& operator++() {
      at_ = JsonValue(at_, strings_).next();
      return *this;
    }
    iterator operator++(int) {
      iterator old = *this;
      ++*this;
      return old;
    }
    bool operator==(const iterator& o) const { return at_ == o.at_; }
    bool operator!=(const iterator& o) const { return at_ != o.at_; }

   private:
    const JsonNode* at_;
    const char* strings_;
  };
  Items(const JsonNode* first, const JsonNode* end, std::size_t count, const char* strings)
      : first_(first), end_(end), count_(count), strings_(strings) {}
  iterator begin() const { return {first_, strings_}; }
  iterator end() const { return {end_, strings_}; }
  std::size_t size() const { return count_; }
  bool empty() const { return count_ == 0; }
  // The i-th item (i < size()). O(i).
  JsonValue operator[](std::size_t i) const;

 private:
  const JsonNode* first_;
  const JsonNode* end_;
  std::size_t count_;
  const char* strings_;
};

class JsonValue::Members {
 public:
  class iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = JsonMember;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = JsonMember;
    iterator(const JsonNode* at, const char* strings) : at_(at), strings_(strings) {}
    JsonMember operator*() const { return {JsonValue(at_, strings_).text(), JsonValue(at_ + 1, strings_)}; }
    iterator& operator++() {
      at_ = JsonValue(at_ + 1, strings_).next();
      return *this;
    }
    iterator operator++(int) {
      iterator old = *this;
      ++*this;
      return old;
    }
    bool operator==(const iterator& o) const { return at_ == o.at_; }
    bool operator!=(const iterator& o) const { return at_ != o.at_; }

   private:
    const JsonNode* at_;  // a member's name
    const char* strings_;
  };
  Members(const JsonNode* first, const JsonNode* end, std::size_t count, const char* strings)
      : first_(first), end_(end), count_(count), strings_(strings) {}
  iterator begin() const { return {first_, strings_}; }
  iterator end() const { return {end_, strings_}; }
  std::size_t size() const { return count_; }
  bool empty() const { return count_ == 0; }

 private:
  const JsonNode* first_;
  const JsonNode* end_;
  std::size_t count_;
  const char* strings_;
};

// A parsed document: the nodes in document order (the root first) and the strings' bytes.
class JsonDocument {
 public:
  JsonValue root() const { return {nodes_.data(), strings_.data()}; }
  const std::vector<JsonNode>& nodes() const { return nodes_; }
  // The nodes the first pass counted (and reserved) before parsing.
  std::size_t counted_nodes() const { return counted_; }
  std::size_t string_bytes() const { return strings_.size(); }

 private:
  friend JsonDocument parse_json(std::string_view text);
  friend class JsonReader;
  std::vector<JsonNode> nodes_;
  std::vector<char> strings_;
  std::size_t counted_ = 0;
};

// Parses one JSON value (white space around it allowed, nothing after). Throws InputError
// naming the line on bad JSON; nesting deeper than 64 levels is refused. Throws std::bad_alloc
// past 2^32 - 1 values or 4 GiB of string bytes.
JsonDocument parse_json(std::string_view text);

}  // namespace whowins
