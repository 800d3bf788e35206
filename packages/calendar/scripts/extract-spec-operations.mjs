/* global process, console */
// Reads the public description of the calendar API and writes the list of its operations to
// test/fixtures/spec-operations.json, so that the coverage test never needs the shared folder.
// The generated document carries no operationId, so each operation is named `METHOD /path`
// (e.g. `GET /events/{id}`), which is unique and stable.
// Usage: node scripts/extract-spec-operations.mjs [path/to/openapi.json]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const source = process.argv[2] ?? resolve(here, '../../../../shared/specs/calendar/openapi.json');
const target = resolve(here, '../test/fixtures/spec-operations.json');
const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'];

/** @typedef {{ operationId?: string, deprecated?: boolean }} SpecOperation */
const spec = /** @type {unknown} */ (JSON.parse(readFileSync(source, 'utf8')));
/** @type {{ operationId: string, method: string, path: string, deprecated: boolean }[]} */
const operations = [];
for (const [path, item] of Object.entries(/** @type {{ paths?: Record<string, Record<string, SpecOperation | undefined>> }} */ (spec).paths ?? {})) {
  for (const method of METHODS) {
    const op = item[method];
    if (!op) continue;
    const upper = method.toUpperCase();
    operations.push({ operationId: op.operationId ?? `${upper} ${path}`, method: upper, path, deprecated: op.deprecated === true });
  }
}
writeFileSync(target, `${JSON.stringify(operations, null, 2)}\n`);
console.log(`wrote ${String(operations.length)} operations to ${target}`);
