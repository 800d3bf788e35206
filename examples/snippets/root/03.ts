// A code block of README.md, type-checked (never run). Keep it identical to the README.
 
// #region readme
import { basicAuth, CalendarClient } from '@typed-api/calendar';

const { CALENDAR_BASE_URL, CALENDAR_USERNAME, CALENDAR_APP_PASSWORD } = process.env; // the site's REST root (https://example.org/wp-json), a user, an application password
const calendar = new CalendarClient({ baseUrl: CALENDAR_BASE_URL!, auth: basicAuth(CALENDAR_USERNAME!, CALENDAR_APP_PASSWORD!) });
for await (const event of calendar.events.list({ start_date: new Date(), categories: ['music'] })) console.log(event.title);
// #endregion
