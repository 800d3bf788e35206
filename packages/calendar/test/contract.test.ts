import { describe, expect, test } from 'vitest';
import { ResponseValidationError, type WithResponse } from '@typed-api/core';
import { responseSchema } from '@typed-api/core/internal';
import type { CalendarClient } from '../src/index.js';
import { callDerived, derivedCall } from '../../../tests/support/derived-call.js';
import { operations } from '../src/operations/index.js';
import type { CalendarFake } from '../src/testing/index.js';
import { editorClient, useFake } from './helpers.js';

const { fake } = useFake();
const ROOT = 'https://calendar.test/calendar/events/v1';
const BASIC = `Basic ${btoa('editor:abcd efgh ijkl mnop qrst uvwx')}`;

interface Row {
  /** Operation id. */
  id: string;
  call: (client: CalendarClient, seeded: Seeded) => { withResponse(): Promise<WithResponse<unknown>> };
  path: (seeded: Seeded) => string;
  search?: string;
  body?: unknown;
  status?: number;
  check: (result: unknown, seeded: Seeded, fake: CalendarFake) => void;
}

interface Seeded {
  eventId: number;
  venueId: number;
  organizerId: number;
  categoryId: number;
  tagId: number;
}

function seed(f: CalendarFake): Seeded {
  const venue = f.state.addPost('venues', 'Main Hall', { city: 'Lyon' });
  const organizer = f.state.addPost('organizers', 'Night Club', { email: 'club@example.org' });
  const category = f.state.addTerm('categories', 'Music');
  const tag = f.state.addTerm('tags', 'Outdoor');
  const event = f.state.addEvent({
    title: 'Jazz Night',
    start_date: '2030-05-01 20:00:00',
    end_date: '2030-05-01 23:00:00',
    venue: venue.id,
    organizer: [organizer.id],
    categories: [category.id],
    tags: [tag.id],
    cost: '$10',
  });
  return { eventId: event.id, venueId: venue.id, organizerId: organizer.id, categoryId: category.id, tagId: tag.id };
}

const rec = (v: unknown): Record<string, unknown> => v as Record<string, unknown>;

