import type { FakeHandlers } from '@typed-api/core/testing';
import type * as organizers from '../../operations/organizers.js';
import type { FakeContext } from '../site.js';
import { linkedPostHandlers } from './linked-posts.js';

/** The organizer operations: the linked-post handlers, by operation id. */
export function organizerHandlers(ctx: FakeContext): FakeHandlers<typeof organizers> {
  const posts = linkedPostHandlers(ctx, 'organizers');
  return {
    'organizers.list': (request) => {
      const page = posts.list(request);
      return request.reply(page.body, { headers: page.headers });
    },
    'organizers.create': (request) => request.reply(posts.create(request), { status: 201 }),
    'organizers.get': posts.read,
    'organizers.update': posts.write,
    'organizers.delete': posts.trash,
    'organizers.getBySlug': posts.read,
    'organizers.updateBySlug': posts.write,
    'organizers.deleteBySlug': posts.trash,
  };
}
