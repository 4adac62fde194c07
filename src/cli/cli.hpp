// The `whowins` command line as a function, so tests run it in-process (natively and in WASM).
#pragma once
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace whowins {

// Runs `whowins args...` (a game's answer, or `whowins puzzles <game> ...`). `read_input` is called at most once, only
// when a game is solved; the text it returns must stay valid until run_cli returns. Writes the answer to `out` and at
// most one line to `err`. Returns the exit status: 0 success, 2 bad input or bad usage (err names the problem and its
// line).
int run_cli(const std::vector<std::string_view>& args, const std::function<std::string_view()>& read_input,
            std::string& out, std::string& err);
// The same, where a long answer (`whowins design --json`) is handed to `write_out` in pieces as
// it is written, once the input is read and solved (so a refusal still leaves nothing written);
// `out` then holds the last piece. The bytes are the same.
int run_cli(const std::vector<std::string_view>& args, const std::function<std::string_view()>& read_input,
            std::string& out, std::string& err, const std::function<void(std::string_view)>& write_out);

}  // namespace whowins
