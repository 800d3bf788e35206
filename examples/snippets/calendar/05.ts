// A code block of packages/calendar/README.md, type-checked (never run). Keep it identical to the README.
 
import type { CalendarClient } from '@typed-api/calendar';
declare const calendar: CalendarClient, id: number;
// #region readme
import { isCalendarError } from '@typed-api/calendar';

try {
  await calendar.events.delete(id);
} catch (err) {
  if (isCalendarError(err, 'event-is-in-trash')) { /* already trashed (410) */ }
  else if (isCalendarError(err, 'event-not-found')) { /* 404 */ }
  else throw err;
}
// #endregion
