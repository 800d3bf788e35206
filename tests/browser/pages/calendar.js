/* global window */
// Runs in the browser: one call and one paginated walk with the built calendar package.
import { basicAuth, CalendarClient } from '@typed-api/calendar';

const { baseUrl, username, password } = window.__config;
const calendar = new CalendarClient({ baseUrl, auth: basicAuth(username, password), maxRetries: 1, timeoutMs: 10_000 });
window.__run = async () => {
  for (let day = 1; day <= 5; day++) {
    await calendar.events.create({ title: `Browser event ${String(day)}`, start_date: `2030-03-0${String(day)} 10:00:00`, end_date: `2030-03-0${String(day)} 11:00:00` });
  }
  const walk = [];
  for await (const event of calendar.events.list({ start_date: '2030-03-01', per_page: 2 })) walk.push(event.title);
  const first = await calendar.events.list({ start_date: '2030-03-01', per_page: 1 });
  const call = await calendar.events.get(first.items[0].id);
  return { call: { title: call.title }, walk };
};
