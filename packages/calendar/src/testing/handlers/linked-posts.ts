// Hand-written: the site's venue and organizer lists (by text and whether events use them) and what a write keeps; the single routes are postRoutes'.
import { fieldsOf, type FakeHandler, type FakeRequest } from '@typed-api/core/testing';
import type { Organizer } from '../../responses/organizers.js';
import type { Venue } from '../../responses/venues.js';
import { invalidParams } from '../dialect.js';
import { postRoutes, sitePage, statusFilter, type FakeContext } from '../site.js';
import { linkedPostNames, type LinkedPostKey } from '../store.js';

/** The fields of a write the fake does not keep: an image is the site's media library, `date_utc` only restates `date`. */
const UNKEPT = new Set(['image', 'date_utc']);

/** The handlers of the `venues` or `organizers` operations, by operation id: lists, reads, writes and trash, by id and by slug. */
export function linkedPostHandlers(ctx: FakeContext, kind: LinkedPostKey): Record<string, FakeHandler> {
  const { state } = ctx;
  const singular = linkedPostNames[kind];
  const posts: Map<number, Venue | Organizer> = state[kind];
  const name = (post: Venue | Organizer): string => String(fieldsOf(post)?.[singular]);

  /** Whether a live event links to the post (as its one venue, or among its organizers). */
  const used = (post: Venue | Organizer): boolean =>
    [...state.events.values()].some((e) => e.status !== 'trash' && (kind === 'venues' ? e.venue === post.id : e.organizer.includes(post.id)));

  const write = (found: Venue | Organizer | undefined, inputs: Readonly<Record<string, unknown>>): Venue | Organizer => {
    // The site refuses an empty name (its "non-empty string" rule).
    if (inputs[singular] === '') invalidParams({ [singular]: `Invalid value for ${singular}` });
    const post = found ?? state.addPost(kind, String(inputs[singular]));
    for (const [key, value] of Object.entries(inputs)) if (value !== undefined && !UNKEPT.has(key)) Object.assign(post, { [key]: value });
    if (typeof inputs.slug === 'string') post.slug = state.uniqueSlug(inputs.slug, posts.values(), post.id);
    post.modified = state.nowString();
    return post;
  };

  const list = ({ request, inputs }: FakeRequest): Response => {
    const visible = statusFilter(request, inputs.status as string | string[] | undefined);
    let found = [...posts.values()].filter((p) => visible(p.status ?? 'publish'));
    const search = typeof inputs.search === 'string' ? inputs.search.toLowerCase() : undefined;
    if (search) found = found.filter((p) => `${name(p)} ${p.description ?? ''}`.toLowerCase().includes(search));
    if (inputs.has_events !== undefined) found = found.filter((p) => used(p) === inputs.has_events);
    found.sort((a, b) => name(a).localeCompare(name(b)) || a.id - b.id);
    return sitePage(ctx, request, kind, `${singular}-archive-page-not-found`, found, inputs);
  };

  return { [`${kind}.list`]: list, ...postRoutes({ kind, posts, answer: (post) => post, write }) };
}
