import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ApiPromise, bearerAuth, HttpClient, PaginationLoopError, ValidationError, type Page } from '@typed-api/core';
import { nextCursor, nextKey, nextLink, nextOffset, nextPageNumber, paginate, parseLinkHeader } from '@typed-api/core/internal';
import { defineOperation } from '@typed-api/core/describe';

const resolved = <T>(data: T) => new ApiPromise(Promise.resolve({ data, response: new Response(null) }));

/** Server behaviour drawn by fast-check: how many items, its own page cap, short pages, items added mid-walk. */
const serverModel = fc.record({
  total: fc.integer({ min: 0, max: 120 }),
  asked: fc.integer({ min: 1, max: 50 }),
  serverMax: fc.integer({ min: 1, max: 50 }),
  shortPages: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 40 }),
  additions: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 40 }),
});

type Model = { total: number; asked: number; serverMax: number; shortPages: number[]; additions: number[] };

/** An offset-paginated server: items in creation order, new items appended after some fetches. */
function offsetServer(m: Model) {
  const items = Array.from({ length: m.total }, (_, i) => `item-${String(i)}`);
  const fetched: number[] = [];
  const fetchPage = (offset: number) => {
    const call = fetched.length;
    const limit = Math.max(1, Math.min(m.asked, m.serverMax) - (m.shortPages[call] ?? 0));
    const page = { items: items.slice(offset, offset + limit), offset, limit, count: 0, total: items.length };
    page.count = page.items.length;
    fetched.push(page.count);
    for (let i = 0; i < (m.additions[call] ?? 0); i++) items.push(`item-${String(items.length)}`);
    return resolved(page);
  };
  return { items, fetched, fetchPage };
}