const rows: Row[] = [
  {
    id: 'root.index',
    call: (c) => c.index({ context: 'view' }),
    path: () => '',
    search: '?context=view',
    check: (r) => {
      expect(rec(r).namespace).toBe('calendar/events/v1');
    },
  },
  { id: 'root.doc', call: (c) => c.doc(), path: () => '/doc', check: (r) => { expect(rec(r).openapi).toBe('3.0.0'); } },
  {
    id: 'events.list',
    call: (c) => c.events.list({ per_page: 5, categories: [1, 'music'], featured: false, start_date: '2030-01-01' }),
    path: () => '/events',
    search: '?page=1&per_page=5&start_date=2030-01-01&categories%5B%5D=1&categories%5B%5D=music&featured=0',
    check: (r) => {
      const page = rec(r);
      expect(page.total).toBe(1);
      expect(page.total_pages).toBe(1);
      expect((page.items as { title: string }[]).map((e) => e.title)).toEqual(['Jazz Night']);
    },
  },
  {
    id: 'events.create',
    call: (c) => c.events.create({ title: 'Talk', start_date: new Date(Date.UTC(2030, 5, 1, 9)), end_date: '2030-06-01 10:00:00', featured: true }),
    path: () => '/events',
    body: { title: 'Talk', start_date: '2030-06-01 09:00:00', end_date: '2030-06-01 10:00:00', featured: true, timezone: 'UTC' },
    status: 201,
    check: (r, _s, f) => {
      expect(rec(r).title).toBe('Talk');
      expect(f.state.events.get(rec(r).id as number)?.featured).toBe(true);
    },
  },
  {
    id: 'events.get',
    call: (c, s) => c.events.get(s.eventId, { password: 'pw' }),
    path: (s) => `/events/${String(s.eventId)}`,
    search: '?password=pw',
    check: (r, s) => {
      const e = rec(r);
      expect(e.id).toBe(s.eventId);
      expect(rec(e.venue).venue).toBe('Main Hall');
      expect((e.organizer as { organizer: string }[])[0]?.organizer).toBe('Night Club');
      expect(rec(e.cost_details).values).toEqual(['10']);
    },
  },
  {
    id: 'events.update',
    // One object of inputs: the password goes to the query, the fields to the body.
    call: (c, s) => c.events.update(s.eventId, { title: 'Jazz Night II', password: 'pw' }),
    path: (s) => `/events/${String(s.eventId)}`,
    search: '?password=pw',
    body: { title: 'Jazz Night II' },
    check: (r, s, f) => {
      expect(rec(r).title).toBe('Jazz Night II');
      expect(f.state.events.get(s.eventId)?.title).toBe('Jazz Night II');
    },
  },
  {
    id: 'events.delete',
    call: (c, s) => c.events.delete(s.eventId, { password: 'pw' }),
    path: (s) => `/events/${String(s.eventId)}`,
    search: '?password=pw',
    check: (r) => { expect(rec(r).status).toBe('trash'); },
  },
  {
    id: 'events.getBySlug',
    call: (c) => c.events.getBySlug('jazz-night'),
    path: () => '/events/by-slug/jazz-night',
    check: (r) => { expect(rec(r).title).toBe('Jazz Night'); },
  },
  {
    id: 'events.updateBySlug',
    call: (c) => c.events.updateBySlug('jazz-night', { cost: '$12' }),
    path: () => '/events/by-slug/jazz-night',
    body: { cost: '$12' },
    check: (r) => { expect(rec(r).cost).toBe('$12'); },
  },
  {
    id: 'events.deleteBySlug',
    call: (c) => c.events.deleteBySlug('jazz-night'),
    path: () => '/events/by-slug/jazz-night',
    check: (r) => { expect(rec(r).status).toBe('trash'); },
  },
  ...(['venues', 'organizers'] as const).flatMap((ns): Row[] => {
    const singular = ns === 'venues' ? 'venue' : 'organizer';
    const name = ns === 'venues' ? 'Main Hall' : 'Night Club';
    const slug = ns === 'venues' ? 'main-hall' : 'night-club';
    const idOf = (s: Seeded): number => (ns === 'venues' ? s.venueId : s.organizerId);
    return [
      {
        id: `${ns}.list`,
        call: (c) => c[ns].list({ search: name.slice(0, 4), has_events: true }),
        path: () => `/${ns}`,
        search: `?page=1&search=${name.slice(0, 4)}&has_events=1`,
        check: (r) => { expect((rec(r).items as Record<string, unknown>[]).map((v) => v[singular])).toEqual([name]); },
      },
      {
        id: `${ns}.create`,
        call: (c) => (ns === 'venues' ? c.venues.create({ venue: 'Annex', city: 'Nantes' }) : c.organizers.create({ organizer: 'Annex', email: 'a@example.org' })),
        path: () => `/${ns}`,
        body: ns === 'venues' ? { venue: 'Annex', city: 'Nantes' } : { organizer: 'Annex', email: 'a@example.org' },
        status: 201,
        check: (r) => {
          expect(rec(r)[singular]).toBe('Annex');
          expect(rec(r).slug).toBe('annex');
        },
      },
      {
        id: `${ns}.get`,
        call: (c, s) => c[ns].get(`${idOf(s)}`),
        path: (s) => `/${ns}/${String(idOf(s))}`,
        check: (r, s) => { expect(rec(r).id).toBe(idOf(s)); },
      },
      {
        id: `${ns}.update`,
        call: (c, s) => c[ns].update(idOf(s), { phone: '+33 1 23' }),
        path: (s) => `/${ns}/${String(idOf(s))}`,
        body: { phone: '+33 1 23' },
        check: (r) => { expect(rec(r).phone).toBe('+33 1 23'); },
      },
      {
        id: `${ns}.delete`,
        call: (c, s) => c[ns].delete(idOf(s)),
        path: (s) => `/${ns}/${String(idOf(s))}`,
        check: (r) => { expect(rec(r).status).toBe('trash'); },
      },
      { id: `${ns}.getBySlug`, call: (c) => c[ns].getBySlug(slug), path: () => `/${ns}/by-slug/${slug}`, check: (r) => { expect(rec(r)[singular]).toBe(name); } },
      {
        id: `${ns}.updateBySlug`,
        call: (c) => c[ns].updateBySlug(slug, { description: 'New text' }),
        path: () => `/${ns}/by-slug/${slug}`,
        body: { description: 'New text' },
        check: (r) => { expect(rec(r).description).toBe('New text'); },
      },
      { id: `${ns}.deleteBySlug`, call: (c) => c[ns].deleteBySlug(slug), path: () => `/${ns}/by-slug/${slug}`, check: (r) => { expect(rec(r).status).toBe('trash'); } },
    ];
  }),
  ...(['categories', 'tags'] as const).flatMap((ns): Row[] => {
    const name = ns === 'categories' ? 'Music' : 'Outdoor';
    const idOf = (s: Seeded): number => (ns === 'categories' ? s.categoryId : s.tagId);
    return [
      {
        id: `${ns}.list`,
        call: (c) => c[ns].list({ orderby: 'name', order: 'asc', hide_empty: false, exclude: [999] }),
        path: () => `/${ns}`,
        search: '?page=1&exclude%5B%5D=999&order=asc&orderby=name&hide_empty=0',
        check: (r) => {
          const items = rec(r).items as { name: string; count: number }[];
          expect(items.map((t) => [t.name, t.count])).toEqual([[name, 1]]);
        },
      },
      {
        id: `${ns}.create`,
        call: (c) => c[ns].create({ name: 'Family', description: 'For all ages' }),
        path: () => `/${ns}`,
        body: { name: 'Family', description: 'For all ages' },
        status: 201,
        check: (r) => { expect(rec(r)).toMatchObject({ name: 'Family', slug: 'family', description: 'For all ages', count: 0 }); },
      },
      { id: `${ns}.get`, call: (c, s) => c[ns].get(idOf(s)), path: (s) => `/${ns}/${String(idOf(s))}`, check: (r) => { expect(rec(r).name).toBe(name); } },
      {
        id: `${ns}.update`,
        call: (c, s) => c[ns].update(idOf(s), { slug: 'renamed' }),
        path: (s) => `/${ns}/${String(idOf(s))}`,
        body: { slug: 'renamed' },
        check: (r) => { expect(rec(r).slug).toBe('renamed'); },
      },
      {
        id: `${ns}.delete`,
        call: (c, s) => c[ns].delete(idOf(s)),
        path: (s) => `/${ns}/${String(idOf(s))}`,
        check: (r, s, f) => {
          expect(rec(r).name).toBe(name);
          expect(f.state[ns].has(idOf(s))).toBe(false);
        },
      },
    ];
  }),
];

