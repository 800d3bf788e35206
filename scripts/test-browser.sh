#!/usr/bin/env bash
# Exercises the built packages in headless Chromium (Debian's chromium, driven by playwright-core):
# one call and one paginated walk per package against the fakes over real HTTP on 127.0.0.1.
# Installs chromium when /usr/bin/chromium is missing (needs root and apt, as on a fresh CI machine).
# Set SKIP_BUILD=1 when the packages are already built.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

# shellcheck source=scripts/lib.sh
. scripts/lib.sh
ensure_chromium
build_packages

# `node` is the workspace's Node 22 (first on PATH above).
exec node tests/browser/run.js
