// The facts the generated interfaces write under each field's meaning (scripts/facts.ts).
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { openEnum } from '../../packages/core/src/schema.js';
import { elementOf, factsOf, fieldOf, objectBranch } from '../../scripts/facts.js';

const venue = z.object({ id: z.number() });
const names = new Map<unknown, string>([[venue, 'Venue']]);
const answer = (schema: unknown, optional = false, spec?: Parameters<typeof factsOf>[1]['spec']): string => factsOf(schema, { input: false, optional, names, spec });
const input = (schema: unknown, optional = false, spec?: Parameters<typeof factsOf>[1]['spec']): string => factsOf(schema, { input: true, optional, names, spec });

describe('the facts of a field', () => {
  it('say the kind of value, its bounds and whether it may be null or absent', () => {
    expect(answer(z.string())).toBe('Text.');
    expect(answer(z.optional(z.nullable(z.string())), true)).toBe('Text. May be `null`. Not always present.');
    expect(input(z.optional(z.int().check(z.gte(128))), true)).toBe('A whole number at least 128. Optional.');
    expect(input(z.number().check(z.gt(0), z.lt(1)))).toBe('A number above 0 and below 1. Required.');
    expect(input(z.string().check(z.minLength(1)))).toBe('Non-empty text. Required.');
    expect(input(z.string().check(z.minLength(2), z.maxLength(8)))).toBe('Text of 2 to 8 characters. Required.');
    expect(answer(z.string().check(z.regex(/^\d+$/)))).toBe('Digits.');
    expect(answer(z.array(venue))).toBe('A list, each a `Venue`.');
    expect(answer(z.union([venue, z.tuple([])]))).toBe('A `Venue` or an empty list.');
    expect(answer(z.record(z.string(), z.boolean()))).toBe('An object of values by key, each `true` or `false`.');
    expect(answer(z.templateLiteral([z.number()]))).toBe('A number written as text.');
    // A choice inside a list is bracketed; one value or a list of the same is said once.
    expect(answer(z.array(z.union([z.number(), z.string()])))).toBe('A list, each (a number or text).');
    expect(input(z.optional(z.union([z.number(), z.string(), z.array(z.union([z.number(), z.string()]))])), true)).toBe('A number or text, or a list of these. Optional.');
  });

  it('list the values of an enum, and say when others may come', () => {
    expect(answer(z.enum(['draft', 'publish']))).toBe("One of `'draft'` or `'publish'`.");
    expect(answer(openEnum(['a', 'b', 'c']))).toBe("One of `'a'`, `'b'` or `'c'`, or another value the API adds later.");
    expect(answer(z.enum(Array.from({ length: 14 }, (_, i) => `v${String(i)}`) as [string, ...string[]]))).toMatch(/`'v11'` and 2 more\.$/);
  });

  it('give an input its default, ours or the description’s', () => {
    expect(input(z._default(z.boolean(), true), true)).toBe('`true` or `false`. Optional; defaults to `true`.');
    expect(input(z.optional(z.int()), true, { default: 100, minimum: 1, maximum: 100 })).toBe('A whole number from 1 to 100. Optional; the API takes `100` when it is left out.');
  });

  it('take from the description what our schema does not check', () => {
    expect(answer(z.string(), false, { format: 'date-time' })).toBe('Text: a date and time in ISO 8601 form.');
    expect(answer(z.string(), false, { enum: ['clone', 'runMetrics'] })).toBe("Text. The description lists `'clone'` or `'runMetrics'`.");
    expect(answer(z.number(), false, { format: 'int64' })).toBe('A whole number.');
  });
});

describe('the walk beside the types', () => {
  it('finds a field through wrappers and unions, a list’s items and an object branch', () => {
    const item = z.object({ name: z.string() });
    const body = z.union([z.object({ items: z.array(item), total: z.optional(z.number()) }), z.string()]);
    expect(fieldOf(z.optional(body), 'total')).toBeDefined();
    expect(fieldOf(body, 'missing')).toBeUndefined();
    expect(elementOf(fieldOf(body, 'items'))).toBe(item);
    expect(elementOf(z.union([z.string(), z.array(item)]))).toBe(item);
    expect(objectBranch(z.nullable(z.union([z.string(), item])), ['name'])).toBe(item);
  });
});
