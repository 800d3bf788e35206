import * as z from 'zod/mini';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { HttpClient, isApiError, PaginationLoopError } from '@typed-api/core';
import { cursorPages, keyPages, linkedPages, numberedPages, offsetPages, type PageStyle, unwrapData, walkList } from '@typed-api/core/internal';
import { defineOperation } from '@typed-api/core/describe';
import { json, scriptedFetch } from './helpers.js';
import { schemaChecks } from '@typed-api/core/checks';

/** A client whose fetch answers each request by its query (`offset`, `key`, `cursor`, `page`…). */
function clientFor(answer: (url: URL) => Response, extra: Partial<ConstructorParameters<typeof HttpClient>[0]> = {}) {
  const fetch = scriptedFetch((request) => answer(new URL(request.url)));
  return { fetch, http: new HttpClient({ baseUrl: 'https://api.test', prefix: '/v1', fetch, checks: schemaChecks, ...extra }) };
}

const letters = 'abcdefg'.split('');

describe('a list described by its operation', () => {
  test('offset lists continue after the items returned and stop at the total (the payload inside the envelope)', async () => {
    const op = defineOperation({
      id: 'things.list',
      method: 'GET',
      path: '/things',
      query: z.object({ offset: z.optional(z.number()), limit: z.optional(z.number()) }),
      response: () => z.object({ items: z.array(z.string()), offset: z.number(), total: z.number() }),
      list: offsetPages(),
    });
    // The server caps pages at 3, whatever the limit asked for.
    const { http, fetch } = clientFor((url) => {
      const offset = Number(url.searchParams.get('offset'));
      return json({ data: { items: letters.slice(offset, offset + 3), offset, total: letters.length } });
    }, { unwrap: unwrapData });
    const list = walkList(http, op, { input: { limit: 10 } });
    expectTypeOf<Awaited<ReturnType<typeof list.toArray>>>().toEqualTypeOf<string[]>();
    expect(await list.toArray()).toEqual(letters);
    // `limit` is the most items of the walk: each request asks for what is still wanted.
    expect(fetch.seen.map((r) => new URL(r.url).search)).toEqual(['?offset=0&limit=10', '?offset=3&limit=7', '?offset=6&limit=4']);
    const first = await walkList(http, op, { input: { offset: 5 } });
    expect(first).toEqual({ items: ['f', 'g'], offset: 5, total: 7 });
  });

  test('key lists send the key the page before named, while it says it is truncated', async () => {
    const op = defineOperation({ id: 'keys.list', method: 'GET', path: '/keys', query: z.object({ exclusiveStartKey: z.optional(z.string()) }), list: keyPages() });
    const { http, fetch } = clientFor((url) => {
      const after = url.searchParams.get('exclusiveStartKey');
      const start = after === null ? 0 : letters.indexOf(after) + 1;
      const items = letters.slice(start, start + 4);
      return json({ items, isTruncated: start + 4 < letters.length, nextExclusiveStartKey: items.at(-1) });
    });
    expect(await walkList(http, op, {}).toArray()).toEqual(letters);
    expect(fetch.seen.map((r) => new URL(r.url).searchParams.get('exclusiveStartKey'))).toEqual([null, 'd']);
  });

  test('cursor lists read the cursor where the style says and send it as the style encodes it; a cursor seen before is a loop', async () => {
    const style = cursorPages({ items: 'data', cursor: (page) => (page.pagination as { cursor?: string } | undefined)?.cursor, send: (cursor) => `enc:${String(cursor)}` });
    const op = defineOperation({ id: 'rows.list', method: 'GET', path: '/rows', list: { ...style, payload: 'body' } });
    const { http, fetch } = clientFor((url) => {
      const cursor = url.searchParams.get('cursor');
      if (cursor === null) return json({ data: [1, 2], pagination: { cursor: 'c1' } });
      return json({ data: [3], pagination: { cursor: 'c1' } });
    }, { unwrap: unwrapData });
    const seen: unknown[] = [];
    await expect(async () => {
      for await (const row of walkList(http, op, {})) seen.push(row);
    }).rejects.toBeInstanceOf(PaginationLoopError);
    expect(seen).toEqual([1, 2, 3]);
    expect(fetch.seen.map((r) => new URL(r.url).searchParams.get('cursor'))).toEqual([null, 'enc:c1']);
    const page = await walkList(http, op, {});
    expect(page).toEqual({ items: [1, 2], pagination: { cursor: 'c1' } });
  });

  test('numbered lists follow the number the page names, and an error meaning "past the end" is an empty last page', async () => {
    const pastEnd: PageStyle['pastEnd'] = (error) => isApiError(error) && error.status === 404;
    const op = defineOperation({
      id: 'posts.list',
      method: 'GET',
      path: '/posts',
      query: z.object({ page: z.optional(z.number()) }),
      list: numberedPages({ items: 'posts', next: (_page, current) => current + 1, pastEnd }),
    });
    const { http, fetch } = clientFor((url) => {
      const page = Number(url.searchParams.get('page'));
      return page <= 2 ? json({ posts: [`p${String(page)}`] }) : json({ code: 'past' }, 404);
    });
    expect(await walkList(http, op, { input: { page: 1 } }).toArray()).toEqual(['p1', 'p2']);
    expect(fetch.seen).toHaveLength(3);
    // A walk that starts past the end has an empty first page, answered by the 404 that said so.
    const past = await walkList(http, op, { input: { page: 9 } }).withResponse();
    expect(past.data.items).toEqual([]);
    expect(past.response.status).toBe(404);
    // Without the style's say-so, the same 404 is an error.
    const strict = defineOperation({ ...op, list: numberedPages({ items: 'posts', next: (_page, current) => current + 1 }) });
    await expect(walkList(http, strict, {}).toArray()).rejects.toMatchObject({ status: 404 });
  });

  test('linked lists follow the link of each page on the same origin only', async () => {
    const op = defineOperation({ id: 'feed.list', method: 'GET', path: '/feed', list: linkedPages({ items: 'entries', link: (page) => page.next as string | undefined }) });
    const { http, fetch } = clientFor((url) =>
      url.searchParams.get('after') === null
        ? json({ entries: [1], next: 'https://api.test/v1/feed?after=1' })
        : json({ entries: [2], next: 'https://elsewhere.test/v1/feed?after=2' }),
    );
    const seen: unknown[] = [];
    await expect(async () => {
      for await (const entry of walkList(http, op, {})) seen.push(entry);
    }).rejects.toThrow(/Refusing to follow feed.list link/);
    expect(seen).toEqual([1, 2]);
    expect(fetch.seen.map((r) => r.url)).toEqual(['https://api.test/v1/feed', 'https://api.test/v1/feed?after=1']);
  });

  test('a bare array paged by headers: the style reads its fields from the response and the marker', async () => {
    const style: PageStyle<''> = {
      items: '',
      param: 'offset',
      first: (query) => query.offset ?? 0,
      fields: (response, marker) => ({ offset: marker, total: Number(response.headers.get('x-total')) }),
      next: (page) => ((page.offset as number) + page.items.length < (page.total as number) ? (page.offset as number) + page.items.length : undefined),
    };
    const op = defineOperation({ id: 'items.list', method: 'GET', path: '/items', query: z.object({ offset: z.optional(z.number()) }), list: style });
    const { http } = clientFor((url) => {
      const offset = Number(url.searchParams.get('offset'));
      return json(letters.slice(offset, offset + 2), 200, { 'x-total': String(letters.length) });
    });
    const pages = [];
    for await (const page of walkList(http, op, {}).pages()) pages.push(page);
    expect(pages.map((p) => p.items.join(''))).toEqual(['ab', 'cd', 'ef', 'g']);
    expect(pages[3]).toMatchObject({ offset: 6, total: 7 });
  });
});

