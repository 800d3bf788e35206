#!/usr/bin/env bash
# Exercises the built packages in headless Chromium (Debian's chromium, driven by playwright-core):
# one call and one paginated walk per package against the fakes over real HTTP on 127.0.0.1.
# Installs chromium when /usr/bin/chromium is missing (needs root and apt, as on a fresh CI machine).
# Set SKIP_BUILD=1 when the packages are already built.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "installing chromium"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

if [ "${SKIP_BUILD:-}" != "1" ]; then
  for p in core platform hosting calendar code-analysis; do
    (cd "packages/$p" && tsup >/dev/null)
  done
fi

# `node` is the workspace's Node 22 (first on PATH above).
exec node tests/browser/run.js
