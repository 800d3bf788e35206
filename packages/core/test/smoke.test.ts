import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { bearerAuth, defineOperation, HttpClient } from '@typed-api/core';

const server = setupServer(
  http.get('https://api.test/v2/things/:id', ({ params, request }) =>
    HttpResponse.json({ data: { id: params.id, auth: request.headers.get('authorization'), q: new URL(request.url).search } }),
  ),
);
beforeAll(() => { server.listen({ onUnhandledRequest: 'error' }); });
afterAll(() => { server.close(); });

test('smoke', async () => {
  const op = defineOperation({
    id: 'things.get', method: 'GET', path: '/things/{id}',
    params: z.object({ id: z.string() }), query: z.object({ a: z.optional(z.array(z.string())) }),
    response: z.looseObject({ id: z.string() }),
  });
  const client = new HttpClient({ baseUrl: 'https://api.test', prefix: '/v2', auth: bearerAuth('secret-token'), unwrap: (b) => (b as { data: unknown }).data });
  const r = await client.call(op, { params: { id: 'a/b' }, query: { a: ['x', 'y'] } });
  expect(r).toEqual({ id: 'a/b', auth: 'Bearer secret-token', q: '?a=x&a=y' });
});
