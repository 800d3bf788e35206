// Hand-written: the site's venue and organizer routes (filters by text, event and upcoming events; slugs; trash on delete, 410 the second time; 401 for writes without credentials; its 404/403 codes).
import { fail, type FakeHandler, type FakeRequest } from '@typed-api/core/testing';
import type { Organizer } from '../../responses/organizers.js';
import type { Venue } from '../../responses/venues.js';
import { invalidParams } from '../dialect.js';
import { callerOf, requireUser, sitePage, statusFilter, type FakeContext } from '../site.js';
import { linkedPostNames, type LinkedPostKey, type StoredEvent } from '../store.js';

/** The fields of a write the fake does not keep: an image is the site's media library, `date_utc` only restates `date`. */
const UNKEPT = new Set(['image', 'date_utc']);

/** The handlers of the `venues` or `organizers` operations, by operation id: lists, reads, writes and trash, by id and by slug. */
export function linkedPostHandlers(ctx: FakeContext, kind: LinkedPostKey): Record<string, FakeHandler> {
  const { state } = ctx;
  const singular = linkedPostNames[kind];
  const map: Map<number, Venue | Organizer> = state[kind];
  const name = (post: Venue | Organizer): string => String(post[singular]);

  const find = ({ path }: FakeRequest): Venue | Organizer => {
    const post = path.slug === undefined ? map.get(Number(path.id)) : [...map.values()].find((p) => p.slug === path.slug);
    return post ?? fail(404, `The requested post ID does not exist or is not a ${singular}`, { code: `${singular}-not-found` });
  };

  /** Whether an event links to the post with this id (its one venue, or among its organizers). */
  const linked = (event: StoredEvent | undefined, id: number): boolean => (kind === 'venues' ? event?.venue === id : (event?.organizer.includes(id) ?? false));
  /** The UTC ends of the live events linked to a post. */
  const ends = (post: Venue | Organizer): string[] =>
    [...state.events.values()].filter((e) => e.status !== 'trash' && linked(e, post.id)).map((e) => state.utcRange(e).end);

  const write = (post: Venue | Organizer, inputs: Readonly<Record<string, unknown>>): Venue | Organizer => {
    for (const [key, value] of Object.entries(inputs)) if (value !== undefined && !UNKEPT.has(key)) post[key] = value;
    if (typeof inputs.slug === 'string') post.slug = state.uniqueSlug(inputs.slug, map.values(), post.id);
    post.modified = post.modified_utc = state.nowString();
    return post;
  };

  const read = (request: FakeRequest): Venue | Organizer => {
    const post = find(request);
    if (!callerOf(request.request) && post.status !== 'publish') fail(403, `The requested ${singular} is not accessible`, { code: `${singular}-not-accessible` });
    return post;
  };

  const update = (request: FakeRequest): Venue | Organizer => {
    requireUser(request.request);
    const post = find(request);
    // The site refuses an empty name (its "non-empty string" rule), as it does on create.
    if (request.inputs[singular] === '') invalidParams({ [singular]: `Invalid value for ${singular}` });
    return write(post, request.inputs);
  };

  const trash = (request: FakeRequest): Venue | Organizer => {
    requireUser(request.request);
    const post = find(request);
    if (post.status === 'trash') fail(410, `The ${singular} is already trashed`, { code: `${singular}-is-in-trash` });
    return write(post, { status: 'trash' });
  };

  const list = ({ request, inputs }: FakeRequest): Response => {
    const visible = statusFilter(request, inputs.status as string | string[] | undefined);
    let posts = [...map.values()].filter((p) => visible(p.status ?? 'publish'));
    const search = typeof inputs.search === 'string' ? inputs.search.toLowerCase() : undefined;
    if (search) posts = posts.filter((p) => `${name(p)} ${p.description ?? ''}`.toLowerCase().includes(search));
    if (inputs.event !== undefined) posts = posts.filter((p) => linked(state.events.get(Number(inputs.event)), p.id));
    if (inputs.has_events !== undefined) posts = posts.filter((p) => ends(p).length > 0 === inputs.has_events);
    const now = state.nowString();
    if (inputs.only_with_upcoming === true) posts = posts.filter((p) => ends(p).some((end) => end >= now));
    posts.sort((a, b) => name(a).localeCompare(name(b)) || a.id - b.id);
    return sitePage(ctx, request, kind, `${singular}-archive-page-not-found`, posts, inputs);
  };

  return {
    [`${kind}.list`]: list,
    [`${kind}.create`]: (request) => {
      requireUser(request.request);
      const post = state.addPost(kind, String(request.inputs[singular]));
      return request.reply(write(post, request.inputs), { status: 201 });
    },
    [`${kind}.get`]: read,
    [`${kind}.getBySlug`]: read,
    [`${kind}.update`]: update,
    [`${kind}.updateBySlug`]: update,
    [`${kind}.delete`]: trash,
    [`${kind}.deleteBySlug`]: trash,
  };
}
