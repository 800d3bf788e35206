import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { AuthenticationError, CalendarClient, cookieNonceAuth, isCalendarError, NotFoundError, PermissionDeniedError, ValidationError, basicAuth } from '../src/index.js';
import { createClient } from '../src/functions/index.js';
import * as eventFunctions from '../src/functions/events.js';
import { editorClient, NOW, useFake, visitorClient } from './helpers.js';

const { fake, server } = useFake();
const rec = (v: unknown): Record<string, unknown> => v as Record<string, unknown>;

function addEvents(count: number, day = '2030-03-01'): void {
  for (let i = 0; i < count; i++) {
    const hour = String(i % 24).padStart(2, '0');
    fake.state.addEvent({ title: `Event ${String(i + 1)}`, start_date: `${day} ${hour}:00:00`, end_date: `${day} ${hour}:30:00` });
  }
}

describe('pagination', () => {
  test('walks every page in order, one request per page, and stops at total_pages', async () => {
    addEvents(23);
    const client = visitorClient(fake);
    const titles: string[] = [];
    for await (const event of client.events.list({ per_page: 10 })) titles.push(event.title);
    expect(titles).toHaveLength(23);
    expect(new Set(titles).size).toBe(23);
    const pages = fake.state.requests.map((r) => new URLSearchParams(r.search).get('page'));
    expect(pages).toEqual(['1', '2', '3']);
  });

  test('the first page carries the envelope fields', async () => {
    addEvents(12);
    const page = await visitorClient(fake).events.list({ per_page: 5 });
    expect(page).toMatchObject({ total: 12, total_pages: 3 });
    // The page's number is the one its own address names.
    expect(new URL(page.rest_url ?? '').searchParams.get('page')).toBe('1');
    expect(page.items).toHaveLength(5);
    expect(page.next_rest_url).toContain('page=2');
    expect(page.previous_rest_url).toBeUndefined();
  });

  test('a start page past the end is an empty page, not an error', async () => {
    addEvents(3);
    const list = visitorClient(fake).events.list({ page: 4 });
    const page = await list;
    expect(page.items).toEqual([]);
    expect(await visitorClient(fake).events.list({ page: 4 }).toArray()).toEqual([]);
    expect(fake.state.requests.at(-1)?.search).toContain('page=4');
  });

  test('a list that shrinks during iteration ends cleanly on the 404 past its end', async () => {
    addEvents(20);
    const client = visitorClient(fake);
    const seen: string[] = [];
    for await (const event of client.events.list({ per_page: 10 })) {
      seen.push(event.title);
      // Trash everything after the first page: page 2 no longer exists.
      if (seen.length === 1) for (const e of fake.state.events.values()) if (!e.title.endsWith(' 1')) e.status = 'trash';
    }
    expect(seen).toHaveLength(10);
  });

  test('the direct 404 past the end is still a typed error outside iteration', async () => {
    addEvents(1);
    const err: unknown = await visitorClient(fake)
      .venues.get(99_999)
      .then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(NotFoundError);
    expect(isCalendarError(err, 'venue-not-found')).toBe(true);
  });

  test('property: any total and page size yield every item once, in order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 50 }), async (total, perPage) => {
        fake.reset();
        addEvents(total);
        const client = visitorClient(fake);
        const ids = (await client.events.list({ per_page: perPage }).toArray()).map((e) => e.id);
        expect(ids).toHaveLength(total);
        expect(new Set(ids).size).toBe(total);
        const requests = fake.state.requests.length;
        expect(requests).toBe(Math.max(1, Math.ceil(total / perPage)));
      }),
      { numRuns: 30 },
    );
  });

  test('venues, organizers, categories and tags page the same way', async () => {
    for (let i = 0; i < 12; i++) {
      fake.state.addPost('venues', `Venue ${String(i).padStart(2, '0')}`);
      fake.state.addPost('organizers', `Organizer ${String(i).padStart(2, '0')}`);
      fake.state.addTerm('categories', `Category ${String(i).padStart(2, '0')}`);
      fake.state.addTerm('tags', `Tag ${String(i).padStart(2, '0')}`);
    }
    const client = visitorClient(fake);
    expect(await client.venues.list({ per_page: 5 }).toArray()).toHaveLength(12);
    expect(await client.organizers.list({ per_page: 5 }).toArray()).toHaveLength(12);
    expect(await client.categories.list({ per_page: 5, hide_empty: false }).toArray()).toHaveLength(12);
    expect(await client.tags.list({ per_page: 5, hide_empty: false }).toArray()).toHaveLength(12);
    // Empty terms are hidden by default, as on the server.
    expect(await client.tags.list().toArray()).toHaveLength(0);
  });
});

