// A JSON document as a tree of values, each with the line it starts on (for messages that
// name the line and the field), read by a strict parser (RFC 8259) that never recurses deeper
// than a fixed limit and never crashes on bad input.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace whowins {

struct JsonMember;

struct JsonValue {
  enum class Kind { kNull, kBool, kNumber, kString, kArray, kObject };
  Kind kind = Kind::kNull;
  bool boolean = false;
  double number = 0;
  bool integral = false;          // the number was written without fraction or exponent
  std::string text;               // strings
  std::vector<JsonValue> items;   // arrays
  std::vector<JsonMember> members;  // objects, in order written
  std::uint64_t line = 1;

  // The member named key, or nullptr (objects only).
  const JsonValue* find(std::string_view key) const;
  bool is_object() const { return kind == Kind::kObject; }
  bool is_array() const { return kind == Kind::kArray; }
  bool is_string() const { return kind == Kind::kString; }
  bool is_number() const { return kind == Kind::kNumber; }
  bool is_bool() const { return kind == Kind::kBool; }
  bool is_null() const { return kind == Kind::kNull; }
  // "an object", "a string", … for messages.
  std::string_view kind_words() const;
};

// One member of an object: its name and value.
struct JsonMember {
  std::string first;
  JsonValue second;
};

// Parses one JSON value (white space around it allowed, nothing after). Throws InputError
// naming the line on bad JSON; nesting deeper than 64 levels is refused.
JsonValue parse_json(std::string_view text);

}  // namespace whowins
