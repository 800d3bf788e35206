/** Reads a query value the way the PHP server does: `a[]=1&a[]=2` and `a=1,2` are both lists. */
export function listParam(query: URLSearchParams, name: string): string[] | undefined {
  const bracketed = query.getAll(`${name}[]`);
  if (bracketed.length) return bracketed;
  const plain = query.get(name);
  if (plain === null || plain === '') return undefined;
  return plain.split(',').map((s) => s.trim()).filter(Boolean);
}

/** Reads a boolean the way the server does (`1`, `true`, `yes`, `on` are true); undefined when absent. */
export function boolParam(query: URLSearchParams, name: string): boolean | undefined {
  const value = query.get(name);
  if (value === null || value === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** Reads a positive integer; `NaN` when present but not one. */
export function intParam(query: URLSearchParams, name: string): number | undefined {
  const value = query.get(name);
  if (value === null || value === '') return undefined;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

/** Normalizes a date filter to `YYYY-MM-DD HH:MM:SS` (the fake site runs on UTC); undefined when unreadable. */
export function normalizeDate(value: string, endOfDay: boolean): string | undefined {
  const v = value.trim();
  if (DATE_ONLY.test(v)) return `${v} ${endOfDay ? '23:59:59' : '00:00:00'}`;
  if (DATE_TIME.test(v)) {
    const [day = '', time = ''] = v.split(/[ T]/);
    return `${day} ${time.length === 5 ? `${time}:00` : time}`;
  }
  const parsed = Date.parse(v);
  if (Number.isNaN(parsed)) return undefined;
  return new Date(parsed).toISOString().slice(0, 19).replace('T', ' ');
}

/** Widens a date-time to its whole day (start or end), as the server does without `strict_dates`. */
export function wholeDay(dateTime: string, endOfDay: boolean): string {
  return `${dateTime.slice(0, 10)} ${endOfDay ? '23:59:59' : '00:00:00'}`;
}

/** A URL-friendly slug from a name. */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'untitled'
  );
}

/** The date parts the server adds next to each date string. */
export function dateDetails(value: string): Record<string, string> {
  return {
    year: value.slice(0, 4),
    month: value.slice(5, 7),
    day: value.slice(8, 10),
    hour: value.slice(11, 13),
    minutes: value.slice(14, 16),
    seconds: value.slice(17, 19),
  };
}
