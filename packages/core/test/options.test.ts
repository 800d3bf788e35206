import { describe, expect, test } from 'vitest';
import { bearerAuth, HttpClient, memoryStore, ValidationError } from '@typed-api/core';
import { checkListOptions, checkRequestOptions, createHttpClient, MAX_TIMER_MS } from '@typed-api/core/internal';
import { gzipJson } from '@typed-api/core/compression';

// Which option values a client and a call take, at the edges of each range, and what the refusal says: the
// message names the option, what it takes and what it got (never a string's text, which may be a secret).

const noFetch = (() => Promise.reject(new Error('nothing is sent in these tests'))) as typeof fetch;

/** The ValidationError `make` throws, or undefined when it throws nothing. */
function thrown(make: () => unknown): ValidationError | undefined {
  try {
    make();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return error as ValidationError;
  }
}

/** The one issue a client made with these options is refused with, or undefined when it is made. */
function clientIssue(options: Record<string, unknown>): { path: (string | number)[]; code: string; message: string } | undefined {
  try {
    new HttpClient({ baseUrl: 'https://api.test', fetch: noFetch, ...options });
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toContain('Invalid client options');
    const issues = (error as ValidationError).issues;
    expect(issues).toHaveLength(1);
    return issues[0];
  }
}

/** The message of the one issue, or undefined when the value is taken. */
const refusal = (option: string, value: unknown): string | undefined => {
  const issue = clientIssue({ [option]: value });
  if (issue) expect(issue).toMatchObject({ path: [option], code: 'invalid_option' });
  return issue?.message;
};

const ms = (from: number) => `must be a whole number of milliseconds from ${String(from)} to ${String(MAX_TIMER_MS)}`;

