import { byteLength, jsonProblem } from './body.js';
import { jsonTextProblem } from './encoders.js';
import type { HttpClientConfig, RequestOptions } from './config.js';
import { SizeLimitError, ValidationError } from './errors.js';
import { closestKey, unknownKeysText } from './keys.js';
import type { Operation } from './operation.js';
import { headerProblem, isRequestOptionName } from './options.js';
import { appendQuery } from './query.js';
import { applyRules, checkPath, invalidArguments, kindProblem, type InputRules } from './rules.js';
import { buildPath, hrefUnder } from './url.js';

/**
 * A call's arguments as the engine receives them: the query, body and headers apart, or the caller's one
 * object of inputs (`input`), which the engine splits by the operation's description.
 */
export type RawArgs = { params?: unknown; query?: unknown; body?: unknown; headers?: Record<string, string> | undefined; input?: unknown };

/**
 * Splits the caller's one object of inputs into what goes to the query, the body and the headers, by the
 * operation's description: query parameters by name, the body under `bodyKey` or as the remaining fields,
 * headers by `inputHeaders` (and `idempotencyKey` for an operation that takes its key in a header). A key
 * that belongs nowhere is refused with the same message as an unknown query option.
 */
export function splitInputs(op: Operation, params: unknown, input: unknown): RawArgs {
  const rules = rulesFor(op);
  if (input === undefined) {
    requireBodyKey(op, rules, undefined);
    return { params, body: emptyBody(rules) };
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw notAnObject(op.id, input);
  const routes = inputRoutes(op, rules);
  const split: SortedInputs = { unknown: [] };
  for (const [key, value] of Object.entries(input)) routeInput(routes, split, key, value);
  if (split.unknown.length > 0) throw unknownInputs(routes, split.unknown);
  requireBodyKey(op, rules, split.body);
  return { params, query: split.query, body: op.bodyKey === undefined ? (split.fields ?? emptyBody(rules)) : split.body, headers: split.headers };
}

/**
 * The input rules of an operation. Every description made with `defineOperation`, and every plan, has
 * them; an operation with neither schemas nor rules (a custom request) takes inputs as they are given.
 */
function rulesFor(op: Operation): InputRules {
  if (op.rules) return op.rules;
  if (op.params ?? op.query ?? op.body) throw new TypeError(`${op.id} has schemas but no input rules: describe it with defineOperation`);
  return {};
}

/** Where the keys of an operation's one object of inputs go, read from its description. */
interface InputRoutes {
  op: Operation;
  rules: InputRules;
  /** The query parameters taken by name. */
  queryKeys: Set<string>;
  /** The header each header input is sent as, by input key. */
  headerNames: Record<string, string>;
  /** The body's field names, undefined when the body takes any key (read only for an operation without a body key). */
  bodyFields: readonly string[] | undefined;
}

/** The inputs sorted so far: by where they go, and the keys that belong nowhere. */
interface SortedInputs {
  query?: Record<string, unknown>;
  /** The value under the operation's `bodyKey`. */
  body?: unknown;
  /** The body's fields, for an operation without a body key. */
  fields?: Record<string, unknown>;
  headers?: Record<string, string>;
  unknown: string[];
}

/** Reads from an operation's description where each key of its inputs goes. */
function inputRoutes(op: Operation, rules: InputRules): InputRoutes {
  // No query, or one that takes any key, routes no input by name.
  const queryKeys = new Set<string>(Array.isArray(rules.query) ? rules.query : []);
  const headerNames: Record<string, string> = { ...op.inputHeaders };
  if (op.idempotencyKey?.in === 'header') headerNames.idempotencyKey = op.idempotencyKey.name;
  // Read only for an operation without a body key.
  const bodyFields = rules.body === '*' ? undefined : (rules.body ?? []);
  return { op, rules, queryKeys, headerNames, bodyFields };
}

/** Puts one input where it belongs (query, header, body or body field), or counts its key as unknown; an undefined value goes nowhere. */
function routeInput(routes: InputRoutes, split: SortedInputs, key: string, value: unknown): void {
  if (value === undefined) return;
  const { op, headerNames } = routes;
  if (routes.queryKeys.has(key)) (split.query ??= {})[key] = value;
  else if (key in headerNames) {
    // An empty header value is no value: the operation's own default (a fresh idempotency key) applies.
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a header input is sent as String() writes it, whatever the caller gave
    if (value !== '') (split.headers ??= {})[headerNames[key] ?? key] = String(value);
  }
  else if (op.bodyKey === key) split.body = value;
  else if (isBodyField(routes, key)) (split.fields ??= {})[key] = value;
  else split.unknown.push(key);
}

/**
 * True when `key` is a field of the body, for an operation whose inputs beside the query and headers are
 * the body's fields. A body that takes any key does not take a request option's name (`signal`,
 * `timeoutMs`…): that is a request option in the wrong place, not a field.
 */
function isBodyField(routes: InputRoutes, key: string): boolean {
  return routes.op.bodyKey === undefined && (routes.bodyFields === undefined ? !isRequestOptionName(key) : routes.bodyFields.includes(key));
}

/** The error for input keys that belong nowhere, with the same message as unknown query options. */
function unknownInputs(routes: InputRoutes, unknown: string[]): ValidationError {
  const { op } = routes;
  // Stryker disable next-line ArrayDeclaration: the fields are only named without a body key, and then a body that takes any key leaves no key unknown; the fallback is for the type checker
  const fieldNames = routes.bodyFields ?? [];
  const known = [...routes.queryKeys, ...Object.keys(routes.headerNames), ...(op.bodyKey === undefined ? fieldNames : [op.bodyKey])];
  return new ValidationError(`Invalid arguments for ${op.id}`, [{ path: ['inputs'], code: 'unrecognized_keys', message: unknownKeysMessage(unknown, known, op.id, op) }]);
}

/**
 * A body the operation needs, under its `bodyKey`, is reported missing by that key (`items` is missing)
 * before the body's schema is tried: its own message would only say that nothing matched.
 */
function requireBodyKey(op: Operation, rules: InputRules, body: unknown): void {
  if (op.bodyKey === undefined || body !== undefined || !rules.required?.includes(op.bodyKey)) return;
  throw invalidArguments(op.id, [
    { path: ['inputs', op.bodyKey], code: 'missing', message: `\`${op.bodyKey}\` is missing: ${op.id} sends it as the request body ({ ${op.bodyKey}: … })` },
  ]);
}

/**
 * For keys that belong inside the body of an operation whose body sits under one key (an Actor's input
 * under `input`, items under `items`): the hint to put them there, as the body's schema would take them
 * (an object of them, or a list of such objects). Undefined when they would not make a body either.
 */
function bodyKeyHint(id: string, op: Operation, rules: InputRules, keys: readonly string[]): string | undefined {
  const shape = rules.bodyShape;
  // Only a body under a key has a shape in its rules.
  if (!shape || keys.length === 0) return undefined;
  const inner = shape.keys;
  if (inner && !keys.every((key) => inner.includes(key))) return undefined;
  const fields = `{ ${keys.join(', ')} }`;
  const inside = shape.list ? `[${fields}]` : fields;
  const names = keys.map((key) => `\`${key}\``).join(', ');
  return `${names} ${keys.length > 1 ? 'are not inputs' : 'is not an input'} of ${id}; the body goes under \`${op.bodyKey}\`: { ${op.bodyKey}: ${inside} }`;
}

/**
 * A body of fields that must be there is an empty object when every field is optional and none was given.
 * Asked after `requireBodyKey`: a body under a key that is not given is then one that may be left out.
 */
function emptyBody(rules: InputRules): object | undefined {
  return rules.needsBody ? {} : undefined;
}

/**
 * Checks the inputs object of a helper that reads it field by field (a wait's inputs, an upload's form
 * fields, a bulk helper's items) the way the engine checks an operation's: an object, and no key outside
 * `known`. Throws the same {@link ValidationError} before anything is sent. `sends` is the operation whose
 * body the helper sends under its `bodyKey`, if any: keys that belong inside that body are pointed there.
 */
export function checkInputs(id: string, inputs: unknown, known: readonly string[], sends?: Operation): void {
  if (inputs === undefined) return;
  if (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs)) throw notAnObject(id, inputs);
  const unknown = Object.entries(inputs).filter(([key, value]) => value !== undefined && !known.includes(key)).map(([key]) => key);
  if (unknown.length > 0) throw new ValidationError(`Invalid arguments for ${id}`, [{ path: ['inputs'], code: 'unrecognized_keys', message: unknownKeysMessage(unknown, [...known], id, sends) }]);
}

