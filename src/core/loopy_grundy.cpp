// Fraenkel–Yesha's labelling of the generalized Sprague–Grundy function, stage by stage, in chunks.
#include "core/release.hpp"
#include "core/loopy_grundy.hpp"
#include <algorithm>
#include <tuple>

namespace whowins {

std::uint32_t LoopyNimValues::option_with_value(std::uint32_t v, std::uint32_t a) const {
  const auto values = finite_option_values(v);
  const auto it = std::lower_bound(values.begin(), values.end(), a);
  if (it == values.end() || *it != a) return kNone;
  return option_vertex[option_offset[v] + static_cast<std::uint32_t>(it - values.begin())];
}

std::uint32_t LoopyNimValues::mex(std::uint32_t v) const {
  std::uint32_t m = 0;
  for (std::uint32_t a : finite_option_values(v)) {  // ascending and distinct
    if (a != m) break;
    ++m;
  }
  return m;
}

LoopyGrundySolver::LoopyGrundySolver(CsrGraph& graph) : graph_(graph), n_(graph.vertex_count) {
  out_.value.assign(n_, kUnlabelled);
  out_.order.assign(n_, LoopyNimValues::kInfinite);
  open_options_ = graph.out_deg;
  answered_.assign(n_, 0);
  blocked_stage_.assign(n_, 0);
  answered_options_.assign(n_, 0);
  queue_.reserve(n_);
  unlabelled_.resize(n_);
  for (std::uint32_t v = 0; v < n_; ++v) {
    unlabelled_[v] = v;
    if (graph.out_deg[v] == 0) ready_.push_back(v);  // sinks: 0 at stage 0
  }
}

double LoopyGrundySolver::progress() const {
  if (done()) return 1;
  const double n = n_ ? double(n_) : 1;
  return std::min(0.999,
                  0.9 * double(next_order_ + (n_ - unlabelled_.size())) / (2 * n) + 0.1 * double(options_done_) / n);
}

bool LoopyGrundySolver::advance(std::uint64_t budget) {
  const std::uint64_t stop = budget > UINT64_MAX - work_ ? UINT64_MAX : work_ + budget;
  std::uint32_t* value = out_.value.data();
  while (phase_ != Phase::kDone) {
    if (work_ >= stop) return false;
    switch (phase_) {
      case Phase::kStage:
        if (unlabelled_.empty()) {
          graph_.build_successors();
          work_ += n_ + graph_.edge_count();
          out_.option_offset.assign(1, 0);
          out_.option_offset.reserve(std::size_t{n_} + 1);
          out_.option_value.reserve(graph_.edge_count());
          out_.option_vertex.reserve(graph_.edge_count());
          phase_ = Phase::kOptions;
          break;
        }
        // The vertices whose every option got a finite label (below m) by now: label m at once.
        queue_.swap(ready_);
        ready_.clear();
        head_ = 0;
        phase_ = Phase::kQueue;
        break;
      case Phase::kQueue: {
        // Raw pointers and a local count: the compiler cannot keep members in registers across the
        // stores below (they might alias), and this loop is nearly all of a sparse graph's time.
        const std::uint32_t mark = stage_ + 1;
        std::uint32_t* open = open_options_.data();
        std::uint32_t* answered = answered_.data();
        std::uint32_t* blocked_stage = blocked_stage_.data();
        std::uint32_t* answered_options = answered_options_.data();
        std::uint32_t* order = out_.order.data();
        const std::uint32_t* offsets = graph_.pred_offset.data();
        const std::uint32_t* preds = graph_.pred.data();
        std::uint64_t work = work_;
        std::uint32_t next_order = next_order_;
        while (head_ < queue_.size() && work < stop) {
          const std::uint32_t u = queue_[head_++];
          value[u] = stage_;
          order[u] = next_order++;
          work += 1 + offsets[u + 1] - offsets[u];
          for (std::uint32_t i = offsets[u], end = offsets[u + 1]; i < end; ++i) {
            const std::uint32_t p = preds[i];
            // u is finite now: one open option fewer for p; p has an option labelled m, so a p whose
            // options are now all finite is labelled at the next stage.
            if (--open[p] == 0 && value[p] == kUnlabelled) ready_.push_back(p);
            if (answered[p] == mark) continue;
            answered[p] = mark;
            if (value[p] < kUnlabelled) continue;  // a finite option (below m) never blocks anyone
            // p, unlabelled or ∞, is answered (it has an option labelled m): its unlabelled predecessors
            // with no option labelled m have one blocking option fewer.
            work += offsets[p + 1] - offsets[p];
            for (std::uint32_t j = offsets[p], stop_j = offsets[p + 1]; j < stop_j; ++j) {
              const std::uint32_t q = preds[j];
              if (value[q] != kUnlabelled || answered[q] == mark) continue;
              if (blocked_stage[q] != mark) blocked_stage[q] = mark, answered_options[q] = 0;
              if (++answered_options[q] == open[q]) queue_.push_back(q);
            }
          }
        }
        work_ = work;
        next_order_ = next_order;
        if (head_ == queue_.size()) {
          queue_.clear();
          scan_ = kept_ = 0;
          phase_ = Phase::kInfinite;
        }
        break;
      }
      case Phase::kInfinite: {
        // Unlabelled and no option labelled m: ∞. Unlabelled with one: kept for stage m + 1.
        const std::uint32_t mark = stage_ + 1;
        while (scan_ < unlabelled_.size() && work_ < stop) {
          const std::uint32_t u = unlabelled_[scan_++];
          ++work_;
          if (value[u] != kUnlabelled) continue;
          if (answered_[u] == mark)
            unlabelled_[kept_++] = u;
          else
            value[u] = LoopyNimValues::kInfinite;
        }
        if (scan_ == unlabelled_.size()) {
          unlabelled_.resize(kept_);
          ++stage_;
          phase_ = Phase::kStage;
        }
        break;
      }
      case Phase::kOptions: {
        std::vector<std::tuple<std::uint32_t, std::uint32_t, std::uint32_t>> options;  // (value, order, vertex)
        while (options_done_ < n_ && work_ < stop) {
          const std::uint32_t v = options_done_++;
          options.clear();
          for (std::uint32_t w : graph_.successors(v))
            if (value[w] != LoopyNimValues::kInfinite) options.emplace_back(value[w], out_.order[w], w);
          std::sort(options.begin(), options.end());
          for (std::size_t i = 0; i < options.size(); ++i)
            if (i == 0 || std::get<0>(options[i]) != std::get<0>(options[i - 1])) {
              out_.option_value.push_back(std::get<0>(options[i]));
              out_.option_vertex.push_back(std::get<2>(options[i]));
            }
          out_.option_offset.push_back(static_cast<std::uint32_t>(out_.option_value.size()));
          work_ += 1 + options.size();
        }
        if (options_done_ == n_) {
          release(open_options_);
          release(answered_);
          release(blocked_stage_);
          release(answered_options_);
          release(queue_);
          release(ready_);
          release(unlabelled_);
          phase_ = Phase::kDone;
        }
        break;
      }
      case Phase::kDone:
        break;
    }
  }
  return true;
}

}  // namespace whowins
