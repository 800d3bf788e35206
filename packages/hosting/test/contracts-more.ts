import { expect } from 'vitest';
import type { HostingClient } from '../src/index.js';
import type { HostingFake } from '../src/testing/index.js';

/** What one operation must put on the wire and give back. */
export interface Contract {
  id: string;
  setup?: (fake: HostingFake) => void;
  call: (client: HostingClient) => PromiseLike<unknown>;
  /** Where the call goes (its method is the operation's, from the description). */
  path: string;
  query?: Record<string, string>;
  /** Expected JSON body; omitted means no body. */
  body?: unknown;
  /** Expected form body (token endpoints). */
  form?: Record<string, unknown>;
  /** Expected `Accept` header; omitted means `application/json`. */
  accept?: string;
  /** Checks the unwrapped result (and, where useful, the fake's state after the call). */
  result: (value: unknown, fake: HostingFake) => void;
}

const ack = (value: unknown): void => {
  expect(value).toMatchObject({ message: expect.any(String) as string });
};

const site = (f: HostingFake, id = 1) => f.state.sites.get(id)!;

/** Contracts of the DNS, site access, WordPress, monitoring and limit operations. */
export const moreContracts: Contract[] = [
  // dns
  { id: 'dns.listZones', call: (c) => c.dns.listZones(), path: '/v1/zones', result: (v) => { expect(v).toEqual([{ id: 1, name: 'example.com', created: '2024-01-02T00:00:00.000Z', updated: '2024-01-02T00:00:00.000Z' }]); } },
  { id: 'dns.getZone', call: (c) => c.dns.getZone(1), path: '/v1/zones/1/records', result: (v) => { expect(v).toMatchObject({ id: 1, name: 'example.com', records: [{ id: 31, type: 'A', siteId: 1 }, { id: 32, type: 'TXT' }] }); } },
  {
    id: 'dns.createRecord',
    call: (c) => c.dns.createRecord(1, { type: 'CNAME', name: 'www', value: 'example.com.', ttl: 600 }),
    path: '/v1/zones/1/records',
    body: { type: 'CNAME', name: 'www', value: 'example.com.', ttl: 600 },
    result: (v) => { expect(v).toMatchObject({ id: 1, records: [{ id: 31 }, { id: 32 }, { type: 'CNAME', name: 'www', value: 'example.com.', ttl: 600, zoneId: 1 }] }); },
  },
  { id: 'dns.deleteRecord', call: (c) => c.dns.deleteRecord(1, 32), path: '/v1/zones/1/records/32', result: (v) => { expect(v).toMatchObject({ id: 1, records: [{ id: 31 }] }); } },
  {
    id: 'dns.addEmailProviderRecords',
    call: (c) => c.dns.addEmailProviderRecords(1, { provider: 'mailhost' }),
    path: '/v1/zones/1/providers',
    body: { provider: 'mailhost' },
    result: (v, f) => {
      ack(v);
      expect(f.state.zones.get(1)!.records.filter((r) => r.type === 'MX')).toHaveLength(2);
    },
  },
  { id: 'dns.getCertificate', call: (c) => c.dns.getCertificate(1, 31), path: '/v1/zones/1/records/31/ssl', result: (v) => { expect(v).toMatchObject({ recordId: 31, provisioned: true }); } },
  {
    id: 'dns.retryCertificate',
    call: (c) => c.dns.retryCertificate(1, 31),
    path: '/v1/zones/1/records/31/ssl',
    result: (v, f) => {
      ack(v);
      expect(f.state.zones.get(1)!.records[0]!.sslRetries).toBe(1);
    },
  },
  {
    id: 'domains.createSetupLink',
    call: (c) => c.domains.createSetupLink(1, { name: 'shop.example.org' }),
    path: '/v1/sites/1/domains/entri_link',
    body: { name: 'shop.example.org' },
    result: (v) => { expect(v).toMatchObject({ sharable_link: expect.any(String) as string }); },
  },
  // sites
  {
    id: 'sites.validateName',
    call: (c) => c.sites.validateName({ name: 'main-site' }),
    path: '/v1/sites/validate',
    body: { name: 'main-site' },
    result: (v) => { expect(v).toMatchObject({ message: 'Site name is already taken', data: { valid: false } }); },
  },
  { id: 'sites.makeLive', call: (c) => c.sites.makeLive(2), path: '/v1/sites/2/convert', result: (v) => { expect(v).toMatchObject({ id: 2, staging: false, sandbox: false, wpEnvironmentType: 'production' }); } },
  // sftp
  { id: 'sftp.list', call: (c) => c.sftp.list(1), path: '/v1/sites/1/ftp', result: (v) => { expect(v).toMatchObject([{ username: 'main-site', owner: true, siteId: 1 }]); } },
  { id: 'sftp.get', call: (c) => c.sftp.get(1, 'main-site'), path: '/v1/sites/1/ftp/main-site', result: (v) => { expect(v).toMatchObject({ id: 101, username: 'main-site', email: 'owner@example.com' }); } },
  {
    id: 'sftp.resetPassword',
    call: (c) => c.sftp.resetPassword(1, 'main-site'),
    path: '/v1/sites/1/ftp/password/main-site',
    result: (v, f) => {
      expect(v).toMatch(/^pw-/);
      expect(site(f).sftpUsers[0]!.password).toBe(v);
    },
  },
  {
    id: 'sftp.disconnectSsh',
    call: (c) => c.sftp.disconnectSsh(1),
    path: '/v1/sites/1/disconnect-ssh',
    result: (v, f) => {
      ack(v);
      expect(site(f).sshDisconnects).toBe(1);
    },
  },
  // notes
  {
    id: 'notes.list',
    setup: (f) => void site(f).notes.push({ id: 90, subject: 'Launch', body: 'Friday', author: 'owner@example.com' }, { id: 91, subject: 'DNS', body: 'moved' }),
    call: (c) => c.notes.list(1, { per_page: 1 }),
    path: '/v1/sites/1/notes',
    query: { per_page: '1', page: '1' },
    result: (v) => { expect(v).toMatchObject({ items: [{ id: 90, subject: 'Launch' }], page: { currentPage: 1, nextPage: 2, totalItems: 2 } }); },
  },
  {
    id: 'notes.create',
    call: (c) => c.notes.create(1, { subject: 'Backups', body: 'Daily at noon' }),
    path: '/v1/sites/1/notes',
    body: { subject: 'Backups', body: 'Daily at noon' },
    result: (v, f) => {
      expect(v).toMatchObject({ id: expect.any(Number) as number, subject: 'Backups', body: 'Daily at noon', author: 'owner@example.com' });
      expect(site(f).notes).toHaveLength(1);
    },
  },
  { id: 'notes.get', setup: (f) => void site(f).notes.push({ id: 90, subject: 'Launch', body: 'Friday' }), call: (c) => c.notes.get(1, 90), path: '/v1/sites/1/notes/90', result: (v) => { expect(v).toEqual({ id: 90, subject: 'Launch', body: 'Friday' }); } },
  {
    id: 'notes.update',
    setup: (f) => void site(f).notes.push({ id: 90, subject: 'Launch', body: 'Friday', editor: 'dev@example.com' }),
    call: (c) => c.notes.update(1, 90, { body: 'Monday' }),
    path: '/v1/sites/1/notes/90',
    body: { body: 'Monday' },
    result: (v) => { expect(v).toMatchObject({ id: 90, subject: 'Launch', body: 'Monday', editor: 'owner@example.com' }); },
  },
  {
    id: 'notes.delete',
    setup: (f) => void site(f).notes.push({ id: 90, subject: 'Launch', body: 'Friday' }),
    call: (c) => c.notes.delete(1, 90),
    path: '/v1/sites/1/notes/90',
    result: (v, f) => {
      ack(v);
      expect(site(f).notes).toEqual([]);
    },
  },
  // logs
  {
    id: 'logs.php',
    setup: (f) => void site(f).phpLogs.push({ message: 'PHP Warning: x', severity: 'Warning', timestamp: '2024-05-01T00:00:00.000Z' }, { message: 'PHP Notice', severity: 'Notice', timestamp: '2024-05-01T00:00:00.000Z' }),
    call: (c) => c.logs.php(1, { status: 'Warning' }),
    path: '/v1/sites/1/logs/php',
    query: { status: 'Warning' },
    result: (v) => { expect(v).toEqual({ items: [{ message: 'PHP Warning: x', severity: 'Warning', timestamp: '2024-05-01T00:00:00.000Z' }], scroll_id: 'scroll-1' }); },
  },
  {
    id: 'logs.server',
    setup: (f) => void site(f).serverLogs.push({ status: 404, request_type: 'GET', request_url: '/missing', user_ip: '198.51.100.7' }, { status: 200, request_type: 'GET', request_url: '/', user_ip: '198.51.100.7' }),
    call: (c) => c.logs.server(1, { status: 404, request_type: 'GET', user_ip: '198.51.100.7', scroll_id: 'scroll-0' }),
    path: '/v1/sites/1/logs/server',
    query: { status: '404', request_type: 'GET', user_ip: '198.51.100.7', scroll_id: 'scroll-0' },
    result: (v) => { expect(v).toMatchObject({ items: [{ status: 404, request_url: '/missing' }], scroll_id: 'scroll-1' }); },
  },
  // reports
  { id: 'reports.statistics', call: (c) => c.reports.statistics(1), path: '/v1/sites/1/statistics', result: (v) => { expect(v).toMatchObject({ id: expect.any(Number) as number }); } },
  { id: 'reports.performance', call: (c) => c.reports.performance(1), path: '/v1/sites/1/reports/performance/latest', result: (v) => { expect(v).toEqual(expect.any(Object)); } },
  { id: 'reports.usage', call: (c) => c.reports.usage(1), path: '/v1/sites/1/reports/usage', result: (v) => { expect(v).toContainEqual(expect.objectContaining({ billing_cycle: expect.any(Object) as object })); } },
  {
    id: 'reports.metrics',
    call: (c) => c.reports.metrics(1, { start_at: '2024-05-01T00:00:00Z', metrics: ['requests_persec'], dimensions: ['page_is_cached'] }),
    path: '/v1/sites/1/metrics',
    body: { start_at: '2024-05-01T00:00:00Z', metrics: ['requests_persec'], dimensions: ['page_is_cached'] },
    result: (v) => {
      expect(v).toMatchObject({ id: 1, search: { resolution: 180, metrics: ['requests_persec'], dimensions: ['page_is_cached'] } });
      expect((v as { periods: unknown[] }).periods[0]).toEqual({ timestamp: 1_700_000_000, page_is_cached: { requests_persec: { false: 1 } } });
    },
  },
  // usage limits
  {
    id: 'usageLimits.setFilesystem',
    call: (c) => c.usageLimits.setFilesystem(1, { limit: 10_737_418_240, warning_headroom: 2_147_483_648 }),
    path: '/v1/sites/1/usage/filesystem',
    body: { limit: 10_737_418_240, warning_headroom: 2_147_483_648 },
    result: (v) => { expect(v).toMatchObject({ id: 1, maxFileSystemUsageBytes: 10_737_418_240, warningHeadroomFileSystemUsageBytes: 2_147_483_648 }); },
  },
  {
    id: 'usageLimits.setDatabase',
    call: (c) => c.usageLimits.setDatabase(1, { limit: 5_368_709_120 }),
    path: '/v1/sites/1/usage/database',
    body: { limit: 5_368_709_120 },
    result: (v) => { expect(v).toMatchObject({ id: 1, maxDatabaseUsageBytes: 5_368_709_120, warningHeadroomDatabaseUsageBytes: null }); },
  },
  // firewall
  { id: 'firewall.list', setup: (f) => void site(f).firewallRules.push({ id: 60, destination: 'api.partner.test', port: 443, protocol: 'tcp' }), call: (c) => c.firewall.list(1), path: '/v1/sites/1/firewall_rules', result: (v) => { expect(v).toEqual([{ id: 60, destination: 'api.partner.test', port: 443, protocol: 'tcp' }]); } },
  { id: 'firewall.get', setup: (f) => void site(f).firewallRules.push({ id: 60, destination: 'api.partner.test', port: 443, protocol: 'tcp' }), call: (c) => c.firewall.get(1, 60), path: '/v1/sites/1/firewall_rules/60', result: (v) => { expect(v).toMatchObject({ id: 60, port: 443 }); } },
  {
    id: 'firewall.create',
    call: (c) => c.firewall.create(1, { destination: 'smtp.mail.test', port: 587, protocol: 'tcp' }),
    path: '/v1/sites/1/firewall_rules/create',
    body: { destination: 'smtp.mail.test', port: 587, protocol: 'tcp' },
    result: (v, f) => {
      expect(v).toMatchObject({ id: expect.any(Number) as number, destination: 'smtp.mail.test', port: 587, protocol: 'tcp' });
      expect(site(f).firewallRules).toHaveLength(1);
    },
  },
  {
    id: 'firewall.delete',
    setup: (f) => void site(f).firewallRules.push({ id: 60, destination: 'api.partner.test', port: 443, protocol: 'tcp' }),
    call: (c) => c.firewall.delete(1, 60),
    path: '/v1/sites/1/firewall_rules/60',
    result: (v, f) => {
      ack(v);
      expect(site(f).firewallRules).toEqual([]);
    },
  },
  {
    id: 'firewall.refresh',
    call: (c) => c.firewall.refresh(1),
    path: '/v1/sites/1/firewall_rules/refresh',
    result: (v, f) => {
      ack(v);
      expect(site(f).firewallRefreshes).toBe(1);
    },
  },
  // performance monitoring
  {
    id: 'performanceMonitoring.activate',
    call: (c) => c.performanceMonitoring.activate(1, { apm_duration: 24 }),
    path: '/v1/sites/1/apm/activate',
    body: { apm_duration: 24 },
    result: (v, f) => {
      ack(v);
      expect(site(f).apmActive).toBe(true);
    },
  },
  {
    id: 'performanceMonitoring.deactivate',
    setup: (f) => void (site(f).apmActive = true),
    call: (c) => c.performanceMonitoring.deactivate(1),
    path: '/v1/sites/1/apm/deactivate',
    result: (v, f) => {
      ack(v);
      expect(site(f).apmActive).toBe(false);
    },
  },
  {
    id: 'performanceMonitoring.url',
    setup: (f) => void (site(f).apmActive = true),
    call: (c) => c.performanceMonitoring.url(1),
    path: '/v1/sites/1/apm/url',
    result: (v) => {
      expect(v).toEqual({ url: 'https://apm.hosting.test/sites/1/traces' });
    },
  },
  // cron
  {
    id: 'cron.delete',
    setup: (f) => void site(f).cronJobs.push({ id: 80, command: 'wp cron event run --due-now', schedule: '*/5 * * * *' }),
    call: (c) => c.cron.delete(1, 80),
    path: '/v1/sites/1/cron_jobs/80',
    result: (v, f) => {
      ack(v);
      expect(site(f).cronJobs).toEqual([]);
    },
  },
  // WordPress users
  {
    id: 'wpUsers.list',
    call: (c) => c.wpUsers.list(1, { per_page: 10 }),
    path: '/v1/sites/1/wordpress/users',
    query: { per_page: '10', page: '1' },
    result: (v) => { expect(v).toEqual({ items: [{ id: 1, user_login: 'owner', display_name: 'owner', user_email: 'owner@example.com', roles: 'administrator' }], total_user_count: 1, page: 1, per_page: 10, table_prefix: 'wp_', user_table: 'wp_users', user_meta_table: 'wp_usermeta', capabilities_meta_key: 'wp_capabilities' }); },
  },
  {
    id: 'wpUsers.create',
    call: (c) => c.wpUsers.create(1, { email: 'editor@example.com' }),
    path: '/v1/sites/1/wordpress/users',
    body: { email: 'editor@example.com' },
    result: (v, f) => {
      expect(v).toMatchObject({ id: '2', email: 'editor@example.com', password: expect.stringMatching(/^pw-/) as string });
      expect(site(f).wpUsers).toHaveLength(2);
    },
  },
  {
    id: 'wpUsers.setPassword',
    call: (c) => c.wpUsers.setPassword(1, { user: 1, password: 'correct horse battery' }),
    path: '/v1/sites/1/wordpress/users/password-reset',
    body: { user: 1, password: 'correct horse battery' },
    result: (v, f) => {
      expect(v).toBe('correct horse battery');
      expect(site(f).wpUsers[0]!.password).toBe('correct horse battery');
    },
  },
  { id: 'wpUsers.resetOwnerPassword', call: (c) => c.wpUsers.resetOwnerPassword(1), path: '/v1/sites/1/wordpress/password-reset', result: (v) => { expect(v).toMatch(/^pw-/); } },
  {
    id: 'wpUsers.createLoginLink',
    call: (c) => c.wpUsers.createLoginLink(1, { email: 'owner@example.com', user_agent: 'Mozilla/5.0' }),
    path: '/v1/sites/1/one_press_login',
    body: { email: 'owner@example.com', user_agent: 'Mozilla/5.0' },
    result: (v) => { expect(v).toEqual({ url: expect.stringMatching(/^https:\/\/main-site\.sites\.test\/wp-login\.php\?/) as string }); },
  },
  // WordPress tools
  {
    id: 'wordpress.runWpCli',
    call: (c) => c.wordpress.runWpCli(1, { commands: ['cache flush', 'plugin list'] }),
    path: '/v1/sites/1/wordpress/wpcli',
    body: { commands: ['cache flush', 'plugin list'] },
    result: (v, f) => {
      ack(v);
      expect(site(f).commandsRun).toEqual(['wp cache flush', 'wp plugin list']);
    },
  },
  {
    id: 'wordpress.runCommands',
    call: (c) => c.wordpress.runCommands(1, { commands: ['ls -la'] }),
    path: '/v1/sites/1/wordpress/commands',
    body: { commands: ['ls -la'] },
    result: (v, f) => {
      ack(v);
      expect(site(f).commandsRun).toEqual(['sh ls -la']);
    },
  },
  { id: 'wordpress.databaseAdminUrl', call: (c) => c.wordpress.databaseAdminUrl(1), path: '/v1/sites/1/wordpress/phpmyadmin', result: (v) => { expect(v).toEqual(expect.any(String)); } },
  { id: 'wordpress.getFileModifications', call: (c) => c.wordpress.getFileModifications(1), path: '/v1/sites/1/file-modifications', result: (v) => { expect(v).toEqual({ disallow_file_edit: false, disallow_file_mods: false }); } },
  {
    id: 'wordpress.setFileModification',
    call: (c) => c.wordpress.setFileModification(1, { constant: 'DISALLOW_FILE_EDIT', enabled: true }),
    path: '/v1/sites/1/file-modifications',
    body: { constant: 'DISALLOW_FILE_EDIT', enabled: true },
    result: (v) => { expect(v).toEqual({ disallow_file_edit: true, disallow_file_mods: false }); },
  },
  {
    id: 'wordpress.setPhpFsPermissions',
    call: (c) => c.wordpress.setPhpFsPermissions(1, { php_fs_permission: 'loggedin' }),
    path: '/v1/sites/1/php_fs_permissions',
    body: { php_fs_permission: 'loggedin' },
    result: (v, f) => {
      ack(v);
      expect(site(f).phpFsPermission).toBe('loggedin');
    },
  },
  // license
  { id: 'licenses.get', call: (c) => c.licenses.get(1), path: '/v1/sites/1/jetpack', result: (v) => { expect(v).toMatchObject({ id: expect.any(Number) as number, licenseKey: expect.any(String) as string }); } },
  {
    id: 'licenses.apply',
    call: (c) => c.licenses.apply(1),
    path: '/v1/sites/1/jetpack',
    result: (v, f) => {
      ack(v);
      expect(site(f).licenseApplied).toBe(true);
    },
  },
];
