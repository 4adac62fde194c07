// The thread pool behind run_lanes: helper threads started once (set_threads), woken per job
// by a generation counter, the caller waiting until every lane of the job has finished.
#include "core/parallel.hpp"
#include <algorithm>
#if WHOWINS_THREADS
#include <condition_variable>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>
#endif
#if WHOWINS_THREADS && defined(__EMSCRIPTEN__)
#include <emscripten/threading.h>
#endif

namespace whowins {
namespace {

int g_threads = 1;

#if WHOWINS_THREADS
thread_local bool t_in_lane = false;

class Pool {
 public:
  ~Pool() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stop_ = true;
    }
    go_.notify_all();
    for (std::thread& t : helpers_) t.join();
  }
  // Helper threads up to `count` (fewer when a thread cannot be started); the count reached.
  int grow(int count) {
    while (static_cast<int>(helpers_.size()) < count) {
      try {
        const int id = static_cast<int>(helpers_.size()) + 1;
        helpers_.emplace_back([this, id] { loop(id); });
      } catch (const std::system_error&) {
        break;
      }
    }
    return static_cast<int>(helpers_.size());
  }
  void run(int lanes, void (*fn)(void*, int), void* ctx) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      fn_ = fn, ctx_ = ctx, lanes_ = lanes, running_ = lanes - 1, error_ = nullptr;
      ++generation_;
    }
    go_.notify_all();
    std::exception_ptr mine;
    t_in_lane = true;
    try {
      fn(ctx, 0);
    } catch (...) {
      mine = std::current_exception();
    }
    t_in_lane = false;
    std::unique_lock<std::mutex> lock(mutex_);
    done_.wait(lock, [&] { return running_ == 0; });
    if (!mine) mine = error_;
    error_ = nullptr;
    lock.unlock();
    if (mine) std::rethrow_exception(mine);
  }

 private:
  void loop(int id) {
    t_in_lane = true;
    std::uint64_t seen = 0;
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      go_.wait(lock, [&] { return stop_ || generation_ != seen; });
      if (stop_) return;
      seen = generation_;
      if (id >= lanes_) continue;
      void (*fn)(void*, int) = fn_;
      void* ctx = ctx_;
      lock.unlock();
      std::exception_ptr error;
      try {
        fn(ctx, id);
      } catch (...) {
        error = std::current_exception();
      }
      lock.lock();
      if (error && !error_) error_ = error;
      if (--running_ == 0) done_.notify_one();
    }
  }
  std::mutex mutex_;
  std::condition_variable go_, done_;
  std::vector<std::thread> helpers_;
  void (*fn_)(void*, int) = nullptr;
  void* ctx_ = nullptr;
  int lanes_ = 0, running_ = 0;
  std::uint64_t generation_ = 0;
  bool stop_ = false;
  std::exception_ptr error_;
};

Pool& pool() {
  static Pool p;
  return p;
}
#endif

}  // namespace

int set_threads(int n) {
#if WHOWINS_THREADS
  n = std::clamp(n, 1, kMaxThreads);
#if defined(__EMSCRIPTEN__)
  // In the browser, no more than the cores: the pthread pool is sized by them (CMakeLists.txt).
  n = std::clamp(n, 1, std::max(1, emscripten_num_logical_cores()));
#endif
  g_threads = n > 1 ? std::min(n - 1, pool().grow(n - 1)) + 1 : 1;
#else
  (void)n;
  g_threads = 1;
#endif
  return g_threads;
}

int threads() { return g_threads; }

void run_lanes(int lanes, void (*fn)(void*, int), void* ctx) {
  lanes = std::clamp(lanes, 1, g_threads);
#if WHOWINS_THREADS
  if (lanes > 1 && !t_in_lane) {
    pool().run(lanes, fn, ctx);
    return;
  }
#endif
  for (int lane = 0; lane < lanes; ++lane) fn(ctx, lane);
}

}  // namespace whowins
