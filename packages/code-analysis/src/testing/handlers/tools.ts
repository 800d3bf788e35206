// Hand-written: a repository's tools and those that follow a standard, and the catalogue's analysis tools in pages; the
// duplication and metrics tools are constant answers of the service, so the samples give them (sampleAnswers).
import type { FakeHandlers } from '@typed-api/core/testing';
import type * as ops from '../../operations/tools.js';
import { repoFor, type FakeContext } from '../context.js';
import { listBody } from '../paging.js';

/** The fake's `tools` namespace: a repository's tools, and the service's catalogue of analysis tools (no key needed). */
export function toolsHandlers({ state }: FakeContext): Partial<FakeHandlers<typeof ops>> {
  return {
    'tools.list': (call) => repoFor(state, call).tools,
    'tools.listConflicts': (call) =>
      repoFor(state, call)
        .tools.filter((t) => t.settings.followsStandard)
        .map((t) => t.uuid),
    'tools.listAvailable': (call) => listBody(state, call, state.toolCatalog.tools),
  };
}
