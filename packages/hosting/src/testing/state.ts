import { fail, KeyedStore } from '@typed-api/core/testing';
import type { Account, ActivityLogEntry, AvailableAddon } from '../responses/account.js';
import type { BackupEntry, OndemandBackup, RestoreStatus } from '../responses/backups.js';
import type { Collaborator } from '../responses/collaborators.js';
import type { ZoneRecord, ZoneWithRecords } from '../responses/dns.js';
import type { Domain } from '../responses/domains.js';
import type { GitDeploy } from '../responses/git.js';
import type { FirewallRule, PhpLogEntry, ServerLogEntry } from '../responses/monitoring.js';
import type { MuPlugin, Plugin, Theme } from '../responses/plugins.js';
import type { Note, SftpUser, SiteLicense, WpUser } from '../responses/site-access.js';
import type { Site } from '../responses/sites.js';
import type { FakeConfig } from './config.js';

/** A JSON object of any fields (kept in the public exports; the state itself is typed by the response types). */
export type Json = Record<string, unknown>;

/** A user with the password the fake last set for it (SFTP and WordPress users). */
export type WithPassword<T> = T & { password?: string };

/** A DNS record of the fake, with the certificate retries the API counts behind it. */
export type FakeZoneRecord = ZoneRecord & { sslRetries?: number };

/** A DNS zone of the fake with its records. */
export type FakeZone = ZoneWithRecords & { records: FakeZoneRecord[] };

/** A collaborator of the fake: always on one site. */
export type FakeCollaborator = Collaborator & { siteId: number };

/** A scheduled task of a site (the API lists none; only deletion is described). */
export interface FakeCronJob {
  /** The job's id. */
  id: number;
  /** Any other fields a test gives it (`command`, `schedule`). */
  [field: string]: unknown;
}

/** A site of the fake plus the settings the API keeps behind it. */
export interface FakeSite {
  /** The site as the API shows it. */
  record: Site;
  /** Domains of the site. */
  domains: Domain[];
  /** Installed plugins. */
  plugins: Plugin[];
  /** Whether maintenance mode is on. */
  maintenanceMode: boolean;
  /** Whether HTTP basic authentication protects the site. */
  basicAuthentication: boolean;
  /** Whether the site's MCP server is on. */
  mcpEnabled: boolean;
  /** How many times the object cache was flushed. */
  objectCacheFlushes: number;
  /** Whether the edge cache is on. */
  edgeCacheActive: boolean;
  /** Git integration enrolment (set by the provider's support in the real service). */
  gitEnrolled: boolean;
  /** Git settings and deploy history. */
  git: FakeGit;
  /** Scheduled backups: filesystem and database entries. */
  backups: { fs: BackupEntry[]; db: BackupEntry[] };
  /** Restores of the site's backups. */
  restores: RestoreStatus[];
  /** The site's own activity log, newest first. */
  activity: ActivityLogEntry[];
  /** Installed themes. */
  themes: Theme[];
  /** SFTP users; the owner's first. */
  sftpUsers: WithPassword<SftpUser>[];
  /** Notes, oldest first. */
  notes: Note[];
  /** WordPress users of the installation. */
  wpUsers: WithPassword<WpUser>[];
  /** The wp-config file-modification constants. */
  fileModifications: { disallow_file_edit: boolean; disallow_file_mods: boolean };
  /** How PHP mounts the files: `rw`, `ro` or `loggedin`. */
  phpFsPermission: string;
  /** The plugin-suite license, or null when the site has none. */
  license: SiteLicense | null;
  /** Whether the license was written into the site's options. */
  licenseApplied: boolean;
  /** Scheduled tasks. */
  cronJobs: FakeCronJob[];
  /** Egress firewall rules. */
  firewallRules: FirewallRule[];
  /** How many times the firewall rules were applied again. */
  firewallRefreshes: number;
  /** Whether performance monitoring is on. */
  apmActive: boolean;
  /** PHP log messages, newest first. */
  phpLogs: PhpLogEntry[];
  /** Web-server log lines, newest first. */
  serverLogs: ServerLogEntry[];
  /** Commands run through the API, in order, as `wp <command>` or `sh <command>`. */
  commandsRun: string[];
  /** How many times SSH sessions were ended. */
  sshDisconnects: number;
}

/** Git settings and history of one site. */
export interface FakeGit {
  /** The stored git provider token. */
  token: string | null;
  /** Connected repository, e.g. `me/site`. */
  repository: string | null;
  /** Branch deployed. */
  branch: string | null;
  /** Path in the document root the code goes to. */
  destinationPath: string | null;
  /** Directory of the repository that is deployed. */
  repositorySubdirectory: string | null;
  /** Whether a repository is connected. */
  connected: boolean;
  /** Branches of the repository. */
  branches: string[];
  /** Newest first. */
  history: GitDeploy[];
  /** History reads each processing deploy has seen. */
  polls: Map<number, number>;
  /** When true, the next deploy ends in state `failed`. */
  failNextDeploy: boolean;
}

