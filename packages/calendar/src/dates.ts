/**
 * Dates on the calendar wire are wall-clock strings, `YYYY-MM-DD HH:MM:SS`, without a zone: the
 * server reads them in a zone it knows (the event's, or the site's). These helpers convert between
 * such strings and `Date` instants for an explicit IANA zone, with `Intl` only, so that results never
 * depend on the zone of the machine running the code.
 */

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockIn(instant: number, timeZone: string): WallClock {
  const out: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  }
  return { year: out.year ?? 0, month: out.month ?? 1, day: out.day ?? 1, hour: out.hour ?? 0, minute: out.minute ?? 0, second: out.second ?? 0 };
}

function utcOf(w: WallClock): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** How far ahead of UTC `timeZone` is at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return utcOf(wallClockIn(whole, timeZone)) - whole;
}

const pad = (n: number, width = 2): string => n.toString().padStart(width, '0');

/**
 * Writes an instant as the wall-clock string the API expects (`YYYY-MM-DD HH:MM:SS`), as a clock in
 * `timeZone` shows it. Default zone: UTC. Use the site's zone for list filters when the site is not on UTC.
 */
export function toCalendarDateTime(date: Date, timeZone = 'UTC'): string {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid Date');
  const w = timeZone === 'UTC' ? wallClockOfUtc(date) : wallClockIn(time, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

function wallClockOfUtc(date: Date): WallClock {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

/**
 * Reads a wall-clock string of the API (`YYYY-MM-DD HH:MM:SS`, or a bare `YYYY-MM-DD`) as a time in
 * `timeZone` (default UTC) and returns the instant. A clock time that occurs twice (when clocks go back)
 * gives the earlier instant. Throws a `RangeError` for text that is not such a string.
 */
export function parseCalendarDateTime(value: string, timeZone = 'UTC'): Date {
  const m = WALL_CLOCK.exec(value.trim());
  if (!m) throw new RangeError(`Not a calendar date-time: ${JSON.stringify(value)}`);
  const [, y, mo, d, h, mi, s] = m;
  const guess = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
  if (timeZone === 'UTC') return new Date(guess);
  const first = guess - zoneOffset(guess, timeZone);
  const second = guess - zoneOffset(first, timeZone);
  return new Date(Math.min(first, second));
}

/** The fields of an event that hold its UTC start and end. */
export interface UtcDates {
  /** Start as `YYYY-MM-DD HH:MM:SS` in UTC. */
  utc_start_date?: string | undefined;
  /** End as `YYYY-MM-DD HH:MM:SS` in UTC. */
  utc_end_date?: string | undefined;
}

/** The instant an event starts, from its `utc_start_date`; undefined when the event has none. */
export function eventStart(event: UtcDates): Date | undefined {
  return event.utc_start_date ? parseCalendarDateTime(event.utc_start_date) : undefined;
}

/** The instant an event ends, from its `utc_end_date`; undefined when the event has none. */
export function eventEnd(event: UtcDates): Date | undefined {
  return event.utc_end_date ? parseCalendarDateTime(event.utc_end_date) : undefined;
}
