export { unwrapData } from './envelope.js';
// What the API packages use to describe and wire their operations: not meant for applications, and
// free to change between minor versions. Applications import from `@typed-api/core`.
export type { Compressor, HttpClientConfig, ParsedError, PreparedRequest } from './config.js';
export { checkCallInputs, checkInputs, splitInputs } from './input.js';
export { encoderOf, type NamedEncoder } from './encoders.js';
export { invalidArguments, segmentProblem, type Encoder, type InputRules, type SegmentRule } from './rules.js';
export { createApiError, errorGuard } from './errors.js';
export { lazyPlans, loadAllPlans, providePlans, type LazyPlan, type LazyPlans, type NamespacePlans, type PlanTable } from './lazy-plans.js';
export { levelledLogger, type LevelledLogger } from './logger.js';
export {
  isIdempotent,
  responseSchema,
  type DefineOperation,
  type ResponseReader,
  type AnySchema,
  type BodyType,
  type CallShape,
  type InputArgs,
  type Inputs,
  type PathParams,
  type PathValues,
  type CallResult,
  type Known,
  type Operation,
  type Plan,
  type Described,
  type ResponseType,
} from './operation.js';
export { checkListOptions, checkRequestOptions } from './options.js';
export {
  nextCursor,
  nextKey,
  nextLink,
  nextOffset,
  nextPageNumber,
  paginate,
  parseLinkHeader,
  type OffsetPageFields,
  type PaginationStrategy,
} from './pagination.js';
export { cursorPages, firstMarker, keyPages, linkedPages, numberedPages, offsetPages, toListPage, type CapOptions, type ItemCap, type PageStyle } from './pages.js';
export { attachEngine, createHttpClient, defineLazyOperations, defineOperations, withPlan, listFunction, type MethodShape, operationFunction, type FunctionArgs, type ListFunction, type OperationFunction } from './functions.js';
export { walkList, type ListItemOf, type ListOperation, type PageOf } from './list.js';
export { statusOf, waitFrom } from './polling.js';
export { appendQuery, type ArrayFormat, type BooleanFormat, type QueryEncoding } from './query.js';
export { isSecretHeader, Redactor, secretForms } from './redact.js';
export { INITIAL_RETRY_DELAY_MS, MAX_TIMER_MS, parseRetryAfter, retryDelay } from './retry.js';
export type { PublishedRates } from './rate-limit.js';
export type { PacingModule } from './limits.js';
export { abortReason, anySignal, sleep, untilAborted } from './signals.js';
export { buildPath, encodeSegment, resolveUrl, resourceOf } from './url.js';
export { detectRuntime, userAgent, type RuntimeGlobals, type SdkInfo } from './user-agent.js';
export { compressionOf, jsonProblem } from './body.js';
