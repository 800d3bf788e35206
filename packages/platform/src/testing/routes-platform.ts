import { HttpResponse } from 'msw';
import { FakeHttpError, type FakeCall, type FakeHandler } from '@typed-api/core/testing';
import { flag, now, objectBody, offsetPage } from './helpers.js';
import { dataResponse } from './dialect.js';
import { itemsResponse } from './routes-storages.js';
import { isTerminal, without, type FakeJob, type FakeState, type Json } from './state.js';

const SYNC_WAIT_SECS = 300;

function waitSecs(state: FakeState, query: URLSearchParams): number {
  const raw = query.get('waitForFinish');
  if (raw === null) return 0;
  const secs = Number(raw);
  if (!Number.isInteger(secs) || secs < 0 || secs > 60) throw new FakeHttpError(400, 'invalid-value', 'waitForFinish must be an integer from 0 to 60');
  state.waitForFinishSeen.push(secs);
  return secs;
}

function publicJob(job: FakeJob): Json {
  return without(job, 'remainingSecs', 'chargeKeys');
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

/** Actor, task, run, build and log handlers, by operation id. */
export function actorHandlers(state: FakeState): Record<string, FakeHandler> {
  const actor = (ref: string | undefined) => state.resolve(state.actors, ref ?? '', 'Actor');
  const task = (ref: string | undefined) => state.resolve(state.tasks, ref ?? '', 'Actor task');
  const run = (ref: string | undefined) => state.resolve(state.runs, ref ?? '', 'Actor run');
  const build = (ref: string | undefined) => state.resolve(state.builds, ref ?? '', 'Actor build');
  const version = (a: { versions: Json[] }, number: string | undefined): Json => {
    const found = a.versions.find((v) => v.versionNumber === number);
    if (!found) throw new FakeHttpError(404, 'record-not-found', 'Version was not found');
    return found;
  };
  const envVars = (v: Json): Json[] => {
    if (!Array.isArray(v.envVars)) v.envVars = [];
    return v.envVars as Json[];
  };

  const startRun = (actId: string, actorTaskId: string | null, input: Json, query: URLSearchParams): FakeJob => {
    const id = state.id('run');
    const dataset = state.createDataset(null, { actId, actRunId: id });
    const store = state.createStore(null, { actId, actRunId: id });
    const queue = state.createQueue(null, { actId, actRunId: id });
    store.records.set('INPUT', { value: new TextEncoder().encode(JSON.stringify(input)), contentType: 'application/json; charset=utf-8' });
    const job: FakeJob = {
      id,
      actId,
      actorTaskId,
      userId: state.user.id,
      status: 'READY',
      statusMessage: null,
      startedAt: now(),
      finishedAt: null,
      buildId: 'build-latest',
      exitCode: null,
      meta: { origin: 'API' },
      stats: {},
      options: {
        build: query.get('build') ?? 'latest',
        timeoutSecs: Number(query.get('timeout') ?? 3600),
        memoryMbytes: Number(query.get('memory') ?? 1024),
        diskMbytes: 2048,
      },
      defaultDatasetId: dataset.meta.id,
      defaultKeyValueStoreId: store.meta.id,
      defaultRequestQueueId: queue.meta.id,
      generalAccess: 'FOLLOW_USER_SETTING',
      remainingSecs: state.settings.jobDurationSecs,
    };
    state.runs.set(id, job);
    state.advance(job, waitSecs(state, query));
    return job;
  };

  const runInput = async (context: FakeCall, base: Json = {}): Promise<Json> => ({ ...base, ...(await objectBody(context, true)) });

  const syncRun = async (context: FakeCall, withItems: boolean, target: { actId: string; taskId: string | null; input: Json }): Promise<Response> => {
    const input = context.method === 'POST' ? await runInput(context, target.input) : target.input;
    const job = startRun(target.actId, target.taskId, input, context.query);
    if (job.remainingSecs > SYNC_WAIT_SECS) throw new FakeHttpError(408, 'run-timeout-exceeded', 'The run did not finish within 300 seconds');
    state.advance(job, SYNC_WAIT_SECS);
    if (job.status !== 'SUCCEEDED') throw new FakeHttpError(400, 'run-failed', `The run ended with status ${job.status}`);
    if (withItems) return itemsResponse(state.datasets.get(String(job.defaultDatasetId))?.items ?? [], context.query, state.settings.maxItemsPerPage);
    const key = context.query.get('outputRecordKey') ?? 'OUTPUT';
    const record = state.stores.get(String(job.defaultKeyValueStoreId))?.records.get(key);
    if (!record) throw new FakeHttpError(404, 'record-not-found', `The run has no record "${key}"`);
    return new HttpResponse(record.value.slice(), { status: 201, headers: { 'content-type': record.contentType } });
  };

  const runsOf = (filter: (r: FakeJob) => boolean, query: URLSearchParams): Json => {
    const statuses = query.get('status')?.split(',').filter(Boolean);
    const list = [...state.runs.values()].filter(filter).filter((r) => !statuses || statuses.includes(r.status));
    return offsetPage(list.map(publicJob), query, state.settings.maxListLimit);
  };

  const resurrect = (job: FakeJob): Json => {
    if (!isTerminal(job.status)) throw new FakeHttpError(400, 'operation-not-allowed', 'Only a finished run can be resurrected');
    job.status = 'RUNNING';
    job.finishedAt = null;
    job.remainingSecs = state.settings.jobDurationSecs;
    return publicJob(job);
  };

  const runLogAnswer = (job: FakeJob, query: URLSearchParams): Response => (flag(query, 'stream') ? followedLog(state, job) : new HttpResponse(logText(state, job), { headers: TEXT }));

  const taskTarget = (t: Json & { id: string; input: Json }) => ({ actId: String(t.actId), taskId: t.id, input: t.input });

  return {
    'actors.list': ({ query }) => offsetPage([...state.actors.values()].map(({ id, name, username, createdAt, modifiedAt, title }) => ({ id, name, username, createdAt, modifiedAt, title })), query, state.settings.maxListLimit),
    'actors.create': async (context) => {
      const body = await objectBody(context);
      if (typeof body.name !== 'string' || body.name === '') throw new FakeHttpError(400, 'invalid-input', 'name is required');
      if ([...state.actors.values()].some((a) => a.name === body.name)) throw new FakeHttpError(400, 'actor-name-not-unique', 'An Actor of that name already exists');
      return dataResponse(state.createActor({ ...body, name: body.name }), 201);
    },
    'actors.get': ({ params }) => actor(params.actorId),
    'actors.update': async (context) => {
      const a = actor(context.params.actorId);
      Object.assign(a, await objectBody(context), { id: a.id, modifiedAt: now() });
      return a;
    },
    'actors.delete': ({ params }) => {
      state.actors.delete(actor(params.actorId).id);
      return new HttpResponse(null, { status: 204 });
    },
    'actors.listVersions': ({ params }) => {
      const a = actor(params.actorId);
      return { total: a.versions.length, items: a.versions };
    },
    'actors.createVersion': async (context) => {
      const a = actor(context.params.actorId);
      const body = await objectBody(context);
      if (typeof body.versionNumber !== 'string') throw new FakeHttpError(400, 'invalid-input', 'versionNumber is required');
      if (a.versions.some((v) => v.versionNumber === body.versionNumber)) throw new FakeHttpError(400, 'version-already-exists', 'The version already exists');
      const created = { envVars: [], ...body };
      a.versions.push(created);
      return dataResponse(created, 201);
    },
    'actors.getVersion': ({ params }) => version(actor(params.actorId), params.versionNumber),
    'actors.updateVersion': async (context) => {
      const v = version(actor(context.params.actorId), context.params.versionNumber);
      Object.assign(v, await objectBody(context), { versionNumber: v.versionNumber });
      return v;
    },
    'actors.deleteVersion': ({ params }) => {
      const a = actor(params.actorId);
      const v = version(a, params.versionNumber);
      a.versions = a.versions.filter((x) => x !== v);
      return new HttpResponse(null, { status: 204 });
    },
    'actors.listEnvVars': ({ params }) => {
      const vars = envVars(version(actor(params.actorId), params.versionNumber));
      return { total: vars.length, items: vars.map((e) => (e.isSecret ? { ...e, value: undefined } : e)) };
    },
    'actors.createEnvVar': async (context) => {
      const vars = envVars(version(actor(context.params.actorId), context.params.versionNumber));
      const body = await objectBody(context);
      if (typeof body.name !== 'string' || typeof body.value !== 'string') throw new FakeHttpError(400, 'invalid-input', 'name and value are required');
      if (vars.some((e) => e.name === body.name)) throw new FakeHttpError(400, 'env-var-already-exists', 'The variable already exists');
      vars.push(body);
      return dataResponse(body, 201);
    },
    'actors.getEnvVar': ({ params }) => {
      const found = envVars(version(actor(params.actorId), params.versionNumber)).find((e) => e.name === params.envVarName);
      if (!found) throw new FakeHttpError(404, 'record-not-found', 'Environment variable was not found');
      return found;
    },
    'actors.updateEnvVar': async (context) => {
      const found = envVars(version(actor(context.params.actorId), context.params.versionNumber)).find((e) => e.name === context.params.envVarName);
      if (!found) throw new FakeHttpError(404, 'record-not-found', 'Environment variable was not found');
      Object.assign(found, await objectBody(context));
      return found;
    },
    'actors.deleteEnvVar': ({ params }) => {
      const v = version(actor(params.actorId), params.versionNumber);
      v.envVars = envVars(v).filter((e) => e.name !== params.envVarName);
      return new HttpResponse(null, { status: 204 });
    },
    'actors.listWebhooks': ({ params, query }) => {
      const a = actor(params.actorId);
      const list = [...state.webhooks.values()].filter((w) => (w.condition as Json | undefined)?.actorId === a.id);
      return offsetPage(list, query, state.settings.maxListLimit);
    },
    'actors.listBuilds': ({ params, query }) => {
      const a = actor(params.actorId);
      return offsetPage([...state.builds.values()].filter((b) => b.actId === a.id).map(publicJob), query, state.settings.maxListLimit);
    },
    'actors.build': ({ params, query }) => {
      const a = actor(params.actorId);
      const versionNumber = query.get('version');
      if (!versionNumber) throw new FakeHttpError(400, 'invalid-input', 'version is required');
      version(a, versionNumber);
      const id = state.id('bld');
      const job: FakeJob = { id, actId: a.id, userId: state.user.id, status: 'READY', startedAt: now(), finishedAt: null, buildNumber: `${versionNumber}.${String(state.builds.size + 1)}`, meta: { origin: 'API' }, remainingSecs: state.settings.jobDurationSecs };
      state.builds.set(id, job);
      state.advance(job, waitSecs(state, query));
      return dataResponse(publicJob(job), 201);
    },
    'actors.defaultBuild': ({ params, query }) => {
      const a = actor(params.actorId);
      const latest = [...state.builds.values()].filter((b) => b.actId === a.id).at(-1);
      if (!latest) throw new FakeHttpError(404, 'record-not-found', 'The Actor has no default build');
      state.advance(latest, waitSecs(state, query));
      return publicJob(latest);
    },
    'actors.buildOpenApi': ({ params }) => {
      actor(params.actorId);
      const b = build(params.buildId);
      return HttpResponse.json({ openapi: '3.0.1', info: { title: `build ${b.id}`, version: String(b.buildNumber) }, paths: {} });
    },
    'actors.listRuns': ({ params, query }) => {
      const a = actor(params.actorId);
      return runsOf((r) => r.actId === a.id, query);
    },
    'actors.start': async (context) => {
      const a = actor(context.params.actorId);
      const job = startRun(a.id, null, await runInput(context), context.query);
      return dataResponse(publicJob(job), 201);
    },
    'actors.runSync': async (context) => syncRun(context, false, { actId: actor(context.params.actorId).id, taskId: null, input: {} }),
    'actors.runSyncWithoutInput': async (context) => syncRun(context, false, { actId: actor(context.params.actorId).id, taskId: null, input: {} }),
    'actors.runSyncGetDatasetItems': async (context) => syncRun(context, true, { actId: actor(context.params.actorId).id, taskId: null, input: {} }),
    'actors.runSyncGetDatasetItemsWithoutInput': async (context) => syncRun(context, true, { actId: actor(context.params.actorId).id, taskId: null, input: {} }),
    'actors.validateInput': async (context) => {
      actor(context.params.actorId);
      await objectBody(context);
      return { valid: true };
    },
    'actors.resurrectRun': ({ params }) => {
      actor(params.actorId);
      return resurrect(run(params.runId));
    },
    'tasks.list': ({ query }) => offsetPage([...state.tasks.values()], query, state.settings.maxListLimit),
    'tasks.create': async (context) => {
      const body = await objectBody(context);
      if (typeof body.actId !== 'string') throw new FakeHttpError(400, 'invalid-input', 'actId is required');
      const a = actor(body.actId);
      const id = state.id('tsk');
      const name = typeof body.name === 'string' ? body.name : `task-${id}`;
      if ([...state.tasks.values()].some((t) => t.name === name)) throw new FakeHttpError(400, 'actor-task-name-not-unique', 'A task of that name already exists');
      const t = { options: null, ...body, input: (body.input ?? {}) as Json, actId: a.id, id, name, username: state.user.username, userId: state.user.id, createdAt: now(), modifiedAt: now() };
      state.tasks.set(id, t);
      return dataResponse(t, 201);
    },
    'tasks.get': ({ params }) => task(params.actorTaskId),
    'tasks.update': async (context) => {
      const t = task(context.params.actorTaskId);
      Object.assign(t, await objectBody(context), { id: t.id, modifiedAt: now() });
      return t;
    },
    'tasks.delete': ({ params }) => {
      state.tasks.delete(task(params.actorTaskId).id);
      return new HttpResponse(null, { status: 204 });
    },
    'tasks.getInput': ({ params }) => HttpResponse.json(task(params.actorTaskId).input),
    'tasks.updateInput': async (context) => {
      const t = task(context.params.actorTaskId);
      t.input = { ...t.input, ...(await objectBody(context)) };
      return HttpResponse.json(t.input);
    },
    'tasks.listWebhooks': ({ params, query }) => {
      const t = task(params.actorTaskId);
      return offsetPage([...state.webhooks.values()].filter((w) => (w.condition as Json | undefined)?.actorTaskId === t.id), query, state.settings.maxListLimit);
    },
    'tasks.listRuns': ({ params, query }) => {
      const t = task(params.actorTaskId);
      return runsOf((r) => r.actorTaskId === t.id, query);
    },
    'tasks.start': async (context) => {
      const t = task(context.params.actorTaskId);
      const job = startRun(String(t.actId), t.id, await runInput(context, t.input), context.query);
      return dataResponse(publicJob(job), 201);
    },
    'tasks.runSync': async (context) => syncRun(context, false, taskTarget(task(context.params.actorTaskId))),
    'tasks.runSyncWithoutInput': async (context) => syncRun(context, false, taskTarget(task(context.params.actorTaskId))),
    'tasks.runSyncGetDatasetItems': async (context) => syncRun(context, true, taskTarget(task(context.params.actorTaskId))),
    'tasks.runSyncGetDatasetItemsWithoutInput': async (context) => syncRun(context, true, taskTarget(task(context.params.actorTaskId))),

    'runs.list': ({ query }) => runsOf(() => true, query),
    'runs.get': ({ params, query }) => {
      const job = run(params.runId);
      // A plain read moves virtual time by a second; a long poll by the seconds it asks to wait.
      state.advance(job, Math.max(1, waitSecs(state, query)));
      return publicJob(job);
    },
    'runs.update': async (context) => {
      const job = run(context.params.runId);
      const body = await objectBody(context);
      for (const key of ['statusMessage', 'isStatusMessageTerminal', 'generalAccess']) if (key in body) job[key] = body[key];
      return publicJob(job);
    },
    'runs.delete': ({ params }) => {
      const job = run(params.runId);
      if (!isTerminal(job.status)) throw new FakeHttpError(400, 'cannot-remove-running-run', 'A running run cannot be deleted');
      state.runs.delete(job.id);
      return new HttpResponse(null, { status: 204 });
    },
    'runs.abort': ({ params, query }) => {
      const job = run(params.runId);
      if (!isTerminal(job.status)) state.finish(job, 'ABORTED');
      job.gracefully = flag(query, 'gracefully');
      return publicJob(job);
    },
    'runs.metamorph': async (context) => {
      const job = run(context.params.runId);
      const target = actor(context.query.get('targetActorId') ?? '');
      if (isTerminal(job.status)) throw new FakeHttpError(400, 'operation-not-allowed', 'Only a running run can be metamorphed');
      const input = await objectBody(context, true);
      state.stores.get(String(job.defaultKeyValueStoreId))?.records.set('INPUT', { value: new TextEncoder().encode(JSON.stringify(input)), contentType: 'application/json; charset=utf-8' });
      job.actId = target.id;
      job.metamorphs = [...((job.metamorphs as Json[] | undefined) ?? []), { actorId: target.id, createdAt: now(), buildId: 'build-latest', inputKey: 'INPUT' }];
      return dataResponse(publicJob(job), 200);
    },
    'runs.reboot': ({ params }) => {
      const job = run(params.runId);
      if (isTerminal(job.status)) throw new FakeHttpError(400, 'operation-not-allowed', 'Only a running run can be rebooted');
      return publicJob(job);
    },
    'runs.resurrect': ({ params }) => resurrect(run(params.runId)),
    'runs.charge': async (context) => {
      const job = run(context.params.runId);
      const body = await objectBody(context);
      if (typeof body.eventName !== 'string') throw new FakeHttpError(400, 'invalid-input', 'eventName is required');
      const counts = (job.chargedEventCounts ?? {}) as Record<string, number>;
      const key = context.request.headers.get('idempotency-key');
      const seen = (job.chargeKeys ?? []) as string[];
      if (!key || !seen.includes(key)) counts[body.eventName] = (counts[body.eventName] ?? 0) + Number(body.count ?? 1);
      if (key) job.chargeKeys = [...seen, key];
      job.chargedEventCounts = counts;
      return new HttpResponse(null, { status: 201 });
    },
    // One path serves the log as text and followed (`stream=1`): the engine routes it to either operation.
    'runs.log': ({ params, query }) => runLogAnswer(run(params.runId), query),
    'runs.streamLog': ({ params, query }) => runLogAnswer(run(params.runId), query),

    'builds.list': ({ query }) => offsetPage([...state.builds.values()].map(publicJob), query, state.settings.maxListLimit),
    'builds.get': ({ params, query }) => {
      const job = build(params.buildId);
      state.advance(job, Math.max(1, waitSecs(state, query)));
      return publicJob(job);
    },
    'builds.delete': ({ params }) => {
      const job = build(params.buildId);
      if (!isTerminal(job.status)) throw new FakeHttpError(400, 'deleting-unfinished-build', 'A running build cannot be deleted');
      state.builds.delete(job.id);
      return new HttpResponse(null, { status: 204 });
    },
    'builds.abort': ({ params }) => {
      const job = build(params.buildId);
      state.finish(job, 'ABORTED');
      return publicJob(job);
    },
    'builds.log': ({ params }) => new HttpResponse(logText(state, build(params.buildId)), { headers: TEXT }),
    'builds.openApi': ({ params }) => HttpResponse.json({ openapi: '3.0.1', info: { title: `build ${build(params.buildId).id}`, version: '1' }, paths: {} }),
    'logs.get': ({ params, query }) => {
      const id = params.buildOrRunId ?? '';
      const job = state.runs.get(id) ?? state.builds.get(id);
      if (!job) throw new FakeHttpError(404, 'record-not-found', 'Log was not found');
      return runLogAnswer(job, query);
    },
  };
}
