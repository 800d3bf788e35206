import type { KeyedStore } from '@typed-api/core/testing';
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
import { OWNER_EMAIL } from './seed.js';

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

