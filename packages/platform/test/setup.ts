import { useFakeServer, type SentRequest } from '@typed-api/core/testing/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { PlatformClient, type PlatformClientOptions } from '../src/index.js';
import { createPlatformFake } from '../src/testing/index.js';

/** One request as it went on the wire. */
export type Sent = SentRequest;

/** Starts the fake behind MSW for a test file, records every request, and resets between tests. */
export function useFake() {
  const fake = createPlatformFake();
  const { server, requests: wire, lastRequest: last } = useFakeServer(fake, { beforeAll, afterEach, afterAll });
  // Pacing is off in these clients: tests make hundreds of calls to one resource in a moment of real time.
  // The tests of pacing turn it back on (`rateLimit: undefined`).
  const client = (options: Partial<PlatformClientOptions> = {}) => new PlatformClient({ baseUrl: fake.baseUrl, token: fake.token, maxRetries: 0, rateLimit: false, ...options });
  return { fake, server, client, wire, last };
}

/** Settles a promise while fake timers drive its waits (advancing them 250 ms at a time). */
export async function drive<T>(promise: Promise<T>): Promise<T> {
  let settled = false;
  const tracked = promise.finally(() => {
    settled = true;
  });
  tracked.catch(() => undefined);
  while (!settled) await vi.advanceTimersByTimeAsync(250);
  return tracked;
}

/** A log record without the time the fake stamps it with (`2026-01-02T03:04:05.678Z log of run …` → `log of run …`). */
export function unstamped(record: string): string {
  return record.replace(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z /, '');
}

/** A log as text without the times the fake stamps its records with. */
export function unstampedLog(log: string): string {
  return log.replace(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z /gm, '');
}
