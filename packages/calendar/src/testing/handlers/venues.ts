import type { FakeHandlers } from '@typed-api/core/testing';
import type * as venues from '../../operations/venues.js';
import type { FakeContext } from '../site.js';
import { linkedPostHandlers } from './linked-posts.js';

/** The venue operations: the linked-post handlers, by operation id. */
export function venueHandlers(ctx: FakeContext): FakeHandlers<typeof venues> {
  const posts = linkedPostHandlers(ctx, 'venues');
  return {
    'venues.list': (request) => {
      const page = posts.list(request);
      return request.reply(page.body, { headers: page.headers });
    },
    'venues.create': (request) => request.reply(posts.create(request), { status: 201 }),
    'venues.get': posts.read,
    'venues.update': posts.write,
    'venues.delete': posts.trash,
    'venues.getBySlug': posts.read,
    'venues.updateBySlug': posts.write,
    'venues.deleteBySlug': posts.trash,
  };
}
