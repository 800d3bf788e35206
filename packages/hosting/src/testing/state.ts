import { fail, KeyedStore } from '@typed-api/core/testing';
import type { Account, ActivityLogEntry, AvailableAddon } from '../responses/account.js';
import type { BackupEntry, OndemandBackup, RestoreStatus } from '../responses/backups.js';
import type { Collaborator } from '../responses/collaborators.js';
import type { ZoneRecord, ZoneWithRecords } from '../responses/dns.js';
import type { Domain } from '../responses/domains.js';
import type { GitDeploy } from '../responses/git.js';
import type { FirewallRule, PhpLogEntry, ServerLogEntry } from '../responses/monitoring.js';
import type { MuPlugin, Plugin, Theme } from '../responses/plugins.js';
import type { Note, SftpUser, WpUser } from '../responses/site-access.js';
import type { Site } from '../responses/sites.js';
import type { FakeConfig } from './config.js';
import { envelope } from './dialect.js';

/** The e-mail address of the account that owns the fake's sites. */
export const OWNER_EMAIL = 'owner@example.com';

/** A user with the password the fake last set for it (SFTP and WordPress users). */
export type WithPassword<T> = T & { password?: string };

/** A DNS zone of the fake with its records, each with the certificate retries the API counts behind it. */
export type FakeZone = ZoneWithRecords & { records: (ZoneRecord & { sslRetries?: number })[] };

/** A collaborator of the fake: always on one site. */
export type FakeCollaborator = Collaborator & { siteId: number };

/** A site as the API shows it, with the fake's defaults for a live, staging or sandbox site. */
export function siteRecord(id: number, name: string, kind: 'live' | 'staging' | 'sandbox', extra: Partial<Site> = {}): Site {
  return {
    id,
    name,
    displayName: name,
    url: `${name}.sites.test`,
    state: 'live',
    created: '2024-01-01T00:00:00.000Z',
    clonedFromId: null,
    collaboratorsCount: 0,
    domainsCount: 0,
    datacenterCode: 'DFW',
    favorite: false,
    staging: kind === 'staging',
    sandbox: kind === 'sandbox',
    duplikit: false,
    lightWeight404: false,
    multisiteSupport: false,
    edgeCache: 'disabled',
    edgeCacheDefensiveMode: false,
    ipAddressOne: '192.0.2.10',
    ipAddressTwo: '192.0.2.11',
    phpVersion: '8.3',
    tags: [],
    wpEnvironmentType: kind === 'live' ? 'production' : 'staging',
    ...extra,
  };
}

