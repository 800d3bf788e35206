import { ValidationError, type ValidationIssue } from './errors.js';
import { closestKey, unknownKeysText } from './keys.js';
import { MAX_TIMER_MS } from './retry.js';

/** A header value the runtime would refuse (or worse, split into two headers): CR, LF or NUL inside. */
const BAD_HEADER_VALUE = /[\r\n\0]/;
/** A header name as HTTP allows it (a token). */
const HEADER_NAME = /^[!#$%&'*+.^`|~\w-]+$/;
const LOG_LEVELS = new Set(['debug', 'info', 'warn', 'error', 'off']);
/** A product of a `User-Agent`: a name of token characters, optionally `/` and a version of the same. */
const PRODUCT = /^[!#$%&'*+.^`|~\w-]+(?:\/[!#$%&'*+.^`|~\w-]+)?$/;

type Check = (value: unknown) => string | undefined;

// The number tests below as type guards: `Number.isInteger` and its kin are already false for anything
// that is not a number, so no `typeof` check goes before them.

/** True for a whole number. */
function isWhole(value: unknown): value is number {
  return Number.isInteger(value);
}

/** True for a whole number that a JavaScript number holds exactly (at most 2^53 - 1 in size). */
function isSafeWhole(value: unknown): value is number {
  return Number.isSafeInteger(value);
}

/** True for a finite number. */
function isFiniteNumber(value: unknown): value is number {
  return Number.isFinite(value);
}

/** Whole milliseconds a timer can hold: 1 ms up to about 24.8 days. */
const duration: Check = (value) =>
  isWhole(value) && value >= 1 && value <= MAX_TIMER_MS
    ? undefined
    : `must be a whole number of milliseconds from 1 to ${String(MAX_TIMER_MS)} (got ${describe(value)})`;

/** Whole milliseconds, 0 allowed. */
const delay: Check = (value) =>
  isWhole(value) && value >= 0 && value <= MAX_TIMER_MS
    ? undefined
    : `must be a whole number of milliseconds from 0 to ${String(MAX_TIMER_MS)} (got ${describe(value)})`;

const retries: Check = (value) =>
  isWhole(value) && value >= 0 && value <= 100
    ? undefined
    : `must be a whole number from 0 to 100 (got ${describe(value)})`;

const bytes: Check = (value) =>
  isSafeWhole(value) && value >= 1 ? undefined : `must be a whole number of bytes, at least 1 (got ${describe(value)})`;

/** Anything with what the engine uses of a signal: `addEventListener` and `aborted`. */
const signal: Check = (value) =>
  value !== null && typeof (value as AbortSignal).addEventListener === 'function' && 'aborted' in (value as AbortSignal)
    ? undefined
    : 'must be an AbortSignal (from an AbortController or AbortSignal.timeout())';

const headers: Check = (value) => headerProblem(value);

const CLIENT_CHECKS: Record<string, Check> = {
  baseUrl: (value) => baseUrlProblem(value),
  auth: (value) =>
    typeof value === 'object' && value !== null && typeof (value as { apply?: unknown }).apply === 'function'
      ? undefined
      : 'must be an auth strategy made by one of the auth functions (bearerAuth, headerAuth, ...)',
  maxRetries: retries,
  timeoutMs: duration,
  totalTimeoutMs: duration,
  maxRetryAfterMs: delay,
  maxResponseBytes: bytes,
  fetch: (value) => (typeof value === 'function' ? undefined : 'must be a fetch function'),
  headers,
  logger: (value) =>
    value !== null && ['debug', 'info', 'warn', 'error'].every((m) => typeof (value as Record<string, unknown>)[m] === 'function')
      ? undefined
      : 'must have debug, info, warn and error methods (console works)',
  logLevel: (value) => ((LOG_LEVELS as ReadonlySet<unknown>).has(value) ? undefined : `must be one of ${[...LOG_LEVELS].join(', ')}`),
  signal,
  validateResponses: (value) => (typeof value === 'boolean' || value === 'strict' || value === 'report' ? undefined : "must be 'strict', 'report', true or false"),
  validateInputs: (value) => (typeof value === 'boolean' ? undefined : 'must be true or false'),
  onValidationIssue: (value) => (typeof value === 'function' ? undefined : 'must be a function'),
  rateLimit: (value) =>
    value === false
      ? undefined
      : settingsProblem(value, 'false or { perResource, global }', {
          perResource: (v) => named('perResource', positive(v, 'calls per second')),
          global: (v) => named('global', positive(v, 'calls per minute')),
        }),
  retryBudget: (value) =>
    value === false
      ? undefined
      : settingsProblem(value, 'false or { ratio, minRetriesPerSecond, windowMs }', {
          ratio: (v) => (typeof v === 'number' && v >= 0 && v <= 1 ? undefined : `ratio must be a share from 0 to 1, e.g. 0.2 (got ${describe(v)})`),
          minRetriesPerSecond: (v) => (isFiniteNumber(v) && v >= 0 ? undefined : `minRetriesPerSecond must be a number, at least 0 (got ${describe(v)})`),
          windowMs: (v) => named('windowMs', duration(v)),
        }),
  limitStore: (value) =>
    typeof value === 'object' && value !== null && typeof (value as { limits?: unknown }).limits === 'function'
      ? undefined
      : 'must be a store of pacing and the retry budget: redisStore(...) from @typed-api/redis-store, memoryStore(), or an instance of a class extending LimitStore',
  compressRequests: (value) =>
    value === false
      ? undefined
      : settingsProblem(value, 'false or { minBytes }', {
          minBytes: (v) => named('minBytes', bytes(v)),
        }),
  appName: (value) =>
    typeof value === 'string' && value.length <= 100 && PRODUCT.test(value)
      ? undefined
      : `must be a name with an optional version, e.g. my-app/1.2: at most 100 letters, digits or !#$%&'*+-.^_\`|~ (got ${describe(value)})`,
};

/** A whole number of calls, at least 1. */
function positive(value: unknown, unit: string): string | undefined {
  return isSafeWhole(value) && value >= 1 ? undefined : `must be a whole number of ${unit}, at least 1 (got ${describe(value)})`;
}

/** A setting's problem, led by the setting's name; undefined when there is none. */
function named(name: string, problem: string | undefined): string | undefined {
  return problem === undefined ? undefined : `${name} ${problem}`;
}

/** The problem with an object of settings: not an object, an unknown key, or a bad value. */
function settingsProblem(value: unknown, shape: string, checks: Record<string, Check>): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `must be ${shape} (got ${describe(value)})`;
  for (const [name, v] of Object.entries(value as Record<string, unknown>)) {
    const check = checks[name];
    if (check === undefined) {
      const near = closestKey(name, Object.keys(checks));
      return `has an unknown setting ${JSON.stringify(name.slice(0, 40))}${near === undefined ? '' : ` (did you mean \`${near}\`?)`}; it takes ${shape}`;
    }
    if (v === undefined) continue;
    const problem = check(v);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

const REQUEST_CHECKS: Record<string, Check> = {
  signal,
  onProgress: (value) => (typeof value === 'function' ? undefined : 'must be a function that takes a progress object'),
  timeoutMs: duration,
  totalTimeoutMs: duration,
  maxRetries: retries,
  headers,
};

/**
 * Checks a client's options before anything is sent; throws a {@link ValidationError} that names each
 * bad option and says what it takes. Options left undefined keep their defaults.
 */
export function checkClientOptions(options: Record<string, unknown>): void {
  const issues = collect(options, CLIENT_CHECKS);
  if (options.baseUrl === undefined) issues.unshift({ path: ['baseUrl'], code: 'missing', message: 'is required (the API base address, e.g. https://api.example.com)' });
  if (issues.length) throw new ValidationError('Invalid client options', issues);
}

/**
 * Refuses client options whose name neither the core nor the package knows (`tokn`, `timeout`): a typo
 * would otherwise leave a credential or a limit unset without a word. `own` are the package's own names.
 */
export function checkClientOptionNames(options: object, own: readonly string[] = []): void {
  const unknown = Object.keys(options).filter((key) => !(key in CLIENT_CHECKS) && !own.includes(key) && (options as Record<string, unknown>)[key] !== undefined);
  if (unknown.length === 0) return;
  throw new ValidationError('Invalid client options', [
    { path: unknown, code: 'unrecognized_keys', message: unknownKeysText('client option', unknown, [...Object.keys(CLIENT_CHECKS), ...own]) },
  ]);
}

/** Checks the per-call options of one call; throws a {@link ValidationError} naming the bad option. */
export function checkRequestOptions(options: unknown): void {
  if (options === undefined) return;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new ValidationError('Invalid request options', [
      { path: ['options'], code: 'invalid_type', message: `must be an object such as { signal, timeoutMs } (got ${describe(options)})` },
    ]);
  }
  const issues = collect(options as Record<string, unknown>, REQUEST_CHECKS);
  // A key the engine does not know is a typo or an operation input in the wrong place: JavaScript callers
  // get the same protection as the types give TypeScript ones.
  const unknown = Object.keys(options).filter((key) => !(key in REQUEST_CHECKS) && (options as Record<string, unknown>)[key] !== undefined);
  if (unknown.length) {
    issues.push({
      path: ['options'],
      code: 'unrecognized_keys',
      message: unknownKeysText('request option', unknown, Object.keys(REQUEST_CHECKS), `request options are ${Object.keys(REQUEST_CHECKS).join(', ')} (operation inputs go before them)`),
    });
  }
  if (issues.length) throw new ValidationError('Invalid request options', issues);
}

/** The names of the per-call request options (`signal`, `timeoutMs`, …). */
export function isRequestOptionName(key: string): boolean {
  return key in REQUEST_CHECKS;
}

/**
 * Checks that a list method got an object of options (or nothing): a string or a number in that place
 * is a mistake that would otherwise be spread into nonsense and ignored.
 */
export function checkListOptions(list: string, options: unknown): void {
  // null is an object to typeof, and so taken as no options.
  if (options === undefined) return;
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw new ValidationError(`Invalid options for ${list}`, [
      { path: ['options'], code: 'invalid_type', message: `must be an object of list options such as { limit } (got ${describe(options)})` },
    ]);
  }
}

/** The problem with a set of headers, or undefined: names must be tokens, values strings without CR, LF or NUL. */
export function headerProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'must be an object of header names to string values';
  for (const [name, v] of Object.entries(value as Record<string, unknown>)) {
    if (!HEADER_NAME.test(name)) return `has an invalid header name ${JSON.stringify(name.slice(0, 40))}`;
    if (typeof v !== 'string') return `header ${name} must be a string (got ${describe(v)})`;
    // The value itself is never quoted: it may be a credential.
    if (BAD_HEADER_VALUE.test(v)) return `header ${name} contains a line break or NUL, which would split the request; remove it`;
  }
  return undefined;
}

/** True when a credential could be sent in a header as it is (no CR, LF or NUL inside). */
export function isHeaderSafe(value: string): boolean {
  return !BAD_HEADER_VALUE.test(value);
}

function baseUrlProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return 'is required (the API base address, e.g. https://api.example.com)';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute URL such as https://api.example.com';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `must be an http: or https: URL (got ${url.protocol})`;
  if (url.username || url.password) return 'must not carry a user name or password; pass credentials through the auth options';
  return undefined;
}

function collect(options: Record<string, unknown>, checks: Record<string, Check>): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const [key, check] of Object.entries(checks)) {
    const value = options[key];
    if (value === undefined) continue;
    const problem = check(value);
    if (problem !== undefined) issues.push({ path: [key], code: 'invalid_option', message: problem });
  }
  return issues;
}

/** A short description of a wrong value for an error message: its type, and the value itself only for numbers and booleans. */
function describe(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return `a string of ${String(value.length)} character(s)`;
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}

/**
 * Refuses a base URL that already ends with the API's version prefix (`https://api.example.com/v2` for an
 * API whose paths sit under `/v2`): every call would go to `/v2/v2/…` and come back 404.
 */
export function checkBaseUrlPrefix(baseUrl: string, prefix: string | undefined): void {
  if (!prefix) return;
  const path = new URL(baseUrl).pathname.replace(/\/+$/, '');
  if (!path.endsWith(prefix)) return;
  throw new ValidationError('Invalid client options', [
    {
      path: ['baseUrl'],
      code: 'invalid_option',
      message: `ends with ${prefix}, which the client adds to every path itself; give the address without it (${new URL(baseUrl).origin}${path.slice(0, -prefix.length)})`,
    },
  ]);
}