describe('event filters of the fake', () => {
  test('dates, search, terms, venue, organizer, featured and status', async () => {
    const music = fake.state.addTerm('categories', 'Music');
    const outdoor = fake.state.addTerm('tags', 'Outdoor');
    const hall = fake.state.addPost('venues', 'Hall');
    const club = fake.state.addPost('organizers', 'Club');
    fake.state.addEvent({ title: 'Jazz picnic', start_date: '2030-04-01 12:00:00', end_date: '2030-04-01 15:00:00', categories: [music.id], tags: [outdoor.id], featured: true });
    fake.state.addEvent({ title: 'Rock night', start_date: '2030-04-02 21:00:00', end_date: '2030-04-02 23:00:00', categories: [music.id], venue: hall.id });
    fake.state.addEvent({ title: 'Book club', start_date: '2030-04-03 18:00:00', end_date: '2030-04-03 19:00:00', organizer: [club.id], description: 'Reading jazz poems' });
    fake.state.addEvent({ title: 'Draft idea', start_date: '2030-04-04 10:00:00', end_date: '2030-04-04 11:00:00', status: 'draft' });
    const last = fake.state.addEvent({ title: 'Last year', start_date: '2029-04-01 10:00:00', end_date: '2029-04-01 11:00:00' });
    const client = visitorClient(fake);
    const titles = async (q: Parameters<typeof client.events.list>[0]): Promise<string[]> => (await client.events.list(q).toArray()).map((e) => e.title);

    expect(await titles({})).toEqual(['Jazz picnic', 'Rock night', 'Book club']);
    expect(await titles({ start_date: '2029-01-01', end_date: '2029-12-31' })).toEqual(['Last year']);
    expect(await titles({ start_date: new Date(Date.UTC(2030, 3, 2)), end_date: '2030-04-02' })).toEqual(['Rock night']);
    expect(await titles({ starts_after: '2030-04-02 20:00:00', strict_dates: true })).toEqual(['Rock night', 'Book club']);
    // The site reads strict_dates as a text flag: its own spellings go through as written.
    expect(await titles({ starts_after: '2030-04-02 20:00:00', strict_dates: 'yes' })).toEqual(['Rock night', 'Book club']);
    expect(fake.state.requests.at(-1)?.search).toContain('strict_dates=yes');
    expect(await titles({ search: 'jazz' })).toEqual(['Jazz picnic', 'Book club']);
    expect(await titles({ categories: ['music'] })).toEqual(['Jazz picnic', 'Rock night']);
    expect(await titles({ tags: [outdoor.id] })).toEqual(['Jazz picnic']);
    expect(await titles({ venue: [hall.id] })).toEqual(['Rock night']);
    expect(await titles({ organizer: [club.id] })).toEqual(['Book club']);
    expect(await titles({ featured: true })).toEqual(['Jazz picnic']);
    expect(await titles({ featured: false })).toEqual(['Rock night', 'Book club']);
    expect(await titles({ include: [last.id] })).toEqual(['Last year']);
    // Visitors see published events only; editors may ask for drafts.
    expect(await titles({ status: 'draft' })).toEqual(['Jazz picnic', 'Rock night', 'Book club']);
    expect((await editorClient(fake).events.list({ status: ['draft'] }).toArray()).map((e) => e.title)).toEqual(['Draft idea']);
  });

  test('the default window starts at the start of today (the fake clock)', async () => {
    expect(NOW.toISOString()).toBe('2030-01-01T00:00:00.000Z');
    fake.state.addEvent({ title: 'Yesterday', start_date: '2029-12-31 10:00:00', end_date: '2029-12-31 11:00:00' });
    fake.state.addEvent({ title: 'Today', start_date: '2030-01-01 10:00:00', end_date: '2030-01-01 11:00:00' });
    expect((await visitorClient(fake).events.list().toArray()).map((e) => e.title)).toEqual(['Today']);
  });

  test('list responses carry the total headers', async () => {
    addEvents(7);
    const { response } = await visitorClient(fake).events.list({ per_page: 3 }).withResponse();
    expect(response.headers.get('x-calendar-total')).toBe('7');
    expect(response.headers.get('x-calendar-totalpages')).toBe('3');
  });
});

