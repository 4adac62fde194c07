#!/usr/bin/env bash
# scripts/setup.sh — install everything a build and the tests need. Idempotent and quick
# when all is present (no network then): Debian packages, the Emscripten toolchain
# (emsdk-setup.sh → build/emsdk.env), Chromium for the browser tests, clang for the fuzzers,
# and the page's npm
# packages (npm ci from the lockfile).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

# --- Debian packages ------------------------------------------------------------------------
pkgs=(build-essential cmake ninja-build catch2)
# Node: keep whatever node/npm is already there (e.g. NodeSource's nodejs, which bundles npm
# and conflicts with Debian's npm package); install Debian's only when the command is missing.
command -v node >/dev/null 2>&1 || pkgs+=(nodejs)
command -v npm  >/dev/null 2>&1 || pkgs+=(npm)
# Headless Chromium for the page's browser tests (web/e2e, driven by playwright-core; never
# `npx playwright install`: Debian's build is the one the tests launch, /usr/bin/chromium).
pkgs+=(chromium)
# clang 14 with its libFuzzer, ASan and UBSan runtimes, for the fuzz targets (tests/fuzz/run.sh).
pkgs+=(clang libclang-rt-14-dev)
# Graphviz's dot renders `whowins <game> --dot` in a test.
pkgs+=(graphviz)
# clang-format checks the C++ layout (.clang-format) in scripts/check-format.sh.
pkgs+=(clang-format)
bash scripts/apt-install.sh "${pkgs[@]}"

# --- Emscripten -----------------------------------------------------------------------------
bash ./emsdk-setup.sh

# --- npm packages (web page / browser tests) -------------------------------------------------
# `npm ci` only when package-lock.json exists and changed since the last successful install.
if [ -f package-lock.json ]; then
  stamp=node_modules/.whowins-npm-ci.sha256
  want="$(sha256sum package-lock.json | cut -d' ' -f1)"
  if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    echo "setup: npm ci"
    npm ci --no-audit --no-fund
    echo "$want" >"$stamp"
  fi
fi

echo "setup: ok"
