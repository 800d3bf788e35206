import { http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { jsonResponse } from '@typed-api/core/testing';
import { useFakeServer } from '@typed-api/core/testing/node';

/** A tiny stateful fake: a counter that POST increments, with a reset. */
function counterFake() {
  let count = 0;
  return {
    handlers: [
      http.post('https://counter.test/count', () => jsonResponse({ count: ++count })),
      http.get('https://counter.test/count', () => jsonResponse({ count })),
    ],
    reset: () => {
      count = 0;
    },
  };
}

const { server, requests, lastRequest } = useFakeServer(counterFake(), { beforeAll, afterEach, afterAll });

describe('useFakeServer', () => {
  test('serves the fake and records what went on the wire', async () => {
    await fetch('https://counter.test/count?by=1', { method: 'POST', body: '{"note":"first"}', headers: { 'x-trace': 't1' } });
    const response = await fetch('https://counter.test/count');
    expect(await response.json()).toEqual({ count: 1 });
    const sent = await requests();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /count', 'GET /count']);
    expect(sent[0]).toMatchObject({ query: { by: '1' }, body: '{"note":"first"}' });
    expect(sent[0]!.headers.get('x-trace')).toBe('t1');
    expect((await lastRequest()).method).toBe('GET');
  });

  test("resets the fake's state and the recording between tests", async () => {
    expect(await requests()).toEqual([]);
    await expect(lastRequest()).rejects.toThrow('no request was sent');
    expect(await (await fetch('https://counter.test/count')).json()).toEqual({ count: 0 });
  });

  test('per-test overrides through server.use() last one test only', async () => {
    server.use(http.get('https://counter.test/count', () => jsonResponse({ count: 99 })));
    expect(await (await fetch('https://counter.test/count')).json()).toEqual({ count: 99 });
  });

  test('the override is gone in the next test', async () => {
    expect(await (await fetch('https://counter.test/count')).json()).toEqual({ count: 0 });
  });
});