describe('input validation happens before anything is sent', () => {
  // Each call takes the options of its client: with `validateInputs`, or without (the input rules every call checks).
  type Options = Parameters<typeof visitorClient>[1];
  const client = (options?: Options): ReturnType<typeof visitorClient> => visitorClient(fake, options);
  const editor = (options?: Options): ReturnType<typeof editorClient> => editorClient(fake, options);
  const cases: [string, (options?: Options) => PromiseLike<unknown>, 'rules' | 'schemas'][] = [
    // The types refuse these ids too: the casts are what a JavaScript caller could pass.
    ['non-digit id', (o) => client(o).events.get('12abc' as `${number}`), 'rules'],
    ['negative id', (o) => client(o).venues.get(-1), 'rules'],
    ['fractional id', (o) => client(o).tags.get(1.5), 'rules'],
    ['id with a slash', (o) => client(o).organizers.delete('1/2' as `${number}`), 'rules'],
    ['empty slug', (o) => client(o).events.getBySlug(''), 'rules'],
    ['geoloc_lat without geoloc_lng', (o) => client(o).events.list({ geoloc_lat: 48.8 }), 'rules'],
    ['geoloc_lng without geoloc_lat', (o) => client(o).events.list({ geoloc_lng: 2.3 }), 'rules'],
    ['an invalid Date', (o) => client(o).events.list({ start_date: new Date('nope') }), 'rules'],
    ['missing title on create', (o) => editor(o).events.create({ start_date: '2030-01-01 10:00:00', end_date: '2030-01-01 11:00:00' } as never), 'rules'],
    ['missing venue name on create', (o) => editor(o).venues.create({ city: 'Nantes' } as never), 'rules'],
    ['empty category name', (o) => editor(o).categories.create({ name: '' }), 'schemas'],
  ];

  test.each(cases)('%s (with validateInputs)', async (_, call) => {
    const err: unknown = await Promise.resolve(call({ validateInputs: true })).then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect(fake.state.requests).toHaveLength(0);
  });

  test.each(cases.filter(([, , by]) => by === 'rules'))('%s (by the input rules of every call)', async (_, call) => {
    const err: unknown = await Promise.resolve(call()).then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect(fake.state.requests).toHaveLength(0);
  });

  test('the id message says what is wrong', async () => {
    const err = (await visitorClient(fake).events.get('abc' as `${number}`).then(() => undefined, (e: unknown) => e)) as ValidationError;
    expect(err.message).toContain('digits only');
    expect(err.issues[0]?.path).toEqual(['params', 'id']);
  });

  test('paging numbers go to the site as given: it lowers per_page to 50 and refuses page 0', async () => {
    addEvents(60);
    const page = await visitorClient(fake).events.list({ per_page: 51 });
    expect(fake.state.requests[0]?.search).toContain('per_page=51');
    expect(page.items).toHaveLength(50);
    const err: unknown = await Promise.resolve(visitorClient(fake).venues.list({ page: 0 })).then(() => undefined, (e: unknown) => e);
    expect(err).not.toBeInstanceOf(ValidationError);
    expect(isCalendarError(err, 'rest_invalid_param') && err.status === 400).toBe(true);
  });

  test('geo coordinates together are sent', async () => {
    await visitorClient(fake).events.list({ geoloc_lat: 48.8, geoloc_lng: 2.3, geoloc: true });
    expect(fake.state.requests[0]?.search).toBe('?page=1&geoloc=1&geoloc_lat=48.8&geoloc_lng=2.3');
  });
});

