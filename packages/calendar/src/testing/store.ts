import { parseCalendarDateTime, toCalendarDateTime } from '../dates.js';
import type { Event } from '../responses/events.js';
import type { Organizer } from '../responses/organizers.js';
import type { Term } from '../responses/terms.js';
import type { Venue } from '../responses/venues.js';
import { dateDetails, slugify } from './wire.js';

/** An event as the fake stores it: links are ids, the password is kept apart from what is shown. */
export interface StoredEvent {
  /** Post id. */
  id: number;
  /** Title. */
  title: string;
  /** Description (HTML). */
  description: string;
  /** Short summary. */
  excerpt: string;
  /** URL slug, unique among events. */
  slug: string;
  /** Post status: `publish`, `draft`, `trash`… */
  status: string;
  /** Author user id. */
  author: number;
  /** Publication date, wall-clock in the site zone. */
  date: string;
  /** Last change, wall-clock in the site zone. */
  modified: string;
  /** Wall-clock start in `timezone`. */
  start_date: string;
  /** Wall-clock end in `timezone`. */
  end_date: string;
  /** IANA zone of the start and end dates. */
  timezone: string;
  /** Whether the event lasts whole days. */
  all_day: boolean;
  /** Cost as text. */
  cost: string;
  /** Event website. */
  website: string;
  /** Whether the venue map is shown. */
  show_map: boolean;
  /** Whether a link to the map is shown. */
  show_map_link: boolean;
  /** Whether lists leave it out. */
  hide_from_listings: boolean;
  /** Whether it sticks to the top of lists. */
  sticky: boolean;
  /** Whether the event is featured. */
  featured: boolean;
  /** Category ids. */
  categories: number[];
  /** Tag ids. */
  tags: number[];
  /** Venue post id, if any. */
  venue: number | undefined;
  /** Organizer post ids. */
  organizer: number[];
  /** Parent post id, 0 for none. */
  post_parent: number;
  /** Set for a password-protected event. */
  password: string | undefined;
}

/** A venue or organizer as the fake stores it (wire field names). */
export interface StoredPost {
  /** Post id. */
  id: number;
  /** URL slug, unique within its kind. */
  slug: string;
  /** Post status: `publish`, `draft`, `trash`… */
  status: string;
  /** Author user id. */
  author: number;
  /** Publication date, wall-clock in the site zone. */
  date: string;
  /** Last change, wall-clock in the site zone. */
  modified: string;
  /** Description (HTML). */
  description: string;
  /** Short summary. */
  excerpt: string;
  /** Password that protects the post, if any. */
  password: string | undefined;
  /** Name and the other string fields (`venue`/`organizer`, `city`, `email`…). */
  fields: Record<string, unknown>;
}

/** A category or tag as the fake stores it. */
export interface StoredTerm {
  /** Term id. */
  id: number;
  /** Display name. */
  name: string;
  /** URL slug, unique within its kind. */
  slug: string;
  /** Description. */
  description: string;
  /** Parent term id, 0 for none. */
  parent: number;
}

/** The kinds of post that events link to, by route key. */
export type LinkedPostKey = 'venues' | 'organizers';

/** A venue or an organizer as the site answers it, by kind. */
export type LinkedPostRecord<K extends LinkedPostKey> = { venues: Venue; organizers: Organizer }[K];

/** The kinds of term, by route key. */
export type TermKey = 'categories' | 'tags';

/** What sets a kind of linked post apart in the fake; everything else about venues and organizers is shared. */
export interface LinkedPostTraits {
  /** The field holding the post's name (`venue`, `organizer`). */
  name: string;
  /** Whether an event links to the post with this id. */
  linkedFrom: (event: StoredEvent, id: number) => boolean;
  /** Fields only this kind shows, given whether the post is hidden (protected and not revealed). */
  extra: (hidden: boolean) => Record<string, unknown>;
}

/** The traits of venues (one per event, with map settings) and organizers (several per event). */
export const linkedPostTraits: Record<LinkedPostKey, LinkedPostTraits> = {
  venues: {
    name: 'venue',
    linkedFrom: (event, id) => event.venue === id,
    extra: (hidden) => ({ show_map: hidden ? null : true, show_map_link: hidden ? null : true }),
  },
  organizers: { name: 'organizer', linkedFrom: (event, id) => event.organizer.includes(id), extra: () => ({}) },
};

