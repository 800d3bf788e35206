import { fakeRoutes, sampleAnswers, type FakeRoutes } from '@typed-api/core/testing';
import * as responses from '../responses/index.js';
import { operations } from '../operations/index.js';
import { calendarFakeDialect } from './dialect.js';
import { categoryHandlers } from './handlers/categories.js';
import { eventHandlers } from './handlers/events.js';
import { organizerHandlers } from './handlers/organizers.js';
import { rootHandlers } from './handlers/root.js';
import { tagHandlers } from './handlers/tags.js';
import { venueHandlers } from './handlers/venues.js';
import { siteGuard, type FakeContext } from './site.js';

/**
 * The fake's routes under the site's REST root `baseUrl`: every calendar operation routed by the core's
 * fake engine to its handler (one table per namespace, in `handlers/`), in the calendar dialect, behind
 * the site's guard (recording, credentials). `missing` lists operations without a handler.
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
      ...rootHandlers(ctx),
      ...eventHandlers(ctx),
      ...venueHandlers(ctx),
      ...organizerHandlers(ctx),
      ...categoryHandlers(ctx),
      ...tagHandlers(ctx),
    },
  });
}
