import { afterEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { ApiPromise, HttpClient } from '@typed-api/core';
import { attachEngine, defineLazyOperations, lazyPlans, loadAllPlans, numberedPages, offsetPages, providePlans, walkList, withPlan, type LazyPlan, type Operation } from '@typed-api/core/internal';
import { json, scriptedFetch } from './helpers.js';

// A full client loads a namespace's plans on the namespace's first call: the call, or the walk's first page,
// waits for the import, then everything goes as with a plan at hand.

const getThing = { id: 'things.get', method: 'GET', path: '/things/{thingId}', rules: { path: { thingId: { text: 'text', trim: true, slash: false } } } } as const satisfies Operation;
const listThings = {
  id: 'things.list',
  method: 'GET',
  path: '/things',
  rules: { query: ['page', 'tag'] },
  list: numberedPages({ items: '', next: (page, current) => (page.items.length > 0 ? current + 1 : null) }),
} as const satisfies Operation;
const makeThing = { id: 'things.make', method: 'POST', path: '/things', rules: { body: ['name'] } } as const satisfies Operation;
/** The namespace's module of plans, by method name. */
const module = { get: getThing, list: listThings, make: makeThing };

const client = (fetch: typeof globalThis.fetch, timeoutMs?: number): HttpClient => new HttpClient({ baseUrl: 'https://api.test', fetch, maxRetries: 0, timeoutMs });

/** A loader of the module that counts its imports and can be made to fail once or to wait. */
function loader(options: { failFirst?: boolean; delayMs?: number } = {}): (() => Promise<typeof module>) & { imports: number } {
  const load = async (): Promise<typeof module> => {
    load.imports++;
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (options.failFirst && load.imports === 1) throw new Error('chunk failed to load');
    return module;
  };
  load.imports = 0;
  return load;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyPlans', () => {
  test('hands out a plan to load until the module has loaded, then the plan itself; the module is imported once', async () => {
    const load = loader();
    const planOf = lazyPlans('things', load);
    const first = planOf('get') as LazyPlan<Operation>;
    expect(first.id).toBe('things.get');
    expect(load.imports).toBe(0);
    const [a, b] = await Promise.all([first.load(), (planOf('list') as LazyPlan<Operation>).load()]);
    expect(a).toBe(getThing);
    expect(b).toBe(listThings);
    expect(load.imports).toBe(1);
    expect(planOf('make')).toBe(makeThing);
  });

  test('loadAllPlans loads every namespace made so far, so that no first call waits', async () => {
    const first = loader();
    const second = loader();
    const [planOf, otherOf] = [lazyPlans('things', first), lazyPlans('things', second)];
    await loadAllPlans();
    expect(planOf('get')).toBe(getThing);
    expect(otherOf('list')).toBe(listThings);
    expect([first.imports, second.imports]).toEqual([1, 1]);
  });

  test('a failed import is tried again on the next use', async () => {
    const load = loader({ failFirst: true });
    const planOf = lazyPlans('things', load);
    await expect((planOf('get') as LazyPlan<Operation>).load()).rejects.toThrow('chunk failed to load');
    expect(await (planOf('get') as LazyPlan<Operation>).load()).toBe(getThing);
    expect(load.imports).toBe(2);
  });

  test('a name the module has no plan for is a TypeError, before and after the module loaded; so is an inherited name', async () => {
    const planOf = lazyPlans<Readonly<Record<string, Operation>>>('things', loader());
    await expect((planOf('nope') as LazyPlan<Operation>).load()).rejects.toThrow(/the module of things has no plan nope/);
    expect(() => planOf('nope')).toThrow(/the module of things has no plan nope/);
    expect(() => planOf('toString')).toThrow(/no plan toString/);
  });
});

