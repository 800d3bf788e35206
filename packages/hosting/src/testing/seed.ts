import { fail, KeyedStore } from '@typed-api/core/testing';
import type { Site } from '../responses/sites.js';
import type { FakeCollaborator, FakeSite, FakeZone, HostingFakeState } from './state.js';

/** The e-mail address of the account that owns the fake's sites. */
export const OWNER_EMAIL = 'owner@example.com';

/** A site as the API shows it, with the fake's defaults for a live, staging or sandbox site. */
export function siteRecord(id: number, name: string, kind: 'live' | 'staging' | 'sandbox', extra: Partial<Site> = {}): Site {
  return {
    id,
    accountId: 1,
    clonedFromId: null,
    collaboratorsCount: 0,
    domainsCount: 0,
    created: '2024-01-01T00:00:00.000Z',
    datacenterCode: 'DFW',
    datacenterName: 'Dallas',
    displayName: name,
    name,
    url: `${name}.sites.test`,
    wordpressLoginUrl: `${name}.sites.test/wp-admin`,
    sftpDomain: 'sftp.sites.test',
    ecommerce: false,
    favorite: false,
    staging: kind === 'staging',
    sandbox: kind === 'sandbox',
    duplikit: false,
    lightWeight404: false,
    multisiteSupport: false,
    edgeCache: 'disabled',
    edgeCacheDefensiveMode: false,
    edgeCacheDefensiveModeUntil: null,
    ipAddress: '192.0.2.10',
    ipAddressOne: '192.0.2.10',
    ipAddressTwo: '192.0.2.11',
    phpVersion: '8.3',
    wordpressVersion: 'Current Stable Release',
    state: 'live',
    tags: [],
    wpEnvironmentType: kind === 'live' ? 'production' : 'staging',
    jetpack: null,
    ...extra,
  };
}

/** A fresh site entry with default settings. */
export function newFakeSite(record: Site): FakeSite {
  const { id } = record;
  return {
    record,
    domains: [],
    plugins: [
      { name: 'hello-dolly', title: 'Hello Dolly', description: 'A sample plugin.', status: 'active', update: 'none', version: '1.7.2', update_version: null },
      { name: 'object-cache', title: 'Object cache drop-in', description: 'Caching drop-in.', status: 'dropin', update: 'none', version: '1.0', update_version: null },
    ],
    maintenanceMode: false,
    basicAuthentication: false,
    mcpEnabled: false,
    objectCacheFlushes: 0,
    edgeCacheActive: false,
    gitEnrolled: true,
    git: {
      token: null,
      repository: null,
      branch: null,
      destinationPath: null,
      repositorySubdirectory: null,
      connected: false,
      branches: ['main', 'develop'],
      history: [],
      polls: new Map(),
      failNextDeploy: false,
    },
    backups: {
      fs: [
        { id: `${String(id)}01`, site_id: id, backup_timestamp: '2024-05-02 00:00:00', type: 'fs', title: 'Nightly filesystem backup', formatted_timestamp: '2024-05-02T00:00:00.000Z' },
      ],
      db: [
        { id: `${String(id)}02`, site_id: id, backup_timestamp: '2024-05-02 00:00:00', type: 'db', title: 'Nightly database backup', formatted_timestamp: '2024-05-02T00:00:00.000Z' },
      ],
    },
    restores: [],
    activity: [],
    sftpUsers: [
      {
        id: id * 100 + 1,
        created: '2024-01-01T00:00:00.000Z',
        accessed: '2024-01-01T00:00:00.000Z',
        modified: '2024-01-01T00:00:00.000Z',
        accountId: 1,
        sftpDomain: 'sftp.sites.test',
        siteId: id,
        siteName: record.name,
        username: record.name,
        owner: true,
        email: OWNER_EMAIL,
      },
    ],
    notes: [],
    wpUsers: [{ id: 1, user_login: 'owner', display_name: 'owner', user_email: OWNER_EMAIL, roles: 'administrator' }],
    fileModifications: { disallow_file_edit: false, disallow_file_mods: false },
    phpFsPermission: 'rw',
    license: { id: id * 10, siteId: id, licenseKey: `license_${String(id)}`, issuedAt: 1_700_000_000, revokedAt: null },
    licenseApplied: false,
    cronJobs: [],
    firewallRules: [],
    firewallRefreshes: 0,
    apmActive: false,
    phpLogs: [],
    serverLogs: [],
    commandsRun: [],
    sshDisconnects: 0,
    themes: [
      { name: 'classic', title: 'Classic', description: 'The default theme.', status: 'active', update: 'none', version: '2.1', update_version: null },
      { name: 'minimal', title: 'Minimal', description: 'A spare theme.', status: 'inactive', update: 'available', version: '1.0', update_version: '1.1' },
    ],
  };
}

