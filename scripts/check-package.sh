#!/usr/bin/env bash
# Checks a package as it would be published: packs it with pnpm (which applies publishConfig) into a temp
# dir, checks the packed package.json (no `typed-api-source` condition, every path of exports/main/types/
# module inside the tarball), then runs publint and attw on the tarball itself.
# Run from a package folder (its `check:package` script does): bash ../../scripts/check-package.sh
# Needs the package built (dist/).
set -euo pipefail

pkg_dir="$(pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# shellcheck source=scripts/lib.sh
. "$(dirname "$0")/lib.sh"

if [ ! -d "$pkg_dir/dist" ]; then
  echo "check-package: $pkg_dir has no dist/; build it first" >&2
  exit 1
fi

run_pnpm pack --pack-destination "$tmp" >/dev/null
tarballs=("$tmp"/*.tgz)
if [ "${#tarballs[@]}" -ne 1 ] || [ ! -f "${tarballs[0]}" ]; then
  echo "check-package: expected one tarball in $tmp, found: ${tarballs[*]}" >&2
  exit 1
fi
tarball="${tarballs[0]}"
mkdir "$tmp/unpacked"
tar -xzf "$tarball" -C "$tmp/unpacked"

# The packed manifest: only conditions and paths that resolve inside the tarball.
node - "$tmp/unpacked/package" <<'EOF'
const { existsSync, readFileSync, readdirSync, statSync } = require('node:fs');
const { join, relative } = require('node:path');

const root = process.argv[2];
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const problems = [];

const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else files.push(relative(root, full).split('\\').join('/'));
  }
})(root);

/** Whether a target path (possibly with one `*`) names at least one file of the tarball. */
function resolves(target) {
  const path = target.replace(/^\.\//, '');
  if (!path.includes('*')) return existsSync(join(root, path)) && statSync(join(root, path)).isFile();
  const [head, tail] = path.split('*');
  return files.some((file) => file.startsWith(head) && file.endsWith(tail) && file.length >= head.length + tail.length);
}

/** Every string target of an exports value, with the key path that leads to it. */
function targets(value, where, out) {
  if (typeof value === 'string') out.push([where, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => targets(item, `${where}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'typed-api-source') problems.push(`${where} keeps the workspace-only condition "typed-api-source"`);
      targets(inner, `${where}[${JSON.stringify(key)}]`, out);
    }
  }
  return out;
}

if (JSON.stringify(manifest).includes('typed-api-source')) problems.push('the packed package.json still mentions "typed-api-source"');
const found = targets(manifest.exports, 'exports', []);
for (const field of ['main', 'module', 'types', 'typings']) if (typeof manifest[field] === 'string') found.push([field, manifest[field]]);
for (const [where, target] of found) {
  if (!resolves(target)) problems.push(`${where} -> ${target} is not in the tarball`);
}

if (problems.length > 0) {
  console.error(`check-package: ${manifest.name} as packed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-package: ${manifest.name}: ${found.length} export targets resolve inside the tarball`);
EOF

publint run --strict "$tarball"
attw "$tarball" --profile esm-only
