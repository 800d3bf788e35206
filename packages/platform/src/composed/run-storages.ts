import type { HttpClient } from '@typed-api/core';
import { RUN_PLACE } from '../places.js';
import { PlaceOperations, ScopedHandle, type Scope } from '../scope.js';
import { DatasetHandle } from '../handles/datasets.js';
import type { RunDataset } from './datasets.js';
import { KeyValueStoreHandle } from '../handles/keyValueStores.js';
import { RequestQueueHandle } from '../handles/requestQueues.js';
import type { RunKeyValueStore } from './keyValueStores.js';

/** The storage operations under `/actor-runs/{runId}`. */
export const runStoragePlace = new PlaceOperations(RUN_PLACE);

/** The default storages of a run, reached through the run: no need to read the run for their IDs first. */
export class RunStorages extends ScopedHandle {
  /** The run's default dataset. */
  readonly dataset: RunDataset;
  /** The run's default key-value store. */
  readonly keyValueStore: RunKeyValueStore;
  /** The run's default request queue. */
  readonly requestQueue: RequestQueueHandle;

  /** Made by `runs.storages()` and the last-run handles, on the client's HTTP engine and the run's scope. */
  constructor(http: HttpClient, scope: Scope) {
    super(http, scope);
    this.dataset = new DatasetHandle(http, scope);
    this.keyValueStore = new KeyValueStoreHandle(http, scope);
    this.requestQueue = new RequestQueueHandle(http, scope);
  }
}
