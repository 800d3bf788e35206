// A code block of packages/calendar/README.md, type-checked (never run). Keep it identical to the README.
/* eslint-disable @typescript-eslint/no-unused-vars -- README code shows values a reader goes on to use */
import type { CalendarClient } from '@typed-api/calendar';
declare const calendar: CalendarClient;
// #region readme
for await (const event of calendar.events.list({ categories: ['music'], featured: true })) {
  console.log(event.title, event.start_date);
}
const allTags = await calendar.tags.list({ hide_empty: false }).toArray();
// #endregion
