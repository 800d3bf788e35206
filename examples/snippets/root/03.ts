// A code block of README.md, type-checked (never run). Keep it identical to the README.
 
declare const appPassword: string;
// #region readme
import { basicAuth, CalendarClient } from '@typed-api/calendar';

const calendar = new CalendarClient({ baseUrl: 'https://example.org/wp-json', auth: basicAuth('me', appPassword) });
for await (const event of calendar.events.list({ start_date: new Date(), categories: ['music'] })) console.log(event.title);
// #endregion
