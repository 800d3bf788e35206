import { fail, flag, type FakeHandlers } from '@typed-api/core/testing';
import type * as logs from '../../operations/logs.js';
import { logAnswer } from '../jobs.js';
import type { FakeJob, FakeState } from '../state.js';

/** The fake's `logs` operations: the log of a run or build by its ID, as text or followed. */
export function logHandlers(state: FakeState): FakeHandlers<typeof logs> {
  const job = (id: string): FakeJob => state.runs.get(id) ?? state.builds.get(id) ?? fail(404, 'Log was not found', { code: 'record-not-found' });
  return {
    // One path serves the text and the followed log; the engine routes both here, with the inputs of
    // `logs.get`, whose query has no `stream`: the flag is read as sent.
    'logs.get': ({ path, query }) => logAnswer(state, job(path.buildOrRunId), flag(query.get('stream'))),
    // Reached only through its twin above (the same method and path); answers alike.
    'logs.stream': ({ path, inputs }) => logAnswer(state, job(path.buildOrRunId), inputs.stream),
  };
}
