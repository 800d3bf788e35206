import type { Operation } from '@typed-api/core/internal';
import { actorOperations } from './actors.js';
import { buildOperations } from './builds.js';
import { datasetOperations } from './datasets.js';
import { keyValueStoreOperations } from './key-value-stores.js';
import { actorLastRunPairs, taskLastRunPairs } from './last-run.js';
import { logOperations } from './logs.js';
import { requestQueueOperations } from './request-queues.js';
import { runStoragePairs } from './run-storages.js';
import { runOperations } from './runs.js';
import { scheduleOperations } from './schedules.js';
import { storeOperations } from './store.js';
import { taskOperations } from './tasks.js';
import { toolOperations } from './tools.js';
import { userOperations } from './users.js';
import { webhookDispatchOperations } from './webhook-dispatches.js';
import { webhookOperations } from './webhooks.js';

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
  ...runStoragePairs.map(([, derived]) => derived),
  ...actorLastRunPairs.map(([, derived]) => derived),
  ...taskLastRunPairs.map(([, derived]) => derived),
];
