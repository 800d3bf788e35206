/**
 * Case 8: decompression bombs. A server on 127.0.0.1 answers a JSON read with 1 GiB of spaces compressed
 * (gzip, deflate, br: about 1 MB on the wire) and an honest Content-Length of the compressed size; the client
 * has `maxResponseBytes` 4 MiB. Measured in a fresh process per encoding: what the call ended with, its time,
 * and the peak resident memory of the process (sampled every 5 ms) over its memory before the call.
 *
 *   node bench/src/bombs.ts                  every encoding against packages/core/dist
 *   BOMB_CORE=<path to an index.js> ...      the same against another build of the core (e.g. an older one)
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import { NODE_FLAGS } from './processes.ts';
import { fixed, printTable } from './stats.ts';

const MiB = 1024 * 1024;
const DECODED = 1024 * MiB;
const LIMIT = 4 * MiB;
const ENCODINGS = ['gzip', 'deflate', 'br'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** One encoding's measurement. */
export interface BombRow {
  encoding: Encoding;
  /** Bytes on the wire. */
  wireBytes: number;
  /** What the call ended with: the error's name and message, cut short. */
  outcome: string;
  /** Peak resident memory over the memory before the call, in MiB. */
  peakMiB: number;
  ms: number;
}

/** The compressed bomb of one encoding, made once per machine into the temporary folder. */
function bombFile(encoding: Encoding): string {
  const dir = join(os.tmpdir(), 'typed-api-bench-bombs');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `spaces-1gib.${encoding}`);
  if (!existsSync(file)) {
    const plain = Buffer.alloc(DECODED, 0x20);
    plain[0] = 0x5b; // '[': the body reads as JSON that never ends
    const packed = encoding === 'gzip' ? gzipSync(plain) : encoding === 'deflate' ? deflateSync(plain) : brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    writeFileSync(file, packed);
  }
  return file;
}

/** In the child: serve the file, make the call with the given core build, report what happened. */
async function child(file: string, encoding: Encoding, coreEntry: string): Promise<void> {
  const { HttpClient } = (await import(pathToFileURL(coreEntry).href)) as typeof import('@typed-api/core');
  const size = statSync(file).size;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': encoding, 'content-length': String(size) });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const http = new HttpClient({ baseUrl: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`, maxResponseBytes: LIMIT, maxRetries: 0, retryBudget: false });
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  let outcome: string;
  try {
    await http.request('GET', '/bomb');
    outcome = 'read whole (no error)';
  } catch (error) {
    outcome = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
  const ms = performance.now() - started;
  peak = Math.max(peak, process.memoryUsage().rss);
  clearInterval(sampler);
  server.closeAllConnections();
  server.close();
  console.log(JSON.stringify({ outcome: outcome.slice(0, 110), peakMiB: (peak - before) / MiB, ms }));
}

/** Runs every encoding, each in a fresh process. */
export async function runBombs(coreEntry = process.env.BOMB_CORE ?? fileURLToPath(new URL('../../packages/core/dist/index.js', import.meta.url))): Promise<BombRow[]> {
  const rows: BombRow[] = [];
  for (const encoding of ENCODINGS) {
    const file = bombFile(encoding);
    const out = await new Promise<string>((resolve) => {
      const proc = spawn(process.execPath, [...NODE_FLAGS, fileURLToPath(import.meta.url), '--child', file, encoding, coreEntry], { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      let err = '';
      proc.stdout.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      proc.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
      proc.once('close', (code) => {
        resolve(code === 0 ? text : JSON.stringify({ outcome: `process died (${String(code)}): ${err.trim().split('\n').find((l) => l.includes('Error')) ?? ''}`.slice(0, 110), peakMiB: Number.NaN, ms: Number.NaN }));
      });
    });
    const measured = JSON.parse(out.trim().split('\n').pop() ?? '{}') as Omit<BombRow, 'encoding' | 'wireBytes'>;
    rows.push({ encoding, wireBytes: statSync(file).size, ...measured });
  }
  return rows;
}

/** The table of {@link runBombs}. */
export function printBombs(rows: BombRow[]): void {
  printTable([
    ['encoding', 'on the wire', 'decoded', 'maxResponseBytes', 'outcome', 'peak memory over baseline', 'ms'],
    ...rows.map((r) => [r.encoding, `${fixed(r.wireBytes / 1024, 1)} KiB`, `${String(DECODED / MiB)} MiB`, `${String(LIMIT / MiB)} MiB`, r.outcome, `${fixed(r.peakMiB, 1)} MiB`, fixed(r.ms, 0)]),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === '--child') {
    await child(process.argv[3] ?? '', (process.argv[4] ?? 'gzip') as Encoding, process.argv[5] ?? '');
  } else {
    printBombs(await runBombs());
  }
}
