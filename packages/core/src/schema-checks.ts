// What the engine does with zod schemas: checking a call's inputs (`validateInputs`) and answers
// (`validateResponses`), on its own entry point (`@typed-api/core/checks`). A client gets it from its
// dialect (`checks`): a full client holds it, the standalone functions import it on first use, so that a
// bundle of calls that validates nothing holds no zod. Helpers that compose calls use `parseInput` to
// check a part before they send anything.
import { safeParse } from 'zod/v4/core';
import { toValidationIssues } from './zod-issues.js';

export { safeParse, toValidationIssues };

/** What the engine asks of this module. */
export interface SchemaChecks {
  /** Parses a call's arguments, already split into query, body and headers, with its operation's schemas. */
  parseArgs: typeof parseArgs;
  /** Parses a value with a schema, without throwing. */
  safeParse: typeof safeParse;
  /** The checker of one client's answers (`validateResponses`), made when the client first needs it. */
  ResponseValidator: typeof ResponseValidator;
}

/** This module's checks, for a dialect's `checks` (`checks: schemaChecks`). */
export function schemaChecks(): Promise<SchemaChecks> {
  return Promise.resolve({ parseArgs, safeParse, ResponseValidator });
}
import { knownKeys } from './describe.js';
import { invalidArguments } from './rules.js';
import { unknownKeysMessage, type RawArgs } from './input.js';
import type { AnySchema, Operation } from './operation.js';
import { describedOf } from './described.js';
import { ResponseValidator } from './validation.js';
import type { HttpClientConfig } from './config.js';

/**
 * A call's arguments, which the engine split by the operation's input rules, parsed with its schemas
 * (loaded first, for a plan): the values as the schemas give them back, defaults and encoders applied.
 * Throws before anything is sent.
 */
export async function parseArgs(op: Operation, args: RawArgs, absolute: URL | undefined, load: HttpClientConfig['descriptions']): Promise<RawArgs> {
  const described = await describedOf(op, load);
  const params = absolute ? args.params : parseInput(described, 'params', args.params);
  const query = parseInput(described, 'query', args.query);
  const body = op.bodyType === 'raw' ? args.body : parseInput(described, 'body', args.body);
  return { ...args, params, query, body };
}

/** Validates one part of a call's arguments with the operation's schema; throws a `ValidationError` before anything is sent. */
export function parseInput(op: Operation, part: 'params' | 'query' | 'body', value: unknown): unknown {
  const schema: AnySchema | undefined = op[part];
  if (!schema) return value;
  if (part === 'query' && value === undefined) return defaultQuery(schema);
  // Stryker disable next-line ConditionalExpression,StringLiteral: path values come from positional arguments, always exactly the schema's keys
  if (part !== 'params') checkKeys(op, part, schema, value);
  const result = safeParse(schema, value);
  if (!result.success) throw invalidArguments(op.id, toValidationIssues(result.error.issues, [part]));
  return result.data;
}

/**
 * The query an operation sends when the caller gives none: the fields its schema gives a default (a
 * record read's `attachment`), or nothing when it has none (or needs fields that only the caller can give).
 */
function defaultQuery(schema: AnySchema): object | undefined {
  const result = safeParse(schema, {});
  // A query schema is an object: without defaults it gives {}, which adds nothing to the URL.
  return result.success ? (result.data as object) : undefined;
}

/**
 * Query options and bodies of named fields are objects of known keys. Keys the operation does not know
 * are refused rather than dropped: they are a typo, a request option in the wrong place, or a string or
 * array passed where the options go (spread into `0`, `1`, …).
 */
function checkKeys(op: Operation, part: 'query' | 'body', schema: AnySchema, value: unknown): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    if (part === 'body') return; // the schema says what the body must be
    throw invalidArguments(op.id, [{ path: [part], code: 'invalid_type', message: `must be an object of options (got ${Array.isArray(value) ? 'an array' : typeof value})` }]);
  }
  const keys = knownKeys(schema);
  if (keys === undefined) return;
  const unknown = Object.keys(value).filter((key) => !keys.includes(key) && (value as Record<string, unknown>)[key] !== undefined);
  if (unknown.length === 0) return;
  throw invalidArguments(op.id, [{ path: [part], code: 'unrecognized_keys', message: unknownKeysMessage(unknown, keys) }]);
}
