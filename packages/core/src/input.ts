import { safeParse } from 'zod/v4/core';
import { byteLength } from './body.js';
import type { HttpClientConfig, RequestOptions } from './config.js';
import { SizeLimitError, ValidationError, toValidationIssues } from './errors.js';
import type { AnySchema, Operation } from './operation.js';
import { headerProblem, isRequestOptionName } from './options.js';
import { appendQuery } from './query.js';
import { buildPath, resolveUrl } from './url.js';

/** A call's arguments as the engine receives them. */
export type RawArgs = { params?: unknown; query?: unknown; body?: unknown; headers?: Record<string, string> | undefined };

/** What a call sends, before credentials: the URL (query included), the headers and the body. */
export interface BuiltRequest {
  /** The full URL. */
  url: URL;
  /** Accept, content type, the client's, the operation's and the call's headers. */
  headers: Headers;
  /** The serialized body, if any. */
  payload: BodyInit | undefined;
}

/**
 * Validates a call's arguments with the operation's schemas and builds what it sends: the URL (every
 * path value one encoded segment), `Accept` by the operation, the body serialized by its type and
 * checked against the size the API accepts, and the headers. Throws before anything is sent.
 */
export function buildRequest(op: Operation, args: RawArgs, options: RequestOptions | undefined, config: HttpClientConfig, absolute?: URL): BuiltRequest {
  const params = absolute ? undefined : parseInput(op, 'params', args.params);
  const query = parseInput(op, 'query', args.query);
  const body = op.bodyType === 'raw' ? args.body : withIdempotencyKey(op, parseInput(op, 'body', args.body));
  const url = absolute ?? resolveUrl(config.baseUrl, `${op.at === 'root' ? '' : (config.prefix ?? '')}${buildPath(op.path, params as Record<string, unknown>)}`);
  appendQuery(url.searchParams, query as Record<string, unknown> | undefined, config.queryEncoding);

  // Accept follows the operation: JSON for JSON answers, else what the operation names (or anything).
  const baseHeaders = new Headers({ accept: op.accept ?? ((op.responseType ?? 'json') === 'json' ? 'application/json' : '*/*') });
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (op.bodyType === 'raw') {
      payload = body as BodyInit;
    } else if (op.bodyType === 'form') {
      const form = new URLSearchParams();
      appendQuery(form, body as Record<string, unknown>, config.queryEncoding);
      payload = form;
    } else {
      payload = JSON.stringify(body);
      baseHeaders.set('content-type', 'application/json');
    }
  }
  if (op.maxBodyBytes !== undefined && payload !== undefined) {
    const size = byteLength(payload);
    if (size !== undefined && size > op.maxBodyBytes) {
      throw new SizeLimitError(
        `${op.id}: the request body is ${String(size)} bytes, more than the ${String(op.maxBodyBytes)} the API accepts; split it into smaller requests`,
        'request',
        op.maxBodyBytes,
        size,
      );
    }
  }
  if (args.headers !== undefined) {
    const problem = headerProblem(args.headers);
    if (problem) throw new ValidationError(`Invalid arguments for ${op.id}`, [{ path: ['headers'], code: 'invalid_option', message: problem }]);
  }
  for (const source of [config.headers, args.headers, options?.headers]) {
    if (source) for (const [k, v] of Object.entries(source)) baseHeaders.set(k, v);
  }
  // One key per call, made before the first attempt, so that every retry carries it.
  const key = op.idempotencyKey;
  if (key?.in === 'header' && !baseHeaders.has(key.name)) baseHeaders.set(key.name, crypto.randomUUID());
  return { url, headers: baseHeaders, payload };
}

/** The body with the operation's idempotency key filled in, when the operation takes one in its body and the caller gave none. */
function withIdempotencyKey(op: Operation, body: unknown): unknown {
  const key = op.idempotencyKey;
  if (key?.in !== 'body' || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const given = (body as Record<string, unknown>)[key.name];
  return given === undefined || given === null ? { ...body, [key.name]: crypto.randomUUID() } : body;
}

/** Validates one part of a call's arguments with the operation's schema; throws {@link ValidationError} before anything is sent. */
export function parseInput(op: Operation, part: 'params' | 'query' | 'body', value: unknown): unknown {
  const schema: AnySchema | undefined = op[part];
  if (!schema) return value;
  if (part === 'query' && value === undefined) return undefined;
  if (part === 'query') checkQueryKeys(op, schema, value);
  const result = safeParse(schema, value);
  if (!result.success) throw new ValidationError(`Invalid arguments for ${op.id}`, toValidationIssues(result.error.issues, [part]));
  return result.data;
}

/**
 * Query options are objects of known keys. Keys the operation does not know are refused rather than
 * dropped: they are a typo, or a string or array passed where the options go (spread into `0`, `1`, …).
 */
function checkQueryKeys(op: Operation, schema: AnySchema, value: unknown): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ValidationError(`Invalid arguments for ${op.id}`, [
      { path: ['query'], code: 'invalid_type', message: `must be an object of options (got ${Array.isArray(value) ? 'an array' : typeof value})` },
    ]);
  }
  const { shape, catchall } = (schema as { _zod: { def: { shape?: Record<string, unknown>; catchall?: unknown } } })._zod.def;
  if (!shape || catchall !== undefined) return;
  const unknown = Object.keys(value).filter((key) => !(key in shape) && (value as Record<string, unknown>)[key] !== undefined);
  if (unknown.length === 0) return;
  const spread = unknown.every((key) => /^\d+$/.test(key));
  const misplaced = unknown.every(isRequestOptionName);
  throw new ValidationError(`Invalid arguments for ${op.id}`, [
    {
      path: ['query'],
      code: 'unrecognized_keys',
      message: spread
        ? 'got a string or an array where an object of options belongs; check the order of the arguments'
        : misplaced
          ? `${unknown.join(', ')} ${unknown.length > 1 ? 'are request options' : 'is a request option'}: pass it in the last argument, after the operation's inputs (e.g. get(id, undefined, { ${unknown[0] ?? 'signal'} }))`
          : `unknown option(s) ${unknown.join(', ')}; known: ${Object.keys(shape).join(', ')}`,
    },
  ]);
}
