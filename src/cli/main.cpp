// `whowins` entry point: reads all of standard input, runs the CLI, writes the answer.
// The only platform code of the CLI lives here.
#include <sys/stat.h>
#if !defined(__EMSCRIPTEN__)
#include <sys/mman.h>
#include <unistd.h>
#include <algorithm>
#include <system_error>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <new>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>
#include "cli/cli.hpp"
#include "core/zeroed_bytes.hpp"

namespace {

// All of standard input. A regular file is mapped (no copy) where mmap exists; anything else
// (a pipe, a terminal) is read in growing chunks (into a growing mapping on Linux).
class StdinText {
 public:
  std::string_view get() {
#if !defined(__EMSCRIPTEN__)
    struct stat info;
    if (fstat(fileno(stdin), &info) == 0 && S_ISREG(info.st_mode) && info.st_size > 0) {
      const off_t at = lseek(fileno(stdin), 0, SEEK_CUR);
      const auto size = static_cast<std::size_t>(info.st_size);
      void* p = mmap(nullptr, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fileno(stdin), 0);
      if (p != MAP_FAILED && at >= 0 && static_cast<std::size_t>(at) <= size) {
        mapped_ = p;
        mapped_size_ = size;
        return {static_cast<const char*>(p) + at, size - static_cast<std::size_t>(at)};
      }
      if (p != MAP_FAILED) munmap(p, size);
    }
#endif
#if !defined(__EMSCRIPTEN__) && defined(__linux__)
    // A pipe on Linux: an anonymous mapping grown by mremap (no copy; only the pages read are
    // resident), so the text costs its own size and not the doubling's freed buffers, which the
    // heap would keep (a 10 MB design through a pipe: 110 MB peak with them, 89 MB without).
    if (void* p = mmap(nullptr, std::size_t{1} << 20, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        p != MAP_FAILED) {
      mapped_ = p;
      mapped_size_ = std::size_t{1} << 20;
      std::size_t used = 0;
      for (;;) {
        used += std::fread(static_cast<char*>(mapped_) + used, 1, mapped_size_ - used, stdin);
        if (used < mapped_size_) {
          if (std::ferror(stdin)) throw std::runtime_error("cannot read standard input");
          break;
        }
        void* q = mremap(mapped_, mapped_size_, 2 * mapped_size_, MREMAP_MAYMOVE);
        if (q == MAP_FAILED) throw std::bad_alloc();
        mapped_ = q;
        mapped_size_ *= 2;
      }
      return {static_cast<const char*>(mapped_), used};
    }
#endif
    std::size_t used = 0;
    text_.resize(std::size_t{1} << 20);
    for (;;) {
      const std::size_t got = std::fread(text_.data() + used, 1, text_.size() - used, stdin);
      used += got;
      if (used < text_.size()) {
        if (std::ferror(stdin)) throw std::runtime_error("cannot read standard input");
        break;
      }
      text_.resize(text_.size() * 2);
    }
    text_.resize(used);
    return text_;
  }
  ~StdinText() {
#if !defined(__EMSCRIPTEN__)
    if (mapped_) munmap(mapped_, mapped_size_);
#endif
  }

 private:
  std::string text_;
  [[maybe_unused]] void* mapped_ = nullptr;
  [[maybe_unused]] std::size_t mapped_size_ = 0;
};

#if !defined(__EMSCRIPTEN__) && defined(__linux__)
// The core's big zeroed buffers (a police-and-thief solution: a byte per police-to-move position, hundreds of
// MB) as anonymous mappings with transparent huge pages asked for, populated ahead by a second
// thread while the solve starts: the kernel zeroes every fresh page on its first touch (~0.5
// GB/s on the VMs measured, a fifth of a large solve when the solving thread pays it).
// MADV_POPULATE_WRITE (Linux 5.14) faults the pages in without writing to them, so it never
// races with the solver's own writes; where it is missing the solver simply faults them itself.
class MappedBuffers {
 public:
  static constexpr std::size_t kMinimum = std::size_t{4} << 20;
  static const whowins::ZeroedBytesHooks hooks;

 private:
  struct Block {
    void* p;
    std::size_t n;
    std::atomic<bool> stop{false};
    std::thread populate;
    ~Block() {  // also at exit, for a block never released
      stop = true;
      if (populate.joinable()) populate.join();
    }
  };
  static std::mutex mutex_;
  static std::vector<std::unique_ptr<Block>> blocks_;

