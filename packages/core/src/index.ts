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
export { anySignal } from './attempt.js';
export {
  DEFAULT_MAX_RESPONSE_BYTES,
  HttpClient,
  parseInput,
  type ClientOptions,
  type HttpClientConfig,
  type ParsedError,
  type PreparedRequest,
  type RequestOptions,
  type ValidationReport,
} from './client.js';
export {
  AbortError,
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  createApiError,
  InternalServerError,
  isApiError,
  NotFoundError,
  PaginationLoopError,
  PermissionDeniedError,
  RateLimitError,
  ResponseValidationError,
  SizeLimitError,
  TimeoutError,
  toValidationIssues,
  TypedApiError,
  UnprocessableEntityError,
  ValidationError,
  type ApiErrorInit,
  type ValidationIssue,
} from './errors.js';
export { levelledLogger, type LevelledLogger, type Logger, type LogLevel } from './logger.js';
export {
  defineOperation,
  isIdempotent,
  type AnySchema,
  type BodyType,
  type CallArgs,
  type CallResult,
  type HttpMethod,
  type Operation,
  type ResponseType,
} from './operation.js';
export {
  nextCursor,
  nextKey,
  nextLink,
  nextOffset,
  nextPageNumber,
  paginate,
  Paginated,
  parseLinkHeader,
  type ItemOf,
  type OffsetPageFields,
  type Page,
  type PaginationStrategy,
  type WalkLimits,
} from './pagination.js';
export { checkListOptions, checkRequestOptions } from './options.js';
export { untilAborted, waitUntil, type WaitOptions } from './polling.js';
export { appendQuery, type ArrayFormat, type BooleanFormat, type QueryEncoding } from './query.js';
export { isSecretHeader, REDACTED, Redactor, secretForms } from './redact.js';
export { DEFAULT_MAX_RETRY_AFTER_MS, INITIAL_RETRY_DELAY_MS, MAX_TIMER_MS, parseRetryAfter, retryDelay } from './retry.js';
export { abortReason, sleep } from './sleep.js';
export { buildPath, encodeSegment, resolveUrl } from './url.js';
export { openEnum } from './schema.js';
