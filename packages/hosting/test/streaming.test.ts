import { describe, expect, it } from 'vitest';
import type { Progress } from '@typed-api/core';
import { isHostingError } from '../src/index.js';
import { seedBackup } from './fixtures.js';
import { useFake } from './setup.js';

const { fake, client } = useFake({ downloadBytes: 4 * 1024 * 1024 });

describe('backup downloads', () => {
  it('streams a large backup in chunks instead of buffering it', async () => {
    const { data: stream, response } = await client().backups.download(1, '101').withResponse();
    expect(response.headers.get('content-type')).toBe('application/x-bzip2');
    expect(response.headers.get('content-length')).toBe(String(4 * 1024 * 1024));
    const reader = stream.getReader();
    let chunks = 0;
    let bytes = 0;
    let largest = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks++;
      bytes += value.byteLength;
      largest = Math.max(largest, value.byteLength);
    }
    expect(bytes).toBe(4 * 1024 * 1024);
    // Many pieces, each a small part of the whole: the file never sits in memory at once.
    expect(chunks).toBeGreaterThanOrEqual(16);
    expect(largest).toBeLessThanOrEqual(256 * 1024);
  });

  it('reports sending, the bytes received against Content-Length, then done once read to the end', async () => {
    const size = 4 * 1024 * 1024;
    const seen: Progress[] = [];
    const stream = await client().backups.download(1, '101', { onProgress: (progress) => seen.push(progress) });
    expect(seen.map((progress) => progress.status)).toEqual(['sending']);
    let bytes = 0;
    for await (const chunk of stream) bytes += chunk.byteLength;
    expect(bytes).toBe(size);
    const receiving = seen.filter((progress) => progress.status === 'receiving');
    expect(seen.map((progress) => progress.status)).toEqual(['sending', ...receiving.map(() => 'receiving'), 'done']);
    expect(receiving.length).toBeGreaterThanOrEqual(16);
    const received = receiving.map((progress) => progress.bytes?.done ?? -1);
    expect(received.every((done, i) => done > (received[i - 1] ?? 0))).toBe(true);
    expect(received.at(-1)).toBe(size);
    expect(receiving.every((progress) => progress.bytes?.total === size && progress.attempts === 1)).toBe(true);
    expect(seen.at(-1)).toMatchObject({ status: 'done', attempts: 1, bytes: { done: size, total: size } });
    const elapsed = seen.map((progress) => progress.elapsedMs);
    expect(elapsed.every((ms, i) => ms >= (elapsed[i - 1] ?? 0))).toBe(true);
  });

  it('can stop reading early', async () => {
    seedBackup(fake, { type: 'db' });
    const stream = await client().ondemandBackups.download(1, 500);
    const reader = stream.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value).startsWith('-- database dump')).toBe(true);
    await reader.cancel();
  });

  it('raises the documented error body of a failed download', async () => {
    const error = await client()
      .backups.download(1, '999')
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(isHostingError(error, 'not_found') && error.details.errors).toEqual(['Backup not found']);
  });
});
