import type { ImageTag, LicenseDetails, OpenFindingsCount } from '../responses/sbom.js';

/** One repository's use of a dependency. */
export interface FakeDependencyUse {
  /** The repository's name. */
  repository: string;
  /** The version it uses. */
  version: string;
  /** Its open findings by severity (`Critical`, `High`, `Medium`, `Low`). */
  findings: OpenFindingsCount[];
}

/** A dependency of an organization, and where it is used. */
export interface FakeDependency {
  /** Short name, e.g. `logback-classic`. */
  name: string;
  /** Full name, e.g. `maven/ch.qos.logback/logback-classic`. */
  fullName: string;
  /** Package URL without a version. */
  purl: string;
  /** OSSF Scorecard score, when known. */
  ossfScore?: number;
  /** Its licenses. */
  licenses: LicenseDetails[];
  /** The repositories that use it, one entry per repository. */
  uses: FakeDependencyUse[];
}

/** The SBOM data of one organization. */
export interface FakeOrgSbom {
  /** Dependencies found in the repositories' SBOMs. */
  dependencies: FakeDependency[];
  /** Container images by name, each with its tags. */
  images: Map<string, ImageTag[]>;
}

/** The `sbom` namespace's state: the SBOM data of each organization, keyed `provider/organization` (created empty on first use). */
export type FakeSbomState = Map<string, FakeOrgSbom>;

/** The order of severities, worst first. */
export const SEVERITIES = ['Critical', 'High', 'Medium', 'Low'] as const;

const MIT: LicenseDetails = { name: 'MIT', url: 'https://opensource.org/license/mit', isOsiApproved: true, isFsfLibre: true, riskCategory: 'Permissive', isDerivedByAi: false };
const APACHE: LicenseDetails = { name: 'Apache-2.0', url: 'https://www.apache.org/licenses/LICENSE-2.0', isOsiApproved: true, isFsfLibre: true, riskCategory: 'Permissive', isDerivedByAi: false };
const EPL: LicenseDetails = { name: 'EPL-1.0', url: 'https://www.eclipse.org/legal/epl-v10.html', isOsiApproved: true, isFsfLibre: true, riskCategory: 'Reciprocal', isDerivedByAi: false };
const GPL: LicenseDetails = { name: 'GPL-2.0-only', url: 'https://www.gnu.org/licenses/old-licenses/gpl-2.0.html', isOsiApproved: true, isFsfLibre: true, riskCategory: 'Restricted', isDerivedByAi: false };

const findings = (counts: Partial<Record<(typeof SEVERITIES)[number], number>>): OpenFindingsCount[] =>
  SEVERITIES.filter((s) => (counts[s] ?? 0) > 0).map((severity) => ({ severity, open: counts[severity] ?? 0 }));

/**
 * The SBOM data of `gh/acme`: five dependencies of `web` and `api` (npm, Maven and PyPI; permissive,
 * reciprocal and restricted licenses; some with open findings), and two container images: `web-frontend`
 * with a production and a staging tag, and `worker` with one tag, all analysed.
 */
export function seedSbom(): FakeSbomState {
  const dependencies: FakeDependency[] = [
    {
      name: 'logback-classic',
      fullName: 'maven/ch.qos.logback/logback-classic',
      purl: 'pkg:maven/ch.qos.logback/logback-classic',
      ossfScore: 6.4,
      licenses: [EPL],
      uses: [
        { repository: 'api', version: '1.2.3', findings: findings({ High: 1, Medium: 2 }) },
        { repository: 'web', version: '1.4.14', findings: [] },
      ],
    },
    {
      name: 'lodash',
      fullName: 'npm/lodash',
      purl: 'pkg:npm/lodash',
      ossfScore: 5.2,
      licenses: [MIT],
      uses: [
        { repository: 'web', version: '4.17.20', findings: findings({ High: 1 }) },
        { repository: 'api', version: '4.17.21', findings: [] },
      ],
    },
    { name: 'express', fullName: 'npm/express', purl: 'pkg:npm/express', ossfScore: 7.1, licenses: [MIT], uses: [{ repository: 'web', version: '4.19.2', findings: findings({ Medium: 1 }) }] },
    { name: 'requests', fullName: 'pypi/requests', purl: 'pkg:pypi/requests', ossfScore: 7.8, licenses: [APACHE], uses: [{ repository: 'api', version: '2.31.0', findings: findings({ Medium: 1 }) }] },
    {
      name: 'mysql-connector-java',
      fullName: 'maven/mysql/mysql-connector-java',
      purl: 'pkg:maven/mysql/mysql-connector-java',
      licenses: [GPL],
      uses: [{ repository: 'api', version: '8.0.28', findings: findings({ Critical: 1 }) }],
    },
  ];
  const tag = (imageName: string, fields: Omit<ImageTag, 'imageName'> & { tag: string }): ImageTag => ({ imageName, ...fields });
  const images = new Map<string, ImageTag[]>([
    [
      'web-frontend',
      [
        tag('web-frontend', {
          tag: '1.4.0',
          environment: 'production',
          repositoryId: null,
          repositoryName: 'web',
          generatedAt: '2024-06-14T09:00:00Z',
          uploadedAt: '2024-06-14T10:00:00Z',
          lastAnalysedAt: '2024-06-15T00:00:00Z',
        }),
        tag('web-frontend', {
          tag: '1.5.0-rc.1',
          environment: 'staging',
          repositoryId: null,
          repositoryName: 'web',
          generatedAt: '2024-06-20T09:00:00Z',
          uploadedAt: '2024-06-20T09:05:00Z',
          lastAnalysedAt: '2024-06-21T00:00:00Z',
        }),
      ],
    ],
    ['worker', [tag('worker', { tag: 'sha-3f9c2e1', environment: 'production', generatedAt: '2024-05-30T12:00:00Z', uploadedAt: '2024-05-30T12:01:00Z', lastAnalysedAt: '2024-05-31T00:00:00Z' })]],
  ]);
  return new Map([['gh/acme', { dependencies, images }]]);
}
