#!/usr/bin/env bash
# Runs the BUILT packages on every runtime a user may run them on (tests/runtimes/run.js): Node 22.12 (the
# engines floor), Node 22 (the workspace's), Node 24, Bun, Deno, workerd (through miniflare), the edge runtime and headless Chromium;
# and Node 20.9, below the floor, where a fake must refuse to start at once and name the version it needs.
# The runtimes come from the npm registry, pinned, installed OUTSIDE the workspace (so the lockfile and
# node_modules stay untouched): each Node under .tools/node<name> (Node 24 shared with scripts/test-node24.sh), the others
# under .tools/runtimes with a package.json of their own. Each is installed only when its version is not
# there yet, so a second run (or a CI run with .tools cached) installs nothing; Deno's cache lives in
# .tools/runtimes/deno-dir. Chromium comes from apt as in scripts/test-browser.sh. Needs npm (any
# Node >= 20) on PATH. Set SKIP_BUILD=1 when the packages are already built.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

NODE_FLOOR_VERSION=22.12.0
NODE_OLD_VERSION=20.9.0
NODE24_VERSION=24.21.0
BUN_VERSION=1.4.5
DENO_VERSION=2.9.6
MINIFLARE_VERSION=4.20260730.0
EDGE_RUNTIME_VERSION=4.0.1

NODE24_PREFIX=.tools/node24
NODE24="$NODE24_PREFIX/node_modules/node/bin/node"
NODE_FLOOR_PREFIX=.tools/node-floor
NODE_FLOOR="$NODE_FLOOR_PREFIX/node_modules/node/bin/node"
NODE_OLD_PREFIX=.tools/node20
NODE_OLD="$NODE_OLD_PREFIX/node_modules/node/bin/node"
PREFIX=.tools/runtimes

# Node from the npm registry into a prefix of its own, unless that version is there already.
install_node() { # prefix version
  local bin="$1/node_modules/node/bin/node"
  if [ ! -x "$bin" ] || [ "$("$bin" --version)" != "v$2" ]; then
    echo "installing node@$2 into $1"
    mkdir -p "$1"
    [ -f "$1/package.json" ] || echo '{"private":true}' > "$1/package.json"
    npm install --prefix "$1" --no-save --no-audit --no-fund --loglevel=error "node@$2"
  fi
}
# Node 24; Node 22.12, the oldest Node the packages' engines field allows; Node 20.9, for the fakes' refusal.
install_node "$NODE24_PREFIX" "$NODE24_VERSION" # where scripts/test-node24.sh installs it too
install_node "$NODE_FLOOR_PREFIX" "$NODE_FLOOR_VERSION"
install_node "$NODE_OLD_PREFIX" "$NODE_OLD_VERSION"

# Bun, Deno, miniflare (with its workerd) and the edge runtime, together in one package.json.
installed() { # name version: true when node_modules/<name> is that version
  local manifest="$PREFIX/node_modules/$1/package.json"
  [ -f "$manifest" ] && [ "$(node -p "require('./$manifest').version")" = "$2" ]
}
if ! { installed bun "$BUN_VERSION" && installed deno "$DENO_VERSION" && installed miniflare "$MINIFLARE_VERSION" && installed edge-runtime "$EDGE_RUNTIME_VERSION" \
  && [ -x "$PREFIX/node_modules/.bin/bun" ] && [ -x "$PREFIX/node_modules/.bin/deno" ]; }; then
  echo "installing bun@$BUN_VERSION deno@$DENO_VERSION miniflare@$MINIFLARE_VERSION edge-runtime@$EDGE_RUNTIME_VERSION into $PREFIX"
  mkdir -p "$PREFIX"
  # Its own package.json keeps npm from walking up into the pnpm workspace.
  cat > "$PREFIX/package.json" <<EOF
{
  "private": true,
  "description": "Runtimes of scripts/test-runtimes.sh (not part of the workspace).",
  "dependencies": {
    "bun": "$BUN_VERSION",
    "deno": "$DENO_VERSION",
    "edge-runtime": "$EDGE_RUNTIME_VERSION",
    "miniflare": "$MINIFLARE_VERSION"
  }
}
EOF
  npm install --prefix "$PREFIX" --no-audit --no-fund --loglevel=error
fi

# shellcheck source=scripts/lib.sh
. scripts/lib.sh
ensure_chromium
build_packages

# `node` is the workspace's Node 22 (first on PATH above).
exec node tests/runtimes/run.js \
  --node-floor "$NODE_FLOOR" \
  --node-old "$NODE_OLD" \
  --node24 "$NODE24" \
  --bun "$PREFIX/node_modules/.bin/bun" \
  --deno "$PREFIX/node_modules/.bin/deno" \
  --tools "$PREFIX" \
  "$@"
