// Hand-written: the computed overview of a repository's patterns, the catalogue's patterns with their 404s, and the
// feedback kept on them; a conflict list is read from the repository's tool.
import { fail, type FakeCall, type FakeHandlers } from '@typed-api/core/testing';
import type * as ops from '../../operations/patterns.js';
import type { Pattern } from '../../responses/patterns.js';
import { commaValues, counts, repoFor, type FakeContext } from '../context.js';
import { listBody } from '../paging.js';
import { orgKey, type FakePattern, type FakeState } from '../state.js';

/** The patterns of the catalogue tool the path names; 404 for another tool. */
function catalogPatterns(state: FakeState, toolUuid: string): Pattern[] {
  const found = state.patternCatalog.patterns.get(toolUuid);
  if (!found) fail(404, 'Tool not found');
  return found;
}

/** The pattern of a catalogue tool the path names; 404 otherwise. */
function catalogPattern(state: FakeState, toolUuid: string, patternId: string): Pattern {
  const pattern = catalogPatterns(state, toolUuid).find((p) => p.id === patternId);
  if (!pattern) fail(404, 'Pattern not found');
  return pattern;
}

/** The patterns of a tool of the repository the path names; 404 for a tool it does not have. */
function repoPatterns(state: FakeState, call: Pick<FakeCall, 'params' | 'request'>, toolUuid: string): FakePattern[] {
  const found = repoFor(state, call).patterns.get(toolUuid);
  if (!found) fail(404, 'Tool not found');
  return found;
}

/**
 * The fake's `patterns` namespace: the patterns of a repository's tools (overview, conflicts), the patterns
 * of the catalogue's tools, and feedback on them (no key needed for the catalogue).
 */
export function patternsHandlers({ state }: FakeContext): FakeHandlers<typeof ops> {
  return {
    'patterns.overview': (call) => {
      const { inputs } = call;
      const [languages, categories, severities, tags] = [commaValues(inputs.languages), commaValues(inputs.categories), commaValues(inputs.severityLevels), commaValues(inputs.tags)];
      const { search, enabled, recommended } = inputs;
      const selected = repoPatterns(state, call, call.path.toolUuid).filter(
        (p) =>
          (!languages || languages.includes(p.language)) &&
          (!categories || categories.includes(p.category)) &&
          (!severities || severities.includes(p.severityLevel)) &&
          (!tags || p.tags.some((t) => tags.includes(t))) &&
          (search === undefined || p.id.includes(search)) &&
          (enabled === undefined || p.enabled === enabled) &&
          (recommended === undefined || p.recommended === recommended),
      );
      return {
        counts: {
          languages: counts(selected.map((p) => p.language)),
          categories: counts(selected.map((p) => p.category)),
          severities: counts(selected.map((p) => p.severityLevel)),
          tags: counts(selected.flatMap((p) => p.tags)),
          totalRecommended: selected.filter((p) => p.recommended).length,
          totalEnabled: selected.filter((p) => p.enabled).length,
        },
      };
    },
    'patterns.conflicts': (call) => {
      const first = repoPatterns(state, call, call.path.toolUuid)[0];
      return first ? [{ patternId: first.id, conflicts: [{ standard: { id: 7, name: 'baseline' }, parameters: [{ name: 'max', value: '3' }] }] }] : [];
    },
    'patterns.list': (call) => {
      const { enabled } = call.inputs;
      return listBody(state, call, catalogPatterns(state, call.path.toolUuid).filter((p) => enabled === undefined || p.enabled === enabled));
    },
    'patterns.get': ({ path }) => catalogPattern(state, path.toolUuid, path.patternId),
    'patterns.addFeedback': ({ path, inputs, reply }) => {
      const pattern = catalogPattern(state, path.toolUuid, path.patternId);
      const organization = orgKey(path.provider, path.organization);
      if (!state.organizations.has(organization)) fail(404, 'Organization not found');
      state.patternCatalog.feedback.push({ organization, toolUuid: path.toolUuid, patternId: pattern.id, reactionFeedback: inputs.reactionFeedback, feedback: inputs.feedback });
      // The API answers 201 without a body.
      return reply(undefined, { status: 201 });
    },
  };
}
