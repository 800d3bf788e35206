import { describe, expect, it } from 'vitest';
import { ValidationError, type HostingClient } from '../src/index.js';
import { useFake } from './setup.js';

const { fake, client } = useFake();

/** A bad call, the issue path it is refused at, and what refuses it: the input rules every call checks, or the schemas (`validateInputs`). */
type Case = [string, (c: HostingClient) => unknown, string, 'rules' | 'schemas'];

// Each call breaks a rule of the API that the client can know; none may reach the network.
const cases: Case[] = [
  ['php version outside the list', (c) => c.account.update({ php_version: '7.4' as '8.2' }), 'body.php_version', 'rules'],
  ['unknown datacenter code', (c) => c.account.update({ datacenter_code: 'XYZ' as 'AMS' }), 'body.datacenter_code', 'rules'],
  ['activity log page over 50', (c) => c.account.activityLogs({ per_page: 51 }), 'body.per_page', 'schemas'],
  ['activity filter on an unknown field', (c) => c.account.activityLogs({ filters: [{ field: 'user' as 'source', operator: 'equals', value: 'x' }] }), 'body.filters.0.field', 'schemas'],
  ['unknown collaborator role', (c) => c.collaborators.batchCreate({ email: 'a@example.com', siteIds: [1], roles: ['admin' as 'wp_access'] }), 'body.roles.0', 'rules'],
  ['role of account-level access', (c) => c.collaborators.updateAccountLevelAccess({ email: 'a@example.com', roles: ['root' as 'wp_access'] }), 'body.roles.0', 'rules'],
  ['bulk operation without sites', (c) => c.collaborators.batchDestroy({ email: 'a@example.com', siteIds: [] }), 'body.siteIds', 'schemas'],
  ['backup type', (c) => c.ondemandBackups.create(1, { backup_type: 'full' as 'fs' }), 'body.backup_type', 'rules'],
  ['environment type of a transfer', (c) => c.sites.transfer({ from_site_id: 1, to_site_id: 2, wp_environment_type: 'prod' as 'production' }), 'body.wp_environment_type', 'rules'],
  ['environment type of a site', (c) => c.sites.update(1, { wp_environment_type: 'live' as 'production' }), 'body.wp_environment_type', 'rules'],
  ['php version of a new site', (c) => c.sites.create({ name: 'good-name', php_version: '8.1' as '8.2' }), 'body.php_version', 'rules'],
  ['datacenter of a clone', (c) => c.sites.clone(1, { name: 'good-name', datacenter_code: 'LHR' as 'AMS' }), 'body.datacenter_code', 'rules'],
  ['conversion target', (c) => c.sites.convert(1, 'production' as 'live'), 'target', 'rules'],
  ['plugin install path that is not a slug or zip URL', (c) => c.plugins.install(1, { plugins: [{ path: 'https://downloads.test/plugin.tar.gz' }] }), 'body.plugins.0.path', 'schemas'],
  ['plugin install from plain http', (c) => c.plugins.install(1, { plugins: [{ path: 'http://downloads.test/plugin.zip' }] }), 'body.plugins.0.path', 'schemas'],
  ['empty plugin list', (c) => c.plugins.update(1, { plugins: [] }), 'body.plugins', 'schemas'],
  ['plugin update by URL', (c) => c.plugins.update(1, { plugins: [{ path: 'https://downloads.test/plugin.zip' }] }), 'body.plugins.0.path', 'schemas'],
  ['activate with a path', (c) => c.plugins.activate(1, { plugins: [{ path: '../evil' }] }), 'body.plugins.0.path', 'schemas'],
  ['delete with an empty slug', (c) => c.plugins.delete(1, { plugins: [{ path: '' }] }), 'body.plugins.0.path', 'schemas'],
  ['must-use plugin over http', (c) => c.muPlugins.create({ path: 'http://files.test/a.php', existing_sites: true, future_sites: true }), 'body.path', 'schemas'],
  ['must-use plugin that is not a .php file', (c) => c.muPlugins.create({ path: 'https://files.test/a.zip', existing_sites: true, future_sites: true }), 'body.path', 'schemas'],
  ['must-use plugin without flags', (c) => c.muPlugins.create({ path: 'https://files.test/a.php' } as never), 'body.existing_sites', 'rules'],
  ['site id that is not positive', (c) => c.sites.get(-1), 'params.siteId', 'rules'],
  ['fractional site id', (c) => c.git.get(1.5), 'params.siteId', 'rules'],
  ['tag without anything', (c) => c.tags.remove(1, { tag_ids: [] }), 'body.tag_ids', 'schemas'],
  ['no commands to run', (c) => c.wordpress.runWpCli(1, { commands: [] }), 'body.commands', 'schemas'],
  ['zone id that is not positive', (c) => c.dns.getZone(0), 'params.zoneId', 'rules'],
  ['empty SFTP user name', (c) => c.sftp.get(1, ''), 'params.username', 'rules'],
];