/** A fresh site entry: the site as the API shows it, and what the API keeps behind it (its type is {@link FakeSite}). */
export function newFakeSite(record: Site) {
  const { id } = record;
  const backup = (type: 'fs' | 'db', n: number, title: string): BackupEntry => {
    return { id: `${String(id)}0${String(n)}`, site_id: id, backup_timestamp: '2024-05-02 00:00:00', type, title };
  };
  const extension = (name: string, status: string, version: string): Plugin => ({ name, title: name, status, update: 'none', version, update_version: null });
  return {
    record,
    domains: [] as Domain[],
    plugins: [extension('hello-dolly', 'active', '1.7.2'), extension('object-cache', 'dropin', '1.0')],
    themes: [extension('classic', 'active', '2.1'), { ...extension('minimal', 'inactive', '1.0'), update: 'available', update_version: '1.1' }] as Theme[],
    maintenanceMode: false,
    basicAuthentication: false,
    mcpEnabled: false,
    objectCacheFlushes: 0,
    edgeCacheActive: false,
    /** Git integration enrolment (set by the provider's support in the real service). */
    gitEnrolled: true,
    git: {
      token: null as string | null,
      repository: null as string | null,
      branch: null as string | null,
      destinationPath: null as string | null,
      repositorySubdirectory: null as string | null,
      connected: false,
      branches: ['main', 'develop'],
      /** Deploys, newest first. */
      history: [] as GitDeploy[],
      /** History reads each processing deploy has seen. */
      polls: new Map<number, number>(),
      /** When true, the next deploy ends in state `failed`. */
      failNextDeploy: false,
    },
    backups: { fs: [backup('fs', 1, 'Nightly filesystem backup')], db: [backup('db', 2, 'Nightly database backup')] },
    restores: [] as RestoreStatus[],
    /** The site's own activity log, newest first. */
    activity: [] as ActivityLogEntry[],
    sftpUsers: [{ id: id * 100 + 1, siteId: id, username: record.name, owner: true, email: OWNER_EMAIL }] as WithPassword<SftpUser>[],
    notes: [] as Note[],
    wpUsers: [{ id: 1, user_login: 'owner', display_name: 'owner', user_email: OWNER_EMAIL, roles: 'administrator' }] as WithPassword<WpUser>[],
    fileModifications: { disallow_file_edit: false, disallow_file_mods: false },
    /** How PHP mounts the files: `rw`, `ro` or `loggedin`. */
    phpFsPermission: 'rw',
    /** Whether the plugin-suite license was written into the site's options (the license itself is a sample). */
    licenseApplied: false,
    /** Scheduled tasks (the API describes deletion only): an id and any fields a test gives them. */
    cronJobs: [] as { id: number; [field: string]: unknown }[],
    firewallRules: [] as FirewallRule[],
    firewallRefreshes: 0,
    apmActive: false,
    /** Log entries, newest first. */
    phpLogs: [] as PhpLogEntry[],
    serverLogs: [] as ServerLogEntry[],
    /** Commands run through the API, in order, as `wp <command>` or `sh <command>`. */
    commandsRun: [] as string[],
    sshDisconnects: 0,
  };
}

/** A site of the fake plus the settings the API keeps behind it. */
export type FakeSite = ReturnType<typeof newFakeSite>;

/** An on-demand backup as the API shows it (the fake always knows its request id), with the reads it has seen while creating. */
export type FakeOndemandBackup = { record: OndemandBackup & { requestId: number }; polls: number };

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

/** The state every fake starts with: an owner account, three sites (live, staging, sandbox), two collaborators. */
export function initialState() {
  const sites = new KeyedStore<number, FakeSite>(() => fail(404, 'Site not found'));
  const live = newFakeSite(siteRecord(1, 'main-site', 'live'));
  const domain = { id: 11, created: '2024-01-02T00:00:00.000Z', primary: true, healthy: true, domainName: 'example.com' };
  live.domains.push({ ...domain, ipAddresses: ['192.0.2.10', '192.0.2.11'], zoneId: 1 });
  sites.set(1, live);
  sites.set(2, newFakeSite(siteRecord(2, 'main-site-staging', 'staging')));
  sites.set(3, newFakeSite(siteRecord(3, 'playground', 'sandbox')));
  const collaborators = new KeyedStore<number, FakeCollaborator>(() => fail(404, 'Collaborator not found'));
  for (const [id, siteId, roles] of [[21, 1, ['manage_git', 'wp_access']], [22, 2, ['wp_access']]] as const) {
    const record = { id, created: '2024-02-01T00:00:00.000Z', accountId: 7, email: 'dev@example.com', siteId, state: 'active', name: 'dev' };
    collaborators.set(id, { ...record, siteName: sites.require(siteId).record.name, roles: [...roles] });
  }
  const capacity = { sites: { maxBillable: 10, maxStaging: 10, billable: 0, staging: 0, total: 0 } };
  const zoneRecord = (id: number, type: string, value: string, siteId: number | null): ZoneRecord => {
    return { id, zoneId: 1, primary: id === 31, type, name: '@', value, ttl: 3600, siteId };
  };
  const zoneRecords = [zoneRecord(31, 'A', '192.0.2.10', 1), zoneRecord(32, 'TXT', 'verification=abc', null)];
  const account: Account = { email: OWNER_EMAIL, name: 'Site Owner', gravatar: 'https://avatars.test/owner', maxSites: 10, defaultPhpVersion: '8.3', capacity };
  const state = {
    /** The account profile (its counts are counted below from the sites and collaborators). */
    account,
    /** Sites by id (an unknown id is the API's 404). */
    sites,
    collaborators,
    /** Issued tokens, with their expiry (epoch milliseconds by the fake's clock) and scopes. */
    tokens: new Map<string, { expiresAt: number; scopes: string[] }>(),
    /** Tokens revoked through the revoke endpoint. */
    revokedTokens: new Set<string>(),
    /** On-demand backups by request id. */
    ondemandBackups: new Map<number, FakeOndemandBackup>(),
    muPlugins: new KeyedStore<number, MuPlugin>(() => fail(404, 'Must-use plugin not found')),
    zones: new KeyedStore<number, FakeZone>(() => fail(404, 'Zone not found'), [
      [1, { id: 1, name: 'example.com', created: '2024-01-02T00:00:00.000Z', updated: '2024-01-02T00:00:00.000Z', records: zoneRecords }],
    ]),
    /** The account activity log, newest first. */
    activity: [] as ActivityLogEntry[],
    /** Add-ons available to buy, and the attached quantities by add-on id. */
    addons: [
      { id: 1, name: '1 Site', unitAllocation: 1, priceInCents: 1500 },
      { id: 4, name: '5 Sites', unitAllocation: 5, priceInCents: 5000 },
    ] as AvailableAddon[],
    attachedAddons: new Map([[1, 2]]),
    /** Favourite sites per collaborator email. */
    favorites: new Map<string, Set<number>>(),
    /** Every request, in order. */
    requests: [] as RecordedRequest[],
    /** How many token requests were answered with a token. */
    tokensIssued: 0,
    /** Next id for new records. */
    nextId: 1000,
  };
  countSites(state);
  for (const site of sites.values()) {
    site.record.domainsCount = site.domains.length;
    site.record.collaboratorsCount = collaborators.list().filter((c) => c.siteId === site.record.id).length;
  }
  state.account.collaboratorCount = new Set(collaborators.list().map((c) => c.email)).size;
  return state;
}

