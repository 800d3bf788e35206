// Where each example's API lives: a real service configured through environment variables, or the
// demo's local fakes. Every variable is described in examples/README.md.

/** Where the core example's tiny "notes" API lives (always a demo fake). */
export interface NotesTarget {
  /** Base URL of the notes API. */
  baseUrl: string;
}

/** The automation platform: address, token and what the examples work on. */
export interface PlatformTarget {
  /** `fake` for the demo's fake, `env` for a service configured by environment variables. */
  source: 'fake' | 'env';
  /** API address without `/v2` (`PLATFORM_BASE_URL`). */
  baseUrl: string;
  /** API token (`PLATFORM_TOKEN`). */
  token: string;
  /** The Actor to run: an ID or `username~name` (`PLATFORM_ACTOR_ID`). */
  actorId: string;
  /** The Actor's input (`PLATFORM_ACTOR_INPUT`, JSON). */
  actorInput: Record<string, unknown>;
  /**
   * Makes the next `count` calls to the platform answer 429. Only the demo's fake can do that; against
   * a real service it is undefined and the rate-limit part of the errors example is skipped.
   */
  simulateRateLimit?: ((count: number) => void) | undefined;
}

/** The site-hosting API: address, OAuth client and what the examples work on. */
export interface HostingTarget {
  /** `fake` for the demo's fake, `env` for a service configured by environment variables. */
  source: 'fake' | 'env';
  /** API address without `/v1` (`HOSTING_BASE_URL`). */
  baseUrl: string;
  /** OAuth client id (`HOSTING_CLIENT_ID`). */
  clientId: string;
  /** OAuth client secret (`HOSTING_CLIENT_SECRET`). */
  clientSecret: string;
  /** The site to back up and deploy (`HOSTING_SITE_ID`). */
  siteId: number;
  /** Git provider token stored before connecting (`HOSTING_GIT_TOKEN`). */
  gitToken: string;
  /** Repository to connect, e.g. `me/site` (`HOSTING_GIT_REPOSITORY`). */
  gitRepository: string;
  /** Branch to deploy (`HOSTING_GIT_BRANCH`, default `main`). */
  gitBranch: string;
  /** The person added to and removed from sites in bulk (`HOSTING_COLLABORATOR_EMAIL`). */
  collaboratorEmail: string;
  /** The sites of the bulk change (`HOSTING_COLLABORATOR_SITE_IDS`, comma-separated; default the site above). */
  collaboratorSiteIds: number[];
  /**
   * First interval of polling waits, in milliseconds: short for the demo's fakes (their jobs finish in a
   * few polls), undefined for real services (the SDK's default, 1 s growing to 15 s).
   */
  pollIntervalMs?: number | undefined;
}

/** The calendar of a site: REST root, application password and the category to list. */
export interface CalendarTarget {
  /** `fake` for the demo's fake, `env` for a site configured by environment variables. */
  source: 'fake' | 'env';
  /** The site's REST root, e.g. `https://example.org/wp-json` (`CALENDAR_BASE_URL`). */
  baseUrl: string;
  /** User name that owns the application password (`CALENDAR_USERNAME`). */
  username: string;
  /** The application password (`CALENDAR_APP_PASSWORD`). */
  applicationPassword: string;
  /** Slug (or id) of the event category to list (`CALENDAR_CATEGORY`). */
  category: string;
}

/** The code-analysis API: address, token and the organization and repository to report on. */
export interface CodeAnalysisTarget {
  /** `fake` for the demo's fake, `env` for a service configured by environment variables. */
  source: 'fake' | 'env';
  /** API address without `/api/v3` (`CODE_ANALYSIS_BASE_URL`). */
  baseUrl: string;
  /** Account API token (`CODE_ANALYSIS_API_TOKEN`). */
  apiToken: string | undefined;
  /** Git provider id: `gh`, `gl`, `bb`… (`CODE_ANALYSIS_PROVIDER`, default `gh`). */
  provider: string;
  /** Organization to report on (`CODE_ANALYSIS_ORGANIZATION`). */
  organization: string;
  /** Repository whose first analysis to wait for (`CODE_ANALYSIS_REPOSITORY`). */
  repository: string;
  /**
   * First interval of polling waits, in milliseconds: short for the demo's fakes (their jobs finish in a
   * few polls), undefined for real services (the SDK's default, 1 s growing to 15 s).
   */
  pollIntervalMs?: number | undefined;
}

