import { afterEach, describe, expect, it, vi } from 'vitest';
import { AbortError, isSegmentsSyncFinished, TimeoutError, type SegmentsSyncStatus } from '../src/index.js';
import { useFake, withFakeTime } from './helpers.js';

const { fake, client, requests } = useFake();
const acme = ['gh', 'acme'] as const;

afterEach(() => {
  vi.useRealTimers();
});

const acmeSegments = () => {
  const segments = fake.state.segments.organizations.get('gh/acme');
  if (!segments) throw new Error('seed segments missing');
  return segments;
};

describe('segments', () => {
  it('synchronizes the segments from the git provider, with progress, and lists the new ones', async () => {
    acmeSegments().remote.push({ id: 303, key: 'region', values: [{ id: 3031, name: 'region', value: 'eu-west' }] });
    const c = client();
    expect((await c.segments.listKeys(...acme).toArray()).includes('region')).toBe(false);

    await c.segments.sync(...acme);
    const seen: string[] = [];
    const status = await c.segments.waitForSync(...acme, { intervalMs: 1, onProgress: ({ value }) => seen.push(value.status) });
    expect(status).toEqual({ status: 'Completed' });
    expect(seen).toEqual(['Syncing', 'Syncing', 'Completed']);
    expect(await c.segments.listKeys(...acme).toArray()).toEqual(['team', 'tier', 'region']);
    expect((await c.segments.listValues(...acme, 'region').toArray()).map((s) => s.value)).toEqual(['eu-west']);
  });

  it('answers 202 to a synchronization request while one runs', async () => {
    const c = client();
    const first = await c.segments.sync(...acme).withResponse();
    const second = await c.segments.sync(...acme).withResponse();
    expect([first.response.status, second.response.status]).toEqual([204, 202]);
    expect((await requests()).map((r) => r.method)).toEqual(['POST', 'POST']);
  });

  it('ends the wait on a failed synchronization, with its error', async () => {
    acmeSegments().nextError = 'The git provider refused the request';
    const c = client();
    await c.segments.sync(...acme);
    const status: SegmentsSyncStatus = await c.segments.waitForSync(...acme, { intervalMs: 1 });
    expect(status).toEqual({ status: 'Error', error: 'The git provider refused the request' });
    expect(isSegmentsSyncFinished(status)).toBe(true);
  });

  it('gives up after timeoutMs, and stops when the signal fires', async () => {
    // Never synchronized: the wait only ends by its bounds.
    fake.addOrganization('gh', 'quiet');
    const quiet = ['gh', 'quiet'] as const;
    const c = client();
    expect(await c.segments.syncStatus(...quiet)).toEqual({ status: 'NotSynced' });
    await expect(withFakeTime(() => c.segments.waitForSync(...quiet, { intervalMs: 5, timeoutMs: 40 }))).rejects.toBeInstanceOf(TimeoutError);
    const controller = new AbortController();
    const waiting = withFakeTime(() => {
      setTimeout(() => {
        controller.abort();
      }, 20);
      return c.segments.waitForSync(...quiet, { intervalMs: 5, signal: controller.signal });
    });
    await expect(waiting).rejects.toBeInstanceOf(AbortError);
  });

  it('walks the segments of a key page by page', async () => {
    const c = client();
    const values: (string | undefined)[] = [];
    fake.state.maxPageSize = 1;
    for await (const segment of c.segments.listValues(...acme, 'tier')) values.push(segment.value);
    expect(values).toEqual(['critical', 'internal']);
    expect((await requests()).map((r) => r.query.cursor === undefined)).toEqual([true, false]);
  });
});
