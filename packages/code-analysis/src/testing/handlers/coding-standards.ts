// Hand-written: coding standards' drafts, defaults and promotion, tools and patterns from the catalogue with their
// computed counts, linked repositories and the AI risk checklist: every operation of the namespace has such a rule.
import { fail, type FakeHandlers, type FakeInputs, type FakeRequest, definedOf } from '@typed-api/core/testing';
import type * as ops from '../../operations/coding-standards.js';
import { counts, commaValues, knownOrg, linkedRepositories, type FakeContext } from '../context.js';
import { listBody } from '../paging.js';
import type { CodingStandard, ConfiguredPattern } from '../../responses/coding-standards.js';
import type { Pattern } from '../../responses/patterns.js';
import { toolSettings, type FakeCodingStandard, type FakeStandardTool } from '../coding-standards-state.js';
import { repoKey } from '../state.js';

/** Severity levels from the most to the least important. */
const SEVERITY_RANK = ['Error', 'High', 'Warning', 'Info'];

/** Which preset category a pattern category counts under. */
const PRESET_OF: Partial<Record<string, 'bugRisk' | 'security' | 'bestPractices' | 'codeStyle' | 'documentation'>> = {
  Security: 'security',
  ErrorProne: 'bugRisk',
  Compatibility: 'bugRisk',
  CodeStyle: 'codeStyle',
  Documentation: 'documentation',
};

/**
 * The fake's `codingStandards` namespace: an organization's coding standards, their tools, patterns
 * and repositories, drafts and their promotion, and the AI risk checklist. Patterns come from the tool
 * catalogue (`state.toolCatalog`, `state.patternCatalog`).
 */
