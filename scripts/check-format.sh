#!/usr/bin/env bash
# scripts/check-format.sh [--write] — the layout check: Prettier (.prettierrc.json) over the
# JavaScript, clang-format (.clang-format) over the C++, both on the files git tracks. Without
# --write it changes nothing and fails, naming the files, when either tool would change one.
# It also counts the lines over MAX_COLUMNS characters in src/ and web/ (web/e2e and web/test
# aside), which neither tool breaks (strings, template literals, comments): more than
# MAX_LONG_LINES fails the check, naming the files (with --write they are only listed).
set -uo pipefail
MAX_COLUMNS=120
MAX_LONG_LINES=20
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT" || exit 1
mapfile -t js < <(git ls-files '*.js' '*.mjs')
mapfile -t cpp < <(git ls-files '*.cpp' '*.hpp' '*.h')
# long_lines: "count file" for each file of src/ and web/ with lines over MAX_COLUMNS characters
# (characters, not bytes: perl reads UTF-8), most first.
long_lines() {
  git ls-files src web | grep -v -e '^web/e2e/' -e '^web/test/' | grep -E '\.(js|mjs|cpp|hpp|h)$' \
    | MAX_COLUMNS="$MAX_COLUMNS" xargs -r perl -CSD -ne \
      '$n{$ARGV}++ if length($_) - /\n$/ > $ENV{MAX_COLUMNS}; END { print "$n{$_} $_\n" for keys %n }' \
    | sort -k1,1nr -k2
}
# check_long_lines: fails, naming the files, when more than MAX_LONG_LINES lines are too long.
check_long_lines() {
  local listing total
  listing="$(long_lines)"
  total="$(awk '{ s += $1 } END { print s + 0 }' <<<"$listing")"
  [ "$total" -le "$MAX_LONG_LINES" ] && return 0
  echo "check-format: $total lines of src/ and web/ are over $MAX_COLUMNS characters (at most $MAX_LONG_LINES):"
  sed -E 's/^([0-9]+) (.*)$/  \2: \1/' <<<"$listing"
  return 1
}
if [ "${1:-}" = "--write" ]; then
  npx --no-install prettier --log-level warn --write "${js[@]}"
  clang-format -i "${cpp[@]}"
  check_long_lines
  exit 0
fi
status=0
npx --no-install prettier --log-level warn --check "${js[@]}" || status=1
clang-format --dry-run --Werror "${cpp[@]}" 2>&1 | grep -E '^[^ ].*: (error|warning):' | cut -d: -f1 | sort -u \
  | sed 's/^/clang-format would change /'
[ "${PIPESTATUS[0]}" -eq 0 ] || status=1
check_long_lines || status=1
[ "$status" -eq 0 ] && echo "check-format: every file as Prettier and clang-format lay it out;" \
  "at most $MAX_LONG_LINES lines over $MAX_COLUMNS characters"
exit "$status"
