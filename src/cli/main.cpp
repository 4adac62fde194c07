// `whowins` entry point: reads all of standard input, runs the CLI, writes the answer.
#include <sys/stat.h>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>
#include "cli/cli.hpp"

namespace {

std::string read_all_stdin() {
  std::string text;
  std::size_t used = 0;
  // A redirected file: read it in one go into a buffer of its size (+1 to see the end).
  struct stat info;
  const bool sized = fstat(fileno(stdin), &info) == 0 && S_ISREG(info.st_mode) && info.st_size > 0;
  text.resize(sized ? static_cast<std::size_t>(info.st_size) + 1 : std::size_t{1} << 20);
  for (;;) {
    const std::size_t got = std::fread(text.data() + used, 1, text.size() - used, stdin);
    used += got;
    if (used < text.size()) {
      if (std::ferror(stdin)) throw std::runtime_error("cannot read standard input");
      break;
    }
    text.resize(text.size() * 2);
  }
  text.resize(used);
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string_view> args(argv + 1, argv + argc);
  std::string out, err;
  const int status = whowins::run_cli(args, read_all_stdin, out, err);
  if (!out.empty()) std::fwrite(out.data(), 1, out.size(), stdout);
  if (!err.empty()) std::fwrite(err.data(), 1, err.size(), stderr);
  std::fflush(stdout);
  return status;
}
