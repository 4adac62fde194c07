// libFuzzer target: the `n m` + edges parser (src/io/edge_list.cpp) and its header reader.
#include <string>
#include "fuzz_support.hpp"
#include "io/edge_list.hpp"

using namespace whowins;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  // The header alone: the parser must agree with it, error for error.
  std::string header_error;
  EdgeListHeader header;
  try {
    header = read_edge_list_header(text, 40, 16);
  } catch (const InputError& e) {
    header_error = e.what();
  }
  try {
    const EdgeList list = parse_edge_list(text, 40, 16);
    fuzz::check(header_error.empty(), "the parser accepted a header read_edge_list_header refused: " + header_error);
    fuzz::check(
        list.vertex_count == header.vertices && list.from.size() == header.edges && list.to.size() == header.edges,
        "parsed sizes differ from the header's");
    for (std::size_t i = 0; i < list.from.size(); ++i)
      fuzz::check(list.from[i] < list.vertex_count && list.to[i] < list.vertex_count, "an edge out of range");
  } catch (const InputError& e) {
    if (!header_error.empty())
      fuzz::check(header_error == e.what(), "header errors differ: " + header_error + " / " + e.what());
    fuzz::check(e.line() >= 1, "an edge-list error without a line");
  }
  return 0;
}