/** The error for a value that is not an object where the inputs belong: usually arguments in the wrong order. */
function notAnObject(id: string, inputs: unknown): ValidationError {
  return new ValidationError(`Invalid arguments for ${id}`, [
    {
      path: ['inputs'],
      code: 'invalid_type',
      message: `must be an object of inputs (got ${Array.isArray(inputs) ? 'an array' : inputs === null ? 'null' : typeof inputs}); check the order of the arguments: path identifiers, then one object of inputs, then request options`,
    },
  ]);
}

/**
 * The message for keys an object of inputs or options does not know: a request option in the wrong
 * place, a spread string, a typo (with the known key it most likely meant), or, for an operation whose
 * body sits under one key, fields of that body put beside it.
 */
export function unknownKeysMessage(unknown: string[], known: string[], id?: string, op?: Operation): string {
  if (unknown.every((key) => /^\d+$/.test(key))) return 'got a string or an array where an object of options belongs; check the order of the arguments';
  if (unknown.every(isRequestOptionName)) {
    const example = String(unknown.slice(0, 1));
    return `${unknown.join(', ')} ${unknown.length > 1 ? 'are request options' : 'is a request option'}: pass it in the last argument, after the operation's inputs (e.g. get(id, undefined, { ${example} }))`;
  }
  const typos = unknown.filter((key) => closestKey(key, known) !== undefined);
  const hint = op ? bodyKeyHint(id ?? op.id, op, rulesFor(op), unknown.filter((key) => !typos.includes(key))) : undefined;
  if (hint === undefined) return unknownKeysText('option', unknown, known);
  return typos.length > 0 ? `${unknownKeysText('option', typos, known)}; ${hint}` : hint;
}

