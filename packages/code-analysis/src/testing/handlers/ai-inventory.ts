// Hand-written: searches over the AI usage the fake's analysis found (state.aiInventory), filtered and summed up
// as each search asks, in the repositories the state still has.
import { fail, type FakeHandlers, type FakeRequest } from '@typed-api/core/testing';
import type * as ops from '../../operations/ai-inventory.js';
import type { FakeContext } from '../context.js';
import { listBody } from '../paging.js';
import type { FakeAiReference } from '../ai-inventory-state.js';
import { orgKey, repoKey } from '../state.js';

/** Items grouped by a key, in the order each key first appears. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return groups;
}

const distinct = (values: readonly string[]): string[] => [...new Set(values)];

/** An AI provider's figures over its references. */
function providerSummary(aiProvider: string, refs: readonly FakeAiReference[]) {
  return {
    aiProvider,
    resourcesCount: distinct(refs.map((r) => r.marker)).length,
    referencesCount: refs.length,
    repositoriesCount: distinct(refs.map((r) => r.repository)).length,
    categoryGroupBreakdown: [...groupBy(refs, (r) => r.categoryGroup)].map(([categoryGroup, group]) => ({ categoryGroup, referencesCount: group.length })),
  };
}

/**
 * The fake's `aiInventory` namespace: searches over the AI usage in `state.aiInventory`, filtered by the
 * body of each search (a filter left out matches everything), and only in repositories the state still has.
 */
export function aiInventoryHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;

  /** The references of the organization a request names that match the body's filters (404 for an unknown organization). */
  const matching = (call: FakeRequest): FakeAiReference[] => {
    const provider = call.params.provider ?? '';
    const organization = call.params.organization ?? '';
    const key = orgKey(provider, organization);
    if (!state.organizations.has(key)) fail(404, 'Organization not found');
    const filters = call.inputs as Readonly<Record<string, readonly unknown[] | string | undefined>>;
    // A list filter left out or empty, or a text filter left out, keeps everything.
    const within = (name: string, value: unknown) => {
      const wanted = filters[name];
      return wanted === undefined || wanted.length === 0 || (typeof wanted === 'string' ? wanted === value : wanted.includes(value));
    };
    return (state.aiInventory.get(key) ?? []).filter(
      (r) =>
        state.repositories.has(repoKey(provider, organization, r.repository)) &&
        within('inventoryItemTypes', r.itemType) &&
        within('repositories', r.repository) &&
        within('categoryGroups', r.categoryGroup) &&
        within('categories', r.category) &&
        within('aiProvider', r.aiProvider) &&
        within('marker', r.marker) &&
        (filters.segments === undefined || r.segments.some((segment) => within('segments', segment))),
    );
  };

  return {
    'aiInventory.searchRepositories': (call) => {
      const owner = call.params.organization ?? '';
      return listBody(state, call, distinct(matching(call).map((r) => r.repository)).map((name) => ({ name, owner })));
    },
    'aiInventory.searchRepositorySummaries': (call) => {
      const rows = [...groupBy(matching(call), (r) => r.repository)].map(([repositoryName, refs]) => {
        return { repositoryName, locationsCount: distinct(refs.map((r) => r.path)).length, referencesCount: refs.length };
      });
      return listBody(state, call, rows);
    },
    'aiInventory.searchCategories': (call) => {
      const groups = groupBy(matching(call), (r) => r.categoryGroup);
      return [...groups].map(([categoryGroup, refs]) => ({ categoryGroup, categories: distinct(refs.map((r) => r.category)) }));
    },
    'aiInventory.searchLocationSummaries': (call) => {
      const groups = groupBy(matching(call), (r) => `${r.repository}/${r.path}`);
      return listBody(state, call, [...groups].map(([location, refs]) => ({ location, regions: refs.map((r) => r.region) })));
    },
    'aiInventory.searchMarkerSummaries': (call) => {
      const groups = groupBy(matching(call), (r) => `${r.categoryGroup}\u0000${r.category}\u0000${r.marker}`);
      const rows = [...groups.values()].map((refs) => {
        const [{ categoryGroup, category, marker }] = refs as [FakeAiReference];
        return { categoryGroup, category, marker, referencesCount: refs.length, repositoriesCount: distinct(refs.map((r) => r.repository)).length };
      });
      return listBody(state, call, rows);
    },
    'aiInventory.searchProviderSummaries': (call) => {
      const groups = groupBy(matching(call), (r) => r.aiProvider);
      return listBody(state, call, [...groups].map(([aiProvider, refs]) => providerSummary(aiProvider, refs)));
    },
    'aiInventory.getProviderSummary': (call) => {
      const refs = matching(call);
      const [first] = refs;
      if (!first) fail(404, 'No usage of this AI provider was found');
      return providerSummary(first.aiProvider, refs);
    },
  };
}
