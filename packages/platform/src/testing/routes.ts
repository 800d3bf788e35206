import { fakeRoutes, FakeHttpError, type FakeHandler, type FakeRoutes } from '@typed-api/core/testing';
import { operations } from '../operations/index.js';
import { placeHandlers } from './aliases.js';
import { platformDialect } from './dialect.js';
import { accountHandlers } from './routes-account.js';
import { actorHandlers } from './routes-platform.js';
import { requestQueueHandlers } from './routes-request-queues.js';
import { datasetHandlers, keyValueStoreHandlers } from './routes-storages.js';
import { toolHandlers } from './routes-tools.js';
import type { FakeState } from './state.js';

/** Operations the API answers without credentials. */
const OPEN = new Set(['store.list', 'tools.browserInfo', 'tools.browserInfoPost', 'tools.browserInfoPut', 'tools.browserInfoDelete', 'tools.decodeAndVerify']);

/** Operations the API answers exactly like another: the POST twins of PUT calls. */
const TWINS: Readonly<Record<string, string>> = {
  'actors.updateVersionViaPost': 'actors.updateVersion',
  'actors.updateEnvVarViaPost': 'actors.updateEnvVar',
  'keyValueStores.setRecordViaPost': 'keyValueStores.setRecord',
};

/** Rate limits the fake reports per route family, as `X-RateLimit-Limit`. */
function rateLimitFor(path: string, method: string): string {
  if (path.includes('/records/')) return '200';
  if (/\/requests(\/|$)/.test(path) || /\/(runs|run-sync[\w-]*|metamorph)$/.test(path) || (method === 'POST' && /\/datasets\/[^/]+\/items$/.test(path))) return '400';
  return '60';
}

/**
 * Routes the platform fake through the core's fake engine: every operation of the package reaches
 * its handler, behind the token check (bearer header or `token` query parameter; payment headers
 * stand in for a token) and with an `X-RateLimit-Limit` header on every answer. Not public: the
 * fake and the coverage test (which wants `missing` empty) build it.
 */
export function platformRoutes(options: { baseUrl: string; token: string; state: FakeState }): FakeRoutes {
  const { baseUrl, token, state } = options;
  const authorize = (request: Request, url: URL, open: boolean): void => {
    const header = request.headers.get('authorization');
    const bearer = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
    const given = bearer ?? url.searchParams.get('token') ?? undefined;
    let payment = Boolean(request.headers.get('payment-signature'));
    request.headers.forEach((value, name) => {
      if (name.endsWith('-pay-id') && value) payment = true;
    });
    if (given === undefined) {
      if (open || payment) return;
      throw new FakeHttpError(401, 'token-not-provided', 'Authentication token was not provided');
    }
    if (given !== token) throw new FakeHttpError(401, 'invalid-token', 'Authentication token is not valid');
  };
  const own: Record<string, FakeHandler> = { ...actorHandlers(state), ...accountHandlers(state), ...datasetHandlers(state), ...keyValueStoreHandlers(state), ...requestQueueHandlers(state), ...toolHandlers(state) };
  for (const [twin, of] of Object.entries(TWINS)) {
    const handler = own[of];
    if (handler) own[twin] = handler;
  }
  return fakeRoutes({
    baseUrl,
    dialect: platformDialect,
    operations,
    handlers: { ...own, ...placeHandlers(state, own) },
    before: (call) => {
      authorize(call.request, call.url, OPEN.has(call.operation.id));
    },
    after: (response, call) => {
      if (!response.headers.has('x-ratelimit-limit')) response.headers.set('X-RateLimit-Limit', rateLimitFor(call.operation.path, call.method));
    },
  });
}
