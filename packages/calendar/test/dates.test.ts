import { afterEach, describe, expect, test } from 'vitest';
import { eventEnd, eventStart, parseCalendarDateTime, toCalendarDateTime } from '../src/index.js';
import { editorClient, useFake } from './helpers.js';

const { fake } = useFake();
const ZONES = ['UTC', 'America/Los_Angeles', 'Europe/Paris', 'Asia/Kolkata', 'Pacific/Chatham', 'Australia/Lord_Howe'];
const originalTz = process.env.TZ;

afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

// Node applies a new TZ at once, so each round runs the same checks as if on a machine in that zone.
describe.each(ZONES)('with the machine in %s', (machineZone) => {
  test('Date inputs go out as UTC wall-clock time, whatever the machine zone', async () => {
    process.env.TZ = machineZone;
    const instant = new Date(Date.UTC(2030, 2, 30, 23, 45, 5));
    expect(toCalendarDateTime(instant)).toBe('2030-03-30 23:45:05');
    await editorClient(fake).events.list({ starts_after: instant, ends_before: '2030-04-01' });
    const query = new URLSearchParams(fake.state.requests[0]?.search);
    expect(query.get('starts_after')).toBe('2030-03-30 23:45:05');
    expect(query.get('ends_before')).toBe('2030-04-01');
  });

  test('created events keep the instant: Date start and end come with timezone UTC', async () => {
    process.env.TZ = machineZone;
    const start = new Date(Date.UTC(2030, 9, 27, 0, 30));
    const created = await editorClient(fake).events.create({ title: 'Night shift', start_date: start, end_date: new Date(start.getTime() + 3_600_000) });
    expect(fake.state.requests[0]?.body).toMatchObject({ start_date: '2030-10-27 00:30:00', end_date: '2030-10-27 01:30:00', timezone: 'UTC' });
    expect(eventStart(created)?.getTime()).toBe(start.getTime());
    expect(eventEnd(created)?.getTime()).toBe(start.getTime() + 3_600_000);
  });

  test('a zone given with string dates is kept and the UTC fields follow it', async () => {
    process.env.TZ = machineZone;
    const created = await editorClient(fake).events.create({ title: 'Paris', start_date: '2030-07-14 22:00:00', end_date: '2030-07-14 23:00:00', timezone: 'Europe/Paris' });
    expect(fake.state.requests[0]?.body).toMatchObject({ timezone: 'Europe/Paris', start_date: '2030-07-14 22:00:00' });
    expect(created.utc_start_date).toBe('2030-07-14 20:00:00');
    expect(eventStart(created)?.toISOString()).toBe('2030-07-14T20:00:00.000Z');
    expect(parseCalendarDateTime(created.start_date, 'Europe/Paris').toISOString()).toBe('2030-07-14T20:00:00.000Z');
  });

  test('wall-clock strings parse to the same instant in any machine zone', () => {
    process.env.TZ = machineZone;
    expect(parseCalendarDateTime('2084-07-14 12:00:00').toISOString()).toBe('2084-07-14T12:00:00.000Z');
    expect(parseCalendarDateTime('2030-01-15 09:00:00', 'America/Los_Angeles').toISOString()).toBe('2030-01-15T17:00:00.000Z');
    expect(parseCalendarDateTime('2030-07-15 09:00:00', 'America/Los_Angeles').toISOString()).toBe('2030-07-15T16:00:00.000Z');
    expect(parseCalendarDateTime('2030-01-15 09:00:00', 'Asia/Kolkata').toISOString()).toBe('2030-01-15T03:30:00.000Z');
    expect(parseCalendarDateTime('2030-01-15', 'Pacific/Chatham').toISOString()).toBe('2030-01-14T10:15:00.000Z');
    expect(toCalendarDateTime(new Date('2030-01-15T03:30:00Z'), 'Asia/Kolkata')).toBe('2030-01-15 09:00:00');
  });
});

describe('pure conversions', () => {
  test('round trips through every zone, across a year, at odd minutes', () => {
    for (const zone of ZONES) {
      for (let day = 0; day < 365; day += 7) {
        const instant = new Date(Date.UTC(2031, 0, 1 + day, 13, 17, 9));
        expect(parseCalendarDateTime(toCalendarDateTime(instant, zone), zone).getTime()).toBe(instant.getTime());
      }
    }
  });

  test('a clock time that happens twice (clocks going back) resolves to the earlier instant', () => {
    // 2030-11-03 01:30 happens twice in Los Angeles: first at UTC-7, then at UTC-8.
    expect(parseCalendarDateTime('2030-11-03 01:30:00', 'America/Los_Angeles').toISOString()).toBe('2030-11-03T08:30:00.000Z');
  });

  test('rejects what is not a calendar date-time', () => {
    expect(() => parseCalendarDateTime('next tuesday')).toThrow(RangeError);
    expect(() => toCalendarDateTime(new Date(Number.NaN))).toThrow(RangeError);
  });

  test('events without UTC fields have no parsed instants', () => {
    expect(eventStart({})).toBeUndefined();
    expect(eventEnd({ utc_end_date: undefined })).toBeUndefined();
  });
});
