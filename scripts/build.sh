#!/usr/bin/env bash
# scripts/build.sh [native|wasm|all] — configure (if needed) and build.
#   native → build/native  (g++, Ninja, Release; CLI, tests, benchmarks)
#   wasm   → build/wasm    (emcmake, Ninja, Release; CLI and tests run under node; no benchmarks)
# The WASM build uses the toolchain described by build/emsdk.env (written by emsdk-setup.sh,
# which this runs when the file is missing). Extra CMake arguments: WHOWINS_CMAKE_ARGS.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
what="${1:-all}"
# shellcheck disable=SC2206
extra=(${WHOWINS_CMAKE_ARGS:-})

build_native() {
  echo "== build native (build/native)"
  cmake -S . -B build/native -G Ninja -DCMAKE_BUILD_TYPE=Release "${extra[@]}"
  cmake --build build/native
}

build_wasm() {
  echo "== build wasm (build/wasm)"
  [ -f build/emsdk.env ] || bash ./emsdk-setup.sh
  set +u
  # shellcheck disable=SC1091
  . build/emsdk.env
  set -u
  local node stamp
  node="${EMSDK_NODE:-$(command -v node)}"
  # A build tree configured with another toolchain cannot be reconfigured: start it afresh.
  stamp="$(cat build/emsdk.env; command -v emcc; echo "$node")"
  if [ -f build/wasm/CMakeCache.txt ] && [ "$(cat build/wasm/.toolchain-stamp 2>/dev/null)" != "$stamp" ]; then
    echo "build.sh: the Emscripten toolchain changed; wiping build/wasm"
    rm -rf build/wasm
  fi
  # CMAKE_CROSSCOMPILING_EMULATOR: emcmake's default adds a node flag that node 20 rejects,
  # after which catch_discover_tests silently finds no tests. Plain node works.
  emcmake cmake -S . -B build/wasm -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CROSSCOMPILING_EMULATOR="$node" -DWHOWINS_BENCH=OFF "${extra[@]}"
  printf '%s' "$stamp" >build/wasm/.toolchain-stamp
  cmake --build build/wasm
}

case "$what" in
  native) build_native ;;
  wasm)   build_wasm ;;
  all)    build_native; build_wasm ;;
  *) echo "usage: scripts/build.sh [native|wasm|all]" >&2; exit 2 ;;
esac
