#!/usr/bin/env bash
# scripts/serve.sh — set everything up, build the WASM solver and the static page into
# build/web (copy that folder to any static host as-is), and serve it on 127.0.0.1.
# The page opens on NEERC 2016 G's sample graph, solved. PORT=... picks the port (default 8080).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

bash scripts/setup.sh
bash scripts/build.sh wasm
node scripts/build-web.mjs --solver=wasm
echo
echo "== serving build/web on http://127.0.0.1:${PORT:-8080}/ (Ctrl+C stops)"
exec node scripts/serve-web.mjs
