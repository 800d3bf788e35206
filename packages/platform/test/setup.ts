import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { PlatformClient, type PlatformClientOptions } from '../src/index.js';
import { createPlatformFake } from '../src/testing/index.js';

/** One request as it went on the wire. */
export interface Sent {
  method: string;
  url: URL;
  path: string;
  query: Record<string, string>;
  headers: Headers;
  body: string;
}

/** Starts the fake behind MSW for a test file, records every request, and resets between tests. */
export function useFake() {
  const fake = createPlatformFake();
  const server = setupServer(...fake.handlers);
  const sent: Sent[] = [];
  const pending: Promise<void>[] = [];
  server.events.on('request:start', ({ request }) => {
    const copy = request.clone();
    pending.push(
      copy.text().then((body) => {
        const url = new URL(copy.url);
        sent.push({ method: copy.method, url, path: url.pathname, query: Object.fromEntries(url.searchParams), headers: copy.headers, body });
      }),
    );
  });
  beforeAll(() => {
    // msw 3 names this option onUnhandledFrame (it was onUnhandledRequest); unknown requests fail the test.
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
  const client = (options: Partial<PlatformClientOptions> = {}) => new PlatformClient({ baseUrl: fake.baseUrl, token: fake.token, maxRetries: 0, ...options });
  /** The requests sent so far (bodies read). */
  const wire = async (): Promise<Sent[]> => {
    await Promise.all(pending);
    return sent;
  };
  /** The last request sent. */
  const last = async (): Promise<Sent> => {
    const all = await wire();
    const found = all.at(-1);
    if (!found) throw new Error('nothing was sent');
    return found;
  };
  return { fake, server, client, wire, last };
}
