// The solvers' threads: one global thread count and a small pool of persistent threads that
// run a job's lanes (a round's share each) and meet at the end of every job.
#pragma once
#include <cstdint>
#include <type_traits>
#include <utility>

namespace whowins {

inline constexpr int kMaxThreads = 8;

// Sets the threads a solver round may use: n clamped to [1, kMaxThreads], then to the threads
// that could be started (the pool's helper threads are started here, once, and kept for the
// process's life). Returns the count in use. Without WHOWINS_THREADS (the single-thread WASM
// build) always 1. Call it between solves (from the thread that runs them).
int set_threads(int n);
// The count in use (1 until set_threads says otherwise).
int threads();

// Runs fn(ctx, lane) for every lane in [0, lanes) — lane 0 on the calling thread, the others on
// the pool's helpers — and returns when all have finished; the first exception a lane threw is
// rethrown. lanes is clamped to threads(); with one lane (or inside a lane) it is a plain call.
void run_lanes(int lanes, void (*fn)(void*, int), void* ctx);
template <class F>
void run_lanes(int lanes, F&& f) {
  run_lanes(
      lanes, [](void* c, int lane) { (*static_cast<std::remove_reference_t<F>*>(c))(lane); },
      const_cast<void*>(static_cast<const void*>(&f)));
}

}  // namespace whowins
