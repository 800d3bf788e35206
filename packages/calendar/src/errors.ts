import { isApiError, type ErrorGuard } from '@typed-api/core';
import { errorGuard } from '@typed-api/core/internal';

/**
 * Error codes the calendar API answers with: its own (`event-not-found`…) and the site's REST layer
 * (`rest_forbidden`…). Other strings are accepted too, so new server codes never break a build.
 */
export const CALENDAR_ERROR_CODES = [
  'missing-event-id',
  'event-not-found',
  'event-not-accessible',
  'event-password-protected',
  'event-is-in-trash',
  'event-no-venue',
  'event-no-organizer',
  'event-archive-bad-page',
  'event-archive-bad-per-page',
  'event-archive-bad-start-date',
  'event-archive-bad-end-date',
  'event-archive-bad-search-string',
  'event-archive-bad-categories',
  'event-archive-bad-tags',
  'event-archive-page-not-found',
  'could-not-create-event',
  'could-not-update-event',
  'could-not-delete-event',
  'venue-not-found',
  'venue-not-accessible',
  'venue-is-in-trash',
  'venue-archive-page-not-found',
  'could-not-create-venue',
  'could-not-update-venue',
  'could-not-delete-venue',
  'organizer-not-found',
  'organizer-not-accessible',
  'organizer-is-in-trash',
  'organizer-archive-page-not-found',
  'could-not-create-organizer',
  'could-not-update-organizer',
  'could-not-delete-organizer',
  'invalid-linked-post-id',
  'archive-bad-search-string',
  'term-archive-page-not-found',
  'rest_term_invalid',
  'term_exists',
  'rest_forbidden',
  'rest_cannot_create',
  'rest_cannot_edit',
  'rest_cannot_delete',
  'rest_cookie_invalid_nonce',
  'incorrect_password',
  'invalid_username',
  'rest_invalid_param',
  'rest_missing_callback_param',
  'rest_no_route',
] as const;

/** A code of {@link CALENDAR_ERROR_CODES}, or any other string the server may send. */
export type CalendarErrorCode = (typeof CALENDAR_ERROR_CODES)[number] | (string & {});

/** True when `err` is an error answered by the calendar API (never another package's), and, with a `code`, with that code; narrows `err.code`. */
export const isCalendarError: ErrorGuard<CalendarErrorCode> = errorGuard('calendar');

/** True when the error is the 404 a list answers for a page past its end (`*-archive-page-not-found`). */
export function isPastLastPage(err: unknown): boolean {
  return isApiError(err) && err.status === 404 && typeof err.code === 'string' && err.code.endsWith('archive-page-not-found');
}
