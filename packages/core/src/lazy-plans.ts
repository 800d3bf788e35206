import type { Operation } from './operation.js';

/**
 * An operation whose plan is not loaded yet: its id, and how to load it. A full client's methods send these
 * for a namespace whose plans it has not needed so far; the engine loads the plan before the call's clocks
 * start, so the first call of a namespace waits for one import and no timeout counts it.
 */
export interface LazyPlan<O extends Operation> {
  /** The operation's id (what `ApiPromise.operation` names at once). */
  readonly id: string;
  /** Loads the plan (the namespace's module of plans, imported once). */
  readonly load: () => Promise<O>;
}

/** True for an operation whose plan is still to be loaded. */
export function isLazyPlan(op: object): op is LazyPlan<Operation> {
  return typeof (op as { load?: unknown }).load === 'function';
}

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

/** How to hand a namespace's module of plans to its lazy loader, by the class whose methods send them (see {@link providePlans}). */
const providers = new WeakMap<object, (module: Readonly<Record<string, Operation>>) => void>();

/**
 * Hands `owner`'s namespace its module of plans, imported already, so that no call of it waits for an
 * import: a package's fake does this for every namespace of the full client when it is created, as a test
 * that fakes timers would otherwise wait on an import that fake time does not advance. An owner that loads
 * nothing lazily is left alone.
 */
export function providePlans(owner: object, module: Readonly<Record<string, Operation>>): void {
  providers.get(owner)?.(module);
}

/**
 * The plans of one namespace by operation id, from the loader of its module (`() => import('./plans/<namespace>.js')`),
 * which runs once, on the first call that needs one of them (a failed import is tried again on the next). Until
 * then `plan(id)` is a {@link LazyPlan}; from then on the plan itself, so later calls wait for nothing.
 * `owner` (the namespace's class) is whom {@link providePlans} names to hand the module over at once.
 */
export function lazyPlans(load: () => Promise<Readonly<Record<string, Operation>>>, owner?: object): (id: string) => Operation | LazyPlan<Operation> {
  let byId: ReadonlyMap<string, Operation> | undefined;
  let loading: Promise<ReadonlyMap<string, Operation>> | undefined;
  const take = (module: Readonly<Record<string, Operation>>): ReadonlyMap<string, Operation> => (byId = new Map(Object.values(module).map((plan) => [plan.id, plan])));
  const loaded = (): Promise<ReadonlyMap<string, Operation>> =>
    (loading ??= load().then(take, (error: unknown) => {
      loading = undefined;
      throw error;
    }));
  everyLoader.add(loaded);
  if (owner)
    providers.set(owner, (module) => {
      loading = Promise.resolve(take(module));
    });
  const find = (plans: ReadonlyMap<string, Operation>, id: string): Operation => {
    const plan = plans.get(id);
    if (!plan) throw new TypeError(`the plans module has no plan ${id}`);
    return plan;
  };
  return (id) => (byId ? find(byId, id) : { id, load: () => loaded().then((plans) => find(plans, id)) });
}
