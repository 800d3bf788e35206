import { afterEach, describe, expect, it, vi } from 'vitest';
import { AbortError, TimeoutError } from '../src/index.js';
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
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const c = client();
    const created = await c.ondemandBackups.create(1, { backup_type: 'db' });
    expect(created).toMatchObject({ status: 'creating', id: null });
    const polls: string[] = [];
    const waiting = c.ondemandBackups.waitUntilCompleted(1, created.requestId!, {
      intervalMs: 1000,
      onProgress: ({ value }) => polls.push(value.status),
    });
    const done = await drive(waiting);
    expect(polls).toEqual(['creating', 'creating', 'completed']);
    expect(done).toMatchObject({ status: 'completed', id: String(created.requestId), bytes: expect.any(String) as string });
    expect(apiRequests().filter((r) => r.method === 'GET')).toHaveLength(3);
  });

  it('gives up at the deadline with a TimeoutError', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const c = client();
    const created = await c.ondemandBackups.create(1, { backup_type: 'fs' });
    const waiting = c.ondemandBackups.waitUntilCompleted(1, created.requestId!, { intervalMs: 1000, timeoutMs: 900 });
    await expect(drive(waiting)).rejects.toBeInstanceOf(TimeoutError);
    // A poll at once; the deadline (900 ms) comes before the next poll is due (1000 ms).
    expect(apiRequests().filter((r) => r.method === 'GET')).toHaveLength(1);
    expect(fake.state.ondemandBackups.get(created.requestId!)!.record.status).toBe('creating');
  });

  it('stops when the signal aborts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const c = client();
    const created = await c.ondemandBackups.create(1, { backup_type: 'fs' });
    const controller = new AbortController();
    const waiting = c.ondemandBackups.waitUntilCompleted(1, created.requestId!, {
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
    const waiting = c.git.waitForDeploy(1, ack.deploy_id, { intervalMs: 500 });
    await expect(drive(waiting)).resolves.toMatchObject({ id: ack.deploy_id, state: 'deployed', branch: 'main' });
    expect(apiRequests().filter((r) => r.path === '/v1/sites/1/git/history')).toHaveLength(2);
  });

  it('returns the entry of a failed deploy', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    connectGit(fake);
    fake.state.sites.get(1)!.git.failNextDeploy = true;
    const c = client();
    const { deploy_id } = await c.git.deploy(1);
    const waiting = c.git.waitForDeploy(1, deploy_id, { intervalMs: 500 });
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
