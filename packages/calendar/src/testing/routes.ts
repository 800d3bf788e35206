import { fakeRoutes, sampleAnswers, type FakeRoutes } from '@typed-api/core/testing';
import * as responses from '../responses/index.js';
import { operations } from '../operations/index.js';
import { calendarFakeDialect } from './dialect.js';
import { eventHandlers } from './handlers/events.js';
import { linkedPostHandlers } from './handlers/linked-posts.js';
import { termHandlers } from './handlers/terms.js';
import { siteGuard, type FakeContext } from './site.js';

const NAMESPACE = 'calendar/events/v1';

/**
 * The fake's routes under the site's REST root `baseUrl`: every calendar operation routed by the core's
 * fake engine to its handler (events, venues and organizers, categories and tags in `handlers/`), in the
 * calendar dialect, behind the site's guard (recording, credentials). `missing` lists operations without a handler.
 */
export function createRoutes(ctx: FakeContext, baseUrl: string): FakeRoutes {
  return fakeRoutes({
    baseUrl,
    dialect: calendarFakeDialect,
    operations,
    before: siteGuard(ctx),
    // An operation without a handler of its own answers a sample of its response schema.
    unhandled: sampleAnswers(responses),
    handlers: {
      // The namespace's route index and its interface description name the namespace and its routes.
      'root.index': () => ({
        namespace: NAMESPACE,
        routes: Object.fromEntries(operations.map((op) => [`/${NAMESPACE}${op.path.replace(/\{(\w+)\}/g, '(?P<$1>[^/]+)')}`, { namespace: NAMESPACE, methods: [op.method] }])),
      }),
      'root.doc': () => ({ openapi: '3.0.0', info: { title: 'Calendar REST API (fake)', version: '1.0.0' }, servers: [{ url: `${ctx.root}/` }] }),
      ...eventHandlers(ctx),
      ...linkedPostHandlers(ctx, 'venues'),
      ...linkedPostHandlers(ctx, 'organizers'),
      ...termHandlers(ctx, 'categories'),
      ...termHandlers(ctx, 'tags'),
    },
  });
}
