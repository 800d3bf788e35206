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
 * Each runtime's mark, in the order they are asked: the runtime's name, and a test that gives its version
 * (the name then goes with it, `Node/22.12.0`), `true` for a runtime named without one, or `false` or
 * undefined when the mark is not there.
 */
const RUNTIME_MARKS: readonly (readonly [runtime: string, test: (globals: RuntimeGlobals) => string | boolean | undefined])[] = [
  ['Deno', (g) => g.Deno?.version?.deno],
  ['Bun', (g) => g.process?.versions?.bun ?? g.Bun?.version],
  ['browser', (g) => g.document !== undefined],
  ['EdgeRuntime', (g) => g.EdgeRuntime !== undefined],
  ['workerd', (g) => g.navigator?.userAgent === WORKERD_USER_AGENT],
  ['Node', (g) => g.process?.versions?.node],
  ['browser', (g) => g.navigator?.userAgent?.startsWith('Mozilla/')],
];

/**
 * The runtime as it goes into the `User-Agent` (`Node/22.12.0`, `Bun/1.2.19`, `Deno/2.4.2`, `workerd`,
 * `EdgeRuntime`); `'browser'` in a browser window or worker; undefined for a runtime it does not know.
 * Deno and Bun are asked first, since both also answer to Node's marks.
 */
export function detectRuntime(globals: RuntimeGlobals): string | undefined {
  for (const [runtime, test] of RUNTIME_MARKS) {
    const mark = test(globals);
    if (mark === true) return runtime;
    if (mark !== undefined && mark !== false) return `${runtime}/${mark}`;
  }
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
