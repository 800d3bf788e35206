import type { Operation } from '@typed-api/core/internal';
import { actorOperations } from './resources/actors.js';
import { buildOperations } from './resources/builds.js';
import { datasetOperations } from './resources/datasets.js';
import { keyValueStoreOperations } from './resources/key-value-stores.js';
import { logOperations } from './resources/logs.js';
import { requestQueueOperations } from './resources/request-queue-operations.js';
import { runOperations } from './resources/runs.js';
import { scheduleOperations } from './resources/schedules.js';
import { storeOperations } from './resources/store.js';
import { taskOperations } from './resources/tasks.js';
import { toolOperations } from './resources/tools.js';
import { actorLastRunPlace, taskLastRunPlace } from './resources/last-run.js';
import { runStoragePlace } from './resources/run-storages.js';
import { userOperations } from './resources/users.js';
import { webhookDispatchOperations } from './resources/webhook-dispatches.js';
import { webhookOperations } from './resources/webhooks.js';

/** Every operation of the package, as data: for contract tests, the fake and coverage counts. */
export const operations: readonly Operation[] = [
  ...actorOperations,
  ...taskOperations,
  ...runOperations,
  ...buildOperations,
  ...datasetOperations,
  ...keyValueStoreOperations,
  ...requestQueueOperations,
  ...webhookOperations,
  ...webhookDispatchOperations,
  ...scheduleOperations,
  ...userOperations,
  ...logOperations,
  ...storeOperations,
  ...toolOperations,
  // Top-level operations repeated under a run and under the last run of an Actor or task.
  ...runStoragePlace.all,
  ...actorLastRunPlace.all,
  ...taskLastRunPlace.all,
];
