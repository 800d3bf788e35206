/**
 * The oldest Node the fakes run on: msw 3, which serves them, calls `Promise.withResolvers` and other
 * Node 22 APIs. The packages declare the same floor in their `engines` field.
 */
export const FAKE_NODE_FLOOR = '22.12.0';

/** The parts of `process.versions` the check reads. */
interface Versions {
  readonly node?: string | undefined;
  readonly bun?: string | undefined;
  readonly deno?: string | undefined;
}

/**
 * Throws at once, with the version needed, when the fakes are started on a Node older than
 * {@link FAKE_NODE_FLOOR}: without it every fake call would fail later, deep inside msw, after the
 * client's retries. Bun and Deno (which report a Node version of their own) and runtimes without
 * `process` pass.
 */
export function checkFakeRuntime(versions: Versions | undefined = (globalThis as { process?: { versions?: Versions } }).process?.versions): void {
  if (versions?.node === undefined || versions.bun !== undefined || versions.deno !== undefined) return;
  if (compareVersions(versions.node, FAKE_NODE_FLOOR) >= 0) return;
  throw new Error(
    `The fakes of @typed-api/*/testing need Node ${FAKE_NODE_FLOOR} or newer (they are served by msw 3); this is Node ${versions.node}. Upgrade Node, as the packages' engines field asks.`,
  );
}

/** Compares two dotted version numbers (`22.12.0`, `v20.9.0`) part by part: negative, zero or positive. */
function compareVersions(a: string, b: string): number {
  const left = a.replace(/^v/, '').split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
