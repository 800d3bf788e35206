// Hand-written: a repository's tool configuration (its patterns turned on and off, their parameters, what a
// coding standard governs), the first analysis' progress walk and its recovery, and the category overviews.
import { fail, type FakeHandlers, type FakeInputs, type FakeRequest } from '@typed-api/core/testing';
import type * as ops from '../../operations/analysis.js';
import { advanceFirstAnalysis, toProgress } from '../views.js';
import { repoFor, branchOf, counts, commaValues, type FakeContext } from '../context.js';
import { listBody } from '../paging.js';
import type { ConfiguredPattern } from '../../responses/coding-standards.js';
import type { Tool } from '../../responses/tools.js';
import type { FakePatternParameter } from '../analysis-state.js';
import { repoKey, type FakePattern, type FakeRepository } from '../state.js';

/** The filters, order and state a pattern list or bulk update reads from its query. */
type PatternFilters = FakeInputs<typeof ops.listRepositoryToolPatterns>;

/** Severity order of the `severity` sort, most severe first. */
const SEVERITY_RANK: Record<string, number> = { Error: 0, High: 1, Warning: 2, Info: 3 };

/** The parameters a pattern defines, by the end of its id (the fake's patterns are `<tool>_<rule>`). */
function parameterDefinitions(pattern: FakePattern) {
  return pattern.id.endsWith('_max-depth') ? [{ name: 'max', description: 'Deepest nesting allowed', default: '4' }] : [];
}

/** A pattern's human title, from its rule name (`no-eval` → `No eval`). */
function titleOf(pattern: FakePattern): string {
  const rule = pattern.id.slice(pattern.id.indexOf('_') + 1).replace(/-/g, ' ');
  return rule.charAt(0).toUpperCase() + rule.slice(1);
}

/**
 * The fake's `analysis` namespace: a repository's tools and patterns (`FakeRepository.tools` and `.patterns`)
 * change through `configureTool` and `updateToolPatterns`; parameter values and patterns configured outside a
 * coding standard are kept in `state.analysis`.
 */
