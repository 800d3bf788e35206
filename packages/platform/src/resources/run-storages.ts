import type { HttpClient } from '@typed-api/core';
import type { Operation } from '@typed-api/core/internal';
import { PlaceOperations, RUN_PLACE, type RunPlace, type Scope } from '../scope.js';
import { DatasetHandle, datasetOperations, type RunDataset } from './datasets.js';
import { KeyValueStoreHandle, keyValueStoreOperations, type RunKeyValueStore } from './key-value-stores.js';
import { requestQueueOperations } from './request-queue-operations.js';
import { RequestQueueHandle } from './request-queues.js';

const STORAGE_ROOTS = ['/datasets/{datasetId}', '/key-value-stores/{storeId}', '/request-queues/{queueId}'];

/**
 * The storage operations the API repeats under a run: every operation on one storage (not the
 * lists and creates), except the HEAD calls, which have no run-scoped twin.
 */
export const runStorageBases: readonly Operation[] = [...datasetOperations, ...keyValueStoreOperations, ...requestQueueOperations].filter(
  (op) => op.method !== 'HEAD' && STORAGE_ROOTS.some((root) => op.path.startsWith(root)),
);

/** Derives the storage operations of a place (one run, or the last run of an Actor or task). */
export function storagePlace(place: RunPlace, extra: readonly Operation[] = []): PlaceOperations {
  return new PlaceOperations(place, [...runStorageBases, ...extra]);
}

/** The storage operations under `/actor-runs/{runId}`. */
export const runStoragePlace = storagePlace(RUN_PLACE);

/** The default storages of a run, reached through the run: no need to read the run for their IDs first. */
export class RunStorages {
  /** The run's default dataset. */
  readonly dataset: RunDataset;
  /** The run's default key-value store. */
  readonly keyValueStore: RunKeyValueStore;
  /** The run's default request queue. */
  readonly requestQueue: RequestQueueHandle;

  constructor(http: HttpClient, scope: Scope) {
    this.dataset = new DatasetHandle(http, scope);
    this.keyValueStore = new KeyValueStoreHandle(http, scope);
    this.requestQueue = new RequestQueueHandle(http, scope);
  }
}
