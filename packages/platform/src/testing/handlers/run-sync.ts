// Hand-written: a synchronous run to its end within the API's wait, answered with its output record or items.
import { HttpResponse } from 'msw';
import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type { RunSyncOperations } from '../../operations/run-sync.js';
import type { JsonObject } from '../../schemas/common.js';
import { jsonInput, startRun, type RunOptions } from '../jobs.js';
import type { FakeRun, FakeState } from '../state.js';
import { itemsResponse, type ItemInputs } from '../storage.js';

/** How long a synchronous run may take before the API gives up on it (seconds). */
const SYNC_WAIT_SECS = 300;

/** The parts of a synchronous run's request its handlers read: the Actor or task, the run and item options, a POST's input, and the query as sent. */
interface SyncCall {
  readonly path: Readonly<Record<string, string>>;
  readonly inputs: RunOptions & ItemInputs & { readonly input?: JsonObject | undefined; readonly outputRecordKey?: string | undefined };
  readonly query: URLSearchParams;
}

/**
 * The handlers of the synchronous runs of Actors and tasks, alike for both: the run goes to its end within the
 * API's wait (408 `run-timeout-exceeded` for a longer one, 400 `run-failed` for one that does not succeed), with
 * a POST's input laid over a task's own; the answer is its output record, or its dataset's items or their export.
 */
export function runSyncHandlers(state: FakeState): FakeHandlers<RunSyncOperations> {
  const runToEnd = ({ path, inputs }: SyncCall): FakeRun => {
    const task = path.actorTaskId === undefined ? undefined : state.task(path.actorTaskId);
    const target = task ? { actId: task.actId, taskId: task.id } : { actId: state.actor(path.actorId ?? '').id, taskId: null };
    const job = startRun(state, target, jsonInput({ ...task?.input, ...inputs.input }), inputs);
    if (job.remainingSecs > SYNC_WAIT_SECS) fail(408, 'The run did not finish within 300 seconds', { code: 'run-timeout-exceeded' });
    state.advance(job, SYNC_WAIT_SECS);
    if (job.status !== 'SUCCEEDED') fail(400, `The run ended with status ${job.status}`, { code: 'run-failed' });
    return job;
  };
  // The output record (or `outputRecordKey`), in its own content type.
  const output = (call: SyncCall): Response => {
    const job = runToEnd(call);
    const key = call.inputs.outputRecordKey ?? 'OUTPUT';
    const record = state.stores.get(job.defaultKeyValueStoreId)?.records.get(key) ?? fail(404, `The run has no record "${key}"`, { code: 'record-not-found' });
    return new HttpResponse(record.value.slice(), { status: 201, headers: { 'content-type': record.contentType } });
  };
  // The items or their export: both paths share a handler, and `format` is read as sent.
  const items = (call: SyncCall): Response => {
    const job = runToEnd(call);
    return itemsResponse(state.datasets.get(job.defaultDatasetId)?.items ?? [], call.inputs, call.query.get('format') ?? 'json', state.settings.maxItemsPerPage);
  };
  const answers = {
    runSync: output,
    runSyncWithoutInput: output,
    runSyncGetDatasetItems: items,
    runSyncGetDatasetItemsWithoutInput: items,
    runSyncExportItems: items,
    runSyncExportItemsWithoutInput: items,
  };
  const handlers = ['actors', 'tasks'].flatMap((namespace) => Object.entries(answers).map(([name, answer]) => [`${namespace}.${name}`, answer]));
  // Every operation of the table, each answered by the handler of its kind.
  return Object.fromEntries(handlers) as FakeHandlers<RunSyncOperations>;
}
