import { http, type HttpHandler } from 'msw';
import { createFaultInjector, type FaultInjector } from '@typed-api/core/testing';
import { errorResponse, FakeError, Router } from './router.js';
import { accountRoutes } from './routes-account.js';
import { actorRoutes } from './routes-platform.js';
import { datasetRoutes, keyValueStoreRoutes } from './routes-storages.js';
import { requestQueueRoutes } from './routes-request-queues.js';
import { toolRoutes } from './routes-tools.js';
import { isAlias, resolveAlias } from './aliases.js';
import { FakeState } from './state.js';

export { FakeState, compareUtf8, type FakeJob, type FakeRecord, type FakeRequest, type FakeSettings, type Json } from './state.js';

/** Options of {@link createPlatformFake}. */
export interface PlatformFakeOptions {
  /** Where the fake answers; may carry a path. Default `https://platform.test`. */
  baseUrl?: string | undefined;
  /** The one valid API token. Default `test-token`. */
  token?: string | undefined;
}

/** A stateful fake of the platform API: MSW handlers, their data, and fault injection. */
export interface PlatformFake {
  /** MSW handlers; the fault injector's handler comes first. */
  readonly handlers: HttpHandler[];
  /** The in-memory data (seed it, inspect it, change its settings). */
  readonly state: FakeState;
  /** Makes the next calls fail (429, 5xx, resets, bad JSON). */
  readonly faults: FaultInjector;
  /** The base URL the handlers answer under. */
  readonly baseUrl: string;
  /** The valid token. */
  readonly token: string;
  /** Forgets every resource and queued fault, and restores the default settings. */
  reset(): void;
}

/** Rate limits the fake reports per route family, as `X-RateLimit-Limit`. */
function rateLimitFor(path: string, method: string): string {
  if (path.includes('/records/')) return '200';
  if (/\/requests(\/|$)/.test(path) || /\/(runs|run-sync[\w-]*|metamorph)$/.test(path) || (method === 'POST' && /\/datasets\/[^/]+\/items$/.test(path))) return '400';
  return '60';
}

/**
 * Creates a fake of the platform API for tests: `setupServer(...fake.handlers)`. It keeps Actors,
 * runs, storages and queues in memory, answers with the API's envelopes and errors, and checks the
 * token (bearer header or `token` query parameter; payment headers are accepted in place of a token).
 */
export function createPlatformFake(options: PlatformFakeOptions = {}): PlatformFake {
  const baseUrl = (options.baseUrl ?? 'https://platform.test').replace(/\/+$/, '');
  const token = options.token ?? 'test-token';
  const basePath = new URL(baseUrl).pathname.replace(/\/+$/, '');
  const faults = createFaultInjector({ scope: baseUrl });
  const state = new FakeState();
  const router = new Router();
  actorRoutes(router, state);
  accountRoutes(router, state);
  datasetRoutes(router, state);
  keyValueStoreRoutes(router, state);
  requestQueueRoutes(router, state);
  toolRoutes(router, state);
  // The API answers POST like PUT on these paths.
  router.twin('POST', 'PUT', '/actors/:actorId/versions/:versionNumber');
  router.twin('POST', 'PUT', '/actors/:actorId/versions/:versionNumber/env-vars/:envVarName');
  router.twin('POST', 'PUT', '/key-value-stores/:storeId/records/:recordKey');

  const authorize = (request: Request, url: URL, anonymous: boolean): Response | undefined => {
    const header = request.headers.get('authorization');
    const bearer = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
    const given = bearer ?? url.searchParams.get('token') ?? undefined;
    let payment = Boolean(request.headers.get('payment-signature'));
    request.headers.forEach((value, name) => {
      if (name.endsWith('-pay-id') && value) payment = true;
    });
    if (given === undefined) {
      if (anonymous || payment) return undefined;
      return errorResponse(401, 'token-not-provided', 'Authentication token was not provided');
    }
    if (given !== token) return errorResponse(401, 'invalid-token', 'Authentication token is not valid');
    return undefined;
  };

  const handler = http.all(`${baseUrl}/v2/*`, async ({ request }) => {
    const url = new URL(request.url);
    const override = url.searchParams.get('method')?.toUpperCase();
    const method = override && (request.method === 'GET' || request.method === 'POST') ? override : request.method;
    let path = url.pathname.slice(basePath.length + '/v2'.length);
    if (isAlias(path)) {
      // A run or storage reached through another resource: find which one, then answer as for its own path.
      const denied = authorize(request, url, false);
      if (denied) return denied;
      try {
        path = resolveAlias(path, url.searchParams, state);
      } catch (error) {
        if (error instanceof FakeError) return errorResponse(error.status, error.type, error.message);
        throw error;
      }
    }
    const found = router.match(method, path);
    if (!found) return errorResponse(404, 'page-not-found', `Nothing at ${path}`);
    if ('allowed' in found) return errorResponse(405, 'method-not-allowed', `Allowed methods: ${found.allowed.join(', ')}`);
    const denied = authorize(request, url, found.route.anonymous);
    if (denied) return denied;
    let response: Response;
    try {
      response = await found.route.handler({ request, method, url, params: found.params, query: url.searchParams });
    } catch (error) {
      if (error instanceof FakeError) return errorResponse(error.status, error.type, error.message);
      throw error;
    }
    if (!response.headers.has('x-ratelimit-limit')) response.headers.set('X-RateLimit-Limit', rateLimitFor(path, method));
    return response;
  });

  return {
    handlers: [faults.handler, handler],
    state,
    faults,
    baseUrl,
    token,
    reset() {
      state.clear();
      faults.clear();
    },
  };
}
