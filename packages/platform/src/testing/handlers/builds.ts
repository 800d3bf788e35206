// Hand-written: a build's status walk, its long polls, abort, refused delete while running, and its log.
import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as builds from '../../operations/builds.js';
import { logAnswer, publicBuild, waitSecs } from '../jobs.js';
import { isTerminal, type FakeState } from '../state.js';

/** The fake's `builds` operations: builds, their logs and API descriptions. */
export function buildHandlers(state: FakeState): FakeHandlers<typeof builds> {
  return {
    'builds.list': ({ inputs }) => state.page(state.builds.list().map(publicBuild), inputs),
    'builds.get': ({ path, inputs }) => {
      const job = state.build(path.buildId);
      state.advance(job, Math.max(1, waitSecs(state, inputs.waitForFinish)));
      return publicBuild(job);
    },
    'builds.delete': ({ path }) => {
      const job = state.build(path.buildId);
      if (!isTerminal(job.status)) fail(400, 'A running build cannot be deleted', { code: 'deleting-unfinished-build' });
      state.builds.delete(job.id);
    },
    'builds.abort': ({ path }) => {
      const job = state.build(path.buildId);
      state.finish(job, 'ABORTED');
      return publicBuild(job);
    },
    // A build's log is never followed in the fake: always the text so far.
    'builds.log': ({ path }) => logAnswer(state, state.build(path.buildId), false),
    'builds.openApi': ({ path }) => ({ openapi: '3.0.1', info: { title: `build ${state.build(path.buildId).id}`, version: '1' }, paths: {} }),
  };
}
