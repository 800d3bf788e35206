import { useFakeServer } from '@typed-api/core/testing/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { HostingClient, type HostingClientOptions } from '../src/index.js';
import { createHostingFake, type HostingFakeOptions, type RecordedRequest } from '../src/testing/index.js';

/** A fake, an MSW server around it, and a client with client credentials; reset after every test. */
export function useFake(options: HostingFakeOptions = {}) {
  const fake = createHostingFake(options);
  const { server } = useFakeServer(fake, { beforeAll, afterEach, afterAll });
  const client = (extra: Partial<HostingClientOptions> = {}): HostingClient =>
    new HostingClient({ baseUrl: fake.baseUrl, clientId: 'test-client-id', clientSecret: 'test-client-secret', maxRetries: 0, ...extra });
  /** Requests to `/v1` routes (token traffic left out). */
  const apiRequests = (): RecordedRequest[] => fake.state.requests.filter((r) => r.path.startsWith('/v1/'));
  const lastRequest = (): RecordedRequest => {
    const all = apiRequests();
    const last = all[all.length - 1];
    if (!last) throw new Error('no API request was recorded');
    return last;
  };
  return { fake, server, client, apiRequests, lastRequest };
}

/** Reads a stream to text. */
export async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}
