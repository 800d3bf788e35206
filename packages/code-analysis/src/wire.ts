import { headerAuth, noAuth, type Dialect, type ListPage } from '@typed-api/core';
import type { CodeAnalysisClientOptions } from './client.js';
import { cursorPages, unwrapData } from '@typed-api/core/internal';
import { parseCodeAnalysisError } from './errors.js';
import type { Pagination } from './schemas/common.js';

/**
 * How the code-analysis API speaks: paths under `/api/v3`, payloads in `{ data }` (lists add
 * `pagination`), errors as `{ message, actions, error }`, arrays as comma lists in queries; the account's
 * `apiToken` travels in the `api-token` header (without one, only public reads work).
 */
export const codeAnalysisWire: Dialect<CodeAnalysisClientOptions> = {
  api: 'code-analysis',
  prefix: '/api/v3',
  unwrap: unwrapData,
  parseError: parseCodeAnalysisError,
  queryEncoding: { arrays: 'comma', booleans: 'true-false' },
  auth: (options) => (options.apiToken ? headerAuth({ 'api-token': options.apiToken }) : noAuth()),
};

/** The `pagination` of a list body, when the server sent one as an object. */
function paginationOf(page: Readonly<Record<string, unknown>>): Pagination | undefined {
  const { pagination } = page;
  return typeof pagination === 'object' && pagination !== null ? (pagination as Pagination) : undefined;
}

/**
 * How every cursor list of the API walks. A list answers with its whole body, not the `{ data }` the
 * dialect unwraps elsewhere: `{ data: [...], pagination: { cursor, limit, total } }`, sometimes with more
 * fields beside them (such as `analyzed`). The items sit in `data`; the next page is asked for with the
 * `cursor` query parameter, set to the `pagination.cursor` of the page before. The walk ends on an empty
 * page or a page without a cursor; a cursor it has already sent stops it with a loop error.
 *
 * Cursors of the `bb` provider come straight from the git provider and have to be percent-encoded once
 * more before they go back to the server (which decodes them once); so is a `bb` cursor the caller
 * starts from. Other providers' cursors are sent as they came.
 */
export const cursorListStyle = {
  ...cursorPages({
    items: 'data',
    cursor: (page) => paginationOf(page)?.cursor,
    send: (cursor, args) => {
      const provider = (args.params as { provider?: unknown } | undefined)?.provider;
      return provider === 'bb' && typeof cursor === 'string' ? encodeURIComponent(cursor) : cursor;
    },
  }),
  payload: 'body',
} as const;

/** The body of a cursor list with items `T`: the items under `data`, the paging fields, and the fields of `Extra`. */
type CursorBody<T, Extra extends object> = { data: T[]; pagination?: Pagination | undefined } & Extra;

/**
 * A page of a cursor list: its items as `items`, `pagination` as the server sent it (absent when the
 * server left it out), and any other field of the list body (`Extra`, e.g. `{ analyzed: boolean }`).
 */
export type CursorPage<T, Extra extends object = object> = ListPage<CursorBody<T, Extra>, 'data'>;
