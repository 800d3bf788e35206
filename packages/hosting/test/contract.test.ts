import { describe, expect, it, test } from 'vitest';
import { ResponseValidationError } from '../src/index.js';
import { operations } from '../src/operations/index.js';
import { callDerived, derivedCall } from '../../../tests/support/derived-call.js';
import { moreContracts, type Contract } from './contracts-more.js';
import { connectGit, seedBackup, seedMuPlugin } from './fixtures.js';
import { streamText, useFake } from './setup.js';

const { fake, client } = useFake();

const ack = (value: unknown): void => {
  expect(value).toMatchObject({ message: expect.any(String) as string });
};

const contracts: Contract[] = [
  // auth
  {
    id: 'auth.token',
    call: (c) => c.auth.token(),
    path: '/auth/token',
    form: { grant_type: 'client_credentials', client_id: 'test-client-id', client_secret: 'test-client-secret' },
    result: (v) => {
      expect(v).toMatchObject({ access_token: expect.stringMatching(/^tok_/) as string, token_type: 'Bearer', expires_in: 3599, scopes: ['authorized', 'owner', 'git_edit'] });
    },
  },
  {
    id: 'auth.revoke',
    call: async (c) => {
      await c.auth.token();
      await c.auth.revoke();
    },
    path: '/auth/revoke',
    form: { token: expect.stringMatching(/^tok_/) as unknown, client_id: 'test-client-id', client_secret: 'test-client-secret' },
    result: (v, f) => {
      expect(v).toBeUndefined();
      expect(f.state.revokedTokens.size).toBe(1);
    },
  },
  // account
  { id: 'account.get', call: (c) => c.account.get(), path: '/v1/account', result: (v) => { expect(v).toMatchObject({ email: 'owner@example.com', maxSites: 10 }); } },
  {
    id: 'account.update',
    call: (c) => c.account.update({ php_version: '8.4', datacenter_code: null }),
    path: '/v1/account',
    body: { php_version: '8.4', datacenter_code: null },
    result: (v, f) => {
      ack(v);
      expect(f.state.account.defaultPhpVersion).toBe('8.4');
    },
  },
  {
    id: 'account.activityLogs',
    setup: (f) => {
      f.state.activity.push({ id: 1, timestamp: '2024-01-01T00:00:00Z', name: 'site.created', source: 'api.v1', accountEmail: 'owner@example.com' });
      f.state.activity.push({ id: 2, timestamp: '2024-01-01T00:00:00Z', name: 'settings', source: 'ui', accountEmail: 'owner@example.com' });
    },
    call: (c) => c.account.activityLogs({ per_page: 10, filters: [{ field: 'source', operator: 'equals', value: 'api.v1' }] }),
    path: '/v1/account/logs/activity',
    body: { per_page: 10, filters: [{ field: 'source', operator: 'equals', value: 'api.v1' }], page: 1 },
    result: (v) => { expect(v).toMatchObject({ items: [{ id: 1, name: 'site.created' }], page: { currentPage: 1, nextPage: null, totalItems: 1 } }); },
  },
  {
    id: 'account.actions',
    call: (c) => c.account.actions(),
    path: '/v1/activity/account-actions',
    result: (v) => { expect(v).toContainEqual(expect.objectContaining({ name: expect.any(String) as string, description: expect.any(String) as string })); },
  },
  // add-ons
  { id: 'addons.listAvailable', call: (c) => c.addons.listAvailable(), path: '/v1/account/addons', result: (v) => { expect(v).toContainEqual({ id: 4, name: '5 Sites', unitAllocation: 5, priceInCents: 5000 }); } },
  { id: 'addons.listAttached', call: (c) => c.addons.listAttached(), path: '/v1/account/addons/attached', result: (v) => { expect(v).toEqual([{ name: '1 Site', quantity: 2 }]); } },
  {
    id: 'addons.setQuantity',
    call: (c) => c.addons.setQuantity({ addon_id: 4, quantity: 3 }),
    path: '/v1/account/addons',
    body: { addon_id: 4, quantity: 3 },
    result: (v) => { expect(v).toEqual([{ name: '1 Site', quantity: 2 }, { name: '5 Sites', quantity: 3 }]); },
  },
  // collaborators
  { id: 'collaborators.list', call: (c) => c.collaborators.list(), path: '/v1/collaborators', result: (v) => { expect(v).toHaveLength(2); } },
  { id: 'collaborators.get', call: (c) => c.collaborators.get(21), path: '/v1/collaborators/21', result: (v) => { expect(v).toMatchObject({ id: 21, email: 'dev@example.com', siteId: 1 }); } },
  {
    id: 'collaborators.updateAccountLevelAccess',
    call: (c) => c.collaborators.updateAccountLevelAccess({ email: 'dev@example.com', add_to_all_new: true, create_site: false, roles: ['wp_access'] }),
    path: '/v1/collaborators/update-account-level-access',
    body: { email: 'dev@example.com', add_to_all_new: true, create_site: false, roles: ['wp_access'] },
    result: (v) => { expect(v).toEqual({ email: 'dev@example.com', add_to_all_new: true, create_site: false }); },
  },
  {
    id: 'collaborators.batchCreate',
    call: (c) => c.collaborators.batchCreate({ email: 'new@example.com', siteIds: [1, 3], roles: ['sftp_access'] }),
    path: '/v1/collaborators/batch_create',
    body: { email: 'new@example.com', siteIds: [1, 3], roles: ['sftp_access'] },
    result: (v, f) => {
      expect(v).toMatchObject({ message: 'Collaborator creation scheduled for 2 sites', data: null });
      expect([...f.state.collaborators.values()].filter((x) => x.email === 'new@example.com')).toHaveLength(2);
    },
  },
  {
    id: 'collaborators.batchDestroy',
    call: (c) => c.collaborators.batchDestroy({ email: 'dev@example.com', siteIds: [-1], delete_wp_user: true }),
    path: '/v1/collaborators/batch_destroy',
    body: { email: 'dev@example.com', siteIds: [-1], delete_wp_user: true },
    result: (v, f) => {
      expect(v).toMatchObject({ message: 'Collaborator removal scheduled for 3 sites' });
      expect(f.state.collaborators.size).toBe(0);
    },
  },
  { id: 'collaborators.getSite', call: (c) => c.collaborators.getSite(21), path: '/v1/collaborators/21/site', result: (v) => { expect(v).toMatchObject({ id: 1, name: 'main-site' }); } },
  {
    id: 'collaborators.listSites',
    call: (c) => c.collaborators.listSites('dev@example.com', { per_page: 1 }),
    path: '/v1/collaborators/dev%40example.com/sites',
    query: { per_page: '1', page: '1' },
    result: (v) => { expect(v).toMatchObject({ email: 'dev@example.com', items: [{ id: 1, ipAddresses: ['192.0.2.10', '192.0.2.11'] }], page: { nextPage: 2, totalItems: 2 } }); },
  },
  {
    id: 'collaborators.getSiteByEmail',
    call: (c) => c.collaborators.getSiteByEmail('dev@example.com', 2),
    path: '/v1/collaborators/dev%40example.com/sites/2',
    result: (v) => { expect(v).toMatchObject({ email: 'dev@example.com', sites: [{ id: 2 }] }); },
  },
  {
    id: 'collaborators.favorite',
    call: (c) => c.collaborators.favorite('dev@example.com', 1),
    path: '/v1/collaborators/dev%40example.com/sites/1/favorite',
    result: (v) => { expect(v).toMatchObject({ sites: [{ id: 1, favorite: true }] }); },
  },
  {
    id: 'collaborators.unfavorite',
    setup: (f) => f.state.favorites.set('dev@example.com', new Set([1])),
    call: (c) => c.collaborators.unfavorite('dev@example.com', 1),
    path: '/v1/collaborators/dev%40example.com/sites/1/favorite',
    result: (v) => { expect(v).toMatchObject({ sites: [{ id: 1, favorite: false }] }); },
  },
  { id: 'collaborators.listForSite', call: (c) => c.collaborators.listForSite(2), path: '/v1/sites/2/collaborators', result: (v) => { expect(v).toMatchObject([{ id: 22, siteId: 2 }]); } },
  {
    id: 'collaborators.addToSite',
    call: (c) => c.collaborators.addToSite(3, { email: 'pat@example.com', roles: ['wp_access', 'sftp_access'] }),
    path: '/v1/sites/3/collaborators',
    body: { email: 'pat@example.com', roles: ['wp_access', 'sftp_access'] },
    result: (v) => { expect(v).toMatchObject({ email: 'pat@example.com', siteId: 3, roles: ['wp_access', 'sftp_access'] }); },
  },
  { id: 'collaborators.getOnSite', call: (c) => c.collaborators.getOnSite(1, 21), path: '/v1/sites/1/collaborators/21', result: (v) => { expect(v).toMatchObject({ id: 21 }); } },
  {
    id: 'collaborators.removeFromSite',
    call: (c) => c.collaborators.removeFromSite(1, 21, { delete_wp_user: true }),
    path: '/v1/sites/1/collaborators/21',
    body: { delete_wp_user: true },
    result: (v, f) => {
      ack(v);
      expect(f.state.collaborators.has(21)).toBe(false);
    },
  },
  // sites
  {
    id: 'sites.list',
    call: (c) => c.sites.list({ per_page: 2 }),
    path: '/v1/sites',
    query: { per_page: '2', paginate: 'true', page: '1' },
    result: (v) => { expect(v).toMatchObject({ items: [{ id: 1 }, { id: 2 }], page: { currentPage: 1, nextPage: 2, lastPage: 2, perPage: 2, totalItems: 3 } }); },
  },
  {
    id: 'sites.search',
    call: (c) => c.sites.search({ filters: [{ key: 'name', value: 'main' }] }),
    path: '/v1/sites/search',
    body: { filters: [{ key: 'name', value: 'main' }], page: 1 },
    result: (v) => { expect(v).toMatchObject({ items: [{ name: 'main-site' }, { name: 'main-site-staging' }], page: { totalItems: 2 } }); },
  },
  { id: 'sites.get', call: (c) => c.sites.get(1), path: '/v1/sites/1', result: (v) => { expect(v).toMatchObject({ id: 1, name: 'main-site', state: 'live' }); } },
  {
    id: 'sites.create',
    call: (c) => c.sites.create({ name: 'new-site', datacenter_code: 'AMS', php_version: '8.4' }),
    path: '/v1/sites',
    body: { name: 'new-site', datacenter_code: 'AMS', php_version: '8.4' },
    result: (v) => { expect(v).toMatchObject({ name: 'new-site', state: 'deploying', datacenterCode: 'AMS', phpVersion: '8.4' }); },
  },
  {
    id: 'sites.update',
    call: (c) => c.sites.update(1, { php_version: '8.5', wp_environment_type: 'development' }),
    path: '/v1/sites/1',
    body: { php_version: '8.5', wp_environment_type: 'development' },
    result: (v) => { expect(v).toMatchObject({ id: 1, phpVersion: '8.5', wpEnvironmentType: 'development' }); },
  },
  {
    id: 'sites.delete',
    call: (c) => c.sites.delete(3),
    path: '/v1/sites/3',
    result: (v, f) => {
      ack(v);
      expect(f.state.sites.has(3)).toBe(false);
    },
  },
  { id: 'sites.enable', setup: (f) => void (f.state.sites.get(1)!.record.state = 'disabled'), call: (c) => c.sites.enable(1), path: '/v1/sites/1/enable', result: (v) => { expect(v).toMatchObject({ state: 'live' }); } },
  { id: 'sites.disable', call: (c) => c.sites.disable(1), path: '/v1/sites/1/disable', result: (v) => { expect(v).toMatchObject({ state: 'disabled' }); } },
  {
    id: 'sites.convertToSandbox',
    call: (c) => c.sites.convert(2, 'sandbox'),
    path: '/v1/sites/2/convert/sandbox',
    result: (v, f) => {
      expect(v).toMatchObject({ id: 2, sandbox: true, staging: false });
      expect(f.state.sites.get(2)!.maintenanceMode).toBe(true);
    },
  },
  { id: 'sites.convertToLive', call: (c) => c.sites.convert(3, 'live'), path: '/v1/sites/3/convert/live', result: (v) => { expect(v).toMatchObject({ id: 3, sandbox: false, staging: false }); } },
  { id: 'sites.convertToStaging', call: (c) => c.sites.convert(3, 'staging'), path: '/v1/sites/3/convert/staging', result: (v) => { expect(v).toMatchObject({ id: 3, sandbox: false, staging: true }); } },
  { id: 'sites.convertToTemplate', call: (c) => c.sites.convert(3, 'duplikit'), path: '/v1/sites/3/convert/duplikit', result: (v) => { expect(v).toMatchObject({ id: 3, sandbox: true, duplikit: true }); } },
  {
    id: 'sites.flushObjectCache',
    call: (c) => c.sites.flushObjectCache(1),
    path: '/v1/sites/1/object-cache',
    result: (v, f) => {
      expect(v).toMatchObject({ message: 'Success', data: null });
      expect(f.state.sites.get(1)!.objectCacheFlushes).toBe(1);
    },
  },
  { id: 'sites.toggleLightWeight404', call: (c) => c.sites.toggleLightWeight404(1), path: '/v1/sites/1/light_weight_404', result: (v) => { expect(v).toEqual({ lightWeight404Enabled: true }); } },
  { id: 'sites.toggleMultisiteSupport', call: (c) => c.sites.toggleMultisiteSupport(1), path: '/v1/sites/1/multisite-support', result: (v) => { expect(v).toMatchObject({ multisiteSupport: true, state: 'deploying' }); } },
  {
    id: 'sites.toggleMaintenanceMode',
    call: (c) => c.sites.toggleMaintenanceMode(1),
    path: '/v1/sites/1/maintenance-mode',
    result: (v, f) => {
      expect(v).toEqual({ message: 'Success', data: null, errors: null });
      expect(f.state.sites.get(1)!.maintenanceMode).toBe(true);
    },
  },
  {
    id: 'sites.toggleBasicAuthentication',
    call: (c) => c.sites.toggleBasicAuthentication(1),
    path: '/v1/sites/1/basic-authentication',
    result: (v, f) => {
      ack(v);
      expect(f.state.sites.get(1)!.basicAuthentication).toBe(true);
    },
  },
  { id: 'sites.toggleMcp', call: (c) => c.sites.toggleMcp(1), path: '/v1/sites/1/wordpress-mcp', result: (v) => { expect(v).toEqual({ mcp_enabled: true }); } },
  {
    id: 'sites.favorite',
    call: (c) => c.sites.favorite(2),
    path: '/v1/sites/2/favorites',
    result: (v, f) => {
      ack(v);
      expect(f.state.sites.get(2)!.record.favorite).toBe(true);
    },
  },
  {
    id: 'sites.unfavorite',
    setup: (f) => void (f.state.sites.get(2)!.record.favorite = true),
    call: (c) => c.sites.unfavorite(2),
    path: '/v1/sites/2/favorites',
    result: (v, f) => {
      ack(v);
      expect(f.state.sites.get(2)!.record.favorite).toBe(false);
    },
  },
  {
    id: 'sites.clone',
    call: (c) => c.sites.clone(1, { name: 'copy-site', staging: true, datacenter_code: 'BUR' }),
    path: '/v1/sites/1/clone',
    body: { name: 'copy-site', staging: true, datacenter_code: 'BUR' },
    result: (v) => { expect(v).toMatchObject({ name: 'copy-site', state: 'cloning', clonedFromId: 1, staging: true, datacenterCode: 'BUR' }); },
  },
  {
    id: 'sites.transfer',
    call: (c) => c.sites.transfer({ from_site_id: 1, to_site_id: 2, database: true, uploads_directory: true, wp_environment_type: 'staging' }),
    path: '/v1/sites/sync',
    body: { from_site_id: 1, to_site_id: 2, database: true, uploads_directory: true, wp_environment_type: 'staging' },
    result: (v, f) => {
      ack(v);
      expect(f.state.sites.get(2)!.maintenanceMode).toBe(true);
    },
  },
  { id: 'sites.phpVersions', call: (c) => c.sites.phpVersions(), path: '/v1/sites/php-versions', result: (v) => { expect(v).toEqual(expect.arrayContaining([expect.any(String)])); } },
  { id: 'sites.datacenters', call: (c) => c.sites.datacenters(), path: '/v1/sites/datacenters', result: (v) => { expect(v).toContainEqual(expect.objectContaining({ code: expect.any(String) as string, name: expect.any(String) as string })); } },
  {
    id: 'sites.setWordpressVersion',
    call: (c) => c.sites.setWordpressVersion(1, { version: '6.5' }),
    path: '/v1/sites/1/wordpress/version',
    body: { version: '6.5' },
    result: (v) => { expect(v).toMatchObject({ wordpressVersion: '6.5' }); },
  },
  // domains, tags, edge cache
  { id: 'domains.list', call: (c) => c.domains.list(1), path: '/v1/sites/1/domains', result: (v) => { expect(v).toMatchObject([{ id: 11, domainName: 'example.com', primary: true }]); } },
  {
    id: 'domains.add',
    call: (c) => c.domains.add(1, { name: 'shop.example.com' }),
    path: '/v1/sites/1/domains',
    body: { name: 'shop.example.com' },
    result: (v) => { expect(v).toMatchObject([{ domainName: 'example.com' }, { domainName: 'shop.example.com', primary: false }]); },
  },
  { id: 'domains.get', call: (c) => c.domains.get(1, 11), path: '/v1/sites/1/domains/11', result: (v) => { expect(v).toMatchObject({ id: 11, domainName: 'example.com' }); } },
  {
    id: 'domains.delete',
    call: (c) => c.domains.delete(1, 11),
    path: '/v1/sites/1/domains/11',
    result: (v, f) => {
      ack(v);
      expect(f.state.sites.get(1)!.domains).toEqual([]);
    },
  },
  {
    id: 'domains.setPrimary',
    setup: (f) => void f.state.sites.get(1)!.domains.push({ id: 12, domainName: 'www.example.com', primary: false }),
    call: (c) => c.domains.setPrimary(1, 12),
    path: '/v1/sites/1/domains/12/primary',
    result: (v, f) => {
      expect(v).toMatchObject({ id: 12, primary: true });
      expect(f.state.sites.get(1)!.domains[0]!.primary).toBe(false);
    },
  },
  {
    id: 'tags.add',
    call: (c) => c.tags.add(1, { tags: [{ name: 'clients', color: 'blue' }] }),
    path: '/v1/sites/1/tags',
    body: { tags: [{ name: 'clients', color: 'blue' }] },
    result: (v) => { expect(v).toMatchObject({ id: 1, tags: [{ name: 'clients' }] }); },
  },
  {
    id: 'tags.remove',
    setup: (f) => void (f.state.sites.get(1)!.record.tags = [{ id: 5, name: 'old' }, { id: 6, name: 'keep' }]),
    call: (c) => c.tags.remove(1, { tag_ids: [5] }),
    path: '/v1/sites/1/tags',
    body: { tag_ids: [5] },
    result: (v) => { expect(v).toMatchObject({ tags: [{ id: 6, name: 'keep' }] }); },
  },
  { id: 'edgeCache.get', call: (c) => c.edgeCache.get(1), path: '/v1/sites/1/edge-cache', result: (v) => { expect(v).toEqual({ active: false, defensive_mode: { active: false, active_until: null } }); } },
  {
    id: 'edgeCache.toggle',
    call: (c) => c.edgeCache.toggle(1),
    path: '/v1/sites/1/edge-cache',
    result: (v, f) => {
      ack(v);
      expect(f.state.sites.get(1)!.record.edgeCache).toBe('enabled');
    },
  },
  { id: 'edgeCache.purge', setup: (f) => void (f.state.sites.get(1)!.edgeCacheActive = true), call: (c) => c.edgeCache.purge(1), path: '/v1/sites/1/edge-cache', result: ack },
  {
    id: 'edgeCache.setDefensiveMode',
    setup: (f) => void (f.state.sites.get(1)!.edgeCacheActive = true),
    call: (c) => c.edgeCache.setDefensiveMode(1, { duration: '1h' }),
    path: '/v1/sites/1/edge-cache/defensive-mode',
    body: { duration: '1h' },
    result: (v) => { expect(v).toMatchObject({ id: 1, edgeCacheDefensiveMode: true }); },
  },
  // backups and restores
  { id: 'backups.list', call: (c) => c.backups.list(1), path: '/v1/sites/1/backups', result: (v) => { expect(v).toEqual([{ timestamp: '2024-05-02-00-00', siteId: 1, databaseBackupId: 102, filesystemBackupId: 101 }]); } },
  { id: 'backups.listFilesystem', call: (c) => c.backups.listFilesystem(1), path: '/v1/sites/1/backups/fs', result: (v) => { expect(v).toMatchObject([{ id: '101', type: 'fs', site_id: 1 }]); } },
  { id: 'backups.listDatabase', call: (c) => c.backups.listDatabase(1), path: '/v1/sites/1/backups/db', result: (v) => { expect(v).toMatchObject([{ id: '102', type: 'db', site_id: 1 }]); } },
  {
    id: 'backups.download',
    call: async (c) => streamText(await c.backups.download(1, '102')),
    path: '/v1/sites/1/backups/102',
    accept: 'application/x-bzip2, application/octet-stream, application/sql, text/plain, application/json',
    result: (v) => {
      expect(v).toMatch(/^-- database dump\nINSERT INTO/);
      expect((v as string).length).toBe(64 * 1024);
    },
  },
  {
    id: 'restores.create',
    call: (c) => c.restores.create(1, { filesystem_id: 101, database_id: 102, restore_on_site_id: 2 }),
    path: '/v1/sites/1/restores',
    body: { filesystem_id: 101, database_id: 102, restore_on_site_id: 2 },
    result: (v, f) => {
      ack(v);
      expect(f.state.sites.get(2)!.restores).toMatchObject([{ filesystemId: '101', databaseId: '102', fromSiteId: 1 }]);
    },
  },
  {
    id: 'restores.get',
    setup: (f) => void f.state.sites.get(1)!.restores.push({ id: 77, status: 'completed', logMessages: ['done'] }),
    call: (c) => c.restores.get(1, 77),
    path: '/v1/sites/1/restores/77',
    result: (v) => { expect(v).toEqual({ id: 77, status: 'completed', logMessages: ['done'] }); },
  },
  // on-demand backups
  { id: 'ondemandBackups.list', setup: (f) => void seedBackup(f), call: (c) => c.ondemandBackups.list(1), path: '/v1/sites/1/ondemand-backups', result: (v) => { expect(v).toMatchObject([{ requestId: 500, status: 'completed' }]); } },
  {
    id: 'ondemandBackups.create',
    call: (c) => c.ondemandBackups.create(1, { backup_type: 'fs' }),
    path: '/v1/sites/1/ondemand-backups',
    body: { backup_type: 'fs' },
    result: (v) => { expect(v).toMatchObject({ id: null, requestId: expect.any(Number) as number, siteId: 1, status: 'creating', type: 'fs', completed: null }); },
  },
  { id: 'ondemandBackups.get', setup: (f) => void seedBackup(f), call: (c) => c.ondemandBackups.get(1, 500), path: '/v1/sites/1/ondemand-backups/500', result: (v) => { expect(v).toMatchObject({ id: '500', status: 'completed' }); } },
  {
    id: 'ondemandBackups.download',
    setup: (f) => void seedBackup(f, { type: 'fs' }),
    call: async (c) => streamText(await c.ondemandBackups.download(1, 500)),
    path: '/v1/sites/1/ondemand-backups/500/download',
    accept: 'application/x-bzip2, application/octet-stream, application/sql, text/plain, application/json',
    result: (v) => { expect(v).toMatch(/^BZh91AY&SY/); },
  },
  { id: 'ondemandBackups.delete', setup: (f) => void seedBackup(f), call: (c) => c.ondemandBackups.delete(1, 500), path: '/v1/sites/1/ondemand-backups/500', result: (v) => { expect(v).toMatchObject({ id: '500', status: 'deleting' }); } },
  // plugins
  { id: 'plugins.list', call: (c) => c.plugins.list(1), path: '/v1/sites/1/plugins', result: (v) => { expect(v).toContainEqual(expect.objectContaining({ name: 'hello-dolly', status: 'active' })); } },
  {
    id: 'plugins.install',
    call: (c) => c.plugins.install(1, { plugins: [{ path: 'forms' }, { path: 'https://downloads.test/cache-tool.zip', version: '2.0' }] }),
    path: '/v1/sites/1/plugins',
    body: { plugins: [{ path: 'forms' }, { path: 'https://downloads.test/cache-tool.zip', version: '2.0' }] },
    result: (v, f) => {
      expect(v).toEqual({ message: 'Success', data: null, errors: null });
      expect(f.state.sites.get(1)!.plugins.map((p) => p.name)).toEqual(expect.arrayContaining(['forms', 'cache-tool']));
    },
  },
  {
    id: 'plugins.update',
    call: (c) => c.plugins.update(1, { plugins: [{ path: 'hello-dolly', version: '1.7.3' }] }),
    path: '/v1/sites/1/plugins',
    body: { plugins: [{ path: 'hello-dolly', version: '1.7.3' }] },
    result: (v, f) => {
      ack(v);
      expect(f.state.sites.get(1)!.plugins[0]!.version).toBe('1.7.3');
    },
  },
  {
    id: 'plugins.activate',
    setup: (f) => void (f.state.sites.get(1)!.plugins[0]!.status = 'inactive'),
    call: (c) => c.plugins.activate(1, { plugins: [{ path: 'hello-dolly' }] }),
    path: '/v1/sites/1/plugins/activate',
    body: { plugins: [{ path: 'hello-dolly' }] },
    result: (v, f) => {
      ack(v);
      expect(f.state.sites.get(1)!.plugins[0]!.status).toBe('active');
    },
  },
  {
    id: 'plugins.deactivate',
    call: (c) => c.plugins.deactivate(1, { plugins: [{ path: 'hello-dolly' }] }),
    path: '/v1/sites/1/plugins/deactivate',
    body: { plugins: [{ path: 'hello-dolly' }] },
    result: (v, f) => {
      ack(v);
      expect(f.state.sites.get(1)!.plugins[0]!.status).toBe('inactive');
    },
  },
  {
    id: 'plugins.delete',
    call: (c) => c.plugins.delete(1, { plugins: [{ path: 'hello-dolly' }] }),
    path: '/v1/sites/1/plugins',
    body: { plugins: [{ path: 'hello-dolly' }] },
    result: (v, f) => {
      ack(v);
      expect(f.state.sites.get(1)!.plugins.map((p) => p.name)).not.toContain('hello-dolly');
    },
  },
  {
    id: 'securityAlerts.plugins',
    call: (c) => c.securityAlerts.plugins(1),
    path: '/v1/sites/1/security-alerts/plugins',
    result: (v) => { expect(v).toMatchObject({ active: [{ name: 'hello-dolly', security_risk: true, security_alerts: [{ fixed_in: '1.7.3' }] }], 'drop-ins': [{ name: 'object-cache' }] }); },
  },
  { id: 'securityAlerts.themes', call: (c) => c.securityAlerts.themes(1), path: '/v1/sites/1/security-alerts/themes', result: (v) => { expect(v).toMatchObject({ active: [], inactive: [] }); } },
  // must-use plugins
  {
    id: 'muPlugins.list',
    setup: (f) => void seedMuPlugin(f),
    call: (c) => c.muPlugins.list({ per_page: 5 }),
    path: '/v1/mu-plugins',
    query: { per_page: '5', page: '1' },
    result: (v) => { expect(v).toMatchObject({ items: [{ id: 700, existingSites: true, futureSites: true, slug: 'loader.php' }], page: { totalItems: 1, nextPage: null } }); },
  },
  { id: 'muPlugins.get', setup: (f) => void seedMuPlugin(f), call: (c) => c.muPlugins.get(700), path: '/v1/mu-plugins/700', result: (v) => { expect(v).toMatchObject({ id: 700, existingSites: true, path: 'https://files.test/tools/loader.php' }); } },
  {
    id: 'muPlugins.create',
    call: (c) => c.muPlugins.create({ path: 'https://files.test/mu/guard.php', existing_sites: true, future_sites: false }),
    path: '/v1/mu-plugins',
    body: { path: 'https://files.test/mu/guard.php', existing_sites: true, future_sites: false },
    result: (v) => { expect(v).toMatchObject({ existing_sites: true, future_sites: false, slug: 'guard.php' }); },
  },
  { id: 'muPlugins.refresh', setup: (f) => void seedMuPlugin(f), call: (c) => c.muPlugins.refresh(700), path: '/v1/mu-plugins/700', result: (v) => { expect(v).toMatchObject({ id: 700, existing_sites: true }); } },
  {
    id: 'muPlugins.delete',
    setup: (f) => void seedMuPlugin(f),
    call: (c) => c.muPlugins.delete(700),
    path: '/v1/mu-plugins/700',
    result: (v, f) => {
      ack(v);
      expect(f.state.muPlugins.size).toBe(0);
    },
  },
  // themes, site activity, install options, password reset
  { id: 'themes.list', call: (c) => c.themes.list(1), path: '/v1/sites/1/themes', result: (v) => { expect(v).toMatchObject([{ name: 'classic', status: 'active' }, { name: 'minimal', status: 'inactive' }]); } },
  {
    id: 'themes.install',
    call: (c) => c.themes.install(1, { themes: [{ path: 'https://downloads.test/bright.zip' }] }),
    path: '/v1/sites/1/themes',
    body: { themes: [{ path: 'https://downloads.test/bright.zip' }] },
    result: (v, f) => {
      ack(v);
      expect(f.state.sites.get(1)!.themes.map((t) => t.name)).toContain('bright');
    },
  },
  {
    id: 'themes.update',
    call: (c) => c.themes.update(1, { themes: [{ path: 'minimal', version: '1.1' }] }),
    path: '/v1/sites/1/themes',
    body: { themes: [{ path: 'minimal', version: '1.1' }] },
    result: (v, f) => {
      ack(v);
      expect(f.state.sites.get(1)!.themes[1]).toMatchObject({ version: '1.1', update: 'none' });
    },
  },
  {
    id: 'themes.activate',
    call: (c) => c.themes.activate(1, { themes: [{ path: 'minimal' }] }),
    path: '/v1/sites/1/themes/activate',
    body: { themes: [{ path: 'minimal' }] },
    result: (v, f) => {
      ack(v);
      expect(f.state.sites.get(1)!.themes.map((t) => t.status)).toEqual(['inactive', 'active']);
    },
  },
  {
    id: 'themes.delete',
    call: (c) => c.themes.delete(1, { themes: [{ path: 'minimal' }] }),
    path: '/v1/sites/1/themes',
    body: { themes: [{ path: 'minimal' }] },
    result: (v, f) => {
      ack(v);
      expect(f.state.sites.get(1)!.themes.map((t) => t.name)).toEqual(['classic']);
    },
  },
  {
    id: 'sites.activityLogs',
    setup: (f) => void f.state.sites.get(1)!.activity.push({ id: 9, timestamp: '2024-01-01T00:00:00Z', name: 'wordpress.object_cache', source: 'ui' }),
    call: (c) => c.sites.activityLogs(1, { per_page: 5 }),
    path: '/v1/sites/1/logs/activity',
    body: { per_page: 5, page: 1 },
    result: (v) => { expect(v).toMatchObject({ items: [{ id: 9, name: 'wordpress.object_cache' }], page: { totalItems: 1 } }); },
  },
  { id: 'sites.actions', call: (c) => c.sites.actions(), path: '/v1/activity/site-actions', result: (v) => { expect(v).toContainEqual(expect.objectContaining({ name: expect.any(String) as string, description: expect.any(String) as string })); } },
  { id: 'sites.installOptions', call: (c) => c.sites.installOptions(), path: '/v1/sites/install-options', result: (v) => { expect(v).toEqual(expect.arrayContaining([expect.any(String)])); } },
  {
    id: 'collaborators.resetWpPassword',
    call: (c) => c.collaborators.resetWpPassword(1, 21),
    path: '/v1/sites/1/collaborators/21/wp-password-reset',
    result: (v) => { expect(v).toMatch(/^pw-/); },
  },
  // git
  { id: 'git.get', call: (c) => c.git.get(1), path: '/v1/sites/1/git', result: (v) => { expect(v).toMatchObject({ connected: false, hasToken: false, repository: null }); } },
  { id: 'git.storeToken', call: (c) => c.git.storeToken(1, { token: 'provider-token' }), path: '/v1/sites/1/git/token', body: { token: 'provider-token' }, result: (v) => { expect(v).toEqual({ stored: true }); } },
  { id: 'git.revokeToken', setup: (f) => void (f.state.sites.get(1)!.git.token = 'x'), call: (c) => c.git.revokeToken(1), path: '/v1/sites/1/git/token', result: (v) => { expect(v).toEqual({ revoked: true }); } },
  {
    id: 'git.connect',
    setup: (f) => void (f.state.sites.get(1)!.git.token = 'provider-token'),
    call: (c) => c.git.connect(1, { repository: 'https://git.test/acme/site.git', branch: 'main', destination_path: 'wp-content', repository_subdirectory: 'src' }),
    path: '/v1/sites/1/git',
    body: { repository: 'https://git.test/acme/site.git', branch: 'main', destination_path: 'wp-content', repository_subdirectory: 'src' },
    result: (v, f) => {
      expect(v).toEqual({ repository: 'https://git.test/acme/site.git', branch: 'main', destinationPath: 'wp-content', repositorySubdirectory: 'src', connected: true, hasToken: true });
      expect(f.state.sites.get(1)!.git.history).toHaveLength(1);
    },
  },
  {
    id: 'git.update',
    setup: (f) => { connectGit(f); },
    call: (c) => c.git.update(1, { branch: 'develop', destination_path: '' }),
    path: '/v1/sites/1/git',
    body: { branch: 'develop', destination_path: '' },
    result: (v) => { expect(v).toMatchObject({ branch: 'develop', destinationPath: null, connected: true }); },
  },
  {
    id: 'git.disconnect',
    setup: (f) => { connectGit(f); },
    call: (c) => c.git.disconnect(1),
    path: '/v1/sites/1/git',
    result: (v, f) => {
      expect(v).toEqual({ disconnected: true });
      expect(f.state.sites.get(1)!.git.token).toBeNull();
    },
  },
  { id: 'git.branches', setup: (f) => { connectGit(f); }, call: (c) => c.git.branches(1), path: '/v1/sites/1/git/branches', result: (v) => { expect(v).toEqual(['main', 'develop']); } },
  { id: 'git.deploy', setup: (f) => { connectGit(f); }, call: (c) => c.git.deploy(1), path: '/v1/sites/1/git/deploy', result: (v) => { expect(v).toEqual({ deploy_id: expect.any(Number) as number, state: 'processing' }); } },
  {
    id: 'git.history',
    setup: (f) => {
      connectGit(f);
      f.state.sites.get(1)!.git.history.push({ id: 41, state: 'deployed', branch: 'main', after: 'abc', before: 'def' });
    },
    call: (c) => c.git.history(1, { per_page: 10 }),
    path: '/v1/sites/1/git/history',
    query: { per_page: '10', page: '1' },
    result: (v) => { expect(v).toMatchObject({ items: [{ id: 41, state: 'deployed' }], page: { currentPage: 1, nextPage: null, perPage: 10, totalItems: 1 } }); },
  },
  ...moreContracts,
];

