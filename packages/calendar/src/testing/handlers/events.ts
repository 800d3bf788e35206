// Hand-written: the site's event list (date windows and filters) and event writes (dates, venues, organizers and terms linked or created inline); the single routes are postRoutes'.
import { fail, fieldsOf, type FakeHandler, type FakeRequest } from '@typed-api/core/testing';
import type { listEvents } from '../../operations/events.js';
import { invalidParams } from '../dialect.js';
import { callerOf, postRoutes, sitePage, statusFilter, type FakeContext } from '../site.js';
import { linkedPostNames, type CalendarFakeState, type LinkedPostKey, type StoredEvent, type TermKey } from '../store.js';

const DIGITS = /^\d+$/;

/** The fields of a write the fake keeps as they are given. */
const KEPT = ['title', 'slug', 'description', 'excerpt', 'status', 'author', 'date', 'timezone', 'website', 'all_day', 'show_map', 'show_map_link', 'hide_from_listings', 'sticky', 'featured'];

/** The date filters of the list: the day end a bare date stands for, and which events a bound keeps (their UTC start and end). */
const BOUNDS: [string, boolean, (event: { start: string; end: string }, bound: string) => boolean][] = [
  ['start_date', false, (e, x) => e.end >= x],
  ['end_date', true, (e, x) => e.start <= x],
  ['starts_before', true, (e, x) => e.start < x],
  ['starts_after', false, (e, x) => e.start > x],
  ['ends_before', true, (e, x) => e.end < x],
  ['ends_after', false, (e, x) => e.end > x],
];

/** Handlers of the event operations, by id: filtered, paged lists; single reads with passwords; writes; trash. */
export function eventHandlers(ctx: FakeContext): Record<string, FakeHandler> {
  const { state } = ctx;

  return {
    'events.list': ({ request, inputs }: FakeRequest<typeof listEvents>) => {
      const visible = statusFilter(request, inputs.status);
      let found = [...state.events.values()].filter((e) => visible(e.status));
      // Asked by id, events are found whatever their dates; otherwise the window starts at the start of today.
      if (inputs.include) {
        const ids = inputs.include.map(String);
        found = found.filter((e) => ids.includes(String(e.id)));
      } else {
        const strict = [true, '1', 'true', 'yes', 'on'].includes(typeof inputs.strict_dates === 'string' ? inputs.strict_dates.toLowerCase() : (inputs.strict_dates ?? false));
        for (const [name, endOfDay, keep] of BOUNDS) {
          const raw = (inputs as Readonly<Record<string, unknown>>)[name] ?? (name === 'start_date' ? state.nowString() : undefined);
          if (raw === undefined) continue;
          const parsed = normalizeDate(raw, endOfDay);
          if (parsed === undefined) fail(400, `The '${name}' parameter must be in a supported format`, { code: `event-archive-bad-${name === 'end_date' ? 'end' : 'start'}-date` });
          const bound = strict ? parsed : `${parsed.slice(0, 10)} ${endOfDay ? '23:59:59' : '00:00:00'}`;
          found = found.filter((e) => keep(state.utcRange(e), bound));
        }
      }
      const search = inputs.search?.toLowerCase();
      if (search) found = found.filter((e) => `${e.title} ${e.description}`.toLowerCase().includes(search));
      for (const kind of ['categories', 'tags'] as const) {
        const wanted = inputs[kind];
        if (!wanted) continue;
        const ids = wanted.map((w) => (DIGITS.test(String(w)) ? Number(w) : [...state[kind].values()].find((t) => t.slug === w)?.id));
        if (ids.includes(undefined)) fail(400, `The '${kind}' parameter contains invalid slugs or IDs`, { code: `event-archive-bad-${kind}` });
        found = found.filter((e) => e[kind].some((id) => ids.includes(id)));
      }
      const venues = inputs.venue?.map(String);
      if (venues) found = found.filter((e) => venues.includes(String(e.venue)));
      const organizers = inputs.organizer?.map(String);
      if (organizers) found = found.filter((e) => e.organizer.some((id) => organizers.includes(String(id))));
      if (inputs.featured !== undefined) found = found.filter((e) => e.featured === inputs.featured);
      found.sort((a, b) => state.utcRange(a).start.localeCompare(state.utcRange(b).start) || a.id - b.id);
      const reveal = callerOf(request) !== undefined;
      return sitePage(ctx, request, 'events', 'event-archive-page-not-found', found.map((e) => state.renderEvent(e, ctx.root, reveal)), inputs);
    },
    ...postRoutes({
      kind: 'events',
      posts: state.events,
      answer: (event) => state.renderEvent(event, ctx.root, true),
      write(event, inputs) {
        const fields = eventFields(state, inputs, event);
        if (!event) return state.addEvent({ ...fields, title: String(inputs.title), start_date: fields.start_date ?? '', end_date: fields.end_date ?? '' });
        Object.assign(event, fields, { modified: state.nowString() });
        event.slug = state.uniqueSlug(event.slug, state.events.values(), event.id);
        return event;
      },
    }),
  };
}

