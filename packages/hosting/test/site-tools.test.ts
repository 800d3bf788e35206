import { describe, expect, it } from 'vitest';
import { isHostingError, NotFoundError, PermissionDeniedError, UnprocessableEntityError } from '../src/index.js';
import { useFake } from './setup.js';

const { fake, client, apiRequests } = useFake();

const failure = (promise: PromiseLike<unknown>): Promise<unknown> =>
  Promise.resolve(promise).then(
    () => undefined,
    (e: unknown) => e,
  );

describe('stateful site tools of the fake', () => {
  it('notes: create, read back, change, page through, delete', async () => {
    const c = client();
    const first = await c.notes.create(1, { subject: 'Launch', body: 'Friday' });
    await c.notes.create(1, { subject: 'DNS', body: 'moved to the new zone' });
    expect(await c.notes.get(1, first.id)).toMatchObject({ subject: 'Launch', body: 'Friday' });
    expect(await c.notes.update(1, first.id, { subject: 'Launch day' })).toMatchObject({ subject: 'Launch day', body: 'Friday' });
    const subjects: string[] = [];
    for await (const note of c.notes.list(1, { per_page: 1 })) subjects.push(note.subject);
    expect(subjects).toEqual(['Launch day', 'DNS']);
    await c.notes.delete(1, first.id);
    const error = await failure(c.notes.get(1, first.id));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(isHostingError(error, 'not_found')).toBe(true);
  });

  it('DNS: a record created shows in its zone and goes away when deleted; certificates are for A records only', async () => {
    const c = client();
    const zone = await c.dns.createRecord(1, { type: 'CNAME', name: 'shop', value: 'example.com.' });
    const created = zone.records.find((r) => r.name === 'shop')!;
    expect((await c.dns.getZone(1)).records.map((r) => r.id)).toContain(created.id);
    expect(await failure(c.dns.getCertificate(1, created.id))).toBeInstanceOf(NotFoundError);
    const retry = await failure(c.dns.retryCertificate(1, created.id));
    expect(isHostingError(retry, 'bad_request') && retry.details.errors).toEqual(['SSL can only be retried on A records']);
    await c.dns.deleteRecord(1, created.id);
    expect((await c.dns.getZone(1)).records.map((r) => r.id)).not.toContain(created.id);
    expect(await failure(c.dns.getZone(99))).toBeInstanceOf(NotFoundError);
  });

  it('firewall: refuses a duplicate rule, deletes by id', async () => {
    const c = client();
    const rule = await c.firewall.create(1, { destination: 'api.partner.test', port: 443, protocol: 'tcp' });
    const duplicate = await failure(c.firewall.create(1, { destination: 'api.partner.test', port: 443, protocol: 'tcp' }));
    expect(duplicate).toBeInstanceOf(UnprocessableEntityError);
    expect(await c.firewall.list(1)).toEqual([rule]);
    await c.firewall.delete(1, rule.id!);
    expect(await failure(c.firewall.get(1, rule.id!))).toBeInstanceOf(NotFoundError);
  });

  it('performance monitoring: switching on twice is refused', async () => {
    const c = client();
    await c.performanceMonitoring.activate(1);
    expect(await failure(c.performanceMonitoring.activate(1))).toBeInstanceOf(UnprocessableEntityError);
    await c.performanceMonitoring.deactivate(1);
    expect(await failure(c.performanceMonitoring.deactivate(1))).toBeInstanceOf(UnprocessableEntityError);
  });

  it('WordPress users: a created user is listed, gets a password, and can have a sign-in link', async () => {
    const c = client();
    const user = await c.wpUsers.create(1, { email: 'editor@example.com' });
    const users = [];
    for await (const u of c.wpUsers.list(1)) users.push(u);
    expect(users.map((u) => u.user_email)).toEqual(['owner@example.com', 'editor@example.com']);
    expect(await c.wpUsers.setPassword(1, { user: Number(user.id), password: 'new secret' })).toBe('new secret');
    expect(await c.wpUsers.createLoginLink(1, { email: 'editor@example.com' })).toMatchObject({ url: expect.stringContaining('wp-login.php') as string });
    expect(await failure(c.wpUsers.createLoginLink(1, { email: 'nobody@example.com' }))).toBeInstanceOf(NotFoundError);
  });

  it('file-modification constants are set and removed one by one', async () => {
    const c = client();
    await c.wordpress.setFileModification(1, { constant: 'DISALLOW_FILE_MODS', enabled: true });
    expect(await c.wordpress.getFileModifications(1)).toEqual({ disallow_file_edit: false, disallow_file_mods: true });
    const after = await c.wordpress.setFileModification(1, { constant: 'DISALLOW_FILE_MODS', enabled: false }).withResponse();
    expect(after.data).toEqual({ disallow_file_edit: false, disallow_file_mods: false });
  });

  it('site name check: gives the reason for a malformed name and accepts a free one', async () => {
    const c = client();
    const bad = await c.sites.validateName({ name: '-bad.name' });
    expect(bad.data.valid).toBe(false);
    expect(bad.message).toContain('at least 3 characters');
    expect((await c.sites.validateName({ name: 'fresh-name' })).data.valid).toBe(true);
  });

  it('the older conversion needs the owner scope and refuses live sites', async () => {
    const weak = client({ clientId: undefined, clientSecret: undefined, accessToken: fake.issueToken(['authorized']) });
    expect(await failure(weak.sites.makeLive(3))).toBeInstanceOf(PermissionDeniedError);
    expect(await failure(client().sites.makeLive(1))).toBeInstanceOf(UnprocessableEntityError);
  });

  it('answers 404 for an unknown site on the new routes', async () => {
    const c = client();
    for (const call of [c.sftp.list(999), c.reports.statistics(999), c.licenses.get(999), c.cron.delete(999, 1)]) {
      expect(await failure(call)).toBeInstanceOf(NotFoundError);
    }
  });
});

describe('lists that page their own way', () => {
  it('walks a PHP log by scroll id, every message once, ending on the empty page', async () => {
    const logs = fake.state.sites.get(1)!.phpLogs;
    for (let i = 0; i < 450; i++) logs.push({ message: `message ${String(i)}`, severity: 'Warning', timestamp: '2024-05-01T00:00:00.000Z' });
    const seen: string[] = [];
    for await (const entry of client().logs.php(1)) seen.push(entry.message);
    expect(seen).toHaveLength(450);
    expect(new Set(seen).size).toBe(450);
    const sent = apiRequests().filter((r) => r.path === '/v1/sites/1/logs/php');
    expect(sent.map((r) => r.query.scroll_id)).toEqual([undefined, 'scroll-200', 'scroll-400', 'scroll-450']);
  });

  it('walks WordPress users by page until the total is reached', async () => {
    const users = fake.state.sites.get(1)!.wpUsers;
    for (let id = 2; id <= 5; id++) users.push({ id, user_login: `user${String(id)}`, user_email: `user${String(id)}@example.com`, roles: 'subscriber' });
    const ids: number[] = [];
    for await (const user of client().wpUsers.list(1, { per_page: 2 })) ids.push(user.id);
    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect(apiRequests().filter((r) => r.path === '/v1/sites/1/wordpress/users').map((r) => r.query.page)).toEqual(['1', '2', '3']);
  });
});