export function codingStandardsHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;
  const standards = () => state.codingStandards;

  /** The organization key of a call; a 404 when the organization is unknown. */
  const orgOf = (call: FakeRequest): string => knownOrg(state, call);
  const ofOrg = (org: string) => [...standards().standards.values()].filter((s) => s.organization === org);
  const standardOf = (call: FakeRequest): FakeCodingStandard => {
    const org = orgOf(call);
    const standard = standards().standards.get(Number(call.params.codingStandardId));
    if (standard?.organization !== org) fail(404, 'Coding standard not found');
    return standard;
  };
  const catalogPatterns = (toolUuid: string): Pattern[] => state.patternCatalog.patterns.get(toolUuid) ?? [];
  const toolOf = (call: FakeRequest): string => {
    const uuid = call.params.toolUuid ?? '';
    if (!state.toolCatalog.tools.some((t) => t.uuid === uuid)) fail(404, 'Tool not found');
    return uuid;
  };
  const settingsOf = (standard: FakeCodingStandard, toolUuid: string): FakeStandardTool => {
    let tool = standard.tools.get(toolUuid);
    if (!tool) {
      tool = toolSettings(false);
      standard.tools.set(toolUuid, tool);
    }
    return tool;
  };
  /** Whether a pattern is on in a standard's tool settings (the catalogue's default when the standard does not say). */
  const isOn = (tool: FakeStandardTool | undefined, pattern: Pattern): boolean => tool?.patterns.get(pattern.id)?.enabled ?? pattern.enabled;
  const enabledPatterns = (standard: FakeCodingStandard): number =>
    [...standard.tools].filter(([, tool]) => tool.isEnabled).reduce((n, [uuid, tool]) => n + catalogPatterns(uuid).filter((p) => isOn(tool, p)).length, 0);
  const show = (standard: FakeCodingStandard): CodingStandard => ({
    id: standard.id,
    name: standard.name,
    isDraft: standard.isDraft,
    isDefault: standard.isDefault,
    languages: standard.languages,
    meta: {
      enabledToolsCount: [...standard.tools.values()].filter((t) => t.isEnabled).length,
      enabledPatternsCount: enabledPatterns(standard),
      linkedRepositoriesCount: standard.repositories.length,
    },
    ...(standard.complianceType === undefined ? {} : { complianceType: standard.complianceType }),
  });
  /** A new standard of the organization; a 409 when the name is taken. */
  const add = (org: string, fields: Omit<FakeCodingStandard, 'id' | 'organization'>): FakeCodingStandard => {
    if (ofOrg(org).some((s) => s.name === fields.name)) fail(409, `A coding standard named ${fields.name} already exists`);
    // A draft marked as default becomes the default when promoted; an effective standard at once.
    if (fields.isDefault && !fields.isDraft) for (const other of ofOrg(org)) other.isDefault = false;
    const standard: FakeCodingStandard = { id: standards().nextId++, organization: org, ...fields };
    standards().standards.set(standard.id, standard);
    return standard;
  };
  /** Tool settings with the catalogue's defaults, each tool on when `on` says so. */
  const defaultTools = (on: (toolUuid: string, languages: string[]) => boolean) =>
    new Map(state.toolCatalog.tools.map((t) => [t.uuid, toolSettings(on(t.uuid, t.languages))]));
  /** Every tool of the catalogue on, each of its patterns on when `on` says so. */
  const allTools = (on: (pattern: Pattern) => boolean) => {
    const tools = defaultTools(() => true);
    for (const [uuid, tool] of tools) for (const p of catalogPatterns(uuid)) tool.patterns.set(p.id, { enabled: on(p), parameters: [] });
    return tools;
  };
  const copyTools = (tools: Map<string, FakeStandardTool>) =>
    new Map([...tools].map(([uuid, tool]) => [uuid, { isEnabled: tool.isEnabled, patterns: new Map([...tool.patterns].map(([id, p]) => [id, { ...p, parameters: [...p.parameters] }])) }]));
  /** The patterns of a tool that the query's filters pick, with their state in the standard. */
  const pick = (call: { readonly inputs: FakeInputs<typeof ops.listCodingStandardPatterns> }, standard: FakeCodingStandard, toolUuid: string): { pattern: Pattern; enabled: boolean }[] => {
    const tool = standard.tools.get(toolUuid);
    const { inputs } = call;
    const [languages, categories, levels, tags] = [inputs.languages, inputs.categories, inputs.severityLevels, inputs.tags].map(commaValues);
    const { enabled, recommended } = inputs;
    const search = inputs.search?.toLowerCase();
    return catalogPatterns(toolUuid)
      .map((pattern) => ({ pattern, enabled: tool?.isEnabled === true && isOn(tool, pattern) }))
      .filter(
        ({ pattern, enabled: on }) =>
          (!languages || (pattern.languages ?? []).some((l) => languages.includes(l))) &&
          (!categories || categories.includes(pattern.category)) &&
          (!levels || levels.includes(pattern.severityLevel)) &&
          (!tags || (pattern.tags ?? []).some((t) => tags.includes(t))) &&
          (search === undefined || pattern.id.toLowerCase().includes(search) || (pattern.title ?? '').toLowerCase().includes(search)) &&
          (enabled === undefined || on === enabled) &&
          (recommended === undefined || pattern.enabled === recommended),
      );
  };
  const repositoryExists = (org: string, name: string) => {
    const [provider = '', organization = ''] = org.split('/');
    return state.repositories.has(repoKey(provider, organization, name));
  };

  return {
    'codingStandards.list': (call) => ofOrg(orgOf(call)).map(show),
    'codingStandards.get': (call) => show(standardOf(call)),
    'codingStandards.create': (call) => {
      const org = orgOf(call);
      const { name, languages, sourceRepository } = call.inputs;
      if (sourceRepository !== undefined && !repositoryExists(org, sourceRepository)) fail(404, `Repository ${sourceRepository} not found`);
      const sourceId = call.inputs.sourceCodingStandard;
      const source = sourceId === undefined ? undefined : standards().standards.get(sourceId);
      if (sourceId !== undefined && source?.organization !== org) fail(404, 'Source coding standard not found');
      // A standard made from another takes its tools, repositories and default state; otherwise the tools for the languages are on.
      const standard = add(org, {
        name,
        isDraft: true,
        isDefault: source?.isDefault ?? false,
        languages,
        repositories: source ? [...source.repositories] : [],
        tools: source ? copyTools(source.tools) : defaultTools((_, toolLanguages) => toolLanguages.some((l) => languages.includes(l))),
      });
      return call.reply(show(standard), { status: 201 });
    },
    'codingStandards.createFromPresets': (call) => {
      const org = orgOf(call);
      const request = call.inputs;
      const presets: Readonly<Record<string, number>> = request.presets;
      // A level n turns on the patterns of the n most important severities of the preset's categories.
      const tools = allTools((p) => SEVERITY_RANK.indexOf(p.severityLevel) < (presets[PRESET_OF[p.category] ?? 'bestPractices'] ?? 0));
      const name = request.name ?? `Preset standard ${String(standards().nextId)}`;
      const languages = [...new Set(state.toolCatalog.tools.flatMap((t) => t.languages))];
      return call.reply(show(add(org, { name, isDraft: false, isDefault: request.isDefault, languages, repositories: [], tools })), { status: 201 });
    },
    'codingStandards.createCompliance': (call) => {
      const org = orgOf(call);
      const { name, complianceType } = call.inputs;
      if (complianceType !== 'ai-risk') fail(400, `Unknown compliance type ${complianceType}`);
      // An AI risk standard runs the security patterns of every tool.
      const tools = allTools((p) => p.category === 'Security');
      return call.reply(show(add(org, { name, isDraft: false, isDefault: false, languages: [], complianceType, repositories: [], tools })), { status: 201 });
    },
    'codingStandards.duplicate': (call) => {
      const source = standardOf(call);
      let name = `${source.name} (copy)`;
      for (let n = 2; ofOrg(source.organization).some((s) => s.name === name); n++) name = `${source.name} (copy ${String(n)})`;
      const copy = add(source.organization, { name, isDraft: source.isDraft, isDefault: false, languages: [...source.languages], complianceType: source.complianceType, repositories: [], tools: copyTools(source.tools) });
      return show(copy);
    },
    'codingStandards.promote': (call) => {
      const standard = standardOf(call);
      if (!standard.isDraft) fail(409, 'Only a draft coding standard can be promoted');
      standard.isDraft = false;
      if (standard.isDefault) for (const other of ofOrg(standard.organization)) other.isDefault = other === standard;
      return { successful: [...standard.repositories], failed: [] };
    },
    'codingStandards.delete': (call) => {
      standards().standards.delete(standardOf(call).id);
      return undefined;
    },
    'codingStandards.setDefault': (call) => {
      const standard = standardOf(call);
      const request = call.inputs;
      // On a draft this only marks it: it becomes the default when promoted.
      if (request.isDefault && !standard.isDraft) for (const other of ofOrg(standard.organization)) other.isDefault = false;
      standard.isDefault = request.isDefault;
      // The API answers 200 without a body.
      return call.reply(undefined, { status: 200 });
    },
    'codingStandards.listRepositories': (call) => {
      const standard = standardOf(call);
      return listBody(state, call, linkedRepositories(state, standard.organization, standard.repositories));
    },
    'codingStandards.applyToRepositories': (call) => {
      const standard = standardOf(call);
      const { link, unlink } = call.inputs;
      // Each repository the organization lacks fails alone; the others are linked, then unlinked.
      const known = (name: string) => repositoryExists(standard.organization, name);
      const linked = link.filter(known).filter((name) => !standard.repositories.includes(name));
      standard.repositories = [...standard.repositories, ...linked].filter((name) => !unlink.filter(known).includes(name));
      return { successful: [...link, ...unlink].filter(known), failed: [...link, ...unlink].filter((name) => !known(name)) };
    },
    'codingStandards.listTools': (call) => {
      const standard = standardOf(call);
      return state.toolCatalog.tools.map((t) => ({ codingStandardId: standard.id, uuid: t.uuid, isEnabled: standard.tools.get(t.uuid)?.isEnabled ?? false }));
    },
    'codingStandards.updateTool': (call) => {
      const standard = standardOf(call);
      const toolUuid = toolOf(call);
      if (!standard.isDraft) fail(409, 'Only draft coding standards can be changed');
      const request = call.inputs;
      if (request.patterns.length > 1000) fail(400, 'At most 1000 patterns can be configured per call');
      const tool = settingsOf(standard, toolUuid);
      const known = catalogPatterns(toolUuid);
      for (const { id, ...change } of request.patterns) {
        const pattern = known.find((p) => p.id === id);
        if (!pattern) fail(404, `Pattern ${id} not found`);
        tool.patterns.set(pattern.id, { ...(tool.patterns.get(pattern.id) ?? { enabled: pattern.enabled, parameters: [] }), ...definedOf(change) });
      }
      tool.isEnabled = request.enabled ?? tool.isEnabled;
      return undefined;
    },
    'codingStandards.listPatterns': (call) => {
      const standard = standardOf(call);
      const toolUuid = toolOf(call);
      const picked = pick(call, standard, toolUuid);
      const sort = call.inputs.sort;
      const sign = call.inputs.direction === 'desc' ? -1 : 1;
      const key = (p: Pattern): string | number =>
        sort === 'category' ? p.category : sort === 'severity' ? SEVERITY_RANK.indexOf(p.severityLevel) : sort === 'recommended' ? (p.enabled ? 0 : 1) : 0;
      if (sort !== undefined) picked.sort((a, b) => sign * (key(a.pattern) < key(b.pattern) ? -1 : key(a.pattern) > key(b.pattern) ? 1 : 0));
      const tool = standard.tools.get(toolUuid);
      const items: ConfiguredPattern[] = picked.map(({ pattern, enabled }) => ({
        patternDefinition: pattern,
        enabled,
        isCustom: false,
        parameters: tool?.patterns.get(pattern.id)?.parameters.length ? (tool.patterns.get(pattern.id)?.parameters ?? []) : pattern.parameters.map((p) => ({ name: p.name, value: p.default })),
        enabledBy: enabled ? [{ id: standard.id, name: standard.name }] : [],
      }));
      const totalEnabled = catalogPatterns(toolUuid).filter((p) => tool?.isEnabled === true && isOn(tool, p)).length;
      return { meta: { totalEnabled }, ...listBody(state, call, items) };
    },
    'codingStandards.patternsOverview': (call) => {
      const standard = standardOf(call);
      const picked = pick(call, standard, toolOf(call));
      const patterns = picked.map((p) => p.pattern);
      return {
        counts: {
          languages: counts(patterns.flatMap((p) => p.languages ?? [])),
          categories: counts(patterns.map((p) => p.category)),
          severities: counts(patterns.map((p) => p.severityLevel)),
          tags: counts(patterns.flatMap((p) => p.tags ?? [])),
          totalRecommended: patterns.filter((p) => p.enabled).length,
          totalEnabled: picked.filter((p) => p.enabled).length,
        },
      };
    },
    'codingStandards.updatePatterns': (call) => {
      const standard = standardOf(call);
      const toolUuid = toolOf(call);
      const request = call.inputs;
      const tool = settingsOf(standard, toolUuid);
      // The body's `enabled` is the state to set, not a filter.
      for (const { pattern } of pick({ inputs: { ...call.inputs, enabled: undefined } }, standard, toolUuid)) {
        tool.patterns.set(pattern.id, { enabled: request.enabled, parameters: tool.patterns.get(pattern.id)?.parameters ?? [] });
      }
      return undefined;
    },
    'codingStandards.aiRiskChecklist': (call) => {
      const org = orgOf(call);
      const [provider = '', organization = ''] = org.split('/');
      const total = [...state.repositories.values()].filter((r) => r.provider === provider && r.organization === organization).length;
      const compliance = ofOrg(org).filter((s) => s.complianceType === 'ai-risk' && !s.isDraft);
      const covered = new Set(compliance.flatMap((s) => s.repositories)).size;
      const threshold = standards().aiPolicyThreshold;
      return [
        { key: 'aiRiskStandardCreated', check: compliance.length > 0 },
        { key: 'aiPolicyApplied', check: total > 0 && (100 * covered) / total >= threshold, number: covered, threshold, total },
      ];
    },
  };
}

