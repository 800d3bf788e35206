import { fakeRoutes, type FakeRoutes } from '@typed-api/core/testing';
import { operations } from '../operations/index.js';
import { siteHandlers, type FakeContext, type RouteHandler } from './context.js';
import { calendarFakeDialect } from './dialect.js';
import { eventHandlers } from './events.js';
import { linkedPostHandlers } from './posts.js';
import { termHandlers } from './terms.js';

/** Handlers of the namespace's own operations: its route index and its interface description. */
function rootHandlers(ctx: FakeContext): Record<string, RouteHandler> {
  return {
    'root.index': () => ({
      namespace: 'calendar/events/v1',
      routes: Object.fromEntries(
        operations.map((op) => [`/calendar/events/v1${op.path.replace(/\{(\w+)\}/g, '(?P<$1>[^/]+)')}`, { namespace: 'calendar/events/v1', methods: [op.method] }]),
      ),
    }),
    'root.doc': () => ({
      openapi: '3.0.0',
      info: { title: 'Calendar REST API (fake)', version: '1.0.0' },
      servers: [{ url: `${ctx.root}/` }],
      paths: Object.fromEntries(operations.filter((op) => op.path !== '').map((op) => [op.path, {}])),
    }),
  };
}

/**
 * The fake's routes under the site's REST root `baseUrl`: every calendar operation routed by the core's
 * fake engine to its handler, in the calendar dialect (paths no operation takes are the site's 404
 * `rest_no_route`). `missing` lists operations without a handler (the coverage test wants none).
 */
export function createRoutes(ctx: FakeContext, baseUrl: string): FakeRoutes {
  return fakeRoutes({
    baseUrl,
    dialect: calendarFakeDialect,
    operations,
    handlers: siteHandlers(ctx, {
      ...rootHandlers(ctx),
      ...eventHandlers(ctx),
      ...linkedPostHandlers(ctx, 'venues'),
      ...linkedPostHandlers(ctx, 'organizers'),
      ...termHandlers(ctx, 'categories'),
      ...termHandlers(ctx, 'tags'),
    }),
  });
}
