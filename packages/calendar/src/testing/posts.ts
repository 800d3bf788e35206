import { jsonResponse } from '@typed-api/core/testing';
import { boolParam, fail, intParam, listResponse, noRoute, paging, requireUser, statusFilter, type FakeContext, type RouteHandler, type RouteInput } from './context.js';
import { linkedPostTraits, type LinkedPostKey, type StoredPost } from './store.js';

const DIGITS = /^\d+$/;

/** Handlers of the `venues` or `organizers` operations, by id: lists, single reads by id and slug, writes, trash. */
export function linkedPostHandlers(ctx: FakeContext, kind: LinkedPostKey): Record<string, RouteHandler> {
  const { state } = ctx;
  const { name: singular, linkedFrom } = linkedPostTraits[kind];
  const map = state[kind];

  const find = (input: RouteInput): StoredPost => {
    const { id, slug } = input.params;
    let post: StoredPost | undefined;
    if (slug !== undefined) post = [...map.values()].find((p) => p.slug === slug);
    else if (id !== undefined && DIGITS.test(id)) post = map.get(Number(id));
    else noRoute();
    return post ?? fail(`${singular}-not-found`, `The requested post ID does not exist or is not a ${singular}`, 404);
  };

  const events = (post: StoredPost): { end: string }[] =>
    [...state.events.values()]
      .filter((e) => e.status !== 'trash' && linkedFrom(e, post.id))
      .map((e) => state.utcRange(e));

  const readFields = (body: Record<string, unknown>): Record<string, unknown> => {
    const fields: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(body)) {
      if (!['slug', 'description', 'status', 'author', 'date', 'date_utc'].includes(k)) fields[k] = v;
    }
    return fields;
  };

  const apply = (post: StoredPost, body: Record<string, unknown>): void => {
    Object.assign(post.fields, readFields(body));
    if (typeof body.description === 'string') post.description = body.description;
    if (typeof body.status === 'string') post.status = body.status;
    if (typeof body.author === 'number') post.author = body.author;
    if (typeof body.slug === 'string') post.slug = state.uniqueSlug(body.slug, map.values(), post.id);
    post.modified = state.nowString();
  };

  const readOne = (input: RouteInput): Record<string, unknown> => {
    const post = find(input);
    if (!input.caller && post.status !== 'publish') fail(`${singular}-not-accessible`, `The requested ${singular} is not accessible`, 403);
    return state.renderPost(kind, post, input.caller !== undefined);
  };

  const write = (input: RouteInput): Record<string, unknown> => {
    requireUser(input);
    const post = find(input);
    // The site refuses an empty name (its "non-empty string" rule), as it does on create.
    if (input.body[singular] === '') fail('rest_invalid_param', `Invalid parameter(s): ${singular}`, 400, { params: { [singular]: `Invalid value for ${singular}` } });
    apply(post, input.body);
    return state.renderPost(kind, post, true);
  };

  const trash = (input: RouteInput): Record<string, unknown> => {
    requireUser(input);
    const post = find(input);
    if (post.status === 'trash') fail(`${singular}-is-in-trash`, `The ${singular} is already trashed`, 410);
    post.status = 'trash';
    post.modified = state.nowString();
    return state.renderPost(kind, post, true);
  };

  return {
    [`${kind}.list`]: (input) => {
      const pages = paging(ctx, input.query);
      const visible = statusFilter(input);
      let posts = [...map.values()].filter((p) => visible(p.status));
      const search = input.query.get('search')?.toLowerCase();
      if (search) posts = posts.filter((p) => `${String(p.fields[singular])} ${p.description}`.toLowerCase().includes(search));
      const event = intParam(input.query, 'event');
      if (event !== undefined) {
        const e = state.events.get(event);
        posts = posts.filter((p) => e !== undefined && linkedFrom(e, p.id));
      }
      const hasEvents = boolParam(input.query, 'has_events');
      if (hasEvents !== undefined) posts = posts.filter((p) => events(p).length > 0 === hasEvents);
      if (boolParam(input.query, 'only_with_upcoming') === true) {
        const now = state.nowString();
        posts = posts.filter((p) => events(p).some((e) => e.end >= now));
      }
      posts.sort((a, b) => String(a.fields[singular]).localeCompare(String(b.fields[singular])) || a.id - b.id);
      const rendered = posts.map((p) => state.renderPost(kind, p, input.caller !== undefined));
      return listResponse(input.request, kind, `${singular}-archive-page-not-found`, rendered, pages.page, pages.perPage);
    },
    [`${kind}.create`]: (input) => {
      requireUser(input);
      const name = input.body[singular];
      if (typeof name !== 'string' || name === '') {
        fail('rest_missing_callback_param', `Missing parameter(s): ${singular}`, 400, { params: [singular] });
      }
      const post = state.addPost(kind, name, {}, 'publish');
      apply(post, input.body);
      return jsonResponse(state.renderPost(kind, post, true), 201);
    },
    [`${kind}.get`]: readOne,
    [`${kind}.update`]: write,
    [`${kind}.delete`]: trash,
    [`${kind}.getBySlug`]: readOne,
    [`${kind}.updateBySlug`]: write,
    [`${kind}.deleteBySlug`]: trash,
  };
}
