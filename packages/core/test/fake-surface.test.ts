import { getResponse, http } from 'msw';
import { describe, expect, test } from 'vitest';
import { createFake, jsonResponse, type Fake, type FakeDialect } from '@typed-api/core/testing';
import { serveHandlers } from '@typed-api/core/testing/node';
import { HttpClient } from '@typed-api/core';
import { attachEngine, defineLazyOperations, lazyPlans, type PlanTable } from '@typed-api/core/internal';
import { createCalendarFake } from '../../calendar/src/testing/index.js';
import { createCodeAnalysisFake } from '../../code-analysis/src/testing/index.js';
import { createHostingFake } from '../../hosting/src/testing/index.js';
import { createPlatformFake } from '../../platform/src/testing/index.js';

const dialect: FakeDialect = {
  prefix: '',
  ok: (data, status = 200, headers) => jsonResponse({ data }, status, headers),
  error: (status, code, message, headers) => jsonResponse({ error: { code, message } }, status, headers),
};

/** A counter fake built on the core's common surface: POST /count adds one. */
function counterFake(baseUrl = 'https://counter.test/') {
  const state = { count: 0 };
  return createFake(
    {
      baseUrl,
      dialect,
      routes: (base) => [http.post(`${base}/count`, () => jsonResponse({ count: ++state.count }))],
      state: () => state,
      reset: () => {
        state.count = 0;
      },
    },
    { label: 'counter' },
  );
}

const send = async (fake: { readonly handlers: Fake<unknown>['handlers'] }, url: string, init?: RequestInit): Promise<Response> => {
  const response = await getResponse(fake.handlers, new Request(url, init));
  if (!response) throw new Error(`no handler answered ${url}`);
  return response;
};

describe('createFake', () => {
  test('builds the common surface, with the base URL normalized and the extras copied on', async () => {
    const fake = counterFake();
    expect(fake.baseUrl).toBe('https://counter.test');
    expect(fake.label).toBe('counter');
    expect(fake.closed).toBe(false);
    expect(fake.handlers).toHaveLength(3);
    expect(await (await send(fake, `${fake.baseUrl}/count`, { method: 'POST' })).json()).toEqual({ count: 1 });
    expect(fake.state.count).toBe(1);
  });

  test('reset() drops the data and the queued faults', async () => {
    const fake = counterFake();
    await send(fake, `${fake.baseUrl}/count`, { method: 'POST' });
    fake.faults.next(3, 503);
    fake.reset();
    expect(fake.state.count).toBe(0);
    expect(fake.faults.pending).toBe(0);
    expect((await send(fake, `${fake.baseUrl}/count`, { method: 'POST' })).status).toBe(200);
  });

  test('close() resets, then refuses every request under the base URL with a 410 in the dialect', async () => {
    const fake = counterFake();
    await send(fake, `${fake.baseUrl}/count`, { method: 'POST' });
    fake.faults.next(1, 500);
    fake.close();
    expect(fake.closed).toBe(true);
    expect(fake.state.count).toBe(0);
    expect(fake.faults.pending).toBe(0);
    const refused = await send(fake, `${fake.baseUrl}/count`, { method: 'POST', body: '{"by":1}' });
    expect(refused.status).toBe(410);
    expect(await refused.json()).toEqual({ error: { code: 'fake-closed', message: 'The fake at https://counter.test was closed; create a new one to go on' } });
    expect(fake.state.count).toBe(0);
  });

  test('a closed fake leaves other addresses alone, and close() again does nothing', async () => {
    const fake = counterFake();
    fake.close();
    fake.close();
    expect(await getResponse(fake.handlers, new Request('https://counter.test.example/count', { method: 'POST' }))).toBeUndefined();
  });

  test('reset() and faults.next() after close() throw instead of bringing the fake back', () => {
    const fake = counterFake();
    fake.close();
    expect(() => {
      fake.reset();
    }).toThrow('The fake at https://counter.test was closed; create a new one instead of resetting it');
    expect(() => {
      fake.faults.next(1, 503);
    }).toThrow('The fake at https://counter.test was closed; create a new one instead of queueing faults on it');
    expect(fake.faults.pending).toBe(0);
  });

  test("hands the full client's namespaces their plans when it is created, so that no call of a client under test waits for an import", async () => {
    // eslint-disable-next-line @typescript-eslint/no-extraneous-class -- its method is defined on it by defineLazyOperations
    class Boxes {
      constructor(http: HttpClient) {
        attachEngine(this, http);
      }
    }
    let imports = 0;
    // An import that fails: the fake's plans must make it unneeded.
    const module = { count: { id: 'boxes.count', method: 'POST', path: '/count', rules: {} } } as const satisfies PlanTable;
    const plans = lazyPlans<typeof module>('boxes', () => (imports++, Promise.reject(new Error('imported'))));
    defineLazyOperations(Boxes, plans, { count: { path: '/count', bare: true } });
    const fake = createFake({ baseUrl: 'https://boxes.test', dialect, routes: (base) => [http.post(`${base}/count`, () => jsonResponse({ data: 1 }))], state: () => ({}), reset: () => undefined, plans: [[plans, module]] });
    const fetch: typeof globalThis.fetch = async (input, init) => (await getResponse(fake.handlers, new Request(input, init))) ?? new Response(null, { status: 404 });
    const boxes = new Boxes(new HttpClient({ baseUrl: fake.baseUrl, fetch })) as unknown as { count(): PromiseLike<unknown> };
    expect(await boxes.count()).toEqual({ data: 1 });
    expect(imports).toBe(0);
  });

  test('keeps the fault injector first in its handlers, in front of the closed-fake guard', async () => {
    const fake = counterFake();
    const [first] = fake.handlers;
    expect(first).toBe(fake.faults.handler);
    fake.faults.next(1, 503);
    expect((await getResponse([first!], new Request(`${fake.baseUrl}/count`, { method: 'POST' })))?.status).toBe(503);
  });
});

