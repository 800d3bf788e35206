import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { HttpClient, ValidationError } from '@typed-api/core';
import { detectRuntime, userAgent, type HttpClientConfig, type RuntimeGlobals } from '@typed-api/core/internal';
import { defineOperation } from '@typed-api/core/describe';
import { json, scriptedFetch } from './helpers.js';

const read = defineOperation({ id: 'read', method: 'GET', path: '/things/{id}', params: z.object({ id: z.string() }) });
const SDK = { name: '@typed-api/example', version: '1.2.3' };
const client = (fetch: typeof globalThis.fetch, extra: Partial<HttpClientConfig> = {}) => new HttpClient({ baseUrl: 'https://api.test', fetch, sdk: SDK, ...extra });

describe('User-Agent', () => {
  test('every request from Node names the package, its version and the Node version', async () => {
    const fetch = scriptedFetch(json({ id: '1' }));
    await client(fetch).call(read, { params: { id: '1' } });
    expect(fetch.seen[0]?.headers['user-agent']).toBe(`@typed-api/example/1.2.3 (Node/${process.versions.node})`);
  });

  test('appName is appended after the runtime', async () => {
    const fetch = scriptedFetch(json({ id: '1' }));
    await client(fetch, { appName: 'my-app/4.5' }).call(read, { params: { id: '1' } });
    expect(fetch.seen[0]?.headers['user-agent']).toBe(`@typed-api/example/1.2.3 (Node/${process.versions.node}) my-app/4.5`);
  });

  test('a User-Agent in the headers option replaces the whole value', async () => {
    const fetch = scriptedFetch(json({ id: '1' }));
    await client(fetch, { headers: { 'User-Agent': 'mine/1' }, appName: 'my-app' }).call(read, { params: { id: '1' } });
    expect(fetch.seen[0]?.headers['user-agent']).toBe('mine/1');
  });

  test.each([
    ['a space', 'my app'],
    ['two slashes', 'my-app/1/2'],
    ['a line break', 'my-app\r\nx-evil: 1'],
    ['an empty string', ''],
    ['a number', 12],
    ['more than 100 characters', 'a'.repeat(101)],
  ])('an appName with %s is refused before anything is sent', (_what, appName) => {
    const fetch = scriptedFetch(json({ id: '1' }));
    const make = () => client(fetch, { appName: appName as string });
    expect(make).toThrow(ValidationError);
    expect(make).toThrow(/appName.*my-app\/1\.2/s);
    expect(fetch.seen).toHaveLength(0);
  });
});

describe('runtime detection (from the globals it is given)', () => {
  const node = { process: { versions: { node: '22.12.0' } }, navigator: { userAgent: 'Node.js/22' } };
  test.each<[string, RuntimeGlobals, string | undefined]>([
    ['Node', node, 'Node/22.12.0'],
    ['Bun (which also has process.versions.node)', { process: { versions: { node: '24.3.0', bun: '1.2.19' } }, Bun: { version: '1.2.19' }, navigator: { userAgent: 'Bun/1.2.19' } }, 'Bun/1.2.19'],
    ['Deno (which also has a process object)', { Deno: { version: { deno: '2.4.2' } }, process: { versions: { node: '22.0.0' } }, navigator: { userAgent: 'Deno/2.4.2' } }, 'Deno/2.4.2'],
    ['workerd, with or without Node compatibility', { navigator: { userAgent: 'Cloudflare-Workers' }, process: { versions: { node: '22.0.0' } } }, 'workerd'],
    ['the edge runtime', { EdgeRuntime: 'edge-runtime', navigator: { userAgent: 'Edge Runtime' } }, 'EdgeRuntime'],
    ['a browser window', { document: {}, navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' } }, 'browser'],
    ['a browser worker', { navigator: { userAgent: 'Mozilla/5.0 (Macintosh) Firefox/143.0' } }, 'browser'],
    ['a page that also has a process object (a renderer with Node integration)', { document: {}, process: { versions: { node: '22.0.0' } } }, 'browser'],
    ['a runtime it does not know', {}, undefined],
  ])('%s', (_name, globals, expected) => {
    expect(detectRuntime(globals)).toBe(expected);
  });

  test('a browser gets no User-Agent of the SDK, appName or not', () => {
    expect(userAgent(SDK, 'my-app/1.2', detectRuntime({ document: {}, navigator: { userAgent: 'Mozilla/5.0 Chrome/140.0' } }))).toBeUndefined();
    expect(userAgent(SDK, undefined, detectRuntime({ navigator: { userAgent: 'Mozilla/5.0 Firefox/143.0' } }))).toBeUndefined();
  });

  test('a runtime it does not know still gets the package and its version', () => {
    expect(userAgent(SDK, 'my-app', detectRuntime({}))).toBe('@typed-api/example/1.2.3 my-app');
  });
});
