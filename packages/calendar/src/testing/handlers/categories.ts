import type { FakeHandlers } from '@typed-api/core/testing';
import type * as categories from '../../operations/categories.js';
import type { FakeContext } from '../site.js';
import { termHandlers } from './terms.js';

/** The category operations: the term handlers, by operation id. */
export function categoryHandlers(ctx: FakeContext): FakeHandlers<typeof categories> {
  const terms = termHandlers(ctx, 'categories');
  return {
    'categories.list': (request) => {
      const page = terms.list(request);
      return request.reply(page.body, { headers: page.headers });
    },
    'categories.create': (request) => request.reply(terms.create(request), { status: 201 }),
    'categories.get': terms.read,
    'categories.update': terms.write,
    'categories.delete': terms.remove,
  };
}
