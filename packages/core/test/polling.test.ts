import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { AbortError, isWaitTimeout, poll, TimeoutError, WaitTimeoutError, waitUntil, type RequestOptions } from '@typed-api/core';
import { waitFrom } from '@typed-api/core/internal';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test('polls until done, with growing waits capped at maxIntervalMs', async () => {
  const times: number[] = [];
  let n = 0;
  const result = waitUntil(
    async () => {
      times.push(Date.now());
      return ++n;
    },
    (v) => v === 5,
    { intervalMs: 100, backoff: 2, maxIntervalMs: 300 },
  );
  await vi.runAllTimersAsync();
  expect(await result).toBe(5);
  expect(times.slice(1).map((t, i) => t - times[i]!)).toEqual([100, 200, 300, 300]);
});

test('gives up at the deadline with a TimeoutError and leaves no timer', async () => {
  let checks = 0;
  const result = waitUntil(
    async () => {
      checks++;
      return 'running';
    },
    (v) => v === 'done',
    { intervalMs: 1000, backoff: 1, timeoutMs: 3500 },
  ).catch((e: unknown) => e);
  await vi.runAllTimersAsync();
  const error = await result;
  expect(error).toBeInstanceOf(TimeoutError);
  // Checks at 0, 1000, 2000 and 3000 ms; the deadline fires during the wait after the fourth.
  expect(String(error)).toMatch(/after 3500ms \(4 checks\)/);
  expect(checks).toBe(4);
  expect(vi.getTimerCount()).toBe(0);
});

test('a wait that runs out fails with a TimeoutError that carries the last value seen and names its status', async () => {
  let n = 0;
  const result = waitUntil(
    async () => ({ id: 'job-1', status: 'RUNNING', step: ++n }),
    (job) => job.status === 'SUCCEEDED',
    { intervalMs: 1000, backoff: 1, timeoutMs: 2500 },
  ).catch((e: unknown) => e);
  await vi.runAllTimersAsync();
  const error = await result;
  // Still a TimeoutError: a wait that ends early never looks like success.
  expect(error).toBeInstanceOf(TimeoutError);
  expect(error).toBeInstanceOf(WaitTimeoutError);
  if (!isWaitTimeout<{ id: string; status: string; step: number }>(error)) throw new Error('not a wait timeout');
  expect(error.lastValue).toEqual({ id: 'job-1', status: 'RUNNING', step: 3 });
  expect(error.lastStatus).toBe('RUNNING');
  expect(error.checks).toBe(3);
  expect(error.name).toBe('WaitTimeoutError');
  expect(error.code).toBe('wait-timeout');
  expect(error.message).toBe('Gave up waiting after 2500ms (3 checks), last status RUNNING');
});

test('a check in flight at the deadline is cut, and the error keeps the value of the last check that returned', async () => {
  let n = 0;
  const result = waitUntil(
    (signal) => {
      n++;
      // The first check answers at once; the second never does (a slow server) until the wait aborts it.
      if (n === 1) return Promise.resolve('queued');
      return new Promise<string>((_, reject) => {
        signal.addEventListener('abort', () => { reject(new Error('aborted')); });
      });
    },
    (value) => value === 'done',
    { intervalMs: 100, timeoutMs: 1000 },
  ).catch((e: unknown) => e);
  await vi.runAllTimersAsync();
  const error = await result;
  expect(isWaitTimeout<string>(error) && error.lastValue).toBe('queued');
  expect(String(error)).toBe('WaitTimeoutError: Gave up waiting after 1000ms (2 checks), last status waiting');
  expect(vi.getTimerCount()).toBe(0);
});

test('a wait that runs out before any check returned says so, with no value', async () => {
  const result = waitUntil(
    (signal) => new Promise<number>((_, reject) => {
      signal.addEventListener('abort', () => { reject(new Error('aborted')); });
    }),
    () => true,
    { timeoutMs: 500 },
  ).catch((e: unknown) => e);
  await vi.runAllTimersAsync();
  const error = await result;
  expect(error).toBeInstanceOf(TimeoutError);
  expect(isWaitTimeout(error) && error.lastValue).toBeUndefined();
  expect(isWaitTimeout(error) && error.lastStatus).toBeUndefined();
  expect((error as Error).message).toBe('Gave up waiting after 500ms (1 check), no check had returned yet');
});

test('the timeout names the status the wait reports: the status function when one is given', async () => {
  const result = poll(
    () => Promise.resolve(undefined as { state: string } | undefined),
    (entry) => entry !== undefined,
    { intervalMs: 100, timeoutMs: 350 },
    (entry) => entry?.state ?? 'not_listed',
  ).catch((e: unknown) => e);
  await vi.runAllTimersAsync();
  const error = await result;
  expect((error as Error).message).toMatch(/, last status not_listed$/);
  expect(isWaitTimeout(error) && error.lastStatus).toBe('not_listed');
});

test('a wait that starts from a known value carries it when the time runs out before the first check returns', async () => {
  const started = { id: 'run-7', status: 'READY' };
  const result = waitFrom(
    { value: started },
    (signal) => new Promise<typeof started>((_, reject) => {
      signal.addEventListener('abort', () => { reject(new Error('aborted')); });
    }),
    (run) => run.status === 'SUCCEEDED',
    { timeoutMs: 200 },
  ).catch((e: unknown) => e);
  await vi.runAllTimersAsync();
  const error = await result;
  expect(isWaitTimeout<typeof started>(error) && error.lastValue).toBe(started);
  expect((error as Error).message).toBe('Gave up waiting after 200ms (1 check), last status READY');
});

