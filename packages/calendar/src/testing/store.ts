import { parseCalendarDateTime, toCalendarDateTime } from '../dates.js';
import type { Event } from '../responses/events.js';
import type { Organizer } from '../responses/organizers.js';
import type { Term } from '../responses/terms.js';
import type { Venue } from '../responses/venues.js';

/** Fields of the answer's type `T`, each one always there. */
type Kept<T, K extends keyof T> = { [P in K]-?: Exclude<T[P], undefined> };

/** An event as the fake keeps it: the answer's own fields, its links as ids, and its password apart from what is shown. */
export type StoredEvent = Kept<Event, 'id' | 'title' | 'description' | 'excerpt' | 'slug' | 'status' | 'author' | 'date' | 'modified' | 'start_date' | 'end_date'> &
  Kept<Event, 'timezone' | 'all_day' | 'cost' | 'website' | 'show_map' | 'show_map_link' | 'hide_from_listings' | 'sticky' | 'featured'> & {
    /** Category ids. */
    categories: number[];
    /** Tag ids. */
    tags: number[];
    /** Venue post id, if any. */
    venue: number | undefined;
    /** Organizer post ids. */
    organizer: number[];
    /** Set for a password-protected event. */
    password: string | undefined;
  };

/** The kinds of post that events link to, by route key, and the field holding each one's name. */
export const linkedPostNames = { venues: 'venue', organizers: 'organizer' } as const;

/** The kinds of post that events link to, by route key. */
export type LinkedPostKey = keyof typeof linkedPostNames;

/** The kinds of term, by route key. */
export type TermKey = 'categories' | 'tags';

/** The fields of an event that a visitor does not see while it is password-protected, as the site blanks them. */
const PROTECTED = { description: '', excerpt: '', cost: '', website: '', all_day: null, show_map: null, show_map_link: null, hide_from_listings: null, sticky: null, featured: null };

/** One request the fake received. */
export interface RecordedRequest {
  /** HTTP method. */
  method: string;
  /** Path under the calendar namespace, e.g. `/events/12`. */
  path: string;
  /** The raw query string (with `?`), or empty. */
  search: string;
  /** Request headers, lower-cased names. */
  headers: Record<string, string>;
  /** The parsed JSON body, when there was one. */
  body: unknown;
}

/** Everything the fake holds; tests may read it and seed it directly. Venues, organizers and terms are kept as the site answers them. */
export class CalendarFakeState {
  /** Events by id (trashed ones stay, with status `trash`). */
  readonly events = new Map<number, StoredEvent>();
  /** Venues by id. */
  readonly venues = new Map<number, Venue>();
  /** Organizers by id. */
  readonly organizers = new Map<number, Organizer>();
  /** Event categories by id (their `count` is worked out when they are answered). */
  readonly categories = new Map<number, Term>();
  /** Event tags by id. */
  readonly tags = new Map<number, Term>();
  /** Every request received, oldest first. */
  readonly requests: RecordedRequest[] = [];
  #nextId = 1;
  readonly #now: () => Date;

  /** `now` is the fake's clock. */
  constructor(now: () => Date) {
    this.#now = now;
  }