describe('a list whose API caps the items (`limit`, "maximum number of items")', () => {
  const numbers = Array.from({ length: 250 }, (_, i) => i);
  /** An offset list of 250 numbers whose server returns at most `limit` items, and never more than 100. */
  function numbersList(style = offsetPages({ maxPage: 100 }), extra: Partial<ConstructorParameters<typeof HttpClient>[0]> = {}) {
    const op = defineOperation({
      id: 'numbers.list',
      method: 'GET',
      path: '/numbers',
      query: z.object({ offset: z.optional(z.int()), limit: z.optional(z.int().check(z.gte(1))) }),
      response: () => z.object({ items: z.array(z.number()), offset: z.number(), total: z.number() }),
      list: style,
    });
    const { http, fetch } = clientFor((url) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 100), 100);
      return json({ items: numbers.slice(offset, offset + limit), offset, total: numbers.length });
    }, extra);
    const sent = () => fetch.seen.map((r) => Object.fromEntries(new URL(r.url).searchParams));
    return { op, http, fetch, sent };
  }

  test('a walk yields at most `limit` items, asks each page for what is still wanted within the largest page, and sends nothing past the cap', async () => {
    const { op, http, sent } = numbersList();
    const walked = await walkList(http, op, { input: { limit: 150 } }).toArray();
    expect(walked).toEqual(numbers.slice(0, 150));
    expect(sent()).toEqual([
      { offset: '0', limit: '100' },
      { offset: '100', limit: '50' },
    ]);
  });

  test('with an offset, the cap counts from the first item asked for', async () => {
    const { op, http, sent } = numbersList();
    expect(await walkList(http, op, { input: { offset: 120, limit: 110 } }).toArray()).toEqual(numbers.slice(120, 230));
    expect(sent()).toEqual([
      { offset: '120', limit: '100' },
      { offset: '220', limit: '10' },
    ]);
  });

  test('a cap beyond the list ends where the list ends', async () => {
    const { op, http, sent } = numbersList();
    expect(await walkList(http, op, { input: { offset: 200, limit: 500 } }).toArray()).toEqual(numbers.slice(200));
    expect(sent()).toEqual([{ offset: '200', limit: '100' }]);
  });

  test('without a known largest page, one request asks for all the items wanted; fewer back and the walk goes on from there', async () => {
    const { op, http, sent } = numbersList(offsetPages());
    expect(await walkList(http, op, { input: { limit: 150 } }).toArray()).toEqual(numbers.slice(0, 150));
    expect(sent()).toEqual([
      { offset: '0', limit: '150' },
      { offset: '100', limit: '50' },
    ]);
  });

  test('pages() stop at the cap too, and a prefetch never asks past it', async () => {
    const { op, http, sent } = numbersList();
    const counts: number[] = [];
    for await (const page of walkList(http, op, { input: { limit: 200 } }).pages()) counts.push(page.items.length);
    expect(counts).toEqual([100, 100]);
    expect(sent()).toEqual([
      { offset: '0', limit: '100' },
      { offset: '100', limit: '100' },
    ]);
  });

  test('maxItems and limit: the smaller bounds the walk and sizes the requests', async () => {
    const { op, http, sent } = numbersList();
    expect(await walkList(http, op, { input: { limit: 150 } }).limit({ maxItems: 30 }).toArray()).toEqual(numbers.slice(0, 30));
    expect(await walkList(http, op, {}).limit({ maxItems: 130 }).toArray()).toEqual(numbers.slice(0, 130));
    expect(sent()).toEqual([
      { offset: '0', limit: '30' },
      { offset: '0', limit: '100' },
      { offset: '100', limit: '30' },
    ]);
  });

  test('awaiting the list is one page of at most `limit` items, the API\'s own meaning', async () => {
    const { op, http, sent } = numbersList();
    expect((await walkList(http, op, { input: { limit: 20 } })).items).toEqual(numbers.slice(0, 20));
    expect(sent()).toEqual([{ offset: '0', limit: '20' }]);
  });

  test('without a limit the walk sends none and yields everything', async () => {
    const { op, http, sent } = numbersList();
    expect(await walkList(http, op, {}).toArray()).toEqual(numbers);
    expect(sent()).toEqual([{ offset: '0' }, { offset: '100' }, { offset: '200' }]);
  });

  test('a limit that is no count is sent as given, so the operation refuses it before anything is sent when inputs are validated', async () => {
    const { op, http, fetch } = numbersList(undefined, { validateInputs: true });
    await expect(walkList(http, op, { input: { limit: 0 } }).limit({ maxItems: 5 }).toArray()).rejects.toThrow(/limit/);
    expect(fetch.seen).toEqual([]);
  });

  test('the cap travels in the body for a list searched by POST', async () => {
    const op = defineOperation({
      id: 'search.run',
      method: 'POST',
      path: '/search',
      body: z.object({ cursor: z.optional(z.string()), limit: z.optional(z.int()) }),
      list: { ...cursorPages({ items: 'rows', cursor: (page) => page.next, cap: { param: 'limit', maxPage: 2 } }), in: 'body' },
    });
    let served = 0;
    const { http, fetch } = clientFor(() => json({ rows: [1, 2], next: `c${String(++served)}` }));
    expect(await walkList(http, op, { input: { limit: 3 } }).toArray()).toEqual([1, 2, 1]);
    expect(fetch.seen.map((r) => (JSON.parse(r.body) as { limit: number }).limit)).toEqual([2, 1]);
  });
});

