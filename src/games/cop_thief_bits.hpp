// Word helpers the two layouts of the bit-parallel cop-thief solver share (internal header).
#pragma once
#include <cstdint>
#include <cstring>

namespace whowins::bits {

using Word = std::uint64_t;
constexpr Word kAll = ~Word{0};

// Bits set in x (no popcnt instruction in a generic x86-64 build: a call otherwise).
inline std::uint32_t bit_count(Word x) {
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<std::uint32_t>((x * 0x0101010101010101ull) >> 56);
}

// kSpread.at[m]: byte i is 0xFF where bit i of m is set.
struct SpreadTable {
  Word at[256];
  constexpr SpreadTable() : at() {
    for (int m = 0; m < 256; ++m)
      for (int i = 0; i < 8; ++i)
        if (m >> i & 1) at[m] |= Word{0xFF} << (8 * i);
  }
};
inline constexpr SpreadTable kSpread;

// The 8 bytes at dst get `code` where m's bytes are 0xFF (little-endian words, as x86-64 and WASM are).
inline void write_code_masked(std::uint8_t* dst, Word m, std::uint8_t code) {
  Word v;
  std::memcpy(&v, dst, 8);
  v = (v & ~m) | (0x0101010101010101ull * code & m);
  std::memcpy(dst, &v, 8);
}

// dst[i] = code for each bit i of x (64 bytes).
inline void write_code_bytes(std::uint8_t* dst, Word x, std::uint8_t code) {
  for (int k = 0; k < 8; ++k) write_code_masked(dst + 8 * k, kSpread.at[(x >> (8 * k)) & 255], code);
}

}  // namespace whowins::bits