/** The fake's whole state: change it freely in tests to set up a scenario. */
export type HostingFakeState = ReturnType<typeof initialState>;

/** What every handler table is built from: the fake's settings and its current state (replaced on reset). */
export interface FakeContext {
  /** The fake's settings. */
  readonly config: FakeConfig;
  /** The fake's current state. */
  readonly state: () => HostingFakeState;
}

/** Counts the account's sites into `sitesCount` and its site capacity (live sites are billable), from the sites it holds. */
export function countSites(state: { account: Account; sites: KeyedStore<number, FakeSite> }): void {
  const records = state.sites.list().map((site) => site.record);
  state.account.sitesCount = records.length;
  const sites = state.account.capacity?.sites;
  if (!sites) return;
  sites.total = records.length;
  sites.staging = records.filter((r) => r.staging).length;
  sites.billable = records.filter((r) => !r.staging && !r.sandbox).length;
}

/** The handler of an operation that only changes the site its path names: `change` applied, the API's acknowledgement answered. */
export function siteChange(state: () => HostingFakeState, change: (site: FakeSite) => void) {
  return ({ path }: { path: { siteId: number } }) => {
    change(state().sites.require(path.siteId));
    return envelope(null);
  };
}

/** The fake's kinds of site, derived from the `staging` and `sandbox` flags. */
export function siteKind(site: FakeSite): 'live' | 'staging' | 'sandbox' {
  if (site.record.sandbox === true) return 'sandbox';
  if (site.record.staging === true) return 'staging';
  return 'live';
}

/** Adds an entry to an activity log (the account's or a site's), newest first. */
export function logActivity(s: HostingFakeState, log: ActivityLogEntry[], name: string, description: string, message: string | null): void {
  log.unshift({ id: s.nextId++, timestamp: new Date(0).toISOString(), accountEmail: OWNER_EMAIL, name, description, source: 'api.v1', message });
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
  const path = url.pathname.slice(new URL(root).pathname.replace(/\/+$/, '').length);
  state.requests.push({ method: request.method, path, query: Object.fromEntries(url.searchParams), headers: Object.fromEntries(request.headers), body });
}
