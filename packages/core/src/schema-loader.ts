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

/**
 * True when an operation is a plan that stands for a description the client can load: it has input rules
 * and no schemas, and the client has a loader of descriptions. An operation that carries schemas is its own
 * description; one without input rules (a custom request, an OAuth token request) stands for none, even one
 * with its id.
 */
export function standsForDescription(op: Operation, load: HttpClientConfig['descriptions']): boolean {
  return load !== undefined && 'rules' in op && op.params === undefined && op.query === undefined && op.body === undefined && op.response === undefined;
}
