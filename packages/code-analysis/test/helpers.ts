import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { CodeAnalysisClient, type CodeAnalysisClientOptions } from '../src/index.js';
import { createCodeAnalysisFake } from '../src/testing/index.js';

/** One request as it went on the wire. */
export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

export const BASE_URL = 'https://code-analysis.test';
export const TOKEN = 'test-token';

/** Starts an MSW server with a fresh fake for the current test file, and records every request. */
export function useFake() {
  const fake = createCodeAnalysisFake();
  const server = setupServer(...fake.handlers);
  const sent: SentRequest[] = [];
  const pending: Promise<void>[] = [];
  server.events.on('request:start', ({ request }) => {
    const copy = request.clone();
    pending.push(
      copy.text().then((body) => {
        sent.push({ method: request.method, url: new URL(request.url), headers: request.headers, body });
      }),
    );
  });
  beforeAll(() => {
    // msw 3 calls the option `onUnhandledFrame` (it was `onUnhandledRequest` before).
    server.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(() => {
    fake.reset();
    server.resetHandlers();
    sent.length = 0;
    pending.length = 0;
  });
  afterAll(() => {
    server.close();
  });
  const client = (options: Partial<CodeAnalysisClientOptions> = {}) => new CodeAnalysisClient({ baseUrl: BASE_URL, apiToken: TOKEN, maxRetries: 0, ...options });
  /** The requests sent so far (waits for their bodies to be read). */
  const requests = async (): Promise<SentRequest[]> => {
    await Promise.all(pending);
    return sent;
  };
  return { fake, server, client, requests };
}
