import { AbortError } from '@typed-api/core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { TimeoutError, type PlatformClient, type Run } from '../src/index.js';
import { linesOf, LOG_DRAIN_MS, recordsOf } from '../src/log-lines.js';
import { drive, unstamped, useFake } from './setup.js';

const { fake, client, wire } = useFake();

afterEach(() => {
  vi.useRealTimers();
});

/** A byte stream that hands out the given chunks one read at a time, and records whether it was cancelled. */
function scripted(chunks: Uint8Array[]): { stream: ReadableStream<Uint8Array>; cancelled: () => boolean } {
  let cancelled = false;
  let next = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[next++];
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, cancelled: () => cancelled };
}

/** The UTF-8 bytes of `text`, cut at the given byte offsets (which may fall inside a character). */
function cut(text: string, ...at: number[]): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const bounds = [0, ...at, bytes.length];
  return bounds.slice(1).map((end, i) => bytes.slice(bounds[i], end));
}

async function collect(lines: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const line of lines) out.push(unstamped(line));
  return out;
}

/** The records as they come, times included. */
async function records(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const out: string[] = [];
  for await (const record of recordsOf(linesOf(stream))) out.push(record);
  return out;
}

async function runningRun(p: PlatformClient, secs: number): Promise<Run> {
  fake.state.settings.jobDurationSecs = secs;
  const actor = await p.actors.create({ name: 'logger' });
  return p.actors.start(actor.id);
}

