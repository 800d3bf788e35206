import type { FakeHandler } from '@typed-api/core/testing';
import type { HandlerKit } from '../handlers.js';

/** The fake's `tools` namespace beyond a repository's tools: the service's catalogue of analysis, duplication and metrics tools (no key needed). */
export function toolsHandlers(kit: HandlerKit): Record<string, FakeHandler> {
  const { state, anyone, list } = kit;
  return {
    'tools.listAvailable': anyone((call) => list(call, state.toolCatalog.tools)),
    'tools.listDuplicationTools': anyone(() => state.toolCatalog.duplication),
    'tools.listMetricsTools': anyone(() => state.toolCatalog.metrics),
  };
}
