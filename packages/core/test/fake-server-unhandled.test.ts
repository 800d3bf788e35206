import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http } from 'msw';
import { expect, test, vi } from 'vitest';
import { jsonResponse } from '@typed-api/core/testing';
import { useFakeServer, type LifecycleHooks } from '@typed-api/core/testing/node';

// useFakeServer's hooks are driven by hand here (its own MSW server is the only one of this file), so that
// the test can watch the `afterEach` of a test that sent a request no fake answers.

/** Lifecycle hooks that keep what they are given, to be run by the test. */
function manualHooks(): LifecycleHooks & { run: Record<'beforeAll' | 'afterEach' | 'afterAll', () => void> } {
  const registered = { beforeAll: [] as (() => void)[], afterEach: [] as (() => void)[], afterAll: [] as (() => void)[] };
  const runAll = (fns: (() => void)[]) => () => {
    for (const fn of fns) fn();
  };
  return {
    beforeAll: (fn) => registered.beforeAll.push(fn),
    afterEach: (fn) => registered.afterEach.push(fn),
    afterAll: (fn) => registered.afterAll.push(fn),
    run: { beforeAll: runAll(registered.beforeAll), afterEach: runAll(registered.afterEach), afterAll: runAll(registered.afterAll) },
  };
}

test('a request no fake handler answers never reaches the network, prints nothing, and fails the test that sent it', async () => {
  const hooks = manualHooks();
  useFakeServer({ handlers: [http.get('https://counter.test/count', () => jsonResponse({ count: 0 }))], reset: () => undefined }, hooks);
  // A real server that would answer 200: the request must be stopped before it gets there.
  let reached = 0;
  const real = createServer((_, res) => {
    reached++;
    res.end('real');
  });
  await new Promise<void>((resolve) => real.listen(0, '127.0.0.1', resolve));
  const printed = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
  hooks.run.beforeAll();
  try {
    const url = `http://127.0.0.1:${String((real.address() as AddressInfo).port)}/`;
    // The code under test may well swallow the failed request: the test fails all the same, after it.
    await fetch(url).then(
      () => expect.unreachable('the request was answered'),
      () => undefined,
    );
    expect(reached).toBe(0);
    expect(() => {
      hooks.run.afterEach();
    }).toThrow(`The test sent 1 request(s) that no fake handler answers (refused, never sent):\n  GET ${url}`);
    // The next test starts clean, and requests the fake answers are no failure.
    expect(await (await fetch('https://counter.test/count')).json()).toEqual({ count: 0 });
    expect(() => {
      hooks.run.afterEach();
    }).not.toThrow();
    for (const spy of printed) expect(spy).not.toHaveBeenCalled();
  } finally {
    hooks.run.afterAll();
    await new Promise((resolve) => real.close(resolve));
  }
});
