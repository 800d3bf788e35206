import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WaitProgress } from '@typed-api/core';
import { AbortError, isWaitTimeout, TimeoutError, type GitDeploy, type OndemandBackup } from '../src/index.js';
import { connectGit } from './fixtures.js';
import { useFake } from './setup.js';

const { fake, client, apiRequests } = useFake({ backupPollsToComplete: 3, deployPollsToFinish: 2 });

afterEach(() => {
  vi.useRealTimers();
});

/** Lets a wait run to its end under fake timers: fake time moves in small steps while real I/O completes. */
async function drive<T>(promise: Promise<T>, stepMs = 100): Promise<T> {
  const progress = { settled: false };
  promise.then(
    () => (progress.settled = true),
    () => (progress.settled = true),
  );
  for (let i = 0; i < 2000 && !progress.settled; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(stepMs);
  }
  return promise;
}

describe('on-demand backups', () => {
  it('waits until the backup completes, polling with growing intervals', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const c = client();
    const created = await c.ondemandBackups.create(1, { backup_type: 'db' });
    expect(created).toMatchObject({ status: 'creating', id: null });
    const seen: WaitProgress<OndemandBackup>[] = [];
    const waiting = c.ondemandBackups.waitForCompletion(1, created.requestId!, {
      intervalMs: 1000,
      onProgress: (progress) => seen.push(progress),
    });
    const done = await drive(waiting);
    expect(seen.map(({ status, attempts }) => [attempts, status])).toEqual([
      [1, 'creating'],
      [2, 'creating'],
      [3, 'completed'],
    ]);
    expect(seen.map(({ value }) => value.status)).toEqual(['creating', 'creating', 'completed']);
    // Checks come after waits of 1 000 then 1 500 ms (fake time also moves while a request is out).
    const elapsed = seen.map(({ elapsedMs }) => elapsedMs);
    expect(elapsed.every((ms, i) => ms >= (elapsed[i - 1] ?? 0))).toBe(true);
    expect(elapsed[1]).toBeGreaterThanOrEqual(1000);
    expect(elapsed[2]).toBeGreaterThanOrEqual(2500);
    expect(done).toMatchObject({ status: 'completed', id: String(created.requestId), bytes: expect.any(String) as string });
    expect(apiRequests().filter((r) => r.method === 'GET')).toHaveLength(3);
  });

  it('gives up at the deadline with a TimeoutError that carries the backup as last seen', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const c = client();
    const created = await c.ondemandBackups.create(1, { backup_type: 'fs' });
    const waiting = c.ondemandBackups.waitForCompletion(1, created.requestId!, { intervalMs: 1000, timeoutMs: 900 });
    const error = await drive(waiting).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    if (!isWaitTimeout<OndemandBackup>(error)) throw new Error('expected a wait timeout');
    expect(error.lastValue).toMatchObject({ requestId: created.requestId, status: 'creating', type: 'fs' });
    expect(error.message).toBe('Gave up waiting after 900ms (1 check), last status creating');
    // A poll at once; the deadline (900 ms) comes before the next poll is due (1000 ms).
    expect(apiRequests().filter((r) => r.method === 'GET')).toHaveLength(1);
    expect(fake.state.ondemandBackups.get(created.requestId!)!.record.status).toBe('creating');
  });

  it('stops when the signal aborts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const c = client();
    const created = await c.ondemandBackups.create(1, { backup_type: 'fs' });
    const controller = new AbortController();
    const waiting = c.ondemandBackups.waitForCompletion(1, created.requestId!, {
      intervalMs: 1000,
      signal: controller.signal,
      onProgress: () => {
        controller.abort();
      },
    });
    await expect(drive(waiting)).rejects.toBeInstanceOf(AbortError);
    expect(apiRequests().filter((r) => r.method === 'GET')).toHaveLength(1);
  });
});

describe('git deploys', () => {
  it('waits for a deploy to be deployed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    connectGit(fake);
    const c = client();
    const ack = await c.git.deploy(1);
    expect(ack.state).toBe('processing');
    const seen: WaitProgress<GitDeploy | undefined>[] = [];
    const waiting = c.git.waitForDeploy(1, ack.deploy_id, undefined, { intervalMs: 500, onProgress: (progress) => seen.push(progress) });
    await expect(drive(waiting)).resolves.toMatchObject({ id: ack.deploy_id, state: 'deployed', branch: 'main' });
    expect(apiRequests().filter((r) => r.path === '/v1/sites/1/git/history')).toHaveLength(2);
    // The status is the deploy's `state` (the history entry has no `status` field).
    expect(seen.map(({ status, attempts }) => [attempts, status])).toEqual([
      [1, 'processing'],
      [2, 'deployed'],
    ]);
    expect(seen[1]?.value?.id).toBe(ack.deploy_id);
    const elapsed = seen.map(({ elapsedMs }) => elapsedMs);
    expect(elapsed[1]).toBeGreaterThanOrEqual(elapsed[0] ?? Infinity);
  });

  it('reports a deploy missing from the history as not_listed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    connectGit(fake);
    const c = client();
    const statuses: string[] = [];
    const waiting = c.git.waitForDeploy(1, 999_999, undefined, {
      intervalMs: 500,
      timeoutMs: 1_200,
      onProgress: ({ status }) => statuses.push(status),
    });
    const error = await drive(waiting).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(statuses).toEqual(['not_listed', 'not_listed']);
    // Nothing found: no entry to carry, and the message says why.
    expect(isWaitTimeout<GitDeploy | undefined>(error) && [error.lastValue, error.lastStatus]).toEqual([undefined, 'not_listed']);
  });

  it('gives up at the deadline with the deploy entry as last seen', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    connectGit(fake);
    const c = client();
    const { deploy_id } = await c.git.deploy(1);
    const error = await drive(c.git.waitForDeploy(1, deploy_id, {}, { intervalMs: 500, timeoutMs: 400 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    if (!isWaitTimeout<GitDeploy | undefined>(error)) throw new Error('expected a wait timeout');
    expect(error.lastValue).toMatchObject({ id: deploy_id, state: 'processing', branch: 'main' });
    expect(error.message).toMatch(/, last status processing$/);
  });

  it('returns the entry of a failed deploy', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    connectGit(fake);
    fake.state.sites.get(1)!.git.failNextDeploy = true;
    const c = client();
    const { deploy_id } = await c.git.deploy(1);
    const waiting = c.git.waitForDeploy(1, deploy_id, {}, { intervalMs: 500 });
    await expect(drive(waiting)).resolves.toMatchObject({ id: deploy_id, state: 'failed' });
  });

  it('connecting starts a first deploy that shows up in the history', async () => {
    fake.state.sites.get(1)!.git.token = 'provider-token';
    const c = client();
    await c.git.connect(1, { repository: 'https://git.test/acme/site.git', branch: 'develop' });
    const first = await c.git.history(1);
    expect(first.items).toMatchObject([{ branch: 'develop', repository: 'https://git.test/acme/site.git' }]);
  });
});