/** The error a call ends with, checking that nothing at all went out: not even a token request. */
async function refusal(call: () => unknown): Promise<unknown> {
  const requestsBefore = fake.state.requests.length;
  let error: unknown;
  try {
    await call();
  } catch (e) {
    error = e;
  }
  expect(fake.state.requests.length).toBe(requestsBefore);
  return error;
}

describe('input rules checked before sending', () => {
  it.each(cases)('%s (with validateInputs)', async (_name, call, path) => {
    const error = await refusal(() => call(client({ validateInputs: true })));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it.each(cases.filter(([, , , by]) => by === 'rules'))('%s (by the input rules of every call)', async (_name, call, path) => {
    const error = await refusal(() => call(client()));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('leaves what only the schemas know to the server without validateInputs', async () => {
    const error = await client().plugins.update(1, { plugins: [] }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ValidationError);
    expect(fake.state.requests.some((r) => r.path === '/v1/sites/1/plugins')).toBe(true);
  });

  it('accepts the values the rules allow', async () => {
    const c = client();
    await c.account.update({ php_version: '8.5', datacenter_code: 'AMS' });
    await c.account.activityLogs({ per_page: 50 });
    await c.plugins.install(1, { plugins: [{ path: 'forms', version: '1.2.3' }, { path: 'https://downloads.test/tool.zip' }] });
    await c.muPlugins.create({ path: 'https://files.test/dir/tool.php?raw=1', existing_sites: false, future_sites: true });
    await c.collaborators.batchCreate({ email: 'b@example.com', siteIds: [-1], roles: ['manage_git', 'wp_access'] });
    expect(fake.state.account.defaultDatacenter).toBe('AMS');
  });
});

// Where the contract states no rule, the API judges the value: these reach the network, whatever it answers.
const leftToTheApi: [string, (c: HostingClient) => unknown][] = [
  ['a collaborator address in any form', (c) => c.collaborators.addToSite(1, { email: 'not-an-email' })],
  ['a site name the API may refuse', (c) => c.sites.create({ name: 'my.site' })],
  ['a negative add-on quantity', (c) => c.addons.setQuantity({ addon_id: 1, quantity: -2 })],
  ['a domain name in any form', (c) => c.domains.add(1, { name: 'not a domain' })],
  ['a PHP file permission outside the known ones', (c) => c.wordpress.setPhpFsPermissions(1, { php_fs_permission: 'rwx' })],
  ['a wp-config constant outside the known ones', (c) => c.wordpress.setFileModification(1, { constant: 'WP_DEBUG', enabled: true })],
  ['a DNS record with an empty type', (c) => c.dns.createRecord(1, { type: '', name: 'www', value: 'x', ttl: -1 })],
  ['a firewall port above 65535', (c) => c.firewall.create(1, { destination: 'a.test', port: 70000 })],
  ['a negative usage limit', (c) => c.usageLimits.setDatabase(1, { limit: -1 })],
  ['a note with an empty subject', (c) => c.notes.create(1, { subject: '', body: 'x' })],
];

describe('values the contract does not restrict', () => {
  it.each(leftToTheApi)('%s is sent', async (_name, call) => {
    const requestsBefore = fake.state.requests.length;
    let error: unknown;
    try {
      await call(client());
    } catch (e) {
      error = e;
    }
    expect(error).not.toBeInstanceOf(ValidationError);
    expect(fake.state.requests.length).toBeGreaterThan(requestsBefore);
  });
});

it('rejects a bad conversion target through the returned promise, not by throwing', async () => {
  const pending = client().sites.convert(1, 'nowhere' as 'live');
  await expect(pending).rejects.toBeInstanceOf(ValidationError);
});