/** The state every fake starts with: an owner account, three sites (live, staging, sandbox), two collaborators. */
export function initialState(): HostingFakeState {
  const sites = new KeyedStore<number, FakeSite>(() => fail(404, 'Site not found'));
  const live = newFakeSite(siteRecord(1, 'main-site', 'live'));
  live.domains.push({
    id: 11,
    created: '2024-01-02T00:00:00.000Z',
    primary: true,
    name: null,
    healthy: true,
    dnsConfirmed: true,
    provisioned: true,
    type: 'ARecord',
    displayType: 'A',
    domainName: 'example.com',
    ipAddresses: ['192.0.2.10', '192.0.2.11'],
    zoneId: 1,
  });
  sites.set(1, live);
  const staging = newFakeSite(siteRecord(2, 'main-site-staging', 'staging'));
  sites.set(2, staging);
  sites.set(3, newFakeSite(siteRecord(3, 'playground', 'sandbox')));
  const collaborators = new KeyedStore<number, FakeCollaborator>(() => fail(404, 'Collaborator not found'));
  const collaborator = (id: number, siteId: number, email: string, roles: string[]): FakeCollaborator => ({
    id,
    created: '2024-02-01T00:00:00.000Z',
    updated: '2024-02-01T00:00:00.000Z',
    accountId: 7,
    email,
    siteId,
    state: 'active',
    wpUsername: email.split('@')[0],
    name: email.split('@')[0],
    siteName: sites.get(siteId)?.record.name ?? '',
    roles,
  });
  collaborators.set(21, collaborator(21, 1, 'dev@example.com', ['manage_git', 'wp_access']));
  collaborators.set(22, collaborator(22, 2, 'dev@example.com', ['wp_access']));
  const state: HostingFakeState = {
    account: {
      affiliate: false,
      collaboratorCount: 0, // counted below, as every count of the seed
      email: OWNER_EMAIL,
      gravatar: 'https://avatars.test/owner',
      name: 'Site Owner',
      organization: 'Personal',
      phoneNumber: null,
      preview: false,
      productName: 'Pro',
      defaultPhpVersion: '8.3',
      defaultDatacenter: null,
      maxSites: 10,
      sitesCount: 0,
      recent_activity: [],
      pageViews: {
        allTime: { people: 0, views: 0 },
        lastTwoYearsIsAllTime: { people: 0, views: 0 },
        currentMonth: { people: 0, views: 0 },
        lastMonth: { people: 0, views: 0 },
        today: { people: 0, views: 0 },
        twoMonthsAgo: { people: 0, views: 0 },
        yesterday: { people: 0, views: 0 },
      },
      capacity: { sites: { maxBillable: 10, maxStaging: 10, billable: 0, staging: 0, total: 0 } },
    },
    sites,
    collaborators,
    tokens: new Map(),
    revokedTokens: new Set(),
    ondemandBackups: new Map(),
    muPlugins: new KeyedStore(() => fail(404, 'Must-use plugin not found')),
    zones: new KeyedStore<number, FakeZone>(() => fail(404, 'Zone not found'), [
      [
        1,
        {
          id: 1,
          name: 'example.com',
          created: '2024-01-02T00:00:00.000Z',
          updated: '2024-01-02T00:00:00.000Z',
          records: [
            { id: 31, zoneId: 1, primary: true, type: 'A', name: '@', value: '192.0.2.10', priority: null, weight: null, port: null, ttl: 3600, siteId: 1, created: '2024-01-02T00:00:00.000Z' },
            { id: 32, zoneId: 1, primary: false, type: 'TXT', name: '@', value: 'verification=abc', priority: null, weight: null, port: null, ttl: 3600, siteId: null, created: '2024-01-02T00:00:00.000Z' },
          ],
        },
      ],
    ]),
    activity: [],
    addons: [
      { id: 1, name: '1 Site', unitAllocation: 1, priceInCents: 1500 },
      { id: 4, name: '5 Sites', unitAllocation: 5, priceInCents: 5000 },
      { id: 12, name: 'Storage', unitAllocation: 1, priceInCents: 50 },
    ],
    attachedAddons: new Map([[1, 2]]),
    favorites: new Map(),
    requests: [],
    tokensIssued: 0,
    nextId: 1000,
  };
  countSites(state);
  for (const site of sites.values()) {
    site.record.domainsCount = site.domains.length;
    site.record.collaboratorsCount = [...collaborators.values()].filter((c) => c.siteId === site.record.id).length;
  }
  state.account.collaboratorCount = new Set([...collaborators.values()].map((c) => c.email)).size;
  return state;
}

/** Counts the account's sites into `sitesCount` and its site capacity (live sites are billable), from the sites it holds. */
export function countSites(state: HostingFakeState): void {
  const records = [...state.sites.values()].map((site) => site.record);
  state.account.sitesCount = records.length;
  const sites = state.account.capacity?.sites;
  if (!sites) return;
  sites.total = records.length;
  sites.staging = records.filter((r) => r.staging).length;
  sites.billable = records.filter((r) => !r.staging && !r.sandbox).length;
}
