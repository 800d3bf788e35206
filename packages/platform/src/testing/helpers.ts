import { offsetWindow, type FakeHandler, type KeyedStore } from '@typed-api/core/testing';
import type { GeneralAccess } from '../schemas/common.js';
import type { FakeState } from './state.js';

/** The current time as the API writes it. */
export function now(): string {
  return new Date().toISOString();
}

/**
 * The body of one page of an offset list (`{ total, offset, limit, count, desc, items }`): `items` in
 * order (reversed for `desc`, any set value), cut by the core's offset window; without a `limit`, and at most,
 * a page holds `max` items.
 */
export function offsetList<T>(items: readonly T[], inputs: { offset?: number | undefined; limit?: number | undefined; desc?: unknown }, max: number) {
  const desc = Boolean(inputs.desc);
  const window = offsetWindow(desc ? [...items].reverse() : items, { offset: inputs.offset, limit: inputs.limit, defaultLimit: max, maxLimit: max });
  return { total: window.total, offset: window.start, limit: window.size, count: window.items.length, desc, items: window.items };
}

/** A storage in the fake (a dataset, key-value store or request queue): its fields as the API shows them, and its contents. */
interface Storage {
  meta: { id: string; name: string | null; generalAccess?: GeneralAccess | undefined; modifiedAt: string };
}

/** How the fake keeps one kind of storage, for {@link storageHandlers}. */
interface StorageKind<S extends Storage> {
  /** The name of the storage's id in its paths (`datasetId`). */
  readonly param: string;
  /** The storages by id. */
  readonly all: KeyedStore<string, S>;
  /** The storage a path names (ID or `username~name`). */
  find(ref: string): S;
  /** Makes a storage, named or not. */
  create(name: string | null): S;
  /** The storage as reading it shows it; `listed` as a list shows it (the same by default). */
  view(storage: S): unknown;
  listed?(storage: S): unknown;
}

/**
 * The list, create, read, update and delete of one kind of storage (`datasets`, `keyValueStores`,
 * `requestQueues`), as the API answers them: a list holds the named storages (every one with `unnamed`), a
 * create of a name that exists answers that storage, an update changes the name and the general access.
 */
export function storageHandlers<S extends Storage>(state: FakeState, namespace: string, kind: StorageKind<S>): Record<string, FakeHandler> {
  return {
    [`${namespace}.list`]: ({ inputs }) => {
      const named = kind.all.list().filter((s) => inputs.unnamed === true || s.meta.name !== null);
      return state.page(named.map((s) => (kind.listed ?? kind.view)(s)), inputs);
    },
    [`${namespace}.create`]: ({ inputs, reply }) => {
      const name = typeof inputs.name === 'string' && inputs.name !== '' ? inputs.name : null;
      const existing = name === null ? undefined : kind.all.list().find((s) => s.meta.name === name);
      return existing ? kind.view(existing) : reply(kind.view(kind.create(name)), { status: 201 });
    },
    [`${namespace}.get`]: ({ path }) => kind.view(kind.find(String(path[kind.param]))),
    [`${namespace}.update`]: ({ path, inputs }) => {
      const storage = kind.find(String(path[kind.param]));
      if ('name' in inputs) storage.meta.name = (inputs.name as string | null | undefined) ?? null;
      if (inputs.generalAccess !== undefined) storage.meta.generalAccess = inputs.generalAccess as GeneralAccess;
      storage.meta.modifiedAt = now();
      return kind.view(storage);
    },
    [`${namespace}.delete`]: ({ path }) => {
      kind.all.delete(kind.find(String(path[kind.param])).meta.id);
    },
  };
}