describe('offset pagination', () => {
  test('yields every item exactly once, in order, whatever the page sizes, caps and additions', async () => {
    await fc.assert(
      fc.asyncProperty(serverModel, async (m) => {
        const server = offsetServer(m);
        const list = paginate({ start: 0, fetchPage: server.fetchPage, next: (page) => nextOffset(page) });
        const seen: string[] = [];
        for await (const item of list) seen.push(item);
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen).toEqual(server.items.slice(0, seen.length));
        expect(seen.length).toBeGreaterThanOrEqual(m.total);
        // Only pages with items were fetched (no trailing empty request), except the first of an empty list.
        if (m.total > 0) expect(server.fetched.every((n) => n > 0)).toBe(true);
        else expect(server.fetched).toEqual([0]);
      }),
      { numRuns: 300 },
    );
  });

  test('with prefetch off, fetches only the pages a consumer actually reaches', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 100 }), async (total, size, stopAfter) => {
        const server = offsetServer({ total, asked: size, serverMax: size, shortPages: [], additions: [] });
        const list = paginate({ start: 0, fetchPage: server.fetchPage, next: (page) => nextOffset(page) }).limit({ prefetch: false });
        let taken = 0;
        for await (const item of list) {
          expect(item).toBe(`item-${String(taken)}`);
          if (++taken >= stopAfter) break;
        }
        expect(server.fetched.length).toBe(Math.ceil(Math.min(stopAfter, total) / size));
      }),
    );
  });

  test('by default, fetches one page ahead of the consumer, and cancels it when the walk stops before using it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 100 }), async (total, size, stopAfter) => {
        const server = offsetServer({ total, asked: size, serverMax: size, shortPages: [], additions: [] });
        const signals: (AbortSignal | undefined)[] = [];
        const fetchPage = (offset: number, signal?: AbortSignal) => {
          signals.push(signal);
          return server.fetchPage(offset);
        };
        const list = paginate({ start: 0, fetchPage, next: (page) => nextOffset(page) });
        let taken = 0;
        for await (const item of list) {
          expect(item).toBe(`item-${String(taken)}`);
          if (++taken >= stopAfter) break;
        }
        const reached = Math.ceil(Math.min(stopAfter, total) / size);
        const pages = Math.ceil(total / size);
        // The pages reached, plus at most the one after them (never past the end of the list).
        expect(server.fetched.length).toBe(Math.min(reached + 1, pages));
        // Every page after the first was fetched ahead with a signal; once the walk is over, each is cancelled
        // (the ones already used have settled, so cancelling them does nothing).
        expect(signals[0]).toBeUndefined();
        expect(signals.slice(1).every((signal) => signal?.aborted === true)).toBe(true);
      }),
    );
  });

  test('a walk limited by maxItems fetches no page beyond the one that holds the last item', async () => {
    const server = offsetServer({ total: 50, asked: 10, serverMax: 10, shortPages: [], additions: [] });
    const list = paginate({ start: 0, fetchPage: server.fetchPage, next: (page) => nextOffset(page) }).limit({ maxItems: 20 });
    const seen: string[] = [];
    for await (const item of list) seen.push(item);
    expect(seen).toHaveLength(20);
    expect(server.fetched).toEqual([10, 10]);
  });

  test('a page fetched ahead that fails reaches the consumer when the walk gets there, after the page before it', async () => {
    let calls = 0;
    const list = paginate({
      start: 0,
      fetchPage: (offset: number) => {
        calls++;
        if (offset > 0) return new ApiPromise<{ items: string[]; offset: number; total: number }>(Promise.reject(new Error('second page failed')));
        return resolved({ items: ['a', 'b'], offset, total: 4 });
      },
      next: (page) => nextOffset(page),
    });
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const item of list) seen.push(item);
      })(),
    ).rejects.toThrow('second page failed');
    expect(seen).toEqual(['a', 'b']);
    expect(calls).toBe(2);
  });

  test('refuses a prefetch setting that is not a boolean', () => {
    const server = offsetServer({ total: 1, asked: 1, serverMax: 1, shortPages: [], additions: [] });
    expect(() => paginate({ start: 0, fetchPage: server.fetchPage, next: (page) => nextOffset(page) }).limit({ prefetch: 'yes' as never })).toThrow(/prefetch.*true or false/s);
  });

  test('await gives the first page with its paging fields; pages() walks pages', async () => {
    const server = offsetServer({ total: 5, asked: 2, serverMax: 2, shortPages: [], additions: [] });
    const list = paginate({ start: 0, fetchPage: server.fetchPage, next: (page) => nextOffset(page) });
    expect(await list).toEqual({ items: ['item-0', 'item-1'], offset: 0, limit: 2, count: 2, total: 5 });
    const sizes: number[] = [];
    for await (const page of list.pages()) sizes.push(page.items.length);
    expect(sizes).toEqual([2, 2, 1]);
    // The first page was fetched once for both the await and the walk.
    expect(server.fetched).toEqual([2, 2, 1]);
  });

  test('errors of a later page reach the consumer', async () => {
    const list = paginate({
      start: 0,
      fetchPage: (offset: number) =>
        offset === 0 ? resolved({ items: [1, 2], offset: 0, total: 4 }) : new ApiPromise<Page<number> & { offset: number; total: number }>(Promise.reject(new Error('page 2 failed'))),
      next: (page) => nextOffset(page),
    });
    await expect(list.toArray()).rejects.toThrow('page 2 failed');
  });
});

describe('key pagination', () => {
  test('walks keys in order until the server says the list is no longer truncated', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 80 }), fc.integer({ min: 1, max: 15 }), async (keys, cap) => {
        const sorted = [...keys].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
        let fetches = 0;
        const list = paginate({
          start: undefined as string | undefined,
          fetchPage: (start: string | undefined) => {
            fetches++;
            const from = start === undefined ? 0 : sorted.findIndex((k) => Buffer.compare(Buffer.from(k), Buffer.from(start)) > 0);
            const begin = from === -1 ? sorted.length : from;
            const items = sorted.slice(begin, begin + cap).map((key) => ({ key, size: key.length }));
            const isTruncated = begin + cap < sorted.length;
            return resolved({ items, limit: cap, isTruncated, exclusiveStartKey: start ?? null, nextExclusiveStartKey: items.at(-1)?.key ?? null });
          },
          next: (page) => nextKey(page),
        });
        const seen = (await list.toArray()).map((i) => i.key);
        expect(seen).toEqual(sorted);
        expect(fetches).toBe(Math.max(1, Math.ceil(sorted.length / cap)));
      }),
    );
  });
});

