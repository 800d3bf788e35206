import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { isPlatformError, noAuth, PermissionDeniedError, ValidationError } from '../src/index.js';
import { listKeys } from '../src/operations/key-value-stores.js';
import { publicUrl, shortHmac, signRecordKey, signStorageContent } from '../src/signing.js';
import { useFake } from './setup.js';

const { fake, client, wire } = useFake();

afterEach(() => {
  vi.useRealTimers();
});

// An implementation of the scheme written separately from src/signing.ts, on node:crypto: HMAC-SHA256 as
// hex, its first 30 hex digits read as one number, written in base 62 (0-9, a-z, A-Z).
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
function expectedMac(secret: string, message: string): string {
  let n = BigInt(`0x${createHmac('sha256', secret).update(message, 'utf8').digest('hex').slice(0, 30)}`);
  let out = '';
  do {
    out = DIGITS.charAt(Number(n % 62n)) + out;
    n /= 62n;
  } while (n > 0n);
  return out;
}
function expectedStorageSignature(secret: string, id: string, expiresAt: number): string {
  return Buffer.from(`0.${String(expiresAt)}.${expectedMac(secret, `0.${String(expiresAt)}.${id}`)}`, 'utf8').toString('base64url');
}

describe('signing (known answers)', () => {
  test('a storage signature without expiry matches the published example and an independent computation', async () => {
    // The example the platform's own utilities publish for this secret and id.
    expect(await signStorageContent('hmac-secret-key', 'resource-id')).toBe('MC4wLjNUd2ZFRTY1OXVmU05zbVM0N2xS');
    expect(await signStorageContent('hmac-secret-key', 'resource-id')).toBe(expectedStorageSignature('hmac-secret-key', 'resource-id', 0));
    expect(Buffer.from('MC4wLjNUd2ZFRTY1OXVmU05zbVM0N2xS', 'base64url').toString()).toBe(`0.0.${expectedMac('hmac-secret-key', '0.0.resource-id')}`);
  });

  test('the short HMAC agrees with node:crypto for any secret and message, Unicode included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, unit: 'binary' }), fc.string({ unit: 'binary' }), async (secret, message) => {
        expect(await shortHmac(secret, message)).toBe(expectedMac(secret, message));
      }),
      { seed: 20, numRuns: 200 },
    );
  });

  test('an expiring signature carries the expiry in epoch milliseconds, and the MAC covers it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_700_000_000_000);
    const signature = await signStorageContent('s3cr3t', 'kvABC', { expiresInSecs: 60 });
    expect(Buffer.from(signature, 'base64url').toString()).toBe(`0.1700000060000.${expectedMac('s3cr3t', '0.1700000060000.kvABC')}`);
    expect(signature).toBe(expectedStorageSignature('s3cr3t', 'kvABC', 1_700_000_060_000));
    expect(signature).not.toMatch(/[+/=]/);
  });

  test('a record signature is the short HMAC of the key alone', async () => {
    expect(await signRecordKey('s3cr3t', 'OUTPUT')).toBe(expectedMac('s3cr3t', 'OUTPUT'));
    expect(await signRecordKey('s3cr3t', 'OUTPUT')).not.toBe(await signRecordKey('s3cr3t', 'INPUT'));
  });

  test('expiresInSecs must be a positive whole number', async () => {
    for (const bad of [0, -5, 1.5, Number.NaN]) await expect(signStorageContent('s', 'id', { expiresInSecs: bad })).rejects.toBeInstanceOf(ValidationError);
  });

  test('a public URL keeps the path of the base URL and encodes the query as calls do', () => {
    expect(publicUrl('https://host.test/base', listKeys, { storeId: 'kv1' }, { limit: 5, prefix: 'a b' }, 'SIG')).toBe('https://host.test/base/v2/key-value-stores/kv1/keys?limit=5&prefix=a+b&signature=SIG');
    expect(publicUrl('https://host.test', listKeys, { storeId: 'kv1' }, undefined, undefined)).toBe('https://host.test/v2/key-value-stores/kv1/keys');
  });
});

