import { headerAuth, noAuth, type Dialect, type ListPage } from '@typed-api/core';
import { cursorPages, unwrapData, type PageStyle } from '@typed-api/core/internal';
import type { CodeAnalysisClientOptions } from './client.js';
import { parseCodeAnalysisError } from './errors.js';
import type { ConfiguredPattern } from './responses/coding-standards.js';
import type { Pagination } from './responses/common.js';
import type { IgnoredFile } from './responses/files.js';
import type { DeltaIssue } from './responses/issues.js';
import type { DependencyRepository, DependencyUsageOverview, SbomDependency, SbomOverview, SbomRepository } from './responses/sbom.js';
import { SDK } from './sdk.js';

/** The package's response-schema module: what operations read their response schemas from. */
export type Responses = typeof import('./responses/index.js');


/**
 * How the code-analysis API speaks: paths under `/api/v3`, payloads in `{ data }` (lists add
 * `pagination`), errors as `{ message, actions, error }`, arrays as comma lists in queries; the account's
 * `apiToken` travels in the `api-token` header and a repository's `projectToken` in `project-token`
 * (without either, only public reads work).
 */
export const codeAnalysisWire: Dialect<CodeAnalysisClientOptions> = {
  api: 'code-analysis',
  sdk: SDK,
  options: ['apiToken', 'projectToken'],
  prefix: '/api/v3',
  unwrap: unwrapData,
  // Response schemas are loaded on first use only: a client that does not validate never imports them.
  responses: () => import('./responses/index.js'),
  parseError: parseCodeAnalysisError,
  queryEncoding: { arrays: 'comma', booleans: 'true-false' },
  auth: ({ apiToken, projectToken }) =>
    apiToken || projectToken ? headerAuth({ ...(apiToken ? { 'api-token': apiToken } : {}), ...(projectToken ? { 'project-token': projectToken } : {}) }) : noAuth(),
};

/** The `pagination` of a list body, when the server sent one as an object. */
function paginationOf(page: Readonly<Record<string, unknown>>): Pagination | undefined {
  const { pagination } = page;
  return typeof pagination === 'object' && pagination !== null ? pagination : undefined;
}

/**
 * A page style whose pages are the whole response body, not the payload of the `{ data }` envelope. A
 * plain function call (no spread at module level), so that the build can mark it pure.
 */
function readsWholeBody<K extends string, F extends object>(style: PageStyle<K, F>): PageStyle<K, F> & { readonly payload: 'body' } {
  return { ...style, payload: 'body' };
}

/** The cursor walk of the lists, items in `data` (its own const so that `items` keeps its literal type). */
const cursorPagesOfData = cursorPages({
  items: 'data',
  cursor: (page) => paginationOf(page)?.cursor,
  send: (cursor, args) => {
    const provider = (args.params as { provider?: unknown } | undefined)?.provider;
    return provider === 'bb' && typeof cursor === 'string' ? encodeURIComponent(cursor) : cursor;
  },
  // The description calls `limit` the "maximum number of items to return", from 1 to 100.
  cap: { param: 'limit', maxPage: 100 },
});

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
 *
 * `limit` is the most items a walk yields (the description: "maximum number of items to return"); each
 * request asks for the items still wanted, at most 100, the description's maximum.
 */
export const cursorListStyle = readsWholeBody(cursorPagesOfData);

/** The body of a cursor list with items `T`: the items under `data`, the paging fields, and the fields of `Extra`. */
type CursorBody<T, Extra extends object> = {
  /** The items of this page. */
  data: T[];
  /** Where this page sits in the list: the cursor of the next page, the page size and the total; absent when the server sent none. */
  pagination?: Pagination | undefined;
} & Extra;

/**
 * A page of a cursor list: its items as `items`, `pagination` as the server sent it (absent when the
 * server left it out), and any other field of the list body (`Extra`, e.g. `{ analyzed: boolean }`).
 */
export type CursorPage<T, Extra extends object = object> = ListPage<CursorBody<T, Extra>, 'data'>;

/** A page of a tool's patterns with their configuration; `meta.totalEnabled` counts the patterns that are on. */
export type ConfiguredPatternPage = CursorPage<
  ConfiguredPattern,
  {
    /** Counts over all the tool's patterns, not only this page's; absent when the server sent none. */
    meta?:
      | {
          /** How many of the tool's patterns are enabled in all. */
          totalEnabled: number;
        }
      | undefined;
  }
>;

/** A page of the issues a commit or a pull request adds or fixes. */
export type DeltaIssuePage = CursorPage<
  DeltaIssue,
  {
    /** Whether the commit or pull request has been analysed yet; while it has not, the list is empty. */
    analyzed: boolean;
  }
>;

/** A page of the files a repository's analysis leaves out. */
export type IgnoredFilePage = CursorPage<
  IgnoredFile,
  {
    /** Whether the repository holds the service's configuration file, whose rules then decide what is left out. */
    hasCodacyConfigurationFile: boolean;
  }
>;

/** A page of a dependency search, with counts over the whole search (`O`) beside the items. */
type OverviewPage<T, O> = CursorPage<
  T,
  {
    /** Counts over the whole search, not only this page. */
    overview: O;
  }
>;

/** A page of the dependencies found across an organization's repositories. */
export type SbomDependencyPage = OverviewPage<SbomDependency, SbomOverview>;

/** A page of the repositories that use one dependency. */
export type DependencyRepositoryPage = OverviewPage<DependencyRepository, DependencyUsageOverview>;

/** A page of an organization's repositories with their dependency counts. */
export type SbomRepositoryPage = OverviewPage<SbomRepository, SbomOverview>;
