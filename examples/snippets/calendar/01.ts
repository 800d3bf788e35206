// A code block of packages/calendar/README.md, type-checked (never run). Keep it identical to the README.
/* eslint-disable @typescript-eslint/no-unused-vars -- README code shows values a reader goes on to use */
// #region readme
import { CalendarClient } from '@typed-api/calendar';

const calendar = new CalendarClient({ baseUrl: 'https://your-site.example/wp-json' });

const page = await calendar.events.list({ start_date: '2030-06-01', per_page: 20 });
console.log(page.total, page.items.map((e) => e.title));

const event = await calendar.events.getBySlug('summer-concert');
const venue = await calendar.venues.get(42);
// #endregion
