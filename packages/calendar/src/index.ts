export { CALENDAR_PREFIX, CalendarClient, type CalendarClientOptions } from './client.js';
export { CALENDAR_ERROR_CODES, isCalendarError, isPastLastPage, type CalendarErrorCode } from './errors.js';
export type { CalendarEnvelope, CalendarPage, CalendarPaging } from './wire.js';
export { eventEnd, eventStart, parseCalendarDateTime, toCalendarDateTime, type UtcDates } from './dates.js';
export * from './resources.js';
// The response schemas stay exported as values; only an application that names one loads it.
export type { DateDetails, Image } from './responses/common.js';
export type { CostDetails, Event } from './responses/events.js';
export type { Venue } from './responses/venues.js';
export type { Organizer } from './responses/organizers.js';
export type { Term } from './responses/terms.js';
export type { ApiDoc, RouteIndex } from './responses/root.js';
export {
  AbortError,
  ApiError,
  AuthenticationError,
  basicAuth,
  cookieNonceAuth,
  isWaitTimeout,
  untypedField,
  LimitStoreError,
  NotFoundError,
  noAuth,
  PermissionDeniedError,
  RetryBudgetError,
  TimeoutError,
  TypedApiError,
  ValidationError,
  WaitTimeoutError,
  type AuthStrategy,
  type RequestOptions,
} from '@typed-api/core';
