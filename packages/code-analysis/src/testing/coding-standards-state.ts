import type { CodingStandard } from '../responses/coding-standards.js';
import { CATALOG_TOOLS } from './tools-state.js';

/** A pattern's settings in a coding standard. */
export interface FakePatternSetting {
  /** Whether the pattern is on. */
  enabled: boolean;
  /** Parameter values. */
  parameters: { name: string; value: string }[];
}

/** A tool's settings in a coding standard. */
export interface FakeStandardTool {
  /** Whether the tool is on. */
  isEnabled: boolean;
  /** Settings of each of the tool's patterns, by pattern id (patterns not listed take the catalogue's defaults). */
  patterns: Map<string, FakePatternSetting>;
}

/**
 * A coding standard of an organization: the API's record (its counts computed), with the organization's key
 * (`provider/organization`), the names of the repositories that use it, and its settings by tool uuid (tools not listed are off).
 */
export type FakeCodingStandard = Pick<CodingStandard, 'id' | 'name' | 'isDraft' | 'isDefault' | 'languages' | 'complianceType'> & {
  organization: string;
  repositories: string[];
  tools: Map<string, FakeStandardTool>;
};

/** The coding standards of every organization (`codingStandards` namespace). */
export interface FakeCodingStandardsState {
  /** Standards by id. */
  standards: Map<number, FakeCodingStandard>;
  /** The id the next standard gets. */
  nextId: number;
  /** Share of repositories (percent) that must follow an AI risk standard for the checklist to pass. */
  aiPolicyThreshold: number;
}

/** Settings of a tool with some patterns on and the others off (the catalogue's defaults where `on` is undefined). */
export function toolSettings(isEnabled: boolean, on?: readonly string[]): FakeStandardTool {
  return { isEnabled, patterns: new Map((on ?? []).map((id) => [id, { enabled: true, parameters: [] }])) };
}

/**
 * The standards the fake starts with, in `gh/acme`: the default `Acme baseline` (ESLint and Pylint on,
 * used by `web` and `api`) and the draft `Security hardening` (Semgrep on, linked to `fresh`).
 */
export function seedCodingStandards(): FakeCodingStandardsState {
  const baseline: FakeCodingStandard = {
    id: 1,
    organization: 'gh/acme',
    name: 'Acme baseline',
    isDraft: false,
    isDefault: true,
    languages: ['TypeScript', 'JavaScript', 'Python'],
    repositories: ['web', 'api'],
    tools: new Map([
      [CATALOG_TOOLS.eslint, toolSettings(true)],
      [CATALOG_TOOLS.pylint, toolSettings(true)],
      [CATALOG_TOOLS.semgrep, toolSettings(false)],
    ]),
  };
  const draft: FakeCodingStandard = {
    id: 2,
    organization: 'gh/acme',
    name: 'Security hardening',
    isDraft: true,
    isDefault: false,
    languages: ['TypeScript', 'Python'],
    repositories: ['fresh'],
    tools: new Map([[CATALOG_TOOLS.semgrep, toolSettings(true)]]),
  };
  return { standards: new Map([baseline, draft].map((s) => [s.id, s])), nextId: 3, aiPolicyThreshold: 50 };
}
