// The public surface of @typed-api/core: what users of the API packages meet (errors, auth, options,
// lists, promises). What the API packages themselves need to describe operations is in `./internal`.
export { ApiClient, type Dialect } from './api-client.js';
export { ApiPromise, type WithResponse } from './api-promise.js';
export {
  basicAuth,
  bearerAuth,
  clientCredentialsAuth,
  cookieNonceAuth,
  headerAuth,
  noAuth,
  queryTokenAuth,
  type AuthContext,
  type AuthRequest,
  type AuthStrategy,
  type AuthTarget,
  type ClientCredentialsAuth,
  type ClientCredentialsOptions,
  type TokenInfo,
} from './auth.js';
export { HttpClient } from './client.js';
export { untypedField } from './fields.js';
export { DEFAULT_COMPRESS_MIN_BYTES, DEFAULT_MAX_RESPONSE_BYTES, type ClientOptions, type CompressRequestsOption, type CompressRequestsSettings, type RequestOptions, type ValidationReport } from './config.js';
export {
  AbortError,
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  InternalServerError,
  isApiError,
  isWaitTimeout,
  NotFoundError,
  PaginationLoopError,
  PermissionDeniedError,
  RateLimitError,
  ResponseValidationError,
  RetryBudgetError,
  LimitStoreError,
  SizeLimitError,
  TimeoutError,
  TypedApiError,
  UnprocessableEntityError,
  ValidationError,
  WaitTimeoutError,
  type ApiErrorInit,
  type ErrorGuard,
  type ValidationIssue,
} from './errors.js';
export type { Logger, LogLevel } from './logger.js';
export type { HttpMethod } from './operation.js';
export { Paginated, type ItemOf, type Page, type WalkLimits } from './pagination.js';
export type { ListPage } from './pages.js';
export { poll, waitUntil, type PollOptions, type WaitOptions, type WaitProgress } from './polling.js';
export type { Progress, ProgressCount } from './progress.js';
export type { LimitStoreState, RateLimitOption, RateLimitSettings, RateLimitTotals, RateLimitView, ResourceRateState } from './rate-limit.js';
export { LIMIT_KEPT_MS } from './limits.js';
export { LimitStore, memoryStore, type LimitStoreOptions, type BucketSpec, type BudgetAnswer, type BudgetSpec, type GiveBack, type LimitBatch, type TakeAnswer, type TakeRequest } from './limit-store.js';
export { REDACTED } from './redact.js';
export type { RetryBudgetOption, RetryBudgetSettings, RetryBudgetState } from './retry-budget.js';
export { DEFAULT_MAX_RETRY_AFTER_MS } from './retry.js';
