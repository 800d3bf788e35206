// How a contract test calls an operation that has no row written for it: from its description alone.
import type { Operation } from '../../packages/core/src/internal.js';
import { sampleOf } from '../../packages/core/src/testing/index.js';
import { pathValues } from './path-values.js';

/** A call of an operation made from its description: its method's name on its namespace, its arguments, and where it must go. */
export interface DerivedCall {
  /** The namespace and the method (`repositories`, `getInfo`). */
  readonly namespace: string;
  readonly method: string;
  /** Path values its params take, then a sample of its inputs when it takes any. */
  readonly args: readonly unknown[];
  /** Its path with those values, below the package's prefix. */
  readonly path: string;
  /** The JSON body the inputs make, when the operation takes one. */
  readonly body: unknown;
  /** The query the inputs make, each value as text (the sample holds the required parameters only). */
  readonly query: Readonly<Record<string, string>>;
}

/** The call of `op` from its description: what a contract checks when nobody wrote what the call must send. */
export function derivedCall(op: Operation): DerivedCall {
  const [namespace = '', method = ''] = op.id.split('.');
  const ids = pathValues(op);
  let at = 0;
  const path = op.path.replace(/\{\w+\}/g, () => encodeURIComponent(String(ids[at++])));
  const query = op.query === undefined ? {} : (sampleOf(op.query) as Record<string, unknown>);
  const body = op.body === undefined ? undefined : sampleOf(op.body);
  const inputs = { ...query, ...(op.bodyKey ? { [op.bodyKey]: body } : (body as object | undefined)) };
  const takesInputs = Boolean(op.query ?? op.body ?? op.bodyKey ?? op.inputHeaders);
  const text = Object.fromEntries(Object.entries(query).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : String(value)]));
  return { namespace, method, args: [...ids, ...(takesInputs ? [inputs] : [])], path, body, query: text };
}

/** Calls the method a derived call names on a client. */
export function callDerived(client: object, call: DerivedCall): PromiseLike<unknown> {
  const method = (client as Record<string, Record<string, ((...args: unknown[]) => PromiseLike<unknown>) | undefined> | undefined>)[call.namespace]?.[call.method];
  return method ? method(...call.args) : Promise.reject(new Error(`no method ${call.namespace}.${call.method}`));
}
