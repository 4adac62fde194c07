// ZeroedBytes: big zeroed buffers from allocation hooks a front end may install (the core's memory seam).
#pragma once
#include <cstddef>
#include <cstdint>

namespace whowins {

// How big zeroed buffers are obtained. The core uses calloc / free and includes no platform
// header; a front end may install its own hooks (the CLI maps the buffers with huge pages and
// populates them ahead on a second core, src/cli/main.cpp). `allocate` returns n zeroed bytes
// or nullptr; `release` frees what `allocate` returned, given the same n. Install before any
// buffer is made; a buffer is released through the hooks it was made with.
struct ZeroedBytesHooks {
  void* (*allocate)(std::size_t n);
  void (*release)(void* p, std::size_t n);
};
// Installs `hooks` (kept by pointer: it must outlive every buffer); nullptr: back to calloc.
void set_zeroed_bytes_hooks(const ZeroedBytesHooks* hooks);

// A zeroed byte buffer from the installed hooks. Move-only.
class ZeroedBytes {
 public:
  ZeroedBytes() = default;
  explicit ZeroedBytes(std::size_t n);  // throws std::bad_alloc
  ZeroedBytes(ZeroedBytes&& o) noexcept : p_(o.p_), n_(o.n_), hooks_(o.hooks_) { o.p_ = nullptr, o.n_ = 0; }
  ZeroedBytes& operator=(ZeroedBytes&& o) noexcept {
    if (this != &o) release(), p_ = o.p_, n_ = o.n_, hooks_ = o.hooks_, o.p_ = nullptr, o.n_ = 0;
    return *this;
  }
  ~ZeroedBytes() { release(); }
  std::uint8_t* data() const { return p_; }
  std::size_t size() const { return n_; }

 private:
  void release();
  std::uint8_t* p_ = nullptr;
  std::size_t n_ = 0;
  const ZeroedBytesHooks* hooks_ = nullptr;
};

}  // namespace whowins
