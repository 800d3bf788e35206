export { CALENDAR_PREFIX, CalendarClient, type CalendarClientOptions } from './client.js';
export { CALENDAR_ERROR_CODES, isCalendarError, isPastLastPage, type CalendarErrorCode } from './errors.js';
export { operations } from './operations.js';
export type { CalendarEnvelope, CalendarPage, CalendarPaging } from './wire.js';
export { eventEnd, eventStart, parseCalendarDateTime, toCalendarDateTime, type UtcDates } from './dates.js';
export { Events, type EventAccessOptions } from './resources/events.js';
export { Venues } from './resources/venues.js';
export { Organizers } from './resources/organizers.js';
export { Categories } from './resources/categories.js';
export { Tags } from './resources/tags.js';
export { type DateDetails, type Image } from './schemas/common.js';
export {
  eventSchema,
  type CostDetails,
  type Event,
  type EventCreate,
  type EventListQuery,
  type EventUpdate,
} from './schemas/event.js';
export { venueSchema, type Venue, type VenueCreate, type VenueListQuery, type VenueUpdate } from './schemas/venue.js';
export { organizerSchema, type Organizer, type OrganizerCreate, type OrganizerListQuery, type OrganizerUpdate } from './schemas/organizer.js';
export {
  termSchema,
  type CategoryCreate,
  type CategoryListQuery,
  type CategoryUpdate,
  type TagCreate,
  type TagListQuery,
  type TagUpdate,
  type Term,
} from './schemas/term.js';
export type { ApiDoc, RouteIndex, RouteIndexQuery } from './schemas/root.js';
export {
  ApiError,
  AuthenticationError,
  basicAuth,
  cookieNonceAuth,
  NotFoundError,
  noAuth,
  PermissionDeniedError,
  ValidationError,
  type AuthStrategy,
  type RequestOptions,
} from '@typed-api/core';
