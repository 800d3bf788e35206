import { expect } from 'vitest';
import type { ContractContext, Row } from './index.js';

/** Contract rows of the `enterprises` namespace. */
export function enterprisesRows(context: ContractContext): Record<string, Row> {
  const { fake } = context;
  const acmeCorp = ['gh', 'acme-corp'] as const;
  const E = '/api/v3/enterprises/gh/acme-corp';
  return {
    'enterprises.list': {
      call: (c) => c.enterprises.list('gh', { limit: 5 }),
      path: '/api/v3/enterprises/gh',
      query: { limit: '5' },
      result: (p: { items: { name: string; userRole: string }[] }) => {
        expect(p.items.map((e) => [e.name, e.userRole])).toEqual([['acme-corp', 'admin'], ['globex', 'member']]);
      },
    },
    'enterprises.get': {
      call: (c) => c.enterprises.get(...acmeCorp),
      path: E,
      result: (v: unknown) => {
        expect(v).toEqual({
          name: 'acme-corp',
          displayName: 'ACME Corporation',
          userRole: 'admin',
          url: 'https://github.com/enterprises/acme-corp',
          avatarUrl: 'https://avatars.example.test/e/acme-corp.png',
          provider: 'gh',
        });
      },
    },
    'enterprises.cleanCache': {
      call: (c) => c.enterprises.cleanCache('gh'),
      path: '/api/v3/enterprises/gh/cache/clean',
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(fake.state.enterprises.cacheCleanedAt.has('gh')).toBe(true);
      },
    },
    'enterprises.listOrganizations': {
      call: (c) => c.enterprises.listOrganizations(...acmeCorp, { limit: 1 }),
      path: `${E}/organizations`,
      query: { limit: '1' },
      result: (p: { items: { name: string; remoteId: string }[]; pagination: { total?: number } }) => {
        expect(p.items).toMatchObject([{ name: 'acme', remoteId: '92201' }]);
        expect(p.pagination.total).toBe(2);
      },
    },
    'enterprises.listSeats': {
      call: (c) => c.enterprises.listSeats(...acmeCorp, { search: 'grace', limit: 10 }),
      path: `${E}/seats`,
      query: { search: 'grace', limit: '10' },
      result: (p: { items: { providerLogin?: string; emails: string[]; isActive: boolean }[] }) => {
        expect(p.items).toMatchObject([{ providerLogin: 'grace', emails: ['grace@acme-corp.example.test'], isActive: true }]);
      },
    },
    'enterprises.exportSeatsCsv': {
      call: (c) => c.enterprises.exportSeatsCsv(...acmeCorp),
      path: '/api/v3/reports/enterprises/gh/acme-corp/seats-csv',
      result: (v: string) => {
        const lines = v.trim().split('\n');
        expect(lines[0]).toBe('providerLogin,providerId,emails,organizationsIds,createdAt,lastAnalysis,isActive');
        expect(lines).toHaveLength(4);
        expect(lines[3]).toMatch(/^linus,4102,linus@acme-corp\.example\.test,1201;1202,.*,false$/);
      },
    },
    'enterprises.listTokens': {
      call: (c) => c.enterprises.listTokens(),
      path: '/api/v3/user/enterprise/integrations',
      result: (v: unknown) => {
        expect(v).toEqual([{ provider: 'ghe' }]);
      },
    },
    'enterprises.addToken': {
      call: (c) => c.enterprises.addToken({ provider: 'gle', token: 'glpat-contract' }),
      path: '/api/v3/user/enterprise/integrations',
      body: { provider: 'gle', token: 'glpat-contract' },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect([...fake.state.enterprises.tokens.keys()]).toEqual(['ghe', 'gle']);
      },
    },
    'enterprises.deleteToken': {
      call: (c) => c.enterprises.deleteToken('ghe'),
      path: '/api/v3/user/enterprise/integrations/ghe',
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(fake.state.enterprises.tokens.size).toBe(0);
      },
    },
  };
}
