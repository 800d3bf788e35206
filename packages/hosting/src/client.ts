import { ApiClient, type ClientOptions } from '@typed-api/core';
import { hostingWire } from './wire.js';
import { AccountResource } from './resources/account.js';
import { Addons } from './resources/addons.js';
import { Auth } from './resources/auth.js';
import { Backups } from './resources/backups.js';
import { Collaborators } from './resources/collaborators.js';
import { Domains } from './resources/domains.js';
import { EdgeCache } from './resources/edge-cache.js';
import { Git } from './resources/git.js';
import { MuPlugins } from './resources/mu-plugins.js';
import { OndemandBackups } from './resources/ondemand-backups.js';
import { Plugins } from './resources/plugins.js';
import { Restores } from './resources/restores.js';
import { SecurityAlerts } from './resources/security-alerts.js';
import { Sites } from './resources/sites.js';
import { Tags } from './resources/tags.js';
import { Themes } from './resources/themes.js';
import { Dns } from './resources/dns.js';
import { Sftp } from './resources/sftp.js';
import { Notes } from './resources/notes.js';
import { Logs } from './resources/logs.js';
import { Reports } from './resources/reports.js';
import { UsageLimits } from './resources/usage-limits.js';
import { Firewall } from './resources/firewall.js';
import { PerformanceMonitoring } from './resources/performance-monitoring.js';
import { Cron } from './resources/cron.js';
import { WpUsers } from './resources/wp-users.js';
import { Wordpress } from './resources/wordpress.js';
import { Licenses } from './resources/licenses.js';

/**
 * Options of {@link HostingClient}. Give either `clientId` and `clientSecret` (the client fetches and
 * renews tokens itself), an `accessToken`, or an `auth` strategy.
 */
export interface HostingClientOptions extends ClientOptions {
  /** The API's base address, without `/v1` (e.g. `https://hosting.example`). */
  baseUrl: string;
  /** OAuth client id of your API application. */
  clientId?: string | undefined;
  /** OAuth client secret of your API application. Never logged or shown. */
  clientSecret?: string | undefined;
  /** A token you obtained yourself; it is sent as is and not renewed. */
  accessToken?: string | undefined;
}

/**
 * Client of the site-hosting API v1: one property per resource namespace.
 *
 * ```ts
 * const hosting = new HostingClient({ baseUrl, clientId, clientSecret });
 * for await (const site of hosting.sites.list()) console.log(site.name);
 * ```
 */
export class HostingClient extends ApiClient<HostingClientOptions> {
  /** Token issue and revocation (client credentials only). */
  readonly auth: Auth;
  /** The account: profile, defaults, activity log. */
  readonly account: AccountResource;
  /** Paid add-ons of the account. */
  readonly addons: Addons;
  /** People with access to the account's sites. */
  readonly collaborators: Collaborators;
  /** Sites: list, settings, conversions, clones, toggles, transfers. */
  readonly sites: Sites;
  /** Domains of a site. */
  readonly domains: Domains;
  /** Tags of a site. */
  readonly tags: Tags;
  /** The edge cache of a site. */
  readonly edgeCache: EdgeCache;
  /** Scheduled backups and their downloads. */
  readonly backups: Backups;
  /** Restores of backups. */
  readonly restores: Restores;
  /** Backups made on request. */
  readonly ondemandBackups: OndemandBackups;
  /** WordPress plugins of a site. */
  readonly plugins: Plugins;
  /** WordPress themes of a site. */
  readonly themes: Themes;
  /** Known vulnerabilities of installed plugins and themes. */
  readonly securityAlerts: SecurityAlerts;
  /** Must-use plugins of the account. */
  readonly muPlugins: MuPlugins;
  /** Git deployment of a site. */
  readonly git: Git;
  /** DNS zones of the account, their records and certificates. */
  readonly dns: Dns;
  /** SFTP and SSH users of a site. */
  readonly sftp: Sftp;
  /** Notes kept on a site. */
  readonly notes: Notes;
  /** PHP and web-server logs of a site. */
  readonly logs: Logs;
  /** Statistics, usage, performance reports and metrics of a site. */
  readonly reports: Reports;
  /** Storage limits and warnings of a site. */
  readonly usageLimits: UsageLimits;
  /** Egress firewall rules of a site. */
  readonly firewall: Firewall;
  /** Application performance monitoring of a site. */
  readonly performanceMonitoring: PerformanceMonitoring;
  /** Scheduled tasks of a site. */
  readonly cron: Cron;
  /** WordPress users of a site, passwords and sign-in links. */
  readonly wpUsers: WpUsers;
  /** Commands, database access and file settings of a WordPress site. */
  readonly wordpress: Wordpress;
  /** The plugin-suite license of a site. */
  readonly licenses: Licenses;

  constructor(options: HostingClientOptions) {
    super(options, hostingWire);
    this.auth = new Auth(this.http);
    this.account = new AccountResource(this.http);
    this.addons = new Addons(this.http);
    this.collaborators = new Collaborators(this.http);
    this.sites = new Sites(this.http);
    this.domains = new Domains(this.http);
    this.tags = new Tags(this.http);
    this.edgeCache = new EdgeCache(this.http);
    this.backups = new Backups(this.http);
    this.restores = new Restores(this.http);
    this.ondemandBackups = new OndemandBackups(this.http);
    this.plugins = new Plugins(this.http);
    this.themes = new Themes(this.http);
    this.securityAlerts = new SecurityAlerts(this.http);
    this.muPlugins = new MuPlugins(this.http);
    this.git = new Git(this.http);
    this.dns = new Dns(this.http);
    this.sftp = new Sftp(this.http);
    this.notes = new Notes(this.http);
    this.logs = new Logs(this.http);
    this.reports = new Reports(this.http);
    this.usageLimits = new UsageLimits(this.http);
    this.firewall = new Firewall(this.http);
    this.performanceMonitoring = new PerformanceMonitoring(this.http);
    this.cron = new Cron(this.http);
    this.wpUsers = new WpUsers(this.http);
    this.wordpress = new Wordpress(this.http);
    this.licenses = new Licenses(this.http);
  }

  /** The underlying HTTP client, for operations this package does not describe (`request()`). */
}