/** An on-demand backup with the number of reads it has seen while creating. */
export interface FakeOndemandBackup {
  /** The backup as the API shows it (the fake always knows its request id). */
  record: OndemandBackup & { requestId: number };
  /** Reads seen while creating. */
  polls: number;
}

/** An issued access token. */
export interface FakeToken {
  /** Expiry time in epoch milliseconds (by the fake's clock). */
  expiresAt: number;
  /** Scopes granted. */
  scopes: string[];
}

/** A request the fake received, for assertions. */
export interface RecordedRequest {
  /** HTTP method. */
  method: string;
  /** Path below the fake's base URL, e.g. `/v1/sites/1`. */
  path: string;
  /** Query parameters. */
  query: Record<string, string>;
  /** Request headers (lower-case names). */
  headers: Record<string, string>;
  /** Raw body text ('' when none). */
  body: string;
}

/** The fake's whole state: change it freely in tests to set up a scenario. */
export interface HostingFakeState {
  /** The account profile. */
  account: Account;
  /** Sites by id (an unknown id is the API's 404). */
  sites: KeyedStore<number, FakeSite>;
  /** Collaborator records by id. */
  collaborators: KeyedStore<number, FakeCollaborator>;
  /** Issued tokens. */
  tokens: Map<string, FakeToken>;
  /** Tokens revoked through the revoke endpoint. */
  revokedTokens: Set<string>;
  /** On-demand backups by request id. */
  ondemandBackups: Map<number, FakeOndemandBackup>;
  /** Must-use plugins by id. */
  muPlugins: KeyedStore<number, MuPlugin>;
  /** DNS zones by id, each with its `records`. */
  zones: KeyedStore<number, FakeZone>;
  /** The account activity log, newest first. */
  activity: ActivityLogEntry[];
  /** Add-ons available to buy. */
  addons: AvailableAddon[];
  /** Attached add-on quantities by add-on id. */
  attachedAddons: Map<number, number>;
  /** Favourite sites per collaborator email. */
  favorites: Map<string, Set<number>>;
  /** Every request, in order. */
  requests: RecordedRequest[];
  /** How many token requests were answered with a token. */
  tokensIssued: number;
  /** Next id for new records. */
  nextId: number;
}

/** What every handler table is built from: the fake's settings and its current state (replaced on reset). */
export interface FakeContext {
  /** The fake's settings. */
  readonly config: FakeConfig;
  /** The fake's current state. */
  readonly state: () => HostingFakeState;
}

const OWNER_EMAIL = 'owner@example.com';

/** A site as the API shows it, with the fake's defaults for a live, staging or sandbox site. */
function siteRecord(id: number, name: string, kind: 'live' | 'staging' | 'sandbox', extra: Partial<Site> = {}): Site {
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
  live.record.domainsCount = 1;
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
  live.record.collaboratorsCount = 1;
  staging.record.collaboratorsCount = 1;
  return {
    account: {
      affiliate: false,
      collaboratorCount: 1,
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
      sitesCount: 3,
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
      capacity: { sites: { maxBillable: 10, maxStaging: 10, billable: 1, staging: 1, total: 3 } },
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
}

/** The fake's kinds of site, derived from the `staging` and `sandbox` flags. */
export function siteKind(site: FakeSite): 'live' | 'staging' | 'sandbox' {
  if (site.record.sandbox === true) return 'sandbox';
  if (site.record.staging === true) return 'staging';
  return 'live';
}

/** Adds an entry to the account's activity log, newest first. */
export function logActivity(s: HostingFakeState, name: string, description: string, message: string): void {
  s.activity.unshift({
    id: s.nextId++,
    timestamp: new Date(0).toISOString(),
    accountEmail: OWNER_EMAIL,
    ipAddress: '192.0.2.1',
    userAgent: 'fake',
    name,
    description,
    source: 'api.v1',
    message,
  });
}

/** A site as a collaborator sees it: their own favourite flag, and the addresses as a list. */
export function collaboratorView(s: HostingFakeState, site: FakeSite, email: string): Site {
  const r = site.record;
  return { ...r, favorite: s.favorites.get(email)?.has(r.id) ?? false, ipAddresses: [r.ipAddressOne, r.ipAddressTwo].filter((address) => address !== undefined) };
}

/** A fresh password the API would generate. */
export function newPassword(s: HostingFakeState): string {
  return `pw-${String(s.nextId++)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Appends a request (with its body as text) to the fake's log; `root` is the fake's base URL. */
export function recordRequest(state: HostingFakeState, root: string, request: Request, body: string): void {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  state.requests.push({
    method: request.method,
    path: url.pathname.slice(new URL(root).pathname.replace(/\/+$/, '').length),
    query: Object.fromEntries(url.searchParams),
    headers,
    body,
  });
}

export { siteRecord, OWNER_EMAIL };
