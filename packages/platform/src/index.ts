export { PlatformClient, type PlatformClientOptions } from './client.js';
export { overrideMethod } from './wire.js';
export { isPlatformError, parsePlatformError, PLATFORM_ERROR_CODES, type PlatformError, type PlatformErrorCode } from './errors.js';
export { operations } from './operations.js';
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
  NotFoundError,
  Paginated,
  PermissionDeniedError,
  RateLimitError,
  ResponseValidationError,
  TimeoutError,
  TypedApiError,
  UnprocessableEntityError,
  ValidationError,
} from '@typed-api/core';

export { ActorsResource, type BuildActorOptions, type ListActorsOptions, type ListRunsOptions } from './resources/actors.js';
export { BuildsResource, type BuildLogOptions } from './resources/builds.js';
export { DatasetHandle, DatasetsResource, type DatasetStatistics, type ItemsInfo, type RunDataset } from './resources/datasets.js';
export {
  KeyValueStoreHandle,
  KeyValueStoresResource,
  type DownloadRecordsOptions,
  type ListKeysOptions,
  type RecordValue,
  type RunKeyValueStore,
  type SetRecordOptions,
} from './resources/key-value-stores.js';
export { LogsResource } from './resources/logs.js';
export { BATCH_SIZE, REQUESTS_PER_SECOND, type WriteRequestOptions } from './resources/request-queue-operations.js';
export type { BatchAddOptions } from './resources/request-queue-batches.js';
export {
  RequestQueueHandle,
  RequestQueuesResource,
  type ListRequestsOptions,
  type LockHeadOptions,
  type LockInfo,
  type ProlongLockOptions,
  type UnlockResult,
} from './resources/request-queues.js';
export { RunSyncMethods, SYNC_RUN_TIMEOUT_MS, type RunSyncExportOptions, type RunSyncItemsOptions } from './resources/run-sync.js';
export { LONG_POLL_ATTEMPT_MS, MAX_WAIT_FOR_FINISH_SECS, RunsResource, type ListAllRunsOptions, type ResurrectOptions, type RunLogOptions, type RunUpdate, type WaitOptions } from './resources/runs.js';
export { SchedulesResource } from './resources/schedules.js';
export { StoreResource, type ListStoreOptions } from './resources/store.js';
export { TasksResource } from './resources/tasks.js';
export { ToolsResource, type BrowserInfo, type BrowserInfoMethod, type BrowserInfoOptions, type DecodedObject } from './resources/tools.js';
export { RunStorages } from './resources/run-storages.js';
export { LastRun } from './resources/last-run.js';
export type { LastRunFilter, RunOrigin } from './scope.js';
export { UsersResource } from './resources/users.js';
export { WebhookDispatchesResource } from './resources/webhook-dispatches.js';
export { WebhooksResource } from './resources/webhooks.js';

export type {
  Actor,
  ActorCreateFields,
  ActorFields,
  ActorShort,
  ActorVersion,
  Build,
  BuildShort,
  EnvVar,
  EnvVarFields,
  Run,
  RunShort,
  RunStartOptions,
  RunSyncOptions,
  VersionFields,
  VersionSourceType,
} from './schemas/actors.js';
export { isTerminalStatus, TERMINAL_STATUSES, type GeneralAccess, type JobStatus, type JsonObject, type OffsetBody, type OffsetListOptions, type OffsetPage, type StorageListOptions } from './schemas/common.js';
export type { ExportFormat, ExportItemsOptions, ListItemsOptions } from './schemas/dataset-items.js';
export type {
  AccountLimits,
  LimitsUpdate,
  PrivateUser,
  Schedule,
  ScheduleFields,
  StoreActor,
  Task,
  TaskFields,
  TaskShort,
  Webhook,
  WebhookCreateFields,
  WebhookDispatch,
  WebhookFields,
} from './schemas/platform.js';
export type {
  BatchAddResult,
  BatchDeleteResult,
  LockedHead,
  NewRequest,
  QueueHead,
  QueueRequest,
  QueueUpdate,
  RequestMethod,
  RequestPage,
  RequestQueue,
  RequestQueueShort,
  RequestRegistration,
  RequestToDelete,
  RequestUpdate,
} from './schemas/request-queues.js';
export type { Dataset, KeyPage, KeyValueRecord, KeyValueStore, StorageUpdate, StoreKey } from './schemas/storages.js';
