// The calls a contract test makes for an operation that has no row written for it (derived-call.ts).
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { defineOperation } from '../../packages/core/src/describe.js';
import { callDerived, derivedCall } from './derived-call.js';

describe('derivedCall', () => {
  test('path values its params take (a number where they want one), then a sample of its required inputs; its path with those values', () => {
    const op = defineOperation({
      id: 'boards.addNote',
      method: 'POST',
      path: '/boards/{boardId}/notes/{slot}',
      params: z.object({ boardId: z.number(), slot: z.string() }),
      query: z.object({ notify: z.boolean(), tag: z.optional(z.string()) }),
      body: z.object({ text: z.string(), color: z.enum(['pink', 'blue']) }),
    });
    const call = derivedCall(op);
    expect(call).toEqual({
      namespace: 'boards',
      method: 'addNote',
      args: [1, 'x1', { notify: true, text: 'string', color: 'pink' }],
      path: '/boards/1/notes/x1',
      body: { text: 'string', color: 'pink' },
      query: { notify: 'true' },
    });
  });

  test('a body under a key goes under it; an operation without inputs gets the path values alone', () => {
    const items = defineOperation({ id: 'boards.push', method: 'POST', path: '/boards/{boardId}/items', params: z.object({ boardId: z.string() }), body: z.array(z.string()), bodyKey: 'items' });
    expect(derivedCall(items).args).toEqual(['x1', { items: ['string'] }]);
    const get = defineOperation({ id: 'boards.get', method: 'GET', path: '/boards/{boardId}', params: z.object({ boardId: z.string() }) });
    expect(derivedCall(get)).toMatchObject({ args: ['x1'], path: '/boards/x1', query: {} });
  });

  test('callDerived calls the method it names on the client, and refuses one the client lacks', async () => {
    const seen: unknown[][] = [];
    const client = { boards: { get: (...args: unknown[]) => Promise.resolve((seen.push(args), 'answered')) } };
    const get = defineOperation({ id: 'boards.get', method: 'GET', path: '/boards/{boardId}', params: z.object({ boardId: z.string() }) });
    await expect(callDerived(client, derivedCall(get))).resolves.toBe('answered');
    expect(seen).toEqual([['x1']]);
    const missing = defineOperation({ id: 'boards.drop', method: 'DELETE', path: '/boards/{boardId}', params: z.object({ boardId: z.string() }) });
    await expect(callDerived(client, derivedCall(missing))).rejects.toThrow('no method boards.drop');
  });
});
