#!/usr/bin/env bash
# scripts/apt-install.sh PKG... — install the Debian packages that are missing, and only those.
#
# Idempotent and fast when everything is present (one dpkg-query per package, no network).
# `apt-get update` runs only when the package lists are missing or an install fails
# (stale lists), never on every call. Needs root, or sudo.
set -euo pipefail

[ "$#" -gt 0 ] || exit 0

installed() {
  [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null || true)" = "install ok installed" ]
}

missing=()
for pkg in "$@"; do
  installed "$pkg" || missing+=("$pkg")
done
[ "${#missing[@]}" -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "apt-install: missing packages (${missing[*]}) and no apt-get here; install them by hand" >&2
  exit 1
fi

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo "$@"
  else echo "apt-install: need root (or sudo) to run: $*" >&2; return 1
  fi
}

export DEBIAN_FRONTEND=noninteractive
apt_get() { as_root env DEBIAN_FRONTEND=noninteractive apt-get -q "$@"; }

echo "apt-install: installing ${missing[*]}"
if ! compgen -G '/var/lib/apt/lists/*_Packages*' >/dev/null; then
  apt_get update
fi
if ! apt_get install -y "${missing[@]}"; then
  echo "apt-install: install failed, refreshing package lists and retrying" >&2
  apt_get update
  apt_get install -y "${missing[@]}"
fi
