import type { FakeHandlers } from '@typed-api/core/testing';
import type * as ops from '../../operations/tools.js';
import { repoFor, type FakeContext } from '../context.js';
import { listBody } from '../paging.js';

/** The fake's `tools` namespace: a repository's tools, and the service's catalogue of analysis, duplication and metrics tools (no key needed). */
export function toolsHandlers({ state }: FakeContext): FakeHandlers<typeof ops> {
  return {
    'tools.list': (call) => repoFor(state, call).tools,
    'tools.listConflicts': (call) =>
      repoFor(state, call)
        .tools.filter((t) => t.settings.followsStandard)
        .map((t) => t.uuid),
    'tools.listAvailable': (call) => listBody(state, call, state.toolCatalog.tools),
    'tools.listDuplicationTools': () => state.toolCatalog.duplication,
    'tools.listMetricsTools': () => state.toolCatalog.metrics,
  };
}