/** What a call sends, before credentials: the URL (query included), the headers and the body. */
export interface BuiltRequest {
  /** The full URL, as text. */
  href: string;
  /** The URL's path, which pacing names the resource by. */
  pathname: string;
  /** Accept, content type, the client's, the operation's and the call's headers. */
  headers: Headers;
  /** The serialized body, if any. */
  payload: BodyInit | undefined;
}

/**
 * A call's arguments split and checked by the operation's input rules, without its schemas: the path
 * identifiers by their rules, required inputs and closed lists; defaults and named encoders applied.
 * Arguments given apart (a walk's next page) were split from a checked inputs object, or belong to a
 * request without rules. Throws before anything is sent.
 */
export function checkArgs(op: Operation, given: RawArgs, config: Pick<HttpClientConfig, 'encoders'>, absolute?: URL): RawArgs {
  const args = 'input' in given ? splitInputs(op, given.params, given.input) : given;
  // A link the API handed out is absolute: it has no path identifiers to check.
  if (!absolute) checkPath(op.id, rulesFor(op), args.params);
  return withRules(op, args, config);
}

/**
 * A caller's one object of inputs checked by the operation's rules as a call checks them, split into the
 * query, body and headers it would send, without its path identifiers and without building anything: for
 * a helper that must refuse bad inputs before another call it makes first (a read of the ID the call
 * needs), or that writes a URL of the operation itself. Throws the call's own `ValidationError`.
 */
