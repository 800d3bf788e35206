import { fail, fieldsOf, type FakeHandlers } from '@typed-api/core/testing';
import type * as events from '../../operations/events.js';
import type { Event } from '../../responses/events.js';
import { invalidParams } from '../dialect.js';
import { callerOf, requireUser, sitePage, statusFilter, type FakeContext, type SitePage } from '../site.js';
import { linkedPostTraits, type LinkedPostKey, type StoredEvent } from '../store.js';
import { boolParam, intParam, listParam, normalizeDate, wholeDay } from '../wire.js';
import type { RecordRequest } from './linked-posts.js';

const DIGITS = /^\d+$/;

/** Handlers of the event operations, by id: filtered, paged lists; single reads with passwords; writes; trash. */
export function eventHandlers(ctx: FakeContext): FakeHandlers<typeof events> {
  const { state } = ctx;

  const find = ({ path }: RecordRequest): StoredEvent => {
    const event = path.slug === undefined ? state.events.get(Number(path.id)) : [...state.events.values()].find((e) => e.slug === path.slug);
    return event ?? fail(404, 'The requested post ID does not exist or is not an event', { code: 'event-not-found' });
  };

  const read = (input: RecordRequest & { readonly inputs: { readonly password?: string | undefined } }): Event => {
    const event = find(input);
    const caller = callerOf(input.request);
    if (!caller && event.status !== 'publish') fail(403, 'The requested event is not accessible', { code: 'event-not-accessible' });
    if (!caller && event.password !== undefined && input.inputs.password !== event.password) {
      fail(403, 'The requested event is password protected', { code: 'event-password-protected' });
    }
    return state.renderEvent(event, ctx.root, true);
  };

  const write = (input: RecordRequest): Event => {
    requireUser(input.request);
    const event = find(input);
    const fields = readEventFields(ctx, input.inputs, event);
    Object.assign(event, fields, { modified: state.nowString() });
    const { slug, title } = input.inputs;
    if (typeof slug === 'string' || typeof title === 'string') {
      event.slug = state.uniqueSlug(typeof slug === 'string' ? slug : event.slug, state.events.values(), event.id);
    }
    return state.renderEvent(event, ctx.root, true);
  };

  const trash = (input: RecordRequest): Event => {
    requireUser(input.request);
    const event = find(input);
    if (event.status === 'trash') fail(410, 'The event is already trashed', { code: 'event-is-in-trash' });
    event.status = 'trash';
    event.modified = state.nowString();
    return state.renderEvent(event, ctx.root, true);
  };

  return {
    'events.list': (request) => {
      const page = listEvents(ctx, request);
      return request.reply(page.body, { headers: page.headers });
    },
    'events.create': (request) => {
      requireUser(request.request);
      const fields = readEventFields(ctx, request.inputs, undefined);
      const event = state.addEvent({ ...fields, title: request.inputs.title, start_date: fields.start_date ?? '', end_date: fields.end_date ?? '' });
      return request.reply(state.renderEvent(event, ctx.root, true), { status: 201 });
    },
    'events.get': read,
    'events.update': write,
    'events.delete': trash,
    'events.getBySlug': read,
    'events.updateBySlug': write,
    'events.deleteBySlug': trash,
  };
}

/** One page of the event list, with the site's filters read by its own rules (lists as `a[]=` or `a=1,2`, text flags). */
function listEvents(ctx: FakeContext, input: RecordRequest & { readonly inputs: { readonly page?: number | undefined; readonly per_page?: number | undefined } }): SitePage<'events', Event> {
  const { state } = ctx;
  const { query, request } = input;
  const visible = statusFilter(request, query);
  let events = [...state.events.values()].filter((e) => visible(e.status));

  const include = listParam(query, 'include');
  if (include) {
    events = events.filter((e) => include.includes(String(e.id)));
  } else {
    const strict = boolParam(query, 'strict_dates') ?? false;
    const bounds: [string, boolean, (e: { start: string; end: string }, x: string) => boolean][] = [
      ['start_date', false, (e, x) => e.end >= x],
      ['end_date', true, (e, x) => e.start <= x],
      ['starts_before', true, (e, x) => e.start < x],
      ['starts_after', false, (e, x) => e.start > x],
      ['ends_before', true, (e, x) => e.end < x],
      ['ends_after', false, (e, x) => e.end > x],
    ];
    for (const [name, endOfDay, keep] of bounds) {
      let raw = query.get(name);
      if (raw === null && name === 'start_date') raw = state.nowString();
      if (raw === null) continue;
      const parsed = normalizeDate(raw, endOfDay);
      if (parsed === undefined) {
        const code = name === 'end_date' ? 'event-archive-bad-end-date' : 'event-archive-bad-start-date';
        fail(400, `The '${name}' parameter must be in a supported format`, { code });
      }
      const bound = strict ? parsed : wholeDay(parsed, endOfDay);
      events = events.filter((e) => keep(state.utcRange(e), bound));
    }
  }

  const search = query.get('search')?.toLowerCase();
  if (search) events = events.filter((e) => `${e.title} ${e.description}`.toLowerCase().includes(search));
  for (const kind of ['categories', 'tags'] as const) {
    const wanted = listParam(query, kind);
    if (!wanted) continue;
    const ids = wanted.map((w) => (DIGITS.test(w) ? Number(w) : [...state[kind].values()].find((t) => t.slug === w)?.id));
    if (ids.some((id) => id === undefined)) fail(400, `The '${kind}' parameter contains invalid slugs or IDs`, { code: `event-archive-bad-${kind}` });
    events = events.filter((e) => e[kind].some((id) => ids.includes(id)));
  }
  const venues = listParam(query, 'venue');
  if (venues) events = events.filter((e) => e.venue !== undefined && venues.includes(String(e.venue)));
  const organizers = listParam(query, 'organizer');
  if (organizers) events = events.filter((e) => e.organizer.some((id) => organizers.includes(String(id))));
  const featured = boolParam(query, 'featured');
  if (featured !== undefined) events = events.filter((e) => e.featured === featured);
  const parent = intParam(query, 'post_parent');
  if (parent !== undefined) events = events.filter((e) => e.post_parent === parent);
  // The fake sells no tickets: asking for ticketed events finds none.
  if (boolParam(query, 'ticketed') === true) events = [];

  events.sort((a, b) => state.utcRange(a).start.localeCompare(state.utcRange(b).start) || a.id - b.id);
  const reveal = callerOf(request) !== undefined;
  const rendered = events.map((e) => state.renderEvent(e, ctx.root, reveal));
  return sitePage(ctx, request, 'events', 'event-archive-page-not-found', rendered, input.inputs);
}

