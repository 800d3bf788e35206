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
  created?(id: number | string, inputs: Readonly<Record<string, unknown>>, path: Readonly<Record<string, unknown>>): Partial<R>;
  /** The fields the API sets itself on an update (an editor, a time); the inputs given replace the others. */
  updated?(record: R, inputs: Readonly<Record<string, unknown>>): Partial<R>;
  /** The answer of a delete (none by default). */
  deleted?(record: R): unknown;
  /** The id of a new record (a counter the fake shares among its collections, say): by default one more than the largest of the collection. */
  nextId?(): number;
  /** The field of a record that the item path's id names (`id` by default; `uuid` or `name` for some APIs). */
  readonly key?: string | undefined;
  /** The status of a create's answer, where the API sends another than 200 (201, say). */
  readonly createdStatus?: number | undefined;
  /** Fails as the API does for a record the path names and the collection lacks (by default `fail(404, '<what> not found')`). */
  missing?(): never;
}

/** The operations of a collection, found by method and path: those on `<collection>` and `<collection>/{<id>}`. */
interface CrudShape {
  /** The collection's path (`/sites/{siteId}/notes`). */
  readonly path: string;
  readonly param: string;
  readonly list?: Operation | undefined;
  readonly create?: Operation | undefined;
  readonly get?: Operation | undefined;
  readonly update?: Operation | undefined;
  readonly remove?: Operation | undefined;
}

/** Every collection among `operations`: an item path `<collection>/{<id>}` beside an operation on `<collection>`. */
function crudShapes(operations: readonly Operation[]): CrudShape[] {
  const at = (method: string, path: string) => operations.find((op) => op.method === method && op.path === path);
  const itemPaths = new Set(operations.map((op) => op.path).filter((path) => /\/\{\w+\}$/.test(path) && operations.some((other) => other.path === path.replace(/\/\{\w+\}$/, ''))));
  return [...itemPaths].map((itemPath) => {
    const collectionPath = itemPath.replace(/\/\{\w+\}$/, '');
    const param = /\{(\w+)\}$/.exec(itemPath)?.[1] ?? '';
    return { path: collectionPath, param, list: at('GET', collectionPath), create: at('POST', collectionPath), get: at('GET', itemPath), update: at('PUT', itemPath) ?? at('PATCH', itemPath), remove: at('DELETE', itemPath) };
  });
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
  const shape = crudShapes(operations)[0];
  if (!shape) throw new TypeError(`no collection among ${operations.map((op) => op.id).join(', ')}: an operation on <collection>/{id} beside one on <collection>`);
  return shapeHandlers(shape, responses, collection);
}

