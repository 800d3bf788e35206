import { collectionHandlers, fail, type FakeHandler, type FakeRequest } from '@typed-api/core/testing';
import type { Operation } from '@typed-api/core/internal';
import * as responses from '../responses/index.js';
import { now } from './helpers.js';
import type { FakeState } from './state.js';

/** How the fake keeps one plain collection of the platform (its webhooks, schedules, an Actor's versions). */
export interface PlatformCollection<R extends object> {
  /** The records, by the path ids before the record's (fails as the API does for an unknown parent). */
  records(path: Readonly<Record<string, unknown>>): R[];
  /** What the API calls one record, in its 404 (`Webhook` → "Webhook was not found"). */
  readonly what: string;
  /** The prefix of the ids the fake makes (`whk`); without one, the record is named by `key` as given. */
  readonly prefix?: string;
  /** The field the item path's id names (`id` by default). */
  readonly key?: string;
  /** The answer of a list (an offset page by default). */
  page?(records: readonly R[]): unknown;
}

/**
 * The CRUD handlers of one platform collection among `operations`, as the core's `collectionHandlers` answers
 * them, in the platform's way: new records get an id with the API's prefix, the owner and times, and a 201; a
 * path may name a record `username~name`; a list is an offset page; a record not there is 404 `record-not-found`.
 */
export function platformCollection<R extends object>(
  state: FakeState,
  operations: readonly Operation[],
  collection: PlatformCollection<R>,
): Record<string, FakeHandler> {
  const { what, prefix, key = 'id' } = collection;
  // The fields the fake sets on a record it names itself (none on one named as given).
  const stamp = (fields: object): Partial<R> => (prefix === undefined ? {} : fields);
  const handlers = collectionHandlers<R>(operations, responses, {
    what,
    key,
    records: (path) => collection.records(path),
    page: (records, inputs) => collection.page?.(records) ?? state.page(records, inputs),
    created: () => stamp({ id: state.id(prefix), userId: state.user.id, createdAt: now(), modifiedAt: now() }),
    updated: () => stamp({ modifiedAt: now() }),
    createdStatus: 201,
    missing: () => fail(404, `${what} was not found`, { code: 'record-not-found' }),
  });
  // A path may name a record `username~name`: the handler of `operation` gets the record's key instead.
  const named = (operation: Operation, request: FakeRequest): FakeRequest => {
    const param = /\{(\w+)\}$/.exec(operation.path)?.[1] ?? '';
    const ref = request.path[param];
    if (typeof ref !== 'string' || !ref.includes('~')) return request;
    const found = collection.records(request.path).find((record) => (record as { name?: unknown }).name === ref.slice(ref.indexOf('~') + 1));
    return { ...request, path: { ...request.path, [param]: found ? (found as Record<string, unknown>)[key] : ref } };
  };
  const answer = (operation: Operation, handler: FakeHandler): FakeHandler => (request) => {
    const creates = operation.method === 'POST' && !operation.path.endsWith('}');
    // A record named as given needs its name (an Actor's version its number, say).
    if (creates && prefix === undefined && typeof request.inputs[key] !== 'string') fail(400, `${key} is required`, { code: 'invalid-input' });
    return handler(named(operation, request));
  };
  const answered: Record<string, FakeHandler> = {};
  for (const operation of operations) {
    const handler = handlers[operation.id];
    if (handler) answered[operation.id] = answer(operation, handler);
  }
  return answered;
}