describe('lines of a byte stream', () => {
  test('characters split across chunks decode whole; CRLF ends a line; a last line without a break comes at the end', async () => {
    const text = 'première ligne\r\nzweite Zeile: 5 €\n\n😀 last';
    // Offsets inside "è" (2 bytes), inside "€" (3 bytes) and inside the emoji (4 bytes), and one right after a "\r".
    const offsets = [5, 15, 33, 36, 42];
    const { stream, cancelled } = scripted(cut(text, ...offsets));
    expect(await collect(linesOf(stream))).toEqual(['première ligne', 'zweite Zeile: 5 €', '', '😀 last']);
    expect(cancelled()).toBe(false);
  });

  test('one byte at a time gives the same lines as one chunk', async () => {
    const text = 'a€b\nc😀\nd';
    const bytes = new TextEncoder().encode(text).length;
    const oneByOne = scripted(cut(text, ...Array.from({ length: bytes - 1 }, (_, i) => i + 1)));
    expect(await collect(linesOf(oneByOne.stream))).toEqual(['a€b', 'c😀', 'd']);
    expect(await collect(linesOf(scripted(cut(text)).stream))).toEqual(['a€b', 'c😀', 'd']);
  });

  test('a log ending with a line break has no empty last line', async () => {
    expect(await collect(linesOf(scripted(cut('x\ny\n', 2)).stream))).toEqual(['x', 'y']);
  });

  test('stopping early cancels the stream', async () => {
    const { stream, cancelled } = scripted(cut('one\ntwo\nthree\n', 4, 8));
    for await (const line of linesOf(stream)) {
      expect(line).toBe('one');
      break;
    }
    expect(cancelled()).toBe(true);
  });

  test('the signal cancels the stream and ends the iteration with an abort', async () => {
    const controller = new AbortController();
    const { stream, cancelled } = scripted(cut('one\ntwo\nthree\n', 4, 8));
    const seen: string[] = [];
    const error = await (async () => {
      for await (const line of linesOf(stream, controller.signal)) {
        seen.push(line);
        controller.abort();
      }
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(seen).toEqual(['one']);
    expect(cancelled()).toBe(true);
  });
});

describe('records of a log', () => {
  const T1 = '2026-01-02T03:04:05.678Z';
  const T2 = '2026-01-02T03:04:06.001Z';

  test('a stack trace cut across chunks, a multi-byte character inside it, comes as one record with the one before and after apart', async () => {
    const text = `${T1} INFO  Starting\n${T2} ERROR Failed: ça a échoué €\n    at handler (main.js:10:5)\n    at run (main.js:20:1)\n${T1} INFO  Done\n`;
    // Cuts inside "ç" (2 bytes), inside "€" (3 bytes), inside a frame and right before the last timestamp.
    const bytes = new TextEncoder().encode(text);
    const euro = new TextEncoder().encode(text.slice(0, text.indexOf('€'))).length;
    const offsets = [text.indexOf('ç') + 1, euro + 1, euro + 20, bytes.length - `${T1} INFO  Done\n`.length];
    const { stream } = scripted(cut(text, ...offsets));
    expect(await records(stream)).toEqual([
      `${T1} INFO  Starting`,
      `${T2} ERROR Failed: ça a échoué €\n    at handler (main.js:10:5)\n    at run (main.js:20:1)`,
      `${T1} INFO  Done`,
    ]);
  });

  test('lines before the first timestamp make one record of their own; a record without a last line break ends with the stream', async () => {
    const text = `no time here\nnor here\n${T1} first record\n  continued\n${T2} last`;
    expect(await records(scripted(cut(text, 7, 30)).stream)).toEqual(['no time here\nnor here', `${T1} first record\n  continued`, `${T2} last`]);
  });

  test('CRLF line breaks: each record comes without its carriage returns, its lines joined with \\n', async () => {
    const text = `${T1} one\r\n  two\r\n\r\n${T2} three\r\n`;
    // One cut between "\r" and "\n".
    expect(await records(scripted(cut(text, `${T1} one\r`.length)).stream)).toEqual([`${T1} one\n  two\n`, `${T2} three`]);
  });

  test('a record comes out as soon as the next one starts, before the stream ends', async () => {
    let push: ((chunk: string) => void) | undefined;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (chunk) => { controller.enqueue(new TextEncoder().encode(chunk)); };
      },
    });
    const records = recordsOf(linesOf(stream));
    push?.(`${T1} one\n  more\n${T2} two\n`);
    expect((await records.next()).value).toBe(`${T1} one\n  more`);
    await records.return();
  });

  test('the log of a run: a stack trace written as one record comes to logLines and to the wait\'s `log` in one piece', async () => {
    const p = client();
    const run = await runningRun(p, 2);
    const job = fake.state.runs.get(run.id);
    if (!job) throw new Error('no run');
    fake.state.appendLog(job, 'ERROR boom\n    at a (x.js:1:1)\n    at b (x.js:2:2)');
    const seen: string[] = [];
    await p.runs.waitForFinish(run.id, { log: (record) => seen.push(unstamped(record)) });
    const expected = [`log of run ${run.id}`, 'ERROR boom\n    at a (x.js:1:1)\n    at b (x.js:2:2)', 'worked 2 s, 0 s left', 'finished: SUCCEEDED'];
    expect(seen).toEqual(expected);
    expect(await collect(p.runs.logLines(run.id))).toEqual(expected);
  });
});

