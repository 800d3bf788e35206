// Hand-written: a run's status walk and long polls, its changes, metamorphs, charges and logs (text and followed).
import { fail, flag, type FakeHandlers } from '@typed-api/core/testing';
import type * as logs from '../../operations/logs.js';
import type * as runs from '../../operations/runs.js';
import { now } from '../helpers.js';
import { jsonInput, logAnswer, publicRun, readRunInput, resurrect, waitSecs } from '../jobs.js';
import { isTerminal, type FakeJob, type FakeState } from '../state.js';
import { runPage } from './actors.js';

/** The fake's `runs` and `logs` operations: runs, their changes, charges and logs, and the log of a run or build by its ID. */
export function runHandlers(state: FakeState): FakeHandlers<typeof runs & typeof logs> {
  const job = (id: string): FakeJob => state.runs.get(id) ?? state.builds.get(id) ?? fail(404, 'Log was not found', { code: 'record-not-found' });
  return {
    // One path serves the text and the followed log; the engine routes both here, with the inputs of
    // `logs.get`, whose query has no `stream`: the flag is read as sent.
    'logs.get': ({ path, query }) => logAnswer(state, job(path.buildOrRunId), flag(query.get('stream'))),
    // Reached only through its twin above (the same method and path); answers alike.
    'logs.stream': ({ path, inputs }) => logAnswer(state, job(path.buildOrRunId), inputs.stream),
    'runs.list': ({ inputs }) => runPage(state, () => true, inputs),
    'runs.get': ({ path, inputs }) => {
      const job = state.run(path.runId);
      // A plain read moves virtual time by a second; a long poll by the seconds it asks to wait.
      state.advance(job, Math.max(1, waitSecs(state, inputs.waitForFinish)));
      return publicRun(job);
    },
    'runs.update': ({ path, inputs }) => {
      const job = state.run(path.runId);
      if (inputs.statusMessage !== undefined) job.statusMessage = inputs.statusMessage;
      if (inputs.isStatusMessageTerminal !== undefined) job.isStatusMessageTerminal = inputs.isStatusMessageTerminal;
      if (inputs.generalAccess !== undefined) job.generalAccess = inputs.generalAccess;
      return publicRun(job);
    },
    'runs.delete': ({ path }) => {
      const job = state.run(path.runId);
      if (!isTerminal(job.status)) fail(400, 'A running run cannot be deleted', { code: 'cannot-remove-running-run' });
      state.runs.delete(job.id);
    },
    'runs.abort': ({ path, inputs }) => {
      const job = state.run(path.runId);
      if (!isTerminal(job.status)) state.finish(job, 'ABORTED');
      job.gracefully = inputs.gracefully === true;
      return publicRun(job);
    },
    'runs.metamorph': async ({ path, inputs, request }) => {
      const job = state.run(path.runId);
      const target = state.actor(inputs.targetActorId);
      if (isTerminal(job.status)) fail(400, 'Only a running run can be metamorphed', { code: 'operation-not-allowed' });
      // The new input is kept as sent, with its content type.
      const input = (await readRunInput(request))?.body ?? jsonInput({});
      state.stores.get(job.defaultKeyValueStoreId)?.records.set('INPUT', { value: input.value, contentType: input.contentType });
      job.actId = target.id;
      // `metamorphs` is the fake's own list of the run's changes of Actor.
      const metamorphs = job.metamorphs ?? [];
      job.metamorphs = [...metamorphs, { actorId: target.id, createdAt: now(), buildId: 'build-latest', inputKey: 'INPUT' }];
      return publicRun(job);
    },
    'runs.reboot': ({ path }) => {
      const job = state.run(path.runId);
      if (isTerminal(job.status)) fail(400, 'Only a running run can be rebooted', { code: 'operation-not-allowed' });
      return publicRun(job);
    },
    'runs.resurrect': ({ path }) => resurrect(state, state.run(path.runId)),
    'runs.charge': ({ path, inputs, request, reply }) => {
      const job = state.run(path.runId);
      const eventName = inputs.eventName;
      const counts = job.chargedEventCounts ?? {};
      const key = request.headers.get('idempotency-key');
      const seen = job.chargeKeys ?? [];
      if (!key || !seen.includes(key)) counts[eventName] = (counts[eventName] ?? 0) + (inputs.count ?? 1);
      if (key) job.chargeKeys = [...seen, key];
      job.chargedEventCounts = counts;
      // The API answers a charge with an empty 201 (its result is not described).
      return reply(undefined, { status: 201 });
    },
    // One path serves the log as text and followed (`stream=1`): the engine routes both here.
    'runs.log': ({ path, inputs }) => logAnswer(state, state.run(path.runId), inputs.stream === true),
    // Reached only through its twin above (the same method and path); answers alike.
    'runs.streamLog': ({ path, inputs }) => logAnswer(state, state.run(path.runId), inputs.stream === true),
  };
}
