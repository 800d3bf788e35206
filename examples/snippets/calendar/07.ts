// A code block of packages/calendar/README.md, type-checked (never run). Keep it identical to the README.
/* eslint-disable @typescript-eslint/no-unused-vars -- README code shows values a reader goes on to use */
// #region readme
import { setupServer } from 'msw/node';
import { createCalendarFake } from '@typed-api/calendar/testing';
import { basicAuth, CalendarClient } from '@typed-api/calendar';

const fake = createCalendarFake(); // answers under https://calendar.test
const server = setupServer(...fake.handlers);
server.listen({ onUnhandledFrame: 'error' });

fake.state.addEvent({ title: 'Jazz night', start_date: '2030-05-01 20:00:00', end_date: '2030-05-01 23:00:00' });
const client = new CalendarClient({
  baseUrl: fake.baseUrl,
  auth: basicAuth(fake.credentials.username, fake.credentials.applicationPassword),
});
// #endregion
