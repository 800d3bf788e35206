import { fail } from '@typed-api/core/testing';
import { invalidParams } from '../dialect.js';
import { callerOf, requireUser, sitePage, statusFilter, type FakeContext, type PageInputs, type SitePage } from '../site.js';
import { linkedPostTraits, type LinkedPostKey, type LinkedPostRecord, type StoredPost } from '../store.js';
import { boolParam } from '../wire.js';

/** What the handlers of a kind of record read from a request: the raw request and query, and the parsed path and inputs. */
export interface RecordRequest {
  /** The request as received. */
  readonly request: Request;
  /** Its query, for the filters read by the site's own rules (lists as `a[]=` or `a=1,2`). */
  readonly query: URLSearchParams;
  /** The record's id or slug, parsed. */
  readonly path: { readonly id?: number | string; readonly slug?: string };
  /** The parsed inputs: list filters, or the fields of a write. */
  readonly inputs: Readonly<Record<string, unknown>>;
}

/** The handlers every kind of linked post shares, by verb (the namespace's table names them by operation id). */
export interface LinkedPostHandlers<K extends LinkedPostKey> {
  /** One page of the list, filtered. */
  readonly list: (request: RecordRequest & { readonly inputs: PageInputs }) => SitePage<K, LinkedPostRecord<K>>;
  /** A new post (answered 201 by the table). */
  readonly create: (request: RecordRequest) => LinkedPostRecord<K>;
  /** One post, by id or slug; a protected or unpublished one only for users. */
  readonly read: (request: RecordRequest) => LinkedPostRecord<K>;
  /** Changes the given fields of a post. */
  readonly write: (request: RecordRequest) => LinkedPostRecord<K>;
  /** Moves a post to the trash. */
  readonly trash: (request: RecordRequest) => LinkedPostRecord<K>;
}

/** The post fields that are not the kind's own (kept apart from `fields`). */
const FRAME_FIELDS = ['slug', 'description', 'status', 'author', 'date', 'date_utc'];

/** Handlers of the `venues` or `organizers` operations: lists, single reads by id and slug, writes, trash. */
export function linkedPostHandlers<K extends LinkedPostKey>(ctx: FakeContext, kind: K): LinkedPostHandlers<K> {
  const { state } = ctx;
  const { name: singular, linkedFrom } = linkedPostTraits[kind];
  const map = state[kind];

  const find = ({ path }: RecordRequest): StoredPost => {
    const post = path.slug === undefined ? map.get(Number(path.id)) : [...map.values()].find((p) => p.slug === path.slug);
    return post ?? fail(404, `The requested post ID does not exist or is not a ${singular}`, { code: `${singular}-not-found` });
  };

  const events = (post: StoredPost): { end: string }[] =>
    [...state.events.values()]
      .filter((e) => e.status !== 'trash' && linkedFrom(e, post.id))
      .map((e) => state.utcRange(e));

  const apply = (post: StoredPost, body: Readonly<Record<string, unknown>>): void => {
    for (const [k, v] of Object.entries(body)) if (v !== undefined && !FRAME_FIELDS.includes(k)) post.fields[k] = v;
    if (typeof body.description === 'string') post.description = body.description;
    if (typeof body.status === 'string') post.status = body.status;
    if (typeof body.author === 'number') post.author = body.author;
    if (typeof body.slug === 'string') post.slug = state.uniqueSlug(body.slug, map.values(), post.id);
    post.modified = state.nowString();
  };

  return {
    list({ request, query, inputs }) {
      const visible = statusFilter(request, query);
      let posts = [...map.values()].filter((p) => visible(p.status));
      const search = query.get('search')?.toLowerCase();
      if (search) posts = posts.filter((p) => `${String(p.fields[singular])} ${p.description}`.toLowerCase().includes(search));
      const event = inputs.event;
      if (event !== undefined) {
        const e = state.events.get(Number(event));
        posts = posts.filter((p) => e !== undefined && linkedFrom(e, p.id));
      }
      const hasEvents = boolParam(query, 'has_events');
      if (hasEvents !== undefined) posts = posts.filter((p) => events(p).length > 0 === hasEvents);
      if (boolParam(query, 'only_with_upcoming') === true) {
        const now = state.nowString();
        posts = posts.filter((p) => events(p).some((e) => e.end >= now));
      }
      posts.sort((a, b) => String(a.fields[singular]).localeCompare(String(b.fields[singular])) || a.id - b.id);
      const rendered = posts.map((p) => state.renderPost(kind, p, callerOf(request) !== undefined));
      return sitePage(ctx, request, kind, `${singular}-archive-page-not-found`, rendered, inputs);
    },
    create({ request, inputs }) {
      requireUser(request);
      const post = state.addPost(kind, String(inputs[singular]), {}, 'publish');
      apply(post, inputs);
      return state.renderPost(kind, post, true);
    },
    read(input) {
      const post = find(input);
      const caller = callerOf(input.request);
      if (!caller && post.status !== 'publish') fail(403, `The requested ${singular} is not accessible`, { code: `${singular}-not-accessible` });
      return state.renderPost(kind, post, caller !== undefined);
    },
    write(input) {
      requireUser(input.request);
      const post = find(input);
      // The site refuses an empty name (its "non-empty string" rule), as it does on create.
      if (input.inputs[singular] === '') invalidParams({ [singular]: `Invalid value for ${singular}` });
      apply(post, input.inputs);
      return state.renderPost(kind, post, true);
    },
    trash(input) {
      requireUser(input.request);
      const post = find(input);
      if (post.status === 'trash') fail(410, `The ${singular} is already trashed`, { code: `${singular}-is-in-trash` });
      post.status = 'trash';
      post.modified = state.nowString();
      return state.renderPost(kind, post, true);
    },
  };
}