describe('client option ranges', () => {
  test.each([
    ['timeoutMs', 1, MAX_TIMER_MS, [0, MAX_TIMER_MS + 1, 1.5], ms(1)],
    ['totalTimeoutMs', 1, MAX_TIMER_MS, [0, MAX_TIMER_MS + 1, Number.NaN], ms(1)],
    ['maxRetryAfterMs', 0, MAX_TIMER_MS, [-1, MAX_TIMER_MS + 1, 0.5], ms(0)],
    ['maxRetries', 0, 100, [-1, 101, 2.5], 'must be a whole number from 0 to 100'],
    ['maxResponseBytes', 1, Number.MAX_SAFE_INTEGER, [0, Number.MAX_SAFE_INTEGER + 1, 1.5], 'must be a whole number of bytes, at least 1'],
  ])('%s takes %d to %d', (option, low, high, refused, message) => {
    expect(refusal(option, low)).toBeUndefined();
    expect(refusal(option, high)).toBeUndefined();
    for (const value of refused) expect(refusal(option, value)).toBe(`${message} (got ${String(value)})`);
    expect(refusal(option, String(low))).toBe(`${message} (got a string of ${String(String(low).length)} character(s))`);
  });

  test('what a wrong value is shown as: numbers and booleans as they are, anything else by its kind', () => {
    expect(refusal('maxRetries', true)).toBe('must be a whole number from 0 to 100 (got true)');
    expect(refusal('maxRetries', null)).toBe('must be a whole number from 0 to 100 (got null)');
    expect(refusal('maxRetries', [3])).toBe('must be a whole number from 0 to 100 (got an array)');
    expect(refusal('maxRetries', { n: 3 })).toBe('must be a whole number from 0 to 100 (got object)');
    expect(refusal('maxRetries', 'secret-1')).toBe('must be a whole number from 0 to 100 (got a string of 8 character(s))');
  });

  test('the signal, logger, fetch, auth and validation options take what they name', () => {
    expect(refusal('signal', new AbortController().signal)).toBeUndefined();
    for (const value of [{}, { aborted: false }, { addEventListener: () => undefined }, null]) {
      expect(refusal('signal', value)).toBe('must be an AbortSignal (from an AbortController or AbortSignal.timeout())');
    }
    expect(refusal('logger', console)).toBeUndefined();
    expect(refusal('logger', { debug: console.debug, info: console.info, warn: console.warn })).toBe('must have debug, info, warn and error methods (console works)');
    expect(refusal('logger', null)).toBe('must have debug, info, warn and error methods (console works)');
    for (const level of ['debug', 'info', 'warn', 'error', 'off']) expect(refusal('logLevel', level)).toBeUndefined();
    expect(refusal('logLevel', 'verbose')).toBe('must be one of debug, info, warn, error, off');
    expect(refusal('fetch', 'https://proxy.test')).toBe('must be a fetch function');
    expect(refusal('auth', bearerAuth('token-1'))).toBeUndefined();
    expect(refusal('auth', { apply: 'bearer' })).toBe('must be an auth strategy made by one of the auth functions (bearerAuth, headerAuth, ...)');
    expect(refusal('auth', null)).toBe('must be an auth strategy made by one of the auth functions (bearerAuth, headerAuth, ...)');
    for (const mode of [true, false, 'strict', 'report']) expect(refusal('validateResponses', mode)).toBeUndefined();
    expect(refusal('validateResponses', 'warn')).toBe("must be 'strict', 'report', true or false");
    expect(refusal('onValidationIssue', 'log')).toBe('must be a function');
  });

  test('auth given an auth function itself (bearerAuth for bearerAuth(token)) is refused: it takes the strategy the function makes', () => {
    expect(refusal('auth', bearerAuth)).toBe('must be an auth strategy made by one of the auth functions (bearerAuth, headerAuth, ...)');
  });

  test('appName takes a product token with an optional version, up to 100 characters', () => {
    expect(refusal('appName', 'my-app/1.2')).toBeUndefined();
    expect(refusal('appName', 'a'.repeat(100))).toBeUndefined();
    for (const value of ['a'.repeat(101), 'my app', 'my-app/1.2/3', '/1.2', 'my-app/', 7, null, ['my-app']]) {
      expect(refusal('appName', value)).toMatch(/^must be a name with an optional version, e\.g\. my-app\/1\.2: at most 100 letters/);
    }
  });

  test('settings objects: each setting in its range, an unknown setting named with the likely one', () => {
    expect(refusal('rateLimit', false)).toBeUndefined();
    expect(refusal('rateLimit', { perResource: 1, global: Number.MAX_SAFE_INTEGER })).toBeUndefined();
    expect(refusal('rateLimit', { perResource: undefined })).toBeUndefined();
    expect(refusal('rateLimit', { perResource: 0 })).toBe('perResource must be a whole number of calls per second, at least 1 (got 0)');
    expect(refusal('rateLimit', { global: 1.5 })).toBe('global must be a whole number of calls per minute, at least 1 (got 1.5)');
    // Every setting is checked, not only the first one given.
    expect(refusal('rateLimit', { perResource: 5, global: 0 })).toBe('global must be a whole number of calls per minute, at least 1 (got 0)');
    expect(refusal('rateLimit', true)).toBe('must be false or { perResource, global } (got true)');
    expect(refusal('rateLimit', [1])).toBe('must be false or { perResource, global } (got an array)');
    expect(refusal('rateLimit', null)).toBe('must be false or { perResource, global } (got null)');
    expect(refusal('rateLimit', { perResorce: 2 })).toBe('has an unknown setting "perResorce" (did you mean `perResource`?); it takes false or { perResource, global }');
    expect(refusal('rateLimit', { burst: 2 })).toBe('has an unknown setting "burst"; it takes false or { perResource, global }');
    // A long name is cut to its first 40 characters.
    expect(refusal('rateLimit', { ['b'.repeat(50)]: 2 })).toBe(`has an unknown setting "${'b'.repeat(40)}"; it takes false or { perResource, global }`);

    expect(refusal('limitStore', memoryStore())).toBeUndefined();
    const notAStore = 'must be a store of pacing and the retry budget: redisStore(...) from @typed-api/redis-store, memoryStore(), or an instance of a class extending LimitStore';
    for (const value of [{}, { limits: 1 }, { exchange: () => [], budget: () => ({}) }, null, 'redis://localhost', Object.assign(() => undefined, { limits: () => ({}) })]) expect(refusal('limitStore', value)).toBe(notAStore);
    expect(refusal('retryBudget', { ratio: 0, minRetriesPerSecond: 0, windowMs: 1 })).toBeUndefined();
    expect(refusal('retryBudget', { ratio: 1, minRetriesPerSecond: 0.5, windowMs: MAX_TIMER_MS })).toBeUndefined();
    expect(refusal('retryBudget', { ratio: 1.01 })).toBe('ratio must be a share from 0 to 1, e.g. 0.2 (got 1.01)');
    expect(refusal('retryBudget', { ratio: -0.1 })).toBe('ratio must be a share from 0 to 1, e.g. 0.2 (got -0.1)');
    expect(refusal('retryBudget', { minRetriesPerSecond: -1 })).toBe('minRetriesPerSecond must be a number, at least 0 (got -1)');
    expect(refusal('retryBudget', { minRetriesPerSecond: Infinity })).toBe('minRetriesPerSecond must be a number, at least 0 (got Infinity)');
    expect(refusal('retryBudget', { windowMs: 0 })).toBe(`windowMs ${ms(1)} (got 0)`);
    // A share given as text (read from an environment variable, say) is not a share.
    expect(refusal('retryBudget', { ratio: '0.2' })).toBe('ratio must be a share from 0 to 1, e.g. 0.2 (got a string of 3 character(s))');
    expect(refusal('retryBudget', true)).toBe('must be false or { ratio, minRetriesPerSecond, windowMs } (got true)');
    expect(refusal('retryBudget', { burst: 2 })).toBe('has an unknown setting "burst"; it takes false or { ratio, minRetriesPerSecond, windowMs }');

    expect(refusal('compressRequests', { acceptsCompressedRequests: true })).toMatch(/^has an unknown setting "acceptsCompressedRequests"/);
    expect(refusal('compressRequests', 2048)).toBe('must be false or { minBytes } (got 2048)');
    expect(clientIssue({ compression: gzipJson, compressRequests: { minBytes: 1 } })).toBeUndefined();
    expect(clientIssue({ compression: gzipJson, compressRequests: { minBytes: 0 } })?.message).toBe('minBytes must be a whole number of bytes, at least 1 (got 0)');
  });
});

