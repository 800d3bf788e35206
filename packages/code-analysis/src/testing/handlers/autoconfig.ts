// Hand-written: an automatic configuration run of a repository and its status walk (each read moves it one step on).
import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as ops from '../../operations/autoconfig.js';
import { repoFor, type FakeContext } from '../context.js';

/** The fake's `autoconfig` namespace: automatic configuration runs of a repository, each read moving a run one step on. */
export function autoconfigHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;
  return {
    'autoconfig.start': (call) => {
      const repo = repoFor(state, call);
      repo.autoconfig = { analysisId: `autoconfig-${String(repo.repositoryId)}-${String(Date.now() % 100000)}`, status: 'Requested', transitionedAt: new Date().toISOString(), outcome: repo.autoconfigOutcome };
      return call.reply({ analysisId: repo.autoconfig.analysisId }, { status: 202 });
    },
    'autoconfig.status': (call) => {
      const run = repoFor(state, call).autoconfig;
      if (!run) fail(404, 'No autoconfiguration run');
      const shown = { status: run.status, transitionedAt: run.transitionedAt, transitionReason: null, analysisId: run.analysisId };
      // Each read moves the run one step on: Requested, Running, then its outcome.
      const next = run.status === 'Requested' ? 'Running' : run.status === 'Running' ? run.outcome : undefined;
      if (next) Object.assign(run, { status: next, transitionedAt: new Date().toISOString() });
      return shown;
    },
  };
}