/**
 * Every operation's contract: the one written for it, or one derived from its description (its method called
 * with path values its params take and a sample of its inputs, sent to its path, its answer taken as it comes).
 */
const everyContract: Contract[] = operations.map((op) => {
  const written = contracts.find((contract) => contract.id === op.id);
  if (written) return written;
  const call = derivedCall(op);
  return {
    id: op.id,
    call: (c) => callDerived(c, call),
    path: `${op.id.startsWith('auth.') ? '' : '/v1'}${call.path}`,
    ...(Object.keys(call.query).length > 0 ? { query: { ...call.query } } : {}),
    ...(call.body === undefined ? {} : { body: call.body }),
    result: () => undefined,
  };
});

test('contracts name described operations only', () => {
  const ids = new Set(operations.map((op) => op.id));
  expect(contracts.map((c) => c.id).filter((id) => !ids.has(id))).toEqual([]);
});

test('each contract uses the path template its operation declares', () => {
  for (const contract of everyContract) {
    const op = operations.find((o) => o.id === contract.id)!;
    const template = new RegExp(`^${(op.id.startsWith('auth.') ? '' : '/v1') + op.path.replace(/\{\w+\}/g, '[^/]+')}$`);
    expect(contract.path, contract.id).toMatch(template);
  }
});

