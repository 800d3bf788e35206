import { describe, expect, it } from 'vitest';
import { isCodeAnalysisError, NotFoundError } from '../src/index.js';
import { rejection, useFake } from './helpers.js';

const { fake, client } = useFake();

describe('admin', () => {
  it('deletes dormant accounts: then the entity is 404 and the search no longer finds it', async () => {
    const c = client({ validateResponses: true });
    expect((await c.admin.search({ search: 'dormant' })).map((g) => g.slug)).toEqual(['users']);
    const deleted = await c.admin.deleteDormantAccounts({ csv: 'email\ndan@example.test\n' });
    expect(deleted).toEqual([{ email: 'dan@example.test' }]);
    expect(await rejection(c.admin.getEntity('users', '7003'))).toBeInstanceOf(NotFoundError);
    expect(await c.admin.search({ search: 'dormant' })).toEqual([]);
    expect(await c.admin.deleteDormantAccounts({ csv: 'email\ndan@example.test\n' })).toEqual([]);
  });

  it('walks the resources of an entity one per page with for await', async () => {
    const names: unknown[] = [];
    fake.state.maxPageSize = 1;
    for await (const record of client({ validateResponses: true }).admin.listEntityResources('users', '7001', 'organizations')) names.push(record.details?.name);
    expect(names).toEqual(['acme', 'acme-labs']);
  });

  it('is for service admins only (403 otherwise)', async () => {
    const user = fake.state.account.user;
    if (user) user.isAdmin = false;
    const err = await rejection(client().admin.generateLicense({ numberOfSeats: 5, email: 'a@b.test', expirationDate: '2026-01-01T00:00:00Z' }));
    expect(isCodeAnalysisError(err, 'Forbidden')).toBe(true);
    expect(fake.state.admin.licenses).toEqual([]);
  });

  it('takes a pen test report as a file, and refuses one for an unknown organization', async () => {
    const c = client();
    await c.admin.uploadPenTestReport({ csvdata: new Blob(['a,b\n1,2\n'], { type: 'text/csv' }), provider: 'gh', organizationName: 'acme' });
    expect(fake.state.admin.penTestReports.map((r) => r.csv)).toEqual(['a,b\n1,2\n']);
    expect(await rejection(c.admin.uploadPenTestReport({ csvdata: 'x', provider: 'gh', organizationName: 'nobody' }))).toBeInstanceOf(NotFoundError);
  });
});
