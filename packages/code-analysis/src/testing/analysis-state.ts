import type { ConfiguredPattern } from '../responses/coding-standards.js';

/** A parameter value set on a pattern: its name and value. */
export type FakePatternParameter = ConfiguredPattern['parameters'][number];

/**
 * The `analysis` namespace's tool configuration state, beside the tools and patterns of each repository
 * (`FakeRepository.tools`, `FakeRepository.patterns`, whose `enabled` flags the configuration changes).
 * Keys are `provider/organization/repository#toolUuid#patternId`.
 */
export interface FakeAnalysisState {
  /** Parameter values set on patterns. */
  patternParameters: Map<string, FakePatternParameter[]>;
  /** Patterns configured on the repository itself, outside any coding standard. */
  customPatterns: Set<string>;
}

/** The `analysis` state the fake starts with: no pattern configured on a repository. */
export function seedAnalysis(): FakeAnalysisState {
  return { patternParameters: new Map(), customPatterns: new Set() };
}
