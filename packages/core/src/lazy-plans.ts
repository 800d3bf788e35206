import type { Operation } from './operation.js';

/**
 * An operation whose plan is not loaded yet: its id, and how to load it. A full client's methods send these
 * for a namespace whose plans it has not needed so far; the engine loads the plan before the call's clocks
 * start, so the first call of a namespace waits for one import and no timeout counts it.
 */
export interface LazyPlan<O extends Operation> {
  /** The operation's id (what `ApiPromise.operation` names at once). */
  readonly id: string;
  /** Loads the plan (the namespace's module, imported once). */
  readonly load: () => Promise<O>;
}

/** True for an operation whose plan is still to be loaded. */
export function isLazyPlan(op: object): op is LazyPlan<Operation> {
  return typeof (op as { load?: unknown }).load === 'function';
}

/** The plans of one namespace by method name: what its generated module of plans exports. */
export type PlanTable = Readonly<Record<string, Operation>>;

/**
 * The plans of one namespace whose module loads on first use (see {@link lazyPlans}): `plans(name)` is the plan of
 * the method `name`, or, until the module has loaded, a {@link LazyPlan} of it that the engine loads.
 */
export type LazyPlans<P extends PlanTable> = <K extends keyof P & string>(name: K) => P[K] | LazyPlan<P[K]>;

/** A namespace's lazy plans (what the core's `lazyPlans` gave) with its module, imported already: what a fake hands over when it is created. */
export type NamespacePlans = readonly [plans: object, module: PlanTable];

/** How to load every namespace's plans made with {@link lazyPlans} so far (see {@link loadAllPlans}). */
const everyLoader = new Set<() => Promise<unknown>>();

/**
 * Loads the plans of every namespace whose module has been imported, so that no first call waits for an
 * import: for a server warming up before its first request, or a test suite whose tests use fake timers
 * (fake time does not advance a real import).
 */
export async function loadAllPlans(): Promise<void> {
  await Promise.all([...everyLoader].map((load) => load()));
}

/** How to hand a namespace's module to its lazy plans, by the function {@link lazyPlans} gave (see {@link providePlans}). */
const providers = new WeakMap<object, (module: PlanTable) => void>();

/**
 * Hands a namespace's lazy plans its module, imported already, so that no call of it waits for an import: a
 * package's fake does this for every lazy namespace of the full client when it is created, as a test that fakes
 * timers would otherwise wait on an import that fake time does not advance.
 */
export function providePlans(plans: object, module: PlanTable): void {
  providers.get(plans)?.(module);
}

/**
 * The plans of one namespace, from the loader of its module (`() => import('./<namespace>.js')`, which exports
 * them by method name), which runs once, on the first call that needs one of them (a failed
 * import is tried again on the next). Until then `plans(name)` is a {@link LazyPlan} whose id is
 * `<namespace>.<name>`, as a method's operation id is; from then on the plan itself, so later calls wait for nothing.
 */
export function lazyPlans<P extends PlanTable>(namespace: string, load: () => Promise<P>): LazyPlans<P> {
  let table: P | undefined;
  let loading: Promise<P> | undefined;
  const take = (module: P): P => (table = module);
  const loaded = (): Promise<P> =>
    (loading ??= load().then(take, (error: unknown) => {
      loading = undefined;
      throw error;
    }));
  everyLoader.add(loaded);
  const find = <K extends keyof P & string>(plans: P, name: K): P[K] => {
    // An own property only: a name such as `constructor` is no plan.
    if (!Object.hasOwn(plans, name)) throw new TypeError(`the module of ${namespace} has no plan ${name}`);
    return plans[name];
  };
  const plans: LazyPlans<P> = (name) => (table ? find(table, name) : { id: `${namespace}.${name}`, load: () => loaded().then((loadedTable) => find(loadedTable, name)) });
  providers.set(plans, (module) => {
    loading = Promise.resolve(take(module as P));
  });
  return plans;
}

