import { describe, expect, test } from 'vitest';
import { ValidationError } from '@typed-api/core';
import { useFake } from './helpers.js';

// Inputs a call checks before sending whether or not it validates with the schemas: the kind of each
// value and values a JSON body cannot carry. Nothing refused reaches the wire.
const { client, requests } = useFake();

/** What a call rejects with (undefined when it resolves). */
const refusal = (call: () => PromiseLike<unknown>): Promise<unknown> => Promise.resolve().then(call).then(() => undefined, (e: unknown) => e);

describe('inputs checked by default', () => {
  test('a value of the wrong kind is refused with its path and the kind expected', async () => {
    const error = (await refusal(() => client().codingStandards.applyToRepositories('gh', 'acme', 1, { link: 'web' as never }))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.issues).toEqual([{ path: ['body', 'link'], code: 'invalid_type', message: 'must be a list (got text)' }]);
    expect(await requests()).toEqual([]);
  });

  test.each([false, true])('a function inside a JSON body is refused by its path, nothing sent (validateInputs %s)', async (validateInputs) => {
    const error = (await refusal(() => client({ validateInputs }).codingStandards.applyToRepositories('gh', 'acme', 1, { link: ['web', (() => 'x') as never] }))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.issues[0]?.path).toEqual(['body', 'link', 1]);
    expect(await requests()).toEqual([]);
  });
});
