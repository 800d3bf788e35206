/* global process, console */
// Dev script: reads the public OpenAPI description (YAML) of the code-analysis API and writes the list of its
// operations to test/fixtures/spec-operations.json, so that the coverage test never reads outside the package.
// Usage: node scripts/extract-spec-operations.mjs [path/to/specs/code-analysis]
//
// There is no YAML parser among the dependencies; the document's layout is regular enough for a line-based
// reader: paths at two spaces of indentation under `paths:`, methods at four, `operationId:` and `deprecated:`
// at six. The newer release's operation ids (a plain list, one per line) are written alongside.
//
// The project keeps product names out of its files: the service's own name (the first word of the document's
// title) and the names of third-party integrations (lowercase segments right after `/integrations/`) are
// replaced by neutral words in ids and paths.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const specDir = process.argv[2] ?? resolve(here, '../../../../shared/specs/code-analysis');
const out = resolve(here, '../test/fixtures/spec-operations.json');

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);
const text = readFileSync(resolve(specDir, 'openapi.yaml'), 'utf8');
const lines = text.split(/\r?\n/);

/** @typedef {{ operationId: string, method: string, path: string, deprecated: boolean }} SpecOperation */
/** @type {SpecOperation[]} */
const operations = [];
let inPaths = false;
let path = '';
/** @type {SpecOperation | undefined} */
let current;
for (const line of lines) {
  if (/^\S/.test(line)) {
    inPaths = line.startsWith('paths:');
    current = undefined;
    continue;
  }
  if (!inPaths) continue;
  const pathMatch = /^ {2}(\/\S*):\s*$/.exec(line);
  const methodMatch = /^ {4}([a-z]+):\s*$/.exec(line);
  const idMatch = /^ {6}operationId:\s*['"]?([\w-]+)['"]?\s*$/.exec(line);
  if (pathMatch?.[1]) {
    path = pathMatch[1];
    current = undefined;
  } else if (methodMatch?.[1] && METHODS.has(methodMatch[1])) {
    current = { operationId: '', method: methodMatch[1].toUpperCase(), path, deprecated: false };
    operations.push(current);
  } else if (/^ {4}\S/.test(line)) {
    current = undefined;
  } else if (current && idMatch?.[1]) {
    current.operationId = idMatch[1];
  } else if (current && /^ {6}deprecated:\s*true\s*$/.test(line)) {
    current.deprecated = true;
  }
}

const missingIds = operations.filter((o) => !o.operationId);
if (missingIds.length) throw new Error(`operations without operationId: ${missingIds.map((o) => `${o.method} ${o.path}`).join(', ')}`);

const title = /^ {2}title:\s*(\S+)/m.exec(text)?.[1];
/** @type {string[]} */
const products = title ? [title] : [];
for (const o of operations) {
  for (const m of o.path.matchAll(/\/integrations\/([a-z]+)(?=\/|$)/g)) if (m[1] && !products.includes(m[1])) products.push(m[1]);
}
/** @param {string} value @returns {string} */
const neutral = (value) => {
  let result = value;
  products.forEach((name, i) => {
    const word = name === title ? 'Service' : `Integration${String.fromCharCode(64 + i)}`;
    result = result.replace(new RegExp(name, 'gi'), (found) => (found.startsWith(found.charAt(0).toLowerCase()) ? word.toLowerCase() : word));
  });
  return result;
};
for (const o of operations) {
  o.operationId = neutral(o.operationId);
  o.path = neutral(o.path);
}

const newer = readFileSync(resolve(specDir, 'operation-ids-newer.txt'), 'utf8')
  .split(/\r?\n/)
  .map((l) => l.trim())
  .filter(Boolean)
  .map(neutral);

// The newer release's operations whose method and path are known (operations-newer.json), with their deprecation.
/** @type {unknown} */
const newerRaw = JSON.parse(readFileSync(resolve(specDir, 'operations-newer.json'), 'utf8'));
const newerJson = /** @type {{ operations: { operationId: string, method: string, path: string, deprecated?: boolean }[] }} */ (newerRaw);
const newerOperations = newerJson.operations.map((o) => ({ operationId: neutral(o.operationId), method: o.method.toUpperCase(), path: neutral(o.path), deprecated: Boolean(o.deprecated) }));

const fixture = {
  source: 'openapi.yaml (release 3.1.0), operation-ids-newer.txt and operations-newer.json (a newer release)',
  operations,
  newerReleaseOperationIds: newer,
  newerReleaseOperations: newerOperations,
};
writeFileSync(out, `${JSON.stringify(fixture, null, 2)}\n`);
console.log(`${String(operations.length)} operations in openapi.yaml, ${String(newer.length)} ids and ${String(newerOperations.length)} known operations in the newer release -> ${out}`);
