import type { GatePolicySettings } from '../responses/gates.js';

/** A gate policy of an organization. */
export interface FakeGatePolicy {
  /** Numeric id, unique across organizations. */
  id: number;
  /** Organization key (`provider/organization`). */
  organization: string;
  /** Name, unique within the organization. */
  name: string;
  /** True for the organization's default policy (none: the service's built-in policy is the default). */
  isDefault: boolean;
  /** True when its quality gates cannot change. */
  readOnly: boolean;
  /** The quality gates. */
  settings: GatePolicySettings;
  /** Names of the repositories that follow it (a repository follows one policy at most). */
  repositories: string[];
}

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
