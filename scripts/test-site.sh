#!/usr/bin/env bash
# Checks the documentation site whole (tests/site/run.js): every page read in Node (broken internal links,
# missing anchors, images, scripts and stylesheets that do not resolve, pages without main content), then in
# headless Chromium (Debian's chromium, driven by playwright-core) the home page, every guide, every package
# page, one reference page of each kind, the search and a sample of 40 reference pages drawn anew each run
# (SITE_SEED=<the printed seed> replays one): console errors, uncaught exceptions, answers of 400 or more,
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
