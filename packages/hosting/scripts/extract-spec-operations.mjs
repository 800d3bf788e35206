// Reads the public description of the hosting API and writes the list of its operations to
// test/fixtures/spec-operations.json, so that the coverage test never needs the spec folder.
// The description has no operationId fields, so each operation is named `METHOD /path` as written there.
//
// Usage: node scripts/extract-spec-operations.mjs [path/to/openapi.json]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { argv, stdout } from 'node:process';
import { fileURLToPath } from 'node:url';

/** @typedef {{ operationId?: string, deprecated?: boolean }} SpecOperation */
/** @typedef {{ paths: Record<string, Record<string, SpecOperation | undefined>> }} Spec */

const here = dirname(fileURLToPath(import.meta.url));
const specPath = resolve(argv[2] ?? resolve(here, '../../../../shared/specs/hosting/openapi.json'));
/** @type {Spec} */
const spec = JSON.parse(readFileSync(specPath, 'utf8')); // eslint-disable-line @typescript-eslint/no-unsafe-assignment
const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** @type {{ operationId: string, method: string, path: string, deprecated: boolean }[]} */
const operations = [];
for (const [path, item] of Object.entries(spec.paths)) {
  for (const method of methods) {
    const op = item[method];
    if (!op) continue;
    const upper = method.toUpperCase();
    operations.push({ operationId: op.operationId ?? `${upper} ${path}`, method: upper, path, deprecated: op.deprecated === true });
  }
}

const out = resolve(here, '../test/fixtures/spec-operations.json');
writeFileSync(out, `${JSON.stringify(operations, null, 2)}\n`);
stdout.write(`${String(operations.length)} operations written to ${out}\n`);