describe('a run log followed line by line', () => {
  test('logLines gives each line as the run writes it, and ends when the run does', async () => {
    const p = client();
    const run = await runningRun(p, 3);
    const lines: string[] = [];
    // Each read of the run moves the fake's virtual time by a second, and the run writes a line. A record
    // comes out once the next one starts: one read before the loop, then one per record.
    await p.runs.get(run.id);
    for await (const line of p.runs.logLines(run.id)) {
      lines.push(unstamped(line));
      await p.runs.get(run.id);
    }
    expect(lines).toEqual([`log of run ${run.id}`, 'worked 1 s, 2 s left', 'worked 1 s, 1 s left', 'worked 1 s, 0 s left', 'finished: SUCCEEDED']);
    const sent = (await wire()).filter((request) => request.path.endsWith('/log'));
    expect(sent.map((request) => [request.path, request.query])).toEqual([[`/v2/actor-runs/${run.id}/log`, { stream: 'true' }]]);
    expect(fake.state.logWatcherCount).toBe(0);
  });

  test('leaving the loop early lets the followed log go', async () => {
    const p = client();
    const run = await runningRun(p, 600);
    // The first record comes out once the second starts: one read of the run writes it.
    await p.runs.get(run.id);
    for await (const line of p.runs.logLines(run.id)) {
      expect(unstamped(line)).toBe(`log of run ${run.id}`);
      // The fake now waits for the next line of the running job.
      await vi.waitFor(() => {
        expect(fake.state.logWatcherCount).toBe(1);
      });
      break;
    }
    await vi.waitFor(() => {
      expect(fake.state.logWatcherCount).toBe(0);
    });
  });

  test('the signal aborts the follow of a running run', async () => {
    const p = client();
    const run = await runningRun(p, 600);
    await p.runs.get(run.id);
    const controller = new AbortController();
    const seen: string[] = [];
    const error = await (async () => {
      for await (const line of p.runs.logLines(run.id, undefined, { signal: controller.signal })) {
        seen.push(unstamped(line));
        controller.abort();
      }
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(seen).toEqual([`log of run ${run.id}`]);
    await vi.waitFor(() => {
      expect(fake.state.logWatcherCount).toBe(0);
    });
  });

  test('nothing is sent before the iteration starts', async () => {
    const p = client();
    const run = await runningRun(p, 1);
    const before = (await wire()).length;
    const lines = p.runs.logLines(run.id, { raw: true });
    expect(await wire()).toHaveLength(before);
    await p.runs.waitForFinish(run.id);
    expect((await collect(lines)).at(-1)).toBe('finished: SUCCEEDED');
    expect((await wire()).at(-1)?.query).toEqual({ stream: 'true', raw: 'true' });
  });

  test('builds follow their log through the log endpoint shared with runs', async () => {
    const p = client();
    const actor = await p.actors.create({ name: 'built' });
    const build = await p.actors.build(actor.id, { version: '0.0' });
    const lines: string[] = [];
    const done = await p.builds.waitForFinish(build.id, { log: (line) => lines.push(unstamped(line)) });
    expect(done.status).toBe('SUCCEEDED');
    expect(lines).toEqual([`log of build ${build.id}`, 'worked 1 s, 0 s left', 'finished: SUCCEEDED']);
    expect(await collect(p.builds.logLines(build.id))).toEqual(lines);
    expect((await wire()).at(-1)).toMatchObject({ path: `/v2/logs/${build.id}`, query: { stream: 'true' } });
  });
});

describe('the run log while waiting', () => {
  test('waitForFinish hands each line to `log` and leaves no followed log behind', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const p = client();
    const run = await runningRun(p, 150);
    const lines: string[] = [];
    const started = Date.now();
    const done = await drive(p.runs.waitForFinish(run.id, { log: (line) => lines.push(unstamped(line)) }));
    expect(done.status).toBe('SUCCEEDED');
    // The log ended with the run: the wait did not sit out its grace period for the log.
    expect(Date.now() - started).toBeLessThan(LOG_DRAIN_MS);
    expect(lines).toEqual([`log of run ${run.id}`, 'worked 60 s, 90 s left', 'worked 60 s, 30 s left', 'worked 30 s, 0 s left', 'finished: SUCCEEDED']);
    expect(fake.state.waitForFinishSeen).toEqual([60, 60, 60]);
    expect((await wire()).filter((request) => request.path === `/v2/actor-runs/${run.id}/log`)).toHaveLength(1);
    expect(fake.state.logWatcherCount).toBe(0);
  });

  test('a wait that times out stops following the log too', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const p = client();
    const run = await runningRun(p, 100_000);
    const lines: string[] = [];
    await expect(drive(p.runs.waitForFinish(run.id, { timeoutMs: 5_000, log: (line) => lines.push(unstamped(line)) }))).rejects.toBeInstanceOf(TimeoutError);
    expect(lines[0]).toBe(`log of run ${run.id}`);
    expect(lines).not.toContain('finished: SUCCEEDED');
    await vi.waitFor(() => {
      expect(fake.state.logWatcherCount).toBe(0);
    });
  });

  test('an aborted wait stops following the log too', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const p = client();
    const run = await runningRun(p, 100_000);
    const controller = new AbortController();
    const waiting = p.runs.waitForFinish(run.id, {
      signal: controller.signal,
      log: (line) => {
        if (unstamped(line).startsWith('worked')) controller.abort();
      },
    });
    await expect(drive(waiting)).rejects.toBeInstanceOf(AbortError);
    await vi.waitFor(() => {
      expect(fake.state.logWatcherCount).toBe(0);
    });
  });

  test('a throw from `log` ends the wait with that error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const p = client();
    const run = await runningRun(p, 100_000);
    const failure = new Error('the log sink is full');
    const waiting = p.runs.waitForFinish(run.id, {
      log: () => {
        throw failure;
      },
    });
    await expect(drive(waiting)).rejects.toBe(failure);
    await vi.waitFor(() => {
      expect(fake.state.logWatcherCount).toBe(0);
    });
  });

  test('a log that cannot be read leaves the wait to its run', async () => {
    const p = client();
    const run = await runningRun(p, 2);
    const lines: string[] = [];
    // The run's log is gone from the fake: the follow fails with 404, the wait goes on.
    fake.state.runs.delete(run.id);
    const error = await p.runs.waitForFinish(run.id, { log: (line) => lines.push(unstamped(line)) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404 });
    expect(lines).toEqual([]);
  });

  test('actors.call and tasks.call follow the log of the run they start', async () => {
    const p = client();
    fake.state.settings.jobDurationSecs = 2;
    const actor = await p.actors.create({ name: 'echo' });
    const actorLines: string[] = [];
    const byActor = await p.actors.call(actor.id, { input: { a: 1 } }, { log: (line) => actorLines.push(unstamped(line)) });
    expect(actorLines).toEqual([`log of run ${byActor.id}`, 'worked 2 s, 0 s left', 'finished: SUCCEEDED']);

    const task = await p.tasks.create({ actId: actor.id, name: 'daily', input: {} });
    const taskLines: string[] = [];
    const byTask = await p.tasks.call(task.id, undefined, { log: (line) => taskLines.push(unstamped(line)) });
    expect(taskLines).toEqual([`log of run ${byTask.id}`, 'worked 2 s, 0 s left', 'finished: SUCCEEDED']);
    expect(fake.state.logWatcherCount).toBe(0);
  });
});