export function checkCallInputs(op: Operation, inputs: unknown, config: Pick<HttpClientConfig, 'encoders'>): RawArgs {
  return withRules(op, splitInputs(op, undefined, inputs), config);
}

/** The query and the body of named fields as the rules give them back (defaults, closed lists, encoders); throws before anything is sent. */
function withRules(op: Operation, args: RawArgs, config: Pick<HttpClientConfig, 'encoders'>): RawArgs {
  const rules = rulesFor(op);
  checkBodyKind(op, rules, args.body);
  const query = rules.query ? applyRules(op.id, rules, 'query', args.query as Record<string, unknown> | undefined, config.encoders) : args.query;
  // Only a body of named fields has rules (a body under a key, or a raw one, goes as given); one the
  // operation may leave out stays out when no field is given.
  if (!rules.body || (args.body === undefined && !rules.needsBody)) return { ...args, query };
  return { ...args, query, body: applyRules(op.id, rules, 'body', args.body as Record<string, unknown> | undefined, config.encoders) };
}

/** Refuses a body under the operation's `bodyKey` of a kind its schema does not take (`items: 5`). */
function checkBodyKind(op: Operation, rules: InputRules, body: unknown): void {
  const key = op.bodyKey;
  if (key === undefined || body === undefined) return;
  const kinds = rules.types?.[key];
  const problem = kinds && kindProblem(kinds, body);
  if (problem) throw invalidArguments(op.id, [{ path: ['inputs', key], ...problem }]);
}

/**
 * Builds what a call sends from its checked arguments: the URL (every path value one encoded segment) under
 * `base` (the client's base URL, as `baseHref` writes it), or `absolute`, `Accept` by the operation, the body serialized by its
 * type and checked against the size the API accepts, and the headers. The URL is written as text: nothing
 * here parses one. Throws before anything is sent.
 */
export function buildRequest(op: Operation, args: RawArgs, options: RequestOptions | undefined, config: HttpClientConfig, base: string, absolute?: URL): BuiltRequest {
  const body = withIdempotencyKey(op, args.body);
  // A link the API handed out (or a credentials endpoint) carries its own query: only an operation's path takes one.
  const target = absolute ? { href: absolute.href, pathname: absolute.pathname } : operationHref(op, args, config, base);
  const headers = new Headers({ accept: acceptFor(op) });
  const payload = serializeBody(op, body, headers, config);
  checkBodySize(op, payload);
  checkHeaders(op, args.headers);
  for (const source of [config.headers, args.headers, options?.headers]) {
    if (source) for (const [k, v] of Object.entries(source)) headers.set(k, v);
  }
  finishHeaders(op, headers, payload);
  return { ...target, headers, payload };
}

/**
 * The URL of an operation's path under the client's base (and the API's prefix, unless the operation sits at
 * the root), with its query.
 */
function operationHref(op: Operation, args: RawArgs, config: HttpClientConfig, base: string): Pick<BuiltRequest, 'href' | 'pathname'> {
  const prefix = op.at === 'root' ? '' : (config.prefix ?? '');
  const path = hrefUnder(base, prefix + op.path, prefix + buildPath(op.path, args.params as Record<string, unknown>));
  const query = new URLSearchParams();
  appendQuery(query, args.query as Record<string, unknown> | undefined, config.queryEncoding);
  const search = query.toString();
  const pathStart = path.indexOf('/', path.indexOf('//') + 2);
  return { href: search === '' ? path : `${path}?${search}`, pathname: path.slice(pathStart) };
}

/** The `Accept` an operation sends: JSON for JSON answers, else what the operation names (or anything). */
function acceptFor(op: Operation): string {
  return op.accept ?? ((op.responseType ?? 'json') === 'json' ? 'application/json' : '*/*');
}

