import { bearerAuth, clientCredentialsAuth, ValidationError, type AuthStrategy, type Dialect } from '@typed-api/core';
import type { HostingClientOptions } from './client.js';
import { cursorPages, nextPageNumber, unwrapData, type PageStyle } from '@typed-api/core/internal';
import { parseHostingError } from './errors.js';
import { SDK } from './sdk.js';
import type { CollaboratorSitesList } from './responses/collaborators.js';

/** The package's response-schema module: what operations read their response schemas from. */
export type Responses = typeof import('./responses/index.js');


/**
 * How the hosting API speaks: paths under `/v1` (the token endpoints outside it), payloads in a
 * `{ message, data, errors }` envelope, error codes derived from the status, arrays as `name[]=` and
 * booleans as `true`/`false` in queries; `clientId` + `clientSecret` fetch and renew OAuth tokens, an
 * `accessToken` is sent as a bearer token. The response schemas are imported the first time a response is
 * validated.
 */
export const hostingWire: Dialect<HostingClientOptions> = {
  api: 'hosting',
  sdk: SDK,
  options: ['clientId', 'clientSecret', 'accessToken'],
  prefix: '/v1',
  unwrap: unwrapData,
  parseError: parseHostingError,
  // Response schemas are loaded on the first validated response only, never on a call's import path.
  responses: () => import('./responses/index.js'),
  queryEncoding: { arrays: 'brackets', booleans: 'true-false' },
  auth: (options) => credentialsAuth(options.clientId, options.clientSecret, options.accessToken),
};

/** The first page number of a page-numbered list: the one the caller asked for, else 1. */
const firstPage = (query: Readonly<Record<string, unknown>>): unknown => query.page ?? 1;

/** The page after a served one: the `page.nextPage` the server names while it lies beyond its `page.currentPage`. */
const nextHostingPage: PageStyle<'data'>['next'] = (page) => {
  const info = page.page;
  if (typeof info !== 'object' || info === null) return undefined;
  const { currentPage, nextPage } = info as { currentPage?: unknown; nextPage?: unknown };
  return typeof currentPage === 'number' && typeof nextPage === 'number' ? nextPageNumber(currentPage, nextPage) : undefined;
};

/**
 * The paged lists of the hosting API (sites, search results, activity logs, notes, must-use plugins,
 * deploy history, a collaborator's sites). The page is the whole envelope, read without unwrapping so
 * that its `page` block survives: the items sit in `data`, and `message`, `page` and the rest stay on
 * the page as they came. The walk starts at the caller's `page` (1 when unset) and follows
 * `page.nextPage` while it lies beyond the `page.currentPage` the server reports; a missing or null
 * `nextPage`, or no `page` block at all, ends it. The comparison is made against the page number the
 * server says it served, so a server that keeps naming a page already fetched ends the walk with a
 * `PaginationLoopError` rather than quietly.
 */
export const hostingPages: PageStyle<'data'> = { items: 'data', payload: 'body', param: 'page', first: firstPage, next: nextHostingPage };

// Written out rather than spread from `hostingPages`, so that a bundler can drop the styles an application does not use.
/** The lists searched by POST (site search, activity logs): paged like {@link hostingPages}, the page number in the JSON body. */
export const hostingBodyPages: PageStyle<'data'> = { items: 'data', payload: 'body', param: 'page', in: 'body', first: firstPage, next: nextHostingPage };

/**
 * The sites of a collaborator: paged like {@link hostingPages}, but the answer nests the sites in
 * `data.sites` beside the person's `name` and `email`; the page lifts them so that the sites are the
 * items and the person's fields sit on the page.
 */
export const collaboratorSitePages: PageStyle<'data', object, CollaboratorSitesList> = {
  items: 'data',
  payload: 'body',
  param: 'page',
  first: firstPage,
  next: nextHostingPage,
  // Typed as the lifted envelope; a body of another shape is handed on as it came, for the page reader to refuse.
  reshape: (body) => {
    if (typeof body !== 'object' || body === null) return body as CollaboratorSitesList;
    const { data, ...envelope } = body as { data?: unknown };
    if (typeof data !== 'object' || data === null) return body as CollaboratorSitesList;
    const { sites, ...person } = data as { sites?: unknown };
    return { ...envelope, ...person, data: sites } as CollaboratorSitesList;
  },
};

/**
 * The WordPress users of a site, paged in their own way: the users sit in `users`, and instead of a
 * `page` block the payload says which `page` it is, its `per_page` size and the `total_user_count`.
 * The walk starts at the caller's `page` (1 when unset) and asks for the page after the one served
 * until an empty page or until the pages served cover the total.
 */
export const wpUserPages: PageStyle<'users'> = {
  items: 'users',
  param: 'page',
  first: firstPage,
  next: (page) => {
    const { page: current, per_page: perPage, total_user_count: total } = page;
    if (page.items.length === 0 || typeof current !== 'number' || typeof perPage !== 'number' || typeof total !== 'number') return undefined;
    return current * perPage < total ? current + 1 : undefined;
  },
};

/**
 * The PHP and web-server logs of a site, walked by scroll id: the messages sit in `logs`, and each
 * page hands back the `scroll_id` that fetches the next one (sent back in the `scroll_id` query
 * parameter). The API keeps handing out an id on the last page too, so the end is an empty page (or
 * a missing id); an id the walk has already sent ends it with a `PaginationLoopError`.
 */
export const logPages: PageStyle<'logs'> = cursorPages({ items: 'logs', param: 'scroll_id', cursor: (page) => page.scroll_id });

/** Where the token endpoints live, relative to the base URL (outside the `/v1` prefix). */
const TOKEN_URL = '/auth/token';
const REVOKE_URL = '/auth/revoke';

/** The auth strategy the credential options name: client credentials, a token, or none. */
function credentialsAuth(clientId: string | undefined, clientSecret: string | undefined, accessToken: string | undefined): AuthStrategy | undefined {
  if (clientId !== undefined || clientSecret !== undefined) {
    if (!clientId || !clientSecret) {
      throw new ValidationError('Invalid client options', [
        { path: [clientId ? 'clientSecret' : 'clientId'], code: 'missing', message: 'is required together with the other client credential' },
      ]);
    }
    return clientCredentialsAuth({ clientId, clientSecret, tokenUrl: TOKEN_URL, revokeUrl: REVOKE_URL });
  }
  if (accessToken !== undefined) {
    if (!accessToken) throw new ValidationError('Invalid client options', [{ path: ['accessToken'], code: 'missing', message: 'must not be empty' }]);
    return bearerAuth(accessToken);
  }
  return undefined;
}