describe('the full last-run handle', () => {
  async function lastOfActor(p: PlatformClient, secs: number) {
    fake.state.settings.jobDurationSecs = secs;
    const actor = await p.actors.create({ name: 'nightly' });
    const run = await p.actors.start(actor.id);
    return { actor, run, lastRun: p.actors.lastRun(actor.id, { origin: 'API' }) };
  }

  /** The requests after `from`, as method and path with the query. */
  async function sentSince(from: number): Promise<string[]> {
    return (await wire()).slice(from).map((request) => `${request.method} ${request.path}${Object.keys(request.query).length ? `?${new URLSearchParams(request.query).toString()}` : ''}`);
  }

  test('waitForFinish reads the last run once, then waits on that run, log included', async () => {
    const p = client();
    const { actor, run, lastRun } = await lastOfActor(p, 3);
    const from = (await wire()).length;
    const lines: string[] = [];
    const done = await lastRun.waitForFinish({ log: (line) => lines.push(unstamped(line)) });
    expect(done).toMatchObject({ id: run.id, status: 'SUCCEEDED' });
    expect(lines.at(-1)).toBe('finished: SUCCEEDED');
    const sent = await sentSince(from);
    expect(sent[0]).toBe(`GET /v2/actors/${actor.id}/runs/last?origin=API`);
    expect(sent.slice(1)).toContain(`GET /v2/actor-runs/${run.id}?waitForFinish=60`);
    expect(sent.slice(1)).toContain(`GET /v2/actor-runs/${run.id}/log?stream=true`);
  });

  test('update, resurrect, charge and delete act on the run that is the last now, by its ID', async () => {
    const p = client();
    const { actor, run, lastRun } = await lastOfActor(p, 1);
    await p.runs.waitForFinish(run.id);
    let from = (await wire()).length;
    expect(await lastRun.update({ statusMessage: 'checked' })).toMatchObject({ id: run.id, statusMessage: 'checked' });
    expect(await sentSince(from)).toEqual([`GET /v2/actors/${actor.id}/runs/last?origin=API`, `PUT /v2/actor-runs/${run.id}`]);

    from = (await wire()).length;
    expect(await lastRun.resurrect({ memory: 512 })).toMatchObject({ id: run.id, status: 'RUNNING' });
    expect(await sentSince(from)).toEqual([`GET /v2/actors/${actor.id}/runs/last?origin=API`, `POST /v2/actor-runs/${run.id}/resurrect?memory=512`]);

    from = (await wire()).length;
    await lastRun.charge({ eventName: 'page', count: 2, idempotencyKey: 'k-7' });
    expect(await sentSince(from)).toEqual([`GET /v2/actors/${actor.id}/runs/last?origin=API`, `POST /v2/actor-runs/${run.id}/charge`]);
    expect((await wire()).at(-1)?.headers.get('idempotency-key')).toBe('k-7');
    expect(fake.state.runs.get(run.id)?.chargedEventCounts).toEqual({ page: 2 });

    await p.runs.waitForFinish(run.id);
    from = (await wire()).length;
    await lastRun.delete();
    expect(await sentSince(from)).toEqual([`GET /v2/actors/${actor.id}/runs/last?origin=API`, `DELETE /v2/actor-runs/${run.id}`]);
    expect(fake.state.runs.has(run.id)).toBe(false);
  });

  test("logLines follows the last run's log under runs/last, for Actors and tasks", async () => {
    const p = client();
    const { actor, run, lastRun } = await lastOfActor(p, 1);
    await p.runs.waitForFinish(run.id);
    expect(await collect(lastRun.logLines())).toEqual([`log of run ${run.id}`, 'worked 1 s, 0 s left', 'finished: SUCCEEDED']);
    expect((await wire()).at(-1)).toMatchObject({ path: `/v2/actors/${actor.id}/runs/last/log`, query: { stream: 'true', origin: 'API' } });

    const task = await p.tasks.create({ actId: actor.id, name: 'daily', input: {} });
    const byTask = await p.tasks.call(task.id);
    expect((await collect(p.tasks.lastRun(task.id).logLines({ raw: true }))).at(-1)).toBe('finished: SUCCEEDED');
    expect((await wire()).at(-1)).toMatchObject({ path: `/v2/actor-tasks/${task.id}/runs/last/log`, query: { stream: 'true', raw: 'true' } });
    expect(byTask.status).toBe('SUCCEEDED');
  });
});

