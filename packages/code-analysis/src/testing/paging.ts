import { cursorWindow, type FakeCall } from '@typed-api/core/testing';
import { cursorCodec } from './dialect.js';
import type { FakeState } from './state.js';

/** The paging inputs of a cursor list, as the operation's query schema parses them. */
export interface CursorInputs {
  /** The cursor of the page to read (none: the first page). */
  readonly cursor?: string | undefined;
  /** The page size asked for (1 to 100, checked by the schema; default 100). */
  readonly limit?: number | undefined;
}

/** The `pagination` of a list body: the next page's cursor (none on the last page), the page size used, the total. */
// A type alias, not an interface: it then fits the response schema's open `pagination` object.
export type PageInfo = {
  /** The cursor of the next page; absent on the last one. */
  cursor?: string;
  /** The page size used. */
  limit: number;
  /** How many items the whole list holds. */
  total: number;
};

/** The body of one page of a cursor list: `{ data, pagination }` (a list with more fields adds them beside). */
export type ListBody<T> = { data: T[]; pagination: PageInfo };

/**
 * One page of a cursor list as the API answers it: the items the caller's cursor points at under `data`,
 * and `pagination: { cursor, limit, total }` (a list with more fields, such as `analyzed`, spreads it beside them). A page
 * holds at most the state's `maxPageSize` items whatever `limit` asks; the cursors are those of the
 * provider named in the path. The items are copied as they are now.
 */
export function listBody<T>(state: FakeState, call: Pick<FakeCall, 'params'> & { readonly inputs: CursorInputs }, items: readonly T[]): ListBody<T> {
  const { cursor, limit } = call.inputs;
  const window = cursorWindow(items, { cursor, limit, defaultLimit: 100, maxLimit: state.maxPageSize, codec: cursorCodec(call.params.provider ?? '') });
  const pagination: PageInfo = { limit: window.size, total: window.total };
  if (window.cursor !== undefined) pagination.cursor = window.cursor;
  // A copy: handlers may move the state on after building a page (a read that advances a run), and the
  // page must show the state as it was read.
  return { data: structuredClone(window.items), pagination };
}