/** The handlers of one found collection shape (see {@link collectionHandlers}). */
function shapeHandlers<R extends object>(shape: CrudShape, responses: Readonly<Record<string, unknown>>, collection: Collection<R>): Record<string, FakeHandler> {
  const key = collection.key ?? 'id';
  const records = (request: FakeRequest) => collection.records(request.path);
  const idOf = (request: FakeRequest) => request.path[shape.param];
  const find = (request: FakeRequest): R => {
    const id = idOf(request);
    const found = records(request).find((record) => String((record as AnyRecord)[key]) === String(id));
    if (found) return found;
    return collection.missing ? collection.missing() : fail(404, `${collection.what} not found`);
  };
  // By default a new record's id is one more than the largest of its collection.
  const nextId = (existing: readonly R[]): number => collection.nextId?.() ?? Math.max(0, ...existing.map((record) => Number((record as AnyRecord)[key])).filter(Number.isFinite)) + 1;
  const handlers: Record<string, FakeHandler> = {};
  if (shape.list) handlers[shape.list.id] = (request) => collection.page(records(request), request.inputs);
  if (shape.create) {
    const create = shape.create;
    handlers[create.id] = (request) => {
      const inputs = request.inputs;
      const path = request.path;
      const existing = records(request);
      const given = inputs[key];
      const id = typeof given === 'string' || typeof given === 'number' ? given : nextId(existing);
      const schema = create.response?.(responses) as z.$ZodType | undefined;
      const sample = schema === undefined ? {} : (sampleOf(schema) as AnyRecord);
      const record = { ...sample, ...definedOf(inputs), [key]: id, ...collection.created?.(id, inputs, path) } as unknown as R;
      existing.push(record);
      return collection.createdStatus === undefined ? record : request.reply(record, { status: collection.createdStatus });
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

/** How {@link resourceHandlers} keeps the collections and documents of a set of operations. */
export interface ResourceStore {
  /** The answer of `list`, a list operation: the page the API gives of `records` (its envelope and paging). */
  page(records: readonly AnyRecord[], inputs: Readonly<Record<string, unknown>>, list: Operation): unknown;
  /** The records a collection holds before anything is created in it (a fake's seed; none by default), by its path with the ids filled in. */
  seed?(path: string): AnyRecord[] | undefined;
  /** The field of a record that the item path's id names, by the collection's path as described (`id` by default). */
  key?(collectionPath: string): string | undefined;
}

/**
 * The handlers of every collection and every document among `operations`, kept in one store: a collection as
 * {@link collectionHandlers} answers it (its records by the path ids, created empty or as `store.seed` gives
 * them; a record it lacks is "<Thing> not found", named after the path's last segment), and a document (a path
 * read by GET and written by PUT or PATCH, settings say) as the sample of its read's response schema until a
 * write replaces the fields given. A fake spreads its own handlers after these, for what the API does beyond
 * keeping what it is sent.
 */
export function resourceHandlers(operations: readonly Operation[], responses: Readonly<Record<string, unknown>>, store: ResourceStore): Record<string, FakeHandler> {
  const collections = new Map<string, AnyRecord[]>();
  const documents = new Map<string, AnyRecord>();
  const handlers: Record<string, FakeHandler> = {};
  for (const shape of crudShapes(operations)) {
    const records = (path: Readonly<Record<string, unknown>>): AnyRecord[] => {
      const at = filled(shape.path, path);
      const found = collections.get(at) ?? store.seed?.(at) ?? [];
      collections.set(at, found);
      return found;
    };
    const list = shape.list;
    Object.assign(handlers, shapeHandlers<AnyRecord>(shape, responses, { what: whatOf(shape.path), key: store.key?.(shape.path), records, page: (found, inputs) => (list ? store.page(found, inputs, list) : found) }));
  }
  const schemaOf = (operation: Operation) => operation.response?.(responses) as z.$ZodType | undefined;
  for (const read of operations) {
    const writes = operations.filter((op) => op.path === read.path && (op.method === 'PUT' || op.method === 'PATCH'));
    const schema = schemaOf(read);
    if (read.method !== 'GET' || handlers[read.id] || writes.length === 0 || schema === undefined) continue;
    const document = (path: Readonly<Record<string, unknown>>): AnyRecord => {
      const at = filled(read.path, path);
      const found = documents.get(at) ?? (sampleOf(schema) as AnyRecord);
      documents.set(at, found);
      return found;
    };
    handlers[read.id] = (request) => document(request.path);
    for (const write of writes) {
      // A write answers the document when it answers what the read does; otherwise a sample of its own answer.
      const answer = schemaOf(write);
      handlers[write.id] ??= (request) => {
        const written = Object.assign(document(request.path), definedOf(request.inputs));
        return answer === undefined || write.responseType === 'none' ? undefined : answer === schema ? written : sampleOf(answer);
      };
    }
  }
  return handlers;
}

/** A path as described with the ids of a request filled in (`/sites/{siteId}/notes` → `/sites/12/notes`). */
function filled(template: string, path: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(path[name]));
}

/** What the API calls one record of a collection, from its path's last segment (`/dast-targets` → "Dast target"). */
function whatOf(collectionPath: string): string {
  const words = (collectionPath.split('/').pop() ?? '').replace(/s$/, '').replace(/([a-z])([A-Z])/g, '$1 $2').split(/[-_ ]/).join(' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The fields of `inputs` that were given (checked by the operation's schema already): a change leaves the others as they are. */
export function definedOf<T extends object>(inputs: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(inputs).filter(([, value]) => value !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}