describe('cursor pagination', () => {
  test('follows opaque cursors (any characters) until the server stops giving one', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 90 }), fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 30 }), async (total, sizes) => {
        const items = Array.from({ length: total }, (_, i) => i);
        const encode = (i: number) => btoa(`pos+/=${String(i)}`);
        let calls = 0;
        const list = paginate({
          start: { cursor: undefined as string | undefined, previous: undefined as string | undefined },
          fetchPage: ({ cursor }) => {
            const from = cursor ? Number(atob(cursor).slice(6)) : 0;
            const size = sizes[calls++ % sizes.length]!;
            const page = items.slice(from, from + size);
            const end = from + page.length;
            return resolved({ items: page, pagination: { cursor: end < total ? encode(end) : undefined, limit: size, total } });
          },
          next: (page, state) => {
            const cursor = nextCursor(page, page.pagination.cursor);
            return cursor === undefined ? undefined : { cursor, previous: state.cursor };
          },
        });
        expect(await list.toArray()).toEqual(items);
      }),
    );
  });

  test('a server that repeats its cursor stops the walk with a typed error naming the list and the cursor', async () => {
    let fetched = 0;
    const list = paginate({
      name: 'things.list',
      start: undefined as string | undefined,
      fetchPage: () => {
        fetched++;
        return resolved({ items: [1], cursor: 'same' });
      },
      next: (page) => nextCursor(page, page.cursor),
    });
    const seen: number[] = [];
    const error = await (async () => {
      for await (const item of list) seen.push(item);
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaginationLoopError);
    expect(error).toMatchObject({ list: 'things.list', marker: '"same"', pages: 2 });
    expect(seen).toEqual([1, 1]);
    expect(fetched).toBe(2);
  });
});

describe('page-number pagination', () => {
  test('follows nextPage until it is null', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 20 }), async (total, perPage) => {
        const items = Array.from({ length: total }, (_, i) => i);
        const lastPage = Math.max(1, Math.ceil(total / perPage));
        let fetches = 0;
        const list = paginate({
          start: 1,
          fetchPage: (page: number) => {
            fetches++;
            return resolved({ items: items.slice((page - 1) * perPage, page * perPage), page: { currentPage: page, nextPage: page < lastPage ? page + 1 : null, lastPage } });
          },
          next: (page) => nextPageNumber(page.page.currentPage, page.page.nextPage),
        });
        expect(await list.toArray()).toEqual(items);
        expect(fetches).toBe(lastPage);
      }),
    );
  });
});

describe('withResponse on a list', () => {
  test('gives the first page and its raw response', async () => {
    const response = new Response(null, { headers: { 'x-total': '3' } });
    const list = paginate({ start: 0, fetchPage: () => new ApiPromise(Promise.resolve({ data: { items: [1, 2, 3], offset: 0, total: 3 }, response })), next: nextOffset });
    const { data, response: raw } = await list.withResponse();
    expect(data.items).toEqual([1, 2, 3]);
    expect(raw.headers.get('x-total')).toBe('3');
  });
});

describe('link pagination', () => {
  test('follows the links the server gives, with auth, and stops when there is none', async () => {
    const seen: { url: string; auth: string | null }[] = [];
    const items = Array.from({ length: 23 }, (_, i) => i);
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push({ url: request.url, auth: request.headers.get('authorization') });
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      const next = page * 10 < items.length ? `<https://api.test/v1/items?page=${String(page + 1)}>; rel="next"` : '';
      return new Response(JSON.stringify(items.slice((page - 1) * 10, page * 10)), { headers: { link: next, 'content-type': 'application/json' } });
    };
    const client = new HttpClient({ baseUrl: 'https://api.test', prefix: '/v1', auth: bearerAuth('tok-1'), fetch });
    const list = defineOperation({ id: 'items.list', method: 'GET', path: '/items' });
    const toPage = (data: unknown, response: Response) => ({ items: data as number[], next: parseLinkHeader(response.headers.get('link')).next });
    const walk = paginate({
      start: undefined as string | undefined,
      fetchPage: (url: string | undefined) => (url ? client.follow(list, url) : client.call(list, {})).map(toPage),
      next: (page) => nextLink(page.next),
    });
    expect(await walk.toArray()).toEqual(items);
    expect(seen.map((s) => s.url)).toEqual(['https://api.test/v1/items', 'https://api.test/v1/items?page=2', 'https://api.test/v1/items?page=3']);
    expect(seen.every((s) => s.auth === 'Bearer tok-1')).toBe(true);
  });

  test('a link to another origin is refused before anything is sent', async () => {
    let calls = 0;
    const client = new HttpClient({
      baseUrl: 'https://api.test',
      auth: bearerAuth('tok-1'),
      fetch: async () => {
        calls++;
        return new Response('[]');
      },
    });
    const list = defineOperation({ id: 'items.list', method: 'GET', path: '/items' });
    await expect(client.follow(list, 'https://evil.test/steal?page=2')).rejects.toThrow(ValidationError);
    expect(calls).toBe(0);
  });

  test('parses Link headers with several relations', async () => {
    expect(parseLinkHeader('<https://a.test/?p=2>; rel="next", <https://a.test/?p=9>; rel="last prev"')).toEqual({
      next: 'https://a.test/?p=2',
      last: 'https://a.test/?p=9',
      prev: 'https://a.test/?p=9',
    });
    expect(parseLinkHeader(null)).toEqual({});
  });
});

