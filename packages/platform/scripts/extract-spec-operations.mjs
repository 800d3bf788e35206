/* global process, console */
// Reads the public description of the platform API and writes the list of its operations
// (operationId, method, path, deprecated) to test/fixtures/spec-operations.json, so that the
// coverage test never needs the reference folder. Usage: node scripts/extract-spec-operations.mjs [openapi.json]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @typedef {{ operationId?: string; deprecated?: boolean }} SpecOperation */
/** @typedef {{ paths: Record<string, Record<string, SpecOperation>> }} Spec */

const here = dirname(fileURLToPath(import.meta.url));
const specPath = process.argv[2] ?? resolve(here, '../../../../shared/specs/platform/openapi.json');
const outPath = resolve(here, '../test/fixtures/spec-operations.json');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** @type {Spec} */
const spec = JSON.parse(readFileSync(specPath, 'utf8')); // eslint-disable-line @typescript-eslint/no-unsafe-assignment
/** @type {{ operationId: string; method: string; path: string; deprecated: boolean }[]} */
const operations = [];
for (const [path, item] of Object.entries(spec.paths)) {
  for (const method of METHODS) {
    const op = item[method];
    if (!op) continue;
    operations.push({ operationId: op.operationId ?? `${method} ${path}`, method: method.toUpperCase(), path, deprecated: op.deprecated === true });
  }
}
operations.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
writeFileSync(outPath, `${JSON.stringify(operations, null, 2)}\n`);
console.log(`${String(operations.length)} operations written to ${outPath}`);
