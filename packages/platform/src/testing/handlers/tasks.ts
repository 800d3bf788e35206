// Hand-written: tasks' saved input laid under a start's, their names and their runs; no sample knows a task's input.
import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as tasks from '../../operations/tasks.js';
import { now } from '../helpers.js';
import { jsonInput, publicRun, readRunInput, startRun } from '../jobs.js';
import type { FakeState, FakeTask } from '../state.js';
import { runPage } from './actors.js';
import { runSyncHandlers } from './run-sync.js';

/** The fake's `tasks` operations: saved tasks, their input, webhooks and runs. */
export function taskHandlers(state: FakeState): FakeHandlers<typeof tasks> {
  return {
    'tasks.list': ({ inputs }) => state.page(state.tasks.list(), inputs),
    'tasks.create': ({ inputs, reply }) => {
      if (typeof inputs.actId !== 'string') return fail(400, 'actId is required', { code: 'invalid-input' });
      const a = state.actor(inputs.actId);
      const id = state.id('tsk');
      const name = inputs.name ?? `task-${id}`;
      if (state.tasks.list().some((t) => t.name === name)) fail(400, 'A task of that name already exists', { code: 'actor-task-name-not-unique' });
      const created: FakeTask = { options: null, ...inputs, input: inputs.input ?? {}, actId: a.id, id, name, username: state.user.username, userId: state.user.id, createdAt: now(), modifiedAt: now() };
      state.tasks.set(id, created);
      return reply(created, { status: 201 });
    },
    'tasks.get': ({ path }) => state.task(path.actorTaskId),
    'tasks.update': ({ path, inputs }) => {
      const t = state.task(path.actorTaskId);
      // Fields set to null are stored as given (the fake does not tell "unset" from null).
      Object.assign(t, inputs, { id: t.id, modifiedAt: now() });
      return t;
    },
    'tasks.delete': ({ path }) => {
      state.tasks.delete(state.task(path.actorTaskId).id);
    },
    'tasks.getInput': ({ path }) => state.task(path.actorTaskId).input,
    'tasks.updateInput': ({ path, inputs }) => {
      const t = state.task(path.actorTaskId);
      t.input = { ...t.input, ...inputs.input };
      return t.input;
    },
    'tasks.listWebhooks': ({ path, inputs }) => {
      const t = state.task(path.actorTaskId);
      return state.page(state.webhooks.filter((w) => w.condition.actorTaskId === t.id), inputs);
    },
    'tasks.listRuns': ({ path, inputs }) => {
      const t = state.task(path.actorTaskId);
      return runPage(state, (r) => r.actorTaskId === t.id, inputs);
    },
    'tasks.start': async ({ path, inputs, request, reply }) => {
      const t = state.task(path.actorTaskId);
      // A JSON input is laid over the task's saved one; an input of another type takes its place, as sent.
      const input = await readRunInput(request);
      const body = input === undefined ? jsonInput(t.input) : input.json === undefined ? input.body : { ...jsonInput({ ...t.input, ...input.json }), contentType: input.body.contentType };
      const job = startRun(state, { actId: t.actId, taskId: t.id }, body, inputs);
      return reply(publicRun(job), { status: 201 });
    },
    ...runSyncHandlers(state),
  };
}
