import * as z from 'zod/mini';
import { HttpClient, type ClientOptions, type RequestOptions } from '@typed-api/core';
import { nextOffset, paginate } from '@typed-api/core/internal';
import { defineOperation } from '@typed-api/core/describe';

/** The shape of a note, as the example API returns it. */
const Note = z.looseObject({ id: z.string(), text: z.string() });
/** One page of notes. */
const NotePage = z.looseObject({ items: z.array(Note), offset: z.number(), limit: z.number(), count: z.number(), total: z.number() });

const listNotes = defineOperation({
  id: 'notes.list',
  method: 'GET',
  path: '/notes',
  query: z.object({ offset: z.optional(z.number()), limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(1000))) }),
  response: () => NotePage,
});

/** How a package is built on the core, in twenty lines: one operation, one client, one paginated list. */
export class NotesClient {
  readonly #http: HttpClient;

  constructor(options: ClientOptions) {
    this.#http = new HttpClient({ ...options, prefix: '/v1', unwrap: (body) => (body as { data: unknown }).data });
  }

  /** Lists notes; `for await` walks all of them, page by page. */
  list(query: { limit?: number } = {}, options?: RequestOptions) {
    return paginate({
      start: 0,
      fetchPage: (offset: number) => this.#http.call(listNotes, { input: { ...query, offset } }, options),
      next: (page) => nextOffset(page),
    });
  }
}
