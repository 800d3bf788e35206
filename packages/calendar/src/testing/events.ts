import { jsonResponse } from '@typed-api/core/testing';
import { boolParam, fail, intParam, isRecord, listParam, listResponse, noRoute, paging, requireUser, statusFilter, type FakeContext, type RouteHandler, type RouteInput } from './context.js';
import { linkedPostTraits, type LinkedPostKey, type StoredEvent } from './store.js';
import { normalizeDate, wholeDay } from './wire.js';

const DIGITS = /^\d+$/;

/** Handlers of the event operations, by id: filtered, paged lists; single reads with passwords; writes; trash. */
export function eventHandlers(ctx: FakeContext): Record<string, RouteHandler> {
  const { state } = ctx;

  const find = (input: RouteInput): StoredEvent => {
    const { id, slug } = input.params;
    let event: StoredEvent | undefined;
    if (slug !== undefined) event = [...state.events.values()].find((e) => e.slug === slug);
    else if (id !== undefined && DIGITS.test(id)) event = state.events.get(Number(id));
    else noRoute();
    return event ?? fail('event-not-found', 'The requested post ID does not exist or is not an event', 404);
  };

  const readOne = (input: RouteInput): Record<string, unknown> => {
    const event = find(input);
    if (!input.caller && event.status !== 'publish') fail('event-not-accessible', 'The requested event is not accessible', 403);
    const password = input.query.get('password') ?? undefined;
    if (!input.caller && event.password !== undefined && password !== event.password) {
      fail('event-password-protected', 'The requested event is password protected', 403);
    }
    return state.renderEvent(event, ctx.root, true);
  };

  const write = (input: RouteInput): Record<string, unknown> => {
    requireUser(input);
    const event = find(input);
    const fields = readEventFields(ctx, input.body, event);
    Object.assign(event, fields, { modified: state.nowString() });
    if (typeof input.body.slug === 'string' || typeof input.body.title === 'string') {
      event.slug = state.uniqueSlug(typeof input.body.slug === 'string' ? input.body.slug : event.slug, state.events.values(), event.id);
    }
    return state.renderEvent(event, ctx.root, true);
  };

  const trash = (input: RouteInput): Record<string, unknown> => {
    requireUser(input);
    const event = find(input);
    if (event.status === 'trash') fail('event-is-in-trash', 'The event is already trashed', 410);
    event.status = 'trash';
    event.modified = state.nowString();
    return state.renderEvent(event, ctx.root, true);
  };

  return {
    'events.list': (input) => listEvents(ctx, input),
    'events.create': (input) => {
      requireUser(input);
      const missing = ['title', 'start_date', 'end_date'].filter((k) => input.body[k] === undefined || input.body[k] === '');
      if (missing.length) fail('rest_missing_callback_param', `Missing parameter(s): ${missing.join(', ')}`, 400, { params: missing });
      const fields = readEventFields(ctx, input.body, undefined);
      const event = state.addEvent({ ...fields, title: String(input.body.title), start_date: fields.start_date ?? '', end_date: fields.end_date ?? '' });
      return jsonResponse(state.renderEvent(event, ctx.root, true), 201);
    },
    'events.get': readOne,
    'events.update': write,
    'events.delete': trash,
    'events.getBySlug': readOne,
    'events.updateBySlug': write,
    'events.deleteBySlug': trash,
  };
}

function listEvents(ctx: FakeContext, input: RouteInput): Response {
  const { state } = ctx;
  const { query } = input;
  const pages = paging(ctx, query);
  if ((query.get('geoloc_lat') === null) !== (query.get('geoloc_lng') === null)) {
    fail('rest_invalid_param', 'Invalid parameter(s): geoloc_lat, geoloc_lng', 400, { params: { geoloc_lat: 'geoloc_lat and geoloc_lng go together' } });
  }
  const visible = statusFilter(input);
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
        fail(code, `The '${name}' parameter must be in a supported format`, 400);
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
    if (ids.some((id) => id === undefined)) fail(`event-archive-bad-${kind}`, `The '${kind}' parameter contains invalid slugs or IDs`, 400);
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
  const reveal = input.caller !== undefined;
  const rendered = events.map((e) => state.renderEvent(e, ctx.root, reveal));
  return listResponse(input.request, 'events', 'event-archive-page-not-found', rendered, pages.page, pages.perPage);
}

/** Reads the event fields of a create or update body, resolving venues, organizers and terms. */
function readEventFields(ctx: FakeContext, body: Record<string, unknown>, current: StoredEvent | undefined): Partial<StoredEvent> {
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
  return fail('rest_invalid_param', `Invalid parameter(s): ${name}`, 400, { params: { [name]: `Invalid value for ${name}` } });
}

/** An id of an existing venue/organizer, or of one created from inline fields. */
function linkedPost(ctx: FakeContext, kind: LinkedPostKey, value: unknown): number | undefined {
  const nameKey = linkedPostTraits[kind].name;
  if (typeof value === 'number' || (typeof value === 'string' && DIGITS.test(value))) {
    const id = Number(value);
    return ctx.state[kind].has(id) ? id : undefined;
  }
  if (isRecord(value) && typeof value[nameKey] === 'string') {
    const { [nameKey]: name, ...rest } = value;
    return ctx.state.addPost(kind, String(name), rest).id;
  }
  return undefined;
}
