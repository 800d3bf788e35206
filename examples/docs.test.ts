import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { collectBlocks, extractBlocks, findDocs } from './docs/blocks.js';
import { BLOCKS_DIR, writeBlocks } from './docs/compile.js';
import { FAKE_NOW, runBlock } from './docs/run.js';
import { ADDRESSES, createWorld } from './docs/world.js';
import { redisUnavailable, startRedisServer, type RedisServer } from '../tests/support/redis-server.js';
import { createCalendarFake } from '@typed-api/calendar/testing';
import { createCodeAnalysisFake } from '@typed-api/code-analysis/testing';
import { createHostingFake } from '@typed-api/hosting/testing';
import { createPlatformFake } from '@typed-api/platform/testing';

// Every ts/typescript/js/javascript block of README.md, examples/README.md, packages/*/README.md,
// docs/*.md and SECURITY.md (every Markdown page of the documentation site) is written, byte for byte, to examples/.docs/run/ and run
// against fresh package fakes (examples/docs/world.ts: no data but what a new fake holds, and only addresses
// and credentials in the environment, as a reader who copies the block has them), one test per block named
// `<markdown file>:<line>`.
// Only this file: `npx -y pnpm@12.21.0 exec vitest run examples/docs.test.ts`. docs-compile.test.ts compiles
// the same blocks with strict tsc, beside this file.

// A block that starts MSW itself gets a layer over the harness's server instead of a second interceptor
// (which would take interception over, and switch it off for everyone on close): see docs/msw.ts.
vi.mock('msw/node', async (importOriginal) => {
  const [actual, { setupServerForBlocks }] = await Promise.all([importOriginal<typeof import('msw/node')>(), import('./docs/msw.js')]);
  return { ...actual, setupServer: setupServerForBlocks };
});

const root = join(import.meta.dirname, '..');
const blocks = collectBlocks(root);
const written = writeBlocks(root, blocks, 'run');