describe('a plan that loads on first use', () => {
  test('a call waits for it, names its operation at once, and sends as with the plan at hand', async () => {
    const fetch = scriptedFetch(json({ id: 't1' }));
    const planOf = lazyPlans('things', loader());
    const call = client(fetch).call(planOf('get'), { params: { thingId: 't1' } } as never);
    expect(call.operation).toBe('things.get');
    expect(await call).toEqual({ id: 't1' });
    expect(fetch.seen[0]?.url).toBe('https://api.test/things/t1');
  });

  test('its import is not counted by the attempt timeout: the call starts its clocks once the plan is in', async () => {
    vi.useFakeTimers();
    const fetch = scriptedFetch(json({ id: 't1' }));
    const planOf = lazyPlans('things', loader({ delayMs: 5_000 }));
    const call = client(fetch, 1_000).call(planOf('get'), { params: { thingId: 't1' } } as never);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await call).toEqual({ id: 't1' });
  });

  test("the caller's signal stops the wait for an import that never ends: the call, the walk and withPlan fail with an AbortError, and nothing is sent", async () => {
    const fetch = scriptedFetch(json({}));
    // An import that ends only when the test does (loadAllPlans, which later files' setup runs, waits for every loader).
    let release: (loaded: typeof module) => void = () => undefined;
    const planOf = lazyPlans('things', () => new Promise<typeof module>((resolve) => (release = resolve)));
    onTestFinished(() => {
      release(module);
    });
    const controller = new AbortController();
    const call = client(fetch).call(planOf('get'), { params: { thingId: 't1' } } as never, { signal: controller.signal });
    const walk = walkList(client(fetch), planOf('list') as LazyPlan<typeof listThings>, {}, { signal: controller.signal });
    const run = withPlan(planOf('make'), () => client(fetch).call(makeThing, {}), controller.signal);
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await expect(walk).rejects.toMatchObject({ name: 'AbortError' });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch.seen).toHaveLength(0);
  });

  test('a call whose plan fails to load fails with the import error, and sends nothing', async () => {
    const fetch = scriptedFetch(json({}));
    const planOf = lazyPlans('things', loader({ failFirst: true }));
    await expect(client(fetch).call(planOf('get') as LazyPlan<typeof getThing>, { params: { thingId: 't1' } } as never)).rejects.toThrow('chunk failed to load');
    expect(fetch.seen).toHaveLength(0);
  });

  test('a walk waits for it on its first page, and walks, bounded, as with the plan at hand', async () => {
    const fetch = scriptedFetch(json([{ id: 1 }, { id: 2 }]), json([{ id: 3 }]), json([]));
    const planOf = lazyPlans('things', loader());
    const walk = walkList(client(fetch), planOf('list') as LazyPlan<typeof listThings>, { input: { tag: 'red' } });
    expect(await walk.toArray()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(new URL(fetch.seen[0]?.url ?? '').searchParams.get('tag')).toBe('red');
    const again = scriptedFetch(json([{ id: 1 }, { id: 2 }]), json([]));
    const limited = walkList(client(again), lazyPlans('things', loader())('list') as LazyPlan<typeof listThings>, {}).limit({ maxItems: 1 });
    expect(await limited.toArray()).toEqual([{ id: 1 }]);
  });

  test("a walk bounded by the list's own cap keeps to it once the plan is in: the last page is cut at the cap", async () => {
    const capped = { id: 'things.page', method: 'GET', path: '/things', rules: { query: ['offset', 'limit'] }, list: offsetPages() } as const satisfies Operation;
    const fetch = scriptedFetch(json({ items: [1, 2, 3], offset: 0, total: 9 }));
    const planOf = lazyPlans('things', () => Promise.resolve({ page: capped }));
    const walk = walkList(client(fetch), planOf('page') as LazyPlan<typeof capped>, { input: { limit: 2 } });
    expect(await walk.toArray()).toEqual([1, 2]);
  });

  test('a walk whose plan fails to load, and that nobody walks, leaves no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown): void => {
      unhandled.push(reason);
    };
    process.on('unhandledRejection', listener);
    try {
      walkList(client(scriptedFetch(json([]))), lazyPlans('things', loader({ failFirst: true }))('list') as LazyPlan<typeof listThings>, {});
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listener);
    }
  });

  test('the first page of a walk is its awaited value, named by the operation, and a failed import is its failure', async () => {
    const fetch = scriptedFetch(json([{ id: 1 }]));
    const walk = walkList(client(fetch), lazyPlans('things', loader())('list') as LazyPlan<typeof listThings>, {});
    expect((await walk).items).toEqual([{ id: 1 }]);
    const failing = walkList(client(fetch), lazyPlans('things', loader({ failFirst: true }))('list') as LazyPlan<typeof listThings>, {});
    await expect(failing.toArray()).rejects.toThrow('chunk failed to load');
    const pages = walkList(client(scriptedFetch(json([]))), lazyPlans('things', loader({ failFirst: true }))('list') as LazyPlan<typeof listThings>, {});
    await expect(pages.withResponse()).rejects.toThrow('chunk failed to load');
  });
});

describe('defineLazyOperations', () => {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-extraneous-class
  class Things {
    constructor(http: HttpClient) {
      attachEngine(this, http);
    }
  }
  // eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
  interface Things {
    get(thingId: string, options?: object): PromiseLike<unknown>;
    make(inputs: object, options?: object): PromiseLike<unknown>;
    list(inputs?: object): { toArray(): Promise<unknown[]> };
  }

  test('makes each method from its shape; the namespace loads its plans once, on its first call', async () => {
    const load = loader();
    defineLazyOperations(Things, lazyPlans('things', load), {
      get: { path: '/things/{thingId}', bare: true },
      make: { path: '/things' },
      list: { path: '/things', list: true },
    });
    const fetch = scriptedFetch(json({ id: 't1' }), json({}), json([{ id: 1 }]), json([]));
    const things = new Things(client(fetch));
    expect(load.imports).toBe(0);
    await things.get('t1', { headers: { 'x-trace': '1' } });
    expect(fetch.seen[0]?.url).toBe('https://api.test/things/t1');
    expect(fetch.seen[0]?.headers['x-trace']).toBe('1');
    await things.make({ name: 'n' });
    expect(fetch.seen[1]?.body).toBe('{"name":"n"}');
    expect(await things.list({ tag: 'blue' }).toArray()).toEqual([{ id: 1 }]);
    expect(load.imports).toBe(1);
    expect(Things.prototype.get.name).toBe('get');
  });
});

