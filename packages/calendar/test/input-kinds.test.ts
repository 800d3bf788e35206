import { describe, expect, test } from 'vitest';
import { ValidationError } from '@typed-api/core';
import { editorClient, useFake, visitorClient } from './helpers.js';

// Inputs a call checks before sending whether or not it validates with the schemas: the kind of each
// value, the rules between inputs, and values a JSON body cannot carry. Nothing refused reaches the wire.
const { fake } = useFake();

/** What a call rejects with (undefined when it resolves). */
const refusal = (call: () => PromiseLike<unknown>): Promise<unknown> => Promise.resolve().then(call).then(() => undefined, (e: unknown) => e);

describe('inputs checked by default', () => {
  test('a value of the wrong kind is refused with its path and the kind expected', async () => {
    const error = (await refusal(() => visitorClient(fake).events.list({ featured: 'yes' as never }))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.issues).toEqual([{ path: ['query', 'featured'], code: 'invalid_type', message: 'must be true or false (got text)' }]);
    expect(fake.state.requests).toHaveLength(0);
  });

  test.each([false, true])('geoloc_lat without geoloc_lng is refused, pointing at the one missing (validateInputs %s)', async (validateInputs) => {
    const error = (await refusal(() => visitorClient(fake, { validateInputs }).events.list({ geoloc_lat: 48.8 }))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.issues).toEqual([{ path: ['query', 'geoloc_lng'], code: 'custom', message: '`geoloc_lat` and `geoloc_lng` go together: `geoloc_lat` is given, so give `geoloc_lng` too (or leave them all out)' }]);
    expect(fake.state.requests).toHaveLength(0);
  });

  test('a symbol inside a JSON body is refused by its path, nothing sent', async () => {
    // (With validateInputs the venue's schema leaves the unknown key out: nothing JSON cannot carry is left to send.)
    const event = { title: 'Talk', start_date: '2030-01-02 10:00:00', end_date: '2030-01-02 11:00:00', venue: { venue: 'Hall', note: Symbol('x') } as never };
    const error = (await refusal(() => editorClient(fake).events.create(event))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.issues).toEqual([{ path: ['body', 'venue', 'note'], code: 'invalid_type', message: expect.stringMatching(/^is a symbol, which JSON cannot carry/) as unknown }]);
    expect(fake.state.requests).toHaveLength(0);
  });
});
