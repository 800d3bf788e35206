// Every entry point of @typed-api/calendar, as an application and its tests use them.
import { setupServer } from 'msw/node';
import { basicAuth, CalendarClient, isCalendarError } from '@typed-api/calendar';
import { createClient } from '@typed-api/calendar/functions';
import * as events from '@typed-api/calendar/functions/events';
import { operations } from '@typed-api/calendar/operations';
import { createCalendarFake } from '@typed-api/calendar/testing';

const fake = createCalendarFake();
const server = setupServer(...fake.handlers);
server.listen({ onUnhandledFrame: 'error' });
fake.state.addEvent({ title: 'Jazz night', start_date: '2030-05-01 20:00:00', end_date: '2030-05-01 23:00:00' });

const auth = basicAuth(fake.credentials.username, fake.credentials.applicationPassword);
const calendar = new CalendarClient({ baseUrl: fake.baseUrl, auth });
const page = await calendar.events.list({ start_date: '2030-06-01', per_page: 20 });
console.log(page.total, page.items.map((e) => e.title));
const { id } = await calendar.events.create({ title: 'Jazz night', start_date: '2030-06-05 20:00:00', end_date: '2030-06-05 23:00:00' });
try {
  await calendar.events.delete(id);
} catch (err) {
  if (isCalendarError(err, 'event-is-in-trash')) console.log('already trashed', err.status);
  else throw err;
}

const client = createClient({ baseUrl: fake.baseUrl, auth });
for await (const upcoming of events.list(client, { per_page: 50 })) console.log(upcoming.title);
console.log(operations.length, operations[0]?.id);

fake.reset();
server.close();
