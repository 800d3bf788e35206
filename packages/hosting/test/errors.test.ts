import { describe, expect, it } from 'vitest';
import {
  BadRequestError,
  isHostingError,
  NotFoundError,
  RateLimitError,
  UnprocessableEntityError,
  type HostingClient,
} from '../src/index.js';
import { GIT_MESSAGES, type HostingFake } from '../src/testing/index.js';
import { connectGit, seedBackup } from './fixtures.js';
import { useFake } from './setup.js';

const { fake, client, apiRequests } = useFake();

async function failure(promise: PromiseLike<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

describe('error envelope', () => {
  it('keeps message and errors of the envelope on the ApiError and derives the code from the status', async () => {
    const error = await failure(client().sites.get(999));
    expect(error).toBeInstanceOf(NotFoundError);
    if (!isHostingError(error, 'not_found')) throw new Error('expected not_found');
    expect(error.code).toBe('not_found');
    expect(error.details).toEqual({ message: 'Not Found', errors: ['Site not found'] });
    expect(error.body).toEqual({ message: 'Not Found', data: null, errors: ['Site not found'] });
    expect(error.message).toContain('Site not found');
    expect(error.url).toBe('https://hosting.test/v1/sites/999');
    expect(isHostingError(error, 'forbidden')).toBe(false);
  });

  it('answers 422 for every git call on a site not enrolled in the git integration', async () => {
    fake.state.sites.get(2)!.gitEnrolled = false;
    const c = client();
    const calls: ((c: HostingClient) => PromiseLike<unknown>)[] = [
      (x) => x.git.get(2),
      (x) => x.git.storeToken(2, { token: 't' }),
      (x) => x.git.revokeToken(2),
      (x) => x.git.connect(2, { repository: 'r', branch: 'main' }),
      (x) => x.git.update(2, { branch: 'main' }),
      (x) => x.git.disconnect(2),
      (x) => x.git.branches(2),
      (x) => x.git.deploy(2),
      (x) => x.git.history(2),
    ];
    for (const call of calls) {
      const error = await failure(call(c));
      expect(error).toBeInstanceOf(UnprocessableEntityError);
      expect(error).toMatchObject({ code: 'unprocessable_entity', details: { errors: [GIT_MESSAGES.notEnrolled] } });
    }
  });

  type GitCase = [string, (fake: HostingFake) => void, (c: HostingClient) => PromiseLike<unknown>, string];
  const gitCases: GitCase[] = [
    ['token without a value', () => undefined, (c) => c.git.storeToken(1, { token: '' }), GIT_MESSAGES.tokenRequired],
    ['connect without repository', (f) => void (f.state.sites.get(1)!.git.token = 't'), (c) => c.git.connect(1, { branch: 'main' }), GIT_MESSAGES.repositoryRequired],
    ['connect without branch', (f) => void (f.state.sites.get(1)!.git.token = 't'), (c) => c.git.connect(1, { repository: 'r' }), GIT_MESSAGES.branchRequired],
    ['connect twice', connectGit, (c) => c.git.connect(1, { repository: 'r', branch: 'main' }), GIT_MESSAGES.alreadyConnected],
    ['connect without a stored token', () => undefined, (c) => c.git.connect(1, { repository: 'r', branch: 'main' }), GIT_MESSAGES.noToken],
    ['update when not connected', () => undefined, (c) => c.git.update(1, { branch: 'main' }), GIT_MESSAGES.notConnected],
    ['update to a blank branch', connectGit, (c) => c.git.update(1, { branch: '' }), GIT_MESSAGES.branchBlank],
    ['deploy without a branch', (f) => {
      connectGit(f);
      f.state.sites.get(1)!.git.branch = null;
    }, (c) => c.git.deploy(1), GIT_MESSAGES.branchNotSet],
    ['deploy when not connected', () => undefined, (c) => c.git.deploy(1), GIT_MESSAGES.notConnected],
    ['disconnect when not connected', () => undefined, (c) => c.git.disconnect(1), GIT_MESSAGES.notConnected],
    ['branches without repository or token', () => undefined, (c) => c.git.branches(1), GIT_MESSAGES.branchListUnavailable],
  ];
  it.each(gitCases)('git 400: %s', async (_name, setup, call, message) => {
    setup(fake);
    const error = await failure(call(client()));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ status: 400, code: 'bad_request', details: { errors: [message] } });
  });

  it('returns a 404 for git calls on an unknown site', async () => {
    await expect(client().git.get(404)).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe('site conversions', () => {
  type Case = [number, 'sandbox' | 'live' | 'staging' | 'duplikit'];
  // Sites: 1 live (with a domain), 2 staging, 3 sandbox.
  const forbidden: Case[] = [
    [1, 'live'],
    [1, 'duplikit'],
    [2, 'live'],
    [2, 'staging'],
    [2, 'duplikit'],
    [3, 'sandbox'],
  ];
  it.each(forbidden)('refuses to convert site %i to %s', async (siteId, target) => {
    const before = structuredClone(fake.state.sites.get(siteId)!.record);
    const error = await failure(client().sites.convert(siteId, target));
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(fake.state.sites.get(siteId)!.record).toEqual(before);
  });

  it('needs the DNS records of a live site removed before it becomes a sandbox or staging', async () => {
    const c = client();
    await expect(c.sites.convert(1, 'sandbox')).rejects.toMatchObject({ details: { errors: [expect.stringContaining('DNS')] } });
    await expect(c.sites.convert(1, 'staging')).rejects.toBeInstanceOf(UnprocessableEntityError);
    await c.domains.delete(1, 11);
    await expect(c.sites.convert(1, 'sandbox')).resolves.toMatchObject({ sandbox: true });
  });

  it('walks staging → sandbox → template → live', async () => {
    const c = client();
    expect(await c.sites.convert(2, 'sandbox')).toMatchObject({ sandbox: true, staging: false });
    expect(fake.state.sites.get(2)!.maintenanceMode).toBe(true);
    expect(await c.sites.convert(2, 'duplikit')).toMatchObject({ duplikit: true });
    expect(await c.sites.convert(2, 'live')).toMatchObject({ sandbox: false, staging: false, duplikit: false });
    expect(await c.domains.add(2, { name: 'new.example.com' })).toHaveLength(1);
  });

  it('refuses basic authentication on sandbox sites', async () => {
    await expect(client().sites.toggleBasicAuthentication(3)).rejects.toBeInstanceOf(UnprocessableEntityError);
  });
});

describe('on-demand backup limit', () => {
  it('allows 3 filesystem and 3 database backups per site, and another once one is deleted', async () => {
    const c = client();
    for (const type of ['fs', 'db'] as const) {
      for (let i = 0; i < 3; i++) await c.ondemandBackups.create(1, { backup_type: type });
    }
    const error = await failure(c.ondemandBackups.create(1, { backup_type: 'fs' }));
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error).toMatchObject({ details: { errors: [expect.stringContaining('delete one')] } });
    await expect(c.ondemandBackups.create(2, { backup_type: 'fs' })).resolves.toMatchObject({ status: 'creating' });

    const [first] = await c.ondemandBackups.list(1);
    const done = await c.ondemandBackups.waitForCompletion(1, first!.requestId!);
    expect(done.status).toBe('completed');
    await expect(c.ondemandBackups.delete(1, done.id!)).resolves.toMatchObject({ status: 'deleting' });
    await expect(c.ondemandBackups.create(1, { backup_type: 'fs' })).resolves.toMatchObject({ status: 'creating' });
  });

  it('refuses to download a backup that is still being created', async () => {
    seedBackup(fake, { status: 'creating' });
    await expect(client().ondemandBackups.download(1, 500)).rejects.toBeInstanceOf(UnprocessableEntityError);
  });
});

describe('faults and retries', () => {
  // Faults only for `/v1` calls: the token request is not what these tests are about.
  const onlyApi = (request: Request): boolean => new URL(request.url).pathname.startsWith('/v1/');
  it('retries a 429 (honouring Retry-After) and returns the result', async () => {
    const served = fake.faults.served;
    fake.faults.next(2, { type: 'status', status: 429, retryAfter: 0, body: { message: 'Too Many Requests', data: null, errors: ['Slow down'] } }, onlyApi);
    const site = await client({ maxRetries: 3 }).sites.get(1);
    expect(site.id).toBe(1);
    expect(fake.faults.served - served).toBe(2);
  });

  it('raises RateLimitError with the envelope once the retry budget is spent', async () => {
    fake.faults.next(5, { type: 'status', status: 429, retryAfter: 0, body: { message: 'Too Many Requests', data: null, errors: ['Slow down'] } }, onlyApi);
    const error = await failure(client({ maxRetries: 1 }).sites.get(1));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ code: 'too_many_requests', details: { errors: ['Slow down'] } });
  });

  it('does not repeat a queued job after a server error', async () => {
    const served = fake.faults.served;
    fake.faults.next(2, { type: 'status', status: 503, retryAfter: 0 }, onlyApi);
    const error = await failure(client({ maxRetries: 3 }).plugins.install(1, { plugins: [{ path: 'forms' }] }));
    expect(error).toMatchObject({ status: 503, code: 'service_unavailable' });
    expect(apiRequests()).toHaveLength(0);
    expect(fake.faults.served - served).toBe(1);
    expect(fake.faults.pending).toBe(1);
  });
});
