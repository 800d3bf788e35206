import type { FakeHandlers } from '@typed-api/core/testing';
import { operations } from '../../operations/index.js';
import type * as root from '../../operations/root.js';
import type { FakeContext } from '../site.js';

/** Handlers of the namespace's own operations: its route index and its interface description. */
export function rootHandlers(ctx: FakeContext): FakeHandlers<typeof root> {
  return {
    'root.index': () => ({
      namespace: 'calendar/events/v1',
      routes: Object.fromEntries(
        operations.map((op) => [`/calendar/events/v1${op.path.replace(/\{(\w+)\}/g, '(?P<$1>[^/]+)')}`, { namespace: 'calendar/events/v1', methods: [op.method] }]),
      ),
    }),
    'root.doc': () => ({
      openapi: '3.0.0',
      info: { title: 'Calendar REST API (fake)', version: '1.0.0' },
      servers: [{ url: `${ctx.root}/` }],
      paths: Object.fromEntries(operations.filter((op) => op.path !== '').map((op) => [op.path, {}])),
    }),
  };
}