const fakes = {
  platform: (baseUrl: string) => createPlatformFake({ baseUrl }),
  hosting: (baseUrl: string) => createHostingFake({ baseUrl }),
  calendar: (baseUrl: string) => createCalendarFake({ baseUrl }),
  'code-analysis': (baseUrl: string) => createCodeAnalysisFake({ baseUrl }),
} satisfies Record<string, (baseUrl: string) => Fake<unknown>>;

const SURFACE = ['baseUrl', 'close', 'closed', 'faults', 'handlers', 'reset', 'state'];

describe.each(Object.entries(fakes))('the %s fake', (_name, create) => {
  test('has the common surface', () => {
    const fake = create('https://shared.test/mount/');
    const keys = [...Object.keys(fake), ...Object.keys(Object.getOwnPropertyDescriptors(fake))];
    for (const key of SURFACE) expect(keys).toContain(key);
    expect(fake.baseUrl).toBe('https://shared.test/mount');
    expect(Array.isArray(fake.handlers)).toBe(true);
    expect(typeof fake.state).toBe('object');
    expect(typeof fake.faults.next).toBe('function');
    expect(typeof fake.reset).toBe('function');
    expect(typeof fake.close).toBe('function');
    expect(fake.closed).toBe(false);
    expect(fake.handlers[0]).toBe(fake.faults.handler);
  });

  test('serves injected faults under its base URL until reset', async () => {
    const fake = create('https://shared.test/mount');
    fake.faults.next(1, 503);
    expect((await send(fake, `${fake.baseUrl}/anything`)).status).toBe(503);
    fake.faults.next(1, 503);
    fake.reset();
    expect(fake.faults.pending).toBe(0);
  });

  test('refuses requests with a 410 that says why once closed', async () => {
    const fake = create('https://shared.test/mount');
    fake.close();
    expect(fake.closed).toBe(true);
    const refused = await send(fake, `${fake.baseUrl}/anything`, { method: 'POST', body: '{}' });
    expect(refused.status).toBe(410);
    expect(await refused.text()).toContain('The fake at https://shared.test/mount was closed');
    expect(() => {
      fake.reset();
    }).toThrow(/was closed/);
  });
});

test('serveHandlers serves a fake of the common surface, and a closed fake answers 410 over the socket', async () => {
  const server = await serveHandlers([]);
  try {
    const fake = createPlatformFake({ baseUrl: `${server.url}/platform` });
    server.use(...fake.handlers);
    const open = await fetch(`${fake.baseUrl}/v2/users/me`, { headers: { authorization: `Bearer ${fake.token}` } });
    expect(open.status).toBe(200);
    fake.close();
    const refused = await fetch(`${fake.baseUrl}/v2/users/me`, { headers: { authorization: `Bearer ${fake.token}` } });
    expect(refused.status).toBe(410);
  } finally {
    await server.close();
  }
});
