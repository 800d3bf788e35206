// The `User-Agent` a client sends from server runtimes: the package, its version and the runtime, so
// that an API's operators can see who calls them. Browsers get nothing extra: they refuse to let a page
// set `User-Agent`, and any header outside the CORS-safelisted ones makes every call a preflighted one,
// which an API may refuse.

/** A package's name and version, as its package.json gives them. */
export interface SdkInfo {
  /** The npm name, e.g. `@typed-api/platform`. */
  readonly name: string;
  /** The version, e.g. `0.1.0`. */
  readonly version: string;
}

/**
 * What runtime detection reads from the global scope: `globalThis` in use, a plain object in tests.
 * Each runtime leaves a mark of its own: Bun and Deno their namespaces, Node `process.versions.node`,
 * the edge runtime its `EdgeRuntime` name, workerd a fixed `navigator.userAgent`, browsers a `document`
 * (a window) or a browser `navigator.userAgent` (a worker).
 */
export interface RuntimeGlobals {
  readonly process?: { readonly versions?: Readonly<Record<string, string | undefined>> | undefined } | undefined;
  readonly Bun?: { readonly version?: string | undefined } | undefined;
  readonly Deno?: { readonly version?: { readonly deno?: string | undefined } | undefined } | undefined;
  readonly EdgeRuntime?: unknown;
  readonly navigator?: { readonly userAgent?: string | undefined } | undefined;
  readonly document?: unknown;
}

/** `navigator.userAgent` in workerd, whatever its version. */
const WORKERD_USER_AGENT = 'Cloudflare-Workers';

/**
 * The runtime as it goes into the `User-Agent` (`Node/22.12.0`, `Bun/1.2.19`, `Deno/2.4.2`, `workerd`,
 * `EdgeRuntime`); `'browser'` in a browser window or worker; undefined for a runtime it does not know.
 * Deno and Bun are asked first, since both also answer to Node's marks.
 */
export function detectRuntime(globals: RuntimeGlobals): string | undefined {
  const deno = globals.Deno?.version?.deno;
  if (deno !== undefined) return `Deno/${deno}`;
  const bun = globals.process?.versions?.bun ?? globals.Bun?.version;
  if (bun !== undefined) return `Bun/${bun}`;
  if (globals.document !== undefined) return 'browser';
  if (globals.EdgeRuntime !== undefined) return 'EdgeRuntime';
  const agent = globals.navigator?.userAgent;
  if (agent === WORKERD_USER_AGENT) return 'workerd';
  const node = globals.process?.versions?.node;
  if (node !== undefined) return `Node/${node}`;
  if (agent?.startsWith('Mozilla/')) return 'browser';
  return undefined;
}

/**
 * The `User-Agent` of a client of `sdk` on `runtime` (as {@link detectRuntime} names it):
 * `<package>/<version> (<runtime>)`, followed by the caller's `appName` when given, e.g.
 * `@typed-api/platform/0.1.0 (Node/22.12.0) my-app/1.2`. Undefined in a browser (nothing extra is sent
 * there) and without an `sdk`.
 */
export function userAgent(sdk: SdkInfo | undefined, appName: string | undefined, runtime: string | undefined): string | undefined {
  if (sdk === undefined || runtime === 'browser') return undefined;
  return `${sdk.name}/${sdk.version}${runtime === undefined ? '' : ` (${runtime})`}${appName === undefined ? '' : ` ${appName}`}`;
}
