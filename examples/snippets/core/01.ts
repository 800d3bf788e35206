// A code block of packages/core/README.md, type-checked (never run). Keep it identical to the README.
 
// #region readme
import * as z from 'zod/mini';
import { HttpClient } from '@typed-api/core';
import { defineOperation, nextOffset, paginate } from '@typed-api/core/internal';

const listNotes = defineOperation({
  id: 'notes.list',
  method: 'GET',
  path: '/notes',
  query: z.object({ offset: z.optional(z.number()), limit: z.optional(z.number()) }),
  response: () => z.looseObject({ items: z.array(z.looseObject({ id: z.string() })), offset: z.number(), total: z.number() }),
});

const http = new HttpClient({ baseUrl: 'https://notes.example', prefix: '/v1', unwrap: (body) => (body as { data: unknown }).data });
const page = await http.call(listNotes, { query: { limit: 50 } }); // typed from the response schema
const all = paginate({ start: 0, fetchPage: (offset: number) => http.call(listNotes, { query: { offset } }), next: nextOffset });
for await (const note of all) console.log(note.id, page.total);
// #endregion