describe('errors', () => {
  test('the site error body becomes a typed error with its code, status and data', async () => {
    const err: unknown = await visitorClient(fake).events.get(4242).then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(NotFoundError);
    if (!isCalendarError(err, 'event-not-found')) throw new Error('expected event-not-found');
    expect(err.code).toBe('event-not-found');
    expect(err.status).toBe(404);
    expect(err.message).toContain('does not exist');
    expect(err.details).toEqual({ data: { status: 404 } });
    expect(isCalendarError(err, 'venue-not-found')).toBe(false);
    expect(isCalendarError(new Error('x'))).toBe(false);
  });

  test('trashing twice answers 410 event-is-in-trash', async () => {
    const event = fake.state.addEvent({ title: 'Gone', start_date: '2030-02-01 10:00:00', end_date: '2030-02-01 11:00:00' });
    const client = editorClient(fake);
    expect((await client.events.delete(event.id)).status).toBe('trash');
    const err: unknown = await client.events.delete(event.id).then(() => undefined, (e: unknown) => e);
    expect(isCalendarError(err, 'event-is-in-trash') && err.status === 410).toBe(true);
    // A visitor no longer sees it.
    const hidden: unknown = await visitorClient(fake).events.get(event.id).then(() => undefined, (e: unknown) => e);
    expect(hidden).toBeInstanceOf(PermissionDeniedError);
    expect(isCalendarError(hidden, 'event-not-accessible')).toBe(true);
  });

  test('an empty name or title on update goes to the site, which answers 400 rest_invalid_param', async () => {
    const event = fake.state.addEvent({ title: 'Named', start_date: '2030-02-01 10:00:00', end_date: '2030-02-01 11:00:00' });
    const venue = fake.state.addPost('venues', 'Hall');
    const client = editorClient(fake);
    for (const call of [() => client.events.update(event.id, { title: '' }), () => client.venues.update(venue.id, { venue: '' })]) {
      const err: unknown = await call().then(() => undefined, (e: unknown) => e);
      expect(isCalendarError(err, 'rest_invalid_param') && err.status === 400).toBe(true);
    }
    expect(fake.state.events.get(event.id)?.title).toBe('Named');
  });

  test("an event's venue goes as an id, a list of ids (the site's own form) or the fields of a new venue", async () => {
    const event = fake.state.addEvent({ title: 'Moving', start_date: '2030-02-01 10:00:00', end_date: '2030-02-01 11:00:00' });
    const hall = fake.state.addPost('venues', 'Hall');
    const annex = fake.state.addPost('venues', 'Annex');
    const client = editorClient(fake);
    expect(rec((await client.events.update(event.id, { venue: [hall.id] })).venue).venue).toBe('Hall');
    expect(fake.state.requests.at(-1)?.body).toEqual({ venue: [hall.id] });
    expect(rec((await client.events.update(event.id, { venue: annex.id })).venue).venue).toBe('Annex');
    expect(rec((await client.events.update(event.id, { venue: [{ venue: 'Garden', city: 'Lyon' }] })).venue).venue).toBe('Garden');
  });

  test('a duplicate term answers 400 term_exists', async () => {
    fake.state.addTerm('tags', 'Kids');
    const err: unknown = await editorClient(fake).tags.create({ name: 'Kids' }).then(() => undefined, (e: unknown) => e);
    expect(isCalendarError(err, 'term_exists')).toBe(true);
  });

  test('a 503 on a read is retried; the fault injector is first in line', async () => {
    fake.state.addEvent({ title: 'Retry me', start_date: '2030-02-01 10:00:00', end_date: '2030-02-01 11:00:00' });
    fake.faults.next(1, { type: 'status', status: 503, retryAfter: 0 });
    const event = await editorClient(fake, { maxRetries: 2 }).events.getBySlug('retry-me');
    expect(event.title).toBe('Retry me');
    expect(fake.faults.served).toBe(1);
  });
});

describe('auth', () => {
  test('reads need no credentials', async () => {
    fake.state.addEvent({ title: 'Open', start_date: '2030-02-01 10:00:00', end_date: '2030-02-01 11:00:00' });
    await visitorClient(fake).events.getBySlug('open');
    expect(fake.state.requests[0]?.headers.authorization).toBeUndefined();
  });

  test('a write without credentials fails with the server 401, clearly', async () => {
    const err: unknown = await visitorClient(fake)
      .events.create({ title: 'X', start_date: '2030-01-01 10:00:00', end_date: '2030-01-01 11:00:00' })
      .then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(AuthenticationError);
    expect(isCalendarError(err, 'rest_forbidden')).toBe(true);
    expect((err as Error).message).toContain('401');
    expect((err as Error).message).toContain('not allowed');
    expect((err as Error).message).toContain('basicAuth(user, applicationPassword)');
    expect(fake.state.events.size).toBe(0);
  });

  test('application passwords go as HTTP Basic; a wrong one is refused and never shown', async () => {
    const client = editorClient(fake, { auth: basicAuth('editor', 'wrong pass word') });
    const err: unknown = await client.tags.create({ name: 'A' }).then(() => undefined, (e: unknown) => e);
    expect(isCalendarError(err, 'incorrect_password')).toBe(true);
    expect(JSON.stringify(err)).not.toContain(btoa('editor:wrong pass word'));
    expect((err as Error).message).not.toContain('wrong pass word');
  });

  test('cookie + nonce sessions can write; a stale nonce is a 403', async () => {
    const ok = editorClient(fake, { auth: cookieNonceAuth('session=abc', fake.credentials.nonce) });
    const tag = await ok.tags.create({ name: 'Session' });
    expect(tag.name).toBe('Session');
    expect(fake.state.requests[0]?.headers['x-wp-nonce']).toBe('fake-nonce');
    const stale = editorClient(fake, { auth: cookieNonceAuth(undefined, 'old') });
    const err: unknown = await stale.tags.create({ name: 'Late' }).then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(PermissionDeniedError);
    expect(isCalendarError(err, 'rest_cookie_invalid_nonce')).toBe(true);
  });
});

