// Hand-written: Actors' names and defaults, runs started from them, builds and their versions, and the public store's
// search; an Actor's versions and environment variables are the store's (platformCollection over collectionHandlers).
import { fail, type FakeHandlers } from '@typed-api/core/testing';
import * as actors from '../../operations/actors.js';
import type * as store from '../../operations/store.js';
import { platformCollection } from '../collections.js';
import type { ActorVersion, EnvVar } from '../../responses/actors.js';
import { now } from '../helpers.js';
import { jsonInput, publicBuild, publicRun, readRunInput, resurrect, startRun, waitSecs } from '../jobs.js';
import type { FakeActor, FakeBuild, FakeRun, FakeState } from '../state.js';
import { runSyncHandlers } from './run-sync.js';

/** A version of an Actor by its number: 404 `record-not-found` when it has none. */
function versionOf(actor: FakeActor, number: string): ActorVersion {
  return actor.versions.find((v) => v.versionNumber === number) ?? fail(404, 'Version was not found', { code: 'record-not-found' });
}

/** The environment variables of a version (a list made on first use). */
function envVarsOf(version: ActorVersion): EnvVar[] {
  version.envVars ??= [];
  return version.envVars;
}

/** A page of the runs that pass `filter` (and, when asked, have one of the statuses), as the API shows them. */
export function runPage(state: FakeState, filter: (run: FakeRun) => boolean, inputs: Parameters<FakeState['page']>[1] & { readonly status?: readonly string[] | undefined }) {
  const statuses = inputs.status?.filter(Boolean);
  const list = state.runs.list().filter((r) => filter(r) && (!statuses || statuses.includes(r.status)));
  return state.page(list.map(publicRun), inputs);
}

/** The fake's `actors` operations: Actors, their versions, environment variables, builds and runs. */
export function actorHandlers(state: FakeState): FakeHandlers<typeof actors> {
  const versionHandlers = actorVersionHandlers(state);
  return {
    // A list shows each Actor's summary fields; the others ride along, as an open schema allows.
    'actors.list': ({ inputs }) => state.page(state.actors.list(), inputs),
    'actors.create': ({ inputs, reply }) => {
      const { name, isPublic, versions, defaultRunOptions, ...fields } = inputs;
      if (typeof name !== 'string' || name === '') return fail(400, 'name is required', { code: 'invalid-input' });
      if (state.actors.list().some((a) => a.name === name)) fail(400, 'An Actor of that name already exists', { code: 'actor-name-not-unique' });
      // Fields left null take the fake's defaults.
      const given = { ...(isPublic == null ? {} : { isPublic }), ...(versions == null ? {} : { versions }), ...(defaultRunOptions == null ? {} : { defaultRunOptions }) };
      return reply(state.createActor({ ...fields, ...given, name }), { status: 201 });
    },
    'actors.get': ({ path }) => state.actor(path.actorId),
    'actors.update': ({ path, inputs }) => {
      const a = state.actor(path.actorId);
      // Fields set to null are stored as given (the fake does not tell "unset" from null).
      Object.assign(a, inputs, { id: a.id, modifiedAt: now() });
      return a;
    },
    'actors.delete': ({ path }) => {
      state.actors.delete(state.actor(path.actorId).id);
    },
    'actors.start': async ({ path, inputs, request, reply }) => {
      const a = state.actor(path.actorId);
      // The input is kept as sent, with its content type; no input is an empty JSON object.
      const input = await readRunInput(request);
      return reply(publicRun(startRun(state, { actId: a.id, taskId: null }, input?.body ?? jsonInput({}), inputs)), { status: 201 });
    },
    'actors.listRuns': ({ path, inputs }) => {
      const a = state.actor(path.actorId);
      return runPage(state, (r) => r.actId === a.id, inputs);
    },
    'actors.validateInput': ({ path, inputs }) => {
      state.actor(path.actorId);
      if (inputs.input === undefined) fail(400, 'POST data is not a JSON object', { code: 'invalid-request' });
      return { valid: true };
    },
    'actors.resurrectRun': ({ path }) => {
      state.actor(path.actorId);
      return resurrect(state, state.run(path.runId));
    },
    ...versionHandlers,
    'actors.listWebhooks': ({ path, inputs }) => {
      const a = state.actor(path.actorId);
      return state.page(state.webhooks.filter((w) => w.condition.actorId === a.id), inputs);
    },
    'actors.listBuilds': ({ path, inputs }) => {
      const a = state.actor(path.actorId);
      return state.page(state.builds.list().filter((b) => b.actId === a.id).map(publicBuild), inputs);
    },
    'actors.build': ({ path, inputs, reply }) => {
      const a = state.actor(path.actorId);
      const versionNumber = inputs.version;
      if (!versionNumber) return fail(400, 'version is required', { code: 'invalid-input' });
      versionOf(a, versionNumber);
      const id = state.id('bld');
      const job: FakeBuild = { id, actId: a.id, userId: state.user.id, status: 'READY', startedAt: now(), finishedAt: null, buildNumber: `${versionNumber}.${String(state.builds.size + 1)}`, meta: { origin: 'API' }, remainingSecs: state.settings.jobDurationSecs };
      state.builds.set(id, job);
      state.advance(job, waitSecs(state, inputs.waitForFinish));
      return reply(publicBuild(job), { status: 201 });
    },
    'actors.defaultBuild': ({ path, inputs }) => {
      const a = state.actor(path.actorId);
      const latest = state.builds.list().filter((b) => b.actId === a.id).at(-1) ?? fail(404, 'The Actor has no default build', { code: 'record-not-found' });
      state.advance(latest, waitSecs(state, inputs.waitForFinish));
      return publicBuild(latest);
    },
    'actors.buildOpenApi': ({ path }) => {
      state.actor(path.actorId);
      const b = state.build(path.buildId);
      return { openapi: '3.0.1', info: { title: `build ${b.id}`, version: String(b.buildNumber) }, paths: {} };
    },
    ...runSyncHandlers(state),
  };
}

/** The versions of Actors and their environment variables: the store's collections (the POST twins answer like the PUT calls). */
function actorVersionHandlers(state: FakeState) {
  const under = (part: RegExp) => actors.actorOperations.filter((op) => part.test(op.path));
  const page = (records: readonly object[]) => ({ total: records.length, items: records });
  const versions = platformCollection<ActorVersion>(state, under(/\/versions(?:\/\{versionNumber\})?$/), {
    what: 'Version',
    key: 'versionNumber',
    page,
    records: (path) => state.actor(String(path.actorId)).versions,
  });
  const envVars = platformCollection<EnvVar>(state, under(/\/env-vars/), {
    what: 'Environment variable',
    key: 'name',
    page,
    records: (path) => envVarsOf(versionOf(state.actor(String(path.actorId)), String(path.versionNumber))),
  });
  const twins = { 'actors.updateVersionViaPost': versions['actors.updateVersion'], 'actors.updateEnvVarViaPost': envVars['actors.updateEnvVar'] };
  return { ...versions, ...envVars, ...twins } as Partial<FakeHandlers<typeof actors>>;
}

/** The fake's `store` operation: the public Actors, searched by name. */
export function storeHandlers(state: FakeState): FakeHandlers<typeof store> {
  return {
    'store.list': ({ inputs }) => {
      const search = inputs.search?.toLowerCase();
      const list = state.actors
        .list()
        .filter((a) => a.isPublic && (!search || a.name.toLowerCase().includes(search)))
        .map(({ id, name, username, title }) => ({ id, name, username, title }));
      return state.page(list, inputs);
    },
  };
}
