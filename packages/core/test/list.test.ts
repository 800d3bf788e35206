import * as z from 'zod/mini';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { HttpClient, isApiError, PaginationLoopError } from '@typed-api/core';
import { cursorPages, defineOperation, keyPages, linkedPages, numberedPages, offsetPages, type PageStyle, unwrapData, walkList } from '@typed-api/core/internal';
import { json, scriptedFetch } from './helpers.js';

/** A client whose fetch answers each request by its query (`offset`, `key`, `cursor`, `page`…). */
function clientFor(answer: (url: URL) => Response, extra: Partial<ConstructorParameters<typeof HttpClient>[0]> = {}) {
  const fetch = scriptedFetch((request) => answer(new URL(request.url)));
  return { fetch, http: new HttpClient({ baseUrl: 'https://api.test', prefix: '/v1', fetch, ...extra }) };
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
    const list = walkList(http, op, { query: { limit: 10 } });
    expectTypeOf<Awaited<ReturnType<typeof list.toArray>>>().toEqualTypeOf<string[]>();
    expect(await list.toArray()).toEqual(letters);
    expect(fetch.seen.map((r) => new URL(r.url).search)).toEqual(['?offset=0&limit=10', '?offset=3&limit=10', '?offset=6&limit=10']);
    const first = await walkList(http, op, { query: { offset: 5 } });
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
    expect(await walkList(http, op, { query: { page: 1 } }).toArray()).toEqual(['p1', 'p2']);
    expect(fetch.seen).toHaveLength(3);
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