describe('the next-page rules at their edges', () => {
  test('offsets: after the items returned; an empty page or the total reached ends the list', () => {
    expect(nextOffset({ items: [1, 2], offset: 10, total: 13 })).toBe(12);
    expect(nextOffset({ items: [1, 2], offset: 10, total: 12 })).toBeUndefined();
    // An empty page ends the walk even when the server claims more (it would otherwise ask the same offset forever).
    expect(nextOffset({ items: [], offset: 10, total: 50 })).toBeUndefined();
  });

  test('cursors: an empty page or a missing cursor ends the list', () => {
    expect(nextCursor({ items: [1] }, 'c2')).toBe('c2');
    expect(nextCursor({ items: [] }, 'c2')).toBeUndefined();
    expect(nextCursor({ items: [1] }, '')).toBeUndefined();
    expect(nextCursor({ items: [1] }, undefined)).toBeUndefined();
  });

  test('page numbers: only a number beyond the current page', () => {
    expect(nextPageNumber(2, 3)).toBe(3);
    expect(nextPageNumber(2, 2)).toBeUndefined();
    expect(nextPageNumber(2, 1)).toBeUndefined();
    expect(nextPageNumber(2, null)).toBeUndefined();
    expect(nextPageNumber(2, '3' as never)).toBeUndefined();
  });

  test('links: a missing, null or empty link ends the list', () => {
    expect(nextLink('https://api.test/items?page=2')).toBe('https://api.test/items?page=2');
    for (const link of [null, undefined, '']) expect(nextLink(link)).toBeUndefined();
  });

  test('Link headers: relations quoted or not, several per link, any case, and commas inside URLs', () => {
    expect(parseLinkHeader('<https://api.test/i?a=1,2>; rel="next", <https://api.test/i?p=9>;rel=LAST')).toEqual({ next: 'https://api.test/i?a=1,2', last: 'https://api.test/i?p=9' });
    expect(parseLinkHeader('<https://api.test/i?p=1>; title="x"; rel="first  prev"')).toEqual({ first: 'https://api.test/i?p=1', prev: 'https://api.test/i?p=1' });
    expect(parseLinkHeader(' <https://api.test/i?p=2>; rel=next ,<https://api.test/i?p=3>; rel="last"')).toEqual({ next: 'https://api.test/i?p=2', last: 'https://api.test/i?p=3' });
    expect(parseLinkHeader('https://api.test/i?p=2; rel=next, <https://api.test/i?p=1>; rel=prev')).toEqual({ prev: 'https://api.test/i?p=1' });
    expect(parseLinkHeader('<https://api.test/i?p=2>')).toEqual({});
    expect(parseLinkHeader('')).toEqual({});
    expect(parseLinkHeader(null)).toEqual({});
  });
});

