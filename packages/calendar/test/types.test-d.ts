import { expectTypeOf, test } from 'vitest';
import type { ApiPromise, Paginated } from '@typed-api/core';
import { update as updateEvent } from '../src/functions/events.js';
import { CalendarClient, isCalendarError, type CalendarPage, type Event, type Organizer, type Term, type Venue } from '../src/index.js';

const client = new CalendarClient({ baseUrl: 'https://example.org/wp-json' });

test('lists infer their item and page types', () => {
  expectTypeOf(client.events.list()).toEqualTypeOf<Paginated<Event, CalendarPage<Event>>>();
  expectTypeOf(client.venues.list()).toEqualTypeOf<Paginated<Venue, CalendarPage<Venue>>>();
  expectTypeOf(client.organizers.list()).toEqualTypeOf<Paginated<Organizer, CalendarPage<Organizer>>>();
  expectTypeOf(client.tags.list()).toEqualTypeOf<Paginated<Term, CalendarPage<Term>>>();
  expectTypeOf<Awaited<ReturnType<typeof client.categories.list>>['items']>().toEqualTypeOf<Term[]>();
});

test('single reads are typed', () => {
  expectTypeOf(client.events.get(1)).toEqualTypeOf<ApiPromise<Event>>();
  expectTypeOf<Event['title']>().toEqualTypeOf<string>();
  expectTypeOf<Event['start_date']>().toEqualTypeOf<string>();
  expectTypeOf<Venue['venue']>().toEqualTypeOf<string | [] | undefined>();
  expectTypeOf<NonNullable<Event['organizer']>>().toEqualTypeOf<Organizer[]>();
});

test('ids are as narrow as the API: a number, or text of digits', () => {
  expectTypeOf<Parameters<typeof client.events.get>[0]>().toEqualTypeOf<number | `${number}`>();
  void client.events.get('42');
  // @ts-expect-error a slug is not an id (events.getBySlug reads by slug)
  void client.events.get('summer-concert');
  // @ts-expect-error the same for venues
  void client.venues.delete('main-hall');
});

test('inputs take dates as Date or string and require what the server requires', () => {
  expectTypeOf<Parameters<typeof client.events.create>[0]['start_date']>().toEqualTypeOf<Date | string>();
  // @ts-expect-error title is required on create
  void client.events.create({ start_date: '2030-01-01', end_date: '2030-01-01' });
  // @ts-expect-error an unknown filter is a type error
  void client.events.list({ colour: 'red' });
  expectTypeOf<NonNullable<Parameters<typeof client.events.update>[1]>['title']>().toEqualTypeOf<string | undefined>();
});

test('one call shape: the id, one object of inputs (query and body side by side), the request options', () => {
  expectTypeOf<NonNullable<Parameters<typeof client.events.update>[1]>['password']>().toEqualTypeOf<string | undefined>();
  void client.events.update(1, { title: 'New', password: 'pw' }, { timeoutMs: 1_000 });
  // @ts-expect-error the password is an input, not a request option (the old fourth-argument form)
  void client.events.update(1, { title: 'New' }, { password: 'pw' });
  // @ts-expect-error a request option is not an input
  void client.events.get(1, { signal: new AbortController().signal });
  // The standalone function takes the same arguments after the client.
  expectTypeOf<Parameters<typeof updateEvent>[2]>().toEqualTypeOf<Parameters<typeof client.events.update>[1] | undefined>();
});

test('error codes narrow', () => {
  const err: unknown = new Error('x');
  if (isCalendarError(err, 'event-not-found')) {
    expectTypeOf(err.code).toEqualTypeOf<'event-not-found'>();
    expectTypeOf(err.status).toEqualTypeOf<number>();
  }
  if (isCalendarError(err)) {
    expectTypeOf(err.code).toExtend<string | undefined>();
  }
  // Unknown codes are accepted too.
  expectTypeOf(isCalendarError).toBeCallableWith(err, 'some-future-code');
});