test('the documentation has code blocks, and every one is written to its own file byte for byte', () => {
  expect(findDocs(root)).toEqual(expect.arrayContaining(['README.md', 'packages/core/README.md', 'docs/architecture.md']));
  expect(blocks.length).toBeGreaterThanOrEqual(20);
  expect(new Set(written.map((block) => block.file)).size).toBe(blocks.length);
  for (const block of written) {
    expect(readFileSync(block.file, 'utf8'), block.location).toBe(block.code);
    const markdown = readFileSync(join(root, block.doc), 'utf8').split('\n');
    expect(markdown[block.line - 1], block.location).toMatch(/^\s*(```|~~~)/);
  }
});

// Blocks that share pacing through Redis (REDIS_URL) run against a real server on loopback, started here; without
// a server binary they are skipped outside CI (in CI a missing server fails the run).
const redisMissing = redisUnavailable();
let redis: RedisServer | undefined;
describe('every documentation block runs against the fakes', () => {
  beforeAll(async () => {
    if (redisMissing || !written.some((block) => block.code.includes('REDIS_URL'))) return;
    redis = await startRedisServer();
    process.env.REDIS_URL = redis.url;
  });
  afterAll(async () => {
    delete process.env.REDIS_URL;
    await redis?.close();
  });
  for (const block of written) {
    test.skipIf(redisMissing !== undefined && block.code.includes('REDIS_URL'))(block.location, { timeout: 30_000 }, async () => {
      await runBlock(block.file, block.code, block.location);
    });
  }
});

/**
 * What a fake's state holds, without the values: maps and sets by size, arrays by length, objects by key.
 * Two fakes made the same way have the same shape (whatever ids and times they drew); data added to one changes it.
 */
function shape(value: unknown, seen = new Set<unknown>()): unknown {
  if (value === null || typeof value !== 'object') return typeof value;
  if (seen.has(value)) return 'seen';
  seen.add(value);
  if (value instanceof Map) return { size: value.size, values: [...value.values()].map((v) => shape(v, seen)) };
  if (value instanceof Set) return { size: value.size };
  if (Array.isArray(value)) return value.map((v) => shape(v, seen));
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, shape(v, seen)]));
}

describe('the checker itself', () => {
  test('blocks run as a reader copies them: against fresh fakes, with only addresses and credentials in the environment', () => {
    const world = createWorld();
    const fresh = {
      platform: createPlatformFake({ baseUrl: ADDRESSES.platform }),
      hosting: createHostingFake({ baseUrl: ADDRESSES.hosting }),
      calendar: createCalendarFake({ baseUrl: ADDRESSES.calendar }),
      codeAnalysis: createCodeAnalysisFake({ baseUrl: ADDRESSES.codeAnalysis }),
    };
    const names = ['platform', 'hosting', 'calendar', 'codeAnalysis'] as const;
    try {
      for (const name of names) {
        expect(shape(world.fakes[name].state), `the ${name} fake holds only what a new one does`).toEqual(shape(fresh[name].state));
      }
      const other = Object.keys(world.env).filter((name) => !/_(BASE_URL|TOKEN|CLIENT_ID|CLIENT_SECRET|USERNAME|APP_PASSWORD)$/.test(name));
      expect(other, 'environment variables that are neither an address nor a credential').toEqual([]);
    } finally {
      for (const name of names) {
        world.fakes[name].close();
        fresh[name].close();
      }
    }
  });

  /** Writes a made-up block next to the real ones and names it like one. */
  function fakeBlock(name: string, code: string): { file: string; code: string; location: string } {
    const file = join(root, BLOCKS_DIR, 'run', `checker-${name}.ts`);
    writeFileSync(file, code);
    return { file, code, location: `CHECKER.md:${name}` };
  }

  test('finds ts, typescript, js and javascript fences (``` or ~~~, indented in lists), with their line, flags and exact text', () => {
    const markdown = [
      '# Title',
      '```ts',
      'const a = 1;',
      '```',
      '```sh',
      'echo no',
      '```',
      '- item',
      '  ```typescript title="b"',
      '  const b = 2;',
      '    const c = 3;',
      '  ```',
      '~~~javascript',
      'let d;',
      '~~~',
      '````js',
      '```',
      '````',
    ].join('\n');
    const found = extractBlocks('X.md', markdown);
    expect(found.map(({ line, language, flags, code, location }) => ({ line, language, flags, code, location }))).toEqual([
      { line: 2, language: 'ts', flags: [], code: 'const a = 1;\n', location: 'X.md:2' },
      { line: 9, language: 'ts', flags: ['title="b"'], code: 'const b = 2;\n  const c = 3;\n', location: 'X.md:9' },
      { line: 13, language: 'js', flags: [], code: 'let d;\n', location: 'X.md:13' },
      { line: 16, language: 'js', flags: [], code: '```\n', location: 'X.md:16' },
    ]);
  });

  test('a block that throws fails with its location', async () => {
    const block = fakeBlock('throws', "throw new Error('boom');\n");
    await expect(runBlock(block.file, block.code, block.location)).rejects.toThrow(/^CHECKER\.md:throws: Error: boom/);
  });

  test('a block never reaches the network: a request no fake answers fails it, even after it closes an MSW server of its own', async () => {
    const block = fakeBlock(
      'network',
      [
        "import { setupServer } from 'msw/node';",
        'const server = setupServer();',
        "server.listen({ onUnhandledFrame: 'bypass' });",
        'server.close();',
        "await fetch('https://example.com/').catch(() => undefined);",
      ].join('\n'),
    );
    await expect(runBlock(block.file, block.code, block.location)).rejects.toThrow(/requests no fake answers:\n {2}GET https:\/\/example\.com\//);
  });

  test("a block's own MSW server answers in front of the world's fakes", async () => {
    const block = fakeBlock(
      'own-server',
      [
        "import { http, HttpResponse } from 'msw';",
        "import { setupServer } from 'msw/node';",
        "const server = setupServer(http.get('https://own.test/x', () => HttpResponse.json({ own: true })));",
        "server.listen({ onUnhandledFrame: 'error' });",
        "console.log(JSON.stringify(await (await fetch('https://own.test/x')).json()));",
        "console.log((await fetch(`${process.env.PLATFORM_BASE_URL!}/v2/users/me`, { headers: { authorization: `Bearer ${process.env.PLATFORM_TOKEN!}` } })).status);",
        'server.close();',
      ].join('\n'),
    );
    const { output } = await runBlock(block.file, block.code, block.location);
    expect(output).toEqual(['{"own":true}', '200']);
  });

  test('waits run on fake time from a fixed date, the console is captured, and the environment is restored', async () => {
    const before = process.env.PLATFORM_BASE_URL;
    const block = fakeBlock(
      'time',
      ['await new Promise((resolve) => setTimeout(resolve, 30 * 60_000));', "console.log(new Date().toISOString(), process.env.PLATFORM_TOKEN);", "console.warn('careful');"].join('\n'),
    );
    const started = performance.now();
    const { output, world } = await runBlock(block.file, block.code, block.location);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(output).toEqual([`${new Date(FAKE_NOW.getTime() + 30 * 60_000).toISOString()} ${world.fakes.platform.token}`, '[warn] careful']);
    expect(process.env.PLATFORM_BASE_URL).toBe(before);
  });

  test('a block that never settles, or waits without end, fails as stuck instead of hanging the suite', async () => {
    const never = fakeBlock('never', 'await new Promise(() => undefined);\n');
    await expect(runBlock(never.file, never.code, never.location, { idleRealMs: 200 })).rejects.toThrow(/^CHECKER\.md:never: did not finish within 0\.2 s with no timer pending/);
    const endless = fakeBlock('endless', 'await new Promise(() => setInterval(() => undefined, 1_000));\n');
    await expect(runBlock(endless.file, endless.code, endless.location, { fakeMs: 60_000 })).rejects.toThrow(/^CHECKER\.md:endless: did not finish within 1 min of fake time/);
  });
});
