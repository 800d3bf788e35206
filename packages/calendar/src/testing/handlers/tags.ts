import type { FakeHandlers } from '@typed-api/core/testing';
import type * as tags from '../../operations/tags.js';
import type { FakeContext } from '../site.js';
import { termHandlers } from './terms.js';

/** The tag operations: the term handlers, by operation id. */
export function tagHandlers(ctx: FakeContext): FakeHandlers<typeof tags> {
  const terms = termHandlers(ctx, 'tags');
  return {
    'tags.list': (request) => {
      const page = terms.list(request);
      return request.reply(page.body, { headers: page.headers });
    },
    'tags.create': (request) => request.reply(terms.create(request), { status: 201 }),
    'tags.get': terms.read,
    'tags.update': terms.write,
    'tags.delete': terms.remove,
  };
}