/** Reads the event fields of a create or update body, resolving venues, organizers and terms. */
function readEventFields(ctx: FakeContext, body: Readonly<Record<string, unknown>>, current: StoredEvent | undefined): Partial<StoredEvent> {
  const { state } = ctx;
  const out: Partial<StoredEvent> = {};
  for (const [name, endOfDay] of [['start_date', false], ['end_date', true]] as const) {
    const raw = body[name];
    if (raw === undefined) continue;
    const parsed = typeof raw === 'string' ? normalizeDate(raw, endOfDay) : undefined;
    if (parsed === undefined) invalid(name);
    out[name] = parsed;
  }
  const start = out.start_date ?? current?.start_date;
  const end = out.end_date ?? current?.end_date;
  if (start !== undefined && end !== undefined && end < start) invalid('end_date');
  // The site checks text fields with a "non-empty string" rule: an empty title is refused.
  if (body.title === '') invalid('title');
  for (const key of ['title', 'description', 'excerpt', 'status', 'timezone', 'website', 'date'] as const) {
    const v = body[key];
    if (typeof v === 'string') out[key] = v;
  }
  if (typeof body.cost === 'string' || typeof body.cost === 'number') out.cost = String(body.cost);
  for (const key of ['all_day', 'show_map', 'show_map_link', 'hide_from_listings', 'sticky', 'featured'] as const) {
    const v = body[key];
    if (v !== undefined) out[key] = v === true || v === 1 || v === '1' || v === 'true';
  }
  if (typeof body.author === 'number') out.author = body.author;
  for (const kind of ['categories', 'tags'] as const) {
    const v = body[kind];
    if (v === undefined) continue;
    if (!Array.isArray(v)) invalid(kind);
    const ids: number[] = [];
    for (const item of v) {
      const text = String(item);
      if (DIGITS.test(text)) {
        if (!state[kind].has(Number(text))) invalid(kind);
        ids.push(Number(text));
      } else {
        const existing = [...state[kind].values()].find((t) => t.name === text || t.slug === text);
        ids.push((existing ?? state.addTerm(kind, text)).id);
      }
    }
    out[kind] = ids;
  }
  if (body.venue !== undefined) {
    // One venue, or a list of them: an event keeps one venue here (the first; an empty list removes it).
    const list = Array.isArray(body.venue) ? body.venue : [body.venue];
    const ids = list.map((v) => linkedPost(ctx, 'venues', v));
    if (ids.some((id) => id === undefined)) invalid('venue');
    out.venue = ids[0];
  }
  if (body.organizer !== undefined) {
    const list = Array.isArray(body.organizer) ? body.organizer : [body.organizer];
    const ids = list.map((o) => linkedPost(ctx, 'organizers', o));
    if (ids.some((id) => id === undefined)) invalid('organizer');
    out.organizer = ids.filter((id): id is number => id !== undefined);
  }
  return out;
}

/** Stops a write with the site's 400 for a field it refuses. */
function invalid(name: string): never {
  return invalidParams({ [name]: `Invalid value for ${name}` });
}

/** An id of an existing venue/organizer, or of one created from inline fields. */
function linkedPost(ctx: FakeContext, kind: LinkedPostKey, value: unknown): number | undefined {
  const nameKey = linkedPostTraits[kind].name;
  if (typeof value === 'number' || (typeof value === 'string' && DIGITS.test(value))) {
    const id = Number(value);
    return ctx.state[kind].has(id) ? id : undefined;
  }
  const fields = fieldsOf(value);
  if (fields !== undefined && typeof fields[nameKey] === 'string') {
    const { [nameKey]: name, ...rest } = fields;
    return ctx.state.addPost(kind, String(name), rest).id;
  }
  return undefined;
}
