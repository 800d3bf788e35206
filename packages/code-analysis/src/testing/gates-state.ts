import type { GatePolicy } from '../responses/gates.js';

/** A gate policy of an organization: the API's record (its counts computed), with the organization's key and the repositories that follow it. */
export type FakeGatePolicy = Pick<GatePolicy, 'id' | 'name' | 'isDefault' | 'readOnly' | 'settings'> & { organization: string; repositories: string[] };

/** The gate policies of every organization (`gates` namespace). */
export interface FakeGatesState {
  /** Policies by id. */
  policies: Map<number, FakeGatePolicy>;
  /** The id the next policy gets. */
  nextId: number;
}

/** The policies the fake starts with, in `gh/acme`: the default `Acme strict` (followed by `web` and `api`) and the read-only `Legacy` (followed by `stuck`). */
export function seedGates(): FakeGatesState {
  const strict: FakeGatePolicy = {
    id: 1,
    organization: 'gh/acme',
    name: 'Acme strict',
    isDefault: true,
    readOnly: false,
    settings: {
      issueThreshold: { threshold: 0, minimumSeverity: 'Warning' },
      securityIssueThreshold: 0,
      securityIssueMinimumSeverity: 'High',
      duplicationThreshold: 2,
      coverageThresholdWithDecimals: -0.5,
      diffCoverageThreshold: 80,
      complexityThreshold: 10,
    },
    repositories: ['web', 'api'],
  };
  const legacy: FakeGatePolicy = {
    id: 2,
    organization: 'gh/acme',
    name: 'Legacy',
    isDefault: false,
    readOnly: true,
    settings: { issueThreshold: { threshold: 10 } },
    repositories: ['stuck'],
  };
  return { policies: new Map([strict, legacy].map((p) => [p.id, p])), nextId: 3 };
}
