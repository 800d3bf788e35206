import { describe, expect, it } from 'vitest';
import { ValidationError } from '@typed-api/core';
import { useFake } from './setup.js';

// Inputs a call checks before sending whether or not it validates with the schemas: the kind of each
// value and values a JSON body cannot carry. Nothing refused reaches the wire.
const { client, apiRequests } = useFake();

/** What a call rejects with (undefined when it resolves). */
const refusal = (call: () => PromiseLike<unknown>): Promise<unknown> => Promise.resolve().then(call).then(() => undefined, (e: unknown) => e);

describe('inputs checked by default', () => {
  it('a value of the wrong kind is refused with its path and the kind expected', async () => {
    const error = (await refusal(() => client().sites.list({ per_page: '5' as never }))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.issues).toEqual([{ path: ['query', 'per_page'], code: 'invalid_type', message: 'must be a whole number (got text)' }]);
    expect(apiRequests()).toEqual([]);
  });

  it.each([false, true])('a bigint inside a JSON body is refused by its path, nothing sent (validateInputs %s)', async (validateInputs) => {
    const error = (await refusal(() => client({ validateInputs }).plugins.install(1, { plugins: [{ path: 'forms', version: 1n as never }] }))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.issues).toEqual([{ path: ['body', 'plugins', 0, 'version'], code: 'invalid_type', message: expect.any(String) as unknown }]);
    // Without the schemas, the walk of the body says why; with them, the schema of the version refuses it first.
    if (!validateInputs) expect(error.issues[0]?.message).toMatch(/^is a bigint, which JSON cannot carry; send it as a number/);
    expect(apiRequests()).toEqual([]);
  });
});
