import { HttpResponse } from 'msw';
import { fail } from '@typed-api/core/testing';
import type { Build, Run } from '../responses/actors.js';
import type { JsonObject } from '../schemas/common.js';
import { now } from './helpers.js';
import type { FakeRecord } from './storage.js';
import { isJsonInput, isTerminal, without, type FakeBuild, type FakeJob, type FakeRun, type FakeState } from './state.js';

/** The run options a start reads (a build tag, time and memory limits, the seconds to wait), as its schema parsed them. */
export type RunOptions = { readonly build?: string | undefined } & Readonly<Partial<Record<'timeout' | 'memory' | 'waitForFinish', number | undefined>>>;

/** A JSON object as a run's input body. */
export function jsonInput(input: JsonObject): FakeRecord {
  return { value: new TextEncoder().encode(JSON.stringify(input)), contentType: 'application/json' };
}

/**
 * The input of a start or metamorph as the API reads it: a body of any content type, kept as sent; a JSON
 * one must be an object (400 `run-input-body-not-valid-json`, `input-json-not-object`), and comes back
 * parsed too, for a task's saved input to be laid under it. No body: no input.
 */
export async function readRunInput(request: Request): Promise<{ body: FakeRecord; json: JsonObject | undefined } | undefined> {
  const value = new Uint8Array(await request.arrayBuffer());
  if (value.byteLength === 0) return undefined;
  const contentType = request.headers.get('content-type') ?? 'application/octet-stream';
  if (!isJsonInput(contentType)) return { body: { value, contentType }, json: undefined };
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(value));
  } catch {
    return fail(400, 'The input is not valid JSON', { code: 'run-input-body-not-valid-json' });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return fail(400, 'The input must be a JSON object', { code: 'input-json-not-object' });
  return { body: { value, contentType }, json: parsed as JsonObject };
}

/** The seconds a long poll asks the fake to wait (recorded in `waitForFinishSeen`); 0 without one. */
export function waitSecs(state: FakeState, secs: number | undefined): number {
  if (secs === undefined) return 0;
  state.waitForFinishSeen.push(secs);
  return secs;
}

/** A run as the API shows it: without the fake's bookkeeping. */
export function publicRun(job: FakeRun): Run {
  return without(job, 'remainingSecs', 'chargeKeys');
}

/** A build as the API shows it: without the fake's bookkeeping. */
export function publicBuild(job: FakeBuild): Build {
  return without(job, 'remainingSecs');
}

/**
 * Starts a run of an Actor (or of a task of it) with `input`: its default storages are made, the input
 * is stored as `INPUT` with its content type, and a `waitForFinish` moves its virtual time on.
 */
export function startRun(state: FakeState, target: { actId: string; taskId: string | null }, input: FakeRecord, options: RunOptions): FakeRun {
  const id = state.id('run');
  const owner = { actId: target.actId, actRunId: id };
  const dataset = state.createDataset(null, owner);
  const store = state.createStore(null, owner);
  const queue = state.createQueue(null, owner);
  store.records.set('INPUT', { value: input.value, contentType: input.contentType });
  const job: FakeRun = {
    id,
    actId: target.actId,
    actorTaskId: target.taskId,
    userId: state.user.id,
    status: 'READY',
    statusMessage: null,
    startedAt: now(),
    finishedAt: null,
    buildId: 'build-latest',
    exitCode: null,
    meta: { origin: 'API' },
    stats: {},
    options: { build: options.build ?? 'latest', timeoutSecs: options.timeout ?? 3600, memoryMbytes: options.memory ?? 1024, diskMbytes: 2048 },
    defaultDatasetId: dataset.meta.id,
    defaultKeyValueStoreId: store.meta.id,
    defaultRequestQueueId: queue.meta.id,
    generalAccess: 'FOLLOW_USER_SETTING',
    remainingSecs: state.settings.jobDurationSecs,
  };
  state.runs.set(id, job);
  state.advance(job, waitSecs(state, options.waitForFinish));
  return job;
}

/** Resumes a finished run: 400 `operation-not-allowed` for one still going. */
export function resurrect(state: FakeState, job: FakeRun): Run {
  if (!isTerminal(job.status)) fail(400, 'Only a finished run can be resurrected', { code: 'operation-not-allowed' });
  job.status = 'RUNNING';
  job.finishedAt = null;
  job.remainingSecs = state.settings.jobDurationSecs;
  return publicRun(job);
}

const TEXT = { 'content-type': 'text/plain; charset=utf-8' };

/** A job's log so far, one line after another. */
function logText(state: FakeState, job: FakeJob): string {
  return state.logOf(job).map((line) => `${line}\n`).join('');
}

/**
 * A job's log followed as it grows (`stream=1`): what is written so far at once, then each new line as
 * the job's virtual time moves on, ending once the job has ended (or the state is cleared). No timers:
 * the stream waits for the next line the job writes.
 */
function followedLog(state: FakeState, job: FakeJob): Response {
  const encoder = new TextEncoder();
  let sent = 0;
  let stop: (() => void) | undefined;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        const gone = !state.runs.has(job.id) && !state.builds.has(job.id);
        const lines = gone ? [] : state.logOf(job);
        if (sent < lines.length) {
          controller.enqueue(encoder.encode(lines.slice(sent).map((line) => `${line}\n`).join('')));
          sent = lines.length;
          return;
        }
        if (gone || isTerminal(job.status)) {
          controller.close();
          return;
        }
        await new Promise<void>((resolve) => {
          stop = state.watchLog(job, resolve);
        });
        stop = undefined;
      }
    },
    cancel() {
      stop?.();
    },
  });
  return new HttpResponse(stream, { headers: TEXT });
}

/**
 * A job's log as the API sends it: plain text, or followed as it grows when `stream` is set. A
 * `Response`: the log is text (or a text stream), not JSON.
 */
export function logAnswer(state: FakeState, job: FakeJob, stream: boolean): Response {
  return stream ? followedLog(state, job) : new HttpResponse(logText(state, job), { headers: TEXT });
}