describe('walk limits and loop errors', () => {
  const pages = (count: number) => {
    const asked: { state: number; wanted: number | undefined }[] = [];
    const list = paginate({
      start: 0,
      fetchPage: (state: number, _signal?: AbortSignal, wanted?: number) => {
        asked.push({ state, wanted });
        return resolved({ items: [state * 2, state * 2 + 1] });
      },
      next: (_page, state) => (state + 1 < count ? state + 1 : undefined),
    });
    return { list, asked };
  };

  test('maxItems and maxPages take whole numbers from 1; anything else is refused with what it got', () => {
    const { list } = pages(3);
    expect(() => list.limit({ maxItems: 1, maxPages: 1 })).not.toThrow();
    for (const [limits, message] of [
      [{ maxItems: 0 }, 'must be a whole number, at least 1 (got 0)'],
      [{ maxPages: 1.5 }, 'must be a whole number, at least 1 (got 1.5)'],
      [{ prefetch: 'yes' }, 'must be true or false (got string)'],
    ] as const) {
      let error: unknown;
      try {
        list.limit(limits as never);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).message).toContain('Invalid list limits');
      expect((error as ValidationError).issues).toEqual([{ path: Object.keys(limits), code: 'invalid_option', message }]);
    }
  });

  test('each request without prefetch asks only for the items still wanted', async () => {
    const { list, asked } = pages(5);
    expect(await list.limit({ maxItems: 5, prefetch: false }).toArray()).toEqual([0, 1, 2, 3, 4]);
    expect(asked).toEqual([
      { state: 0, wanted: 5 },
      { state: 1, wanted: 3 },
      { state: 2, wanted: 1 },
    ]);
  });

  test('a walk that reaches the end asks for no page beyond the last, prefetch or not', async () => {
    for (const prefetch of [true, false]) {
      const { list, asked } = pages(3);
      expect(await list.limit({ prefetch }).toArray()).toEqual([0, 1, 2, 3, 4, 5]);
      expect(asked.map((a) => a.state)).toEqual([0, 1, 2]);
    }
  });

  test('a page fetched ahead that fails, when the walk stops before it, is no unhandled rejection', async () => {
    const list = paginate<Page<number>, number>({
      start: 0,
      fetchPage: (state) => new ApiPromise(state === 0 ? Promise.resolve({ data: { items: [1, 2] }, response: new Response(null) }) : Promise.reject(new Error('page 2 failed'))),
      next: (_page, state) => state + 1,
    });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown): void => {
      unhandled.push(reason);
    };
    process.on('unhandledRejection', onUnhandled);
    try {
      for await (const item of list) if (item === 1) break;
      // Node reports an unhandled rejection after the microtasks of the turn have run.
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });

  test('a marker of text and the same marker as a number are different pages', async () => {
    const fetched: unknown[] = [];
    const list = paginate<Page<number>, unknown>({
      start: 1,
      fetchPage: (state) => {
        fetched.push(state);
        return resolved({ items: [fetched.length] });
      },
      next: (_page, state) => (state === 1 ? '1' : undefined),
    });
    expect(await list.toArray()).toEqual([1, 2]);
    expect(fetched).toEqual([1, '1']);
  });

  test('a loop is reported with the list name and the marker: a number as it is, text quoted, long ones cut, credentials hidden', async () => {
    const loop = async (marker: unknown, name?: string) => {
      const list = paginate<Page<number>, unknown>({ name, start: 'first', fetchPage: () => resolved({ items: [1] }), next: () => marker });
      const error = await list.toArray().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaginationLoopError);
      const { list: listName, marker: shown, pages: fetched } = error as PaginationLoopError;
      return `${listName} ${shown}${fetched === 1 ? ' (on the first page)' : ''}`;
    };
    expect(await loop(7, 'items.list')).toBe('items.list 7');
    expect(await loop('c-1')).toBe('(unnamed list) "c-1"');
    // Back to where the walk started: the first page is not fetched twice.
    expect(await loop('first')).toBe('(unnamed list) "first" (on the first page)');
    const long = 'x'.repeat(300);
    expect(await loop(long)).toBe(`(unnamed list) "${'x'.repeat(200)}…"`);
    expect(await loop('x'.repeat(200))).toBe(`(unnamed list) "${'x'.repeat(200)}"`);
    expect(await loop({ after: long })).toBe(`(unnamed list) {"after":"${'x'.repeat(190)}…`);
    expect(await loop({ after: 'x'.repeat(188) })).toBe(`(unnamed list) {"after":"${'x'.repeat(188)}"}`);
    expect(await loop('http://api.test/items?page=2&token=secret-1')).toBe('(unnamed list) "http://api.test/items?page=2&token=%5BREDACTED%5D"');
    expect(await loop('see http://api.test/items?token=secret-1')).toBe('(unnamed list) "see http://api.test/items?token=secret-1"');
    // Text that only holds a link is shown as it came, even where it would read as an address of its own.
    expect(await loop('Next:http://api.test/items')).toBe('(unnamed list) "Next:http://api.test/items"');
  });
});