/** Every API the examples talk to. */
export interface Targets {
  /** The core example's notes API. */
  notes: NotesTarget;
  /** The automation platform. */
  platform: PlatformTarget;
  /** The site-hosting API. */
  hosting: HostingTarget;
  /** The calendar of a site. */
  calendar: CalendarTarget;
  /** The code-analysis API. */
  codeAnalysis: CodeAnalysisTarget;
}

/** Environment variables, as `process.env` holds them. */
export type Env = Record<string, string | undefined>;

/** Reads a variable that must be set once its API is configured. */
function required(env: Env, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is required when its API's base URL is set (see examples/README.md)`);
  return value;
}

/** Reads a positive integer id. */
function siteId(value: string, name: string): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new Error(`${name} must be a positive integer, not ${JSON.stringify(value)}`);
  return id;
}

/** The platform configured by `PLATFORM_*` variables, or undefined when `PLATFORM_BASE_URL` is not set. */
export function platformFromEnv(env: Env): PlatformTarget | undefined {
  if (!env.PLATFORM_BASE_URL) return undefined;
  const input = env.PLATFORM_ACTOR_INPUT ? (JSON.parse(env.PLATFORM_ACTOR_INPUT) as unknown) : {};
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new Error('PLATFORM_ACTOR_INPUT must be a JSON object');
  return {
    source: 'env',
    baseUrl: env.PLATFORM_BASE_URL,
    token: required(env, 'PLATFORM_TOKEN'),
    actorId: required(env, 'PLATFORM_ACTOR_ID'),
    actorInput: input as Record<string, unknown>,
  };
}

/** The hosting API configured by `HOSTING_*` variables, or undefined when `HOSTING_BASE_URL` is not set. */
export function hostingFromEnv(env: Env): HostingTarget | undefined {
  if (!env.HOSTING_BASE_URL) return undefined;
  const site = siteId(required(env, 'HOSTING_SITE_ID'), 'HOSTING_SITE_ID');
  const siteIds = env.HOSTING_COLLABORATOR_SITE_IDS?.split(',').map((id) => siteId(id.trim(), 'HOSTING_COLLABORATOR_SITE_IDS')) ?? [site];
  return {
    source: 'env',
    baseUrl: env.HOSTING_BASE_URL,
    clientId: required(env, 'HOSTING_CLIENT_ID'),
    clientSecret: required(env, 'HOSTING_CLIENT_SECRET'),
    siteId: site,
    gitToken: required(env, 'HOSTING_GIT_TOKEN'),
    gitRepository: required(env, 'HOSTING_GIT_REPOSITORY'),
    gitBranch: env.HOSTING_GIT_BRANCH ?? 'main',
    collaboratorEmail: required(env, 'HOSTING_COLLABORATOR_EMAIL'),
    collaboratorSiteIds: siteIds,
  };
}

/** The calendar configured by `CALENDAR_*` variables, or undefined when `CALENDAR_BASE_URL` is not set. */
export function calendarFromEnv(env: Env): CalendarTarget | undefined {
  if (!env.CALENDAR_BASE_URL) return undefined;
  return {
    source: 'env',
    baseUrl: env.CALENDAR_BASE_URL,
    username: required(env, 'CALENDAR_USERNAME'),
    applicationPassword: required(env, 'CALENDAR_APP_PASSWORD'),
    category: required(env, 'CALENDAR_CATEGORY'),
  };
}

/** The code-analysis API configured by `CODE_ANALYSIS_*` variables, or undefined when `CODE_ANALYSIS_BASE_URL` is not set. */
export function codeAnalysisFromEnv(env: Env): CodeAnalysisTarget | undefined {
  if (!env.CODE_ANALYSIS_BASE_URL) return undefined;
  return {
    source: 'env',
    baseUrl: env.CODE_ANALYSIS_BASE_URL,
    apiToken: env.CODE_ANALYSIS_API_TOKEN,
    provider: env.CODE_ANALYSIS_PROVIDER ?? 'gh',
    organization: required(env, 'CODE_ANALYSIS_ORGANIZATION'),
    repository: required(env, 'CODE_ANALYSIS_REPOSITORY'),
  };
}
