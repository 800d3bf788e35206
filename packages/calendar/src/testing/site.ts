import { fail, jsonResponse, numberedWindow, type FakeCall, type FakeHandler, type FakeRequest } from '@typed-api/core/testing';
import { invalidParams, noRoute } from './dialect.js';
import type { CalendarFakeState } from './store.js';

/** The credentials the fake accepts. */
export interface FakeCredentials {
  /** The user name for application passwords. */
  username: string;
  /** The application password (spaces included, as the site shows it). */
  applicationPassword: string;
  /** The nonce a logged-in browser session sends in `X-WP-Nonce`. */
  nonce: string;
}

/** Who sent a request: a user, or nobody. */
export type Caller = { user: string } | undefined;

/**
 * Identifies the caller as the site does: HTTP Basic with an application password, or a session
 * nonce. Wrong credentials stop the request with the site's error even on reads; none at all is an
 * anonymous visitor.
 */
export function identify(request: Request, credentials: FakeCredentials): Caller {
  const authorization = request.headers.get('authorization');
  if (authorization?.toLowerCase().startsWith('basic ')) {
    let decoded: string;
    try {
      decoded = atob(authorization.slice(6).trim());
    } catch {
      decoded = '';
    }
    const colon = decoded.indexOf(':');
    if (colon > 0 && decoded.slice(0, colon) === credentials.username) {
      // Application passwords are accepted with or without their spaces.
      if (decoded.slice(colon + 1).replace(/\s/g, '') === credentials.applicationPassword.replace(/\s/g, '')) return { user: credentials.username };
      fail(401, 'The provided password is an invalid application password.', { code: 'incorrect_password' });
    }
    fail(401, 'Unknown username. Check again or try your email address.', { code: 'invalid_username' });
  }
  const nonce = request.headers.get('x-wp-nonce');
  if (nonce !== null) {
    if (nonce === credentials.nonce) return { user: credentials.username };
    fail(403, 'Cookie check failed', { code: 'rest_cookie_invalid_nonce' });
  }
  return undefined;
}

/** What every handler of the calendar fake shares: the data, where the namespace sits, the accepted credentials and the page size. */
export interface FakeContext {
  /** The fake's data and request log. */
  readonly state: CalendarFakeState;
  /** The namespace's absolute base, e.g. `https://calendar.test/calendar/events/v1`. */
  readonly root: string;
  /** The credentials the fake accepts. */
  readonly credentials: FakeCredentials;
  /** Items per page when the request does not say. */
  readonly perPage: number;
}

/** Who sent each request in flight, as {@link siteGuard} found out. */
const callers = new WeakMap<Request, Caller>();

/**
 * What runs before every handler, as the site does before any route: PUT and PATCH (read as POST) are
 * refused on a collection, the request is recorded, and the caller is identified (wrong credentials
 * answer at once, even on reads; none at all is a visitor).
 */
export function siteGuard(ctx: FakeContext): (call: FakeCall) => Promise<void> {
  return async (call) => {
    // The dialect reads PUT and PATCH as POST; the site takes them on a record's routes only, never on a collection.
    if (call.method !== call.request.method && !call.operation.path.includes('{')) noRoute();
    const { request, url } = call;
    ctx.state.requests.push({
      method: request.method,
      path: url.pathname.slice(new URL(ctx.root).pathname.length) || '/',
      search: url.search,
      headers: Object.fromEntries(request.headers.entries()),
      // The body parsed as JSON (the client sends no other), read from a copy; undefined when there is none.
      body: request.body === null ? undefined : ((await request.clone().json().catch(() => undefined)) as unknown),
    });
    callers.set(request, identify(request, ctx.credentials));
  };
}

/** The user behind a request's credentials, or undefined for a visitor. */
export function callerOf(request: Request): Caller {
  return callers.get(request);
}

/** Stops a write without credentials with the site's 401 (`code` defaults to `rest_forbidden`). */
export function requireUser(request: Request, code = 'rest_forbidden'): void {
  if (!callerOf(request)) fail(401, 'Sorry, you are not allowed to do that.', { code });
}

/**
 * Answers the page a list request asks for, as the site does: page and size of at least 1 (else its 400),
 * at most 50 items, an envelope with the items under `key`, links to the neighbouring pages and the totals
 * (also in `X-Calendar-Total` and `X-Calendar-TotalPages`), and a page past the end stopped with the 404
 * `notFoundCode`.
 */