describe('contract', () => {
  it.each(everyContract)('$id: $path', async (contract) => {
    // The method is the operation's own, from its description: a contract does not say it again.
    const method = operations.find((o) => o.id === contract.id)?.method;
    contract.setup?.(fake);
    const value = await contract.call(client());
    const sent = fake.state.requests.filter((r) => r.method === method && r.path === contract.path);
    const request = sent[sent.length - 1];
    expect(request, 'request on the wire').toBeDefined();
    expect(request!.query).toEqual(contract.query ?? {});
    if (contract.form) {
      expect(request!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded\b/);
      expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual(contract.form);
      expect(request!.headers.authorization).toBeUndefined();
    } else {
      expect(request!.headers.authorization).toMatch(/^Bearer tok_1_/);
      expect(request!.headers.accept).toBe(contract.accept ?? 'application/json');
      if (contract.body === undefined) {
        expect(request!.body).toBe('');
      } else {
        expect(request!.headers['content-type']).toBe('application/json');
        expect(JSON.parse(request!.body)).toEqual(contract.body);
      }
    }
    contract.result(value, fake);
  });
});

describe('responses validated strictly', () => {
  // The same calls with `validateResponses: 'strict'`: the client loads the response schemas on first use
  // and every answer of the fake must match the schema its operation names.
  it.each(everyContract)('$id passes its schema', async (contract) => {
    contract.setup?.(fake);
    const value = await contract.call(client({ validateResponses: 'strict' }));
    contract.result(value, fake);
  });

  it('raises ResponseValidationError for an answer that breaks its schema', async () => {
    // @ts-expect-error an email the account schema refuses, on purpose (the state is typed by the response types)
    fake.state.account.email = 42;
    const error: unknown = await client({ validateResponses: 'strict' }).account.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues.map((i) => i.path.join('.'))).toContain('email');
    // Without validation the same answer comes back as sent.
    await expect(client().account.get()).resolves.toMatchObject({ email: 42 });
  });
});
