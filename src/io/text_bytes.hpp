// Bytes of input in messages, and UTF-8 (docs/design.md: a text is UTF-8; no message quotes a raw
// byte). Every reader writes what it found through these, so standard error is always one line
// of valid UTF-8 whatever the input held.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

namespace whowins {

// A byte as a message writes it: printable ASCII quoted ("'x'"), any other byte "byte 0xEF".
std::string byte_words(unsigned char c);

// A token as a message writes it: "'abc'" when it is all printable ASCII; otherwise its
// printable runs quoted and every other byte as "byte 0xNN", separated by spaces
// ("'12' byte 0xEF"). Empty: "''".
std::string token_words(std::string_view token);

// Throws InputError naming the line of the first byte that is not part of valid UTF-8
// (overlong forms, surrogates and code points past U+10FFFF are invalid too):
// "invalid UTF-8: byte 0xFF (the text must be UTF-8)". O(length), a word at a time over ASCII.
void check_utf8(std::string_view text);

// The length of the valid UTF-8 sequence starting at text[i], or 0 when the byte there does
// not start one.
std::size_t utf8_sequence_length(std::string_view text, std::size_t i);

// A message made one line of valid UTF-8: control characters become '?', bytes that are not
// valid UTF-8 become "byte 0xNN". The last guard before standard error (and the page).
std::string clean_message(std::string_view message);

}  // namespace whowins
