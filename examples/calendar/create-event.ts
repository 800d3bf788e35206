import { basicAuth, CalendarClient, isCalendarError } from '@typed-api/calendar';
import { check, type Scenario } from '../scenario.ts';

/**
 * Creates a venue and an event there, authenticated with an application password (HTTP Basic), reads
 * the event back, then moves both to the trash.
 */
export const createCalendarEvent: Scenario = {
  title: 'calendar: create a venue and an event with an application password',
  api: 'calendar',
  async run({ targets: { calendar: target }, step, logger }) {
    // Writes need a user: an application password, made in the user's profile on the site.
    const calendar = new CalendarClient({ baseUrl: target.baseUrl, auth: basicAuth(target.username, target.applicationPassword), logger });

    const venue = await calendar.venues.create({ venue: 'Harbour Hall', address: '1 Quay Street', city: 'Porthaven', country: 'United Kingdom' });
    step(`venue ${String(venue.id)} "${typeof venue.venue === 'string' ? venue.venue : ''}" created`);
    try {
      // Date objects are sent as UTC wall-clock time, with `timezone: 'UTC'`, so the event starts at that instant.
      const start = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 2, 14, 19, 30));
      const event = await calendar.events.create({
        title: 'Spring concert',
        description: 'Strings and brass by the sea.',
        start_date: start,
        end_date: new Date(start.getTime() + 2 * 3_600_000),
        venue: venue.id,
        categories: [target.category],
        cost: '12',
        status: 'publish',
      });
      step(`event ${String(event.id)} "${event.title}" on ${event.utc_start_date ?? event.start_date} UTC`);
      try {
        const read = await calendar.events.getBySlug(event.slug ?? String(event.id));
        check(read.id === event.id, 'the event reads back by its slug');
        step(`read back by slug "${read.slug ?? ''}"`);
      } finally {
        await calendar.events.delete(event.id);
        step('event moved to the trash');
      }
      // A second delete of a trashed event is an error with its own code.
      try {
        await calendar.events.delete(event.id);
      } catch (err) {
        if (isCalendarError(err, 'event-is-in-trash')) step(`deleting it again: ${err.code} (HTTP ${String(err.status)})`);
        else throw err;
      }
    } finally {
      await calendar.venues.delete(venue.id);
      step('venue moved to the trash');
    }
  },
};
