// The demo's side of the examples: the four API fakes (and the core example's notes fake) mounted on
// one local HTTP server, each under its own path, seeded with the data the examples expect.
import type { FaultSpec } from '@typed-api/core/testing';
import type { HandlerServer } from '@typed-api/core/testing/node';
import { createCalendarFake } from '@typed-api/calendar/testing';
import { createCodeAnalysisFake } from '@typed-api/code-analysis/testing';
import { createHostingFake } from '@typed-api/hosting/testing';
import { createPlatformFake } from '@typed-api/platform/testing';
import { createNotesFake } from './core/fake.ts';
import type { Targets } from './targets.ts';

/** Items the fake Actor writes to its dataset (it echoes `input.items`). */
export const DEMO_ITEM_COUNT = 60;
/** Events of the demo category in each of the next two months. */
export const DEMO_EVENTS_PER_MONTH = 23;

/** `YYYY-MM-DD HH:MM:SS` in UTC, the calendar's wall-clock format. */
function wallClock(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** Options of {@link mountFakes}. */
export interface FakeOptions {
  /** The calendar fake's clock, and the date its events are seeded around. Default: now. */
  now?: Date | undefined;
  /**
   * Leave out the waits that only make the account realistic: injected 429s carry `Retry-After: 0`
   * and polls run back to back. For tests, which must not wait on the wall clock. Default false.
   */
  fast?: boolean | undefined;
}

/**
 * Mounts every fake on `server` (each under `${server.url}/<api>`), seeds them, and returns where the
 * examples find them.
 */
export function mountFakes(server: HandlerServer, options: FakeOptions = {}): Targets {
  const now = options.now ?? new Date();
  const rateLimited: FaultSpec = options.fast ? { type: 'status', status: 429, retryAfter: 0 } : 429;
  const pollIntervalMs = options.fast ? 0 : 50;

  const notes = createNotesFake(`${server.url}/notes`);
  // The first two calls of the core example meet a rate limit, to show the backoff at work.
  notes.faults.next(2, rateLimited, (request) => new URL(request.url).pathname.startsWith('/notes/'));

  const platform = createPlatformFake({ baseUrl: `${server.url}/platform` });
  platform.state.createActor({ name: 'echo', title: 'Echoes its input: items to the dataset, the input as OUTPUT' });
  platform.state.settings.jobDurationSecs = 45; // the server holds the first wait call until the run ends
  platform.state.settings.maxItemsPerPage = 25; // the server's item pages are small enough to show the walk

  const hosting = createHostingFake({ baseUrl: `${server.url}/hosting`, backupPollsToComplete: 3, deployPollsToFinish: 3, downloadBytes: 256 * 1024 });

  const calendar = createCalendarFake({ baseUrl: `${server.url}/calendar/wp-json`, now: () => now });
  const music = calendar.state.addTerm('categories', 'Music', { slug: 'music' });
  const talks = calendar.state.addTerm('categories', 'Talks', { slug: 'talks' });
  // Events in the next two months (the example lists "next month", whichever month that is when it runs).
  for (let month = 1; month <= 2; month++) {
    for (let i = 0; i < DEMO_EVENTS_PER_MONTH + 2; i++) {
      const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + month, 1 + (i % 27), 19, 0, 0));
      const end = new Date(start.getTime() + 2 * 3_600_000);
      const category = i < DEMO_EVENTS_PER_MONTH ? music : talks;
      calendar.state.addEvent({ title: `${category.name} night ${String(i + 1)}`, start_date: wallClock(start), end_date: wallClock(end), categories: [category.id] });
    }
  }

  const codeAnalysis = createCodeAnalysisFake({ baseUrl: `${server.url}/code-analysis` });
  codeAnalysis.state.maxPageSize = 5; // pages of 5, so that the report walks its cursor
  for (const name of ['docs', 'mobile', 'infra', 'design-system', 'billing', 'search', 'auth']) {
    codeAnalysis.addRepository({ provider: 'gh', organization: 'acme', repository: name });
  }

  server.use(...notes.handlers, ...platform.handlers, ...hosting.handlers, ...calendar.handlers, ...codeAnalysis.handlers);

  return {
    notes: { baseUrl: `${server.url}/notes` },
    platform: {
      source: 'fake',
      baseUrl: platform.baseUrl,
      token: platform.token,
      actorId: '~echo',
      actorInput: { items: Array.from({ length: DEMO_ITEM_COUNT }, (_, i) => ({ url: `https://shop.example/products/${String(i + 1)}`, price: 5 + (i % 7) })) },
      simulateRateLimit: (count) => {
        platform.faults.next(count, rateLimited, (request) => request.url.startsWith(`${platform.baseUrl}/`));
      },
    },
    hosting: {
      source: 'fake',
      baseUrl: hosting.baseUrl,
      clientId: 'test-client-id',
      clientSecret: 'test-client-secret',
      siteId: 1,
      gitToken: 'demo-git-provider-token',
      gitRepository: 'acme/main-site',
      gitBranch: 'main',
      collaboratorEmail: 'new.developer@example.com',
      collaboratorSiteIds: [1, 2, 3],
      pollIntervalMs,
    },
    calendar: {
      source: 'fake',
      baseUrl: calendar.baseUrl,
      username: calendar.credentials.username,
      applicationPassword: calendar.credentials.applicationPassword,
      category: 'music',
    },
    codeAnalysis: {
      source: 'fake',
      baseUrl: codeAnalysis.baseUrl,
      apiToken: codeAnalysis.apiToken,
      provider: 'gh',
      organization: 'acme',
      repository: 'stuck',
      pollIntervalMs,
    },
  };
}