  /** The fake's current time as a UTC wall-clock string. */
  nowString(): string {
    return toCalendarDateTime(this.#now());
  }

  /** Empties every collection and the request log. */
  clear(): void {
    for (const map of [this.events, this.venues, this.organizers, this.categories, this.tags]) map.clear();
    this.requests.length = 0;
    this.#nextId = 1;
  }

  /** A fresh id (posts and terms share one sequence, as on a real site). */
  nextId(): number {
    return this.#nextId++;
  }

  /** A slug unique among `taken`, derived from `wanted` (made URL-friendly). */
  uniqueSlug(wanted: string, taken: Iterable<{ slug?: string | undefined; id: number }>, selfId?: number): string {
    const used = new Set([...taken].filter((x) => x.id !== selfId).map((x) => x.slug));
    const base = wanted.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'untitled';
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${String(n)}`;
    return slug;
  }

  /** Adds an event directly (no HTTP); missing fields get defaults. Returns the stored record. */
  addEvent(fields: Partial<StoredEvent> & { title: string; start_date: string; end_date: string }): StoredEvent {
    const id = fields.id ?? this.nextId();
    const now = this.nowString();
    const event: StoredEvent = {
      // What the site sets up until told otherwise: its texts, its flags, its links.
      status: 'publish', author: 1, date: now, modified: now, timezone: 'UTC',
      description: '', excerpt: '', cost: '', website: '',
      all_day: false, show_map: true, show_map_link: true, hide_from_listings: false, sticky: false, featured: false,
      categories: [], tags: [], venue: undefined, organizer: [], password: undefined,
      ...fields,
      id,
      slug: this.uniqueSlug(fields.slug ?? fields.title, this.events.values(), id),
    };
    this.events.set(id, event);
    return event;
  }

  /** Adds a venue (`kind: 'venues'`) or organizer directly, as the site answers it; `name` is its display name. */
  addPost(kind: LinkedPostKey, name: string, fields: Record<string, unknown> = {}, status = 'publish'): Venue & Organizer {
    const id = this.nextId();
    const slug = this.uniqueSlug(typeof fields.slug === 'string' ? fields.slug : name, this[kind].values());
    const now = this.nowString();
    const maps = kind === 'venues' ? { show_map: true, show_map_link: true } : {};
    const post = { id, author: 1, status, date: now, modified: now, description: '', excerpt: '', ...maps, ...fields, [linkedPostNames[kind]]: name, slug };
    this[kind].set(id, post);
    return post;
  }

  /** Adds a category or tag directly. */
  addTerm(kind: TermKey, name: string, fields: { slug?: string; description?: string; parent?: number } = {}): Term {
    const id = this.nextId();
    const taxonomy = kind === 'categories' ? 'calendar_events_cat' : 'post_tag';
    const term = { id, name, description: fields.description ?? '', parent: fields.parent ?? 0, taxonomy, slug: this.uniqueSlug(fields.slug ?? name, this[kind].values()) };
    this[kind].set(id, term);
    return term;
  }

  /** A term as the site answers it: with its count of live events. */
  renderTerm(kind: TermKey, term: Term): Term {
    return { ...term, count: [...this.events.values()].filter((e) => e.status !== 'trash' && e[kind].includes(term.id)).length };
  }

  /** UTC wall-clock start and end of an event. */
  utcRange(event: StoredEvent): { start: string; end: string } {
    const utc = (date: string, zone: string): string => toCalendarDateTime(parseCalendarDateTime(date, zone));
    try {
      return { start: utc(event.start_date, event.timezone), end: utc(event.end_date, event.timezone) };
    } catch {
      // A zone `Intl` does not know reads as UTC, as the server falls back for unknown zones.
      return { start: utc(event.start_date, 'UTC'), end: utc(event.end_date, 'UTC') };
    }
  }

  /** An event as the site answers it: its UTC dates, its venue, organizers and terms nested; protected fields blanked unless `reveal`. */
  renderEvent(event: StoredEvent, base: string, reveal: boolean): Event {
    const { password, categories, tags, venue, organizer, ...fields } = event;
    const shown = { ...fields, ...(password !== undefined && !reveal ? PROTECTED : {}) };
    const { start, end } = this.utcRange(event);
    const terms = (kind: TermKey, ids: number[]): Term[] => ids.flatMap((id) => this[kind].get(id) ?? []).map((t) => this.renderTerm(kind, t));
    // The numbers of the cost, sorted (`$5 - $15` costs 5 to 15).
    const values = (shown.cost.match(/\d+(\.\d+)?/g) ?? []).map(Number).sort((a, b) => a - b);
    return {
      ...shown,
      rest_url: `${base}/events/${String(event.id)}`,
      utc_start_date: start,
      utc_end_date: end,
      cost_details: { values: values.map(String) },
      categories: terms('categories', categories),
      tags: terms('tags', tags),
      venue: (venue === undefined ? undefined : this.venues.get(venue)) ?? [],
      organizer: organizer.flatMap((id) => this.organizers.get(id) ?? []),
    };
  }
}
