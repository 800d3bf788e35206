import { expect } from 'vitest';
import { basicAuth, CalendarClient } from '../../packages/calendar/src/index.js';
import { createCalendarFake } from '../../packages/calendar/src/testing/index.js';
import { defineFaultSuite } from './fault-suite.js';

const USER = 'editor';
const PASSWORD = 'wxyz 1234 abcd 5678 efgh 9012';
let eventId = 0;

defineFaultSuite('calendar', {
  mountPath: '/wp-json',
  secrets: [PASSWORD, btoa(`${USER}:${PASSWORD}`)],
  createFake: (baseUrl) => createCalendarFake({ baseUrl, username: USER, applicationPassword: PASSWORD }),
  client: (baseUrl, settings) => new CalendarClient({ baseUrl, auth: basicAuth(USER, PASSWORD), ...settings, logLevel: 'debug' }),
  async prepare(client) {
    eventId = (await client.events.create({ title: 'Fault drill', start_date: '2030-06-01 10:00:00', end_date: '2030-06-01 12:00:00' })).id;
  },
  read: (client, options) => client.events.get(eventId, undefined, options),
  checkRead: (value) => {
    expect(value).toMatchObject({ id: eventId, title: 'Fault drill' });
  },
  write: (client, options, n) => client.events.create({ title: `Event ${String(n)}`, start_date: '2030-06-02 10:00:00', end_date: '2030-06-02 11:00:00' }, options),
  checkWrite: (value) => {
    expect(value).toMatchObject({ title: expect.stringMatching(/^Event \d+$/) as unknown });
  },
});