describe('the cap a list takes, and pages fetched ahead', () => {
  const op = defineOperation({
    id: 'things.list',
    method: 'GET',
    path: '/things',
    query: z.object({ offset: z.optional(z.number()), limit: z.optional(z.number()) }),
    list: offsetPages(),
  });
  /** Pages of five items from a list of twenty, at the offset asked for. */
  const pagesOfFive = (url: URL): Response => {
    const offset = Number(url.searchParams.get('offset'));
    return json({ items: Array.from({ length: 5 }, (_, i) => offset + i), offset, total: 20 });
  };

  test('a cap of one item is a cap: the walk yields one', async () => {
    const { http } = clientFor(pagesOfFive);
    expect(await walkList(http, op, { input: { limit: 1 } }).toArray()).toEqual([0]);
  });

  test('a cap that is not a whole number is no cap: it is sent as given, and the walk is not bounded by it', async () => {
    const { http, fetch } = clientFor(pagesOfFive);
    expect(await walkList(http, op, { input: { limit: 3.5 } }).toArray()).toHaveLength(20);
    expect(new URL(fetch.seen[0]?.url ?? '').searchParams.get('limit')).toBe('3.5');
  });

  test('a page fetched ahead carries the call options, and is cancelled when the walk stops before it', async () => {
    const signals: AbortSignal[] = [];
    const { fetch } = clientFor(pagesOfFive);
    const slow = new HttpClient({
      baseUrl: 'https://api.test',
      prefix: '/v1',
      fetch: (input, init) => {
        if (init?.signal) signals.push(init.signal);
        return fetch(input, init);
      },
    });
    for await (const item of walkList(slow, op, {}, { headers: { 'x-trace': 'walk' } })) if (item === 0) break;
    expect(fetch.seen.map((r) => r.headers['x-trace'])).toEqual(['walk', 'walk']);
    expect(signals[1]?.aborted).toBe(true);
  });
});
