import { expect } from 'vitest';
import type { ContractContext, Row } from './index.js';

/** Contract rows of the `admin` namespace. */
export function adminRows(context: ContractContext): Record<string, Row> {
  const { fake } = context;
  const admin = () => fake.state.admin;
  const csv = 'login,email\ndan,dan@example.test\nghost,ghost@example.test\n';
  return {
    'admin.deleteDormantAccounts': {
      call: (c) => c.admin.deleteDormantAccounts({ csv }),
      path: '/api/v3/admin/dormantAccounts',
      rawBody: (body, contentType) => {
        expect(contentType).toBe('text/plain');
        expect(body).toBe(csv);
      },
      result: (v: unknown) => {
        expect(v).toEqual([{ email: 'dan@example.test' }]);
        expect(admin().entities.some((e) => e.id === 7003)).toBe(false);
      },
    },
    'admin.uploadPenTestReport': {
      call: (c) => c.admin.uploadPenTestReport({ csvdata: 'finding,severity\nxss,high\n', provider: 'gh', organizationName: 'acme' }),
      path: '/api/v3/admin/security/penTest/reports',
      rawBody: (body, contentType) => {
        expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
        expect(body).toContain('name="csvdata"; filename="report.csv"');
        expect(body).toContain('name="organizationName"');
      },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(admin().penTestReports).toEqual([{ provider: 'gh', organizationName: 'acme', csv: 'finding,severity\nxss,high\n' }]);
      },
    },
    'admin.generateLicense': {
      call: (c) => c.admin.generateLicense({ numberOfSeats: 50, email: 'ops@acme.example.test', expirationDate: '2026-06-30T00:00:00Z', autoAddAuthors: true }),
      path: '/api/v3/admin/license',
      body: { numberOfSeats: 50, email: 'ops@acme.example.test', expirationDate: '2026-06-30T00:00:00Z', autoAddAuthors: true },
      result: (v: string) => {
        expect(v).toMatch(/^LIC1-/);
        expect(admin().licenses).toEqual([{ email: 'ops@acme.example.test', numberOfSeats: 50, expirationDate: '2026-06-30T00:00:00Z', key: v }]);
      },
    },
    'admin.search': {
      call: (c) => c.admin.search({ search: 'acme' }),
      path: '/api/v3/admin',
      query: { search: 'acme' },
      result: (v: unknown) => {
        expect(v).toEqual([{ slug: 'organizations', items: [{ identifier: '1201', displayName: 'acme' }] }]);
      },
    },
    'admin.getEntity': {
      call: (c) => c.admin.getEntity('users', '7002'),
      path: '/api/v3/admin/users/7002',
      result: (v: { id: number; displayName: string; availableResources?: string[]; resources?: unknown }) => {
        expect(v).toMatchObject({ id: 7002, groupSlug: 'users', displayName: 'Grace Hopper', availableResources: ['organizations', 'tokens'] });
        expect(v.resources).toBeUndefined();
      },
    },
    'admin.listEntityResources': {
      call: (c) => c.admin.listEntityResources('users', '7001', 'organizations', { limit: 1 }),
      path: '/api/v3/admin/users/7001/organizations',
      query: { limit: '1' },
      result: (p: { items: { details?: Record<string, unknown> }[]; pagination: { cursor?: string; total?: number } }) => {
        expect(p.items.map((i) => i.details?.name)).toEqual(['acme']);
        expect(p.pagination.total).toBe(2);
      },
    },
  };
}