describe('signed public URLs against the fake', () => {
  test('dataset items: the URL carries the options and a signature that opens it without a token', async () => {
    const p = client();
    const d = await p.datasets.create({ name: 'shared' });
    await p.datasets.pushItems(d.id, { items: [{ a: 1, b: 2, c: 3 }, { a: 4, b: 5, c: 6 }] });
    const secret = String(fake.state.datasets.get(d.id)?.meta.urlSigningSecretKey);

    const url = new URL(await p.datasets.createItemsPublicUrl('~shared', { format: 'csv', fields: ['a', 'b'], clean: true }));
    expect(url.origin + url.pathname).toBe(`${fake.baseUrl}/v2/datasets/${d.id}/items`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ format: 'csv', fields: 'a,b', clean: 'true', signature: expectedStorageSignature(secret, d.id, 0) });

    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('a,b\n1,2\n4,5\n');
    const sent = (await wire()).at(-1);
    expect(sent?.headers.get('authorization')).toBeNull();

    // The same signature through an anonymous client.
    const anonymous = client({ token: undefined, auth: noAuth() });
    const page = await anonymous.datasets.listItems(d.id, { signature: url.searchParams.get('signature') ?? '' });
    expect(page.items).toEqual([{ a: 1, b: 2, c: 3 }, { a: 4, b: 5, c: 6 }]);
  });

  test('a changed or foreign signature is refused with invalid-signature, and none at all needs a token', async () => {
    const p = client();
    const one = await p.datasets.create();
    const other = await p.datasets.create();
    const url = new URL(await p.datasets.createItemsPublicUrl(one.id));
    const signature = url.searchParams.get('signature') ?? '';
    const anonymous = client({ token: undefined, auth: noAuth() });

    const foreign = await Promise.resolve(anonymous.datasets.listItems(other.id, { signature })).catch((e: unknown) => e);
    expect(foreign).toBeInstanceOf(PermissionDeniedError);
    expect(isPlatformError(foreign, 'invalid-signature')).toBe(true);

    const mac = Buffer.from(signature, 'base64url').toString().split('.')[2] ?? '';
    const changed = Buffer.from(`0.0.${mac.slice(0, -1)}${mac.endsWith('a') ? 'b' : 'a'}`).toString('base64url');
    expect(isPlatformError(await Promise.resolve(anonymous.datasets.listItems(one.id, { signature: changed })).catch((e: unknown) => e), 'invalid-signature')).toBe(true);

    url.searchParams.delete('signature');
    expect((await fetch(url)).status).toBe(401);
  });

  test('store keys: the URL lists the keys until its expiry, then is refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_800_000_000_000);
    const p = client();
    const s = await p.keyValueStores.create();
    for (const key of ['img-1', 'img-2', 'other']) await p.keyValueStores.setRecord(s.id, key, { value: key });
    const secret = String(fake.state.stores.get(s.id)?.meta.urlSigningSecretKey);

    const url = new URL(await p.keyValueStores.createKeysPublicUrl(s.id, { prefix: 'img-', limit: 10, expiresInSecs: 3600 }));
    expect(url.pathname).toBe(`/v2/key-value-stores/${s.id}/keys`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ prefix: 'img-', limit: '10', signature: expectedStorageSignature(secret, s.id, 1_800_003_600_000) });
    const listed = (await (await fetch(url)).json()) as { data: { items: { key: string }[] } };
    expect(listed.data.items.map((item) => item.key)).toEqual(['img-1', 'img-2']);

    vi.setSystemTime(1_800_003_600_001);
    const late = await fetch(url);
    expect(late.status).toBe(403);
    expect(((await late.json()) as { error: { type: string } }).error.type).toBe('invalid-signature');
  });

  test('one record: the URL reads that record without a token, and its signature opens no other key', async () => {
    const p = client();
    const s = await p.keyValueStores.create();
    await p.keyValueStores.setRecord(s.id, 'OUTPUT', { value: { ok: true } });
    await p.keyValueStores.setRecord(s.id, 'SECRET', { value: 'no' });
    const secret = String(fake.state.stores.get(s.id)?.meta.urlSigningSecretKey);

    const url = await p.keyValueStores.getRecordPublicUrl(s.id, 'OUTPUT');
    expect(url).toBe(`${fake.baseUrl}/v2/key-value-stores/${s.id}/records/OUTPUT?signature=${expectedMac(secret, 'OUTPUT')}`);
    expect(await (await fetch(url)).json()).toEqual({ ok: true });

    const anonymous = client({ token: undefined, auth: noAuth() });
    const signature = new URL(url).searchParams.get('signature') ?? '';
    expect((await anonymous.keyValueStores.getRecord(s.id, 'OUTPUT', { signature })).value).toEqual({ ok: true });
    const other = await anonymous.keyValueStores.getRecord(s.id, 'SECRET', { signature }).catch((e: unknown) => e);
    expect(isPlatformError(other, 'invalid-signature')).toBe(true);
  });

  test('a storage without a secret gives an unsigned URL', async () => {
    const p = client();
    const d = await p.datasets.create();
    const entry = fake.state.datasets.get(d.id);
    if (entry) entry.meta.urlSigningSecretKey = null;
    const url = new URL(await p.datasets.createItemsPublicUrl(d.id, { limit: 1, expiresInSecs: 60 }));
    expect(Object.fromEntries(url.searchParams)).toEqual({ limit: '1' });
    expect((await fetch(url)).status).toBe(401);
  });

  test("a run's default storages sign their own ids", async () => {
    const p = client();
    const actor = await p.actors.create({ name: 'signer' });
    const run = await p.actors.start(actor.id, { input: { q: 1 } });
    const url = new URL(await p.runs.storages(run.id).dataset.createItemsPublicUrl());
    expect(url.pathname).toBe(`/v2/datasets/${run.defaultDatasetId}/items`);
    expect((await fetch(url)).status).toBe(200);
    const keys = new URL(await p.actors.lastRun(actor.id).keyValueStore.createKeysPublicUrl());
    expect(keys.pathname).toBe(`/v2/key-value-stores/${run.defaultKeyValueStoreId}/keys`);
  });

  test('bad options are refused before anything is sent', async () => {
    const p = client();
    await expect(p.datasets.createItemsPublicUrl('ds1', { expiresInSecs: 0 })).rejects.toBeInstanceOf(ValidationError);
    // The options are checked by the export's input rules, as a call's are: a misspelt one is refused by name.
    await expect(p.datasets.createItemsPublicUrl('ds1', { limt: 10 } as never)).rejects.toThrow(/limt \(did you mean `limit`\?\)/);
    await expect(p.keyValueStores.createKeysPublicUrl('kv1', { colection: 'c' } as never)).rejects.toBeInstanceOf(ValidationError);
    await expect(p.keyValueStores.getRecordPublicUrl('kv1', 'bad key')).rejects.toBeInstanceOf(ValidationError);
    expect(await wire()).toEqual([]);
  });
});

