import { describe, expect, it } from 'vitest';
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
