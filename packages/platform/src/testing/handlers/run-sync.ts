import { HttpResponse } from 'msw';
import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type { RunSyncOperations } from '../../operations/run-sync.js';
import type { JsonObject } from '../../schemas/common.js';
import { jsonInput, startRun, type RunOptions } from '../jobs.js';
import type { FakeRun, FakeState } from '../state.js';
import { itemsResponse, type ItemInputs } from '../storage.js';

/** How long a synchronous run may take before the API gives up on it (seconds). */
const SYNC_WAIT_SECS = 300;

/** What a synchronous run of one kind of target runs: an Actor, or a task with its saved input. */
interface SyncTarget {
  readonly actId: string;
  readonly taskId: string | null;
  readonly input: JsonObject;
}

/** The parts of a synchronous run's request its handlers read (every one of the six operations has them). */
interface SyncCall {
  /** The path: the Actor or task under its own placeholder. */
  readonly path: Readonly<Record<string, string>>;
  /** The run options, the item options, and the input of a POST. */
  readonly inputs: RunOptions & ItemInputs & { readonly input?: JsonObject | undefined; readonly outputRecordKey?: string | undefined };
  /** The query as sent (for the export `format`, which only the export operations parse). */
  readonly query: URLSearchParams;
}

/** Finds the target a path names. */
type TargetOf = (path: Readonly<Record<string, string>>) => SyncTarget;

/**
 * Runs the target to its end within the API's wait: 408 `run-timeout-exceeded` for a run longer than
 * that, 400 `run-failed` for one that does not succeed. The input of a POST is laid over the target's own.
 */
function runToEnd(state: FakeState, target: SyncTarget, call: SyncCall): FakeRun {
  const job = startRun(state, target, jsonInput({ ...target.input, ...call.inputs.input }), call.inputs);
  if (job.remainingSecs > SYNC_WAIT_SECS) fail(408, 'The run did not finish within 300 seconds', { code: 'run-timeout-exceeded' });
  state.advance(job, SYNC_WAIT_SECS);
  if (job.status !== 'SUCCEEDED') fail(400, `The run ended with status ${job.status}`, { code: 'run-failed' });
  return job;
}

/**
 * The handlers of the synchronous runs of Actors and tasks: one handler per kind of answer (the output
 * record, the dataset items or an export), applied to each kind of target.
 */
export function runSyncHandlers(state: FakeState): FakeHandlers<RunSyncOperations> {
  /** Answers with the run's output record (or `outputRecordKey`): a `Response`, the record goes in its own content type. */
  const outputRecord =
    (targetOf: TargetOf) =>
    (call: SyncCall): Response => {
      const job = runToEnd(state, targetOf(call.path), call);
      const key = call.inputs.outputRecordKey ?? 'OUTPUT';
      const record = state.stores.get(job.defaultKeyValueStoreId)?.records.get(key) ?? fail(404, `The run has no record "${key}"`, { code: 'record-not-found' });
      return new HttpResponse(record.value.slice(), { status: 201, headers: { 'content-type': record.contentType } });
    };
  /** Answers with the items of the run's dataset, or their export (both paths share a handler; `format` is read as sent). */
  const items =
    (targetOf: TargetOf) =>
    (call: SyncCall): Response => {
      const job = runToEnd(state, targetOf(call.path), call);
      return itemsResponse(state.datasets.get(job.defaultDatasetId)?.items ?? [], call.inputs, call.query.get('format') ?? 'json', state.settings.maxItemsPerPage);
    };
  const actor: TargetOf = (path) => ({ actId: state.actor(path.actorId ?? '').id, taskId: null, input: {} });
  const task: TargetOf = (path) => {
    const t = state.task(path.actorTaskId ?? '');
    return { actId: t.actId, taskId: t.id, input: t.input };
  };
  return {
    'actors.runSync': outputRecord(actor),
    'actors.runSyncWithoutInput': outputRecord(actor),
    'actors.runSyncGetDatasetItems': items(actor),
    'actors.runSyncGetDatasetItemsWithoutInput': items(actor),
    'actors.runSyncExportItems': items(actor),
    'actors.runSyncExportItemsWithoutInput': items(actor),
    'tasks.runSync': outputRecord(task),
    'tasks.runSyncWithoutInput': outputRecord(task),
    'tasks.runSyncGetDatasetItems': items(task),
    'tasks.runSyncGetDatasetItemsWithoutInput': items(task),
    'tasks.runSyncExportItems': items(task),
    'tasks.runSyncExportItemsWithoutInput': items(task),
  };
}
