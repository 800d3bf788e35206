import { useFakeServer, type SentRequest } from '@typed-api/core/testing/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { PlatformClient, type PlatformClientOptions } from '../src/index.js';
import { createPlatformFake } from '../src/testing/index.js';

/** One request as it went on the wire. */
export type Sent = SentRequest;

/** Starts the fake behind MSW for a test file, records every request, and resets between tests. */
export function useFake() {
  const fake = createPlatformFake();
  const { server, requests: wire, lastRequest: last } = useFakeServer(fake, { beforeAll, afterEach, afterAll });
  const client = (options: Partial<PlatformClientOptions> = {}) => new PlatformClient({ baseUrl: fake.baseUrl, token: fake.token, maxRetries: 0, ...options });
  return { fake, server, client, wire, last };
}
