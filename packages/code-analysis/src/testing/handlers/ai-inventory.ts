import type { FakeHandler } from '@typed-api/core/testing';
import type { FakeAiReference } from '../ai-inventory-state.js';
import type { HandlerKit } from '../handlers.js';
import { fail } from '../responses.js';
import { orgKey, repoKey } from '../state.js';

/** A routed request as the kit's guards hand it over. */
type Call = Parameters<Parameters<HandlerKit['keyed']>[0]>[0];

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
export function aiInventoryHandlers(kit: HandlerKit): Record<string, FakeHandler> {
  const { state, keyed, list, readBody } = kit;

  /** The references of the organization a request names that match the body's filters (404 for an unknown organization). */
  const matching = async (call: Call): Promise<FakeAiReference[]> => {
    const provider = call.params.provider ?? '';
    const organization = call.params.organization ?? '';
    const key = orgKey(provider, organization);
    if (!state.organizations.has(key)) fail(404, 'Organization not found');
    const filters = await readBody(call);
    const strings = (name: string): string[] | undefined => {
      const value = filters[name];
      if (value === undefined) return undefined;
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) fail(400, `${name} must be a list of strings`);
      return value.length ? value : undefined;
    };
    const text = (name: string): string | undefined => {
      const value = filters[name];
      if (value !== undefined && typeof value !== 'string') fail(400, `${name} must be a string`);
      return value;
    };
    const [itemTypes, repositories, categoryGroups, categories] = [strings('inventoryItemTypes'), strings('repositories'), strings('categoryGroups'), strings('categories')];
    const [aiProvider, marker] = [text('aiProvider'), text('marker')];
    const segments = filters.segments;
    if (segments !== undefined && (!Array.isArray(segments) || !segments.every((s) => typeof s === 'number'))) fail(400, 'segments must be a list of segment ids');
    const wantedSegments = Array.isArray(segments) && segments.length ? segments : undefined;
    return (state.aiInventory.get(key) ?? []).filter(
      (r) =>
        state.repositories.has(repoKey(provider, organization, r.repository)) &&
        (!itemTypes || itemTypes.includes(r.itemType)) &&
        (!repositories || repositories.includes(r.repository)) &&
        (!categoryGroups || categoryGroups.includes(r.categoryGroup)) &&
        (!categories || categories.includes(r.category)) &&
        (aiProvider === undefined || r.aiProvider === aiProvider) &&
        (marker === undefined || r.marker === marker) &&
        (!wantedSegments || r.segments.some((s) => wantedSegments.includes(s))),
    );
  };

  return {
    'aiInventory.searchRepositories': keyed(async (call) => {
      const refs = await matching(call);
      const owner = call.params.organization ?? '';
      return list(call, distinct(refs.map((r) => r.repository)).map((name) => ({ name, owner })));
    }),
    'aiInventory.searchRepositorySummaries': keyed(async (call) => {
      const groups = groupBy(await matching(call), (r) => r.repository);
      return list(
        call,
        [...groups].map(([repositoryName, refs]) => ({ repositoryName, locationsCount: distinct(refs.map((r) => r.path)).length, referencesCount: refs.length })),
      );
    }),
    'aiInventory.searchCategories': keyed(async (call) => {
      const groups = groupBy(await matching(call), (r) => r.categoryGroup);
      return [...groups].map(([categoryGroup, refs]) => ({ categoryGroup, categories: distinct(refs.map((r) => r.category)) }));
    }),
    'aiInventory.searchLocationSummaries': keyed(async (call) => {
      const groups = groupBy(await matching(call), (r) => `${r.repository}/${r.path}`);
      return list(call, [...groups].map(([location, refs]) => ({ location, regions: refs.map((r) => r.region) })));
    }),
    'aiInventory.searchMarkerSummaries': keyed(async (call) => {
      const groups = groupBy(await matching(call), (r) => `${r.categoryGroup}\u0000${r.category}\u0000${r.marker}`);
      return list(
        call,
        [...groups.values()].map((refs) => {
          const [first] = refs as [FakeAiReference];
          return {
            categoryGroup: first.categoryGroup,
            category: first.category,
            marker: first.marker,
            referencesCount: refs.length,
            repositoriesCount: distinct(refs.map((r) => r.repository)).length,
          };
        }),
      );
    }),
    'aiInventory.searchProviderSummaries': keyed(async (call) => {
      const groups = groupBy(await matching(call), (r) => r.aiProvider);
      return list(call, [...groups].map(([aiProvider, refs]) => providerSummary(aiProvider, refs)));
    }),
    'aiInventory.getProviderSummary': keyed(async (call) => {
      if (typeof (await readBody(call)).aiProvider !== 'string') fail(400, 'aiProvider is required');
      const refs = await matching(call);
      const [first] = refs;
      if (!first) fail(404, 'No usage of this AI provider was found');
      return providerSummary(first.aiProvider, refs);
    }),
  };
}
