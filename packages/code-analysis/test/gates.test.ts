import { describe, expect, it } from 'vitest';
import { isCodeAnalysisError, NotFoundError } from '../src/index.js';
import { rejection, useFake } from './helpers.js';

const { fake, client, requests } = useFake();
const acme = ['gh', 'acme'] as const;

describe('gate policies', () => {
  it('creates a policy, lists it, updates it, deletes it, and then answers 404', async () => {
    const c = client();
    const created = await c.gates.create(...acme, { gatePolicyName: 'Release', settings: { securityIssueThreshold: 0, securityIssueMinimumSeverity: 'High' } });
    expect(created).toMatchObject({ name: 'Release', isDefault: false, readOnly: false, meta: { nrOfQualityGates: 2, linkedRepositoriesCount: 0 } });

    const before = (await requests()).length;
    const names: string[] = [];
    fake.state.maxPageSize = 1;
    for await (const policy of c.gates.list(...acme)) names.push(policy.name);
    expect(names).toEqual(['Acme strict', 'Legacy', 'Release']);
    expect((await requests()).slice(before)).toHaveLength(3);

    const updated = await c.gates.update(...acme, created.id, { isDefault: true, settings: { diffCoverageThreshold: 75 } });
    expect(updated).toMatchObject({ isDefault: true, settings: { diffCoverageThreshold: 75 } });
    expect((await c.gates.get(...acme, 1)).isDefault).toBe(false);
    expect(await c.gates.get(...acme, created.id)).toEqual(updated);

    await c.gates.delete(...acme, created.id);
    expect((await c.gates.list(...acme).toArray()).map((p) => p.name)).toEqual(['Acme strict', 'Legacy']);
    expect(await rejection(c.gates.get(...acme, created.id))).toBeInstanceOf(NotFoundError);
  });

  it('keeps the quality gates of a read-only policy, and its name may still change', async () => {
    const c = client();
    const err = await rejection(c.gates.update(...acme, 2, { settings: { complexityThreshold: 1 } }));
    expect(isCodeAnalysisError(err, 'Conflict')).toBe(true);
    expect((await c.gates.update(...acme, 2, { gatePolicyName: 'Old rules' })).name).toBe('Old rules');
  });

  it('moves a repository between policies, and falls back to the built-in default', async () => {
    const c = client();
    await c.gates.applyToRepositories(...acme, 2, { link: ['web'] });
    expect((await c.gates.listRepositories(...acme, 1).toArray()).map((r) => r.name)).toEqual(['api']);
    expect((await c.gates.listRepositories(...acme, 2).toArray()).map((r) => r.name)).toEqual(['stuck', 'web']);
    expect(await rejection(c.gates.applyToRepositories(...acme, 1, { link: ['nowhere'] }))).toBeInstanceOf(NotFoundError);

    await c.gates.setBuiltInDefault(...acme);
    expect((await c.gates.list(...acme).toArray()).some((p) => p.isDefault)).toBe(false);
    await c.gates.setDefault(...acme, 2);
    expect((await c.gates.list(...acme).toArray()).filter((p) => p.isDefault).map((p) => p.id)).toEqual([2]);
  });
});