/**
 * Every operation's row: the one written for it, or one derived from its description (its method called with path
 * values its params take and a sample of its inputs, sent to its path, its answer taken as it comes).
 */
const everyRow: Row[] = operations.map((op) => {
  const written = rows.find((row) => row.id === op.id);
  if (written) return written;
  const call = derivedCall(op);
  const search = new URLSearchParams(call.query).toString();
  return {
    id: op.id,
    // A method's ApiPromise or walk, which has `withResponse()`.
    call: (c) => callDerived(c, call) as unknown as ReturnType<Row['call']>,
    path: () => call.path,
    ...(search === '' ? {} : { search: `?${search}` }),
    ...(call.body === undefined ? {} : { body: call.body }),
    check: () => undefined,
  };
});

describe('every operation puts the documented request on the wire and returns the unwrapped body', () => {
  test('rows name described operations only', () => {
    const ids = new Set(operations.map((o) => o.id));
    expect(rows.map((r) => r.id).filter((id) => !ids.has(id))).toEqual([]);
  });

  test.each(everyRow)('$id', async (row) => {
    const seeded = seed(fake);
    // Response validation on: every body the fake answers must match the package's schemas.
    const client = editorClient(fake, { validateResponses: true });
    const { data, response } = await row.call(client, seeded).withResponse();
    expect(response.status).toBe(row.status ?? 200);
    const sent = fake.state.requests.at(-1);
    // The method is the operation's own, from its description: a row does not say it again.
    expect(sent?.method).toBe(operations.find((o) => o.id === row.id)?.method);
    expect(sent?.path).toBe(row.path(seeded) || '/');
    expect(sent?.search).toBe(row.search ?? '');
    expect(sent?.headers.authorization).toBe(BASIC);
    expect(sent?.headers.accept).toBe('application/json');
    if (row.body === undefined) {
      expect(sent?.body).toBeUndefined();
    } else {
      expect(sent?.headers['content-type']).toBe('application/json');
      expect(sent?.body).toEqual(row.body);
    }
    expect(response.url.startsWith(ROOT)).toBe(true);
    row.check(data, seeded, fake);
  });
});

describe('response schemas are read from the response module, loaded on first use', () => {
  test("every operation's reader names a schema the module exports", async () => {
    const responses = await import('../src/responses/index.js');
    expect(operations.filter((op) => responseSchema(op, responses) === undefined).map((op) => op.id)).toEqual([]);
  });

  test("a client with validateResponses: 'strict' still refuses a body that breaks its schema", async () => {
    const { eventId } = seed(fake);
    const event = fake.state.events.get(eventId);
    if (!event) throw new Error('seeded event missing');
    // The fake renders the stored title as it is: a number breaks the event schema.
    Object.assign(event, { title: 42 });
    const strict = editorClient(fake, { validateResponses: 'strict' });
    const single: unknown = await strict.events.get(eventId).then(() => undefined, (e: unknown) => e);
    expect(single).toBeInstanceOf(ResponseValidationError);
    expect((single as ResponseValidationError).issues.map((i) => i.path)).toEqual([['title']]);
    const listed: unknown = await strict.events.list({ start_date: '2030-01-01' }).then(() => undefined, (e: unknown) => e);
    expect(listed).toBeInstanceOf(ResponseValidationError);
    // Without validation the body comes back as the fake sent it.
    expect((await editorClient(fake).events.get(eventId)).title).toBe(42);
  });
});
