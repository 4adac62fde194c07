// `whowins` entry point: reads all of standard input, runs the CLI, writes the answer.
// The only platform code of the CLI lives here.
#include <sys/stat.h>
#if !defined(__EMSCRIPTEN__)
#include <sys/mman.h>
#include <unistd.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>
#include "cli/cli.hpp"

namespace {

// All of standard input. A regular file is mapped (no copy) where mmap exists; anything else
// (a pipe, a terminal) is read in growing chunks.
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
  void* mapped_ = nullptr;
  std::size_t mapped_size_ = 0;
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
  std::vector<std::string_view> args(argv + 1, argv + argc);
  std::string out, err;
  StdinText input;
  const int status = whowins::run_cli(args, [&] { return input.get(); }, out, err);
  if (!out.empty()) std::fwrite(out.data(), 1, out.size(), stdout);
  if (!err.empty()) std::fwrite(err.data(), 1, err.size(), stderr);
  std::fflush(stdout);
  return status;
}
