#!/usr/bin/env bash
# Exercises the built packages in headless Chromium (Debian's chromium, driven by playwright-core): the
# Chromium row of the runtime matrix (tests/runtimes/run.js --only chromium), that is, per package one call,
# one paginated walk, one typed error, one aborted call and one streamed download, from a page served on
# another origin than the fakes (so CORS is exercised too). CI runs it within `pnpm test:runtimes`; this
# script is the quick way to run the Chromium row alone, without installing the other runtimes.
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
exec node tests/runtimes/run.js --only chromium "$@"
