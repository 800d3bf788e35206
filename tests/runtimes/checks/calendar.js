// The five runtime checks of @typed-api/calendar, imported by name as an application would.
// Plain web JavaScript: it runs unchanged on every runtime of tests/runtimes/run.js. Never throws.
import { basicAuth, CalendarClient, isCalendarError } from '@typed-api/calendar';
import { operations } from '@typed-api/calendar/operations';
import { abortMidFlight, check, expect, readToEnd, SLOW_ID, threePages, walkPages } from './kit.js';

/** The runner seeds three events, `Runtime event 1` to `3`, on 2030-03-01 to 03. */
const FROM = '2030-03-01';
const TITLES = ['Runtime event 1', 'Runtime event 2', 'Runtime event 3'];

export async function checkCalendar({ baseUrl, username, password }) {
  const calendar = new CalendarClient({ baseUrl, auth: basicAuth(username, password), maxRetries: 1, timeoutMs: 10_000 });
  return {
    call: await check(async () => {
      const event = await calendar.events.getBySlug('runtime-event-2');
      expect(event.title === TITLES[1], `unexpected event ${JSON.stringify(event).slice(0, 120)}`);
      return `events.getBySlug: ${event.title}`;
    }),
    walk: await check(async () => {
      const pages = await walkPages(calendar.events.list({ start_date: FROM, per_page: 1 }));
      return `events.list: ${threePages(pages, (event) => event.title, TITLES)}`;
    }),
    error: await check(async () => {
      try {
        await calendar.events.get(999_999);
      } catch (error) {
        expect(isCalendarError(error, 'event-not-found'), `expected event-not-found, got ${String(error)}`);
        return `isCalendarError(err, 'event-not-found'), status ${String(error.status)}`;
      }
      throw new Error('no error for a missing event');
    }),
    // The package does not export the AbortError class: checked by name (and not a DOMException).
    abort: await check(() => abortMidFlight((signal) => calendar.events.get(SLOW_ID, undefined, { signal }))),
    // The calendar API has no download: its own events.list operation is read as a stream instead, through
    // the client's engine (`http.call`), so the same web stream path is exercised.
    stream: await check(async () => {
      const listEvents = operations.find((op) => op.id === 'events.list');
      expect(listEvents !== undefined, 'no events.list operation');
      const body = await calendar.http.call({ ...listEvents, responseType: 'stream' }, { input: { start_date: FROM, per_page: 3 } });
      const { bytes, chunks, text } = await readToEnd(body);
      const titles = JSON.parse(text).events.map((event) => event.title);
      expect(JSON.stringify(titles) === JSON.stringify(TITLES), `unexpected body ${text.slice(0, 80)}`);
      return `no download operation: events.list read as a stream via http.call, ${String(bytes)} B in ${String(chunks)} chunk(s)`;
    }),
  };
}
