import { describe, expect, test } from 'vitest';
import { CalendarClient } from '../../packages/calendar/src/index.js';
import { CodeAnalysisClient } from '../../packages/code-analysis/src/index.js';
import { PaginationLoopError, type Paginated } from '../../packages/core/src/index.js';
import { HostingClient } from '../../packages/hosting/src/index.js';
import { PlatformClient } from '../../packages/platform/src/index.js';
import { hostile, json, type Seen } from './support.js';

type Server = (request: Seen, n: number) => Response;

/** Walks a list against a server that never lets it end; returns the error and the requests made. */
async function walk(make: (fetch: typeof globalThis.fetch) => Paginated<unknown>, server: Server): Promise<{ error: unknown; requests: number; items: number }> {
  const fetch = hostile((request, n) => {
    // The hosting client asks for a token first.
    if (request.url.pathname === '/auth/token') return json({ access_token: 'access-token-1', token_type: 'Bearer', expires_in: 3600 });
    return server(request, n);
  });
  let items = 0;
  let error: unknown;
  try {
    for await (const item of make(fetch)) {
      if (item !== undefined) items++;
    }
  } catch (e) {
    error = e;
  }
  return { error, requests: fetch.seen.filter((r) => r.url.pathname !== '/auth/token').length, items };
}

const platform = (fetch: typeof globalThis.fetch) => new PlatformClient({ baseUrl: 'https://platform.test', token: 'platform-token', fetch });
const hosting = (fetch: typeof globalThis.fetch) => new HostingClient({ baseUrl: 'https://hosting.test', clientId: 'c', clientSecret: 'client-secret', fetch });
const analysis = (fetch: typeof globalThis.fetch) => new CodeAnalysisClient({ baseUrl: 'https://analysis.test', apiToken: 'api-token-1', fetch });
const calendar = (fetch: typeof globalThis.fetch) => new CalendarClient({ baseUrl: 'https://calendar.test/wp-json', fetch });

const cycle = (n: number): string => (n % 2 === 1 ? 'A' : 'B');
const two = [{ id: 'x' }, { id: 'y' }];

describe('a server that never lets a walk end makes it stop with a typed error naming the list and the marker', () => {
  test.each<[string, (fetch: typeof globalThis.fetch) => Paginated<unknown>, Server, string, string]>([
    [
      'platform Actors: an offset that stays 0',
      (f) => platform(f).actors.list(),
      () => json({ data: { total: 1000, count: 2, offset: 0, limit: 2, desc: false, items: two } }),
      'actors.list',
      '2',
    ],
    [
      'platform dataset items: paging headers that repeat offset 0',
      (f) => platform(f).datasets.listItems('dataset-1'),
      () => json(two, 200, { 'x-platform-pagination-offset': '0', 'x-platform-pagination-limit': '2', 'x-platform-pagination-total': '1000' }),
      'datasets.listItems',
      '2',
    ],
    [
      'platform request-queue requests: cursors A, B, A',
      (f) => platform(f).requestQueues.listRequests('queue-1'),
      (_, n) => json({ data: { items: [{ id: `r${String(n)}`, uniqueKey: `k${String(n)}`, url: 'https://example.com' }], limit: 1, nextCursor: cycle(n) } }),
      'requestQueues.listRequests',
      '"A"',
    ],
    [
      'code-analysis repositories: cursors A, B, A',
      (f) => analysis(f).repositories.list('gh', 'org'),
      (_, n) => json({ data: [{ repository: { name: `repo-${String(n)}` } }], pagination: { cursor: cycle(n), limit: 1 } }),
      'repositories.list',
      '"A"',
    ],
    [
      'hosting sites: currentPage 1, nextPage 2 forever',
      (f) => hosting(f).sites.list(),
      () => json({ message: 'Success', data: [{ id: 1 }], page: { currentPage: 1, nextPage: 2, lastPage: 99, perPage: 1, totalItems: 99 } }),
      'sites.list',
      '2',
    ],
    [
      'hosting WordPress users: page 1 forever',
      (f) => hosting(f).wpUsers.list(7),
      () => json({ message: 'Success', data: { users: [{ id: 1 }], total_user_count: 100, page: 1, per_page: 1 } }),
      'wpUsers.list',
      '2',
    ],
    [
      'calendar events: a next link to the page itself',
      (f) => calendar(f).events.list(),
      (request) =>
        json({
          events: [{ id: 1 }],
          total: 100,
          total_pages: 100,
          rest_url: request.url.toString(),
          next_rest_url: 'https://calendar.test/wp-json/calendar/events/v1/events?page=1',
        }),
      'events.list',
      '1',
    ],
  ])('%s', async (_, list, server, name, marker) => {
    const { error, requests } = await walk(list, server);
    expect(error).toBeInstanceOf(PaginationLoopError);
    expect(error).toMatchObject({ list: name, marker });
    expect(String(error)).toContain(name);
    expect(requests).toBeLessThanOrEqual(3);
  });
});

describe('maxItems and maxPages bound any walk', () => {
  /** A list that really is endless: every page advances the offset and the total keeps growing. */
  const endless: Server = (request) => {
    const offset = Number(request.url.searchParams.get('offset') ?? '0');
    return json({ data: { total: offset + 1000, count: 2, offset, limit: 2, desc: false, items: two } });
  };

  test('maxPages stops after that many requests', async () => {
    const result = await walk((f) => platform(f).actors.list().limit({ maxPages: 3 }), endless);
    expect(result).toMatchObject({ error: undefined, requests: 3, items: 6 });
  });

  test('maxItems stops after that many items, fetching no page beyond the one holding the last', async () => {
    const result = await walk((f) => platform(f).actors.list().limit({ maxItems: 5 }), endless);
    expect(result).toMatchObject({ error: undefined, requests: 3, items: 5 });
  });

  test('limit on a list whose API caps the items ("maximum number of items") stops the walk there, whatever the server sends', async () => {
    const result = await walk((f) => platform(f).actors.list({ limit: 5 }), endless);
    expect(result).toMatchObject({ error: undefined, requests: 3, items: 5 });
  });

  test('limits must be whole numbers from 1', () => {
    const list = platform(hostile(endless)).actors.list();
    expect(() => list.limit({ maxItems: 0 })).toThrow(/maxItems/);
    expect(() => list.limit({ maxPages: 1.5 })).toThrow(/maxPages/);
  });
});