describe('a wait that checks once (timeoutMs: 0)', () => {
  test('runs.waitForFinish with timeoutMs 0 sends one read with waitForFinish=0 and returns the run as it is', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const p = client();
    const run = await runningRun(p, 600);
    const from = (await wire()).length;
    const started = Date.now();
    const seen: string[] = [];
    const now = await drive(p.runs.waitForFinish(run.id, { timeoutMs: 0, onProgress: ({ status }) => seen.push(status), log: () => undefined }));
    expect(now).toMatchObject({ id: run.id, status: 'RUNNING' });
    expect(seen).toEqual(['RUNNING']);
    // No waiting: neither for the run nor for the end of its log, which a running run does not reach.
    expect(Date.now() - started).toBeLessThan(1_000);
    const reads = (await wire()).slice(from).filter((request) => request.path === `/v2/actor-runs/${run.id}`);
    expect(reads.map((request) => request.query)).toEqual([{ waitForFinish: '0' }]);
    await vi.waitFor(() => {
      expect(fake.state.logWatcherCount).toBe(0);
    });
  });

  test('actors.call with timeoutMs 0 starts the run and checks it once', async () => {
    const p = client();
    fake.state.settings.jobDurationSecs = 600;
    const actor = await p.actors.create({ name: 'once' });
    const run = await p.actors.call(actor.id, undefined, { timeoutMs: 0 });
    expect(run.status).toBe('RUNNING');
    expect((await wire()).filter((request) => request.path === `/v2/actor-runs/${run.id}`)).toHaveLength(1);
  });
});
