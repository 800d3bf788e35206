export { CALENDAR_PREFIX, CalendarClient, type CalendarClientOptions } from './client.js';
export { CALENDAR_ERROR_CODES, isCalendarError, isPastLastPage, type CalendarErrorCode } from './errors.js';
export { operations } from './operations/index.js';
export type { CalendarEnvelope, CalendarPage, CalendarPaging } from './wire.js';
export { eventEnd, eventStart, parseCalendarDateTime, toCalendarDateTime, type UtcDates } from './dates.js';
export { Events, type EventAccessOptions } from './resources/events.js';
export { Venues } from './resources/venues.js';
export { Organizers } from './resources/organizers.js';
export { Categories } from './resources/categories.js';
export { Tags } from './resources/tags.js';
// The response schemas stay exported as values; only an application that names one loads it.
export type { DateDetails, Image } from './responses/common.js';
export type { CostDetails, Event } from './responses/events.js';
export type { Venue } from './responses/venues.js';
export type { Organizer } from './responses/organizers.js';
export type { Term } from './responses/terms.js';
export type { ApiDoc, RouteIndex } from './responses/root.js';
export type { EventCreate, EventListQuery, EventUpdate } from './schemas/event.js';
export type { VenueCreate, VenueListQuery, VenueUpdate } from './schemas/venue.js';
export type { OrganizerCreate, OrganizerListQuery, OrganizerUpdate } from './schemas/organizer.js';
export type { CategoryCreate, CategoryListQuery, CategoryUpdate, TagCreate, TagListQuery, TagUpdate } from './schemas/term.js';
export type { RouteIndexQuery } from './schemas/root.js';
export {
  AbortError,
  ApiError,
  AuthenticationError,
  basicAuth,
  cookieNonceAuth,
  isWaitTimeout,
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
