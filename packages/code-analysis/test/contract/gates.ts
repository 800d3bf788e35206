import { expect } from 'vitest';
import type { ContractContext, Row } from './index.js';

const G = '/api/v3/organizations/gh/acme/gate-policies';

/** Contract rows of the `gates` namespace. */
export function gatesRows(context: ContractContext): Record<string, Row> {
  const { fake, org } = context;
  const policy = (id: number) => {
    const found = fake.state.gates.policies.get(id);
    if (!found) throw new Error(`gate policy ${String(id)} missing`);
    return found;
  };
  return {
    'gates.list': {
      call: (c) => c.gates.list(...org, { limit: 1 }),
      path: G,
      query: { limit: '1' },
      result: (p: { items: unknown[]; pagination?: { total?: number } }) => {
        expect(p.items).toEqual([{ id: 1, name: 'Acme strict', isDefault: true, readOnly: false, meta: { nrOfQualityGates: 7, linkedRepositoriesCount: 2 } }]);
        expect(p.pagination?.total).toBe(2);
      },
    },
    'gates.create': {
      call: (c) => c.gates.create(...org, { gatePolicyName: 'Release', isDefault: true, settings: { diffCoverageThreshold: 90, issueThreshold: { threshold: 0, minimumSeverity: 'Error' } } }),
      path: G,
      body: { gatePolicyName: 'Release', isDefault: true, settings: { diffCoverageThreshold: 90, issueThreshold: { threshold: 0, minimumSeverity: 'Error' } } },
      result: (v: { id: number; name: string; isDefault: boolean; settings: unknown; meta: unknown }) => {
        expect(v).toEqual({
          id: 3,
          name: 'Release',
          isDefault: true,
          readOnly: false,
          settings: { diffCoverageThreshold: 90, issueThreshold: { threshold: 0, minimumSeverity: 'Error' } },
          meta: { nrOfQualityGates: 2, linkedRepositoriesCount: 0 },
        });
        expect(policy(1).isDefault).toBe(false);
      },
    },
    'gates.setBuiltInDefault': {
      call: (c) => c.gates.setBuiltInDefault(...org),
      path: `${G}/setCodacyDefault`,
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect([...fake.state.gates.policies.values()].some((p) => p.isDefault)).toBe(false);
      },
    },
    'gates.delete': {
      call: (c) => c.gates.delete(...org, 2),
      path: `${G}/2`,
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(fake.state.gates.policies.has(2)).toBe(false);
      },
    },
    'gates.get': {
      call: (c) => c.gates.get(...org, 1),
      path: `${G}/1`,
      result: (v: { name: string; settings: { diffCoverageThreshold?: number; issueThreshold?: { minimumSeverity?: string } }; meta: unknown }) => {
        expect(v.name).toBe('Acme strict');
        expect(v.settings.diffCoverageThreshold).toBe(80);
        expect(v.settings.issueThreshold?.minimumSeverity).toBe('Warning');
        expect(v.meta).toEqual({ nrOfQualityGates: 7, linkedRepositoriesCount: 2 });
      },
    },
    'gates.update': {
      call: (c) => c.gates.update(...org, 1, { gatePolicyName: 'Acme strictest', settings: { complexityThreshold: 5 } }),
      path: `${G}/1`,
      body: { gatePolicyName: 'Acme strictest', settings: { complexityThreshold: 5 } },
      result: (v: { name: string; settings: unknown; meta: { nrOfQualityGates: number } }) => {
        expect(v.name).toBe('Acme strictest');
        expect(v.settings).toEqual({ complexityThreshold: 5 });
        expect(v.meta.nrOfQualityGates).toBe(1);
        expect(policy(1).name).toBe('Acme strictest');
      },
    },
    'gates.listRepositories': {
      call: (c) => c.gates.listRepositories(...org, 1),
      path: `${G}/1/repositories`,
      result: (p: { items: { repositoryId: number; name: string }[] }) => {
        expect(p.items.map((r) => r.name)).toEqual(['web', 'api']);
        expect(p.items[0]?.repositoryId).toBe(fake.state.repositories.get('gh/acme/web')?.repositoryId);
      },
    },
    'gates.applyToRepositories': {
      call: (c) => c.gates.applyToRepositories(...org, 1, { link: ['stuck'], unlink: ['api'] }),
      path: `${G}/1/repositories`,
      body: { link: ['stuck'], unlink: ['api'] },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(policy(1).repositories).toEqual(['web', 'stuck']);
        // A repository follows one policy: `stuck` left `Legacy`.
        expect(policy(2).repositories).toEqual([]);
      },
    },
    'gates.setDefault': {
      call: (c) => c.gates.setDefault(...org, 2),
      path: `${G}/2/setDefault`,
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect([policy(1).isDefault, policy(2).isDefault]).toEqual([false, true]);
      },
    },
  };
}
