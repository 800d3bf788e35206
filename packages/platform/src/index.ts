export { PlatformClient, type PlatformClientOptions } from './client.js';
export { overrideMethod } from './wire.js';
export { isPlatformError, parsePlatformError, PLATFORM_ERROR_CODES, type PlatformError, type PlatformErrorCode } from './errors.js';
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
  untypedField,
  LimitStoreError,
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

export * from './resources.js';
export type { DatasetItemsPage, ItemsInfo, ItemsPublicUrlInputs, RunDataset } from './composed/datasets.js';
export type { PushItemsInBatchesInputs } from './composed/dataset-batches.js';
export type { BatchRequestOptions } from './helper-args.js';
export type { KeysPublicUrlInputs, RecordValue, RunKeyValueStore, SetRecordInputs } from './composed/keyValueStores.js';
export type { StorageSignatureOptions } from './signing.js';
export type { BatchAddInputs, BatchDeleteInputs } from './composed/request-queue-batches.js';
export { RunSyncMethods, type RunSyncExportInputs, type RunSyncInputs, type RunSyncItemsInputs } from './composed/run-sync.js';
export type { JobWaitOptions, RunWaitOptions, WaitOptions } from './composed/runs.js';
export type { RunInput, RunInputAndType, WithRunInput } from './composed/run-input.js';
export type { LogLinesInputs, LogListener } from './log-lines.js';
export type { BrowserInfoInputs, BrowserInfoMethod } from './composed/tools.js';
export { RunStorages } from './composed/run-storages.js';
export type { LastRunFilter } from './places.js';
export type { RunOrigin } from './places.js';

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
export type { RunStartOptions, RunSyncOptions, VersionSourceType } from './schemas/actors.js';
export type { GeneralAccess, JsonObject, OffsetList, OffsetPage } from './schemas/common.js';
export type { ExportFormat } from './schemas/dataset-items.js';
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
export type { BrowserInfo, DecodedObject, SignedValue } from './responses/tools.js';
