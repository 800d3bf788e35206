// Every entry point of @typed-api/core: the application's and the subpaths the API packages use.
import * as z from 'zod/mini';
import ky from 'ky';
import { ConnectionError, HttpClient, memoryStore, TypedApiError } from '@typed-api/core';
import { schemaChecks } from '@typed-api/core/checks';
import { defineOperation } from '@typed-api/core/describe';
import { nextOffset, paginate } from '@typed-api/core/internal';
import { kyFetch } from '@typed-api/core/ky';
import * as schema from '@typed-api/core/schema';
import * as testing from '@typed-api/core/testing';
import { serveHandlers } from '@typed-api/core/testing/node';

const listNotes = defineOperation({
  id: 'notes.list',
  method: 'GET',
  path: '/notes',
  query: z.object({ offset: z.optional(z.number()), limit: z.optional(z.number()) }),
  response: () => z.looseObject({ items: z.array(z.looseObject({ id: z.string() })), offset: z.number(), total: z.number() }),
});

const server = await serveHandlers([]);
const http = new HttpClient({
  baseUrl: server.url,
  prefix: '/v1',
  unwrap: (body) => (body as { data: unknown }).data,
  fetch: kyFetch(ky.create({})),
  limitStore: memoryStore(),
});
try {
  const page = await http.call(listNotes, { input: { limit: 50 } });
  const all = paginate({ start: 0, fetchPage: (offset: number) => http.call(listNotes, { input: { offset } }), next: nextOffset });
  for await (const note of all) console.log(note.id, page.total);
} catch (err) {
  if (err instanceof ConnectionError) console.log(err.name, err.message);
  else if (err instanceof TypedApiError) console.log(err.name, err.attempt);
  else throw err;
}
console.log(typeof schemaChecks, Object.keys(schema).length, Object.keys(testing).length);
await server.close();
