import { useFakeServer, type SentRequest as CoreSentRequest } from '@typed-api/core/testing/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { CodeAnalysisClient, type CodeAnalysisClientOptions } from '../src/index.js';
import { createCodeAnalysisFake } from '../src/testing/index.js';

/** One request as it went on the wire. */
export type SentRequest = CoreSentRequest;

export const BASE_URL = 'https://code-analysis.test';
export const TOKEN = 'test-token';

/** Starts an MSW server with a fresh fake for the current test file, and records every request. */
export function useFake() {
  const fake = createCodeAnalysisFake();
  const { server, requests } = useFakeServer(fake, { beforeAll, afterEach, afterAll });
  const client = (options: Partial<CodeAnalysisClientOptions> = {}) => new CodeAnalysisClient({ baseUrl: BASE_URL, apiToken: TOKEN, maxRetries: 0, ...options });
  return { fake, server, client, requests };
}

/**
 * Runs a wait under fake timers and advances them by `ms`, so that its intervals and time limits never
 * depend on the machine's clock. Only timeouts and the clock are faked: the fake server's I/O runs as usual.
 */
export async function withFakeTime<T>(start: () => Promise<T>, ms = 60_000): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  try {
    const pending = start().then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    await vi.advanceTimersByTimeAsync(ms);
    const settled = await pending;
    if (!settled.ok) throw settled.error;
    return settled.value;
  } finally {
    vi.useRealTimers();
  }
}

/** What a call rejects with; fails the test when the call succeeds. */
export async function rejection(promise: PromiseLike<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected the call to fail');
}
