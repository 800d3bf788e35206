import { describe, expect, test } from 'vitest';
import { ValidationError } from '@typed-api/core';
import { useFake } from './setup.js';

// Inputs a call checks before sending whether or not it validates with the schemas: the kind of each
// value, JSON text given for items, and values a JSON body cannot carry. Nothing refused reaches the wire.
const { client, wire } = useFake();

/** What a call rejects with (undefined when it resolves). */
const refusal = (call: PromiseLike<unknown>): Promise<unknown> => Promise.resolve(call).then(() => undefined, (e: unknown) => e);

describe('inputs checked by default', () => {
  test('a value of the wrong kind is refused with its path and the kind expected', async () => {
    const p = client();
    const queue = await p.requestQueues.create();
    const sentBefore = (await wire()).length;
    const error = (await refusal(p.requestQueues.lockHead(queue.id, { lockSecs: 'bla' as never }))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.issues).toEqual([{ path: ['query', 'lockSecs'], code: 'invalid_type', message: 'must be a whole number (got text)' }]);
    expect(await wire()).toHaveLength(sentBefore);
  });

  test('items given as JSON text are sent as they are, once', async () => {
    const p = client();
    const dataset = await p.datasets.create();
    await p.datasets.pushItems(dataset.id, { items: '[{"a":1}]' });
    const push = (await wire()).find((w) => w.method === 'POST' && w.path.endsWith('/items'));
    expect(push?.body).toBe('[{"a":1}]');
    expect((await p.datasets.listItems(dataset.id)).items).toEqual([{ a: 1 }]);
    const error = (await refusal(p.datasets.pushItems(dataset.id, { items: 'a=b' }))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.issues[0]?.message).toMatch(/^is a string, so it is sent as JSON text, but it is not JSON/);
  });

  test.each([false, true])('a function inside an Actor input is refused by its path, nothing sent (validateInputs %s)', async (validateInputs) => {
    const p = client({ validateInputs });
    const actor = await p.actors.create({ name: 'fn' });
    const sentBefore = (await wire()).length;
    const error = (await refusal(p.actors.start(actor.id, { input: { url: 'u', parse: () => 1 } }))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.issues).toEqual([{ path: ['body', 'input', 'parse'], code: 'invalid_type', message: expect.stringMatching(/^is a function, which JSON cannot carry/) as unknown }]);
    const big = (await refusal(p.datasets.pushItems('d', { items: [{ n: 1n }] }))) as ValidationError;
    expect(big.issues[0]?.path).toEqual(['body', 'items', 0, 'n']);
    expect(await wire()).toHaveLength(sentBefore);
  });
});
