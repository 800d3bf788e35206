import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthenticationError, HostingClient, isHostingError, PermissionDeniedError, TypedApiError } from '../src/index.js';
import { useFake } from './setup.js';

let clock = Date.parse('2026-01-01T00:00:00Z');
const { fake, client, apiRequests } = useFake({ now: () => clock });
const tokenRequests = (): number => fake.state.requests.filter((r) => r.path === '/auth/token').length;

afterEach(() => {
  vi.useRealTimers();
  clock = Date.parse('2026-01-01T00:00:00Z');
});

describe('client credentials', () => {
  it('posts the form once and reuses the token for later calls', async () => {
    const c = client();
    await c.sites.get(1);
    await c.account.get();
    expect(tokenRequests()).toBe(1);
    const [first, second] = apiRequests();
    expect(first!.headers.authorization).toBe(second!.headers.authorization);
  });

  it('shares one token request among concurrent calls', async () => {
    const c = client();
    await Promise.all([c.sites.get(1), c.sites.get(2), c.sites.get(3), c.account.get(), c.plugins.list(1)]);
    expect(tokenRequests()).toBe(1);
    expect(new Set(apiRequests().map((r) => r.headers.authorization)).size).toBe(1);
  });

  it('renews the token shortly before it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(clock);
    const c = client();
    await c.sites.get(1);
    vi.setSystemTime(clock + 3_000_000); // 50 minutes: still well inside the lifetime
    await c.sites.get(1);
    expect(tokenRequests()).toBe(1);
    vi.setSystemTime(clock + 3_560_000); // inside the renewal margin before 3599 s
    await c.sites.get(1);
    expect(tokenRequests()).toBe(2);
  });

  it('fetches a new token once when the API answers 401, then succeeds', async () => {
    const c = client();
    await c.sites.get(1);
    clock += 3_600_000; // the server's clock passes the token's expiry; the client's does not
    const site = await c.sites.get(2);
    expect(site.id).toBe(2);
    expect(tokenRequests()).toBe(2);
    const statuses = apiRequests().map((r) => r.headers.authorization);
    expect(statuses[1]).toBe(statuses[0]);
    expect(statuses[2]).not.toBe(statuses[0]);
  });

  it('gives up after one refresh when the API keeps answering 401', async () => {
    const onlyApi = (request: Request): boolean => new URL(request.url).pathname.startsWith('/v1/');
    fake.faults.next(2, { type: 'status', status: 401, body: { message: 'Unauthorized', data: null, errors: ['Invalid access token'] } }, onlyApi);
    const error = await client().sites.get(1).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(isHostingError(error, 'unauthorized') && error.details.errors).toEqual(['Invalid access token']);
    expect(tokenRequests()).toBe(2);
  });

  it('revokes the token: the API refuses it afterwards and the client fetches a new one', async () => {
    const c = client();
    const { access_token: first } = await c.auth.token();
    await c.auth.revoke();
    expect(fake.state.revokedTokens.has(first)).toBe(true);
    const revoke = fake.state.requests.find((r) => r.path === '/auth/revoke')!;
    expect(new URLSearchParams(revoke.body).get('token')).toBe(first);
    await c.sites.get(1);
    expect(apiRequests()[0]!.headers.authorization).not.toBe(`Bearer ${first}`);
    expect(tokenRequests()).toBe(2);
  });

  it('rejects wrong credentials with an AuthenticationError that never shows the secret', async () => {
    const c = client({ clientSecret: 'very-wrong-secret' });
    const error = await c.sites.get(1).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(isHostingError(error, 'token-request-failed')).toBe(true);
    expect(error).toMatchObject({ status: 401 });
    expect(String(error)).toContain('Could not obtain an access token');
    expect(String(error)).not.toContain('very-wrong-secret');
    expect(apiRequests()).toHaveLength(0);
  });

  it('does not show the secret when the client is inspected or serialised', () => {
    const c = client({ clientSecret: 'hidden-secret-value' });
    expect(JSON.stringify(c)).not.toContain('hidden-secret-value');
    expect(JSON.stringify(c.http)).not.toContain('hidden-secret-value');
  });

  it('requires both client credentials together', () => {
    expect(() => new HostingClient({ baseUrl: fake.baseUrl, clientId: 'only-id' })).toThrow(/clientSecret/);
  });
});

describe('fixed access token', () => {
  it('sends it as a bearer token and never asks the token endpoint', async () => {
    const c = client({ clientId: undefined, clientSecret: undefined, accessToken: 'test-access-token' });
    await c.sites.get(1);
    expect(apiRequests()[0]!.headers.authorization).toBe('Bearer test-access-token');
    expect(tokenRequests()).toBe(0);
    await expect(c.auth.token()).rejects.toBeInstanceOf(TypedApiError);
  });
});

describe('scopes', () => {
  it('surfaces a missing owner scope on conversions as PermissionDeniedError with the API message', async () => {
    const token = fake.issueToken(['authorized']);
    const c = client({ clientId: undefined, clientSecret: undefined, accessToken: token });
    const error = await c.sites.convert(3, 'live').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PermissionDeniedError);
    if (!isHostingError(error, 'forbidden')) throw new Error('expected a forbidden error');
    expect(error.status).toBe(403);
    expect(error.details.message).toBe('Forbidden');
    expect(error.details.errors).toEqual(['The access token lacks the owner scope required for this operation']);
    expect(error.message).toContain('owner scope');
    expect(fake.state.sites.get(3)!.record.sandbox).toBe(true);
  });

  it('surfaces a missing git_edit scope on git writes, while reads still work', async () => {
    const token = fake.issueToken(['authorized', 'owner']);
    const c = client({ clientId: undefined, clientSecret: undefined, accessToken: token });
    await expect(c.git.get(1)).resolves.toMatchObject({ connected: false });
    await expect(c.git.storeToken(1, { token: 'x' })).rejects.toMatchObject({ name: 'PermissionDeniedError', details: { errors: [expect.stringContaining('git_edit')] } });
    await expect(c.collaborators.updateAccountLevelAccess({ email: 'dev@example.com' })).resolves.toMatchObject({ email: 'dev@example.com' });
  });
});
