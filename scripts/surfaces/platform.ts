import type { Operation } from '../../packages/core/src/internal.js';
import type { PackageSurface } from '../surface.config.js';

/** The tables of the operations a place repeats (`operations/run-storages.ts`, `operations/last-run.ts`), with the export of `places.ts` that names each place. */
const PLACE_TABLES = [
  ['run-storages', 'runStoragePairs', 'RUN_PLACE'],
  ['last-run', 'actorLastRunPairs', 'ACTOR_LAST_RUN_PLACE'],
  ['last-run', 'taskLastRunPairs', 'TASK_LAST_RUN_PLACE'],
] as const;

/** The platform package: every namespace is a property of the client; the places a run repeats operations under are opened by composites (`runs.storages`, `actors.lastRun`, `tasks.lastRun`). */
export const platform: PackageSurface = {
  client: 'PlatformClient',
  options: 'PlatformClientOptions',
  dialect: 'platformDialect(options)',
  page: { type: 'OffsetPage', module: 'schemas/common' },
  lists: {
    // Dataset items are the caller's own records, of any shape (the handles and methods take a type parameter).
    ...Object.fromEntries(
      ['datasets', 'runs.storages.dataset', 'actors.lastRun.dataset', 'tasks.lastRun.dataset'].map((at) => [
        `${at}.listItems`,
        { item: 'unknown', page: 'DatasetItemsPage', from: { 'composed/datasets': ['DatasetItemsPage'] } },
      ]),
    ),
    ...Object.fromEntries(
      ['keyValueStores', 'runs.storages.keyValueStore', 'actors.lastRun.keyValueStore', 'tasks.lastRun.keyValueStore'].map((at) => [
        `${at}.listKeys`,
        { item: 'StoreKey', page: 'KeyPage', from: { 'responses/storages': ['StoreKey', 'KeyPage'] } },
      ]),
    ),
    ...Object.fromEntries(
      ['requestQueues', 'runs.storages.requestQueue', 'actors.lastRun.requestQueue', 'tasks.lastRun.requestQueue'].map((at) => [
        `${at}.listRequests`,
        { item: 'QueueRequest', page: 'RequestPage', from: { 'responses/request-queues': ['QueueRequest', 'RequestPage'] } },
      ]),
    ),
  },
  scope: 'scope',
  // The plans of a place are its top-level plans moved there (`placePlan`), not written out again.
  derivedPlans: {
    module: 'places',
    derive: 'placePlan',
    of: (modules) =>
      new Map(
        PLACE_TABLES.flatMap(([module, table, place]) => {
          const pairs = modules[module]?.[table] as readonly (readonly [Operation, Operation])[] | undefined;
          if (!pairs) throw new Error(`operations/${module}.ts exports no ${table}`);
          return pairs.map(([base, derived]) => [derived.id, { base: base.id, place }] as const);
        }),
      ),
  },
  handles: {
    runs: {
      className: 'LastRunHandle',
      idName: 'runId',
      doc: 'The last run of an Actor or task (optionally the last with a given status or origin), and its default storages: `platform.actors.lastRun(actorId, { status })`. Every call asks the server afresh which run is the last, so a run started in between is picked up by the next call; what the API repeats under `runs/last` is sent there.',
    },
    datasets: {
      className: 'DatasetHandle',
      idName: 'datasetId',
      doc: 'One dataset, wherever it is reached: by its own ID (`platform.datasets`), or as the default dataset of a run (`platform.runs.storages(runId).dataset`, `platform.actors.lastRun(actorId).dataset`).',
    },
    keyValueStores: {
      className: 'KeyValueStoreHandle',
      idName: 'storeId',
      doc: 'One key-value store, wherever it is reached: by its own ID (`platform.keyValueStores`), or as the default store of a run (`platform.runs.storages(runId).keyValueStore`, `platform.actors.lastRun(actorId).keyValueStore`).',
    },
    requestQueues: {
      className: 'RequestQueueHandle',
      idName: 'queueId',
      doc: 'One request queue, wherever it is reached: by its own ID (`platform.requestQueues`), or as the default queue of a run (`platform.runs.storages(runId).requestQueue`, `platform.actors.lastRun(actorId).requestQueue`).',
    },
  },
  namespaces: {
    actors: { doc: 'Actors: list, create, change and delete them, run them (async or sync), and manage versions, env vars and builds.', property: 'Actors: manage and run them.' },
    tasks: { doc: 'Saved tasks (an Actor with a preset input and options): manage them and run them, async or sync.', property: 'Saved tasks: manage and run them.' },
    runs: { doc: 'Runs of Actors and tasks: read, wait for, abort, metamorph, reboot, resurrect, charge, and their logs.', property: 'Runs of Actors and tasks.' },
    builds: { doc: 'Builds of Actor versions: list, read, wait for, abort, delete, and their logs.', property: 'Builds of Actor versions.' },
    datasets: { doc: 'Datasets: tables of items that runs append to. Read items page by page or export them as a stream.', property: 'Datasets and their items.' },
    keyValueStores: { doc: 'Key-value stores: records of any content type addressed by key (run inputs, outputs, screenshots, state).', property: 'Key-value stores and their records.' },
    requestQueues: { doc: 'Request queues: URLs to crawl, de-duplicated by unique key, locked while a client works on them.', property: 'Request queues and their requests.' },
    webhooks: { doc: 'Webhooks: HTTP calls the platform makes when runs or builds reach an event.', property: 'Webhooks.' },
    webhookDispatches: { doc: 'Webhook dispatches: the record of each webhook call and its outcome.', property: 'Webhook dispatches.' },
    schedules: { doc: 'Schedules: start Actors or tasks at times a cron expression gives.', property: 'Schedules.' },
    users: { doc: 'Users: public profiles, and the token owner\'s account, usage and limits.', property: 'Users and the token owner\'s account.' },
    logs: { doc: 'Logs of runs and builds.', property: 'Logs of runs and builds.' },
    store: { doc: 'The public catalogue of Actors.', property: 'The public catalogue of Actors.' },
    tools: { doc: 'Small utilities of the API: a request echo and signed encoding of objects.', property: 'Utilities: a request echo, and signed encoding of objects.' },
  },
};
