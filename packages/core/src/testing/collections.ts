import type { Operation } from '../operation.js';
import type { FakeHandler, FakeRequest } from './engine.js';
import { fail } from './errors.js';
import { sampleOf } from './samples.js';
import type * as z from 'zod/v4/core';

/** A record a fake keeps in a collection: an object whose id field is named by the collection. */
type AnyRecord = Record<string, unknown>;

/**
 * How a fake keeps one described collection (`/sites/{siteId}/notes` and `/sites/{siteId}/notes/{noteId}`): where
 * its records are, and what only the API knows of them. The rest, answering the CRUD operations, is
 * {@link collectionHandlers}'.
 */
export interface Collection<R extends object> {
  /** The records under a parent, by the path ids before the record's; fails as the API does for an unknown parent. */
  records(path: Readonly<Record<string, unknown>>): R[];
  /** What the API calls one record, in its 404 (`Note` → "Note not found"). */
  readonly what: string;
  /** The answer of a list: the page the API gives of the records (its envelope and paging). */
  page(records: readonly R[], inputs: Readonly<Record<string, unknown>>): unknown;
  /**
   * The fields of a new record that the API sets itself (its author, its times), given its id; what the create
   * call's inputs give and a sample of the operation's response schema fill in the rest.
   */
  created?(id: number, inputs: Readonly<Record<string, unknown>>, path: Readonly<Record<string, unknown>>): Partial<R>;
  /** The fields the API sets itself on an update (an editor, a time); the inputs given replace the others. */
  updated?(record: R, inputs: Readonly<Record<string, unknown>>): Partial<R>;
  /** The answer of a delete (none by default). */
  deleted?(record: R): unknown;
  /** The id of a new record (a counter the fake shares among its collections, say): by default one more than the largest of the collection. */
  nextId?(): number;
}

/** The operations of a collection, found by method and path: those on `<collection>` and `<collection>/{<id>}`. */
interface CrudShape {
  readonly param: string;
  readonly list?: Operation | undefined;
  readonly create?: Operation | undefined;
  readonly get?: Operation | undefined;
  readonly update?: Operation | undefined;
  readonly remove?: Operation | undefined;
}

/** Finds the CRUD operations among `operations`: an item path `<collection>/{<id>}`, and the collection path before it. */
function crudShape(operations: readonly Operation[]): CrudShape {
  const item = operations.find((op) => /\/\{\w+\}$/.test(op.path) && operations.some((other) => other.path === op.path.replace(/\/\{\w+\}$/, '')));
  if (!item) throw new TypeError(`no collection among ${operations.map((op) => op.id).join(', ')}: an operation on <collection>/{id} beside one on <collection>`);
  const itemPath = item.path;
  const collectionPath = itemPath.replace(/\/\{\w+\}$/, '');
  const param = /\{(\w+)\}$/.exec(itemPath)?.[1] ?? '';
  const at = (method: string, path: string) => operations.find((op) => op.method === method && op.path === path);
  return { param, list: at('GET', collectionPath), create: at('POST', collectionPath), get: at('GET', itemPath), update: at('PUT', itemPath) ?? at('PATCH', itemPath), remove: at('DELETE', itemPath) };
}

/**
 * The handlers of the CRUD operations of one collection, found among `operations` by method and path (list and
 * create on `<collection>`, read, update and delete on `<collection>/{id}`), answered from the records
 * `collection` keeps under the path ids: a record the path names and the collection lacks is the API's 404
 * (`<what> not found`, in the fake's dialect); a new record is a sample of the create operation's response schema
 * (`responses`: the package's response schemas) with the inputs given and the fields `created` sets; an update
 * replaces the fields given. Anything the API does beyond that is a handler of the package's own.
 */
export function collectionHandlers<R extends object>(operations: readonly Operation[], responses: Readonly<Record<string, unknown>>, collection: Collection<R>): Record<string, FakeHandler> {
  const shape = crudShape(operations);
  const records = (request: FakeRequest) => collection.records(request.path);
  const idOf = (request: FakeRequest) => request.path[shape.param];
  const find = (request: FakeRequest): R => {
    const id = idOf(request);
    const found = records(request).find((record) => (record as AnyRecord).id === id || String((record as AnyRecord).id) === String(id));
    return found ?? fail(404, `${collection.what} not found`);
  };
  // By default a new record's id is one more than the largest of its collection.
  const nextId = (existing: readonly R[]): number => collection.nextId?.() ?? Math.max(0, ...existing.map((record) => Number((record as AnyRecord).id)).filter(Number.isFinite)) + 1;
  const handlers: Record<string, FakeHandler> = {};
  if (shape.list) handlers[shape.list.id] = (request) => collection.page(records(request), request.inputs);
  if (shape.create) {
    const create = shape.create;
    handlers[create.id] = (request) => {
      const inputs = request.inputs;
      const path = request.path;
      const existing = records(request);
      const id = nextId(existing);
      const schema = create.response?.(responses) as z.$ZodType | undefined;
      const sample = schema === undefined ? {} : (sampleOf(schema) as AnyRecord);
      const record = { ...sample, ...definedOf(inputs), id, ...collection.created?.(id, inputs, path) } as unknown as R;
      existing.push(record);
      return record;
    };
  }
  if (shape.get) handlers[shape.get.id] = (request) => find(request);
  if (shape.update) {
    handlers[shape.update.id] = (request) => {
      const record = find(request);
      const inputs = request.inputs;
      return Object.assign(record, definedOf(inputs), collection.updated?.(record, inputs));
    };
  }
  if (shape.remove) {
    handlers[shape.remove.id] = (request) => {
      const record = find(request);
      const list = records(request);
      list.splice(list.indexOf(record), 1);
      return collection.deleted?.(record);
    };
  }
  return handlers;
}

/** The fields of `inputs` that were given (an update leaves the others as they are). */
function definedOf(inputs: Readonly<Record<string, unknown>>): AnyRecord {
  return Object.fromEntries(Object.entries(inputs).filter(([, value]) => value !== undefined));
}
