import { expect } from 'vitest';
import type { ContractContext, Row } from './index.js';

const S = '/api/v3/organizations/gh/acme/segments';

/** Contract rows of the `segments` namespace. */
export function segmentsRows(context: ContractContext): Record<string, Row> {
  const { fake, org } = context;
  return {
    'segments.listKeys': {
      call: (c) => c.segments.listKeys(...org, { search: 't', limit: 1 }),
      path: `${S}/keys`,
      query: { search: 't', limit: '1' },
      result: (p: { items: string[]; pagination?: { total?: number; cursor?: string } }) => {
        expect(p.items).toEqual(['team']);
        expect(p.pagination?.total).toBe(2);
        expect(p.pagination?.cursor).toBeTypeOf('string');
      },
    },
    'segments.listKeysWithIds': {
      call: (c) => c.segments.listKeysWithIds(...org),
      path: `${S}/keys/ids`,
      result: (p: { items: unknown[] }) => {
        expect(p.items).toEqual([
          { id: 301, key: 'team' },
          { id: 302, key: 'tier' },
        ]);
      },
    },
    'segments.syncStatus': {
      call: (c) => c.segments.syncStatus(...org),
      path: `${S}/sync`,
      result: (v: unknown) => {
        expect(v).toEqual({ status: 'Completed' });
      },
    },
    'segments.sync': {
      call: (c) => c.segments.sync(...org),
      path: `${S}/sync`,
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(fake.state.segments.organizations.get('gh/acme')?.status).toBe('Syncing');
      },
    },
    'segments.listValues': {
      call: (c) => c.segments.listValues(...org, 'team', { search: 'pay' }),
      path: `${S}/team/values`,
      query: { search: 'pay' },
      result: (p: { items: unknown[] }) => {
        expect(p.items).toEqual([{ id: 3012, name: 'team', value: 'payments', description: 'Billing and checkout' }]);
      },
    },
  };
}