describe('base URL and headers', () => {
  test.each([
    [undefined, 'missing', 'is required (the API base address, e.g. https://api.example.com)'],
    [null, 'invalid_option', 'is required (the API base address, e.g. https://api.example.com)'],
    ['', 'invalid_option', 'is required (the API base address, e.g. https://api.example.com)'],
    ['api.test', 'invalid_option', 'must be an absolute URL such as https://api.example.com'],
    ['ftp://api.test', 'invalid_option', 'must be an http: or https: URL (got ftp:)'],
    ['https://user@api.test', 'invalid_option', 'must not carry a user name or password; pass credentials through the auth options'],
    ['https://:pw@api.test', 'invalid_option', 'must not carry a user name or password; pass credentials through the auth options'],
  ])('baseUrl %j is refused: %s', (baseUrl, code, message) => {
    expect(clientIssue({ baseUrl })).toEqual({ path: ['baseUrl'], code, message });
  });

  test('http and https base URLs are taken', () => {
    expect(clientIssue({ baseUrl: 'http://localhost:8080/api' })).toBeUndefined();
    expect(clientIssue({ baseUrl: 'https://api.test' })).toBeUndefined();
  });

  test('header names must be tokens and values strings without CR, LF or NUL; a value is never quoted', () => {
    expect(refusal('headers', { 'x-trace_id.1': 'a b' })).toBeUndefined();
    expect(refusal('headers', { 'x trace': 'a' })).toBe('has an invalid header name "x trace"');
    // A long name is cut to its first 40 characters.
    expect(refusal('headers', { [`x ${'h'.repeat(50)}`]: 'a' })).toBe(`has an invalid header name "x ${'h'.repeat(38)}"`);
    expect(refusal('headers', { 'x-count': 3 })).toBe('header x-count must be a string (got 3)');
    for (const value of ['a\rb', 'a\nb', 'a\0b']) expect(refusal('headers', { 'x-secret': value })).toBe('header x-secret contains a line break or NUL, which would split the request; remove it');
    expect(refusal('headers', [['x-a', 'b']])).toBe('must be an object of header names to string values');
    expect(refusal('headers', null)).toBe('must be an object of header names to string values');
    expect(refusal('headers', 'x-trace: 1')).toBe('must be an object of header names to string values');
  });
});

