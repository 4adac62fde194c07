#!/usr/bin/env bash
# scripts/check-format.sh [--write] — the layout check: Prettier (.prettierrc.json) over the
# JavaScript, clang-format (.clang-format) over the C++, both on the files git tracks. Without
# --write it changes nothing and fails, naming the files, when either tool would change one.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT" || exit 1
mapfile -t js < <(git ls-files '*.js' '*.mjs')
mapfile -t cpp < <(git ls-files '*.cpp' '*.hpp' '*.h')
if [ "${1:-}" = "--write" ]; then
  npx --no-install prettier --log-level warn --write "${js[@]}"
  clang-format -i "${cpp[@]}"
  exit 0
fi
status=0
npx --no-install prettier --log-level warn --check "${js[@]}" || status=1
clang-format --dry-run --Werror "${cpp[@]}" 2>&1 | grep -E '^[^ ].*: (error|warning):' | cut -d: -f1 | sort -u \
  | sed 's/^/clang-format would change /'
[ "${PIPESTATUS[0]}" -eq 0 ] || status=1
[ "$status" -eq 0 ] && echo "check-format: every file as Prettier and clang-format lay it out"
exit "$status"