describe('providePlans', () => {
  /** A namespace class of its own per test: a class's plans are handed over once. */
  function namespace(): new (http: HttpClient) => { get(thingId: string): PromiseLike<unknown> } {
    // eslint-disable-next-line @typescript-eslint/no-extraneous-class -- the methods are defined on it by defineLazyOperations
    class Things {
      constructor(http: HttpClient) {
        attachEngine(this, http);
      }
    }
    return Things as never;
  }
  /**
   * An import that fake time never ends (a module read from disk, under fake timers), counting its starts,
   * until the test ends it with `release()`: a loader left pending would hold up every later `loadAllPlans()`
   * of the worker (the setup file of the next test file runs one).
   */
  const stalled = (): (() => Promise<typeof module>) & { imports: number; release: () => void } => {
    let release = (): void => undefined;
    const done = new Promise<typeof module>((resolve) => {
      release = () => {
        resolve(module);
      };
    });
    const load = (): Promise<typeof module> => {
      load.imports++;
      return done;
    };
    load.imports = 0;
    load.release = () => {
      release();
    };
    return load;
  };
  const retrying = (fetch: typeof globalThis.fetch): HttpClient => new HttpClient({ baseUrl: 'https://api.test', fetch, maxRetries: 1 });

  test('a namespace handed its module of plans sends them at once: a call retried after a 503 ends as fake time advances, and nothing is imported', async () => {
    const Things = namespace();
    const load = stalled();
    const plans = lazyPlans('things', load);
    defineLazyOperations(Things, plans, { get: { path: '/things/{thingId}', bare: true } });
    providePlans(plans, module);
    vi.useFakeTimers();
    const fetch = scriptedFetch(json({ error: 'busy' }, 503), json({ id: 't1' }));
    const call = new Things(retrying(fetch)).get('t1');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await call).toEqual({ id: 't1' });
    expect(fetch.seen).toHaveLength(2);
    expect(load.imports).toBe(0);
  });

  test('without it, the same call waits on the import, and fake time cannot end the wait', async () => {
    const Things = namespace();
    const load = stalled();
    defineLazyOperations(Things, lazyPlans('things', load), { get: { path: '/things/{thingId}', bare: true } });
    vi.useFakeTimers();
    const fetch = scriptedFetch(json({ error: 'busy' }, 503), json({ id: 't1' }));
    let settled = false;
    const call = Promise.resolve(new Things(retrying(fetch)).get('t1')).finally(() => {
      settled = true;
    });
    try {
      await vi.advanceTimersByTimeAsync(10_000);
      expect(settled).toBe(false);
      expect(fetch.seen).toHaveLength(0);
      expect(load.imports).toBe(1);
    } finally {
      load.release();
      vi.useRealTimers();
      await call.catch(() => undefined);
    }
  });

  test('hands over to the plans it names only; anything else is left alone', async () => {
    const [Mine, Other] = [namespace(), namespace()];
    const [mine, other] = [stalled(), loader()];
    const minePlans = lazyPlans('things', mine);
    defineLazyOperations(Mine, minePlans, { get: { path: '/things/{thingId}', bare: true } });
    defineLazyOperations(Other, lazyPlans('things', other), { get: { path: '/things/{thingId}', bare: true } });
    providePlans(minePlans, module);
    expect(() => {
      providePlans(Mine, module);
    }).not.toThrow();
    await new Other(client(scriptedFetch(json({ id: 't2' })))).get('t2');
    expect(other.imports).toBe(1);
    expect(await new Mine(client(scriptedFetch(json({ id: 't1' })))).get('t1')).toEqual({ id: 't1' });
    expect(mine.imports).toBe(0);
  });
});

describe('withPlan', () => {
  const answer = (plan: Operation): ApiPromise<string> => new ApiPromise(Promise.resolve({ data: plan.path, response: new Response() }), plan.id);

  test('runs with a loaded plan at once, and with a lazy one once it has loaded, named by its operation meanwhile', async () => {
    expect(await withPlan(getThing, answer)).toBe('/things/{thingId}');
    const load = loader();
    const lazy = withPlan(lazyPlans('things', load)('make'), answer);
    expect(lazy.operation).toBe('things.make');
    expect(await lazy).toBe('/things');
    expect(load.imports).toBe(1);
  });

  test('a plan that fails to load is the failure, and nothing runs', async () => {
    let ran = false;
    const failed = withPlan(lazyPlans('things', loader({ failFirst: true }))('get'), (plan) => ((ran = true), answer(plan)));
    await expect(failed).rejects.toThrow('chunk failed to load');
    expect(ran).toBe(false);
  });
});
