// release(x): empties x and gives its memory back. (`x = {}` on a std::vector or std::string
// picks the initializer-list assignment, which empties it but keeps its capacity: the memory
// stays taken until x dies.)
#pragma once
#include <utility>

namespace whowins {

template <class T>
void release(T& x) {
  T empty{};
  using std::swap;
  swap(x, empty);
}

}  // namespace whowins