describe('option names and per-call options', () => {
  test("a client option neither the core nor the package knows is refused; the package's own names are taken", () => {
    const make = (options: Record<string, unknown>) => () => createHttpClient({ baseUrl: 'https://api.test', fetch: noFetch, ...options }, { options: ['token'] } as never);
    expect(make({ token: 'x', timeoutMs: 5 })).not.toThrow();
    const error = thrown(make({ tokn: 'x', token: undefined }));
    expect(error?.message).toContain('Invalid client options');
    expect(error?.issues).toMatchObject([{ path: ['tokn'], code: 'unrecognized_keys' }]);
    expect(make({ timeout: 5 })).toThrow(/timeout.*did you mean `timeoutMs`/);
    // An option set to undefined (a spread configuration, say) is no option.
    expect(make({ tokn: undefined })).not.toThrow();
  });

  test("a client of a package without options of its own takes the core's names only, and lists them", () => {
    const error = thrown(() => createHttpClient({ baseUrl: 'https://api.test', fetch: noFetch, token: 'x' }, {}));
    expect(error?.issues).toEqual([
      {
        path: ['token'],
        code: 'unrecognized_keys',
        message:
          'unknown client option(s) token; known: baseUrl, auth, maxRetries, timeoutMs, totalTimeoutMs, maxRetryAfterMs, maxResponseBytes, fetch, headers, logger, logLevel, signal, validateResponses, validateInputs, onValidationIssue, rateLimit, retryBudget, limitStore, compressRequests, appName',
      },
    ]);
  });

  test('per-call options: nothing, an object of known options, or a refusal naming each problem', () => {
    expect(() => {
      checkRequestOptions(undefined);
    }).not.toThrow();
    expect(() => {
      checkRequestOptions({ timeoutMs: 1, maxRetries: 0, totalTimeoutMs: MAX_TIMER_MS, headers: {}, signal: undefined, onProgress: () => undefined });
    }).not.toThrow();
    for (const [value, got] of [['fast', 'a string of 4 character(s)'], [null, 'null'], [[1], 'an array']] as const) {
      const error = thrown(() => {
        checkRequestOptions(value);
      });
      expect(error?.message).toContain('Invalid request options');
      expect(error?.issues).toEqual([{ path: ['options'], code: 'invalid_type', message: `must be an object such as { signal, timeoutMs } (got ${got})` }]);
    }
    // An option set to undefined is no option, known or not.
    expect(() => {
      checkRequestOptions({ limt: undefined });
    }).not.toThrow();
    const error = thrown(() => {
      checkRequestOptions({ onProgress: 'log', timeoutMs: 0, limt: 3 });
    });
    expect(error?.message).toContain('Invalid request options');
    expect(error?.issues).toMatchObject([
      { path: ['onProgress'], code: 'invalid_option', message: 'must be a function that takes a progress object' },
      { path: ['timeoutMs'], code: 'invalid_option', message: `${ms(1)} (got 0)` },
      { path: ['options'], code: 'unrecognized_keys' },
    ]);
    expect(error?.issues[2]?.message).toContain('request options are signal, onProgress, timeoutMs, totalTimeoutMs, maxRetries, headers (operation inputs go before them)');
  });

  test('list options: nothing, null or an object; a string or an array in their place is refused', () => {
    for (const value of [undefined, null, {}]) {
      expect(() => {
        checkListOptions('items.list', value);
      }).not.toThrow();
    }
    for (const [value, got] of [['abc', 'a string of 3 character(s)'], [[1], 'an array'], [5, '5']] as const) {
      const error = thrown(() => {
        checkListOptions('items.list', value);
      });
      expect(error?.message).toContain('Invalid options for items.list');
      expect(error?.issues).toEqual([{ path: ['options'], code: 'invalid_type', message: `must be an object of list options such as { limit } (got ${got})` }]);
    }
  });
});
