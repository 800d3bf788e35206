// Values for an operation's path identifiers, for the tests that call every operation of a package.
import { safeParse } from 'zod/v4/core';
import type { Operation } from '../../packages/core/src/internal.js';

/** Values for an operation's path identifiers that its params schema takes (a number where it wants one). */
export function pathValues(op: Operation): unknown[] {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const values: Record<string, unknown> = {};
  for (const name of names) {
    const result = op.params === undefined ? undefined : safeParse(op.params, { ...values, [name]: 1 });
    values[name] = result === undefined || result.success || result.error.issues.every((issue) => issue.path[0] !== name) ? 1 : 'x1';
  }
  return names.map((name) => values[name]);
}