/** The body as sent, serialized by the operation's body type; sets the content type of a JSON body. */
function serializeBody(op: Operation, body: unknown, headers: Headers, config: HttpClientConfig): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (op.bodyType === 'raw') return body as BodyInit;
  if (op.bodyType === 'form') {
    const form = new URLSearchParams();
    appendQuery(form, body as Record<string, unknown>, config.queryEncoding);
    return form;
  }
  headers.set('content-type', 'application/json');
  // Stryker disable next-line OptionalChaining: every operation that reaches here has rules (defineOperation and the plans always give them)
  return typeof body === 'string' && op.rules?.jsonText ? jsonText(op, body) : toJson(op, body);
}

/** Where the problems of a JSON body are reported: `body`, then the operation's `bodyKey` when it has one. */
function bodyPath(op: Operation): string[] {
  return op.bodyKey === undefined ? ['body'] : ['body', op.bodyKey];
}

/** A body given as JSON text, sent as it is once it is known to parse. */
function jsonText(op: Operation, text: string): string {
  const problem = jsonTextProblem(text);
  if (problem) throw invalidArguments(op.id, [{ path: bodyPath(op), code: 'invalid_format', message: problem }]);
  return text;
}

/**
 * A body as JSON text, or a refusal naming the first value in it JSON cannot carry (a function, a symbol,
 * a bigint, a cycle): JSON would drop such a value, write null, or throw. A `Date` goes as its ISO text.
 */
function toJson(op: Operation, body: unknown): string {
  const problem = jsonProblem(body);
  if (problem) throw invalidArguments(op.id, [{ path: [...bodyPath(op), ...problem.path], code: 'invalid_type', message: `is ${problem.message}` }]);
  return JSON.stringify(body);
}

/** Refuses a body larger than the API accepts, before it is sent. */
function checkBodySize(op: Operation, payload: BodyInit | undefined): void {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a shortcut only; no body has no size and nothing is over no limit
  if (op.maxBodyBytes !== undefined && payload !== undefined) {
    const size = byteLength(payload);
    // Stryker disable next-line ConditionalExpression: an unknown size (a stream) compares as under any limit
    if (size !== undefined && size > op.maxBodyBytes) {
      throw new SizeLimitError(
        `${op.id}: the request body is ${String(size)} bytes, more than the ${String(op.maxBodyBytes)} the API accepts; split it into smaller requests`,
        'request',
        op.maxBodyBytes,
        size,
      );
    }
  }
}

/** Refuses header inputs that could not be sent as given. */
function checkHeaders(op: Operation, headers: Record<string, string> | undefined): void {
  if (headers !== undefined) {
    const problem = headerProblem(headers);
    if (problem) throw new ValidationError(`Invalid arguments for ${op.id}`, [{ path: ['headers'], code: 'invalid_option', message: problem }]);
  }
}

/** The last touches to a call's headers, once every source is in: a form's content type, and the idempotency key. */
function finishHeaders(op: Operation, headers: Headers, payload: BodyInit | undefined): void {
  // A form's content type names the boundary the runtime draws as it encodes the parts: one set by hand
  // cannot know it, and the server could not read the parts, so the runtime's own always goes.
  if (typeof FormData !== 'undefined' && payload instanceof FormData) headers.delete('content-type');
  // One key per call, made before the first attempt, so that every retry carries it.
  const key = op.idempotencyKey;
  if (key?.in === 'header' && !headers.has(key.name)) headers.set(key.name, crypto.randomUUID());
}

/** The body with the operation's idempotency key filled in, when the operation takes one in its body and the caller gave none. */
function withIdempotencyKey(op: Operation, body: unknown): unknown {
  const key = op.idempotencyKey;
  if (key?.in !== 'body' || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const given = (body as Record<string, unknown>)[key.name];
  return given === undefined || given === null ? { ...body, [key.name]: crypto.randomUUID() } : body;
}
