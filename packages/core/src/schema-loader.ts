import type { HttpClientConfig } from './config.js';
import type { Operation } from './operation.js';
import type { SchemaChecks } from './schema-checks.js';

/**
 * The engine's zod checks (inputs and answers), as the client's dialect loads them: a full client holds
 * them, the standalone functions import them on first use. There is no import of them here, so that no
 * bundle of calls holds zod unless it validates.
 */
export function loadSchemaChecks(config: Pick<HttpClientConfig, 'checks'>): Promise<SchemaChecks> {
  if (!config.checks) return Promise.reject(new TypeError('this client cannot validate: give it `checks: schemaChecks` from @typed-api/core/checks'));
  return config.checks();
}

/** The descriptions of each package by id, once loaded, by the dialect's loader. */
const loaded = new WeakMap<object, Promise<ReadonlyMap<string, Operation>>>();

/**
 * The description behind an operation, schemas included. An operation that carries schemas is its own;
 * a plan's is looked up by id among the package's descriptions (loaded once, on first use). Without a
 * loader, for an operation without input rules (a custom request, an OAuth token request: they stand for
 * no description, even one with their id), or for an id no description has, the operation is its own.
 */
export function describedOf(op: Operation, load: HttpClientConfig['descriptions']): Operation | Promise<Operation> {
  if (!load || !('rules' in op) || op.params !== undefined || op.query !== undefined || op.body !== undefined || op.response !== undefined) return op;
  let byId = loaded.get(load);
  if (!byId) {
    byId = load().then(({ operations }) => new Map(operations.map((described) => [described.id, described])));
    loaded.set(load, byId);
  }
  return byId.then((descriptions) => descriptions.get(op.id) ?? op);
}
