import { useFakeServer, type SentRequest as CoreSentRequest } from '@typed-api/core/testing/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
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
