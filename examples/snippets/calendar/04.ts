// A code block of packages/calendar/README.md, type-checked (never run). Keep it identical to the README.
 
import type { Event } from '@typed-api/calendar';
declare const event: Event;
// #region readme
import { eventStart, parseCalendarDateTime, toCalendarDateTime } from '@typed-api/calendar';

eventStart(event);                                          // Date, from utc_start_date
parseCalendarDateTime(event.start_date, event.timezone);    // the same instant, from the event's zone
toCalendarDateTime(new Date(), 'Europe/Paris');             // '2030-06-01 14:05:00'
// #endregion
