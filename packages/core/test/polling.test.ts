import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { AbortError, poll, TimeoutError, waitUntil, type RequestOptions } from '@typed-api/core';

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
