#!/usr/bin/env bash
# Runs the whole vitest suite on Node 24, on demand (CI does not: its Node 24 check is the runtime matrix's
# Node 24 row, the built packages' checks in scripts/test-runtimes.sh, so that the suite runs once, on
# Node 22, in `pnpm test`). Worth running after a change to how the core uses fetch, streams, timers or
# Node's http in the fakes, where Node versions differ. Node 24 comes from the npm registry (the `node`
# package, as Node 22 does for the workspace), installed OUTSIDE the workspace under .tools/node24,
# so that the lockfile and node_modules stay untouched. Needs npm (any Node >= 20) on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE_VERSION=24.21.0
PREFIX=.tools/node24
NODE24="$PREFIX/node_modules/node/bin/node"

if [ ! -x "$NODE24" ] || [ "$("$NODE24" --version)" != "v$NODE_VERSION" ]; then
  echo "installing node@$NODE_VERSION into $PREFIX"
  mkdir -p "$PREFIX"
  # --prefix with its own package.json keeps npm from walking up into the pnpm workspace.
  [ -f "$PREFIX/package.json" ] || echo '{"private":true}' > "$PREFIX/package.json"
  npm install --prefix "$PREFIX" --no-save --no-audit --no-fund --loglevel=error "node@$NODE_VERSION"
fi

echo "running the test suite on $("$NODE24" --version)"
exec "$NODE24" node_modules/vitest/vitest.mjs run "$@"
