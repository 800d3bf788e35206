import { describe, expect, test } from 'vitest';
import { appendQuery, type QueryEncoding } from '@typed-api/core/internal';

// How query values reach the wire: what is left out, how arrays and booleans are written for each API's
// dialect, and that nothing is ever sent as the text `undefined` or `null`.

function query(values: Record<string, unknown> | undefined, encoding?: QueryEncoding): string {
  const params = new URLSearchParams('keep=1');
  appendQuery(params, values, encoding);
  return decodeURIComponent(params.toString());
}

describe('query values', () => {
  test('undefined and null are left out, as is a missing query; values already there are kept', () => {
    expect(query({ a: undefined, b: null, c: 'x' })).toBe('keep=1&c=x');
    expect(query(undefined)).toBe('keep=1');
  });

  test('strings, numbers, bigints, dates and objects have one written form each', () => {
    expect(query({ s: 'a b', n: 1.5, z: 0, big: 12n, d: new Date('2026-01-02T03:04:05Z'), o: { x: [1] }, empty: '' })).toBe(
      'keep=1&s=a+b&n=1.5&z=0&big=12&d=2026-01-02T03:04:05.000Z&o={"x":[1]}&empty=',
    );
  });

  test('booleans: true/false by default, 1/0 for APIs that read numbers', () => {
    expect(query({ t: true, f: false })).toBe('keep=1&t=true&f=false');
    expect(query({ t: true, f: false }, { booleans: '1-0' })).toBe('keep=1&t=1&f=0');
    expect(query({ t: true }, { booleans: 'true-false' })).toBe('keep=1&t=true');
  });

  test('arrays repeat the name by default, or take brackets, or join with commas; null and undefined items are left out', () => {
    const list = { ids: [1, null, 'b', undefined, true] };
    expect(query(list)).toBe('keep=1&ids=1&ids=b&ids=true');
    expect(query(list, { arrays: 'repeat' })).toBe('keep=1&ids=1&ids=b&ids=true');
    expect(query(list, { arrays: 'brackets' })).toBe('keep=1&ids[]=1&ids[]=b&ids[]=true');
    expect(query(list, { arrays: 'comma', booleans: '1-0' })).toBe('keep=1&ids=1,b,1');
  });

  test('an empty array (or one of nulls) sends nothing, in every format', () => {
    for (const arrays of ['repeat', 'brackets', 'comma'] as const) {
      expect(query({ ids: [] }, { arrays }), arrays).toBe('keep=1');
      expect(query({ ids: [null, undefined] }, { arrays }), arrays).toBe('keep=1');
    }
  });
});
