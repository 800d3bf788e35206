import { ApiPromise } from './api-promise.js';
import { anySignal, untilAborted } from './signals.js';
import { sendSplit, type HttpClient } from './client.js';
import type { RequestOptions } from './config.js';
import { splitInputs, type RawArgs } from './input.js';
import type { CallResult, InputArgs, Operation } from './operation.js';
import { firstMarker, toListPage, type ListPage, type PageStyle } from './pages.js';
import { isLazyPlan, type LazyPlan } from './lazy-plans.js';
import { Paginated, type Page, type PaginationStrategy } from './pagination.js';

/** An operation that returns one page of a list: its description says how the list walks. */
export type ListOperation = Operation & { readonly list: PageStyle };

/** The fields a page style adds to every page. */
type FieldsOf<S> = S extends { readonly fields?: (...args: never[]) => infer F } ? (unknown extends F ? object : F) : object;

/** The body a list's pages are read from: what the style's `reshape` makes of it where it says, else the call's result. */
type BodyOf<O extends ListOperation> = O['list'] extends { readonly reshape?: (body: unknown) => infer B } ? (unknown extends B ? CallResult<O> : B) : CallResult<O>;

/** The page type of a list operation: its body with the items under `items`, plus the fields its style adds. */
export type PageOf<O extends ListOperation> = ListPage<BodyOf<O>, O['list']['items']> & FieldsOf<O['list']> & Page<ListItemOf<O>>;

/** The item type of a list operation. */
export type ListItemOf<O extends ListOperation> = (ListPage<BodyOf<O>, O['list']['items']> & Page<unknown>)['items'][number];

/**
 * Walks the list an operation describes: the first page with the caller's arguments, each next page
 * with the marker its `list` style reads from the page before (in the query parameter the style names,
 * or by following the link the page gives). Where the style names an item cap (`limit`), the caller's
 * value is the most items the walk yields, and each request asks for the items still wanted, at most the
 * API's largest page.
 */
export function walkList<O extends ListOperation>(http: HttpClient, operation: O | LazyPlan<O>, given: InputArgs<O>, options?: RequestOptions): Paginated<ListItemOf<O>, PageOf<O>> {
  // A list whose plan is still to load walks once it has loaded (the first page waits for it).
  if (isLazyPlan(operation)) return new Paginated(untilAborted(operation.load(), options?.signal).then((loaded) => listStrategy<O>(http, loaded, given, options)), {}, operation.id);
  return new Paginated(listStrategy(http, operation, given, options));
}

/** How a walk of the list of `operation` goes: its first marker and cap from the caller's inputs, its pages fetched by the engine. */
function listStrategy<O extends ListOperation>(http: HttpClient, operation: O, given: InputArgs<O>, options: RequestOptions | undefined): PaginationStrategy<unknown, PageOf<O>> {
  const style = operation.list;
  const args = separate(operation, given);
  const { query, body } = args as { query?: Record<string, unknown>; body?: Record<string, unknown> };
  const inBody = style.in === 'body';
  const start = firstMarker(style, inBody ? body : query);
  const asked = style.cap && (inBody ? body : query)?.[style.cap.param];
  // A value that is no count is sent as it is, for the operation's schema to refuse.
  const sizable = asked === undefined || isCount(asked);
  const page = (call: ApiPromise<unknown>, marker: unknown): ApiPromise<PageOf<O>> => {
    const pages = call.withResponse().then(
      ({ data, response }) => ({ data: toListPage(style, data, response, marker) as PageOf<O>, response }),
      (error: unknown) => {
        if (!style.pastEnd?.(error)) throw error;
        // Past the last page: an empty page (with the fields the style adds), not an error.
        const { headers = {} } = error as { headers?: Record<string, string> };
        const response = new Response(null, { status: 404, headers });
        return { data: toListPage(style, undefined, response, marker) as PageOf<O>, response };
      },
    );
    return new ApiPromise(pages, operation.id);
  };
  return {
    start,
    cap: isCount(asked) ? asked : undefined,
    fetchPage: (marker, ahead, wanted = Infinity) => {
      // A page fetched ahead is also cancelled when the walk stops before using it.
      const sending = ahead ? { ...options, signal: anySignal([options?.signal, ahead]) } : options;
      if (style.param === undefined) {
        // A linked list: the first page is the call itself, every next one the link the page before gave.
        return page(marker === undefined ? http[sendSplit](operation, args, sending) : http.follow(operation, marker as string, sending), marker);
      }
      const value = marker === undefined ? undefined : (style.send?.(marker, args) ?? marker);
      const fields = { [style.param]: value };
      // The page asks for what the walk still wants, within the API's largest page.
      if (style.cap && sizable && Number.isFinite(wanted)) fields[style.cap.param] = Math.min(wanted, style.cap.maxPage ?? Infinity);
      const sent = inBody ? { ...args, body: { ...body, ...fields } } : { ...args, query: { ...query, ...fields } };
      return page(http[sendSplit](operation, sent, sending), marker);
    },
    next: (current, marker) => style.next(current as PageOf<O> & Record<string, unknown>, marker),
  };
}

/** True for a whole number of items, at least 1. */
function isCount(value: unknown): value is number {
  // Number.isSafeInteger is false for anything but a number.
  return Number.isSafeInteger(value) && (value as number) >= 1;
}

/** The inputs object split into query and body, so the walk can set its marker; inputs the split refuses reach the first call, which reports them. */
function separate(operation: Operation, given: RawArgs): RawArgs {
  try {
    return splitInputs(operation, given.params, given.input);
  } catch {
    return given;
  }
}