/** The taxonomy each kind of term belongs to on the site, and whether its terms form a tree (have parents). */
export const termTraits: Record<TermKey, { taxonomy: string; tree: boolean }> = {
  categories: { taxonomy: 'calendar_events_cat', tree: true },
  tags: { taxonomy: 'post_tag', tree: false },
};

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

/** Everything the fake holds; tests may read it and seed it directly. */
export class CalendarFakeState {
  /** Events by id (trashed ones stay, with status `trash`). */
  readonly events = new Map<number, StoredEvent>();
  /** Venues by id. */
  readonly venues = new Map<number, StoredPost>();
  /** Organizers by id. */
  readonly organizers = new Map<number, StoredPost>();
  /** Event categories by id. */
  readonly categories = new Map<number, StoredTerm>();
  /** Event tags by id. */
  readonly tags = new Map<number, StoredTerm>();
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

  /** A slug unique among `taken`, derived from `wanted`. */
  uniqueSlug(wanted: string, taken: Iterable<{ slug: string; id: number }>, selfId?: number): string {
    const used = new Set([...taken].filter((x) => x.id !== selfId).map((x) => x.slug));
    const base = slugify(wanted);
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${String(n)}`;
    return slug;
  }

  /** Adds an event directly (no HTTP); missing fields get defaults. Returns the stored record. */
  addEvent(fields: Partial<StoredEvent> & { title: string; start_date: string; end_date: string }): StoredEvent {
    const id = fields.id ?? this.nextId();
    const now = this.nowString();
    const event: StoredEvent = {
      description: '',
      excerpt: '',
      status: 'publish',
      author: 1,
      date: now,
      modified: now,
      timezone: 'UTC',
      all_day: false,
      cost: '',
      website: '',
      show_map: true,
      show_map_link: true,
      hide_from_listings: false,
      sticky: false,
      featured: false,
      categories: [],
      tags: [],
      venue: undefined,
      organizer: [],
      post_parent: 0,
      password: undefined,
      ...fields,
      id,
      slug: this.uniqueSlug(fields.slug ?? fields.title, this.events.values(), id),
    };
    this.events.set(id, event);
    return event;
  }

  /** Adds a venue (`kind: 'venues'`) or organizer directly; `name` is its display name. */
  addPost(kind: LinkedPostKey, name: string, fields: Record<string, unknown> = {}, status = 'publish'): StoredPost {
    const id = this.nextId();
    const now = this.nowString();
    const map = this[kind];
    const post: StoredPost = {
      id,
      slug: this.uniqueSlug(typeof fields.slug === 'string' ? fields.slug : name, map.values()),
      status,
      author: 1,
      date: now,
      modified: now,
      description: typeof fields.description === 'string' ? fields.description : '',
      excerpt: '',
      password: undefined,
      fields: { ...fields, [linkedPostTraits[kind].name]: name },
    };
    delete post.fields.slug;
    delete post.fields.description;
    map.set(id, post);
    return post;
  }

  /** Adds a category or tag directly. */
  addTerm(kind: TermKey, name: string, fields: Partial<Omit<StoredTerm, 'id' | 'name'>> = {}): StoredTerm {
    const id = this.nextId();
    const map = this[kind];
    const term: StoredTerm = { id, name, description: fields.description ?? '', parent: fields.parent ?? 0, slug: this.uniqueSlug(fields.slug ?? name, map.values()) };
    map.set(id, term);
    return term;
  }

  /** How many live events use a term. */
  termCount(kind: TermKey, id: number): number {
    let n = 0;
    for (const e of this.events.values()) if (e.status !== 'trash' && e[kind].includes(id)) n++;
    return n;
  }

  /** A term in the wire shape. */
  renderTerm(kind: TermKey, term: StoredTerm, base: string): Term {
    return {
      id: term.id,
      name: term.name,
      slug: term.slug,
      taxonomy: termTraits[kind].taxonomy,
      description: term.description,
      parent: term.parent,
      count: this.termCount(kind, term.id),
      url: `${base}/${kind}/${term.slug}/`,
      urls: { self: `${base}/${kind}/${String(term.id)}`, collection: `${base}/${kind}` },
    };
  }

  /** A venue or organizer in the wire shape; a protected one shows only its frame unless `reveal`. */
  renderPost<K extends LinkedPostKey>(kind: K, post: StoredPost, reveal: boolean): LinkedPostRecord<K> {
    const hidden = post.password !== undefined && !reveal;
    const traits = linkedPostTraits[kind];
    const fields: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(post.fields)) fields[k] = hidden ? (k === traits.name ? [] : '') : v;
    return {
      ...postFrame(post),
      url: `https://site.test/${kind}/${post.slug}/`,
      description: hidden ? '' : post.description,
      excerpt: hidden ? '' : post.excerpt,
      slug: post.slug,
      ...traits.extra(hidden),
      ...fields,
    };
  }

  /** UTC wall-clock start and end of an event. */
  utcRange(event: StoredEvent): { start: string; end: string } {
    const zone = knownZone(event.timezone);
    return {
      start: toCalendarDateTime(parseCalendarDateTime(event.start_date, zone)),
      end: toCalendarDateTime(parseCalendarDateTime(event.end_date, zone)),
    };
  }

  /** An event in the wire shape, with venue, organizers and terms nested; protected fields hidden unless `reveal`. */
  renderEvent(event: StoredEvent, base: string, reveal: boolean): Event {
    const hidden = event.password !== undefined && !reveal;
    const { start, end } = this.utcRange(event);
    const venue = event.venue === undefined ? undefined : this.venues.get(event.venue);
    const terms = (kind: TermKey, ids: number[]): Term[] =>
      ids.flatMap((id) => {
        const t = this[kind].get(id);
        return t ? [this.renderTerm(kind, t, base)] : [];
      });
    const cost = hidden ? '' : event.cost;
    const values = cost.match(/\d+(\.\d+)?/g) ?? [];
    return {
      ...postFrame(event),
      url: `https://site.test/event/${event.slug}/`,
      rest_url: `${base}/events/${String(event.id)}`,
      title: event.title,
      description: hidden ? '' : event.description,
      excerpt: hidden ? '' : event.excerpt,
      slug: event.slug,
      image: false,
      all_day: hidden ? null : event.all_day,
      start_date: event.start_date,
      start_date_details: dateDetails(event.start_date),
      end_date: event.end_date,
      end_date_details: dateDetails(event.end_date),
      utc_start_date: start,
      utc_start_date_details: dateDetails(start),
      utc_end_date: end,
      utc_end_date_details: dateDetails(end),
      timezone: event.timezone,
      timezone_abbr: event.timezone === 'UTC' ? 'UTC' : '',
      cost,
      cost_details: {
        currency_symbol: cost.startsWith('$') ? '$' : '',
        currency_code: cost.startsWith('$') ? 'USD' : '',
        currency_position: cost.startsWith('$') ? 'prefix' : '',
        values: values.map(Number).sort((a, b) => a - b).map(String),
      },
      website: hidden ? '' : event.website,
      show_map: hidden ? null : event.show_map,
      show_map_link: hidden ? null : event.show_map_link,
      hide_from_listings: hidden ? null : event.hide_from_listings,
      sticky: hidden ? null : event.sticky,
      featured: hidden ? null : event.featured,
      categories: terms('categories', event.categories),
      tags: terms('tags', event.tags),
      venue: venue ? this.renderPost('venues', venue, reveal) : [],
      organizer: event.organizer.flatMap((id) => {
        const o = this.organizers.get(id);
        return o ? [this.renderPost('organizers', o, reveal)] : [];
      }),
      custom_fields: [],
    };
  }
}

/** The fields every post (event, venue, organizer) starts with: ids, author, status and dates (the fake site runs on UTC). */
function postFrame(post: Pick<StoredPost, 'id' | 'author' | 'status' | 'date' | 'modified'>) {
  return {
    id: post.id,
    global_id: `site.test?id=${String(post.id)}`,
    global_id_lineage: [`site.test?id=${String(post.id)}`],
    author: String(post.author),
    status: post.status,
    date: post.date,
    date_utc: post.date,
    modified: post.modified,
    modified_utc: post.modified,
  };
}

/** The zone if `Intl` knows it, else UTC (the server falls back the same way for unknown zones). */
function knownZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}
