#!/usr/bin/env bash
# Opens every page of the documentation site in headless Chromium (Debian's chromium, driven by
# playwright-core; tests/site/run.js): broken internal links, missing anchors, console errors, empty pages,
# images that do not load, and horizontal overflow of the home page and a reference page on a phone.
# Builds the site first (typedoc) unless SKIP_DOCS=1 (when CI has built it already).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

# shellcheck source=scripts/lib.sh
. scripts/lib.sh
ensure_chromium
if [ "${SKIP_DOCS:-}" != "1" ]; then
  typedoc
fi

# `node` is the workspace's Node 22 (first on PATH above).
exec node tests/site/run.js