describe("the official client's names", () => {
  test('getOrCreate creates once, then returns the same storage, for datasets, stores and queues', async () => {
    const p = client();
    for (const resource of [p.datasets, p.keyValueStores, p.requestQueues]) {
      const first = await resource.getOrCreate({ name: 'same-name' });
      const second = await resource.getOrCreate({ name: 'same-name' });
      expect(second.id).toBe(first.id);
      expect((await resource.getOrCreate()).id).not.toBe(first.id);
    }
    const creates = (await wire()).filter((s) => s.method === 'POST').map((s) => `${s.path}?${new URLSearchParams(s.query).toString()}`);
    expect(creates).toEqual([
      '/v2/datasets?name=same-name',
      '/v2/datasets?name=same-name',
      '/v2/datasets?',
      '/v2/key-value-stores?name=same-name',
      '/v2/key-value-stores?name=same-name',
      '/v2/key-value-stores?',
      '/v2/request-queues?name=same-name',
      '/v2/request-queues?name=same-name',
      '/v2/request-queues?',
    ]);
  });

  test('downloadItems sends what exportItems sends', async () => {
    const p = client();
    const d = await p.datasets.create();
    await p.datasets.pushItems(d.id, { items: [{ x: 1 }] });
    const viaAlias = await new Response(await p.datasets.downloadItems(d.id, { format: 'jsonl' })).text();
    const viaExport = await new Response(await p.datasets.exportItems(d.id, { format: 'jsonl' })).text();
    expect(viaAlias).toBe('{"x":1}\n');
    expect(viaAlias).toBe(viaExport);
    const [alias, original] = (await wire()).slice(-2);
    expect(alias?.url.href).toBe(original?.url.href);
  });

  test('listAndLockHead sends what lockHead sends', async () => {
    const p = client();
    const q = await p.requestQueues.create();
    await p.requestQueues.addRequest(q.id, { url: 'https://example.test/1', uniqueKey: 'one' });
    const locked = await p.requestQueues.listAndLockHead(q.id, { lockSecs: 30, limit: 5, clientKey: 'c1' });
    expect(locked.items.map((item) => item.uniqueKey)).toEqual(['one']);
    await p.requestQueues.lockHead(q.id, { lockSecs: 30, limit: 5, clientKey: 'c1' });
    const [alias, original] = (await wire()).slice(-2);
    expect(alias?.method).toBe('POST');
    expect(alias?.url.href).toBe(original?.url.href);
  });
});