export function analysisHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;
  const patternKey = (repo: FakeRepository, toolUuid: string, patternId: string) => `${repoKey(repo.provider, repo.organization, repo.name)}#${toolUuid}#${patternId}`;
  const toolOf = (call: FakeRequest) => {
    const repo = repoFor(state, call);
    const tool = repo.tools.find((t) => t.uuid === call.params.toolUuid);
    const patterns = repo.patterns.get(call.params.toolUuid ?? '');
    if (!tool || !patterns) fail(404, 'Tool not found');
    return { repo, tool, patterns };
  };
  const toConfigured = (repo: FakeRepository, tool: Tool, pattern: FakePattern): ConfiguredPattern => {
    const key = patternKey(repo, tool.uuid, pattern.id);
    const isCustom = state.analysis.customPatterns.has(key);
    return {
      patternDefinition: {
        id: pattern.id,
        title: titleOf(pattern),
        category: pattern.category,
        level: pattern.severityLevel,
        severityLevel: pattern.severityLevel,
        description: `${titleOf(pattern)} (${pattern.language})`,
        enabled: pattern.recommended,
        languages: [pattern.language],
        timeToFix: 5,
        parameters: parameterDefinitions(pattern),
        tags: pattern.tags,
      },
      enabled: pattern.enabled,
      isCustom,
      parameters: state.analysis.patternParameters.get(key) ?? parameterDefinitions(pattern).map((p) => ({ name: p.name, value: p.default })),
      // A coding standard enables what it governs, unless the repository set the pattern itself.
      enabledBy: pattern.enabled && !isCustom && tool.settings.followsStandard === true ? (tool.settings.enabledBy ?? []) : [],
    };
  };
  /** The patterns the filters of the query pick (languages, categories, severity levels, tags, search, recommended, and `enabled` where the operation has it). */
  const picked = (inputs: PatternFilters, patterns: FakePattern[], withEnabled: boolean) => {
    const [languages, categories, severities, tags] = [commaValues(inputs.languages), commaValues(inputs.categories), commaValues(inputs.severityLevels), commaValues(inputs.tags)];
    const search = inputs.search?.toLowerCase();
    const recommended = inputs.recommended;
    const enabled = withEnabled ? inputs.enabled : undefined;
    return patterns.filter(
      (p) =>
        (!languages || languages.includes(p.language)) &&
        (!categories || categories.includes(p.category)) &&
        (!severities || severities.includes(p.severityLevel)) &&
        (!tags || p.tags.some((t) => tags.includes(t))) &&
        (search === undefined || p.id.toLowerCase().includes(search)) &&
        (recommended === undefined || p.recommended === recommended) &&
        (enabled === undefined || p.enabled === enabled),
    );
  };
  const sorted = (inputs: PatternFilters, patterns: FakePattern[]) => {
    const sort = inputs.sort;
    if (sort === undefined) return patterns;
    const sign = inputs.direction === 'desc' ? -1 : 1;
    const rank = (p: FakePattern) => sort === 'category' ? p.category : sort === 'recommended' ? (p.recommended ? '0' : '1') : String(SEVERITY_RANK[p.severityLevel] ?? 9);
    return [...patterns].sort((a, b) => sign * rank(a).localeCompare(rank(b)));
  };

  return {
    'analysis.configureTool': (call) => {
      const { repo, tool, patterns } = toolOf(call);
      const { enabled, useConfigurationFile, patterns: requested = [] } = call.inputs;
      // Checked whole before anything changes.
      const changes = requested.map(({ id, enabled: on, parameters = [] }) => {
        const pattern = patterns.find((p) => p.id === id) ?? fail(400, `Pattern ${id} is not a pattern of the tool`);
        return { pattern, on, parameters: parameters.map((p): FakePatternParameter => ({ name: p.name, value: p.value })) };
      });
      if (enabled !== undefined) tool.settings.isEnabled = enabled;
      if (useConfigurationFile !== undefined) tool.settings.usesConfigurationFile = useConfigurationFile;
      for (const { pattern, on, parameters } of changes) {
        const key = patternKey(repo, tool.uuid, pattern.id);
        pattern.enabled = on;
        state.analysis.customPatterns.add(key);
        if (parameters.length) state.analysis.patternParameters.set(key, parameters);
      }
      // Configured on the repository itself, whatever standard it follows.
      tool.settings.isCustom = true;
      return undefined;
    },
    'analysis.listToolPatterns': (call) => {
      const { repo, tool, patterns } = toolOf(call);
      const selected = sorted(call.inputs, picked(call.inputs, patterns, true));
      return { meta: { totalEnabled: selected.filter((p) => p.enabled).length }, ...listBody(state, call, selected.map((p) => toConfigured(repo, tool, p))) };
    },
    'analysis.updateToolPatterns': (call) => {
      const { repo, tool, patterns } = toolOf(call);
      for (const pattern of picked(call.inputs, patterns, false)) {
        pattern.enabled = call.inputs.enabled;
        state.analysis.customPatterns.add(patternKey(repo, tool.uuid, pattern.id));
      }
      return undefined;
    },
    'analysis.getToolPattern': (call) => {
      const { repo, tool, patterns } = toolOf(call);
      const pattern = patterns.find((p) => p.id === call.params.patternId);
      if (!pattern) fail(404, 'Pattern not found');
      return toConfigured(repo, tool, pattern);
    },
    'analysis.progress': (call) => {
      const repo = repoFor(state, call);
      branchOf(repo, call.inputs.branch);
      advanceFirstAnalysis(repo);
      return toProgress(repo);
    },
    'analysis.recover': (call) => {
      const repo = repoFor(state, call);
      branchOf(repo, call.inputs.branch);
      if (!repo.stuck) fail(422, 'The repository is not stuck on its first analysis');
      repo.stuck = false;
      return undefined;
    },
    'analysis.categoryOverviews': (call) => {
      const repo = repoFor(state, call);
      branchOf(repo, call.inputs.branch);
      const commitId = repo.commits[0]?.commit.id ?? 0;
      return counts(repo.issues.map((i) => i.patternInfo.category)).map(({ name, total }) => ({
        commitId,
        category: { categoryType: name, name },
        percentage: Math.round((100 * total) / Math.max(repo.issues.length, 1)),
        totalResults: total,
      }));
    },
  };
}