export function sitePage(ctx: FakeContext, request: Request, key: string, notFoundCode: string, items: readonly unknown[], inputs: { page?: number | undefined; per_page?: number | undefined }): Response {
  const { page = 1, per_page: perPage = ctx.perPage } = inputs;
  for (const [name, value] of Object.entries({ page, per_page: perPage })) if (value < 1) invalidParams({ [name]: `${name} must be a positive integer` });
  const window = numberedWindow(items, { page, perPage, defaultPerPage: ctx.perPage, maxPerPage: 50 });
  const totalPages = Math.ceil(items.length / window.size);
  if (page > 1 && page > totalPages) fail(404, 'The requested archive page does not exist', { code: notFoundCode });
  const at = (n: number): string => {
    const url = new URL(request.url);
    url.searchParams.set('page', String(n));
    return url.toString();
  };
  const links = { rest_url: at(page), ...(page < totalPages ? { next_rest_url: at(page + 1) } : {}), ...(page > 1 ? { previous_rest_url: at(page - 1) } : {}) };
  const body = { [key]: window.items, ...links, total: items.length, total_pages: totalPages };
  return jsonResponse(body, 200, { 'X-Calendar-Total': String(items.length), 'X-Calendar-TotalPages': String(totalPages) });
}

/** Status filter of a list: visitors see published records only; users see all but the trash unless they ask. */
export function statusFilter(request: Request, status: string | readonly string[] | undefined): (status: string) => boolean {
  const asked = status === undefined ? undefined : [status].flat();
  if (!callerOf(request)) return (s) => s === 'publish';
  if (!asked || asked.includes('any')) return (s) => s !== 'trash';
  return (s) => asked.includes(s);
}

/** What the routes of one kind of post (events, venues, organizers) need to know of it; the rest is {@link postRoutes}'. */
export interface PostKind<P extends { id: number; slug?: string | undefined; status?: string | undefined }> {
  /** The route key (`events`, `venues`, `organizers`); its singular names one post in the site's codes and messages. */
  readonly kind: string;
  /** The posts, by id. */
  readonly posts: Map<number, P>;
  /** The answer for one post. */
  answer(post: P): unknown;
  /** A new post made from the inputs of a create (no `post`), or `post` changed by the inputs of an update; stops with the site's 400s. */
  write(post: P | undefined, inputs: Readonly<Record<string, unknown>>): P;
}

/**
 * The create, read, update and delete routes of a kind of post, by operation id, as the site answers them: by id
 * or by slug (404 `<post>-not-found`), unpublished or password-protected posts for users only (403), writes for
 * users only (401), a create answered 201, and a delete that moves the post to the trash (410 the second time).
 */
export function postRoutes<P extends { id: number; slug?: string | undefined; status?: string | undefined }>(kind: PostKind<P>): Record<string, FakeHandler> {
  const singular = kind.kind.replace(/s$/, '');
  const find = ({ path }: FakeRequest): P => {
    const post = path.slug === undefined ? kind.posts.get(Number(path.id)) : [...kind.posts.values()].find((p) => p.slug === path.slug);
    const article = singular === 'event' ? 'an' : 'a';
    return post ?? fail(404, `The requested post ID does not exist or is not ${article} ${singular}`, { code: `${singular}-not-found` });
  };
  const read = (request: FakeRequest): unknown => {
    const post = find(request);
    const { password } = post as { password?: unknown };
    if (!callerOf(request.request) && post.status !== 'publish') fail(403, `The requested ${singular} is not accessible`, { code: `${singular}-not-accessible` });
    if (!callerOf(request.request) && password !== undefined && request.inputs.password !== password) {
      fail(403, `The requested ${singular} is password protected`, { code: `${singular}-password-protected` });
    }
    return kind.answer(post);
  };
  const update = (request: FakeRequest): unknown => {
    requireUser(request.request);
    return kind.answer(kind.write(find(request), request.inputs));
  };
  const trash = (request: FakeRequest): unknown => {
    requireUser(request.request);
    const post = find(request);
    if (post.status === 'trash') fail(410, `The ${singular} is already trashed`, { code: `${singular}-is-in-trash` });
    return kind.answer(kind.write(post, { status: 'trash' }));
  };
  return {
    [`${kind.kind}.create`]: (request) => {
      requireUser(request.request);
      return request.reply(kind.answer(kind.write(undefined, request.inputs)), { status: 201 });
    },
    [`${kind.kind}.get`]: read,
    [`${kind.kind}.getBySlug`]: read,
    [`${kind.kind}.update`]: update,
    [`${kind.kind}.updateBySlug`]: update,
    [`${kind.kind}.delete`]: trash,
    [`${kind.kind}.deleteBySlug`]: trash,
  };
}