describe('password-protected events', () => {
  test('need the password to read, which goes as the password parameter', async () => {
    const event = fake.state.addEvent({ title: 'Secret', start_date: '2030-02-01 10:00:00', end_date: '2030-02-01 11:00:00', description: 'Hidden text', password: 'open-sesame' });
    const client = visitorClient(fake);
    const err: unknown = await client.events.get(event.id).then(() => undefined, (e: unknown) => e);
    expect(isCalendarError(err, 'event-password-protected')).toBe(true);
    const shown = await client.events.get(event.id, { password: 'open-sesame' });
    expect(shown.description).toBe('Hidden text');
    expect(fake.state.requests.at(-1)?.search).toBe('?password=open-sesame');
    // In lists, protected fields are blanked for visitors.
    const [listed] = await client.events.list().toArray();
    expect(listed?.description).toBe('');
    expect(listed?.all_day).toBeNull();
  });
});

describe('the fake under a base URL with a path', () => {
  test('answers under that path', async () => {
    const { createCalendarFake } = await import('../src/testing/index.js');
    const mounted = createCalendarFake({ baseUrl: 'http://127.0.0.1:4000/calendar/' });
    server.use(...mounted.handlers);
    const { CalendarClient } = await import('../src/index.js');
    const client = new CalendarClient({ baseUrl: 'http://127.0.0.1:4000/calendar' });
    const index = await client.index();
    expect(index.namespace).toBe('calendar/events/v1');
    expect(mounted.state.requests[0]?.path).toBe('/');
    expect(fake.state.requests).toHaveLength(0);
  });
});

describe('per-call options', () => {
  test('headers and signals apply to every page of a list', async () => {
    addEvents(3);
    const controller = new AbortController();
    const events = await visitorClient(fake)
      .events.list({ per_page: 2 }, { headers: { 'x-trace': 'abc' }, signal: controller.signal })
      .toArray();
    expect(events).toHaveLength(3);
    expect(fake.state.requests.map((r) => r.headers['x-trace'])).toEqual(['abc', 'abc']);
  });

  test('an aborted signal stops the call before sending', async () => {
    const controller = new AbortController();
    controller.abort();
    const err: unknown = await visitorClient(fake)
      .events.get(1, undefined, { signal: controller.signal })
      .then(() => undefined, (e: unknown) => e);
    expect((err as Error).name).toBe('AbortError');
    expect(fake.state.requests).toHaveLength(0);
  });
});

