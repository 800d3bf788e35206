// The calendar's named encoders: how some inputs are written on the wire. The schemas run them through
// `encoded()` and the dialect lists them by the same names, so a call sends the same with or without
// `validateInputs`.
import { toCalendarDateTime } from './dates.js';

/** A date input as the API reads it: a `Date` as UTC wall-clock text, a string as given. */
export function calendarDate(value: Date | string): string {
  return typeof value === 'string' ? value : toCalendarDateTime(value);
}

/** The date fields of an event body that are rewritten before sending. */
type EventDates = { start_date?: Date | string | undefined; end_date?: Date | string | undefined; timezone?: string | undefined };

/**
 * An event body as sent: `Date` start and end values written as wall-clock UTC and, unless a zone is
 * given, `timezone: 'UTC'` to say so. The schemas run it as a rewrite of the whole body, so the body stays
 * an object of fields the client knows (an unknown field is then refused, not dropped).
 */
export function writeEventDates<T extends EventDates>(body: T): T {
  const hasDate = body.start_date instanceof Date || body.end_date instanceof Date;
  const out: EventDates = { ...body };
  if (body.start_date instanceof Date) out.start_date = toCalendarDateTime(body.start_date);
  if (body.end_date instanceof Date) out.end_date = toCalendarDateTime(body.end_date);
  if (hasDate && body.timezone === undefined) out.timezone = 'UTC';
  return out as T;
}

/** The encoders by the names input rules use. */
export const calendarEncoders = { 'date-time': calendarDate, 'event-dates': writeEventDates } as const;
