#!/usr/bin/env bash
# Compiles a strict user's project against the packages as published: builds them (unless SKIP_BUILD=1),
# packs each with pnpm, installs the tarballs into a fresh project in a temporary folder (with zod, msw, ky
# and @types/node from the npm registry), and runs tsc on tests/consumers/ under four settings (see its
# README) on two TypeScript versions: the oldest the packages claim (TS_OLDEST, 5.9, as their READMEs and the optional `typescript` peer say)
# and the newest published when it was last moved (TS_NEWEST, 7.0.2: pinned, so that a TypeScript release
# fails no CI run by itself; `TS_NEWEST=latest` tries npm's newest, and moving the pin is a change of its own). Prints, per package, TypeScript version and setting,
# the count of errors (in the package's own .d.ts files or in the fixture's file for it), and fails on any.
# KEEP=1 keeps the temporary folder (its path is printed) to look at the full compiler output.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
export PATH="$root/node_modules/.bin:$PATH"

# shellcheck source=scripts/lib.sh
. scripts/lib.sh

ts_oldest="${TS_OLDEST:-~5.9.0}"
ts_newest="${TS_NEWEST:-7.0.2}"
packages=(core platform hosting calendar code-analysis redis-store)
settings=(nodenext commonjs preserve esnext)

tmp="$(mktemp -d)"
if [ "${KEEP:-}" = "1" ]; then echo "consumer project in $tmp"; else trap 'rm -rf "$tmp"' EXIT; fi
started=$SECONDS

if [ "${SKIP_BUILD:-}" != "1" ]; then
  run_pnpm run build >"$tmp/build.log" 2>&1 || { cat "$tmp/build.log"; echo "test-consumers: build failed" >&2; exit 1; }
  echo "built the packages ($((SECONDS - started)) s)"
fi

mkdir "$tmp/tarballs" "$tmp/consumer"
for p in "${packages[@]}"; do
  (cd "packages/$p" && run_pnpm pack --pack-destination "$tmp/tarballs" >/dev/null)
done

# The project: the tarballs (core's also as an override, so that every package's dependency on it takes the
# tarball, never the registry), the peers a user of every entry point installs, and both compilers.
cp -r tests/consumers/src tests/consumers/tsconfig.*.json "$tmp/consumer/"
node - "$tmp" "$ts_oldest" "$ts_newest" <<'EOF'
const { readdirSync, writeFileSync } = require('node:fs');
const [tmp, oldest, newest] = process.argv.slice(2);
const tarball = (name) => `file:${tmp}/tarballs/${readdirSync(`${tmp}/tarballs`).find((f) => f.startsWith(`typed-api-${name}-`))}`;
const ours = Object.fromEntries(['core', 'platform', 'hosting', 'calendar', 'code-analysis', 'redis-store'].map((name) => [`@typed-api/${name}`, tarball(name)]));
const manifest = {
  name: 'strict-consumer',
  private: true,
  type: 'module',
  dependencies: { ...ours, zod: '^4.6.7', ky: '^2.1.0', msw: '^3.0.0' },
  devDependencies: { '@types/node': '^22.12.0', 'typescript-oldest': `npm:typescript@${oldest}`, 'typescript-newest': `npm:typescript@${newest}` },
  overrides: { '@typed-api/core': ours['@typed-api/core'] },
};
writeFileSync(`${tmp}/consumer/package.json`, JSON.stringify(manifest, null, 2));
EOF
packed=$SECONDS
(cd "$tmp/consumer" && npm install --prefer-offline --no-audit --no-fund --ignore-scripts --loglevel=error >"$tmp/install.log" 2>&1) \
  || { cat "$tmp/install.log"; echo "test-consumers: npm install failed" >&2; exit 1; }
echo "packed and installed into a fresh project ($((SECONDS - packed)) s)"

# Each compile runs in the background (the two cores are used); its errors are counted afterwards.
pids=()
for compiler in oldest newest; do
  for setting in "${settings[@]}"; do
    (
      rc=0
      cd "$tmp/consumer" && node "node_modules/typescript-$compiler/bin/tsc" -p "tsconfig.$setting.json" --pretty false \
        >"$tmp/$compiler-$setting.log" 2>&1 || rc=$?
      echo "$rc" >"$tmp/$compiler-$setting.rc"
    ) &
    pids+=($!)
    # At most two compilers at a time.
    if [ "${#pids[@]}" -ge 2 ]; then wait "${pids[0]}"; pids=("${pids[@]:1}"); fi
  done
done
wait

# Counts per package: an error in node_modules/@typed-api/<p>/ or in the fixture's src/<p>.ts is <p>'s;
# any other error (the fixture's CommonJS file, another library's declarations) is counted as `other`.
total=0
versions=()
printf '\n%-14s %-10s %-10s %s\n' package typescript setting errors
for compiler in oldest newest; do
  version="$(node -p "require('$tmp/consumer/node_modules/typescript-$compiler/package.json').version")"
  versions+=("$version")
  for setting in "${settings[@]}"; do
    log="$tmp/$compiler-$setting.log"
    errors="$(grep -E '^[^ ].*\([0-9]+,[0-9]+\): error TS[0-9]+' "$log" || true)"
    other_errors="$errors"
    for p in "${packages[@]}"; do
      count="$(printf '%s\n' "$errors" | grep -cE "(node_modules/@typed-api/$p/|^src/$p\.ts\()" || true)"
      other_errors="$(printf '%s\n' "$other_errors" | grep -vE "(node_modules/@typed-api/$p/|^src/$p\.ts\()" || true)"
      printf '%-14s %-10s %-10s %s\n' "$p" "$version" "$setting" "$count"
      total=$((total + count))
    done
    other="$(printf '%s\n' "$other_errors" | grep -c . || true)"
    # A compiler that failed without an error line of the usual form (a bad option, a crash) counts once.
    if [ "$(cat "$tmp/$compiler-$setting.rc")" != "0" ] && [ -z "$errors" ]; then other=$((other + 1)); fi
    if [ "$other" -gt 0 ]; then printf '%-14s %-10s %-10s %s\n' other "$version" "$setting" "$other"; fi
    total=$((total + other))
    if [ -n "$errors" ] || [ "$(cat "$tmp/$compiler-$setting.rc")" != "0" ]; then
      echo "  first errors of TypeScript $version, $setting:"
      head -n 10 "$log" | sed 's/^/    /'
    fi
  done
done

# What an editor shows of the packages: hovers, signatures and answer types (tests/consumers/hovers.mjs).
echo
cp tests/consumers/hovers.mjs "$tmp/consumer/"
if ! (cd "$tmp/consumer" && node hovers.mjs typescript-oldest); then
  echo "test-consumers: the packages show internals or loose answer types in an editor (above)" >&2
  total=$((total + 1))
fi

echo
if [ "$total" -gt 0 ]; then
  echo "test-consumers: $total compile errors in a strict consumer ($((SECONDS - started)) s)" >&2
  exit 1
fi
echo "test-consumers: every package compiles in a strict consumer, on TypeScript ${versions[0]} and ${versions[1]}, in ${#settings[@]} settings ($((SECONDS - started)) s)"
