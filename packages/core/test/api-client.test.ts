import { inspect } from 'node:util';
import { describe, expect, test, vi } from 'vitest';
import { ApiClient, bearerAuth, clientCredentialsAuth, type ClientOptions, type Dialect } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/describe';
import { lazyPlans, type Operation } from '@typed-api/core/internal';
import { json, scriptedFetch } from './helpers.js';

interface NotesOptions extends ClientOptions {
  clientId?: string;
  clientSecret?: string;
}

const read = defineOperation({ id: 'notes.get', method: 'GET', path: '/notes/1' });

/** The dialect of a small API, its auth scheme included (as a package's `wire.ts` names it). */
const notesWire: Dialect<NotesOptions> = {
  api: 'notes',
  options: ['clientId', 'clientSecret'],
  prefix: '/v1',
  unwrap: (body) => (body as { data: unknown }).data,
  auth: (options) => (options.clientId && options.clientSecret ? clientCredentialsAuth({ clientId: options.clientId, clientSecret: options.clientSecret }) : undefined),
};

/** A package client as the API packages write them: wiring only. */
class NotesClient extends ApiClient<NotesOptions> {
  constructor(options: NotesOptions) {
    super(options, notesWire);
  }

  get(): PromiseLike<unknown> {
    return this.http.call(read, {});
  }
}

function server() {
  let tokens = 0;
  const fetch = scriptedFetch((request) => {
    if (new URL(request.url).pathname === '/auth/token') return json({ access_token: `token-${String(++tokens)}`, expires_in: 3600 });
    return json({ data: { auth: request.headers.get('authorization'), trace: request.headers.get('x-trace') } });
  });
  return { fetch, tokens: () => tokens };
}

describe('ApiClient', () => {
  test('withOptions keeps the credentials (one token for both) and changes what it is given', async () => {
    const { fetch, tokens } = server();
    const base = new NotesClient({ baseUrl: 'https://notes.test', clientId: 'id', clientSecret: 'client-secret-1', fetch });
    const traced = base.withOptions({ headers: { 'x-trace': 't-1' }, timeoutMs: 5_000 });
    expect(traced).toBeInstanceOf(NotesClient);
    expect(await base.get()).toEqual({ auth: 'Bearer token-1', trace: null });
    expect(await traced.get()).toEqual({ auth: 'Bearer token-1', trace: 't-1' });
    expect(tokens()).toBe(1);
    expect(traced.http.auth).toBe(base.http.auth);
  });

  test('withOptions with new credentials builds new ones', async () => {
    const { fetch, tokens } = server();
    const base = new NotesClient({ baseUrl: 'https://notes.test', clientId: 'id', clientSecret: 'client-secret-1', fetch });
    const other = base.withOptions({ clientSecret: 'client-secret-2' });
    await base.get();
    await other.get();
    expect(tokens()).toBe(2);
    expect(other.http.auth).not.toBe(base.http.auth);
  });

  test("the dialect's auth scheme reads the credential options; an explicit auth strategy wins over it", async () => {
    const { fetch, tokens } = server();
    const scheme = new NotesClient({ baseUrl: 'https://notes.test', clientId: 'id', clientSecret: 'client-secret-1', fetch });
    expect(await scheme.get()).toMatchObject({ auth: 'Bearer token-1' });
    const explicit = new NotesClient({ baseUrl: 'https://notes.test', clientId: 'id', clientSecret: 'client-secret-1', auth: bearerAuth('own-token'), fetch });
    expect(await explicit.get()).toMatchObject({ auth: 'Bearer own-token' });
    expect(tokens()).toBe(1);
    expect(await new NotesClient({ baseUrl: 'https://notes.test', fetch }).get()).toMatchObject({ auth: null });
  });

  test('withOptions checks the options like the constructor', () => {
    const base = new NotesClient({ baseUrl: 'https://notes.test' });
    expect(() => base.withOptions({ timeoutMs: -1 })).toThrow(/timeoutMs/);
  });

  test('preload loads every namespace at once, so that a first call waits for no import, fake timers or not', async () => {
    const plan = { id: 'notes.list', method: 'GET', path: '/notes' } as const satisfies Operation;
    let imports = 0;
    const notes = lazyPlans('notes', () => {
      imports++;
      return Promise.resolve({ list: plan });
    });
    expect(notes('list')).toHaveProperty('load');
    const { fetch } = server();
    await new NotesClient({ baseUrl: 'https://notes.test', fetch }).preload();
    expect(imports).toBe(1);
    expect(notes('list')).toBe(plan);
    // With the plan at hand, a call under fake time is sent without waiting for anything fake time cannot move.
    vi.useFakeTimers();
    try {
      const http = new NotesClient({ baseUrl: 'https://notes.test', fetch, maxRetries: 0 }).http;
      const call = http.call(notes('list'), {});
      await vi.advanceTimersByTimeAsync(0);
      expect(fetch.seen.map((r) => r.url)).toEqual(['https://notes.test/v1/notes']);
      await call;
    } finally {
      vi.useRealTimers();
    }
  });

  test('inspect and JSON show the class, base URL and auth kind, never a credential', () => {
    const client = new NotesClient({ baseUrl: 'https://notes.test', clientId: 'id', clientSecret: 'client-secret-1' });
    expect(inspect(client)).toBe("NotesClient { baseUrl: 'https://notes.test', auth: 'client-credentials' }");
    expect(JSON.stringify(client)).toBe('{"baseUrl":"https://notes.test","auth":"client-credentials"}');
  });
});
