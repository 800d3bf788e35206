#!/usr/bin/env bash
# The soak's short form (tests/bench/soak.test.ts): 4 worker processes of one account for 60 s against the
# platform's fake with its published rates, through a proxy that resets connections, sharing limits through a
# real redis-server, with each fault once (Redis stopped, Redis restarted empty, a worker killed). It runs
# the BUILT packages, as the bench does, so it builds them first unless SKIP_BUILD=1 (when CI has built them).
# Not part of `pnpm test`: it takes a minute and most of a core (a CI step of its own).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

# shellcheck source=scripts/lib.sh
. scripts/lib.sh
if [ "${SKIP_BUILD:-}" != "1" ]; then
  run_pnpm build >/dev/null
fi
exec vitest run --config vitest.soak.config.ts