test('isWaitTimeout tells a wait that ran out from an attempt that timed out', () => {
  expect(isWaitTimeout(new TimeoutError('GET /x timed out after 5ms'))).toBe(false);
  expect(isWaitTimeout(new WaitTimeoutError(5, 1, undefined))).toBe(true);
  expect(isWaitTimeout('Gave up waiting')).toBe(false);
});

test('stops when the signal aborts, even in the middle of a wait', async () => {
  const controller = new AbortController();
  const check = vi.fn(async () => 'running');
  const result = waitUntil(check, () => false, { intervalMs: 10_000, signal: controller.signal }).catch((e: unknown) => e);
  await vi.advanceTimersByTimeAsync(1_000);
  controller.abort();
  expect(await result).toBeInstanceOf(AbortError);
  expect(check).toHaveBeenCalledTimes(1);
  expect(vi.getTimerCount()).toBe(0);
});

test('reports progress after every poll', async () => {
  const seen: unknown[] = [];
  let n = 0;
  const result = waitUntil(async () => ++n, (v) => v === 3, { intervalMs: 1, onProgress: ({ value }) => seen.push(value) });
  await vi.runAllTimersAsync();
  await result;
  expect(seen).toEqual([1, 2, 3]);
});

test('poll hands each call the per-call options and the wait signal, and keeps the wait options for the wait', async () => {
  const seen: RequestOptions[] = [];
  const caller = new AbortController();
  let n = 0;
  const waiting = poll(
    (options) => {
      seen.push(options);
      return Promise.resolve(++n);
    },
    (value) => value >= 2,
    { intervalMs: 100, timeoutMs: 5_000, signal: caller.signal, headers: { 'x-trace': 't' }, maxRetries: 1, onProgress: () => undefined },
  );
  await vi.advanceTimersByTimeAsync(100);
  expect(await waiting).toBe(2);
  expect(seen).toHaveLength(2);
  for (const options of seen) {
    expect(Object.keys(options).sort()).toEqual(['headers', 'maxRetries', 'signal']);
    expect(options.signal).not.toBe(caller.signal); // the wait's own signal: it also fires at the wait's deadline
  }
});

test('a misspelt wait option is refused before the first check, naming the known ones', async () => {
  let checks = 0;
  const error = await waitUntil(
    () => Promise.resolve(++checks),
    () => true,
    { timeotMs: 5 } as never,
  ).catch((e: unknown) => e);
  expect((error as { issues: { message: string }[] }).issues[0]?.message).toBe(
    'unknown wait option(s) timeotMs (did you mean `timeoutMs`?)',
  );
  expect(checks).toBe(0);
});

test('timeoutMs 0 checks once and returns what the check gave, finished or not, without waiting or a timer', async () => {
  const progress: unknown[] = [];
  let checks = 0;
  const running = await waitUntil(
    () => Promise.resolve({ status: 'RUNNING', n: ++checks }),
    (job) => job.status === 'SUCCEEDED',
    { intervalMs: 1_000, timeoutMs: 0, onProgress: ({ status, attempts }) => progress.push([status, attempts]) },
  );
  expect(running).toEqual({ status: 'RUNNING', n: 1 });
  expect(checks).toBe(1);
  expect(progress).toEqual([['RUNNING', 1]]);
  expect(vi.getTimerCount()).toBe(0);
  // A finished value is returned the same way; a known value does not stand in for the one check.
  expect(await waitFrom({ value: 'queued' }, () => Promise.resolve('done'), (v) => v === 'done', { timeoutMs: 0 })).toBe('done');
  expect(await poll(() => Promise.resolve(7), () => false, { timeoutMs: 0 })).toBe(7);
});

test('timeoutMs 0 still ends with the signal: an aborted check fails, and an aborted signal sends nothing', async () => {
  const controller = new AbortController();
  const waiting = waitUntil(
    (signal) => new Promise<number>((_, reject) => {
      signal.addEventListener('abort', () => { reject(new Error('aborted')); });
    }),
    () => true,
    { timeoutMs: 0, signal: controller.signal },
  ).catch((e: unknown) => e);
  controller.abort();
  expect(await waiting).toBeInstanceOf(AbortError);
  let checks = 0;
  expect(await waitUntil(() => Promise.resolve(++checks), () => true, { timeoutMs: 0, signal: controller.signal }).catch((e: unknown) => e)).toBeInstanceOf(AbortError);
  expect(checks).toBe(0);
});

test('a timeoutMs below 0, fractional or past the longest timer is refused, naming 0 as check once', async () => {
  for (const timeoutMs of [-1, 0.5, 2 ** 31]) {
    let checks = 0;
    const error = await waitUntil(() => Promise.resolve(++checks), () => true, { timeoutMs }).catch((e: unknown) => e);
    expect((error as { issues: { path: string[]; message: string }[] }).issues[0]).toEqual({
      path: ['timeoutMs'],
      code: 'invalid_option',
      message: `must be a whole number of milliseconds from 0 (check once, do not wait) to 2147483647 (got ${String(timeoutMs)})`,
    });
    expect(checks).toBe(0);
  }
  // The longest timer is still taken.
  expect(await waitUntil(() => Promise.resolve(1), () => true, { timeoutMs: 2 ** 31 - 1 })).toBe(1);
});

test('timeoutMs 0 lets its one check take the time it takes: no deadline cuts it', async () => {
  const waiting = waitUntil(
    () => new Promise<string>((resolve) => {
      setTimeout(() => { resolve('RUNNING'); }, 5_000);
    }),
    () => false,
    { timeoutMs: 0 },
  ).catch((e: unknown) => e);
  await vi.advanceTimersByTimeAsync(5_000);
  expect(await waiting).toBe('RUNNING');
  expect(vi.getTimerCount()).toBe(0);
});