/** Reads the event fields of a create or update, resolving venues, organizers and terms (ids, or names and fields of new ones). */
function eventFields(state: CalendarFakeState, inputs: Readonly<Record<string, unknown>>, current: StoredEvent | undefined): Partial<StoredEvent> {
  const out: Record<string, unknown> = {};
  for (const key of KEPT) if (inputs[key] !== undefined) out[key] = inputs[key];
  // The site checks text fields with a "non-empty string" rule: an empty title is refused.
  if (inputs.title === '') invalid('title');
  if (typeof inputs.cost === 'string' || typeof inputs.cost === 'number') out.cost = String(inputs.cost);
  const start = inputs.start_date === undefined ? current?.start_date : (normalizeDate(inputs.start_date, false) ?? invalid('start_date'));
  const end = inputs.end_date === undefined ? current?.end_date : (normalizeDate(inputs.end_date, true) ?? invalid('end_date'));
  if (start !== undefined && end !== undefined && end < start) invalid('end_date');
  Object.assign(out, { start_date: start, end_date: end });
  for (const kind of ['categories', 'tags'] as const) {
    const given = inputs[kind];
    if (Array.isArray(given)) out[kind] = given.map((item) => termId(state, kind, String(item)));
  }
  // One venue, or a list of them: an event keeps one venue here (the first; an empty list removes it).
  if (inputs.venue !== undefined) out.venue = [inputs.venue].flat().map((v) => linkedPost(state, 'venues', v))[0];
  if (inputs.organizer !== undefined) out.organizer = [inputs.organizer].flat().map((o) => linkedPost(state, 'organizers', o));
  return out;
}

/** Stops a write with the site's 400 for a field it refuses. */
function invalid(name: string): never {
  return invalidParams({ [name]: `Invalid value for ${name}` });
}

/** The id of a term given by id (which must exist), or by name or slug (created when there is none). */
function termId(state: CalendarFakeState, kind: TermKey, text: string): number {
  if (DIGITS.test(text)) return state[kind].has(Number(text)) ? Number(text) : invalid(kind);
  return ([...state[kind].values()].find((t) => t.name === text || t.slug === text) ?? state.addTerm(kind, text)).id;
}

/** The id of an existing venue/organizer, or of one created from inline fields. */
function linkedPost(state: CalendarFakeState, kind: LinkedPostKey, value: unknown): number {
  const name = fieldsOf(value)?.[linkedPostNames[kind]];
  if (typeof name === 'string') return state.addPost(kind, name, fieldsOf(value)).id;
  return typeof value !== 'object' && state[kind].has(Number(value)) ? Number(value) : invalid(linkedPostNames[kind]);
}

/** Normalizes a date to `YYYY-MM-DD HH:MM:SS` (the fake site runs on UTC); undefined when unreadable. */
function normalizeDate(value: unknown, endOfDay: boolean): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return `${v} ${endOfDay ? '23:59:59' : '00:00:00'}`;
  if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(v)) return `${v.slice(0, 10)} ${v.slice(11)}${v.length === 16 ? ':00' : ''}`;
  const parsed = Date.parse(v);
  return Number.isNaN(parsed) ? undefined : new Date(parsed).toISOString().slice(0, 19).replace('T', ' ');
}
