export { PlatformClient, type PlatformClientOptions } from './client.js';
export { overrideMethod } from './wire.js';
export { isPlatformError, parsePlatformError, PLATFORM_ERROR_CODES, type PlatformError, type PlatformErrorCode } from './errors.js';
export { operations } from './operations/index.js';
export { resourceRef } from './refs.js';
export { payIdAuth, paymentSignatureAuth } from './auth.js';
export { bearerAuth, headerAuth, noAuth, queryTokenAuth, type AuthStrategy, type RequestOptions } from '@typed-api/core';
export {
  AbortError,
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  InternalServerError,
  isWaitTimeout,
  NotFoundError,
  Paginated,
  PermissionDeniedError,
  RateLimitError,
  ResponseValidationError,
  RetryBudgetError,
  TimeoutError,
  TypedApiError,
  UnprocessableEntityError,
  ValidationError,
  WaitTimeoutError,
} from '@typed-api/core';

export { ActorsResource, type BuildActorOptions, type ListActorsOptions, type ListRunsOptions, type StartActorInputs, type ValidateInputInputs } from './resources/actors.js';
export { BuildsResource, type BuildLogOptions } from './resources/builds.js';
export { DatasetHandle, DatasetsResource, type ItemsInfo, type PushItemsInputs, type RunDataset } from './resources/datasets.js';
export type { PushItemsInBatchesInputs } from './resources/dataset-batches.js';
export type { BatchRequestOptions } from './helper-args.js';
export {
  KeyValueStoreHandle,
  KeyValueStoresResource,
  type DownloadRecordsOptions,
  type GetRecordInputs,
  type GetRecordStreamInputs,
  type ListKeysOptions,
  type RecordValue,
  type RunKeyValueStore,
  type SetRecordInputs,
} from './resources/key-value-stores.js';
export type { ItemsPublicUrlOptions } from './resources/datasets.js';
export type { KeysPublicUrlOptions } from './resources/key-value-stores.js';
export type { StorageSignatureOptions } from './signing.js';
export { LogsResource, type GetLogInputs, type StreamLogInputs } from './resources/logs.js';
export type { BatchAddInputs, BatchDeleteInputs } from './resources/request-queue-batches.js';
export {
  RequestQueueHandle,
  RequestQueuesResource,
  type AddRequestInputs,
  type ListRequestsOptions,
  type LockHeadOptions,
  type ProlongLockOptions,
  type UpdateRequestInputs,
} from './resources/request-queues.js';
export { RunSyncMethods, type RunSyncExportInputs, type RunSyncExportOptions, type RunSyncInputs, type RunSyncItemsInputs, type RunSyncItemsOptions } from './resources/run-sync.js';
export { RunsResource, type ChargeInputs, type JobWaitOptions, type ListAllRunsOptions, type MetamorphInputs, type ResurrectOptions, type RunLogOptions, type RunUpdate, type RunWaitOptions, type WaitOptions } from './resources/runs.js';
export type { LogLinesOptions, LogListener } from './log-lines.js';
export { SchedulesResource } from './resources/schedules.js';
export { StoreResource, type ListStoreOptions } from './resources/store.js';
export { TasksResource, type StartTaskInputs } from './resources/tasks.js';
export { ToolsResource, type BrowserInfoMethod, type BrowserInfoOptions } from './resources/tools.js';
export { RunStorages } from './resources/run-storages.js';
export { LastRun } from './resources/last-run.js';
export type { LastRunFilter, RunOrigin } from './places.js';
export { UsersResource } from './resources/users.js';
export { WebhookDispatchesResource } from './resources/webhook-dispatches.js';
export { WebhooksResource } from './resources/webhooks.js';

// Constants of the API's limits.
export {
  BATCH_SIZE,
  DEFAULT_RATE_PER_SECOND,
  GLOBAL_RATE_PER_MINUTE,
  isTerminalStatus,
  LONG_POLL_ATTEMPT_MS,
  MAX_WAIT_FOR_FINISH_SECS,
  RAISED_RATE_PER_SECOND,
  RECORD_RATE_PER_SECOND,
  SYNC_RUN_TIMEOUT_MS,
  TERMINAL_STATUSES,
  type JobStatus,
} from './constants.js';

// Types of the request side (options, fields, bodies).
export type { ActorCreateFields, ActorFields, EnvVarFields, RunStartOptions, RunSyncOptions, VersionFields, VersionSourceType } from './schemas/actors.js';
export type { GeneralAccess, JsonObject, OffsetBody, OffsetListOptions, OffsetPage, StorageListOptions } from './schemas/common.js';
export type { ExportFormat, ExportItemsOptions, ListItemsOptions } from './schemas/dataset-items.js';
export type { LimitsUpdate, ScheduleFields, TaskFields, WebhookCreateFields, WebhookFields } from './schemas/platform.js';
export type { NewRequest, QueueUpdate, RequestMethod, RequestToDelete, RequestUpdate } from './schemas/request-queues.js';
export type { KeyValueRecord, StorageUpdate } from './schemas/storages.js';

// Types of the responses (their schemas are loaded only when responses are validated).
export type { Actor, ActorShort, ActorVersion, Build, BuildShort, EnvVar, Run, RunShort } from './responses/actors.js';
export type { AccountLimits, PrivateUser, Schedule, StoreActor, Task, TaskShort, Webhook, WebhookDispatch } from './responses/platform.js';
export type {
  BatchAddResult,
  BatchDeleteResult,
  LockedHead,
  LockInfo,
  QueueHead,
  QueueRequest,
  RequestPage,
  RequestQueue,
  RequestQueueShort,
  RequestRegistration,
  UnlockResult,
} from './responses/request-queues.js';
export type { Dataset, DatasetStatistics, KeyPage, KeyValueStore, StoreKey } from './responses/storages.js';
export type { BrowserInfo, DecodedObject } from './responses/tools.js';
