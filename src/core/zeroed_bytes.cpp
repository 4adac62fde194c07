// ZeroedBytes: calloc / free by default, or the hooks a front end installed.
#include "core/zeroed_bytes.hpp"
#include <cstdlib>
#include <new>

namespace whowins {
namespace {

void* calloc_bytes(std::size_t n) { return std::calloc(n ? n : 1, 1); }
void free_bytes(void* p, std::size_t) { std::free(p); }
constexpr ZeroedBytesHooks kHeapHooks{calloc_bytes, free_bytes};
const ZeroedBytesHooks* g_hooks = &kHeapHooks;

}  // namespace

void set_zeroed_bytes_hooks(const ZeroedBytesHooks* hooks) { g_hooks = hooks ? hooks : &kHeapHooks; }

ZeroedBytes::ZeroedBytes(std::size_t n) : n_(n), hooks_(g_hooks) {
  p_ = static_cast<std::uint8_t*>(hooks_->allocate(n));
  if (!p_) throw std::bad_alloc();
}

void ZeroedBytes::release() {
  if (!p_) return;
  hooks_->release(p_, n_);
  p_ = nullptr;
}

}  // namespace whowins
