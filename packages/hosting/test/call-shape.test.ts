import { describe, expect, it, vi } from 'vitest';
import { ValidationError, type HostingClient } from '../src/index.js';
import { connectGit } from './fixtures.js';
import { useFake } from './setup.js';

// The one call shape: path identifiers, then one object of inputs under the API's names, then request
// options. Whatever does not belong in the inputs is refused before anything is sent, for JavaScript
// callers as for TypeScript ones.

const { fake, client, apiRequests } = useFake();

/** The error a call rejects with (the call must reject). */
async function refusal(call: () => PromiseLike<unknown>): Promise<ValidationError> {
  const error: unknown = await Promise.resolve()
    .then(call)
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(ValidationError);
  return error as ValidationError;
}

describe('an inputs object that holds something else is refused before any request', () => {
  // The hosting API has no operation that takes a query and a body at once: a body of several named
  // fields and a query of filters are the two kinds of inputs objects it has.
  it.each<[string, (c: HostingClient) => PromiseLike<unknown>, RegExp]>([
    ['a request option beside body fields', (c) => c.wordpress.setFileModification(1, { constant: 'DISALLOW_FILE_EDIT', enabled: true, signal: AbortSignal.timeout(1000) } as never), /signal is a request option: pass it in the last argument/],
    ['a misspelt body field', (c) => c.wordpress.setFileModification(1, { constant: 'DISALLOW_FILE_EDIT', enabld: true } as never), /unknown option\(s\) enabld \(did you mean `enabled`\?\)$/],
    ['a request option beside query filters', (c) => c.logs.server(1, { status: 500, timeoutMs: 50 } as never), /timeoutMs is a request option/],
    ['a misspelt query filter', (c) => c.logs.server(1, { stauts: 500 } as never), /unknown option\(s\) stauts/],
  ])('%s', async (_, call, message) => {
    const error = await refusal(() => call(client()));
    expect(error.issues[0]?.message).toMatch(message);
    expect(apiRequests()).toHaveLength(0);
  });

  it.each<[string, (c: HostingClient) => PromiseLike<unknown>, RegExp]>([
    ['a list of slugs', (c) => c.plugins.activate(1, ['hello-dolly'] as never), /must be an object of inputs \(got an array\); check the order of the arguments: path identifiers, then one object of inputs, then request options/],
    ['a domain name', (c) => c.domains.add(1, 'shop.example.com' as never), /must be an object of inputs \(got string\)/],
    // With a third value, that value sits where the request options go, and is refused there first.
    ['an email and roles', (c) => c.collaborators.addToSite(1, 'pat@example.com' as never, ['wp_access'] as never), /must be an object such as \{ signal, timeoutMs \} \(got an array\)/],
    ['a constant and a flag', (c) => c.wordpress.setFileModification(1, 'DISALLOW_FILE_EDIT' as never, true as never), /must be an object such as \{ signal, timeoutMs \}/],
  ])('the former positional form (%s) is refused, not sent', async (_, call, message) => {
    const error = await refusal(() => call(client()));
    expect(error.issues[0]?.message).toMatch(message);
    expect(apiRequests()).toHaveLength(0);
  });
});

describe('the inputs object on the wire', () => {
  it('sends every key of the inputs as the body field of the same name, and request options apart', async () => {
    const controller = new AbortController();
    await client().collaborators.addToSite(2, { email: 'pat@example.com', roles: ['wp_access'] }, { signal: controller.signal, headers: { 'x-trace': 'call-shape' } });
    const [sent] = apiRequests();
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/sites/2/collaborators', query: {} });
    expect(JSON.parse(sent?.body ?? '')).toEqual({ email: 'pat@example.com', roles: ['wp_access'] });
    expect(sent?.headers['x-trace']).toBe('call-shape');
  });

  it('without inputs, the WordPress version switch sends an empty body (the toggle)', async () => {
    const site = await client().sites.setWordpressVersion(1);
    expect(JSON.parse(apiRequests()[0]?.body ?? '')).toEqual({});
    expect(site.wordpressVersion).toBe('Latest Release (Beta)');
  });
});

describe('git.waitForDeploy: ids, then its inputs, then wait options', () => {
  it('looks through the newest per_page history entries given among the inputs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      connectGit(fake);
      const c = client();
      const { deploy_id } = await c.git.deploy(1);
      const waiting = c.git.waitForDeploy(1, deploy_id, { per_page: 5 }, { intervalMs: 100 });
      for (let i = 0; i < 50; i++) {
        await new Promise((resolve) => setImmediate(resolve));
        await vi.advanceTimersByTimeAsync(100);
      }
      await expect(waiting).resolves.toMatchObject({ id: deploy_id, state: 'deployed' });
      const reads = apiRequests().filter((r) => r.path === '/v1/sites/1/git/history');
      expect(reads.length).toBeGreaterThan(0);
      expect(reads.map((r) => r.query)).toEqual(reads.map(() => ({ per_page: '5', page: '1' })));
    } finally {
      vi.useRealTimers();
    }
  });

  it.each<[string, unknown, RegExp]>([
    ['a wait option', { timeoutMs: 1000 }, /timeoutMs is a request option: pass it in the last argument/],
    ['a misspelt input', { perPage: 5 }, /unknown option\(s\) perPage \(did you mean `per_page`\?\)$/],
    ['a number', 5, /must be an object of inputs/],
  ])('refuses %s in the inputs slot before any request', async (_, inputs, message) => {
    connectGit(fake);
    const error = await refusal(() => client().git.waitForDeploy(1, 41, inputs as never));
    expect(error.issues[0]?.message).toMatch(message);
    expect(apiRequests()).toHaveLength(0);
  });
});