  static void populate(Block* b) {
#ifdef MADV_POPULATE_WRITE
    constexpr std::size_t chunk = std::size_t{32} << 20;
    auto* base = static_cast<char*>(b->p);
    for (std::size_t at = 0; at < b->n && !b->stop.load(std::memory_order_relaxed); at += chunk)
      if (madvise(base + at, std::min(chunk, b->n - at), MADV_POPULATE_WRITE) != 0) break;
#else
    (void)b;
#endif
  }
  // Stops and forgets p's populating thread (if p is a mapped block); returns whether it was.
  static bool forget(void* p) {
    std::unique_ptr<Block> b;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      for (auto& x : blocks_)
        if (x->p == p) {
          b = std::move(x);
          x = std::move(blocks_.back());
          blocks_.pop_back();
          break;
        }
    }
    return b != nullptr;  // its destructor stops and joins the populating thread
  }
  static void* allocate(std::size_t n) {
    if (n < kMinimum) return std::calloc(n ? n : 1, 1);
    void* p = mmap(nullptr, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) return nullptr;
    madvise(p, n, MADV_HUGEPAGE);  // a hint: without it the memory is the same, in small pages
    auto b = std::make_unique<Block>();
    b->p = p, b->n = n;
    try {
      b->populate = std::thread(populate, b.get());
    } catch (const std::system_error&) {  // no thread: the solver faults the pages itself
    }
    std::lock_guard<std::mutex> lock(mutex_);
    blocks_.push_back(std::move(b));
    return p;
  }
  static void release(void* p, std::size_t n) {
    if (forget(p))
      munmap(p, n);
    else
      std::free(p);
  }
};
std::mutex MappedBuffers::mutex_;
std::vector<std::unique_ptr<MappedBuffers::Block>> MappedBuffers::blocks_;
const whowins::ZeroedBytesHooks MappedBuffers::hooks{MappedBuffers::allocate, MappedBuffers::release};
#endif

// Standard output, written with every failure kept: the CLI never reports success for an answer
// it could not write. The first failed write's errno is kept, and nothing more is written.
class CheckedStdout {
 public:
  void write(std::string_view piece) {
    if (error_ != 0 || piece.empty()) return;
    if (std::fwrite(piece.data(), 1, piece.size(), stdout) != piece.size()) error_ = errno ? errno : EIO;
  }
  // Flushes; 0 when every byte reached the stream's file, else the errno of the first failure.
  int finish() {
    if (error_ == 0 && std::fflush(stdout) != 0) error_ = errno ? errno : EIO;
    return error_;
  }

 private:
  int error_ = 0;
};

}  // namespace

int main(int argc, char** argv) {
#if defined(__GLIBC__)
  // Keep freed blocks in the heap for the next phase instead of returning them to the OS:
  // a solve allocates and frees several arrays of the input's size, and every fresh page
  // costs a fault (about 10% of a large solve).
  mallopt(M_MMAP_THRESHOLD, 1 << 30);
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
#endif
#if !defined(__EMSCRIPTEN__) && defined(__linux__)
  whowins::set_zeroed_bytes_hooks(&MappedBuffers::hooks);
#endif
  std::vector<std::string_view> args(argv + 1, argv + argc);
  std::string out, err;
  StdinText input;
  CheckedStdout stdout_checked;
  // A long answer (a design's --json) comes in pieces, each written as it comes.
  const int status = whowins::run_cli(
      args, [&] { return input.get(); }, out, err, [&](std::string_view piece) { stdout_checked.write(piece); });
  stdout_checked.write(out);
  const int write_error = stdout_checked.finish();
  if (write_error == EPIPE) return 141;  // the reader stopped early (`| head`): quiet, as SIGPIPE would end it
  if (write_error != 0) {
    const std::string who = args.empty() ? "whowins" : "whowins " + std::string(args[0]);
    const std::string line = who + ": writing the answer failed: " + std::strerror(write_error) + "\n";
    std::fwrite(line.data(), 1, line.size(), stderr);
    return status == 0 ? 1 : status;
  }
  if (!err.empty()) std::fwrite(err.data(), 1, err.size(), stderr);
  return status;
}