describe('the one call shape: id, one object of inputs, request options', () => {
  const protectedEvent = () =>
    fake.state.addEvent({ title: 'Members only', start_date: '2030-02-01 10:00:00', end_date: '2030-02-01 11:00:00', password: 'open-sesame' });

  test('events.update sends the password of the inputs in the query and the other fields in the body', async () => {
    const event = protectedEvent();
    const updated = await editorClient(fake).events.update(event.id, { title: 'Members night', start_date: new Date(Date.UTC(2030, 1, 1, 9)), password: 'open-sesame' });
    expect(updated.title).toBe('Members night');
    const sent = fake.state.requests.at(-1);
    expect(sent?.search).toBe('?password=open-sesame');
    // A Date is still written as UTC wall-clock time, with the zone that says so.
    expect(sent?.body).toEqual({ title: 'Members night', start_date: '2030-02-01 09:00:00', timezone: 'UTC' });
  });

  test('the standalone function takes the same arguments and puts the same request on the wire', async () => {
    const event = protectedEvent();
    const client = createClient({ baseUrl: fake.baseUrl, auth: basicAuth(fake.credentials.username, fake.credentials.applicationPassword), maxRetries: 0 });
    await eventFunctions.update(client, event.id, { cost: '5', password: 'open-sesame' }, { headers: { 'x-trace': 'fn' } });
    const sent = fake.state.requests.at(-1);
    expect(sent?.path).toBe(`/events/${String(event.id)}`);
    expect(sent?.search).toBe('?password=open-sesame');
    expect(sent?.body).toEqual({ cost: '5' });
    expect(sent?.headers['x-trace']).toBe('fn');
  });

  const refused: [string, () => PromiseLike<unknown>, RegExp][] = [
    ['a signal among the inputs of events.update', () => editorClient(fake).events.update(1, { signal: AbortSignal.timeout(1_000) } as never), /signal is a request option: pass it in the last argument/],
    ['timeoutMs beside the fields of events.update', () => editorClient(fake).events.update(1, { title: 'x', timeoutMs: 5 } as never), /timeoutMs is a request option/],
    ['a misspelt field of events.update', () => editorClient(fake).events.update(1, { titel: 'x', password: 'pw' } as never), /unknown option\(s\) titel \(did you mean `title`\?\)$/],
    ['a signal where the inputs of events.get go', () => visitorClient(fake).events.get(1, { signal: AbortSignal.timeout(1_000) } as never), /signal is a request option/],
    ['a misspelt field of events.create', () => editorClient(fake).events.create({ title: 'x', start_date: '2030-01-01', end_date: '2030-01-01', colour: 'red' } as never), /unknown option\(s\) colour/],
    ['a misspelt field of venues.update', () => editorClient(fake).venues.update(1, { citty: 'Lyon' } as never), /unknown option\(s\) citty/],
    ['the old form of events.update, the password after the fields', () => editorClient(fake).events.update(1, { title: 'x' }, { password: 'pw' } as never), /unknown request option\(s\) password/],
    ['a string where the inputs of events.update go', () => editorClient(fake).events.update(1, 'Members night' as never), /must be an object of inputs \(got string\)/],
  ];

  test.each(refused)('%s is a ValidationError before any request', async (_, call, message) => {
    const err: unknown = await Promise.resolve(call()).then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).issues[0]?.message).toMatch(message);
    expect(fake.state.requests).toHaveLength(0);
  });
});

describe('fault injection and unknown routes', () => {
  test('injected 5xx answer in the site error body; writes are not retried', async () => {
    fake.faults.next(1, 500);
    const err: unknown = await editorClient(fake, { maxRetries: 3 })
      .tags.create({ name: 'Once' })
      .then(() => undefined, (e: unknown) => e);
    expect(isCalendarError(err, 'internal_server_error')).toBe(true);
    expect(fake.state.tags.size).toBe(0);
  });

  test('an unknown route under the namespace is the site 404 rest_no_route', async () => {
    // The client's own raw access (`http.request`), so the error is the calendar's.
    const raw = new CalendarClient({ baseUrl: fake.baseUrl, maxRetries: 0 }).http;
    const err: unknown = await raw.request('GET', '/nothing-here').then(() => undefined, (e: unknown) => e);
    expect(isCalendarError(err, 'rest_no_route')).toBe(true);
  });

  test('a method a route does not take is the site 404 rest_no_route too; PUT and PATCH change a record but create nothing', async () => {
    const raw = editorClient(fake).http;
    const wrong: unknown = await raw.request('DELETE', '/events').then(() => undefined, (e: unknown) => e);
    expect(isCalendarError(wrong, 'rest_no_route')).toBe(true);
    expect((wrong as { status: number }).status).toBe(404);
    const event = fake.state.addEvent({ title: 'Before', start_date: '2030-03-01 10:00:00', end_date: '2030-03-01 11:00:00' });
    await raw.request('PUT', `/events/${String(event.id)}`, { body: { title: 'After PUT' } });
    expect(fake.state.events.get(event.id)?.title).toBe('After PUT');
    await raw.request('PATCH', `/events/${String(event.id)}`, { body: { title: 'After PATCH' } });
    expect(fake.state.events.get(event.id)?.title).toBe('After PATCH');
    const created: unknown = await raw
      .request('PUT', '/tags', { body: { name: 'Nope' } })
      .then(() => undefined, (e: unknown) => e);
    expect(isCalendarError(created, 'rest_no_route')).toBe(true);
    expect(fake.state.tags.size).toBe(0);
  });
});
