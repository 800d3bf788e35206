import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { eventListSchema, eventSchema, organizerListSchema, organizerSchema, venueListSchema, venueSchema } from '../src/responses/index.js';

// Real response bodies of the API (from the server's own test snapshots), with brand words and
// placeholder ids replaced by neutral values.
const dir = join(import.meta.dirname, 'fixtures', 'examples');
const load = (name: string): unknown => JSON.parse(readFileSync(join(dir, name), 'utf8'));

describe('real response bodies parse with the schemas', () => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  test('all six examples are present', () => {
    expect(files).toHaveLength(6);
  });

  test.each(files)('%s', (file) => {
    const body = load(file);
    const schema = file.startsWith('events-archive')
      ? eventListSchema
      : file.startsWith('venues-archive')
        ? venueListSchema
        : file.startsWith('organizers-archive')
          ? organizerListSchema
          : file.startsWith('venue-single')
            ? venueSchema
            : organizerSchema;
    const result = z.safeParse(schema, body);
    expect(result.error?.issues ?? []).toEqual([]);
    // Loose objects keep fields the schema does not name.
    expect(result.data).toEqual(body);
  });

  test('event details come out typed, unknown fields kept', () => {
    const parsed = eventListSchema.parse(load('events-archive-additional-fields.json'));
    const [first] = parsed.events ?? [];
    expect(first?.start_date).toBe('2084-07-14 12:00:00');
    expect(first?.start_date_details?.year).toBe('2084');
    expect(first?.image).toBe(false);
    expect(first?.venue).toEqual([]);
    expect(first?.custom_fields).toEqual({ _extra_custom_1: { label: 'Cool Field', value: 'Cool Value' } });
    expect(parsed.total).toBe(3);
  });

  test('a hidden name comes back as an empty array and still parses', () => {
    const venues = venueListSchema.parse(load('venues-archive-password-protected.json')).venues ?? [];
    expect(venues.map((v) => Array.isArray(v.venue))).toContain(true);
    expect(venues.map((v) => v.venue)).toContain('Post title 2');
  });

  test('a body that contradicts the schema is refused', () => {
    expect(z.safeParse(eventSchema, { id: 'abc', title: 'x', start_date: 's', end_date: 'e' }).success).toBe(false);
  });
});
